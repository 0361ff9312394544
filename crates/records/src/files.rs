//! Record files: [`FileFormat`] chosen by extension (or, for a file whose name
//! does not say, by its first bytes), and [`load`] / [`load_all`] / [`load_games`] /
//! [`save`] / [`save_all`] for every format Bernstein reads or writes.

use std::path::Path;

use super::bounded::read_bounded;
use super::{Record, RecordError, RecordErrorKind, pgn, replay};

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

    /// The format a file's first bytes show, for a file whose name does not say
    /// (a replay downloaded as `replay`, a saved game renamed to `partie`, a file
    /// the desktop recognised by content and handed over): gzip is a compressed
    /// replay, XML a replay, RON's opening parenthesis a saved game, PGN's opening
    /// tag pair a match record. After a byte-order mark and blank space; `None` for
    /// anything else. The reader of the format then checks the rest.
    pub fn from_content(bytes: &[u8]) -> Option<FileFormat> {
        if bytes.starts_with(&[0x1f, 0x8b]) {
            return Some(FileFormat::Replay);
        }
        let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        match text.iter().find(|byte| !byte.is_ascii_whitespace())? {
            b'<' => Some(FileFormat::Replay),
            b'(' => Some(FileFormat::Ron),
            b'[' => Some(FileFormat::Pgn),
            _ => None,
        }
    }
}

/// The text of a record file's bytes, which must be UTF-8.
fn text_of(path: &Path, bytes: Vec<u8>) -> Result<String, RecordError> {
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

/// Loads every game a file holds (a match record may hold many), in the format its
/// extension names, or, with an extension Bernstein does not know (or none), the
/// format its content shows ([`FileFormat::from_content`]). The file is read once,
/// bounded as [`read_bounded`] says.
pub fn load_all(path: &Path) -> Result<Vec<Record>, RecordError> {
    let by_name = FileFormat::from_path(path);
    let bytes = read_bounded(path)?;
    let format = match by_name {
        Ok(format) => format,
        Err(_) => FileFormat::from_content(&bytes).ok_or_else(|| {
            RecordError::with_kind(
                RecordErrorKind::NotARecord,
                "unknown file type: neither its name (.ron, .pgn, .txt, .xml, .xml.gz) nor its content is a saved game, match record or competition replay",
            )
            .in_file(path)
        })?,
    };
    match format {
        FileFormat::Ron => Record::from_ron(&text_of(path, bytes)?)
            .map(|record| vec![record])
            .map_err(|error| error.in_file(path)),
        FileFormat::Pgn => {
            pgn::read_pgn(&text_of(path, bytes)?).map_err(|error| error.in_file(path))
        }
        FileFormat::Replay => replay::read_replay_bytes(&bytes)
            .map(|replay| vec![replay.record])
            .map_err(|error| error.in_file(path)),
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
    bernstein_system::write_atomically(path, text.as_bytes())
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

    #[test]
    fn file_formats_by_content() {
        let cases: [(&[u8], Option<FileFormat>); 8] = [
            (&[0x1f, 0x8b, 8, 0], Some(FileFormat::Replay)),
            (
                b"<protocol>\n  <room roomId=\"r\">",
                Some(FileFormat::Replay),
            ),
            (
                b"\xEF\xBB\xBF<?xml version=\"1.0\"?>",
                Some(FileFormat::Replay),
            ),
            (
                b"(\n  format: 1,\n  game: \"muehle\",",
                Some(FileFormat::Ron),
            ),
            (b"\r\n\r\n[Event \"Club\"]\r\n", Some(FileFormat::Pgn)),
            (b"PK\x03\x04", None),
            (b"  \n\t", None),
            (b"", None),
        ];
        for (bytes, format) in cases {
            assert_eq!(
                FileFormat::from_content(bytes),
                format,
                "{}",
                String::from_utf8_lossy(bytes)
            );
        }
    }
}
