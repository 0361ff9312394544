//! `bernstein sprt`: the strength test of an engine change. Two builds play each
//! other as `bernstein engine` processes (each keeps its table through a game, as
//! in real play), in pairs of games from one seeded start with the colours
//! swapped, at a short time per move, a fixed node count or a clock, until a
//! sequential probability ratio test decides between two Elo hypotheses
//! (`engine::stats`). Every move is refereed by the rules; an engine that sends
//! an illegal move, none in time, or dies loses that game and is restarted.
//!
//! Each finished pair is appended to a state file, so a test that is stopped
//! (Ctrl+C, a reboot) goes on where it was when started again with the same
//! arguments. How to use it: `docs/strength-testing.md`.

use anyhow::{Context, Result, anyhow, bail};
use std::collections::BTreeSet;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use clap::Args;

use super::{RuleArgs, parse_game_kind};
use bernstein_arena::score::{PairedScore, points_text};
use bernstein_arena::{
    Effort, EngineProcess, Player, Players, Referee, TimeControl, Verdict, pair_start, play,
    record_of,
};
use bernstein_engine::Evaluate;
use bernstein_engine::{Sprt, SprtVerdict};
use bernstein_rules::with_game;
use bernstein_rules::{Game, GameKind, Side};

#[derive(Args, Debug)]
pub struct SprtArgs {
    /// ostseeschach, ostseeschach-original, piranhas, piranhas-2026 or muehle.
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// The build under test (a `bernstein` binary).
    #[arg(long)]
    pub new: PathBuf,
    /// The build it is tested against (usually the last accepted release).
    #[arg(long)]
    pub old: PathBuf,
    /// Time per move in milliseconds.
    #[arg(long, conflicts_with_all = ["nodes", "clock"])]
    pub movetime: Option<u64>,
    /// Nodes per move (the same games on any machine, whatever its load).
    #[arg(long, conflicts_with = "clock")]
    pub nodes: Option<u64>,
    /// A clock per side: seconds for the game plus an increment per move, e.g.
    /// `10+0.1` (sent as `go wtime … btime … winc … binc …`).
    #[arg(long, value_parser = parse_clock)]
    pub clock: Option<ClockSetting>,
    /// The lower Elo hypothesis (H0).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    pub elo0: f64,
    /// The upper Elo hypothesis (H1).
    #[arg(long, default_value_t = 5.0, allow_negative_numbers = true)]
    pub elo1: f64,
    /// Probability of accepting H1 when H0 holds.
    #[arg(long, default_value_t = 0.05)]
    pub alpha: f64,
    /// Probability of accepting H0 when H1 holds.
    #[arg(long, default_value_t = 0.05)]
    pub beta: f64,
    /// Pairs played before the test may decide.
    #[arg(long, default_value_t = 20)]
    pub min_pairs: u32,
    /// Stop undecided after this many pairs.
    #[arg(long, default_value_t = 5000)]
    pub max_pairs: u32,
    /// Pairs played at once (one per free core).
    #[arg(long, default_value_t = 1)]
    pub concurrency: usize,
    /// Seed of the start setups and their opening plies.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Search threads of each engine.
    #[arg(long, default_value_t = 1, value_parser = super::analyse::parse_threads)]
    pub threads: usize,
    /// Send `newgame` before every move to this side (`new` or `old`): an engine
    /// that forgets its table between moves, to compare with one that keeps it.
    #[arg(long, value_parser = ["new", "old"])]
    pub fresh: Option<String>,
    /// With --clock, this side (`new` or `old`) gets `go movetime` instead of its
    /// clock: a 25th of its time left and three quarters of the increment, as
    /// front-ends without a time manager plan (and builds without `wtime`).
    #[arg(long, value_parser = ["new", "old"], requires = "clock")]
    pub clock_as_movetime: Option<String>,
    /// Finished pairs are appended here; started again with the same arguments
    /// the test goes on from them.
    #[arg(long)]
    pub state: Option<PathBuf>,
    /// Append every game as a PGN-style record to this file.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    #[command(flatten)]
    pub rules: RuleArgs,
}

/// A clock: time for the game and an increment per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSetting {
    pub base: Duration,
    pub increment: Duration,
}

