//! `bernstein convert`: copies the games of one record file into another, the
//! formats chosen by the file names. What the readers noticed goes to stderr as
//! `note: …` lines, so the output file stays clean.

use anyhow::Result;
use clap::Args;

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// Input: .ron, .pgn (or .txt), .xml or .xml.gz replay.
    pub input: std::path::PathBuf,
    /// Output: .ron or .pgn.
    pub output: std::path::PathBuf,
}

/// `bernstein convert`.
pub fn run(args: &ConvertArgs) -> Result<()> {
    let report = bernstein_records::convert::convert(&args.input, &args.output)?;
    for note in &report.notes {
        eprintln!("note: {note}");
    }
    println!(
        "{} game(s) written to {}",
        report.games,
        args.output.display()
    );
    Ok(())
}
