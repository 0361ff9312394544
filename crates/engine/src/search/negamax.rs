//! The tree search below the root: principal-variation alpha-beta (negamax) with
//! the transposition table, late-move reductions and the draw by repetition on the
//! search path, and the quiescence search over tactical moves at its leaves.

use arrayvec::ArrayVec;

use super::ordering::{ORDER_HASH, ORDER_KILLER, ScoredMove, pick_next};
use super::worker::{MAX_PLY, Worker};
use crate::Evaluate;
use crate::policy::policy;
use crate::score::{self, INFINITY};
use crate::table::{Bound, move_key};
use bernstein_rules::{MAX_MOVES, MoveList};

/// How far quiescence follows tactical moves past the nominal depth.
const QUIESCENCE_PLIES: usize = 8;

/// The deepest node reverse futility pruning may cut.
const FUTILITY_DEPTH: i32 = 6;

/// The deepest node where late quiet moves are pruned.
const LATE_MOVE_DEPTH: i32 = 3;

/// The deepest node where quiet moves are pruned by futility.
const QUIET_FUTILITY_DEPTH: i32 = 3;

/// How many moves a node near the leaves searches before it prunes late quiet ones.
fn late_moves(depth: i32) -> usize {
    (3 + 2 * depth * depth) as usize
}

/// History score worth one ply less (or more) of reduction.
const HISTORY_PER_PLY: i32 = 6000;

/// A node's window and depth as its moves are searched.
#[derive(Clone, Copy)]
struct Window {
    depth: i32,
    alpha: i32,
    beta: i32,
    ply: usize,
    pv_node: bool,
}

