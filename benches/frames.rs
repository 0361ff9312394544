//! How long the app takes for a frame while work runs beside it: the real app
//! ([`App`] in an egui_kittest harness at 1366x768, English, with an empty data
//! directory of its own) idle, with the computer thinking, with the analysis
//! searching, with a test series playing and with Mühle's endgame database being
//! generated. `cargo bench --bench frames [frames]` steps each state `frames`
//! times (default 400) at 60 frames a second and prints the frame times' median,
//! 95th percentile and longest, with the machine's load. It measures and reports;
//! nothing passes or fails on time.
//!
//! A frame here is the work of the UI thread up to the triangles: the app's code
//! and egui's layout (the harness's step) and egui's tessellation. Painting the
//! triangles (the GPU's work in a window) is not part of it: the harness does
//! not paint. The step also builds the accessibility tree the harness reads,
//! which a window builds only for a screen reader, so the frame times are an
//! upper bound; the app's own share (its `logic` and `ui`, the panels and their
//! layout) is printed beside them.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bernstein::app::App;
use bernstein::app::NewGameSettings;
use bernstein::app::i18n::Language;
use bernstein::app::series::{BotEntry, SeriesChoices};
use bernstein::records::PlayerKind;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::{GameKind, MoveList, Position};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

const SIZE: [f32; 2] = [1366.0, 768.0];
const FRAME_RATE: f64 = 60.0;
/// The strongest level (Maximum).
const STRONGEST: u8 = 10;
/// A Mühle endgame (three stones each, no flying) whose analysis asks for the
/// database, which an empty data directory does not have: the app generates it.
const MUEHLE_ENDGAME: &str = "[Game \"muehle\"]\n[Setup \".../.../.BW/B...B./.W./.W./... w 0:0 0 20\"]\n[Options \"(flying:false)\"]\n\n*\n";

/// The app with the time its own code takes per frame: `logic` and `ui`
/// forwarded to it and timed.
struct Timed {
    app: App,
    spent: Duration,
}

impl eframe::App for Timed {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        let started = Instant::now();
        eframe::App::logic(&mut self.app, ctx, frame);
        self.spent += started.elapsed();
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let started = Instant::now();
        eframe::App::ui(&mut self.app, ui, frame);
        self.spent += started.elapsed();
    }
}

/// One frame's times: the whole frame (step and tessellation) on the clock and
/// in the UI thread's CPU time (the difference: waiting for a core), the app's
/// share and the tessellation's.
#[derive(Clone, Copy)]
struct Frame {
    whole: Duration,
    cpu: Option<Duration>,
    app: Duration,
    tessellation: Duration,
}

/// The CPU time the calling thread has used, where the system says (Unix).
#[cfg(not(unix))]
fn thread_cpu_time() -> Option<Duration> {
    None
}

#[cfg(unix)]
fn thread_cpu_time() -> Option<Duration> {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `time` is a valid timespec for the call to fill.
    let done = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    (done == 0).then(|| Duration::new(time.tv_sec as u64, time.tv_nsec as u32))
}

/// A fresh app with its data in `dir`, after its first frames.
fn app(dir: &Path) -> Harness<'static, Timed> {
    let dir = dir.to_path_buf();
    let mut harness = Harness::builder()
        .with_size(SIZE)
        .with_step_dt(1.0 / FRAME_RATE as f32)
        .build_eframe(move |cc| Timed {
            app: App::with_data_dir(cc, Some(dir)),
            spent: Duration::ZERO,
        });
    harness.state_mut().app.set_language(Language::ENGLISH);
    harness.run_steps(2);
    harness
}

/// Starts a game of `kind` between `players` from a fixed seed.
fn start_game(harness: &mut Harness<'static, Timed>, kind: GameKind, players: [PlayerKind; 2]) {
    let settings = NewGameSettings {
        kind,
        seed_text: "4711".to_string(),
        players,
        ..NewGameSettings::default()
    };
    harness.state_mut().app.start_new_game(settings).unwrap();
    harness.run_steps(30);
}

fn click_button(harness: &mut Harness<'static, Timed>, label: &str) {
    harness
        .get_by_role_and_label(egui::Role::Button, label)
        .click();
    harness.run_steps(3);
}

/// Steps frames (paced as a window at 60 Hz would be) until `ready` holds, at
/// most `seconds`; whether it held.
fn settle(
    harness: &mut Harness<'static, Timed>,
    seconds: u64,
    ready: impl Fn(&Harness<'static, Timed>) -> bool,
) -> bool {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while !ready(harness) {
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_secs_f64(1.0 / FRAME_RATE));
        harness.step();
    }
    true
}

