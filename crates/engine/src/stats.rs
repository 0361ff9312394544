//! The arithmetic of match results: the score of a series of games with its Elo
//! difference and 95 % error bar ([`MatchScore`]), the binomial test with which
//! the competition's test client stops a series early once one player is
//! significantly better ([`binomial_cdf`], [`MatchScore::significantly_better`]),
//! and for engine tests the
//! pentanomial count of game pairs ([`Pentanomial`]) with the sequential
//! probability ratio test that decides between two Elo hypotheses ([`Sprt`]),
//! the method of Stockfish's fishtest and of OpenBench.
//!
//! Games are played in pairs from one start with the colours swapped. A pair's
//! two games are not independent (a start that favours one colour shows in both),
//! so the pair, scored 0, ½, 1, 1½ or 2, is the unit: its variance is smaller than
//! that of two single games, and the test needs fewer games to decide.

use serde::{Deserialize, Serialize};

/// Wins, draws and losses from the first engine's view, with each game's points.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchScore {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub points: Vec<f64>,
}

impl MatchScore {
    pub fn add(&mut self, points: f64) {
        if points > 0.75 {
            self.wins += 1;
        } else if points > 0.25 {
            self.draws += 1;
        } else {
            self.losses += 1;
        }
        self.points.push(points);
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, 0..=1 (0.5 when no game was played).
    pub fn fraction(&self) -> f64 {
        if self.points.is_empty() {
            0.5
        } else {
            self.points.iter().sum::<f64>() / self.points.len() as f64
        }
    }

    /// The Elo difference the score fraction means (±infinite for 100 % / 0 %).
    pub fn elo(&self) -> f64 {
        elo_from_fraction(self.fraction())
    }

    /// Half-width of the 95 % confidence interval of [`MatchScore::elo`], from the
    /// per-game score variance (infinite when the interval reaches 0 % or 100 %).
    pub fn elo_error95(&self) -> f64 {
        let n = self.points.len() as f64;
        if n < 2.0 || self.elo().is_infinite() {
            return f64::INFINITY;
        }
        let mean = self.fraction();
        let variance = self
            .points
            .iter()
            .map(|p| (p - mean) * (p - mean))
            .sum::<f64>()
            / n;
        let half_width = 1.96 * (variance / n).sqrt();
        if half_width == 0.0 {
            return 0.0;
        }
        let low = mean - half_width;
        let high = mean + half_width;
        if low <= 0.0 || high >= 1.0 {
            return f64::INFINITY;
        }
        (elo_from_fraction(high) - elo_from_fraction(low)) / 2.0
    }

    /// Whether one side is significantly better, by the competition's test
    /// client's test: for each side, the probability that a side as strong as its
    /// opponent would win at most as many games as it did (a draw is half a win,
    /// and half wins are rounded down, as the test client halves the win points)
    /// in a binomial distribution with p = ½. When that probability is at most
    /// `significance` for one side, its opponent is significantly better. No
    /// answer before `min_games` games. Returns whether the first side is the
    /// better one, and the probability (the test client's "uncertainty").
    pub fn significantly_better(&self, significance: f64, min_games: u32) -> Option<(bool, f64)> {
        let games = self.games();
        if games == 0 || games < min_games {
            return None;
        }
        let first_points: f64 = self.points.iter().sum();
        let second_points = games as f64 - first_points;
        // The side that won fewer is tested first: only it can be the worse one.
        [(second_points, true), (first_points, false)]
            .into_iter()
            .map(|(points, first_better)| {
                let wins = (points + 1e-9).floor() as u32;
                (first_better, binomial_cdf(wins, games, 0.5))
            })
            .find(|&(_, probability)| probability <= significance)
    }
}

/// Elo difference for a score fraction: −400 · log10(1/s − 1).
pub fn elo_from_fraction(fraction: f64) -> f64 {
    if fraction <= 0.0 {
        f64::NEG_INFINITY
    } else if fraction >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / fraction - 1.0).log10()
    }
}

/// An Elo difference as the command line prints it: signed, whole, `0` for an
/// even score (never "-0"), `+inf`/`-inf` for a clean sweep.
pub fn signed_elo(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 {
            "+inf".to_string()
        } else {
            "-inf".to_string()
        }
    } else if elo.abs() < 0.5 {
        "0".to_string()
    } else {
        format!("{elo:+.0}")
    }
}

/// An error bar's half-width as the command line prints it (`inf` when unbounded).
pub fn unsigned_elo(elo: f64) -> String {
    if elo.is_infinite() {
        "inf".to_string()
    } else {
        format!("{elo:.0}")
    }
}

