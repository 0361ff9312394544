//! Fitting an evaluation's weights to game results (Texel's method) and the
//! self-play games that give the data.
//!
//! **Data**: games of the engine against itself at a fixed number of nodes per
//! move, from the game's seeded start setups with a few random plies first so no
//! two games are alike ([`self_play`]). Every position searched after the random
//! opening is kept with the game's result from its side to move's view, the
//! search's score and whether the move found was quiet ([`Record`], one text line
//! each, so a data file outlives changes to the terms).
//!
//! **Fit**: the evaluation is a weighted sum of term values ([`Tunable`]), each
//! weight a triple: in most games (opening, turn 40, round limit) mixed by the
//! turn, in Mühle (placing, moving, flying) by each side's phase. Its expected
//! result is the logistic `1 / (1 + e^(−eval / scale))`; the scale is fitted to
//! the weights in use first and then held, so the evaluation keeps its units. All
//! weights (or only those of chosen terms, the others kept) are then fitted
//! together by gradient descent (Adam) on the mean squared error between
//! expected and actual results ([`fit`]), over the quiet positions with an
//! undecided score. A tenth of the games is held out and its error
//! reported, to see that the fit generalises. See docs/tuning.md.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::Evaluate;
use crate::eval::tapered::KNOTS;
use crate::score::is_decided;
use crate::{Engine, Limits, SearchParams};
use bernstein_rules::muehle::Muehle;
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::ostseeschach_original::OstseeschachOriginal;
use bernstein_rules::piranhas::Piranhas;
use bernstein_rules::piranhas_2026::Piranhas2026;
use bernstein_rules::rng::SplitMix64;
use bernstein_rules::{Game, MoveList, Side};

/// An evaluation whose weights can be fitted: its terms, what each of their
/// weights adds to the evaluation in a position, and the weights in use.
pub trait Tunable: Evaluate {
    /// The terms' names, in the order of the weight table.
    fn terms() -> &'static [&'static str];
    /// The weights in use, three per term.
    fn weights() -> Vec<[i32; KNOTS]>;
    /// Each term's part of the evaluation per unit of each of its weights (in
    /// the evaluation's units): the evaluation is Σ weight × part over the
    /// terms and their three weights. For a weight tapered by the turn the
    /// part is the term's value times the weight's share at this turn.
    fn term_parts(&self) -> Vec<[f64; KNOTS]>;
}

impl Tunable for Piranhas {
    fn terms() -> &'static [&'static str] {
        &crate::eval::piranhas::TERMS
    }

    fn weights() -> Vec<[i32; KNOTS]> {
        crate::eval::piranhas::weights::WEIGHTS.to_vec()
    }

    fn term_parts(&self) -> Vec<[f64; KNOTS]> {
        tapered(crate::eval::piranhas::term_values(self))
    }
}

impl Tunable for Piranhas2026 {
    fn terms() -> &'static [&'static str] {
        &crate::eval::piranhas_2026::TERMS_2026
    }

    fn weights() -> Vec<[i32; KNOTS]> {
        crate::eval::piranhas_2026::weights::WEIGHTS.to_vec()
    }

    fn term_parts(&self) -> Vec<[f64; KNOTS]> {
        tapered(crate::eval::piranhas_2026::term_values(self))
    }
}

impl Tunable for Ostseeschach {
    fn terms() -> &'static [&'static str] {
        &crate::eval::ostseeschach::TERMS
    }

    fn weights() -> Vec<[i32; KNOTS]> {
        crate::eval::ostseeschach::weights::WEIGHTS.to_vec()
    }

    fn term_parts(&self) -> Vec<[f64; KNOTS]> {
        tapered(crate::eval::ostseeschach::term_values(self))
    }
}

