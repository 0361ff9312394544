//! Search scores: plain `i32` values in the evaluation's units (hundredths of a
//! game unit, from the side to move) plus a band of "decided" values for games
//! whose end the search has seen, written like chess engines' mate scores:
//! `WIN - n` means "the side to move wins, the game ending `n` plies from the
//! root", `-(WIN - n)` a loss `n` plies from the root. Below them is the band of
//! an oracle's (an endgame database's) wins, `TABLEBASE_WIN - n`: won, the next
//! reset of the game's counter (in Mühle the next stone taken) `n` plies from the
//! root, the game's end not yet in sight.

use std::fmt;

use bernstein_rules::{Outcome, Side};

/// The score of a game won at the root itself. Larger than any evaluation.
pub const WIN: i32 = 1_000_000;

/// Scores at or beyond this magnitude are decided games (`WIN - plies`).
pub const DECIDED: i32 = WIN - 10_000;

/// Bound outside every score: the initial alpha-beta window.
pub const INFINITY: i32 = WIN + 1;

/// An oracle's win at the root itself: just below the decided games.
pub const TABLEBASE_WIN: i32 = DECIDED - 1;

/// Scores from this magnitude up to [`TABLEBASE_WIN`] are an oracle's wins
/// (`TABLEBASE_WIN - plies`).
pub const TABLEBASE: i32 = TABLEBASE_WIN - 10_000;

/// Static evaluations are clamped inside this, so they never look like a decided
/// game or an oracle's win.
pub const EVAL_LIMIT: i32 = TABLEBASE - 1;

/// Score of a game won by the side to move `ply` plies from the root.
pub const fn win_in(ply: usize) -> i32 {
    WIN - ply as i32
}

/// Score of a game lost by the side to move `ply` plies from the root.
pub const fn loss_in(ply: usize) -> i32 {
    -win_in(ply)
}

/// Score of an oracle's win for the side to move, its counter reset `plies`
/// plies from the root.
pub const fn tablebase_win_in(plies: usize) -> i32 {
    TABLEBASE_WIN - plies as i32
}

/// True for an oracle's win or loss (see [`tablebase_win_in`]).
pub fn is_tablebase(score: i32) -> bool {
    (TABLEBASE..=TABLEBASE_WIN).contains(&score.abs())
}

/// True for scores that say the game's end has been seen (won or lost).
pub fn is_decided(score: i32) -> bool {
    score.abs() >= DECIDED && score.abs() <= WIN
}

/// The score of a finished game, for the side to move there, `ply` plies from the root.
pub fn outcome_score(outcome: &Outcome, side_to_move: Side, ply: usize) -> i32 {
    match outcome.winner {
        None => 0,
        Some(winner) if winner == side_to_move => win_in(ply),
        Some(_) => loss_in(ply),
    }
}

/// A score from the side to move's view turned to `view`'s side.
pub fn for_side(score: i32, side_to_move: Side, view: Side) -> i32 {
    if side_to_move == view { score } else { -score }
}

/// A score from the side to move's view turned to the first player's (Red's, White's) view.
pub fn for_first_player(score: i32, side_to_move: Side) -> i32 {
    for_side(score, side_to_move, Side::First)
}

/// What a score means, for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreView {
    /// An evaluation in hundredths of the game's unit (100 = one amber, fish, stone).
    Value(i32),
    /// The side whose view this is wins; the game ends this many plies from now.
    Win { plies: u32 },
    /// The side whose view this is loses; the game ends this many plies from now.
    Loss { plies: u32 },
    /// An endgame database says the side whose view this is wins; the game's
    /// counter is reset (in Mühle: a stone is taken) this many plies from now.
    TablebaseWin { plies: u32 },
    /// An endgame database says the side whose view this is loses; the counter
    /// is reset this many plies from now.
    TablebaseLoss { plies: u32 },
}

impl ScoreView {
    pub fn of(score: i32) -> ScoreView {
        if is_decided(score) {
            let plies = (WIN - score.abs()) as u32;
            if score > 0 {
                ScoreView::Win { plies }
            } else {
                ScoreView::Loss { plies }
            }
        } else if is_tablebase(score) {
            let plies = (TABLEBASE_WIN - score.abs()) as u32;
            if score > 0 {
                ScoreView::TablebaseWin { plies }
            } else {
                ScoreView::TablebaseLoss { plies }
            }
        } else {
            ScoreView::Value(score)
        }
    }

