//! Why a test series cannot start, a part's results file cannot be read, or
//! the parts cannot be put together ([`SeriesError`]), what a running series
//! could not write, and why a text is not a part or a locale: each a message of the catalogue, so that the app says it in
//! the user's language and the command line in English, from the same files.

use std::fmt;
use std::path::{Path, PathBuf};

use bernstein_rules::GameKind;
use bernstein_words::{Arg, Worded, Words};

/// The first line of every results file: kept beside the error that quotes it
/// when a file lacks it.
pub const FORMAT: &str = "bernstein-series-results 1";

/// A folder a series writes into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Folder {
    /// The bots' logs.
    Logs,
    /// Each game's competition replay.
    Replays,
}

/// What is wrong with a line of a results file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblem {
    /// The head's line that begins with `word` is not there.
    Expected { word: &'static str },
    /// The series' settings cannot be read (`detail`: the reader's words).
    Series { detail: String },
    /// The part is not one.
    Part(Box<SeriesError>),
    /// A game number of the head is not one.
    GameNumber { text: String },
    /// A line after the head is not a game.
    NotAGame,
}

/// Why a series cannot run, or a part's results cannot be read or merged; or
/// what a running series could not do ([`super::SeriesSummary::problems`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeriesError {
    /// The game was never a season of the competition.
    NotASeason {
        game: GameKind,
    },
    NoBot,
    NoGames,
    /// Early stops need the whole series' results, which no part has.
    PartsCannotStopEarly,
    UnclosedQuote {
        bot: String,
    },
    EmptyCommand {
        bot: String,
    },
    /// The participants make no pairing (one bot, no level).
    NoOpponent,
    /// More games than a game number can count.
    TooManyGames {
        pairings: usize,
        games: u32,
        total: u64,
    },
    /// A thread of the series could not be started (`game`: a game's).
    NoThread {
        game: bool,
        detail: String,
    },
    /// A folder cannot be created or takes no files.
    FolderNotWritable {
        folder: Folder,
        path: PathBuf,
        detail: String,
    },
    /// A file to be written is a folder.
    IsAFolder {
        path: PathBuf,
    },
    NotWritable {
        path: PathBuf,
        detail: String,
    },
    /// A game's replay cannot be written; the series goes on without it.
    ReplayNotWritable {
        path: PathBuf,
        game: u32,
        detail: String,
    },
    NotReadable {
        path: PathBuf,
        detail: String,
    },
    /// The file does not begin as a results file.
    NotAResultsFile {
        path: PathBuf,
    },
    BadLine {
        path: PathBuf,
        line: usize,
        problem: LineProblem,
    },
    /// A merge without files.
    NoParts,
    /// A part of another series than the first part's.
    AnotherSeries {
        part: PathBuf,
        first: PathBuf,
    },
    NoLevel {
        number: u8,
    },
    /// Not `K/N`.
    NotAPart {
        text: String,
    },
    /// `K/N` with K not in 1 to N.
    PartOutOfRange {
        text: String,
        parts: u32,
    },
    NotALocale {
        text: String,
    },
}

impl SeriesError {
    /// `path` cannot be written, for `error`.
    pub fn not_writable(path: &Path, error: impl fmt::Display) -> SeriesError {
        SeriesError::NotWritable {
            path: path.to_path_buf(),
            detail: error.to_string(),
        }
    }

    /// Errors in English one after another, `separator` between them (as the
    /// command line says a series' problems on one line).
    pub fn join(errors: &[SeriesError], separator: &str) -> String {
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(separator)
    }

