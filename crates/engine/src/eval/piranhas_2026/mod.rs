//! Static evaluation of a Piranhas 2026 position for the engine.
//!
//! The value is in hundredths of a fish, from the side to move's view. The 2019
//! game's terms (see `eval::piranhas`) still measure how near a side is
//! to one swarm, since the move rule and the union are the same, with fish
//! weighed by their size where it matters: the swarm share is the heaviest
//! group's share of the side's weight and the largest swarm is the heaviest
//! group's weight, which decides the game when someone is connected and at the
//! round limit. On top of them what 2026 adds ([`TERMS_2026`]):
//!
//! - **weight**: the weight of all the side's fish, so a large fish (3) is worth
//!   protecting and eating three times a small one;
//! - **first union**: 1 for the side recorded as having first formed a swarm,
//!   which wins a tie of the heaviest swarms.
//!
//! The weights ([`weights::WEIGHTS`]) mix from the opening over turn 40
//! to the round limit as in 2019. Tactical moves are as in 2019: captures and
//! moves that connect the mover.

pub mod weights;

use super::piranhas::{self as eval_2019, TERM_COUNT};
use super::tapered::{KNOTS, UNIT, Weights, mix, weigh};
use crate::Evaluate;
use bernstein_rules::piranhas_2026::{Move, Piranhas2026, TURN_LIMIT};
use bernstein_rules::{Position, Side};
use weights::WEIGHTS;

/// How many terms the 2026 evaluation weighs: the 2019 ones and two of its own.
pub const TERM_COUNT_2026: usize = TERM_COUNT + 2;

/// The 2026 evaluation's terms, in the order of its weight table.
pub const TERMS_2026: [&str; TERM_COUNT_2026] = [
    "swarm share",
    "groups beyond the first",
    "connected",
    "concentration",
    "centralisation",
    "mobility",
    "fish",
    "heaviest swarm",
    "neighbours",
    "span",
    "fish on the edge",
    "lone fish",
    "tempo",
    "red to move",
    "heavier swarm",
    "captures",
    "captures against",
    "few fish",
    "few fish squared",
    "two groups",
    "weight",
    "first union",
];

/// The terms in [`UNIT`] fixed point, for the side to move less the opponent's.
#[inline(always)]
fn values_2026(pos: &Piranhas2026) -> [i32; TERM_COUNT_2026] {
    let totals = Side::BOTH.map(|side| pos.total_weight(side));
    let (shared, _) =
        eval_2019::shared_values(pos.board(), |square| pos.square_weight(square), totals);
    let us = pos.side_to_move();
    let mut values = [0i32; TERM_COUNT_2026];
    values[..TERM_COUNT].copy_from_slice(&shared);
    values[TERM_COUNT] = UNIT * (totals[us.index()] as i32 - totals[us.other().index()] as i32);
    values[TERM_COUNT + 1] = match pos.first_union() {
        Some(side) if side == us => UNIT,
        Some(_) => -UNIT,
        None => 0,
    };
    values
}

/// The terms' values and the shares of their weights: what the weights'
/// fitting weighs.
pub fn term_values(pos: &Piranhas2026) -> ([f64; TERM_COUNT_2026], [f64; KNOTS]) {
    let values = values_2026(pos).map(|v| v as f64 / UNIT as f64);
    (values, mix(pos.turn()))
}

/// The 2026 weight table's type.
pub type Weights2026 = Weights<TERM_COUNT_2026>;

impl Evaluate for Piranhas2026 {
    fn evaluate(&self) -> i32 {
        weigh(&values_2026(self), &WEIGHTS, self.turn())
    }

    /// Captures, and moves after which the mover's swarm is connected.
    #[inline]
    fn is_tactical(&self, mv: Move) -> bool {
        self.board().is_tactical(mv)
    }

    /// As in 2019, on the 2019 board (the sizes change no move's kind).
    fn tactical_test(&self) -> impl Fn(Move) -> bool + '_ {
        self.board().tactical_test()
    }

    /// Blue to move (an odd turn) while someone is connected, or at turn 59: the
    /// end check after Blue's move decides the game unless the move changes it.
    fn end_pending(&self) -> bool {
        let turn = self.turn();
        turn % 2 == 1
            && (turn + 1 >= TURN_LIMIT
                || self.is_connected(Side::First)
                || self.is_connected(Side::Second))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Near the round limit, where the heaviest swarm decides the game. (In the
    /// opening the fitted weights care little for a fish's size.)
    #[test]
    fn a_large_fish_is_worth_more_than_a_small_one() {
        let rows = |size: u8| {
            format!(
                "........../R1........./....B{size}...../..K......./........../....K...../........../........../........../.B1........ r 50 -"
            )
        };
        let with = |size| Piranhas2026::from_text(&rows(size), &Default::default()).unwrap();
        // Red to move: Blue's large fish makes Red's position worse.
        assert!(with(3).evaluate() < with(1).evaluate());
        assert!(with(2).evaluate() < with(1).evaluate());
    }

    /// The terms from their parts, each found on its own: the 2019 reference's
    /// side terms with the fish weighed by size, then the 2026 terms.
    #[test]
    fn the_terms_equal_the_reference_formulas() {
        use super::super::piranhas::tests::{reference_few_fish_values, reference_side_values};
        let positions = bernstein_rules::testing::random_games(
            |seed| Piranhas2026::start(&Default::default(), seed),
            Piranhas2026::is_capture,
        );
        for pos in positions {
            let us = pos.side_to_move();
            let them = us.other();
            let moves = pos.count_moves_both();
            let weight = |square: usize| pos.square_weight(square) as i32;
            let ours = reference_side_values(pos.board(), us, moves[us.index()], weight);
            let theirs = reference_side_values(pos.board(), them, moves[them.index()], weight);
            let mut expected = [0; TERM_COUNT_2026];
            for i in 0..12 {
                expected[i] = ours[i] - theirs[i];
            }
            expected[12] = UNIT;
            expected[13] = if us == Side::First { UNIT } else { -UNIT };
            expected[14] = UNIT * (ours[7] - theirs[7]).signum();
            // The counts themselves are checked against move lists in 2019's test.
            let captures = pos.board().count_captures_both();
            expected[15] = UNIT * captures[us.index()] as i32;
            expected[16] = UNIT * captures[them.index()] as i32;
            // The few-fish terms count fish, not weight.
            expected[17..20].copy_from_slice(&reference_few_fish_values(
                pos.board(),
                &ours,
                &theirs,
            ));
            expected[20] = UNIT * (pos.total_weight(us) as i32 - pos.total_weight(them) as i32);
            expected[21] = match pos.first_union() {
                Some(side) if side == us => UNIT,
                Some(_) => -UNIT,
                None => 0,
            };
            assert_eq!(values_2026(&pos), expected, "{pos:?}");
            // The heaviest swarm the rules compute is the term's weight.
            let heaviest = |side: Side| pos.heaviest_swarm(side) as i32;
            assert_eq!(
                expected[7],
                UNIT * (heaviest(us) - heaviest(them)),
                "{pos:?}"
            );
        }
    }
}
