//! `bernstein match --opponent-command …`: Bernstein's engine against another
//! program that is run once per move (an earlier release's `analyse`, or any
//! program printing a `bestmove <move>` line), at equal time per move, in pairs
//! of games from seeded starts with colours swapped. The arena referees every
//! move of both sides; an opponent that answers no move or an illegal one, that
//! takes longer than its time per move and [`OPPONENT_GRACE`], or that prints
//! more than [`MAX_COMMAND_OUTPUT`], forfeits that game, and whatever it
//! started ends with each move. Prints a line per game, the time each side used
//! per move, and the score with its Elo difference and 95 % error bar last.

use anyhow::Result;
use std::io::Write;
use std::time::Duration;

pub use bernstein_arena::players::MAX_COMMAND_OUTPUT;
use bernstein_arena::score::{PairedScore, points_text, summary};
use bernstein_arena::{
    CommandPlayer, EnginePlayer, MoveTimes, Player, Players, Referee, TimeControl,
    default_ply_limit, derive_seed, first_side_of_game, pair_start, play,
};
use bernstein_engine::Evaluate;
use bernstein_engine::{Engine, EngineOptions, Level};
use bernstein_rules::Side;

/// The time an opponent has beyond its time per move, for starting the program
/// and reading the position: one that has not answered by then is stopped and
/// forfeits the game.
pub const OPPONENT_GRACE: Duration = Duration::from_secs(1);

/// What `match --opponent-command` was asked for.
pub struct Versus<'a, P: Evaluate> {
    /// Bernstein's level (its time limit replaced by `millis`).
    pub level: &'a Level,
    /// The opponent's command template (see [`CommandPlayer::argv`]).
    pub template: &'a str,
    pub millis: u64,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    pub options: P::Options,
}

/// Bernstein's value on its side, the opponent's on the other.
fn by_side<T>(ours_side: Side, ours: T, theirs: T) -> [T; 2] {
    match ours_side {
        Side::First => [ours, theirs],
        Side::Second => [theirs, ours],
    }
}

/// Plays the match and prints it.
pub fn run_versus<P: Evaluate>(args: &Versus<P>) -> Result<()> {
    let time = Duration::from_millis(args.millis);
    let engine: Engine<P> = Engine::new(EngineOptions {
        table_megabytes: 8,
        threads: args.threads,
        ..EngineOptions::default()
    });
    let mut ours = EnginePlayer::new(*args.level, engine);
    let mut theirs = CommandPlayer {
        template: args.template.to_string(),
    };
    let controls = [
        TimeControl::MoveTime { time, grace: None },
        TimeControl::MoveTime {
            time,
            grace: Some(OPPONENT_GRACE),
        },
    ];
    let mut out = std::io::stdout().lock();
    let mut score = PairedScore::default();
    let mut times = [MoveTimes::default(); 2];
    for index in 0..args.games {
        let first_side = first_side_of_game(index);
        let start = pair_start::<P>(&args.options, args.seed, index / 2);
        ours.seed = derive_seed(args.seed, 4, index as u64);
        ours.new_game(&start)?;
        let mut referee = Referee::new(
            start,
            by_side(first_side, controls[0], controls[1]),
            Some(default_ply_limit(P::KIND)),
        );
        let seats: [&mut dyn Player<P>; 2] = match first_side {
            Side::First => [&mut ours, &mut theirs],
            Side::Second => [&mut theirs, &mut ours],
        };
        let verdict = play(&mut referee, &mut Players(seats))?;
        times[0].merge(&verdict.times[first_side.index()]);
        times[1].merge(&verdict.times[first_side.other().index()]);
        let points = verdict.points(first_side);
        score.add(index / 2, points);
        writeln!(
            out,
            "game {}: first {}, {}, {} plies, first scores {}",
            index + 1,
            P::KIND.side_name(first_side).to_lowercase(),
            verdict.describe(P::KIND, by_side(first_side, "first", "the opponent")),
            referee.game().moves().len(),
            points_text(points),
        )?;
    }
    let ms = |times: &MoveTimes| times.average().as_secs_f64() * 1000.0;
    writeln!(
        out,
        "time per move: first {:.0} ms, opponent {:.0} ms (of {} ms; the opponent's includes starting it)",
        ms(&times[0]),
        ms(&times[1]),
        args.millis
    )?;
    writeln!(out, "{}", score.line())?;
    writeln!(out, "{}", summary("first", &score.games))?;
    Ok(())
}
