//! Converting record files between formats: saved games (RON), match records
//! (PGN-style) and, as input only, competition replays. The formats follow the
//! file names' extensions. Nothing is printed here: what the readers noticed comes
//! back as notes, for the caller to show.

use std::path::Path;

use super::{FileFormat, RecordError, load_all, replay, save_all};

/// What a conversion did: how many games it wrote, and what the readers noticed
/// on the way (format details, conventions, a server result that differs from
/// ours).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvertReport {
    pub games: usize,
    pub notes: Vec<String>,
}

/// Reads every game of `input` and writes them all to `output`.
pub fn convert(input: &Path, output: &Path) -> Result<ConvertReport, RecordError> {
    let mut notes = Vec::new();
    let records = if FileFormat::from_path(input)? == FileFormat::Replay {
        let replay = replay::read_replay_file(input)?;
        notes.extend(replay.notes);
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
        load_all(input)?
    };
    if records.is_empty() {
        return Err(RecordError::new("the file holds no game").in_file(input));
    }
    save_all(output, &records)?;
    Ok(ConvertReport {
        games: records.len(),
        notes,
    })
}