/// P(X ≤ k) for X binomially distributed with `n` trials of probability `p`: the
/// sum of the probabilities of 0 to `k` successes, each computed in logarithms so
/// that long series (where 0.5^n is below the smallest double) come out right.
pub fn binomial_cdf(k: u32, n: u32, p: f64) -> f64 {
    if k >= n {
        return 1.0;
    }
    if p <= 0.0 {
        return 1.0;
    }
    if p >= 1.0 {
        return 0.0;
    }
    let (ln_p, ln_q) = (p.ln(), (1.0 - p).ln());
    // ln C(n, i), carried from one i to the next.
    let mut ln_choose = 0.0;
    let mut sum = 0.0;
    for i in 0..=k {
        if i > 0 {
            ln_choose += f64::from(n - i + 1).ln() - f64::from(i).ln();
        }
        sum += (ln_choose + f64::from(i) * ln_p + f64::from(n - i) * ln_q).exp();
    }
    sum.min(1.0)
}

/// The logistic expected score of an Elo difference: 1 / (1 + 10^(−elo/400)).
pub fn fraction_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// Game pairs counted by their points for the tested side: index 0 is a pair
/// lost twice, 1 a loss and a draw, 2 a win and a loss or two draws, 3 a win and
/// a draw, 4 two wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pentanomial(pub [u32; 5]);

/// What an empty cell of the count counts as when the variance is estimated, so
/// that a few pairs that all ended alike do not give a variance of zero (the
/// regularisation of fishtest's `stat_util`).
const EMPTY_CELL: f64 = 1e-3;

impl Pentanomial {
    /// Adds a pair: the tested side's points in its two games (each 0, ½ or 1).
    pub fn add(&mut self, first: f64, second: f64) {
        let cell = ((first + second) * 2.0).round().clamp(0.0, 4.0) as usize;
        self.0[cell] += 1;
    }

    /// The number of pairs counted.
    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// Mean points per game of the tested side (0.5 with no pairs).
    pub fn score(&self) -> f64 {
        let pairs = self.pairs();
        if pairs == 0 {
            return 0.5;
        }
        self.0
            .iter()
            .enumerate()
            .map(|(i, &n)| n as f64 * i as f64 / 4.0)
            .sum::<f64>()
            / pairs as f64
    }

    /// The number of pairs, the mean and the variance of a pair's score per game
    /// (a pair's points / 2), over the cells with empty ones regularised.
    fn moments(&self) -> (f64, f64, f64) {
        let cells: [f64; 5] = self.0.map(|n| if n == 0 { EMPTY_CELL } else { n as f64 });
        let n: f64 = cells.iter().sum();
        let mean = cells
            .iter()
            .enumerate()
            .map(|(i, c)| c * i as f64 / 4.0)
            .sum::<f64>()
            / n;
        let variance = cells
            .iter()
            .enumerate()
            .map(|(i, c)| c * (i as f64 / 4.0 - mean).powi(2))
            .sum::<f64>()
            / n;
        (n, mean, variance)
    }

    /// The Elo difference the score means.
    pub fn elo(&self) -> f64 {
        elo_from_fraction(self.score())
    }

    /// Half-width of the 95 % confidence interval of [`Pentanomial::elo`], from the
    /// variance between pairs (infinite when the interval reaches 0 % or 100 %).
    pub fn elo_error95(&self) -> f64 {
        let pairs = self.pairs() as f64;
        if pairs < 2.0 {
            return f64::INFINITY;
        }
        let mean = self.score();
        let variance = self
            .0
            .iter()
            .enumerate()
            .map(|(i, &c)| c as f64 * (i as f64 / 4.0 - mean).powi(2))
            .sum::<f64>()
            / pairs;
        let half_width = 1.96 * (variance / pairs).sqrt();
        let (low, high) = (mean - half_width, mean + half_width);
        if low <= 0.0 || high >= 1.0 {
            return f64::INFINITY;
        }
        (elo_from_fraction(high) - elo_from_fraction(low)) / 2.0
    }

    /// The log-likelihood ratio of "the tested side is `elo1` stronger" against
    /// "`elo0` stronger" (logistic Elo), in the normal approximation of the
    /// generalised SPRT: N (s1 − s0) (2 x̄ − s0 − s1) / (2 σ²), with N pairs,
    /// x̄ and σ² the mean and variance of a pair's score per game, and s0, s1 the
    /// scores the two hypotheses expect. This is fishtest's `LLR_logistic`.
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        if self.pairs() == 0 {
            return 0.0;
        }
        let (n, mean, variance) = self.moments();
        let (s0, s1) = (fraction_from_elo(elo0), fraction_from_elo(elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }
}

/// A sequential probability ratio test between two Elo differences: H0 "the
/// tested side is `elo0` stronger" and H1 "`elo1` stronger", with error rates
/// `alpha` (accepting H1 when H0 holds) and `beta` (the reverse). A gain test is
/// typically [0, 5], a non-regression test [−5, 0], both with α = β = 0.05.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// What an SPRT concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    /// H1 accepted: the change passes.
    Passed,
    /// H0 accepted: the change fails.
    Failed,
}

