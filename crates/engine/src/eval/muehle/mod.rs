//! The engine's view of a Mühle position: a static evaluation in hundredths of a
//! stone for the side to move, and which moves are tactical (those closing a mill).
//!
//! Each side is scored on its own, then the two scores are subtracted: a side's
//! score is a weighted sum of its terms ([`TERMS`]), with the weights of its own
//! phase: placing (stones in hand), moving, or flying (3 stones, none in hand,
//! flying on), the three columns of `weights.rs`, fitted by `bernstein tune`
//! (docs/tuning.md). The terms:
//!
//! - **Stones** on the board and **stones in hand**.
//! - **Mills**: each complete mill. It protects its stones from removal and, in the
//!   moving phase, can be opened and closed again.
//! - **Open mills**: two own stones on a line whose empty third point the owner can
//!   fill with their next move (by placing, by a step from a neighbouring stone that
//!   is not one of the two, or by flying). For the side to move that is a mill the
//!   search will close anyway; for the other side it is a threat the side to move
//!   must answer. One threat can be blocked; two different threat points cannot.
//! - **Open lines** (one own stone, two empty points) and **fork points** (an
//!   empty point on two of them: a stone there makes two open mills at once), the
//!   placing phase's plans.
//! - **Double mills** (Zwickmühle): an open mill whose closing stone stands in a
//!   complete mill of its own, so the stone swings between the two mills and closes
//!   one with every move. Decisive in the moving phase.
//! - **Mobility and blocked stones**: free neighbouring points of each stone, and
//!   stones with none. In the placing phase this is the room the stones will have
//!   later; in the moving phase it is the moves themselves, and a side that cannot
//!   move loses (**no moves**).
//! - **Points**: the four crossings (d6, b4, f4, d2) lie on two lines with four
//!   neighbours, the side middles have three, corners two.
//! - **To move**: the tempo.
//!
//! A side down to its last 3 stones loses with the next mill against it, so
//! threats against it count double.
//!
//! **Small endgames are drawn.** With flying, no stones in hand and at most 6
//! stones a side, a lead of stones decides little: the endgame database (3 to 5
//! stones a side) gives 149 of 150 such positions from self-play a draw, where
//! the terms above said +1.9 to +3.7 stones for the side ahead (5 against 4, 5
//! against 3, 4 against 3 and the reverse, 25 each); in self-play at 1 000 to
//! 20 000 nodes the side ahead scored 31–41 % with 6 against 3, 4 or 5, and
//! 63–87 % only from 7 stones on. There the lead (stones, mills, room, points)
//! counts an eighth: the search still prefers more stones and more room, but a
//! lead no longer reads as a win. What decides such endgames counts in full:
//! threats (double against a side on its last 3 stones), double mills, blocked
//! stones and a side left without a move.
//!
//! The hand-set weights before the fit already found room to move heavy from
//! the first placement on: between engines most games that are not drawn end
//! soon after the placing phase with a side that has no legal move (in
//! self-play at 60k nodes a move, raising mobility and blocked stones from 3
//! and −8 to 12 and −35 while placing, and from 6 and −12 to 10 and −25 while
//! moving, scored 33.5/40 against the weights before).

pub mod weights;

use super::tapered::{KNOTS, UNIT};
use crate::Evaluate;
use bernstein_rules::muehle::{Bits, FULL, MILL_MASKS, NEIGHBOURS, in_mills};
use bernstein_rules::muehle::{Move, Muehle};
use bernstein_rules::{Position, Side};
use weights::WEIGHTS;

/// The evaluation's terms, in the order of the weight table. Each is a value
/// per side, weighed by that side's phase (the table's columns: placing,
/// moving, flying); the side to move's weighed values less the opponent's make
/// the evaluation.
pub const TERMS: [&str; TERM_COUNT] = [
    "stones",
    "stones in hand",
    "mills",
    "mobility",
    "crossings",
    "side middles",
    "open lines",
    "fork points",
    "double mills",
    "blocked stones",
    "no moves",
    "open mills of the side to move",
    "one threat of the side that moved",
    "two threats of the side that moved",
    "to move",
];

/// How many terms the evaluation weighs.
pub const TERM_COUNT: usize = 15;

/// The phases, the columns of the weight table.
const PLACING: usize = 0;
const MOVING: usize = 1;
const FLYING: usize = 2;

/// The most stones of either side in an endgame whose lead is divided by
/// [`DRAWISH_DIVISOR`].
const DRAWISH_MOST_STONES: u32 = 6;
const DRAWISH_DIVISOR: i32 = 8;
const _: () = assert!(UNIT % DRAWISH_DIVISOR == 0);

