//! Joining a competition server as a player: Bernstein's engine answers each
//! move request within the soft time limit (with a safety margin for the
//! network), keeps its game from the states the server sends, and reports the
//! result. It speaks the season's protocol as the official player programs do:
//! `<protocol>`, a join (by game type, reservation code or room), moves, and the
//! close element after `<left>`.

use std::io::Write;
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
use std::time::Duration;

use bernstein_engine::{Engine, EngineOptions, Level, SearchError, SearchHandle, SearchRequest};
use bernstein_rules::{Game, MoveList, Position, Side};

use super::framing::FrameError;
use super::framing::MessageReader;
use super::message::{MessageError, ServerMessage, read_server_message};
use super::season::Season;
use bernstein_records::RecordError;
use bernstein_records::replay::read_result;
use bernstein_records::replay::xml::Node;

/// The longest the engine thinks per move: the soft limit is 2 s, measured at
/// the server, and the answer still has to travel.
pub const MAX_THINKING: Duration = Duration::from_millis(1500);

/// How to join.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinBy {
    /// Any open game of the season (`<join gameType>`).
    GameType,
    /// A prepared seat (`<joinPrepared reservationCode>`).
    Reservation(String),
    /// A room by its id (`<joinRoom roomId>`, 2022 on).
    Room(String),
}

#[derive(Clone, Debug)]
pub struct ClientSettings {
    /// `host:port`.
    pub address: String,
    pub join: JoinBy,
    pub level: Level,
    /// Thinking time per move, at most [`MAX_THINKING`].
    pub movetime: Option<Duration>,
}

/// How the game went for the client.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClientSummary {
    /// The side the server gave us.
    pub side: Option<Side>,
    /// The winner the result named, if a result came.
    pub winner: Option<Side>,
    /// Whether a result came at all.
    pub finished: bool,
    /// Each score's cause in the result (Red's, Blue's).
    pub causes: Vec<String>,
    /// Moves we sent.
    pub moves_sent: usize,
    /// Error messages the server sent.
    pub errors: Vec<String>,
}

/// Why a game on a server could not be played to its end.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("cannot find {address}: {source}")]
    Lookup {
        address: String,
        source: std::io::Error,
    },
    #[error("{0} has no address")]
    NoAddress(String),
    #[error("cannot connect to {address}: {source}")]
    Connect {
        address: String,
        source: std::io::Error,
    },
    #[error("connection error: {0}")]
    Connection(std::io::Error),
    #[error("cannot send to the server: {0}")]
    Send(std::io::Error),
    #[error("the server's stream: {0}")]
    Stream(FrameError),
    #[error("cannot read the server's message: {0}")]
    Message(MessageError),
    #[error("cannot read the server's state: {0}")]
    State(RecordError),
    #[error("the server asked for a move before sending a state")]
    MoveBeforeState,
    #[error("the server asked for a move in a finished game")]
    MoveInFinishedGame,
    /// The engine's search could not run.
    #[error(transparent)]
    Search(#[from] SearchError),
}

/// Plays one game on a server; `on_line` receives the lines of a log.
pub fn play_client<P: Season>(
    settings: &ClientSettings,
    mut on_line: impl FnMut(String),
) -> Result<ClientSummary, ClientError> {
    let address = settings
        .address
        .to_socket_addrs()
        .map_err(|source| ClientError::Lookup {
            address: settings.address.clone(),
            source,
        })?
        .next()
        .ok_or_else(|| ClientError::NoAddress(settings.address.clone()))?;
    let mut stream =
        TcpStream::connect_timeout(&address, Duration::from_secs(10)).map_err(|source| {
            ClientError::Connect {
                address: settings.address.clone(),
                source,
            }
        })?;
    let _ = stream.set_nodelay(true);
    let reader_stream = stream.try_clone().map_err(ClientError::Connection)?;
    let mut reader = MessageReader::new(reader_stream);
    let join = match &settings.join {
        JoinBy::GameType => Node::new("join").attr("gameType", P::GAME_TYPE),
        JoinBy::Reservation(code) => Node::new("joinPrepared").attr("reservationCode", code),
        JoinBy::Room(room) => Node::new("joinRoom").attr("roomId", room),
    };
    let send = |stream: &mut TcpStream, text: String| {
        stream.write_all(text.as_bytes()).map_err(ClientError::Send)
    };
    send(&mut stream, format!("<protocol>{}", join.to_message()))?;
    let mut summary = ClientSummary::default();
    let mut room = String::new();
    let mut game: Option<Game<P>> = None;
    let mut engine = Some(Engine::<P>::new(EngineOptions {
        table_megabytes: 16,
        ..EngineOptions::default()
    }));
    let thinking = settings.movetime.unwrap_or(MAX_THINKING).min(MAX_THINKING);
    loop {
        let text = match reader.next_message() {
            Ok(Some(text)) => text,
            Ok(None) => break,
            Err(error) => return Err(ClientError::Stream(error)),
        };
        let message = match read_server_message(&text, P::side_of) {
            Ok(Some(message)) => message,
            Ok(None) => continue,
            Err(error) => return Err(ClientError::Message(error)),
        };
        match message {
            ServerMessage::Joined(id) => {
                on_line(format!("joined room {id}"));
                room = id;
            }
            ServerMessage::Welcome(side) => {
                on_line(format!(
                    "playing {}",
                    P::KIND.side_name(side).to_lowercase()
                ));
                summary.side = Some(side);
            }
            ServerMessage::State(state) => {
                let position = P::read_state(&state).map_err(ClientError::State)?;
                game = Some(follow(game.take(), position));
            }
            ServerMessage::MoveRequest => {
                let Some(current) = &game else {
                    return Err(ClientError::MoveBeforeState);
                };
                let mut params = settings.level.params(current.moves().len() as u64);
                params.limits.movetime = Some(
                    params
                        .limits
                        .movetime
                        .map_or(thinking, |time| time.min(thinking)),
                );
                let request = SearchRequest::from_game(current, params);
                let searching = engine.take().expect("the engine is back after each search");
                let (result, returned) = SearchHandle::start_with_engine(request, searching, || {})
                    .join()
                    .map_err(ClientError::Search)?;
                engine = Some(returned);
                let mv = result.best_move.ok_or(ClientError::MoveInFinishedGame)?;
                let data = P::move_data(current.position(), mv);
                send(
                    &mut stream,
                    bernstein_records::replay::room(&room, data).to_message(),
                )?;
                summary.moves_sent += 1;
            }
            ServerMessage::Result(data) => {
                let (recorded, _) = read_result(&data, 0, P::side_of);
                summary.winner = recorded.winner;
                summary.causes = recorded.scores.map(|score| score.cause).to_vec();
                summary.finished = true;
            }
            ServerMessage::Error(message) => {
                on_line(format!("server error: {message}"));
                summary.errors.push(message);
            }
            ServerMessage::Left => {
                let _ = send(
                    &mut stream,
                    format!("{}\n</protocol>", Node::new(P::CLOSE).to_message()),
                );
                break;
            }
            ServerMessage::Close => break,
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
    Ok(summary)
}

/// The game after a new state: the state follows by one legal move (which is
/// played, so the engine knows the history), or it starts the game anew.
fn follow<P: Position>(game: Option<Game<P>>, state: P) -> Game<P> {
    if let Some(mut game) = game {
        if *game.position() == state {
            return game;
        }
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        let next = moves.iter().copied().find(|&mv| {
            let mut after = game.position().clone();
            after.play_unchecked(mv);
            after == state
        });
        if let Some(mv) = next {
            game.play(mv).expect("a generated move is legal");
            return game;
        }
    }
    Game::new(state)
}
