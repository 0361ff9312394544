//! Why a record could not be read, written or replayed: [`RecordError`] names the
//! file, the place and the problem; [`RecordErrorKind`] lets callers react to the
//! kind of problem (e.g. offer an update for a newer format).

use std::fmt;
use std::path::{Path, PathBuf};

use super::saved::FORMAT_VERSION;
use super::tree::Numbering;
use bernstein_rules::{GameKind, MoveError, PositionError};
use bernstein_words::{Arg, Worded, Words};

/// What kind of problem a [`RecordError`] is, for callers that react differently
/// (e.g. the app offers an update for [`RecordErrorKind::NewerFormat`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// The file could not be read or written.
    Io,
    /// Not a file of the expected kind at all.
    NotARecord,
    /// The file is of the right kind but broken (syntax, truncation).
    Damaged,
    /// Written by a newer Bernstein.
    NewerFormat {
        found: u32,
        supported: u32,
    },
    UnknownGame(String),
    BadOptions,
    BadPosition,
    /// A move that is malformed, illegal or after the end of the game.
    BadMove,
    /// The recorded result disagrees with the moves (see `Record::check_result`).
    WrongResult,
    /// Anything else that does not fit the rules or the format.
    Invalid,
}

/// A record that could not be read, written or replayed: which file, where, what.
/// Displayed as e.g. "game.ron: move 14 (b1-c3) is illegal: a cockle cannot move there".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The file the error is about, as given by the caller (`None` for text input).
    pub file: Option<PathBuf>,
    pub kind: RecordErrorKind,
    /// Where and what, without the file name.
    pub message: String,
    /// The rules' own reason, when a move or a position was refused: kept as a kind
    /// so that the app can word it in the user's language.
    cause: Option<Box<RecordCause>>,
}

/// The rules' reason behind a [`RecordError`]: a refused move (with where it stands
/// in the game) or a refused position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordCause {
    /// Ply `ply` (0 = the first move of the record) could not be played.
    Move {
        game: GameKind,
        ply: usize,
        numbering: Numbering,
        error: MoveError,
    },
    Position(PositionError),
}

impl RecordError {
    pub fn new(message: impl Into<String>) -> RecordError {
        RecordError::with_kind(RecordErrorKind::Invalid, message)
    }

    pub fn with_kind(kind: RecordErrorKind, message: impl Into<String>) -> RecordError {
        RecordError {
            file: None,
            kind,
            message: message.into(),
            cause: None,
        }
    }

    /// "saved by a newer Bernstein (format 3, this version reads up to 1)".
    pub fn newer(found: u32) -> RecordError {
        RecordError::with_kind(
            RecordErrorKind::NewerFormat {
                found,
                supported: FORMAT_VERSION,
            },
            format!(
                "saved by a newer Bernstein (format {found}, this version reads up to {FORMAT_VERSION})"
            ),
        )
    }

    /// "unknown game 'schach'".
    pub fn unknown_game(id: &str) -> RecordError {
        let known: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
        RecordError::with_kind(
            RecordErrorKind::UnknownGame(id.to_string()),
            format!("unknown game '{id}' (known: {})", known.join(", ")),
        )
    }

    /// A move that cannot be played; `which` names it, e.g. "move 14 (b1-c3)".
    pub fn bad_move(which: &str, error: &MoveError) -> RecordError {
        let message = match error {
            MoveError::Malformed { why, .. } => {
                format!("{which} is not a move of this game: {why}")
            }
            MoveError::Illegal { why, .. } => format!("{which} is illegal: {why}"),
            MoveError::GameOver { .. } => format!("{which} comes after the end of the game"),
        };
        RecordError::with_kind(RecordErrorKind::BadMove, message)
    }

