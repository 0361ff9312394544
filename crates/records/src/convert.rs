//! Converting record files from one format to another, as `bernstein convert`
//! does: saved games (RON) and match records (PGN-style) both ways, competition
//! replays as input only. Formats are chosen by extension; nothing is printed, what
//! the reader noticed comes back as notes for the caller to show.

use std::path::Path;

use super::{FileFormat, RecordError, load_games, replay, save_all};

/// What a conversion did: how many games were written, and what the reader noticed
/// (a replay's format and conventions, a server result that differs from ours).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvertReport {
    pub games: usize,
    pub notes: Vec<String>,
}

/// Reads every game of `input` and writes them to `output` (atomically). A file
/// without a game is an error, as is a format that cannot hold the games (several
/// games into `.ron`, anything into a replay).
pub fn convert(input: &Path, output: &Path) -> Result<ConvertReport, RecordError> {
    let mut notes = Vec::new();
    let records = if FileFormat::from_path(input)? == FileFormat::Replay {
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
        vec![replay.record]
    } else {
        load_games(input)?
    };
    save_all(output, &records)?;
    Ok(ConvertReport {
        games: records.len(),
        notes,
    })
}
