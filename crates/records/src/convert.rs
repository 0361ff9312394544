//! Converting record files from one format to another, as `bernstein convert`
//! does: saved games (RON) and match records (PGN-style) both ways, competition
//! replays as input only. Formats are chosen by extension; nothing is printed, what
//! the reader noticed comes back as notes for the caller to show. Games are read
//! and written one at a time ([`crate::stream`]), so a match record of any
//! length takes the memory of its largest game.

use std::path::Path;

use super::stream::{GameWriter, read_games};
use super::{FileFormat, RecordError, RecordErrorKind, replay};

/// What a conversion did: how many games were written, and what the reader noticed
/// (a replay's format and conventions, a server result that differs from ours).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvertReport {
    pub games: usize,
    pub notes: Vec<String>,
}

/// Reads every game of `input` and writes them to `output` (atomically: the
/// output appears complete or not at all). Refused before anything is read: an
/// output that is the input (under any name), a format that cannot be written
/// (a replay). Refused as soon as it shows: a file without a game, several
/// games into `.ron`.
pub fn convert(input: &Path, output: &Path) -> Result<ConvertReport, RecordError> {
    bernstein_system::refuse_same_file(input, output)
        .map_err(|error| RecordError::new(error.to_string()))?;
    let input_format = FileFormat::from_path(input)?;
    let mut writer = GameWriter::create(output)?;
    let mut notes = Vec::new();
    if input_format == FileFormat::Replay {
        let replay = replay::read_replay_file(input)?;
        notes.extend(replay.notes.iter().cloned());
        if let Some(recorded) = &replay.record.recorded {
            let ours = match &replay.record.result {
                Some(result) => result.describe(replay.record.game),
                None => "not over".to_string(),
            };
            notes.push(format!(
                "server result: {}; by our rules: {ours}",
                recorded.describe(replay.record.game)
            ));
        }
        writer.write(&replay.record)?;
    } else {
        for game in read_games(input)? {
            writer.write(&game?)?;
        }
    }
    if writer.games() == 0 {
        return Err(
            RecordError::with_kind(RecordErrorKind::NotARecord, "the file holds no game")
                .in_file(input),
        );
    }
    Ok(ConvertReport {
        games: writer.finish()?,
        notes,
    })
}
