//! The engine's view of a Mühle position: a static evaluation in hundredths of a
//! stone for the side to move, and which moves are tactical (those closing a mill).
//!
//! Each side is scored on its own, then the two scores are subtracted. The terms:
//!
//! - **Stones**: 100 for every stone still in play, on the board or in hand.
//! - **Mills**: each complete mill. It protects its stones from removal and, in the
//!   moving phase, can be opened and closed again.
//! - **Open mills**: two own stones on a line whose empty third point the owner can
//!   fill with their next move (by placing, by a step from a neighbouring stone that
//!   is not one of the two, or by flying). For the side to move that is a mill the
//!   search will close anyway (a small bonus); for the other side it is a threat the
//!   side to move must answer. One threat can be blocked; two different threat
//!   points cannot, so they are worth most of a stone.
//! - **Double mills** (Zwickmühle): an open mill whose closing stone stands in a
//!   complete mill of its own, so the stone swings between the two mills and closes
//!   one with every move. Decisive in the moving phase.
//! - **Mobility and blocked stones**: free neighbouring points of each stone, and
//!   stones with none. In the placing phase this is the room the stones will have
//!   later; in the moving phase it is the moves themselves, and a side that cannot
//!   move loses, so a blocked opponent is a large bonus. Both mean nothing to a side
//!   that flies.
//! - **Points**: while placing, the four crossings (d6, b4, f4, d2) lie on two lines
//!   with four neighbours and are worth a little more than the side middles, which
//!   are worth more than corners.
//!
//! The weights depend on each side's phase: placing (stones in hand), moving, or
//! flying (3 stones, none in hand, flying on). A side down to its last 3 stones
//! loses with the next mill against it, so threats against it count double.
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
//! Room to move weighs heavily from the first placement on: between engines most
//! games that are not drawn end soon after the placing phase with a side that has
//! no legal move. In self-play at 60k nodes a move (pairs of games, both colours),
//! raising mobility and blocked stones from 3 and −8 to 12 and −35 while placing,
//! and from 6 and −12 to 10 and −25 while moving, scored 33.5/40 against the old
//! weights; 8 and −25 while placing scored 29/40 alone and 32.5/40 with the same
//! moving weights; favouring the crossings and side middles more scored 23.5/40.

use crate::Evaluate;
use bernstein_rules::muehle::{Bits, FULL, MILL_MASKS, NEIGHBOURS, in_mills};
use bernstein_rules::muehle::{Move, Muehle};
use bernstein_rules::{Position, Side};

/// The weights of one phase, in hundredths of a stone.
struct Weights {
    stone: i32,
    mill: i32,
    /// An open mill of the side to move (it will close it itself if that is best).
    own_open_mill: i32,
    /// One threat point of the side that just moved: the side to move can block it.
    one_threat: i32,
    /// Two or more threat points of the side that just moved: one will be closed.
    two_threats: i32,
    double_mill: i32,
    /// Per free neighbouring point of a stone.
    mobility: i32,
    /// Per stone without a free neighbouring point.
    blocked_stone: i32,
    /// A side that must step and has no step at all.
    no_moves: i32,
    /// Per stone on a crossing (4 neighbours) and on a side middle (3 neighbours).
    crossing: i32,
    side_middle: i32,
}

const PLACING: Weights = Weights {
    stone: 100,
    mill: 20,
    own_open_mill: 25,
    one_threat: 20,
    two_threats: 75,
    double_mill: 40,
    mobility: 12,
    blocked_stone: -35,
    no_moves: 0,
    crossing: 8,
    side_middle: 4,
};

const MOVING: Weights = Weights {
    stone: 100,
    mill: 25,
    own_open_mill: 30,
    one_threat: 35,
    two_threats: 85,
    double_mill: 140,
    mobility: 10,
    blocked_stone: -25,
    no_moves: -300,
    crossing: 0,
    side_middle: 0,
};

