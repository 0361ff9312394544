//! The files a series writes besides the bots' logs, each checked before the
//! first game, so that a series never plays for hours into a place where
//! nothing can be written: the PGN records (rewritten after each game), each
//! game's replay, a part's results file (a line per game), and at the end the
//! HTML report and the CSV tables. A file that fails later is said at the end
//! ([`Outputs::problems`]), beside the tables that count its games all the same.

use std::fs::File;
use std::io::{Seek, Write};
use std::path::{Path, PathBuf};

use super::SeriesSettings;
use super::error::{Folder, SeriesError};
use super::report::{self, Tables, Words};
use super::results::{ResultsFile, SeriesId};
use super::schedule::Schedule;
use super::table::GameReport;
use bernstein_records::Record;

/// The series' files, open.
pub(super) struct Outputs {
    pgn: Option<(PathBuf, File)>,
    records: Vec<Record>,
    replay_dir: Option<PathBuf>,
    results: Option<ResultsFile>,
    report: Option<PathBuf>,
    csv: Option<PathBuf>,
    settings_locale: report::Locale,
    width: usize,
    /// What could not be written, worded by the caller.
    pub problems: Vec<SeriesError>,
}

/// Checks that `dir` (created if needed) takes new files: a file is made and
/// removed again. `folder` says what goes there.
pub fn writable_dir(dir: &Path, folder: Folder) -> Result<(), SeriesError> {
    let cannot = |error: std::io::Error| SeriesError::FolderNotWritable {
        folder,
        path: dir.to_path_buf(),
        detail: error.to_string(),
    };
    std::fs::create_dir_all(dir).map_err(cannot)?;
    let probe = dir.join(format!(".bernstein-write-check-{}", std::process::id()));
    File::create(&probe).map_err(cannot)?;
    let _ = std::fs::remove_file(&probe);
    Ok(())
}

/// Creates (empties) a file to be written, or says why it cannot be.
fn create_file(path: &Path) -> Result<File, SeriesError> {
    if path.is_dir() {
        return Err(SeriesError::IsAFolder {
            path: path.to_path_buf(),
        });
    }
    File::create(path).map_err(|e| SeriesError::not_writable(path, e))
}

/// Where a game's replay is written: `game-<number>.xml`.
pub fn replay_path(dir: &Path, number: u32, width: usize) -> PathBuf {
    dir.join(format!("game-{number:0width$}.xml"))
}

impl Outputs {
    /// Checks and opens every file of the series before its first game.
    pub fn open(
        settings: &SeriesSettings,
        schedule: &Schedule,
        width: usize,
    ) -> Result<Outputs, SeriesError> {
        writable_dir(&settings.logs, Folder::Logs)?;
        if let Some(dir) = &settings.replay_dir {
            writable_dir(dir, Folder::Replays)?;
        }
        let pgn = match &settings.pgn {
            Some(path) => Some((path.clone(), create_file(path)?)),
            None => None,
        };
        for path in [&settings.report, &settings.csv].into_iter().flatten() {
            create_file(path)?;
        }
        let results = match (&settings.results, settings.shard) {
            (Some(path), shard) => {
                let shard = shard.unwrap_or(super::schedule::Shard { part: 1, parts: 1 });
                Some(ResultsFile::create(
                    path,
                    &SeriesId::of(settings),
                    shard,
                    &schedule.numbers(),
                )?)
            }
            (None, _) => None,
        };
        Ok(Outputs {
            pgn,
            records: Vec::new(),
            replay_dir: settings.replay_dir.clone(),
            results,
            report: settings.report.clone(),
            csv: settings.csv.clone(),
            settings_locale: settings.csv_locale,
            width,
            problems: Vec::new(),
        })
    }

    /// Keeps a finished game: its record (the whole file again, so that a
    /// series stopped keeps every game), its replay and its results line.
    pub fn keep(&mut self, report: &GameReport) {
        self.records.push((*report.record).clone());
        if let Some((path, file)) = &mut self.pgn {
            let text = bernstein_records::pgn::write_pgn_all(&self.records);
            let written = file
                .set_len(0)
                .and_then(|()| file.rewind())
                .and_then(|()| file.write_all(text.as_bytes()));
            if let Err(error) = written {
                self.problems.push(SeriesError::not_writable(path, error));
                self.pgn = None;
            }
        }
        if let (Some(dir), Some(replay)) = (&self.replay_dir, &report.replay) {
            let path = replay_path(dir, report.number, self.width);
            if let Err(error) = std::fs::write(&path, replay) {
                self.problems.push(SeriesError::ReplayNotWritable {
                    path,
                    game: report.number,
                    detail: error.to_string(),
                });
            }
        }
        if let Some(results) = &mut self.results
            && let Err(error) = results.add(report)
        {
            self.problems.push(error);
            self.results = None;
        }
    }

    /// Writes the report and the tables at the end.
    pub fn finish(&mut self, tables: &Tables) {
        let words = Words::english();
        let locale = self.settings_locale;
        let files = [
            (self.report.clone(), report::html(tables, &words, locale)),
            (self.csv.clone(), report::csv(tables, &words, locale)),
        ];
        for (path, text) in files {
            if let Some(path) = path
                && let Err(error) = std::fs::write(&path, text)
            {
                self.problems.push(SeriesError::not_writable(&path, error));
            }
        }
    }
}
