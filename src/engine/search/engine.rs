//! The engine handle: [`Engine`] keeps the transposition table and its search
//! threads between searches, and runs a search on one thread or, with helpers
//! beside the leading thread, as Lazy SMP.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;

use super::limits::{EngineOptions, Limits, MAX_THREADS, SearchParams};
use super::report::{SearchInfo, SearchResult, nps};
use super::worker::Worker;
use crate::engine::oracle::Oracle;
use crate::engine::table::Table;
use crate::rules::Evaluate;

/// Stack for a search thread: the recursion keeps a move list per ply.
pub const SEARCH_STACK_BYTES: usize = 32 * 1024 * 1024;

/// A search engine for one game. It keeps its transposition table and move
/// ordering statistics between searches, so one engine per player in a game plays
/// faster and better than a fresh one per move. With several threads
/// ([`EngineOptions::threads`], [`Engine::set_threads`]) the first one leads the
/// search and reports; the others search the same position with their own move
/// ordering statistics and some depths skipped, filling the shared table.
pub struct Engine<P: Evaluate> {
    options: EngineOptions,
    table: Arc<Table>,
    workers: Vec<Worker<P>>,
    /// Nodes searched by the helper threads in the current search, so far.
    helper_nodes: Arc<AtomicU64>,
    /// An endgame database the threads ask (see [`Engine::set_oracle`]).
    oracle: Option<Arc<dyn Oracle<P>>>,
}

impl<P: Evaluate> Default for Engine<P> {
    fn default() -> Engine<P> {
        Engine::new(EngineOptions::default())
    }
}

impl<P: Evaluate> Engine<P> {
    pub fn new(options: EngineOptions) -> Engine<P> {
        let table = Arc::new(Table::with_megabytes(options.table_megabytes));
        let helper_nodes = Arc::new(AtomicU64::new(0));
        let threads = options.threads.clamp(1, MAX_THREADS);
        let workers = (0..threads)
            .map(|id| Worker::new(options, id, table.clone(), helper_nodes.clone()))
            .collect();
        Engine {
            options: EngineOptions { threads, ..options },
            table,
            workers,
            helper_nodes,
            oracle: None,
        }
    }

    /// Searches with an oracle (an endgame database) from the next search on, or
    /// without one (`None`): each node the oracle knows is scored by it instead of
    /// being searched, and a root it knows is answered by its ranking of the moves.
    pub fn set_oracle(&mut self, oracle: Option<Arc<dyn Oracle<P>>>) {
        for worker in &mut self.workers {
            worker.oracle = oracle.clone();
        }
        self.oracle = oracle;
    }

    /// Whether the engine searches with an oracle.
    pub fn has_oracle(&self) -> bool {
        self.oracle.is_some()
    }

    /// The options the engine was made with, with its current number of threads.
    pub fn options(&self) -> EngineOptions {
        self.options
    }

    /// Searches with `threads` threads from the next search on (1 to [`MAX_THREADS`]);
    /// the table and what the first thread learnt are kept.
    pub fn set_threads(&mut self, threads: usize) {
        let threads = threads.clamp(1, MAX_THREADS);
        self.options.threads = threads;
        self.workers.truncate(threads);
        while self.workers.len() < threads {
            let id = self.workers.len();
            let mut worker = Worker::new(
                self.options,
                id,
                self.table.clone(),
                self.helper_nodes.clone(),
            );
            worker.oracle = self.oracle.clone();
            self.workers.push(worker);
        }
    }

    /// Forgets what earlier searches learnt (use between unrelated games for
    /// reproducible results).
    pub fn clear(&mut self) {
        self.table.clear();
        for worker in &mut self.workers {
            worker.clear();
        }
    }

    /// Searches `root` and returns the move to play.
    ///
    /// `history` holds the hashes of the game's positions before `root`, oldest
    /// first (for Mühle's repetition rule; `Game::hashes()` without its last
    /// element). `stop` ends the search within about a millisecond when set;
    /// `on_info` is called after every completed depth. The nodes reported
    /// include those of the helper threads.
    pub fn search(
        &mut self,
        root: &P,
        history: &[u64],
        params: &SearchParams,
        stop: Arc<AtomicBool>,
        on_info: impl FnMut(&SearchInfo<P::Move>),
    ) -> SearchResult<P::Move> {
        self.table.new_search();
        self.helper_nodes.store(0, Ordering::Relaxed);
        let single = self.workers.len() == 1 || params.limits.nodes.is_some();
        let (main, helpers) = self
            .workers
            .split_first_mut()
            .expect("an engine has at least one thread");
        main.search_threads = if single { 1 } else { 1 + helpers.len() };
        if single {
            return main.search(root, history, params, stop, on_info);
        }
        let helpers_stop = Arc::new(AtomicBool::new(false));
        let helper_params = SearchParams::new(Limits::infinite());
        let mut result = thread::scope(|scope| {
            for helper in helpers.iter_mut() {
                let helper_stop = helpers_stop.clone();
                let helper_params = &helper_params;
                // A helper that cannot be started is simply missing.
                let _ = thread::Builder::new()
                    .name("bernstein-helper".to_string())
                    .stack_size(SEARCH_STACK_BYTES)
                    .spawn_scoped(scope, move || {
                        helper.search(root, history, helper_params, helper_stop, |_| {});
                    });
            }
            let result = main.search(root, history, params, stop, on_info);
            helpers_stop.store(true, Ordering::Relaxed);
            result
        });
        let nodes = main.nodes + helpers.iter().map(|h| h.nodes).sum::<u64>();
        result.info.nodes = nodes;
        result.info.nps = nps(nodes, result.info.elapsed);
        result
    }
}
