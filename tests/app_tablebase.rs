//! Mühle's endgame database in the app: the analysis of a database position says
//! who wins and how far the next take is, lists every move with its result,
//! plays a move clicked in the list, and a level that plays by the database
//! plays its fastest win. The tables the tests need (3 against 3) are generated
//! into the test's data directory first; what the app then generates beyond
//! them in the background stops when the app closes.
#![cfg(feature = "gui")]

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::rules::GameKind;
use bernstein::rules::Position;
use bernstein::rules::muehle::Muehle;
use bernstein::tablebase::{DbResult, Tablebase, Variant, folder};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

const FLYING_OFF: Variant = Variant {
    flying: false,
    mill_take: false,
};

/// Without flying, White to move wins: only e5-e4 does it (the next take 7
/// plies away); some moves only draw.
const WON: &str = ".../.../.BW/B...B./.W./.W./... w 0:0 0 20";

fn generate_small(dir: &Path, variant: Variant) -> Tablebase {
    Tablebase::generate(
        &folder(dir, variant),
        variant,
        3,
        2,
        &|_| {},
        &AtomicBool::new(false),
    )
    .expect("generated")
}

fn open(harness: &mut Harness<'static, App>, dir: &Path, start: &str) {
    let record =
        format!("[Game \"muehle\"]\n[Setup \"{start}\"]\n[Options \"(flying:false)\"]\n\n*\n");
    let path = dir.join("endgame.pgn");
    std::fs::write(&path, record).unwrap();
    harness.state_mut().open_path(&path);
    harness.run_steps(2);
}

fn run_until(
    harness: &mut Harness<'static, App>,
    seconds: u64,
    what: &str,
    done: impl Fn(&Harness<'static, App>) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while !done(harness) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(30));
        harness.run_steps(1);
    }
}

fn has_label(harness: &Harness<'static, App>, text: &str) -> bool {
    harness.query_by_label_contains(text).is_some()
}

#[test]
fn the_analysis_of_a_database_position_names_the_result_and_lists_every_move() {
    let dir = TempDir::new("app-tablebase");
    let base = generate_small(&dir, FLYING_OFF);
    let pos = Muehle::from_text(WON, &FLYING_OFF.options()).unwrap();
    assert_eq!(base.probe(&pos), Some(DbResult::Win { plies: 7 }));
    let plies: u32 = 7;
    let moves = base.moves(&pos).unwrap();
    let best = pos.move_to_text(moves[0].mv);

    let mut harness = support::app(&dir, [1280.0, 820.0]);
    open(&mut harness, &dir, WON);
    harness
        .get_by_role_and_label(egui::Role::Button, "Analysis")
        .click();
    // The take 7 plies away ends the game: White's 4th move wins it.
    let words = "Database: White wins in 4 moves".to_string();
    run_until(&mut harness, 30, "the database's words", |h| {
        has_label(h, &words)
    });
    // Every legal move is listed.
    assert_eq!(
        harness
            .query_all_by_label_contains("Database move ")
            .count(),
        moves.len()
    );

    // German, as the players say it.
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(2);
    let german = "Datenbank: Weiß gewinnt in 4 Zügen".to_string();
    assert!(has_label(&harness, &german), "{german}");
    harness.state_mut().set_language(Language::ENGLISH);
    harness.run_steps(2);

    // A click plays the move, as a line's move does.
    harness
        .get_by_label(&format!("Database move {best}"))
        .click();
    run_until(&mut harness, 10, "the move played", |h| {
        h.state()
            .session()
            .is_some_and(|game| game.tree().moves_to(game.current()) == [best.as_str()])
    });
    // Black's side now: it loses, White's win one move nearer.
    let words = format!("Database: White wins in {} moves", (plies - 1).div_ceil(2));
    run_until(&mut harness, 10, "the next position's words", |h| {
        has_label(h, &words)
    });
}

/// With flying (the default rules) White to move wins with f6-e3 only: the next
/// take is 7 plies away, as many as the counter (93) leaves; the other wins
/// take longer and are draws here.
const WON_FLYING: &str = "..B/.BW/.../...W.B/.../.../..W w 0:0 93 20";

#[test]
fn the_top_level_plays_the_database_s_fastest_win() {
    let dir = TempDir::new("app-tablebase-level");
    let base = generate_small(&dir, Variant::default());
    let pos = Muehle::from_text(WON_FLYING, &Default::default()).unwrap();
    assert_eq!(base.probe(&pos), Some(DbResult::Win { plies: 7 }));
    let best = pos.move_to_text(base.moves(&pos).unwrap()[0].mv);
    assert_eq!(best, "f6-e3");

    let mut harness = support::app(&dir, [1280.0, 820.0]);
    harness
        .state_mut()
        .start_from_position(GameKind::Muehle, WON_FLYING)
        .unwrap();
    harness.run_steps(2);
    // White is given to level 10; the database is ready within a moment, and
    // its move comes long before the level's 10 seconds are spent.
    harness.get_by_label("White player").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Level 10 ·").click();
    harness.run_steps(2);
    run_until(&mut harness, 30, "the computer's move", |h| {
        h.state()
            .session()
            .is_some_and(|game| !game.tree().moves_to(game.current()).is_empty())
    });
    let game = harness.state().session().unwrap();
    assert_eq!(game.tree().moves_to(game.current()), [best.as_str()]);
}

