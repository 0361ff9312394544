//! A clock's arithmetic, once for the referee's games and the app's: the time a
//! side has at the start of its turn, what it has left after a move (with the
//! increment), when it has run out, and an engine's search limits from what it
//! has left. The clocks' kinds are the records' [`TimeControl`]: a time for
//! the game with an increment, or a time per move that does not carry over.
//!
//! As on lichess, a side's clock starts with its first move: that move is free
//! of the clock (it costs nothing, earns no increment and cannot run out), so
//! nobody loses on time before having moved and a clock reads its full time
//! until its side has moved once. What a side had left after its last move is
//! `None` until then, and that is how every function here knows.

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

/// Whether a side's clock runs in its turn: from its second move on (its first
/// is free of the clock).
pub fn runs(after_last_move: Option<Duration>) -> bool {
    after_last_move.is_some()
}

/// What a side's clock shows after `used` of its turn: it counts down from the
/// turn's start, except on the side's first move, when it stands.
pub fn left_in_turn(
    control: TimeControl,
    after_last_move: Option<Duration>,
    used: Duration,
) -> Duration {
    let start = turn_start(control, after_last_move);
    if runs(after_last_move) {
        start.saturating_sub(used)
    } else {
        start
    }
}

/// What a side has left after a move that took `used` of its turn: what its
/// clock showed then, with the increment added; after its first move, its full
/// time (the move cost nothing and earns no increment, as on lichess).
pub fn after_move(
    control: TimeControl,
    after_last_move: Option<Duration>,
    used: Duration,
) -> Duration {
    let left = left_in_turn(control, after_last_move, used);
    match control {
        TimeControl::Game { increment_ms, .. } if runs(after_last_move) => {
            left + Duration::from_millis(increment_ms)
        }
        _ => left,
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
        let start = turn_start(game, Some(Duration::from_secs(1)));
        assert_eq!(start, Duration::from_secs(1));
        let left = after_move(game, Some(start), Duration::from_millis(600));
        assert_eq!(left, Duration::from_millis(500));
        assert_eq!(turn_start(game, Some(left)), left);
        let per_move = TimeControl::PerMove { ms: 2000 };
        assert_eq!(turn_start(per_move, Some(left)), Duration::from_secs(2));
        assert_eq!(
            after_move(per_move, Some(left), Duration::from_millis(1500)),
            Duration::from_millis(500)
        );
        assert!(!ran_out(start, Duration::from_millis(999)));
        assert!(ran_out(start, start));
    }

    #[test]
    fn a_sides_first_move_is_free_of_the_clock() {
        let blitz = TimeControl::Game {
            base_ms: 300_000,
            increment_ms: 3000,
        };
        let long = Duration::from_secs(400);
        // Before its first move a side's clock stands at its full time, however
        // long it thinks; the move costs nothing and earns no increment.
        assert!(!runs(None));
        assert_eq!(turn_start(blitz, None), Duration::from_secs(300));
        assert_eq!(left_in_turn(blitz, None, long), Duration::from_secs(300));
        assert_eq!(after_move(blitz, None, long), Duration::from_secs(300));
        // From its second move on, the clock runs.
        let first = Some(Duration::from_secs(300));
        assert!(runs(first));
        assert_eq!(
            left_in_turn(blitz, first, Duration::from_secs(10)),
            Duration::from_secs(290)
        );
        assert_eq!(left_in_turn(blitz, first, long), Duration::ZERO);
        assert_eq!(
            after_move(blitz, first, Duration::from_secs(10)),
            Duration::from_secs(293)
        );
        // A time per move: the first may take as long as the side likes.
        let per_move = TimeControl::PerMove { ms: 5000 };
        assert_eq!(left_in_turn(per_move, None, long), Duration::from_secs(5));
        assert_eq!(after_move(per_move, None, long), Duration::from_secs(5));
        assert_eq!(
            left_in_turn(per_move, Some(Duration::from_secs(5)), long),
            Duration::ZERO
        );
    }
}
