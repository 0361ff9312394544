//! The server: hosts games of one season for players that connect over TCP, as
//! the competition's game server does, one game after another.
//!
//! Threads, no async: [`serve`] runs the games on the calling thread (the game
//! thread). It starts one listener thread, which accepts connections and starts a
//! reader thread per connection; the readers cut the stream into messages
//! (`framing.rs`) and send them over one channel to the game thread, which owns
//! every decision and all writing. A slow or silent player therefore never
//! blocks anything but its own reader, and the game thread's waits are bounded by
//! the move time limits. What happens is reported to the caller as
//! [`ServerEvent`]s (the command line prints them, the app shows them).

use std::collections::HashMap;
use std::io::Write;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use crate::engine::{Engine, EngineOptions, Level, SearchHandle, SearchRequest};
use crate::records::{GameResult, Player, Record};
use crate::rules::rng::SplitMix64;
use crate::rules::{Game, Position, Side};

use super::framing::{FrameError, MessageReader};
use super::message::{ClientMessage, read_client_message};
use super::season::{Cause, Ending, MoveFault, Season};
use super::xml_out::Node;

/// The move time limits of every season: a move after the soft limit loses, and
/// no move by the hard limit loses too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    pub soft: Duration,
    pub hard: Duration,
}

impl Timeouts {
    /// 2 s and 10 s, as in all three seasons.
    pub const COMPETITION: Timeouts = Timeouts {
        soft: Duration::from_millis(2000),
        hard: Duration::from_millis(10_000),
    };
}

/// The games the competition played, which a server can host, in the order the
/// app offers them: the one table the app asks (with [`crate::with_season!`]) instead
/// of naming games itself.
pub const SEASON_KINDS: [crate::rules::GameKind; 3] = [
    crate::rules::GameKind::Piranhas,
    crate::rules::GameKind::Ostseeschach,
    crate::rules::GameKind::Piranhas2026,
];

/// Calls `$body` with `$P` bound to the [`Season`] of `$kind` and gives
/// `Some` of its value, or `None` for a game the competition never played: the
/// one place where a season chosen at run time becomes a type.
#[macro_export]
macro_rules! with_season {
    ($kind:expr, $P:ident => $body:expr) => {
        match $kind {
            $crate::rules::GameKind::Piranhas => {
                type $P = $crate::rules::piranhas::Piranhas;
                Some($body)
            }
            $crate::rules::GameKind::Ostseeschach => {
                type $P = $crate::rules::ostseeschach::Ostseeschach;
                Some($body)
            }
            $crate::rules::GameKind::Piranhas2026 => {
                type $P = $crate::rules::piranhas_2026::Piranhas2026;
                Some($body)
            }
            _ => None,
        }
    };
}

/// The competition's port, which bots connect to unless told otherwise.
pub const DEFAULT_PORT: u16 = 13050;

/// Connections open at once beyond which new ones are closed at once: two
/// players and a few waiting for the next game are all a local server needs.
pub const MAX_CONNECTIONS: usize = 16;

/// How the server plays.
#[derive(Clone, Debug)]
pub struct ServeSettings {
    /// The address to listen on (port 0 picks a free port; the event says which).
    pub listen: SocketAddr,
    /// Games to play, one after another.
    pub games: u32,
    /// Who plays against the connecting bots.
    pub opponent: Opponent,
    /// The limits per move (`None`: no time limits).
    pub timeouts: Option<Timeouts>,
    /// The random start setups come from this seed.
    pub seed: u64,
    /// Only `joinPrepared` with the codes announced per game may join.
    pub reservations: bool,
    /// A connection that has not joined after this long is closed.
    pub join_deadline: Duration,
    /// How long a player may stay connected after its game's `<left>`.
    pub close_grace: Duration,
    /// Set to stop serving (the app's "stop"); checked between messages.
    pub stop: Arc<AtomicBool>,
}

