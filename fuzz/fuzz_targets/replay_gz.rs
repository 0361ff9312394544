//! Competition replays packed in gzip: the input is the XML, packed here, so
//! that the gzip path of the reader sees every replay the plain target does.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bernstein_fuzz::targets::replay_gz(data));
