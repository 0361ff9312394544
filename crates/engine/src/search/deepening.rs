//! The iterative deepening driver of one thread: depth after depth, each line
//! searched with an aspiration window, the root's moves kept in order with their
//! scores and lines, the depths a Lazy SMP helper skips, when to stop deepening,
//! and the move played at low levels drawn by temperature.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use arrayvec::ArrayVec;

use super::limits::{Limits, SearchParams, time_margin};
use super::ordering::pick_next;
use super::report::{PvLine, SearchInfo, SearchResult, nps};
use super::time::TimePlan;
use super::worker::Worker;
use crate::Evaluate;
use crate::policy::policy;
use crate::score::{self, DECIDED, INFINITY};
use crate::table::{Bound, move_key};
use bernstein_rules::MoveList;
use bernstein_rules::rng::SplitMix64;

/// Deepest nominal depth of iterative deepening.
pub const MAX_DEPTH: u32 = 100;

/// A move at the root with what the searches of it found so far.
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

/// How settled the best move is over the depths, for the time manager.
struct Stability<M> {
    previous_best: Option<M>,
    /// A decaying count of best-move changes in recent depths.
    best_move_changes: f64,
    /// Depths in a row that kept the best move.
    stable_depths: u32,
}

impl<M: Copy + PartialEq> Stability<M> {
    fn new() -> Stability<M> {
        Stability {
            previous_best: None,
            best_move_changes: 0.0,
            stable_depths: 0,
        }
    }

    /// Takes in a completed depth's best move.
    fn update(&mut self, best: M) {
        self.best_move_changes /= 2.0;
        if self.previous_best == Some(best) {
            self.stable_depths += 1;
        } else {
            if self.previous_best.is_some() {
                self.best_move_changes += 1.0;
            }
            self.stable_depths = 0;
        }
        self.previous_best = Some(best);
    }
}

/// What the depths completed so far found: the last one's report and every
/// root move's score then (with whether it is exact), for the move drawn by
/// temperature.
struct Completed<M> {
    info: Option<SearchInfo<M>>,
    scores: Vec<(M, i32, bool)>,
}

impl<P: Evaluate> Worker<P> {
    /// This thread's search of `root` (see [`Engine::search`](super::Engine::search)).
    pub(super) fn search(
        &mut self,
        root: &P,
        history: &[u64],
        params: &SearchParams,
        stop: Arc<AtomicBool>,
        mut on_info: impl FnMut(&SearchInfo<P::Move>),
    ) -> SearchResult<P::Move> {
        let plan = self.begin(root, history, &params.limits, stop);
        if let Some(answer) = self.answer_without_search(root, history, params.lines) {
            if answer.best_move.is_some() {
                on_info(&answer.info);
            }
            return answer;
        }
        let mut root_moves = self.root_moves(root);
        let line_count = params.lines.clamp(1, root_moves.len());
        let completed = self.deepen(root, &mut root_moves, params, plan, line_count, on_info);
        self.result(root_moves, completed, params, line_count)
    }

    /// Sets the thread up for a search: its deadline (a clock's maximum,
    /// planned by the time manager, is a deadline like a time per move less its
    /// margin; a time too far ahead to represent is none), node limit, counters,
    /// killers, aged history and the game's path. Returns the clock's plan.
    fn begin(
        &mut self,
        root: &P,
        history: &[u64],
        limits: &Limits,
        stop: Arc<AtomicBool>,
    ) -> Option<TimePlan> {
        self.started = Instant::now();
        let plan = limits
            .clock
            .map(|clock| TimePlan::new(&clock, root.moves_left()));
        let movetime_end = limits
            .movetime
            .and_then(|time| self.started.checked_add(time - time_margin(time)));
        let clock_end = plan.and_then(|plan| self.started.checked_add(plan.maximum));
        self.deadline = match (movetime_end, clock_end) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
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
        plan
    }

    /// The answer where the root needs no search: a finished game, a root
    /// without a legal move, or one the oracle knows (`None` otherwise).
    fn answer_without_search(
        &mut self,
        root: &P,
        history: &[u64],
        lines: usize,
    ) -> Option<SearchResult<P::Move>> {
        let score = if let Some(outcome) = root.outcome(history) {
            score::outcome_score(&outcome, root.side_to_move(), 0)
        } else {
            let mut legal = MoveList::new();
            root.legal_moves(&mut legal);
            if !legal.is_empty() {
                return self.oracle_root(root, lines);
            }
            // The rules promise an outcome here; lose rather than invent a move.
            score::loss_in(0)
        };
        Some(SearchResult {
            best_move: None,
            info: self.info(0, score, Vec::new(), None),
        })
    }