    /// What went wrong, as a message of the catalogue.
    pub fn words(&self) -> Words {
        let path = |path: &Path| Arg::text(path.display());
        match self {
            SeriesError::NotASeason { game } => {
                Words::new("series-error-not-a-season").with("game", Arg::text(game.id()))
            }
            SeriesError::NoBot => Words::new("series-error-no-bot"),
            SeriesError::NoGames => Words::new("series-error-no-games"),
            SeriesError::PartsCannotStopEarly => Words::new("series-error-parts-stop-early"),
            SeriesError::UnclosedQuote { bot } => {
                Words::new("series-error-unclosed-quote").with("bot", Arg::text(bot))
            }
            SeriesError::EmptyCommand { bot } => {
                Words::new("series-error-empty-command").with("bot", Arg::text(bot))
            }
            SeriesError::NoOpponent => Words::new("series-error-no-opponent"),
            SeriesError::TooManyGames {
                pairings,
                games,
                total,
            } => Words::new("series-error-too-many-games")
                // Digits as the user typed them, ungrouped, to be compared.
                .with("pairings", Arg::text(pairings))
                .with("games", Arg::text(games))
                .with("total", Arg::text(total))
                .with("most", Arg::text(u32::MAX)),
            SeriesError::NoThread { game, detail } => Words::new("series-error-no-thread")
                .with("what", Arg::text(if *game { "game" } else { "series" }))
                .with("detail", Arg::text(detail)),
            SeriesError::FolderNotWritable {
                folder,
                path: dir,
                detail,
            } => Words::new("series-error-folder")
                .with(
                    "what",
                    Arg::text(match folder {
                        Folder::Logs => "logs",
                        Folder::Replays => "replays",
                    }),
                )
                .with("path", path(dir))
                .with("detail", Arg::text(detail)),
            SeriesError::IsAFolder { path: file } => {
                Words::new("series-error-is-a-folder").with("path", path(file))
            }
            SeriesError::NotWritable { path: file, detail } => Words::new("series-error-write")
                .with("path", path(file))
                .with("detail", Arg::text(detail)),
            SeriesError::ReplayNotWritable {
                path: file,
                game,
                detail,
            } => Words::new("series-error-replay")
                .with("path", path(file))
                .with("game", Arg::text(game))
                .with("detail", Arg::text(detail)),
            SeriesError::NotReadable { path: file, detail } => Words::new("series-error-read")
                .with("path", path(file))
                .with("detail", Arg::text(detail)),
            SeriesError::NotAResultsFile { path: file } => Words::new("series-error-not-results")
                .with("path", path(file))
                .with("format", Arg::text(FORMAT)),
            SeriesError::BadLine {
                path: file,
                line,
                problem,
            } => Words::new("series-error-line")
                .with("path", path(file))
                .with("line", Arg::count(*line as f64))
                .with("why", problem.words()),
            SeriesError::NoParts => Words::new("series-error-no-parts"),
            SeriesError::AnotherSeries { part, first } => Words::new("series-error-another-series")
                .with("part", path(part))
                .with("first", path(first)),
            SeriesError::NoLevel { number } => {
                Words::new("series-error-no-level").with("number", Arg::count(*number))
            }
            SeriesError::NotAPart { text } => {
                Words::new("series-error-not-a-part").with("text", Arg::text(text))
            }
            SeriesError::PartOutOfRange { text, parts } => Words::new("series-error-part-range")
                .with("text", Arg::text(text))
                .with("parts", Arg::count(*parts)),
            SeriesError::NotALocale { text } => {
                Words::new("series-error-not-a-locale").with("text", Arg::text(text))
            }
        }
    }
}

impl LineProblem {
    /// What is wrong with the line, as a message of the catalogue.
    pub fn words(&self) -> Words {
        match self {
            LineProblem::Expected { word } => {
                Words::new("series-line-expected").with("word", Arg::text(word))
            }
            LineProblem::Series { detail } => {
                Words::new("series-line-series").with("detail", Arg::text(detail))
            }
            LineProblem::Part(error) => error.words(),
            LineProblem::GameNumber { text } => {
                Words::new("series-line-game-number").with("text", Arg::text(text))
            }
            LineProblem::NotAGame => Words::new("series-line-not-a-game"),
        }
    }
}

impl Worded for SeriesError {
    fn words(&self) -> Words {
        SeriesError::words(self)
    }
}

/// The English of [`SeriesError::words`].
impl fmt::Display for SeriesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.words().fmt(f)
    }
}