impl<P: Evaluate> Worker<P> {
    pub(super) fn negamax(
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

    /// [`Self::negamax`] with the node's static evaluation if already known.
    #[allow(clippy::too_many_arguments)]
    fn negamax_hinted(
        &mut self,
        pos: &P,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        static_eval: Option<i32>,
    ) -> i32 {
        if let Some(score) = self.enter_node(pos, ply, true) {
            return score;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, 0, static_eval);
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        let window = Window {
            depth,
            alpha,
            beta,
            ply,
            pv_node,
        };
        let tt_move = match self.probe_table(pos.hash(), &window) {
            Ok(tt_move) => tt_move,
            Err(stored) => return stored,
        };
        let mut eval = static_eval;
        let pending = pos.end_pending();
        if let Some(score) = self.prune_node(pos, &window, pending, &mut eval) {
            return score;
        }
        self.search_moves(pos, window, pending, eval, tt_move)
    }

    /// What every node does first: clears its line, stops when told to, counts
    /// itself, and scores it without a search where the path repeats (when
    /// `repetition`), the game is over or the oracle knows it.
    fn enter_node(&mut self, pos: &P, ply: usize, repetition: bool) -> Option<i32> {
        self.pv[ply].clear();
        if self.should_stop() {
            return Some(0);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if repetition && self.repeats_in_search(pos.hash()) {
            return Some(0);
        }
        if let Some(outcome) = pos.outcome(&self.stack) {
            return Some(score::outcome_score(&outcome, pos.side_to_move(), ply));
        }
        self.oracle_score(pos, ply)
    }

    /// The table's entry for the node: its move (`Ok`), or its score when it is
    /// deep enough and its bound settles the window (`Err`, outside PV nodes).
    fn probe_table(&self, hash: u64, window: &Window) -> Result<Option<u32>, i32> {
        let Some(entry) = self.table.probe(hash) else {
            return Ok(None);
        };
        if !window.pv_node && entry.depth as i32 >= window.depth {
            let stored = score::from_table(entry.score, window.ply);
            let usable = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => stored >= window.beta,
                Bound::Upper => stored <= window.alpha,
            };
            if usable {
                return Err(stored);
            }
        }
        Ok(entry.best_move)
    }

    /// Pruning by the static evaluation before any move is searched (reverse
    /// futility, null move), never where the game's end is pending (its result,
    /// not the evaluation, decides there) nor at a decided bound. `eval` is the
    /// node's static evaluation once computed.
    fn prune_node(
        &mut self,
        pos: &P,
        window: &Window,
        pending: bool,
        eval: &mut Option<i32>,
    ) -> Option<i32> {
        let Window {
            depth, beta, ply, ..
        } = *window;
        if !self.options.selective || window.pv_node || score::is_decided(beta) || pending {
            return None;
        }
        let policy = policy(P::KIND);
        // Reverse futility pruning: a node near the leaves whose evaluation
        // beats beta by a margin per ply left is not searched; the opponent
        // would not allow it.
        if policy.futility_margin > 0 && depth <= FUTILITY_DEPTH {
            let eval = *eval.get_or_insert_with(|| self.evaluate(pos));
            if eval - policy.futility_margin * depth >= beta {
                return Some(eval);
            }
        }
        // Null move: if passing still beats beta in a reduced search, a real
        // move will too (where zugzwang is rare). Not twice in a row.
        if !policy.null_move || depth < 3 || self.after_null[ply] {
            return None;
        }
        let eval = *eval.get_or_insert_with(|| self.evaluate(pos));
        if eval < beta {
            return None;
        }
        let passed = pos.null_move()?;
        let reduction = 3 + depth / 4;
        self.stack.push(pos.hash());
        self.after_null[ply + 1] = true;
        let score = -self.negamax(
            &passed,
            depth - 1 - reduction,
            -beta,
            -beta + 1,
            ply + 1,
            false,
        );
        self.after_null[ply + 1] = false;
        self.stack.pop();
        if self.aborted {
            return Some(0);
        }
        // A win seen after a pass is not proven for real moves.
        (score >= beta).then(|| {
            if score::is_decided(score) {
                beta
            } else {
                score
            }
        })
    }

    /// Searches the node's moves, best ordered first, and stores the result in
    /// the table. The hash move is searched before the others are ordered: it
    /// often cuts off at once, and ordering plays and evaluates every tactical
    /// move.
    fn search_moves(
        &mut self,
        pos: &P,
        mut window: Window,
        pending: bool,
        mut eval: Option<i32>,
        tt_move: Option<u32>,
    ) -> i32 {
        let Window { depth, ply, .. } = window;
        let mut legal = MoveList::new();
        pos.legal_moves(&mut legal);
        if legal.is_empty() {
            // The rules report this as an outcome; be safe if one does not.
            return score::loss_in(ply);
        }
        let tt_index = tt_move.and_then(|key| legal.iter().position(|&mv| move_key(mv) == key));
        let mut moves: ArrayVec<ScoredMove<P::Move>, MAX_MOVES> = ArrayVec::new();
        let mut rest_ordered = false;
        match tt_index {
            Some(i) => {
                let last = legal.len() - 1;
                legal.swap(i, last);
                let mv = legal[last];
                moves.push(ScoredMove {
                    mv,
                    order: ORDER_HASH,
                    tactical: pos.is_tactical(mv),
                    child_eval: None,
                });
            }
            None => {
                self.order_moves(pos, &legal, None, ply, &mut moves);
                rest_ordered = true;
            }
        }
        let side = pos.side_to_move().index();
        let alpha_start = window.alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried: ArrayVec<P::Move, MAX_MOVES> = ArrayVec::new();

        self.stack.push(pos.hash());
        let mut index = 0;
        loop {
            if index == 1 && !rest_ordered {
                let others = &legal[..legal.len() - 1];
                self.order_moves(pos, others, None, ply, &mut moves);
                rest_ordered = true;
            }
            let Some(scored) = pick_next(&mut moves, index) else {
                break;
            };
            let quiet = !scored.tactical && scored.order < ORDER_KILLER;
            let prunable = self.options.selective
                && !window.pv_node
                && quiet
                && !pending
                && best > -score::DECIDED;
            if prunable && self.skip_quiet(pos, &window, index, &mut eval) {
                index += 1;
                continue;
            }
            let score = self.search_child(pos, &window, scored, index, quiet);
            if self.aborted {
                self.stack.pop();
                return 0;
            }
            if score > best {
                best = score;
                if score > window.alpha {
                    window.alpha = score;
                    best_move = Some(scored.mv);
                    if window.pv_node {
                        let (head, tail) = self.pv.split_at_mut(ply + 1);
                        let line = &mut head[ply];
                        line.clear();
                        line.push(scored.mv);
                        line.try_extend_from_slice(&tail[0]).ok();
                    }
                    if score >= window.beta {
                        if !scored.tactical {
                            self.reward_quiet(scored.mv, side, ply, depth, &quiets_tried);
                        }
                        break;
                    }
                }
            }
            if !scored.tactical {
                quiets_tried.push(scored.mv);
            }
            index += 1;
        }
        self.stack.pop();

        let bound = if best >= window.beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            pos.hash(),
            best_move.map(move_key),
            score::to_table(best, ply),
            depth,
            bound,
        );
        best
    }

