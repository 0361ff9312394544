//! The `bernstein` command line (described in `docs/command-line.md`): plain text
//! out, the last line being the figure. Each subcommand has its own file with its
//! arguments and its `run`; this file holds the parser, the arguments they share
//! and the entry point. Without a subcommand the desktop app opens.

use anyhow::{Context, Result, anyhow};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use bernstein_engine::{Level, levels};
use bernstein_rules::{GameKind, OptionError, Position, RuleOptions};

pub mod analyse;
pub mod apply;
pub mod client;
pub mod convert;
pub mod engine_process;
pub mod image;
pub mod manual;
pub mod perft;
pub mod play_match;
pub mod review;
pub mod series_tables;
pub mod serve;
pub mod sprt;
pub mod tablebase;
pub mod test_merge;
pub mod test_series;
pub mod tune;
pub mod tune_wdl;
pub mod versus;

pub use analyse::{ANALYSE_HELP, AnalyseArgs};
pub use apply::ApplyArgs;
pub use client::ClientArgs;
pub use convert::ConvertArgs;
pub use engine_process::EngineArgs;
pub use perft::PerftArgs;
pub use play_match::MatchArgs;
pub use review::ReviewArgs;
pub use serve::ServeArgs;
pub use test_series::TestArgs;

#[derive(Parser, Debug)]
#[command(
    name = "bernstein",
    version,
    about = "Play and analyse Ostseeschach, Ostsee-Schach, Piranhas and Mühle"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Saved games, match records or competition replays to open in the app (one
    /// game opens at once; several are listed to choose from).
    #[arg(value_name = "FILE")]
    pub files: Vec<std::path::PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the leaf nodes of the move tree to a depth.
    Perft(PerftArgs),
    /// Play moves from a position and print the resulting position.
    Apply(ApplyArgs),
    /// Search a position and print the best move.
    Analyse(AnalyseArgs),
    /// Draw a position as a picture (SVG or PNG), with arrows and circles.
    Image(image::ImageArgs),
    /// Play AI level against AI level and print the score.
    Match(MatchArgs),
    /// Convert between record formats (RON, PGN-style, replay XML in).
    Convert(ConvertArgs),
    /// Host Software Challenge games for bots (the competition's protocol).
    Serve(ServeArgs),
    /// Join a Software Challenge server as a player with Bernstein's engine.
    Client(ClientArgs),
    /// Test bots in a series of games: Bernstein starts them for every game, against
    /// its engine's levels, each other, or a round robin.
    Test(TestArgs),
    /// Review every game of a record: mark inaccuracies, mistakes and blunders.
    Review(ReviewArgs),
    /// Run as a persistent engine process: commands on stdin, answers on stdout.
    Engine(EngineArgs),
    /// Fit an evaluation's weights to self-play results and print the table.
    Tune(tune::TuneArgs),
    /// Generate, ask and check Mühle's endgame database.
    Tablebase(tablebase::TablebaseArgs),
    /// Test a new build against an old one in engine games until an SPRT decides.
    Sprt(sprt::SprtArgs),
}

/// The rule options of a game, from the command line: the two Mühle switches
/// users know, and any option of any game as `--rule id=value`.
#[derive(Args, Debug, Clone, Default)]
pub struct RuleArgs {
    /// Mühle: no flying with three stones (same as --rule flying=off).
    #[arg(long)]
    pub no_flying: bool,
    /// Mühle: may take from mills when all opposing stones are in mills (same as
    /// --rule mill-take=on).
    #[arg(long)]
    pub mill_take: bool,
    /// A rule option as id=value, repeatable: flying=on|off, mill-take=on|off
    /// (Mühle); first=red|blue, setup=standard|random-back-rank (original
    /// Ostsee-Schach).
    #[arg(long = "rule", value_name = "ID=VALUE", value_parser = parse_rule)]
    pub rules: Vec<(String, String)>,
}

impl RuleArgs {
    /// The game's default options with these arguments applied. `--no-flying` and
    /// `--mill-take` are ignored by a game without that option (they always
    /// were); `--rule` refuses an id or value the game does not have.
    pub fn options<O: RuleOptions + Default>(&self) -> Result<O> {
        let mut options = O::default();
        let switches = [
            (self.no_flying, "flying", "off"),
            (self.mill_take, "mill-take", "on"),
        ];
        for (given, id, value) in switches {
            if given {
                match options.set(id, value) {
                    Ok(()) | Err(OptionError::UnknownId { .. }) => {}
                    Err(error) => return Err(error.into()),
                }
            }
        }
        for (id, value) in &self.rules {
            options.set(id, value)?;
        }
        Ok(options)
    }
}

fn parse_rule(text: &str) -> Result<(String, String)> {
    match text.split_once('=') {
        Some((id, value)) if !id.is_empty() && !value.is_empty() => {
            Ok((id.to_string(), value.to_string()))
        }
        _ => Err(anyhow!("'{text}' is not id=value, e.g. flying=off")),
    }
}

/// The game and the position to start from.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// ostseeschach, ostseeschach-original, piranhas, piranhas-2026 or muehle.
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Position text to start from (default: the start position).
    #[arg(long)]
    pub position: Option<String>,
    /// Seed of the random start setup (Ostseeschach, Piranhas).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[command(flatten)]
    pub rules: RuleArgs,
}