impl std::error::Error for SeriesError {}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_words::Language;

    fn every_error() -> Vec<SeriesError> {
        let path = PathBuf::from("part-1.txt");
        let line = |problem| SeriesError::BadLine {
            path: path.clone(),
            line: 3,
            problem,
        };
        vec![
            SeriesError::NotASeason {
                game: GameKind::Muehle,
            },
            SeriesError::NoBot,
            SeriesError::NoGames,
            SeriesError::PartsCannotStopEarly,
            SeriesError::UnclosedQuote {
                bot: "alice".into(),
            },
            SeriesError::EmptyCommand {
                bot: "alice".into(),
            },
            SeriesError::NoOpponent,
            SeriesError::TooManyGames {
                pairings: 3,
                games: 2_000_000_000,
                total: 6_000_000_000,
            },
            SeriesError::NoThread {
                game: true,
                detail: "x".into(),
            },
            SeriesError::NoThread {
                game: false,
                detail: "x".into(),
            },
            SeriesError::FolderNotWritable {
                folder: Folder::Logs,
                path: path.clone(),
                detail: "x".into(),
            },
            SeriesError::FolderNotWritable {
                folder: Folder::Replays,
                path: path.clone(),
                detail: "x".into(),
            },
            SeriesError::IsAFolder { path: path.clone() },
            SeriesError::not_writable(&path, "x"),
            SeriesError::ReplayNotWritable {
                path: path.clone(),
                game: 2,
                detail: "x".into(),
            },
            SeriesError::NotReadable {
                path: path.clone(),
                detail: "x".into(),
            },
            SeriesError::NotAResultsFile { path: path.clone() },
            line(LineProblem::Expected { word: "part " }),
            line(LineProblem::Series { detail: "x".into() }),
            line(LineProblem::Part(Box::new(SeriesError::NotAPart {
                text: "2-5".into(),
            }))),
            line(LineProblem::GameNumber { text: "x".into() }),
            line(LineProblem::NotAGame),
            SeriesError::NoParts,
            SeriesError::AnotherSeries {
                part: path.clone(),
                first: path.clone(),
            },
            SeriesError::NoLevel { number: 9 },
            SeriesError::NotAPart { text: "2-5".into() },
            SeriesError::PartOutOfRange {
                text: "6/5".into(),
                parts: 5,
            },
            SeriesError::NotALocale { text: "fr".into() },
        ]
    }

    #[test]
    fn the_command_line_reads_the_sentences_it_always_printed() {
        assert_eq!(
            SeriesError::UnclosedQuote {
                bot: "alice".into()
            }
            .to_string(),
            "the command of alice has an unclosed quote"
        );
        assert_eq!(
            SeriesError::FolderNotWritable {
                folder: Folder::Replays,
                path: "out".into(),
                detail: "Permission denied".into(),
            }
            .to_string(),
            "cannot write the replays into out: Permission denied"
        );
        assert_eq!(
            SeriesError::BadLine {
                path: "p.txt".into(),
                line: 2,
                problem: LineProblem::Expected { word: "series " },
            }
            .to_string(),
            "p.txt line 2: 'series  …' expected"
        );
        assert_eq!(
            SeriesError::NotAResultsFile {
                path: "p.txt".into()
            }
            .to_string(),
            "p.txt is not a results file of a series part (it begins with 'bernstein-series-results 1')"
        );
        let replay = SeriesError::ReplayNotWritable {
            path: "replays/game-002.xml".into(),
            game: 2,
            detail: "No space left on device".into(),
        };
        assert_eq!(
            replay.to_string(),
            "cannot write replays/game-002.xml: No space left on device (game 2's replay is missing)"
        );
        assert_eq!(
            replay.words().say(Language::GERMAN),
            "replays/game-002.xml lässt sich nicht schreiben: No space left on device (die Aufzeichnung der 2. Partie fehlt)"
        );
    }

    #[test]
    fn every_series_error_reads_german_in_german() {
        for error in every_error() {
            let words = error.words();
            let id = words.id().to_string();
            assert!(Language::ENGLISH.has_message(&id), "no English for {id}");
            assert!(Language::GERMAN.has_message(&id), "no German for {id}");
            let german = words.say(Language::GERMAN);
            assert_ne!(german, error.to_string(), "not translated: {id}");
            for english in [
                "cannot", "expected", "is not", "there is", "needs", "unclosed",
            ] {
                assert!(
                    !german.to_lowercase().contains(english),
                    "English in German: {german}"
                );
            }
        }
    }
}
