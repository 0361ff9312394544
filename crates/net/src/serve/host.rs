//! The game thread ([`Host`]): what it knows of each connection, how it starts
//! (the listener beside it), the games it plays one after another with their rooms
//! and reservation codes, and how it writes to and closes connections.

use std::collections::HashMap;
use std::io::Write;
use std::net::{IpAddr, Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::thread;
use std::time::{Duration, Instant};

use super::error::ServeError;
use super::events::{Seat, ServerEvent};
use super::listener::{Incoming, QUEUE_LENGTH, Shared, listen};
use super::settings::{Opponent, ServeSettings};
use crate::season::Season;
use bernstein_engine::Engine;
use bernstein_records::replay::xml::Node;
use bernstein_rules::rng::SplitMix64;
use bernstein_rules::{Game, Side};

/// The game thread's view of a connection.
pub(super) struct Connection {
    pub(super) stream: TcpStream,
    /// The peer's address (`None` if the system could not tell it).
    pub(super) peer: Option<IpAddr>,
    /// What its reader and the listener share: its unread messages, whether it joined.
    pub(super) shared: Arc<Shared>,
    pub(super) opened: Instant,
    /// Whether `<protocol>` has been written.
    pub(super) started: bool,
    /// Joined, waiting for a game: the seat a reservation gave it, if any.
    pub(super) joined: Option<Option<Side>>,
    /// Joined by `joinPrepared` in 2019, whose `<joined>` goes out only once
    /// the room is complete.
    pub(super) joined_unanswered: bool,
    /// Playing in the current game.
    pub(super) seated: bool,
    /// After the game's `<left>`: closed at this time if the player has not.
    pub(super) closing_at: Option<Instant>,
}

/// Runs the games, reporting to `on_event`; returns when all are played, when
/// `settings.stop` is set, or at once if it cannot listen.
pub fn serve<P: Season>(
    settings: &ServeSettings,
    on_event: impl FnMut(ServerEvent<P>),
) -> Result<(), ServeError> {
    let listener = bind(settings)?;
    let (sender, receiver) = mpsc::sync_channel(QUEUE_LENGTH);
    serve_on(settings, listener, sender, receiver, on_event)
}

/// The listener on the settings' address.
pub(super) fn bind(settings: &ServeSettings) -> Result<TcpListener, ServeError> {
    TcpListener::bind(settings.listen).map_err(|error| ServeError::listen(settings.listen, &error))
}

/// [`serve`] with a bound listener, on a given channel: the readers' messages
/// come through it, and the app's handle sends the local user's moves into it as
/// well.
pub(super) fn serve_on<P: Season>(
    settings: &ServeSettings,
    listener: TcpListener,
    sender: SyncSender<Incoming>,
    receiver: Receiver<Incoming>,
    mut on_event: impl FnMut(ServerEvent<P>),
) -> Result<(), ServeError> {
    let address = listener
        .local_addr()
        .map_err(|error| ServeError::listen(settings.listen, &error))?;
    on_event(ServerEvent::Listening(address));
    let listening = Arc::new(AtomicBool::new(true));
    {
        let listening = Arc::clone(&listening);
        // What a connection refused by the listener reads before it is closed.
        let refusal = |why: &str| refusal_document::<P>(why).into_bytes();
        thread::Builder::new()
            .name("sc-listener".into())
            .spawn(move || listen(listener, sender, refusal, listening))
            .map_err(|error| ServeError::thread(&error))?;
    }
    let mut host = Host::<P> {
        settings,
        receiver,
        connections: HashMap::new(),
        // Servers of one seed that number their games differently (a series)
        // still give each game its own room and codes.
        rng: SplitMix64::new(
            settings.seed
                ^ 0x5eed_0f20_0700
                ^ u64::from(settings.first_game.saturating_sub(1))
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15),
        ),
        engine: None,
        replay: Vec::new(),
        rooms: Vec::new(),
        codes: Vec::new(),
        joining: 0,
        expired_at: Instant::now(),
    };
    let result = host.run(&mut on_event);
    // Wake the listener so it notices it is no longer wanted.
    listening.store(false, Ordering::SeqCst);
    let _ = TcpStream::connect_timeout(&address, Duration::from_millis(200));
    host.close_all();
    result
}