    /// "Win in N" counted in the winner's own moves (N = plies rounded up, halved),
    /// the way chess players say "mate in N". `None` for undecided scores and an
    /// endgame database's (which do not see the end).
    pub fn own_moves_to_end(self) -> Option<u32> {
        match self {
            ScoreView::Value(_)
            | ScoreView::TablebaseWin { .. }
            | ScoreView::TablebaseLoss { .. } => None,
            ScoreView::Win { plies } | ScoreView::Loss { plies } => Some(plies.div_ceil(2)),
        }
    }
}

/// The command line's one-token form: `37`, `-120`, `win-in-5`, `loss-in-4`
/// (the decided forms count plies until the game ends), `tb-win-14`, `tb-loss-9`
/// (an endgame database's result: plies until the next stone is taken).
impl fmt::Display for ScoreView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreView::Value(value) => write!(f, "{value}"),
            ScoreView::Win { plies } => write!(f, "win-in-{plies}"),
            ScoreView::Loss { plies } => write!(f, "loss-in-{plies}"),
            ScoreView::TablebaseWin { plies } => write!(f, "tb-win-{plies}"),
            ScoreView::TablebaseLoss { plies } => write!(f, "tb-loss-{plies}"),
        }
    }
}

/// A decided score (or an oracle's) as stored in the transposition table:
/// relative to the stored node rather than the root, so it stays right when
/// reached along another path.
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= TABLEBASE {
        score + ply as i32
    } else if score <= -TABLEBASE {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`] at the node `ply` plies from the root.
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= TABLEBASE {
        score - ply as i32
    } else if score <= -TABLEBASE {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_rules::EndReason;

    #[test]
    fn decided_scores_read_back_and_print() {
        assert_eq!(ScoreView::of(win_in(5)), ScoreView::Win { plies: 5 });
        assert_eq!(ScoreView::of(loss_in(4)), ScoreView::Loss { plies: 4 });
        assert_eq!(ScoreView::of(-37), ScoreView::Value(-37));
        assert_eq!(ScoreView::of(win_in(5)).to_string(), "win-in-5");
        assert_eq!(ScoreView::of(loss_in(4)).to_string(), "loss-in-4");
        assert_eq!(ScoreView::of(win_in(5)).own_moves_to_end(), Some(3));
        assert!(!is_decided(EVAL_LIMIT));
        assert!(is_decided(win_in(200)));
    }

    #[test]
    fn database_scores_have_their_own_band() {
        let win = tablebase_win_in(14);
        assert_eq!(ScoreView::of(win), ScoreView::TablebaseWin { plies: 14 });
        assert_eq!(ScoreView::of(-win), ScoreView::TablebaseLoss { plies: 14 });
        assert_eq!(ScoreView::of(win).to_string(), "tb-win-14");
        assert_eq!(ScoreView::of(-win).to_string(), "tb-loss-14");
        assert_eq!(ScoreView::of(win).own_moves_to_end(), None);
        assert!(!is_decided(win) && is_tablebase(win) && !is_tablebase(EVAL_LIMIT));
        assert!(win < win_in(9_000) && win > EVAL_LIMIT);
        assert_eq!(from_table(to_table(win, 3), 3), win);
        assert_eq!(to_table(-tablebase_win_in(10), 4), -tablebase_win_in(6));
    }

    #[test]
    fn table_scores_are_relative_to_the_node() {
        let at_root = win_in(9);
        let stored = to_table(at_root, 4);
        assert_eq!(stored, win_in(5));
        assert_eq!(from_table(stored, 4), at_root);
        assert_eq!(from_table(to_table(loss_in(6), 2), 2), loss_in(6));
        assert_eq!(to_table(55, 7), 55);
    }

    #[test]
    fn outcome_scores_follow_the_winner() {
        let red_wins = Outcome::win(Side::First, EndReason::NoLegalMove);
        assert_eq!(outcome_score(&red_wins, Side::First, 3), win_in(3));
        assert_eq!(outcome_score(&red_wins, Side::Second, 3), loss_in(3));
        assert_eq!(
            outcome_score(&Outcome::draw(EndReason::PlyLimit), Side::First, 3),
            0
        );
        assert_eq!(for_first_player(80, Side::Second), -80);
    }
}
