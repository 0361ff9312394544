//! "Check" before a series: a bot plays one game against Bernstein at level 1
//! ([`check_settings`], run like any series), and its report says in a few
//! words what went wrong, if anything ([`judge`]): it could not start, did not
//! connect, crashed, broke a rule or a time limit, with the last lines it wrote
//! and a Python package it lacked.

use std::path::{Path, PathBuf};

use super::SeriesSettings;
use super::bot::{BotLogs, BotSpec};
use super::table::{EndCause, GameReport};
use bernstein_engine::Level;
use bernstein_rules::{GameKind, Side};

/// The lines of a bot's output a check shows.
pub const TAIL_LINES: usize = 8;

/// The check's series: the bot's one game against Bernstein at level 1, as
/// Red, with the competition's time limits, its logs in `folder`.
pub fn check_settings(kind: GameKind, bot: BotSpec, folder: &Path) -> SeriesSettings {
    let mut settings = SeriesSettings::new(kind, vec![bot], folder.join("logs"));
    settings.levels = vec![*Level::get(1).expect("level 1 exists")];
    settings.games = 1;
    settings.seed = 1;
    settings
}

/// What a check found.
#[derive(Clone, Debug, PartialEq)]
pub enum Checked {
    /// The bot played a whole game by the rules: its points and the game's
    /// length.
    Played { points: f64, plies: usize },
    /// Its game ended by its fault.
    Fault {
        cause: EndCause,
        /// What happened, in the series' words (an exit status, an error).
        detail: String,
        /// A Python package its program could not import.
        missing_module: Option<String>,
        /// Its last lines of output (its error output where it wrote any).
        tail: Vec<String>,
    },
    /// The check was stopped before the game ended.
    Stopped,
}

/// The check's verdict from its game's report.
pub fn judge(report: &GameReport) -> Checked {
    // The bot is the series' first participant.
    let side = Side::BOTH
        .into_iter()
        .find(|side| report.players[side.index()] == 0)
        .unwrap_or(Side::First);
    if report.cause == EndCause::Stopped {
        return Checked::Stopped;
    }
    if !report.offenders[side.index()] {
        return Checked::Played {
            points: report.points(side),
            plies: report.plies,
        };
    }
    let logs = report.logs[side.index()].as_ref();
    let err = logs.map(|logs| read_lines(&logs.err)).unwrap_or_default();
    Checked::Fault {
        cause: report.cause,
        detail: report.detail.clone(),
        missing_module: err.iter().rev().find_map(|line| missing_module(line)),
        tail: logs.map(output_tail).unwrap_or_default(),
    }
}

/// A bot's last lines of output: of its error output where it wrote any
/// there (Bernstein's own notes left out), else of its standard output.
pub fn output_tail(logs: &BotLogs) -> Vec<String> {
    let own = |path: &PathBuf| -> Vec<String> {
        read_lines(path)
            .into_iter()
            .filter(|line| !line.starts_with("[bernstein]") && !line.trim().is_empty())
            .collect()
    };
    let err = own(&logs.err);
    let lines = if err.is_empty() { own(&logs.out) } else { err };
    lines[lines.len().saturating_sub(TAIL_LINES)..].to_vec()
}

/// The end of a log, as lines (at most its last 64 KiB).
fn read_lines(path: &Path) -> Vec<String> {
    use std::io::{Read, Seek, SeekFrom};
    let Ok(mut file) = std::fs::File::open(path) else {
        return Vec::new();
    };
    let length = file.metadata().map(|meta| meta.len()).unwrap_or(0);
    let _ = file.seek(SeekFrom::Start(length.saturating_sub(64 * 1024)));
    let mut bytes = Vec::new();
    let _ = file.read_to_end(&mut bytes);
    String::from_utf8_lossy(&bytes)
        .lines()
        .map(str::to_string)
        .collect()
}

/// The module of Python's "No module named 'socha'".
fn missing_module(line: &str) -> Option<String> {
    let rest = line.split("No module named ").nth(1)?;
    let name = rest.trim().trim_matches(|c| c == '\'' || c == '"');
    let name = name.split('.').next().unwrap_or(name);
    (!name.is_empty()).then(|| name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_python_package_is_named() {
        assert_eq!(
            missing_module("ModuleNotFoundError: No module named 'socha'").as_deref(),
            Some("socha")
        );
        assert_eq!(
            missing_module("ModuleNotFoundError: No module named 'socha.api'").as_deref(),
            Some("socha")
        );
        assert_eq!(missing_module("Traceback (most recent call last):"), None);
    }

    #[test]
    fn the_tail_is_the_bot_s_own_last_lines() {
        let dir = std::env::temp_dir().join(format!("bernstein-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let logs = BotLogs {
            out: dir.join("out.log"),
            err: dir.join("err.log"),
        };
        std::fs::write(&logs.out, "hello\n").unwrap();
        let mut err = String::from("[bernstein] started: x\n");
        for n in 1..=12 {
            err.push_str(&format!("line {n}\n"));
        }
        err.push_str("[bernstein] ended: exit status 3\n");
        std::fs::write(&logs.err, err).unwrap();
        let tail = output_tail(&logs);
        assert_eq!(tail.len(), TAIL_LINES);
        assert_eq!(tail.first().map(String::as_str), Some("line 5"));
        assert_eq!(tail.last().map(String::as_str), Some("line 12"));
        std::fs::write(&logs.err, "[bernstein] started: x\n").unwrap();
        assert_eq!(output_tail(&logs), ["hello"]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
