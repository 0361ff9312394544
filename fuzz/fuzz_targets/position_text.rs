//! Position text of every game (the first byte picks the game): never a panic,
//! and a text that is read round-trips (see `check_position_text`); every legal
//! move of it round-trips as move text.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::position_text(data));
