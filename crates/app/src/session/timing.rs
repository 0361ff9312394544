//! A timed game's clocks as the session keeps them: each move's time left is in
//! its annotation, the running turn in [`crate::clock::Clocks`], and what the
//! clocks show and when a side lost on time the game's referee says
//! ([`Session::referee_at`]).

use std::time::{Duration, Instant};

use super::Session;
use bernstein_arena::Reply;
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
    /// game is not timed), as the referee reads it: for the side to move it
    /// counts down while its clock runs, from its second move on (the first is
    /// free of the clock); a side that lost on time here has nothing left, also
    /// in a game opened again.
    pub fn clock_left(&self, side: Side, now: Instant) -> Option<Duration> {
        let used = self.clocks.as_ref()?.used(self.current, now);
        match self.kept_referee(self.current) {
            Some(referee) => referee.clock_shows(side, used),
            None => self.referee_at(self.current).clock_shows(side, used),
        }
    }

    /// Whether the clock of the side to move at the node shown runs.
    pub fn clock_running(&self) -> bool {
        self.clocks
            .as_ref()
            .is_some_and(|clocks| clocks.is_running(self.current))
    }

    /// Lets the side to move's clock run (`running`, and only where the game goes
    /// on: the end of its line shown, not decided, and not on the side's first
    /// move, which is free of the clock) or stand at `now`; when the referee
    /// finds the time used is past the clock, the game ends on time. Returns
    /// whether it did.
    pub fn tick_clocks(&mut self, running: bool, now: Instant) -> bool {
        let live = self.can_decide();
        let node = self.current;
        let side = self.current_position().side_to_move();
        let moved = bernstein_arena::clock::runs(self.clock_after_last_move(side, node));
        let Some(clocks) = &mut self.clocks else {
            return false;
        };
        clocks.tick(node, running && live && moved, now);
        let used = clocks.used(node, now);
        if !live {
            return false;
        }
        let mut referee = self.take_referee(node);
        let Some(turn) = referee.turn().filter(|turn| turn.late(used).is_some()) else {
            self.keep_referee(node, referee);
            return false;
        };
        referee.judge(&turn, Reply::Late(used));
        if !self.settle(node, &referee) {
            return false;
        }
        if let Some(clocks) = &mut self.clocks {
            clocks.tick(node, false, now);
        }
        true
    }
}
