//! When a class outgrows one machine: a part of a series (`--shard K/N`) keeps
//! its games in a results file ([`ResultsFile`]), and [`merge`] puts the parts
//! back together into the tables, records and reports one run would have
//! given, saying which parts or games are missing or doubled.
//!
//! A results file is text, one item a line, so that a part stopped half way
//! keeps every game it finished: the format's name, the series (every argument
//! that decides its schedule, so that parts of different series are never
//! mixed), the part, the games the part plays, then a line per finished game
//! with its report and record (RON). A line cut short by a stop is ignored.

use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::SeriesSettings;
use super::bot::{BotLogs, BotSpec, distinct_names};
use super::error::{FORMAT, LineProblem, SeriesError};
use super::schedule::{Participant, Schedule, Shard};
use super::table::{EndCause, GameReport, MoveTimes, Standings};
use crate::serve::Timeouts;
use bernstein_engine::Level;
use bernstein_records::Record;
use bernstein_rules::{GameKind, Side};

/// What decides a series' schedule and its players: the same in every part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesId {
    pub game: GameKind,
    pub bots: Vec<BotSpec>,
    /// Each level's number and the time per move that replaced its limits.
    pub levels: Vec<(u8, Option<u64>)>,
    pub bots_meet: bool,
    pub games: u32,
    pub seed: u64,
    /// The soft and hard limits in milliseconds (`None`: no time limits).
    pub timeouts: Option<(u64, u64)>,
}

impl SeriesId {
    pub fn of(settings: &SeriesSettings) -> SeriesId {
        let ms = |time: Duration| time.as_millis() as u64;
        SeriesId {
            game: settings.kind,
            bots: settings.bots.clone(),
            levels: settings
                .levels
                .iter()
                .map(|level| (level.number, level.replaced_movetime().map(ms)))
                .collect(),
            bots_meet: settings.bots_meet,
            games: settings.games,
            seed: settings.seed,
            timeouts: settings.timeouts.map(|t| (ms(t.soft), ms(t.hard))),
        }
    }

    /// The series' settings again (its logs where `logs` says).
    pub fn settings(&self, logs: PathBuf) -> Result<SeriesSettings, SeriesError> {
        let mut settings = SeriesSettings::new(self.game, self.bots.clone(), logs);
        for &(number, movetime) in &self.levels {
            let level = *Level::get(number).ok_or(SeriesError::NoLevel { number })?;
            settings.levels.push(match movetime {
                Some(ms) => level.at_movetime(Duration::from_millis(ms)),
                None => level,
            });
        }
        settings.bots_meet = self.bots_meet;
        settings.games = self.games;
        settings.seed = self.seed;
        settings.timeouts = self.timeouts.map(|(soft, hard)| Timeouts {
            soft: Duration::from_millis(soft),
            hard: Duration::from_millis(hard),
        });
        Ok(settings)
    }
}

/// A game as a results file keeps it (the replay stays in the part's
/// `--replay-dir`).
#[derive(Clone, Debug, Serialize, Deserialize)]
struct StoredGame {
    number: u32,
    pairing: usize,
    players: [usize; 2],
    winner: Option<Side>,
    scored: bool,
    cause: String,
    offenders: [bool; 2],
    reason: String,
    detail: String,
    plies: usize,
    times: [MoveTimes; 2],
    record: Record,
    logs: [Option<(PathBuf, PathBuf)>; 2],
}

impl StoredGame {
    fn of(report: &GameReport) -> StoredGame {
        StoredGame {
            number: report.number,
            pairing: report.pairing,
            players: report.players,
            winner: report.winner,
            scored: report.scored,
            cause: report.cause.id().to_string(),
            offenders: report.offenders,
            reason: report.reason.clone(),
            detail: report.detail.clone(),
            plies: report.plies,
            times: report.times,
            record: (*report.record).clone(),
            logs: report
                .logs
                .clone()
                .map(|logs| logs.map(|logs| (logs.out, logs.err))),
        }
    }

    fn report(self) -> Option<GameReport> {
        Some(GameReport {
            number: self.number,
            pairing: self.pairing,
            players: self.players,
            winner: self.winner,
            scored: self.scored,
            cause: EndCause::from_id(&self.cause)?,
            offenders: self.offenders,
            reason: self.reason,
            detail: self.detail,
            plies: self.plies,
            times: self.times,
            record: Box::new(self.record),
            replay: None,
            logs: self
                .logs
                .map(|logs| logs.map(|(out, err)| BotLogs { out, err })),
        })
    }
}

