//! Competition replays on screen: the result by Bernstein's rules at the replay's
//! last position ("not over" when it is not) beside the competition server's own,
//! labelled; the server's score parts with their names and units per season; a
//! nameless player named with one word; the 2019 server's German reason worded in
//! English and shown as it is in German; and "they differ" only where they do,
//! with why. The note on what a replay was reads in the app's language.
#![cfg(feature = "gui")]

use std::path::Path;

use bernstein::app::App;
use bernstein::app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// The app in `language` with the fixture replay `name` open.
fn open_replay(dir: &TempDir, language: Language, name: &str) -> Harness<'static, App> {
    open_replay_sized(dir, language, name, [1280.0, 820.0])
}

fn open_replay_sized(
    dir: &TempDir,
    language: Language,
    name: &str,
    size: [f32; 2],
) -> Harness<'static, App> {
    let mut harness = support::app(dir, size);
    harness.state_mut().set_language(language);
    harness.run_steps(2);
    let replay = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays")
        .join(name);
    harness.state_mut().open_path(&replay);
    harness.run_steps(4);
    // Below full-HD height the two results start folded under their title.
    if size[1] >= 800.0 {
        let title = ["Result: rules and server", "Ergebnis: Regeln und Server"]
            .into_iter()
            .find(|title| harness.query_by_label(title).is_some())
            .expect("the results' title");
        harness.get_by_label(title).click();
        harness.run_steps(10);
    }
    harness
}

fn shows(harness: &Harness<'static, App>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn a_timeout_replay_shows_both_results_labelled_without_a_difference() {
    let dir = TempDir::new("replay-2019");
    let harness = open_replay(&dir, Language::ENGLISH, "2019_test.xml");
    assert!(shows(&harness, "RESULT BY BERNSTEIN'S RULES"));
    assert!(shows(
        &harness,
        "At the replay's last position the game is not over by Bernstein's rules."
    ));
    assert!(shows(&harness, "RESULT IN THE REPLAY"));
    // The server's reason says what its cause says, more exactly: once.
    assert!(shows(
        &harness,
        "Competition server: Red wins (Blue: sent no move within 10 seconds of the request)"
    ));
    assert!(!shows(&harness, "sent no move in time"));
    assert!(!shows(&harness, "Der Spieler"), "no German inside English");
    assert!(shows(&harness, "Win points"));
    assert!(shows(&harness, "Largest swarm"));
    assert!(shows(&harness, "8 fish"));
    assert!(shows(&harness, "2 points"));
    assert!(
        !shows(&harness, "differ"),
        "a time-out is not a rules matter"
    );
    assert_eq!(harness.query_all_by_label("Anonymous").count(), 2);
    assert!(!shows(&harness, "Unknown"));
    assert!(!shows(&harness, "Human"));
}

#[test]
fn in_german_the_servers_reason_is_shown_as_it_wrote_it() {
    let dir = TempDir::new("replay-2019-de");
    let harness = open_replay(&dir, Language::GERMAN, "2019_test.xml");
    assert!(shows(&harness, "ERGEBNIS NACH BERNSTEINS REGELN"));
    assert!(shows(
        &harness,
        "Der Spieler hat innerhalb von 10 Sekunden nach Aufforderung keinen Zug gesendet"
    ));
    assert!(!shows(&harness, "harte Zeitüberschreitung"), "said once");
    assert!(shows(&harness, "Größter Schwarm"));
    assert!(shows(&harness, "8 Fische"));
    assert_eq!(harness.query_all_by_label("Anonym").count(), 2);
}

#[test]
fn a_server_that_ended_the_game_early_differs_and_says_why() {
    let dir = TempDir::new("replay-2022-early");
    let harness = open_replay(&dir, Language::ENGLISH, "2022_nice-replay_1f3b1c5.xml");
    assert!(shows(&harness, "not over by Bernstein's rules"));
    assert!(shows(&harness, "Competition server: Red wins"));
    assert!(shows(&harness, "Ambers"));
    assert!(shows(&harness, "2 ambers"));
    assert!(shows(&harness, "Light piece furthest ahead"));
    assert!(shows(&harness, "1 row from its start line"));
    assert!(shows(
        &harness,
        "They differ: the server ended the game in round 21, where Bernstein's rules let it go on."
    ));
}