    /// The same error, remembering the refused move it is about (see [`RecordCause`]).
    pub fn for_move(
        mut self,
        game: GameKind,
        ply: usize,
        numbering: Numbering,
        error: &MoveError,
    ) -> RecordError {
        self.cause = Some(Box::new(RecordCause::Move {
            game,
            ply,
            numbering,
            error: error.clone(),
        }));
        self
    }

    /// A position the rules refused; `which` names it, e.g. "start position 'x'".
    pub fn bad_position(which: &str, error: &PositionError) -> RecordError {
        let mut record_error =
            RecordError::with_kind(RecordErrorKind::BadPosition, format!("{which}: {error}"));
        record_error.cause = Some(Box::new(RecordCause::Position(error.clone())));
        record_error
    }

    /// The rules' reason behind this error, if a move or a position was refused.
    pub fn cause(&self) -> Option<&RecordCause> {
        self.cause.as_deref()
    }

    pub fn io(error: &std::io::Error) -> RecordError {
        RecordError::with_kind(RecordErrorKind::Io, error.to_string())
    }

    /// The same error about `file`.
    pub fn in_file(mut self, file: impl AsRef<Path>) -> RecordError {
        self.file = Some(file.as_ref().to_path_buf());
        self
    }

    /// The same error with `place` in front of its message ("game 2, …").
    pub fn at(mut self, place: impl fmt::Display) -> RecordError {
        self.message = format!("{place}, {}", self.message);
        self
    }
}

impl RecordError {
    /// The file, and what is wrong, as a message of the catalogue (for the app,
    /// in the user's language): a refused move or position is worded from the
    /// rules' reason; other problems name their kind, followed by the detail only
    /// the format can give (a parser's "expected '>' at line 3"), as this layer
    /// wrote it.
    pub fn words(&self) -> Words {
        let what = match self.cause() {
            Some(RecordCause::Move {
                ply,
                numbering,
                error,
                ..
            }) => {
                let (number, second) = numbering.at(*ply);
                Words::new(if second {
                    "record-move-refused-second"
                } else {
                    "record-move-refused"
                })
                .with("number", Arg::count(number as f64))
                .with("move", Arg::text(error.text()))
                .with("why", error.why_words())
            }
            Some(RecordCause::Position(position)) => {
                Words::new("record-bad-position").with("detail", position.words())
            }
            None => self.problem_words(),
        };
        match &self.file {
            Some(file) => {
                let name = file.file_name().map_or_else(
                    || file.display().to_string(),
                    |name| name.to_string_lossy().to_string(),
                );
                Words::new("record-error-in-file")
                    .with("file", Arg::Text(name))
                    .with("what", what)
            }
            None => what,
        }
    }

    /// The problem by its kind, with this layer's detail.
    fn problem_words(&self) -> Words {
        let detail = |id: &'static str| Words::new(id).with("detail", Arg::text(&self.message));
        match &self.kind {
            RecordErrorKind::Io => detail("record-io"),
            RecordErrorKind::NotARecord => detail("record-not-a-record"),
            RecordErrorKind::Damaged => detail("record-damaged"),
            RecordErrorKind::NewerFormat { found, supported } => Words::new("record-newer-format")
                .with("found", Arg::count(*found))
                .with("supported", Arg::count(*supported)),
            RecordErrorKind::UnknownGame(id) => {
                let known: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
                Words::new("record-unknown-game")
                    .with("id", Arg::text(id))
                    .with("known", Arg::Text(known.join(", ")))
            }
            RecordErrorKind::BadOptions => detail("record-bad-options"),
            RecordErrorKind::BadPosition => detail("record-bad-position"),
            RecordErrorKind::BadMove => detail("record-bad-move"),
            RecordErrorKind::WrongResult => detail("record-wrong-result"),
            RecordErrorKind::Invalid => detail("record-invalid"),
        }
    }
}

impl Worded for RecordError {
    fn words(&self) -> Words {
        RecordError::words(self)
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.file {
            Some(file) => write!(f, "{}: {}", file.display(), self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RecordError {}
