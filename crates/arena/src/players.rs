//! The players that answer when asked ([`Player`]): Bernstein's engine in
//! process at a level ([`EnginePlayer`]), an engine process speaking the
//! engine protocol ([`EngineProcess`], a `bernstein engine` of any build), and
//! a program run once per move ([`CommandPlayer`]). Two of them are the seats
//! of a game ([`Players`]). Network bots are the server's seats; a human is
//! the app's.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::clock::{self, TimeControl};
use crate::error::PlayerError;
use crate::fault::{Fault, FaultKind};
use crate::process::{Sink, Supervised, copy_output, describe_status, read_lines};
use crate::protocol::{self, Answer, Go, Setup};
use crate::referee::{Budget, Reply, Seats, Turn};
use bernstein_engine::{Engine, Evaluate, Level, MOVE_OVERHEAD, SearchHandle, SearchRequest};
use bernstein_rules::rng::SplitMix64;
use bernstein_rules::{Game, Position, Side};

/// A player that answers when asked for its move.
pub trait Player<P: Position> {
    /// A game begins from `start`.
    fn new_game(&mut self, _start: &Game<P>) -> Result<(), PlayerError> {
        Ok(())
    }

    /// Its reply to `turn` in `game`; `Err` is a failure of Bernstein's own.
    fn think(&mut self, game: &Game<P>, turn: &Turn) -> Result<Reply<P::Move>, PlayerError>;
}

/// Two players as a game's seats, by side.
pub struct Players<'a, P: Position>(pub [&'a mut dyn Player<P>; 2]);

impl<P: Position> Seats<P> for Players<'_, P> {
    fn turn(&mut self, game: &Game<P>, turn: &Turn) -> Result<Reply<P::Move>, PlayerError> {
        self.0[turn.side.index()].think(game, turn)
    }
}

/// Seeds derived from one seed: the same numbers on every machine.
pub fn derive_seed(seed: u64, a: u64, b: u64) -> u64 {
    let mut rng = SplitMix64::new(
        seed ^ a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_mul(0xC2B2_AE3D_27D4_EB4F),
    );
    rng.next_u64()
}

/// Bernstein's engine in process at a level: its limits, replaced by a time
/// per move, a node count or a clock where the turn gives one. It keeps its
/// engine (and table) across the moves of a game and clears it at a new game.
pub struct EnginePlayer<P: Evaluate> {
    pub level: Level,
    engine: Option<Engine<P>>,
    /// The game's seed: a move's search seed comes from it and the ply.
    pub seed: u64,
}

impl<P: Evaluate> EnginePlayer<P> {
    pub fn new(level: Level, engine: Engine<P>) -> Self {
        EnginePlayer {
            level,
            engine: Some(engine),
            seed: 0,
        }
    }

    /// The engine back (after a game).
    pub fn into_engine(self) -> Option<Engine<P>> {
        self.engine
    }
}

impl<P: Evaluate> Player<P> for EnginePlayer<P> {
    fn new_game(&mut self, _start: &Game<P>) -> Result<(), PlayerError> {
        if let Some(engine) = &mut self.engine {
            engine.clear();
        }
        Ok(())
    }

    fn think(&mut self, game: &Game<P>, turn: &Turn) -> Result<Reply<P::Move>, PlayerError> {
        let mut params = self
            .level
            .params(derive_seed(self.seed, 3, turn.ply as u64));
        match turn.budget {
            Budget::Free => {}
            Budget::MoveTime(time) => params.limits.movetime = Some(time),
            Budget::Nodes(nodes) => params.limits.nodes = Some(nodes),
            Budget::Clock { left, clock } => {
                let left = left[turn.side.index()];
                clock::limit_by_clock(&mut params.limits, clock, left, MOVE_OVERHEAD);
            }
        }
        let engine = self.engine.take().ok_or(PlayerError::EngineLost)?;
        let started = Instant::now();
        let request = SearchRequest::from_game(game, params);
        let (result, engine) = SearchHandle::start_with_engine(request, engine, || {}).join()?;
        self.engine = Some(engine);
        let elapsed = started.elapsed();
        match result.best_move {
            Some(mv) => Ok(Reply::Move(mv, elapsed)),
            None => Err(PlayerError::NoMove {
                position: game.position().to_text(),
            }),
        }
    }
}

