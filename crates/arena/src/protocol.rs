//! The engine protocol of `bernstein engine`, in the manner of UCI, as types:
//! what a front-end sends ([`Command`]) and what the engine answers
//! ([`Answer`]), each read from a line with [`FromStr`] and written with
//! [`Display`](fmt::Display), so that the engine process, `bernstein sprt` and
//! any other client speak it from one definition (as `hardfiskur_uci`'s message
//! type does). Reading checks only the form of a line (words, numbers); what a
//! position or a limit means for a game is the engine's to check. The protocol
//! itself is described in `docs/command-line.md`.

use std::fmt;
use std::str::FromStr;

use bernstein_engine::ScoreView;

/// A line from the front-end to the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// An empty line: nothing to do.
    Nothing,
    /// `position <setup> [moves <m> …]`: the game to search from now on.
    Position { setup: Setup, moves: Vec<String> },
    /// `go …`: a search with these limits.
    Go(Go),
    /// `stop`: end the search now; its `bestmove` follows.
    Stop,
    /// `newgame`: forget what earlier searches learnt, back to the start.
    NewGame,
    /// `setoption name <name> value <value>` (also `setoption <name> <value>`).
    SetOption { name: String, value: String },
    /// `isready`: answered with `readyok`.
    IsReady,
    /// `quit`: end the process.
    Quit,
}

/// Where a `position` starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// `startpos` (seed 0) or `startpos seed <n>`: the game's start setup.
    Start { seed: u64 },
    /// A position text (`docs/notation.md`).
    Text(String),
}

/// The limits of a `go` (all in milliseconds but the counts), as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub infinite: bool,
    pub movetime: Option<u64>,
    pub depth: Option<u64>,
    pub nodes: Option<u64>,
    /// The first player's (Red's, White's) time left.
    pub wtime: Option<u64>,
    /// The second player's time left.
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movestogo: Option<u64>,
    /// How many best lines to print (`line <k> …` rows).
    pub lines: Option<u64>,
}

/// A line from the engine to the front-end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `readyok`.
    ReadyOk,
    /// `info depth … pv …`: a completed depth.
    Info(Figures),
    /// `line <k> score … pv …`: one of several best lines (1-based).
    Line(u32, Figures),
    /// `bestmove <move>|none score … pv …`: the search's end and its move
    /// (`None` when the game is over).
    BestMove(Option<String>, Figures),
    /// `info string <text>`, e.g. `info string error: <why>`.
    InfoString(String),
}

/// What a search reports with a depth, a line or its move; each line kind
/// writes the fields it has in its own order ([`Answer`]'s `Display`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    pub depth: Option<u32>,
    pub seldepth: Option<u32>,
    pub score: Option<ScoreView>,
    /// The side to move's chances to win, draw and lose in per mille.
    pub wdl: Option<[u32; 3]>,
    pub nodes: Option<u64>,
    pub nps: Option<u64>,
    /// Milliseconds searched.
    pub time: Option<u64>,
    pub pv: Vec<String>,
}

/// What is wrong with a line of the protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    UnknownCommand(String),
    /// A bare `position`.
    MissingSetup,
    /// `startpos seed <x>` with `<x>` not a number.
    BadSeed(String),
    /// `go <limit>` without its number.
    MissingNumber(String),
    NotANumber(String),
    UnknownLimit(String),
    /// `setoption` without a name and a value.
    MissingOption(String),
    /// An engine's line this protocol does not have.
    UnknownAnswer(String),
    /// A known answer with a word out of place.
    BadAnswer {
        line: String,
        word: String,
    },
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::UnknownCommand(word) => write!(
                f,
                "unknown command '{word}' (commands: position, go, stop, newgame, setoption, isready, quit)"
            ),
            ProtocolError::MissingSetup => f.write_str(
                "'position' needs a position: 'position startpos', 'position startpos seed <n>' or 'position <text>', each optionally followed by 'moves <m> …'",
            ),
            ProtocolError::BadSeed(seed) => write!(f, "'{seed}' is not a seed number"),
            ProtocolError::MissingNumber(word) => write!(f, "'go {word}' needs a number"),
            ProtocolError::NotANumber(value) => write!(f, "'{value}' is not a number"),
            ProtocolError::UnknownLimit(word) => write!(
                f,
                "unknown go limit '{word}' (movetime, depth, nodes, wtime, btime, winc, binc, movestogo, infinite, lines)"
            ),
            ProtocolError::MissingOption(text) => {
                write!(f, "unknown option '{text}' (options: threads)")
            }
            ProtocolError::UnknownAnswer(line) => {
                write!(f, "'{line}' is not an answer of the engine protocol")
            }
            ProtocolError::BadAnswer { line, word } => write!(f, "'{word}' in '{line}'"),
        }
    }
}