    /// Whether a quiet move (the `index`th tried) near the leaves is left out:
    /// late move pruning, once enough moves were tried without a cut-off and one
    /// of them holds (the quiet moves that remain are ordered last by their
    /// history); futility pruning, where even a margin per ply left on top of
    /// the static evaluation stays below alpha.
    fn skip_quiet(
        &mut self,
        pos: &P,
        window: &Window,
        index: usize,
        eval: &mut Option<i32>,
    ) -> bool {
        let depth = window.depth;
        if depth <= LATE_MOVE_DEPTH && index >= late_moves(depth) {
            return true;
        }
        let margin = policy(P::KIND).quiet_futility_margin;
        if margin > 0 && depth <= QUIET_FUTILITY_DEPTH && !score::is_decided(window.alpha) {
            let eval = *eval.get_or_insert_with(|| self.evaluate(pos));
            return eval + margin * depth <= window.alpha;
        }
        false
    }

    /// The score of one move, the `index`th searched: the first with the full
    /// window, the others with a null window first (reduced for late quiet
    /// moves, by their history), searched again in full where they beat alpha.
    fn search_child(
        &mut self,
        pos: &P,
        window: &Window,
        scored: ScoredMove<P::Move>,
        index: usize,
        quiet: bool,
    ) -> i32 {
        let Window {
            depth,
            alpha,
            beta,
            ply,
            pv_node,
        } = *window;
        let mut child = pos.clone();
        child.play_unchecked(scored.mv);
        let hint = scored.child_eval;
        if index == 0 {
            return -self.negamax_hinted(&child, depth - 1, -beta, -alpha, ply + 1, pv_node, hint);
        }
        let reduction = if self.options.selective && depth >= 3 && index >= 3 && quiet {
            // A quiet move's order is its history score: moves that often cut
            // off are reduced less, those that never do more.
            let r = self.reductions[(depth as usize).min(63)][index.min(63)] as i32
                - pv_node as i32
                - scored.order / HISTORY_PER_PLY;
            r.clamp(0, depth - 2)
        } else {
            0
        };
        let null_window = |worker: &mut Self, depth: i32| {
            -worker.negamax_hinted(&child, depth, -alpha - 1, -alpha, ply + 1, false, hint)
        };
        let mut score = null_window(self, depth - 1 - reduction);
        // Re-searches keep the hint: the child's evaluation has not changed.
        if score > alpha && reduction > 0 && !self.aborted {
            score = null_window(self, depth - 1);
        }
        if score > alpha && score < beta && pv_node && !self.aborted {
            score = -self.negamax_hinted(&child, depth - 1, -beta, -alpha, ply + 1, true, hint);
        }
        score
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
        if qply > 0
            && let Some(score) = self.enter_node(pos, ply, false)
        {
            return score;
        }
        // With the game's end pending, every reply is searched and none is
        // judged by the static evaluation: each leads to the result or averts it.
        // The child is past the end check, so this adds one ply at most.
        let pending = pos.end_pending();
        let stand_pat = if pending {
            -INFINITY
        } else {
            static_eval.unwrap_or_else(|| self.evaluate(pos))
        };
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        if !pending && (qply >= QUIESCENCE_PLIES || stand_pat >= beta) {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let mut legal = MoveList::new();
        pos.legal_moves(&mut legal);
        let is_tactical = pos.tactical_test();
        let mut tactical: ArrayVec<ScoredMove<P::Move>, MAX_MOVES> = ArrayVec::new();
        for &mv in &legal {
            if is_tactical(mv) {
                let value = self.child_eval(pos, mv);
                tactical.push(ScoredMove {
                    mv,
                    order: -value,
                    tactical: true,
                    child_eval: Some(value),
                });
            } else if pending {
                // Most replies here end the game at once: not worth evaluating
                // for their order, so they come after the tactical ones.
                tactical.push(ScoredMove {
                    mv,
                    order: -INFINITY,
                    tactical: false,
                    child_eval: None,
                });
            }
        }
        if tactical.is_empty() && pending {
            // The rules end a game without moves themselves; stay safe if not.
            return self.evaluate(pos);
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
}
