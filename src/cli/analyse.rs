//! `bernstein analyse`: searches a position and prints a line per completed depth,
//! then the best move (the output is explained in [`ANALYSE_HELP`]).

use anyhow::{Context, Result, anyhow, bail};
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;

use super::{GameArgs, level_by_number};
use bernstein_analysis::wdl::{self, Progress};
use bernstein_arena::protocol::{Answer, Figures};
use bernstein_engine::Evaluate;
use bernstein_engine::{
    Engine, EngineOptions, Limits, MAX_THREADS, ScoreView, SearchInfo, SearchParams,
    threads_for_machine,
};
use bernstein_rules::Position;
use bernstein_rules::with_game;

/// Help text after `bernstein analyse --help`: what the output means.
pub const ANALYSE_HELP: &str = "\
Output: one line per completed depth,
  info depth <d> seldepth <s> score <value> wdl <w> <d> <l> nodes <n> nps <n> time <ms> pv <move> ...
then, with --lines N, N lines (the best lines with distinct first moves, best first)
  line <k> score <value> wdl <w> <d> <l> depth <d> pv <move> ...
and last
  bestmove <move> score <value> wdl <w> <d> <l> depth <d> nodes <n> nps <n> pv <move> <move> ...
whose move, score, depth and pv are those of the best line.
The score is from the side to move's view, in hundredths of the game's unit
(100 = one amber, fish or stone ahead), or `win-in-N` / `loss-in-N` when the search
has seen the game end N plies ahead, or `tb-win-N` / `tb-loss-N` when Mühle's endgame
database decides it (the next stone taken N plies ahead). `wdl` gives the side to
move's chances to win, draw and lose in per mille (adding up to 1000) from the
game's fitted win/draw/loss model (docs/review.md). A finished game prints
`result <winner> <reason>` and `bestmove none`. When the database (if generated,
see `bernstein tablebase`) answers for the position itself, `source tablebase`
comes before the last line; --no-tablebase searches without it. Without --level, --movetime or --depth the search takes 1000 ms;
--depth alone searches exactly that deep (deterministic).";

#[derive(Args, Debug)]
#[command(after_help = ANALYSE_HELP)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Strength level of the search (1–10).
    #[arg(long, conflicts_with = "movetime")]
    pub level: Option<u8>,
    /// Time for the search in milliseconds.
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Search exactly to this depth (deterministic).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Print this many best lines (distinct first moves) before the best move.
    #[arg(long, value_parser = parse_lines)]
    pub lines: Option<usize>,
    /// Search threads (default 1).
    #[arg(long, default_value_t = 1, value_parser = parse_threads)]
    pub threads: usize,
    /// Mühle: search without the endgame database even where it is generated.
    #[arg(long)]
    pub no_tablebase: bool,
    /// Search what the opponent threatens: the position with the other side to
    /// move, as if the side to move passed (the output is that side's).
    #[arg(long)]
    pub threat: bool,
}

/// A number of search threads: 1 to [`MAX_THREADS`].
pub fn parse_threads(text: &str) -> Result<usize> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        _ => Err(anyhow!(
            "'{text}' is not a number of threads from 1 to {MAX_THREADS}"
        )),
    }
}

/// The search threads for `requested` on this machine, for every command that
/// searches in process (`analyse`, `match`, `match --opponent-command`): more
/// threads than cores only delay a timed search's answer, so at most the cores,
/// with a note on standard error saying so (as the engine protocol says it in an
/// `info string`).
pub fn threads_on_this_machine(requested: usize) -> usize {
    let (threads, note) = threads_for_machine(requested);
    if let Some(note) = note {
        eprintln!("note: {note}");
    }
    threads
}

/// The most lines `--lines` (and `engine`'s `go … lines`) asks for: more are not
/// worth their search time.
pub const MAX_LINES: usize = 50;

/// A number of best lines: 1 to [`MAX_LINES`], for `analyse --lines` and
/// `engine`'s `go … lines` alike.
pub fn parse_lines(text: &str) -> Result<usize> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_LINES).contains(&n) => Ok(n),
        _ => Err(anyhow!(
            "'{text}' is not a number of lines from 1 to {MAX_LINES}"
        )),
    }
}

/// `bernstein analyse`.
pub fn run(args: &AnalyseArgs) -> Result<()> {
    with_game!(args.game.game, P => analyse::<P>(args))
}

