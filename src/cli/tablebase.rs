//! `bernstein tablebase muehle …`: Mühle's endgame database (see
//! docs/tablebase.md) generated into the data directory (`generate`, with a
//! progress bar on a terminal), asked about a position (`probe`), checked
//! against the rules (`verify`), and the top level with it played against the
//! top level without it from won endgame positions (`match`).

use anyhow::{Context, Result, anyhow, bail};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};

use super::RuleArgs;
use bernstein_engine::{Engine, EngineOptions, Level, Oracle, SearchParams, levels};
use bernstein_rules::muehle::{Muehle, Options};
use bernstein_rules::rng::SplitMix64;
use bernstein_rules::{Game, Position, Side};
use bernstein_tablebase::{
    self as tablebase, DEFAULT_STONES, DbResult, Event, MAX_STONES, MIN_STONES, Tablebase, Variant,
    check,
};

#[derive(Args, Debug)]
pub struct TablebaseArgs {
    #[command(subcommand)]
    pub game: TablebaseGame,
}

/// The games with an endgame database.
#[derive(Subcommand, Debug)]
pub enum TablebaseGame {
    /// Mühle: every position without stones in hand and 3 to K stones per side.
    Muehle(MuehleArgs),
}

#[derive(Args, Debug)]
pub struct MuehleArgs {
    #[command(subcommand)]
    pub action: MuehleAction,
}

#[derive(Subcommand, Debug)]
pub enum MuehleAction {
    /// Generate the database (or what is missing or damaged of it) into the data directory.
    Generate(GenerateArgs),
    /// The database's result for a position, with every legal move's.
    Probe(ProbeArgs),
    /// Check every table of a generated database against the rules.
    Verify(VerifyArgs),
    /// The top level with the database against the top level without it, from
    /// won endgame positions.
    Match(TablebaseMatchArgs),
    /// The time a probe takes, per table, on random positions of a generated database.
    Bench(BenchArgs),
}

/// What every action shares: the stones per side and the rule variant.
#[derive(Args, Debug, Clone)]
pub struct SetArgs {
    /// The most stones per side (3 to 5).
    #[arg(long, default_value_t = DEFAULT_STONES, value_parser = parse_stones)]
    pub max_stones: usize,
    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    #[command(flatten)]
    pub set: SetArgs,
    /// Threads to generate with (default: all cores).
    #[arg(long, value_parser = super::analyse::parse_threads)]
    pub threads: Option<usize>,
}

#[derive(Args, Debug)]
pub struct ProbeArgs {
    /// The position text (see docs/notation.md).
    #[arg(long)]
    pub position: String,
    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    #[command(flatten)]
    pub set: SetArgs,
    /// Random positions per table searched to their stored distance.
    #[arg(long, default_value_t = 200)]
    pub samples: usize,
    /// The deepest of those searches, in plies (default 7; 4 with flying, where
    /// a side of three stones has up to 54 moves).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Also solve the 3-against-3 table anew from nothing and compare.
    #[arg(long)]
    pub solve: bool,
}

#[derive(Args, Debug)]
pub struct TablebaseMatchArgs {
    #[command(flatten)]
    pub set: SetArgs,
    /// Start positions; each is played twice, the database on the winning side
    /// and on the losing side.
    #[arg(long, default_value_t = 10)]
    pub positions: u32,
    /// Stones per side of the start positions (at most --max-stones).
    #[arg(long, default_value_t = 4, value_parser = parse_stones)]
    pub stones: usize,
    /// The least plies to the next take of a start position (the harder ones).
    #[arg(long, default_value_t = 20)]
    pub min_distance: u32,
    /// Time per move in milliseconds (default: the level's own).
    #[arg(long)]
    pub movetime: Option<u64>,
    /// The level both sides play at (default: the top level).
    #[arg(long)]
    pub level: Option<u8>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(flatten)]
    pub set: SetArgs,
    /// Random positions probed per table.
    #[arg(long, default_value_t = 100_000)]
    pub probes: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

