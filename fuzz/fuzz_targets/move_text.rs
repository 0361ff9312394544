//! Move text of every game, in positions of random games: the first byte picks
//! the game, the next two the seed and the number of random plies, the rest is
//! the move text. A move that is read writes back to a text that reads as the
//! same move, and it can be played.
#![no_main]

use bernstein::rules::Position;
use bernstein::with_game;
use bernstein_fuzz::{kind, random_game};
use libfuzzer_sys::fuzz_target;

fn check<P: Position>(seed: u8, plies: u8, text: &str) {
    let game = random_game::<P>(seed as u64, plies as usize % 64);
    let position = game.position();
    let Ok(mv) = position.parse_move(text) else {
        return;
    };
    let written = position.move_to_text(mv);
    match position.parse_move(&written) {
        Ok(again) => assert_eq!(again, mv, "{text:?} → {written:?} reads as another move"),
        Err(error) => panic!("{written:?}, written from {text:?}, is refused: {error}"),
    }
    let mut after = position.clone();
    after
        .play(mv)
        .unwrap_or_else(|error| panic!("{text:?} is read but cannot be played: {error}"));
}

fuzz_target!(|data: &[u8]| {
    let [game, seed, plies, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    with_game!(kind(*game), P => check::<P>(*seed, *plies, text));
});
