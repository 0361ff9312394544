//! Static evaluation of a Piranhas position for the engine.
//!
//! The value is in hundredths of a fish, from the side to move's view: the
//! difference of one score per side. A side's score rewards what brings it nearer
//! to one connected swarm:
//!
//! - **Swarm**: the share of its fish in its largest 8-connected group (a fully
//!   connected swarm scores [`SWARM_SHARE`]), minus [`PER_EXTRA_GROUP`] for each
//!   group beyond the first, plus [`CONNECTED`] when it is already connected (the
//!   end check may still be a ply away). In self-play a swarm share of 300 lost
//!   6.5/20 against 200 (120 was even), and adding 10 per fish of the largest
//!   group (the size that decides the round limit) won no more games.
//! - **Concentration** (the classic Lines-of-Action term): the sum of the fish's
//!   king-move distances to their centre of mass, less the least such sum that many
//!   fish could have, as an average per fish; scaled by [`CONCENTRATION`].
//! - **Centralisation**: the average ring of the fish (0 on the edge, 4 in the four
//!   middle squares) times [`CENTRALISATION`]: central swarms connect more easily
//!   and are harder to cut (25 scored 23.5/40 against 12 in self-play).
//! - **Mobility**: [`MOBILITY`] per legal move. In self-play at fixed depth
//!   (3 and 4 plies, kraken setups from seeds 0–9, both colours) 5 per move
//!   scored 16.5/20 and 8/10 against 2 per move; 10 per move was no better.
//! - **Material**: [`FISH`] per fish. Small on purpose: in Piranhas fewer fish are
//!   easier to connect, but a larger swarm wins when both connect.
//!
//! The weights are a table, [`super::weights::TUNED`], fitted by `bernstein tune
//! piranhas` (docs/tuning.md) to self-play results; [`features`] gives the terms'
//! values the fitting weighs. The figures above are the hand-set weights'
//! ([`super::weights::HAND_SET`], kept by Piranhas 2026).
//!
//! Captures count through material, mobility and the opponent's swarm terms.
//! Costs one walk over each side's fish (groups and centre of mass together); the
//! move counts are kept up to date by the position: no move lists.

use super::tables::{
    NEIGHBOURS, SQUARE_BIT, group_of, lowest_bit, lowest_square, may_be_connected,
};
use super::{Move, Piranhas, Side};
use crate::rules::{Evaluate, Position};

use super::weights::{HAND_SET, TUNED};

/// Value of a fully connected swarm in the swarm-share term (hand-set).
pub const SWARM_SHARE: i32 = HAND_SET[0];
/// Penalty for each group beyond the first (hand-set).
pub const PER_EXTRA_GROUP: i32 = HAND_SET[1];
/// Bonus for a connected swarm (hand-set).
pub const CONNECTED: i32 = HAND_SET[2];
/// Penalty per unit of average excess distance to the centre of mass (hand-set).
pub const CONCENTRATION: i32 = HAND_SET[3];
/// Bonus per ring of average centralisation (hand-set).
pub const CENTRALISATION: i32 = HAND_SET[4];
/// Bonus per legal move (hand-set).
pub const MOBILITY: i32 = HAND_SET[5];
/// Bonus per fish on the board (hand-set).
pub const FISH: i32 = HAND_SET[6];

/// The names of the evaluation's terms, in the order of the weight tables.
pub const TERMS: [&str; 7] = [
    "swarm share",
    "per extra group",
    "connected",
    "concentration",
    "centralisation",
    "mobility",
    "fish",
];

/// What one side's score is made of, before weighing.
#[derive(Clone, Copy, Debug, Default)]
struct SideTerms {
    fish: i32,
    /// The weight of all the side's fish and of its heaviest group: in 2019
    /// every fish weighs 1, so these are the fish count and the largest group.
    weight: i32,
    largest: i32,
    groups: i32,
    /// Excess distance to the centre of mass, scaled by fish².
    scaled_excess: i32,
    ring: i32,
    moves: i32,
}

impl SideTerms {
    /// The score with `weights` (integer arithmetic, as the evaluation has always
    /// done it).
    #[inline(always)]
    fn score(&self, weights: &[i32; 7]) -> i32 {
        let n = self.fish;
        if n == 0 {
            return 0;
        }
        let mut score = weights[0] * self.largest / self.weight - weights[1] * (self.groups - 1);
        if self.groups == 1 {
            score += weights[2];
        }
        score -= weights[3] * self.scaled_excess / (n * n);
        score += weights[4] * self.ring / n;
        score += weights[5] * self.moves;
        score += weights[6] * n;
        score
    }

