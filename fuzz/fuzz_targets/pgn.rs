//! PGN-style records: never a panic, and records that are read, written again
//! and read again are the same records.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::pgn(data));
