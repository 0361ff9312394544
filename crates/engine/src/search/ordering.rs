//! Move ordering: the hash move first, then tactical moves by what they gain,
//! the two killers of the ply, and the quiet moves by their history score, which a
//! quiet move that causes a cut-off raises and the quiet moves tried before it lower.

use std::hash::{Hash, Hasher};

use arrayvec::ArrayVec;

use super::worker::{HISTORY_SIZE, Worker};
use crate::Evaluate;
use crate::table::move_key;
use bernstein_rules::MAX_MOVES;

/// The ceiling the history scores approach.
const HISTORY_MAX: i32 = 16_384;

#[derive(Clone, Copy)]
pub(super) struct ScoredMove<M> {
    pub(super) mv: M,
    pub(super) order: i32,
    pub(super) tactical: bool,
    /// The child's static evaluation (its side to move's view) when ordering
    /// needed it: passed down so the child does not evaluate again.
    pub(super) child_eval: Option<i32>,
}

// Move ordering bands; a band's values never reach the next.
pub(super) const ORDER_HASH: i32 = 1 << 30;
const ORDER_TACTICAL: i32 = 1 << 28;
pub(super) const ORDER_KILLER: i32 = 1 << 26;
const GAIN_RANGE: i32 = 1 << 24;

impl<P: Evaluate> Worker<P> {
    /// Appends `legal` with their order to `ordered`: the caller's list, since
    /// a list of [`MAX_MOVES`] returned by value is copied (kilobytes per node).
    pub(super) fn order_moves(
        &mut self,
        pos: &P,
        legal: &[P::Move],
        tt_move: Option<u32>,
        ply: usize,
        ordered: &mut ArrayVec<ScoredMove<P::Move>, MAX_MOVES>,
    ) {
        let side = pos.side_to_move().index();
        let killers = self.killers[ply];
        let is_tactical = pos.tactical_test();
        // The hash move is found by its fingerprint, computed only until it is found.
        let mut tt_move = tt_move;
        ordered.extend(legal.iter().map(|&mv| {
            let tactical = is_tactical(mv);
            let mut child_eval_known = None;
            let is_tt_move = tt_move.is_some_and(|key| key == move_key(mv));
            if is_tt_move {
                tt_move = None;
            }
            let order = if is_tt_move {
                ORDER_HASH
            } else if tactical {
                let value = self.child_eval(pos, mv);
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
        }));
    }

    pub(super) fn reward_quiet(
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
pub(super) fn pick_next<M: Copy>(
    moves: &mut [ScoredMove<M>],
    index: usize,
) -> Option<ScoredMove<M>> {
    if index >= moves.len() {
        return None;
    }
    // The first of the best, its order kept at hand: the scan is the inner loop
    // of every node that searches many moves.
    let mut best = index;
    let mut best_order = moves[index].order;
    for (i, scored) in moves.iter().enumerate().skip(index + 1) {
        if scored.order > best_order {
            best = i;
            best_order = scored.order;
        }
    }
    moves.swap(index, best);
    Some(moves[index])
}
