//! Texel-style tuning of an evaluation's weights: positions from quick self-play
//! games, each labelled by its game's result from the side to move's view (1 won,
//! ½ drawn, 0 lost), and weights fitted so that a logistic of the evaluation
//! predicts those results with the least mean squared error. The evaluation is
//! seen as a weighted sum of term values (a game gives them, e.g.
//! [`crate::rules::piranhas::eval::features`]); the fit first finds the
//! logistic's scale for the weights in use, then moves one weight at a time by
//! shrinking steps while the error falls (local search, as Texel's tuning does).
//! See docs/tuning.md.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::engine::{Engine, EngineOptions, Limits, SearchParams};
use crate::rules::rng::SplitMix64;
use crate::rules::{Evaluate, Game, MoveList, Side};

/// One labelled position: its terms' values and the result for its side to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample<const N: usize> {
    pub features: [f64; N],
    /// 1 won, 0.5 drawn, 0 lost, for the side to move.
    pub result: f64,
}

/// The expected result for the side to move at evaluation `score` (hundredths
/// of the game's unit) on a logistic of `scale` hundredths per e-fold.
pub fn expected_result(score: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-score / scale).exp())
}

/// The weighted sum of a sample's terms: the evaluation up to its rounding.
pub fn weighed<const N: usize>(sample: &Sample<N>, weights: &[i32; N]) -> f64 {
    sample
        .features
        .iter()
        .zip(weights)
        .map(|(value, &weight)| value * f64::from(weight))
        .sum()
}

/// The mean squared error of the results predicted with `weights` and `scale`.
pub fn mean_error<const N: usize>(samples: &[Sample<N>], weights: &[i32; N], scale: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|sample| {
            let error = sample.result - expected_result(weighed(sample, weights), scale);
            error * error
        })
        .sum();
    total / samples.len() as f64
}

/// The logistic's scale (10 to 10,000) that best fits `weights`: a golden-section
/// search over its logarithm, the error being smooth and single-dipped there.
pub fn fit_scale<const N: usize>(samples: &[Sample<N>], weights: &[i32; N]) -> f64 {
    let error = |log_scale: f64| mean_error(samples, weights, log_scale.exp());
    let (mut low, mut high) = (10f64.ln(), 10_000f64.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = high - ratio * (high - low);
    let mut b = low + ratio * (high - low);
    let (mut error_a, mut error_b) = (error(a), error(b));
    for _ in 0..60 {
        if error_a < error_b {
            high = b;
            b = a;
            error_b = error_a;
            a = high - ratio * (high - low);
            error_a = error(a);
        } else {
            low = a;
            a = b;
            error_a = error_b;
            b = low + ratio * (high - low);
            error_b = error(b);
        }
    }
    ((low + high) / 2.0).exp()
}

/// Weights fitted from `start` at a fixed `scale`: each weight in turn is moved
/// by the step while that lowers the error, the step halving from 32 to 1 when
/// no weight moves. `on_round` hears each step's error (for progress output).
pub fn fit_weights<const N: usize>(
    samples: &[Sample<N>],
    start: [i32; N],
    scale: f64,
    mut on_round: impl FnMut(i32, f64, &[i32; N]),
) -> [i32; N] {
    let mut weights = start;
    let mut best = mean_error(samples, &weights, scale);
    let mut step = 32;
    while step >= 1 {
        let mut improved = true;
        while improved {
            improved = false;
            for i in 0..N {
                for delta in [step, -step] {
                    let mut trial = weights;
                    trial[i] += delta;
                    let error = mean_error(samples, &trial, scale);
                    if error < best {
                        best = error;
                        weights = trial;
                        improved = true;
                        break;
                    }
                }
            }
        }
        on_round(step, best, &weights);
        step /= 2;
    }
    weights
}

/// How the self-play games that make the samples are played.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    pub games: u32,
    pub seed: u64,
    /// Nodes per move: quick games, many positions.
    pub nodes: u64,
    /// Plies at the start played at random, for varied games.
    pub random_plies: u32,
    /// Plies at which a game stops as a draw.
    pub ply_limit: usize,
}

