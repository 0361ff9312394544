//! The probe interface of an oracle: something that knows the exact value of some
//! positions under the game's rules (an endgame database), which the search asks
//! before searching a node and at the root. The engine stays generic: it knows
//! only values and distances, never how the oracle finds them.
//!
//! A value's distance counts the plies until the game's counter is reset or the
//! game ends with best play (chess's "distance to zeroing"; in Mühle the next
//! stone taken), so it is not the distance to the game's end: the search scores
//! an oracle's win in its own band, below the wins it has seen to the end
//! ([`score::TABLEBASE_WIN`]).

use super::score;
use bernstein_rules::Position;

/// A game's result for the side to move, as an oracle knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OracleResult {
    Win,
    Draw,
    Loss,
}

/// What an oracle says about a position (or a move) for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OracleValue {
    pub result: OracleResult,
    /// For a win or a loss: the plies to the next reset of the game's counter
    /// (or its end) with best play, at least 1. 0 for a draw.
    pub plies: u32,
}

impl OracleValue {
    pub const DRAW: OracleValue = OracleValue {
        result: OracleResult::Draw,
        plies: 0,
    };

    /// The search score of this value at a node `ply` plies from the root.
    pub fn score(self, ply: usize) -> i32 {
        let distance = ply.saturating_add(self.plies as usize);
        match self.result {
            OracleResult::Win => score::tablebase_win_in(distance),
            OracleResult::Loss => -score::tablebase_win_in(distance),
            OracleResult::Draw => 0,
        }
    }

    /// An order of values for the side they belong to: fast wins first, then
    /// draws, then slow losses.
    pub fn rank(self) -> (u8, i64) {
        match self.result {
            OracleResult::Win => (2, -i64::from(self.plies)),
            OracleResult::Draw => (1, 0),
            OracleResult::Loss => (0, i64::from(self.plies)),
        }
    }
}

/// An oracle for the positions of game `P`. It must answer exactly under the
/// game's rules with the position's counters (e.g. Mühle's 50-move rule); the
/// search asks it after the game's own end conditions (repetition included).
pub trait Oracle<P: Position>: Send + Sync {
    /// The value of `pos` for its side to move, or `None` when it does not know
    /// the position.
    fn probe(&self, pos: &P) -> Option<OracleValue>;

    /// Every legal move of `pos` with its value for the side to move, the plies
    /// counted from `pos` (the move included), best first; `None` when it does
    /// not know the position.
    fn rank_moves(&self, pos: &P) -> Option<Vec<(P::Move, OracleValue)>>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_score_in_their_band_and_rank_fast_wins_first() {
        let win = OracleValue {
            result: OracleResult::Win,
            plies: 14,
        };
        let loss = OracleValue {
            result: OracleResult::Loss,
            plies: 9,
        };
        assert_eq!(win.score(2), score::tablebase_win_in(16));
        assert_eq!(loss.score(0), -score::tablebase_win_in(9));
        assert_eq!(OracleValue::DRAW.score(5), 0);
        let faster = OracleValue { plies: 3, ..win };
        assert!(faster.rank() > win.rank());
        assert!(win.rank() > OracleValue::DRAW.rank());
        assert!(OracleValue::DRAW.rank() > loss.rank());
        assert!(OracleValue { plies: 20, ..loss }.rank() > loss.rank());
    }
}
