//! Test series with bots that fail on purpose (`tests/fixtures/bots/fake_bot.py`):
//! each fault ends its game against the bot with the right cause, keeps the
//! bot's log and lets the series go on; three failed starts in a row stop the
//! series, naming the bot and its log; a stopped series kills its bots; the
//! test client's early stop; and `bernstein test` on the command line with
//! Bernstein's own client as the bot. No bot process is left behind by any of
//! them. Where `python3` is missing the fake bots' tests say "skipped: …".

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use bernstein::engine::Level;
use bernstein::net::series::{
    BotSpec, EndCause, GameReport, SeriesEvent, SeriesHandle, SeriesSettings, StopReason,
    run_series,
};
use bernstein::net::{Cause, Timeouts};
use bernstein::records::{self, GameResult};
use bernstein::rules::{GameKind, Side};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// The fake bot, copied into the test's folder so that the processes of this
/// test are found by their command line; `None` (and a "skipped" line) without
/// python3.
fn fake_bot(dir: &Path) -> Option<PathBuf> {
    let found = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    if !found {
        println!("skipped: python3 not found");
        return None;
    }
    let source = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/bots/fake_bot.py"
    );
    let copy = dir.join("fake_bot.py");
    std::fs::copy(source, &copy).unwrap();
    Some(copy)
}

/// Processes whose command line names `dir`: the bots of a test still running.
fn processes_in(dir: &Path) -> Vec<String> {
    let needle = dir.to_string_lossy().to_string();
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(bytes) = std::fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        let line = String::from_utf8_lossy(&bytes).replace('\0', " ");
        if line.contains(&needle) && !line.contains("net_series") {
            found.push(line);
        }
    }
    found
}

