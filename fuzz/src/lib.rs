//! What the fuzz targets share: the games of `games.rs`, and the round-trip
//! checks of position text, move text and replays.

use bernstein::rules::{MoveList, Position};

mod games;
pub mod saved;
pub mod targets;
pub use games::{SEASONS, kind, kind_byte, random_game, season_byte};

/// Every legal move of `position`: its text reads back as the same move, and
/// playing it keeps the incremental hash equal to a fresh one.
pub fn check_moves<P: Position>(position: &P) {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    for &mv in moves.iter() {
        let text = position.move_to_text(mv);
        match position.parse_move(&text) {
            Ok(again) => assert_eq!(again, mv, "{text:?} reads as another move"),
            Err(error) => panic!("{text:?}, written for a legal move, is refused: {error}"),
        }
        let mut after = position.clone();
        after.play_unchecked(mv);
        assert_eq!(after.hash(), after.hash_from_scratch(), "hash after {text}");
        after.outcome(&[]);
    }
}

/// A position text that is read: written again it reads as the same position,
/// and the text written is the same both times.
pub fn check_position_text<P: Position>(text: &str) {
    let options = P::Options::default();
    let Ok(position) = P::from_text(text, &options) else {
        return;
    };
    let written = position.to_text();
    let again = P::from_text(&written, &options)
        .unwrap_or_else(|error| panic!("{written:?}, written from {text:?}, is refused: {error}"));
    assert_eq!(
        again, position,
        "{text:?} → {written:?} reads as another position"
    );
    assert_eq!(again.to_text(), written);
    assert_eq!(
        position.hash(),
        position.hash_from_scratch(),
        "hash of {text:?}"
    );
    position.outcome(&[]);
    check_moves(&position);
}

/// A replay's bytes: never a panic, and a replay that is read and written again
/// as a replay reads again with the same start and the same moves.
pub fn check_replay(bytes: &[u8]) {
    use bernstein::records::replay::{read_replay, read_replay_bytes, write_replay};
    let Ok(replay) = read_replay_bytes(bytes) else {
        return;
    };
    let record = &replay.record;
    let Ok(written) = write_replay(record) else {
        return;
    };
    let again = read_replay(&written)
        .unwrap_or_else(|error| panic!("a written replay is refused: {error}\n{written}"))
        .record;
    assert_eq!(again.start, record.start, "start of the written replay");
    assert_eq!(
        again.moves.main_line_moves(),
        record.moves.main_line_moves(),
        "moves of the written replay"
    );
}
