//! `bernstein tune label` and `bernstein tune wdl`: the data and the fit of the
//! review's win/draw/loss model ([`bernstein_analysis::wdl`], [`bernstein_analysis::fit`],
//! docs/review.md).
//!
//! - `tune label <game> --records FILE… --out FILE` searches every position of
//!   recorded games with a known result (e.g. the competition's replays) and
//!   appends them to a data file in the lines of `tune generate`;
//! - `tune wdl --data-dir DIR` fits the model of each game to the data files in
//!   `DIR/<game>/`, prints the check on the held-out games (Markdown), and writes
//!   the coefficient table (`--out`), the check into docs/review.md between its
//!   markers (`--report`) and the numbers the plots are drawn from (`--plot-data`,
//!   for scripts/plot-review.py).

use anyhow::{Context, Result, bail};
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use clap::Args;

use super::parse_game_kind;
use bernstein_analysis::fit::{self, ReliabilityRow, Sample};
use bernstein_analysis::wdl::{Progress, WdlParams};
use bernstein_engine::Evaluate;
use bernstein_engine::tune::Record;
use bernstein_engine::{Engine, EngineOptions, Limits, SearchParams};
use bernstein_rules::with_game;
use bernstein_rules::{GameKind, Side};

#[derive(Args, Debug)]
pub struct LabelArgs {
    /// The game; records of other games are skipped.
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Record files (.ron, .pgn, .xml, .xml.gz).
    #[arg(long, required = true, num_args = 1..)]
    pub records: Vec<PathBuf>,
    /// Nodes searched per position.
    #[arg(long, default_value_t = 20_000)]
    pub nodes: u64,
    /// The number of the first game (numbers decide which games are held out).
    #[arg(long, default_value_t = 1_000_000)]
    pub first_game: u64,
    /// The data file the positions are appended to.
    #[arg(long)]
    pub out: PathBuf,
}

#[derive(Args, Debug)]
pub struct WdlArgs {
    /// A folder with a folder of data files per game: DIR/ostseeschach/*.txt, …
    #[arg(long)]
    pub data_dir: PathBuf,
    /// Gradient steps.
    #[arg(long, default_value_t = 1500)]
    pub iterations: u32,
    /// Step size, in hundredths of a unit.
    #[arg(long, default_value_t = 2.0)]
    pub rate: f64,
    /// Write the coefficient table here (src/analysis/wdl_table.rs).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Put the check into this Markdown file between `<!-- calibration -->` and
    /// `<!-- /calibration -->` (docs/review.md).
    #[arg(long)]
    pub report: Option<PathBuf>,
    /// Write curves.csv, points.csv and reliability.csv for the plots into this
    /// folder.
    #[arg(long)]
    pub plot_data: Option<PathBuf>,
    /// Write a sample of each game's held-out data lines into this folder as
    /// `<game>.txt.gz`, for the calibration test (tests/fixtures/wdl-held-out).
    #[arg(long)]
    pub held_out: Option<PathBuf>,
}

/// The most held-out lines kept per game in the calibration test's sample.
const HELD_OUT_SAMPLE: usize = 4000;

/// `bernstein tune label`.
pub fn label(args: &LabelArgs) -> Result<()> {
    with_game!(args.game, P => label_game::<P>(args))
}

