//! `bernstein engine <game>`: a persistent engine process for match tools and
//! other front-ends, in the manner of UCI. It reads one command per line on
//! standard input and answers on standard output; one engine (and its hash
//! table) is kept across searches until `newgame`. The search runs on its own
//! thread and standard input is read on another, so `stop` is answered at once
//! even during `go infinite`. The commands are described in
//! `docs/command-line.md`; a line that cannot be carried out is answered with
//! `info string error: <why>` and changes nothing, as is a line that is not
//! UTF-8 text or longer than [`MAX_LINE_BYTES`].
//!
//! Reading a line ([`read_line`]) and what it asks for ([`parse_command`]) are
//! functions of their own, so that tests and the fuzz targets drive them
//! without a process. The lines' form is the arena's engine protocol
//! ([`bernstein_arena::protocol`]), which `sprt` speaks from the other side.

use anyhow::{Context, Result, anyhow, bail};
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use clap::Args;

use super::analyse::{final_line, info_line, line_rows, parse_lines};
use super::{RuleArgs, parse_game_kind};
use bernstein_analysis::wdl::Progress;
use bernstein_arena::protocol::{self, Answer, Go, Setup};
use bernstein_engine::Evaluate;
use bernstein_engine::{
    Clock, Engine, Limits, MAX_THREADS, SEARCH_STACK_BYTES, SearchParams, threads_for_machine,
};
use bernstein_rules::with_game;
use bernstein_rules::{Game, GameKind, Position, Side};

#[derive(Args, Debug)]
pub struct EngineArgs {
    /// ostseeschach, ostseeschach-original, piranhas, piranhas-2026 or muehle.
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    #[command(flatten)]
    pub rules: RuleArgs,
}

/// `bernstein engine`.
pub fn run(args: &EngineArgs) -> Result<()> {
    with_game!(args.game, P => serve::<P>(args))
}

/// Prints a line and flushes it, so a front-end reading a pipe sees it at once.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    // A closed output means the front-end is gone; the next read ends the loop.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The longest line read: a position with the moves of the longest game fits
/// many times over. A longer line is answered with an error, and skipped.
pub const MAX_LINE_BYTES: usize = 1024 * 1024;

/// Why a line of input is not a command: the line is skipped and the next one
/// read, so a front-end that sends one bad line can go on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// More than the limit's bytes before the line's end.
    #[error("a line is longer than {limit} bytes")]
    TooLong { limit: usize },
    /// Not UTF-8 text; `byte` (counted from 1) is the first that is not.
    #[error("the line is not UTF-8 text (byte {byte} is not)")]
    NotText { byte: usize },
}

/// Reads the next line of `input` (without its line end): `None` at the end of
/// the input, `Some(Err(why))` for a line that is not UTF-8 text or is longer
/// than `limit` bytes (the rest of such a line is skipped, so the next line is
/// read as the next command). A read error ends the input, as its end does: a
/// front-end whose pipe broke has nothing more to say.
pub fn read_line(input: &mut impl BufRead, limit: usize) -> Option<Result<String, LineError>> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let (done, used) = match input.fill_buf() {
            Ok([]) if line.is_empty() && !too_long => return None,
            Ok([]) => (true, 0),
            Ok(buffer) => match buffer.iter().position(|&byte| byte == b'\n') {
                Some(end) => {
                    if !too_long {
                        line.extend_from_slice(&buffer[..end]);
                    }
                    (true, end + 1)
                }
                None => {
                    if !too_long {
                        line.extend_from_slice(buffer);
                    }
                    (false, buffer.len())
                }
            },
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => return None,
        };
        input.consume(used);
        if line.len() > limit {
            too_long = true;
            line.clear();
        }
        if done {
            break;
        }
    }
    if too_long {
        return Some(Err(LineError::TooLong { limit }));
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Some(String::from_utf8(line).map_err(|error| LineError::NotText {
        byte: error.utf8_error().valid_up_to() + 1,
    }))
}

/// What a line of input asks for.
pub enum Command<P: Position> {
    /// An empty line.
    Nothing,
    Quit,
    IsReady,
    Stop,
    NewGame,
    /// The game to search from now on.
    Position(Game<P>),
    /// `setoption threads <n>`.
    Threads(usize),
    /// A search, and whether the best lines are to be printed (`lines` given).
    Go(SearchParams, bool),
}

impl<P: Position> Command<P> {
    /// Whether the command may come while a search runs.
    fn during_search(&self) -> bool {
        matches!(
            self,
            Command::Nothing | Command::Quit | Command::IsReady | Command::Stop
        )
    }
}

