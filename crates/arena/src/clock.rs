//! A clock's arithmetic, once for the referee's games and the app's: the time a
//! side has at the start of its turn, what it has left after a move (with the
//! increment), when it has run out, and an engine's search limits from what it
//! has left. The clocks' kinds are the records' [`TimeControl`]: a time for
//! the game with an increment, or a time per move that does not carry over.

use std::time::Duration;

use bernstein_engine::{Clock, Limits};
pub use bernstein_records::TimeControl;

/// The time a side has at the start of its turn, given what it had left after
/// its last move (`None`: it has not moved yet).
pub fn turn_start(control: TimeControl, after_last_move: Option<Duration>) -> Duration {
    match control {
        TimeControl::Game { base_ms, .. } => {
            after_last_move.unwrap_or(Duration::from_millis(base_ms))
        }
        TimeControl::PerMove { ms } => Duration::from_millis(ms),
    }
}

/// What a side has left after a move that took `used` of the `start` it had:
/// with an increment, that is added.
pub fn after_move(control: TimeControl, start: Duration, used: Duration) -> Duration {
    let left = start.saturating_sub(used);
    match control {
        TimeControl::Game { increment_ms, .. } => left + Duration::from_millis(increment_ms),
        TimeControl::PerMove { .. } => left,
    }
}

/// Whether a turn that began with `start` on the clock has run out after
/// `used`: nothing is left.
pub fn ran_out(start: Duration, used: Duration) -> bool {
    used >= start
}

/// Limits an engine's search by its clock, `left` being its time: with a time
/// per game the engine's time manager gets the clock (with the increment and
/// `overhead`, what answering costs beyond the search, kept back per move) and
/// plans this move by the moves still to come; with a time per move it may
/// think that time less a margin for answering (a fifth, at least 200 ms).
/// Limits the search has of its own stay.
pub fn limit_by_clock(
    limits: &mut Limits,
    control: TimeControl,
    left: Duration,
    overhead: Duration,
) {
    match control {
        TimeControl::Game { increment_ms, .. } => {
            limits.clock = Some(Clock {
                overhead,
                ..Clock::new(left, Duration::from_millis(increment_ms))
            });
        }
        TimeControl::PerMove { .. } => {
            let margin = (left / 5).max(Duration::from_millis(200));
            let most = left.saturating_sub(margin).max(Duration::from_millis(1));
            limits.movetime = Some(limits.movetime.map_or(most, |own| own.min(most)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_clock_carries_over_and_a_move_time_does_not() {
        let game = TimeControl::Game {
            base_ms: 1000,
            increment_ms: 100,
        };
        let start = turn_start(game, None);
        assert_eq!(start, Duration::from_secs(1));
        let left = after_move(game, start, Duration::from_millis(600));
        assert_eq!(left, Duration::from_millis(500));
        assert_eq!(turn_start(game, Some(left)), left);
        let per_move = TimeControl::PerMove { ms: 2000 };
        assert_eq!(turn_start(per_move, Some(left)), Duration::from_secs(2));
        assert!(!ran_out(start, Duration::from_millis(999)));
        assert!(ran_out(start, start));
    }
}
