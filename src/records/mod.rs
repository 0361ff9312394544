//! Game records: saved games (RON), match records (PGN-style), competition replays.
//!
//! A [`Record`] is everything a saved game holds: which game, its rule options, the
//! start position, the moves with variations and comments ([`MoveTree`]), the
//! players, the result, the date and the app version. It knows no rules itself: it
//! keeps positions and moves as text and replays them through the rules
//! ([`Record::main_line_game`], [`Record::game_at`]) when a position is needed.
//!
//! Every loader takes a path or a text and returns a record or a [`RecordError`]
//! that says which file, where and what; none opens a dialog or panics, so the app,
//! the command line and the tests share them:
//! - [`Record::to_ron`] / [`Record::from_ron`], [`save`] / [`load`] (by extension),
//! - [`pgn::write_pgn`] / [`pgn::read_pgn`] (many games per file),
//! - [`replay::read_replay`] (Software Challenge XML, `.xml` or `.xml.gz`),
//! - [`autosave`] (the app's crash-safe copy of the current game).

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::rules::{Game, GameKind, MoveError, Outcome, Position, Side};
use crate::with_game;

pub mod tree;

pub use tree::{MoveTree, NodeId, normalize_tree, replay, replay_moves, validate_tree};

/// The version of the saved-game format this build writes. Files with a higher
/// number come from a newer Bernstein and are refused with a clear message.
pub const FORMAT_VERSION: u32 = 1;

/// The app version written into records.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// A player of a recorded game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The name shown to users; may be empty.
    #[serde(default)]
    pub name: String,
    pub kind: PlayerKind,
}

impl Player {
    pub fn human(name: impl Into<String>) -> Player {
        Player {
            name: name.into(),
            kind: PlayerKind::Human,
        }
    }

    pub fn computer(name: impl Into<String>, level: u8) -> Player {
        Player {
            name: name.into(),
            kind: PlayerKind::Computer { level },
        }
    }
}

impl Default for Player {
    fn default() -> Self {
        Player::human("")
    }
}

/// Who made a player's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    /// Bernstein's engine (or another program) at a strength level.
    Computer {
        level: u8,
    },
}

/// How a recorded game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    /// The rules ended the game: the outcome of the main line's last position.
    Rules(Outcome),
    /// Decided outside the rules (resignation, time-out, adjudication), or a result
    /// a record states although its moves do not end the game. `winner: None` is a draw.
    Declared {
        winner: Option<Side>,
        reason: String,
    },
}

impl GameResult {
    /// The winner; `None` for a draw.
    pub fn winner(&self) -> Option<Side> {
        match self {
            GameResult::Rules(outcome) => outcome.winner,
            GameResult::Declared { winner, .. } => *winner,
        }
    }

    /// A sentence for the user, e.g. "Blue wins: ambers 2 to 1".
    pub fn describe(&self, kind: GameKind) -> String {
        match self {
            GameResult::Rules(outcome) => outcome.describe(kind),
            GameResult::Declared { winner, reason } => {
                let who = match winner {
                    Some(side) => format!("{} wins", kind.side_name(*side)),
                    None => "Draw".to_string(),
                };
                if reason.is_empty() {
                    who
                } else {
                    format!("{who}: {reason}")
                }
            }
        }
    }
}

/// The result a competition server wrote into a replay, kept beside the result by
/// our rules so the app can show both when they differ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedResult {
    /// The winner the server named; `None` for a draw (or when it named none).
    pub winner: Option<Side>,
    /// The names of the score parts, e.g. ["Gewinner", "Bernsteine", "Figur vorne"].
    #[serde(default)]
    pub score_names: Vec<String>,
    /// Each player's score (first, second): how the game ended for them and the parts.
    pub scores: [ServerScore; 2],
    /// The `turn` of the last state in the file.
    pub last_turn: u32,
}

impl RecordedResult {
    /// A sentence for the user, e.g. "Red wins (Blue: HARD_TIMEOUT, no move within 10 s)".
    pub fn describe(&self, kind: GameKind) -> String {
        let mut text = match self.winner {
            Some(side) => format!("{} wins", kind.side_name(side)),
            None => "Draw".to_string(),
        };
        let details: Vec<String> = Side::BOTH
            .iter()
            .zip(&self.scores)
            .filter(|(_, score)| !score.cause.is_empty() && score.cause != "REGULAR")
            .map(|(side, score)| {
                let mut detail = format!("{}: {}", kind.side_name(*side), score.cause);
                if !score.reason.is_empty() {
                    detail.push_str(&format!(", {}", score.reason));
                }
                detail
            })
            .collect();
        if !details.is_empty() {
            text.push_str(&format!(" ({})", details.join("; ")));
        }
        let parts: Vec<String> = self
            .scores
            .iter()
            .map(|score| score.parts.join("/"))
            .collect();
        if parts.iter().any(|part| !part.is_empty()) {
            text.push_str(&format!(", scores {} vs {}", parts[0], parts[1]));
        }
        text
    }
}

