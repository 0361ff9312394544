//! A timed game's clocks as the session keeps them: each move's time left is in
//! its annotation, the running turn in [`crate::clock::Clocks`].

use std::time::{Duration, Instant};

use super::{Decision, Session};
use bernstein_records::tree::NodeId;
use bernstein_rules::{Position, Side};

impl<P: Position> Session<P> {
    /// What `side` had left after its last move on the path to `id`, as the tree
    /// keeps it (`None`: no timed move of that side yet).
    pub(super) fn clock_after_last_move(&self, side: Side, id: NodeId) -> Option<Duration> {
        let path = self.tree.path_to(id);
        path.iter().rev().find_map(|&node| {
            let parent = self.tree.parent(node)?;
            if self.position(parent).side_to_move() != side {
                return None;
            }
            let clock = self.tree.annotation(node)?.clock?;
            Some(Duration::from_millis(clock))
        })
    }

    /// The time `side` has on its clock at the node shown at `now` (`None`: the
    /// game is not timed). For the side to move it counts down while its clock
    /// runs: from its second move on, the first being free of the clock.
    pub fn clock_left(&self, side: Side, now: Instant) -> Option<Duration> {
        let clocks = self.clocks.as_ref()?;
        // A side that lost on time here had nothing left, also in a game opened
        // again (its last turn's time is not kept, only that it ran out).
        if self.decision(self.current) == Some(Decision::OutOfTime(side)) {
            return Some(Duration::ZERO);
        }
        let after_last_move = self.clock_after_last_move(side, self.current);
        if self.current_position().side_to_move() != side {
            return Some(clocks.turn_start(after_last_move));
        }
        Some(clocks.left_in_turn(after_last_move, clocks.used(self.current, now)))
    }

    /// Whether the clock of the side to move at the node shown runs.
    pub fn clock_running(&self) -> bool {
        self.clocks
            .as_ref()
            .is_some_and(|clocks| clocks.is_running(self.current))
    }

    /// Lets the side to move's clock run (`running`, and only where the game goes
    /// on: the end of its line shown, not decided, and not on the side's first
    /// move, which is free of the clock) or stand at `now`; a clock that ran out
    /// ends the game. Returns whether it did.
    pub fn tick_clocks(&mut self, running: bool, now: Instant) -> bool {
        let live = self.can_decide();
        let node = self.current;
        let side = self.current_position().side_to_move();
        let moved = bernstein_arena::clock::runs(self.clock_after_last_move(side, node));
        let Some(clocks) = &mut self.clocks else {
            return false;
        };
        clocks.tick(node, running && live && moved, now);
        if live && self.clock_left(side, now) == Some(Duration::ZERO) {
            self.decide_at(node, Decision::OutOfTime(side));
            if let Some(clocks) = &mut self.clocks {
                clocks.tick(node, false, now);
            }
            return true;
        }
        false
    }
}
