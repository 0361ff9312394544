//! The app's languages: every message in every language and none unused, German
//! numbers, the language of a locale, and the pseudo-language run through the main
//! screens so that no text escapes translation.
#![cfg(feature = "gui")]

use std::collections::BTreeSet;
use std::path::Path;

use bernstein::app::i18n::{self, Language};
use bernstein::app::strings as s;
use bernstein::app::{App, NewGameSettings};
use bernstein::net::{SEASON_KINDS, Season};
use bernstein::records::PlayerKind as Player;
use bernstein::rules::{EndReason, GameKind, ON_OFF, Position, RuleOptions, Side};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// One of each end reason; the match makes a new variant fail to compile here
/// until it is listed.
fn all_end_reasons() -> Vec<EndReason> {
    let all = vec![
        EndReason::Ambers {
            first: 2,
            second: 1,
        },
        EndReason::DistanceTieBreak {
            first: vec![3],
            second: vec![],
        },
        EndReason::BothSwarmsConnected {
            first: 12,
            second: 9,
        },
        EndReason::SwarmConnected {
            first: 12,
            second: 9,
        },
        EndReason::RoundLimitSwarm {
            first: 12,
            second: 9,
        },
        EndReason::HeavierSwarm {
            first: 21,
            second: 17,
        },
        EndReason::FirstUnion { weight: 19 },
        EndReason::EqualSwarms { weight: 19 },
        EndReason::RoundLimitWeight {
            first: 12,
            second: 9,
        },
        EndReason::NoLegalMove,
        EndReason::FewerThanThreeStones,
        EndReason::ThreefoldRepetition,
        EndReason::NoRemovalFiftyMoves,
        EndReason::VictoryPoints {
            first: 3,
            second: 1,
        },
        EndReason::OnePieceLeft,
        EndReason::PlyLimit,
    ];
    for reason in &all {
        match reason {
            EndReason::Ambers { .. }
            | EndReason::DistanceTieBreak { .. }
            | EndReason::BothSwarmsConnected { .. }
            | EndReason::SwarmConnected { .. }
            | EndReason::RoundLimitSwarm { .. }
            | EndReason::HeavierSwarm { .. }
            | EndReason::FirstUnion { .. }
            | EndReason::EqualSwarms { .. }
            | EndReason::RoundLimitWeight { .. }
            | EndReason::NoLegalMove
            | EndReason::FewerThanThreeStones
            | EndReason::ThreefoldRepetition
            | EndReason::NoRemovalFiftyMoves
            | EndReason::VictoryPoints { .. }
            | EndReason::OnePieceLeft
            | EndReason::PlyLimit => {}
        }
    }
    all
}

/// The ids the app builds from a game, a side or an end reason.
fn built_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for kind in GameKind::ALL {
        for prefix in ["game-name", "game-description", "rules", "score-value"] {
            ids.insert(format!("{prefix}-{}", kind.id()));
        }
        for side in Side::BOTH {
            ids.insert(s::side_id(kind, side));
        }
        // The new-game dialog names each rule option and, unless it is on or off,
        // each of its values.
        let specs =
            bernstein::with_game!(kind, P => <<P as Position>::Options as RuleOptions>::specs());
        for spec in specs {
            ids.insert(format!("option-{}", spec.id));
            if spec.values != ON_OFF {
                for value in spec.values {
                    ids.insert(format!("option-{}-{value}", spec.id));
                }
            }
        }
    }
    for reason in all_end_reasons() {
        ids.insert(format!("end-reason-{}", reason.id()));
    }
    // A series report names each cause of a game's end.
    for cause in bernstein::net::series::EndCause::ALL {
        ids.insert(format!("report-cause-{}", cause.id()));
    }
    // A competition result's score parts, by what each season's server scores.
    for kind in SEASON_KINDS {
        let parts =
            bernstein::with_season!(kind, P => <P as Season>::SCORE_PARTS).expect("a season");
        for part in parts {
            ids.insert(format!("score-part-{part}"));
            ids.insert(format!("score-value-{part}"));
        }
    }
    ids
}