fn parse_clock(text: &str) -> Result<ClockSetting> {
    let seconds = |part: &str| -> Result<Duration> {
        part.parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e6)
            .map(Duration::from_secs_f64)
            .with_context(|| format!("'{text}' is not a clock like 10+0.1 (seconds + increment)"))
    };
    let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
    let clock = ClockSetting {
        base: seconds(base)?,
        increment: seconds(increment)?,
    };
    if clock.base.is_zero() {
        bail!("'{text}': the clock needs some time for the game");
    }
    Ok(clock)
}

/// How long each move may take.
#[derive(Clone, Copy, Debug, PartialEq)]
enum MoveLimit {
    MoveTime(u64),
    Nodes(u64),
    Clock(ClockSetting),
}

impl MoveLimit {
    /// The words of the state file's header that name the limit.
    fn describe(&self) -> String {
        match self {
            MoveLimit::MoveTime(ms) => format!("movetime {ms}"),
            MoveLimit::Nodes(nodes) => format!("nodes {nodes}"),
            MoveLimit::Clock(clock) => format!(
                "clock {}+{}",
                clock.base.as_secs_f64(),
                clock.increment.as_secs_f64()
            ),
        }
    }
}

impl MoveLimit {
    /// The referee's time control for this limit.
    fn control(&self) -> TimeControl {
        match *self {
            MoveLimit::MoveTime(ms) => TimeControl::MoveTime {
                time: Duration::from_millis(ms),
                grace: Some(GRACE),
            },
            MoveLimit::Nodes(nodes) => TimeControl::Nodes {
                nodes,
                hang: NODES_TIMEOUT,
            },
            MoveLimit::Clock(clock) => TimeControl::Clock {
                clock: bernstein_arena::clock::TimeControl::Game {
                    base_ms: clock.base.as_millis() as u64,
                    increment_ms: clock.increment.as_millis() as u64,
                },
                grace: GRACE,
            },
        }
    }
}

/// Answers later than this beyond a move's time count as "no answer": the
/// engine is stopped, restarted, and loses the game.
const GRACE: Duration = Duration::from_millis(1000);
/// The most a fixed-node search may take before it counts as hung.
const NODES_TIMEOUT: Duration = Duration::from_secs(60);

/// The two builds' names, the new one's first.
const NAMES: [&str; 2] = ["new", "old"];

/// One side's searches and faults, for the report of speed and depth.
#[derive(Clone, Copy, Debug, Default)]
struct Totals {
    effort: Effort,
    faults: u32,
}

impl Totals {
    fn merge(&mut self, other: &Totals) {
        self.effort.merge(&other.effort);
        self.faults += other.faults;
    }

    fn describe(&self) -> String {
        format!("{}; {} faults", self.effort.describe(), self.faults)
    }
}

/// One game of a pair: who the new build played, its record and its verdict.
struct PairGame<P: Evaluate> {
    new_side: Side,
    game: Game<P>,
    verdict: Verdict,
}

impl<P: Evaluate> PairGame<P> {
    fn new_points(&self) -> f64 {
        self.verdict.points(self.new_side)
    }

    /// `new as red 1 (Red wins: …, 41 plies)`.
    fn describe(&self, start: &Game<P>) -> String {
        let names = match self.new_side {
            Side::First => NAMES,
            Side::Second => [NAMES[1], NAMES[0]],
        };
        format!(
            "new as {} {} ({}, {} plies)",
            P::KIND.side_name(self.new_side).to_lowercase(),
            points_text(self.new_points()),
            self.verdict.describe(P::KIND, names),
            self.game.moves().len() - start.moves().len()
        )
    }

    /// The record of a test game: the builds named by their role.
    fn record(&self, pair: u32) -> bernstein_records::Record {
        let program = |name: &str| bernstein_records::Player {
            name: name.to_string(),
            kind: bernstein_records::PlayerKind::Program,
        };
        let players = match self.new_side {
            Side::First => [program("new"), program("old")],
            Side::Second => [program("old"), program("new")],
        };
        let mut record = record_of(&self.game, players, &self.verdict);
        record.event = Some("bernstein sprt".to_string());
        record.round = Some(pair.to_string());
        record
    }
}