fn parse_stones(text: &str) -> Result<usize> {
    match text.parse::<usize>() {
        Ok(k) if (MIN_STONES..=MAX_STONES).contains(&k) => Ok(k),
        _ => Err(anyhow!(
            "'{text}' is not a number of stones from {MIN_STONES} to {MAX_STONES}"
        )),
    }
}

/// `bernstein tablebase`.
pub fn run(args: &TablebaseArgs) -> Result<()> {
    let TablebaseGame::Muehle(muehle) = &args.game;
    match &muehle.action {
        MuehleAction::Generate(args) => generate(args),
        MuehleAction::Probe(args) => probe(args),
        MuehleAction::Verify(args) => verify(args),
        MuehleAction::Match(args) => play_match(args),
        MuehleAction::Bench(args) => bench(args),
    }
}

/// The data directory's folder of a variant's files.
fn folder_of(variant: Variant) -> Result<PathBuf> {
    let dir = bernstein_system::data_dir()?;
    Ok(tablebase::folder(&dir, variant))
}

fn variant_of(rules: &RuleArgs) -> Result<Variant> {
    Ok(Variant::of(&rules.options::<Options>()?))
}

fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

fn seconds(time: Duration) -> String {
    format!("{:.1} s", time.as_secs_f64())
}

/// Generates (or completes) a database, a line per table, a progress bar on a terminal.
fn generate(args: &GenerateArgs) -> Result<()> {
    let variant = variant_of(&args.set.rules)?;
    let folder = folder_of(variant)?;
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    println!(
        "tablebase muehle: {variant}, 3 to {} stones per side, {} thread(s), in {}",
        args.set.max_stones,
        threads,
        folder.display()
    );
    let terminal = std::io::stderr().is_terminal();
    let started = Instant::now();
    let cpu_before = bernstein_system::process_cpu_time();
    let shown = Mutex::new(-1i64);
    let report = |event: Event| match event {
        Event::Refused { table, path, error } => {
            clear_bar(terminal);
            println!(
                "refused {}v{}: {}: {error}; generating it anew",
                table.0,
                table.1,
                path.display()
            );
        }
        Event::Planned(tables) => {
            let shapes: Vec<String> = tables
                .iter()
                .map(|planned| format!("{}v{}", planned.table.0, planned.table.1))
                .collect();
            println!(
                "generating {} table(s): {}",
                tables.len(),
                shapes.join(", ")
            );
        }
        Event::Progress { table, done } => {
            let permille = (done * 1000.0) as i64;
            let mut last = shown.lock().unwrap_or_else(|e| e.into_inner());
            if terminal && permille != *last {
                *last = permille;
                let filled = (done * 30.0) as usize;
                eprint!(
                    "\r[{}{}] {:5.1} %  {}v{}",
                    "#".repeat(filled),
                    ".".repeat(30 - filled.min(30)),
                    done * 100.0,
                    table.0,
                    table.1
                );
                let _ = std::io::stderr().flush();
            }
        }
        Event::Generated(report) => {
            clear_bar(terminal);
            println!(
                "table {}v{}: {} positions, {}, cpu {}, wall {}, peak memory {}",
                report.table.0,
                report.table.1,
                report.positions,
                megabytes(report.file_bytes),
                report.cpu.map_or("unknown".to_string(), seconds),
                seconds(report.elapsed),
                report.peak_memory.map_or("unknown".to_string(), megabytes)
            );
        }
    };
    let base = Tablebase::generate(
        &folder,
        variant,
        args.set.max_stones,
        threads,
        &report,
        &AtomicBool::new(false),
    )?;
    clear_bar(terminal);
    let bytes: u64 = tablebase::tables(base.max_stones())
        .iter()
        .filter_map(|&(m, o)| std::fs::metadata(folder.join(format!("{m}v{o}.tb"))).ok())
        .map(|meta| meta.len())
        .sum();
    let cpu = bernstein_system::process_cpu_time()
        .zip(cpu_before)
        .map(|(after, before)| after.saturating_sub(before));
    println!(
        "done: {} tables, {} on disk, cpu {}, wall {}, peak memory {}",
        tablebase::tables(base.max_stones()).len(),
        megabytes(bytes),
        cpu.map_or("unknown".to_string(), seconds),
        seconds(started.elapsed()),
        bernstein_system::peak_memory().map_or("unknown".to_string(), megabytes)
    );
    Ok(())
}

