//! `bernstein tune`: fits an evaluation's weights to positions of quick
//! self-play games labelled by their results (Texel's method, see
//! [`crate::engine::tune`] and docs/tuning.md) and prints the new weight table
//! as the Rust source of the game's weights file (written there with `--out`).
//! Progress goes to stderr; the table is the end of stdout.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::parse_game_kind;
use crate::engine::tune::{self, SelfPlay};
use crate::rules::GameKind;
use crate::rules::piranhas::Piranhas;
use crate::rules::piranhas::eval::{TERMS, features};
use crate::rules::piranhas::weights::TUNED;

#[derive(Args, Debug)]
pub struct TuneArgs {
    /// The game whose evaluation is tuned (piranhas).
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Self-play games to take positions from.
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// Seed of the games' start setups and random openings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Nodes searched per move of the self-play games.
    #[arg(long, default_value_t = 2000)]
    pub nodes: u64,
    /// Write the weights file here (e.g. src/rules/piranhas/weights.rs).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// `bernstein tune`.
pub fn run(args: &TuneArgs) -> Result<(), String> {
    if args.game != GameKind::Piranhas {
        return Err(format!(
            "tuning is written for piranhas; {} has no weight table yet",
            args.game.id()
        ));
    }
    let settings = SelfPlay {
        games: args.games,
        seed: args.seed,
        nodes: args.nodes.max(1),
        random_plies: 6,
        ply_limit: 60,
    };
    let mut results = [0u32; 3];
    let samples = tune::self_play_samples::<Piranhas, 7>(
        &Default::default(),
        settings,
        features,
        |number, winner| {
            results[winner.map_or(2, |side| side.index())] += 1;
            if number % 10 == 0 || number == settings.games {
                eprintln!(
                    "game {number}: Red {} wins, Blue {} wins, {} draws",
                    results[0], results[1], results[2]
                );
            }
        },
    );
    if samples.is_empty() {
        return Err("the self-play games gave no positions".to_string());
    }
    let scale = tune::fit_scale(&samples, &TUNED);
    let before = tune::mean_error(&samples, &TUNED, scale);
    eprintln!(
        "{} positions; scale {scale:.1}; error of the weights in use {before:.6}",
        samples.len()
    );
    let fitted = tune::fit_weights(&samples, TUNED, scale, |step, error, weights| {
        eprintln!("step {step}: error {error:.6} with {weights:?}");
    });
    let source = weights_source(args, samples.len(), before, &samples, &fitted, scale);
    if let Some(path) = &args.out {
        std::fs::write(path, &source).map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!("written to {}", path.display());
    }
    std::io::stdout()
        .lock()
        .write_all(source.as_bytes())
        .map_err(|e| e.to_string())
}

/// The weights file with `fitted` as [`TUNED`], saying how it was made.
fn weights_source(
    args: &TuneArgs,
    positions: usize,
    before: f64,
    samples: &[tune::Sample<7>],
    fitted: &[i32; 7],
    scale: f64,
) -> String {
    let after = tune::mean_error(samples, fitted, scale);
    let terms: Vec<String> = TERMS
        .iter()
        .zip(fitted)
        .map(|(term, weight)| format!("    {weight}, // {term}"))
        .collect();
    format!(
        "//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::eval::TERMS`]. [`TUNED`] is what the evaluation reads; it is written by
//! `bernstein tune piranhas` (see docs/tuning.md), which fits the weights to
//! positions of its own self-play games labelled by their results. [`HAND_SET`]
//! are the weights as first set by hand, which Piranhas 2026's evaluation keeps.

/// The weights as first set by hand from self-play matches (see the terms in
/// [`super::eval`]).
pub const HAND_SET: [i32; 7] = [200, 20, 60, 60, 25, 5, 10];

/// The weights the Piranhas (2019) evaluation uses, from
/// `bernstein tune piranhas --games {games} --seed {seed} --nodes {nodes}`:
/// {positions} positions, logistic scale {scale:.1}, mean squared error
/// {before:.6} with the weights before, {after:.6} with these.
pub const TUNED: [i32; 7] = [
{terms}
];
",
        games = args.games,
        seed = args.seed,
        nodes = args.nodes,
        terms = terms.join("\n"),
    )
}
