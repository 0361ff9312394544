//! The search: iterative deepening over a principal-variation alpha-beta search
//! (negamax) with aspiration windows, a transposition table, move ordering (hash
//! move, tactical moves by gain, killers, history), late-move reductions and a
//! quiescence search over tactical moves. Generic over any game through
//! [`Evaluate`]; positions are copied, never unmade.

use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use arrayvec::ArrayVec;

use super::score::{self, DECIDED, EVAL_LIMIT, INFINITY, ScoreView};
use super::table::{Bound, Table, move_key};
use crate::rules::rng::SplitMix64;
use crate::rules::{Evaluate, MAX_MOVES, MoveList, Side};

/// Deepest ply the search reaches (main search plus quiescence).
pub const MAX_PLY: usize = 128;

/// Deepest nominal depth of iterative deepening.
pub const MAX_DEPTH: u32 = 100;

/// How far quiescence follows tactical moves past the nominal depth.
const QUIESCENCE_PLIES: usize = 8;

/// How often (in nodes) the clock and the stop flag are looked at: well within a
/// millisecond even in the slowest game, so a time limit is kept to the millisecond.
const CHECK_EVERY_NODES: u64 = 256;

/// Stack for a search thread: the recursion keeps a move list per ply.
pub const SEARCH_STACK_BYTES: usize = 32 * 1024 * 1024;

/// The most search threads an engine runs.
pub const MAX_THREADS: usize = 256;

/// Entries of the history table per side (moves are hashed into it).
const HISTORY_SIZE: usize = 1 << 14;
const HISTORY_MAX: i32 = 16_384;

/// When to stop searching. All `None` means "until stopped" (analysis).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this depth (plies of full-width search).
    pub depth: Option<u32>,
    /// Stop after about this many nodes (deterministic, machine independent).
    pub nodes: Option<u64>,
    /// Think for this much time: the search goes on until it is spent, less a
    /// small margin for answering ([`time_margin`]), and ends earlier only when
    /// the result is proven or (when playing) there is one legal move.
    pub movetime: Option<Duration>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// No limit at all: the search runs until its stop flag is set.
    pub fn infinite() -> Limits {
        Limits::default()
    }

    pub fn is_infinite(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime.is_none()
    }
}

/// Everything a search needs besides the position: its limits and how to pick the
/// move it plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchParams {
    pub limits: Limits,
    /// 0: play the best move. Otherwise the move is drawn among the moves scoring
    /// within a few `temperature`s of the best, with probability ∝
    /// exp((score − best) / temperature) (scores in evaluation units, after the
    /// game's [`Evaluate::TEMPERATURE_PERCENT`]): the controlled error rate of the
    /// low AI levels.
    pub temperature: u32,
    /// Seeds the draw above; the search itself is deterministic for depth/node limits.
    pub seed: u64,
    /// How many best lines (with distinct first moves) to find: 1 (also for 0) is
    /// the plain search; more cost time, as each line beyond the first is a search
    /// of the remaining moves. See [`SearchInfo::lines`].
    pub lines: usize,
}

impl SearchParams {
    pub fn new(limits: Limits) -> SearchParams {
        SearchParams {
            limits,
            temperature: 0,
            seed: 0,
            lines: 1,
        }
    }

    /// These parameters asking for `lines` best lines.
    pub fn with_lines(self, lines: usize) -> SearchParams {
        SearchParams { lines, ..self }
    }
}

/// One of the best lines of a search: its first move, score and depth belong together.
#[derive(Clone, Debug, PartialEq)]
pub struct PvLine<M> {
    /// Score for the side to move at the root (see [`super::score`]).
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
    /// Score for the side to move at the root (see [`super::score`]).
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

/// Switches for the search's pruning and window techniques, for experiments and
/// for checking that each one earns its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    pub late_move_reductions: bool,
    pub aspiration_windows: bool,
    /// Transposition table size in megabytes.
    pub table_megabytes: usize,
    /// Search threads (at least 1): helpers search the same position and share
    /// the transposition table ("Lazy SMP"). Searches limited by nodes use one
    /// thread, so they stay deterministic and of the same strength everywhere.
    pub threads: usize,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            late_move_reductions: true,
            aspiration_windows: true,
            table_megabytes: 16,
            threads: 1,
        }
    }
}

