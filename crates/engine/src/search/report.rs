//! What a search reports: its best lines ([`PvLine`]), its progress after each
//! depth ([`SearchInfo`]) and its end ([`SearchResult`]), and how a thread fills
//! them in.

use std::sync::atomic::Ordering;
use std::time::Duration;

use super::worker::Worker;
use crate::Evaluate;
use crate::score::{self, ScoreView};
use bernstein_rules::Side;

/// One of the best lines of a search: its first move, score and depth belong together.
#[derive(Clone, Debug, PartialEq)]
pub struct PvLine<M> {
    /// Score for the side to move at the root (see [`crate::score`]).
    pub score: i32,
    /// Depth to which this line's first move was searched.
    pub depth: u32,
    /// The line of play; `pv[0]` is its first move (never empty).
    pub pv: Vec<M>,
}

impl<M: Copy> PvLine<M> {
    /// The line's first move.
    pub fn first_move(&self) -> M {
        self.pv[0]
    }
}

/// Progress of a search after a completed depth (or its final state).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo<M> {
    /// Completed depth of the full-width search.
    pub depth: u32,
    /// Deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Score for the side to move at the root (see [`crate::score`]).
    pub score: i32,
    /// The principal variation from the root; `pv[0]` is the best move.
    pub pv: Vec<M>,
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    pub elapsed: Duration,
    /// The best move of the search at this point (`None` only when the game is over).
    pub best_move: Option<M>,
    /// The best lines, best first, with distinct first moves: as many as
    /// [`SearchParams::lines`] asked for (fewer when there are fewer legal moves,
    /// none when the game is over). `lines[0]` is the line of `best_move`, `score`,
    /// `depth` and `pv`.
    ///
    /// [`SearchParams::lines`]: super::SearchParams::lines
    pub lines: Vec<PvLine<M>>,
    /// The threads searching (1 for searches limited by nodes, else the engine's).
    pub threads: usize,
}

impl<M> SearchInfo<M> {
    /// What the score means: an evaluation or a seen win/loss with its distance.
    pub fn score_view(&self) -> ScoreView {
        ScoreView::of(self.score)
    }

    /// The score from the first player's (Red's or White's) view, given the root's side to move.
    pub fn score_for_first_player(&self, side_to_move: Side) -> i32 {
        score::for_first_player(self.score, side_to_move)
    }
}

/// A finished search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The move to play: the best move, or at low levels the move drawn by
    /// temperature. `None` exactly when the game at the root is over.
    pub best_move: Option<M>,
    /// The last completed depth's information (score, PV, depth), with the final
    /// node count and time.
    pub info: SearchInfo<M>,
}

impl<P: Evaluate> Worker<P> {
    /// This thread's report of a search at `depth` so far, without its lines.
    pub(super) fn info(
        &self,
        depth: u32,
        score: i32,
        pv: Vec<P::Move>,
        best_move: Option<P::Move>,
    ) -> SearchInfo<P::Move> {
        let elapsed = self.started.elapsed();
        SearchInfo {
            depth,
            seldepth: self.seldepth as u32,
            score,
            pv,
            nodes: self.all_nodes(),
            nps: nps(self.all_nodes(), elapsed),
            elapsed,
            best_move,
            lines: Vec::new(),
            threads: self.search_threads,
        }
    }

    /// This thread's nodes, and for the leading thread those of the helpers too.
    fn all_nodes(&self) -> u64 {
        if self.id == 0 {
            self.nodes + self.progress.helper_nodes.load(Ordering::Relaxed)
        } else {
            self.nodes
        }
    }
}

/// Nodes per second over `elapsed` (0 before any time has passed).
pub(super) fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        (nodes as f64 / seconds) as u64
    } else {
        0
    }
}