/// A part's results file, written as the part plays.
pub struct ResultsFile {
    path: PathBuf,
    file: File,
}

impl ResultsFile {
    /// Creates the file with its head: the series, the part and its games.
    pub fn create(
        path: &Path,
        id: &SeriesId,
        shard: Shard,
        numbers: &[u32],
    ) -> Result<ResultsFile, SeriesError> {
        let cannot = |error: &dyn std::fmt::Display| SeriesError::not_writable(path, error);
        if path.is_dir() {
            return Err(SeriesError::IsAFolder {
                path: path.to_path_buf(),
            });
        }
        let mut file = File::create(path).map_err(|e| cannot(&e))?;
        let series = ron::to_string(id).map_err(|e| cannot(&e))?;
        let numbers: Vec<String> = numbers.iter().map(u32::to_string).collect();
        let head = format!(
            "{FORMAT}\nseries {series}\npart {shard}\ngames {}\n",
            numbers.join(" ")
        );
        file.write_all(head.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| cannot(&e))?;
        Ok(ResultsFile {
            path: path.to_path_buf(),
            file,
        })
    }

    /// Adds a finished game.
    pub fn add(&mut self, report: &GameReport) -> Result<(), SeriesError> {
        let path = &self.path;
        let line = ron::to_string(&StoredGame::of(report))
            .map_err(|e| SeriesError::not_writable(path, e))?;
        writeln!(self.file, "game {line}")
            .and_then(|()| self.file.flush())
            .map_err(|e| SeriesError::not_writable(path, e))
    }
}

/// One part as its results file holds it.
#[derive(Clone, Debug)]
pub struct Part {
    pub path: PathBuf,
    pub id: SeriesId,
    pub shard: Shard,
    /// The games the part plays.
    pub numbers: Vec<u32>,
    /// The games it finished.
    pub games: Vec<GameReport>,
}

/// Reads a part's results file.
pub fn read_part(path: &Path) -> Result<Part, SeriesError> {
    let text = std::fs::read_to_string(path).map_err(|e| SeriesError::NotReadable {
        path: path.to_path_buf(),
        detail: e.to_string(),
    })?;
    let bad = |line: usize, problem: LineProblem| SeriesError::BadLine {
        path: path.to_path_buf(),
        line,
        problem,
    };
    let mut lines = text.lines();
    if lines.next() != Some(FORMAT) {
        return Err(SeriesError::NotAResultsFile {
            path: path.to_path_buf(),
        });
    }
    let mut head = |line: usize, word: &'static str| {
        lines
            .next()
            .and_then(|l| l.strip_prefix(word))
            .map(str::trim)
            .ok_or_else(|| bad(line, LineProblem::Expected { word }))
    };
    let id: SeriesId = ron::from_str(head(2, "series ")?).map_err(|e| {
        let detail = e.to_string();
        bad(2, LineProblem::Series { detail })
    })?;
    let shard: Shard = head(3, "part ")?
        .parse()
        .map_err(|e| bad(3, LineProblem::Part(Box::new(e))))?;
    let numbers = head(4, "games")?
        .split_whitespace()
        .map(|n| {
            n.parse().map_err(|_| {
                bad(
                    4,
                    LineProblem::GameNumber {
                        text: n.to_string(),
                    },
                )
            })
        })
        .collect::<Result<Vec<u32>, SeriesError>>()?;
    let count = text.lines().count();
    let mut games = Vec::new();
    for (index, line) in text.lines().enumerate().skip(4) {
        let read = line
            .strip_prefix("game ")
            .and_then(|rest| ron::from_str::<StoredGame>(rest).ok())
            .and_then(StoredGame::report);
        match read {
            Some(report) => games.push(report),
            // A stop may cut the last line short: that game is missing.
            None if index + 1 == count && !text.ends_with('\n') => {}
            None => return Err(bad(index + 1, LineProblem::NotAGame)),
        }
    }
    Ok(Part {
        path: path.to_path_buf(),
        id,
        shard,
        numbers,
        games,
    })
}

/// The parts of a series put together.
#[derive(Clone, Debug)]
pub struct Merged {
    pub id: SeriesId,
    pub settings: SeriesSettings,
    pub participants: Vec<Participant>,
    pub names: Vec<String>,
    pub pairings: Vec<[usize; 2]>,
    /// Every game found once, by number.
    pub games: Vec<GameReport>,
    pub standings: Standings,
    /// What is missing or doubled, a sentence each (empty when the parts add
    /// up to the whole series).
    pub problems: Vec<String>,
    /// The same as figures, for words of the caller's own: the number of
    /// parts, the parts given twice, the parts missing, the games given twice
    /// and the games missing of the whole series' games.
    pub gaps: Gaps,
}