    /// The terms' values, which [`SideTerms::score`] weighs (up to its rounding).
    fn values(&self) -> [f64; 7] {
        let n = self.fish as f64;
        if self.fish == 0 {
            return [0.0; 7];
        }
        [
            self.largest as f64 / self.weight as f64,
            -(self.groups as f64 - 1.0),
            (self.groups == 1) as i32 as f64,
            -(self.scaled_excess as f64) / (n * n),
            self.ring as f64 / n,
            self.moves as f64,
            n,
        ]
    }
}

/// The values of the evaluation's terms for the side to move less the
/// opponent's: the evaluation is about their sum weighed by [`TUNED`]. What the
/// tuning fits the weights to.
pub fn features(pos: &Piranhas) -> [f64; 7] {
    let us = pos.side_to_move();
    let them = us.other();
    let moves = pos.count_moves_both();
    let terms = |side: Side| fish_terms(pos, side, moves[side.index()]).values();
    let (ours, theirs) = (terms(us), terms(them));
    std::array::from_fn(|i| ours[i] - theirs[i])
}

/// Column and row of each square index (a look-up beats dividing by 10).
static COLUMN_OF: [u8; 128] = {
    let mut table = [0u8; 128];
    let mut i = 0;
    while i < 128 {
        table[i] = (i % 10) as u8;
        i += 1;
    }
    table
};
static ROW_OF: [u8; 128] = {
    let mut table = [0u8; 128];
    let mut i = 0;
    while i < 128 {
        table[i] = (i / 10) as u8;
        i += 1;
    }
    table
};

/// Ring of each square: 0 on the edge, 4 in the middle 2x2.
static RING: [i32; 128] = {
    let mut table = [0i32; 128];
    let mut i = 0;
    while i < 100 {
        let x = (i % 10) as i32;
        let y = (i / 10) as i32;
        let rx = if x < 5 { x } else { 9 - x };
        let ry = if y < 5 { y } else { 9 - y };
        table[i] = if rx < ry { rx } else { ry };
        i += 1;
    }
    table
};

/// The least sum of king-move distances to a centre that `n` fish can have:
/// 8 fish at distance 1, 16 at distance 2, 24 at distance 3, …
const fn least_distance_sum(n: i32) -> i32 {
    let mut left = n - 1;
    let mut sum = 0;
    let mut ring = 1;
    while left > 0 {
        let here = if left < 8 * ring { left } else { 8 * ring };
        sum += here * ring;
        left -= here;
        ring += 1;
    }
    sum
}

/// [`least_distance_sum`] for 0..=16 fish, looked up in every evaluation (32
/// rows, for an index masked with 31).
static LEAST_DISTANCE_SUM: [i32; 32] = {
    let mut table = [0i32; 32];
    let mut n = 0;
    while n < 32 {
        table[n] = least_distance_sum(n as i32);
        n += 1;
    }
    table
};

/// One side's score with the hand-set weights, in hundredths of a fish.
///
/// One walk over the fish does both the groups and the centre of mass: each
/// group is searched from its lowest fish through the neighbour table, so every
/// fish is visited once (a flood fill of the whole board per group, step by step,
/// cost twice as much), and each visit also collects the fish's coordinates.
#[cfg(test)]
pub(in crate::rules) fn side_score(pos: &Piranhas, side: Side, moves: u32) -> i32 {
    fish_terms(pos, side, moves).score(&HAND_SET)
}

/// One side's score with the weights the 2019 evaluation uses.
fn tuned_side_score(pos: &Piranhas, side: Side, moves: u32) -> i32 {
    fish_terms(pos, side, moves).score(&TUNED)
}

/// The terms of one side's 2019 score: every fish weighs 1.
#[inline(always)]
fn fish_terms(pos: &Piranhas, side: Side, moves: u32) -> SideTerms {
    side_terms(pos, side, moves, |_| 1, pos.fish_count(side) as u32)
}

/// [`side_score`] when the fish on square `i` weighs `weight(i)` (Piranhas
/// 2026's sizes; `total` is the weight of all the side's fish), and the weight of
/// the side's heaviest group. The swarm share is then the heaviest group's share
/// of the weight, not the largest group's of the fish: the walk sums weights
/// where 2019 counts fish (each weighing 1), so the 2026 evaluation costs one
/// byte read per fish more than the 2019 one and no other work.
#[inline(always)]
pub(in crate::rules) fn side_score_and_heaviest(
    pos: &Piranhas,
    side: Side,
    moves: u32,
    weight: impl Fn(usize) -> u32,
    total: u32,
) -> (i32, u32) {
    let terms = side_terms(pos, side, moves, weight, total);
    (terms.score(&HAND_SET), terms.largest as u32)
}

