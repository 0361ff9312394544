//! What the engine does differently per game: its policy, which the rules know
//! nothing of (as shakmaty keeps its rules free of such concerns). One row per
//! game kind; `policy(P::KIND)` is a constant, so the search's per-game switches
//! cost nothing at run time.

use bernstein_rules::GameKind;

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
    /// Reverse futility pruning's margin per ply of depth left, in the
    /// evaluation's units (0: off): a node whose static evaluation beats beta by
    /// this much per ply is taken as a cut-off without a search.
    pub futility_margin: i32,
    /// Futility pruning's margin per ply of depth left (0: off): near the
    /// leaves, a quiet move is not searched where the static evaluation plus
    /// this much per ply still does not reach alpha.
    pub quiet_futility_margin: i32,
    /// Null-move pruning: only where zugzwang is rare (never in Mühle, whose
    /// moving phase is full of it).
    pub null_move: bool,
    /// Whether the search keeps recent static evaluations by position hash
    /// (`search::worker::EvalCache`): worth it where an evaluation costs far more
    /// than a look-up, and only where the hash covers all the evaluation reads.
    pub eval_cache: bool,
}

/// What most games use.
const DEFAULT: Policy = Policy {
    temperature_percent: 100,
    match_ply_limit: 1000,
    futility_margin: 100,
    quiet_futility_margin: 0,
    null_move: true,
    eval_cache: false,
};

/// The engine's policy for `kind`.
pub const fn policy(kind: GameKind) -> Policy {
    match kind {
        GameKind::Ostseeschach => DEFAULT,
        GameKind::OstseeschachOriginal => Policy {
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
            // The same reason: a lead of a fish per ply left hardly ever
            // occurs (early in a game −45 already leaves the side to move about
            // a quarter of the expected score), so the default margin rarely
            // pruned. Half a fish per ply passed its SPRT in both seasons;
            // 30 and 70 did less well (docs/performance.md, strength tests).
            futility_margin: 50,
            // Measured in Piranhas only so far (docs/performance.md, strength tests).
            quiet_futility_margin: 60,
            // An evaluation walks both swarms (about 2,500 instructions); the
            // hash covers the fish, their sizes, the kraken, the turn and the
            // first union.
            eval_cache: true,
            ..DEFAULT
        },
        GameKind::Muehle => Policy {
            null_move: false,
            // The hash covers the stones, those in hand and the side to move; the
            // evaluation reads nothing else of the position but the rule options,
            // fixed for a game. Its pattern look-ups over the mills cost several
            // hundred instructions, and the moving phase repeats positions often.
            eval_cache: true,
            ..DEFAULT
        },
    }
}