impl Tunable for OstseeschachOriginal {
    fn terms() -> &'static [&'static str] {
        &crate::eval::ostseeschach_original::TERMS
    }

    fn weights() -> Vec<[i32; KNOTS]> {
        crate::eval::ostseeschach_original::weights::WEIGHTS.to_vec()
    }

    fn term_parts(&self) -> Vec<[f64; KNOTS]> {
        tapered(crate::eval::ostseeschach_original::term_values(self))
    }
}

impl Tunable for Muehle {
    fn terms() -> &'static [&'static str] {
        &crate::eval::muehle::TERMS
    }

    fn weights() -> Vec<[i32; KNOTS]> {
        crate::eval::muehle::weights::WEIGHTS.to_vec()
    }

    fn term_parts(&self) -> Vec<[f64; KNOTS]> {
        crate::eval::muehle::term_parts(self)
    }
}

/// The parts of terms whose weights are tapered by the turn: each value times
/// each of its weights' shares.
fn tapered<const N: usize>((values, shares): ([f64; N], [f64; KNOTS])) -> Vec<[f64; KNOTS]> {
    values
        .iter()
        .map(|&v| shares.map(|share| v * share))
        .collect()
}

/// What is wrong with a data file: it cannot be read, or a line of it is not
/// a record one can learn from (the line's number counts from 1).
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{} line {line}: {source}", path.display())]
    Line {
        path: PathBuf,
        line: usize,
        source: RecordError,
    },
}

/// What is wrong with one line of a data file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("no {field} in '{line}'")]
    Missing { field: &'static str, line: String },
    #[error("bad {field} in '{line}'")]
    Bad { field: &'static str, line: String },
    #[error("bad position '{text}': {source}")]
    Position {
        text: String,
        source: bernstein_rules::PositionError,
    },
}

/// Reads the records of a data file written by `tune generate`, in order, with
/// each line's text; an error (of the file, of a line, or of `each`) names the
/// file and the line.
pub fn read_records(
    path: &Path,
    mut each: impl FnMut(Record, &str) -> Result<(), RecordError>,
) -> Result<(), DataError> {
    let read_error = |source| DataError::Read {
        path: path.to_path_buf(),
        source,
    };
    let file = std::fs::File::open(path).map_err(read_error)?;
    for (number, line) in BufReader::new(file).lines().enumerate() {
        let line = line.map_err(read_error)?;
        if line.is_empty() {
            continue;
        }
        Record::from_line(&line)
            .and_then(|record| each(record, &line))
            .map_err(|source| DataError::Line {
                path: path.to_path_buf(),
                line: number + 1,
                source,
            })?;
    }
    Ok(())
}

/// One position of a self-play game, as a data file keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The game's number: positions of one game are held out together.
    pub game: u64,
    /// 1 won, 0.5 drawn, 0 lost, for the side to move.
    pub result: f64,
    /// The search's score for the side to move.
    pub score: i32,
    /// Whether the move the search found was quiet (not tactical): the
    /// position's static evaluation then means what the search found.
    pub quiet: bool,
    /// The position text.
    pub position: String,
}

impl Record {
    /// Whether the record's game is held out of every fit (every tenth game,
    /// whole, so that a fit is checked on games it never saw).
    pub fn held_out(&self) -> bool {
        self.game % 10 == 9
    }

    /// The line of a data file: `<game> <result> <score> <quiet> <position text>`.
    pub fn to_line(&self) -> String {
        format!(
            "{} {} {} {} {}",
            self.game, self.result, self.score, self.quiet as u8, self.position
        )
    }

