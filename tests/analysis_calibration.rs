//! The win/draw/loss model's check on games held out of its fit: on a sample of
//! their positions (kept in `tests/fixtures/wdl-held-out/<game>.txt.gz`, lines of
//! `bernstein tune generate`), the model's Brier score beats the hand-set curve
//! the review used before, in every game; and the model is calibrated: where it
//! expects a side to score about p, the side scored about p — for the positions
//! with the first player to move and for those with the second alike.

use std::io::Read;

use bernstein::analysis::fit::{self, Sample};
use bernstein::analysis::wdl::{self, Progress};
use bernstein::engine::tune::Record;
use bernstein::rules::Side;
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::piranhas_2026::Piranhas2026;

fn held_out<P: Progress>() -> Vec<Sample> {
    let path = format!(
        "{}/tests/fixtures/wdl-held-out/{}.txt.gz",
        env!("CARGO_MANIFEST_DIR"),
        P::KIND.id()
    );
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut text = String::new();
    flate2::read::GzDecoder::new(file)
        .read_to_string(&mut text)
        .unwrap();
    let samples: Vec<Sample> = text
        .lines()
        .map(|line| Record::from_line(line).unwrap())
        .filter_map(|record| {
            assert!(record.held_out(), "only held-out games");
            fit::sample::<P>(&record, &Default::default()).unwrap()
        })
        .collect();
    assert!(samples.len() >= 1000, "{path}: {} positions", samples.len());
    samples
}

/// How far a group's mean result may lie from its mean expected score (groups
/// of at least 200 positions).
const TOLERANCE: f64 = 0.1;

fn check<P: Progress>() {
    let samples = held_out::<P>();
    let kind = P::KIND;
    let model = |s: &Sample| wdl::chances(kind, s.score as i32, s.progress, s.mover).expected();
    let hand_set = |s: &Sample| fit::hand_set_expected(kind, s.score);
    let (ours, before) = (fit::brier(&samples, model), fit::brier(&samples, hand_set));
    eprintln!(
        "{}: Brier {ours:.4} (hand-set curve {before:.4})",
        kind.id()
    );
    assert!(
        ours < before,
        "{}: the model's Brier score {ours:.4} does not beat the hand-set curve's {before:.4}",
        kind.id()
    );
    for mover in Side::BOTH {
        let moving: Vec<Sample> = samples
            .iter()
            .filter(|s| s.mover == mover)
            .copied()
            .collect();
        for row in fit::reliability(&moving, model, 5) {
            if row.count >= 200 {
                assert!(
                    (row.mean_expected - row.mean_result).abs() < TOLERANCE,
                    "{}, {mover:?} to move: expected {:.2}, scored {:.2} over {} positions",
                    kind.id(),
                    row.mean_expected,
                    row.mean_result,
                    row.count
                );
            }
        }
    }
}

#[test]
fn ostseeschach_model_beats_the_hand_set_curve() {
    check::<Ostseeschach>();
}

#[test]
fn ostseeschach_original_model_beats_the_hand_set_curve() {
    check::<OstseeschachOriginal>();
}

#[test]
fn piranhas_model_beats_the_hand_set_curve() {
    check::<Piranhas>();
}

#[test]
fn piranhas_2026_model_beats_the_hand_set_curve() {
    check::<Piranhas2026>();
}

#[test]
fn muehle_model_beats_the_hand_set_curve() {
    check::<Muehle>();
}
