//! The `bernstein engine` command reader: input cut into lines (any bytes, with
//! a small line limit so that long lines are met) and each line read as a
//! command of the game the first byte picks (its top bit: whose clock of
//! `go wtime … btime …` is the engine's). Never a panic; every line is a
//! command or an error. (Searches are not started: `go` is only read.)
#![no_main]

use bernstein::cli::engine_process::{parse_command, read_line};
use bernstein::rules::Side;
use bernstein::with_game;
use bernstein_fuzz::kind;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
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
});