fn clear_bar(terminal: bool) {
    if terminal {
        eprint!("\r{}\r", " ".repeat(50));
    }
}

/// The generated database of `variant` covering `stones` stones per side, or a
/// message saying which table is damaged or how to generate it.
fn open_for(variant: Variant, stones: usize) -> Result<Tablebase> {
    let folder = folder_of(variant)?;
    let (base, damaged) = Tablebase::open_checked(&folder, variant);
    match base {
        Some(base) if base.max_stones() >= stones => Ok(base),
        _ if !damaged.is_empty() => Err(anyhow!(
            damaged
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        )),
        _ => Err(anyhow!(
            "no endgame database for {variant} with {stones} stones per side in {}: \
             generate it with `{} --max-stones {stones}`",
            folder.display(),
            tablebase::generate_command(variant)
        )),
    }
}

/// The database's result for a position and every legal move's.
fn probe(args: &ProbeArgs) -> Result<()> {
    let options: Options = args.rules.options()?;
    let pos = Muehle::from_text(&args.position, &options).context("bad position")?;
    let variant = Variant::of(&options);
    if Side::BOTH.into_iter().any(|side| pos.in_hand(side) > 0) {
        bail!("the database has no positions with stones in hand");
    }
    let stones = Side::BOTH
        .into_iter()
        .map(|side| pos.on_board(side) as usize)
        .max()
        .unwrap_or(0);
    if let Some(outcome) = pos.outcome(&[]) {
        println!("position {}", pos.to_text());
        println!(
            "result {} {}",
            outcome.winner_id(Muehle::KIND),
            outcome.reason.id()
        );
        return Ok(());
    }
    if stones > MAX_STONES {
        bail!("the database has at most {MAX_STONES} stones per side, the position has {stones}");
    }
    let base = open_for(variant, stones)?;
    let result = base
        .probe(&pos)
        .context("the database does not cover this position")?;
    println!("position {}", pos.to_text());
    println!("result {}", result.to_words());
    for value in base.moves(&pos).unwrap_or_default() {
        let take = if value.takes { " take" } else { "" };
        println!(
            "move {} {}{take}",
            pos.move_to_text(value.mv),
            value.result.to_words()
        );
    }
    Ok(())
}

/// Checks every table against the rules (and samples by searches).
fn verify(args: &VerifyArgs) -> Result<()> {
    let variant = variant_of(&args.set.rules)?;
    let base = open_for(variant, args.set.max_stones)?;
    let mut failed = false;
    if args.solve {
        let started = Instant::now();
        match check::solve_forward(&base, 3, 3) {
            Ok(_) => println!("solved 3v3 anew: agrees ({})", seconds(started.elapsed())),
            Err(error) => {
                println!("solved 3v3 anew: DISAGREES: {error}");
                failed = true;
            }
        }
    }
    for (m, o) in tablebase::tables(args.set.max_stones) {
        let started = Instant::now();
        let line = match check::consistency(&base, m, o) {
            Ok(summary) => {
                let depth = args.depth.unwrap_or(if variant.flying { 4 } else { 7 });
                let sampled = check::sample_search(&base, m, o, args.samples, depth, 7);
                match sampled {
                    Ok(exact) => format!(
                        "table {m}v{o}: consistent, {} positions: {} won, {} lost, {} drawn, \
                         {} cursed wins, {} blessed losses, longest {} plies; {} samples, \
                         {exact} at their exact distance ({})",
                        summary.positions,
                        summary.wins,
                        summary.losses,
                        summary.draws,
                        summary.cursed_wins,
                        summary.blessed_losses,
                        summary.longest,
                        args.samples,
                        seconds(started.elapsed())
                    ),
                    Err(error) => {
                        failed = true;
                        format!("table {m}v{o}: a search DISAGREES: {error}")
                    }
                }
            }
            Err(error) => {
                failed = true;
                format!("table {m}v{o}: INCONSISTENT: {error}")
            }
        };
        println!("{line}");
    }
    if failed {
        Err(anyhow!("the database does not agree with the rules"))
    } else {
        println!("verified: every table agrees with the rules");
        Ok(())
    }
}

