//! The clocks of a timed game, without drawing: the [`TimeControl`] and the turn
//! being timed ([`Clocks`], a stopwatch of the time used), while what a clock
//! shows, what is left after a move and when a side has lost on time is the
//! game's referee's ([`bernstein_arena::Referee`], as in every game of the
//! arena), and the computer's limits by its clock ([`limit_by_clock`]) the
//! arena's arithmetic. Every function takes the time `now` from its caller,
//! so the stopwatch is tested without waiting.
//!
//! The time each side had left after its moves is kept in the move tree (each
//! node's annotation, [`bernstein_records::Annotation::clock`]); what is kept here is
//! only the turn at the node where the game goes on: how much of it was used, and
//! since when the clock runs. Navigating away or pausing stops it, so only a
//! live, shown position with a side to move uses time.

use std::time::{Duration, Instant};

use bernstein_arena::clock;
pub use bernstein_arena::clock::TimeControl;
use bernstein_engine::Limits;
use bernstein_records::tree::NodeId;

/// The turn being timed: at which node, how much of it was used while the clock
/// stood, and since when it runs (`None`: it stands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    node: NodeId,
    used: Duration,
    since: Option<Instant>,
}

/// A timed game's clocks. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    pub control: TimeControl,
    turn: Option<Turn>,
}

impl Clocks {
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            control,
            turn: None,
        }
    }

    /// Lets the clock of the turn at `node` run (`running`) or stand from `now`.
    /// A turn at another node where the clock runs is a new turn (a move was
    /// played, or taken back); while the clock stands the turn is kept, so that
    /// looking at an earlier move and coming back gives no time away.
    pub fn tick(&mut self, node: NodeId, running: bool, now: Instant) {
        match &mut self.turn {
            // The clock of the turn runs on, starts again, or stops (also when
            // another node is shown: the turn's clock stands meanwhile).
            Some(turn) if turn.node == node || !running => {
                if running {
                    turn.since.get_or_insert(now);
                } else if let Some(since) = turn.since.take() {
                    turn.used += now.saturating_duration_since(since);
                }
            }
            _ if running => {
                self.turn = Some(Turn {
                    node,
                    used: Duration::ZERO,
                    since: Some(now),
                })
            }
            _ => {}
        }
    }

    /// How much of the turn at `node` was used by `now` (nothing for a node whose
    /// turn is not timed).
    pub fn used(&self, node: NodeId, now: Instant) -> Duration {
        match self.turn {
            Some(turn) if turn.node == node => {
                turn.used
                    + turn
                        .since
                        .map_or(Duration::ZERO, |since| now.saturating_duration_since(since))
            }
            _ => Duration::ZERO,
        }
    }

    /// Whether the clock of the turn at `node` runs.
    pub fn is_running(&self, node: NodeId) -> bool {
        self.turn
            .is_some_and(|turn| turn.node == node && turn.since.is_some())
    }

    /// Forgets the turn: the next starts afresh (after a take back, the side to
    /// move has the time it had before the move taken back).
    pub fn reset_turn(&mut self) {
        self.turn = None;
    }
}

/// What answering a move costs the app beyond the search: the frames between the
/// search's end and the move on the board (a busy machine draws them late).
const FRAME_OVERHEAD: Duration = Duration::from_millis(100);