/// Times `count` frames, one every 1/60 s (or at once after a longer frame).
fn measure(harness: &mut Harness<'static, Timed>, count: usize) -> Vec<Frame> {
    let period = Duration::from_secs_f64(1.0 / FRAME_RATE);
    let mut next = Instant::now();
    let mut frames = Vec::with_capacity(count);
    for _ in 0..count {
        if let Some(wait) = next.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        next = Instant::now() + period;
        harness.state_mut().spent = Duration::ZERO;
        let (started, started_cpu) = (Instant::now(), thread_cpu_time());
        harness.step();
        let stepped = Instant::now();
        let output = harness.output();
        let (shapes, pixels_per_point) = (output.shapes.clone(), output.pixels_per_point);
        let tessellating = Instant::now();
        let triangles = harness.ctx.tessellate(shapes, pixels_per_point);
        let tessellation = tessellating.elapsed();
        std::hint::black_box(triangles);
        frames.push(Frame {
            whole: stepped - started + tessellation,
            // (Cloning the shapes is counted here: a small bias.)
            cpu: thread_cpu_time()
                .zip(started_cpu)
                .map(|(now, then)| now - then),
            app: harness.state().spent,
            tessellation,
        });
    }
    frames
}

/// The `share` quantile (0…1) of `times`, in milliseconds (NaN of none).
fn quantile(times: &mut [Duration], share: f64) -> f64 {
    times.sort_unstable();
    let last = times.len().saturating_sub(1);
    let index = (last as f64 * share).round() as usize;
    times
        .get(index)
        .map_or(f64::NAN, |time| time.as_secs_f64() * 1000.0)
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|_| "unknown".to_string())
}

fn report(state: &str, frames: &[Frame], note: &str) {
    let mut whole: Vec<Duration> = frames.iter().map(|f| f.whole).collect();
    let mut cpu: Vec<Duration> = frames.iter().filter_map(|f| f.cpu).collect();
    let mut app: Vec<Duration> = frames.iter().map(|f| f.app).collect();
    let mut tessellation: Vec<Duration> = frames.iter().map(|f| f.tessellation).collect();
    println!(
        "{state:<34} {:>6} {:>7.2} {:>7.2} {:>7.2} {:>7.2} {:>7.2} {:>9.2} {:>9.2} {:>8.2}  {:<16} {note}",
        frames.len(),
        quantile(&mut whole, 0.5),
        quantile(&mut whole, 0.95),
        quantile(&mut whole, 1.0),
        quantile(&mut cpu, 0.95),
        quantile(&mut cpu, 1.0),
        quantile(&mut app, 0.5),
        quantile(&mut app, 0.95),
        quantile(&mut tessellation, 0.5),
        load(),
    );
}

/// A directory of its own under the system's temporary directory, removed
/// when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("bernstein-frames-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn idle(count: usize) {
    let dir = TempDir::new("idle");
    let mut harness = app(&dir.0);
    start_game(
        &mut harness,
        GameKind::Ostseeschach,
        [PlayerKind::Human, PlayerKind::Human],
    );
    report("idle game, Ostseeschach", &measure(&mut harness, count), "");
}

fn computer_thinking(kind: GameKind, count: usize) {
    let dir = TempDir::new("thinking");
    let mut harness = app(&dir.0);
    // The computer against itself: always the computer to move.
    let computer = PlayerKind::Computer { level: STRONGEST };
    start_game(&mut harness, kind, [computer, computer]);
    let frames = measure(&mut harness, count);
    let game = harness.state().app.session().expect("a game");
    let note = format!(
        "level {STRONGEST} against itself; plies played: {}, {}",
        game.tree().main_line_moves().len(),
        match game.is_thinking() {
            true => "thinking at the end",
            false => "not thinking at the end",
        }
    );
    report(&format!("computer thinking, {}", kind.id()), &frames, &note);
}

/// Plies played before the analysis state: a whole game's moves in the move
/// list and the evaluation graph (Ostseeschach ends after 60 plies; the line
/// stops one before).
const ANALYSED_PLIES: usize = 60;

/// Plays up to `plies` moves of a fixed pseudo-random line into the Ostseeschach
/// game on the board (started from seed 4711), none of them ending it.
fn play_line(harness: &mut Harness<'static, Timed>, plies: usize) {
    let mut position = Ostseeschach::start(&Default::default(), 4711);
    let mut history = vec![position.hash()];
    let mut moves = MoveList::new();
    for ply in 0..plies {
        position.legal_moves(&mut moves);
        let not_ending: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&mv| {
                let mut after = position.clone();
                after.play_unchecked(mv);
                after.outcome(&history).is_none()
            })
            .collect();
        if not_ending.is_empty() {
            break;
        }
        let mv = not_ending[(ply * 7 + 3) % not_ending.len()];
        let text = position.move_to_text(mv);
        harness.state_mut().app.play_text(&text).unwrap();
        position.play_unchecked(mv);
        history.push(position.hash());
    }
    harness.run_steps(30);
}