fn assert_no_bot_left(dir: &Path) {
    // A killed process may need a moment to be gone from /proc.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let left = processes_in(dir);
        if left.is_empty() {
            return;
        }
        assert!(Instant::now() < deadline, "bots left running: {left:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn level(number: u8) -> Level {
    *Level::get(number).unwrap()
}

/// Quick limits: a soft limit of 1 s, a hard one of 2 s, 5 s to connect (a
/// loaded machine starts Python slowly).
fn quick(settings: &mut SeriesSettings) {
    settings.timeouts = Some(Timeouts {
        soft: Duration::from_millis(1000),
        hard: Duration::from_millis(2000),
    });
    settings.connect_deadline = Duration::from_secs(5);
    settings.exit_grace = Duration::from_millis(500);
    settings.output_limit = 64 * 1024;
}

fn reports(settings: &SeriesSettings) -> (Vec<GameReport>, bernstein::net::series::SeriesSummary) {
    let mut reports = Vec::new();
    let summary = run_series(settings, |event| {
        if let SeriesEvent::GameEnded { report, .. } = event {
            reports.push(*report);
        }
    })
    .unwrap();
    reports.sort_by_key(|report| report.number);
    (reports, summary)
}

#[test]
fn every_fault_ends_its_game_against_the_bot_and_the_series_goes_on() {
    let dir = TempDir::new("series-faults");
    let Some(bot) = fake_bot(&dir) else { return };
    let not_executable = dir.join("not-executable");
    std::fs::write(&not_executable, "#!/bin/sh\n").unwrap();
    let modes = [
        ("crash", EndCause::Crashed),
        ("illegal", EndCause::Server(Cause::RuleViolation)),
        ("garbage", EndCause::Server(Cause::ProtocolError)),
        ("late", EndCause::Server(Cause::SoftTimeout)),
        ("hang", EndCause::Server(Cause::HardTimeout)),
        ("flood", EndCause::OutputFlood),
        ("exit-early", EndCause::NeverConnected),
        ("sleep", EndCause::NeverConnected),
    ];
    let mut bots: Vec<BotSpec> = modes
        .iter()
        .map(|(mode, _)| {
            BotSpec::parse(&format!("name={mode}:python3 {} {mode}", bot.display())).unwrap()
        })
        .collect();
    bots.push(
        BotSpec::parse(&format!(
            "name=missing:{}",
            dir.join("no-such-bot").display()
        ))
        .unwrap(),
    );
    bots.push(
        BotSpec::parse(&format!("name=not-executable:{}", not_executable.display())).unwrap(),
    );
    let mut settings = SeriesSettings::new(GameKind::Piranhas2026, bots, dir.join("logs"));
    quick(&mut settings);
    settings.levels = vec![level(1)];
    settings.bots_meet = false;
    settings.games = 1;
    settings.parallel = 4;
    settings.seed = 11;
    settings.pgn = Some(dir.join("games.pgn"));
    settings.replay_dir = Some(dir.join("replays"));
    let (reports, summary) = reports(&settings);
    assert_eq!(summary.stop, None, "faults do not stop the series");
    assert_eq!(reports.len(), 10, "every bot played its game");
    let expected: Vec<EndCause> = modes
        .iter()
        .map(|(_, cause)| *cause)
        .chain([EndCause::CannotStart, EndCause::CannotStart])
        .collect();
    for (report, cause) in reports.iter().zip(&expected) {
        let name = &settings.bots[report.pairing].name;
        assert_eq!(report.cause, *cause, "{name}: {report:?}");
        let bot_side = Side::BOTH
            .into_iter()
            .find(|side| report.players[side.index()] == report.pairing)
            .unwrap();
        assert!(report.scored, "{name}");
        assert_eq!(report.winner, Some(bot_side.other()), "{name} loses");
        assert!(report.offenders[bot_side.index()], "{name}");
        let logs = report.logs[bot_side.index()].as_ref().unwrap();
        assert!(
            logs.err
                .ends_with(format!("game-{:03}-{name}.err", report.number)),
            "{:?}",
            logs.err
        );
        let err = std::fs::read_to_string(&logs.err).unwrap();
        assert!(err.contains("[bernstein] "), "{name}: {err}");
        assert!(logs.out.exists(), "{name}");
        // The record says who lost and why.
        match &report.record.result {
            Some(GameResult::Declared { winner, reason }) => {
                assert_eq!(*winner, Some(bot_side.other()));
                assert!(reason.ends_with(cause.id()), "{reason}");
            }
            other => panic!("{name}: {other:?}"),
        }
        assert_eq!(report.record.players[bot_side.index()].name, *name);
    }
    let detail = |name: &str| {
        let index = settings.bots.iter().position(|b| b.name == name).unwrap();
        reports[index].detail.clone()
    };
    assert_eq!(detail("crash"), "exit status 3");
    assert!(
        detail("illegal").contains("invalid move"),
        "{}",
        detail("illegal")
    );
    assert!(
        detail("exit-early").contains("exit status 1"),
        "{}",
        detail("exit-early")
    );
    assert!(detail("sleep").contains("did not join within 5 s"));
    assert!(
        detail("missing").contains("cannot start"),
        "{}",
        detail("missing")
    );
    let flood = std::fs::read_to_string(dir.join("logs/game-006-flood.log")).unwrap();
    assert!(flood.contains("output cut after 65536 bytes"));
    assert!(flood.len() < 70 * 1024);
    // Each bot's faults are counted in its own column.
    let stats = |name: &str| {
        let index = settings.bots.iter().position(|b| b.name == name).unwrap();
        summary.standings.stats[index].clone()
    };
    assert_eq!(stats("crash").crashes, 1);
    assert_eq!(stats("flood").crashes, 1);
    assert_eq!(stats("illegal").violations, 1);
    assert_eq!(stats("garbage").violations, 1);
    assert_eq!(stats("late").soft_timeouts, 1);
    // The late move's time counts: it came after 1.5 s, past the soft limit.
    assert!(
        stats("late").times.slowest >= Duration::from_millis(1500),
        "{:?}",
        stats("late").times
    );
    assert_eq!(stats("hang").hard_timeouts, 1);
    assert_eq!(stats("sleep").never_started, 1);
    assert_eq!(stats("missing").never_started, 1);
    assert_eq!(
        summary.standings.stats[10].score.wins, 10,
        "the engine won all"
    );
    // Every game is kept: its record, and a replay of each game that began.
    let kept = records::load_all(&dir.join("games.pgn")).unwrap();
    assert_eq!(kept.len(), 10);
    let replays = std::fs::read_dir(dir.join("replays")).unwrap().count();
    assert_eq!(replays, 6, "the games that began");
    assert_no_bot_left(&dir);
}

#[test]
fn three_failed_starts_in_a_row_stop_the_series_and_name_the_bot() {
    let dir = TempDir::new("series-failing");
    let missing = dir.join("bots/alice.py");
    let bots = vec![BotSpec::parse(&format!("python3 {}", missing.display())).unwrap()];
    let mut settings = SeriesSettings::new(GameKind::Piranhas, bots, dir.join("logs"));
    quick(&mut settings);
    settings.levels = vec![level(1)];
    settings.games = 10;
    let (reports, summary) = reports(&settings);
    assert_eq!(reports.len(), 3);
    match &summary.stop {
        Some(StopReason::BotFailing { name, log, .. }) => {
            assert_eq!(name, "alice");
            assert!(log.ends_with("game-003-alice.err"), "{log:?}");
            let text = std::fs::read_to_string(log).unwrap();
            assert!(text.contains("alice.py"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    assert!(reports.iter().all(|r| r.cause.never_started()));
    assert_eq!(summary.standings.stats[0].never_started, 3);
}

#[test]
fn a_stopped_series_kills_its_bots_and_does_not_count_the_game() {
    let dir = TempDir::new("series-stop");
    let Some(bot) = fake_bot(&dir) else { return };
    let bots = vec![BotSpec::parse(&format!("python3 {} hang", bot.display())).unwrap()];
    let mut settings = SeriesSettings::new(GameKind::Ostseeschach, bots, dir.join("logs"));
    settings.levels = vec![level(1)];
    settings.games = 4;
    // No time limits: only the stop ends the hanging bot's game.
    settings.timeouts = None;
    let handle = SeriesHandle::start(settings, || {}).unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut started = false;
    while !started {
        assert!(Instant::now() < deadline, "the game starts");
        started = handle
            .poll()
            .iter()
            .any(|event| matches!(event, SeriesEvent::GameStarted { .. }));
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!processes_in(&dir).is_empty(), "the bot runs");
    handle.stop();
    let summary = loop {
        assert!(Instant::now() < deadline, "the series ends");
        if let Some(result) = handle.finished() {
            break result.unwrap();
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(summary.stop, Some(StopReason::Interrupted));
    assert_eq!(summary.standings.games, 0, "a stopped game does not count");
    assert_eq!(summary.standings.finished, 1);
    assert_no_bot_left(&dir);
}

#[test]
fn a_pairing_stops_early_once_one_side_is_significantly_better() {
    let dir = TempDir::new("series-significance");
    let Some(bot) = fake_bot(&dir) else { return };
    let bots = vec![BotSpec::parse(&format!("python3 {} illegal", bot.display())).unwrap()];
    let mut settings = SeriesSettings::new(GameKind::Piranhas2026, bots, dir.join("logs"));
    quick(&mut settings);
    settings.levels = vec![level(1)];
    settings.games = 30;
    settings.significance = Some(0.1);
    settings.min_games = 4;
    settings.parallel = 2;
    let mut decided = None;
    let summary = run_series(&settings, |event| {
        if let SeriesEvent::Decided {
            first_better,
            probability,
            games,
            ..
        } = event
        {
            decided = Some((first_better, probability, games));
        }
    })
    .unwrap();
    // 0 of 4: P = 1/16 ≤ 0.1, the engine is the better one.
    let (first_better, probability, games) = decided.expect("the pairing was decided");
    assert!(!first_better);
    assert_eq!(games, 4);
    assert!((probability - 0.0625).abs() < 1e-12);
    // A game already running when the test decided is still counted.
    assert!(summary.standings.games <= 5, "{}", summary.standings.games);
    assert_eq!(summary.stop, None);
}

/// `bernstein test` as a student runs it, with Bernstein's own client as the
/// bot against two levels, and a bot that cannot start beside it, which stops
/// the series at its third failed start, naming it and its log.
#[test]
fn the_command_line_plays_a_series_and_prints_its_tables() {
    let dir = TempDir::new("series-cli");
    let binary = env!("CARGO_BIN_EXE_bernstein");
    let output = Command::new(binary)
        .current_dir(&*dir)
        .args(["test", "piranhas", "--games", "2", "--seed", "4"])
        .args([
            "--bot",
            &format!("name=student:{binary} client piranhas --level 2"),
        ])
        .args(["--bot", "./missing-bot"])
        .args(["--level", "1", "--level", "2"])
        .args(["--pgn", "games.pgn", "--replay-dir", "replays"])
        .args([
            "--report",
            "report.html",
            "--csv",
            "table.csv",
            "--csv-locale",
            "de",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    let errors = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{text}\n{errors}");
    assert!(
        errors.contains(
            "error: the series stopped: missing-bot failed to start or connect in 3 games in a row"
        ),
        "{errors}"
    );
    assert!(errors.contains("logs/game-007-missing-bot.err"), "{errors}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "seed 4");
    assert!(
        lines[1].starts_with(
            "series: piranhas (swc_2019_piranhas), student, missing-bot, level 1, level 2, 5 pairings, 10 games"
        ),
        "{}",
        lines[1]
    );
    let line = |number: u32| {
        let prefix = format!("game {number}: ");
        lines
            .iter()
            .find(|l| l.starts_with(&prefix))
            .copied()
            .unwrap_or_else(|| panic!("no game {number}:\n{text}"))
    };
    assert!(
        line(1).starts_with(
            "game 1: student (red) – missing-bot: 1-0 cannot-start (cannot start ./missing-bot: "
        ),
        "{}",
        line(1)
    );
    // The student's games against the levels: colours swapped, times shown.
    assert!(
        line(3).starts_with("game 3: student (red) – level 1: "),
        "{}",
        line(3)
    );
    assert!(
        line(4).starts_with("game 4: level 1 (red) – student: "),
        "{}",
        line(4)
    );
    assert!(line(5).contains(" plies, student max "), "{}", line(5));
    assert!(text.contains("\nbot "), "{text}");
    assert!(text.contains("crosstable"), "{text}");
    assert!(text.contains("\nranking\n"), "{text}");
    assert!(text.contains("faults: 3\n"), "{text}");
    assert!(text.contains("stopped after 7 games: missing-bot fails to start or connect"));
    assert!(lines.last().unwrap().starts_with("student: "), "{text}");
    // Every game is kept, the logs named by the game's number.
    assert_eq!(records::load_all(&dir.join("games.pgn")).unwrap().len(), 7);
    assert_eq!(std::fs::read_dir(dir.join("replays")).unwrap().count(), 4);
    assert!(dir.join("logs/game-001-missing-bot.err").exists());
    let log = std::fs::read_to_string(dir.join("logs/game-003-student.log")).unwrap();
    assert!(log.contains("result: "), "{log}");
    // Pairings the stop left without a game show "—", not "0/0".
    let crosstable = text.split("crosstable").nth(1).unwrap();
    assert!(crosstable.contains("—"), "{text}");
    assert!(!crosstable.contains("0/0"), "{text}");
    // The CSV as German spreadsheets read it: a byte order mark, `;` between
    // fields, decimal commas; the bots' table, then the crosstable.
    let csv = std::fs::read_to_string(dir.join("table.csv")).unwrap();
    assert!(
        csv.starts_with("\u{feff}bot;games;W;D;L;points;score %;Elo;Elo ±;"),
        "{csv}"
    );
    let student = csv.lines().find(|l| l.starts_with("student;")).unwrap();
    assert!(student.contains(','), "decimal commas: {student}");
    assert!(!student.contains('.'), "no decimal points: {student}");
    assert!(
        csv.contains("\r\n\r\nCrosstable;student;missing-bot;level 1;level 2\r\n"),
        "{csv}"
    );
    // The report: one page with everything in it.
    let report = std::fs::read_to_string(dir.join("report.html")).unwrap();
    for part in [
        "<h2>Ranking</h2>",
        "<h2>Crosstable</h2>",
        "<h2>Faults</h2>",
        "<svg",
        "game 1: missing-bot – cannot-start",
    ] {
        assert!(report.contains(part), "{part}: {report}");
    }
    assert!(!report.contains("src="), "self-contained: {report}");
}

/// `bernstein test --movetime`: without `--level` the strongest level plays at
/// that time per move, named so in every table and record; a time of 0 is
/// refused before any bot starts.
#[test]
fn the_command_line_plays_the_strongest_level_at_a_time_per_move() {
    let dir = TempDir::new("series-movetime");
    let binary = env!("CARGO_BIN_EXE_bernstein");
    let output = Command::new(binary)
        .current_dir(&*dir)
        .args(["test", "piranhas", "--games", "2", "--seed", "9"])
        .args(["--movetime", "50", "--pgn", "games.pgn"])
        .args([
            "--bot",
            &format!("name=student:{binary} client piranhas --level 1"),
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{text}\n{errors}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[1].starts_with(
            "series: piranhas (swc_2019_piranhas), student, level 10 at 50 ms, 1 pairing, 2 games"
        ),
        "{}",
        lines[1]
    );
    assert!(
        text.contains("game 1: student (red) – level 10 at 50 ms: "),
        "{text}"
    );
    assert!(
        text.contains("game 2: level 10 at 50 ms (red) – student: "),
        "{text}"
    );
    let games = records::load_all(&dir.join("games.pgn")).unwrap();
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(|game| game.result.is_some()));

    let refused = Command::new(binary)
        .current_dir(&*dir)
        .args([
            "test",
            "piranhas",
            "--movetime",
            "0",
            "--bot",
            "./never-started",
        ])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let errors = String::from_utf8_lossy(&refused.stderr);
    assert!(errors.contains("--movetime must be at least 1"), "{errors}");
    assert!(!dir.join("logs/game-001-never-started.err").exists());
}

/// Runs a series on its own thread, failing (and stopping it) if it has not
/// ended within `guard`: a generous bound that only a hanging series reaches.
fn run_guarded(
    settings: SeriesSettings,
    guard: Duration,
) -> (Vec<GameReport>, bernstein::net::series::SeriesSummary) {
    let handle = SeriesHandle::start(settings, || {}).unwrap();
    let deadline = Instant::now() + guard;
    let mut reports = Vec::new();
    loop {
        for event in handle.poll() {
            if let SeriesEvent::GameEnded { report, .. } = event {
                reports.push(*report);
            }
        }
        if let Some(result) = handle.finished() {
            for event in handle.poll() {
                if let SeriesEvent::GameEnded { report, .. } = event {
                    reports.push(*report);
                }
            }
            reports.sort_by_key(|report| report.number);
            return (reports, result.unwrap());
        }
        if Instant::now() > deadline {
            handle.stop();
            panic!("the series hangs: no end after {guard:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Two bots: one joins and leaves (status 0, or 3) before the other has
/// joined. The game would never begin; it ends at once as the leaving bot's
/// fault, without time limits too.
#[test]
fn a_bot_that_leaves_before_its_game_begins_loses_it_and_nothing_hangs() {
    let dir = TempDir::new("series-leave-early");
    let Some(bot) = fake_bot(&dir) else { return };
    for (mode, cause) in [
        ("join-exit", EndCause::Server(Cause::Left)),
        ("join-crash", EndCause::Crashed),
    ] {
        let bots = vec![
            BotSpec::parse(&format!("name=leaver:python3 {} {mode}", bot.display())).unwrap(),
            BotSpec::parse(&format!("name=late:python3 {} join-late", bot.display())).unwrap(),
        ];
        let mut settings = SeriesSettings::new(GameKind::Piranhas2026, bots, dir.join("logs"));
        settings.games = 1;
        settings.timeouts = None;
        // Only the leaving bot can end this game soon.
        settings.connect_deadline = Duration::from_secs(60);
        let (reports, summary) = run_guarded(settings, Duration::from_secs(45));
        assert_eq!(reports.len(), 1, "{mode}");
        let report = &reports[0];
        assert_eq!(report.cause, cause, "{mode}: {report:?}");
        assert_eq!(report.offenders, [true, false], "{mode}");
        assert_eq!(report.winner, Some(Side::Second), "{mode}");
        assert!(report.scored, "{mode}");
        assert!(
            report.detail.contains("left before the game began"),
            "{}",
            report.detail
        );
        assert_eq!(summary.standings.stats[0].crashes, 1, "{mode}");
        assert_eq!(summary.standings.stats[1].score.wins, 1, "{mode}");
    }
    assert_no_bot_left(&dir);
}

/// A bot's helper that leaves the bot's process group (`setsid`) and its
/// parent (a double fork) ends with the bot's game.
#[cfg(target_os = "linux")]
#[test]
fn every_process_a_bot_starts_ends_with_its_game() {
    let dir = TempDir::new("series-helpers");
    let Some(bot) = fake_bot(&dir) else { return };
    let pids = dir.join("helpers.pid");
    let bots = vec![
        BotSpec::parse(&format!(
            "name=helper:python3 {} helper:{}",
            bot.display(),
            pids.display()
        ))
        .unwrap(),
    ];
    let mut settings = SeriesSettings::new(GameKind::Piranhas2026, bots, dir.join("logs"));
    quick(&mut settings);
    settings.levels = vec![level(1)];
    settings.games = 2;
    let (reports, _) = reports(&settings);
    assert_eq!(reports.len(), 2);
    let helpers: Vec<i32> = std::fs::read_to_string(&pids)
        .unwrap()
        .lines()
        .map(|line| line.trim().parse().unwrap())
        .collect();
    assert_eq!(helpers.len(), 2, "a helper per game");
    for pid in helpers {
        // SAFETY: asks whether a process exists (signal 0).
        let alive = unsafe { libc::kill(pid, 0) } == 0;
        assert!(!alive, "helper {pid} outlived its game");
    }
    assert_no_bot_left(&dir);
}

/// A file that fails during the series (the replays' folder gone after the
/// first game) is named at the end; every game is counted all the same.
#[test]
fn a_file_that_fails_later_is_named_and_every_game_counts() {
    let dir = TempDir::new("series-write-later");
    let Some(bot) = fake_bot(&dir) else { return };
    let bots = vec![BotSpec::parse(&format!("python3 {} illegal", bot.display())).unwrap()];
    let mut settings = SeriesSettings::new(GameKind::Piranhas2026, bots, dir.join("logs"));
    quick(&mut settings);
    settings.levels = vec![level(1)];
    settings.games = 2;
    let replays = dir.join("replays");
    settings.replay_dir = Some(replays.clone());
    let summary = run_series(&settings, |event| {
        if let SeriesEvent::GameEnded { report, .. } = event
            && report.number == 1
        {
            // The folder becomes a file: nothing more can be written there.
            std::fs::remove_dir_all(&replays).unwrap();
            std::fs::write(&replays, "").unwrap();
        }
    })
    .unwrap();
    assert_eq!(summary.standings.games, 2, "both games count");
    assert_eq!(summary.problems.len(), 1, "{:?}", summary.problems);
    let problem = summary.problems[0].to_string();
    assert!(
        problem.contains("game-002.xml") && problem.contains("replay is missing"),
        "{problem}"
    );
}

/// A bot's name of 300 characters: its logs are written under a shortened
/// name, and it plays (it is no fault of the bot's).
#[test]
fn a_long_bot_name_plays_with_its_logs() {
    let dir = TempDir::new("series-long-name");
    let Some(bot) = fake_bot(&dir) else { return };
    let name = "a".repeat(300);
    let bots =
        vec![BotSpec::parse(&format!("name={name}:python3 {} illegal", bot.display())).unwrap()];
    let mut settings = SeriesSettings::new(GameKind::Piranhas2026, bots, dir.join("logs"));
    quick(&mut settings);
    settings.levels = vec![level(1)];
    settings.games = 1;
    let (reports, _) = reports(&settings);
    let report = &reports[0];
    assert_eq!(
        report.cause,
        EndCause::Server(Cause::RuleViolation),
        "{report:?}"
    );
    let logs = report.logs[0].as_ref().unwrap();
    assert!(logs.err.exists(), "{:?}", logs.err);
    assert!(logs.err.file_name().unwrap().len() < 255);
    assert_eq!(report.record.players[0].name, name);
}

/// Bernstein's own failures are said before the series starts, not blamed on
/// a bot: logs, replays, records, a report or a table where nothing can be
/// written; and a series with more games than it can number.
#[cfg(target_os = "linux")]
#[test]
fn files_that_cannot_be_written_are_refused_before_the_first_game() {
    let dir = TempDir::new("series-unwritable");
    let binary = env!("CARGO_BIN_EXE_bernstein");
    // /proc takes no new files, not even from root.
    let cases: [(&[&str], &str); 5] = [
        (
            &["--logs", "/proc"],
            "cannot write the bots' logs into /proc",
        ),
        (
            &["--replay-dir", "/proc"],
            "cannot write the replays into /proc",
        ),
        (
            &["--pgn", "/proc/games.pgn"],
            "cannot write /proc/games.pgn",
        ),
        (
            &["--report", "/proc/report.html"],
            "cannot write /proc/report.html",
        ),
        (
            &["--csv", "/proc/table.csv"],
            "cannot write /proc/table.csv",
        ),
    ];
    for (arguments, why) in cases {
        let output = Command::new(binary)
            .current_dir(&*dir)
            .args(["test", "piranhas-2026", "--games", "2", "--seed", "1"])
            .args([
                "--bot",
                &format!("name=student:{binary} client piranhas-2026 --level 1"),
            ])
            .args(["--level", "1"])
            .args(arguments)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&output.stdout);
        let errors = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{arguments:?}: {text}{errors}"
        );
        assert!(
            errors.contains(&format!("error: {why}")),
            "{arguments:?}: {errors}"
        );
        assert!(
            !text.contains("game 1:"),
            "{arguments:?}: no game is played: {text}"
        );
    }
    let output = Command::new(binary)
        .current_dir(&*dir)
        .args([
            "test",
            "piranhas-2026",
            "--games",
            "4294967295",
            "--bot",
            "./nobody",
        ])
        .args(["--level", "1", "--level", "2"])
        .output()
        .unwrap();
    let errors = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{errors}");
    assert!(
        errors.contains(
            "2 pairings of 4294967295 games are 8589934590 games, more than a series can number"
        ),
        "{errors}"
    );
}
