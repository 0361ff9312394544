//! One search thread ([`Worker`]): its move ordering statistics, search path and
//! counters, how it notices that it must stop, and the static evaluation as the
//! search uses it. What it does is in the files beside this one: the iterative
//! deepening (`deepening.rs`), the tree search (`negamax.rs`), move ordering
//! (`ordering.rs`) and its reports (`report.rs`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Instant;

use arrayvec::ArrayVec;

use super::limits::EngineOptions;
use crate::Evaluate;
use crate::oracle::Oracle;
use crate::policy::policy;
use crate::score::EVAL_LIMIT;
use crate::table::Table;

/// Deepest ply the search reaches (main search plus quiescence).
pub const MAX_PLY: usize = 128;

/// How often (in nodes) the clock and the stop flag are looked at: well within a
/// millisecond even in the slowest game, so a time limit is kept to the millisecond.
const CHECK_EVERY_NODES: u64 = 256;

/// Entries of the history table per side (moves are hashed into it).
pub(super) const HISTORY_SIZE: usize = 1 << 14;

/// Entries of the evaluation cache: 16 bytes each, 512 KB, about the second-level
/// cache of a core.
const EVAL_CACHE_SIZE: usize = 1 << 15;

/// An entry's value that no evaluation returns (they are clamped to
/// ±[`EVAL_LIMIT`]): the slot is empty.
const NO_EVAL: i32 = i32::MIN;

/// Recent static evaluations by position hash, direct-mapped: iterative
/// deepening and the transpositions of the tree evaluate the same positions again
/// and again. The full hash is compared, so a hit is the evaluation of the same
/// position as surely as a transposition-table hit, and the tree searched is the
/// same as without the cache.
pub(super) struct EvalCache {
    entries: Vec<(u64, i32)>,
}

impl EvalCache {
    fn new() -> EvalCache {
        EvalCache {
            entries: vec![(0, NO_EVAL); EVAL_CACHE_SIZE],
        }
    }

    fn get_or_insert(&mut self, hash: u64, evaluate: impl FnOnce() -> i32) -> i32 {
        let slot = &mut self.entries[hash as usize & (EVAL_CACHE_SIZE - 1)];
        if slot.0 == hash && slot.1 != NO_EVAL {
            return slot.1;
        }
        let value = evaluate();
        *slot = (hash, value);
        value
    }
}

/// What the threads of one search tell each other besides the table.
#[derive(Default)]
pub(super) struct Progress {
    /// Nodes the helpers searched so far, added every [`CHECK_EVERY_NODES`];
    /// the leading thread reports them.
    pub(super) helper_nodes: AtomicU64,
    /// The deepest depth any thread has completed in this search. A thread
    /// whose result the vote may take goes on past it instead of searching a
    /// depth again that another thread has already answered: so the threads
    /// spread over the depths at the frontier even where a depth costs little
    /// more than the one before it.
    pub(super) completed_depth: AtomicU32,
}

impl Progress {
    /// Back to nothing searched, before a search.
    pub(super) fn reset(&self) {
        self.helper_nodes.store(0, Ordering::Relaxed);
        self.completed_depth.store(0, Ordering::Relaxed);
    }
}

/// One search thread: its move ordering statistics, search path and counters.
///
/// The engine keeps its threads' workers side by side in one vector; aligned
/// to 128 bytes (two cache lines, as the CPU fetches them in pairs), no line
/// holds fields of two threads. Unaligned (4,400 bytes), the leading thread's
/// node count, written at every node, shared a line with the next thread's node
/// limit, read at every node, and each thread's node slowed the other's.
#[repr(align(128))]
pub(super) struct Worker<P: Evaluate> {
    pub(super) options: EngineOptions,
    /// 0 for the thread that leads and reports, 1… for helpers.
    pub(super) id: usize,
    pub(super) table: Arc<Table>,
    /// What the threads of the search share besides the table.
    pub(super) progress: Arc<Progress>,
    /// Whether this thread passes over depths another thread has completed
    /// (when the threads vote on the move; never for one thread alone).
    pub(super) skip_completed: bool,
    pub(super) killers: Vec<[Option<P::Move>; 2]>,
    pub(super) history: Vec<i32>,
    /// Hashes of the game's earlier positions, then of the search path.
    pub(super) stack: Vec<u64>,
    pub(super) root_index: usize,
    pub(super) pv: Vec<ArrayVec<P::Move, MAX_PLY>>,
    /// Per ply: whether the move into it was a null move (none twice in a row).
    pub(super) after_null: Vec<bool>,
    pub(super) reductions: [[u8; 64]; 64],
    pub(super) nodes: u64,
    pub(super) seldepth: usize,
    pub(super) started: Instant,
    pub(super) deadline: Option<Instant>,
    pub(super) node_limit: Option<u64>,
    pub(super) stop: Arc<AtomicBool>,
    pub(super) aborted: bool,
    /// The threads of the current search, reported by the leading thread.
    pub(super) search_threads: usize,
    /// The endgame database asked before searching a node (`oracle.rs`).
    pub(super) oracle: Option<Arc<dyn Oracle<P>>>,
    /// Empty unless the game's policy asks for it.
    eval_cache: Option<EvalCache>,
}