/// Plays `settings.games` quick self-play games from the game's seeded starts
/// and labels every position after the random opening with the game's result
/// from its side to move's view; `features` gives a position's terms' values.
/// Positions where the game is over are left out. `on_game` hears each game's
/// number and result (the winner) as it ends.
pub fn self_play_samples<P: Evaluate, const N: usize>(
    options: &P::Options,
    settings: SelfPlay,
    features: impl Fn(&P) -> [f64; N],
    mut on_game: impl FnMut(u32, Option<Side>),
) -> Vec<Sample<N>> {
    let mut rng = SplitMix64::new(settings.seed);
    let mut engine: Engine<P> = Engine::new(EngineOptions::default());
    let mut samples = Vec::new();
    for number in 1..=settings.games {
        let start_seed = rng.next_u64();
        let mut game = Game::new(P::start(options, start_seed));
        engine.clear();
        let mut kept: Vec<(Side, [f64; N])> = Vec::new();
        let mut moves = MoveList::new();
        let outcome = loop {
            if let Some(outcome) = game.outcome() {
                break Some(outcome);
            }
            let ply = game.moves().len();
            if ply >= settings.ply_limit {
                break None;
            }
            let position = game.position().clone();
            let mv = if ply < settings.random_plies as usize {
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break None;
                }
                moves[rng.below(moves.len() as u64) as usize]
            } else {
                kept.push((position.side_to_move(), features(&position)));
                let history = &game.hashes()[..game.hashes().len() - 1];
                let params = SearchParams::new(Limits {
                    depth: None,
                    nodes: Some(settings.nodes),
                    movetime: None,
                });
                let result = engine.search(
                    &position,
                    history,
                    &params,
                    Arc::new(AtomicBool::new(false)),
                    |_| {},
                );
                match result.best_move {
                    Some(mv) => mv,
                    None => break game.outcome(),
                }
            };
            if game.play(mv).is_err() {
                break None;
            }
        };
        let winner = outcome.and_then(|outcome| outcome.winner);
        on_game(number, winner);
        samples.extend(kept.into_iter().map(|(side, features)| Sample {
            features,
            result: match winner {
                None => 0.5,
                Some(winner) if winner == side => 1.0,
                Some(_) => 0.0,
            },
        }));
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions of three terms whose results follow known weights exactly.
    fn synthetic(weights: [i32; 3], scale: f64) -> Vec<Sample<3>> {
        let mut rng = SplitMix64::new(7);
        let mut value = move || (rng.below(2001) as f64 - 1000.0) / 250.0;
        (0..3000)
            .map(|_| {
                let features = [value(), value(), value()];
                let mut sample = Sample {
                    features,
                    result: 0.0,
                };
                sample.result = expected_result(weighed(&sample, &weights), scale);
                sample
            })
            .collect()
    }

    #[test]
    fn the_fit_recovers_known_weights() {
        let truth = [60, -25, 10];
        let samples = synthetic(truth, 100.0);
        let fitted = fit_weights(&samples, [0, 0, 0], 100.0, |_, _, _| {});
        for (fitted, truth) in fitted.iter().zip(truth) {
            assert!((fitted - truth).abs() <= 1, "{fitted} for {truth}");
        }
        assert!(mean_error(&samples, &fitted, 100.0) < 1e-5);
    }

    #[test]
    fn the_scale_is_found_for_known_weights() {
        let samples = synthetic([60, -25, 10], 300.0);
        let scale = fit_scale(&samples, &[60, -25, 10]);
        assert!((scale - 300.0).abs() < 3.0, "{scale}");
    }

    #[test]
    fn self_play_labels_each_position_with_its_games_result() {
        use crate::rules::Position;
        use crate::rules::piranhas::Piranhas;
        let settings = SelfPlay {
            games: 2,
            seed: 3,
            nodes: 200,
            random_plies: 4,
            ply_limit: 60,
        };
        let mut winners = Vec::new();
        let samples = self_play_samples::<Piranhas, 1>(
            &Default::default(),
            settings,
            |pos| [pos.side_to_move().index() as f64],
            |_, winner| winners.push(winner),
        );
        assert_eq!(winners.len(), 2);
        assert!(samples.len() > 20, "{} samples", samples.len());
        // With a winner, the side to move's label is 1 exactly when it won.
        for sample in &samples {
            assert!([0.0, 0.5, 1.0].contains(&sample.result));
        }
        if let Some(Some(winner)) = winners.first() {
            let first_game = samples.iter().take(10);
            for sample in first_game {
                let side = if sample.features[0] == 0.0 {
                    Side::First
                } else {
                    Side::Second
                };
                assert_eq!(sample.result == 1.0, side == *winner);
            }
        }
    }
}