/// Limits a computer player's search by its clock, `left` being its time, as
/// the arena limits every engine by its clock ([`clock::limit_by_clock`]), with
/// the app's overhead per move.
pub fn limit_by_clock(limits: &mut Limits, control: TimeControl, left: Duration) {
    clock::limit_by_clock(limits, control, left, FRAME_OVERHEAD);
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_records::MoveTree;
    use bernstein_records::tree::NodeId;

    fn nodes() -> (NodeId, NodeId) {
        let mut tree = MoveTree::new();
        let first = tree.add_move(MoveTree::ROOT, "d2");
        (MoveTree::ROOT, first)
    }

    const BLITZ: TimeControl = TimeControl::Game {
        base_ms: 300_000,
        increment_ms: 3000,
    };

    #[test]
    fn a_turn_uses_only_the_time_its_clock_runs() {
        let (root, first) = nodes();
        let start = Instant::now();
        let at = |ms| start + Duration::from_millis(ms);
        let mut clocks = Clocks::new(BLITZ);
        assert_eq!(clocks.used(root, start), Duration::ZERO);
        clocks.tick(root, true, at(0));
        assert!(clocks.is_running(root));
        assert_eq!(clocks.used(root, at(1500)), Duration::from_millis(1500));
        // Looking at another move (or a pause) stops the clock; the turn is kept.
        clocks.tick(root, false, at(2000));
        assert!(!clocks.is_running(root));
        assert_eq!(clocks.used(root, at(9000)), Duration::from_millis(2000));
        clocks.tick(root, true, at(9000));
        assert_eq!(clocks.used(root, at(9500)), Duration::from_millis(2500));
        // Showing another node where no clock runs stops the turn's clock too.
        clocks.tick(first, false, at(9500));
        assert_eq!(clocks.used(root, at(9900)), Duration::from_millis(2500));
        clocks.tick(root, true, at(9900));
        assert!(clocks.is_running(root));
        // A move: the next turn starts at nothing used.
        clocks.tick(first, true, at(9500));
        assert_eq!(clocks.used(first, at(10_000)), Duration::from_millis(500));
        assert_eq!(clocks.used(root, at(10_000)), Duration::ZERO);
        clocks.reset_turn();
        assert_eq!(clocks.used(first, at(10_000)), Duration::ZERO);
    }

    #[test]
    fn the_computer_plans_a_game_clock_by_the_moves_left_and_a_move_time_with_a_margin() {
        // Time per game: the engine's time manager gets the clock with the app's
        // overhead; the level's own limits stay.
        let mut limits = Limits::nodes(20_000);
        limit_by_clock(&mut limits, BLITZ, Duration::from_secs(300));
        let clock = limits.clock.expect("a clock");
        assert_eq!(clock.left, Duration::from_secs(300));
        assert_eq!(clock.increment, Duration::from_secs(3));
        assert_eq!(clock.overhead, FRAME_OVERHEAD);
        assert_eq!(limits.nodes, Some(20_000));
        assert_eq!(limits.movetime, None);
        // A tiny clock is planned within what is left, overhead included.
        let tiny = TimeControl::Game {
            base_ms: 300,
            increment_ms: 0,
        };
        for left in [1, 50, 300, 600, 1000, 5000] {
            let left = Duration::from_millis(left);
            let mut limits = Limits::default();
            limit_by_clock(&mut limits, tiny, left);
            let plan = bernstein_engine::TimePlan::new(&limits.clock.unwrap(), Some(20));
            // Within what is left, overhead included; a clock shorter than two
            // overheads still gives a move a small share (a short clock
            // searches), never more than a third of what is left.
            if left > FRAME_OVERHEAD * 2 {
                assert!(
                    plan.maximum + FRAME_OVERHEAD <= left,
                    "{plan:?} of {left:?}"
                );
            } else {
                assert!(plan.maximum <= left / 3, "{plan:?} of {left:?}");
            }
        }
        // A time per move: that time less the margin, never more than the level's own.
        let per_move = TimeControl::PerMove { ms: 2000 };
        let mut limits = Limits::default();
        limit_by_clock(&mut limits, per_move, Duration::from_secs(2));
        assert_eq!(limits.movetime, Some(Duration::from_millis(1600)));
        assert_eq!(limits.clock, None);
        let mut level = Limits::movetime(Duration::from_millis(500));
        limit_by_clock(&mut level, per_move, Duration::from_secs(2));
        assert_eq!(level.movetime, Some(Duration::from_millis(500)));
    }
}
