//! The saved-game format: a [`Record`] as RON text ([`Record::to_ron`],
//! [`Record::from_ron`]), its version ([`FORMAT_VERSION`]) and the rule options as
//! the compact RON text records keep ([`options_to_text`], [`options_from_text`]).
//! `docs/records.md` describes the format.

use serde::Deserialize;

use super::{Record, RecordError, RecordErrorKind};
use bernstein_rules::{GameKind, Position};

/// The version of the saved-game format this build writes. Files with a higher
/// number come from a newer Bernstein and are refused with a clear message.
pub const FORMAT_VERSION: u32 = 1;

/// The app version written into records.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

impl Record {
    /// The record as pretty RON text, as saved games are written.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(false)
            .indentor("  ".to_string())
            .depth_limit(3);
        ron::ser::to_string_pretty(self, config).expect("a record always serializes")
    }

    /// Reads a saved game and checks it against the rules. Refuses files of a newer
    /// format, unknown games, damaged or foreign text, and a result the moves do not
    /// give ([`Record::check_result`]), with a message that says what and where (the
    /// caller adds the file name: see [`super::load`]).
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
        record.check_result()?;
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

pub(super) mod game_id {
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
