//! The command line of `shared/spec/notation.md`: plain text out, last line the figure.
//! Without a subcommand the desktop app opens.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};

use crate::rules::{Game, GameKind, Position, RuleSwitches, perft_divide};
use crate::with_game;

#[derive(Parser, Debug)]
#[command(
    name = "bernstein",
    version,
    about = "Play and analyse Ostseeschach, Ostsee-Schach, Piranhas and Mühle"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A saved game, match record or competition replay to open in the app.
    pub file: Option<std::path::PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the leaf nodes of the move tree to a depth.
    Perft(PerftArgs),
    /// Play moves from a position and print the resulting position.
    Apply(ApplyArgs),
    /// Search a position and print the best move.
    Analyse(AnalyseArgs),
    /// Play AI level against AI level and print the score.
    Match(MatchArgs),
    /// Convert between record formats (RON, PGN-style, replay XML in).
    Convert(ConvertArgs),
}

/// The game and the position to start from.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// ostseeschach, ostseeschach-original, piranhas or muehle.
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Position text to start from (default: the start position).
    #[arg(long)]
    pub position: Option<String>,
    /// Seed of the random start setup (Ostseeschach, Piranhas).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Mühle: no flying with three stones.
    #[arg(long)]
    pub no_flying: bool,
    /// Mühle: may take from mills when all opposing stones are in mills.
    #[arg(long)]
    pub mill_take: bool,
}

impl GameArgs {
    pub fn switches(&self) -> RuleSwitches {
        RuleSwitches {
            no_flying: self.no_flying,
            mill_take: self.mill_take,
        }
    }

    /// The position these arguments name, or an error that says what is wrong.
    pub fn position<P: Position>(&self) -> Result<P, String> {
        let options = P::options_from_switches(self.switches());
        match &self.position {
            Some(text) => P::from_text(text, &options).map_err(|e| format!("bad position: {e}")),
            None => Ok(P::start(&options, self.seed)),
        }
    }
}

fn parse_game_kind(text: &str) -> Result<GameKind, String> {
    GameKind::from_id(text).ok_or_else(|| {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        format!("unknown game '{text}', expected one of: {}", ids.join(", "))
    })
}

/// A budget factor: a positive finite number.
fn parse_budget_scale(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(factor) if factor.is_finite() && factor > 0.0 => Ok(factor),
        _ => Err(format!("'{text}' is not a positive number, e.g. 0.1")),
    }
}

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Also print the count below each first move.
    #[arg(long)]
    pub divide: bool,
    pub depth: u32,
}

#[derive(Args, Debug)]
pub struct ApplyArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Moves in the game's move text, e.g. b1-c2, A4-C4, f6-f4xd1.
    pub moves: Vec<String>,
}

#[derive(Args, Debug)]
#[command(after_help = crate::engine::ANALYSE_HELP)]
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
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// ostseeschach, ostseeschach-original, piranhas or muehle.
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Level of the first engine (Red/White in game 1).
    #[arg(long)]
    pub first: u8,
    /// Level of the second engine.
    #[arg(long)]
    pub second: u8,
    /// Number of games (pairs share a start setup with colours swapped).
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Time per move in milliseconds (default: the levels' own limits).
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Multiply both levels' node and time budgets by this factor (e.g. 0.05 for a
    /// quick ladder of the top levels); depth limits stay.
    #[arg(long, default_value_t = 1.0, value_parser = parse_budget_scale)]
    pub budget_scale: f64,
    /// Write every game as a PGN-style record to this file.
    #[arg(long)]
    pub pgn: Option<std::path::PathBuf>,
    /// Mühle: no flying with three stones.
    #[arg(long)]
    pub no_flying: bool,
    /// Mühle: may take from mills when all opposing stones are in mills.
    #[arg(long)]
    pub mill_take: bool,
}

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// Input: .ron, .pgn (or .txt), .xml or .xml.gz replay.
    pub input: std::path::PathBuf,
    /// Output: .ron or .pgn.
    pub output: std::path::PathBuf,
}

/// Entry point of the `bernstein` binary.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        None => open_app(cli.file.as_deref()),
        Some(Command::Perft(args)) => perft(args),
        Some(Command::Apply(args)) => return apply(args),
        Some(Command::Analyse(args)) => crate::engine::cli_analyse(args),
        Some(Command::Match(args)) => crate::engine::cli_match(args),
        Some(Command::Convert(args)) => crate::records::convert::convert(&args.input, &args.output)
            .map(|report| {
                for note in &report.notes {
                    eprintln!("note: {note}");
                }
                println!(
                    "{} game(s) written to {}",
                    report.games,
                    args.output.display()
                );
            })
            .map_err(|error| error.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(feature = "gui")]
fn open_app(file: Option<&std::path::Path>) -> Result<(), String> {
    crate::app::run(file)
}

#[cfg(not(feature = "gui"))]
fn open_app(_file: Option<&std::path::Path>) -> Result<(), String> {
    Err("this build has no desktop app (built without the `gui` feature)".to_string())
}

fn perft(args: &PerftArgs) -> Result<(), String> {
    with_game!(args.game.game, P => {
        let pos: P = args.game.position()?;
        let started = Instant::now();
        let mut out = std::io::stdout().lock();
        let nodes = if args.divide {
            let split = perft_divide(&pos, args.depth);
            for (mv, count) in &split {
                writeln!(out, "{mv}: {count}").map_err(|e| e.to_string())?;
            }
            split.iter().map(|(_, count)| count).sum()
        } else {
            pos.perft(args.depth)
        };
        let seconds = started.elapsed().as_secs_f64();
        eprintln!("time {seconds:.3} s, {:.0} nodes/s", nodes as f64 / seconds.max(1e-9));
        writeln!(out, "{nodes}").map_err(|e| e.to_string())?;
        Ok(())
    })
}

fn apply(args: &ApplyArgs) -> ExitCode {
    with_game!(args.game.game, P => {
        let start: P = match args.game.position() {
            Ok(pos) => pos,
            Err(message) => {
                eprintln!("error: {message}");
                return ExitCode::from(2);
            }
        };
        let mut game = Game::new(start);
        for text in &args.moves {
            if let Err(error) = game.play_text(text) {
                println!("illegal {}: {}", text, error.why());
                return ExitCode::from(1);
            }
        }
        println!("{}", game.position().to_text());
        if let Some(outcome) = game.outcome() {
            println!("result {} {}", outcome.winner_id(P::KIND), outcome.reason.id());
        }
        ExitCode::SUCCESS
    })
}