/// Plays one game from `start` between the engines (the new build's first);
/// `new_side` is the colour of the new build.
fn play_pair_game<P: Evaluate>(
    engines: &mut [EngineProcess; 2],
    start: &Game<P>,
    new_side: Side,
    limit: MoveLimit,
    ply_limit: usize,
) -> Result<PairGame<P>> {
    for engine in engines.iter_mut() {
        Player::<P>::new_game(engine, start)?;
    }
    let mut referee = Referee::new(start.clone(), [limit.control(); 2], Some(ply_limit));
    let [new, old] = engines;
    let seats: [&mut dyn Player<P>; 2] = match new_side {
        Side::First => [new, old],
        Side::Second => [old, new],
    };
    let verdict = play(&mut referee, &mut Players(seats))?;
    Ok(PairGame {
        new_side,
        game: referee.into_game(),
        verdict,
    })
}

/// What all workers share: the pairs handed out and finished, and the output.
struct Progress {
    next_pair: u32,
    done: BTreeSet<u32>,
    score: PairedScore,
    totals: [Totals; 2],
    verdict: Option<SprtVerdict>,
    stopped: bool,
    state: Option<File>,
    pgn: Option<(PathBuf, File)>,
}

impl Progress {
    /// The next pair to play, skipping those a resumed test has already.
    fn take_pair(&mut self, max_pairs: u32) -> Option<u32> {
        if self.verdict.is_some() || self.stopped {
            return None;
        }
        while self.done.contains(&self.next_pair) {
            self.next_pair += 1;
        }
        if self.done.len() as u32 >= max_pairs || self.next_pair >= max_pairs.saturating_mul(2) {
            return None;
        }
        let pair = self.next_pair;
        self.next_pair += 1;
        Some(pair)
    }

    fn count(&mut self, pair: u32, points: [f64; 2]) {
        self.done.insert(pair);
        self.score.add_pair(pair, points);
    }

    /// The score's line and the test's: `…, LLR -0.21 [-2.94, 2.94]`.
    fn summary(&self, sprt: &Sprt) -> String {
        let (lower, upper) = sprt.bounds();
        format!(
            "{}, LLR {:.2} [{:.2}, {:.2}]",
            self.score.line(),
            self.score.pairs.llr(sprt.elo0, sprt.elo1),
            lower,
            upper,
        )
    }
}

/// The state file's first line: what a resumed test must match.
fn state_header(args: &SprtArgs, limit: MoveLimit) -> String {
    format!(
        "# bernstein sprt {} new {} old {} {} seed {} elo {} {} alpha {} beta {} threads {} fresh {} clock-as-movetime {} rules {:?}",
        args.game,
        args.new.display(),
        args.old.display(),
        limit.describe(),
        args.seed,
        args.elo0,
        args.elo1,
        args.alpha,
        args.beta,
        args.threads,
        args.fresh.as_deref().unwrap_or("none"),
        args.clock_as_movetime.as_deref().unwrap_or("none"),
        args.rules.rules,
    )
}

/// Reads the pairs a state file holds (`pair <n> <points> <points>`), after
/// checking its header against this test's.
fn read_state(path: &Path, header: &str) -> Result<Vec<(u32, [f64; 2])>> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(anyhow!("cannot read {}: {e}", path.display())),
    };
    let mut lines = text.lines();
    match lines.next() {
        None => return Ok(Vec::new()),
        Some(first) if first == header => {}
        Some(first) => {
            return Err(anyhow!(
                "{} belongs to another test ({first}); give another --state file",
                path.display()
            ));
        }
    }
    let mut pairs = Vec::new();
    for (number, line) in lines.enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let parsed = match words.as_slice() {
            ["pair", n, a, b] => (|| Some((n.parse().ok()?, [a.parse().ok()?, b.parse().ok()?])))(),
            // A line cut short by a stop is the last one; it is played again.
            _ if number + 2 == text.lines().count() => continue,
            _ => None,
        };
        let (pair, points): (u32, [f64; 2]) =
            parsed.with_context(|| format!("{} line {}: '{line}'", path.display(), number + 2))?;
        if points.iter().any(|p| ![0.0, 0.5, 1.0].contains(p)) {
            bail!("{} line {}: '{line}'", path.display(), number + 2);
        }
        pairs.push((pair, points));
    }
    Ok(pairs)
}

