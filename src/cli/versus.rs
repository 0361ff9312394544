//! `bernstein match --opponent-command …`: Bernstein's engine against another
//! program that is run once per move (an earlier release's `analyse`, or any
//! program printing a `bestmove <move>` line), at equal time per move, in pairs
//! of games from seeded starts with colours swapped. Every move of both sides is
//! checked by the rules; an opponent that answers no move or an illegal one, that
//! takes longer than its time per move and [`OPPONENT_GRACE`], or that prints more
//! than [`MAX_OPPONENT_OUTPUT`], forfeits that game (a program past its time or
//! its output is stopped). Prints a line per game, the time each side used per
//! move, and the score with its Elo difference and 95 % error bar last.

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use bernstein_engine::{
    Engine, EngineOptions, Level, MatchScore, SearchHandle, SearchRequest, default_ply_limit,
    pair_start,
};
use bernstein_rules::{EndReason, Evaluate, Game, GameKind, Outcome, Side};

/// The time an opponent has beyond its time per move, for starting the program
/// and reading the position: one that has not answered by then is stopped and
/// forfeits the game.
pub const OPPONENT_GRACE: Duration = Duration::from_secs(1);

/// The most an opponent may print for one move (standard output and standard
/// error each): a program that prints more is stopped and forfeits the game.
pub const MAX_OPPONENT_OUTPUT: usize = 1024 * 1024;

/// Time used for moves, to report the average per move.
#[derive(Default)]
struct Clock {
    total: Duration,
    moves: u32,
}

impl Clock {
    fn add(&mut self, time: Duration) {
        self.total += time;
        self.moves += 1;
    }

    fn average_ms(&self) -> f64 {
        if self.moves == 0 {
            0.0
        } else {
            self.total.as_secs_f64() * 1000.0 / self.moves as f64
        }
    }
}

/// The opponent's command line for one move: the template split at spaces, then
/// the placeholders replaced (so a position text with spaces stays one argument).
fn opponent_argv(template: &str, game: &str, position: &str, millis: u64) -> Vec<String> {
    template
        .split_whitespace()
        .map(|part| {
            part.replace("{game}", game)
                .replace("{pos}", position)
                .replace("{ms}", &millis.to_string())
        })
        .collect()
}

/// The move text of the last `bestmove <move>` line of the opponent's output.
fn opponent_move_text(stdout: &str) -> Option<String> {
    stdout
        .lines()
        .rev()
        .find_map(|line| line.strip_prefix("bestmove "))
        .and_then(|rest| rest.split_whitespace().next())
        .filter(|text| *text != "none")
        .map(str::to_string)
}

/// What an opponent's run printed.
struct Printed {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: std::process::ExitStatus,
}

