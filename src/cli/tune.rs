//! `bernstein tune`: the data and the fit of an evaluation's weights (see
//! [`bernstein_engine::tune`] and docs/tuning.md).
//!
//! - `tune generate <game>` plays self-play games on several threads and appends
//!   their positions, labelled with the results, to a data file;
//! - `tune fit <game>` fits all the weights together to one or more data files
//!   and prints the new weights file (written over the game's with `--out`).
//!
//! Progress goes to stderr; the weights file is the end of stdout.

use anyhow::{Context, Result, anyhow, bail};
use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::{Args, Subcommand};

use super::{RuleArgs, parse_game_kind};
use bernstein_engine::Evaluate;
use bernstein_engine::tune::{self, Dataset, FitSettings, SelfPlay, Tunable};
use bernstein_engine::{Engine, EngineOptions};
use bernstein_rules::GameKind;
use bernstein_rules::muehle::Muehle;
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::ostseeschach_original::OstseeschachOriginal;
use bernstein_rules::piranhas::Piranhas;
use bernstein_rules::piranhas_2026::Piranhas2026;
use bernstein_rules::with_game;

#[derive(Args, Debug)]
pub struct TuneArgs {
    #[command(subcommand)]
    pub action: TuneAction,
}

#[derive(Subcommand, Debug)]
pub enum TuneAction {
    /// Play self-play games and append their labelled positions to a data file.
    Generate(GenerateArgs),
    /// Fit a game's evaluation weights to data files.
    Fit(FitArgs),
    /// Search every position of recorded games (e.g. replays) and append them,
    /// labelled with the results, to a data file.
    Label(super::tune_wdl::LabelArgs),
    /// Fit the review's win/draw/loss model of every game and check it.
    Wdl(super::tune_wdl::WdlArgs),
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// The game (any of the five).
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Games to play.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// The number of the first game (game n draws its start from the seed and n,
    /// so a second run with a later first game adds new games).
    #[arg(long, default_value_t = 0)]
    pub first_game: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Nodes searched per move.
    #[arg(long, default_value_t = 5000)]
    pub nodes: u64,
    /// The fewest random plies at a game's start.
    #[arg(long, default_value_t = 4)]
    pub min_random_plies: u32,
    /// The most random plies at a game's start.
    #[arg(long, default_value_t = 10)]
    pub max_random_plies: u32,
    /// Games played at once.
    #[arg(long, default_value_t = 1, value_parser = super::analyse::parse_threads)]
    pub threads: usize,
    /// The data file the positions are appended to.
    #[arg(long)]
    pub out: PathBuf,
    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Args, Debug)]
pub struct FitArgs {
    /// The game (any of the five).
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Data files written by `tune generate`.
    #[arg(long, required = true)]
    pub data: Vec<PathBuf>,
    /// Gradient steps.
    #[arg(long, default_value_t = 2000)]
    pub iterations: u32,
    /// Step size of the gradient descent, in weight units.
    #[arg(long, default_value_t = 1.0)]
    pub rate: f64,
    /// Write the weights file here (e.g. crates/engine/src/eval/piranhas/weights.rs).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Fit only this term's weights (its name as in the weights file; may be
    /// given more than once); the others keep the weights in use. Without it,
    /// all are fitted.
    #[arg(long = "only", value_name = "TERM")]
    pub only: Vec<String>,
}

/// `bernstein tune`.
pub fn run(args: &TuneArgs) -> Result<()> {
    match &args.action {
        TuneAction::Generate(args) => with_game!(args.game, P => generate::<P>(args)),
        TuneAction::Label(args) => super::tune_wdl::label(args),
        TuneAction::Wdl(args) => super::tune_wdl::wdl(args),
        TuneAction::Fit(args) => match args.game {
            GameKind::Piranhas => fit::<Piranhas>(args, &PIRANHAS_FILE),
            GameKind::Piranhas2026 => fit::<Piranhas2026>(args, &PIRANHAS_2026_FILE),
            GameKind::Ostseeschach => fit::<Ostseeschach>(args, &OSTSEESCHACH_FILE),
            GameKind::OstseeschachOriginal => {
                fit::<OstseeschachOriginal>(args, &OSTSEESCHACH_ORIGINAL_FILE)
            }
            GameKind::Muehle => fit::<Muehle>(args, &MUEHLE_FILE),
        },
    }
}