/// `bernstein sprt`.
pub fn run(args: &SprtArgs) -> Result<u8> {
    with_game!(args.game, P => run_sprt::<P>(args))
}

fn run_sprt<P: Evaluate>(args: &SprtArgs) -> Result<u8> {
    let limit = match (args.movetime, args.nodes, args.clock) {
        (Some(ms), None, None) if ms > 0 => MoveLimit::MoveTime(ms),
        (None, Some(nodes), None) if nodes > 0 => MoveLimit::Nodes(nodes),
        (None, None, Some(clock)) => MoveLimit::Clock(clock),
        _ => {
            return Err(anyhow!(
                "give one of --movetime MS, --nodes N or --clock S+INC"
            ));
        }
    };
    let sprt = Sprt {
        elo0: args.elo0,
        elo1: args.elo1,
        alpha: args.alpha,
        beta: args.beta,
    };
    if sprt.elo0 >= sprt.elo1 || sprt.elo0.is_nan() || sprt.elo1.is_nan() {
        bail!("--elo0 must be below --elo1");
    }
    for (name, p) in [("--alpha", sprt.alpha), ("--beta", sprt.beta)] {
        if !(p > 0.0 && p < 0.5) {
            bail!("{name} must lie between 0 and 0.5");
        }
    }
    if args.concurrency == 0 || args.max_pairs == 0 {
        bail!("--concurrency and --max-pairs must be at least 1");
    }
    let options: P::Options = args.rules.options()?;
    let mut engine_arguments = vec![args.game.id().to_string()];
    for (id, value) in &args.rules.rules {
        engine_arguments.push("--rule".to_string());
        engine_arguments.push(format!("{id}={value}"));
    }
    if args.rules.no_flying {
        engine_arguments.push("--no-flying".to_string());
    }
    if args.rules.mill_take {
        engine_arguments.push("--mill-take".to_string());
    }
    let fresh = args.fresh.as_deref().map(|f| usize::from(f == "old"));
    let clock_as_movetime = args
        .clock_as_movetime
        .as_deref()
        .map(|f| usize::from(f == "old"));

    let header = state_header(args, limit);
    let mut progress = Progress {
        next_pair: 0,
        done: BTreeSet::new(),
        score: PairedScore::default(),
        totals: [Totals::default(); 2],
        verdict: None,
        stopped: false,
        state: None,
        pgn: None,
    };
    if let Some(path) = &args.state {
        let pairs = read_state(path, &header)?;
        for (pair, points) in &pairs {
            if !progress.done.contains(pair) {
                progress.count(*pair, *points);
            }
        }
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .with_context(|| format!("cannot write {}", path.display()))?;
        if pairs.is_empty() && file.metadata().map(|m| m.len()).unwrap_or(0) == 0 {
            writeln!(file, "{header}")?;
        } else {
            println!("resuming {}: {}", path.display(), progress.summary(&sprt));
        }
        progress.verdict = sprt.verdict(&progress.score.pairs, args.min_pairs);
        progress.state = Some(file);
    }
    if let Some(path) = &args.pgn {
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .with_context(|| format!("cannot write {}", path.display()))?;
        progress.pgn = Some((path.clone(), file));
    }
    println!(
        "sprt {}: {} against {}, {}, H0 Elo {} H1 Elo {}, alpha {} beta {}, {} at once",
        args.game,
        args.new.display(),
        args.old.display(),
        limit.describe(),
        sprt.elo0,
        sprt.elo1,
        sprt.alpha,
        sprt.beta,
        args.concurrency
    );

    let progress = Arc::new(Mutex::new(progress));
    let ply_limit = bernstein_arena::default_ply_limit(P::KIND);
    let failure: Arc<Mutex<Option<anyhow::Error>>> = Arc::new(Mutex::new(None));
    thread::scope(|scope| {
        for _ in 0..args.concurrency {
            let progress = progress.clone();
            let failure = failure.clone();
            let engine_arguments = &engine_arguments;
            let options = &options;
            scope.spawn(move || {
                let result = worker::<P>(
                    args,
                    &sprt,
                    limit,
                    fresh,
                    clock_as_movetime,
                    ply_limit,
                    options,
                    engine_arguments,
                    &progress,
                );
                if let Err(why) = result {
                    failure.lock().expect("not poisoned").get_or_insert(why);
                    progress.lock().expect("not poisoned").stopped = true;
                }
            });
        }
    });
    if let Some(why) = failure.lock().expect("not poisoned").take() {
        return Err(why);
    }
    let progress = progress.lock().expect("not poisoned");
    for (index, totals) in progress.totals.iter().enumerate() {
        println!("{}: {}", NAMES[index], totals.describe());
    }
    println!("{}", progress.summary(&sprt));
    let (code, verdict) = match progress.verdict {
        Some(SprtVerdict::Passed) => (0, "passed: H1 accepted"),
        Some(SprtVerdict::Failed) => (1, "failed: H0 accepted"),
        None => (3, "undecided: --max-pairs reached"),
    };
    println!(
        "sprt {verdict} (Elo [{}, {}], {} pairs)",
        sprt.elo0,
        sprt.elo1,
        progress.score.pairs.pairs()
    );
    Ok(code)
}

