//! Position text of every game (the first byte picks the game): never a panic,
//! and a text that is read round-trips (see `check_position_text`); every legal
//! move of it round-trips as move text.
#![no_main]

use bernstein::with_game;
use bernstein_fuzz::{check_position_text, kind};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    with_game!(kind(first), P => check_position_text::<P>(text));
});
