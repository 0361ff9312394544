//! Record files game by game, so that memory holds one game at a time however
//! many a file has: [`read_games`] reads a match record's games one after the
//! other as the file is read, and [`GameWriter`] writes them one after the
//! other into a file that replaces the old one in one step when it is
//! finished. `convert` and `review` work through them.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use super::bounded::MAX_RECORD_FILE_BYTES;
use super::pgn::{read_pgn_part, write_pgn};
use super::{FileFormat, Record, RecordError, RecordErrorKind, load_all};
use bernstein_system::AtomicFile;

/// A part of a match record that holds whole games: its text and the line it
/// starts on.
struct Part {
    text: String,
    first_line: usize,
}

/// The games of a PGN-style match record, read from `reader` a game at a time.
/// The text is cut before a tag line that follows move text (outside comments),
/// where the reader starts a new game anyway, and each part is read as
/// [`super::pgn::read_pgn`] reads a whole file, with the file's line and game
/// numbers in its errors. After an error it yields nothing more.
pub struct PgnGames<R> {
    reader: R,
    /// Lines read so far.
    line: usize,
    games: usize,
    /// The tag line that begins the next part, read already.
    carried: Option<String>,
    /// The part after the one being read (to know whether more games follow).
    next: Option<Part>,
    ready: VecDeque<Record>,
    started: bool,
    failed: bool,
}

impl<R: BufRead> PgnGames<R> {
    pub fn new(reader: R) -> PgnGames<R> {
        PgnGames {
            reader,
            line: 0,
            games: 0,
            carried: None,
            next: None,
            ready: VecDeque::new(),
            started: false,
            failed: false,
        }
    }

    /// The next line as text (with its line break), `None` at the end.
    fn read_line(&mut self) -> Result<Option<String>, RecordError> {
        let mut bytes = Vec::new();
        let read = self
            .reader
            .read_until(b'\n', &mut bytes)
            .map_err(|error| RecordError::io(&error))?;
        if read == 0 {
            return Ok(None);
        }
        self.line += 1;
        String::from_utf8(bytes).map(Some).map_err(|error| {
            RecordError::with_kind(
                RecordErrorKind::NotARecord,
                format!(
                    "not a text file (line {}, byte {} of it, is not UTF-8)",
                    self.line,
                    error.utf8_error().valid_up_to() + 1
                ),
            )
        })
    }

    /// The next part of whole games, `None` at the end of the text.
    fn read_part(&mut self) -> Result<Option<Part>, RecordError> {
        let mut text = String::new();
        let mut first_line = self.line + 1;
        if let Some(line) = self.carried.take() {
            first_line = self.line;
            text.push_str(&line);
        }
        let mut scan = Scan::default();
        if !text.is_empty() {
            scan.line(&text);
        }
        while let Some(line) = self.read_line()? {
            if scan.starts_game(&line) {
                self.carried = Some(line);
                break;
            }
            scan.line(&line);
            text.push_str(&line);
            if text.len() as u64 > MAX_RECORD_FILE_BYTES {
                return Err(RecordError::with_kind(
                    RecordErrorKind::Invalid,
                    format!(
                        "line {first_line}: a game of more than {} MB, the most Bernstein reads as one game",
                        MAX_RECORD_FILE_BYTES / (1024 * 1024)
                    ),
                ));
            }
        }
        Ok((!text.trim().is_empty()).then_some(Part { text, first_line }))
    }

    fn fill(&mut self) -> Result<(), RecordError> {
        if !self.started {
            self.started = true;
            self.next = self.read_part()?;
        }
        while self.ready.is_empty() {
            let Some(part) = self.next.take() else {
                return Ok(());
            };
            self.next = self.read_part()?;
            let records =
                read_pgn_part(&part.text, part.first_line, self.games, self.next.is_some())?;
            self.games += records.len();
            self.ready.extend(records);
        }
        Ok(())
    }
}

impl<R: BufRead> Iterator for PgnGames<R> {
    type Item = Result<Record, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        if let Err(error) = self.fill() {
            self.failed = true;
            return Some(Err(error));
        }
        self.ready.pop_front().map(Ok)
    }
}

/// What the lines of a part so far were: whether move text came (so that a tag
/// line begins the next game) and whether a `{` comment is open.
#[derive(Default)]
struct Scan {
    moves: bool,
    in_comment: bool,
}

impl Scan {
    fn starts_game(&self, line: &str) -> bool {
        self.moves && !self.in_comment && line.trim_start().starts_with('[')
    }

    fn line(&mut self, line: &str) {
        let trimmed = line.trim_start_matches('\u{feff}').trim_start();
        if !self.in_comment && (trimmed.is_empty() || trimmed.starts_with('%')) {
            return;
        }
        let mut in_tag_value = false;
        let mut tag_line = !self.in_comment && trimmed.starts_with('[');
        for ch in trimmed.chars() {
            if self.in_comment {
                self.in_comment = ch != '}';
                continue;
            }
            match ch {
                '"' => in_tag_value = !in_tag_value,
                _ if in_tag_value => {}
                ']' => tag_line = false,
                ';' => {
                    self.moves = true;
                    return;
                }
                '{' => {
                    self.moves = true;
                    self.in_comment = true;
                }
                _ if ch.is_whitespace() || tag_line => {}
                _ => self.moves = true,
            }
        }
    }
}

/// The games of a record file one at a time, chosen by extension: a match
/// record's as they are read, a saved game's or a replay's (one game) whole.
/// Errors name the file.
pub fn read_games(
    path: &Path,
) -> Result<Box<dyn Iterator<Item = Result<Record, RecordError>>>, RecordError> {
    match FileFormat::from_path(path)? {
        FileFormat::Pgn => {
            let file = File::open(path).map_err(|error| RecordError::io(&error).in_file(path))?;
            let path = path.to_path_buf();
            Ok(Box::new(PgnGames::new(BufReader::new(file)).map(
                move |game| game.map_err(|error| error.in_file(&path)),
            )))
        }
        FileFormat::Ron | FileFormat::Replay => Ok(Box::new(load_all(path)?.into_iter().map(Ok))),
    }
}

