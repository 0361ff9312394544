//! What the database stores per position (one byte) and what it means for a
//! position whose no-removal counter stands at a given number.
//!
//! The byte holds the result for the side to move and `n`, the plies to the next
//! take (the take itself counted; a side that cannot move counts as the one ply
//! it cannot play), with the best play for both sides *under the 50-move rule*:
//! the winner takes as soon as it can, the loser puts the take off as long as it
//! can. The position is decided when the rule leaves room for those plies:
//! counter + n ≤ 100. A win that needs more than 100 plies (or whose best take
//! leads into such a win) is stored as a *cursed* win: won without the rule, a
//! draw with it, whatever the counter; a *blessed* loss is the other side of it.

use bernstein_rules::muehle::NO_REMOVAL_DRAW_PLIES;

/// The plies the 50-move rule allows between two takes.
pub const LIMIT: u32 = NO_REMOVAL_DRAW_PLIES;

// The byte encoding needs win and loss distances up to LIMIT below 201.
const _: () = assert!(LIMIT <= 100);

/// A draw with any counter, even without the 50-move rule.
pub const DRAW: u8 = 0;
/// `LOSS_BASE + n`: the side to move loses, the next take `n` plies away.
pub const LOSS_BASE: u8 = 100;
/// Won without the 50-move rule but not with it.
pub const CURSED_WIN: u8 = 201;
/// Lost without the 50-move rule but saved by it.
pub const BLESSED_LOSS: u8 = 202;
/// A slot no position uses (a symmetric duplicate of another slot).
pub const UNUSED: u8 = 255;

/// A stored byte, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stored {
    Draw,
    /// The side to move wins; the next take comes in this many plies.
    Win(u32),
    /// The side to move loses; the next take comes in this many plies.
    Loss(u32),
    CursedWin,
    BlessedLoss,
    /// Not a position's slot, or a byte no generator writes.
    Unused,
}

impl Stored {
    pub fn from_byte(byte: u8) -> Stored {
        match byte {
            DRAW => Stored::Draw,
            1..=100 if u32::from(byte) <= LIMIT => Stored::Win(u32::from(byte)),
            101..=200 if u32::from(byte - LOSS_BASE) <= LIMIT => {
                Stored::Loss(u32::from(byte - LOSS_BASE))
            }
            CURSED_WIN => Stored::CursedWin,
            BLESSED_LOSS => Stored::BlessedLoss,
            _ => Stored::Unused,
        }
    }

    /// The byte of a win `n` plies before the take: a cursed win beyond the limit.
    pub fn win_byte(n: u32) -> u8 {
        if n <= LIMIT { n as u8 } else { CURSED_WIN }
    }

    /// The byte of a loss `n` plies before the take: a blessed loss beyond the limit.
    pub fn loss_byte(n: u32) -> u8 {
        if n <= LIMIT {
            LOSS_BASE + n as u8
        } else {
            BLESSED_LOSS
        }
    }

    /// What the position is worth to the side to move with the no-removal
    /// counter at `counter`.
    pub fn at_counter(self, counter: u32) -> Option<DbResult> {
        let left = LIMIT.saturating_sub(counter);
        Some(match self {
            Stored::Draw => DbResult::Draw,
            Stored::Win(n) if n <= left => DbResult::Win { plies: n },
            Stored::Win(n) => DbResult::CursedWin { needs: Some(n) },
            Stored::Loss(n) if n <= left => DbResult::Loss { plies: n },
            Stored::Loss(n) => DbResult::BlessedLoss { needs: Some(n) },
            Stored::CursedWin => DbResult::CursedWin { needs: None },
            Stored::BlessedLoss => DbResult::BlessedLoss { needs: None },
            Stored::Unused => return None,
        })
    }
}

/// A position's value for the side to move under the rules, its counter included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DbResult {
    /// The side to move wins; with best play the next stone is taken (or the
    /// other side is left without a move) in `plies` plies.
    Win { plies: u32 },
    /// The side to move loses, the next take `plies` plies away with best defence.
    Loss { plies: u32 },
    /// A draw however long the game went on.
    Draw,
    /// A draw by the 50-move rule: the side to move would win, but the win needs
    /// `needs` plies to the next take (more than the counter leaves; `None`: more
    /// than the rule ever allows, or the take leads into such a win).
    CursedWin { needs: Option<u32> },
    /// A draw by the 50-move rule: the side to move would lose, but the rule saves it.
    BlessedLoss { needs: Option<u32> },
}

impl DbResult {
    /// Win (1), draw (0) or loss (−1) for the side to move under the rules.
    pub fn sign(self) -> i32 {
        match self {
            DbResult::Win { .. } => 1,
            DbResult::Loss { .. } => -1,
            _ => 0,
        }
    }

    /// The plies to the next take of a decided result.
    pub fn plies(self) -> Option<u32> {
        match self {
            DbResult::Win { plies } | DbResult::Loss { plies } => Some(plies),
            _ => None,
        }
    }

    /// The command line's words: `win 14`, `loss 9`, `draw`, `cursed-win 30`,
    /// `cursed-win`, `blessed-loss 30`.
    pub fn to_words(self) -> String {
        let with = |word: &str, plies: Option<u32>| match plies {
            Some(n) => format!("{word} {n}"),
            None => word.to_string(),
        };
        match self {
            DbResult::Win { plies } => with("win", Some(plies)),
            DbResult::Loss { plies } => with("loss", Some(plies)),
            DbResult::Draw => "draw".to_string(),
            DbResult::CursedWin { needs } => with("cursed-win", needs),
            DbResult::BlessedLoss { needs } => with("blessed-loss", needs),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_read_back_and_the_counter_decides() {
        for n in 1..=LIMIT {
            assert_eq!(Stored::from_byte(Stored::win_byte(n)), Stored::Win(n));
            assert_eq!(Stored::from_byte(Stored::loss_byte(n)), Stored::Loss(n));
        }
        assert_eq!(Stored::win_byte(LIMIT + 1), CURSED_WIN);
        assert_eq!(Stored::loss_byte(LIMIT + 7), BLESSED_LOSS);
        assert_eq!(Stored::from_byte(UNUSED), Stored::Unused);
        assert_eq!(Stored::from_byte(203), Stored::Unused);
        // 14 plies to the take: a win with 86 plies left, a draw with 85.
        let win = Stored::Win(14);
        assert_eq!(win.at_counter(86), Some(DbResult::Win { plies: 14 }));
        assert_eq!(
            win.at_counter(87),
            Some(DbResult::CursedWin { needs: Some(14) })
        );
        assert_eq!(
            Stored::Loss(3).at_counter(98),
            Some(DbResult::BlessedLoss { needs: Some(3) })
        );
        assert_eq!(
            Stored::Loss(3).at_counter(97),
            Some(DbResult::Loss { plies: 3 })
        );
        assert_eq!(Stored::Unused.at_counter(0), None);
    }
}
