//! "Game → Test series…" driven like a user: the dialog's choices are reachable
//! by name in English and German and fit small and large windows; a series of
//! Bernstein's own client against the engine runs on its threads while the app
//! shows its table, a running game is followed on the board (where the user
//! cannot move for the bots), every finished game opens on the board with its
//! players, a bot's log opens beside it, and Stop ends a series whose bot hangs,
//! leaving no bot running.
#![cfg(feature = "gui")]

use std::path::Path;
use std::thread;
use std::time::{Duration, Instant};

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::app::series::{BotEntry, ExportKind, SeriesChoices};
use bernstein::net::series::StopReason;
use bernstein::rules::GameKind;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn harness(dir: &Path, size: [f32; 2]) -> Harness<'static, App> {
    let mut harness = support::app(dir, size);
    support::show_game(&mut harness, GameKind::Piranhas2026, &[]);
    harness
}

/// Bernstein's own client as the bot, with these options (`--level L` or
/// `--movetime MS`).
fn client_bot(name: &str, options: &str) -> BotEntry {
    let command = format!(
        "{} client piranhas-2026 {options}",
        env!("CARGO_BIN_EXE_bernstein")
    );
    BotEntry::command(name, &command)
}

fn start(harness: &mut Harness<'static, App>, choices: SeriesChoices) {
    let ctx = harness.ctx.clone();
    harness.state_mut().start_series(&ctx, choices);
    harness.run_steps(3);
}

/// Steps frames until `done` or the deadline (the series runs on its threads).
fn run_until(harness: &mut Harness<'static, App>, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(240);
    while !done(harness.state()) {
        assert!(Instant::now() < deadline, "waited too long for {what}");
        harness.step();
        thread::sleep(Duration::from_millis(5));
    }
    harness.run_steps(3);
}

/// Steps frames until the series ends, which it does by itself, with `games`
/// games played.
fn run_to_the_end(harness: &mut Harness<'static, App>, games: usize) {
    run_until(harness, "the series' end", finished);
    let run = harness.state().series_run().unwrap();
    assert!(matches!(&run.finished, Some(Ok(summary)) if summary.stop.is_none()));
    assert_eq!(run.games.len(), games);
}

/// Sets the spin button so labelled as assistive technology would, and returns
/// the value it shows then.
fn set_spin(harness: &mut Harness<'static, App>, label: &str, value: f64) -> Option<String> {
    harness
        .get_by_role_and_label(egui::Role::SpinButton, label)
        .set_value_accesskit(value);
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::Role::SpinButton, label)
        .value()
}

fn finished(app: &App) -> bool {
    app.series_run().is_some_and(|run| run.finished.is_some())
}

/// The rects of the widgets labelled so, each inside the window and apart from
/// the others.
fn assert_inside_and_apart(harness: &Harness<'static, App>, labels: &[&str], screen: &str) {
    let window = harness.ctx.content_rect();
    let rects: Vec<(String, egui::Rect)> = labels
        .iter()
        .map(|label| (label.to_string(), harness.get_by_label(label).rect()))
        .collect();
    for (label, rect) in &rects {
        assert!(
            window.contains_rect(rect.shrink(0.5)),
            "{screen}: {label} leaves the window: {rect:?} of {window:?}"
        );
    }
    for (i, (a, ra)) in rects.iter().enumerate() {
        for (b, rb) in &rects[i + 1..] {
            assert!(
                !ra.shrink(0.5).intersects(rb.shrink(0.5)),
                "{screen}: {a} overlaps {b}"
            );
        }
    }
}

