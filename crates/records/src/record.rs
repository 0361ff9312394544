//! The record of one game: [`Record`] with its players ([`Player`], [`PlayerKind`])
//! and results ([`GameResult`], and a competition server's [`RecordedResult`] with
//! its [`ServerScore`]s), and how a record is replayed and checked through the rules.
//!
//! A record knows no rules itself: it keeps positions and moves as text and replays
//! them through the rules ([`Record::main_line_game`], [`Record::game_at`]) when a
//! position is needed.

use serde::{Deserialize, Serialize};

use super::saved::{APP_VERSION, FORMAT_VERSION, game_id, options_from_text, options_to_text};
use super::tree::{
    MoveTree, NodeId, Numbering, normalize_tree, replay_moves, replay_tree, validate_tree,
};
use super::{RecordError, RecordErrorKind};
use bernstein_rules::with_game;
use bernstein_rules::{Game, GameKind, Outcome, Position, Side};

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
    /// A program that played over a network connection (a bot the app hosted a
    /// game for). The connection does not outlive the app, so when the game is
    /// opened again nobody plays this side on its own.
    Program,
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
    /// The winner the server named, or whose win points are higher where it named
    /// none (22.x after a timeout); `None` for a draw.
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
    /// The start position text (the position text of `docs/notation.md`).
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
    /// The clocks the game was played with, if any (each move's time left is in
    /// its annotation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<super::TimeControl>,
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
            time_control: None,
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
            RecordError::bad_position(&format!("start position '{}'", self.start), &error)
        })
    }

    /// How the record numbers its moves (from its start position's round).
    pub fn numbering(&self) -> Numbering {
        with_game!(self.game, P => {
            self.start_position::<P>().map(|pos| Numbering::of(&pos)).unwrap_or_default()
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
        replay_tree(&start, &self.moves, id)
    }

    /// The outcome the rules give at the end of the main line (`None`: not over).
    pub fn rules_outcome(&self) -> Result<Option<Outcome>, RecordError> {
        with_game!(self.game, P => Ok(self.main_line_game::<P>()?.outcome()))
    }

    /// Checks the recorded result against the moves: where the main line ends the
    /// game, the record must say so and name the same outcome (a declared result
    /// must name the same winner); where it does not, only a declared result
    /// (resignation, time, adjudication) or none is allowed. The error says what
    /// disagrees, e.g. "the record says \"Blue wins: ambers 1 to 2\", but by the
    /// rules Red wins: ambers 2 to 1".
    pub fn check_result(&self) -> Result<(), RecordError> {
        let rules = self.rules_outcome()?;
        let claim = match &self.result {
            Some(result) => format!("\"{}\"", result.describe(self.game)),
            None => "the game goes on".to_string(),
        };
        let agrees = match (&self.result, &rules) {
            (Some(GameResult::Rules(stated)), Some(outcome)) => stated == outcome,
            (Some(GameResult::Declared { winner, .. }), Some(outcome)) => *winner == outcome.winner,
            (None, Some(_)) | (Some(GameResult::Rules(_)), None) => false,
            (Some(GameResult::Declared { .. }) | None, None) => true,
        };
        if agrees {
            return Ok(());
        }
        let ours = match &rules {
            Some(outcome) => outcome.describe(self.game),
            None => {
                "the game is not over (a result decided outside the rules is recorded as declared)"
                    .to_string()
            }
        };
        Err(RecordError::with_kind(
            RecordErrorKind::WrongResult,
            format!("the record says {claim}, but by the rules {ours}"),
        ))
    }

    /// Checks everything against the rules: options, start position, every move
    /// of every variation and the result ([`Record::check_result`]), so a record
    /// that passes always replays to the result it states.
    pub fn validate(&self) -> Result<(), RecordError> {
        if self.format > FORMAT_VERSION {
            return Err(RecordError::newer(self.format));
        }
        with_game!(self.game, P => {
            let start = self.start_position::<P>()?;
            validate_tree(&start, &self.moves)
        })?;
        self.check_result()
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
}

/// Today's date as `YYYY-MM-DD` (UTC), from the system clock.
pub fn today() -> String {
    let (year, month, day) = civil_from_days((unix_seconds() / 86_400) as i64);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The time now as `YYYY-MM-DDTHH:MM:SS` (UTC), from the system clock.
pub fn utc_now() -> String {
    let seconds = unix_seconds();
    let (year, month, day) = civil_from_days((seconds / 86_400) as i64);
    let time = seconds % 86_400;
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}",
        time / 3600,
        time / 60 % 60,
        time % 60
    )
}

fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_secs())
        .unwrap_or(0)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_come_out_right() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
