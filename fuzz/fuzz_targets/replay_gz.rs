//! Competition replays packed in gzip: the input is the XML, packed here, so
//! that the gzip path of the reader sees every replay the plain target does.
#![no_main]

use bernstein_fuzz::check_replay;
use flate2::Compression;
use flate2::write::GzEncoder;
use libfuzzer_sys::fuzz_target;
use std::io::Write;

fuzz_target!(|data: &[u8]| {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::fast());
    encoder.write_all(data).expect("writing to memory");
    let packed = encoder.finish().expect("writing to memory");
    check_replay(&packed);
});