fn analysis(count: usize) {
    let dir = TempDir::new("analysis");
    let mut harness = app(&dir.0);
    start_game(
        &mut harness,
        GameKind::Ostseeschach,
        [PlayerKind::Human, PlayerKind::Human],
    );
    play_line(&mut harness, ANALYSED_PLIES);
    click_button(&mut harness, "Analysis");
    harness.get_by_label("3").click();
    harness.run_steps(3);
    let frames = measure(&mut harness, count);
    let searching = harness
        .state()
        .app
        .session()
        .is_some_and(|game| game.is_analysing());
    let plies = harness
        .state()
        .app
        .session()
        .map_or(0, |game| game.tree().main_line_moves().len());
    let note = format!(
        "after {plies} plies; {}",
        match searching {
            true => "searching throughout",
            false => "the search had stopped",
        }
    );
    report("analysis, 3 lines, ostseeschach", &frames, &note);
}

fn series(count: usize) {
    let dir = TempDir::new("series");
    let mut harness = app(&dir.0);
    start_game(
        &mut harness,
        GameKind::Piranhas2026,
        [PlayerKind::Human, PlayerKind::Human],
    );
    let client = format!(
        "{} client piranhas-2026 --level 5",
        env!("CARGO_BIN_EXE_bernstein")
    );
    let choices = SeriesChoices {
        kind: GameKind::Piranhas2026,
        bots: vec![BotEntry::command("client", &client)],
        levels: vec![5],
        games: 100,
        parallel: 1,
        time_limits: true,
        ..SeriesChoices::default()
    };
    let ctx = harness.ctx.clone();
    harness.state_mut().app.start_series(&ctx, choices);
    harness.run_steps(3);
    let frames = measure(&mut harness, count);
    let run = harness.state().app.series_run().expect("the series runs");
    let note = format!(
        "client at level 5 against level 5; games finished: {}",
        run.games.len()
    );
    report("test series, piranhas-2026", &frames, &note);
    // Dropping the app stops the series and its bots.
}

fn generation(count: usize) {
    let dir = TempDir::new("generation");
    let mut harness = app(&dir.0);
    let record = dir.0.join("endgame.pgn");
    std::fs::write(&record, MUEHLE_ENDGAME).unwrap();
    harness.state_mut().app.open_path(&record);
    harness.run_steps(2);
    click_button(&mut harness, "Analysis");
    let generating = |harness: &Harness<'static, Timed>| {
        harness
            .query_by_label_contains("Database: table ")
            .is_some()
    };
    if !settle(&mut harness, 120, generating) {
        println!("database generation: its progress never showed");
        return;
    }
    let frames = measure(&mut harness, count);
    let note = match generating(&harness) {
        true => "generating throughout, the analysis on",
        false => "the generation ended before the last frame",
    };
    report("database generation, muehle", &frames, note);
}

fn main() {
    // Mesa's Vulkan device-select layer would print an error for every harness
    // on a machine without a desktop session; nothing is drawn on a GPU here.
    if std::env::var_os("NODEVICE_SELECT").is_none() {
        // SAFETY: no other thread runs yet.
        unsafe { std::env::set_var("NODEVICE_SELECT", "1") };
    }
    let count = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse::<usize>().ok())
        .unwrap_or(400);
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    println!(
        "Frame times in ms, {count} frames a state at {FRAME_RATE} Hz, window {}x{}, {cores} cores.",
        SIZE[0], SIZE[1]
    );
    println!("frame: the app's code, egui's layout and tessellation (not the GPU's painting: the");
    println!("harness does not paint; the frame also builds the harness's accessibility tree).");
    println!("cpu: the UI thread's CPU time in the frame (below the frame: it waited for a core).");
    println!("app: the app's own logic and ui (its panels and their layout).");
    println!(
        "{:<34} {:>6} {:>7} {:>7} {:>7} {:>7} {:>7} {:>9} {:>9} {:>8}  {:<16} note",
        "state",
        "frames",
        "median",
        "p95",
        "max",
        "cpu p95",
        "cpu max",
        "app med",
        "app p95",
        "tess med",
        "load 1/5/15 min"
    );
    idle(count);
    computer_thinking(GameKind::Ostseeschach, count);
    computer_thinking(GameKind::Piranhas2026, count);
    analysis(count);
    series(count);
    generation(count);
}