fn source_text(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_text(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

// That every language has English's messages with the same variables is the
// catalogue's own test (bernstein-words); here each file reads as the app reads it.
#[test]
fn every_language_reads_without_errors_and_has_every_message() {
    for language in Language::all() {
        assert_eq!(i18n::file_errors(language), Vec::<String>::new());
        for id in i18n::message_ids(Language::ENGLISH) {
            assert!(
                i18n::has_message(language, &id),
                "{}: {id}",
                language.code()
            );
        }
    }
}

/// Whether `source` names message `id`: by its id in quotes, or by the constant
/// the build writes for a text without variables (`COPIED_GAME`).
fn names_message(source: &str, id: &str) -> bool {
    let constant = id.to_uppercase().replace('-', "_");
    let is_name = |c: char| c.is_ascii_alphanumeric() || c == '_';
    source.contains(&format!("\"{id}\""))
        || source.match_indices(&constant).any(|(at, _)| {
            let before = source[..at].chars().next_back();
            let after = source[at + constant.len()..].chars().next();
            !before.is_some_and(is_name) && !after.is_some_and(is_name)
        })
}

#[test]
fn every_message_is_used_and_every_built_id_exists() {
    let mut source = String::new();
    // The app's texts, and the layers' errors worded from the same files.
    source_text(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/crates")),
        &mut source,
    );
    let built = built_ids();
    for id in &built {
        assert!(
            i18n::has_message(Language::ENGLISH, id),
            "{id} is built but missing"
        );
    }
    let unused: Vec<String> = i18n::message_ids(Language::ENGLISH)
        .into_iter()
        .filter(|id| !built.contains(id) && !names_message(&source, id))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn german_writes_numbers_with_decimal_comma_and_dotted_groups() {
    assert_eq!(
        i18n::write_number(1234567.0, None, None, true, ',', '.'),
        "1.234.567"
    );
    assert_eq!(
        i18n::write_number(1.25, Some(1), Some(1), true, ',', '.'),
        "1,2"
    );
    assert_eq!(
        i18n::write_number(1.0, Some(1), Some(1), true, ',', '.'),
        "1,0"
    );
    assert_eq!(i18n::write_number(999.0, None, None, true, ',', '.'), "999");
    assert_eq!(
        i18n::write_number(-1234.5, Some(1), Some(1), true, ',', '.'),
        "-1.234,5"
    );
    assert_eq!(
        i18n::write_number(-0.01, Some(1), Some(1), true, ',', '.'),
        "0,0"
    );

    i18n::set_language(Language::GERMAN);
    assert_eq!(
        s::score_value(GameKind::Ostseeschach, 1.3),
        "+1,3 Bernsteine für Rot"
    );
    assert_eq!(
        s::score_value(GameKind::Muehle, -2.04),
        "−2,0 Steine für Weiß"
    );
    assert_eq!(s::wins_in("Blau", 5), "Blau gewinnt in 5 Zügen");
    assert_eq!(s::wins_in("Blau", 1), "Blau gewinnt mit dem nächsten Zug");
    assert_eq!(
        s::search_stats(12, 20, 1_234_567, 2_500_000),
        "Tiefe 12/20 · 1.234.567 Knoten · 2,5 Mio. Knoten/s"
    );
    // A long analysis counts in millions, so the line fits a narrow panel.
    assert_eq!(
        s::search_stats(17, 21, 16_882_741, 2_400_000),
        "Tiefe 17/21 · 16,9 Mio. Knoten · 2,4 Mio. Knoten/s"
    );
    i18n::set_language(Language::ENGLISH);
    assert_eq!(
        s::score_value(GameKind::Ostseeschach, 1.3),
        "+1.3 ambers for Red"
    );
    assert_eq!(
        s::search_stats(12, 20, 1_234_567, 2_500_000),
        "depth 12/20 · 1\u{202f}234\u{202f}567 nodes · 2.5 M nodes/s"
    );
    assert_eq!(
        s::search_stats(17, 21, 16_882_741, 2_400_000),
        "depth 17/21 · 16.9 M nodes · 2.4 M nodes/s"
    );
}

#[test]
fn results_are_worded_in_german_with_plural_forms() {
    i18n::set_language(Language::GERMAN);
    let swarm = bernstein::rules::Outcome::win(
        Side::Second,
        EndReason::BothSwarmsConnected {
            first: 9,
            second: 12,
        },
    );
    assert_eq!(
        s::outcome(GameKind::Piranhas, &swarm),
        "Blau gewinnt: beide Schwärme verbunden, 12 Fische zu 9"
    );
    let one = EndReason::SwarmConnected {
        first: 1,
        second: 3,
    };
    assert_eq!(
        s::end_reason(GameKind::Piranhas, &one),
        "Schwarm verbunden, 1 Fisch zu 3"
    );
    assert_eq!(s::result_headline(GameKind::Muehle, None), "Remis");
    assert_eq!(
        s::move_refused("b1-c2 is illegal"),
        "Zug nicht möglich: b1-c2 is illegal"
    );
    i18n::set_language(Language::ENGLISH);
}

#[test]
fn the_language_follows_the_locale() {
    for (locale, language) in [
        ("de_DE.UTF-8", Language::GERMAN),
        ("de_AT", Language::GERMAN),
        ("de-CH", Language::GERMAN),
        ("de", Language::GERMAN),
        ("en_GB.UTF-8", Language::ENGLISH),
        ("fr_FR.UTF-8", Language::ENGLISH),
        ("C", Language::ENGLISH),
        ("", Language::ENGLISH),
        ("x-pseudo", Language::ENGLISH),
    ] {
        assert_eq!(Language::for_locale(locale), language, "{locale}");
    }
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        }
    };
    static ALL: &[(&str, &str)] = &[
        ("LC_ALL", "de_DE.UTF-8"),
        ("LC_MESSAGES", "en_US"),
        ("LANG", "fr_FR"),
    ];
    assert_eq!(i18n::unix_locale(env(ALL)).as_deref(), Some("de_DE.UTF-8"));
    static MESSAGES: &[(&str, &str)] =
        &[("LC_ALL", ""), ("LC_MESSAGES", "en_US"), ("LANG", "de_DE")];
    assert_eq!(i18n::unix_locale(env(MESSAGES)).as_deref(), Some("en_US"));
    static LANG: &[(&str, &str)] = &[("LANG", "de_DE")];
    assert_eq!(i18n::unix_locale(env(LANG)).as_deref(), Some("de_DE"));
    assert_eq!(i18n::unix_locale(env(&[])), None);
}

// ---- The app in a language ------------------------------------------------------------

/// A harness in `language` with its data in `dir` (removed when the test ends).
fn harness(dir: &TempDir, language: Language) -> Harness<'static, App> {
    support::quiet_graphics();
    let dir = dir.to_path_buf();
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| App::with_data_dir(cc, Some(dir)));
    harness.state_mut().set_language(language);
    harness.run_steps(3);
    harness
}