impl std::error::Error for ProtocolError {}

impl FromStr for Command {
    type Err = ProtocolError;

    fn from_str(line: &str) -> Result<Command, ProtocolError> {
        let line = line.trim();
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match word {
            "" => Ok(Command::Nothing),
            "quit" => Ok(Command::Quit),
            "isready" => Ok(Command::IsReady),
            "stop" => Ok(Command::Stop),
            "newgame" => Ok(Command::NewGame),
            "position" => read_position(rest),
            "setoption" => read_option(rest),
            "go" => rest.parse().map(Command::Go),
            other => Err(ProtocolError::UnknownCommand(other.to_string())),
        }
    }
}

/// `<setup> [moves <m> …]`.
fn read_position(text: &str) -> Result<Command, ProtocolError> {
    let text = text.trim();
    if text.is_empty() || text == "moves" || text.starts_with("moves ") {
        return Err(ProtocolError::MissingSetup);
    }
    let (setup, moves) = match text.split_once(" moves") {
        Some((setup, moves)) => (setup.trim(), moves.trim()),
        None => (text.trim(), ""),
    };
    let setup = match setup {
        "startpos" => Setup::Start { seed: 0 },
        _ => match setup.strip_prefix("startpos seed ") {
            Some(seed) => Setup::Start {
                seed: seed
                    .trim()
                    .parse()
                    .map_err(|_| ProtocolError::BadSeed(seed.trim().to_string()))?,
            },
            None => Setup::Text(setup.to_string()),
        },
    };
    Ok(Command::Position {
        setup,
        moves: moves.split_whitespace().map(str::to_string).collect(),
    })
}

/// `name <name> value <value>` or `<name> <value>`.
fn read_option(text: &str) -> Result<Command, ProtocolError> {
    let words: Vec<&str> = text
        .split_whitespace()
        .filter(|w| !matches!(*w, "name" | "value"))
        .collect();
    match words.as_slice() {
        [name, value] => Ok(Command::SetOption {
            name: name.to_string(),
            value: value.to_string(),
        }),
        _ => Err(ProtocolError::MissingOption(text.to_string())),
    }
}

impl FromStr for Go {
    type Err = ProtocolError;

    fn from_str(text: &str) -> Result<Go, ProtocolError> {
        let mut go = Go::default();
        let mut words = text.split_whitespace();
        while let Some(word) = words.next() {
            if word == "infinite" {
                go.infinite = true;
                continue;
            }
            let value = words
                .next()
                .ok_or_else(|| ProtocolError::MissingNumber(word.to_string()))?;
            let slot = match word {
                "movetime" => &mut go.movetime,
                "depth" => &mut go.depth,
                "nodes" => &mut go.nodes,
                "wtime" => &mut go.wtime,
                "btime" => &mut go.btime,
                "winc" => &mut go.winc,
                "binc" => &mut go.binc,
                "movestogo" => &mut go.movestogo,
                "lines" => &mut go.lines,
                other => return Err(ProtocolError::UnknownLimit(other.to_string())),
            };
            *slot = Some(
                value
                    .parse()
                    .map_err(|_| ProtocolError::NotANumber(value.to_string()))?,
            );
        }
        Ok(go)
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Setup::Start { seed: 0 } => f.write_str("startpos"),
            Setup::Start { seed } => write!(f, "startpos seed {seed}"),
            Setup::Text(text) => f.write_str(text),
        }
    }
}

