//! What the engine does differently per game: its policy, which the rules know
//! nothing of (as shakmaty keeps its rules free of such concerns). One row per
//! game kind; `policy(P::KIND)` is a constant, so the search's per-game switches
//! cost nothing at run time.

use crate::rules::GameKind;

/// The engine's settings for one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// The share of an AI level's temperature (its controlled error rate, see
    /// [`SearchParams::temperature`](super::SearchParams::temperature)) that
    /// applies in this game, in percent. The levels' temperatures are set for
    /// evaluations where a poor move typically costs about a unit (100); where
    /// moves differ by much less, the same temperature would make a level play
    /// nearly at random.
    pub temperature_percent: u32,
    /// The ply after which a game between two engines is adjudicated a draw.
    /// Games whose rules end every game (a round limit, Mühle's draws) end long
    /// before the default, which only guards against endless play.
    pub match_ply_limit: usize,
    /// The move review's scale: the lead that gives about a 73 % winning chance,
    /// in the evaluation's units.
    pub review_unit: i32,
    /// What a move must give away from an equal position, in the evaluation's
    /// units, to be an inaccuracy, a mistake and a blunder.
    pub review_losses: [i32; 3],
    /// Reverse futility pruning's margin per ply of depth left, in the
    /// evaluation's units (0: off): a node whose static evaluation beats beta by
    /// this much per ply is taken as a cut-off without a search.
    pub futility_margin: i32,
    /// Null-move pruning: only where zugzwang is rare (never in Mühle, whose
    /// moving phase is full of it).
    pub null_move: bool,
}

/// What most games use.
const DEFAULT: Policy = Policy {
    temperature_percent: 100,
    match_ply_limit: 1000,
    review_unit: 100,
    review_losses: [30, 60, 100],
    futility_margin: 100,
    null_move: true,
};

/// The engine's policy for `kind`.
pub const fn policy(kind: GameKind) -> Policy {
    match kind {
        GameKind::Ostseeschach => DEFAULT,
        GameKind::OstseeschachOriginal => Policy {
            // Won with 3 victory points, where the 2022 game needs 2 ambers: a
            // point weighs a little less.
            review_unit: 120,
            review_losses: [35, 70, 120],
            // No round limit: a game between engines is adjudicated a draw sooner.
            match_ply_limit: 300,
            ..DEFAULT
        },
        GameKind::Piranhas | GameKind::Piranhas2026 => Policy {
            // Most Piranhas moves differ by a few tens (a little swarm share or
            // concentration), not by a fish: at the full temperature levels 1 and
            // 2 lost to the level below them in self-play (2 against 1: 43.8 % of
            // 40 games); at 30 % each of levels 2–5 scored 76–99 % against the
            // level below.
            temperature_percent: 30,
            // Scored in fish, whose evaluation swings wider than ambers.
            review_unit: 150,
            review_losses: [45, 90, 150],
            ..DEFAULT
        },
        GameKind::Muehle => Policy {
            null_move: false,
            // Scored in stones, whose evaluation swings wider than ambers.
            review_unit: 150,
            review_losses: [45, 90, 150],
            ..DEFAULT
        },
    }
}