/// The part of a time per move kept back for answering: 3 ms plus 2.5 %, at most
/// a quarter of the time.
pub fn time_margin(movetime: Duration) -> Duration {
    (Duration::from_millis(3) + movetime / 40).min(movetime / 4)
}

/// The number of threads to search with by default on this machine for analysis:
/// all cores but one, at least one.
pub fn default_analysis_threads() -> usize {
    thread::available_parallelism()
        .map(|n| n.get().saturating_sub(1))
        .unwrap_or(1)
        .clamp(1, MAX_THREADS)
}

#[derive(Clone, Copy)]
struct ScoredMove<M> {
    mv: M,
    order: i32,
    tactical: bool,
    /// The child's static evaluation (its side to move's view) when ordering
    /// needed it: passed down so the child does not evaluate again.
    child_eval: Option<i32>,
}

struct RootMove<M> {
    mv: M,
    /// Score of the latest search of this move (a bound if it failed low).
    score: i32,
    /// Whether `score` is exact (needed for the temperature draw).
    exact: bool,
    /// Depth of the search that gave `pv`.
    depth: i32,
    /// The line from this move, kept when it became the best of a search of the root.
    pv: Vec<M>,
}

// Move ordering bands; a band's values never reach the next.
const ORDER_HASH: i32 = 1 << 30;
const ORDER_TACTICAL: i32 = 1 << 28;
const ORDER_KILLER: i32 = 1 << 26;
const GAIN_RANGE: i32 = 1 << 24;

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
        }
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
            self.workers.push(Worker::new(
                self.options,
                id,
                self.table.clone(),
                self.helper_nodes.clone(),
            ));
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

