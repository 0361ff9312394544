//! One message of the network protocol, in the season the first byte picks: the
//! readers of both directions, a room packet's move read against a position of
//! a random game, and a memento's state read into a position. A state that is
//! read, written again as a memento and read again is the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::sc_message(data));