/// Points with four neighbours (d6, b4, f4, d2) and with three.
const CROSSINGS: u32 = {
    let mut mask = 0;
    let mut i = 0;
    while i < 24 {
        if NEIGHBOURS[i].count_ones() == 4 {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
};
const SIDE_MIDDLES: u32 = {
    let mut mask = 0;
    let mut i = 0;
    while i < 24 {
        if NEIGHBOURS[i].count_ones() == 3 {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
};

/// What the evaluation counts for one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Features {
    stones: i32,
    mills: i32,
    /// Distinct empty points where the side can close a mill with its next move.
    threat_points: i32,
    double_mills: i32,
    mobility: i32,
    blocked_stones: i32,
    crossings: i32,
    side_middles: i32,
    in_hand: i32,
    /// Lines with one own stone and two empty points.
    open_lines: i32,
    /// Empty points on two open lines: a stone there makes two open mills.
    fork_points: i32,
}

/// What the evaluation reads of a position, by side index: the stones on the
/// board and in hand, and whether the rules let a side with 3 stones fly.
struct View {
    stones: [u32; 2],
    hand: [u8; 2],
    flying: bool,
}

impl View {
    #[inline(always)]
    fn of(pos: &Muehle) -> View {
        View {
            stones: pos.masks(),
            hand: Side::BOTH.map(|side| pos.in_hand(side)),
            flying: pos.options().flying,
        }
    }

    #[inline(always)]
    fn features(&self, side: usize) -> Features {
        let own = self.stones[side];
        let empty = !(own | self.stones[1 - side]) & FULL;
        let in_hand = self.hand[side] > 0;
        let flies = !in_hand && self.flying && own.count_ones() == 3;
        let milled = in_mills(own);

        let mut mills = 0;
        let mut threats = 0u32;
        let mut double_mills = 0;
        let mut open_lines = 0;
        let (mut on_open_line, mut forks) = (0u32, 0u32);
        for mill in MILL_MASKS {
            // The points of the line that are not ours: none is a mill, one empty
            // point is an open mill, two empty points an open line.
            let rest = mill & !own;
            if rest == 0 {
                mills += 1;
                continue;
            }
            if rest & (rest - 1) != 0 {
                if rest & empty == rest && rest.count_ones() == 2 {
                    open_lines += 1;
                    forks |= rest & on_open_line;
                    on_open_line |= rest;
                }
                continue;
            }
            if rest & empty == 0 {
                continue;
            }
            let others = own & !mill;
            let closers = if in_hand || flies {
                others
            } else {
                NEIGHBOURS[rest.trailing_zeros() as usize] & others
            };
            if in_hand || closers != 0 {
                threats |= rest;
            }
            if !in_hand && !flies && closers & milled != 0 {
                double_mills += 1;
            }
        }

        let mut mobility = 0;
        let mut blocked_stones = 0;
        for stone in Bits(own) {
            let free = (NEIGHBOURS[stone] & empty).count_ones() as i32;
            mobility += free;
            blocked_stones += (free == 0) as i32;
        }
        Features {
            stones: own.count_ones() as i32 + self.hand[side] as i32,
            mills,
            threat_points: threats.count_ones() as i32,
            double_mills,
            mobility,
            blocked_stones,
            crossings: (own & CROSSINGS).count_ones() as i32,
            side_middles: (own & SIDE_MIDDLES).count_ones() as i32,
            in_hand: self.hand[side] as i32,
            open_lines,
            fork_points: forks.count_ones() as i32,
        }
    }

    /// The column of a side's weights: placing (stones in hand), flying (3
    /// stones, none in hand, flying on) or moving.
    #[inline(always)]
    fn phase(&self, side: usize) -> usize {
        if self.hand[side] > 0 {
            PLACING
        } else if self.flying && self.stones[side].count_ones() == 3 {
            FLYING
        } else {
            MOVING
        }
    }

    /// A side's values of the terms in [`UNIT`] fixed point; `to_move` says
    /// whether it is that side's turn. In a small endgame (`drawish`) the lead
    /// (stones, mills, room, points, lines) counts an eighth; against a side
    /// on its last 3 stones the next mill decides the game, so threats count
    /// double.
    #[inline(always)]
    fn side_values(&self, side: usize, to_move: bool, drawish: bool) -> [i32; TERM_COUNT] {
        let f = self.features(side);
        let opponent = 1 - side;
        let opponent_stones = self.stones[opponent].count_ones() + self.hand[opponent] as u32;
        let lead = if drawish {
            UNIT / DRAWISH_DIVISOR
        } else {
            UNIT
        };
        let threat = if opponent_stones <= 3 { 2 * UNIT } else { UNIT };
        let moved = !to_move;
        [
            lead * f.stones,
            lead * f.in_hand,
            lead * f.mills,
            lead * f.mobility,
            lead * f.crossings,
            lead * f.side_middles,
            lead * f.open_lines,
            lead * f.fork_points,
            UNIT * f.double_mills,
            UNIT * f.blocked_stones,
            UNIT * (f.mobility == 0) as i32,
            threat * f.threat_points * to_move as i32,
            threat * (moved && f.threat_points == 1) as i32,
            threat * (moved && f.threat_points >= 2) as i32,
            UNIT * to_move as i32,
        ]
    }

    /// Each side's term values with the column of its weights: the side to
    /// move's first.
    #[inline(always)]
    fn both_sides(&self, us: Side) -> [([i32; TERM_COUNT], usize); 2] {
        let drawish = self.is_drawish_endgame();
        let (us, them) = (us.index(), us.other().index());
        [
            (self.side_values(us, true, drawish), self.phase(us)),
            (self.side_values(them, false, drawish), self.phase(them)),
        ]
    }

    /// The evaluation of the module doc for `us`, the side to move.
    #[inline(always)]
    fn evaluate_body(&self, us: Side) -> i32 {
        let [ours, theirs] = self.both_sides(us).map(|(values, column)| {
            values
                .iter()
                .zip(&WEIGHTS)
                .map(|(value, weights)| value * weights[column])
                .sum::<i32>()
        });
        (ours - theirs) / UNIT
    }

    /// Both sides moving (or flying) with at most [`DRAWISH_MOST_STONES`] stones
    /// each: such endgames are drawn whatever the count (see the module's comment).
    #[inline(always)]
    fn is_drawish_endgame(&self) -> bool {
        self.flying
            && self.hand == [0, 0]
            && self.stones[0].count_ones().max(self.stones[1].count_ones()) <= DRAWISH_MOST_STONES
    }
}

/// Each term's part of the evaluation per unit of each of its weights (see
/// [`crate::tune::Tunable`]): a side's value goes to the column of its phase,
/// the opponent's with the opposite sign.
pub fn term_parts(pos: &Muehle) -> Vec<[f64; KNOTS]> {
    let mut parts = vec![[0.0; KNOTS]; TERM_COUNT];
    let [ours, theirs] = View::of(pos).both_sides(pos.side_to_move());
    for ((values, column), sign) in [(ours, 1.0), (theirs, -1.0)] {
        for (part, value) in parts.iter_mut().zip(values) {
            part[column] += sign * value as f64 / UNIT as f64;
        }
    }
    parts
}

with_popcnt! {
    /// The evaluation of the module doc.
    fn evaluate_position(pos: &Muehle) -> i32 {
        View::of(pos).evaluate_body(pos.side_to_move())
    }
}

impl Evaluate for Muehle {
    /// No null-move pruning: in Mühle a move often only makes things worse
    /// (zugzwang), so a pass says nothing about the moves.
    fn null_move(&self) -> Option<Muehle> {
        None
    }

    fn evaluate(&self) -> i32 {
        evaluate_position(self)
    }

    /// Moves that close a mill, whether or not they remove a stone.
    #[inline]
    fn is_tactical(&self, mv: Move) -> bool {
        self.closes_mill(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_rules::muehle::Options;

    fn pos(text: &str) -> Muehle {
        Muehle::from_text(text, &Options::default()).unwrap()
    }

    #[test]
    fn features_count_mills_threats_and_blocked_stones() {
        // White: mill a7-d7-g7, open two b2-d2 (f2 empty, closable from f4), a4 blocked.
        let p = pos("WWW/.../.../WB..W./.../WW./B.. b 0:0 10 20");
        let f = View::of(&p).features(0);
        assert_eq!(f.mills, 1);
        assert_eq!(f.threat_points, 1);
        assert_eq!(f.stones, 7);
        assert_eq!(f.double_mills, 0);
        // a4 (next to a7, a1, b4), a7 (next to d7, a4) and b2 (next to b4, d2)
        // have no free point.
        assert_eq!(f.blocked_stones, 3);
    }

    #[test]
    fn a_double_mill_is_found() {
        // White mill b6-d6-f6; d6 can step to d5 closing c5-d5-e5, and back.
        // Without flying: Black's 3 stones cannot fly into d5 to stop the swing
        // (and 5 against 3 is no drawn endgame).
        let options = Options {
            flying: false,
            ..Options::default()
        };
        let pos = |text: &str| Muehle::from_text(text, &options).unwrap();
        let p = pos(".../WWW/W.W/....../.../.../BBB b 0:0 0 20");
        assert_eq!(View::of(&p).features(0).double_mills, 1);
        // The same stones with e5 moved to e3: an open two that no mill stone closes.
        let q = pos(".../WWW/W../....../..W/.../BBB b 0:0 0 20");
        assert_eq!(View::of(&q).features(0).double_mills, 0);
        // How much it is worth is the fitted weight's business; that it counts
        // for White (Black is to move) is the term's.
        assert!(
            p.evaluate() < q.evaluate(),
            "{} vs {}",
            p.evaluate(),
            q.evaluate()
        );
    }

    #[test]
    fn a_lead_in_a_small_endgame_reads_as_nearly_even() {
        // White 5 against 4 and 7 against 4, moving, flying on.
        let small = pos("WW./W../.../W.W.../BB./.B./B.. w 0:0 10 40");
        let large = pos("WW./W.W/W../W.W.../BB./.B./B.. w 0:0 10 40");
        assert!(small.evaluate().abs() <= 60, "{}", small.evaluate());
        assert!(large.evaluate() >= 250, "{}", large.evaluate());
        // Without flying, 4 stones are not a defence: the lead counts in full.
        let options = Options {
            flying: false,
            ..Options::default()
        };
        let no_flying =
            Muehle::from_text("WW./W../.../W.W.../BB./.B./B.. w 0:0 10 40", &options).unwrap();
        assert!(
            no_flying.evaluate() >= 4 * small.evaluate().max(25),
            "{}",
            no_flying.evaluate()
        );
    }
}
