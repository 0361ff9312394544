//! The `bernstein engine` command reader: input cut into lines (any bytes, with
//! a small line limit so that long lines are met) and each line read as a
//! command of the game the first byte picks (its top bit: whose clock of
//! `go wtime … btime …` is the engine's). Never a panic; every line is a
//! command or an error. (Searches are not started: `go` is only read.)
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::engine_command(data));