impl GameArgs {
    /// The position these arguments name, or an error that says what is wrong.
    pub fn position<P: Position>(&self) -> Result<P> {
        let options: P::Options = self.rules.options()?;
        match &self.position {
            Some(text) => P::from_text(text, &options).context("bad position"),
            None => Ok(P::start(&options, self.seed)),
        }
    }
}

fn parse_game_kind(text: &str) -> Result<GameKind> {
    GameKind::from_id(text).ok_or_else(|| {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        anyhow!("unknown game '{text}', expected one of: {}", ids.join(", "))
    })
}

/// The AI level with this number, or an error naming the levels there are.
fn level_by_number(number: u8) -> Result<&'static Level> {
    Level::get(number)
        .with_context(|| format!("no level {number}: levels are 1 to {}", levels().len()))
}

/// Entry point of the `bernstein` binary: exit code 0 on success, 2 on an error
/// (printed as `error: …` on stderr); `apply` also uses 1 for an illegal move.
/// A command whose output is read by another program ends quietly, as Unix tools
/// do, when that program stops reading (`bernstein analyse … | head -3`): Rust
/// ignores SIGPIPE, so a print to the closed pipe would panic instead. Commands
/// that write into bots' and engines' pipes (`serve`, `client`, `test`, `match`,
/// `sprt`, `engine`) keep ignoring it: a bot that exits must not end Bernstein.
fn end_quietly_when_the_reader_leaves() {
    #[cfg(unix)]
    // SAFETY: sets the default action of one signal; called before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

pub fn main() -> ExitCode {
    // The packager's command stays outside the parser: completions and `--help`
    // are written from the parser, and would otherwise offer it to users.
    if std::env::args_os()
        .nth(1)
        .is_some_and(|first| first == "manual")
    {
        let args = manual::ManualArgs::parse_from(std::env::args_os().skip(1));
        return exit_code(manual::run(&args));
    }
    let cli = Cli::parse();
    if matches!(
        &cli.command,
        Some(
            Command::Perft(_)
                | Command::Apply(_)
                | Command::Analyse(_)
                | Command::Image(_)
                | Command::Convert(_)
                | Command::Review(_)
                | Command::Tune(_)
                | Command::Tablebase(_)
        )
    ) {
        end_quietly_when_the_reader_leaves();
    }
    let result = match &cli.command {
        None => open_app(&cli.files),
        Some(Command::Perft(args)) => perft::run(args),
        Some(Command::Apply(args)) => return apply::run(args),
        Some(Command::Analyse(args)) => analyse::run(args),
        Some(Command::Image(args)) => image::run(args),
        Some(Command::Match(args)) => play_match::run(args),
        Some(Command::Convert(args)) => convert::run(args),
        Some(Command::Serve(args)) => serve::run(args),
        Some(Command::Client(args)) => client::run(args),
        Some(Command::Test(args)) => test_series::run(args),
        Some(Command::Review(args)) => review::run(args),
        Some(Command::Engine(args)) => engine_process::run(args),
        Some(Command::Tune(args)) => tune::run(args),
        Some(Command::Tablebase(args)) => tablebase::run(args),
        // 0 passed, 1 failed, 3 undecided: a script can tell them apart.
        Some(Command::Sprt(args)) => match sprt::run(args) {
            Ok(code) => return ExitCode::from(code),
            Err(why) => Err(why),
        },
    };
    exit_code(result)
}

/// 0 on success; an error is printed as `error: …` and exits with 2.
fn exit_code(result: Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {}", said_once(&error));
            ExitCode::from(2)
        }
    }
}

/// The error and the causes under it, each said once: a layer's error that
/// already words its cause (`… : {cause}`) is not followed by the cause again.
fn said_once(error: &anyhow::Error) -> String {
    let mut text = String::new();
    for cause in error.chain() {
        let cause = cause.to_string();
        if text.is_empty() {
            text = cause;
        } else if !text.ends_with(&cause) {
            text = format!("{text}: {cause}");
        }
    }
    text
}

#[cfg(feature = "gui")]
fn open_app(files: &[std::path::PathBuf]) -> Result<()> {
    Ok(bernstein_app::run(files)?)
}

#[cfg(not(feature = "gui"))]
fn open_app(_files: &[std::path::PathBuf]) -> Result<()> {
    Err(anyhow!(
        "this build has no desktop app (built without the `gui` feature)"
    ))
}

#[cfg(test)]
mod tests {
    use super::said_once;

    /// A layer's error that words its cause at its end, as a data file's line does.
    #[derive(Debug, thiserror::Error)]
    #[error("data.txt line 3: {source}")]
    struct LineError {
        source: std::io::Error,
    }

    #[test]
    fn an_error_is_said_with_each_of_its_causes_once() {
        let missing = std::io::Error::new(std::io::ErrorKind::NotFound, "no such folder");
        let error = anyhow::Error::new(missing).context("cannot write out/x.pgn");
        assert_eq!(said_once(&error), "cannot write out/x.pgn: no such folder");

        let line = LineError {
            source: std::io::Error::other("not UTF-8 text"),
        };
        let error = anyhow::Error::new(line).context("cannot read the data");
        assert_eq!(
            said_once(&error),
            "cannot read the data: data.txt line 3: not UTF-8 text"
        );
        assert_eq!(
            said_once(&anyhow::anyhow!("--games must be at least 1")),
            "--games must be at least 1"
        );
    }
}