/// Runs the opponent's command line and waits for it at most `limit`, reading
/// at most [`MAX_OPPONENT_OUTPUT`] of each of its outputs. A program past either
/// is killed; `Err` says which it was.
fn run_opponent(argv: &[String], limit: Duration) -> Result<Printed, String> {
    let (program, rest) = argv.split_first().ok_or("the opponent command is empty")?;
    let mut child = Command::new(program)
        .args(rest)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    // A thread per output sends what it reads, so that neither output can fill
    // its pipe and hold the program up, and nothing waits past the limit.
    let (sender, chunks) = mpsc::channel::<(bool, Vec<u8>)>();
    let pipes: [(bool, Option<Box<dyn Read + Send>>); 2] = [
        (true, child.stdout.take().map(|out| Box::new(out) as _)),
        (false, child.stderr.take().map(|err| Box::new(err) as _)),
    ];
    let mut open = 0;
    for (is_stdout, pipe) in pipes {
        let (Some(mut pipe), sender) = (pipe, sender.clone()) else {
            continue;
        };
        open += 1;
        std::thread::spawn(move || {
            let mut buffer = [0u8; 8192];
            loop {
                let count = match pipe.read(&mut buffer) {
                    Ok(0) | Err(_) => 0,
                    Ok(count) => count,
                };
                // An empty chunk says the output is closed.
                if sender.send((is_stdout, buffer[..count].to_vec())).is_err() || count == 0 {
                    return;
                }
            }
        });
    }
    drop(sender);
    let deadline = Instant::now() + limit;
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut status = None;
    while open > 0 || status.is_none() {
        if status.is_none() {
            status = child
                .try_wait()
                .map_err(|e| format!("cannot wait for {program}: {e}"))?;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            stop(&mut child);
            return Err(format!(
                "no answer within {} ms (its time per move and {} ms of grace)",
                limit.as_millis(),
                OPPONENT_GRACE.as_millis()
            ));
        }
        if open == 0 {
            // Both outputs closed: only the program's end is awaited.
            std::thread::sleep(left.min(Duration::from_millis(5)));
            continue;
        }
        match chunks.recv_timeout(left.min(Duration::from_millis(5))) {
            Ok((_, chunk)) if chunk.is_empty() => open -= 1,
            Ok((is_stdout, chunk)) => {
                let output = if is_stdout { &mut stdout } else { &mut stderr };
                output.extend_from_slice(&chunk);
                if output.len() > MAX_OPPONENT_OUTPUT {
                    stop(&mut child);
                    return Err(format!(
                        "it printed more than {} MiB for one move",
                        MAX_OPPONENT_OUTPUT / (1024 * 1024)
                    ));
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => open = 0,
        }
    }
    Ok(Printed {
        stdout,
        stderr,
        status: status.expect("the loop ends once the program has ended"),
    })
}

/// Kills a program past its limits and collects its exit.
fn stop(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// Asks the opponent for its move in `game`, giving it `millis` and
/// [`OPPONENT_GRACE`]; `Err` says why there is none (the opponent forfeits).
fn opponent_move<P: Evaluate>(
    template: &str,
    game: &Game<P>,
    millis: u64,
) -> Result<P::Move, String> {
    let position = game.position();
    let argv = opponent_argv(template, P::KIND.id(), &position.to_text(), millis);
    let printed = run_opponent(&argv, Duration::from_millis(millis) + OPPONENT_GRACE)?;
    let stdout = String::from_utf8_lossy(&printed.stdout);
    let text = opponent_move_text(&stdout).ok_or_else(|| {
        format!(
            "no move from the opponent ({}): {}",
            printed.status,
            String::from_utf8_lossy(&printed.stderr).trim()
        )
    })?;
    let mv = position
        .parse_move(&text)
        .map_err(|e| format!("the opponent's move {text} is not a move here: {e}"))?;
    Ok(mv)
}

/// How a game of the match ended: by the rules (or the ply limit), or by the
/// opponent's forfeit (and why).
enum GameEnd {
    Rules(Outcome),
    Forfeit(String),
}

impl GameEnd {
    /// The winner (`None`: a draw); `first_side` is Bernstein's side.
    fn winner(&self, first_side: Side) -> Option<Side> {
        match self {
            GameEnd::Rules(outcome) => outcome.winner,
            GameEnd::Forfeit(_) => Some(first_side),
        }
    }

    /// The result as the game's line says it: the rules' (`Red wins: ambers 2
    /// to 0`) or the forfeit's (`Red wins: the opponent forfeits (…)`).
    fn describe(&self, kind: GameKind, first_side: Side) -> String {
        match self {
            GameEnd::Rules(outcome) => outcome.describe(kind),
            GameEnd::Forfeit(why) => format!(
                "{} wins: the opponent forfeits ({why})",
                kind.side_name(first_side)
            ),
        }
    }
}

/// What `match --opponent-command` was asked for.
pub struct Versus<'a, P: Evaluate> {
    /// Bernstein's level (its time limit replaced by `millis`).
    pub level: &'a Level,
    /// The opponent's command template (see `opponent_argv`).
    pub template: &'a str,
    pub millis: u64,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    pub options: P::Options,
}

/// Plays the match and prints it.
pub fn run_versus<P: Evaluate>(args: &Versus<P>) -> Result<(), String> {
    let (millis, level, options, template) =
        (args.millis, args.level, &args.options, args.template);
    let movetime = Duration::from_millis(millis);
    let ply_limit = default_ply_limit(P::KIND);
    let mut engine: Engine<P> = Engine::new(EngineOptions {
        table_megabytes: 8,
        threads: args.threads,
        ..EngineOptions::default()
    });
    let mut out = std::io::stdout().lock();
    let io = |e: std::io::Error| e.to_string();
    let mut score = MatchScore::default();
    let (mut ours, mut theirs) = (Clock::default(), Clock::default());
    for index in 0..args.games {
        let first_side = if index % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let mut game = pair_start::<P>(options, args.seed, index / 2);
        engine.clear();
        let end = loop {
            if let Some(outcome) = game.outcome() {
                break GameEnd::Rules(outcome);
            }
            if game.moves().len() >= ply_limit {
                break GameEnd::Rules(Outcome::draw(EndReason::PlyLimit));
            }
            let side = game.position().side_to_move();
            let started = Instant::now();
            if side == first_side {
                let mut params = level.params(index as u64);
                params.limits.movetime = Some(movetime);
                let request = SearchRequest::from_game(&game, params);
                let (result, kept) =
                    SearchHandle::start_with_engine(request, engine, || {}).join()?;
                engine = kept;
                ours.add(started.elapsed());
                let mv = result
                    .best_move
                    .ok_or("the engine found no move in a game that is not over")?;
                game.play(mv).map_err(|e| {
                    format!(
                        "the engine chose an illegal move at {}: {e}",
                        game.position().to_text()
                    )
                })?;
            } else {
                let answer = opponent_move(template, &game, millis);
                theirs.add(started.elapsed());
                let played = answer.and_then(|mv| game.play(mv).map_err(|e| e.to_string()));
                if let Err(why) = played {
                    // The opponent forfeits this game; the match goes on.
                    break GameEnd::Forfeit(why);
                }
            }
        };
        let points = match end.winner(first_side) {
            None => 0.5,
            Some(winner) if winner == first_side => 1.0,
            Some(_) => 0.0,
        };
        score.add(points);
        let points_text = match points {
            p if p > 0.75 => "1",
            p if p > 0.25 => "1/2",
            _ => "0",
        };
        writeln!(
            out,
            "game {}: first {}, {}, {} plies, first scores {points_text}",
            index + 1,
            P::KIND.side_name(first_side).to_lowercase(),
            end.describe(P::KIND, first_side),
            game.moves().len(),
        )
        .map_err(io)?;
    }
    writeln!(
        out,
        "time per move: first {:.0} ms, opponent {:.0} ms (of {millis} ms; the opponent's includes starting it)",
        ours.average_ms(),
        theirs.average_ms()
    )
    .map_err(io)?;
    writeln!(out, "{}", score.summary()).map_err(io)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_fill_whole_arguments() {
        let argv = opponent_argv(
            "old/bernstein analyse {game} --position {pos} --movetime {ms}",
            "muehle",
            "WW./B../... w 0:0",
            150,
        );
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
        assert_eq!(opponent_move_text(output), Some("c3-d4".to_string()));
        assert_eq!(opponent_move_text("bestmove none score 0"), None);
        assert_eq!(opponent_move_text("nothing"), None);
    }
}
