//! The database's index: a position of the moving phase with `m` stones for the
//! side to move and `o` for the other side becomes a slot number of its table,
//! one slot per class of positions the board's symmetries turn into each other.
//!
//! The mover's stones are first brought to their class's representative (the
//! smallest mask among the 16 images) through a table over all `m`-stone sets,
//! numbered by the combinatorial number system (colex rank). The other side's
//! stones then stand on the `24 − m` points the mover leaves free and are
//! numbered among those: slot = representative's number × C(24 − m, o) + the
//! colex rank of the other stones on the free points. When symmetries keep the
//! representative (it lies on a mirror line, say), the smallest rank of their
//! images of the other stones is taken, and slots with a larger one are unused.
//! No hashing anywhere: every step is arithmetic or a table look-up.

use super::symmetry::{COUNT, Symmetries};
use bernstein_rules::muehle::{Bits, FULL, POINT_COUNT};

/// The most stones per side any table has.
pub const MAX_STONES: usize = 6;

/// C(n, k) for n, k ≤ 24.
type Binomials = [[u32; POINT_COUNT + 1]; POINT_COUNT + 1];

const fn binomials() -> Binomials {
    let mut table = [[0u32; POINT_COUNT + 1]; POINT_COUNT + 1];
    let mut n = 0;
    while n <= POINT_COUNT {
        table[n][0] = 1;
        let mut k = 1;
        while k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
}

static BINOMIAL: Binomials = binomials();

/// C(n, k).
pub fn binomial(n: usize, k: usize) -> u32 {
    BINOMIAL[n][k]
}

/// The classes of `m`-stone sets under the symmetries.
struct Sets {
    /// The representatives (each the smallest mask of its class), ascending.
    reps: Vec<u32>,
    /// For each `m`-stone set by colex rank: its representative's number times 16
    /// plus a symmetry that takes the set there.
    canon: Vec<u32>,
    /// For each representative: the symmetries other than the identity that keep it.
    keepers: Vec<Vec<u8>>,
}

/// The index of every table (see the module's documentation).
pub struct Index {
    pub syms: Symmetries,
    /// `sets[m]` for m = 0 ..= MAX_STONES.
    sets: Vec<Sets>,
}

/// The colex rank of a set of points among all sets of its size.
#[inline(always)]
fn colex(mask: u32) -> usize {
    let mut rank = 0;
    for (i, p) in Bits(mask).enumerate() {
        rank += BINOMIAL[p][i + 1];
    }
    rank as usize
}

/// The colex rank of `stones` among the sets of its size on the points `taken`
/// leaves free (point p counts as the (p − taken points below p))-th free point).
#[inline(always)]
fn free_rank(taken: u32, stones: u32) -> usize {
    let mut rank = 0;
    for (i, p) in Bits(stones).enumerate() {
        let below = (taken & ((1u32 << p) - 1)).count_ones() as usize;
        rank += BINOMIAL[p - below][i + 1];
    }
    rank as usize
}

/// The set of `k` points with colex rank `rank` among the first `n` points.
fn colex_set(mut rank: usize, k: usize, n: usize) -> u32 {
    let mut mask = 0;
    let mut top = n;
    for i in (1..=k).rev() {
        // The largest c < top with C(c, i) ≤ rank.
        let mut c = top - 1;
        while BINOMIAL[c][i] as usize > rank {
            c -= 1;
        }
        mask |= 1 << c;
        rank -= BINOMIAL[c][i] as usize;
        top = c;
    }
    mask
}

/// Places the bits of `compact` on the points of `free`, lowest first.
#[inline(always)]
pub fn deposit(mut compact: u32, mut free: u32) -> u32 {
    let mut out = 0;
    while compact != 0 && free != 0 {
        let low = free & free.wrapping_neg();
        if compact & 1 != 0 {
            out |= low;
        }
        compact >>= 1;
        free ^= low;
    }
    out
}

impl Index {
    pub fn new() -> Index {
        let syms = Symmetries::new();
        let sets = (0..=MAX_STONES).map(|m| Sets::new(&syms, m)).collect();
        Index { syms, sets }
    }

    /// The number of slots of the table with `m` stones to move and `o` others.
    pub fn table_len(&self, m: usize, o: usize) -> usize {
        self.sets[m].reps.len() * binomial(POINT_COUNT - m, o) as usize
    }

    /// The slot of the position where the side to move has `mover` and the other
    /// side `other` (disjoint masks with `m` and `o` stones).
    #[inline]
    pub fn slot(&self, mover: u32, other: u32) -> usize {
        let m = mover.count_ones() as usize;
        let o = other.count_ones() as usize;
        let sets = &self.sets[m];
        let entry = sets.canon[colex(mover)] as usize;
        let (rep_number, g) = (entry / COUNT, entry % COUNT);
        let rep = sets.reps[rep_number];
        let other = self.syms.apply(g, other);
        let mut rank = free_rank(rep, other);
        for &keeper in &sets.keepers[rep_number] {
            rank = rank.min(free_rank(rep, self.syms.apply(keeper as usize, other)));
        }
        rep_number * binomial(POINT_COUNT - m, o) as usize + rank
    }

    /// The position of a slot: (the mover's stones, the other side's), or `None`
    /// for an unused slot (a symmetric duplicate of a smaller one).
    pub fn position(&self, m: usize, o: usize, slot: usize) -> Option<(u32, u32)> {
        let sets = &self.sets[m];
        let per_rep = binomial(POINT_COUNT - m, o) as usize;
        let (rep_number, rank) = (slot / per_rep, slot % per_rep);
        let rep = sets.reps[rep_number];
        let other = deposit(colex_set(rank, o, POINT_COUNT - m), FULL & !rep);
        let used = sets.keepers[rep_number]
            .iter()
            .all(|&keeper| free_rank(rep, self.syms.apply(keeper as usize, other)) >= rank);
        used.then_some((rep, other))
    }

    /// Calls `each(slot, mover, other)` for every used slot in `slots` of the
    /// table (`m`, `o`), in order: faster than [`Index::position`] slot by slot.
    pub fn for_each_position(
        &self,
        m: usize,
        o: usize,
        slots: std::ops::Range<usize>,
        mut each: impl FnMut(usize, u32, u32),
    ) {
        if slots.is_empty() {
            return;
        }
        let sets = &self.sets[m];
        let n = POINT_COUNT - m;
        let per_rep = binomial(n, o) as usize;
        let mut slot = slots.start;
        let mut rep_number = slot / per_rep;
        let mut compact = colex_set(slot % per_rep, o, n);
        while slot < slots.end {
            let rep = sets.reps[rep_number];
            let free = FULL & !rep;
            let keepers = &sets.keepers[rep_number];
            let mut rank = slot % per_rep;
            while rank < per_rep && slot < slots.end {
                let other = deposit(compact, free);
                let used = keepers
                    .iter()
                    .all(|&keeper| free_rank(rep, self.syms.apply(keeper as usize, other)) >= rank);
                if used {
                    each(slot, rep, other);
                }
                // The next set of the same size in colex order (Gosper's hack).
                if compact != 0 {
                    let low = compact & compact.wrapping_neg();
                    let ripple = compact + low;
                    compact = (((ripple ^ compact) >> 2) / low) | ripple;
                }
                rank += 1;
                slot += 1;
            }
            rep_number += 1;
            compact = (1u32 << o) - 1;
        }
    }
}

impl Sets {
    fn new(syms: &Symmetries, m: usize) -> Sets {
        let count = binomial(POINT_COUNT, m) as usize;
        let smallest = |set: u32| (0..COUNT).map(|g| syms.apply(g, set)).min().unwrap_or(set);
        let all: Vec<u32> = (0..count)
            .map(|rank| colex_set(rank, m, POINT_COUNT))
            .collect();
        let mut reps: Vec<u32> = all.iter().copied().filter(|&s| smallest(s) == s).collect();
        reps.sort_unstable();
        let canon = all
            .iter()
            .map(|&set| {
                let rep = smallest(set);
                let g = (0..COUNT)
                    .find(|&g| syms.apply(g, set) == rep)
                    .expect("the smallest image is an image");
                let number = reps.binary_search(&rep).expect("a representative");
                (number * COUNT + g) as u32
            })
            .collect();
        let keepers = reps
            .iter()
            .map(|&rep| {
                (1..COUNT)
                    .filter(|&g| syms.apply(g, rep) == rep)
                    .map(|g| g as u8)
                    .collect()
            })
            .collect();
        Sets {
            reps,
            canon,
            keepers,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colex_ranks_and_sets_are_inverse() {
        for k in 0..=4 {
            for rank in 0..binomial(10, k) as usize {
                let set = colex_set(rank, k, 10);
                assert_eq!(set.count_ones() as usize, k);
                assert_eq!(colex(set), rank);
            }
        }
        assert_eq!(deposit(0b101, 0b1101_0000), 0b1001_0000);
    }

    #[test]
    fn every_used_slot_is_its_positions_slot_and_symmetric_positions_share_it() {
        let index = Index::new();
        for (m, o) in [(3, 3), (4, 3), (3, 4)] {
            let len = index.table_len(m, o);
            let mut used = 0;
            let mut walked = Vec::new();
            index.for_each_position(m, o, 0..len, |slot, mover, other| {
                walked.push((slot, mover, other));
            });
            for slot in 0..len {
                if let Some((mover, other)) = index.position(m, o, slot) {
                    used += 1;
                    assert_eq!(mover & other, 0);
                    assert_eq!(index.slot(mover, other), slot);
                    for g in 0..COUNT {
                        let (a, b) = (index.syms.apply(g, mover), index.syms.apply(g, other));
                        assert_eq!(index.slot(a, b), slot, "symmetry {g} of slot {slot}");
                    }
                }
            }
            let listed: Vec<usize> = walked.iter().map(|w| w.0).collect();
            let expected: Vec<usize> = (0..len)
                .filter(|&slot| index.position(m, o, slot).is_some())
                .collect();
            assert_eq!(listed, expected, "the walk visits exactly the used slots");
            // Each class once: the used slots times the class sizes cover all positions.
            let positions = binomial(24, m) as usize * binomial(24 - m, o) as usize;
            assert!(used * COUNT >= positions && used < positions / COUNT + positions / 50);
        }
    }
}
