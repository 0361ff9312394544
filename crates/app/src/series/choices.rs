//! The test series dialog's choices, kept between starts: the bots, the levels
//! they meet, the games and their limits; the series they set up, or why they
//! cannot start one.

use std::path::Path;
use std::time::Duration;

use super::{BotEntry, BotProblem};
use crate::strings as s;
use bernstein_engine::Level;
use bernstein_net::series::{SeriesError, SeriesSettings};
use bernstein_net::{SEASON_KINDS, Timeouts};
use bernstein_rules::GameKind;

/// The significance level of the dialog's early stop: 5 %, the test client's
/// usual choice.
pub const EARLY_STOP_SIGNIFICANCE: f64 = 0.05;

/// The dialog's choices; kept between starts (in the app's settings).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct SeriesChoices {
    pub kind: GameKind,
    pub bots: Vec<BotEntry>,
    /// The bots play each other (with two or more bots).
    pub bots_meet: bool,
    /// Bernstein plays at these levels (1–10).
    pub levels: Vec<u8>,
    /// The levels think [`SeriesChoices::movetime_ms`] per move in place of
    /// their own limits.
    pub fixed_movetime: bool,
    /// The time per move with [`SeriesChoices::fixed_movetime`]; kept while it
    /// is off.
    pub movetime_ms: u32,
    /// Games per pairing.
    pub games: u32,
    /// A pairing stops once one side is significantly better
    /// ([`EARLY_STOP_SIGNIFICANCE`]), as the competition's test client can.
    pub stop_early: bool,
    /// The competition's limits (2 s / 10 s) or none.
    pub time_limits: bool,
    /// Games at once.
    pub parallel: u32,
    /// The Python (a virtual environment's folder or a Python program) that
    /// runs the bots' Python files; empty: the one found with `socha`.
    pub python: String,
    /// Why the last start failed.
    #[serde(skip)]
    pub error: Option<StartError>,
}

impl Default for SeriesChoices {
    fn default() -> Self {
        SeriesChoices {
            kind: *SEASON_KINDS.last().expect("seasons"),
            bots: Vec::new(),
            bots_meet: true,
            levels: vec![4],
            fixed_movetime: false,
            movetime_ms: 1_000,
            games: 20,
            stop_early: false,
            time_limits: true,
            parallel: 1,
            python: String::new(),
            error: None,
        }
    }
}

impl SeriesChoices {
    /// What a series of these choices lacks before it can start: a bot, an
    /// opponent.
    pub fn missing(&self) -> Option<s::Msg> {
        let bots = self.bots.iter().filter(|bot| !bot.is_empty()).count();
        if bots == 0 {
            Some(s::SERIES_NO_BOT)
        } else if self.levels.is_empty() && !(self.bots_meet && bots >= 2) {
            Some(s::SERIES_NO_OPPONENT)
        } else {
            None
        }
    }

    /// The series these choices set up, with its files in `folder`, or what is
    /// missing.
    pub fn settings(&self, folder: &Path) -> Result<SeriesSettings, StartError> {
        let mut bots = Vec::new();
        for entry in self.bots.iter().filter(|entry| !entry.is_empty()) {
            match entry.spec() {
                Ok(spec) => bots.push(spec),
                Err(problem) => {
                    let name = entry.shown_name();
                    return Err(StartError::BotNotReady { name, problem });
                }
            }
        }
        if bots.is_empty() {
            return Err(StartError::NoBot);
        }
        let levels: Vec<Level> = self
            .levels
            .iter()
            .filter_map(|&number| Level::get(number))
            .map(|level| match self.fixed_movetime {
                true => level.at_movetime(Duration::from_millis(self.movetime_ms.max(1).into())),
                false => *level,
            })
            .collect();
        let meet = self.bots_meet && bots.len() >= 2;
        if levels.is_empty() && !meet {
            return Err(StartError::NoOpponent);
        }
        let mut settings = SeriesSettings::new(self.kind, bots, folder.join("logs"));
        settings.levels = levels;
        settings.bots_meet = meet;
        settings.games = self.games.max(1);
        settings.significance = self.stop_early.then_some(EARLY_STOP_SIGNIFICANCE);
        settings.timeouts = self.time_limits.then_some(Timeouts::COMPETITION);
        settings.parallel = self.parallel.clamp(1, 64) as usize;
        settings.pgn = Some(folder.join("games.pgn"));
        settings.replay_dir = Some(folder.join("replays"));
        settings.seed = crate::new_game::fresh_seed();
        Ok(settings)
    }
}

/// Why a series could not start.
#[derive(Clone, Debug, PartialEq)]
pub enum StartError {
    /// A bot of the list cannot be started as the dialog has it.
    BotNotReady { name: String, problem: BotProblem },
    /// No bot is chosen.
    NoBot,
    /// The bots have no one to play: no level, and fewer than two bots to meet.
    NoOpponent,
    /// The series could not start (the network layer's reason).
    Failed(SeriesError),
}

impl StartError {
    /// The words for it in the language shown.
    pub fn text(&self) -> String {
        match self {
            StartError::BotNotReady { name, problem } => s::bot_not_ready(name, problem),
            StartError::NoBot => s::SERIES_NO_BOT.to_string(),
            StartError::NoOpponent => s::SERIES_NO_OPPONENT.to_string(),
            StartError::Failed(reason) => crate::i18n::say(reason),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_net::series::Participant;

    #[test]
    fn choices_that_cannot_start_say_what_they_lack() {
        let folder = Path::new("series");
        let mut choices = SeriesChoices::default();
        assert_eq!(choices.settings(folder).unwrap_err(), StartError::NoBot);
        choices.bots = vec![BotEntry::command("", "./bot")];
        choices.levels.clear();
        assert_eq!(
            choices.settings(folder).unwrap_err(),
            StartError::NoOpponent
        );
        choices.bots = vec![BotEntry::command("mine", "./bot 'open")];
        choices.levels = vec![1];
        assert_eq!(
            choices.settings(folder).unwrap_err(),
            StartError::BotNotReady {
                name: "mine".into(),
                problem: BotProblem::BadCommand
            }
        );
    }

    #[test]
    fn a_fixed_time_per_move_replaces_every_chosen_level_s_limits() {
        let mut choices = SeriesChoices {
            bots: vec![BotEntry::command("", "./bot")],
            levels: vec![2, 7],
            ..SeriesChoices::default()
        };
        let standard = choices.settings(Path::new("series")).unwrap();
        assert_eq!(
            standard.levels,
            [*Level::get(2).unwrap(), *Level::get(7).unwrap()]
        );
        choices.fixed_movetime = true;
        choices.movetime_ms = 250;
        let timed = choices.settings(Path::new("series")).unwrap();
        let time = Some(Duration::from_millis(250));
        assert!(
            timed
                .levels
                .iter()
                .all(|level| level.limits.movetime == time
                    && level.limits.nodes.is_none()
                    && level.replaced_movetime() == time)
        );
        assert_eq!(timed.levels[0].limits.depth, Some(2), "depth limits stay");
        assert_eq!(timed.significance, None, "every game is played");
        choices.stop_early = true;
        let early = choices.settings(Path::new("series")).unwrap();
        assert_eq!(early.significance, Some(EARLY_STOP_SIGNIFICANCE));
        assert_eq!(
            timed.name(Participant::Engine(timed.levels[1])),
            "level 7 at 250 ms"
        );
    }
}