/// What a merge of parts lacks or has twice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gaps {
    pub parts: u32,
    pub parts_twice: Vec<u32>,
    pub parts_missing: Vec<u32>,
    pub games_twice: Vec<u32>,
    pub games_missing: Vec<u32>,
    pub games_planned: usize,
}

/// Game numbers as ranges: `3-4, 9`.
pub fn ranges(numbers: &[u32]) -> String {
    let mut text = Vec::new();
    let mut at = 0;
    while at < numbers.len() {
        let mut end = at;
        while end + 1 < numbers.len() && numbers[end + 1] == numbers[end] + 1 {
            end += 1;
        }
        text.push(if end == at {
            numbers[at].to_string()
        } else {
            format!("{}-{}", numbers[at], numbers[end])
        });
        at = end + 1;
    }
    text.join(", ")
}

/// Reads the parts' results files and puts them together: the games of the
/// whole series' schedule, each once, and the standings of them as one run
/// would have summed them. Parts of another series are refused; missing and
/// doubled parts and games are said in [`Merged::problems`].
pub fn merge(paths: &[PathBuf]) -> Result<Merged, SeriesError> {
    let parts = paths
        .iter()
        .map(|path| read_part(path))
        .collect::<Result<Vec<Part>, SeriesError>>()?;
    let first = parts.first().ok_or(SeriesError::NoParts)?;
    for part in &parts[1..] {
        if part.id != first.id || part.shard.parts != first.shard.parts {
            return Err(SeriesError::AnotherSeries {
                part: part.path.clone(),
                first: first.path.clone(),
            });
        }
    }
    let mut problems = Vec::new();
    let mut gaps = Gaps {
        parts: first.shard.parts,
        ..Gaps::default()
    };
    let mut by_part: BTreeMap<u32, &Part> = BTreeMap::new();
    for part in &parts {
        if let Some(kept) = by_part.get(&part.shard.part) {
            gaps.parts_twice.push(part.shard.part);
            problems.push(format!(
                "part {} is given twice ({} and {}): the second is left out",
                part.shard,
                kept.path.display(),
                part.path.display()
            ));
        } else {
            by_part.insert(part.shard.part, part);
        }
    }
    let count = first.shard.parts;
    let missing: Vec<u32> = (1..=count).filter(|k| !by_part.contains_key(k)).collect();
    for part in &missing {
        problems.push(format!("part {part}/{count} is missing"));
    }
    gaps.parts_missing = missing;
    let mut settings = first.id.settings(PathBuf::from("logs"))?;
    distinct_names(&mut settings.bots);
    let participants = settings.participants();
    let names: Vec<String> = participants.iter().map(|&p| settings.name(p)).collect();
    let schedule = Schedule::new(
        &participants,
        settings.bots_meet,
        settings.games,
        settings.seed,
    );
    let all: BTreeSet<u32> = schedule.numbers().into_iter().collect();
    let mut found: BTreeMap<u32, GameReport> = BTreeMap::new();
    let mut doubled = Vec::new();
    for part in by_part.values() {
        for game in &part.games {
            if !all.contains(&game.number) || found.contains_key(&game.number) {
                doubled.push(game.number);
            } else {
                found.insert(game.number, game.clone());
            }
        }
    }
    doubled.sort_unstable();
    if !doubled.is_empty() {
        problems.push(format!(
            "games given twice (left out): {}",
            ranges(&doubled)
        ));
    }
    let absent: Vec<u32> = all
        .iter()
        .copied()
        .filter(|n| !found.contains_key(n))
        .collect();
    if !absent.is_empty() {
        problems.push(format!(
            "{} of {} games are missing: {}",
            absent.len(),
            all.len(),
            ranges(&absent)
        ));
    }
    gaps.games_twice = doubled;
    gaps.games_planned = all.len();
    gaps.games_missing = absent;
    let mut standings = Standings::new(participants.clone(), &schedule.pairings, all.len() as u32);
    let games: Vec<GameReport> = found.into_values().collect();
    for game in &games {
        standings.add(game);
    }
    Ok(Merged {
        id: first.id.clone(),
        settings,
        participants,
        names,
        pairings: schedule.pairings.clone(),
        games,
        standings,
        problems,
        gaps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 7, 9, 10]), "1-3, 7, 9-10");
        assert_eq!(ranges(&[]), "");
    }
}