fn generate<P: Evaluate>(args: &GenerateArgs) -> Result<()> {
    if args.min_random_plies > args.max_random_plies {
        bail!("--min-random-plies is above --max-random-plies");
    }
    let options: P::Options = args.rules.options()?;
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    let file = Mutex::new(file);
    let settings = SelfPlay {
        nodes: args.nodes,
        random_plies: (args.min_random_plies, args.max_random_plies),
        ply_limit: bernstein_arena::default_ply_limit(P::KIND),
    };
    let next = AtomicU64::new(args.first_game);
    let end = args.first_game + args.games;
    let written = AtomicU64::new(0);
    let failure = Mutex::new(None::<anyhow::Error>);
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| {
                let mut engine: Engine<P> = Engine::new(EngineOptions {
                    table_megabytes: 8,
                    ..EngineOptions::default()
                });
                loop {
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    if number >= end || failure.lock().expect("not poisoned").is_some() {
                        return;
                    }
                    let records =
                        tune::self_play::<P>(&options, settings, args.seed, number, &mut engine);
                    let text: String = records.iter().map(|r| r.to_line() + "\n").collect();
                    let mut file = file.lock().expect("not poisoned");
                    if let Err(e) = file.write_all(text.as_bytes()) {
                        failure
                            .lock()
                            .expect("not poisoned")
                            .get_or_insert(anyhow!("cannot write {}: {e}", args.out.display()));
                        return;
                    }
                    let total = written.fetch_add(records.len() as u64, Ordering::Relaxed)
                        + records.len() as u64;
                    let done = number + 1 - args.first_game;
                    if done.is_multiple_of(100) {
                        eprintln!("about {done} games, {total} positions");
                    }
                }
            });
        }
    });
    if let Some(why) = failure.into_inner().expect("not poisoned") {
        return Err(why);
    }
    println!(
        "{} games, {} positions appended to {}",
        args.games,
        written.load(Ordering::Relaxed),
        args.out.display()
    );
    Ok(())
}

/// Where a game's weight table lives and how its file begins. The table's type is
/// written out (`[[i32; 3]; terms]`), so the file needs nothing of the evaluation
/// it serves, and a table of the wrong length does not compile.
struct WeightsFile {
    path: &'static str,
    header: &'static str,
}

const PIRANHAS_FILE: WeightsFile = WeightsFile {
    path: "crates/engine/src/eval/piranhas/weights.rs",
    header: "//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::TERMS`], each as (opening, turn 40, round limit); written by
//! `bernstein tune fit piranhas` (docs/tuning.md).
",
};

const OSTSEESCHACH_FILE: WeightsFile = WeightsFile {
    path: "crates/engine/src/eval/ostseeschach/weights.rs",
    header: "//! The weights of the Ostseeschach (2022) evaluation's terms, in the order of
//! [`super::TERMS`], each as (opening, turn 40, round limit); written by
//! `bernstein tune fit ostseeschach` (docs/tuning.md).
",
};

const OSTSEESCHACH_ORIGINAL_FILE: WeightsFile = WeightsFile {
    path: "crates/engine/src/eval/ostseeschach_original/weights.rs",
    header: "//! The weights of the original Ostsee-Schach evaluation's terms, in the order
//! of [`super::TERMS`], each as (opening, turn 40, turn 60 and later); written
//! by `bernstein tune fit ostseeschach-original` (docs/tuning.md).
",
};

const MUEHLE_FILE: WeightsFile = WeightsFile {
    path: "crates/engine/src/eval/muehle/weights.rs",
    header: "//! The weights of the Mühle evaluation's terms, in the order of
//! [`super::TERMS`], each as (placing, moving, flying): the column of a side's
//! phase; written by `bernstein tune fit muehle` (docs/tuning.md).
",
};

const PIRANHAS_2026_FILE: WeightsFile = WeightsFile {
    path: "crates/engine/src/eval/piranhas_2026/weights.rs",
    header: "//! The weights of the Piranhas 2026 evaluation's terms, in the order of
//! [`super::TERMS_2026`], each as (opening, turn 40, round limit); written by
//! `bernstein tune fit piranhas-2026` (docs/tuning.md).
",
};

