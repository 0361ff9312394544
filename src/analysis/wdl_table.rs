//! The win/draw/loss model's fitted coefficients, one row per game.
//!
//! Written by `scripts/review-model` (`bernstein tune wdl --data-dir DIR --out
//! src/analysis/wdl_table.rs`); see docs/review.md for the data and the check on
//! held-out games. Not edited by hand.

use crate::rules::GameKind;

/// Per game: the draw margin's and the scale's coefficients (constant, times the
/// first progress number, times the second), in hundredths of the game's unit.
pub const TABLE: [(GameKind, [f64; 3], [f64; 3]); 5] = [
    (GameKind::Ostseeschach, [0.0, 0.0, 0.0], [100.0, 0.0, 0.0]),
    (
        GameKind::OstseeschachOriginal,
        [0.0, 0.0, 0.0],
        [120.0, 0.0, 0.0],
    ),
    (GameKind::Piranhas, [0.0, 0.0, 0.0], [150.0, 0.0, 0.0]),
    (GameKind::Piranhas2026, [0.0, 0.0, 0.0], [150.0, 0.0, 0.0]),
    (GameKind::Muehle, [0.0, 0.0, 0.0], [150.0, 0.0, 0.0]),
];