    /// Reads a data file's line.
    pub fn from_line(line: &str) -> Result<Record, RecordError> {
        let mut parts = line.splitn(5, ' ');
        let mut field = |field: &'static str| {
            parts
                .next()
                .filter(|p| !p.is_empty())
                .ok_or_else(|| RecordError::Missing {
                    field,
                    line: line.to_string(),
                })
        };
        let bad = |field: &'static str| RecordError::Bad {
            field,
            line: line.to_string(),
        };
        let game = field("game")?.parse().map_err(|_| bad("game"))?;
        let result: f64 = field("result")?.parse().map_err(|_| bad("result"))?;
        if ![0.0, 0.5, 1.0].contains(&result) {
            return Err(bad("result"));
        }
        let score = field("score")?.parse().map_err(|_| bad("score"))?;
        let quiet = match field("quiet flag")? {
            "1" => true,
            "0" => false,
            _ => return Err(bad("quiet flag")),
        };
        let position = field("position")?.to_string();
        Ok(Record {
            game,
            result,
            score,
            quiet,
            position,
        })
    }
}

/// How the self-play games are played.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// Nodes per move.
    pub nodes: u64,
    /// Random plies at the start: between these two numbers, drawn per game.
    pub random_plies: (u32, u32),
    /// Plies at which a game stops as a draw.
    pub ply_limit: usize,
}

/// Plays game number `number` (its start, random opening and everything else
/// drawn from `seed` and the number) with `engine` against itself and returns
/// its positions after the random opening, labelled with its result.
pub fn self_play<P: Evaluate>(
    options: &P::Options,
    settings: SelfPlay,
    seed: u64,
    number: u64,
    engine: &mut Engine<P>,
) -> Vec<Record> {
    let mut rng = SplitMix64::new(seed ^ number.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut game = Game::new(P::start(options, rng.next_u64()));
    let (low, high) = settings.random_plies;
    let random_plies = low + rng.below((high.max(low) - low + 1) as u64) as u32;
    engine.clear();
    let mut kept: Vec<(Side, i32, bool, String)> = Vec::new();
    let mut moves = MoveList::new();
    let params = SearchParams::new(Limits::nodes(settings.nodes.max(1)));
    let outcome = loop {
        if let Some(outcome) = game.outcome() {
            break Some(outcome);
        }
        let ply = game.moves().len();
        if ply >= settings.ply_limit {
            break None;
        }
        let mv = if ply < random_plies as usize {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break None;
            }
            moves[rng.below(moves.len() as u64) as usize]
        } else {
            let position = game.position().clone();
            let history = &game.hashes()[..game.hashes().len() - 1];
            let result = engine.search(
                &position,
                history,
                &params,
                Arc::new(AtomicBool::new(false)),
                |_| {},
            );
            let Some(mv) = result.best_move else {
                break game.outcome();
            };
            kept.push((
                position.side_to_move(),
                result.info.score,
                !position.is_tactical(mv) && !position.end_pending(),
                position.to_text(),
            ));
            mv
        };
        if game.play(mv).is_err() {
            break None;
        }
    };
    let winner = outcome.and_then(|outcome| outcome.winner);
    kept.into_iter()
        .map(|(side, score, quiet, position)| Record {
            game: number,
            result: match winner {
                None => 0.5,
                Some(winner) if winner == side => 1.0,
                Some(_) => 0.0,
            },
            score,
            quiet,
            position,
        })
        .collect()
}

/// Positions ready for the fit: each term's parts per weight ([`Tunable::term_parts`])
/// and the results, in flat arrays (single precision: a million positions of
/// twenty terms take a quarter of a gigabyte).
#[derive(Clone, Debug, Default)]
pub struct Dataset {
    pub terms: usize,
    parts: Vec<[f32; KNOTS]>,
    results: Vec<f64>,
}

impl Dataset {
    pub fn new(terms: usize) -> Dataset {
        Dataset {
            terms,
            ..Dataset::default()
        }
    }

    pub fn len(&self) -> usize {
        self.results.len()
    }

    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// Adds a position's term parts and result.
    pub fn push(&mut self, parts: &[[f64; KNOTS]], result: f64) {
        assert_eq!(parts.len(), self.terms, "parts for every term");
        self.parts
            .extend(parts.iter().map(|part| part.map(|p| p as f32)));
        self.results.push(result);
    }

