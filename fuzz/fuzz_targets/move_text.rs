//! Move text of every game, in positions of random games: the first byte picks
//! the game, the next two the seed and the number of random plies, the rest is
//! the move text. A move that is read writes back to a text that reads as the
//! same move, and it can be played.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::move_text(data));
