//! `bernstein match --opponent-command …`: Bernstein's engine against another
//! program that is run once per move (an earlier release's `analyse`, or any
//! program printing a `bestmove <move>` line), at equal time per move, in pairs
//! of games from seeded starts with colours swapped. Every move of both sides is
//! checked by the rules; an opponent that answers no move or an illegal one loses
//! that game. Prints a line per game, the time each side used per move, and the
//! score with its Elo difference and 95 % error bar last.

use std::io::Write;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::engine::{
    Engine, EngineOptions, Level, MatchScore, SearchHandle, SearchRequest, default_ply_limit,
    pair_start,
};
use crate::rules::{EndReason, Evaluate, Game, Outcome, Side};

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

/// Asks the opponent for its move in `game`; `Err` says why there is none.
fn opponent_move<P: Evaluate>(
    template: &str,
    game: &Game<P>,
    millis: u64,
) -> Result<P::Move, String> {
    let position = game.position();
    let argv = opponent_argv(template, P::KIND.id(), &position.to_text(), millis);
    let (program, rest) = argv.split_first().ok_or("the opponent command is empty")?;
    let output = Command::new(program)
        .args(rest)
        .output()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let text = opponent_move_text(&stdout).ok_or_else(|| {
        format!(
            "no move from the opponent ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        )
    })?;
    let mv = position
        .parse_move(&text)
        .map_err(|e| format!("the opponent's move {text} is not a move here: {e}"))?;
    Ok(mv)
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
        let mut note = String::new();
        let outcome = loop {
            if let Some(outcome) = game.outcome() {
                break outcome;
            }
            if game.moves().len() >= ply_limit {
                break Outcome::draw(EndReason::PlyLimit);
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
                    note = format!(", opponent forfeits: {why}");
                    break Outcome::win(first_side, EndReason::NoLegalMove);
                }
            }
        };
        let points = match outcome.winner {
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
            "game {}: first {}, {}, {} plies, first scores {points_text}{note}",
            index + 1,
            P::KIND.side_name(first_side).to_lowercase(),
            outcome.describe(P::KIND),
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