/// One side of a game of the match: an engine with or without the database.
struct Player {
    engine: Engine<Muehle>,
    params: SearchParams,
}

impl Player {
    fn new(
        level: &Level,
        movetime: Option<Duration>,
        oracle: Option<Arc<dyn Oracle<Muehle>>>,
    ) -> Player {
        let mut engine = Engine::new(EngineOptions::default());
        engine.set_oracle(oracle);
        let mut params = level.params(0);
        if let Some(time) = movetime {
            params.limits.movetime = Some(time);
        }
        Player { engine, params }
    }

    fn choose(&mut self, game: &Game<Muehle>) -> Option<bernstein_rules::muehle::Move> {
        let hashes = game.hashes();
        let result = self.engine.search(
            game.position(),
            &hashes[..hashes.len() - 1],
            &self.params,
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        result.best_move
    }
}

/// From random positions the database says the side to move wins (the next take
/// at least `--min-distance` plies away), the top level plays the winning side
/// once with the database against itself without it, and once the other way round.
fn play_match(args: &TablebaseMatchArgs) -> Result<()> {
    let variant = variant_of(&args.set.rules)?;
    let stones = args.stones.min(args.set.max_stones);
    let base = Arc::new(open_for(variant, args.set.max_stones)?);
    let level = match args.level {
        Some(number) => super::level_by_number(number)?,
        None => levels().last().expect("ten levels"),
    };
    let movetime = args.movetime.map(Duration::from_millis);
    println!(
        "tablebase match: {variant}, level {} ({}), start positions {stones} against {stones} \
         won with at least {} plies to the next take",
        level.number,
        movetime.map_or(level.describe_limits(), |t| format!(
            "{} ms per move",
            t.as_millis()
        )),
        args.min_distance
    );
    let starts = start_positions(&base, variant, stones, args);
    let oracle: Arc<dyn Oracle<Muehle>> = base.clone();
    // [with the database, without]: wins converted and their plies.
    let mut converted = [0u32; 2];
    let mut plies_to_win = [0u64; 2];
    for (number, start) in starts.iter().enumerate() {
        let winner = start.side_to_move();
        for (k, database_wins) in [true, false].into_iter().enumerate() {
            let mut with = Player::new(level, movetime, Some(oracle.clone()));
            let mut without = Player::new(level, movetime, None);
            let mut game = Game::new(start.clone());
            while game.outcome().is_none() {
                let to_move = game.position().side_to_move();
                let player = if (to_move == winner) == database_wins {
                    &mut with
                } else {
                    &mut without
                };
                let Some(mv) = player.choose(&game) else {
                    break;
                };
                game.play(mv)?;
            }
            let outcome = game.outcome();
            let won = outcome.as_ref().is_some_and(|o| o.winner == Some(winner));
            if won {
                converted[k] += 1;
                plies_to_win[k] += game.moves().len() as u64;
            }
            println!(
                "position {} ({}): winning side {} the database: {} in {} plies",
                number + 1,
                start.to_text(),
                if database_wins { "with" } else { "without" },
                outcome.map_or("unfinished".to_string(), |o| {
                    format!("{} {}", o.winner_id(Muehle::KIND), o.reason.id())
                }),
                game.moves().len()
            );
        }
    }
    let total = starts.len() as u32;
    for (k, name) in ["with the database", "without it"].into_iter().enumerate() {
        let average = if converted[k] > 0 {
            format!("{:.1}", plies_to_win[k] as f64 / converted[k] as f64)
        } else {
            "-".to_string()
        };
        println!(
            "winning side {name}: {} of {total} wins converted, {average} plies to win on average",
            converted[k]
        );
    }
    Ok(())
}

/// Times probes of random positions of every table: the position's value alone
/// (what a search asks at a node), and every legal move's value (what the
/// analysis lists and a search asks at its root). The positions are drawn first,
/// so the time is the probes' alone; the tables are in memory.
fn bench(args: &BenchArgs) -> Result<()> {
    let variant = variant_of(&args.set.rules)?;
    let started = Instant::now();
    let base = open_for(variant, args.set.max_stones)?;
    println!(
        "tablebase bench: {variant}, 3 to {} stones per side, loaded in {}, {} random positions per table",
        args.set.max_stones,
        seconds(started.elapsed()),
        args.probes
    );
    let mut rng = SplitMix64::new(args.seed);
    let micros = |time: Duration, count: usize| time.as_secs_f64() * 1e6 / count.max(1) as f64;
    let mut totals = [Duration::ZERO; 2];
    let mut count = 0;
    for (m, o) in tablebase::tables(args.set.max_stones) {
        let positions: Vec<Muehle> = (0..args.probes)
            .map(|_| random_position(&mut rng, variant, [m, o]))
            .collect();
        let started = Instant::now();
        let mut known = 0usize;
        for pos in &positions {
            known += usize::from(std::hint::black_box(base.probe(pos)).is_some());
        }
        let probe = started.elapsed();
        let started = Instant::now();
        let mut moves = 0usize;
        for pos in &positions {
            moves += std::hint::black_box(base.moves(pos)).map_or(0, |list| list.len());
        }
        let ranked = started.elapsed();
        if known != positions.len() {
            bail!("table {m}v{o}: a random position was not covered");
        }
        println!(
            "table {m}v{o}: probe {:.2} µs, every move {:.2} µs ({:.1} moves on average)",
            micros(probe, known),
            micros(ranked, known),
            moves as f64 / known.max(1) as f64
        );
        totals[0] += probe;
        totals[1] += ranked;
        count += known;
    }
    println!(
        "all tables: probe {:.2} µs, every move {:.2} µs",
        micros(totals[0], count),
        micros(totals[1], count)
    );
    Ok(())
}

/// A random position with `stones[0]` stones for the side to move and
/// `stones[1]` for the other, no stones in hand, counter 0.
fn random_position(rng: &mut SplitMix64, variant: Variant, stones: [usize; 2]) -> Muehle {
    let mut masks = [0u32; 2];
    for side in 0..2 {
        while (masks[side].count_ones() as usize) < stones[side] {
            let point = rng.next_u64() % 24;
            if (masks[0] | masks[1]) & 1 << point == 0 {
                masks[side] |= 1 << point;
            }
        }
    }
    let side = if rng.next_u64().is_multiple_of(2) {
        Side::First
    } else {
        Side::Second
    };
    // The stones were drawn for White, then Black: Black to move takes the first
    // count (equal counts need no exchange).
    if side == Side::Second && stones[0] != stones[1] {
        masks.swap(0, 1);
    }
    Muehle::from_masks(masks, side, 0, &variant.options())
}

/// Random positions of `stones` against `stones` that the side to move wins,
/// the next take at least `min_distance` plies away (counter 0).
fn start_positions(
    base: &Tablebase,
    variant: Variant,
    stones: usize,
    args: &TablebaseMatchArgs,
) -> Vec<Muehle> {
    let mut rng = SplitMix64::new(args.seed);
    let mut starts = Vec::new();
    let mut tries = 0;
    while starts.len() < args.positions as usize && tries < 10_000_000 {
        tries += 1;
        let pos = random_position(&mut rng, variant, [stones, stones]);
        if let Some(DbResult::Win { plies }) = base.probe(&pos)
            && plies >= args.min_distance
        {
            starts.push(pos);
        }
    }
    starts
}