/// One player's score in a competition result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerScore {
    /// `REGULAR`, `LEFT`, `RULE_VIOLATION`, `SOFT_TIMEOUT`, `HARD_TIMEOUT`, …
    #[serde(default)]
    pub cause: String,
    /// The server's explanation (often empty).
    #[serde(default)]
    pub reason: String,
    /// The score parts as written, e.g. ["2", "2", "1"].
    #[serde(default)]
    pub parts: Vec<String>,
}

/// Everything a saved game holds. Fields are public: the app fills in names, event
/// and comments as the user edits them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The saved-game format version ([`FORMAT_VERSION`] when written by this build).
    pub format: u32,
    /// Which game.
    #[serde(with = "game_id")]
    pub game: GameKind,
    /// The rule options, as RON text of the game's `Options` (e.g. `(flying:true)`).
    #[serde(default)]
    pub options: String,
    /// The start position text (`shared/spec/notation.md`).
    pub start: String,
    /// The moves with variations and comments (the root's comment is the game's).
    pub moves: MoveTree,
    /// First (Red/White) and second (Blue/Black) player.
    #[serde(default)]
    pub players: [Player; 2],
    /// How the game ended; `None` while it goes on.
    #[serde(default)]
    pub result: Option<GameResult>,
    /// What a competition replay said about the result (replays only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recorded: Option<RecordedResult>,
    /// `YYYY-MM-DD`, as far as known (unknown parts `??`).
    #[serde(default)]
    pub date: Option<String>,
    #[serde(default)]
    pub event: Option<String>,
    #[serde(default)]
    pub site: Option<String>,
    #[serde(default)]
    pub round: Option<String>,
    /// Further tag pairs of an imported match record, kept for export.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<(String, String)>,
    /// The version of the app that wrote the record.
    #[serde(default)]
    pub app_version: String,
}

impl Record {
    /// A record of a game that has not started: no moves, today's date.
    pub fn from_start<P: Position>(start: &P) -> Record {
        Record {
            format: FORMAT_VERSION,
            game: P::KIND,
            options: options_to_text::<P>(start.options()),
            start: start.to_text(),
            moves: MoveTree::new(),
            players: [Player::human(""), Player::human("")],
            result: None,
            recorded: None,
            date: Some(today()),
            event: None,
            site: None,
            round: None,
            tags: Vec::new(),
            app_version: APP_VERSION.to_string(),
        }
    }

    /// A record of a game as played so far (one line, no variations); the result
    /// is the rules' outcome if the game is over.
    pub fn from_game<P: Position>(game: &Game<P>) -> Record {
        let mut record = Record::from_start(game.start());
        record.moves = MoveTree::from_game(game);
        record.result = game.outcome().map(GameResult::Rules);
        record
    }

    /// The same with players set.
    pub fn from_game_with_players<P: Position>(game: &Game<P>, players: [Player; 2]) -> Record {
        let mut record = Record::from_game(game);
        record.players = players;
        record
    }

    fn check_kind<P: Position>(&self) -> Result<(), RecordError> {
        if self.game == P::KIND {
            Ok(())
        } else {
            Err(RecordError::new(format!(
                "this is a record of {}, not of {}",
                self.game.name(),
                P::KIND.name()
            )))
        }
    }

    /// The rule options the game is played under.
    pub fn rule_options<P: Position>(&self) -> Result<P::Options, RecordError> {
        self.check_kind::<P>()?;
        options_from_text::<P>(&self.options)
    }

    /// The start position, read through the rules.
    pub fn start_position<P: Position>(&self) -> Result<P, RecordError> {
        let options = self.rule_options::<P>()?;
        P::from_text(&self.start, &options).map_err(|error| {
            RecordError::with_kind(
                RecordErrorKind::BadPosition,
                format!("start position '{}': {error}", self.start),
            )
        })
    }

    /// Whether the start position has the first player to move (for move numbers).
    pub fn first_to_move(&self) -> bool {
        with_game!(self.game, P => {
            self.start_position::<P>().map(|pos| pos.side_to_move() == Side::First).unwrap_or(true)
        })
    }

    /// The main line replayed through the rules.
    pub fn main_line_game<P: Position>(&self) -> Result<Game<P>, RecordError> {
        let start = self.start_position::<P>()?;
        replay_moves(&start, &self.moves.main_line_moves())
    }

    /// The game from the start to the node `id` (a main line or variation move).
    pub fn game_at<P: Position>(&self, id: NodeId) -> Result<Game<P>, RecordError> {
        let start = self.start_position::<P>()?;
        replay(&start, &self.moves, id)
    }

    /// The outcome the rules give at the end of the main line (`None`: not over).
    pub fn rules_outcome(&self) -> Result<Option<Outcome>, RecordError> {
        with_game!(self.game, P => Ok(self.main_line_game::<P>()?.outcome()))
    }

    /// Checks everything against the rules: options, start position and every move
    /// of every variation. Loaders call it, so a loaded record always replays.
    pub fn validate(&self) -> Result<(), RecordError> {
        if self.format > FORMAT_VERSION {
            return Err(RecordError::newer(self.format));
        }
        with_game!(self.game, P => {
            let start = self.start_position::<P>()?;
            validate_tree(&start, &self.moves)
        })
    }

