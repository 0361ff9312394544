//! The engine handle: [`Engine`] keeps the transposition table and its search
//! threads between searches, and runs a search on one thread or, with helpers
//! beside the leading thread, as Lazy SMP.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Instant;

use super::limits::{EngineOptions, Limits, MAX_THREADS, SearchParams};
use super::report::{PvLine, SearchInfo, SearchResult, nps};
use super::worker::{Progress, Worker};
use crate::Evaluate;
use crate::oracle::Oracle;
use crate::score;
use crate::table::Table;

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
    /// What the threads of the current search share besides the table.
    progress: Arc<Progress>,
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
        let progress = Arc::new(Progress::default());
        let threads = options.threads.clamp(1, MAX_THREADS);
        let workers = (0..threads)
            .map(|id| Worker::new(options, id, table.clone(), progress.clone()))
            .collect();
        Engine {
            options: EngineOptions { threads, ..options },
            table,
            workers,
            progress,
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
            let mut worker =
                Worker::new(self.options, id, self.table.clone(), self.progress.clone());
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
        let started = Instant::now();
        self.table.new_search();
        self.progress.reset();
        let single = self.workers.len() == 1 || params.limits.nodes.is_some();
        let (main, helpers) = self
            .workers
            .split_first_mut()
            .expect("an engine has at least one thread");
        main.search_threads = if single { 1 } else { 1 + helpers.len() };
        // Several lines and a level's drawn move are the leading thread's own
        // (see below): then it searches every depth itself.
        let votes = params.lines <= 1 && params.temperature == 0;
        main.skip_completed = !single && votes;
        for helper in helpers.iter_mut() {
            helper.skip_completed = true;
        }
        if single {
            return main.search(root, history, params, stop, on_info);
        }
        let helpers_stop = Arc::new(AtomicBool::new(false));
        let helper_params = SearchParams::new(Limits::infinite());
        let (main_result, helper_results) = thread::scope(|scope| {
            // A helper that cannot be started is simply missing.
            let running: Vec<_> = helpers
                .iter_mut()
                .filter_map(|helper| {
                    let helper_stop = helpers_stop.clone();
                    let helper_params = &helper_params;
                    thread::Builder::new()
                        .name("bernstein-helper".to_string())
                        .stack_size(SEARCH_STACK_BYTES)
                        .spawn_scoped(scope, move || {
                            helper.search(root, history, helper_params, helper_stop, |_| {})
                        })
                        .ok()
                })
                .collect();
            let result = main.search(root, history, params, stop, on_info);
            helpers_stop.store(true, Ordering::Relaxed);
            let helper_results: Vec<_> =
                running.into_iter().filter_map(|h| h.join().ok()).collect();
            (result, helper_results)
        });
        // Several lines and a level's drawn move are the leading thread's; a
        // plain search takes the move the threads vote for.
        let mut result = if votes {
            vote(main_result, helper_results)
        } else {
            main_result
        };
        // The helpers' nodes count, and so does the time until they stopped.
        let nodes = main.nodes + helpers.iter().map(|h| h.nodes).sum::<u64>();
        result.info.nodes = nodes;
        result.info.elapsed = started.elapsed();
        result.info.nps = nps(nodes, result.info.elapsed);
        result
    }
}

/// The threads' vote on the move to play (as Stockfish's threads vote): each
/// thread's move gets the thread's score above the lowest plus a little, times the
/// depth it completed, so a move that deeper searches and several threads agree
/// on wins; a proven win goes to the thread that wins soonest. The leading
/// thread's result stands when no other thread beats it, and keeps its time.
fn vote<M: Copy + Eq>(main: SearchResult<M>, helpers: Vec<SearchResult<M>>) -> SearchResult<M> {
    let elapsed = main.info.elapsed;
    let counts = |r: &SearchResult<M>| r.best_move.is_some() && r.info.depth > 0;
    if !counts(&main) {
        // The leading thread completed no depth (or the game is over): its move
        // as it found it.
        return main;
    }
    let candidates: Vec<SearchResult<M>> = std::iter::once(main)
        .chain(helpers.into_iter().filter(counts))
        .collect();
    let lowest = candidates
        .iter()
        .map(|r| r.info.score)
        .min()
        .expect("the leading thread is a candidate");
    let weight = |r: &SearchResult<M>| (r.info.score - lowest + 14) as i64 * r.info.depth as i64;
    let votes = |mv: Option<M>| -> i64 {
        candidates
            .iter()
            .filter(|r| r.best_move == mv)
            .map(weight)
            .sum()
    };
    let mut best = 0;
    for (i, candidate) in candidates.iter().enumerate().skip(1) {
        let leader = &candidates[best];
        let wins = |r: &SearchResult<M>| score::is_decided(r.info.score) && r.info.score > 0;
        let better = if wins(leader) || wins(candidate) {
            candidate.info.score > leader.info.score
        } else {
            votes(candidate.best_move) > votes(leader.best_move)
        };
        if better {
            best = i;
        }
    }
    let mut chosen = candidates.into_iter().nth(best).expect("a candidate");
    if best != 0 {
        chosen.info.lines = vec![PvLine {
            score: chosen.info.score,
            depth: chosen.info.depth,
            pv: chosen.info.pv.clone(),
        }];
    }
    chosen.info.elapsed = elapsed;
    chosen
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn result(mv: u8, score: i32, depth: u32) -> SearchResult<u8> {
        SearchResult {
            best_move: Some(mv),
            info: SearchInfo {
                depth,
                seldepth: depth,
                score,
                pv: vec![mv],
                nodes: 100,
                nps: 0,
                elapsed: Duration::from_millis(depth as u64),
                best_move: Some(mv),
                lines: vec![PvLine {
                    score,
                    depth,
                    pv: vec![mv],
                }],
                threads: 3,
            },
        }
    }

    #[test]
    fn the_threads_vote_for_the_move_they_agree_on() {
        // Two helpers agree on move 2 at depth 9; the leader saw move 1 at depth 8.
        let chosen = vote(result(1, 30, 8), vec![result(2, 25, 9), result(2, 20, 9)]);
        assert_eq!(chosen.best_move, Some(2));
        assert_eq!(chosen.info.depth, 9);
        assert_eq!(chosen.info.pv, vec![2]);
        assert_eq!(
            chosen.info.elapsed,
            Duration::from_millis(8),
            "the leader's time"
        );
        // One helper alone, shallower and worse, does not outvote the leader.
        let chosen = vote(result(1, 30, 8), vec![result(2, 10, 7)]);
        assert_eq!(chosen.best_move, Some(1));
    }

    #[test]
    fn a_proven_win_beats_any_number_of_votes() {
        let win = score::win_in(5);
        let chosen = vote(
            result(1, 40, 10),
            vec![result(3, win, 6), result(1, 40, 10), result(1, 40, 10)],
        );
        assert_eq!(chosen.best_move, Some(3));
        // The sooner win of two.
        let chosen = vote(
            result(3, score::win_in(7), 8),
            vec![result(4, score::win_in(3), 6)],
        );
        assert_eq!(chosen.best_move, Some(4));
    }

    #[test]
    fn a_leader_without_a_completed_depth_keeps_its_move() {
        let mut unfinished = result(5, 0, 0);
        unfinished.info.depth = 0;
        let chosen = vote(unfinished, vec![result(6, 50, 9)]);
        assert_eq!(chosen.best_move, Some(5));
    }
}