    /// Adds a record if it is fit to learn from: quiet and undecided.
    pub fn push_record<P: Tunable>(
        &mut self,
        record: &Record,
        options: &P::Options,
    ) -> Result<bool, RecordError> {
        if !record.quiet || is_decided(record.score) {
            return Ok(false);
        }
        let position =
            P::from_text(&record.position, options).map_err(|source| RecordError::Position {
                text: record.position.clone(),
                source,
            })?;
        self.push(&position.term_parts(), record.result);
        Ok(true)
    }

    /// The parts of sample `i`, a row per term.
    fn sample(&self, i: usize) -> &[[f32; KNOTS]] {
        &self.parts[i * self.terms..(i + 1) * self.terms]
    }

    /// The evaluation of sample `i` with real-valued `weights`.
    fn evaluation(&self, i: usize, weights: &[[f64; KNOTS]]) -> f64 {
        self.sample(i)
            .iter()
            .zip(weights)
            .map(|(p, w)| (0..KNOTS).map(|k| w[k] * p[k] as f64).sum::<f64>())
            .sum()
    }

    /// The mean squared error of the expected results.
    pub fn error(&self, weights: &[[f64; KNOTS]], scale: f64) -> f64 {
        if self.is_empty() {
            return 0.0;
        }
        (0..self.len())
            .map(|i| {
                let error = self.results[i] - expected_result(self.evaluation(i, weights), scale);
                error * error
            })
            .sum::<f64>()
            / self.len() as f64
    }
}

/// The expected result for the side to move at evaluation `score` (hundredths
/// of the game's unit) on a logistic of `scale` hundredths per e-fold.
pub fn expected_result(score: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-score / scale).exp())
}

/// Integer weights as real ones.
pub fn real_weights(weights: &[[i32; KNOTS]]) -> Vec<[f64; KNOTS]> {
    weights.iter().map(|w| w.map(f64::from)).collect()
}