    /// Checks like [`Record::validate`] and rewrites move texts into the game's own
    /// writing (see [`normalize_tree`]).
    pub fn normalize(&mut self) -> Result<(), RecordError> {
        if self.format > FORMAT_VERSION {
            return Err(RecordError::newer(self.format));
        }
        with_game!(self.game, P => {
            let start = self.start_position::<P>()?;
            normalize_tree(&start, &mut self.moves)
        })
    }

    /// The name of a side in this game: Red/Blue or White/Black.
    pub fn side_name(&self, side: Side) -> &'static str {
        self.game.side_name(side)
    }

    /// The record as pretty RON text, as saved games are written.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(false)
            .indentor("  ".to_string())
            .depth_limit(3);
        ron::ser::to_string_pretty(self, config).expect("a record always serializes")
    }

    /// Reads a saved game and checks it against the rules. Refuses files of a newer
    /// format, unknown games, damaged or foreign text, with a message that says what
    /// and where (the caller adds the file name: see [`load`]).
    pub fn from_ron(text: &str) -> Result<Record, RecordError> {
        let header: Result<RonHeader, _> = ron_options().from_str(text);
        match header {
            Ok(header) => {
                if header.format > FORMAT_VERSION {
                    return Err(RecordError::newer(header.format));
                }
                if header.format == 0 {
                    return Err(RecordError::with_kind(
                        RecordErrorKind::NotARecord,
                        "format version 0 is not a Bernstein format",
                    ));
                }
                if GameKind::from_id(&header.game).is_none() {
                    return Err(RecordError::unknown_game(&header.game));
                }
            }
            Err(error) => {
                // A file that is RON but not ours says so; damage is reported below.
                let missing_header = matches!(
                    &error.code,
                    ron::Error::MissingStructField { field, .. } if *field == "format" || *field == "game"
                );
                if missing_header || !text.contains("format") || !text.contains("game") {
                    return Err(RecordError::with_kind(
                        RecordErrorKind::NotARecord,
                        format!(
                            "not a Bernstein saved game ({})",
                            describe_ron_error(&error)
                        ),
                    ));
                }
            }
        }
        let mut record: Record = ron_options().from_str(text).map_err(|error| {
            RecordError::with_kind(RecordErrorKind::Damaged, describe_ron_error(&error))
        })?;
        record.normalize()?;
        Ok(record)
    }
}

/// The first fields of a saved game, read alone so that a newer or foreign file
/// is recognised before its body is parsed.
#[derive(Deserialize)]
struct RonHeader {
    format: u32,
    game: String,
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_recursion_limit(64)
}

fn describe_ron_error(error: &ron::error::SpannedError) -> String {
    let message = error.code.to_string();
    // RON reports 1-based lines and columns.
    format!(
        "line {}, column {}: {}",
        error.span.start.line,
        error.span.start.col,
        message.trim_end_matches('.')
    )
}

/// Rule options as the compact RON text records keep.
pub fn options_to_text<P: Position>(options: &P::Options) -> String {
    ron::to_string(options).expect("rule options always serialize")
}

/// Reads rule options; empty text means the defaults.
pub fn options_from_text<P: Position>(text: &str) -> Result<P::Options, RecordError> {
    if text.trim().is_empty() {
        return Ok(P::Options::default());
    }
    ron_options().from_str(text).map_err(|error| {
        RecordError::with_kind(
            RecordErrorKind::BadOptions,
            format!(
                "rule options '{text}' are not options of {}: {}",
                P::KIND.name(),
                describe_ron_error(&error)
            ),
        )
    })
}

mod game_id {
    use super::GameKind;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(kind: &GameKind, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(kind.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<GameKind, D::Error> {
        let id = String::deserialize(deserializer)?;
        GameKind::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown game '{id}'")))
    }
}

/// Today's date as `YYYY-MM-DD` (UTC), from the system clock.
pub fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_secs())
        .unwrap_or(0);
    let (year, month, day) = civil_from_days((seconds / 86_400) as i64);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Days since 1970-01-01 to (year, month, day) in the proleptic Gregorian calendar
/// (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

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

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.file {
            Some(file) => write!(f, "{}: {}", file.display(), self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RecordError {}

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

fn read_text(path: &Path) -> Result<String, RecordError> {
    let bytes = std::fs::read(path).map_err(|error| RecordError::io(&error).in_file(path))?;
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

/// Loads the (first) game of a file, chosen by extension. A match record with no
/// game is an error.
pub fn load(path: &Path) -> Result<Record, RecordError> {
    load_all(path)?.into_iter().next().ok_or_else(|| {
        RecordError::with_kind(RecordErrorKind::NotARecord, "the file holds no game").in_file(path)
    })
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

pub mod autosave;
pub mod convert;
pub mod pgn;
pub mod replay;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_come_out_right() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }

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