const FLYING: Weights = Weights {
    stone: 100,
    mill: 10,
    own_open_mill: 30,
    one_threat: 40,
    two_threats: 90,
    double_mill: 0,
    mobility: 0,
    blocked_stone: 0,
    no_moves: 0,
    crossing: 0,
    side_middle: 0,
};

/// The most stones of either side in an endgame whose lead is divided by
/// [`DRAWISH_DIVISOR`].
const DRAWISH_MOST_STONES: u32 = 6;
const DRAWISH_DIVISOR: i32 = 8;

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
        for mill in MILL_MASKS {
            // The points of the line that are not ours: none is a mill, one empty
            // point is an open mill.
            let rest = mill & !own;
            if rest == 0 {
                mills += 1;
                continue;
            }
            if rest & (rest - 1) != 0 || rest & empty == 0 {
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
        }
    }

    #[inline(always)]
    fn weights(&self, side: usize) -> &'static Weights {
        if self.hand[side] > 0 {
            &PLACING
        } else if self.flying && self.stones[side].count_ones() == 3 {
            &FLYING
        } else {
            &MOVING
        }
    }

    /// One side's score, `[lead, tactics]`: stones, mills, room and points, then
    /// threats, double mills and blocked stones; `to_move` says whether it is that
    /// side's turn.
    #[inline(always)]
    fn side_score(&self, side: usize, to_move: bool, opponent_stones: i32) -> [i32; 2] {
        let f = self.features(side);
        let w = self.weights(side);
        let lead = w.stone * f.stones
            + w.mill * f.mills
            + w.mobility * f.mobility
            + w.crossing * f.crossings
            + w.side_middle * f.side_middles;
        let mut tactics = w.double_mill * f.double_mills + w.blocked_stone * f.blocked_stones;
        let threats = if to_move {
            w.own_open_mill * f.threat_points
        } else {
            match f.threat_points {
                0 => 0,
                1 => w.one_threat,
                _ => w.two_threats,
            }
        };
        // Against a side on its last 3 stones, the next mill decides the game.
        tactics += if opponent_stones <= 3 {
            2 * threats
        } else {
            threats
        };
        // (Zero in the placing and flying weights: those sides always have a move.)
        if f.mobility == 0 {
            tactics += w.no_moves;
        }
        [lead, tactics]
    }

    /// The terms of the module doc for `us`, the side to move.
    #[inline(always)]
    fn evaluate_body(&self, us: Side) -> i32 {
        let us = us.index();
        let them = 1 - us;
        let stones = |side: usize| self.stones[side].count_ones() as i32 + self.hand[side] as i32;
        let [our_lead, our_tactics] = self.side_score(us, true, stones(them));
        let [their_lead, their_tactics] = self.side_score(them, false, stones(us));
        let lead = our_lead - their_lead;
        let tactics = our_tactics - their_tactics;
        if self.is_drawish_endgame() {
            lead / DRAWISH_DIVISOR + tactics
        } else {
            lead + tactics
        }
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

/// The evaluation of the module doc.
#[inline(always)]
fn evaluate_body(pos: &Muehle) -> i32 {
    View::of(pos).evaluate_body(pos.side_to_move())
}

/// The evaluation compiled with the `popcnt` instruction, which the baseline
/// x86-64 target lacks and the bit counts above lean on.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn evaluate_popcnt(pos: &Muehle) -> i32 {
    evaluate_body(pos)
}

impl Evaluate for Muehle {
    /// No null-move pruning: in Mühle a move often only makes things worse
    /// (zugzwang), so a pass says nothing about the moves.
    fn null_move(&self) -> Option<Muehle> {
        None
    }

    fn evaluate(&self) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has popcnt, checked just above (a cached flag).
            return unsafe { evaluate_popcnt(self) };
        }
        evaluate_body(self)
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
        assert!(
            p.evaluate() < q.evaluate() - 100,
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