/// How long an engine process may take to start and answer `isready`.
pub const START_TIMEOUT: Duration = Duration::from_secs(10);

/// The time an engine process is not waited for beyond a move without a hard
/// limit (a fixed depth): it counts as hung.
pub const HUNG_AFTER: Duration = Duration::from_secs(60);

/// What one side's searches cost, summed over its answers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Effort {
    pub moves: u64,
    pub time: Duration,
    pub depth: u64,
    pub nodes: u64,
}

impl Effort {
    pub fn merge(&mut self, other: &Effort) {
        self.moves += other.moves;
        self.time += other.time;
        self.depth += other.depth;
        self.nodes += other.nodes;
    }

    /// `12.3 ms, depth 7.10, 4021 nodes, 0.33 M nodes/s per move`.
    pub fn describe(&self) -> String {
        let moves = self.moves.max(1) as f64;
        let seconds = self.time.as_secs_f64();
        let nps = if seconds > 0.0 {
            self.nodes as f64 / seconds
        } else {
            0.0
        };
        format!(
            "{:.1} ms, depth {:.2}, {:.0} nodes, {:.2} M nodes/s per move",
            seconds * 1000.0 / moves,
            self.depth as f64 / moves,
            self.nodes as f64 / moves,
            nps / 1e6,
        )
    }
}

/// Why an engine process gave no answer.
enum Silence {
    Timeout(Duration),
    Ended,
}

impl Silence {
    fn fault(self, word: &str) -> Fault {
        match self {
            Silence::Timeout(limit) => Fault::new(
                FaultKind::HardTimeout,
                format!("no '{word}' within {} ms", limit.as_millis()),
            ),
            Silence::Ended => Fault::new(FaultKind::Crashed, "the engine process ended"),
        }
    }
}

/// An engine process (`<program> engine <arguments>`) asked in the engine
/// protocol: the whole game as `position … moves …`, then `go` with the turn's
/// budget. One that gives no answer in time or ends forfeits its game and is
/// started again for the next.
pub struct EngineProcess {
    program: PathBuf,
    arguments: Vec<String>,
    threads: usize,
    process: Supervised,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// `newgame` before every move: an engine that forgets its table between
    /// moves.
    pub fresh: bool,
    /// With a clock, `go movetime` with a planned share instead of the clock.
    pub clock_as_movetime: bool,
    /// The searches' cost so far (taken by the caller when it reports).
    pub effort: Effort,
}

impl EngineProcess {
    /// Starts `<program> engine <arguments>` with `threads` search threads and
    /// waits for it to be ready.
    pub fn start(
        program: &Path,
        arguments: &[String],
        threads: usize,
    ) -> Result<Self, PlayerError> {
        let mut command = Command::new(program);
        command
            .arg("engine")
            .args(arguments)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let cannot = |detail: &dyn std::fmt::Display| PlayerError::cannot_start(program, detail);
        let mut process = Supervised::start(&mut command, None).map_err(|e| cannot(&e))?;
        let stdin = process
            .take_stdin()
            .ok_or_else(|| cannot(&"its input is not connected"))?;
        let stdout = process
            .take_stdout()
            .ok_or_else(|| cannot(&"its output is not connected"))?;
        let lines = read_lines(stdout).map_err(|e| cannot(&e))?;
        let mut engine = EngineProcess {
            program: program.to_path_buf(),
            arguments: arguments.to_vec(),
            threads,
            process,
            stdin,
            lines,
            fresh: false,
            clock_as_movetime: false,
            effort: Effort::default(),
        };
        if threads > 1 {
            engine.send(&protocol::Command::SetOption {
                name: "threads".to_string(),
                value: threads.to_string(),
            })?;
        }
        engine.send(&protocol::Command::IsReady)?;
        engine
            .wait_for("readyok", START_TIMEOUT)
            .map_err(|silence| PlayerError::NotReady {
                program: program.to_path_buf(),
                within: match silence {
                    Silence::Timeout(within) => Some(within),
                    Silence::Ended => None,
                },
            })?;
        Ok(engine)
    }

