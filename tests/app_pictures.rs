//! "Position as picture" driven like a user: Game → Position as picture … opens
//! a dialog that fits every window; the path typed (its ending chooses PNG or
//! SVG, the format buttons change the ending) receives the position shown, as
//! the board shows it, with the hint's arrow when asked and coordinates when
//! asked; a path that cannot be written is said in the dialog, which stays.
#![cfg(feature = "gui")]

use std::path::Path;

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::rules::GameKind;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn open_dialog(harness: &mut Harness<'static, App>, game: &str, item: &str) {
    harness.get_by_label(game).click();
    harness.run_steps(2);
    harness.get_by_label(item).click();
    harness.run_steps(4);
}

/// Replaces the path field's text with `path`.
fn type_path(harness: &mut Harness<'static, App>, label: &str, path: &Path) {
    harness
        .get_by_role_and_label(egui::Role::TextInput, label)
        .focus();
    harness.run_steps(1);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run_steps(1);
    harness
        .get_by_role_and_label(egui::Role::TextInput, label)
        .type_text(&path.display().to_string());
    harness.run_steps(2);
}

#[test]
fn the_position_is_saved_as_svg_and_png_from_the_game_menu() {
    let dir = TempDir::new("app-pictures");
    let mut harness = support::app(&dir, [1024.0, 700.0]);
    support::show_game(&mut harness, GameKind::Ostseeschach, &["a1-b2", "g8-f7"]);
    open_dialog(&mut harness, "Game", "Position as picture …");
    assert!(harness.state().picture_dialog_open());

    // SVG: the ending chosen by the format button; with coordinates.
    let svg = dir.join("worksheet.png");
    type_path(&mut harness, "File path", &svg);
    harness.get_by_label("SVG").click();
    harness.run_steps(2);
    harness.get_by_label("Save picture").click();
    harness.run_steps(3);
    assert!(!harness.state().picture_dialog_open(), "closed once saved");
    let text = std::fs::read_to_string(dir.join("worksheet.svg")).expect("the SVG written");
    assert!(
        text.starts_with("<svg") || text.starts_with("<?xml"),
        "{}",
        &text[..40.min(text.len())]
    );
    assert!(!svg.exists(), "the ending the button chose is the file's");

    // PNG without coordinates: a picture, smaller than with them.
    open_dialog(&mut harness, "Game", "Position as picture …");
    let png = dir.join("chat.png");
    type_path(&mut harness, "File path", &png);
    harness.get_by_label("Coordinates along the edge").click();
    harness.run_steps(2);
    harness.get_by_label("Save picture").click();
    harness.run_steps(3);
    let bytes = std::fs::read(&png).expect("the PNG written");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");

    // A folder that does not exist: said in the dialog, which stays open.
    open_dialog(&mut harness, "Game", "Position as picture …");
    type_path(&mut harness, "File path", &dir.join("missing/folder/x.png"));
    harness.get_by_label("Save picture").click();
    harness.run_steps(3);
    assert!(harness.state().picture_dialog_open());
    assert!(
        harness
            .query_by_label_contains("The picture could not be written to")
            .is_some()
    );
    // Another ending is refused with the reason.
    type_path(&mut harness, "File path", &dir.join("x.jpg"));
    harness.get_by_label("Save picture").click();
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label_contains("must end in .png or .svg")
            .is_some()
    );
}