/// Which of `terms` the fit moves: those named in `only`, or all when it is
/// empty; a name that is no term is refused with the list of terms.
fn free_terms(terms: &[&str], only: &[String]) -> Result<Vec<bool>> {
    if let Some(unknown) = only.iter().find(|name| !terms.contains(&name.as_str())) {
        bail!(
            "--only {unknown}: no such term (the terms: {})",
            terms.join(", ")
        );
    }
    Ok(terms
        .iter()
        .map(|term| only.is_empty() || only.iter().any(|name| name == term))
        .collect())
}

/// Reads the data files into a training set and a held-out set (every tenth game).
fn load<P: Tunable>(paths: &[PathBuf]) -> Result<(Dataset, Dataset, u64)> {
    let options = P::Options::default();
    let terms = P::terms().len();
    let (mut training, mut held_out) = (Dataset::new(terms), Dataset::new(terms));
    let mut read = 0u64;
    for path in paths {
        tune::read_records(path, |record, _| {
            read += 1;
            let set = if record.held_out() {
                &mut held_out
            } else {
                &mut training
            };
            set.push_record::<P>(&record, &options).map(|_| ())
        })?;
    }
    Ok((training, held_out, read))
}

fn fit<P: Tunable>(args: &FitArgs, file: &WeightsFile) -> Result<()> {
    if let Some(out) = &args.out {
        for input in &args.data {
            bernstein_system::refuse_same_file(input, out)?;
        }
    }
    let (training, held_out, read) = load::<P>(&args.data)?;
    if training.is_empty() {
        bail!("the data holds no quiet, undecided position to fit");
    }
    let start = tune::real_weights(&P::weights());
    let scale = tune::fit_scale(&training, &start);
    let before = (training.error(&start, scale), held_out.error(&start, scale));
    eprintln!(
        "{read} positions read, {} for the fit and {} held out (quiet and undecided); \
         scale {scale:.1}; error of the weights in use {:.6} (held out {:.6})",
        training.len(),
        held_out.len(),
        before.0,
        before.1
    );
    let settings = FitSettings {
        iterations: args.iterations,
        rate: args.rate,
    };
    let free = free_terms(P::terms(), &args.only)?;
    let fitted = tune::fit(&training, &start, scale, settings, &free, |step, error| {
        eprintln!("step {step}: error {error:.6}");
    });
    let fitted = tune::rounded(&fitted);
    let real = tune::real_weights(&fitted);
    let after = (training.error(&real, scale), held_out.error(&real, scale));
    eprintln!("fitted: error {:.6} (held out {:.6})", after.0, after.1);
    let rows: Vec<String> = fitted
        .iter()
        .zip(P::terms())
        .map(|([opening, middle, end], term)| {
            format!("    [{opening}, {middle}, {end}], // {term}")
        })
        .collect();
    let files: Vec<String> = args.data.iter().map(|p| p.display().to_string()).collect();
    let source = format!(
        "{header}
/// The weights the evaluation uses, fitted by `bernstein tune fit {game}` to
/// {positions} positions of {files} (scale {scale:.1}){which}: mean squared
/// error {b0:.6} with the weights before, {a0:.6} with these; on the held-out
/// tenth of the games {b1:.6} and {a1:.6}.
pub const WEIGHTS: [[i32; {knots}]; {terms}] = [
{rows}
];
",
        header = file.header,
        game = P::KIND.id(),
        positions = training.len(),
        files = files.join(", "),
        which = if args.only.is_empty() {
            String::new()
        } else {
            format!(", fitting only {}", args.only.join(", "))
        },
        b0 = before.0,
        a0 = after.0,
        b1 = before.1,
        a1 = after.1,
        knots = bernstein_engine::eval::tapered::KNOTS,
        terms = P::terms().len(),
        rows = rows.join("\n"),
    );
    if let Some(path) = &args.out {
        std::fs::write(path, &source).with_context(|| format!("{}", path.display()))?;
        eprintln!(
            "written to {} (the game's table is {})",
            path.display(),
            file.path
        );
    }
    std::io::stdout().lock().write_all(source.as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::free_terms;

    #[test]
    fn only_the_named_terms_are_free_and_unknown_names_are_refused() {
        let terms = ["fish", "tempo", "few fish"];
        assert_eq!(free_terms(&terms, &[]).unwrap(), vec![true; 3]);
        let only = ["few fish".to_string(), "fish".to_string()];
        assert_eq!(free_terms(&terms, &only).unwrap(), vec![true, false, true]);
        let error = free_terms(&terms, &["fins".to_string()]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "--only fins: no such term (the terms: fish, tempo, few fish)"
        );
    }
}