/// Reads one line of input (see the module docs and `docs/command-line.md`):
/// its form by the protocol ([`protocol::Command`]), then what it means for
/// this game; the error says what is wrong with it. `side_to_move` says whose
/// clock of `go wtime … btime …` is the engine's.
pub fn parse_command<P: Evaluate>(
    line: &str,
    options: &P::Options,
    side_to_move: Side,
) -> Result<Command<P>> {
    let command: protocol::Command = line.parse()?;
    match command {
        protocol::Command::Nothing => Ok(Command::Nothing),
        protocol::Command::Quit => Ok(Command::Quit),
        protocol::Command::IsReady => Ok(Command::IsReady),
        protocol::Command::Stop => Ok(Command::Stop),
        protocol::Command::NewGame => Ok(Command::NewGame),
        protocol::Command::Position { setup, moves } => {
            set_position(&setup, &moves, options).map(Command::Position)
        }
        protocol::Command::SetOption { name, value } => {
            set_option(&name, &value).map(Command::Threads)
        }
        protocol::Command::Go(go) => search_params(&go, side_to_move)
            .map(|(params, show_lines)| Command::Go(params, show_lines)),
    }
}

/// A search running on its own thread; it hands the engine back when done.
struct Running<P: Evaluate> {
    stop: Arc<AtomicBool>,
    /// Set just before the `bestmove` line: the thread is ending.
    done: Arc<AtomicBool>,
    thread: thread::JoinHandle<Engine<P>>,
}

fn serve<P: Evaluate + Progress>(args: &EngineArgs) -> Result<()> {
    let options: P::Options = args.rules.options()?;
    let (lines_tx, lines_rx) = mpsc::channel::<Result<String, LineError>>();
    thread::Builder::new()
        .name("bernstein-stdin".to_string())
        .spawn(move || {
            let mut input = std::io::stdin().lock();
            while let Some(line) = read_line(&mut input, MAX_LINE_BYTES) {
                if lines_tx.send(line).is_err() {
                    break;
                }
            }
        })
        .context("cannot read standard input")?;

    let mut game = Game::new(P::start(&options, 0));
    let mut engine = Some(Engine::<P>::default());
    let mut running: Option<Running<P>> = None;
    // Ends on `quit` or at the end of the input.
    while let Ok(line) = lines_rx.recv() {
        // A finished search gives its engine back before anything else.
        if running
            .as_ref()
            .is_some_and(|r| r.done.load(Ordering::Acquire))
        {
            engine = Some(collect(running.take())?);
        }
        let answer = line.map_err(anyhow::Error::from).and_then(|line| {
            let command = parse_command::<P>(&line, &options, game.position().side_to_move())?;
            if running.is_some() && !command.during_search() {
                let word = line.split_whitespace().next().unwrap_or_default();
                bail!("'{word}' while searching: send stop first");
            }
            Ok(command)
        });
        let answer: Result<()> = match answer {
            Err(why) => Err(why),
            Ok(Command::Nothing) => Ok(()),
            Ok(Command::Quit) => break,
            Ok(Command::IsReady) => {
                say(&Answer::ReadyOk.to_string());
                Ok(())
            }
            Ok(Command::Stop) => {
                // The search ends within a millisecond; waiting for it means its
                // `bestmove` comes before the answer to any later command.
                if let Some(r) = &running {
                    r.stop.store(true, Ordering::Relaxed);
                    engine = Some(collect(running.take())?);
                }
                Ok(())
            }
            Ok(Command::NewGame) => {
                if let Some(engine) = &mut engine {
                    engine.clear();
                }
                game = Game::new(P::start(&options, 0));
                Ok(())
            }
            Ok(Command::Position(new)) => {
                game = new;
                Ok(())
            }
            Ok(Command::Threads(requested)) => {
                // More threads than cores only delay a timed search's answer.
                let (threads, note) = threads_for_machine(requested);
                if let Some(note) = note {
                    say(&Answer::InfoString(note).to_string());
                }
                if let Some(engine) = &mut engine {
                    engine.set_threads(threads);
                }
                Ok(())
            }
            Ok(Command::Go(params, show_lines)) => engine
                .take()
                .context("the engine is missing")
                .and_then(|engine| {
                    running = Some(start_search(&game, params, show_lines, engine)?);
                    Ok(())
                }),
        };
        if let Err(why) = answer {
            say(&Answer::InfoString(format!("error: {}", super::said_once(&why))).to_string());
        }
    }
    if let Some(r) = &running {
        r.stop.store(true, Ordering::Relaxed);
    }
    collect(running).map(|_| ())
}

/// Waits for a search (after it was told to stop or ended) and takes its engine.
fn collect<P: Evaluate>(running: Option<Running<P>>) -> Result<Engine<P>> {
    match running {
        None => Ok(Engine::default()),
        Some(running) => running
            .thread
            .join()
            .map_err(|_| anyhow!("the search thread stopped with an error")),
    }
}