    /// Starts the process again (after it failed), keeping its settings.
    fn restart(&mut self) -> Result<(), PlayerError> {
        let mut fresh = EngineProcess::start(&self.program, &self.arguments, self.threads)?;
        fresh.fresh = self.fresh;
        fresh.clock_as_movetime = self.clock_as_movetime;
        fresh.effort = self.effort;
        *self = fresh;
        Ok(())
    }

    fn send(&mut self, command: &protocol::Command) -> Result<(), PlayerError> {
        writeln!(self.stdin, "{command}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| PlayerError::StoppedReading {
                program: self.program.clone(),
                detail: e.to_string(),
            })
    }

    /// Waits for the answer that begins with `word`; the lines before it are
    /// dropped.
    fn wait_for(&mut self, word: &str, timeout: Duration) -> Result<Answer, Silence> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => {
                    match line.parse::<Answer>() {
                        Ok(answer) => return Ok(answer),
                        Err(_) => continue,
                    }
                }
                Ok(_) => continue,
                Err(RecvTimeoutError::Timeout) => return Err(Silence::Timeout(timeout)),
                Err(RecvTimeoutError::Disconnected) => return Err(Silence::Ended),
            }
        }
    }

    /// The `go` for a turn's budget.
    fn go(&self, turn: &Turn) -> Go {
        let ms = |time: Duration| Some(time.as_millis() as u64);
        match turn.budget {
            Budget::Free => Go {
                infinite: true,
                ..Go::default()
            },
            Budget::MoveTime(time) => Go {
                movetime: ms(time),
                ..Go::default()
            },
            Budget::Nodes(nodes) => Go {
                nodes: Some(nodes),
                ..Go::default()
            },
            Budget::Clock {
                left,
                clock: TimeControl::Game { increment_ms, .. },
            } if self.clock_as_movetime => {
                // A 25th of the time left and three quarters of the increment,
                // as front-ends without a time manager plan.
                let own = left[turn.side.index()];
                let increment = Duration::from_millis(increment_ms);
                let planned = (own / 25 + increment * 3 / 4).min(own * 4 / 5);
                Go {
                    movetime: Some((planned.as_millis() as u64).max(1)),
                    ..Go::default()
                }
            }
            Budget::Clock {
                left,
                clock: TimeControl::Game { increment_ms, .. },
            } => Go {
                wtime: ms(left[0]),
                btime: ms(left[1]),
                winc: Some(increment_ms),
                binc: Some(increment_ms),
                ..Go::default()
            },
            // A time per move: that time less the margin for answering.
            Budget::Clock { left, clock } => {
                let mut limits = bernstein_engine::Limits::infinite();
                clock::limit_by_clock(&mut limits, clock, left[turn.side.index()], MOVE_OVERHEAD);
                Go {
                    movetime: limits.movetime.and_then(ms),
                    ..Go::default()
                }
            }
        }
    }
}

impl<P: Position> Player<P> for EngineProcess {
    fn new_game(&mut self, _start: &Game<P>) -> Result<(), PlayerError> {
        self.send(&protocol::Command::NewGame)
    }

