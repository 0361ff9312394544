//! The static evaluation of an Ostseeschach (SC 2022) position for the engine.
//!
//! The value is in hundredths of an amber, from the side to move's view: a
//! weighted sum of terms ([`TERMS`]), each the side to move's value less the
//! opponent's, with weights tapered by the turn (`tapered.rs`) and fitted by
//! `bernstein tune` (docs/tuning.md):
//!
//! - **ambers**;
//! - **towers** of two: a tower's next capture makes a stack of three and scores;
//! - **light pieces advanced** 1 to 6 ranks from their own start line, one term
//!   each: the far line scores, and the last ranks before it threaten to;
//! - **seal centrality**: a seal moves like a knight, stronger in the centre;
//! - **scoring threat** and **double-amber threat**: the side to move can score
//!   with its next move (one amber, or two at once);
//! - **one threat against** and **threats against**: the opponent's scoring
//!   moves after ours, one of which can be parried, several rarely;
//! - **captures** and **captures against**: captures that score nothing (they
//!   build a tower), up to three, of the side to move and of its opponent;
//! - **gulls**, **cockles**, **starfish** and **seals**: the stacks topped by
//!   each animal;
//! - **mobility**: each side's moves;
//! - **tie-break**: +1 when the side to move wins the light-piece distance
//!   comparison that decides a game with equal ambers at the round limit, −1
//!   when it loses it (its weight grows towards the limit);
//! - **red to move**: +1 for Red to move, −1 for Blue (Blue moves last in a
//!   round, before the end check).
//!
//! One walk over each side's stacks gives every term: no allocation.

// An animal index selects from several parallel arrays (bitboards, move tables).
#![allow(clippy::needless_range_loop)]

pub mod weights;

use super::tapered::{KNOTS, UNIT, mix, weigh};
use crate::Evaluate;
use bernstein_rules::ostseeschach::{Ostseeschach, ROUND_LIMIT_TURN, WINNING_AMBERS};
use bernstein_rules::sea::{self, Animal, Board, HOME_LINE, MOVES};
use bernstein_rules::{Position, Side};
use weights::WEIGHTS;

/// The tapered weights end at the round limit.
const _: () = assert!(ROUND_LIMIT_TURN == super::tapered::LAST_TURN);

/// How many terms the evaluation weighs.
pub const TERM_COUNT: usize = 22;

/// The evaluation's terms, in the order of the weight table.
pub const TERMS: [&str; TERM_COUNT] = [
    "ambers",
    "towers",
    "light pieces 1 rank advanced",
    "light pieces 2 ranks advanced",
    "light pieces 3 ranks advanced",
    "light pieces 4 ranks advanced",
    "light pieces 5 ranks advanced",
    "light pieces 6 ranks advanced",
    "seal centrality",
    "scoring threat",
    "double-amber threat",
    "one threat against",
    "threats against",
    "captures",
    "captures against",
    "gulls",
    "cockles",
    "starfish",
    "seals",
    "mobility",
    "tie-break",
    "red to move",
];

/// How central a seal's file or rank is (0..=7), out of 8.
const SEAL_CENTRE: [i32; 8] = [0, 3, 6, 8, 8, 6, 3, 0];

/// What one side's stacks give, counted in one walk.
#[derive(Default)]
struct SideCounts {
    /// Moves that earn an amber.
    scoring_moves: u32,
    /// The most ambers one move earns (0, 1 or 2).
    best: u32,
    /// Captures that earn nothing (they build a tower).
    captures: u32,
    /// All moves.
    moves: u32,
    /// Light-topped stacks by ranks advanced from the own start line (0..=7).
    advanced: [u32; 8],
    /// Σ over seals of their file's and rank's centrality.
    seal_centre: i32,
    /// Stacks by top animal.
    tops: [u32; 4],
}

#[inline(always)]
fn counts(board: &Board, side: Side) -> SideCounts {
    let s = side.index();
    let own = board.side_mask(side);
    let theirs = board.side_mask(side.other());
    let towers = board.tower_mask();
    let far_line = HOME_LINE[s ^ 1];
    let home = sea::home_rank(side);
    let mut counts = SideCounts::default();
    for animal in 0..4 {
        let light = animal != Animal::Seal as usize;
        let mut pieces = own & board.animal_mask(Animal::ALL[animal]);
        counts.tops[animal] = pieces.count_ones();
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let targets = MOVES[s][animal][from] & !own;
            let captures = targets & theirs;
            let height_scoring = if towers >> from & 1 != 0 {
                captures
            } else {
                captures & towers
            };
            let far = if light { targets & far_line } else { 0 };
            let scoring = height_scoring | far;
            counts.moves += targets.count_ones();
            counts.scoring_moves += scoring.count_ones();
            counts.captures += (captures & !scoring).count_ones();
            let best = if height_scoring & far != 0 {
                2
            } else {
                (scoring != 0) as u32
            };
            counts.best = counts.best.max(best);
            if light {
                counts.advanced[((from >> 3) as u8).abs_diff(home) as usize & 7] += 1;
            } else {
                counts.seal_centre += SEAL_CENTRE[from & 7] + SEAL_CENTRE[from >> 3];
            }
        }
    }
    counts
}

