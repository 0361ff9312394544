//! Record files by name: [`FileFormat`] chosen by extension, and [`load`] /
//! [`load_all`] / [`load_games`] / [`save`] / [`save_all`] for every format
//! Bernstein reads or writes.

use std::path::Path;

use super::bounded::read_bounded;
use super::{Record, RecordError, RecordErrorKind, autosave, pgn, replay};

/// The kinds of record file Bernstein reads, by file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileFormat {
    /// A saved game (`.ron`).
    Ron,
    /// A match record (`.pgn`, `.txt`): PGN-style, many games per file.
    Pgn,
    /// A Software Challenge replay (`.xml`, `.xml.gz`): read only.
    Replay,
}

impl FileFormat {
    /// The format a file name's extension names, or an error that lists the known ones.
    pub fn from_path(path: &Path) -> Result<FileFormat, RecordError> {
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        let format = if name.ends_with(".ron") {
            FileFormat::Ron
        } else if name.ends_with(".pgn") || name.ends_with(".txt") {
            FileFormat::Pgn
        } else if name.ends_with(".xml") || name.ends_with(".xml.gz") {
            FileFormat::Replay
        } else {
            return Err(RecordError::with_kind(
                RecordErrorKind::NotARecord,
                "unknown file type: expected .ron (saved game), .pgn or .txt (match record), .xml or .xml.gz (competition replay)",
            )
            .in_file(path));
        };
        Ok(format)
    }
}

/// The text of a record file (bounded as [`read_bounded`] says), which must be UTF-8.
fn read_text(path: &Path) -> Result<String, RecordError> {
    let bytes = read_bounded(path)?;
    String::from_utf8(bytes).map_err(|error| {
        RecordError::with_kind(
            RecordErrorKind::NotARecord,
            format!(
                "not a text file (byte {} is not UTF-8)",
                error.utf8_error().valid_up_to()
            ),
        )
        .in_file(path)
    })
}

/// Loads every game a file holds (a match record may hold many), chosen by extension.
pub fn load_all(path: &Path) -> Result<Vec<Record>, RecordError> {
    match FileFormat::from_path(path)? {
        FileFormat::Ron => {
            let text = read_text(path)?;
            Record::from_ron(&text)
                .map(|record| vec![record])
                .map_err(|error| error.in_file(path))
        }
        FileFormat::Pgn => {
            let text = read_text(path)?;
            pgn::read_pgn(&text).map_err(|error| error.in_file(path))
        }
        FileFormat::Replay => replay::read_replay_file(path).map(|replay| vec![replay.record]),
    }
}

/// Loads every game of a file, as [`load_all`], for what needs at least one
/// game (converting, reviewing): a file that holds none is an error, "the file
/// holds no game".
pub fn load_games(path: &Path) -> Result<Vec<Record>, RecordError> {
    let games = load_all(path)?;
    if games.is_empty() {
        return Err(
            RecordError::with_kind(RecordErrorKind::NotARecord, "the file holds no game")
                .in_file(path),
        );
    }
    Ok(games)
}

/// Loads the (first) game of a file, chosen by extension. A match record with no
/// game is an error.
pub fn load(path: &Path) -> Result<Record, RecordError> {
    Ok(load_games(path)?.swap_remove(0))
}

/// Saves games to a file, chosen by extension: RON takes exactly one game, a match
/// record any number. Writes atomically (a half-written file never replaces a good one).
pub fn save_all(path: &Path, records: &[Record]) -> Result<(), RecordError> {
    let text = match FileFormat::from_path(path)? {
        FileFormat::Ron => match records {
            [record] => record.to_ron(),
            _ => {
                return Err(RecordError::new(format!(
                    "a saved game (.ron) holds one game, not {}: use .pgn for many",
                    records.len()
                ))
                .in_file(path));
            }
        },
        FileFormat::Pgn => pgn::write_pgn_all(records),
        FileFormat::Replay => {
            return Err(RecordError::new(
                "Bernstein reads competition replays but does not write them: save as .ron or .pgn",
            )
            .in_file(path));
        }
    };
    autosave::write_atomically(path, text.as_bytes())
        .map_err(|error| RecordError::io(&error).in_file(path))
}

/// Saves one game to a file, chosen by extension (`.ron` or `.pgn`).
pub fn save(path: &Path, record: &Record) -> Result<(), RecordError> {
    save_all(path, std::slice::from_ref(record))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_formats_by_extension() {
        assert_eq!(
            FileFormat::from_path(Path::new("a/b.RON")).unwrap(),
            FileFormat::Ron
        );
        assert_eq!(
            FileFormat::from_path(Path::new("m.pgn")).unwrap(),
            FileFormat::Pgn
        );
        assert_eq!(
            FileFormat::from_path(Path::new("r.xml.gz")).unwrap(),
            FileFormat::Replay
        );
        let error = FileFormat::from_path(Path::new("x.doc"))
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("x.doc: unknown file type"), "{error}");
    }
}