    /// The root's moves in the order of the first depth: the hash move, then
    /// the others as every node orders them.
    fn root_moves(&mut self, root: &P) -> Vec<RootMove<P::Move>> {
        let mut legal = MoveList::new();
        root.legal_moves(&mut legal);
        let tt_move = self.table.probe(root.hash()).and_then(|e| e.best_move);
        let mut ordered = ArrayVec::new();
        self.order_moves(root, &legal, tt_move, 0, &mut ordered);
        let mut root_moves = Vec::with_capacity(ordered.len());
        while let Some(scored) = pick_next(&mut ordered, root_moves.len()) {
            root_moves.push(RootMove {
                mv: scored.mv,
                score: -INFINITY,
                exact: false,
                depth: 0,
                pv: Vec::new(),
            });
        }
        root_moves
    }

    /// Iterative deepening: depth after depth (those a helper skips left out),
    /// `line_count` lines each, until a limit, the stop flag or the time
    /// manager ends it; reports each completed depth to `on_info`.
    fn deepen(
        &mut self,
        root: &P,
        root_moves: &mut [RootMove<P::Move>],
        params: &SearchParams,
        plan: Option<TimePlan>,
        line_count: usize,
        mut on_info: impl FnMut(&SearchInfo<P::Move>),
    ) -> Completed<P::Move> {
        let limits = params.limits;
        let temperature = game_temperature::<P>(params.temperature);
        let multi = temperature > 0;
        let margin = (temperature as i32).saturating_mul(6);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut completed = Completed {
            info: None,
            scores: Vec::new(),
        };
        let mut previous_score = 0;
        let mut stability = Stability::new();

        for depth in 1..=max_depth as i32 {
            if helper_skips(self.id, depth) || self.completed_elsewhere(depth, max_depth) {
                continue;
            }
            let Some(iteration_score) = self.search_lines(
                root,
                root_moves,
                depth,
                previous_score,
                line_count,
                multi,
                margin,
            ) else {
                break;
            };
            let score_drop = (previous_score - iteration_score).max(0);
            previous_score = iteration_score;
            stability.update(root_moves[0].mv);
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
            completed.info = Some(info);
            self.progress
                .completed_depth
                .fetch_max(depth as u32, Ordering::Relaxed);
            completed.scores.clear();
            completed
                .scores
                .extend(root_moves.iter().map(|r| (r.mv, r.score, r.exact)));

            if self.time_to_stop_iterating(
                &limits,
                depth as u32,
                iteration_score,
                root_moves.len(),
                multi,
            ) {
                break;
            }
            if let Some(plan) = plan
                && self.id == 0
                && plan.stop_deepening(
                    self.started.elapsed(),
                    stability.best_move_changes,
                    stability.stable_depths,
                    score_drop,
                )
            {
                break;
            }
        }
        completed
    }

    /// Whether another thread has already completed `depth` (or deeper), so
    /// this one goes on at the next depth nobody has answered. The last depth
    /// of a depth limit is searched all the same: the leading thread then
    /// completes it with the table the others filled.
    fn completed_elsewhere(&self, depth: i32, max_depth: u32) -> bool {
        self.skip_completed
            && (depth as u32) < max_depth
            && depth as u32 <= self.progress.completed_depth.load(Ordering::Relaxed)
    }