/// At the two smallest window sizes, in both languages, the database's words
/// fit the panel's width; from 700 points of height (where the move list keeps
/// its eight rows) at least three moves of its list are shown above the move
/// list, inside the window. Lower, the sections above the move list scroll.
#[test]
fn the_database_section_fits_the_small_windows_in_both_languages() {
    let dir = TempDir::new("app-tablebase-sizes");
    generate_small(&dir, FLYING_OFF);
    for size in [[760.0, 540.0], [1024.0, 700.0]] {
        for (language, analysis, words, listed, moves) in [
            (
                Language::ENGLISH,
                "Analysis",
                "Database: White wins",
                "Database move ",
                "MOVES",
            ),
            (
                Language::GERMAN,
                "Analyse",
                "Datenbank: Weiß gewinnt",
                "Datenbankzug ",
                "ZÜGE",
            ),
        ] {
            let mut harness = support::app(&dir, size);
            harness.state_mut().set_language(language);
            open(&mut harness, &dir, WON);
            harness
                .get_by_role_and_label(egui::Role::Button, analysis)
                .click();
            run_until(&mut harness, 30, "the database's words", |h| {
                has_label(h, words)
            });
            harness.run_steps(2);
            let at = format!("{size:?} {analysis}");
            let words = harness.get_by_label_contains(words).rect();
            assert!(
                words.right() <= size[0] && words.left() >= 0.0,
                "{at}: {words:?}"
            );
            if size[1] < 700.0 {
                continue;
            }
            let below = harness.get_by_label(moves).rect().top();
            let shown = harness
                .query_all_by_label_contains(listed)
                .filter(|row| row.rect().top() > words.bottom())
                .filter(|row| row.rect().bottom() <= below && row.rect().right() <= size[0])
                .count();
            assert!(shown >= 3, "{at}: {shown} moves shown above the move list");
        }
    }
}

/// A damaged table is named as damaged, with its file and why, when the app
/// meets it (and generates it anew).
#[test]
fn a_damaged_table_is_named_as_damaged() {
    let dir = TempDir::new("app-tablebase-damaged");
    generate_small(&dir, FLYING_OFF);
    let file = folder(&dir, FLYING_OFF).join("3v3.tb");
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[1000] ^= 0x10;
    std::fs::write(&file, &bytes).unwrap();
    let mut harness = support::app(&dir, [1280.0, 820.0]);
    open(&mut harness, &dir, WON);
    harness
        .get_by_role_and_label(egui::Role::Button, "Analysis")
        .click();
    let words = format!(
        "Damaged: {}: its checksum does not match — Bernstein generates the table anew",
        file.display()
    );
    run_until(&mut harness, 30, "the damaged table named", |h| {
        has_label(h, &words)
    });
}

/// The text of the tooltip shown after hovering the square or point `name`.
fn tip_over(harness: &mut Harness<'static, App>, name: &str) -> Option<String> {
    let at = harness
        .get_by_role_and_label(egui::Role::Button, name)
        .rect()
        .center();
    harness.hover_at(at);
    harness.run_steps(40);
    harness
        .query_all_by(|node| node.value().is_some_and(|text| text.contains("(database)")))
        .find_map(|node| node.accesskit_node().value())
}

/// With the database answering, the selected stone's targets carry its verdict
/// on the board (as Sanmill shows it), with the length of the win; the switch
/// beside the database's list takes them off the board. Meanwhile the larger
/// tables are generated, and their progress stays in sight, table by table,
/// until the generation ends; it can be paused.
#[test]
fn the_database_marks_the_targets_on_the_board_and_its_generation_shows_and_pauses() {
    let dir = TempDir::new("app-tablebase-board");
    let base = generate_small(&dir, FLYING_OFF);
    let pos = Muehle::from_text(WON, &FLYING_OFF.options()).unwrap();
    let moves = base.moves(&pos).unwrap();
    let best = pos.move_to_text(moves[0].mv);
    let (from, to) = best.split_once('-').expect("a move of a stone");

    let mut harness = support::app(&dir, [1280.0, 820.0]);
    open(&mut harness, &dir, WON);
    harness
        .get_by_role_and_label(egui::Role::Button, "Analysis")
        .click();
    run_until(&mut harness, 30, "the database's words", |h| {
        has_label(h, "Database: White wins in 4 moves")
    });
    // The 4- and 5-stone tables are generated meanwhile: their progress shows.
    run_until(&mut harness, 60, "the generation's progress", |h| {
        has_label(h, "Database: table ")
    });

    harness
        .get_by_role_and_label(egui::Role::Button, from)
        .click();
    harness.run_steps(3);
    // (The analysis' arrow to it adds its legend below.)
    let tip = tip_over(&mut harness, to);
    assert!(
        tip.as_deref()
            .is_some_and(|tip| tip.starts_with("Win in 4 moves (database)")),
        "the best move's target: {tip:?}"
    );
    // Off the board with the switch: no verdict on hover any more.
    harness.get_by_label("On the board").click();
    harness.run_steps(3);
    harness
        .get_by_role_and_label(egui::Role::Button, from)
        .click();
    harness.run_steps(3);
    assert_eq!(tip_over(&mut harness, to), None);

    // Paused, the bar says so and its share stays where it was.
    harness
        .get_by_label("Pause the endgame database's generation (frees its core)")
        .click();
    run_until(&mut harness, 60, "the pause", |h| has_label(h, "· paused"));
    let bar = |h: &Harness<'static, App>| {
        h.query_all_by(|node| {
            node.label()
                .is_some_and(|label| label.starts_with("Database: table "))
        })
        .find_map(|node| node.accesskit_node().label())
    };
    let paused = bar(&harness);
    for _ in 0..10 {
        std::thread::sleep(Duration::from_millis(50));
        harness.run_steps(1);
    }
    assert_eq!(bar(&harness), paused, "nothing generated while paused");
    harness
        .get_by_label("Go on generating the endgame database")
        .click();
    run_until(&mut harness, 60, "the generation going on", |h| {
        !has_label(h, "· paused")
    });
}