impl fmt::Display for Go {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("go")?;
        if self.infinite {
            f.write_str(" infinite")?;
        }
        let limits = [
            ("movetime", self.movetime),
            ("depth", self.depth),
            ("nodes", self.nodes),
            ("wtime", self.wtime),
            ("btime", self.btime),
            ("winc", self.winc),
            ("binc", self.binc),
            ("movestogo", self.movestogo),
            ("lines", self.lines),
        ];
        for (name, value) in limits {
            if let Some(value) = value {
                write!(f, " {name} {value}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Nothing => Ok(()),
            Command::Position { setup, moves } if moves.is_empty() => {
                write!(f, "position {setup}")
            }
            Command::Position { setup, moves } => {
                write!(f, "position {setup} moves {}", moves.join(" "))
            }
            Command::Go(go) => go.fmt(f),
            Command::Stop => f.write_str("stop"),
            Command::NewGame => f.write_str("newgame"),
            Command::SetOption { name, value } => write!(f, "setoption name {name} value {value}"),
            Command::IsReady => f.write_str("isready"),
            Command::Quit => f.write_str("quit"),
        }
    }
}

/// The fields of each kind of line, in the order it writes them.
#[derive(Clone, Copy)]
enum Field {
    Depth,
    Seldepth,
    Score,
    Wdl,
    Nodes,
    Nps,
    Time,
    Pv,
}

const INFO_FIELDS: &[Field] = &[
    Field::Depth,
    Field::Seldepth,
    Field::Score,
    Field::Wdl,
    Field::Nodes,
    Field::Nps,
    Field::Time,
    Field::Pv,
];
const LINE_FIELDS: &[Field] = &[Field::Score, Field::Wdl, Field::Depth, Field::Pv];
const BEST_FIELDS: &[Field] = &[
    Field::Score,
    Field::Wdl,
    Field::Depth,
    Field::Nodes,
    Field::Nps,
    Field::Pv,
];

impl Figures {
    /// Writes `fields` that are given (the line of moves always, last).
    fn write(&self, f: &mut fmt::Formatter<'_>, fields: &[Field]) -> fmt::Result {
        for field in fields {
            match field {
                Field::Depth => write_some(f, "depth", self.depth)?,
                Field::Seldepth => write_some(f, "seldepth", self.seldepth)?,
                Field::Score => write_some(f, "score", self.score)?,
                Field::Wdl => {
                    if let Some([win, draw, loss]) = self.wdl {
                        write!(f, " wdl {win} {draw} {loss}")?;
                    }
                }
                Field::Nodes => write_some(f, "nodes", self.nodes)?,
                Field::Nps => write_some(f, "nps", self.nps)?,
                Field::Time => write_some(f, "time", self.time)?,
                Field::Pv => {
                    f.write_str(" pv")?;
                    for mv in &self.pv {
                        write!(f, " {mv}")?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Reads `key value` pairs (`wdl` takes three, `pv` the rest of the line).
    fn read(line: &str, words: &[&str]) -> Result<Figures, ProtocolError> {
        let bad = |word: &str| ProtocolError::BadAnswer {
            line: line.to_string(),
            word: word.to_string(),
        };
        let mut figures = Figures::default();
        let mut at = 0;
        while at < words.len() {
            let key = words[at];
            if key == "pv" {
                figures.pv = words[at + 1..].iter().map(|w| w.to_string()).collect();
                break;
            }
            let value = *words.get(at + 1).ok_or_else(|| bad(key))?;
            let number = || value.parse::<u64>().map_err(|_| bad(value));
            match key {
                "depth" => figures.depth = Some(number()?.min(u32::MAX as u64) as u32),
                "seldepth" => figures.seldepth = Some(number()?.min(u32::MAX as u64) as u32),
                "nodes" => figures.nodes = Some(number()?),
                "nps" => figures.nps = Some(number()?),
                "time" => figures.time = Some(number()?),
                "score" => figures.score = Some(read_score(value).ok_or_else(|| bad(value))?),
                "wdl" => {
                    let three = words.get(at + 1..at + 4).ok_or_else(|| bad(key))?;
                    let mut wdl = [0u32; 3];
                    for (slot, word) in wdl.iter_mut().zip(three) {
                        *slot = word.parse().map_err(|_| bad(word))?;
                    }
                    figures.wdl = Some(wdl);
                    at += 4;
                    continue;
                }
                other => return Err(bad(other)),
            }
            at += 2;
        }
        Ok(figures)
    }
}

fn write_some(
    f: &mut fmt::Formatter<'_>,
    key: &str,
    value: Option<impl fmt::Display>,
) -> fmt::Result {
    match value {
        Some(value) => write!(f, " {key} {value}"),
        None => Ok(()),
    }
}

/// A score as [`ScoreView`] writes it: `37`, `-120`, `win-in-5`, `loss-in-4`,
/// `tb-win-14`, `tb-loss-9`.
pub fn read_score(text: &str) -> Option<ScoreView> {
    let plies = |rest: &str| rest.parse::<u32>().ok();
    if let Some(rest) = text.strip_prefix("win-in-") {
        Some(ScoreView::Win {
            plies: plies(rest)?,
        })
    } else if let Some(rest) = text.strip_prefix("loss-in-") {
        Some(ScoreView::Loss {
            plies: plies(rest)?,
        })
    } else if let Some(rest) = text.strip_prefix("tb-win-") {
        Some(ScoreView::TablebaseWin {
            plies: plies(rest)?,
        })
    } else if let Some(rest) = text.strip_prefix("tb-loss-") {
        Some(ScoreView::TablebaseLoss {
            plies: plies(rest)?,
        })
    } else {
        text.parse().ok().map(ScoreView::Value)
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::ReadyOk => f.write_str("readyok"),
            Answer::Info(figures) => {
                f.write_str("info")?;
                figures.write(f, INFO_FIELDS)
            }
            Answer::Line(index, figures) => {
                write!(f, "line {index}")?;
                figures.write(f, LINE_FIELDS)
            }
            Answer::BestMove(mv, figures) => {
                write!(f, "bestmove {}", mv.as_deref().unwrap_or("none"))?;
                figures.write(f, BEST_FIELDS)
            }
            Answer::InfoString(text) => write!(f, "info string {text}"),
        }
    }
}

impl FromStr for Answer {
    type Err = ProtocolError;

    fn from_str(line: &str) -> Result<Answer, ProtocolError> {
        let line = line.trim();
        if let Some(text) = line.strip_prefix("info string ") {
            return Ok(Answer::InfoString(text.to_string()));
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let unknown = || ProtocolError::UnknownAnswer(line.to_string());
        match words.as_slice() {
            ["readyok"] => Ok(Answer::ReadyOk),
            ["info", rest @ ..] => Figures::read(line, rest).map(Answer::Info),
            ["line", index, rest @ ..] => {
                let index = index.parse().map_err(|_| unknown())?;
                Figures::read(line, rest).map(|figures| Answer::Line(index, figures))
            }
            ["bestmove", mv, rest @ ..] => {
                let mv = (*mv != "none").then(|| mv.to_string());
                Figures::read(line, rest).map(|figures| Answer::BestMove(mv, figures))
            }
            _ => Err(unknown()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_read_back_as_written() {
        let lines = [
            "position startpos",
            "position startpos seed 7 moves a1 b2",
            "position WW./B../... w 0:0 moves c3",
            "go movetime 100",
            "go infinite lines 3",
            "go wtime 1000 btime 900 winc 10 binc 10",
            "newgame",
            "setoption name threads value 4",
            "isready",
            "stop",
            "quit",
        ];
        for line in lines {
            let command: Command = line.parse().unwrap();
            assert_eq!(command.to_string(), line);
        }
        assert_eq!("".parse::<Command>(), Ok(Command::Nothing));
        assert_eq!(
            "setoption threads 2"
                .parse::<Command>()
                .unwrap()
                .to_string(),
            "setoption name threads value 2"
        );
    }

    #[test]
    fn a_bare_position_says_what_is_missing() {
        for line in ["position", "position   ", "position moves a1"] {
            assert_eq!(
                line.parse::<Command>(),
                Err(ProtocolError::MissingSetup),
                "{line}"
            );
        }
        let error = "position".parse::<Command>().unwrap_err().to_string();
        assert!(error.contains("'position startpos'"), "{error}");
        assert_eq!(
            "position startpos seed x".parse::<Command>(),
            Err(ProtocolError::BadSeed("x".to_string()))
        );
    }

    #[test]
    fn bad_limits_are_named() {
        assert_eq!(
            "go depth".parse::<Command>(),
            Err(ProtocolError::MissingNumber("depth".to_string()))
        );
        assert_eq!(
            "go depth x".parse::<Command>(),
            Err(ProtocolError::NotANumber("x".to_string()))
        );
        assert_eq!(
            "go speed 3".parse::<Command>(),
            Err(ProtocolError::UnknownLimit("speed".to_string()))
        );
        assert!(matches!(
            "fly".parse::<Command>(),
            Err(ProtocolError::UnknownCommand(_))
        ));
    }

    #[test]
    fn answers_read_back_as_written() {
        let lines = [
            "readyok",
            "info depth 3 seldepth 5 score 37 wdl 400 300 300 nodes 1200 nps 50000 time 24 pv a1 b2",
            "line 2 score -120 wdl 10 20 970 depth 4 pv c3",
            "bestmove d7 score win-in-5 wdl 1000 0 0 depth 9 nodes 88 nps 1000 pv d7 e6",
            "bestmove none score 0 wdl 0 1000 0 depth 0 nodes 0 nps 0 pv",
            "info string error: unknown command 'fly'",
        ];
        for line in lines {
            let answer: Answer = line.parse().unwrap();
            assert_eq!(answer.to_string(), line);
        }
        let Ok(Answer::BestMove(mv, figures)) = "bestmove a1 depth 3 nodes 900".parse() else {
            panic!("a short bestmove line is read");
        };
        assert_eq!(mv.as_deref(), Some("a1"));
        assert_eq!((figures.depth, figures.nodes), (Some(3), Some(900)));
        assert_eq!(
            read_score("tb-loss-9"),
            Some(ScoreView::TablebaseLoss { plies: 9 })
        );
        assert!("bestmove a1 depth x".parse::<Answer>().is_err());
        assert!("hello".parse::<Answer>().is_err());
    }
}