impl Sprt {
    /// The LLR bounds (lower, upper): ln(β / (1 − α)) and ln((1 − β) / α).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The verdict once the LLR has left its bounds, after at least `min_pairs`
    /// pairs (a few pairs that all ended alike say little about the variance).
    pub fn verdict(&self, counts: &Pentanomial, min_pairs: u32) -> Option<SprtVerdict> {
        if counts.pairs() < min_pairs {
            return None;
        }
        let llr = counts.llr(self.elo0, self.elo1);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(SprtVerdict::Passed)
        } else if llr <= lower {
            Some(SprtVerdict::Failed)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_known_fractions() {
        assert!(elo_from_fraction(0.5).abs() < 1e-9);
        assert!((elo_from_fraction(0.75) - 190.848).abs() < 0.01);
        assert!((fraction_from_elo(190.848) - 0.75).abs() < 1e-5);
        assert!(elo_from_fraction(1.0).is_infinite());
        let mut score = MatchScore::default();
        for points in [1.0, 1.0, 0.5, 0.0, 1.0, 0.5] {
            score.add(points);
        }
        assert_eq!((score.wins, score.draws, score.losses), (3, 2, 1));
        assert!((score.fraction() - 4.0 / 6.0).abs() < 1e-12);
        let error = score.elo_error95();
        assert!(
            error.is_finite() && error > 50.0,
            "six games leave a wide error bar: {error}"
        );
        assert_eq!(signed_elo(score.elo()), "+120");
        let mut sweep = MatchScore::default();
        sweep.add(1.0);
        sweep.add(1.0);
        assert_eq!(signed_elo(sweep.elo()), "+inf");
        assert_eq!(unsigned_elo(sweep.elo_error95()), "inf");
    }

    #[test]
    fn an_even_score_reads_zero_not_minus_zero() {
        let mut even = MatchScore::default();
        for points in [1.0, 0.0, 0.5, 0.5] {
            even.add(points);
        }
        assert_eq!(signed_elo(even.elo()), "0");
        assert_eq!(unsigned_elo(even.elo_error95()), "297");
        let mut draws = MatchScore::default();
        draws.add(0.5);
        draws.add(0.5);
        assert_eq!(signed_elo(draws.elo()), "0");
        assert_eq!(unsigned_elo(draws.elo_error95()), "0");
    }

    /// Exact values: sums of C(n, i) p^i (1 − p)^(n − i) in fractions (e.g. 21,700
    /// of the 2^20 results of 20 fair coins have at most 5 heads).
    #[test]
    fn binomial_cdf_of_known_values() {
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * b.max(1e-300) + 1e-15;
        assert!(close(binomial_cdf(5, 20, 0.5), 21_700.0 / 1_048_576.0));
        assert!(close(binomial_cdf(2, 10, 0.5), 56.0 / 1024.0));
        assert!(close(binomial_cdf(10, 40, 0.35), 0.121_491_905_808_091_95));
        assert!(close(binomial_cdf(45, 100, 0.5), 0.184_100_808_663_348_13));
        // A thousand games: 0.5^1000 is below f64's normal range, the sum is not.
        let long = binomial_cdf(400, 1000, 0.5);
        assert!((long - 1.364_232_078_033_009_2e-10).abs() < 1e-20, "{long}");
        assert_eq!(binomial_cdf(20, 20, 0.5), 1.0);
        assert!(close(binomial_cdf(0, 3, 0.5), 0.125));
    }

    /// The test client's early stop: 20 games, the second side won 5 (P = 2.07 %).
    #[test]
    fn a_clear_lead_is_significant_and_an_even_one_is_not() {
        let mut score = MatchScore::default();
        for game in 0..20 {
            score.add(if game < 15 { 1.0 } else { 0.0 });
        }
        let (first_better, probability) = score.significantly_better(0.05, 20).unwrap();
        assert!(first_better);
        assert!((probability - 21_700.0 / 1_048_576.0).abs() < 1e-12);
        assert_eq!(score.significantly_better(0.01, 20), None, "2 % is not 1 %");
        assert_eq!(score.significantly_better(0.05, 21), None, "too few games");
        // Draws are half wins rounded down: 14 wins and 2 draws leave the
        // second side 4 + 1 = 5 wins.
        let mut drawn = MatchScore::default();
        for points in [1.0; 14].into_iter().chain([0.5; 2]).chain([0.0; 4]) {
            drawn.add(points);
        }
        let (first_better, probability) = drawn.significantly_better(0.05, 20).unwrap();
        assert!(first_better && (probability - 21_700.0 / 1_048_576.0).abs() < 1e-12);
        // The mirror image: the second side is the better one.
        let mut losing = MatchScore::default();
        for game in 0..20 {
            losing.add(if game < 5 { 1.0 } else { 0.0 });
        }
        assert!(!losing.significantly_better(0.05, 20).unwrap().0);
        let mut even = MatchScore::default();
        for game in 0..40 {
            even.add(if game % 2 == 0 { 1.0 } else { 0.0 });
        }
        assert_eq!(even.significantly_better(0.05, 20), None);
    }

    #[test]
    fn pairs_fall_into_their_cells() {
        let mut counts = Pentanomial::default();
        counts.add(1.0, 1.0);
        counts.add(1.0, 0.0);
        counts.add(0.5, 0.5);
        counts.add(0.0, 0.5);
        counts.add(0.0, 0.0);
        counts.add(1.0, 0.5);
        assert_eq!(counts.0, [1, 1, 2, 1, 1]);
        assert_eq!(counts.pairs(), 6);
        assert!((counts.score() - 0.5).abs() < 1e-12);
    }

    /// Values worked out from the formulas by an independent implementation of
    /// fishtest's `stats` and `LLR_logistic` (`stat_util.py`) on the same counts.
    #[test]
    fn llr_and_elo_of_known_counts() {
        // 100 pairs: 5 LL, 20 LD, 45 even, 22 WD, 8 WW: mean 0.52 per game,
        // variance 0.05835 per pair.
        let counts = Pentanomial([5, 20, 45, 22, 8]);
        assert!((counts.score() - 0.52).abs() < 1e-12);
        let s1 = fraction_from_elo(5.0);
        assert!((s1 - 0.507_195_1).abs() < 1e-6);
        // 100 × 0.0071951 × (1.04 − 0.5 − 0.5071951) / (2 × 0.05835) = 0.202257
        let llr = counts.llr(0.0, 5.0);
        assert!((llr - 0.202_257).abs() < 1e-5, "{llr}");
        // Elo of 52 %: +13.90; ± 1.96 × sqrt(0.05835 / 100) = ± 0.04735 in score,
        // 47.27 % … 56.73 %, whose Elo half-width is 33.05.
        assert!((counts.elo() - 13.905).abs() < 1e-2, "{}", counts.elo());
        let error = counts.elo_error95();
        assert!((error - 33.05).abs() < 0.05, "{error}");
        // The same counts against the non-regression hypotheses [−5, 0]:
        // s0 = 0.4928049: 100 × 0.0071951 × (1.04 − 0.4928049 − 0.5) / 0.1167.
        let llr = counts.llr(-5.0, 0.0);
        assert!((llr - 0.290_979).abs() < 1e-5, "{llr}");
    }

    #[test]
    fn the_test_stops_at_its_bounds_and_not_before_its_minimum() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 5.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let (lower, upper) = sprt.bounds();
        assert!((upper - 2.944_439).abs() < 1e-6 && (lower + 2.944_439).abs() < 1e-6);
        // A clearly better side: 40 % of pairs won twice, 10 % lost twice.
        let strong = Pentanomial([100, 150, 300, 250, 200]);
        assert!(strong.llr(0.0, 5.0) > upper);
        assert_eq!(sprt.verdict(&strong, 20), Some(SprtVerdict::Passed));
        // The mirror image fails.
        let weak = Pentanomial([200, 250, 300, 150, 100]);
        assert_eq!(sprt.verdict(&weak, 20), Some(SprtVerdict::Failed));
        // Even counts of few pairs decide nothing yet.
        let early = Pentanomial([2, 3, 5, 3, 2]);
        assert_eq!(sprt.verdict(&early, 20), None);
        // Two pairs won twice would pass on their own (no variance to speak
        // of); the minimum number of pairs holds the verdict back.
        let sweep = Pentanomial([0, 0, 0, 0, 2]);
        assert!(sweep.llr(0.0, 5.0) > upper);
        assert_eq!(sprt.verdict(&sweep, 20), None);
        assert_eq!(sprt.verdict(&sweep, 2), Some(SprtVerdict::Passed));
    }
}
