//! The first start: a welcome with the five games and the three ways in, in the
//! system's language, shown once: every start writes the settings, and a start
//! with settings is no first start.
#![cfg(feature = "gui")]

use std::collections::HashMap;
use std::path::Path;

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::app::welcome::is_first_start;
use bernstein::rules::GameKind;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// The settings as eframe keeps them, in memory.
#[derive(Default)]
struct Settings(HashMap<String, String>);

impl eframe::Storage for Settings {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

fn welcome(dir: &Path, size: [f32; 2], language: Language) -> Harness<'static, App> {
    let mut harness = support::app(dir, size);
    harness.state_mut().set_language(language);
    harness.state_mut().show_welcome();
    harness.run_steps(3);
    harness
}

/// Where the card of a game is on the welcome, found by its name in the language
/// shown.
fn card(harness: &Harness<'static, App>, kind: GameKind) -> Option<egui::Rect> {
    let name = bernstein::app::strings::game_name(kind);
    let node = harness.query_by_role_and_label(egui::Role::Button, &name);
    node.map(|node| node.rect())
}

#[test]
fn only_the_very_first_start_is_one() {
    let mut settings = Settings::default();
    assert!(is_first_start(Some(&settings)), "nothing written yet");
    assert!(!is_first_start(None), "no settings to remember it in");

    // Whatever the first start ends with, its settings say it was seen.
    let dir = TempDir::new("welcome-once");
    let mut harness = welcome(&dir, [1024.0, 700.0], Language::ENGLISH);
    eframe::App::save(harness.state_mut(), &mut settings);
    assert!(!is_first_start(Some(&settings)), "never again after");

    // A user of a version before the welcome has settings, with the language.
    let mut earlier = Settings::default();
    earlier.set_string_for_test("language", "de");
    assert!(!is_first_start(Some(&earlier)));
}

impl Settings {
    fn set_string_for_test(&mut self, key: &str, value: &str) {
        eframe::Storage::set_string(self, key, value.to_string());
    }
}

#[test]
fn the_welcome_shows_the_games_and_the_ways_in() {
    let dir = TempDir::new("welcome-english");
    let mut harness = welcome(&dir, [1024.0, 700.0], Language::ENGLISH);
    assert!(harness.state().welcome_shown());
    assert!(harness.query_by_label("Welcome to Bernstein").is_some());
    assert!(
        harness.query_by_label("Start game").is_none(),
        "no new-game dialog over it"
    );
    for kind in GameKind::ALL {
        assert!(card(&harness, kind).is_some(), "{kind:?}");
    }
    // A game's card starts a new game of it: the new-game dialog with it chosen.
    harness
        .get_by_role_and_label(egui::Role::Button, "Mühle")
        .click();
    harness.run_steps(3);
    assert!(!harness.state().welcome_shown());
    assert!(harness.query_by_label("Start game").is_some());
    assert_eq!(harness.state().new_game_settings().kind, GameKind::Muehle);

    // The bot authors' way in: the test series dialog.
    let mut harness = welcome(&dir, [1024.0, 700.0], Language::ENGLISH);
    harness.get_by_label("Test series…").click();
    harness.run_steps(3);
    assert!(!harness.state().welcome_shown());
    assert!(harness.query_by_label("Start game").is_none());
    assert!(
        harness.query_by_label("+ Add a bot").is_some(),
        "the series dialog"
    );

    // "New game" keeps the game chosen last.
    let mut harness = welcome(&dir, [1024.0, 700.0], Language::ENGLISH);
    let last = harness.state().new_game_settings().kind;
    harness.get_by_label("New game").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Start game").is_some());
    assert_eq!(harness.state().new_game_settings().kind, last);
}

#[test]
fn a_file_opened_at_the_first_start_takes_the_welcomes_place() {
    let dir = TempDir::new("welcome-file");
    let replay = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays/2022_nice-replay_1f3b1c5.xml");
    let mut harness = welcome(&dir, [1024.0, 700.0], Language::ENGLISH);
    harness.state_mut().open_path(&replay);
    harness.run_steps(3);
    assert!(!harness.state().welcome_shown());
    assert!(harness.state().record().is_some());
    assert!(harness.query_by_label("Welcome to Bernstein").is_none());
}

/// In German and English, at the window sizes users have, every control of the
/// welcome is inside the window.
#[test]
fn the_welcome_fits_every_window_in_both_languages() {
    let dir = TempDir::new("welcome-sizes");
    let labels = |german: bool| {
        let labels: Vec<&str> = if german {
            vec![
                "Willkommen bei Bernstein",
                "Neue Partie",
                "Partie öffnen …",
                "Testreihe …",
            ]
        } else {
            vec![
                "Welcome to Bernstein",
                "New game",
                "Open a game…",
                "Test series…",
            ]
        };
        labels
    };
    for size in [
        [760.0, 540.0],
        [1024.0, 700.0],
        [1366.0, 768.0],
        [1920.0, 1080.0],
    ] {
        for (language, german) in [(Language::ENGLISH, false), (Language::GERMAN, true)] {
            let harness = welcome(&dir, size, language);
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
            for label in labels(german) {
                let node = harness
                    .query_by_label(label)
                    .unwrap_or_else(|| panic!("{label} at {size:?}"));
                let rect = node.rect();
                assert!(window.contains_rect(rect), "{label} at {size:?}: {rect:?}");
            }
            // The cards of the five games stand in one row, inside the window.
            let cards: Vec<egui::Rect> = GameKind::ALL
                .iter()
                .map(|kind| card(&harness, *kind).expect("a card per game"))
                .collect();
            for rect in &cards {
                assert!(window.contains_rect(*rect), "{size:?} {german}: {rect:?}");
            }
            for pair in cards.windows(2) {
                assert_eq!(pair[0].top(), pair[1].top(), "{size:?} {german}");
                assert!(pair[0].right() < pair[1].left(), "{size:?} {german}");
            }
        }
    }
}

/// In a window lower than the page (a small laptop with a large font, a window
/// made low), the ways in stay at its foot, inside the window, and the cards
/// scroll above them.
#[test]
fn the_ways_in_stay_in_a_low_window() {
    let dir = TempDir::new("welcome-low");
    for (language, labels) in [
        (
            Language::ENGLISH,
            ["New game", "Open a game…", "Test series…"],
        ),
        (
            Language::GERMAN,
            ["Neue Partie", "Partie öffnen …", "Testreihe …"],
        ),
    ] {
        let size = [760.0, 420.0];
        let mut harness = welcome(&dir, size, language);
        harness.run_steps(3);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
        for label in labels {
            let rect = harness.get_by_label(label).rect();
            assert!(window.contains_rect(rect), "{label}: {rect:?}");
        }
        // The cards begin above the buttons and scroll behind them.
        let buttons = harness.get_by_label(labels[0]).rect();
        let muehle = card(&harness, GameKind::Muehle).expect("Mühle's card");
        assert!(muehle.top() < buttons.top(), "{muehle:?} above {buttons:?}");
        harness.hover_at(muehle.center());
        harness.run_steps(1);
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -400.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run_steps(30);
        let scrolled = card(&harness, GameKind::Muehle).expect("Mühle's card");
        assert!(scrolled.top() < muehle.top(), "the cards scroll");
        assert_eq!(harness.get_by_label(labels[0]).rect(), buttons);
    }
}
