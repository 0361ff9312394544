//! The network protocol's stream reader: a stream is cut into the same messages
//! whether it arrives whole or in pieces of any size (the first byte picks the
//! size), and never a panic or an endless read. Each message goes on to the
//! message readers of both directions.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::sc_stream(data));
