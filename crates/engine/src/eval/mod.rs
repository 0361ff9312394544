//! The static evaluation of each game: what the search thinks of a position it
//! does not search further, and which moves it calls tactical. The rules know
//! nothing of it (as shakmaty's rules know no engine); each game's module reads
//! its position through the rules' public view of it.

use bernstein_rules::Position;

/// Defines an evaluation function compiled twice, once with the `popcnt`
/// instruction (which the baseline x86-64 target lacks and the games' bit
/// counts lean on) and once without, and choosing at run time (a cached flag)
/// the one the CPU can run:
///
/// ```ignore
/// with_popcnt! {
///     /// What it is.
///     fn evaluate_position(pos: &Game) -> i32 { … }
/// }
/// ```
macro_rules! with_popcnt {
    ($(#[$doc:meta])* fn $name:ident($pos:ident: &$ty:ty) -> i32 $body:block) => {
        $(#[$doc])*
        #[inline(always)]
        fn $name($pos: &$ty) -> i32 {
            #[inline(always)]
            fn body($pos: &$ty) -> i32 $body

            #[cfg(target_arch = "x86_64")]
            #[target_feature(enable = "popcnt")]
            fn with_popcnt($pos: &$ty) -> i32 {
                body($pos)
            }

            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU supports popcnt, checked just above.
                return unsafe { with_popcnt($pos) };
            }
            body($pos)
        }
    };
}

pub mod muehle;
pub mod ostseeschach;
pub mod ostseeschach_original;
pub mod piranhas;
pub mod piranhas_2026;
pub mod tapered;

/// The engine's view of a game: a static evaluation and which moves are tactical.
/// Each game implements it in a module of its own here, from the rules' public
/// view of its position: the rules know nothing of it.
pub trait Evaluate: Position {
    /// The position's value for the side to move, in hundredths of the game's
    /// natural unit (an amber, a fish, a stone): 100 = one unit ahead.
    fn evaluate(&self) -> i32;

    /// Moves that change the material balance or score (captures, ambers, mills,
    /// victory points): searched first and in quiescence.
    fn is_tactical(&self, mv: Self::Move) -> bool;

    /// [`Self::is_tactical`] for the moves of this position, as a test to ask
    /// move by move: a game that can rule out a kind of tactical move for the
    /// whole position does so here, once, not for every move.
    fn tactical_test(&self) -> impl Fn(Self::Move) -> bool + '_ {
        |mv| self.is_tactical(mv)
    }

    /// Whether the game ends right after the side to move's next move unless that
    /// move prevents it: the opponent's connection or second amber, which the rules
    /// check only once the round is complete, or the last move before the round
    /// limit. Like check in chess, such a position may not be judged by its static
    /// evaluation: the result that follows decides, so the search looks at every
    /// reply instead.
    fn end_pending(&self) -> bool {
        false
    }

    /// The position with the side to move passing, for the search's null-move
    /// pruning: [`Position::passed`], unless a game turns it off because the
    /// search must not prune so there (Mühle, where a move often only makes
    /// things worse).
    fn null_move(&self) -> Option<Self> {
        self.passed()
    }
}
