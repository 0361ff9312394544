//! PGN-style records: never a panic, and records that are read, written again
//! and read again are the same records.
#![no_main]

use bernstein::records::pgn::{read_pgn, write_pgn_all};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
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
});