impl<P: Evaluate> Worker<P> {
    pub(super) fn new(
        options: EngineOptions,
        id: usize,
        table: Arc<Table>,
        progress: Arc<Progress>,
    ) -> Worker<P> {
        let mut reductions = [[0u8; 64]; 64];
        for (depth, row) in reductions.iter_mut().enumerate().skip(1) {
            for (index, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.5 + (depth as f64).ln() * (index as f64).ln() / 2.25) as u8;
            }
        }
        Worker {
            options,
            id,
            table,
            progress,
            skip_completed: false,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * HISTORY_SIZE],
            stack: Vec::with_capacity(1024),
            root_index: 0,
            pv: (0..=MAX_PLY).map(|_| ArrayVec::new()).collect(),
            after_null: vec![false; MAX_PLY + 1],
            reductions,
            nodes: 0,
            seldepth: 0,
            started: Instant::now(),
            deadline: None,
            node_limit: None,
            stop: Arc::new(AtomicBool::new(false)),
            aborted: false,
            search_threads: 1,
            oracle: None,
            eval_cache: policy(P::KIND).eval_cache.then(EvalCache::new),
        }
    }

    pub(super) fn clear(&mut self) {
        self.history.fill(0);
        self.killers.fill([None; 2]);
        // As the table: a new game may have other rule options, which the hash
        // does not cover.
        if let Some(cache) = &mut self.eval_cache {
            cache.entries.fill((0, NO_EVAL));
        }
    }

    /// A position already on the search path (with the same side to move) is
    /// scored as a draw: going round in circles gains nothing, and Mühle's
    /// threefold repetition would follow.
    pub(super) fn repeats_in_search(&self, hash: u64) -> bool {
        let path = &self.stack[self.root_index..];
        path.iter().rev().skip(1).step_by(2).any(|&h| h == hash)
    }

    pub(super) fn should_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        let out_of_nodes = self.node_limit.is_some_and(|limit| self.nodes >= limit);
        let checkpoint = self.nodes.is_multiple_of(CHECK_EVERY_NODES);
        if checkpoint && self.id > 0 {
            self.progress
                .helper_nodes
                .fetch_add(CHECK_EVERY_NODES, Ordering::Relaxed);
        }
        let told_to_stop = checkpoint
            && (self.stop.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| Instant::now() >= d));
        if out_of_nodes || told_to_stop {
            self.aborted = true;
        }
        self.aborted
    }
}

impl<P: Evaluate> Worker<P> {
    /// The static evaluation, kept clear of the decided-game scores; from the
    /// evaluation cache where the game keeps one.
    pub(super) fn evaluate(&mut self, pos: &P) -> i32 {
        match &mut self.eval_cache {
            Some(cache) => cache.get_or_insert(pos.hash(), || evaluate(pos)),
            None => evaluate(pos),
        }
    }

    /// The static evaluation after a move, from the opponent's view: minus what
    /// the move gains. Orders tactical moves and is handed to the child.
    pub(super) fn child_eval(&mut self, pos: &P, mv: P::Move) -> i32 {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        self.evaluate(&child)
    }
}

/// The static evaluation, kept clear of the decided-game scores.
fn evaluate<P: Evaluate>(pos: &P) -> i32 {
    pos.evaluate().clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use bernstein_rules::ostseeschach::Ostseeschach;

    #[test]
    fn neighbouring_threads_share_no_cache_line() {
        let table = Arc::new(Table::with_megabytes(0));
        let progress = Arc::new(Progress::default());
        let workers: Vec<Worker<Ostseeschach>> = (0..3)
            .map(|id| {
                Worker::new(
                    EngineOptions::default(),
                    id,
                    table.clone(),
                    progress.clone(),
                )
            })
            .collect();
        let block = |address: usize| address / 128;
        for pair in workers.windows(2) {
            let last_of_first =
                &pair[0] as *const _ as usize + size_of::<Worker<Ostseeschach>>() - 1;
            let first_of_second = &pair[1] as *const _ as usize;
            assert!(block(last_of_first) < block(first_of_second));
            // The counter written at every node, away from the next thread's fields.
            assert!(block(&pair[0].nodes as *const _ as usize) < block(first_of_second));
        }
    }
}
