//! Fitting the win/draw/loss model ([`super::wdl`]) to labelled positions, and
//! checking it on games held out of the fit.
//!
//! **Data**: the lines of `bernstein tune generate` (self-play) and `bernstein tune
//! label` (the positions of recorded games, e.g. the competition's replays, each
//! searched): per position the result for the side to move and the search's score
//! ([`bernstein_engine::tune::Record`]). Positions with a decided score are left out
//! (the model gives them a certain result anyway). Every tenth game (game number
//! ending in 9) is held out of the fit.
//!
//! **Fit**: maximum likelihood of the results under the model (the mean log-loss of
//! win, draw or loss), by gradient descent (Adam) on the seven coefficients, started
//! from a plain curve (margin 0, scale one unit, no first player's edge). The
//! gradient is taken by central differences: seven coefficients, and the fit runs
//! once, from the command line.
//!
//! **Check**: on the held-out games, the Brier score of the expected score (mean
//! squared difference between the expected score, win + draw / 2, and the result
//! 1, ½ or 0) for the model and for the curve the review used before it, and a
//! reliability table: positions grouped by the model's expected score, with the
//! mean expected and the mean actual result of each group.

use super::wdl::{Progress, WdlParams};
use bernstein_engine::score::is_decided;
use bernstein_engine::tune::Record;
use bernstein_rules::{PositionError, Side};

/// A data line whose position the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad position '{text}': {error}")]
pub struct SampleError {
    pub text: String,
    pub error: PositionError,
}

/// One labelled position as the fit uses it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// 1, ½ or 0 for the side to move.
    pub result: f64,
    /// The search's score for the side to move, undecided.
    pub score: f64,
    pub progress: [f64; 2],
    /// The side to move.
    pub mover: Side,
    /// Whether the sample's game is held out of the fit.
    pub held_out: bool,
}

/// The sample of a data line, `None` for a decided score.
pub fn sample<P: Progress>(
    record: &Record,
    options: &P::Options,
) -> Result<Option<Sample>, SampleError> {
    if is_decided(record.score) {
        return Ok(None);
    }
    let position = P::from_text(&record.position, options).map_err(|error| SampleError {
        text: record.position.clone(),
        error,
    })?;
    Ok(Some(Sample {
        result: record.result,
        score: record.score as f64,
        progress: position.progress(),
        mover: position.side_to_move(),
        held_out: record.held_out(),
    }))
}

/// The mean log-loss of `samples` under `params` (lower is better).
pub fn log_loss(params: &WdlParams, samples: &[Sample]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| {
            let wdl = params.chances(s.score, s.progress, s.mover);
            let p = if s.result == 1.0 {
                wdl.win
            } else if s.result == 0.0 {
                wdl.loss
            } else {
                wdl.draw
            };
            -p.max(1e-9).ln()
        })
        .sum();
    total / samples.len() as f64
}

/// The number of coefficients.
const COEFFICIENTS: usize = 7;

/// The coefficients as one vector: margin, scale, the first player's edge.
fn to_vector(params: &WdlParams) -> [f64; COEFFICIENTS] {
    let (m, s) = (params.draw_margin, params.scale);
    [m[0], m[1], m[2], s[0], s[1], s[2], params.first_player]
}

fn from_vector(v: &[f64; COEFFICIENTS]) -> WdlParams {
    WdlParams {
        draw_margin: [v[0], v[1], v[2]],
        scale: [v[3], v[4], v[5]],
        first_player: v[6],
    }
}

