//! The win/draw/loss model's fitted coefficients, one row per game.
//!
//! Written by `scripts/review-model` (`bernstein tune wdl --data-dir DIR --out
//! src/analysis/wdl_table.rs`); see docs/review.md for the data and the check on
//! held-out games. Not edited by hand.

use crate::rules::GameKind;

/// Per game: the draw margin's and the scale's coefficients (constant, times the
/// first progress number, times the second), in hundredths of the game's unit.
pub const TABLE: [(GameKind, [f64; 3], [f64; 3]); 5] = [
    // 25489 positions of 702 games (replays.txt, self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.2291, hand-set curve 0.2300.
    (
        GameKind::Ostseeschach,
        [4.0, -13.7, 19.2],
        [68.0, -82.4, 87.9],
    ),
    // 30230 positions of 700 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1948, hand-set curve 0.2083.
    (
        GameKind::OstseeschachOriginal,
        [6.2, -27.3, 32.6],
        [96.8, -61.9, -29.8],
    ),
    // 29608 positions of 701 games (replays.txt, self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1349, hand-set curve 0.1404.
    (
        GameKind::Piranhas,
        [24.8, 17.5, 15.6],
        [45.7, 322.3, -356.7],
    ),
    // 29935 positions of 700 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1413, hand-set curve 0.1437.
    (
        GameKind::Piranhas2026,
        [12.0, 14.0, 16.7],
        [41.6, 153.9, -163.0],
    ),
    // 32945 positions of 700 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1257, hand-set curve 0.1306.
    (GameKind::Muehle, [76.9, 12.2, 45.5], [293.0, 258.3, -233.4]),
];
