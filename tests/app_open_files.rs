//! Opening files the way a desktop hands them over: several at once (selected
//! together in a file manager, `bernstein a.ron b.pgn`, dropped on the window)
//! become one list of games under their files' names; a file whose name does not
//! say what it is opens by its content; a file that cannot be read is named and
//! the others still open.
#![cfg(feature = "gui")]

use std::path::{Path, PathBuf};

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::records::pgn::write_pgn_all;
use bernstein::records::{self, Record};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::{Game, Position};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn harness(dir: &Path) -> Harness<'static, App> {
    support::app(dir, [1024.0, 700.0])
}

fn muehle_record(moves: &[&str], first: &str) -> Record {
    let mut game = Game::new(Muehle::start(&Default::default(), 0));
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    let mut record = Record::from_game(&game);
    record.players[0].name = first.to_string();
    record
}

fn replay_fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays/2022_nice-replay_1f3b1c5.xml")
}

/// The files of a club evening: a saved game, a match record of two games, and a
/// competition replay downloaded without its extension.
fn club_evening(dir: &Path) -> (Vec<PathBuf>, Record, [Record; 2]) {
    let saved = muehle_record(&["d2", "g7", "a1"], "Anna");
    let pair = [
        muehle_record(&["d2"], "Ben"),
        muehle_record(&["a1", "a4"], "Clara"),
    ];
    let paths = vec![
        dir.join("anna.ron"),
        dir.join("abend.pgn"),
        dir.join("replay-download"),
    ];
    std::fs::write(&paths[0], saved.to_ron()).unwrap();
    std::fs::write(&paths[1], write_pgn_all(&pair)).unwrap();
    std::fs::copy(replay_fixture(), &paths[2]).unwrap();
    (paths, saved, pair)
}

#[test]
fn several_files_open_as_one_list_of_their_games() {
    let dir = TempDir::new("open-several");
    let (paths, saved, pair) = club_evening(&dir);
    let mut harness = harness(&dir);
    harness.state_mut().open_paths(&paths);
    harness.run_steps(2);

    assert!(
        harness
            .query_by_label("3 files hold 4 games: choose one")
            .is_some(),
        "one list for all the files"
    );
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label("3 Dateien enthalten 4 Partien: Wähle eine aus")
            .is_some(),
        "worded anew in German"
    );
    harness.state_mut().set_language(Language::ENGLISH);
    harness.run_steps(2);
    for name in ["anna.ron", "abend.pgn", "replay-download"] {
        assert!(
            harness.query_by_label(name).is_some(),
            "{name} heads its games"
        );
    }
    // Each file's games are counted from 1, as in the file.
    assert!(harness.query_by_label_contains("1. Anna").is_some());
    assert!(harness.query_by_label_contains("1. Ben").is_some());
    assert!(harness.query_by_label_contains("2. Clara").is_some());
    let recent: Vec<_> = harness.state().recent_files().to_vec();
    for path in &paths {
        assert!(
            recent
                .iter()
                .any(|known| known.ends_with(path.file_name().unwrap())),
            "{} is in Open recent",
            path.display()
        );
    }

    // The second game of the match record is the one chosen.
    harness.get_by_label_contains("2. Clara").click();
    harness.run_steps(2);
    assert!(
        harness.query_by_label_contains("2. Clara").is_none(),
        "the list closes"
    );
    let shown = harness.state().record().expect("a game is open");
    assert_eq!(shown.moves, pair[1].moves);
    assert_eq!(shown.players[0].name, "Clara");

    // The list again, and the saved game from it.
    harness.state_mut().open_paths(&paths);
    harness.run_steps(2);
    harness.get_by_label_contains("1. Anna").click();
    harness.run_steps(2);
    assert_eq!(harness.state().record().unwrap().moves, saved.moves);

    // And the replay, found by its content.
    harness.state_mut().open_paths(&paths);
    harness.run_steps(2);
    let replay = records::load(&replay_fixture()).unwrap();
    let summary = bernstein::app::strings::game_summary(1, &replay);
    harness.get_by_label(&summary).click();
    harness.run_steps(2);
    assert_eq!(harness.state().record().unwrap().moves, replay.moves);
}

#[test]
fn a_file_that_cannot_be_read_is_named_and_the_others_open() {
    let dir = TempDir::new("open-several-bad");
    let (mut paths, saved, _) = club_evening(&dir);
    let broken = dir.join("kaputt.ron");
    std::fs::write(&broken, "(format: 1, game: \"muehle\", start: ").unwrap();
    let unknown = dir.join("brief.doc");
    std::fs::write(&unknown, "PK\u{3}\u{4} a letter").unwrap();
    let mut harness = harness(&dir);

    // With one good file left, its game is shown at once.
    harness
        .state_mut()
        .open_paths(&[broken.clone(), paths[0].clone(), unknown.clone()]);
    harness.run_steps(2);
    assert_eq!(harness.state().record().unwrap().moves, saved.moves);
    assert!(
        harness.query_by_label_contains("kaputt.ron").is_some(),
        "the damaged file is named"
    );
    assert!(
        harness.query_by_label_contains("brief.doc").is_some(),
        "the unknown file is named"
    );
    assert!(harness.query_by_label_contains("choose one").is_none());

    // Two good files and a bad one: the list has the good files' games.
    paths.truncate(2);
    paths.insert(1, broken);
    harness.state_mut().open_paths(&paths);
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label("2 files hold 3 games: choose one")
            .is_some()
    );
}

/// A file dropped on the window, as the windowing layer hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}

fn dropped(path: &Path) -> egui::DroppedFileHandle {
    std::sync::Arc::new(Dropped(path.to_path_buf()))
}

#[test]
fn files_dropped_on_the_window_open() {
    let dir = TempDir::new("open-dropped");
    let (paths, _, _) = club_evening(&dir);
    let mut harness = harness(&dir);
    assert!(
        harness.query_by_label("Start game").is_some(),
        "the first start's dialog is open"
    );
    harness.input_mut().dropped_files.push(dropped(&paths[2]));
    harness.run_steps(2);
    let replay = records::load(&replay_fixture()).unwrap();
    assert_eq!(
        harness
            .state()
            .record()
            .expect("the dropped replay is open")
            .moves,
        replay.moves
    );
    assert!(
        harness.query_by_label("Start game").is_none(),
        "the dialog gave way"
    );

    let files = paths[..2].iter().map(|path| dropped(path));
    harness.input_mut().dropped_files.extend(files);
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label("2 files hold 3 games: choose one")
            .is_some()
    );
}
