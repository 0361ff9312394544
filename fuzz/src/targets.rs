//! The fuzz targets' checks as plain functions, one per target: the libFuzzer
//! targets (`fuzz_targets/`) call them, and `tests/fuzz_corpus.rs` replays the
//! saved corpus of every target through them in `cargo test`, so that an input
//! once found stays fixed.

use std::io::{Read, Write};

use bernstein::cli::engine_process::{parse_command, read_line};
use bernstein::net::Season;
use bernstein::net::framing::{FrameError, MessageReader};
use bernstein::net::message::{
    ClientMessage, ServerMessage, read_client_message, read_server_message,
};
use bernstein::records::Record;
use bernstein::records::pgn::{read_pgn, write_pgn_all};
use bernstein::records::replay::room;
use bernstein::records::replay::xml::parse_message;
use bernstein::rules::piranhas_2026::Piranhas2026;
use bernstein::rules::{Game, Position, Side};
use bernstein::{with_game, with_season};
use flate2::Compression;
use flate2::write::GzEncoder;

use super::{SEASONS, check_position_text, check_replay, kind, random_game};

/// Position text of every game (the first byte picks the game): never a panic,
/// and a text that is read round-trips (see `check_position_text`); every legal
/// move of it round-trips as move text.
pub fn position_text(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    with_game!(kind(first), P => check_position_text::<P>(text));
}

fn check_move<P: Position>(seed: u8, plies: u8, text: &str) {
    let game = random_game::<P>(seed as u64, plies as usize % 64);
    let position = game.position();
    let Ok(mv) = position.parse_move(text) else {
        return;
    };
    let written = position.move_to_text(mv);
    match position.parse_move(&written) {
        Ok(again) => assert_eq!(again, mv, "{text:?} → {written:?} reads as another move"),
        Err(error) => panic!("{written:?}, written from {text:?}, is refused: {error}"),
    }
    let mut after = position.clone();
    after
        .play(mv)
        .unwrap_or_else(|error| panic!("{text:?} is read but cannot be played: {error}"));
}

/// Move text of every game, in positions of random games: the first byte picks
/// the game, the next two the seed and the number of random plies, the rest is
/// the move text. A move that is read writes back to a text that reads as the
/// same move, and it can be played.
pub fn move_text(data: &[u8]) {
    let [game, seed, plies, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    with_game!(kind(*game), P => check_move::<P>(*seed, *plies, text));
}

/// PGN-style records: never a panic, and records that are read, written again
/// and read again are the same records.
pub fn pgn(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(records) = read_pgn(text) else {
        return;
    };
    let written = write_pgn_all(&records);
    let again = read_pgn(&written)
        .unwrap_or_else(|error| panic!("written PGN is refused: {error}\n{written}"));
    assert_eq!(
        again, records,
        "written PGN reads as other records:\n{written}"
    );
}

/// Saved games (RON): never a panic, and a record that is read, written again
/// and read again is the same record.
pub fn ron_save(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = Record::from_ron(text) else {
        return;
    };
    let written = record.to_ron();
    let again = Record::from_ron(&written)
        .unwrap_or_else(|error| panic!("a written save is refused: {error}\n{written}"));
    assert_eq!(
        again, record,
        "a written save reads as another record:\n{written}"
    );
}

/// Competition replays of 2019, 2022 and 2026 as bytes (plain XML or gzip, as a
/// file holds them): never a panic, and a replay that is read and written again
/// as a replay is read again with the same moves.
pub fn replay(data: &[u8]) {
    check_replay(data);
}

/// Competition replays packed in gzip: the input is the XML, packed here, so
/// that the gzip path of the reader sees every replay the plain target does.
pub fn replay_gz(data: &[u8]) {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::fast());
    encoder.write_all(data).expect("writing to memory");
    let packed = encoder.finish().expect("writing to memory");
    check_replay(&packed);
}

/// Hands out its bytes `piece` at a time, as a slow connection does.
struct Pieces<'a> {
    bytes: &'a [u8],
    piece: usize,
}

impl Read for Pieces<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let count = self.piece.min(out.len()).min(self.bytes.len());
        out[..count].copy_from_slice(&self.bytes[..count]);
        self.bytes = &self.bytes[count..];
        Ok(count)
    }
}

