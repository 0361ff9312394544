//! `bernstein review`: reviews every game of a record file (saved game, PGN-style
//! match record, replay) with [`bernstein_analysis::review`] at a fixed number of
//! nodes per position, writes the record with its marks (`?!`, `?`, `??`),
//! evaluations and better moves as a PGN-style record, and prints one line per
//! game: `game <n>: <first side> <i>/<m>/<b> <accuracy>%, <second side> <i>/<m>/<b>
//! <accuracy>%` (inaccuracies / mistakes / blunders, lichess's accuracy). Progress
//! goes to stderr, and only when stderr is a terminal, so tools reading the output
//! see only the lines.

use anyhow::{Context, Result, bail};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use clap::Args;

use bernstein_analysis::review::{REVIEW_NODES, SideSummary, review_game, write_review};
use bernstein_analysis::wdl::Progress;
use bernstein_engine::Evaluate;
use bernstein_records::{GameWriter, Record};
use bernstein_rules::Side;
use bernstein_rules::with_game;

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The record to review: .ron, .pgn (or .txt), .xml or .xml.gz replay.
    pub record: PathBuf,
    /// Nodes searched per position (the app's review searches 150000); a move
    /// about to be marked is checked with three times as many.
    #[arg(long, default_value_t = REVIEW_NODES)]
    pub nodes: u64,
    /// Where to write the reviewed record (default: beside the input, as
    /// `<name>.reviewed.pgn`).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// `bernstein review`.
pub fn run(args: &ReviewArgs) -> Result<()> {
    if args.nodes == 0 {
        bail!("--nodes must be at least 1");
    }
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| reviewed_path(&args.record));
    bernstein_system::refuse_same_file(&args.record, &out)?;
    // Refuse an output we cannot write before spending the time; the games are
    // read, reviewed and written one at a time.
    let mut writer = GameWriter::create(&out)?;
    let games = bernstein_records::read_games(&args.record)?;
    let show_progress = std::io::stderr().is_terminal();
    let mut lines = Vec::new();
    let mut noted = std::collections::BTreeSet::new();
    for (index, record) in games.enumerate() {
        let mut record = record?;
        let number = index + 1;
        let progress = |done: usize, total: usize| {
            if show_progress {
                eprint!("\rgame {number}: position {done}/{total}   ");
                let _ = std::io::stderr().flush();
            }
        };
        let summary =
            with_game!(record.game, P => review_record::<P>(&mut record, args.nodes, &mut noted, progress))
                .with_context(|| format!("game {number}"))?;
        let side = |side: Side| {
            let counts = summary[side.index()];
            let accuracy = counts
                .accuracy
                .map_or(String::new(), |accuracy| format!(" {accuracy:.1}%"));
            format!(
                "{} {}{accuracy}",
                record.game.side_name(side),
                counts.counts()
            )
        };
        let line = format!(
            "game {number}: {}, {}",
            side(Side::First),
            side(Side::Second)
        );
        lines.push(line);
        writer.write(&record)?;
    }
    if show_progress {
        eprint!("\r{:60}\r", "");
    }
    if writer.games() == 0 {
        bail!("{}: the file holds no game", args.record.display());
    }
    writer.finish()?;
    for line in lines {
        println!("{line}");
    }
    Ok(())
}

/// `game.pgn` → `game.reviewed.pgn`, `match.xml.gz` → `match.reviewed.pgn`.
fn reviewed_path(input: &Path) -> PathBuf {
    let name = input
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name
        .strip_suffix(".xml.gz")
        .or_else(|| name.rsplit_once('.').map(|(stem, _)| stem))
        .unwrap_or(&name);
    input.with_file_name(format!("{stem}.reviewed.pgn"))
}

/// Reviews the main line of `record` and writes the findings into its moves;
/// returns each side's summary.
fn review_record<P: Evaluate + Progress + bernstein_tablebase::Endgame>(
    record: &mut Record,
    nodes: u64,
    noted: &mut std::collections::BTreeSet<String>,
    progress: impl FnMut(usize, usize),
) -> Result<[SideSummary; 2]> {
    let game = record.main_line_game::<P>()?;
    let stop = Arc::new(AtomicBool::new(false));
    // Mühle's endgame database, when generated, judges the positions it knows;
    // a damaged table is named (once per run), so that a review without it is
    // not taken for one with it.
    let found = bernstein_tablebase::oracle_from_data_dir(game.position());
    for note in super::analyse::database_notes(&found) {
        if noted.insert(note.clone()) {
            eprintln!("note: {note}");
        }
    }
    let review = review_game(&game, nodes, found.oracle, stop, progress)
        .context("the review was stopped")?;
    let line = record.moves.main_line();
    write_review(&mut record.moves, &line, &review);
    Ok(review.summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reviewed_record_goes_beside_the_input() {
        assert_eq!(
            reviewed_path(Path::new("dir/match.xml.gz")),
            PathBuf::from("dir/match.reviewed.pgn")
        );
        assert_eq!(
            reviewed_path(Path::new("game.ron")),
            PathBuf::from("game.reviewed.pgn")
        );
    }
}