/// One worker: its own two engine processes, pairs until the test decides.
#[allow(clippy::too_many_arguments)]
fn worker<P: Evaluate>(
    args: &SprtArgs,
    sprt: &Sprt,
    limit: MoveLimit,
    fresh: Option<usize>,
    clock_as_movetime: Option<usize>,
    ply_limit: usize,
    options: &P::Options,
    engine_arguments: &[String],
    progress: &Mutex<Progress>,
) -> Result<()> {
    let mut engines = [
        EngineProcess::start(&args.new, engine_arguments, args.threads)?,
        EngineProcess::start(&args.old, engine_arguments, args.threads)?,
    ];
    for (index, engine) in engines.iter_mut().enumerate() {
        engine.fresh = fresh == Some(index);
        engine.clock_as_movetime = clock_as_movetime == Some(index);
    }
    loop {
        let Some(pair) = progress
            .lock()
            .expect("not poisoned")
            .take_pair(args.max_pairs)
        else {
            return Ok(());
        };
        let start = pair_start::<P>(options, args.seed, pair);
        let mut games = Vec::with_capacity(2);
        let mut totals = [Totals::default(); 2];
        for new_side in [Side::First, Side::Second] {
            let game = play_pair_game::<P>(&mut engines, &start, new_side, limit, ply_limit)?;
            if let Some(offender) = game.verdict.offender() {
                totals[usize::from(offender != new_side)].faults += 1;
            }
            games.push(game);
        }
        for (total, engine) in totals.iter_mut().zip(&mut engines) {
            total.effort = std::mem::take(&mut engine.effort);
        }
        let points = [games[0].new_points(), games[1].new_points()];
        let mut shared = progress.lock().expect("not poisoned");
        shared.count(pair, points);
        for (total, this) in shared.totals.iter_mut().zip(&totals) {
            total.merge(this);
        }
        if let Some(file) = &mut shared.state {
            writeln!(file, "pair {pair} {} {}", points[0], points[1])
                .and_then(|_| file.flush())
                .context("cannot write the state file")?;
        }
        if let Some((path, file)) = &mut shared.pgn {
            let records: Vec<_> = games.iter().map(|game| game.record(pair)).collect();
            let text = bernstein_records::pgn::write_pgn_all(&records);
            writeln!(file, "{text}").with_context(|| format!("cannot write {}", path.display()))?;
        }
        println!(
            "pair {pair}: {}; {}",
            games[0].describe(&start),
            games[1].describe(&start)
        );
        println!("  {}", shared.summary(sprt));
        if shared.verdict.is_none() {
            shared.verdict = sprt.verdict(&shared.score.pairs, args.min_pairs);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_seconds_and_increments() {
        assert_eq!(
            parse_clock("10+0.1").unwrap(),
            ClockSetting {
                base: Duration::from_secs(10),
                increment: Duration::from_millis(100)
            }
        );
        assert_eq!(parse_clock("60").unwrap().increment, Duration::ZERO);
        for refused in ["0", "x", "10+y", "-1+0", "inf"] {
            assert!(parse_clock(refused).is_err(), "{refused}");
        }
    }
}