fn label_game<P: Evaluate>(args: &LabelArgs) -> Result<()> {
    // The data lines are appended to --out: never to one of the records read.
    for input in &args.records {
        bernstein_system::refuse_same_file(input, &args.out)?;
    }
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    let mut engine: Engine<P> = Engine::new(EngineOptions {
        threads: 1,
        ..EngineOptions::default()
    });
    let params = SearchParams::new(Limits::nodes(args.nodes.max(1)));
    let (mut number, mut positions) = (args.first_game, 0usize);
    for path in &args.records {
        let records = bernstein_records::load_all(path)?;
        for record in records.iter().filter(|record| record.game == P::KIND) {
            let Some(result) = &record.result else {
                continue;
            };
            let winner = result.winner();
            let game = record
                .main_line_game::<P>()
                .with_context(|| format!("{}", path.display()))?;
            engine.clear();
            let mut text = String::new();
            for ply in 0..game.moves().len() {
                let position = game.position_at(ply).expect("a position for every ply");
                let history = &game.hashes()[..ply];
                let found = engine.search(
                    position,
                    history,
                    &params,
                    Arc::new(AtomicBool::new(false)),
                    |_| {},
                );
                let side = position.side_to_move();
                let line = Record {
                    game: number,
                    result: match winner {
                        None => 0.5,
                        Some(winner) if winner == side => 1.0,
                        Some(_) => 0.0,
                    },
                    score: found.info.score,
                    quiet: found
                        .best_move
                        .is_some_and(|mv| !position.is_tactical(mv) && !position.end_pending()),
                    position: position.to_text(),
                };
                text.push_str(&line.to_line());
                text.push('\n');
                positions += 1;
            }
            out.write_all(text.as_bytes())
                .with_context(|| format!("cannot write {}", args.out.display()))?;
            number += 1;
        }
    }
    println!(
        "{} games, {positions} positions appended to {}",
        number - args.first_game,
        args.out.display()
    );
    Ok(())
}

/// One game's fit and check.
struct Fitted {
    kind: GameKind,
    params: WdlParams,
    games: usize,
    training: usize,
    held_out: Vec<Sample>,
    draws: f64,
    brier_model: f64,
    brier_hand_set: f64,
    reliability: Vec<ReliabilityRow>,
    files: Vec<String>,
    /// The held-out games' data lines with an undecided score, as read.
    held_out_lines: Vec<String>,
}

