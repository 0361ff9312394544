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
