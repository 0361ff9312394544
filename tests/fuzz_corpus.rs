//! Every fuzz target's inputs replayed through its checks in `cargo test`, so a
//! finding once fixed stays fixed and a change that breaks a round trip on a
//! valid input is caught without a fuzzing run: the saved corpora
//! (`fuzz/saved/<target>.gz`, packed by `scripts/fuzz` after a run) and the
//! seed inputs of every game and season (`fuzz/seeds/src/seeds.rs`). The
//! targets' checks are the fuzz crate's own (`fuzz/src/targets.rs`), compiled
//! here without libFuzzer.

#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod bernstein_fuzz;

/// What the seed writer names `games` (it lives beside it in the fuzz crate).
mod games {
    pub use super::bernstein_fuzz::{kind_byte, random_game, season_byte};
}

#[path = "../fuzz/seeds/src/seeds.rs"]
mod seeds;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

/// Runs every input through its target; returns the inputs that failed, named
/// by where they come from.
fn failures<'a>(inputs: impl Iterator<Item = (String, &'a str, &'a [u8])>) -> (usize, Vec<String>) {
    let mut count = 0;
    let mut failed = Vec::new();
    for (name, target, input) in inputs {
        let (_, check) = bernstein_fuzz::targets::ALL
            .iter()
            .find(|(known, _)| *known == target)
            .unwrap_or_else(|| panic!("no fuzz target {target}"));
        count += 1;
        if catch_unwind(AssertUnwindSafe(|| check(input))).is_err() {
            failed.push(name);
        }
    }
    (count, failed)
}

#[test]
fn every_seed_input_passes_its_target() {
    let inputs = seeds::seeds(Path::new("tests/fixtures"));
    let targets: std::collections::BTreeSet<&str> =
        inputs.iter().map(|(target, _)| *target).collect();
    assert_eq!(
        targets.len(),
        bernstein_fuzz::targets::ALL.len(),
        "seeds for every target: {targets:?}"
    );
    let (count, failed) = failures(inputs.iter().enumerate().map(|(number, (target, bytes))| {
        (
            format!("seed {number} of {target}"),
            *target,
            bytes.as_slice(),
        )
    }));
    assert!(
        failed.is_empty(),
        "{} of {count} seeds failed: {failed:?}",
        failed.len()
    );
}

#[test]
fn every_saved_corpus_passes_its_target() {
    let saved = Path::new("fuzz/saved");
    let mut packs = Vec::new();
    for (target, _) in bernstein_fuzz::targets::ALL {
        let path = saved.join(format!("{target}.gz"));
        let Ok(packed) = std::fs::read(&path) else {
            continue;
        };
        let inputs = bernstein_fuzz::saved::unpack(&packed)
            .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        packs.push((target, inputs));
    }
    assert!(!packs.is_empty(), "no saved corpus in {}", saved.display());
    let (count, failed) = failures(packs.iter().flat_map(|(target, inputs)| {
        inputs.iter().enumerate().map(move |(number, input)| {
            (
                format!("input {number} of {target}"),
                *target,
                input.as_slice(),
            )
        })
    }));
    assert!(
        failed.is_empty(),
        "{} of {count} saved inputs failed: {failed:?}",
        failed.len()
    );
}