    /// One depth's lines: line k is the best of the moves the lines before it
    /// did not take, each searched around the previous depth's score (the
    /// first) or its own last score. The depth's score, `None` when the search
    /// was cut short.
    #[allow(clippy::too_many_arguments)]
    fn search_lines(
        &mut self,
        root: &P,
        root_moves: &mut [RootMove<P::Move>],
        depth: i32,
        previous_score: i32,
        line_count: usize,
        multi: bool,
        margin: i32,
    ) -> Option<i32> {
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
                return None;
            }
            if line == 0 {
                iteration_score = line_score;
            }
            // A later line may have come out better than an earlier one
            // (search instability): keep the lines best first.
            root_moves[..=line].sort_by_key(|r| std::cmp::Reverse(r.score));
        }
        Some(if line_count > 1 {
            root_moves[0].score
        } else {
            iteration_score
        })
    }

    /// The search's result from what the depths completed: with one line, a
    /// better first move an interrupted depth found is reported with the score,
    /// depth and line it was found with; at a temperature the move is drawn.
    fn result(
        &self,
        root_moves: Vec<RootMove<P::Move>>,
        completed: Completed<P::Move>,
        params: &SearchParams,
        line_count: usize,
    ) -> SearchResult<P::Move> {
        let best = &root_moves[0];
        let best_line = |score: i32, depth: u32| PvLine {
            score,
            depth,
            pv: best.pv.clone(),
        };
        let mut info = match completed.info {
            Some(mut info) if line_count == 1 && info.best_move != Some(best.mv) => {
                info.best_move = Some(best.mv);
                info.score = best.score;
                info.depth = best.depth as u32;
                info.pv = best.pv.clone();
                info.lines = vec![best_line(best.score, best.depth as u32)];
                info
            }
            Some(info) => info,
            None => {
                let mut info = self.info(0, 0, vec![best.mv], Some(best.mv));
                info.lines = vec![PvLine {
                    score: 0,
                    depth: 0,
                    pv: vec![best.mv],
                }];
                info
            }
        };
        let best_move = info.best_move.unwrap_or(best.mv);
        let elapsed = self.started.elapsed();
        info.nodes = self.nodes;
        info.elapsed = elapsed;
        info.nps = nps(self.nodes, elapsed);
        let temperature = game_temperature::<P>(params.temperature);
        let chosen = if temperature > 0 && !completed.scores.is_empty() {
            choose_by_temperature(&completed.scores, temperature, params.seed)
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
        let timed = limits.movetime.is_some() || limits.clock.is_some();
        if timed && root_moves == 1 && limits.depth.is_none() && !multi {
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
}

/// A level's temperature in this game's evaluation units (see
/// [`Policy::temperature_percent`](crate::policy::Policy)); a level that
/// makes mistakes keeps making some.
fn game_temperature<P: Evaluate>(temperature: u32) -> u32 {
    if temperature == 0 {
        return 0;
    }
    (temperature.saturating_mul(policy(P::KIND).temperature_percent) / 100).max(1)
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
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

    use super::super::limits::{EngineOptions, Limits, SearchParams};
    use super::super::worker::{Progress, Worker};
    use super::game_temperature;
    use crate::table::Table;
    use bernstein_rules::Position;
    use bernstein_rules::muehle::Muehle;
    use bernstein_rules::ostseeschach::Ostseeschach;
    use bernstein_rules::piranhas::Piranhas;

    /// The depths a leading thread reports in a search to `depth` when other
    /// threads have already completed `completed_elsewhere`.
    fn depths_reported(skip_completed: bool, completed_elsewhere: u32, depth: u32) -> Vec<u32> {
        let progress = Arc::new(Progress {
            helper_nodes: AtomicU64::new(0),
            completed_depth: completed_elsewhere.into(),
        });
        let table = Arc::new(Table::with_megabytes(1));
        let mut worker: Worker<Ostseeschach> =
            Worker::new(EngineOptions::default(), 0, table, progress.clone());
        worker.skip_completed = skip_completed;
        let root = Ostseeschach::start(&Default::default(), 3);
        let mut depths = Vec::new();
        let params = SearchParams::new(Limits::depth(depth));
        let result = worker.search(
            &root,
            &[],
            &params,
            Arc::new(AtomicBool::new(false)),
            |info| depths.push(info.depth),
        );
        assert!(result.best_move.is_some());
        assert_eq!(
            progress.completed_depth.load(Ordering::Relaxed),
            depth.max(completed_elsewhere),
            "the deepest completed depth is shared"
        );
        depths
    }

    #[test]
    fn a_thread_goes_on_past_the_depths_others_completed() {
        // Alone (or when its own lines are wanted), every depth.
        assert_eq!(depths_reported(false, 4, 6), [1, 2, 3, 4, 5, 6]);
        // Beside threads that completed depth 4, on from depth 5.
        assert_eq!(depths_reported(true, 4, 6), [5, 6]);
        // The limit's depth itself is searched even when others completed it.
        assert_eq!(depths_reported(true, 8, 6), [6]);
    }

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
