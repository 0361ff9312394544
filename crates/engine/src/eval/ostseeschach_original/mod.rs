//! The static evaluation of an Ostsee-Schach position under the original rules.
//!
//! The value is in hundredths of a victory point, from the side to move's view:
//! a weighted sum of terms ([`TERMS`]), each the side to move's value less the
//! opponent's, with weights tapered by the turn (`tapered.rs`; the rules set no
//! round limit, so the last weights hold from turn 60 on) and fitted by
//! `bernstein tune` (docs/tuning.md):
//!
//! - **victory points**;
//! - **towers** of two: a capture with one makes a stack of three and scores;
//! - **light pieces advanced** and **seals advanced** 1 to 6 ranks from their own
//!   start line, one term each: any animal scores on the far line under these
//!   rules, seals by jumps from farther away;
//! - **two stacks left** and **three stacks left**: owning one stack or none
//!   loses, and scoring takes the scoring stack off the board;
//! - **scoring threat** and **winning threat**: the side to move can score next
//!   move, the second when that point wins the game;
//! - **one threat against** and **threats against**: the opponent's scoring
//!   moves after ours;
//! - **captures** and **captures against**: captures that score nothing, up to
//!   three, of the side to move and of its opponent;
//! - **gulls**, **cockles**, **starfish** and **seals**: the stacks topped by
//!   each animal;
//! - **mobility**: each side's moves.
//!
//! One walk over each side's stacks gives every term: no allocation.

// An animal index selects from several parallel arrays (bitboards, move tables).
#![allow(clippy::needless_range_loop)]

pub mod weights;

use super::tapered::{KNOTS, UNIT, mix, weigh};
use crate::Evaluate;
use bernstein_rules::ostseeschach_original::{OstseeschachOriginal, WINNING_POINTS};
use bernstein_rules::sea::{self, Animal, Board, HOME_LINE, MOVES};
use bernstein_rules::{Position, Side};
use weights::WEIGHTS;

/// How many terms the evaluation weighs.
pub const TERM_COUNT: usize = 27;

/// The evaluation's terms, in the order of the weight table.
pub const TERMS: [&str; TERM_COUNT] = [
    "victory points",
    "towers",
    "light pieces 1 rank advanced",
    "light pieces 2 ranks advanced",
    "light pieces 3 ranks advanced",
    "light pieces 4 ranks advanced",
    "light pieces 5 ranks advanced",
    "light pieces 6 ranks advanced",
    "seals 1 rank advanced",
    "seals 2 ranks advanced",
    "seals 3 ranks advanced",
    "seals 4 ranks advanced",
    "seals 5 ranks advanced",
    "seals 6 ranks advanced",
    "two stacks left",
    "three stacks left",
    "scoring threat",
    "winning threat",
    "one threat against",
    "threats against",
    "captures",
    "captures against",
    "gulls",
    "cockles",
    "starfish",
    "seals",
    "mobility",
];

/// What one side's stacks give, counted in one walk.
#[derive(Default)]
struct SideCounts {
    /// Moves that earn a victory point.
    scoring_moves: u32,
    /// Captures that earn nothing.
    captures: u32,
    /// All moves.
    moves: u32,
    /// Stacks by ranks advanced from the own start line (0..=7), light-topped
    /// and seal-topped.
    advanced: [[u32; 8]; 2],
    /// Stacks by top animal.
    tops: [u32; 4],
}

#[inline(always)]
fn counts(board: &Board, side: Side) -> SideCounts {
    let s = side.index();
    let own = board.side_mask(side);
    let theirs = board.side_mask(side.other());
    let their_towers = theirs & board.tower_mask();
    let far_line = HOME_LINE[s ^ 1];
    let home = sea::home_rank(side);
    let mut counts = SideCounts::default();
    for animal in 0..4 {
        let seal = (animal == Animal::Seal as usize) as usize;
        let mut pieces = own & board.animal_mask(Animal::ALL[animal]);
        counts.tops[animal] = pieces.count_ones();
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let tower = board.tower_mask() >> from & 1 != 0;
            let mut targets = MOVES[s][animal][from] & !own;
            if tower {
                targets &= !their_towers;
            }
            let captures = targets & theirs;
            // A stack of exactly 3: tower onto a single or single onto a tower.
            let three = if tower {
                captures
            } else {
                captures & their_towers
            };
            let scoring = three | (targets & far_line);
            counts.moves += targets.count_ones();
            counts.scoring_moves += scoring.count_ones();
            counts.captures += (captures & !scoring).count_ones();
            counts.advanced[seal][((from >> 3) as u8).abs_diff(home) as usize & 7] += 1;
        }
    }
    counts
}

/// The terms' values in [`UNIT`] fixed point, for the side to move less the
/// opponent's.
#[inline(always)]
fn values(pos: &OstseeschachOriginal) -> [i32; TERM_COUNT] {
    let board = pos.board();
    let us = pos.side_to_move();
    let them = us.other();
    let (ours, theirs) = (counts(board, us), counts(board, them));
    let diff = |a: u32, b: u32| UNIT * (a as i32 - b as i32);
    let flag = |on: bool| UNIT * on as i32;
    let towers = |side: Side| (board.side_mask(side) & board.tower_mask()).count_ones();
    let stacks = |side: Side, n: u32| (board.side_mask(side).count_ones() == n) as u32;
    let mut values = [0i32; TERM_COUNT];
    values[0] = diff(
        pos.victory_points(us) as u32,
        pos.victory_points(them) as u32,
    );
    values[1] = diff(towers(us), towers(them));
    for kind in 0..2 {
        for d in 1..=6 {
            values[1 + 6 * kind + d] = diff(ours.advanced[kind][d], theirs.advanced[kind][d]);
        }
    }
    values[14] = diff(stacks(us, 2), stacks(them, 2));
    values[15] = diff(stacks(us, 3), stacks(them, 3));
    // One more point wins outright one short of the winning count.
    let winning = pos.victory_points(us) + 1 >= WINNING_POINTS;
    values[16] = flag(ours.scoring_moves > 0 && !winning);
    values[17] = flag(ours.scoring_moves > 0 && winning);
    values[18] = flag(theirs.scoring_moves == 1);
    values[19] = flag(theirs.scoring_moves >= 2);
    values[20] = UNIT * ours.captures.min(3) as i32;
    values[21] = UNIT * theirs.captures.min(3) as i32;
    for animal in 0..4 {
        values[22 + animal] = diff(ours.tops[animal], theirs.tops[animal]);
    }
    values[26] = diff(ours.moves, theirs.moves);
    values
}

/// The terms' values (for the side to move less the opponent's) and the shares
/// of their weights ([`mix`]): what the weights' fitting weighs.
pub fn term_values(pos: &OstseeschachOriginal) -> ([f64; TERM_COUNT], [f64; KNOTS]) {
    let values = values(pos).map(|v| v as f64 / UNIT as f64);
    (values, mix(pos.turn()))
}

with_popcnt! {
    /// The evaluation: the terms weighed by the turn.
    fn evaluate_position(pos: &OstseeschachOriginal) -> i32 {
        weigh(&values(pos), &WEIGHTS, pos.turn())
    }
}

impl Evaluate for OstseeschachOriginal {
    fn evaluate(&self) -> i32 {
        evaluate_position(self)
    }

    /// Captures and moves onto the opponent's start line (they score).
    #[inline]
    fn is_tactical(&self, mv: Self::Move) -> bool {
        let them = self.side_to_move().other();
        let to = mv.to.bit();
        self.board().side_mask(them) & to != 0 || HOME_LINE[them.index()] & to != 0
    }
}
