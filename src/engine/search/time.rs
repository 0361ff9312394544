//! The time manager: how much of a clock one move may use. From the time left,
//! the increment and the moves still to come (by the round limit where the game
//! has one, else an estimate) it plans an optimum and a maximum; the search stops
//! deepening after the optimum, stretched while the best move keeps changing or
//! the score falls and shrunk while it stays the same, and never runs past the
//! maximum. A fixed time per move (the competition's) is not planned: it is used
//! to its end (see [`super::time_margin`]).

use std::time::Duration;

use super::limits::Clock;

/// The time kept back per move for answering (the engine's thread, a pipe, a
/// front-end drawing the move).
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(20);

/// Moves planned for when the game has no round limit and the clock no control.
const DEFAULT_MOVES_TO_GO: u32 = 25;

/// The most moves the clock is shared over: a long game's early moves get a bit
/// more, which pays since most games are decided before a round limit.
const MOST_MOVES_TO_GO: u32 = 30;

/// How long a move may think, planned from the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimePlan {
    /// The time a move should take when nothing is unusual.
    pub optimum: Duration,
    /// The time it may never exceed (a hard deadline).
    pub maximum: Duration,
}

impl TimePlan {
    /// The plan for a move with `clock`, when the side to move has `moves_left`
    /// moves before the round limit (this one included).
    pub fn new(clock: &Clock, moves_left: Option<u32>) -> TimePlan {
        let moves = clock
            .moves_to_go
            .or(moves_left)
            .unwrap_or(DEFAULT_MOVES_TO_GO)
            .clamp(1, MOST_MOVES_TO_GO);
        // The time for the planned moves, with the increments still to come and
        // less what answering them costs.
        let available =
            (clock.left + clock.increment * (moves - 1)).saturating_sub(MOVE_OVERHEAD * moves);
        // Never more than most of that, nor than the clock holds: the moves after
        // this one keep their overhead and some time. The last move may use
        // everything. With nothing to spare the search answers at once.
        let left = clock.left.saturating_sub(MOVE_OVERHEAD);
        let maximum = if moves == 1 {
            available.min(left)
        } else {
            (available / moves * 4).min(available * 3 / 4).min(left)
        };
        let optimum = (available / moves).min(maximum);
        TimePlan { optimum, maximum }
    }

    /// Whether to stop deepening after `elapsed`, given how unsettled the search
    /// is: `changes` is a decaying count of best-move changes in recent depths,
    /// `stable_depths` how many depths in a row kept the best move, and
    /// `score_drop` how far the score fell since the previous depth (0 if not).
    pub fn stop_deepening(
        &self,
        elapsed: Duration,
        changes: f64,
        stable_depths: u32,
        score_drop: i32,
    ) -> bool {
        let instability = 1.0 + 1.5 * changes;
        let stability = if stable_depths >= 4 { 0.6 } else { 1.0 };
        let falling = 1.0 + (score_drop.clamp(0, 100) as f64 / 200.0);
        let soft = self.optimum.as_secs_f64() * instability * stability * falling;
        elapsed.as_secs_f64() >= soft.min(self.maximum.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(left_ms: u64, increment_ms: u64) -> Clock {
        Clock {
            left: Duration::from_millis(left_ms),
            increment: Duration::from_millis(increment_ms),
            moves_to_go: None,
        }
    }

    #[test]
    fn the_moves_left_share_the_clock() {
        // 30 moves left (turn 0 of Piranhas), a minute: about two seconds each.
        let plan = TimePlan::new(&clock(60_000, 0), Some(30));
        assert!(plan.optimum > Duration::from_millis(1900), "{plan:?}");
        assert!(plan.optimum < Duration::from_millis(2000), "{plan:?}");
        assert!(plan.maximum >= plan.optimum * 3 && plan.maximum <= Duration::from_secs(45));
        // The last move may use all but the overhead.
        let last = TimePlan::new(&clock(5_000, 0), Some(1));
        assert_eq!(last.maximum, Duration::from_millis(4_980));
        assert_eq!(last.optimum, last.maximum);
        // Without a round limit 25 moves are planned for.
        let open = TimePlan::new(&clock(25_000, 0), None);
        assert_eq!(open.optimum, Duration::from_millis(980));
    }

    #[test]
    fn an_increment_adds_to_each_move_and_nothing_exceeds_the_clock() {
        let without = TimePlan::new(&clock(10_000, 0), Some(10));
        let with = TimePlan::new(&clock(10_000, 1_000), Some(10));
        assert!(with.optimum >= without.optimum + Duration::from_millis(800));
        for left in [1u64, 5, 30, 100, 1_000, 60_000] {
            for moves in [None, Some(1), Some(2), Some(30)] {
                let plan = TimePlan::new(&clock(left, 100), moves);
                assert!(plan.optimum <= plan.maximum, "{left} {moves:?}");
                assert!(
                    plan.maximum <= Duration::from_millis(left).max(Duration::from_millis(1)),
                    "{left} {moves:?}: {plan:?}"
                );
            }
        }
    }

    #[test]
    fn an_unsettled_search_thinks_longer_a_settled_one_shorter() {
        let plan = TimePlan::new(&clock(60_000, 0), Some(30));
        let at = |fraction: f64| plan.optimum.mul_f64(fraction);
        assert!(plan.stop_deepening(at(1.0), 0.0, 1, 0));
        assert!(!plan.stop_deepening(at(0.9), 0.0, 1, 0));
        // A best move that keeps changing, or a falling score: more time.
        assert!(!plan.stop_deepening(at(1.5), 1.0, 0, 0));
        assert!(!plan.stop_deepening(at(1.2), 0.0, 1, 80));
        // The same best move for many depths: less.
        assert!(plan.stop_deepening(at(0.7), 0.0, 5, 0));
        // Never past the maximum.
        assert!(plan.stop_deepening(plan.maximum, 10.0, 0, 100));
    }

    /// A whole Piranhas game of 30 own moves on a one-second clock, each move
    /// taking its plan's optimum (or, the worst case, its maximum): the clock is
    /// spent within the round limit and never runs out.
    #[test]
    fn a_game_on_a_small_clock_spends_it_and_never_runs_out() {
        for take_maximum in [false, true] {
            let mut left = Duration::from_millis(1000);
            for moves_left in (1..=30).rev() {
                let plan = TimePlan::new(&clock(left.as_millis() as u64, 0), Some(moves_left));
                let used = if take_maximum {
                    plan.maximum
                } else {
                    plan.optimum
                } + MOVE_OVERHEAD;
                assert!(
                    used <= left,
                    "move {moves_left} before the end: {plan:?}, {left:?} left"
                );
                left -= used;
            }
            if !take_maximum {
                // Most of the clock went into the moves, not into a reserve.
                assert!(left < Duration::from_millis(100), "{left:?} never used");
            }
        }
    }
}
