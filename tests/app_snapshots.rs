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

// ---- The same screens at the sizes players use, in English and German ----------------

/// The window sizes the side panel's looks below are checked in.
const SIDE_SIZES: [[f32; 2]; 5] = [
    [760.0, 540.0],
    [1024.0, 700.0],
    [1280.0, 820.0],
    [1366.0, 768.0],
    [1920.0, 1080.0],
];

/// The window sizes and languages the dialogs below are checked in: a small laptop
/// window, an older laptop, the most common school laptop, full HD.
const SIZES: [[f32; 2]; 4] = [
    [760.0, 540.0],
    [1024.0, 700.0],
    [1366.0, 768.0],
    [1920.0, 1080.0],
];
const LANGUAGES: [bernstein::app::i18n::Language; 2] = [
    bernstein::app::i18n::Language::ENGLISH,
    bernstein::app::i18n::Language::GERMAN,
];

/// `scene` set up and pictured in each size and language, as
/// `<name>_<language>_<width>x<height>`.
fn in_each_size_and_language(
    name: &str,
    sizes: &[[f32; 2]],
    scene: impl Fn(&mut Harness<'static, App>),
) {
    // One set of results for the test, so that all its pictures are written (or
    // compared) before it fails.
    let mut results = egui_kittest::SnapshotResults::default();
    for &size in sizes {
        for language in LANGUAGES {
            let tag = format!("{name}_{}_{}x{}", language.code(), size[0], size[1]);
            let dir = TempDir::new(&format!("snapshot-{tag}"));
            let mut harness = support::app(&dir, size);
            harness.state_mut().set_language(language);
            harness.run_steps(2);
            scene(&mut harness);
            harness.snapshot(&tag);
            results.extend_harness(&mut harness);
        }
    }
    results.unwrap();
}

/// A competition replay with both results unfolded: the side panel's column
/// scrolls, the navigation and the move entry stay at its foot, nothing over them.
#[test]
fn a_replay_with_its_results_unfolded() {
    use egui_kittest::kittest::Queryable;
    in_each_size_and_language("side_replay", &SIDE_SIZES, |harness| {
        let replay = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/sc-replays/2022_nice-replay_1f3b1c5.xml");
        harness.state_mut().open_path(&replay);
        harness.run_steps(4);
        let fold = bernstein::app::strings::REPLAY_RESULTS.to_string();
        if harness.query_by_label("RESULT IN THE REPLAY").is_none()
            && harness
                .query_by_label("ERGEBNIS DER AUFZEICHNUNG")
                .is_none()
        {
            harness.get_by_label(&fold).click();
        }
        harness.run_steps(30);
    });
}

/// A variation with its move shown marked, a draw White offered and Black declined
/// (said in the status card), and the player bars' buttons.
#[test]
fn a_variation_and_a_declined_draw() {
    use egui_kittest::kittest::Queryable;
    in_each_size_and_language("side_variation_draw", &SIDE_SIZES, |harness| {
        support::show_game(harness, GameKind::Muehle, &["d2", "g7", "a1"]);
        let first = bernstein::app::strings::move_label(1, false, "d2");
        harness.get_by_label(&first).click();
        harness.run_steps(5);
        harness.state_mut().play_text("b6").unwrap();
        harness.state_mut().play_text("f4").unwrap();
        harness.run_steps(5);
        let draw = bernstein::app::strings::bar_action(
            &bernstein::app::strings::OFFER_DRAW.to_string(),
            &bernstein::app::strings::side_name(GameKind::Muehle, bernstein::rules::Side::Second),
        );
        harness.get_by_label(&draw).click();
        harness.run_steps(3);
        let decline = bernstein::app::strings::bar_action(
            &bernstein::app::strings::DECLINE_DRAW.to_string(),
            &bernstein::app::strings::side_name(GameKind::Muehle, bernstein::rules::Side::First),
        );
        harness.get_by_label(&decline).click();
        harness.run_steps(30);
    });
}

/// The new-game dialog with Mühle chosen: the sides' stones beside their names are
/// pieces, not radio buttons.
#[test]
fn the_new_game_dialog_with_muehle() {
    in_each_size_and_language("new_game_muehle", &SIZES, |harness| {
        let settings = NewGameSettings {
            kind: GameKind::Muehle,
            ..NewGameSettings::default()
        };
        harness.state_mut().show_new_game_dialog(settings);
        harness.run_steps(5);
    });
}

/// The position editor with Mühle: the board, both sides' stones in hand, the
/// position text and the help inside the window (what does not fit scrolls), and
/// a text that cannot be read with its reason.
#[test]
fn the_position_editor_with_muehle() {
    use egui_kittest::kittest::Queryable;
    in_each_size_and_language("editor_muehle", &SIZES, |harness| {
        support::show_game(harness, GameKind::Muehle, &["d2", "g7"]);
        harness.state_mut().open_position_editor();
        harness.run_steps(4);
        let field = bernstein::app::strings::EDITOR_POSITION_TEXT.to_string();
        harness.get_by_label(&field).focus();
        harness.run_steps(1);
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        harness.run_steps(1);
        harness
            .get_by_label(&field)
            .type_text("WW./.B./... w 9:9 0 1");
        harness.run_steps(6);
    });
}

/// The welcome of the first start: the five games' cards and the ways in, all in
/// the window (in a low one the cards scroll above the buttons).
#[test]
fn the_welcome() {
    in_each_size_and_language("welcome", &SIZES, |harness| {
        harness.state_mut().show_welcome();
        harness.run_steps(6);
    });
}

/// The toolbar with a game saved under a long name: whole where the window has
/// room, shortened in the middle (its start and extension kept) where not.
#[test]
fn the_toolbar_with_a_long_file_name() {
    in_each_size_and_language("toolbar_long_name", &SIZES, |harness| {
        support::show_game(harness, GameKind::Muehle, &["d2", "g7"]);
        let folder = TempDir::new("snapshot-toolbar-file");
        let path = folder.join("Mühle gegen Krake, Stufe Meister, 28. November 2026.ron");
        let record = harness.state().record().expect("a game is open");
        bernstein::records::files::save(&path, &record).expect("the game is saved");
        harness.state_mut().open_path(&path);
        harness.run_steps(5);
    });
}

/// The evaluation graph of a finished Ostseeschach game whose record holds an
/// evaluation after every move, with its scale's buttons in their strip beside
/// the curve.
#[test]
fn the_evaluation_graph_beside_its_scale() {
    let record = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/ostseeschach-tie-break.pgn"),
    )
    .expect("the fixture");
    // An evaluation after each move: a slow swing to Red, then to Blue, who wins.
    let (headers, moves) = record.split_once("\n\n").expect("headers, then moves");
    let mut ply = 0;
    let moves: String = moves
        .split_inclusive(char::is_whitespace)
        .map(|token| {
            let word = token.trim();
            let is_move = word.len() >= 5
                && word.contains(['-', 'x'])
                && !word.starts_with(['[', '0', '1'])
                && !word.ends_with('.');
            if !is_move {
                return token.to_string();
            }
            ply += 1;
            let eval = 1.8 * (ply as f64 / 9.0).sin() - ply as f64 * 0.05;
            format!("{word} {{[%eval {eval:.2}]}}{}", &token[word.len()..])
        })
        .collect();
    let with_evals = format!("{headers}\n\n{moves}");
    in_each_size_and_language("graph_scale", &SIZES, |harness| {
        use egui_kittest::kittest::Queryable;
        let folder = TempDir::new("snapshot-graph-record");
        let path = folder.join("evaluated.pgn");
        std::fs::write(&path, &with_evals).expect("the record is written");
        harness.state_mut().open_path(&path);
        harness.run_steps(3);
        let analysis = bernstein::app::strings::ANALYSIS.to_string();
        harness
            .get_by_role_and_label(egui::Role::Button, &analysis)
            .click();
        harness.remove_cursor();
        harness.run_steps(30);
    });
}
