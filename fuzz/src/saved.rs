//! The compact form of a corpus that the repository keeps (`fuzz/saved/`): one
//! gzip file per target, `<target>.gz`, of its inputs one after another, each
//! as its length (4 bytes, little-endian) and its bytes. `scripts/fuzz` packs
//! the corpora after a run; `tests/fuzz_corpus.rs` replays them in `cargo test`.

use std::io::{self, Read, Write};
use std::path::Path;

use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;

/// The inputs packed.
pub fn pack(inputs: &[Vec<u8>]) -> io::Result<Vec<u8>> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    for input in inputs {
        let length = u32::try_from(input.len())
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "an input of 4 GB"))?;
        encoder.write_all(&length.to_le_bytes())?;
        encoder.write_all(input)?;
    }
    encoder.finish()
}

/// The inputs of a pack.
pub fn unpack(packed: &[u8]) -> io::Result<Vec<Vec<u8>>> {
    let mut bytes = Vec::new();
    GzDecoder::new(packed).read_to_end(&mut bytes)?;
    let mut inputs = Vec::new();
    let mut rest = bytes.as_slice();
    while !rest.is_empty() {
        let (length, after) = rest
            .split_first_chunk::<4>()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "a pack cut short"))?;
        let length = u32::from_le_bytes(*length) as usize;
        if after.len() < length {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "a pack cut short",
            ));
        }
        inputs.push(after[..length].to_vec());
        rest = &after[length..];
    }
    Ok(inputs)
}

/// Packs every `<corpus>/<target>/` into `<saved>/<target>.gz` (the inputs in
/// the order of their names); returns each target with its count.
pub fn pack_folders(corpus: &Path, saved: &Path) -> io::Result<Vec<(String, usize)>> {
    std::fs::create_dir_all(saved)?;
    let mut packed = Vec::new();
    let mut folders: Vec<_> = std::fs::read_dir(corpus)?
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .collect();
    folders.sort_by_key(|entry| entry.file_name());
    for folder in folders {
        let mut files: Vec<_> = std::fs::read_dir(folder.path())?.flatten().collect();
        files.sort_by_key(|entry| entry.file_name());
        let inputs = files
            .iter()
            .map(|file| std::fs::read(file.path()))
            .collect::<io::Result<Vec<_>>>()?;
        let target = folder.file_name().to_string_lossy().into_owned();
        std::fs::write(saved.join(format!("{target}.gz")), pack(&inputs)?)?;
        packed.push((target, inputs.len()));
    }
    Ok(packed)
}
