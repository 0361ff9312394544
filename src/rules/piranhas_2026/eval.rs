//! Static evaluation of a Piranhas 2026 position for the engine.
//!
//! The value is in hundredths of a fish, from the side to move's view: the
//! difference of one score per side. The 2019 game's score (swarm share,
//! concentration, centralisation, mobility and fish count, see
//! `rules::piranhas::eval`) still measures how near a side is to one swarm, since
//! the move rule and the union are the same, with one change: its swarm share is
//! the heaviest group's share of the side's weight, where 2019 takes the largest
//! group's share of its fish. The heaviest swarm decides, so a large fish apart
//! from the swarm costs three times a small one. On top of it what 2026 adds:
//!
//! - **Heaviest swarm**: [`HEAVIEST_SWARM`] per unit of weight of the side's
//!   heaviest swarm. That weight, not the number of fish, decides the game when
//!   someone is connected and at the round limit.
//! - **Weight**: [`WEIGHT`] per unit of weight of all the side's fish, so a large
//!   fish (3) is worth protecting and eating three times a small one.
//! - **First union**: [`FIRST_UNION`] for the side recorded as having first formed
//!   a swarm, which wins a tie of the heaviest swarms.
//!
//! Tactical moves are as in 2019: captures and moves that connect the mover.

use super::super::piranhas::eval::side_score_and_heaviest;
use super::super::piranhas::tables::{SQUARE_BIT, group_of, lowest_bit, may_be_connected};
use super::{Move, Piranhas2026, Side};
use crate::rules::{Evaluate, Position};

/// Bonus per unit of weight of the heaviest swarm.
pub const HEAVIEST_SWARM: i32 = 8;
/// Bonus per unit of weight of all own fish.
pub const WEIGHT: i32 = 12;
/// Bonus for having formed a swarm first.
pub const FIRST_UNION: i32 = 30;

/// One side's score, in hundredths of a fish: the 2019 walk over the fish sums
/// their weights, which gives the heaviest swarm.
fn side_score_2026(pos: &Piranhas2026, side: Side, moves: u32) -> i32 {
    let total = pos.total_weight(side);
    let (mut score, heaviest) = side_score_and_heaviest(
        &pos.board,
        side,
        moves,
        |square| pos.square_weight(square),
        total,
    );
    score += HEAVIEST_SWARM * heaviest as i32;
    score += WEIGHT * total as i32;
    if pos.first_union == Some(side) {
        score += FIRST_UNION;
    }
    score
}

impl Evaluate for Piranhas2026 {
    /// Scored in fish, whose evaluation swings wider than Ostseeschach's ambers.
    const REVIEW_UNIT: i32 = 150;
    const REVIEW_LOSSES: [i32; 3] = [45, 90, 150];

    /// As in 2019: moves differ by a few tens, not by a fish.
    const TEMPERATURE_PERCENT: u32 = 30;

    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        let them = us.other();
        let moves = self.count_moves_both();
        side_score_2026(self, us, moves[us.index()])
            - side_score_2026(self, them, moves[them.index()])
    }

    /// Captures, and moves after which the mover's swarm is connected.
    fn is_tactical(&self, mv: Move) -> bool {
        if self.is_capture(mv) {
            return true;
        }
        let own = self.fish_board(self.side_to_move())
            ^ SQUARE_BIT[mv.from.index()]
            ^ SQUARE_BIT[mv.to.index()];
        may_be_connected(own) && group_of(lowest_bit(own), own) == own
    }

    /// Blue to move (an odd turn) while someone is connected, or at turn 59: the
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
    use crate::rules::Position;

    #[test]
    fn a_large_fish_is_worth_more_than_a_small_one() {
        let rows = |size: u8| {
            format!(
                "........../R1........./....B{size}...../..K......./........../....K...../........../........../........../.B1........ r 2 -"
            )
        };
        let with = |size| Piranhas2026::from_text(&rows(size), &Default::default()).unwrap();
        // Red to move: Blue's large fish makes Red's position worse.
        assert!(with(3).evaluate() < with(1).evaluate());
        assert!(with(2).evaluate() < with(1).evaluate());
    }

    /// The evaluation from its parts, each found on its own: the 2019 score with
    /// the largest group's share of the fish taken out and the heaviest swarm's
    /// share of the weight put in (the two are separate integer terms of the
    /// 2019 score, so this is exact), then the heaviest swarm weighed in a walk
    /// of its own.
    #[test]
    fn one_walk_gives_the_evaluation_of_its_parts() {
        use super::super::super::piranhas::eval::{SWARM_SHARE, side_score};
        use super::super::super::piranhas::tables::Bits;
        use super::super::tests::random_positions;
        let largest_group = |pos: &Piranhas2026, side: Side| {
            let fish = pos.fish_board(side);
            Bits(fish)
                .map(|square| group_of(SQUARE_BIT[square], fish).count_ones() as i32)
                .max()
                .unwrap_or(0)
        };
        let reference = |pos: &Piranhas2026, side: Side, moves: u32| {
            let fish = pos.fish_count(side) as i32;
            if fish == 0 {
                return 0;
            }
            let (heaviest, total) = (
                pos.heaviest_swarm(side) as i32,
                pos.total_weight(side) as i32,
            );
            let mut score = side_score(&pos.board, side, moves);
            score -= SWARM_SHARE * largest_group(pos, side) / fish;
            score += SWARM_SHARE * heaviest / total;
            score += HEAVIEST_SWARM * heaviest;
            score += WEIGHT * total;
            if pos.first_union == Some(side) {
                score += FIRST_UNION;
            }
            score
        };
        for pos in random_positions() {
            let us = pos.side_to_move();
            let moves = pos.count_moves_both();
            let expected = reference(&pos, us, moves[us.index()])
                - reference(&pos, us.other(), moves[us.other().index()]);
            assert_eq!(pos.evaluate(), expected, "{pos:?}");
        }
    }
}
