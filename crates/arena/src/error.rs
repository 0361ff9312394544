//! Why a player or a match failed on Bernstein's side, not the player's (a
//! player's own failure is a forfeit, [`crate::Fault`]): [`PlayerError`] for a
//! player that cannot be asked at all, [`MatchError`] for a match of levels
//! that cannot go on. Each is a message of the catalogue, so the command line
//! prints its English and the app words it in the user's language.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bernstein_engine::SearchError;
use bernstein_words::{Arg, Worded, Words};

use crate::fault::Fault;

/// Why a player could not be asked for its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerError {
    /// An engine in process was lost after a search that failed before.
    EngineLost,
    /// The search of an engine in process failed.
    Search(SearchError),
    /// An engine in process found no move in a game that is not over.
    NoMove { position: String },
    /// An engine process could not be started, or its input and output not
    /// be connected; `detail` is the system's own text.
    CannotStart { program: PathBuf, detail: String },
    /// An engine process did not say it was ready within `within`, or ended
    /// before it did (`None`).
    NotReady {
        program: PathBuf,
        within: Option<Duration>,
    },
    /// An engine process no longer reads what it is told.
    StoppedReading { program: PathBuf, detail: String },
    /// A program run per move is told its time per move, and the turn gave
    /// none.
    NeedsMoveTime,
}

impl PlayerError {
    pub(crate) fn cannot_start(program: &Path, detail: impl fmt::Display) -> PlayerError {
        PlayerError::CannotStart {
            program: program.to_path_buf(),
            detail: detail.to_string(),
        }
    }

    /// What went wrong, as a message of the catalogue.
    pub fn words(&self) -> Words {
        let program = |program: &Path| Arg::text(program.display());
        match self {
            PlayerError::EngineLost => Words::new("arena-engine-lost"),
            PlayerError::Search(error) => {
                Words::new("arena-search-failed").with("detail", Arg::text(error))
            }
            PlayerError::NoMove { position } => {
                Words::new("arena-no-move").with("position", Arg::text(position))
            }
            PlayerError::CannotStart {
                program: path,
                detail,
            } => Words::new("arena-cannot-start")
                .with("program", program(path))
                .with("detail", Arg::text(detail)),
            PlayerError::NotReady {
                program: path,
                within: Some(within),
            } => Words::new("arena-not-ready")
                .with("program", program(path))
                .with("ms", Arg::count(within.as_millis() as f64)),
            PlayerError::NotReady {
                program: path,
                within: None,
            } => Words::new("arena-ended-before-ready").with("program", program(path)),
            PlayerError::StoppedReading {
                program: path,
                detail,
            } => Words::new("arena-stopped-reading")
                .with("program", program(path))
                .with("detail", Arg::text(detail)),
            PlayerError::NeedsMoveTime => Words::new("arena-needs-move-time"),
        }
    }
}

impl From<SearchError> for PlayerError {
    fn from(error: SearchError) -> PlayerError {
        PlayerError::Search(error)
    }
}

/// Why a match of Bernstein's levels in process could not go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// A level could not be asked for its move.
    Player(PlayerError),
    /// A level forfeited a game (its engine answered what the rules refuse):
    /// a match of levels measures their play, and a forfeit is a bug.
    Forfeit(Fault),
    /// A game was stopped from outside.
    Stopped,
    /// A finished game could not be reported (printed, written); `detail` is
    /// the system's own text.
    Report(String),
}

impl MatchError {
    /// What went wrong, as a message of the catalogue.
    pub fn words(&self) -> Words {
        match self {
            MatchError::Player(error) => error.words(),
            MatchError::Forfeit(fault) => Words::new("arena-level-forfeited")
                .with("fault", Arg::text(fault.kind.id()))
                .with("detail", Arg::text(&fault.detail)),
            MatchError::Stopped => Words::new("arena-match-stopped"),
            MatchError::Report(detail) => {
                Words::new("arena-report-failed").with("detail", Arg::text(detail))
            }
        }
    }
}

impl From<PlayerError> for MatchError {
    fn from(error: PlayerError) -> MatchError {
        MatchError::Player(error)
    }
}

macro_rules! worded {
    ($($error:ty),*) => {$(
        impl Worded for $error {
            fn words(&self) -> Words {
                <$error>::words(self)
            }
        }

        /// The English of the error's words.
        impl fmt::Display for $error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.words().fmt(f)
            }
        }

        impl std::error::Error for $error {}
    )*};
}

worded!(PlayerError, MatchError);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fault::FaultKind;
    use bernstein_words::Language;

    fn every_error() -> Vec<MatchError> {
        let program = PathBuf::from("old/bernstein");
        let players = [
            PlayerError::EngineLost,
            PlayerError::Search(SearchError::NoResult),
            PlayerError::NoMove {
                position: "WW./B../... w 0:0".to_string(),
            },
            PlayerError::cannot_start(&program, "No such file or directory"),
            PlayerError::NotReady {
                program: program.clone(),
                within: Some(Duration::from_millis(500)),
            },
            PlayerError::NotReady {
                program: program.clone(),
                within: None,
            },
            PlayerError::StoppedReading {
                program,
                detail: "Broken pipe".to_string(),
            },
            PlayerError::NeedsMoveTime,
        ];
        let mut errors: Vec<MatchError> = players.into_iter().map(MatchError::from).collect();
        errors.push(MatchError::Forfeit(Fault::new(
            FaultKind::RuleViolation,
            "illegal move 'z9'",
        )));
        errors.push(MatchError::Stopped);
        errors.push(MatchError::Report("Broken pipe".to_string()));
        errors
    }

    #[test]
    fn the_command_line_reads_english_with_the_program_and_its_reason() {
        let errors = every_error();
        assert_eq!(
            errors[3].to_string(),
            "cannot start old/bernstein: No such file or directory"
        );
        assert_eq!(
            errors[4].to_string(),
            "old/bernstein did not answer 'readyok' within 500 ms"
        );
        assert_eq!(
            errors[8].to_string(),
            "a level forfeited a game (rule-violation): illegal move 'z9'"
        );
    }

    #[test]
    fn every_arena_error_reads_german_in_german() {
        for error in every_error() {
            let german = error.words().say(Language::GERMAN);
            assert!(
                Language::GERMAN.has_message(error.words().id()),
                "{}",
                error.words().id()
            );
            assert_ne!(german, error.to_string(), "not translated");
            for english in ["cannot", "engine was", "within", "answer", "needs"] {
                assert!(!german.contains(english), "English in German: {german}");
            }
        }
        assert_eq!(
            every_error()[4].words().say(Language::GERMAN),
            "old/bernstein hat nicht binnen 500 ms mit „readyok“ geantwortet."
        );
    }
}