/// The terms of one side's score (see [`side_score_and_heaviest`]).
#[inline(always)]
fn side_terms(
    pos: &Piranhas,
    side: Side,
    moves: u32,
    weight: impl Fn(usize) -> u32,
    total: u32,
) -> SideTerms {
    let fish = pos.fish_board(side);
    // At most 16 fish (a position never holds more), so the arrays below hold all.
    let n = pos.fish_count(side) as i32;
    if n == 0 {
        return SideTerms::default();
    }
    // Coordinates in 16 bits: scaled by n they stay below 160, and eight lanes
    // fit an SSE2 register, which has a 16-bit multiply and maximum (x86-64's
    // baseline has neither for 32 bits).
    let mut xs = [0i16; 16];
    let mut ys = [0i16; 16];
    let (mut sum_x, mut sum_y, mut ring) = (0i16, 0i16, 0i32);
    let mut visited = 0usize;
    let mut largest = 0u32;
    let mut groups = 0i32;
    let mut unvisited = fish;
    while unvisited != 0 {
        let mut to_visit = lowest_bit(unvisited);
        unvisited ^= to_visit;
        let mut group_weight = 0u32;
        while to_visit != 0 {
            let square = lowest_square(to_visit) & 127;
            to_visit &= to_visit - 1;
            let joining = NEIGHBOURS[square] & unvisited;
            unvisited ^= joining;
            to_visit |= joining;
            group_weight += weight(square);
            let (x, y) = (COLUMN_OF[square] as i16, ROW_OF[square] as i16);
            xs[visited & 15] = x;
            ys[visited & 15] = y;
            visited += 1;
            sum_x += x;
            sum_y += y;
            ring += RING[square];
        }
        largest = largest.max(group_weight);
        groups += 1;
    }
    // Centre of mass in units of 1/n square: distances scaled by n.
    // All sixteen lanes, the unused ones masked: no loop tail. At most 16 x 144.
    let mut scaled_distance = 0i16;
    for i in 0..16 {
        let dx = (xs[i] * n as i16 - sum_x).abs();
        let dy = (ys[i] * n as i16 - sum_y).abs();
        scaled_distance += if i < visited { dx.max(dy) } else { 0 };
    }
    let excess = (scaled_distance as i32 - LEAST_DISTANCE_SUM[n as usize & 31] * n).max(0);
    SideTerms {
        fish: n,
        // A weight of 0 (no such position is searched) would divide by zero.
        weight: total.max(1) as i32,
        largest: largest as i32,
        groups,
        scaled_excess: excess,
        ring,
        moves: moves as i32,
    }
}

impl Evaluate for Piranhas {
    /// Scored in fish, whose evaluation swings wider than Ostseeschach's ambers.
    const REVIEW_UNIT: i32 = 150;
    const REVIEW_LOSSES: [i32; 3] = [45, 90, 150];

