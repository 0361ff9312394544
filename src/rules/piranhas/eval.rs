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
//! Captures count through material, mobility and the opponent's swarm terms.
//! Costs a flood fill per group and one pass over the 58 lines for both sides'
//! move counts: no move lists.

use super::tables::{Bits, SQUARE_BIT, group_of, lowest_bit, may_be_connected};
use super::{Move, Piranhas, Side};
use crate::rules::{Evaluate, Position};

/// Value of a fully connected swarm in the swarm-share term.
pub const SWARM_SHARE: i32 = 200;
/// Penalty for each group beyond the first.
pub const PER_EXTRA_GROUP: i32 = 20;
/// Bonus for a connected swarm.
pub const CONNECTED: i32 = 60;
/// Penalty per unit of average excess distance to the centre of mass.
pub const CONCENTRATION: i32 = 60;
/// Bonus per ring of average centralisation.
pub const CENTRALISATION: i32 = 25;
/// Bonus per legal move.
pub const MOBILITY: i32 = 5;
/// Bonus per fish on the board.
pub const FISH: i32 = 10;

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
fn least_distance_sum(n: i32) -> i32 {
    let mut left = n - 1;
    let mut sum = 0;
    let mut ring = 1;
    while left > 0 {
        let here = left.min(8 * ring);
        sum += here * ring;
        left -= here;
        ring += 1;
    }
    sum
}

/// One side's score, in hundredths of a fish.
fn side_score(pos: &Piranhas, side: Side, moves: u32) -> i32 {
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
    let mut score = SWARM_SHARE * largest / n - PER_EXTRA_GROUP * (groups - 1);
    if groups == 1 {
        score += CONNECTED;
    }

    // Centre of mass in units of 1/n square: distances scaled by n.
    let mut xs = [0i32; 16];
    let mut ys = [0i32; 16];
    let (mut sum_x, mut sum_y, mut ring) = (0i32, 0i32, 0i32);
    for (i, square) in Bits(fish).take(16).enumerate() {
        let (x, y) = (COLUMN_OF[square & 127] as i32, ROW_OF[square & 127] as i32);
        xs[i & 15] = x;
        ys[i & 15] = y;
        sum_x += x;
        sum_y += y;
        ring += RING[square & 127];
    }
    let mut scaled_distance = 0i32;
    for i in 0..(n as usize).min(16) {
        let dx = (xs[i] * n - sum_x).abs();
        let dy = (ys[i] * n - sum_y).abs();
        scaled_distance += dx.max(dy);
    }
    let excess = (scaled_distance - least_distance_sum(n) * n).max(0);
    score -= CONCENTRATION * excess / (n * n);
    score += CENTRALISATION * ring / n;
    score += MOBILITY * moves as i32;
    score += FISH * n;
    score
}

impl Evaluate for Piranhas {
    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        let moves = self.count_moves_both();
        let them = us.other();
        side_score(self, us, moves[us.index()]) - side_score(self, them, moves[them.index()])
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_distance_sums_follow_the_rings() {
        assert_eq!(least_distance_sum(1), 0);
        assert_eq!(least_distance_sum(9), 8);
        assert_eq!(least_distance_sum(10), 10);
        assert_eq!(least_distance_sum(16), 8 + 2 * 7);
    }
}
