//! The static evaluation of an Ostseeschach (SC 2022) position for the engine.
//!
//! The score is for the side to move, in hundredths of an amber, the sum of:
//! - **ambers**: 100 per amber ahead;
//! - **threats**: the side to move can score next move (+50 for one amber, +90 for a
//!   double amber); the opponent's scoring moves after ours (−25 for one, −55 for two
//!   or more, since one move rarely parries two);
//! - **towers**: +25 per own tower of two (it scores on its next capture), +8 per
//!   ordinary capture the side to move has (pieces attacked, up to 3);
//! - **advancement** of light pieces toward the opponent's start line (growing
//!   steeply near it), and a small centre bonus for seals;
//! - **round-30 tie-break**: from turn 30 on, the light-piece distance comparison
//!   that decides a game with equal ambers counts up to ±60, growing linearly until
//!   the round limit (turn 60).
//!
//! Everything is bitboard arithmetic over at most 16 stacks: no allocation.

// An animal index selects from several parallel arrays (bitboards, move tables).
#![allow(clippy::needless_range_loop)]

use crate::Evaluate;
use bernstein_rules::ostseeschach::{Ostseeschach, ROUND_LIMIT_TURN, WINNING_AMBERS};
use bernstein_rules::sea::{self, Animal, Board, HOME_LINE, MOVES};
use bernstein_rules::{Position, Side};

/// Bonus of a light piece by its distance from its own start line (0..=7).
const ADVANCE: [i32; 8] = [0, 3, 7, 12, 20, 32, 48, 0];
/// Bonus of a seal by square: the knight is stronger in the centre.
const SEAL_CENTRE: [i32; 8] = [0, 3, 6, 8, 8, 6, 3, 0];

const TOWER: i32 = 25;
const CAPTURE_CHANCE: i32 = 8;
const OWN_THREAT_SINGLE: i32 = 50;
const OWN_THREAT_DOUBLE: i32 = 90;
const THEIR_THREAT_ONE: i32 = 25;
const THEIR_THREAT_MANY: i32 = 55;
const TIE_BREAK: i32 = 60;

/// What a side could do with its next move.
#[derive(Default)]
struct Chances {
    /// Moves that earn an amber.
    scoring_moves: u32,
    /// The most ambers one move earns (0, 1 or 2).
    best: u32,
    /// Captures that earn nothing (they build a tower).
    captures: u32,
}

#[inline(always)]
fn chances(board: &Board, side: Side) -> Chances {
    let s = side.index();
    let own = board.side_mask(side);
    let theirs = board.side_mask(side.other());
    let far_line = HOME_LINE[s ^ 1];
    let mut chances = Chances::default();
    for animal in 0..4 {
        let light = animal != Animal::Seal as usize;
        let mut pieces = own & board.animal_mask(Animal::ALL[animal]);
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let targets = MOVES[s][animal][from] & !own;
            let captures = targets & theirs;
            let height_scoring = if board.tower_mask() >> from & 1 != 0 {
                captures
            } else {
                captures & board.tower_mask()
            };
            let far = if light { targets & far_line } else { 0 };
            let scoring = height_scoring | far;
            chances.scoring_moves += scoring.count_ones();
            chances.captures += (captures & !scoring).count_ones();
            let best = if height_scoring & far != 0 {
                2
            } else {
                (scoring != 0) as u32
            };
            chances.best = chances.best.max(best);
        }
    }
    chances
}

/// Material-like terms of one side: towers and piece placement.
#[inline(always)]
fn placement(board: &Board, side: Side) -> i32 {
    let own = board.side_mask(side);
    let home = sea::home_rank(side);
    let mut score = TOWER * (own & board.tower_mask()).count_ones() as i32;
    let mut light = own & !board.animal_mask(Animal::Seal);
    while light != 0 {
        let square = light.trailing_zeros() as u8;
        light &= light - 1;
        score += ADVANCE[((square >> 3).abs_diff(home)) as usize];
    }
    let mut seals = own & board.animal_mask(Animal::Seal);
    while seals != 0 {
        let square = seals.trailing_zeros() as usize;
        seals &= seals - 1;
        score += (SEAL_CENTRE[square & 7] + SEAL_CENTRE[square >> 3]) / 2;
    }
    score
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

/// The terms of the module doc, for the side to move.
#[inline(always)]
fn evaluate_body(pos: &Ostseeschach) -> i32 {
    let board = pos.board();
    let us = pos.side_to_move();
    let them = us.other();
    let mut score = 100 * (pos.ambers(us) as i32 - pos.ambers(them) as i32);
    score += placement(board, us) - placement(board, them);

    let ours = chances(board, us);
    let theirs = chances(board, them);
    score += match ours.best {
        0 => 0,
        1 => OWN_THREAT_SINGLE,
        _ => OWN_THREAT_DOUBLE,
    };
    score -= match theirs.scoring_moves {
        0 => 0,
        1 => THEIR_THREAT_ONE,
        _ => THEIR_THREAT_MANY,
    };
    score += CAPTURE_CHANCE * ours.captures.min(3) as i32;

    let half = ROUND_LIMIT_TURN / 2;
    if pos.turn() > half {
        let weight = (pos.turn() - half).min(half) as i32;
        score += tie_break_sign(board, us) * TIE_BREAK * weight / half as i32;
    }
    score
}

/// The evaluation compiled with the `popcnt` instruction (the baseline x86-64
/// target lacks it and the terms count bits throughout).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn evaluate_popcnt(pos: &Ostseeschach) -> i32 {
    evaluate_body(pos)
}

impl Evaluate for Ostseeschach {
    fn evaluate(&self) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU supports popcnt, checked just above.
            return unsafe { evaluate_popcnt(self) };
        }
        evaluate_body(self)
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