#[test]
fn the_dialog_s_choices_are_reachable_by_name_and_fit_the_window_in_both_languages() {
    for size in [[760.0, 540.0], [1024.0, 700.0], [1920.0, 1080.0]] {
        let dir = TempDir::new(&format!("series-dialog-{}", size[0]));
        let mut harness = harness(&dir, size);
        harness.get_by_label("Game").click();
        harness.run_steps(2);
        harness.get_by_label("Test series…").click();
        harness.run_steps(6);
        // The dialog takes a few frames to settle where it is drawn.
        harness.run_steps(4);
        for label in [
            "+ Add a bot",
            "Import a class…",
            "The bots against each other",
            "Stop a pairing once one side is clearly better",
        ] {
            assert!(harness.query_by_label(label).is_some(), "{label}");
        }
        // The time per move can be set once it is asked for.
        let time = "Time per move in milliseconds";
        let spin = |harness: &Harness<'static, App>| {
            harness
                .get_by_role_and_label(egui::Role::SpinButton, time)
                .accesskit_node()
                .is_disabled()
        };
        assert!(spin(&harness), "the levels' own limits at first");
        // (Below the fold in a small window: the dialog scrolls, so the
        // check box is ticked as assistive technology would tick it.)
        harness
            .get_by_label("Fixed time per move")
            .click_accesskit();
        harness.run_steps(2);
        assert!(!spin(&harness), "a time per move to set");
        assert_eq!(set_spin(&mut harness, time, 30.0).as_deref(), Some("30 ms"));
        for label in ["Games per pairing", "Games at once", time] {
            assert!(
                harness
                    .query_by_role_and_label(egui::Role::SpinButton, label)
                    .is_some(),
                "{label}"
            );
        }
        for kind in bernstein::net::SEASON_KINDS {
            assert!(
                harness
                    .query_by_role_and_label(egui::Role::RadioButton, kind.name())
                    .is_some(),
                "{kind:?}"
            );
        }
        assert_inside_and_apart(
            &harness,
            &[
                "Start",
                "Cancel",
                "+ Add a bot",
                "Import a class…",
                "Fixed time per move",
            ],
            &format!("English at {size:?}"),
        );
        harness.state_mut().set_language(Language::GERMAN);
        harness.run_steps(3);
        // German writes the time as it writes numbers, and reads it back so.
        let zeit = "Zeit je Zug in Millisekunden";
        assert_eq!(
            set_spin(&mut harness, zeit, 1500.0).as_deref(),
            Some("1.500 ms")
        );
        for label in [
            "Klasse importieren …",
            "Die Programme gegeneinander",
            "Paarung beenden, sobald eine Seite klar besser ist",
        ] {
            assert!(harness.query_by_label(label).is_some(), "{label}");
        }
        assert!(
            harness
                .query_by_role_and_label(egui::Role::SpinButton, "Partien je Paarung")
                .is_some()
        );
        assert_inside_and_apart(
            &harness,
            &[
                "Starten",
                "Abbrechen",
                "+ Programm hinzufügen",
                "Klasse importieren …",
                "Feste Zeit je Zug",
            ],
            &format!("German at {size:?}"),
        );
        // Without a bot there is no series: Start is off, and the dialog
        // says why beside it.
        assert!(
            harness
                .get_by_label("Starten")
                .accesskit_node()
                .is_disabled()
        );
        harness.get_by_label("Starten").click();
        harness.run_steps(3);
        assert!(harness.state().series_run().is_none());
        assert!(
            harness
                .query_by_label_contains("Füge ein Programm hinzu")
                .is_some()
        );
        harness.get_by_label("Abbrechen").click();
        harness.run_steps(3);
        assert!(
            harness.query_by_label("Starten").is_none(),
            "the dialog closes"
        );
    }
    // The German menu names it as the other entries of "Partie" are named.
    let dir = TempDir::new("series-menu-de");
    let mut harness = harness(&dir, [1280.0, 820.0]);
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(2);
    harness.get_by_label("Partie").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Testreihe …").is_some());
}

