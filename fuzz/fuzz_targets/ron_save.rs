//! Saved games (RON): never a panic, and a record that is read, written again
//! and read again is the same record.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::ron_save(data));