/// The light-piece distances of a side, largest first, without allocating.
#[inline(always)]
fn distances(board: &Board, side: Side) -> ([u8; 16], usize) {
    let mut list = [0u8; 16];
    let mut len = 0;
    let home = sea::home_rank(side);
    let mut light = board.side_mask(side) & !board.animal_mask(Animal::Seal);
    while light != 0 && len < list.len() {
        let rank = (light.trailing_zeros() >> 3) as u8;
        light &= light - 1;
        let distance = rank.abs_diff(home);
        let mut at = len;
        while at > 0 && list[at - 1] < distance {
            list[at] = list[at - 1];
            at -= 1;
        }
        list[at] = distance;
        len += 1;
    }
    (list, len)
}

/// +1 when `side` wins the distance tie-break, −1 when it loses, 0 when drawn.
#[inline(always)]
fn tie_break_sign(board: &Board, side: Side) -> i32 {
    let (ours, our_len) = distances(board, side);
    let (theirs, their_len) = distances(board, side.other());
    for i in 0..our_len.min(their_len) {
        if ours[i] != theirs[i] {
            return if ours[i] > theirs[i] { 1 } else { -1 };
        }
    }
    0
}

/// The terms' values in [`UNIT`] fixed point, for the side to move less the
/// opponent's.
#[inline(always)]
fn values(pos: &Ostseeschach) -> [i32; TERM_COUNT] {
    let board = pos.board();
    let us = pos.side_to_move();
    let them = us.other();
    let (ours, theirs) = (counts(board, us), counts(board, them));
    let diff = |a: u32, b: u32| UNIT * (a as i32 - b as i32);
    let flag = |on: bool| UNIT * on as i32;
    let towers = |side: Side| (board.side_mask(side) & board.tower_mask()).count_ones();
    let mut values = [0i32; TERM_COUNT];
    values[0] = diff(pos.ambers(us) as u32, pos.ambers(them) as u32);
    values[1] = diff(towers(us), towers(them));
    for d in 1..=6 {
        values[1 + d] = diff(ours.advanced[d], theirs.advanced[d]);
    }
    values[8] = UNIT * (ours.seal_centre - theirs.seal_centre) / 16;
    values[9] = flag(ours.best == 1);
    values[10] = flag(ours.best >= 2);
    values[11] = flag(theirs.scoring_moves == 1);
    values[12] = flag(theirs.scoring_moves >= 2);
    values[13] = UNIT * ours.captures.min(3) as i32;
    values[14] = UNIT * theirs.captures.min(3) as i32;
    for animal in 0..4 {
        values[15 + animal] = diff(ours.tops[animal], theirs.tops[animal]);
    }
    values[19] = diff(ours.moves, theirs.moves);
    values[20] = UNIT * tie_break_sign(board, us);
    values[21] = if us == Side::First { UNIT } else { -UNIT };
    values
}

/// The terms' values (for the side to move less the opponent's) and the shares
/// of their weights ([`mix`]): what the weights' fitting weighs.
pub fn term_values(pos: &Ostseeschach) -> ([f64; TERM_COUNT], [f64; KNOTS]) {
    let values = values(pos).map(|v| v as f64 / UNIT as f64);
    (values, mix(pos.turn()))
}

with_popcnt! {
    /// The evaluation: the terms weighed by the turn.
    fn evaluate_position(pos: &Ostseeschach) -> i32 {
        weigh(&values(pos), &WEIGHTS, pos.turn())
    }
}

impl Evaluate for Ostseeschach {
    fn evaluate(&self) -> i32 {
        evaluate_position(self)
    }

    /// Captures (they build a tower or score) and light pieces reaching the far line.
    #[inline]
    fn is_tactical(&self, mv: Self::Move) -> bool {
        let them = self.side_to_move().other();
        let to = mv.to.bit();
        if self.board().side_mask(them) & to != 0 {
            return true;
        }
        HOME_LINE[them.index()] & to != 0
            && self.board().animal_mask(Animal::Seal) & mv.from.bit() == 0
    }

    /// Blue to move (an odd turn) with two ambers on either side, or at turn 59:
    /// the check after Blue's move ends the game.
    fn end_pending(&self) -> bool {
        self.turn() % 2 == 1
            && (self.turn() + 1 >= ROUND_LIMIT_TURN
                || self.ambers(Side::First) >= WINNING_AMBERS
                || self.ambers(Side::Second) >= WINNING_AMBERS)
    }
}