#[test]
fn a_series_runs_its_games_in_the_table_and_every_game_opens_with_its_log() {
    let dir = TempDir::new("series-run");
    let mut harness = harness(&dir, [1280.0, 820.0]);
    let choices = SeriesChoices {
        kind: GameKind::Piranhas2026,
        bots: vec![client_bot("student", "--level 1")],
        levels: vec![1],
        games: 2,
        ..SeriesChoices::default()
    };
    start(&mut harness, choices.clone());
    assert!(harness.query_by_label("Stop the series").is_some());
    run_to_the_end(&mut harness, 2);
    let run = harness.state().series_run().unwrap();
    assert!(
        run.games.iter().all(|report| report.plies > 0),
        "both games were played: {:?}",
        run.games
            .iter()
            .map(|r| (&r.cause, &r.detail))
            .collect::<Vec<_>>()
    );
    assert!(harness.query_by_label("Finished").is_some());
    assert!(harness.query_all_by_label("2 of 2 games").next().is_some());
    assert!(
        harness.query_all_by_label("student").count() >= 3,
        "the standings and both games"
    );
    for label in ["Open 1", "Open 2", "Log of student 1", "Log of student 2"] {
        assert!(harness.query_by_label(label).is_some(), "{label}");
    }
    // The choices are remembered for the next dialog (which takes a few frames
    // to settle where it is drawn).
    let ctx = harness.ctx.clone();
    harness.state_mut().show_series_dialog(&ctx);
    harness.run_steps(10);
    harness.get_by_label("Edit · student").click();
    harness.run_steps(4);
    let command = harness
        .get_by_role_and_label(egui::Role::TextInput, "Command line")
        .value()
        .unwrap_or_default();
    assert!(
        command.ends_with("client piranhas-2026 --level 1"),
        "{command}"
    );
    harness.get_by_label("Back").click();
    harness.run_steps(4);
    harness.get_by_label("Cancel").click();
    harness.run_steps(10);
    assert!(harness.query_by_label("Edit · student").is_none());

    // Game 2 on the board: the series' record, players named, the result.
    harness.get_by_label("Open 2").click();
    harness.run_steps(3);
    let report = harness
        .state()
        .series_run()
        .unwrap()
        .report(2)
        .unwrap()
        .clone();
    let record = harness.state().record().unwrap();
    assert_eq!(record.moves.main_line().len(), report.plies);
    assert_eq!(
        record.players[1].name, "student",
        "the bot is Blue in game 2"
    );
    assert!(record.result.is_some());
    assert!(
        harness
            .query_by_label_contains("Game 2: Bernstein · level 1 – student")
            .is_some(),
        "the card names the game"
    );
    let path = dir.join("game2.pgn");
    harness.state_mut().save_to(&path).unwrap();
    assert_eq!(
        bernstein::records::load(&path).unwrap().players[1].name,
        "student"
    );

    // Back to the table, and the bot's log of game 1 beside the board.
    harness.get_by_label("Table").click();
    harness.run_steps(3);
    harness.get_by_label("Log of student 1").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("student in game 1").is_some());
    assert!(harness.query_by_label("STANDARD OUTPUT").is_some());
    assert!(
        harness.query_by_label_contains("result: ").is_some(),
        "the client's output"
    );
    let board = harness.state().record().unwrap();
    assert_eq!(board.players[0].name, "student");
    harness.get_by_label("Close the log").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("STANDARD OUTPUT").is_none());
    harness.get_by_label("Close the series").click();
    harness.run_steps(2);
    assert!(harness.state().series_run().is_none());
}

/// A bot measured against a level at a fixed time per move: the level plays at
/// that time, and the table, the game on the board and the series' records name
/// it so, not as the standard level.
#[test]
fn a_series_at_a_fixed_time_per_move_names_the_level_with_its_time() {
    let dir = TempDir::new("series-movetime");
    let mut harness = harness(&dir, [1280.0, 820.0]);
    let choices = SeriesChoices {
        kind: GameKind::Piranhas2026,
        bots: vec![client_bot("student", "--level 1")],
        levels: vec![6],
        fixed_movetime: true,
        movetime_ms: 30,
        games: 2,
        ..SeriesChoices::default()
    };
    start(&mut harness, choices);
    run_to_the_end(&mut harness, 2);
    let folder = harness.state().series_run().unwrap().folder.clone();
    let engine = "Bernstein · level 6 · 30 ms";
    assert!(
        harness.query_all_by_label(engine).count() >= 2,
        "both games"
    );
    assert!(harness.query_by_label("Bernstein · level 6").is_none());
    harness.get_by_label("Open 1").click();
    harness.run_steps(3);
    let players = &harness.state().record().unwrap().players;
    assert!(
        players.iter().any(|player| player.name == engine),
        "{players:?}"
    );
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label_contains("Bernstein · Stufe 6 · 30 ms")
            .is_some(),
        "the German card names the level with its time"
    );
    let pgn = std::fs::read_to_string(folder.join("games.pgn")).unwrap();
    assert!(pgn.contains("level 6 at 30 ms"), "{pgn}");
}