fn analyse<P: Evaluate + Progress + bernstein_tablebase::Endgame>(
    args: &AnalyseArgs,
) -> Result<()> {
    let mut position: P = args.game.position()?;
    if args.threat {
        position = position.passed().with_context(|| {
            format!(
                "--threat: {} has no position with the other side to move",
                P::KIND.id()
            )
        })?;
    }
    let mut params = match args.level {
        Some(number) => level_by_number(number)?.params(args.game.seed),
        None => SearchParams::new(Limits {
            movetime: args.movetime.map(Duration::from_millis),
            ..Limits::default()
        }),
    };
    if let Some(depth) = args.depth {
        if depth == 0 {
            bail!("--depth must be at least 1");
        }
        params.limits.depth = Some(depth);
    }
    if params.limits.is_infinite() {
        params.limits.movetime = Some(Duration::from_millis(1000));
    }
    if let Some(lines) = args.lines {
        params.lines = lines;
    }

    let threads = threads_on_this_machine(args.threads);
    let mut out = std::io::stdout().lock();
    let mut engine: Engine<P> = Engine::new(EngineOptions {
        threads,
        ..EngineOptions::default()
    });
    let oracle = if args.no_tablebase {
        None
    } else {
        let found = bernstein_tablebase::oracle_from_data_dir(&position);
        for note in database_notes(&found) {
            eprintln!("note: {note}");
        }
        found.oracle
    };
    let from_database = oracle
        .as_ref()
        .is_some_and(|oracle| oracle.probe(&position).is_some());
    engine.set_oracle(oracle);
    let mut write_error = None;
    let result = engine.search(
        &position,
        &[],
        &params,
        Arc::new(AtomicBool::new(false)),
        |info| {
            if let Err(e) = writeln!(out, "{}", info_line(&position, info)) {
                write_error.get_or_insert(e);
            }
        },
    );
    if let Some(error) = write_error {
        return Err(error.into());
    }
    match result.best_move {
        None => {
            if let Some(outcome) = position.outcome(&[]) {
                writeln!(
                    out,
                    "result {} {}",
                    outcome.winner_id(P::KIND),
                    outcome.reason.id()
                )?;
            }
            writeln!(out, "{}", final_line(&position, "none", &result.info))?;
        }
        Some(mv) => {
            if from_database {
                writeln!(out, "source tablebase")?;
            }
            if args.lines.is_some() {
                for row in line_rows(&position, &result.info) {
                    writeln!(out, "{row}")?;
                }
            }
            writeln!(
                out,
                "{}",
                final_line(&position, &position.move_to_text(mv), &result.info)
            )?;
        }
    }
    Ok(())
}

/// What a search says of the data directory's endgame database when a table
/// of it is damaged: whether the search went without the database or without
/// some of its tables, and which file is damaged and how to repair it.
pub fn database_notes<P: Position>(found: &bernstein_tablebase::FromDataDir<P>) -> Vec<String> {
    let used = if found.oracle.is_some() {
        "the endgame database was used without a table"
    } else {
        "the endgame database was not used"
    };
    found
        .damaged
        .iter()
        .map(|damaged| format!("{used}: {damaged}"))
        .collect()
}

/// The best lines of a search, a row each: `line <k> score <s> depth <d> pv …`.
pub fn line_rows<P: Progress>(position: &P, info: &SearchInfo<P::Move>) -> Vec<String> {
    info.lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            let figures = Figures {
                depth: Some(line.depth),
                ..figures(position, line.score, &line.pv)
            };
            Answer::Line(k as u32 + 1, figures).to_string()
        })
        .collect()
}

/// The line printed after each completed depth.
pub fn info_line<P: Progress>(position: &P, info: &SearchInfo<P::Move>) -> String {
    Answer::Info(Figures {
        depth: Some(info.depth),
        seldepth: Some(info.seldepth),
        nodes: Some(info.nodes),
        nps: Some(info.nps),
        time: Some(info.elapsed.as_millis() as u64),
        ..figures(position, info.score, &info.pv)
    })
    .to_string()
}

/// The last line: the best move (or `none`) with its score, depth and line.
/// No move means the game is over: its result is certain, a win or loss by
/// its decided score, else a draw (`wdl 0 1000 0`), not the model's chances.
pub fn final_line<P: Progress>(position: &P, best: &str, info: &SearchInfo<P::Move>) -> String {
    let over = best == "none";
    let mut figures = Figures {
        depth: Some(info.depth),
        nodes: Some(info.nodes),
        nps: Some(info.nps),
        ..figures(position, info.score, &info.pv)
    };
    if over && matches!(ScoreView::of(info.score), ScoreView::Value(_)) {
        figures.wdl = Some([0, 1000, 0]);
    }
    Answer::BestMove((best != "none").then(|| best.to_string()), figures).to_string()
}

/// A score with the side to move's chances at it in per mille (`wdl <w> <d>
/// <l>`, as UCI engines print them with UCI_ShowWDL), and a line of moves.
fn figures<P: Progress>(position: &P, score: i32, line: &[P::Move]) -> Figures {
    Figures {
        score: Some(ScoreView::of(score)),
        wdl: Some(wdl::wdl(position, score).per_mille()),
        pv: line_moves(position, line),
        ..Figures::default()
    }
}

/// The move texts of a line of play from `position`.
fn line_moves<P: Position>(position: &P, line: &[P::Move]) -> Vec<String> {
    let mut pos = position.clone();
    line.iter()
        .map(|&mv| {
            let text = pos.move_to_text(mv);
            pos.play_unchecked(mv);
            text
        })
        .collect()
}
