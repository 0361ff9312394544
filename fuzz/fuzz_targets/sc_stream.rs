//! The network protocol's stream reader: a stream is cut into the same messages
//! whether it arrives whole or in pieces of any size (the first byte picks the
//! size), and never a panic or an endless read. Each message goes on to the
//! message readers of both directions.
#![no_main]

use bernstein::net::Season;
use bernstein::net::framing::{FrameError, MessageReader};
use bernstein::net::message::{read_client_message, read_server_message};
use bernstein::rules::piranhas_2026::Piranhas2026;
use libfuzzer_sys::fuzz_target;
use std::io::Read;

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

fuzz_target!(|data: &[u8]| {
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
});