    fn think(&mut self, game: &Game<P>, turn: &Turn) -> Result<Reply<P::Move>, PlayerError> {
        if self.fresh {
            self.send(&protocol::Command::NewGame)?;
        }
        // The whole game from its first position, so the engine knows the
        // history that repetition needs.
        let first = game.position_at(0).expect("a game has a start").clone();
        let mut position = first.clone();
        let moves = game
            .moves()
            .iter()
            .map(|&mv| {
                let text = position.move_to_text(mv);
                position.play_unchecked(mv);
                text
            })
            .collect();
        self.send(&protocol::Command::Position {
            setup: Setup::Text(first.to_text()),
            moves,
        })?;
        self.send(&protocol::Command::Go(self.go(turn)))?;
        let started = Instant::now();
        match self.wait_for("bestmove", turn.hard.unwrap_or(HUNG_AFTER)) {
            Ok(Answer::BestMove(mv, figures)) => {
                let elapsed = started.elapsed();
                self.effort.moves += 1;
                self.effort.time += elapsed;
                self.effort.depth += u64::from(figures.depth.unwrap_or(0));
                self.effort.nodes += figures.nodes.unwrap_or(0);
                Ok(Reply::Text(
                    mv.unwrap_or_else(|| "none".to_string()),
                    elapsed,
                ))
            }
            Ok(_) => unreachable!("only a bestmove line is waited for"),
            Err(silence) => {
                self.restart()?;
                Ok(Reply::Forfeit(turn.side, silence.fault("bestmove")))
            }
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "{}", protocol::Command::Quit);
        let _ = self.stdin.flush();
        // An engine that does not quit at once is not waited for.
        self.process
            .wait_until(Instant::now() + Duration::from_millis(20));
        self.process.end();
    }
}

/// The most a program run per move may print for one move (standard output and
/// standard error each): one that prints more is stopped and forfeits.
pub const MAX_COMMAND_OUTPUT: u64 = 1024 * 1024;

/// A program run once per move, e.g. an earlier release's `analyse`: its
/// command line from a template with `{game}`, `{pos}` and `{ms}` replaced,
/// its move the last `bestmove <move>` line it prints. It has no input; when
/// it has answered, or is past its time or its output, it ends with
/// everything it started.
pub struct CommandPlayer {
    pub template: String,
}

impl CommandPlayer {
    /// The command line for one move: the template split at spaces, then the
    /// placeholders replaced (so a position text with spaces stays one word).
    pub fn argv(&self, game: &str, position: &str, millis: u64) -> Vec<String> {
        self.template
            .split_whitespace()
            .map(|part| {
                part.replace("{game}", game)
                    .replace("{pos}", position)
                    .replace("{ms}", &millis.to_string())
            })
            .collect()
    }

    /// Runs `argv` until it ends, its output passes [`MAX_COMMAND_OUTPUT`] or
    /// `deadline` passes; then its whole tree ends. Its outputs, or the fault.
    fn run(argv: &[String], deadline: Option<Instant>) -> Result<Printed, Fault> {
        let (program, rest) = argv
            .split_first()
            .ok_or_else(|| Fault::new(FaultKind::CannotStart, "the command is empty"))?;
        let mut command = Command::new(program);
        command
            .args(rest)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let cannot = |e: std::io::Error| {
            Fault::new(FaultKind::CannotStart, format!("cannot run {program}: {e}"))
        };
        let mut process = Supervised::start(&mut command, None).map_err(cannot)?;
        let copy = |stream: Option<Box<dyn std::io::Read + Send>>| {
            stream.map(|stream| copy_output(stream, Sink::Memory, MAX_COMMAND_OUTPUT))
        };
        let out = copy(process.take_stdout().map(|s| Box::new(s) as _));
        let err = copy(process.take_stderr().map(|s| Box::new(s) as _));
        let (Some(Ok(out)), Some(Ok(err))) = (out, err) else {
            return Err(cannot(std::io::Error::other("its output cannot be read")));
        };
        let mut status = None;
        let mut fault = None;
        while status.is_none() && fault.is_none() {
            status = process.wait_until(Instant::now() + Duration::from_millis(5));
            if out.flooded() || err.flooded() {
                fault = Some(Fault::new(
                    FaultKind::OutputFlood,
                    format!(
                        "it printed more than {} MiB for one move",
                        MAX_COMMAND_OUTPUT / (1024 * 1024)
                    ),
                ));
            } else if status.is_none() && deadline.is_some_and(|d| Instant::now() >= d) {
                fault = Some(Fault::new(FaultKind::HardTimeout, String::new()));
            }
        }
        // Whatever the program left running ends with its move.
        process.end();
        if let Some(fault) = fault {
            return Err(fault);
        }
        let collect = Instant::now() + Duration::from_secs(2);
        let text = |bytes: Option<Vec<u8>>| {
            String::from_utf8_lossy(&bytes.unwrap_or_default()).into_owned()
        };
        Ok(Printed {
            stdout: text(out.join(collect)),
            stderr: text(err.join(collect)),
            status: match status {
                Some(crate::process::Exit::Status(status)) => describe_status(status),
                _ => "killed".to_string(),
            },
            crashed: status.is_some_and(|exit| exit.crashed()),
        })
    }
}