/// The game thread's state: the connections, the engine that plays for the
/// server, and each game's room and reservation codes.
pub(super) struct Host<'a, P: Season> {
    pub(super) settings: &'a ServeSettings,
    pub(super) receiver: Receiver<Incoming>,
    pub(super) connections: HashMap<u64, Connection>,
    pub(super) rng: SplitMix64,
    pub(super) engine: Option<Engine<P>>,
    /// The room packets of the game in progress, for its replay.
    pub(super) replay: Vec<Node>,
    /// Each game's room id and reservation codes (Red's, Blue's).
    pub(super) rooms: Vec<String>,
    pub(super) codes: Vec<Option<[String; 2]>>,
    /// The game (index) that a player joining now joins.
    pub(super) joining: usize,
    /// When connections were last looked at for [`Host::expire`].
    pub(super) expired_at: Instant,
}

/// The whole stream a connection refused at once reads: a lobby error saying why.
pub(super) fn refusal_document<P: Season>(why: &str) -> String {
    format!(
        "<protocol>{}\n</protocol>",
        lobby_error::<P>(why).to_message()
    )
}

/// A lobby error: the 2019 server knew only `error`, later ones `errorpacket`.
pub(super) fn lobby_error<P: Season>(message: &str) -> Node {
    let name = if P::GAME_TYPE.contains("2019") {
        "error"
    } else {
        "errorpacket"
    };
    Node::new(name).attr("message", message)
}

/// The seats of a game: who plays Red and Blue, and the room.
pub(super) struct Table {
    pub(super) number: u32,
    pub(super) room: String,
    pub(super) seats: [Seat; 2],
}

impl<P: Season> Host<'_, P> {
    fn run(&mut self, on_event: &mut impl FnMut(ServerEvent<P>)) -> Result<(), ServeError> {
        // The start setups come from the seed alone, so a printed seed replays them.
        let mut setups = self.settings.setup_seeds();
        for _ in 0..self.settings.games {
            let room = self.uuid();
            self.rooms.push(room);
            let codes = self
                .settings
                .reservations
                .then(|| [self.code(), self.code()]);
            self.codes.push(codes);
        }
        for index in 0..self.settings.games as usize {
            let number = self.settings.first_game + index as u32;
            self.joining = index;
            let game_seed = setups.next().unwrap_or_default();
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

    /// What arrives next, waiting at most `wait`. Every wait of the game thread
    /// comes here, so the messages read are counted off their connection's
    /// unread ones, and connections that overstay are closed on the way
    /// ([`Host::expire`], at most every 100 ms).
    pub(super) fn receive(
        &mut self,
        wait: Duration,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Result<Incoming, RecvTimeoutError> {
        let incoming = self.receiver.recv_timeout(wait);
        if let Ok(Incoming::Message(id, _)) = &incoming
            && let Some(connection) = self.connections.get(id)
        {
            connection.shared.unread.fetch_sub(1, Ordering::SeqCst);
        }
        if self.expired_at.elapsed() >= Duration::from_millis(100) {
            self.expired_at = Instant::now();
            self.expire(on_event);
        }
        incoming
    }

    pub(super) fn send(&mut self, id: u64, node: &Node) {
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

    pub(super) fn send_room(&mut self, id: u64, room: &str, data: Node) {
        self.send(id, &bernstein_records::replay::room(room, data));
    }

    /// Ends a connection: `</protocol>` and close.
    pub(super) fn close(&mut self, id: u64) {
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

    pub(super) fn close_all(&mut self) {
        let ids: Vec<u64> = self.connections.keys().copied().collect();
        for id in ids {
            self.close(id);
        }
    }
}
