//! The app's messages: a lasting problem (the autosave failing on every move) is one
//! notice, not a new box per move, and the same refused text again is one box that
//! counts; neither piles up over the board. A damaged autosave is kept, not overwritten.
//! A message on screen reads in the language the user switches to.
#![cfg(feature = "gui")]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use bernstein::app::i18n::Language;
use bernstein::app::{App, NewGameSettings};
use bernstein::records::PlayerKind;
use bernstein::rules::GameKind;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// A harness whose data folder is `data`.
fn harness(data: PathBuf) -> Harness<'static, App> {
    support::app(&data, [1280.0, 820.0])
}

fn start_muehle(harness: &mut Harness<'static, App>) {
    let settings = NewGameSettings {
        kind: GameKind::Muehle,
        players: [PlayerKind::Human, PlayerKind::Human],
        ..NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    harness.run_steps(2);
}

/// The message boxes whose text contains `text`.
fn boxes_with(harness: &Harness<'static, App>, text: &str) -> usize {
    harness.query_all_by_label_contains(text).count()
}

/// Runs frames until `done` holds or two seconds pass (the autosave is written on
/// a thread of its own, so its outcome arrives a few frames later).
fn run_until(harness: &mut Harness<'static, App>, done: impl Fn(&Harness<'static, App>) -> bool) {
    let start = Instant::now();
    while !done(harness) && start.elapsed() < Duration::from_secs(2) {
        harness.run_steps(1);
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_failing_autosave_is_one_notice_however_many_moves() {
    // A file where the data folder should be: every autosave fails.
    let dir = TempDir::new("blocked-data");
    let blocked = dir.join("data");
    std::fs::write(&blocked, b"not a folder").unwrap();
    let mut harness = harness(blocked);
    start_muehle(&mut harness);
    for text in ["d2", "d6", "b4"] {
        harness.state_mut().play_text(text).unwrap();
        harness.run_steps(2);
        run_until(&mut harness, |h| {
            boxes_with(h, "could not be autosaved") > 0
        });
    }
    assert_eq!(
        boxes_with(&harness, "could not be autosaved"),
        1,
        "one notice for a problem that lasts"
    );
}

#[test]
fn the_same_refused_text_three_times_is_one_message() {
    let data = TempDir::new("messages");
    let mut harness = harness(data.to_path_buf());
    start_muehle(&mut harness);
    for _ in 0..3 {
        harness.state_mut().paste("this is no position");
        harness.run_steps(2);
    }
    assert_eq!(
        boxes_with(&harness, "neither a position nor a game record"),
        1,
        "repeats are merged"
    );
    assert!(
        harness.query_by_label_contains("(×3)").is_some(),
        "and counted"
    );
}

#[test]
fn a_damaged_autosave_is_kept_and_the_message_says_where() {
    let data = TempDir::new("damaged-autosave");
    let damaged = "(format: 99, game: \"muehle\"";
    std::fs::write(data.join("autosave.ron"), damaged).unwrap();
    let mut harness = harness(data.to_path_buf());
    assert!(
        harness
            .query_by_label_contains("the file was kept as")
            .is_some(),
        "the message says where the unreadable autosave went"
    );
    // A new game and a move write a new autosave; the damaged one stays beside it.
    start_muehle(&mut harness);
    harness.state_mut().play_text("d2").unwrap();
    harness.state_mut().flush_autosave();
    let kept: Vec<_> = std::fs::read_dir(&*data)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| {
            entry
                .file_name()
                .to_string_lossy()
                .starts_with("autosave.unreadable-")
        })
        .collect();
    assert_eq!(kept.len(), 1, "one kept copy");
    assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), damaged);
    let autosave = std::fs::read_to_string(data.join("autosave.ron")).unwrap();
    assert!(autosave.contains("d2"), "the new game is autosaved");
}

#[test]
fn a_message_on_screen_is_reworded_when_the_language_changes() {
    let data = TempDir::new("messages-language");
    let mut harness = harness(data.to_path_buf());
    start_muehle(&mut harness);
    for _ in 0..2 {
        harness.state_mut().paste("this is no position");
        harness.run_steps(2);
    }
    let english = "neither a position nor a game record";
    let german = "weder eine Stellung noch ein Partieprotokoll";
    assert_eq!(boxes_with(&harness, english), 1);

    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(2);
    assert_eq!(boxes_with(&harness, english), 0, "no English left");
    assert_eq!(
        boxes_with(&harness, german),
        1,
        "the same message, in German"
    );
    assert!(
        harness.query_by_label_contains("(×2)").is_some(),
        "still counted"
    );
    // The same text again, now in German, is still the same message.
    harness.state_mut().paste("this is no position");
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("(×3)").is_some());

    harness.state_mut().set_language(Language::ENGLISH);
    harness.run_steps(2);
    assert_eq!(boxes_with(&harness, german), 0);
    assert_eq!(boxes_with(&harness, english), 1, "and back in English");
}
