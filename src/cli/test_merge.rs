//! `bernstein test merge`: the parts of a series played on several machines
//! (`bernstein test … --shard K/N --results FILE`) put back together: the same
//! tables, crosstable, report, CSV and PGN as one run of the whole series would
//! give, and which parts or games are missing or doubled.

use anyhow::{Context, Result, anyhow, bail};
use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::series_tables::{Printer, TableFiles, print_summary};
use bernstein_net::series::report::{self, Tables, Words};
use bernstein_net::series::{SeriesError, SeriesEvent, SeriesSummary, Standings, merge};

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The parts' results files.
    #[arg(required = true, value_name = "FILE")]
    pub parts: Vec<PathBuf>,
    #[command(flatten)]
    pub files: TableFiles,
}

/// `bernstein test merge`.
pub fn run(args: &MergeArgs) -> Result<()> {
    args.files.refuse_overwriting(&args.parts, None)?;
    let merged = merge(&args.parts)?;
    let kind = merged.id.game;
    // Every file is checked before anything is written.
    let files = &args.files;
    for path in [&files.pgn, &files.report, &files.csv]
        .into_iter()
        .flatten()
    {
        if path.is_dir() {
            bail!("cannot write {}: it is a folder", path.display());
        }
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "merged {} parts of a series: {} ({}), {}, {} pairing{}, {} games, seed {}",
        args.parts.len(),
        kind.id(),
        bernstein_net::with_season!(kind, P => <P as bernstein_net::Season>::GAME_TYPE)
            .unwrap_or(""),
        merged.names.join(", "),
        merged.pairings.len(),
        if merged.pairings.len() == 1 { "" } else { "s" },
        merged.standings.expected,
        merged.id.seed
    )?;
    // The tables as a run prints them: its events, without a line per game.
    let mut printer = Printer::new(kind, false);
    printer.quiet = true;
    printer.event(
        &mut out,
        SeriesEvent::Began {
            participants: merged.participants.clone(),
            names: merged.names.clone(),
            pairings: merged.pairings.clone(),
            expected: merged.standings.expected,
        },
    )?;
    let mut standings = Standings::new(
        merged.participants.clone(),
        &merged.pairings,
        merged.standings.expected,
    );
    for game in &merged.games {
        standings.add(game);
        printer.event(
            &mut out,
            SeriesEvent::GameEnded {
                report: Box::new(game.clone()),
                standings: Box::new(standings.clone()),
            },
        )?;
    }
    let mut problems = Vec::new();
    let tables = Tables {
        kind,
        names: &merged.names,
        standings: &merged.standings,
        games: &merged.games,
    };
    let words = Words::english();
    let texts = [
        (&files.pgn, pgn(&merged.games)),
        (
            &files.report,
            report::html(&tables, &words, files.csv_locale),
        ),
        (&files.csv, report::csv(&tables, &words, files.csv_locale)),
    ];
    for (path, text) in texts {
        if let Some(path) = path
            && let Err(error) = std::fs::write(path, text)
        {
            problems.push(SeriesError::not_writable(path, error));
        }
    }
    let summary = SeriesSummary {
        standings: merged.standings.clone(),
        stop: None,
        problems,
    };
    print_summary(&mut out, &printer, &summary)?;
    let mut incomplete = merged.problems.clone();
    incomplete.extend(summary.problems.iter().map(ToString::to_string));
    for problem in &merged.problems {
        writeln!(out, "{problem}")?;
    }
    if incomplete.is_empty() {
        Ok(())
    } else {
        Err(anyhow!(
            "the parts do not add up to the whole series: {}",
            incomplete.join("; ")
        ))
    }
}

/// Every game's record, in the order of the games' numbers.
fn pgn(games: &[bernstein_net::series::GameReport]) -> String {
    let records: Vec<_> = games.iter().map(|game| (*game.record).clone()).collect();
    bernstein_records::pgn::write_pgn_all(&records)
}