/// Which depths helper thread `id` (1, 2, …) skips, so the helpers spread over
/// the depths instead of all searching the main thread's (the pattern of
/// Stockfish's Lazy SMP).
fn helper_skips(id: usize, depth: i32) -> bool {
    const SIZE: [i32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
    const PHASE: [i32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];
    if id == 0 || depth <= 1 {
        return false;
    }
    let i = (id - 1) % 20;
    ((depth + PHASE[i]) / SIZE[i]) % 2 != 0
}

/// One search thread: its move ordering statistics, search path and counters.
struct Worker<P: Evaluate> {
    options: EngineOptions,
    /// 0 for the thread that leads and reports, 1… for helpers.
    id: usize,
    table: Arc<Table>,
    /// Where helpers add their nodes and the leading thread reads them.
    helper_nodes: Arc<AtomicU64>,
    killers: Vec<[Option<P::Move>; 2]>,
    history: Vec<i32>,
    /// Hashes of the game's earlier positions, then of the search path.
    stack: Vec<u64>,
    root_index: usize,
    pv: Vec<ArrayVec<P::Move, MAX_PLY>>,
    reductions: [[u8; 64]; 64],
    nodes: u64,
    seldepth: usize,
    started: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    stop: Arc<AtomicBool>,
    aborted: bool,
    /// The threads of the current search, reported by the leading thread.
    search_threads: usize,
}

impl<P: Evaluate> Worker<P> {
    fn new(
        options: EngineOptions,
        id: usize,
        table: Arc<Table>,
        helper_nodes: Arc<AtomicU64>,
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
            helper_nodes,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * HISTORY_SIZE],
            stack: Vec::with_capacity(1024),
            root_index: 0,
            pv: (0..=MAX_PLY).map(|_| ArrayVec::new()).collect(),
            reductions,
            nodes: 0,
            seldepth: 0,
            started: Instant::now(),
            deadline: None,
            node_limit: None,
            stop: Arc::new(AtomicBool::new(false)),
            aborted: false,
            search_threads: 1,
        }
    }

    fn clear(&mut self) {
        self.history.fill(0);
        self.killers.fill([None; 2]);
    }

    /// This thread's search of `root` (see [`Engine::search`]).
    fn search(
        &mut self,
        root: &P,
        history: &[u64],
        params: &SearchParams,
        stop: Arc<AtomicBool>,
        mut on_info: impl FnMut(&SearchInfo<P::Move>),
    ) -> SearchResult<P::Move> {
        let limits = params.limits;
        self.started = Instant::now();
        // A time too far ahead to represent is no deadline at all.
        self.deadline = limits
            .movetime
            .and_then(|time| self.started.checked_add(time - time_margin(time)));
        self.node_limit = limits.nodes;
        self.stop = stop;
        self.nodes = 0;
        self.seldepth = 0;
        self.aborted = false;
        self.killers.fill([None; 2]);
        for value in &mut self.history {
            *value /= 4;
        }
        self.stack.clear();
        self.stack.extend_from_slice(history);
        self.root_index = self.stack.len();

        if let Some(outcome) = root.outcome(history) {
            let info = self.info(
                0,
                score::outcome_score(&outcome, root.side_to_move(), 0),
                Vec::new(),
                None,
            );
            return SearchResult {
                best_move: None,
                info,
            };
        }
        let mut legal = MoveList::new();
        root.legal_moves(&mut legal);
        if legal.is_empty() {
            // The rules promise an outcome here; lose rather than invent a move.
            let info = self.info(0, score::loss_in(0), Vec::new(), None);
            return SearchResult {
                best_move: None,
                info,
            };
        }
        let tt_move = self.table.probe(root.hash()).and_then(|e| e.best_move);
        let mut ordered = self.order_moves(root, &legal, tt_move, 0);
        let mut root_moves: Vec<RootMove<P::Move>> = Vec::with_capacity(ordered.len());
        while let Some(scored) = pick_next(&mut ordered, root_moves.len()) {
            root_moves.push(RootMove {
                mv: scored.mv,
                score: -INFINITY,
                exact: false,
                depth: 0,
                pv: Vec::new(),
            });
        }
        let line_count = params.lines.clamp(1, root_moves.len());

        let temperature = game_temperature::<P>(params.temperature);
        let multi = temperature > 0;
        let margin = (temperature as i32).saturating_mul(6);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut completed: Option<SearchInfo<P::Move>> = None;
        let mut completed_scores: Vec<(P::Move, i32, bool)> = Vec::new();
        let mut previous_score = 0;

        for depth in 1..=max_depth as i32 {
            if helper_skips(self.id, depth) {
                continue;
            }
            // Line k is the best of the moves the lines before it did not take.
            let mut iteration_score = 0;
            for line in 0..line_count {
                let centre = if line == 0 {
                    previous_score
                } else {
                    root_moves[line].score
                };
                let line_score = self.search_line(
                    root,
                    &mut root_moves[line..],
                    depth,
                    centre,
                    multi,
                    margin,
                    line == 0,
                );
                if self.aborted {
                    break;
                }
                if line == 0 {
                    iteration_score = line_score;
                }
                // A later line may have come out better than an earlier one
                // (search instability): keep the lines best first.
                root_moves[..=line].sort_by_key(|r| std::cmp::Reverse(r.score));
            }
            if self.aborted {
                break;
            }
            if line_count > 1 {
                iteration_score = root_moves[0].score;
            }
            previous_score = iteration_score;
            let lines: Vec<PvLine<P::Move>> = root_moves[..line_count]
                .iter()
                .map(|r| PvLine {
                    score: r.score,
                    depth: depth as u32,
                    pv: r.pv.clone(),
                })
                .collect();
            let mut info = self.info(
                depth as u32,
                iteration_score,
                lines[0].pv.clone(),
                Some(root_moves[0].mv),
            );
            info.lines = lines;
            on_info(&info);
            completed = Some(info);
            completed_scores.clear();
            completed_scores.extend(root_moves.iter().map(|r| (r.mv, r.score, r.exact)));

            if self.time_to_stop_iterating(
                &limits,
                depth as u32,
                iteration_score,
                root_moves.len(),
                multi,
            ) {
                break;
            }
        }

        let mut info = match completed {
            // An interrupted depth may have found a better first move: with one
            // line, report it with the score, depth and line it was found with.
            Some(mut info) if line_count == 1 && info.best_move != Some(root_moves[0].mv) => {
                let best = &root_moves[0];
                info.best_move = Some(best.mv);
                info.score = best.score;
                info.depth = best.depth as u32;
                info.pv = best.pv.clone();
                info.lines = vec![PvLine {
                    score: best.score,
                    depth: best.depth as u32,
                    pv: best.pv.clone(),
                }];
                info
            }
            Some(info) => info,
            None => {
                let best_move = root_moves[0].mv;
                let mut info = self.info(0, 0, vec![best_move], Some(best_move));
                info.lines = vec![PvLine {
                    score: 0,
                    depth: 0,
                    pv: vec![best_move],
                }];
                info
            }
        };
        let best_move = info.best_move.unwrap_or(root_moves[0].mv);
        let elapsed = self.started.elapsed();
        info.nodes = self.nodes;
        info.elapsed = elapsed;
        info.nps = nps(self.nodes, elapsed);
        let chosen = if multi && !completed_scores.is_empty() {
            choose_by_temperature(&completed_scores, temperature, params.seed)
        } else {
            best_move
        };
        SearchResult {
            best_move: Some(chosen),
            info,
        }
    }

    /// Searches `root_moves` (the moves not taken by earlier lines) to `depth`
    /// with an aspiration window around `centre`, widened until the score falls
    /// inside; the best move ends up first, with its score and line.
    #[allow(clippy::too_many_arguments)]
    fn search_line(
        &mut self,
        root: &P,
        root_moves: &mut [RootMove<P::Move>],
        depth: i32,
        centre: i32,
        multi: bool,
        margin: i32,
        all_moves: bool,
    ) -> i32 {
        let mut delta = 35;
        let use_window = self.options.aspiration_windows
            && !multi
            && depth >= 4
            && !score::is_decided(centre)
            && centre.abs() < INFINITY;
        let (mut alpha, mut beta) = if use_window {
            (centre - delta, centre + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let score = self.search_root(
                root, root_moves, depth, alpha, beta, multi, margin, all_moves,
            );
            if self.aborted {
                return score;
            }
            if score <= alpha && alpha > -INFINITY {
                beta = (alpha + beta) / 2;
                delta = delta.saturating_mul(4);
                alpha = if delta > 2000 {
                    -INFINITY
                } else {
                    (score - delta).max(-INFINITY)
                };
            } else if score >= beta && beta < INFINITY {
                delta = delta.saturating_mul(4);
                beta = if delta > 2000 {
                    INFINITY
                } else {
                    (score + delta).min(INFINITY)
                };
            } else {
                return score;
            }
        }
    }

    fn time_to_stop_iterating(
        &self,
        limits: &Limits,
        depth: u32,
        score: i32,
        root_moves: usize,
        multi: bool,
    ) -> bool {
        if self.stop.load(Ordering::Relaxed) {
            return true;
        }
        if limits.depth.is_some_and(|d| depth >= d) {
            return true;
        }
        if limits.is_infinite() {
            return false;
        }
        // The time is used to its end: a depth cut short still improves the move
        // (the best move found so far is kept). With one legal move there is
        // nothing to think about when playing.
        if limits.movetime.is_some() && root_moves == 1 && limits.depth.is_none() && !multi {
            return true;
        }
        // A seen win or loss that the depth already covers with room to spare.
        if limits.depth.is_none() && score::is_decided(score) {
            let plies = (score::WIN - score.abs()) as u32;
            if depth >= plies + 4 {
                return true;
            }
        }
        false
    }

    fn info(
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
            self.nodes + self.helper_nodes.load(Ordering::Relaxed)
        } else {
            self.nodes
        }
    }

    /// Searches every root move; keeps the best one at `root_moves[0]` as soon as it
    /// is known, so an interrupted depth still leaves the best move found.
    #[allow(clippy::too_many_arguments)]
    fn search_root(
        &mut self,
        root: &P,
        root_moves: &mut [RootMove<P::Move>],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        multi: bool,
        margin: i32,
        all_moves: bool,
    ) -> i32 {
        let alpha_start = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.pv[0].clear();
        self.stack.push(root.hash());
        for index in 0..root_moves.len() {
            let mv = root_moves[index].mv;
            let mut child = root.clone();
            child.play_unchecked(mv);
            let (score, window_alpha) = if index == 0 {
                (
                    -self.negamax(&child, depth - 1, -beta, -alpha, 1, true),
                    alpha,
                )
            } else if multi {
                // Exact scores for every move near the best, for the temperature draw.
                let window_alpha = alpha_start.max(best.saturating_sub(margin)).min(alpha);
                (
                    -self.negamax(&child, depth - 1, -beta, -window_alpha, 1, true),
                    window_alpha,
                )
            } else {
                let mut score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, false);
                if score > alpha && score < beta && !self.aborted {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, 1, true);
                }
                (score, alpha)
            };
            if self.aborted {
                break;
            }
            root_moves[index].score = score;
            root_moves[index].exact = score > window_alpha && score < beta;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    let (head, tail) = self.pv.split_at_mut(1);
                    head[0].clear();
                    head[0].push(mv);
                    head[0].try_extend_from_slice(&tail[0]).ok();
                    root_moves[index].pv.clear();
                    root_moves[index].pv.extend_from_slice(&head[0]);
                    root_moves[index].depth = depth;
                    // Bring the new best to the front; the others keep their order.
                    root_moves[..=index].rotate_right(1);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.stack.pop();
        // Only a search of all moves says what the root is worth.
        if !self.aborted && all_moves {
            let bound = if best >= beta {
                Bound::Lower
            } else if best_move.is_some() {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let stored_move = best_move.or(Some(root_moves[0].mv)).map(move_key);
            self.table.store(
                root.hash(),
                stored_move,
                score::to_table(best, 0),
                depth,
                bound,
            );
        }
        if !self.aborted {
            // Next depth: best first, then the rest by this depth's scores.
            root_moves[1..].sort_by_key(|r| std::cmp::Reverse(r.score));
        }
        best
    }

    fn negamax(
        &mut self,
        pos: &P,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.negamax_hinted(pos, depth, alpha, beta, ply, pv_node, None)
    }

    /// [`Engine::negamax`] with the node's static evaluation if already known.
    #[allow(clippy::too_many_arguments)]
    fn negamax_hinted(
        &mut self,
        pos: &P,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        static_eval: Option<i32>,
    ) -> i32 {
        self.pv[ply].clear();
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        let hash = pos.hash();
        if self.repeats_in_search(hash) {
            return 0;
        }
        if let Some(outcome) = pos.outcome(&self.stack) {
            return score::outcome_score(&outcome, pos.side_to_move(), ply);
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, 0, static_eval);
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(pos);
        }

        let mut tt_move = None;
        if let Some(entry) = self.table.probe(hash) {
            tt_move = entry.best_move;
            if !pv_node && entry.depth as i32 >= depth {
                let stored = score::from_table(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => stored >= beta,
                    Bound::Upper => stored <= alpha,
                };
                if usable {
                    return stored;
                }
            }
        }

        let mut legal = MoveList::new();
        pos.legal_moves(&mut legal);
        if legal.is_empty() {
            // The rules report this as an outcome; be safe if one does not.
            return score::loss_in(ply);
        }
        let mut moves = self.order_moves(pos, &legal, tt_move, ply);
        let side = pos.side_to_move().index();
        let alpha_start = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried: ArrayVec<P::Move, MAX_MOVES> = ArrayVec::new();

        self.stack.push(hash);
        let mut index = 0;
        while let Some(scored) = pick_next(&mut moves, index) {
            let mv = scored.mv;
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let hint = scored.child_eval;
            let score = if index == 0 {
                -self.negamax_hinted(&child, depth - 1, -beta, -alpha, ply + 1, pv_node, hint)
            } else {
                let reduction = if self.options.late_move_reductions
                    && depth >= 3
                    && index >= 3
                    && !scored.tactical
                    && scored.order < ORDER_KILLER
                {
                    let r = self.reductions[(depth as usize).min(63)][index.min(63)] as i32
                        - pv_node as i32;
                    r.clamp(0, depth - 2)
                } else {
                    0
                };
                let mut score = -self.negamax_hinted(
                    &child,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                    hint,
                );
                if score > alpha && reduction > 0 && !self.aborted {
                    score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, false);
                }
                if score > alpha && score < beta && pv_node && !self.aborted {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true);
                }
                score
            };
            if self.aborted {
                self.stack.pop();
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    if pv_node {
                        let (head, tail) = self.pv.split_at_mut(ply + 1);
                        let line = &mut head[ply];
                        line.clear();
                        line.push(mv);
                        line.try_extend_from_slice(&tail[0]).ok();
                    }
                    if score >= beta {
                        if !scored.tactical {
                            self.reward_quiet(mv, side, ply, depth, &quiets_tried);
                        }
                        break;
                    }
                }
            }
            if !scored.tactical {
                quiets_tried.push(mv);
            }
            index += 1;
        }
        self.stack.pop();

        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            hash,
            best_move.map(move_key),
            score::to_table(best, ply),
            depth,
            bound,
        );
        best
    }

    fn quiescence(
        &mut self,
        pos: &P,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
        static_eval: Option<i32>,
    ) -> i32 {
        // Called for the node itself from negamax (qply 0, already counted and checked
        // for the game's end) or for a child here.
        if qply > 0 {
            self.pv[ply].clear();
            if self.should_stop() {
                return 0;
            }
            self.nodes += 1;
            self.seldepth = self.seldepth.max(ply);
            if let Some(outcome) = pos.outcome(&self.stack) {
                return score::outcome_score(&outcome, pos.side_to_move(), ply);
            }
        }
        let stand_pat = static_eval.unwrap_or_else(|| evaluate(pos));
        if qply >= QUIESCENCE_PLIES || ply >= MAX_PLY - 1 || stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let mut legal = MoveList::new();
        pos.legal_moves(&mut legal);
        let mut tactical: ArrayVec<ScoredMove<P::Move>, MAX_MOVES> = ArrayVec::new();
        for &mv in &legal {
            if pos.is_tactical(mv) {
                let value = child_eval(pos, mv);
                tactical.push(ScoredMove {
                    mv,
                    order: -value,
                    tactical: true,
                    child_eval: Some(value),
                });
            }
        }
        let mut best = stand_pat;
        self.stack.push(pos.hash());
        let mut index = 0;
        while let Some(scored) = pick_next(&mut tactical, index) {
            index += 1;
            let mut child = pos.clone();
            child.play_unchecked(scored.mv);
            let score =
                -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1, scored.child_eval);
            if self.aborted {
                self.stack.pop();
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.stack.pop();
        best
    }

    /// A position already on the search path (with the same side to move) is
    /// scored as a draw: going round in circles gains nothing, and Mühle's
    /// threefold repetition would follow.
    fn repeats_in_search(&self, hash: u64) -> bool {
        let path = &self.stack[self.root_index..];
        path.iter().rev().skip(1).step_by(2).any(|&h| h == hash)
    }

    fn should_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        let out_of_nodes = self.node_limit.is_some_and(|limit| self.nodes >= limit);
        let checkpoint = self.nodes.is_multiple_of(CHECK_EVERY_NODES);
        if checkpoint && self.id > 0 {
            self.helper_nodes
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

    fn order_moves(
        &self,
        pos: &P,
        legal: &MoveList<P::Move>,
        tt_move: Option<u32>,
        ply: usize,
    ) -> ArrayVec<ScoredMove<P::Move>, MAX_MOVES> {
        let side = pos.side_to_move().index();
        let killers = self.killers[ply];
        // The hash move is found by its fingerprint, computed only until it is found.
        let mut tt_move = tt_move;
        legal
            .iter()
            .map(|&mv| {
                let tactical = pos.is_tactical(mv);
                let mut child_eval_known = None;
                let is_tt_move = tt_move.is_some_and(|key| key == move_key(mv));
                if is_tt_move {
                    tt_move = None;
                }
                let order = if is_tt_move {
                    ORDER_HASH
                } else if tactical {
                    let value = child_eval(pos, mv);
                    child_eval_known = Some(value);
                    ORDER_TACTICAL + (-value).clamp(-GAIN_RANGE + 1, GAIN_RANGE - 1)
                } else if Some(mv) == killers[0] {
                    ORDER_KILLER + 1
                } else if Some(mv) == killers[1] {
                    ORDER_KILLER
                } else {
                    self.history[history_index(side, mv)]
                };
                ScoredMove {
                    mv,
                    order,
                    tactical,
                    child_eval: child_eval_known,
                }
            })
            .collect()
    }

    fn reward_quiet(
        &mut self,
        mv: P::Move,
        side: usize,
        ply: usize,
        depth: i32,
        tried: &[P::Move],
    ) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = (depth * depth).min(400);
        let update = |value: &mut i32, bonus: i32| {
            *value += bonus - *value * bonus.abs() / HISTORY_MAX;
        };
        update(&mut self.history[history_index(side, mv)], bonus);
        for &other in tried {
            update(&mut self.history[history_index(side, other)], -bonus);
        }
    }
}