    /// Most Piranhas moves differ by a few tens (a little swarm share or
    /// concentration), not by a fish: at the full temperature levels 1 and 2 lost
    /// to the level below them in self-play (2 against 1: 43.8 % of 40 games), at
    /// 30 % each of levels 2–5 scored 76–99 % against the level below.
    const TEMPERATURE_PERCENT: u32 = 30;

    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        let moves = self.count_moves_both();
        let them = us.other();
        tuned_side_score(self, us, moves[us.index()])
            - tuned_side_score(self, them, moves[them.index()])
    }

    /// Captures, and moves after which the mover's swarm is connected.
    fn is_tactical(&self, mv: Move) -> bool {
        if self.is_capture(mv) {
            return true;
        }
        // The mover's fish after the move, without playing it (captures are
        // already answered, so the opponent's fish do not matter).
        let own = self.fish[self.side_to_move().index()]
            ^ SQUARE_BIT[mv.from.index()]
            ^ SQUARE_BIT[mv.to.index()];
        may_be_connected(own) && group_of(lowest_bit(own), own) == own
    }

    /// Blue to move (an odd turn) while a swarm is connected, or at turn 59: the
    /// end check after Blue's move decides the game unless the move changes it.
    fn end_pending(&self) -> bool {
        let turn = self.turn();
        turn % 2 == 1
            && (turn + 1 >= super::TURN_LIMIT
                || self.is_connected(Side::First)
                || self.is_connected(Side::Second))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::tables::Bits;
    use super::super::tests::random_positions;
    use crate::rules::MoveList;

    /// One side's score as first written: a flood fill per group, then a second
    /// pass over the fish for the centre of mass. The reference for `side_score`.
    fn reference_side_score(pos: &Piranhas, side: Side, moves: u32) -> i32 {
        let [
            swarm_share,
            per_extra_group,
            connected,
            concentration,
            centralisation,
            mobility,
            fish_weight,
        ] = TUNED;
        let fish = pos.fish_board(side);
        let n = pos.fish_count(side) as i32;
        if n == 0 {
            return 0;
        }
        let mut rest = fish;
        let mut largest = 0i32;
        let mut groups = 0i32;
        while rest != 0 {
            let group = group_of(lowest_bit(rest), rest);
            largest = largest.max(group.count_ones() as i32);
            groups += 1;
            rest &= !group;
        }
        let mut score = swarm_share * largest / n - per_extra_group * (groups - 1);
        if groups == 1 {
            score += connected;
        }
        let mut xs = [0i32; 16];
        let mut ys = [0i32; 16];
        let (mut sum_x, mut sum_y, mut ring) = (0i32, 0i32, 0i32);
        for (i, square) in Bits(fish).take(16).enumerate() {
            let (x, y) = ((square % 10) as i32, (square / 10) as i32);
            xs[i] = x;
            ys[i] = y;
            sum_x += x;
            sum_y += y;
            ring += RING[square];
        }
        let mut scaled_distance = 0i32;
        for i in 0..(n as usize).min(16) {
            let dx = (xs[i] * n - sum_x).abs();
            let dy = (ys[i] * n - sum_y).abs();
            scaled_distance += dx.max(dy);
        }
        let excess = (scaled_distance - least_distance_sum(n) * n).max(0);
        score -= concentration * excess / (n * n);
        score += centralisation * ring / n;
        score += mobility * moves as i32;
        score += fish_weight * n;
        score
    }

    /// The evaluation as first written, from the move lists of both sides.
    fn reference_evaluate(pos: &Piranhas) -> i32 {
        let us = pos.side_to_move();
        let them = us.other();
        let mut moves = [MoveList::new(), MoveList::new()];
        for side in Side::BOTH {
            pos.generate(side, &mut moves[side.index()]);
        }
        let count = |side: Side| moves[side.index()].len() as u32;
        reference_side_score(pos, us, count(us)) - reference_side_score(pos, them, count(them))
    }

    /// Whether a move connects the mover's swarm, by playing it and flood filling.
    fn reference_is_tactical(pos: &Piranhas, mv: Move) -> bool {
        if pos.is_capture(mv) {
            return true;
        }
        let mut child = *pos;
        child.play_unchecked(mv);
        let own = child.fish_board(pos.side_to_move());
        group_of(lowest_bit(own), own) == own
    }

    #[test]
    fn the_evaluation_equals_the_reference_formula() {
        let positions = random_positions();
        let few_fish = positions
            .iter()
            .filter(|p| p.fish_count(Side::First) < 8)
            .count();
        assert!(
            few_fish > 100,
            "only {few_fish} positions with few red fish"
        );
        for pos in &positions {
            // The move counts kept up to date by `play`, against a full recount.
            let [red, blue] = pos.count_moves_from_scratch();
            assert_eq!(pos.count_moves_both(), [red, blue], "{pos:?}");
            assert_eq!(pos.evaluate(), reference_evaluate(pos), "{pos:?}");
        }
    }

    #[test]
    fn tactical_moves_equal_the_reference() {
        let mut connecting = 0;
        for pos in random_positions() {
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            for &mv in &moves {
                let expected = reference_is_tactical(&pos, mv);
                connecting += (expected && !pos.is_capture(mv)) as u32;
                assert_eq!(pos.is_tactical(mv), expected, "{pos:?} {mv:?}");
            }
        }
        assert!(
            connecting > 0,
            "no connecting move among the random positions"
        );
    }

    #[test]
    fn the_features_weighed_give_the_evaluation() {
        for pos in random_positions().iter().take(300) {
            let values = features(pos);
            let weighed: f64 = values.iter().zip(TUNED).map(|(v, w)| v * w as f64).sum();
            // Each of the five divided terms of each side rounds by less than 1.
            let evaluation = pos.evaluate() as f64;
            assert!(
                (weighed - evaluation).abs() <= 10.0,
                "{weighed} against {evaluation} for {pos:?}"
            );
        }
    }

    #[test]
    fn least_distance_sums_follow_the_rings() {
        assert_eq!(least_distance_sum(1), 0);
        assert_eq!(least_distance_sum(9), 8);
        assert_eq!(least_distance_sum(10), 10);
        assert_eq!(least_distance_sum(16), 8 + 2 * 7);
    }
}