impl ServeSettings {
    pub fn new(listen: SocketAddr) -> ServeSettings {
        ServeSettings {
            listen,
            games: 1,
            opponent: Opponent::Bot,
            timeouts: Some(Timeouts::COMPETITION),
            seed: 0,
            reservations: false,
            join_deadline: Duration::from_secs(60),
            close_grace: Duration::from_secs(2),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// Who plays against the bots that connect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Another bot: two join each game, the first plays Red.
    Bot,
    /// Bernstein's engine at this level; one bot joins each game.
    Engine(Level),
    /// The user of the app, whose moves come through [`ServerHandle::play`];
    /// one bot joins each game.
    Local,
}

/// Who sits on a side of a hosted game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A connected player (its connection number).
    Player(u64),
    /// Bernstein's engine.
    Engine,
    /// The app's user.
    Local,
}

/// What the server reports while it runs.
#[derive(Clone, Debug)]
pub enum ServerEvent<P: Position> {
    /// Listening on this address.
    Listening(SocketAddr),
    /// The reservation codes of a game (Red's, Blue's).
    Reservations { game: u32, codes: [String; 2] },
    /// Something worth a line in a log.
    Log(String),
    /// A game began: its number, its room and who sits where (Red, Blue).
    GameStarted {
        number: u32,
        room: String,
        seats: [Seat; 2],
        game: Game<P>,
    },
    /// A move was played after `elapsed` of thinking.
    Moved {
        side: Side,
        mv: P::Move,
        elapsed: Duration,
        game: Game<P>,
    },
    /// A game ended; its record holds everything up to there.
    GameEnded {
        number: u32,
        seats: [Seat; 2],
        ending: Ending,
        game: Game<P>,
        record: Box<Record>,
        /// The competition replay of the game (release format).
        replay: String,
    },
}

/// What the reader threads tell the game thread.
enum Incoming {
    Opened(u64, TcpStream),
    Message(u64, String),
    /// The stream broke the protocol (not XML, too large, …).
    Fault(u64, String),
    Closed(u64),
    /// A move of the local user, as move text.
    Local(String),
}

/// The game thread's view of a connection.
struct Connection {
    stream: TcpStream,
    opened: Instant,
    /// Whether `<protocol>` has been written.
    started: bool,
    /// Joined, waiting for a game: the seat a reservation gave it, if any.
    joined: Option<Option<Side>>,
    /// Joined by `joinPrepared` in 2019, whose `<joined>` goes out only once
    /// the room is complete.
    joined_unanswered: bool,
    /// Playing in the current game.
    seated: bool,
    /// After the game's `<left>`: closed at this time if the player has not.
    closing_at: Option<Instant>,
}

/// Runs the games, reporting to `on_event`; returns when all are played, when
/// `settings.stop` is set, or at once if it cannot listen.
pub fn serve<P: Season>(
    settings: &ServeSettings,
    on_event: impl FnMut(ServerEvent<P>),
) -> Result<(), String> {
    let (sender, receiver) = mpsc::channel();
    serve_on(settings, sender, receiver, on_event)
}

fn serve_on<P: Season>(
    settings: &ServeSettings,
    sender: Sender<Incoming>,
    receiver: Receiver<Incoming>,
    mut on_event: impl FnMut(ServerEvent<P>),
) -> Result<(), String> {
    let listener = TcpListener::bind(settings.listen)
        .map_err(|error| format!("cannot listen on {}: {error}", settings.listen))?;
    let address = listener
        .local_addr()
        .map_err(|error| format!("cannot listen: {error}"))?;
    on_event(ServerEvent::Listening(address));
    let open = Arc::new(AtomicUsize::new(0));
    let listening = Arc::new(AtomicBool::new(true));
    {
        let listening = Arc::clone(&listening);
        thread::Builder::new()
            .name("sc-listener".into())
            .spawn(move || listen(listener, sender, open, listening))
            .map_err(|error| format!("cannot start the listener: {error}"))?;
    }
    let mut host = Host::<P> {
        settings,
        receiver,
        connections: HashMap::new(),
        rng: SplitMix64::new(settings.seed ^ 0x5eed_0f20_0700),
        engine: None,
        replay: Vec::new(),
        rooms: Vec::new(),
        codes: Vec::new(),
        joining: 0,
    };
    let result = host.run(&mut on_event);
    // Wake the listener so it notices it is no longer wanted.
    listening.store(false, Ordering::SeqCst);
    let _ = TcpStream::connect_timeout(&address, Duration::from_millis(200));
    host.close_all();
    result
}

/// The listener thread: accepts, refuses past [`MAX_CONNECTIONS`], starts readers.
fn listen(
    listener: TcpListener,
    sender: Sender<Incoming>,
    open: Arc<AtomicUsize>,
    listening: Arc<AtomicBool>,
) {
    let mut next_id = 0;
    for stream in listener.incoming() {
        if !listening.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = stream else { continue };
        if open.load(Ordering::SeqCst) >= MAX_CONNECTIONS {
            let _ = stream.shutdown(Shutdown::Both);
            continue;
        }
        next_id += 1;
        let id = next_id;
        let _ = stream.set_nodelay(true);
        let Ok(writer) = stream.try_clone() else {
            continue;
        };
        // A player that stops reading must not hold up the game thread's writes.
        let _ = writer.set_write_timeout(Some(Duration::from_secs(5)));
        if sender.send(Incoming::Opened(id, writer)).is_err() {
            return;
        }
        open.fetch_add(1, Ordering::SeqCst);
        let sender = sender.clone();
        let still_open = Arc::clone(&open);
        let spawned = thread::Builder::new()
            .name(format!("sc-reader-{id}"))
            .spawn(move || {
                read_connection(id, stream, &sender);
                still_open.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            open.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// A reader thread: messages until the stream ends or breaks the protocol.
fn read_connection(id: u64, stream: TcpStream, sender: &Sender<Incoming>) {
    let mut reader = MessageReader::new(stream);
    loop {
        let incoming = match reader.next_message() {
            Ok(Some(message)) => Incoming::Message(id, message),
            Ok(None) | Err(FrameError::Io(_)) => {
                let _ = sender.send(Incoming::Closed(id));
                return;
            }
            Err(error) => {
                let _ = sender.send(Incoming::Fault(id, error.to_string()));
                return;
            }
        };
        if sender.send(incoming).is_err() {
            return;
        }
    }
}

/// What a wait for a player's move came to.
enum Turn<M> {
    Moved(M, Duration),
    Ended(Ending),
}

struct Host<'a, P: Season> {
    settings: &'a ServeSettings,
    receiver: Receiver<Incoming>,
    connections: HashMap<u64, Connection>,
    rng: SplitMix64,
    engine: Option<Engine<P>>,
    /// The room packets of the game in progress, for its replay.
    replay: Vec<Node>,
    /// Each game's room id and reservation codes (Red's, Blue's).
    rooms: Vec<String>,
    codes: Vec<Option<[String; 2]>>,
    /// The game (index) that a player joining now joins.
    joining: usize,
}

/// The seats of a game: who plays Red and Blue, and the room.
struct Table {
    number: u32,
    room: String,
    seats: [Seat; 2],
}

impl<P: Season> Host<'_, P> {
    fn run(&mut self, on_event: &mut impl FnMut(ServerEvent<P>)) -> Result<(), String> {
        // The start setups come from the seed alone, so a printed seed replays them.
        let mut setups = SplitMix64::new(self.settings.seed);
        for _ in 0..self.settings.games {
            let room = self.uuid();
            self.rooms.push(room);
            let codes = self
                .settings
                .reservations
                .then(|| [self.code(), self.code()]);
            self.codes.push(codes);
        }
        for number in 1..=self.settings.games {
            let index = number as usize - 1;
            self.joining = index;
            let game_seed = setups.next_u64();
            if let Some(codes) = &self.codes[index] {
                on_event(ServerEvent::Reservations {
                    game: number,
                    codes: codes.clone(),
                });
            }
            // Colours alternate: the bot is Red in odd games.
            let home_side = if number % 2 == 1 {
                Side::Second
            } else {
                Side::First
            };
            let home = match self.settings.opponent {
                Opponent::Bot => None,
                Opponent::Engine(_) => Some((home_side, Seat::Engine)),
                Opponent::Local => Some((home_side, Seat::Local)),
            };
            let mut table = Table {
                number,
                room: self.rooms[index].clone(),
                seats: [Seat::Engine; 2],
            };
            if !self.seat_players(&mut table, home, on_event)? {
                return Ok(());
            }
            // Whoever joins now joins the next game.
            self.joining = index + 1;
            let game = Game::new(P::start(&Default::default(), game_seed));
            self.play(&table, game, on_event);
        }
        self.wait_for_closes(on_event);
        Ok(())
    }

    fn uuid(&mut self) -> String {
        let (a, b) = (self.rng.next_u64(), self.rng.next_u64());
        format!(
            "{:08x}-{:04x}-4{:03x}-{:04x}-{:012x}",
            a >> 32,
            (a >> 16) & 0xffff,
            a & 0xfff,
            (b >> 48) & 0x3fff | 0x8000,
            b & 0xffff_ffff_ffff
        )
    }

    fn code(&mut self) -> String {
        format!("{:012x}", self.rng.next_u64() & 0xffff_ffff_ffff)
    }

    /// Waits until the table is full. `false` when told to stop.
    fn seat_players(
        &mut self,
        table: &mut Table,
        home: Option<(Side, Seat)>,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Result<bool, String> {
        let needed = if home.is_some() { 1 } else { 2 };
        loop {
            let mut waiting: Vec<(u64, Option<Side>)> = self
                .connections
                .iter()
                .filter_map(|(&id, connection)| {
                    (!connection.seated).then_some(id).zip(connection.joined)
                })
                .collect();
            waiting.sort_by_key(|&(id, _)| id);
            if waiting.len() >= needed {
                let mut seats: [Option<Seat>; 2] = [None, None];
                if let Some((side, seat)) = home {
                    seats[side.index()] = Some(seat);
                }
                // Reserved seats first, then joiners in the order they came.
                for &(id, reserved) in &waiting {
                    if let Some(side) = reserved
                        && seats[side.index()].is_none()
                    {
                        seats[side.index()] = Some(Seat::Player(id));
                    }
                }
                for &(id, reserved) in &waiting {
                    if reserved.is_none()
                        && let Some(free) = seats.iter_mut().find(|seat| seat.is_none())
                    {
                        *free = Some(Seat::Player(id));
                    }
                }
                if let [Some(red), Some(blue)] = seats {
                    table.seats = [red, blue];
                    for seat in table.seats {
                        if let Seat::Player(id) = seat
                            && let Some(connection) = self.connections.get_mut(&id)
                        {
                            connection.seated = true;
                            connection.joined = None;
                            if std::mem::take(&mut connection.joined_unanswered) {
                                let joined = Node::new("joined").attr("roomId", &table.room);
                                self.send(id, &joined);
                            }
                        }
                    }
                    return Ok(true);
                }
            }
            if self.settings.stop.load(Ordering::SeqCst) {
                return Ok(false);
            }
            match self.receiver.recv_timeout(Duration::from_millis(100)) {
                Ok(incoming) => self.lobby(incoming, on_event),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    return Err("the listener stopped".to_string());
                }
            }
            self.expire(on_event);
        }
    }

    /// Closes connections that never joined, and finished players that stayed.
    fn expire(&mut self, on_event: &mut impl FnMut(ServerEvent<P>)) {
        let now = Instant::now();
        let stale: Vec<u64> = self
            .connections
            .iter()
            .filter(|(_, connection)| {
                let idle = connection.joined.is_none()
                    && !connection.seated
                    && connection.closing_at.is_none()
                    && now.duration_since(connection.opened) > self.settings.join_deadline;
                idle || connection.closing_at.is_some_and(|at| now >= at)
            })
            .map(|(&id, _)| id)
            .collect();
        for id in stale {
            on_event(ServerEvent::Log(format!(
                "connection {id} closed by the server"
            )));
            self.close(id);
        }
    }

    /// Handles a message from a connection that is not playing.
    fn lobby(&mut self, incoming: Incoming, on_event: &mut impl FnMut(ServerEvent<P>)) {
        match incoming {
            Incoming::Opened(id, stream) => {
                self.connections.insert(
                    id,
                    Connection {
                        stream,
                        opened: Instant::now(),
                        started: false,
                        joined: None,
                        joined_unanswered: false,
                        seated: false,
                        closing_at: None,
                    },
                );
                on_event(ServerEvent::Log(format!("connection {id} opened")));
            }
            Incoming::Closed(id) => {
                on_event(ServerEvent::Log(format!("connection {id} closed")));
                self.close(id);
            }
            // No game of the local user is running.
            Incoming::Local(_) => {}
            Incoming::Fault(id, error) => {
                on_event(ServerEvent::Log(format!("connection {id}: {error}")));
                self.close(id);
            }
            Incoming::Message(id, text) => {
                let Some(connection) = self.connections.get(&id) else {
                    return;
                };
                let waiting = connection.joined.is_some() || connection.closing_at.is_some();
                match read_client_message(&text) {
                    Ok(ClientMessage::Close) => self.close(id),
                    Ok(message) if !waiting => self.join(id, message, on_event),
                    Ok(_) => self.lobby_error(id, "Es laeuft kein Spiel, in dem Sie spielen."),
                    Err(error) => {
                        on_event(ServerEvent::Log(format!("connection {id}: {error}")));
                        self.close(id);
                    }
                }
            }
        }
    }

    fn join(&mut self, id: u64, message: ClientMessage, on_event: &mut impl FnMut(ServerEvent<P>)) {
        let Some(room) = self.rooms.get(self.joining).cloned() else {
            self.lobby_error(id, "Dieser Server spielt keine weiteren Spiele.");
            return;
        };
        let codes = self.codes[self.joining].clone();
        let seat = match (&message, &codes) {
            (ClientMessage::Join(game_type), None) => {
                if let Some(asked) = game_type
                    && asked != P::GAME_TYPE
                {
                    on_event(ServerEvent::Log(format!(
                        "connection {id} asked for game type '{asked}'; this server hosts {}",
                        P::GAME_TYPE
                    )));
                }
                None
            }
            (ClientMessage::JoinRoom(_), None) => None,
            (ClientMessage::JoinPrepared(_), None) => None,
            (ClientMessage::JoinPrepared(code), Some(codes)) => {
                match codes.iter().position(|known| known == code) {
                    Some(index) => Some(Side::BOTH[index]),
                    None => {
                        on_event(ServerEvent::Log(format!(
                            "connection {id}: unknown reservation code '{code}'"
                        )));
                        self.lobby_error(id, "Unbekannter Reservierungscode.");
                        return;
                    }
                }
            }
            (ClientMessage::Join(_) | ClientMessage::JoinRoom(_), Some(_)) => {
                self.lobby_error(
                    id,
                    "Dieser Server nimmt nur Spieler mit Reservierungscode (joinPrepared) an.",
                );
                return;
            }
            (ClientMessage::Room { .. }, _) => {
                self.lobby_error(id, "Sie sind in keinem Spiel.");
                return;
            }
            (ClientMessage::Close, _) => return,
        };
        let taken = seat.is_some_and(|side| {
            self.connections
                .values()
                .any(|connection| connection.joined == Some(Some(side)))
        });
        if taken {
            self.lobby_error(id, "Dieser Platz ist schon besetzt.");
            return;
        }
        // The 2019 server answers a prepared join only when the room is
        // complete (both reserved seats taken); every other join at once.
        let answer_later =
            P::GAME_TYPE.contains("2019") && matches!(message, ClientMessage::JoinPrepared(_));
        if let Some(connection) = self.connections.get_mut(&id) {
            connection.joined = Some(seat);
            connection.joined_unanswered = answer_later;
        }
        on_event(ServerEvent::Log(format!("connection {id} joined")));
        if !answer_later {
            self.send(id, &Node::new("joined").attr("roomId", room));
        }
    }

    /// A lobby error: the 2019 server knew only `error`, later ones `errorpacket`.
    fn lobby_error(&mut self, id: u64, message: &str) {
        let name = if P::GAME_TYPE.contains("2019") {
            "error"
        } else {
            "errorpacket"
        };
        self.send(id, &Node::new(name).attr("message", message));
    }

    fn send(&mut self, id: u64, node: &Node) {
        let Some(connection) = self.connections.get_mut(&id) else {
            return;
        };
        let mut bytes = String::new();
        if !connection.started {
            bytes.push_str("<protocol>");
            connection.started = true;
        }
        bytes.push_str(&node.to_message());
        if connection.stream.write_all(bytes.as_bytes()).is_err() {
            // The reader sees the broken connection and reports it.
            let _ = connection.stream.shutdown(Shutdown::Both);
        }
    }

    fn send_room(&mut self, id: u64, room: &str, data: Node) {
        self.send(id, &Node::new("room").attr("roomId", room).child(data));
    }

    /// Ends a connection: `</protocol>` and close.
    fn close(&mut self, id: u64) {
        if let Some(mut connection) = self.connections.remove(&id) {
            let end = if connection.started {
                "\n</protocol>"
            } else {
                "<protocol/>"
            };
            let _ = connection.stream.write_all(end.as_bytes());
            let _ = connection.stream.shutdown(Shutdown::Both);
        }
    }

    fn close_all(&mut self) {
        let ids: Vec<u64> = self.connections.keys().copied().collect();
        for id in ids {
            self.close(id);
        }
    }

    /// After the last game: players get their grace period to close.
    fn wait_for_closes(&mut self, on_event: &mut impl FnMut(ServerEvent<P>)) {
        while self
            .connections
            .values()
            .any(|connection| connection.closing_at.is_some())
        {
            match self.receiver.recv_timeout(Duration::from_millis(50)) {
                Ok(Incoming::Closed(id)) => self.close(id),
                Ok(Incoming::Message(id, text)) => {
                    if matches!(read_client_message(&text), Ok(ClientMessage::Close)) {
                        self.close(id);
                    }
                }
                Ok(Incoming::Fault(id, _)) => self.close(id),
                Ok(Incoming::Opened(_, stream)) => {
                    let _ = stream.shutdown(Shutdown::Both);
                }
                Ok(Incoming::Local(_)) => {}
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
            self.expire(on_event);
        }
    }

    /// Sends a room packet to both players and keeps it for the replay.
    fn broadcast(&mut self, table: &Table, data: Node) {
        for seat in table.seats {
            if let Seat::Player(id) = seat {
                self.send_room(id, &table.room, data.clone());
            }
        }
        self.replay
            .push(Node::new("room").attr("roomId", &table.room).child(data));
    }

    fn play(
        &mut self,
        table: &Table,
        mut game: Game<P>,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) {
        self.replay.clear();
        on_event(ServerEvent::GameStarted {
            number: table.number,
            room: table.room.clone(),
            seats: table.seats,
            game: game.clone(),
        });
        for side in Side::BOTH {
            if let Seat::Player(id) = table.seats[side.index()] {
                self.send_room(id, &table.room, P::welcome(side));
            }
        }
        self.broadcast(table, P::memento(&game));
        let mut elapsed_total = [Duration::ZERO; 2];
        let ending = loop {
            if let Some(outcome) = game.outcome() {
                break Ending::regular(outcome);
            }
            let side = game.position().side_to_move();
            let turn = match table.seats[side.index()] {
                Seat::Engine => self.engine_turn(&game, table, on_event),
                Seat::Local => self.local_turn(&game, table, on_event),
                Seat::Player(id) => self.player_turn(&game, table, side, id, on_event),
            };
            match turn {
                Turn::Moved(mv, elapsed) => {
                    game.play(mv)
                        .expect("moves are checked before they are played");
                    elapsed_total[side.index()] += elapsed;
                    on_event(ServerEvent::Moved {
                        side,
                        mv,
                        elapsed,
                        game: game.clone(),
                    });
                    self.broadcast(table, P::memento(&game));
                }
                Turn::Ended(ending) => break ending,
            }
        };
        self.broadcast(table, P::result(&game, &ending));
        let grace = Instant::now() + self.settings.close_grace;
        for seat in table.seats {
            if let Seat::Player(id) = seat {
                self.send(id, &Node::new("left").attr("roomId", &table.room));
                if let Some(connection) = self.connections.get_mut(&id) {
                    connection.seated = false;
                    connection.closing_at = Some(grace);
                }
            }
        }
        let record = game_record(&game, table.seats, &ending, self.settings, table.number);
        let mut replay = String::from("<protocol>\n");
        for packet in &self.replay {
            replay.push_str(&packet.to_block());
            replay.push('\n');
        }
        replay.push_str("</protocol>");
        on_event(ServerEvent::GameEnded {
            number: table.number,
            seats: table.seats,
            ending,
            game,
            record: Box::new(record),
            replay,
        });
    }

    fn engine_turn(
        &mut self,
        game: &Game<P>,
        table: &Table,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Turn<P::Move> {
        let Opponent::Engine(level) = self.settings.opponent else {
            unreachable!("an engine seat has a level")
        };
        let mut engine = self.engine.take().unwrap_or_else(|| {
            Engine::new(EngineOptions {
                table_megabytes: 16,
                ..EngineOptions::default()
            })
        });
        if game.moves().len() < 2 {
            engine.clear();
        }
        let started = Instant::now();
        let request = SearchRequest::from_game(game, level.params(self.rng.next_u64()));
        let handle = SearchHandle::start_with_engine(request, engine, || {});
        // Meanwhile the players' messages are read: a move out of turn, or a
        // player leaving, ends the game at once.
        let ending = loop {
            if handle.is_finished() {
                break None;
            }
            match self.receiver.recv_timeout(Duration::from_millis(5)) {
                Ok(incoming) => {
                    if let InGame::End(ending) = self.in_game(incoming, table, None, on_event) {
                        handle.stop();
                        break Some(ending);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break None,
            }
        };
        let joined = handle.join();
        let elapsed = started.elapsed();
        match (ending, joined) {
            (Some(ending), Ok((_, engine))) => {
                self.engine = Some(engine);
                Turn::Ended(ending)
            }
            (Some(ending), Err(_)) => Turn::Ended(ending),
            (None, Ok((result, engine))) => {
                self.engine = Some(engine);
                match result.best_move {
                    Some(mv) => Turn::Moved(mv, elapsed),
                    None => Turn::Ended(Ending::regular(
                        game.outcome()
                            .expect("the engine moves unless the game is over"),
                    )),
                }
            }
            (None, Err(error)) => {
                on_event(ServerEvent::Log(format!("the engine failed: {error}")));
                let side = game.position().side_to_move();
                Turn::Ended(Ending::fault(
                    side,
                    Cause::Left,
                    "Die Engine ist ausgefallen.",
                ))
            }
        }
    }

    fn player_turn(
        &mut self,
        game: &Game<P>,
        table: &Table,
        side: Side,
        id: u64,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Turn<P::Move> {
        self.send_room(id, &table.room, P::move_request());
        let requested = Instant::now();
        loop {
            let wait = match self.settings.timeouts {
                Some(limits) => match limits.hard.checked_sub(requested.elapsed()) {
                    Some(left) => left.min(Duration::from_millis(200)),
                    None => {
                        return Turn::Ended(Ending::fault(
                            side,
                            Cause::HardTimeout,
                            format!(
                                "Der Spieler hat innerhalb von {} Sekunden nach Aufforderung keinen Zug gesendet.",
                                limits.hard.as_secs()
                            ),
                        ));
                    }
                },
                None => Duration::from_millis(200),
            };
            if self.settings.stop.load(Ordering::SeqCst) {
                return Turn::Ended(Ending::fault(
                    side,
                    Cause::Left,
                    "Der Server wurde beendet.",
                ));
            }
            let incoming = match self.receiver.recv_timeout(wait) {
                Ok(incoming) => incoming,
                Err(RecvTimeoutError::Timeout) => {
                    self.expire(on_event);
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Turn::Ended(Ending::fault(
                        side,
                        Cause::Left,
                        "Der Server wurde beendet.",
                    ));
                }
            };
            let elapsed = requested.elapsed();
            match self.in_game(incoming, table, Some((id, game, elapsed)), on_event) {
                InGame::Nothing => {}
                InGame::Move(mv) => return Turn::Moved(mv, elapsed),
                InGame::End(ending) => return Turn::Ended(ending),
            }
        }
    }

    /// The local user's turn: waits for [`ServerHandle::play`], without time
    /// limits, while the bot's messages are still read.
    fn local_turn(
        &mut self,
        game: &Game<P>,
        table: &Table,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Turn<P::Move> {
        let side = game.position().side_to_move();
        let started = Instant::now();
        loop {
            if self.settings.stop.load(Ordering::SeqCst) {
                return Turn::Ended(Ending::fault(
                    side,
                    Cause::Left,
                    "Der Server wurde beendet.",
                ));
            }
            match self.receiver.recv_timeout(Duration::from_millis(100)) {
                Ok(Incoming::Local(text)) => match game.position().parse_move(&text) {
                    Ok(mv) => return Turn::Moved(mv, started.elapsed()),
                    Err(error) => on_event(ServerEvent::Log(format!("{text}: {error}"))),
                },
                Ok(incoming) => {
                    if let InGame::End(ending) = self.in_game(incoming, table, None, on_event) {
                        return Turn::Ended(ending);
                    }
                }
                Err(RecvTimeoutError::Timeout) => self.expire(on_event),
                Err(RecvTimeoutError::Disconnected) => {
                    return Turn::Ended(Ending::fault(
                        side,
                        Cause::Left,
                        "Der Server wurde beendet.",
                    ));
                }
            }
        }
    }

    /// Handles what arrives during a game. `on_turn` is the player asked to move,
    /// with the position and the time since the request.
    fn in_game(
        &mut self,
        incoming: Incoming,
        table: &Table,
        on_turn: Option<(u64, &Game<P>, Duration)>,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> InGame<P::Move> {
        let id = match &incoming {
            Incoming::Opened(..) => return self.lobby_then_nothing(incoming, on_event),
            // The local user's move when it is not the user's turn: the app
            // offers none, so there is nothing to answer.
            Incoming::Local(_) => return InGame::Nothing,
            Incoming::Message(id, _) | Incoming::Fault(id, _) | Incoming::Closed(id) => *id,
        };
        let Some(side) = Side::BOTH
            .into_iter()
            .find(|side| table.seats[side.index()] == Seat::Player(id))
        else {
            return self.lobby_then_nothing(incoming, on_event);
        };
        let message = match incoming {
            Incoming::Opened(..) | Incoming::Local(_) => return InGame::Nothing,
            Incoming::Closed(_) => {
                self.close(id);
                return InGame::End(Ending::fault(side, Cause::Left, left_text(side)));
            }
            Incoming::Fault(_, error) => {
                on_event(ServerEvent::Log(format!("connection {id}: {error}")));
                self.close(id);
                return InGame::End(Ending::fault(
                    side,
                    Cause::ProtocolError,
                    format!("{} PROTOCOL_ERROR", left_text(side)),
                ));
            }
            Incoming::Message(_, text) => text,
        };
        let (room, data) = match read_client_message(&message) {
            Ok(ClientMessage::Room { room, data }) => (room, data),
            Ok(ClientMessage::Close) => {
                self.close(id);
                return InGame::End(Ending::fault(side, Cause::Left, left_text(side)));
            }
            Ok(_) => {
                self.lobby_error(id, "Sie spielen schon in einem Spiel.");
                return InGame::Nothing;
            }
            Err(error) => {
                on_event(ServerEvent::Log(format!("connection {id}: {error}")));
                self.close(id);
                return InGame::End(Ending::fault(
                    side,
                    Cause::ProtocolError,
                    format!("{} PROTOCOL_ERROR", left_text(side)),
                ));
            }
        };
        if room != table.room {
            on_event(ServerEvent::Log(format!(
                "connection {id} sent room '{room}'; its room is {}",
                table.room
            )));
        }
        if data.attr("class") != Some("move") {
            self.lobby_error(id, "Nur Zuege koennen in einem Raum gesendet werden.");
            return InGame::Nothing;
        }
        let Some((_, game, elapsed)) = on_turn.filter(|(on, _, _)| *on == id) else {
            self.send_room(id, &table.room, P::out_of_turn_error(&data));
            on_event(ServerEvent::Log(format!(
                "{} moved out of turn",
                P::KIND.side_name(side)
            )));
            if P::DISCONNECTS_VIOLATOR {
                self.close(id);
                return InGame::End(Ending::fault(side, Cause::Left, left_text(side)));
            }
            return InGame::End(Ending::fault(
                side,
                Cause::RuleViolation,
                "It's not your turn yet",
            ));
        };
        if let Some(limits) = self.settings.timeouts
            && elapsed > limits.soft
        {
            return InGame::End(Ending::fault(
                side,
                Cause::SoftTimeout,
                format!(
                    "Der Spieler hat fuer die Antwort auf die Zugaufforderung laenger als {} Sekunden gebraucht.",
                    limits.soft.as_secs()
                ),
            ));
        }
        match P::read_move(&data, game.position()) {
            Ok(mv) => InGame::Move(mv),
            Err(MoveFault::Malformed(error)) => {
                on_event(ServerEvent::Log(format!("connection {id}: {error}")));
                self.close(id);
                InGame::End(Ending::fault(
                    side,
                    Cause::ProtocolError,
                    format!("{} PROTOCOL_ERROR", left_text(side)),
                ))
            }
            Err(MoveFault::Illegal { text, reason }) => {
                let error = P::illegal_move_error(game.position(), &data, &text, &reason);
                self.send_room(id, &table.room, error.clone());
                on_event(ServerEvent::Log(format!(
                    "{} sent an invalid move {text}: {reason}",
                    P::KIND.side_name(side)
                )));
                if P::DISCONNECTS_VIOLATOR {
                    self.send(id, &Node::new(P::CLOSE));
                    self.close(id);
                } else {
                    self.replay
                        .push(Node::new("room").attr("roomId", &table.room).child(error));
                }
                InGame::End(Ending::fault(
                    side,
                    Cause::RuleViolation,
                    format!("Ungueltiger Zug: {reason} bei '{text}'"),
                ))
            }
        }
    }

    fn lobby_then_nothing(
        &mut self,
        incoming: Incoming,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> InGame<P::Move> {
        self.lobby(incoming, on_event);
        InGame::Nothing
    }
}

/// What a message during a game comes to.
enum InGame<M> {
    Nothing,
    Move(M),
    End(Ending),
}

/// The competition's words for a player who left.
fn left_text(side: Side) -> String {
    let team = match side {
        Side::First => "ONE",
        Side::Second => "TWO",
    };
    format!("{team} hat das Spiel verlassen.")
}

/// The record of a hosted game.
fn game_record<P: Season>(
    game: &Game<P>,
    seats: [Seat; 2],
    ending: &Ending,
    settings: &ServeSettings,
    number: u32,
) -> Record {
    let players = seats.map(|seat| match (seat, settings.opponent) {
        (Seat::Engine, Opponent::Engine(level)) => {
            Player::computer(format!("Bernstein {level}"), level.number)
        }
        (Seat::Player(id), _) => Player::human(format!("Bot {id}")),
        _ => Player::human(""),
    });
    let mut record = Record::from_game_with_players(game, players);
    if ending.cause != Cause::Regular {
        record.result = Some(GameResult::Declared {
            winner: ending.winner,
            reason: format!(
                "{} {}",
                P::KIND
                    .side_name(ending.offender.unwrap_or(Side::First))
                    .to_lowercase(),
                ending.cause.id()
            ),
        });
    }
    record.event = Some(format!("Software Challenge ({})", P::GAME_TYPE));
    record.site = Some("bernstein serve".to_string());
    record.round = Some(number.to_string());
    record.date = Some(crate::records::today());
    record
}

/// A server on threads of its own, for the app: events are collected without
/// waiting ([`ServerHandle::poll`]), the local user's moves are handed in with
/// [`ServerHandle::play`], and dropping the handle stops the server.
pub struct ServerHandle<P: Season> {
    events: Receiver<ServerEvent<P>>,
    moves: Sender<Incoming>,
    stop: Arc<AtomicBool>,
    /// The error that ended the server early, once it has ended.
    failure: Receiver<String>,
}

impl<P: Season> ServerHandle<P> {
    /// Starts serving; `notify` runs on the server's thread after each event
    /// (the app asks for a repaint).
    pub fn start(
        settings: ServeSettings,
        notify: impl Fn() + Send + 'static,
    ) -> Result<ServerHandle<P>, String> {
        let (sender, receiver) = mpsc::channel();
        let (event_sender, events) = mpsc::channel();
        let (failure_sender, failure) = mpsc::channel();
        let stop = Arc::clone(&settings.stop);
        let moves = sender.clone();
        thread::Builder::new()
            .name("sc-server".into())
            .spawn(move || {
                let result = serve_on::<P>(&settings, sender, receiver, |event| {
                    let _ = event_sender.send(event);
                    notify();
                });
                if let Err(error) = result {
                    let _ = failure_sender.send(error);
                    notify();
                }
            })
            .map_err(|error| format!("cannot start the server: {error}"))?;
        Ok(ServerHandle {
            events,
            moves,
            stop,
            failure,
        })
    }

    /// The events since the last poll (never waits).
    pub fn poll(&self) -> Vec<ServerEvent<P>> {
        self.events.try_iter().collect()
    }

    /// The error the server stopped with, if it did (e.g. the port is taken).
    pub fn failure(&self) -> Option<String> {
        self.failure.try_recv().ok()
    }

    /// The local user's move, as move text (used when it is the user's turn).
    pub fn play(&self, text: &str) {
        let _ = self.moves.send(Incoming::Local(text.to_string()));
    }

    /// Stops serving: a game in progress ends, the connections are closed.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

impl<P: Season> Drop for ServerHandle<P> {
    fn drop(&mut self) {
        self.stop();
    }
}