/// The logistic's scale (10 to 10,000) that best fits `weights`: a golden-section
/// search over its logarithm, the error being smooth and single-dipped there.
pub fn fit_scale(data: &Dataset, weights: &[[f64; KNOTS]]) -> f64 {
    let error = |log_scale: f64| data.error(weights, log_scale.exp());
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

/// How the weights are fitted.
#[derive(Clone, Copy, Debug)]
pub struct FitSettings {
    /// Gradient steps over the whole data.
    pub iterations: u32,
    /// Adam's step size, in weight units.
    pub rate: f64,
}

/// Weights fitted from `start` at a fixed `scale` by gradient descent (Adam) on
/// the mean squared error; `on_progress` hears every hundredth step's error.
/// Only the terms where `free` is true move; the others keep their weights of
/// `start`, so a new term can be fitted beside weights already tested.
pub fn fit(
    data: &Dataset,
    start: &[[f64; KNOTS]],
    scale: f64,
    settings: FitSettings,
    free: &[bool],
    mut on_progress: impl FnMut(u32, f64),
) -> Vec<[f64; KNOTS]> {
    let terms = data.terms;
    let mut weights = start.to_vec();
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut moment = vec![[0.0f64; KNOTS]; terms];
    let mut velocity = vec![[0.0f64; KNOTS]; terms];
    let n = data.len().max(1) as f64;
    for step in 1..=settings.iterations {
        let mut gradient = vec![[0.0f64; KNOTS]; terms];
        let mut total_error = 0.0;
        for i in 0..data.len() {
            let expected = expected_result(data.evaluation(i, &weights), scale);
            let error = expected - data.results[i];
            total_error += error * error;
            // d(error²)/d(evaluation).
            let slope = 2.0 * error * expected * (1.0 - expected) / scale;
            for (j, part) in data.sample(i).iter().enumerate() {
                for k in 0..KNOTS {
                    gradient[j][k] += slope * part[k] as f64;
                }
            }
        }
        for j in (0..terms).filter(|&j| free[j]) {
            for k in 0..KNOTS {
                let g = gradient[j][k] / n;
                moment[j][k] = beta1 * moment[j][k] + (1.0 - beta1) * g;
                velocity[j][k] = beta2 * velocity[j][k] + (1.0 - beta2) * g * g;
                let m = moment[j][k] / (1.0 - beta1.powi(step as i32));
                let v = velocity[j][k] / (1.0 - beta2.powi(step as i32));
                weights[j][k] -= settings.rate * m / (v.sqrt() + epsilon);
            }
        }
        if step % 100 == 0 || step == settings.iterations {
            on_progress(step, total_error / n);
        }
    }
    weights
}

/// Real weights rounded to the integer table the evaluation reads.
pub fn rounded(weights: &[[f64; KNOTS]]) -> Vec<[i32; KNOTS]> {
    weights
        .iter()
        .map(|w| w.map(|x| x.round() as i32))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EngineOptions;

    /// Positions of three terms whose results follow known tapered weights exactly.
    fn synthetic(weights: &[[f64; KNOTS]], scale: f64) -> Dataset {
        let mut rng = SplitMix64::new(7);
        let mut value = move || (rng.below(2001) as f64 - 1000.0) / 250.0;
        let mut data = Dataset::new(weights.len());
        for i in 0..4000 {
            let values: Vec<f64> = (0..weights.len()).map(|_| value()).collect();
            let shares = crate::eval::tapered::mix(i % 61);
            let parts: Vec<[f64; KNOTS]> = values.iter().map(|&v| shares.map(|s| v * s)).collect();
            let evaluation: f64 = parts
                .iter()
                .zip(weights)
                .map(|(p, w)| (0..KNOTS).map(|k| w[k] * p[k]).sum::<f64>())
                .sum();
            data.push(&parts, expected_result(evaluation, scale));
        }
        data
    }

    /// Known tapered weights of three terms, for the fit to find.
    const TAPERED: [[f64; KNOTS]; 3] = [
        [60.0, 40.0, 20.0],
        [-25.0, -25.0, -25.0],
        [10.0, 20.0, 90.0],
    ];

    const SETTINGS: FitSettings = FitSettings {
        iterations: 3000,
        rate: 1.0,
    };

    /// Every fitted weight within 1.5 of the true one.
    fn assert_near(fitted: &[[f64; KNOTS]], truth: &[[f64; KNOTS]]) {
        for (fitted, truth) in fitted.iter().zip(truth) {
            for k in 0..KNOTS {
                assert!(
                    (fitted[k] - truth[k]).abs() < 1.5,
                    "{fitted:?} for {truth:?}"
                );
            }
        }
    }

    #[test]
    fn the_fit_recovers_known_tapered_weights() {
        let truth = TAPERED;
        let data = synthetic(&truth, 100.0);
        let start = [[0.0; KNOTS]; 3];
        let fitted = fit(&data, &start, 100.0, SETTINGS, &[true; 3], |_, _| {});
        assert_near(&fitted, &truth);
        assert!(data.error(&fitted, 100.0) < 1e-5);
    }

    #[test]
    fn held_terms_keep_their_weights_while_the_free_one_is_fitted() {
        let truth = TAPERED;
        let data = synthetic(&truth, 100.0);
        // The first term held off its true weights: the other two still move,
        // the first does not.
        let start = [[50.0, 50.0, 50.0], [0.0; KNOTS], [0.0; KNOTS]];
        let free = [false, true, true];
        let fitted = fit(&data, &start, 100.0, SETTINGS, &free, |_, _| {});
        assert_eq!(fitted[0], start[0]);
        assert!(fitted[1] != start[1] && fitted[2] != start[2], "{fitted:?}");
        // With the held term at its truth, the free ones find theirs.
        let start = [truth[0], [0.0; KNOTS], [0.0; KNOTS]];
        let fitted = fit(&data, &start, 100.0, SETTINGS, &free, |_, _| {});
        assert_near(&fitted, &truth);
    }

    #[test]
    fn the_scale_is_found_for_known_weights() {
        let truth = [
            [60.0, 60.0, 60.0],
            [-25.0, -25.0, -25.0],
            [10.0, 10.0, 10.0],
        ];
        let data = synthetic(&truth, 300.0);
        let scale = fit_scale(&data, &truth);
        assert!((scale - 300.0).abs() < 3.0, "{scale}");
    }

    #[test]
    fn records_read_back_as_written_and_refuse_bad_lines() {
        let record = Record {
            game: 17,
            result: 0.5,
            score: -42,
            quiet: true,
            position: "........../R......... r 3".to_string(),
        };
        assert_eq!(Record::from_line(&record.to_line()), Ok(record));
        for bad in [
            "",
            "1 2 3 1 x",
            "1 0.5 x 1 pos",
            "1 0.5 3 7 pos",
            "1 0.5 3 1",
        ] {
            assert!(Record::from_line(bad).is_err(), "{bad}");
        }
        // Each error says which field is wrong.
        let bad = |field, line: &str| RecordError::Bad {
            field,
            line: line.to_string(),
        };
        assert_eq!(
            Record::from_line("1 2 3 1 x"),
            Err(bad("result", "1 2 3 1 x"))
        );
        assert_eq!(
            Record::from_line("1 0.5 3 7 pos"),
            Err(bad("quiet flag", "1 0.5 3 7 pos"))
        );
        assert_eq!(
            Record::from_line("1 0.5 3 1"),
            Err(RecordError::Missing {
                field: "position",
                line: "1 0.5 3 1".to_string()
            })
        );
    }

    #[test]
    fn a_data_file_error_names_the_file_and_the_line() {
        let dir = std::env::temp_dir().join(format!("bernstein-tune-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.data");
        std::fs::write(&path, "1 1 0 1 ........../R......... r 3\n\n2 1 zero 1 p\n").unwrap();
        let mut read = 0;
        let error = read_records(&path, |_, _| {
            read += 1;
            Ok(())
        })
        .unwrap_err();
        assert_eq!(read, 1, "the records before the bad line are read");
        match &error {
            DataError::Line { line, source, .. } => {
                assert_eq!(*line, 3);
                assert!(matches!(source, RecordError::Bad { field: "score", .. }));
            }
            other => panic!("{other}"),
        }
        assert!(error.to_string().contains("games.data line 3: bad score"));
        // A refusal of the reader's own ends the reading the same way.
        let refused = read_records(&path, |record, _| {
            Err(RecordError::Bad {
                field: "game",
                line: record.game.to_string(),
            })
        });
        assert!(matches!(refused, Err(DataError::Line { line: 1, .. })));
        let missing = read_records(&dir.join("none.data"), |_, _| Ok(()));
        assert!(matches!(missing, Err(DataError::Read { .. })));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn self_play_labels_each_position_with_its_games_result() {
        use bernstein_rules::Position;
        let settings = SelfPlay {
            nodes: 300,
            random_plies: (4, 6),
            ply_limit: 60,
        };
        let mut engine: Engine<Piranhas> = Engine::new(EngineOptions::default());
        let records = self_play::<Piranhas>(&Default::default(), settings, 3, 0, &mut engine);
        assert!(records.len() > 20, "{} records", records.len());
        // Both sides' positions, opposite results unless drawn.
        let side = |r: &Record| {
            Piranhas::from_text(&r.position, &Default::default())
                .unwrap()
                .side_to_move()
        };
        let red = records.iter().find(|r| side(r) == Side::First).unwrap();
        let blue = records.iter().find(|r| side(r) == Side::Second).unwrap();
        assert_eq!(red.result + blue.result, 1.0);
        // The same number and seed play the same game.
        let again = self_play::<Piranhas>(&Default::default(), settings, 3, 0, &mut engine);
        assert_eq!(records, again);
    }
}