/// The game of a `position`: its start, then its moves.
fn set_position<P: Evaluate>(
    setup: &Setup,
    moves: &[String],
    options: &P::Options,
) -> Result<Game<P>> {
    let start = match setup {
        Setup::Start { seed } => P::start(options, *seed),
        Setup::Text(text) => P::from_text(text, options).context("bad position")?,
    };
    let mut game = Game::new(start);
    for text in moves {
        game.play_text(text)
            .with_context(|| format!("move {text}"))?;
    }
    Ok(game)
}

/// `setoption threads <n>`: the threads.
fn set_option(name: &str, value: &str) -> Result<usize> {
    if !name.eq_ignore_ascii_case("threads") {
        bail!("unknown option '{name} {value}' (options: threads)");
    }
    match value.parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        _ => Err(anyhow!("threads must be 1 to {MAX_THREADS}, not '{value}'")),
    }
}

/// The search of a `go`: a time per move, a depth, a node count or no end,
/// a clock as UCI sends it (the first player's and the second's time left and
/// increments; `side` to move decides which is its own), also combined (`go
/// depth 8 movetime 500`), and `lines <n>` for several lines (as many as
/// `analyse --lines` takes); also whether `lines` was given.
fn search_params(go: &Go, side: Side) -> Result<(SearchParams, bool)> {
    let mut limits = Limits::infinite();
    limits.movetime = go.movetime.map(|ms| Duration::from_millis(ms.max(1)));
    limits.depth = go.depth.map(|depth| depth.clamp(1, u32::MAX as u64) as u32);
    limits.nodes = go.nodes.map(|nodes| nodes.max(1));
    let lines = go
        .lines
        .map(|lines| parse_lines(&lines.to_string()))
        .transpose()?;
    let times = [go.wtime, go.btime];
    let increments = [go.winc, go.binc].map(Option::unwrap_or_default);
    let own = side.index();
    match times[own] {
        Some(left) => {
            limits.clock = Some(Clock {
                moves_to_go: go
                    .movestogo
                    .map(|moves| moves.clamp(1, u32::MAX as u64) as u32),
                ..Clock::new(
                    Duration::from_millis(left),
                    Duration::from_millis(increments[own]),
                )
            });
        }
        None if times[1 - own].is_some() => {
            let name = ["wtime", "btime"][own];
            bail!("the side to move's clock is missing: 'go … {name} <ms>'");
        }
        None => {}
    }
    let params = SearchParams::new(limits).with_lines(lines.unwrap_or(1));
    Ok((params, lines.is_some()))
}

/// Starts the search of `game`'s position on its own thread; it prints an `info`
/// line per depth, the best lines as `line <k>` rows when `show_lines`, and the
/// `bestmove` line last.
fn start_search<P: Evaluate + Progress>(
    game: &Game<P>,
    params: SearchParams,
    show_lines: bool,
    mut engine: Engine<P>,
) -> Result<Running<P>> {
    let stop = Arc::new(AtomicBool::new(false));
    let position = game.position().clone();
    let hashes = game.hashes();
    let history = hashes[..hashes.len() - 1].to_vec();
    let flag = stop.clone();
    let done = Arc::new(AtomicBool::new(false));
    let done_flag = done.clone();
    let thread = thread::Builder::new()
        .name("bernstein-search".to_string())
        .stack_size(SEARCH_STACK_BYTES)
        .spawn(move || {
            let result = engine.search(&position, &history, &params, flag, |info| {
                say(&info_line(&position, info));
            });
            let best = result
                .best_move
                .map_or_else(|| "none".to_string(), |mv| position.move_to_text(mv));
            if show_lines {
                for row in line_rows(&position, &result.info) {
                    say(&row);
                }
            }
            done_flag.store(true, Ordering::Release);
            say(&final_line(&position, &best, &result.info));
            engine
        })
        .context("cannot start the search")?;
    Ok(Running { stop, done, thread })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], limit: usize) -> Vec<Result<String, LineError>> {
        let mut reader = std::io::BufReader::with_capacity(4, input);
        std::iter::from_fn(|| read_line(&mut reader, limit)).collect()
    }

    #[test]
    fn lines_are_read_whatever_their_bytes() {
        assert_eq!(
            lines(b"isready\r\n\xffx\n\nquit", 100),
            [
                Ok("isready".to_string()),
                Err(LineError::NotText { byte: 1 }),
                Ok(String::new()),
                Ok("quit".to_string()),
            ]
        );
        assert_eq!(
            lines(b"0123456789\nok\n0123456789", 9),
            [
                Err(LineError::TooLong { limit: 9 }),
                Ok("ok".to_string()),
                Err(LineError::TooLong { limit: 9 }),
            ]
        );
        assert!(lines(b"", 9).is_empty());
    }
}