/// Writes games one at a time into a record file (`.ron`: one game; `.pgn`: any
/// number), which replaces the file in one step when [`GameWriter::finish`]ed;
/// a writer dropped unfinished leaves the file as it was.
pub struct GameWriter {
    path: PathBuf,
    format: FileFormat,
    file: AtomicFile,
    games: usize,
}

impl GameWriter {
    /// Starts writing `path`. A format Bernstein does not write (a replay) is
    /// refused here, before anything is read.
    pub fn create(path: &Path) -> Result<GameWriter, RecordError> {
        let format = FileFormat::from_path(path)?;
        if format == FileFormat::Replay {
            return Err(RecordError::new(
                "Bernstein reads competition replays but does not write them: save as .ron or .pgn",
            )
            .in_file(path));
        }
        let file =
            AtomicFile::create(path).map_err(|error| RecordError::io(&error).in_file(path))?;
        Ok(GameWriter {
            path: path.to_path_buf(),
            format,
            file,
            games: 0,
        })
    }

    /// Writes the next game. A second game into a saved game (`.ron`) is refused.
    pub fn write(&mut self, record: &Record) -> Result<(), RecordError> {
        let text = match self.format {
            FileFormat::Ron if self.games > 0 => {
                return Err(RecordError::new(
                    "a saved game (.ron) holds one game, and there are more: use .pgn for many",
                )
                .in_file(&self.path));
            }
            FileFormat::Ron => record.to_ron(),
            // Games are separated by a blank line, as `write_pgn_all` writes them.
            _ if self.games > 0 => format!("\n{}", write_pgn(record)),
            _ => write_pgn(record),
        };
        self.file
            .write_all(text.as_bytes())
            .map_err(|error| RecordError::io(&error).in_file(&self.path))?;
        self.games += 1;
        Ok(())
    }

    /// The games written so far.
    pub fn games(&self) -> usize {
        self.games
    }

    /// Puts the file in place; returns how many games it holds.
    pub fn finish(self) -> Result<usize, RecordError> {
        let (path, games) = (self.path, self.games);
        self.file
            .commit()
            .map_err(|error| RecordError::io(&error).in_file(&path))?;
        Ok(games)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{read_pgn, write_pgn_all};

    const GAMES: &str = "[Game \"muehle\"]\n[Event \"one\"]\n\n1. a1 d7 *\n\n[Game \"muehle\"]\n[Event \"two\"]\n\n{a comment\n[Event \"not a tag\"]\n} 1. a1 *\n[Game \"muehle\"]\n[Event \"three\"] ; x\n1. d7 *\n";

    fn streamed(text: &str) -> Result<Vec<Record>, RecordError> {
        PgnGames::new(text.as_bytes()).collect()
    }

    #[test]
    fn games_read_one_by_one_are_the_games_read_whole() {
        let whole = read_pgn(GAMES).unwrap();
        assert_eq!(whole.len(), 3);
        assert_eq!(streamed(GAMES).unwrap(), whole);
        let written = write_pgn_all(&whole);
        assert_eq!(streamed(&written).unwrap(), whole);
        assert!(streamed("").unwrap().is_empty());
        assert!(streamed("\n\n% escape\n").unwrap().is_empty());
    }

    #[test]
    fn an_error_names_the_game_and_the_line_of_the_file() {
        let text = GAMES.replace("1. a1 *", "1. z9 *");
        let streamed = streamed(&text).unwrap_err().to_string();
        let whole = read_pgn(&text).unwrap_err().to_string();
        assert_eq!(streamed, whole);
        assert!(
            streamed.contains("game 2") && streamed.contains("line 11"),
            "{streamed}"
        );
        // A single game's error names no game, as when read whole.
        let one = "[Game \"muehle\"]\n\n1. z9 *\n";
        assert_eq!(
            self::streamed(one).unwrap_err().to_string(),
            read_pgn(one).unwrap_err().to_string()
        );
    }

    /// A reader of `text` that fails once it is read past `limit` bytes, as
    /// a file too large to hold would fail.
    struct Limited<'a> {
        text: &'a [u8],
        read: usize,
        limit: usize,
    }

    impl std::io::Read for Limited<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.read >= self.limit {
                return Err(std::io::Error::other("read past the games asked for"));
            }
            let end = self.text.len().min(self.read + buf.len()).min(self.limit);
            let n = end - self.read;
            buf[..n].copy_from_slice(&self.text[self.read..end]);
            self.read = end;
            Ok(n)
        }
    }

    #[test]
    fn a_game_comes_out_before_the_rest_of_the_file_is_read() {
        let game = |n: usize| format!("[Game \"muehle\"]\n[Event \"{n}\"]\n\n1. a1 d7 *\n\n");
        let text: String = (1..=1000).map(game).collect();
        // The first two games and the third's first line: a game is given out
        // when the next one has begun, never after the whole file.
        let limit = game(1).len() + game(2).len() + 20;
        let reader = Limited {
            text: text.as_bytes(),
            read: 0,
            limit,
        };
        let mut games = PgnGames::new(BufReader::with_capacity(16, reader));
        let first = games.next().unwrap().unwrap();
        assert_eq!(first.event.as_deref(), Some("1"));
        // The second game would need the third whole: here the file fails.
        let error = games.next().unwrap().unwrap_err().to_string();
        assert!(error.contains("read past the games asked for"), "{error}");
    }
}
