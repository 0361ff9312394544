//! The time manager: how much of a clock one move may use. From the time left,
//! the increment and the moves still to come (by the round limit where the game
//! has one, else an estimate) it plans an optimum and a maximum; the search stops
//! deepening after the optimum, stretched while the best move keeps changing or
//! the score falls and shrunk while it stays the same, and never runs past the
//! maximum. A fixed time per move (the competition's) is not planned: it is used
//! to its end (see [`super::time_margin`]).

use std::time::Duration;

/// The time kept back per move for answering (the engine's thread, a pipe, a
/// front-end drawing the move).
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(20);

/// Moves planned for when the game has no round limit and the clock no control.
const DEFAULT_MOVES_TO_GO: u32 = 25;

/// Moves planned for beyond those left (see [`TimePlan::new`]).
const RESERVE_MOVES: u32 = 3;

/// How many times its share a move may take when its search is unsettled.
const STRETCH: u32 = 3;

/// The share of a move's time after which no new depth is begun.
const BEGIN_SHARE: f64 = 0.6;

/// The most moves the clock is shared over: a long game's early moves get a bit
/// more, which pays since most games are decided before a round limit.
const MOST_MOVES_TO_GO: u32 = 30;

/// On a short clock, the least a move gets: the time left divided by this
/// many times the moves planned for.
const SHORT_CLOCK_SHARE: u32 = 4;

/// A side's clock as a search sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left for the rest of the game.
    pub left: Duration,
    /// Added after every move.
    pub increment: Duration,
    /// Moves until the next time control, if the clock has one.
    pub moves_to_go: Option<u32>,
    /// What answering a move costs beyond the search, kept back for every move
    /// still to come: the engine's thread and pipe ([`MOVE_OVERHEAD`]), and a
    /// desktop front-end's frames more.
    pub overhead: Duration,
}

