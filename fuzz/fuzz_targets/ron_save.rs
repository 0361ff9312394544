//! Saved games (RON): never a panic, and a record that is read, written again
//! and read again is the same record.
#![no_main]

use bernstein::records::Record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
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
});