/// Whether every run of three or more letters of `text` lies inside `«…»`. Cell
/// names (`e4`, `A0`), move texts (`f6-f4xd1`) and numbers have no such run, so
/// they pass as they are.
fn all_prose_wrapped(text: &str) -> bool {
    let mut depth = 0usize;
    let mut run = 0usize;
    for ch in text.chars() {
        match ch {
            '«' => depth += 1,
            '»' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if ch.is_alphabetic() {
            run += 1;
            if run >= 3 && depth == 0 {
                return false;
            }
        } else {
            run = 0;
        }
    }
    true
}

#[test]
fn the_prose_rule_tells_texts_from_cells_and_moves() {
    assert!(all_prose_wrapped("e4"));
    assert!(all_prose_wrapped("f6-f4xd1"));
    assert!(all_prose_wrapped("12… A4-C4"));
    assert!(all_prose_wrapped("««Red~» to move~~~~»"));
    assert!(!all_prose_wrapped("Red to move"));
    assert!(!all_prose_wrapped("«Move~» list"));
}

/// The accessible names egui gives a window's collapse and close buttons: egui's
/// texts, not the app's (egui offers no way to name them).
const EGUI_WINDOW_BUTTONS: [&str; 2] = ["Hide", "Close window"];

/// The texts of the screen shown that escaped translation: labels and values of all
/// nodes AccessKit finds, except what the user typed into text fields.
fn unwrapped_texts(harness: &Harness<'static, App>) -> Vec<String> {
    let mut found = Vec::new();
    for found_node in harness.query_all(by().include_labels()) {
        let node = found_node.accesskit_node();
        use egui::accesskit::Role;
        // A wrapped text's lines are runs of one label, checked whole; the handle
        // that resizes a panel is named by egui.
        if matches!(node.role(), Role::TextRun | Role::Splitter) {
            continue;
        }
        let typed = matches!(node.role(), Role::TextInput | Role::MultilineTextInput);
        let mut texts = vec![node.label()];
        if !typed {
            texts.push(node.value());
        }
        for text in texts.into_iter().flatten() {
            // The language menu names each language in itself, in any language.
            let endonym = Language::all().any(|language| language.name() == text);
            // egui names its windows' title-bar buttons itself, in English.
            let egui_own = EGUI_WINDOW_BUTTONS.contains(&text.as_str());
            if !endonym && !egui_own && !all_prose_wrapped(&text) {
                found.push(format!("{text} ({:?})", node.role()));
            }
        }
    }
    found
}

fn assert_all_wrapped(harness: &Harness<'static, App>, screen: &str) {
    let found = unwrapped_texts(harness);
    assert!(found.is_empty(), "{screen}: not translated: {found:?}");
}

#[test]
fn pseudo_language_reaches_every_text_of_the_main_screens() {
    let dir = TempDir::new("i18n-pseudo");
    let mut harness = harness(&dir, Language::PSEUDO);
    // The first start shows the new-game dialog.
    assert_all_wrapped(&harness, "new-game dialog");

    let moves: [(GameKind, &[&str]); 5] = [
        (GameKind::Ostseeschach, &["a1-b2", "g8-f7"]),
        (GameKind::OstseeschachOriginal, &["d2-d3", "e7-e6"]),
        (GameKind::Piranhas, &["A1-C1"]),
        (GameKind::Piranhas2026, &["A1-C1"]),
        (GameKind::Muehle, &["d2", "g7", "a1"]),
    ];
    let mut analysis_on = false;
    for (kind, texts) in moves {
        let settings = NewGameSettings {
            kind,
            seed_text: "4711".to_string(),
            players: [Player::Human, Player::Human],
            ..NewGameSettings::default()
        };
        harness.state_mut().start_new_game(settings).unwrap();
        for text in texts {
            harness.state_mut().play_text(text).unwrap();
        }
        if !analysis_on {
            harness
                .get_by_role_and_label(egui::Role::Button, &s::ANALYSIS.to_string())
                .click();
            analysis_on = true;
        }
        harness.run_steps(60);
        assert_all_wrapped(&harness, kind.id());
    }

    // A tooltip, shown by hovering its button.
    harness.get_by_label(&s::NEW_GAME.to_string()).hover();
    harness.run_steps(40);
    assert!(
        harness
            .query_all(by().label_contains(&s::TIP_NEW_GAME.to_string()))
            .next()
            .is_some(),
        "the tooltip shows"
    );
    assert_all_wrapped(&harness, "tooltip");

    // The menu of a move (Mühle is open).
    harness
        .get_by_label(&s::move_label(1, true, "g7"))
        .click_secondary();
    harness.run_steps(5);
    assert_all_wrapped(&harness, "move menu");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(5);

    // The text dialog.
    harness
        .get_by_label(&s::LOAD_FROM_TEXT_SHORT.to_string())
        .click();
    harness.run_steps(5);
    assert!(
        harness
            .query_by_label(&s::LOAD_FROM_TEXT_TITLE.to_string())
            .is_some()
    );
    assert_all_wrapped(&harness, "text dialog");
    harness.get_by_label(&s::CANCEL.to_string()).click();
    harness.run_steps(5);

    // The Rules window of each game, and the position editor.
    for kind in GameKind::ALL {
        let settings = NewGameSettings {
            kind,
            seed_text: "4711".to_string(),
            players: [Player::Human, Player::Human],
            ..NewGameSettings::default()
        };
        harness.state_mut().start_new_game(settings).unwrap();
        harness.get_by_label(&s::RULES.to_string()).click();
        harness.run_steps(5);
        assert!(harness.query_by_label(&s::rules_title(kind)).is_some());
        assert_all_wrapped(&harness, &format!("rules of {}", kind.id()));
        harness.get_by_label(&s::RULES.to_string()).click();
        harness.state_mut().open_position_editor();
        harness.run_steps(5);
        assert!(harness.state().position_editor_open());
        assert_all_wrapped(&harness, &format!("position editor of {}", kind.id()));
        harness.get_by_label(&s::EDITOR_CANCEL.to_string()).click();
        harness.run_steps(5);
    }
}

/// Clicks the cells (points, squares) named.
fn click_cells(harness: &mut Harness<'static, App>, cells: &[&str]) {
    for cell in cells {
        harness.get_by_label(cell).click();
        harness.run_steps(30);
    }
}

#[test]
fn a_game_is_played_and_reviewed_in_german() {
    let dir = TempDir::new("i18n-german-play");
    let mut harness = harness(&dir, Language::GERMAN);
    assert!(harness.query_by_label("Neue Partie beginnen").is_some());
    harness
        .get_by_role_and_label(egui::Role::RadioButton, "Mühle")
        .click();
    harness.run_steps(3);
    harness.get_by_label("Weiß: Mensch").click();
    harness.get_by_label("Schwarz: Mensch").click();
    harness.get_by_label("Partie beginnen").click();
    harness.run_steps(5);
    assert!(harness.query_by_label("Weiß am Zug").is_some());

    // A click on a point places a stone; a typed move answers.
    click_cells(&mut harness, &["d2"]);
    assert!(harness.query_by_label("Schwarz am Zug").is_some());
    let entry = harness.get_by_label("Zugtext");
    entry.click();
    entry.type_text("g7");
    harness.run_steps(2);
    harness.get_by_label("Ziehen").click();
    harness.run_steps(5);
    click_cells(&mut harness, &["a1"]);
    assert!(harness.query_by_label("Zug 1. d2").is_some());
    assert!(harness.query_by_label("Zug 1… g7").is_some());
    assert!(harness.query_by_label("Zug 2. a1").is_some());

    // Review: back, and a different move starts a variation.
    harness.get_by_label("Vorheriger Zug").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Weiß am Zug").is_some());
    harness.get_by_label("Ausgangsstellung").click();
    harness.run_steps(3);
    harness.get_by_label("Letzter Zug").click();
    harness.run_steps(3);
    harness.get_by_label("Zug 1… g7").click_secondary();
    harness.run_steps(5);
    assert!(harness.query_by_label("Ab hier löschen").is_some());
    harness.get_by_label("Ab hier löschen").click();
    harness.run_steps(5);
    assert!(harness.query_by_label("Zug 1… g7").is_none());
    assert!(harness.query_by_label("Schwarz am Zug").is_some());

    // The language menu switches at once, without a restart.
    harness.get_by_label("Sprache / Language").click();
    harness.run_steps(3);
    harness.get_by_label("English").click();
    harness.run_steps(3);
    assert_eq!(harness.state().language(), Language::ENGLISH);
    assert!(harness.query_by_label("Black to move").is_some());
}

/// The main screen of a game in German after a few moves (two humans, a fixed seed).
fn german_screen(kind: GameKind, moves: &[&str]) {
    let dir = TempDir::new(&format!("i18n-de-{}", kind.id()));
    let mut harness = harness(&dir, Language::GERMAN);
    support::show_game(&mut harness, kind, moves);
    harness.snapshot(format!("app_de_{}", kind.id()));
}

#[test]
fn german_main_screen_ostseeschach() {
    german_screen(GameKind::Ostseeschach, &["a1-b2", "g8-f7"]);
}

#[test]
fn german_main_screen_ostseeschach_original() {
    german_screen(GameKind::OstseeschachOriginal, &["d2-d3", "e7-e6"]);
}

#[test]
fn german_main_screen_piranhas() {
    german_screen(GameKind::Piranhas, &["A1-C1"]);
}

#[test]
fn german_main_screen_piranhas_2026() {
    german_screen(GameKind::Piranhas2026, &["A1-C1"]);
}

#[test]
fn german_main_screen_muehle() {
    german_screen(GameKind::Muehle, &["d2", "g7", "a1"]);
}

// ---- No English left in the German app ---------------------------------------------------

/// The position editor says why it refuses a position in German: the rules' reason
/// worded from its kind, not the rules layer's English.
#[test]
fn the_position_editor_s_reasons_are_german() {
    let dir = TempDir::new("i18n-editor-reasons");
    let mut harness = harness(&dir, Language::GERMAN);
    support::show_game(&mut harness, GameKind::Piranhas, &[]);
    harness.state_mut().open_position_editor();
    harness.run_steps(3);
    // No kraken on the board: the rules want exactly two.
    let text = ".BBBBBBBB./R........R/R........R/R........R/R........R/R........R/R........R/R........R/R........R/.BBBBBBBB. r 0";
    let field = harness.get_by_role(egui::Role::MultilineTextInput);
    field.focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run_steps(1);
    harness
        .get_by_role(egui::Role::MultilineTextInput)
        .type_text(text);
    harness.run_steps(3);
    let reason = i18n::in_language(Language::GERMAN, || {
        i18n::say(
            &bernstein::rules::piranhas::Piranhas::from_text(text, &Default::default())
                .expect_err("no kraken is refused"),
        )
    });
    assert!(reason.contains("Krake"), "{reason}");
    assert!(
        harness.query_by_label_contains(&reason).is_some(),
        "the editor shows \"{reason}\""
    );
    assert!(harness.query_by_label_contains("expected").is_none());
    assert!(harness.query_by_label_contains("kraken").is_none());
}

/// The analysis' setting of how many cores search is named in German.
#[test]
fn the_threads_setting_is_named_in_german() {
    let dir = TempDir::new("i18n-threads");
    let mut harness = harness(&dir, Language::GERMAN);
    support::show_game(&mut harness, GameKind::Muehle, &[]);
    harness.get_by_label("Analyse").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Threads").is_none());
    assert!(harness.query_all_by_label("Kerne").count() >= 1);
}

/// Names Bernstein writes into a game for a computer, a program or a person are
/// shown in the language chosen now, also those written in the other language or
/// as earlier versions wrote them; a name a person gave stays as it is.
#[test]
fn names_written_into_a_game_follow_the_language() {
    let dir = TempDir::new("i18n-names");
    let mut harness = harness(&dir, Language::GERMAN);
    let pgn = "[Game \"muehle\"]\n[White \"Computer · Stufe 3 Gelegenheitsspieler\"]\n\
[Black \"Programm\"]\n[WhiteType \"program\"]\n[WhiteLevel \"3\"]\n\n1. d2 g7 *\n";
    let record = bernstein::records::pgn::read_pgn(pgn).unwrap().remove(0);
    harness.state_mut().open_record(record, None);
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label("Computer · Stufe 3 · Gelegenheitsspieler")
            .is_some()
    );
    assert!(harness.query_by_label("Programm").is_some());
    harness.state_mut().set_language(Language::ENGLISH);
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label("Computer · Level 3 · Casual")
            .is_some()
    );
    assert!(harness.query_by_label("Program").is_some());
    assert!(harness.query_by_label_contains("Stufe").is_none());
    assert!(harness.query_by_label("Programm").is_none());

    // A name a person gave is theirs.
    let pgn = "[Game \"muehle\"]\n[White \"Programm-Ida\"]\n[Black \"Stufe 3\"]\n\n1. d2 *\n";
    let record = bernstein::records::pgn::read_pgn(pgn).unwrap().remove(0);
    harness.state_mut().open_record(record, None);
    harness.run_steps(3);
    assert!(harness.query_by_label("Programm-Ida").is_some());
    assert!(harness.query_by_label("Stufe 3").is_some());
}