/// Fits the model to `samples` in `iterations` steps of Adam (`rate` in
/// hundredths of a unit per step); returns the coefficients.
pub fn fit(samples: &[Sample], iterations: u32, rate: f64) -> WdlParams {
    let mut v = to_vector(&WdlParams {
        draw_margin: [0.0; 3],
        scale: [100.0, 0.0, 0.0],
        first_player: 0.0,
    });
    let (mut m, mut s) = ([0.0; COEFFICIENTS], [0.0; COEFFICIENTS]);
    let (beta1, beta2) = (0.9f64, 0.999f64);
    for step in 1..=iterations {
        let mut gradient = [0.0; COEFFICIENTS];
        for i in 0..COEFFICIENTS {
            let h = 0.5;
            let (mut up, mut down) = (v, v);
            up[i] += h;
            down[i] -= h;
            gradient[i] = (log_loss(&from_vector(&up), samples)
                - log_loss(&from_vector(&down), samples))
                / (2.0 * h);
        }
        for i in 0..COEFFICIENTS {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            s[i] = beta2 * s[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let s_hat = s[i] / (1.0 - beta2.powi(step as i32));
            v[i] -= rate * m_hat / (s_hat.sqrt() + 1e-12);
        }
    }
    from_vector(&v)
}

/// The Brier score of `expected` (the expected score of each sample) against the
/// samples' results: the mean squared difference (lower is better).
pub fn brier(samples: &[Sample], expected: impl Fn(&Sample) -> f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    samples
        .iter()
        .map(|s| (expected(s) - s.result).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

/// The review's curve before the model: a logistic `1 / (1 + e^(−x / unit))` of
/// the score with one hand-set unit per game (the lead that gave 73 %). Kept to
/// show what the model improves on.
pub fn hand_set_unit(kind: bernstein_rules::GameKind) -> f64 {
    use bernstein_rules::GameKind;
    match kind {
        GameKind::Ostseeschach => 100.0,
        GameKind::OstseeschachOriginal => 120.0,
        GameKind::Piranhas | GameKind::Piranhas2026 | GameKind::Muehle => 150.0,
    }
}

/// The hand-set curve's expected score at `score`.
pub fn hand_set_expected(kind: bernstein_rules::GameKind, score: f64) -> f64 {
    1.0 / (1.0 + (-score / hand_set_unit(kind)).exp())
}

/// One row of a reliability table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReliabilityRow {
    /// The group's range of expected scores, lower and upper bound.
    pub range: (f64, f64),
    pub count: usize,
    pub mean_expected: f64,
    pub mean_result: f64,
}

/// Positions grouped by `expected` into `groups` equal ranges of 0…1; empty
/// groups are left out.
pub fn reliability(
    samples: &[Sample],
    expected: impl Fn(&Sample) -> f64,
    groups: usize,
) -> Vec<ReliabilityRow> {
    let mut sums = vec![(0usize, 0.0, 0.0); groups];
    for sample in samples {
        let e = expected(sample);
        let group = ((e * groups as f64) as usize).min(groups - 1);
        sums[group].0 += 1;
        sums[group].1 += e;
        sums[group].2 += sample.result;
    }
    sums.into_iter()
        .enumerate()
        .filter(|(_, (count, _, _))| *count > 0)
        .map(|(group, (count, e, r))| ReliabilityRow {
            range: (
                group as f64 / groups as f64,
                (group + 1) as f64 / groups as f64,
            ),
            count,
            mean_expected: e / count as f64,
            mean_result: r / count as f64,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_rules::rng::SplitMix64;

    /// Samples drawn from a known model.
    fn synthetic(truth: &WdlParams, count: usize) -> Vec<Sample> {
        let mut rng = SplitMix64::new(7);
        (0..count)
            .map(|i| {
                let t = (i % 60) as f64 / 60.0;
                let score = rng.below(1200) as f64 - 600.0;
                let mover = if i % 2 == 0 {
                    Side::First
                } else {
                    Side::Second
                };
                let wdl = truth.chances(score, [t, t * t], mover);
                let draw = rng.below(1_000_000) as f64 / 1e6;
                let result = if draw < wdl.win {
                    1.0
                } else if draw < wdl.win + wdl.draw {
                    0.5
                } else {
                    0.0
                };
                Sample {
                    result,
                    score,
                    progress: [t, t * t],
                    mover,
                    held_out: false,
                }
            })
            .collect()
    }

    #[test]
    fn the_fit_finds_the_model_the_data_came_from() {
        let truth = WdlParams {
            draw_margin: [60.0, 0.0, 0.0],
            scale: [200.0, -100.0, 0.0],
            first_player: 40.0,
        };
        let samples = synthetic(&truth, 4000);
        let fitted = fit(&samples, 400, 4.0);
        assert!(
            log_loss(&fitted, &samples) < log_loss(&truth, &samples) + 0.005,
            "{fitted:?}"
        );
        for t in [0.0, 0.5, 1.0] {
            for mover in Side::BOTH {
                let (a, b) = (
                    fitted.chances(150.0, [t, t * t], mover),
                    truth.chances(150.0, [t, t * t], mover),
                );
                assert!(
                    (a.expected() - b.expected()).abs() < 0.05,
                    "{t} {mover:?}: {a:?} {b:?}"
                );
            }
        }
        assert!(
            (fitted.first_player - truth.first_player).abs() < 20.0,
            "{fitted:?}"
        );
        let model = |s: &Sample| truth.chances(s.score, s.progress, s.mover).expected();
        let flat = |_: &Sample| 0.5;
        assert!(brier(&samples, model) < brier(&samples, flat));
        let table = reliability(&samples, model, 10);
        assert_eq!(table.iter().map(|r| r.count).sum::<usize>(), 4000);
        for row in table.iter().filter(|r| r.count > 200) {
            assert!(
                (row.mean_expected - row.mean_result).abs() < 0.08,
                "{row:?}"
            );
        }
    }
}
