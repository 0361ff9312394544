//! The win/draw/loss model's fitted coefficients, one row per game.
//!
//! Written by `scripts/review-model` (`bernstein tune wdl --data-dir DIR --out
//! src/analysis/wdl_table.rs`); see docs/review.md for the data and the check on
//! held-out games. Not edited by hand.

use bernstein_rules::GameKind;

/// Per game: the draw margin's and the scale's coefficients (constant, times the
/// first progress number, times the second) and the first player's edge, in
/// hundredths of the game's unit.
pub const TABLE: [(GameKind, [f64; 3], [f64; 3], f64); 5] = [
    // 76379 positions of 2102 games (replays.txt, self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.2075, hand-set curve 0.2186.
    (
        GameKind::Ostseeschach,
        [4.6, -17.1, 19.4],
        [78.6, -130.8, 118.4],
        -16.3,
    ),
    // 90227 positions of 2100 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1949, hand-set curve 0.2087.
    (
        GameKind::OstseeschachOriginal,
        [9.0, -38.9, 44.8],
        [94.7, -91.6, 5.5],
        0.1,
    ),
    // 89662 positions of 2101 games (replays.txt, self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1534, hand-set curve 0.1573.
    (
        GameKind::Piranhas,
        [22.9, 17.3, 16.5],
        [35.4, 253.5, -275.2],
        2.6,
    ),
    // 90721 positions of 2100 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1121, hand-set curve 0.1259.
    (
        GameKind::Piranhas2026,
        [13.6, 17.5, 19.2],
        [32.8, 198.7, -201.7],
        -0.1,
    ),
    // 108006 positions of 2100 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.0912, hand-set curve 0.0935.
    (
        GameKind::Muehle,
        [57.2, 11.9, 38.7],
        [18.5, 92.0, 80.8],
        0.6,
    ),
];