/// The static evaluation, kept clear of the decided-game scores.
fn evaluate<P: Evaluate>(pos: &P) -> i32 {
    pos.evaluate().clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

/// The static evaluation after a move, from the opponent's view: minus what the
/// move gains. Orders tactical moves and is handed to the child.
fn child_eval<P: Evaluate>(pos: &P, mv: P::Move) -> i32 {
    let mut child = pos.clone();
    child.play_unchecked(mv);
    evaluate(&child)
}

fn history_index<M: Hash>(side: usize, mv: M) -> usize {
    let mut hasher = MoveHasher(0);
    mv.hash(&mut hasher);
    side * HISTORY_SIZE + (hasher.finish() as usize & (HISTORY_SIZE - 1))
}

/// A small multiplicative hasher for move values (their few bytes need no SipHash).
struct MoveHasher(u64);

impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(5) ^ byte as u64).wrapping_mul(0x0100_0000_01B3);
        }
    }

    fn write_u8(&mut self, value: u8) {
        self.write_u64(value as u64);
    }

    fn write_u16(&mut self, value: u16) {
        self.write_u64(value as u64);
    }

    fn write_u32(&mut self, value: u32) {
        self.write_u64(value as u64);
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x5851_F42D_4C95_7F2D);
    }

    fn write_usize(&mut self, value: usize) {
        self.write_u64(value as u64);
    }
}