/// A German user reads why the picture was not saved in German, and in English
/// once the language is switched with the dialog open.
#[test]
fn the_picture_dialog_says_its_error_in_the_language_chosen() {
    let dir = TempDir::new("app-pictures-german");
    let mut harness = support::app(&dir, [1024.0, 700.0]);
    harness.state_mut().set_language(Language::GERMAN);
    support::show_game(&mut harness, GameKind::Muehle, &["d2", "g7"]);
    open_dialog(&mut harness, "Partie", "Stellung als Bild …");
    type_path(
        &mut harness,
        "Dateipfad",
        &dir.join("fehlt/ordner/brett.png"),
    );
    harness.get_by_label("Bild speichern").click();
    harness.run_steps(3);
    assert!(harness.state().picture_dialog_open());
    assert!(
        harness
            .query_by_label_contains("Das Bild konnte nicht nach")
            .is_some()
    );
    type_path(&mut harness, "Dateipfad", &dir.join("brett.jpg"));
    harness.get_by_label("Bild speichern").click();
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label_contains("muss auf .png oder .svg enden")
            .is_some()
    );
    harness.state_mut().set_language(Language::ENGLISH);
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label_contains("must end in .png or .svg")
            .is_some()
    );
    assert!(!dir.join("brett.jpg").exists());
}

/// The dialog at the four window sizes, in German and English: it fits.
#[test]
fn the_picture_dialog_fits_every_window_in_both_languages() {
    let mut results = egui_kittest::SnapshotResults::default();
    for size in [
        [760.0, 540.0],
        [1024.0, 700.0],
        [1366.0, 768.0],
        [1920.0, 1080.0],
    ] {
        for (language, game, item) in [
            (Language::ENGLISH, "Game", "Position as picture …"),
            (Language::GERMAN, "Partie", "Stellung als Bild …"),
        ] {
            let tag = format!("picture_dialog_{}_{}x{}", language.code(), size[0], size[1]);
            let dir = TempDir::new(&tag);
            let mut harness = support::app(&dir, size);
            harness.state_mut().set_language(language);
            support::show_game(&mut harness, GameKind::Muehle, &["d2", "g7", "a1"]);
            open_dialog(&mut harness, game, item);
            harness.run_steps(4);
            let window = harness.ctx.content_rect();
            for label in ["SVG", "PNG"] {
                let rect = harness.get_by_label(label).rect();
                assert!(window.contains_rect(rect), "{tag}: {label} {rect:?}");
            }
            harness.snapshot(&tag);
            results.extend_harness(&mut harness);
        }
    }
    results.unwrap();
}

/// The Rules window of Ostseeschach shows each animal alone with an arrow to
/// every square it may go to (as the rules give its moves), named with how it
/// moves; pictured at the four window sizes in both languages.
#[test]
fn the_rules_window_draws_each_piece_with_its_moves() {
    let mut results = egui_kittest::SnapshotResults::default();
    for size in [
        [760.0, 540.0],
        [1024.0, 700.0],
        [1366.0, 768.0],
        [1920.0, 1080.0],
    ] {
        for (language, rules, seal) in [
            (
                Language::ENGLISH,
                "Rules",
                "Seal: two squares one way and one to the side",
            ),
            (
                Language::GERMAN,
                "Regeln",
                "Robbe: zwei Felder in eine Richtung und eines zur Seite",
            ),
        ] {
            let tag = format!("rules_pieces_{}_{}x{}", language.code(), size[0], size[1]);
            let dir = TempDir::new(&tag);
            let mut harness = support::app(&dir, size);
            harness.state_mut().set_language(language);
            support::show_game(&mut harness, GameKind::Ostseeschach, &[]);
            // The toolbar's button (the first of that name).
            harness
                .query_all_by(|node| {
                    node.role() == egui::accesskit::Role::Button
                        && node.label().as_deref() == Some(rules)
                })
                .next()
                .expect("the Rules button")
                .click();
            harness.run_steps(6);
            let pictures = harness
                .query_all_by_role(egui::Role::Image)
                .filter(|node| {
                    use egui_kittest::kittest::NodeT;
                    node.accesskit_node()
                        .label()
                        .is_some_and(|label| label.contains(": "))
                })
                .count();
            assert_eq!(pictures, 4, "{tag}: one picture per animal");
            assert!(
                harness.query_all_by_label_contains(seal).next().is_some(),
                "{tag}"
            );
            harness.snapshot(&tag);
            results.extend_harness(&mut harness);
        }
    }
    results.unwrap();
}