/// `bernstein tune wdl`.
pub fn wdl(args: &WdlArgs) -> Result<()> {
    let mut fitted = Vec::new();
    for kind in GameKind::ALL {
        let dir = args.data_dir.join(kind.id());
        let result = with_game!(kind, P => fit_game::<P>(&dir, args));
        fitted.push(result?);
    }
    let report = report(&fitted);
    println!("{report}");
    if let Some(path) = &args.out {
        std::fs::write(path, table_source(&fitted))
            .with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("table written to {}", path.display());
    }
    if let Some(path) = &args.report {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let (open, close) = ("<!-- calibration -->", "<!-- /calibration -->");
        let (Some(start), Some(end)) = (text.find(open), text.find(close)) else {
            bail!("{} has no {open} … {close} markers", path.display());
        };
        let text = format!("{}{open}\n{report}\n{}", &text[..start], &text[end..]);
        std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if let Some(dir) = &args.plot_data {
        write_plot_data(dir, &fitted)?;
    }
    if let Some(dir) = &args.held_out {
        write_held_out(dir, &fitted)?;
    }
    Ok(())
}

/// Every `step`-th held-out line of each game, gzipped, so the sample spreads
/// over all the data files and stays small.
fn write_held_out(dir: &Path, fitted: &[Fitted]) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("{}", dir.display()))?;
    for f in fitted {
        let step = f.held_out_lines.len().div_ceil(HELD_OUT_SAMPLE).max(1);
        let text: String = f
            .held_out_lines
            .iter()
            .step_by(step)
            .map(|line| format!("{line}\n"))
            .collect();
        let path = dir.join(format!("{}.txt.gz", f.kind.id()));
        let file = std::fs::File::create(&path)
            .with_context(|| format!("cannot write {}", path.display()))?;
        let mut gz = flate2::write::GzEncoder::new(file, flate2::Compression::best());
        gz.write_all(text.as_bytes())
            .and_then(|_| gz.finish().map(drop))
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

fn fit_game<P: Progress>(dir: &Path, args: &WdlArgs) -> Result<Fitted> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    let options = P::Options::default();
    let (mut training, mut held_out) = (Vec::new(), Vec::new());
    let mut held_out_lines = Vec::new();
    let mut games = std::collections::BTreeSet::new();
    for path in &files {
        bernstein_engine::tune::read_records(path, |record, line| {
            games.insert((path.clone(), record.game));
            let sample = fit::sample::<P>(&record, &options).map_err(|e| {
                bernstein_engine::tune::RecordError::Position {
                    text: e.text,
                    source: e.error,
                }
            })?;
            if let Some(sample) = sample {
                if sample.held_out {
                    held_out.push(sample);
                    held_out_lines.push(line.to_string());
                } else {
                    training.push(sample);
                }
            }
            Ok(())
        })?;
    }
    if training.is_empty() || held_out.is_empty() {
        bail!("{}: too few positions to fit and check", dir.display());
    }
    eprintln!(
        "{}: {} positions to fit, {} held out",
        P::KIND.id(),
        training.len(),
        held_out.len()
    );
    let params = fit::fit(&training, args.iterations, args.rate);
    let kind = P::KIND;
    let model = |s: &Sample| params.chances(s.score, s.progress, s.mover).expected();
    let hand_set = |s: &Sample| fit::hand_set_expected(kind, s.score);
    let all = training.len() + held_out.len();
    let draws = training
        .iter()
        .chain(&held_out)
        .filter(|s| s.result == 0.5)
        .count() as f64
        / all as f64;
    Ok(Fitted {
        kind,
        params,
        games: games.len(),
        training: training.len(),
        brier_model: fit::brier(&held_out, model),
        brier_hand_set: fit::brier(&held_out, hand_set),
        reliability: fit::reliability(&held_out, model, 10),
        held_out,
        draws,
        files: files
            .iter()
            .map(|p| {
                p.file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect(),
        held_out_lines,
    })
}

/// The check as Markdown: Brier scores, then a reliability table per game.
fn report(fitted: &[Fitted]) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "Brier score of the expected score on the held-out games (lower is better):\n"
    );
    let _ = writeln!(
        text,
        "| game | games | positions fitted | held out | draws | first player's edge | hand-set curve | model |"
    );
    let _ = writeln!(text, "|---|---:|---:|---:|---:|---:|---:|---:|");
    for f in fitted {
        let _ = writeln!(
            text,
            "| {} | {} | {} | {} | {:.1} % | {:+.0} | {:.4} | {:.4} |",
            f.kind.id(),
            f.games,
            f.training,
            f.held_out.len(),
            f.draws * 100.0,
            f.params.first_player,
            f.brier_hand_set,
            f.brier_model
        );
    }
    let _ = writeln!(
        text,
        "\nReliability on the held-out games: positions grouped by the model's expected \
         score, the mean expected and the mean actual result (for the side to move) per group.\n"
    );
    let _ = write!(text, "| expected |");
    for f in fitted {
        let _ = write!(text, " {} |", f.kind.id());
    }
    let _ = writeln!(text);
    let _ = writeln!(text, "|---|{}", "---|".repeat(fitted.len()));
    for group in 0..10 {
        let _ = write!(text, "| {}–{} % |", group * 10, group * 10 + 10);
        for f in fitted {
            match f
                .reliability
                .iter()
                .find(|row| (row.range.0 * 10.0).round() as usize == group)
            {
                Some(row) => {
                    let _ = write!(
                        text,
                        " {:.0} → {:.0} ({}) |",
                        row.mean_expected * 100.0,
                        row.mean_result * 100.0,
                        row.count
                    );
                }
                None => text.push_str(" – |"),
            }
        }
        let _ = writeln!(text);
    }
    text
}

/// The Rust source of the coefficient table.
fn table_source(fitted: &[Fitted]) -> String {
    let mut rows = String::new();
    let number = |x: f64| {
        let text = format!("{x:.1}");
        if text == "-0.0" {
            "0.0".to_string()
        } else {
            text
        }
    };
    let triple = |c: [f64; 3]| format!("[{}, {}, {}]", number(c[0]), number(c[1]), number(c[2]));
    for f in fitted {
        let _ = write!(
            rows,
            "    // {} positions of {} games ({}); held-out Brier {:.4}, hand-set curve {:.4}.
    (GameKind::{:?}, {}, {}, {}),
",
            f.training,
            f.games,
            f.files.join(", "),
            f.brier_model,
            f.brier_hand_set,
            f.kind,
            triple(f.params.draw_margin),
            triple(f.params.scale),
            number(f.params.first_player),
        );
    }
    format!(
        "//! The win/draw/loss model's fitted coefficients, one row per game.
//!
//! Written by `scripts/review-model` (`bernstein tune wdl --data-dir DIR --out
//! src/analysis/wdl_table.rs`); see docs/review.md for the data and the check on
//! held-out games. Not edited by hand.

use bernstein_rules::GameKind;

/// Per game: the draw margin's and the scale's coefficients (constant, times the
/// first progress number, times the second) and the first player's edge, in
/// hundredths of the game's unit.
pub const TABLE: [(GameKind, [f64; 3], [f64; 3], f64); 5] = [
{rows}];
"
    )
}