#[test]
fn a_running_game_is_followed_on_the_board_where_the_user_cannot_move() {
    let dir = TempDir::new("series-watch");
    let mut harness = harness(&dir, [1280.0, 820.0]);
    // The bot thinks a while per move, so that the game can be watched.
    let choices = SeriesChoices {
        kind: GameKind::Piranhas2026,
        bots: vec![client_bot("slow", "--movetime 150")],
        levels: vec![1],
        games: 1,
        ..SeriesChoices::default()
    };
    start(&mut harness, choices);
    run_until(&mut harness, "the first game", |app| {
        app.series_run().is_some_and(|run| !run.live.is_empty())
    });
    harness.get_by_label("Watch 1").click();
    harness.run_steps(3);
    let moves = |app: &App| {
        app.session()
            .map_or(0, |game| game.tree().main_line().len())
    };
    let before = moves(harness.state());
    run_until(&mut harness, "a move on the board", |app| {
        moves(app) > before + 1
    });
    // The moves are the bots': a move typed is refused.
    let entry = harness.get_by_label("Move text");
    entry.focus();
    entry.type_text("A1-C1");
    harness.run_steps(1);
    harness.get_by_label("Play").click();
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label_contains("Not while the series plays this game")
            .is_some()
    );
    run_until(&mut harness, "the series' end", finished);
    let run = harness.state().series_run().unwrap();
    let plies = run.report(1).unwrap().plies;
    assert_eq!(
        moves(harness.state()),
        plies,
        "the whole game is on the board"
    );
    assert!(
        harness.state().record().unwrap().result.is_some(),
        "it is a finished game now"
    );
}

#[test]
fn stop_ends_a_series_whose_bot_hangs_and_leaves_no_bot_running() {
    let dir = TempDir::new("series-app-stop");
    let bot = dir.join("fake_bot.py");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/bots/fake_bot.py"
        ),
        &bot,
    )
    .unwrap();
    let python = std::process::Command::new("python3")
        .arg("--version")
        .output();
    if !python.is_ok_and(|output| output.status.success()) {
        println!("skipped: python3 not found");
        return;
    }
    let mut harness = harness(&dir, [1024.0, 700.0]);
    let choices = SeriesChoices {
        kind: GameKind::Piranhas2026,
        bots: vec![BotEntry::command(
            "sleepy",
            &format!("python3 {} hang", bot.display()),
        )],
        levels: vec![1],
        games: 10,
        time_limits: false,
        ..SeriesChoices::default()
    };
    start(&mut harness, choices);
    run_until(&mut harness, "the first game", |app| {
        app.series_run().is_some_and(|run| !run.live.is_empty())
    });
    harness.get_by_label("Stop the series").click();
    run_until(&mut harness, "the series' end", finished);
    let run = harness.state().series_run().unwrap();
    assert!(
        matches!(&run.finished, Some(Ok(summary)) if summary.stop == Some(StopReason::Interrupted))
    );
    assert!(harness.query_by_label("Stopped").is_some());
    // The bot is gone: no process names the test's folder.
    let needle = dir.to_string_lossy().to_string();
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let left: Vec<String> = std::fs::read_dir("/proc")
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
            .map(|bytes| String::from_utf8_lossy(&bytes).replace('\0', " "))
            .filter(|line| line.contains(&needle) && line.contains("fake_bot"))
            .collect();
        if left.is_empty() {
            break;
        }
        assert!(Instant::now() < deadline, "bots left: {left:?}");
        thread::sleep(Duration::from_millis(50));
    }
}

/// The competition's official Python client (`socha` 4.3.9, set up by
/// `scripts/socha-venv`), or why it is skipped.
fn socha_python() -> Option<std::path::PathBuf> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/socha-venv");
    let output = std::process::Command::new(script)
        .output()
        .expect("scripts/socha-venv runs");
    let text = String::from_utf8_lossy(&output.stdout).trim().to_string();
    match output.status.code() {
        Some(0) => Some(std::path::PathBuf::from(text)),
        Some(77) => {
            support::script_skipped("socha-venv", &text);
            None
        }
        _ => panic!("scripts/socha-venv failed: {text}"),
    }
}

