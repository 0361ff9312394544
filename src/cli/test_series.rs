//! `bernstein test`: a test series of students' bots, started by Bernstein game
//! after game (the competition's test client, without Java or a server of its
//! own): one bot against the engine at each `--level`, two bots against each
//! other, or a round robin. A line per game on stdout, a live progress bar on a
//! terminal's stderr, and at the end a table per bot, the pairings, a crosstable
//! and ranking for a round robin, the faults, and the first bot's score last.

use anyhow::{Context, Result, anyhow, bail};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use clap::{Args, Subcommand};

use super::parse_game_kind;
use super::series_tables::{Printer, TableFiles, print_summary};
use bernstein_net::Timeouts;
use bernstein_net::series::{BotSpec, SeriesSettings, Shard, StopReason, run_series};
use bernstein_rules::GameKind;

#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct TestArgs {
    #[command(subcommand)]
    pub command: Option<TestCommand>,
    /// piranhas (swc_2019_piranhas), ostseeschach (swc_2022_ostseeschach) or
    /// piranhas-2026 (swc_2026_piranhas).
    #[arg(value_parser = parse_game_kind, required = true)]
    pub game: Option<GameKind>,
    /// A bot's command line, started anew for every game with `--reservation
    /// <code> --host 127.0.0.1 --port <port>` appended (or put where it names
    /// `{reservation}`, `{host}`, `{port}`); a .jar runs with `java -jar`. Name it with
    /// `name=<name>:<command>`. Repeatable.
    #[arg(long = "bot", value_name = "COMMAND", required = true)]
    pub bots: Vec<String>,
    /// Bernstein's engine plays at this level (1–10). Repeatable.
    #[arg(long = "level", value_name = "L")]
    pub levels: Vec<u8>,
    /// Bernstein thinks this many milliseconds per move at each level given
    /// (in place of its limits); without --level, the strongest level does.
    #[arg(long, value_name = "MS")]
    pub movetime: Option<u64>,
    /// Games per pairing (colours swapped every game).
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Stop a pairing once one side is significantly better at this level
    /// (e.g. 0.05), as the competition's test client does.
    #[arg(long, value_parser = parse_significance)]
    pub significance: Option<f64>,
    /// Games a pairing plays before --significance may stop it.
    #[arg(long, default_value_t = bernstein_net::series::DEFAULT_MIN_GAMES)]
    pub min_games: u32,
    /// No time limits (the competition's are 2 s per move, 10 s at most); a bot
    /// silent for 5 minutes still loses.
    #[arg(long)]
    pub no_timeout: bool,
    /// Games played at once, each on its own port (each bot needs a free core
    /// for the time limits to be fair).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub parallel: u16,
    /// The folder of each bot's output of each game.
    #[arg(long, default_value = "logs")]
    pub logs: PathBuf,
    #[command(flatten)]
    pub files: TableFiles,
    /// Write each game's competition replay into this folder.
    #[arg(long)]
    pub replay_dir: Option<PathBuf>,
    /// Seed of the start setups (default: drawn, and printed; needed with --shard).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play only the K-th of N disjoint parts of the series (e.g. 2/5), on one
    /// of N machines; `bernstein test merge` puts the parts' --results together.
    #[arg(long, value_name = "K/N", requires_all = ["results", "seed"])]
    pub shard: Option<Shard>,
    /// Write the games and faults of the series (or of its part) to this
    /// results file, a line per game as it ends.
    #[arg(long, value_name = "FILE")]
    pub results: Option<PathBuf>,
}

/// The files a bot's command names that exist (its program, script or .jar):
/// the inputs of a series that no output may replace.
fn files_of_bots(bots: &[BotSpec]) -> Vec<PathBuf> {
    bots.iter()
        .filter_map(|bot| bot.words().ok())
        .flatten()
        .map(PathBuf::from)
        .filter(|path| path.is_file())
        .collect()
}

#[derive(Subcommand, Debug)]
pub enum TestCommand {
    /// Put the parts of a series played with --shard K/N --results FILE back
    /// together: the tables, crosstable, report and PGN of the whole series.
    Merge(super::test_merge::MergeArgs),
}

fn parse_significance(text: &str) -> Result<f64> {
    match text.parse::<f64>() {
        Ok(value) if value > 0.0 && value < 1.0 => Ok(value),
        _ => Err(anyhow!(
            "'{text}' is not a probability between 0 and 1, e.g. 0.05"
        )),
    }
}