/// Moves the best-ordered remaining move to `index` and returns it (selection
/// sort, one step per move searched: cutoffs usually come early).
fn pick_next<M: Copy>(moves: &mut [ScoredMove<M>], index: usize) -> Option<ScoredMove<M>> {
    if index >= moves.len() {
        return None;
    }
    let mut best = index;
    for i in index + 1..moves.len() {
        if moves[i].order > moves[best].order {
            best = i;
        }
    }
    moves.swap(index, best);
    Some(moves[index])
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        (nodes as f64 / seconds) as u64
    } else {
        0
    }
}

/// A level's temperature in this game's evaluation units (see
/// [`Evaluate::TEMPERATURE_PERCENT`]); a level that makes mistakes keeps making some.
fn game_temperature<P: Evaluate>(temperature: u32) -> u32 {
    if temperature == 0 {
        return 0;
    }
    (temperature.saturating_mul(P::TEMPERATURE_PERCENT) / 100).max(1)
}

/// Draws a root move with probability ∝ exp((score − best) / temperature) among the
/// moves with exact scores (the others scored far below the best).
fn choose_by_temperature<M: Copy>(scores: &[(M, i32, bool)], temperature: u32, seed: u64) -> M {
    let best = scores
        .iter()
        .filter(|s| s.2)
        .map(|s| s.1)
        .max()
        .unwrap_or(scores[0].1);
    // Never give away a decided game by chance, nor pass up a won one.
    if score::is_decided(best) && best > 0 {
        return scores[0].0;
    }
    let weights: Vec<f64> = scores
        .iter()
        .map(|&(_, s, exact)| {
            if !exact || (s <= -DECIDED && best > -DECIDED) {
                0.0
            } else {
                (((s - best) as f64) / temperature as f64).exp()
            }
        })
        .collect();
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return scores[0].0;
    }
    let mut rng = SplitMix64::new(seed ^ 0xB5AD_4ECE_DA1C_E2A9);
    let mut pick = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, weight) in weights.iter().enumerate() {
        if pick < *weight {
            return scores[i].0;
        }
        pick -= weight;
    }
    scores[0].0
}

#[cfg(test)]
mod tests {
    use super::game_temperature;
    use crate::rules::muehle::Muehle;
    use crate::rules::ostseeschach::Ostseeschach;
    use crate::rules::piranhas::Piranhas;

    #[test]
    fn each_game_scales_the_level_temperature() {
        assert_eq!(game_temperature::<Ostseeschach>(250), 250);
        assert_eq!(game_temperature::<Muehle>(60), 60);
        assert_eq!(game_temperature::<Piranhas>(250), 75);
        assert_eq!(game_temperature::<Piranhas>(10), 3);
        // Best play stays best play; a level with an error rate keeps one.
        assert_eq!(game_temperature::<Piranhas>(0), 0);
        assert_eq!(game_temperature::<Piranhas>(1), 1);
    }
}