/// A student's bot on the official Python client, chosen as a teacher would:
/// its folder in the dialog's picker, run by the Python that has `socha` (found
/// by Bernstein, not typed), named after its folder, plays a series against
/// level 1 without a fault.
#[test]
fn the_official_python_client_chosen_by_its_folder_plays_a_series() {
    let Some(python) = socha_python() else {
        return;
    };
    let dir = TempDir::new("series-socha");
    let student = dir.join("class").join("lena");
    std::fs::create_dir_all(&student).unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/bots/socha_logic.py"
        ),
        student.join("logic.py"),
    )
    .unwrap();
    let mut harness = harness(&dir, [1024.0, 700.0]);
    let ctx = harness.ctx.clone();
    harness.state_mut().show_series_dialog(&ctx);
    run_until(&mut harness, "the interpreters", |app| {
        !app.series().finding_runtimes()
    });
    harness.run_steps(6);
    harness.get_by_label("+ Add a bot").click();
    harness.run_steps(3);
    harness
        .get_by_role_and_label(egui::Role::TextInput, "File or folder")
        .set_text_value_accesskit(&student.display().to_string());
    harness.run_steps(3);
    // The folder runs its logic.py with the Python that has socha.
    let command = harness
        .get_by_role_and_label(egui::Role::TextInput, "Command line")
        .value()
        .unwrap_or_default();
    let venv = python.parent().unwrap().display().to_string();
    assert!(command.starts_with(&venv), "{command} (socha in {venv})");
    assert!(command.ends_with("lena/logic.py"), "{command}");
    harness.get_by_label("OK").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Edit · lena").is_some());
    {
        let dialog = harness.state_mut().series_dialog_mut().unwrap();
        dialog.choices.kind = GameKind::Piranhas2026;
        dialog.choices.levels = vec![1];
        dialog.choices.games = 2;
        dialog.choices.stop_early = false;
        dialog.choices.parallel = 1;
    }
    harness.run_steps(2);
    harness.get_by_label("Start").click();
    harness.run_steps(3);
    run_to_the_end(&mut harness, 2);
    let run = harness.state().series_run().unwrap();
    assert_eq!(run.names[0], "lena");
    let stats = &run.standings.as_ref().unwrap().stats[0];
    assert_eq!(stats.score.games(), 2, "{stats:?}");
    assert_eq!(
        (
            stats.soft_timeouts,
            stats.hard_timeouts,
            stats.violations,
            stats.crashes,
            stats.never_started
        ),
        (0, 0, 0, 0, 0),
        "{stats:?}"
    );
    // The bot ran in its own folder, started by the Python found.
    let log = run.games[0].logs.iter().flatten().next().unwrap();
    let note = std::fs::read_to_string(&log.err).unwrap();
    assert!(
        note.contains(&format!("started in {}", student.display())),
        "{note}"
    );
}

/// A name longer than any table column.
const LONG_NAME: &str =
    "Lena Sophie Bergmann-Schulze, Klasse 10b, Informatik bei Frau Dr. Hoffmann";