/// Set by Ctrl+C (SIGINT) or SIGTERM: the series stops and kills its bots.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

#[cfg(unix)]
extern "C" fn on_signal(_: libc::c_int) {
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Catches Ctrl+C and SIGTERM, which would otherwise end Bernstein and leave
/// the bots (in process groups of their own) running.
fn catch_interrupts() {
    #[cfg(unix)]
    {
        let handler: extern "C" fn(libc::c_int) = on_signal;
        // SAFETY: the handler only stores to an atomic, which is
        // async-signal-safe; `signal` is called before any bot starts.
        unsafe {
            libc::signal(libc::SIGINT, handler as libc::sighandler_t);
            libc::signal(libc::SIGTERM, handler as libc::sighandler_t);
        }
    }
}

/// `bernstein test`.
pub fn run(args: &TestArgs) -> Result<()> {
    if let Some(TestCommand::Merge(merge)) = &args.command {
        return super::test_merge::run(merge);
    }
    let game = args
        .game
        .context("which game? e.g. bernstein test piranhas --bot …")?;
    if !bernstein_net::SEASON_KINDS.contains(&game) {
        bail!(
            "{} was never a Software Challenge game: test piranhas, ostseeschach or piranhas-2026",
            game.id()
        );
    }
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let bots = args
        .bots
        .iter()
        .map(|text| BotSpec::parse(text))
        .collect::<Result<Vec<_>, _>>()?;
    args.files
        .refuse_overwriting(&files_of_bots(&bots), args.results.as_ref())?;
    let mut levels = Vec::new();
    for &number in &args.levels {
        let level =
            super::serve::engine_level(Some(number), args.movetime)?.expect("a level was given");
        if !levels.contains(&level) {
            levels.push(level);
        }
    }
    if levels.is_empty() {
        levels.extend(super::serve::engine_level(None, args.movetime)?);
    }
    if bots.len() == 1 && levels.is_empty() {
        return Err(anyhow!(
            "one bot needs an opponent: --level L (Bernstein at that level), --movetime MS (its strongest level at that time) or a second --bot"
        ));
    }
    let seed = args.seed.unwrap_or_else(super::serve::random_seed);
    let mut settings = SeriesSettings::new(game, bots, args.logs.clone());
    settings.levels = levels;
    settings.games = args.games;
    settings.significance = args.significance;
    settings.min_games = args.min_games;
    settings.timeouts = (!args.no_timeout).then_some(Timeouts::COMPETITION);
    settings.parallel = usize::from(args.parallel);
    settings.pgn = args.files.pgn.clone();
    settings.report = args.files.report.clone();
    settings.csv = args.files.csv.clone();
    settings.csv_locale = args.files.csv_locale;
    settings.replay_dir = args.replay_dir.clone();
    settings.shard = args.shard;
    settings.results = args.results.clone();
    settings.seed = seed;

    catch_interrupts();
    let stop = Arc::clone(&settings.stop);
    let running = settings.running.clone();
    std::thread::spawn(move || {
        while !INTERRUPTED.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(50));
        }
        stop.store(true, Ordering::SeqCst);
        running.kill_all();
    });

    let mut out = std::io::stdout().lock();
    let mut printer = Printer::new(game, std::io::stderr().is_terminal());
    let line = |out: &mut std::io::StdoutLock, text: String| writeln!(out, "{text}");
    line(&mut out, format!("seed {seed}"))?;
    let mut failure = None;
    let summary = run_series(&settings, |event| {
        if let Err(error) = printer.event(&mut out, event) {
            failure.get_or_insert(error);
        }
    });
    printer.clear_bar();
    let summary = summary?;
    print_summary(&mut out, &printer, &summary)?;
    if let Some(error) = failure {
        return Err(error);
    }
    match &summary.stop {
        None if !summary.problems.is_empty() => Err(anyhow!(
            "{} (the tables above count every game played)",
            bernstein_net::series::SeriesError::join(&summary.problems, "; ")
        )),
        None => Ok(()),
        Some(StopReason::Interrupted) => Err(anyhow!("the series was interrupted")),
        Some(StopReason::BotFailing {
            name, log, detail, ..
        }) => Err(anyhow!(
            "the series stopped: {name} failed to start or connect in {} games in a row ({detail}); see {}",
            bernstein_net::series::FAILURES_IN_A_ROW,
            log.display()
        )),
    }
}
