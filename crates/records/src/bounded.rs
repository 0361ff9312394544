//! Reading a record file with a bound on its size, shared by every reader: a file
//! is refused before it is read when it is larger than any record, so a huge or
//! hostile file cannot take the memory.

use std::io::Read;
use std::path::Path;

use super::{RecordError, RecordErrorKind};

/// Record files larger than this are refused before they are read: a match record
/// of thousands of games, or a replay, stays far below, and reading a file
/// takes about ten times its size in memory.
pub const MAX_RECORD_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// The bytes of a record file, refused with a message naming the limit and the
/// file when it is larger than [`MAX_RECORD_FILE_BYTES`] (checked before reading,
/// and again while reading, for a file that grows meanwhile).
pub fn read_bounded(path: &Path) -> Result<Vec<u8>, RecordError> {
    let io_error = |error: std::io::Error| RecordError::io(&error).in_file(path);
    let file = std::fs::File::open(path).map_err(io_error)?;
    let too_large = || {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!(
                "the file is larger than {} MB, the most Bernstein reads as a record",
                MAX_RECORD_FILE_BYTES / (1024 * 1024)
            ),
        )
        .in_file(path)
    };
    let size = file.metadata().map_err(io_error)?.len();
    if size > MAX_RECORD_FILE_BYTES {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(MAX_RECORD_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > MAX_RECORD_FILE_BYTES {
        return Err(too_large());
    }
    Ok(bytes)
}