/// The table as a teacher reads it: a pairing without a game shows "—" (not
/// "0–0–0 50,0 %"), an Elo after a single game "— (too few games)" (not "+inf ±
/// ∞"), a long name is cut with "…" and shown whole on hover; "Stop the
/// series" asks once games are finished (and going on keeps it running); the
/// tables and the report are saved as a German or an English spreadsheet opens
/// them.
#[test]
fn the_table_says_dash_until_figures_mean_something_asks_before_stopping_and_exports() {
    let dir = TempDir::new("series-table");
    let mut harness = harness(&dir, [1024.0, 700.0]);
    let choices = SeriesChoices {
        kind: GameKind::Piranhas2026,
        bots: vec![client_bot(LONG_NAME, "--level 1")],
        levels: vec![1, 2],
        games: 10,
        parallel: 1,
        stop_early: false,
        ..SeriesChoices::default()
    };
    start(&mut harness, choices);
    run_until(&mut harness, "the standings", |app| {
        app.series_run().is_some_and(|run| run.standings.is_some())
    });
    // No game yet: every figure is "—", none is "0–0–0" or "50.0 %".
    assert!(harness.query_all_by_label("—").count() >= 6);
    assert!(harness.query_by_label("0–0–0").is_none());
    assert!(harness.query_by_label_contains("50.0 %").is_none());

    // The long name is cut at the column's width, whole on hover.
    let cell = harness.query_all_by_label(LONG_NAME).next().unwrap();
    assert!(cell.rect().width() <= 181.0, "{:?}", cell.rect());
    cell.hover();
    harness.run_steps(90);
    assert!(
        harness.query_all_by_label_contains(LONG_NAME).count() >= 2,
        "the whole name on hover"
    );

    // One game: an Elo says why it is not given.
    run_until(&mut harness, "the first game", |app| {
        app.series_run().is_some_and(|run| !run.games.is_empty())
    });
    assert!(
        harness
            .query_all_by_label_contains("— (too few games)")
            .next()
            .is_some()
    );
    assert!(
        harness
            .query_all_by_label_contains("inf ±")
            .next()
            .is_none()
    );
    assert!(harness.query_all_by_label_contains("∞").next().is_none());

    // Stop asks once games are finished; going on keeps the series running.
    harness.get_by_label("Stop the series").click();
    harness.run_steps(4);
    assert!(harness.query_by_label("Stop the series?").is_some());
    harness.get_by_label("Keep it running").click();
    harness.run_steps(4);
    assert!(harness.query_by_label("Stop the series?").is_none());
    assert!(!finished(harness.state()));
    harness.get_by_label("Stop the series").click();
    harness.run_steps(4);
    harness.get_by_label("Yes, stop").click();
    run_until(&mut harness, "the series' end", finished);
    let run = harness.state().series_run().unwrap();
    assert!(
        matches!(&run.finished, Some(Ok(summary)) if summary.stop == Some(StopReason::Interrupted))
    );
    let games = run.games.len();
    assert!(games >= 1);

    // The tables for a German spreadsheet: a byte-order mark, ";" and decimal
    // commas; for an English one ",".
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(2);
    let german = dir.join("tabellen");
    harness
        .state_mut()
        .export_series(ExportKind::Csv, &german.display().to_string());
    let text = std::fs::read_to_string(dir.join("tabellen.csv")).expect("the CSV is written");
    assert!(text.starts_with('\u{feff}'), "UTF-8 with a byte-order mark");
    let header = text.lines().next().unwrap();
    assert!(header.starts_with("\u{feff}Programm;Partien;"), "{header}");
    let row = text
        .lines()
        .find(|line| line.starts_with(LONG_NAME))
        .unwrap();
    let fields: Vec<&str> = row[LONG_NAME.len()..].split(';').collect();
    // Name, games, wins, draws, losses, points, score %: "50,0".
    let score = fields[6];
    assert!(
        score.contains(',') && !score.contains('.'),
        "a decimal comma: {row}"
    );
    let report = dir.join("bericht.html");
    harness
        .state_mut()
        .export_series(ExportKind::Html, &report.display().to_string());
    let html = std::fs::read_to_string(&report).expect("the report is written");
    assert!(html.contains("<table"), "its tables");
    assert!(html.contains("<svg"), "its plot");
    assert!(html.contains(LONG_NAME));
    harness.state_mut().set_language(Language::ENGLISH);
    harness.run_steps(2);
    let english = dir.join("tables.csv");
    harness
        .state_mut()
        .export_series(ExportKind::Csv, &english.display().to_string());
    let text = std::fs::read_to_string(&english).unwrap();
    assert!(text.starts_with("\u{feff}Bot,Games,"), "{text}");
    // A folder that cannot be written is said so, and nothing is lost.
    let nowhere = dir.join("no such folder").join("tables.csv");
    harness
        .state_mut()
        .export_series(ExportKind::Csv, &nowhere.display().to_string());
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label_contains("cannot be written")
            .is_some()
    );
    assert_eq!(harness.state().series_run().unwrap().games.len(), games);
}

