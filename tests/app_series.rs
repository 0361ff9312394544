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
use bernstein::app::series::{BotEntry, SeriesChoices};
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
    BotEntry {
        name: name.to_string(),
        command: format!(
            "{} client piranhas-2026 {options}",
            env!("CARGO_BIN_EXE_bernstein")
        ),
    }
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
        harness.get_by_label("+ Add a bot").click();
        harness.run_steps(3);
        for label in [
            "Name 1",
            "Command line 1",
            "Command line 2",
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
                "Command line 1",
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
            "Befehlszeile 1",
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
                "Befehlszeile 2",
                "Feste Zeit je Zug",
            ],
            &format!("German at {size:?}"),
        );
        // Without a command line there is no series, and the dialog says why.
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
    harness.state_mut().show_series_dialog();
    harness.run_steps(10);
    let command = harness
        .get_by_label("Command line 1")
        .value()
        .unwrap_or_default();
    assert!(
        command.ends_with("client piranhas-2026 --level 1"),
        "{command}"
    );
    harness.get_by_label("Cancel").click();
    harness.run_steps(10);
    assert!(harness.query_by_label("Command line 1").is_none());

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
        bots: vec![BotEntry {
            name: "sleepy".to_string(),
            command: format!("python3 {} hang", bot.display()),
        }],
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