/// Ostseeschach's tie-break in words: which side's which light piece stands further
/// ahead, by how many rows; not the lists of distances.
#[test]
fn the_ostseeschach_tie_break_is_said_in_words() {
    for (language, expected) in [
        (
            Language::GERMAN,
            "Bernsteine gleich; die drittvorderste Leichtfigur von Blau steht weiter vorn (2 Reihen gegen 0)",
        ),
        (
            Language::ENGLISH,
            "equal ambers; Blue's third-furthest light piece is further ahead (2 rows against 0)",
        ),
    ] {
        i18n::set_language(language);
        let reason = EndReason::DistanceTieBreak {
            first: vec![3, 2, 0, 0],
            second: vec![3, 2, 2, 1],
        };
        assert_eq!(s::end_reason(GameKind::Ostseeschach, &reason), expected);
        let level = EndReason::DistanceTieBreak {
            first: vec![3, 1],
            second: vec![3, 1, 1],
        };
        let text = s::end_reason(GameKind::Ostseeschach, &level);
        assert!(!text.contains('['), "{text}");
    }
    i18n::set_language(Language::ENGLISH);
    // And on screen, for a game that ended so.
    let dir = TempDir::new("i18n-tie-break");
    let mut harness = harness(&dir, Language::GERMAN);
    let record =
        bernstein::records::pgn::read_pgn(include_str!("fixtures/ostseeschach-tie-break.pgn"))
            .unwrap()
            .remove(0);
    harness.state_mut().open_record(record, None);
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label_contains("Leichtfigur von Blau steht weiter vorn")
            .is_some()
    );
    assert!(harness.query_by_label_contains("[").is_none());
}