/// Plays part `part` of 2 of a small series with `bernstein test`, its
/// results into `dir/part-K.txt`.
fn play_part(dir: &Path, part: u32) -> std::path::PathBuf {
    let binary = env!("CARGO_BIN_EXE_bernstein");
    let results = dir.join(format!("part-{part}.txt"));
    let output = std::process::Command::new(binary)
        .current_dir(dir)
        .args(["test", "piranhas-2026", "--bot"])
        .arg(format!(
            "name=alice:{binary} client piranhas-2026 --level 1"
        ))
        .args(["--level", "1", "--games", "4", "--seed", "5", "--shard"])
        .arg(format!("{part}/2"))
        .arg("--results")
        .arg(&results)
        .arg("--logs")
        .arg(dir.join(format!("logs-{part}")))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    results
}

/// "Teile zusammenführen …": the parts' results files give the whole series'
/// table; a part left out is named.
#[test]
fn a_series_played_in_parts_is_merged_in_the_app_and_a_missing_part_is_named() {
    let dir = TempDir::new("series-merge");
    let parts = [play_part(&dir, 1), play_part(&dir, 2)];
    let mut harness = harness(&dir, [1024.0, 700.0]);
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(2);
    let merge = |harness: &mut Harness<'static, App>, files: &[std::path::PathBuf]| {
        harness.get_by_label("Partie").click();
        harness.run_steps(2);
        harness.get_by_label("Teile zusammenführen …").click();
        harness.run_steps(4);
        let lines: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        harness
            .get_by_role_and_label(egui::Role::MultilineTextInput, "Ergebnisdateien")
            .set_text_value_accesskit(&lines.join("\n"));
        harness.run_steps(2);
        harness.get_by_label("Zusammenführen").click();
        run_until(harness, "the merge", |app| {
            app.series_run().is_some_and(|run| run.merged.is_some())
        });
    };
    let first = bernstein::net::series::read_part(&parts[0]).unwrap();
    assert!((1..4).contains(&first.games.len()), "a part of the games");
    merge(&mut harness, &parts[..1]);
    assert!(harness.query_by_label("Teil 2 von 2 fehlt.").is_some());
    let run = harness.state().series_run().unwrap();
    assert_eq!(run.games.len(), first.games.len());
    harness.get_by_label("Testreihe schließen").click();
    harness.run_steps(3);
    merge(&mut harness, &parts);
    let run = harness.state().series_run().unwrap();
    assert_eq!(run.games.len(), 4);
    assert_eq!(run.standings.as_ref().unwrap().stats[0].score.games(), 4);
    assert!(
        harness
            .query_by_label_contains("Alle Teile und alle Partien sind da.")
            .is_some()
    );
    assert!(harness.query_by_label("Teil 2 von 2 fehlt.").is_none());
}

/// While a series runs, the analysis of the game behind its table waits (the
/// bots play on the clock and need the cores) and the analysis card says so;
/// when the series ends, the analysis searches again.
#[test]
fn the_analysis_pauses_while_a_series_runs_and_says_so() {
    let dir = TempDir::new("series-analysis-pause");
    let mut harness = harness(&dir, [1280.0, 820.0]);
    harness
        .get_by_role_and_label(egui::Role::Button, "Analysis")
        .click();
    harness.run_steps(3);
    let analysing = |app: &App| app.session().is_some_and(|game| game.is_analysing());
    assert!(analysing(harness.state()), "the analysis searches");
    let paused = "Analysis paused while the test series runs: the bots play on the clock and need the cores.";
    assert!(harness.query_by_label(paused).is_none());
    let choices = SeriesChoices {
        kind: GameKind::Piranhas2026,
        bots: vec![client_bot("student", "--level 1")],
        levels: vec![1],
        games: 2,
        ..SeriesChoices::default()
    };
    start(&mut harness, choices);
    assert!(!analysing(harness.state()), "no search beside the bots");
    assert!(
        harness.query_by_label(paused).is_some(),
        "the card says why"
    );
    run_to_the_end(&mut harness, 2);
    // The series over, the game on the desk (the last one opened or the one
    // before) is analysed again.
    harness.run_steps(3);
    assert!(harness.query_by_label(paused).is_none());
    assert!(analysing(harness.state()), "the analysis searches again");
}