/// What a run printed, and how it ended.
struct Printed {
    stdout: String,
    stderr: String,
    status: String,
    crashed: bool,
}

/// The move text of the last `bestmove <move>` line of a program's output.
pub fn last_bestmove(stdout: &str) -> Option<String> {
    stdout
        .lines()
        .rev()
        .find_map(|line| line.strip_prefix("bestmove "))
        .and_then(|rest| rest.split_whitespace().next())
        .filter(|text| *text != "none")
        .map(str::to_string)
}

impl<P: Position> Player<P> for CommandPlayer {
    fn think(&mut self, game: &Game<P>, turn: &Turn) -> Result<Reply<P::Move>, PlayerError> {
        let millis = match turn.budget {
            Budget::MoveTime(time) => time.as_millis() as u64,
            _ => return Err(PlayerError::NeedsMoveTime),
        };
        let argv = self.argv(P::KIND.id(), &game.position().to_text(), millis);
        let started = Instant::now();
        let deadline = turn.hard.map(|hard| started + hard);
        let side = turn.side;
        let printed = match CommandPlayer::run(&argv, deadline) {
            Ok(printed) => printed,
            Err(fault) if fault.kind == FaultKind::HardTimeout => {
                return Ok(Reply::Forfeit(side, turn.no_answer()));
            }
            Err(fault) => return Ok(Reply::Forfeit(side, fault)),
        };
        match last_bestmove(&printed.stdout) {
            Some(text) => Ok(Reply::Text(text, started.elapsed())),
            None => {
                let kind = if printed.crashed {
                    FaultKind::Crashed
                } else {
                    FaultKind::ProtocolError
                };
                Ok(Reply::Forfeit(
                    side,
                    Fault::new(
                        kind,
                        format!(
                            "no move from the program ({}): {}",
                            printed.status,
                            printed.stderr.trim()
                        ),
                    ),
                ))
            }
        }
    }
}

/// The side of the first player in game `index` (0-based) of a match played
/// in pairs: the first side in even games, the second in odd ones.
pub fn first_side_of_game(index: u32) -> Side {
    if index.is_multiple_of(2) {
        Side::First
    } else {
        Side::Second
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_fill_whole_arguments() {
        let player = CommandPlayer {
            template: "old/bernstein analyse {game} --position {pos} --movetime {ms}".to_string(),
        };
        let argv = player.argv("muehle", "WW./B../... w 0:0", 150);
        assert_eq!(
            argv,
            [
                "old/bernstein",
                "analyse",
                "muehle",
                "--position",
                "WW./B../... w 0:0",
                "--movetime",
                "150"
            ]
        );
    }

    #[test]
    fn the_last_bestmove_line_is_the_move() {
        let output = "info depth 1 pv a1-b2\nbestmove c3-d4 score 5 depth 1\n";
        assert_eq!(last_bestmove(output), Some("c3-d4".to_string()));
        assert_eq!(last_bestmove("bestmove none score 0"), None);
        assert_eq!(last_bestmove("nothing"), None);
    }
}