/// curves.csv (the model's win, draw and loss over the score at three stages of
/// each game) and reliability.csv (the held-out check per group, model and
/// hand-set curve), for scripts/plot-review.py.
fn write_plot_data(dir: &Path, fitted: &[Fitted]) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("{}", dir.display()))?;
    let mut curves = String::from("game,stage,score,win,draw,loss\n");
    let mut points = String::from("game,stage,score,result,count\n");
    for f in fitted {
        // The points mix both sides to move, so the curves leave the first
        // player's edge out (it shifts the first player's curve left by the edge
        // and the second's right).
        let params = WdlParams {
            first_player: 0.0,
            ..f.params
        };
        for (stage, progress) in stages(f.kind) {
            for step in -40..=40 {
                let score = step as f64 * 20.0;
                let wdl = params.chances(score, progress, Side::First);
                let _ = writeln!(
                    curves,
                    "{},{stage},{score},{:.5},{:.5},{:.5}",
                    f.kind.id(),
                    wdl.win,
                    wdl.draw,
                    wdl.loss
                );
            }
            // The held-out positions near this stage, by score in steps of 50.
            let mut groups = std::collections::BTreeMap::<i64, (f64, usize)>::new();
            for s in f.held_out.iter().filter(|s| near(s.progress, progress)) {
                let group = (s.score / 50.0).round() as i64;
                let entry = groups.entry(group).or_default();
                entry.0 += s.result;
                entry.1 += 1;
            }
            for (group, (sum, count)) in groups {
                if count >= 20 && group.abs() <= 16 {
                    let _ = writeln!(
                        points,
                        "{},{stage},{},{:.4},{count}",
                        f.kind.id(),
                        group * 50,
                        sum / count as f64
                    );
                }
            }
        }
    }
    let mut reliability = String::from("game,curve,expected,result,count\n");
    for f in fitted {
        let hand_set = |s: &Sample| fit::hand_set_expected(f.kind, s.score);
        for (curve, rows) in [
            ("model", f.reliability.clone()),
            ("hand-set", fit::reliability(&f.held_out, hand_set, 10)),
        ] {
            for row in rows {
                let _ = writeln!(
                    reliability,
                    "{},{curve},{:.4},{:.4},{}",
                    f.kind.id(),
                    row.mean_expected,
                    row.mean_result,
                    row.count
                );
            }
        }
    }
    for (name, text) in [
        ("curves.csv", curves),
        ("points.csv", points),
        ("reliability.csv", reliability),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

/// Three stages of a game to draw the curves at, named for the plot's legend.
fn stages(kind: GameKind) -> Vec<(&'static str, [f64; 2])> {
    match kind {
        GameKind::Muehle => vec![
            ("placing with 18 stones", [0.7, 1.0]),
            ("moving with 14 stones", [0.0, 14.0 / 18.0]),
            ("moving with 8 stones", [0.0, 8.0 / 18.0]),
        ],
        _ => [("opening", 0.15), ("middle", 0.5), ("end", 0.9)]
            .into_iter()
            .map(|(name, t)| (name, [t, t * t]))
            .collect(),
    }
}

/// Whether a position's progress is near a stage's (for the plotted points).
fn near(progress: [f64; 2], stage: [f64; 2]) -> bool {
    (progress[0] - stage[0]).abs() <= 0.1 && (progress[1] - stage[1]).abs() <= 0.12
}
