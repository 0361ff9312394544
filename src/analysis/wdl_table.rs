//! The win/draw/loss model's fitted coefficients, one row per game.
//!
//! Written by `scripts/review-model` (`bernstein tune wdl --data-dir DIR --out
//! src/analysis/wdl_table.rs`); see docs/review.md for the data and the check on
//! held-out games. Not edited by hand.

use crate::rules::GameKind;

/// Per game: the draw margin's and the scale's coefficients (constant, times the
/// first progress number, times the second), in hundredths of the game's unit.
pub const TABLE: [(GameKind, [f64; 3], [f64; 3]); 5] = [
    // 25312 positions of 702 games (replays.txt, self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.2196, hand-set curve 0.2205.
    (
        GameKind::Ostseeschach,
        [3.5, -10.8, 15.7],
        [90.9, -163.5, 155.0],
    ),
    // 29111 positions of 700 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1850, hand-set curve 0.1902.
    (
        GameKind::OstseeschachOriginal,
        [4.0, -18.7, 26.3],
        [72.6, -44.9, -23.0],
    ),
    // 30985 positions of 701 games (replays.txt, self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1457, hand-set curve 0.1631.
    (GameKind::Piranhas, [24.2, 10.0, 7.6], [76.0, 142.3, -206.2]),
    // 31080 positions of 700 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.1575, hand-set curve 0.1670.
    (
        GameKind::Piranhas2026,
        [21.0, 9.6, 8.7],
        [90.8, 62.8, -134.1],
    ),
    // 29182 positions of 700 games (self-play-1000.txt, self-play-20000.txt, self-play-6000.txt); held-out Brier 0.0999, hand-set curve 0.1037.
    (GameKind::Muehle, [69.3, 10.0, 40.2], [334.3, 274.9, -282.7]),
];
