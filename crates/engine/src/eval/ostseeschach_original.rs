//! The static evaluation of an Ostsee-Schach position under the original rules.
//!
//! The score is for the side to move, in hundredths of a victory point, the sum of:
//! - **victory points**: 100 per VP ahead;
//! - **threats**: the side to move can score next move (+50); the opponent's scoring
//!   moves after ours (−25 for one, −55 for two or more);
//! - **towers**: +25 per own tower of two (a capture with it makes a stack of 3);
//!   +8 per ordinary capture the side to move has (up to 3);
//! - **advancement** of every piece toward the opponent's start line (any animal
//!   scores there under these rules), steeply near it; seals a little less, since
//!   they reach it by jumps from farther away;
//! - **pieces owned**: owning one piece or none loses, so owning only 2 costs 60 and
//!   only 3 costs 20 (scoring takes the scoring piece off the board too).
//!
//! Bitboard arithmetic over at most 18 stacks: no allocation.

// An animal index selects from several parallel arrays (bitboards, move tables).
#![allow(clippy::needless_range_loop)]

use crate::Evaluate;
use bernstein_rules::ostseeschach_original::{OstseeschachOriginal, WINNING_POINTS};
use bernstein_rules::sea::{self, Animal, Board, HOME_LINE, MOVES};
use bernstein_rules::{Position, Side};

/// Bonus of a piece by its distance from its own start line (0..=7).
const ADVANCE: [i32; 8] = [0, 3, 7, 12, 20, 32, 48, 0];
const TOWER: i32 = 25;
const CAPTURE_CHANCE: i32 = 8;
const OWN_THREAT: i32 = 50;
const THEIR_THREAT_ONE: i32 = 25;
const THEIR_THREAT_MANY: i32 = 55;
/// Penalty by pieces owned (index = pieces, capped at 4).
const FEW_PIECES: [i32; 5] = [0, 0, 60, 20, 0];

#[derive(Default)]
struct Chances {
    scoring_moves: u32,
    captures: u32,
}

#[inline(always)]
fn chances(board: &Board, side: Side) -> Chances {
    let s = side.index();
    let own = board.side_mask(side);
    let theirs = board.side_mask(side.other());
    let their_towers = theirs & board.tower_mask();
    let far_line = HOME_LINE[s ^ 1];
    let mut chances = Chances::default();
    for animal in 0..4 {
        let mut pieces = own & board.animal_mask(Animal::ALL[animal]);
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
            chances.scoring_moves += scoring.count_ones();
            chances.captures += (captures & !scoring).count_ones();
        }
    }
    chances
}

#[inline(always)]
fn placement(board: &Board, side: Side) -> i32 {
    let own = board.side_mask(side);
    let home = sea::home_rank(side);
    let seals = board.animal_mask(Animal::Seal);
    let mut score = TOWER * (own & board.tower_mask()).count_ones() as i32;
    let mut pieces = own;
    while pieces != 0 {
        let square = pieces.trailing_zeros();
        pieces &= pieces - 1;
        let advance = ADVANCE[((square >> 3) as u8).abs_diff(home) as usize];
        score += if seals >> square & 1 != 0 {
            advance * 3 / 4
        } else {
            advance
        };
    }
    score - FEW_PIECES[(own.count_ones() as usize).min(4)]
}

/// The terms of the module doc, for the side to move.
#[inline(always)]
fn evaluate_body(pos: &OstseeschachOriginal) -> i32 {
    let board = pos.board();
    let us = pos.side_to_move();
    let them = us.other();
    let mut score = 100 * (pos.victory_points(us) as i32 - pos.victory_points(them) as i32);
    score += placement(board, us) - placement(board, them);
    let ours = chances(board, us);
    let theirs = chances(board, them);
    if ours.scoring_moves > 0 {
        // One more VP wins outright at 2 VP: make the threat count for more.
        score += if pos.victory_points(us) + 1 >= WINNING_POINTS {
            2 * OWN_THREAT
        } else {
            OWN_THREAT
        };
    }
    score -= match theirs.scoring_moves {
        0 => 0,
        1 => THEIR_THREAT_ONE,
        _ => THEIR_THREAT_MANY,
    };
    score + CAPTURE_CHANCE * ours.captures.min(3) as i32
}

/// The evaluation compiled with the `popcnt` instruction (the baseline x86-64
/// target lacks it and the terms count bits throughout).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn evaluate_popcnt(pos: &OstseeschachOriginal) -> i32 {
    evaluate_body(pos)
}

impl Evaluate for OstseeschachOriginal {
    fn evaluate(&self) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU supports popcnt, checked just above.
            return unsafe { evaluate_popcnt(self) };
        }
        evaluate_body(self)
    }

    /// Captures and moves onto the opponent's start line (they score).
    #[inline]
    fn is_tactical(&self, mv: Self::Move) -> bool {
        let them = self.side_to_move().other();
        let to = mv.to.bit();
        self.board().side_mask(them) & to != 0 || HOME_LINE[them.index()] & to != 0
    }
}
