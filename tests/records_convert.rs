//! `records::convert::convert` converts without printing: what it noticed comes
//! back as notes (the command line prints them as `note: …`).

use std::path::PathBuf;

use bernstein::records::convert::{ConvertReport, convert};
use bernstein::records::{self, RecordErrorKind};

#[test]
fn converting_a_replay_reports_the_games_and_the_readers_notes() {
    let dir = std::env::temp_dir().join(format!("bernstein-convert-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let replay = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays/2022_nice-replay_263680f.xml");
    let output = dir.join("replay.ron");
    let ConvertReport { games, notes } = convert(&replay, &output).unwrap();
    assert_eq!(games, 1);
    assert!(
        notes
            .iter()
            .any(|note| note.starts_with("Ostseeschach 2022 replay")),
        "{notes:?}"
    );
    assert!(
        notes
            .iter()
            .any(|note| note.starts_with("server result: ") && note.contains("; by our rules: ")),
        "{notes:?}"
    );
    assert_eq!(
        records::load(&output)
            .unwrap()
            .moves
            .main_line_moves()
            .len(),
        60
    );

    // A saved game brings no notes; a missing input names the file.
    let again = dir.join("again.pgn");
    let report = convert(&output, &again).unwrap();
    assert_eq!(
        report,
        ConvertReport {
            games: 1,
            notes: Vec::new()
        }
    );
    let error = convert(&dir.join("missing.ron"), &again).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::Io);
    assert!(error.to_string().contains("missing.ron"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A match record is read game by game, so what cannot be written is refused
/// as soon as it shows, not after the whole file: a second game for a saved
/// game (`.ron`) is refused before the faulty third game is ever read, and a
/// replay target before the input is opened.
#[test]
fn what_cannot_be_written_is_refused_before_the_rest_is_read() {
    let dir = std::env::temp_dir().join(format!("bernstein-convert-early-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("many.pgn");
    let good = "[Game \"muehle\"]\n\n1. a1 d7 *\n\n";
    let faulty = "[Game \"muehle\"]\n\n1. z9 *\n";
    std::fs::write(&input, format!("{good}{good}{faulty}")).unwrap();
    let error = convert(&input, &dir.join("one.ron"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("holds one game"), "{error}");
    assert!(!dir.join("one.ron").exists());
    let error = convert(&dir.join("missing.pgn"), &dir.join("out.xml"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("does not write them"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}
