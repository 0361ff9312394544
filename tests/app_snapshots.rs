//! Pictures of the main screen of each game (and of the new-game dialog), compared
//! with the committed images in tests/snapshots/. `UPDATE_SNAPSHOTS=1 cargo test
//! --test app_snapshots` writes them anew after an intended change of the look.
#![cfg(feature = "gui")]

use bernstein::app::{App, NewGameSettings};
use bernstein::records::PlayerKind as Player;
use bernstein::rules::GameKind;
use egui_kittest::Harness;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// A harness whose app keeps its autosave in a temporary directory, removed when
/// the returned guard drops (after the harness, which is declared after it).
fn harness(name: &str) -> (TempDir, Harness<'static, App>) {
    support::quiet_graphics();
    let dir = TempDir::new(&format!("snapshot-{name}"));
    let data_dir = dir.to_path_buf();
    let harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| App::with_data_dir(cc, Some(data_dir)));
    (dir, harness)
}

#[test]
fn new_game_dialog() {
    let (_dir, mut harness) = harness("dialog");
    harness.run_steps(3);
    // The seed is drawn afresh each time: fix it for the picture.
    let settings = NewGameSettings {
        seed_text: "4711".to_string(),
        ..NewGameSettings::default()
    };
    harness.state_mut().show_new_game_dialog(settings);
    harness.run_steps(3);
    harness.snapshot("app_new_game_dialog");
}

/// The main screen of a game after a few moves (two humans, a fixed seed).
fn main_screen(kind: GameKind, moves: &[&str]) {
    let (_dir, mut harness) = harness(kind.id());
    support::show_game(&mut harness, kind, moves);
    harness.snapshot(format!("app_{}", kind.id()));
}

#[test]
fn main_screen_ostseeschach() {
    main_screen(GameKind::Ostseeschach, &["a1-b2", "g8-f7"]);
}

#[test]
fn main_screen_ostseeschach_original() {
    main_screen(GameKind::OstseeschachOriginal, &["d2-d3", "e7-e6"]);
}

#[test]
fn main_screen_piranhas() {
    main_screen(GameKind::Piranhas, &["A1-C1"]);
}

#[test]
fn main_screen_piranhas_2026() {
    main_screen(GameKind::Piranhas2026, &["A1-C1"]);
}

#[test]
fn main_screen_muehle() {
    main_screen(GameKind::Muehle, &["d2", "g7", "a1"]);
}

/// The menu of a move in the move list, on a variation (Mühle, two humans).
#[test]
fn move_menu() {
    use egui_kittest::kittest::Queryable;
    let (_dir, mut harness) = harness("move-menu");
    let settings = NewGameSettings {
        kind: GameKind::Muehle,
        players: [Player::Human, Player::Human],
        ..NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    for text in ["d2", "g7", "a1"] {
        harness.state_mut().play_text(text).unwrap();
    }
    harness.run_steps(5);
    harness.get_by_label("Move 1. d2").click();
    harness.run_steps(5);
    harness.state_mut().play_text("b6").unwrap();
    harness.run_steps(30);
    harness.get_by_label("Move 1… b6").click_secondary();
    harness.run_steps(5);
    harness.snapshot("app_move_menu");
}
