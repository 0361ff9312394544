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

use std::collections::BTreeSet;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use clap::Args;

use super::{RuleArgs, parse_game_kind};
use bernstein_engine::stats::{signed_elo, unsigned_elo};
use bernstein_engine::{Pentanomial, Sprt, SprtVerdict, pair_start};
use bernstein_rules::with_game;
use bernstein_rules::{EndReason, Evaluate, Game, GameKind, Outcome, Position, Side};

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

fn parse_clock(text: &str) -> Result<ClockSetting, String> {
    let seconds = |part: &str| -> Result<Duration, String> {
        part.parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e6)
            .map(Duration::from_secs_f64)
            .ok_or_else(|| format!("'{text}' is not a clock like 10+0.1 (seconds + increment)"))
    };
    let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
    let clock = ClockSetting {
        base: seconds(base)?,
        increment: seconds(increment)?,
    };
    if clock.base.is_zero() {
        return Err(format!("'{text}': the clock needs some time for the game"));
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

/// Answers later than this beyond a move's time count as "no answer": the
/// engine is stopped, restarted, and loses the game.
const GRACE: Duration = Duration::from_millis(1000);
/// The most a fixed-node search may take before it counts as hung.
const NODES_TIMEOUT: Duration = Duration::from_secs(60);
/// How long an engine may take to start and answer `isready`.
const START_TIMEOUT: Duration = Duration::from_secs(10);

/// A `bernstein engine` process with its output read on a thread of its own, so
/// that waiting for an answer can time out.
struct EngineProcess {
    binary: PathBuf,
    arguments: Vec<String>,
    threads: usize,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

/// What a search reported with its move.
struct Answer {
    mv: String,
    depth: u32,
    nodes: u64,
    time: Duration,
}

impl EngineProcess {
    fn start(binary: &Path, arguments: &[String], threads: usize) -> Result<EngineProcess, String> {
        let mut child = Command::new(binary)
            .arg("engine")
            .args(arguments)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
        let stdin = child.stdin.take().ok_or("the engine has no input")?;
        let stdout = child.stdout.take().ok_or("the engine has no output")?;
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = EngineProcess {
            binary: binary.to_path_buf(),
            arguments: arguments.to_vec(),
            threads,
            child,
            stdin,
            lines,
        };
        if threads > 1 {
            engine.send(&format!("setoption name threads value {threads}"))?;
        }
        engine.send("isready")?;
        engine.wait_for("readyok", START_TIMEOUT)?;
        Ok(engine)
    }

    fn restart(&mut self) -> Result<(), String> {
        let _ = self.child.kill();
        let _ = self.child.wait();
        *self = EngineProcess::start(&self.binary, &self.arguments, self.threads)?;
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("{} stopped reading: {e}", self.binary.display()))
    }

    /// Waits for a line starting with `word`; the lines before it are dropped.
    fn wait_for(&mut self, word: &str, timeout: Duration) -> Result<String, String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => continue,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("no '{word}' within {} ms", timeout.as_millis()));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err("the engine process ended".to_string());
                }
            }
        }
    }

    /// Sends the game so far and `go`, and reads the `bestmove` line.
    fn best_move(&mut self, position: &str, go: &str, timeout: Duration) -> Result<Answer, String> {
        self.send(position)?;
        self.send(go)?;
        let started = Instant::now();
        let line = self.wait_for("bestmove", timeout)?;
        let time = started.elapsed();
        let words: Vec<&str> = line.split_whitespace().collect();
        let value = |key: &str| {
            words
                .windows(2)
                .find(|w| w[0] == key)
                .and_then(|w| w[1].parse::<u64>().ok())
        };
        Ok(Answer {
            mv: words.get(1).unwrap_or(&"none").to_string(),
            depth: value("depth").unwrap_or(0) as u32,
            nodes: value("nodes").unwrap_or(0),
            time,
        })
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        // An engine that does not quit at once is not waited for.
        thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Totals of one side's answers, for the report of speed and depth.
#[derive(Clone, Copy, Debug, Default)]
struct Effort {
    moves: u64,
    time: Duration,
    depth: u64,
    nodes: u64,
    faults: u32,
}

impl Effort {
    fn add(&mut self, answer: &Answer) {
        self.moves += 1;
        self.time += answer.time;
        self.depth += answer.depth as u64;
        self.nodes += answer.nodes;
    }

    fn merge(&mut self, other: &Effort) {
        self.moves += other.moves;
        self.time += other.time;
        self.depth += other.depth;
        self.nodes += other.nodes;
        self.faults += other.faults;
    }

    fn describe(&self) -> String {
        let moves = self.moves.max(1) as f64;
        let seconds = self.time.as_secs_f64();
        let nps = if seconds > 0.0 {
            self.nodes as f64 / seconds
        } else {
            0.0
        };
        format!(
            "{:.1} ms, depth {:.2}, {:.0} nodes, {:.2} M nodes/s per move; {} faults",
            seconds * 1000.0 / moves,
            self.depth as f64 / moves,
            self.nodes as f64 / moves,
            nps / 1e6,
            self.faults
        )
    }
}

/// One game's end as the runner saw it.
struct GameEnd {
    /// The new build's points: 1, ½ or 0.
    new_points: f64,
    text: String,
    plies: usize,
}

/// The two engines of a worker, the new build's first.
struct Pairing {
    engines: [EngineProcess; 2],
    effort: [Effort; 2],
}

const NAMES: [&str; 2] = ["new", "old"];

/// Plays one game from `start`; `new_side` is the colour of the new build.
#[allow(clippy::too_many_arguments)]
fn play_game<P: Evaluate>(
    pairing: &mut Pairing,
    start: &Game<P>,
    new_side: Side,
    limit: MoveLimit,
    fresh: Option<usize>,
    clock_as_movetime: Option<usize>,
    ply_limit: usize,
) -> Result<(Game<P>, GameEnd), String> {
    let mut game = start.clone();
    let first = start.position_at(0).expect("a game has a start").clone();
    let first_text = first.to_text();
    for engine in &mut pairing.engines {
        engine.send("newgame")?;
    }
    let mut clocks = match limit {
        MoveLimit::Clock(clock) => [clock.base, clock.base],
        _ => [Duration::ZERO; 2],
    };
    let engine_of = |side: Side| if side == new_side { 0 } else { 1 };
    let mut forfeit: Option<(usize, String)> = None;
    let outcome = loop {
        if let Some(outcome) = game.outcome() {
            break outcome;
        }
        if game.moves().len() >= ply_limit {
            break Outcome::draw(EndReason::PlyLimit);
        }
        let side = game.position().side_to_move();
        let index = engine_of(side);
        let (go, timeout) = match limit {
            MoveLimit::MoveTime(ms) => (
                format!("go movetime {ms}"),
                Duration::from_millis(ms) + GRACE,
            ),
            MoveLimit::Nodes(nodes) => (format!("go nodes {nodes}"), NODES_TIMEOUT),
            MoveLimit::Clock(clock) if clock_as_movetime == Some(index) => {
                let left = clocks[side.index()];
                let planned = (left / 25 + clock.increment * 3 / 4).min(left * 4 / 5);
                (
                    format!("go movetime {}", planned.as_millis().max(1)),
                    left + GRACE,
                )
            }
            MoveLimit::Clock(clock) => {
                let ms = |d: Duration| d.as_millis();
                (
                    format!(
                        "go wtime {} btime {} winc {} binc {}",
                        ms(clocks[0]),
                        ms(clocks[1]),
                        ms(clock.increment),
                        ms(clock.increment)
                    ),
                    clocks[side.index()] + GRACE,
                )
            }
        };
        // The whole game from its first position, opening plies included, so the
        // engine knows the history that repetition needs.
        let moves: Vec<String> = {
            let mut pos = first.clone();
            game.moves()
                .iter()
                .map(|&mv| {
                    let text = pos.move_to_text(mv);
                    pos.play_unchecked(mv);
                    text
                })
                .collect()
        };
        let position = if moves.is_empty() {
            format!("position {first_text}")
        } else {
            format!("position {first_text} moves {}", moves.join(" "))
        };
        let engine = &mut pairing.engines[index];
        if fresh == Some(index) {
            engine.send("newgame")?;
        }
        let answer = match engine.best_move(&position, &go, timeout) {
            Ok(answer) => answer,
            Err(why) => {
                pairing.effort[index].faults += 1;
                engine.restart()?;
                forfeit = Some((index, why));
                break Outcome::win(side.other(), EndReason::NoLegalMove);
            }
        };
        if let MoveLimit::Clock(clock) = limit {
            let left = &mut clocks[side.index()];
            if answer.time > *left {
                forfeit = Some((index, "lost on time".to_string()));
                pairing.effort[index].add(&answer);
                break Outcome::win(side.other(), EndReason::NoLegalMove);
            }
            *left = *left - answer.time + clock.increment;
        }
        pairing.effort[index].add(&answer);
        if let Err(why) = game.play_text(&answer.mv) {
            pairing.effort[index].faults += 1;
            forfeit = Some((
                index,
                format!(
                    "illegal move '{}' at {}: {why}",
                    answer.mv,
                    game.position().to_text()
                ),
            ));
            break Outcome::win(side.other(), EndReason::NoLegalMove);
        }
    };
    let new_points = match outcome.winner {
        None => 0.5,
        Some(side) if side == new_side => 1.0,
        Some(_) => 0.0,
    };
    let text = match forfeit {
        Some((index, why)) => format!("{} forfeits: {why}", NAMES[index]),
        None => outcome.describe(P::KIND),
    };
    let plies = game.moves().len() - start.moves().len();
    Ok((
        game,
        GameEnd {
            new_points,
            text,
            plies,
        },
    ))
}

/// What all workers share: the pairs handed out and finished, and the output.
struct Progress {
    next_pair: u32,
    done: BTreeSet<u32>,
    counts: Pentanomial,
    wins_draws_losses: [u32; 3],
    effort: [Effort; 2],
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
        if self.done.len() as u32 >= max_pairs || self.next_pair >= max_pairs * 2 {
            return None;
        }
        let pair = self.next_pair;
        self.next_pair += 1;
        Some(pair)
    }

    fn count(&mut self, pair: u32, points: [f64; 2]) {
        self.done.insert(pair);
        self.counts.add(points[0], points[1]);
        for p in points {
            let cell = if p > 0.75 {
                0
            } else if p > 0.25 {
                1
            } else {
                2
            };
            self.wins_draws_losses[cell] += 1;
        }
    }

    fn summary(&self, sprt: &Sprt) -> String {
        let [w, d, l] = self.wins_draws_losses;
        let (lower, upper) = sprt.bounds();
        format!(
            "games {}: +{w} ={d} -{l} ({:.1} %), ptnml {:?}, Elo {} ± {}, LLR {:.2} [{:.2}, {:.2}]",
            w + d + l,
            100.0 * self.counts.score(),
            self.counts.0,
            signed_elo(self.counts.elo()),
            unsigned_elo(self.counts.elo_error95()),
            self.counts.llr(sprt.elo0, sprt.elo1),
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
fn read_state(path: &Path, header: &str) -> Result<Vec<(u32, [f64; 2])>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    let mut lines = text.lines();
    match lines.next() {
        None => return Ok(Vec::new()),
        Some(first) if first == header => {}
        Some(first) => {
            return Err(format!(
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
            parsed.ok_or_else(|| format!("{} line {}: '{line}'", path.display(), number + 2))?;
        if points.iter().any(|p| ![0.0, 0.5, 1.0].contains(p)) {
            return Err(format!("{} line {}: '{line}'", path.display(), number + 2));
        }
        pairs.push((pair, points));
    }
    Ok(pairs)
}

/// `bernstein sprt`.
pub fn run(args: &SprtArgs) -> Result<u8, String> {
    with_game!(args.game, P => run_sprt::<P>(args))
}

fn run_sprt<P: Evaluate>(args: &SprtArgs) -> Result<u8, String> {
    let limit = match (args.movetime, args.nodes, args.clock) {
        (Some(ms), None, None) if ms > 0 => MoveLimit::MoveTime(ms),
        (None, Some(nodes), None) if nodes > 0 => MoveLimit::Nodes(nodes),
        (None, None, Some(clock)) => MoveLimit::Clock(clock),
        _ => return Err("give one of --movetime MS, --nodes N or --clock S+INC".to_string()),
    };
    let sprt = Sprt {
        elo0: args.elo0,
        elo1: args.elo1,
        alpha: args.alpha,
        beta: args.beta,
    };
    if sprt.elo0 >= sprt.elo1 || sprt.elo0.is_nan() || sprt.elo1.is_nan() {
        return Err("--elo0 must be below --elo1".to_string());
    }
    for (name, p) in [("--alpha", sprt.alpha), ("--beta", sprt.beta)] {
        if !(p > 0.0 && p < 0.5) {
            return Err(format!("{name} must lie between 0 and 0.5"));
        }
    }
    if args.concurrency == 0 || args.max_pairs == 0 {
        return Err("--concurrency and --max-pairs must be at least 1".to_string());
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
        counts: Pentanomial::default(),
        wins_draws_losses: [0; 3],
        effort: [Effort::default(); 2],
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
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        if pairs.is_empty() && file.metadata().map(|m| m.len()).unwrap_or(0) == 0 {
            writeln!(file, "{header}").map_err(|e| e.to_string())?;
        } else {
            println!("resuming {}: {}", path.display(), progress.summary(&sprt));
        }
        progress.verdict = sprt.verdict(&progress.counts, args.min_pairs);
        progress.state = Some(file);
    }
    if let Some(path) = &args.pgn {
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
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
    let ply_limit = bernstein_engine::default_ply_limit(P::KIND);
    let failure: Arc<Mutex<Option<String>>> = Arc::new(Mutex::new(None));
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
    for (index, effort) in progress.effort.iter().enumerate() {
        println!("{}: {}", NAMES[index], effort.describe());
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
        progress.counts.pairs()
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
) -> Result<(), String> {
    let mut pairing = Pairing {
        engines: [
            EngineProcess::start(&args.new, engine_arguments, args.threads)?,
            EngineProcess::start(&args.old, engine_arguments, args.threads)?,
        ],
        effort: [Effort::default(); 2],
    };
    loop {
        let Some(pair) = progress
            .lock()
            .expect("not poisoned")
            .take_pair(args.max_pairs)
        else {
            return Ok(());
        };
        let start = pair_start::<P>(options, args.seed, pair);
        let mut ends = Vec::with_capacity(2);
        let mut games = Vec::with_capacity(2);
        pairing.effort = [Effort::default(); 2];
        for new_side in [Side::First, Side::Second] {
            let (game, end) = play_game::<P>(
                &mut pairing,
                &start,
                new_side,
                limit,
                fresh,
                clock_as_movetime,
                ply_limit,
            )?;
            ends.push((new_side, end));
            games.push((new_side, game));
        }
        let points = [ends[0].1.new_points, ends[1].1.new_points];
        let mut shared = progress.lock().expect("not poisoned");
        shared.count(pair, points);
        for (total, this) in shared.effort.iter_mut().zip(&pairing.effort) {
            total.merge(this);
        }
        if let Some(file) = &mut shared.state {
            writeln!(file, "pair {pair} {} {}", points[0], points[1])
                .and_then(|_| file.flush())
                .map_err(|e| format!("cannot write the state file: {e}"))?;
        }
        if let Some((path, file)) = &mut shared.pgn {
            let records: Vec<_> = games
                .iter()
                .zip(&ends)
                .map(|((new_side, game), (_, end))| sprt_record(game, *new_side, end, pair))
                .collect();
            let text = bernstein_records::pgn::write_pgn_all(&records);
            writeln!(file, "{text}")
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        let describe = |(side, end): &(Side, GameEnd)| {
            format!(
                "new as {} {} ({}, {} plies)",
                P::KIND.side_name(*side).to_lowercase(),
                points_text(end.new_points),
                end.text,
                end.plies
            )
        };
        println!(
            "pair {pair}: {}; {}",
            describe(&ends[0]),
            describe(&ends[1])
        );
        println!("  {}", shared.summary(sprt));
        if shared.verdict.is_none() {
            shared.verdict = sprt.verdict(&shared.counts, args.min_pairs);
        }
    }
}

fn points_text(points: f64) -> &'static str {
    if points > 0.75 {
        "1"
    } else if points > 0.25 {
        "½"
    } else {
        "0"
    }
}

/// The record of a test game: the builds named by their role.
fn sprt_record<P: Position>(
    game: &Game<P>,
    new_side: Side,
    end: &GameEnd,
    pair: u32,
) -> bernstein_records::Record {
    use bernstein_records::{GameResult, Player, PlayerKind, Record};
    let program = |name: &str| Player {
        name: name.to_string(),
        kind: PlayerKind::Program,
    };
    let players = match new_side {
        Side::First => [program("new"), program("old")],
        Side::Second => [program("old"), program("new")],
    };
    let mut record = Record::from_game_with_players(game, players);
    if record.result.is_none() {
        let winner = match end.new_points {
            p if p > 0.75 => Some(new_side),
            p if p < 0.25 => Some(new_side.other()),
            _ => None,
        };
        record.result = Some(GameResult::Declared {
            winner,
            reason: end.text.clone(),
        });
    }
    record.event = Some("bernstein sprt".to_string());
    record.round = Some(pair.to_string());
    record
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_seconds_and_increments() {
        assert_eq!(
            parse_clock("10+0.1"),
            Ok(ClockSetting {
                base: Duration::from_secs(10),
                increment: Duration::from_millis(100)
            })
        );
        assert_eq!(parse_clock("60").map(|c| c.increment), Ok(Duration::ZERO));
        for refused in ["0", "x", "10+y", "-1+0", "inf"] {
            assert!(parse_clock(refused).is_err(), "{refused}");
        }
    }
}
