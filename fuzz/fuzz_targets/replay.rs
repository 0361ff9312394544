//! Competition replays of 2019, 2022 and 2026 as bytes (plain XML or gzip, as a
//! file holds them): never a panic, and a replay that is read and written again
//! as a replay is read again with the same moves.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::replay(data));