#[test]
fn a_draw_the_rules_break_differs_and_a_matching_result_does_not() {
    let dir = TempDir::new("replay-2022-draw");
    let harness = open_replay(&dir, Language::ENGLISH, "2022_nice-replay_263680f.xml");
    assert!(shows(&harness, "Blue wins"));
    assert!(shows(&harness, "Competition server: Draw"));
    assert!(shows(
        &harness,
        "They differ: Bernstein's rules decide the last position otherwise"
    ));
    drop(harness);
    let dir = TempDir::new("replay-2022-same");
    let harness = open_replay(&dir, Language::ENGLISH, "2022_nice-replay_f66fb6d.xml");
    assert!(shows(&harness, "Competition server: Red wins"));
    assert!(!shows(&harness, "differ"));
}

/// A side handed to the computer during a game: its next move carries a marker in
/// the move list saying who made it, and the record notes it.
#[test]
fn a_move_after_a_change_of_players_is_marked_and_recorded() {
    use bernstein::app::strings as s;
    use bernstein::records::PlayerKind;
    use bernstein::rules::GameKind;
    let dir = TempDir::new("players-change");
    support::quiet_graphics();
    let data = dir.to_path_buf();
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| App::with_data_dir(cc, Some(data)));
    harness.run_steps(2);
    support::show_game(&mut harness, GameKind::Muehle, &["d2"]);
    harness.get_by_label("Black player").click();
    harness.run_steps(2);
    harness.get_by_label(&s::level_choice(1)).click();
    for _ in 0..600 {
        harness.run_steps(1);
        if harness.state().session().unwrap().tree().move_count() >= 2 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    harness.run_steps(3);
    let note = format!("Black from this move on: {}", s::computer_name(1));
    assert_eq!(harness.query_all_by_label(&note).count(), 1, "{note}");
    let record = harness.state().session().unwrap().record(None);
    // The record names who plays Black now; Black's moves were all the computer's.
    assert_eq!(record.players[1].kind, PlayerKind::Computer { level: 1 });
    let second = record.moves.main_line()[1];
    assert_eq!(
        record.moves.annotation(second).unwrap().player,
        Some(PlayerKind::Computer { level: 1 })
    );
}

/// Below full-HD height the two results start folded under one title, so that the
/// move list keeps its rows; a click on the title shows them.
#[test]
fn at_1024x700_the_results_fold_under_their_title() {
    let dir = TempDir::new("replay-fold");
    let mut harness = open_replay_sized(&dir, Language::GERMAN, "2019_test.xml", [1024.0, 700.0]);
    assert!(!shows(&harness, "Wettbewerbsserver:"), "folded");
    harness.get_by_label("Ergebnis: Regeln und Server").click();
    harness.run_steps(10);
    assert!(shows(&harness, "Wettbewerbsserver: Rot gewinnt"));
    assert!(shows(&harness, "ERGEBNIS NACH BERNSTEINS REGELN"));
    // The long score parts wrap inside the side panel instead of widening it.
    let flip = harness.get_by_label_contains("Brett drehen").rect();
    assert!(
        flip.right() <= 1024.0,
        "the side panel stays in the window: {flip:?}"
    );
}

#[test]
fn the_2022_score_parts_wrap_inside_the_side_panel() {
    let dir = TempDir::new("replay-2022-wrap");
    let harness = open_replay(&dir, Language::ENGLISH, "2022_nice-replay_263680f.xml");
    assert!(shows(&harness, "rows from its start line"));
    let flip = harness.get_by_label_contains("Flip board").rect();
    assert!(
        flip.right() <= 1280.0,
        "the side panel stays in the window: {flip:?}"
    );
}

#[test]
fn the_replay_s_note_is_in_the_app_s_language() {
    let dir = TempDir::new("replay-note-de");
    let harness = open_replay(&dir, Language::GERMAN, "2019_test.xml");
    assert!(shows(
        &harness,
        "Replay der Software Challenge 2019 (Piranhas)"
    ));
    assert!(!shows(&harness, "Piranhas 2019 replay"), "no English note");
    let harness = open_replay(&dir, Language::GERMAN, "2022_nice-replay_263680f.xml");
    assert!(shows(
        &harness,
        "Replay der Software Challenge 2022 (Ostseeschach) im Format der Vorabversion \
         (Juni 2021); Koordinaten x = Reihe − 1, y = Linie (wie in der Release-Version)"
    ));
    assert!(
        !shows(&harness, "Ostseeschach 2022 replay"),
        "no English note"
    );

    let dir = TempDir::new("replay-note-en");
    let harness = open_replay(&dir, Language::ENGLISH, "2019_test.xml");
    assert!(shows(&harness, "Piranhas 2019 replay"));
    let harness = open_replay(&dir, Language::ENGLISH, "2022_nice-replay_263680f.xml");
    assert!(shows(
        &harness,
        "Ostseeschach 2022 replay, pre-release (June 2021) format; coordinates \
         x = rank − 1, y = file (release convention)"
    ));
}