impl Clock {
    /// A clock with `left` and `increment`, no time control and the engine's own
    /// [`MOVE_OVERHEAD`].
    pub fn new(left: Duration, increment: Duration) -> Clock {
        Clock {
            left,
            increment,
            moves_to_go: None,
            overhead: MOVE_OVERHEAD,
        }
    }
}

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
        // A few moves more than are left are planned for: a busy machine answers
        // later than the overhead says, and the reserve pays for it.
        let planned = moves + RESERVE_MOVES;
        // The time for the planned moves, with the increments still to come and
        // less what answering them costs.
        let available =
            (clock.left + clock.increment * (moves - 1)).saturating_sub(clock.overhead * planned);
        // A short clock (600 ms for a whole game) leaves nothing once every move's
        // overhead is kept back; the overhead is a reserve for a busy machine, not
        // what an answer costs, so such a clock still gives each move a share of
        // its own: a quarter of an even share. A search of a millisecond already
        // reaches a useful depth.
        let optimum = (available / planned).max(clock.left / (planned * SHORT_CLOCK_SHARE));
        // A move may stretch to a few times its share, never to more than a third
        // of the clock: the moves after it keep their time.
        let maximum = (optimum * STRETCH).min(clock.left.saturating_sub(clock.overhead) / 3);
        let maximum = maximum.max(optimum.min(clock.left / 3));
        TimePlan {
            optimum: optimum.min(maximum),
            maximum,
        }
    }

    /// Whether to stop deepening after `elapsed`, given how unsettled the search
    /// is: `changes` is a decaying count of best-move changes in recent depths,
    /// `stable_depths` how many depths in a row kept the best move, and
    /// `score_drop` how far the score fell since the previous depth (0 if not).
    /// The next depth takes longer than all before it, so a depth is not begun
    /// after `BEGIN_SHARE` (60 %) of the time the move may take: started later, it would
    /// run on to the maximum.
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
        let factor = (instability * stability * falling).min(STRETCH as f64);
        let soft = (self.optimum.as_secs_f64() * factor).min(self.maximum.as_secs_f64());
        elapsed.as_secs_f64() >= soft * BEGIN_SHARE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(left_ms: u64, increment_ms: u64) -> Clock {
        Clock::new(
            Duration::from_millis(left_ms),
            Duration::from_millis(increment_ms),
        )
    }

    #[test]
    fn the_moves_left_share_the_clock() {
        // 30 moves left (turn 0 of Piranhas) and three in reserve, a minute: a
        // little under two seconds each.
        let plan = TimePlan::new(&clock(60_000, 0), Some(30));
        assert_eq!(plan.optimum, Duration::from_millis(60_000 - 20 * 33) / 33);
        assert_eq!(plan.maximum, plan.optimum * 3);
        // The last move keeps a reserve too: at most a third of the clock.
        let last = TimePlan::new(&clock(5_000, 0), Some(1));
        assert_eq!(last.maximum, Duration::from_millis(4_980) / 3);
        assert_eq!(last.optimum, Duration::from_millis(5_000 - 20 * 4) / 4);
        // Without a round limit 25 moves (and the reserve) are planned for.
        let open = TimePlan::new(&clock(25_000, 0), None);
        assert_eq!(open.optimum, Duration::from_millis(25_000 - 20 * 28) / 28);
    }

    #[test]
    fn an_increment_adds_to_each_move_and_nothing_exceeds_the_clock() {
        let without = TimePlan::new(&clock(10_000, 0), Some(10));
        let with = TimePlan::new(&clock(10_000, 1_000), Some(10));
        // Nine increments still to come, shared over the 13 moves planned for.
        assert_eq!(
            with.optimum,
            without.optimum + Duration::from_millis(9 * 1_000) / 13
        );
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
    fn a_short_clock_still_gives_every_move_time_to_search() {
        // 600 ms for the 30 moves of a round-limited game: the overhead kept
        // back for every move would take it all.
        let plan = TimePlan::new(&clock(600, 0), Some(30));
        assert_eq!(plan.optimum, Duration::from_millis(600) / (33 * 4));
        assert_eq!(plan.maximum, plan.optimum * 3);
        // Less than the overhead itself: still a share, within the clock.
        let plan = TimePlan::new(&clock(10, 0), Some(30));
        assert!(plan.optimum > Duration::ZERO);
        assert!(plan.maximum <= Duration::from_millis(10) / 3);
    }

    #[test]
    fn an_unsettled_search_thinks_longer_a_settled_one_shorter() {
        let plan = TimePlan::new(&clock(60_000, 0), Some(30));
        let at = |fraction: f64| plan.optimum.mul_f64(fraction);
        // No depth is begun after 60 % of the optimum when all is calm.
        assert!(plan.stop_deepening(at(0.6), 0.0, 1, 0));
        assert!(!plan.stop_deepening(at(0.5), 0.0, 1, 0));
        // A best move that keeps changing, or a falling score: more time.
        assert!(!plan.stop_deepening(at(1.4), 1.0, 0, 0));
        assert!(!plan.stop_deepening(at(0.8), 0.0, 1, 80));
        // The same best move for many depths: less.
        assert!(plan.stop_deepening(at(0.4), 0.0, 5, 0));
        // Never past the maximum.
        assert!(plan.stop_deepening(plan.maximum, 10.0, 0, 100));
    }

    /// Whole Piranhas games of 30 own moves, each move taking its plan's optimum
    /// or, the worst case, its maximum, and answering after `answer_ms` (the
    /// overhead or, on a busy machine, twice it; a front-end that gives a whole
    /// game 600 ms answers within a few): the clock is spent within the round
    /// limit, never runs out, and every move searches.
    #[test]
    fn a_game_on_a_small_clock_spends_it_and_never_runs_out() {
        for (clock_ms, take_maximum, answer_ms) in [
            (1_000, false, 20),
            (1_000, true, 10),
            (3_000, false, 40),
            (3_000, true, 20),
            (600, false, 5),
            (600, true, 5),
        ] {
            let mut left = Duration::from_millis(clock_ms);
            for moves_left in (1..=30).rev() {
                let plan = TimePlan::new(&clock(left.as_millis() as u64, 0), Some(moves_left));
                let thought = if take_maximum {
                    plan.maximum
                } else {
                    plan.optimum
                };
                assert!(
                    thought >= Duration::from_millis(1),
                    "{clock_ms} ms, move {moves_left} before the end: {plan:?} does not search"
                );
                let used = thought + Duration::from_millis(answer_ms);
                assert!(
                    used <= left,
                    "{clock_ms} ms, move {moves_left} before the end: {plan:?}, {left:?} left"
                );
                left -= used;
            }
            if !take_maximum && clock_ms >= 1_000 {
                // Most of the clock went into the moves, not into a reserve (a
                // short clock's shares are a quarter of even ones, and keep more).
                assert!(
                    left * 8 < Duration::from_millis(clock_ms),
                    "{left:?} of {clock_ms} ms never used"
                );
            }
        }
    }
}