/// The messages of a stream, up to the first error (which is kept as text).
fn messages(input: impl Read) -> (Vec<String>, Option<String>) {
    let mut reader = MessageReader::with_limit(input, 2048);
    let mut messages = Vec::new();
    loop {
        match reader.next_message() {
            Ok(Some(message)) => messages.push(message),
            Ok(None) => return (messages, None),
            Err(FrameError::Io(error)) => panic!("reading memory failed: {error}"),
            Err(error) => return (messages, Some(error.to_string())),
        }
    }
}

/// The network protocol's stream reader: a stream is cut into the same messages
/// whether it arrives whole or in pieces of any size (the first byte picks the
/// size), and never a panic or an endless read. Each message goes on to the
/// message readers of both directions.
pub fn sc_stream(data: &[u8]) {
    let Some((&first, stream)) = data.split_first() else {
        return;
    };
    let whole = messages(stream);
    let piece = first as usize % 16 + 1;
    let pieces = messages(Pieces {
        bytes: stream,
        piece,
    });
    // Pieces may see a too-large message a little earlier or later than the
    // whole stream; the messages before any error are the same.
    let common = whole.0.len().min(pieces.0.len());
    assert_eq!(whole.0[..common], pieces.0[..common], "pieces of {piece}");
    if whole.1.is_none() && pieces.1.is_none() {
        assert_eq!(whole.0, pieces.0, "pieces of {piece}");
    }
    for message in &whole.0 {
        let _ = read_client_message(message);
        let _ = read_server_message(message, Piranhas2026::side_of);
    }
}

fn check_message<S: Season>(seed: u8, plies: u8, text: &str) {
    if let Ok(ClientMessage::Room { data, .. }) = read_client_message(text) {
        let game = random_game::<S>(seed as u64, plies as usize % 64);
        if let Ok(mv) = S::read_move(&data, game.position()) {
            let mut after = game.position().clone();
            after
                .play(mv)
                .unwrap_or_else(|error| panic!("a move read from {text:?} is not legal: {error}"));
        }
    }
    if let Ok(Some(ServerMessage::State(state))) = read_server_message(text, S::side_of)
        && let Ok(position) = S::read_state(&state)
    {
        let written = room("fuzz", S::memento(&Game::new(position.clone()))).to_message();
        let element = parse_message(&written)
            .unwrap_or_else(|error| panic!("a written memento is refused: {error}\n{written}"));
        let state = element
            .child("data")
            .and_then(|data| data.child("state"))
            .expect("a written memento holds a state");
        let again = S::read_state(state)
            .unwrap_or_else(|error| panic!("a written state is refused: {error}\n{written}"));
        assert_eq!(
            again.to_text(),
            position.to_text(),
            "written state:\n{written}"
        );
    }
}

/// One message of the network protocol, in the season the first byte picks: the
/// readers of both directions, a room packet's move read against a position of
/// a random game, and a memento's state read into a position. A state that is
/// read, written again as a memento and read again is the same position.
pub fn sc_message(data: &[u8]) {
    let [season, seed, plies, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let kind = SEASONS[*season as usize % SEASONS.len()];
    with_season!(kind, S => check_message::<S>(*seed, *plies, text));
}

/// The `bernstein engine` command reader: input cut into lines (any bytes, with
/// a small line limit so that long lines are met) and each line read as a
/// command of the game the first byte picks (its top bit: whose clock of
/// `go wtime … btime …` is the engine's). Never a panic; every line is a
/// command or an error. (Searches are not started: `go` is only read.)
pub fn engine_command(data: &[u8]) {
    let Some((&first, mut input)) = data.split_first() else {
        return;
    };
    let side = if first & 0x80 == 0 {
        Side::First
    } else {
        Side::Second
    };
    while let Some(line) = read_line(&mut input, 256) {
        let Ok(line) = line else {
            continue;
        };
        with_game!(kind(first), P => {
            let _ = parse_command::<P>(&line, &Default::default(), side);
        });
    }
}

/// A target's checks: one input in, a panic on a finding.
pub type Check = fn(&[u8]);

/// Every target by its name (the name of its folder in a corpus).
pub const ALL: [(&str, Check); 9] = [
    ("position_text", position_text),
    ("move_text", move_text),
    ("pgn", pgn),
    ("ron_save", ron_save),
    ("replay", replay),
    ("replay_gz", replay_gz),
    ("sc_stream", sc_stream),
    ("sc_message", sc_message),
    ("engine_command", engine_command),
];
