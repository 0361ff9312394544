//! The app's side of a game hosted for a student's bot ("Play against a
//! program…"), as a controller of its own ([`Network`], with its actions
//! [`NetworkAction`]): the dialog's choices, the server running on its own threads
//! ([`bernstein_net::ServerHandle`]), and each frame turning what the server reports
//! into the game on the board (the desk's). The bot's moves and the computer's come
//! from the server and are played on the board like any move; the user's moves on
//! the board go to the server. The UI only polls: nothing here waits.
//!
//! The season is chosen from the network layer's table
//! ([`bernstein_net::SEASON_KINDS`], [`bernstein_net::with_season!`]); the generic part is
//! `Server`, seen by the app through the object-safe `Hosted`.

use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};
use std::time::Duration;

use crate::desk::Desk;
use crate::new_game::fresh_seed;
use crate::open_game::{self, Nav};
use crate::panels::toasts::Toasts;
use crate::strings as s;
use bernstein_engine::Level;
use bernstein_net::{
    Cause, Ending, Opponent, Seat, ServeError, ServeSettings, ServerEvent, ServerHandle,
};
use bernstein_net::{DEFAULT_PORT, SEASON_KINDS, Season, Timeouts};
use bernstein_records::replay::result::win_points;
use bernstein_records::tree::{MoveTree, NodeId};
use bernstein_records::{Player, PlayerKind, Record};
use bernstein_rules::{GameKind, Side};

/// Who plays the other side against the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherSide {
    /// The user, with the mouse.
    User,
    /// Bernstein's engine at this level.
    Computer(u8),
}

/// The dialog's choices before the server starts.
#[derive(Clone, Debug)]
pub struct HostChoices {
    pub kind: GameKind,
    pub port_text: String,
    pub other_side: OtherSide,
    /// The competition's limits (2 s / 10 s) or none.
    pub time_limits: bool,
    /// Why the last start failed (a bad or busy port).
    pub error: Option<String>,
    /// The seed of the start setup (`None`: a fresh one each game), so that a
    /// game can be set up again.
    pub seed: Option<u64>,
}

impl Default for HostChoices {
    fn default() -> Self {
        HostChoices {
            kind: SEASON_KINDS[0],
            port_text: DEFAULT_PORT.to_string(),
            other_side: OtherSide::Computer(3),
            time_limits: true,
            error: None,
            seed: None,
        }
    }
}

impl HostChoices {
    /// The port typed, or the message saying what is wrong with it.
    pub fn port(&self) -> Result<u16, s::Msg> {
        match self.port_text.trim().parse::<u16>() {
            Ok(port) if port > 0 => Ok(port),
            _ => Err(s::HOST_PORT_BAD),
        }
    }
}

/// Why the server could not start or stopped, in the user's language: a port in
/// use with the advice to choose another.
fn failure_text(error: &ServeError) -> String {
    match error {
        ServeError::Listen {
            address,
            kind: std::io::ErrorKind::AddrInUse,
            ..
        } => s::host_port_taken(address.port()),
        error => s::host_failed(&crate::i18n::say(error)),
    }
}

/// The seasons the dialog offers: the network layer's table.
pub fn seasons() -> &'static [GameKind] {
    &SEASON_KINDS
}

/// The competition's id of a season's game, e.g. `swc_2019_piranhas`.
pub fn game_type(kind: GameKind) -> &'static str {
    bernstein_net::with_season!(kind, P => P::GAME_TYPE).unwrap_or("")
}

/// The command lines a student starts a bot with, for the port: the official
/// clients take `--host` and `--port`.
pub fn bot_commands(port: u16) -> [String; 2] {
    [
        format!("python logic.py --host 127.0.0.1 --port {port}"),
        format!("java -jar <bot>.jar --host 127.0.0.1 --port {port}"),
    ]
}

/// What the server reported, without the season's types.
enum HostEvent {
    Listening(u16),
    Started {
        start: String,
        seats: [Seat; 2],
    },
    Moved {
        side: Side,
        text: String,
        elapsed: Duration,
    },
    Ended {
        ending: Ending,
        record: Box<Record>,
        scores: Scores,
    },
}

/// The score parts of a result: their labels (the competition's own words) and
/// each side's values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scores {
    pub labels: Vec<String>,
    pub values: [Vec<String>; 2],
}

/// A hosted server of any season, as the app sees it.
trait Hosted {
    fn poll(&mut self) -> Vec<HostEvent>;
    /// The user's move, as move text.
    fn play(&self, text: &str);
    /// The error the server stopped with, if it did.
    fn failure(&self) -> Option<ServeError>;
}

/// The server of one season.
struct Server<P: Season> {
    handle: ServerHandle<P>,
}

impl<P: Season> Hosted for Server<P> {
    fn poll(&mut self) -> Vec<HostEvent> {
        let mut events = Vec::new();
        for event in self.handle.poll() {
            match event {
                ServerEvent::Listening(address) => {
                    events.push(HostEvent::Listening(address.port()))
                }
                ServerEvent::GameStarted { seats, game, .. } => {
                    events.push(HostEvent::Started {
                        start: game.position().to_text(),
                        seats,
                    });
                }
                ServerEvent::Moved {
                    side,
                    text,
                    elapsed,
                    ..
                } => events.push(HostEvent::Moved {
                    side,
                    text,
                    elapsed,
                }),
                ServerEvent::GameEnded {
                    ending,
                    game,
                    record,
                    ..
                } => {
                    let values = Side::BOTH.map(|side| {
                        let mut parts = vec![win_points(ending.winner, side).to_string()];
                        parts.extend(P::score_parts(game.position(), side));
                        parts
                    });
                    let scores = Scores {
                        // The 2019 label "∅ Schwarm" has a sign the app's fonts lack;
                        // the average sign drawn with a letter they have says the same.
                        labels: P::SCORE_NAMES
                            .iter()
                            .map(|name| name.replace('\u{2205}', "\u{d8}"))
                            .collect(),
                        values,
                    };
                    events.push(HostEvent::Ended {
                        ending,
                        record,
                        scores,
                    });
                }
                ServerEvent::Reservations { .. }
                | ServerEvent::Log(_)
                | ServerEvent::Joined { .. } => {}
            }
        }
        events
    }

    fn play(&self, text: &str) {
        self.handle.play(text);
    }

    fn failure(&self) -> Option<ServeError> {
        self.handle.failure()
    }
}

/// Where a hosted game is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The server listens; no bot has joined yet.
    Waiting,
    /// The game is on the board.
    Playing,
    /// The game is over; it is a normal game on screen now.
    Ended,
}

/// How a hosted game ended, for the result card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostResult {
    pub winner: Option<Side>,
    pub cause: Cause,
    pub offender: Option<Side>,
    pub scores: Scores,
}

/// A game hosted for a bot: the server and what the screen shows of it.
pub struct Hosting {
    server: Box<dyn Hosted>,
    pub kind: GameKind,
    /// The port listened on.
    pub port: u16,
    pub phase: Phase,
    pub other_side: OtherSide,
    pub timeouts: Option<Timeouts>,
    /// The players as the game's record names them.
    record_players: [Player; 2],
    /// How long each side thought about its last move.
    pub last_times: [Option<Duration>; 2],
    /// The side the user plays, if the user plays.
    pub user_side: Option<Side>,
    /// The last move the server confirmed (the root before the first).
    confirmed: NodeId,
    /// The user's move handed to the server and not yet confirmed.
    sent: Option<NodeId>,
    pub result: Option<HostResult>,
}

impl Hosting {
    /// Whether the hosted game is on the board and not over: the board's moves
    /// are the server's then.
    pub fn live(&self) -> bool {
        self.phase == Phase::Playing
    }

    /// The players' names (Red/White first), worded in the language shown now.
    pub fn names(&self) -> [String; 2] {
        self.record_players.each_ref().map(s::player_name)
    }
}

/// What the user asks of the hosted game.
#[derive(Clone, Debug)]
pub enum NetworkAction {
    /// "Play against a program…": the dialog of a game hosted for a bot.
    ShowDialog,
    CloseDialog,
    /// Start the server with these choices.
    Start(HostChoices),
    /// Stop the server (while waiting, or ending the game in progress).
    Stop,
    /// Put a bot's command line on the clipboard.
    CopyCommand(String),
}

/// The controller of the games hosted for a bot: the dialog, the server and the
/// game it plays on the board.
#[derive(Default)]
pub struct Network {
    /// The choices "Play against a program" was last started with.
    choices: HostChoices,
    /// The dialog's choices while it is open (before the server starts).
    pub dialog: Option<HostChoices>,
    pub hosting: Option<Hosting>,
}

impl Network {
    /// Whether a dialog of the hosted game takes the keyboard and mouse.
    pub fn modal_open(&self) -> bool {
        self.dialog.is_some()
            || self
                .hosting
                .as_ref()
                .is_some_and(|hosting| hosting.phase == Phase::Waiting)
    }

    /// Whether a hosted game is being played on the board.
    pub fn live(&self) -> bool {
        self.hosting.as_ref().is_some_and(Hosting::live)
    }

    /// The players' names the board shows while a hosted game is on it.
    pub fn names(&self) -> Option<[String; 2]> {
        let hosting = self.hosting.as_ref()?;
        (hosting.phase != Phase::Waiting).then(|| hosting.names())
    }

    /// Another game was put on the board: a hosted one ends (its server stops).
    pub(crate) fn board_taken(&mut self) {
        self.hosting = None;
    }

    /// Carries out what the user asked of the hosted game.
    pub(crate) fn apply(
        &mut self,
        ctx: &egui::Context,
        action: NetworkAction,
        desk: &mut Desk,
        toasts: &mut Toasts,
    ) {
        match action {
            NetworkAction::ShowDialog => self.show_dialog(),
            NetworkAction::CloseDialog => self.dialog = None,
            NetworkAction::Start(choices) => self.start(ctx, choices),
            NetworkAction::Stop => self.stop(desk, toasts),
            NetworkAction::CopyCommand(text) => {
                ctx.copy_text(text);
                toasts.info(s::HOST_COPIED);
            }
        }
    }

    /// Opens the "Play against a program" dialog.
    pub(crate) fn show_dialog(&mut self) {
        let mut choices = self.choices.clone();
        choices.error = None;
        self.dialog = Some(choices);
    }

    /// Starts the server with the dialog's choices; on a bad port the dialog
    /// stays with the message.
    pub(crate) fn start(&mut self, ctx: &egui::Context, choices: HostChoices) {
        let port = match choices.port() {
            Ok(port) => port,
            Err(message) => {
                self.dialog = Some(HostChoices {
                    error: Some(message.to_string()),
                    ..choices
                });
                return;
            }
        };
        let address = SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port));
        let mut settings = ServeSettings::new(address);
        settings.opponent = match choices.other_side {
            OtherSide::User => Opponent::Local,
            OtherSide::Computer(number) => {
                Opponent::Engine(*Level::get(number).unwrap_or(&bernstein_engine::levels()[0]))
            }
        };
        settings.timeouts = choices.time_limits.then_some(Timeouts::COMPETITION);
        settings.seed = choices.seed.unwrap_or_else(fresh_seed);
        let notify = {
            let ctx = ctx.clone();
            move || ctx.request_repaint()
        };
        // A port in use is said at once, in the dialog: the server listens
        // before it starts its threads.
        let started: Option<Result<Box<dyn Hosted>, ServeError>> = bernstein_net::with_season!(choices.kind, P => ServerHandle::<P>::start(settings, notify)
                .map(|handle| Box::new(Server::<P> { handle }) as Box<dyn Hosted>));
        let server = match started {
            Some(Ok(server)) => server,
            Some(Err(error)) => {
                self.dialog = Some(HostChoices {
                    error: Some(failure_text(&error)),
                    ..choices
                });
                return;
            }
            // The dialog offers only the seasons of the table.
            None => return,
        };
        self.choices = HostChoices {
            error: None,
            ..choices.clone()
        };
        self.dialog = None;
        self.hosting = Some(Hosting {
            server,
            kind: choices.kind,
            port,
            phase: Phase::Waiting,
            other_side: choices.other_side,
            timeouts: choices.time_limits.then_some(Timeouts::COMPETITION),
            record_players: Default::default(),
            last_times: [None, None],
            user_side: None,
            confirmed: MoveTree::ROOT,
            sent: None,
            result: None,
        });
    }

    /// Stops the server: while waiting the game on screen stays as it was; a
    /// game in progress stays on screen, as it stood, for review.
    pub(crate) fn stop(&mut self, desk: &mut Desk, toasts: &mut Toasts) {
        if self.live() {
            // The server ends the game as the competition's server does when a
            // player goes: the side to move "left" and the other wins. The bot is
            // told so; the screen says it too.
            if let (Some(hosting), Some(game)) = (&self.hosting, &desk.game) {
                let kind = hosting.kind;
                let left = game.side_to_move(hosting.confirmed);
                toasts.info(move || {
                    s::host_stopped(&s::side_name(kind, left), &s::side_name(kind, left.other()))
                });
            }
            self.make_normal_game(None, desk, toasts);
        }
        self.hosting = None;
    }

    /// Takes what the server reported into the game on screen, and hands the
    /// user's new move to the server. Called every frame; never waits.
    pub(crate) fn poll(&mut self, ctx: &egui::Context, desk: &mut Desk, toasts: &mut Toasts) {
        let Some(hosting) = &mut self.hosting else {
            return;
        };
        if hosting.phase == Phase::Ended {
            return;
        }
        // The server's thread asks for a repaint after each event; this is for a
        // user who waits with the mouse still.
        ctx.request_repaint_after(Duration::from_millis(250));
        let events = hosting.server.poll();
        let failure = hosting.server.failure();
        for event in events {
            self.take_event(event, desk, toasts);
        }
        if let Some(error) = failure {
            let waiting = self
                .hosting
                .as_ref()
                .is_some_and(|hosting| hosting.phase == Phase::Waiting);
            self.stop(desk, toasts);
            if waiting {
                let mut choices = self.choices.clone();
                choices.error = Some(failure_text(&error));
                self.dialog = Some(choices);
            } else {
                toasts.error(move || failure_text(&error));
            }
        }
        self.send_user_move(desk);
    }

    fn take_event(&mut self, event: HostEvent, desk: &mut Desk, toasts: &mut Toasts) {
        let Some(hosting) = &mut self.hosting else {
            return;
        };
        match event {
            HostEvent::Listening(port) => hosting.port = port,
            HostEvent::Started { start, seats } => {
                hosting.begin(seats);
                let players = hosting.players(seats);
                match open_game::from_position_text(hosting.kind, &start, players) {
                    Ok(game) => {
                        desk.show(game, None, None);
                        // The user's own side at the bottom.
                        desk.view.flipped = hosting.user_side == Some(Side::Second);
                        // The record (and so the autosave) names the players
                        // from the first move on.
                        if let Some(mut record) = desk.record() {
                            record.players = hosting.record_players.clone();
                            desk.base = Some(record);
                        }
                    }
                    Err(error) => {
                        toasts.error(move || crate::i18n::say(&error));
                        self.stop(desk, toasts);
                    }
                }
            }
            HostEvent::Moved {
                side,
                text,
                elapsed,
            } => {
                hosting.last_times[side.index()] = Some(elapsed);
                let confirmed = hosting.confirmed;
                let Some(game) = &mut desk.game else { return };
                let shown = game.current();
                game.navigate(Nav::To(confirmed));
                match game.play_text(&text) {
                    Ok(node) => {
                        // The board follows the game unless the user is looking
                        // at an earlier move.
                        let following = shown == confirmed || Some(shown) == hosting.sent;
                        if !following {
                            game.navigate(Nav::To(shown));
                        }
                        hosting.confirmed = node;
                        hosting.sent = None;
                    }
                    Err(_) => game.navigate(Nav::To(shown)),
                }
            }
            HostEvent::Ended {
                ending,
                record,
                scores,
            } => {
                hosting.result = Some(HostResult {
                    winner: ending.winner,
                    cause: ending.cause,
                    offender: ending.offender,
                    scores,
                });
                hosting.phase = Phase::Ended;
                self.make_normal_game(Some(*record), desk, toasts);
            }
        }
    }

    /// After a hosted game: the game on screen becomes a normal one, keeping the
    /// players' names and, from the server's record, the result and its cause. The
    /// program's side is the user's from now on; a side the computer played stays
    /// the computer's and answers in variations, as in any game against it.
    fn make_normal_game(
        &mut self,
        server_record: Option<Record>,
        desk: &mut Desk,
        toasts: &mut Toasts,
    ) {
        let players = self
            .hosting
            .as_ref()
            .map(|hosting| hosting.record_players.clone());
        let Some(mut record) = desk.record() else {
            return;
        };
        if let Some(server) = server_record {
            record.event = server.event;
            record.site = server.site;
            record.round = server.round;
            record.date = server.date;
            if record.result.is_none() {
                record.result = server.result;
            }
        }
        if let Some(players) = players {
            record.players = players;
        }
        let flipped = desk.view.flipped;
        match open_game::from_record(&record, true) {
            Ok(game) => desk.show(game, Some(record), None),
            Err(error) => toasts.error(move || crate::i18n::say(&error)),
        }
        desk.view.flipped = flipped;
    }

    /// Hands the user's move at the end of the live game to the server.
    fn send_user_move(&mut self, desk: &Desk) {
        let Some(hosting) = &mut self.hosting else {
            return;
        };
        let Some(game) = &desk.game else { return };
        if !hosting.live() || hosting.sent.is_some() {
            return;
        }
        let confirmed = hosting.confirmed;
        if Some(game.side_to_move(confirmed)) != hosting.user_side {
            return;
        }
        let Some(&node) = game.tree().children(confirmed).first() else {
            return;
        };
        if let Some(text) = game.tree().move_text(node) {
            hosting.server.play(text);
            hosting.sent = Some(node);
        }
    }

    /// Whether the live hosted game refuses a move typed or taken back now: on
    /// the bot's turn the last position is the server's to change, and moves
    /// already played stay.
    pub(crate) fn refuses_change(&self, desk: &Desk) -> bool {
        let Some(hosting) = self.hosting.as_ref().filter(|h| h.live()) else {
            return false;
        };
        let Some(game) = &desk.game else { return false };
        // The end of the game as played: the user's move on its way, or the
        // server's last.
        let end = hosting.sent.unwrap_or(hosting.confirmed);
        game.current() == end && Some(game.side_to_move(end)) != hosting.user_side
    }
}

impl Hosting {
    /// A game begins with these seats: who plays it, as the record names them.
    fn begin(&mut self, seats: [Seat; 2]) {
        let other_side = self.other_side;
        self.record_players = seats.map(|seat| match (seat, other_side) {
            (Seat::Engine, OtherSide::Computer(level)) => {
                Player::computer(s::computer_name(level), level)
            }
            (Seat::Local, _) => Player::human(s::PLAYER_HUMAN.to_string()),
            _ => Player::human(s::HOST_PROGRAM.to_string()),
        });
        self.user_side = Side::BOTH
            .into_iter()
            .find(|side| seats[side.index()] == Seat::Local);
        self.phase = Phase::Playing;
        self.confirmed = MoveTree::ROOT;
        self.sent = None;
        self.last_times = [None, None];
    }

    /// Who moves each seat's side in the app.
    fn players(&self, seats: [Seat; 2]) -> [PlayerKind; 2] {
        seats.map(|seat| match (seat, self.other_side) {
            (Seat::Local, _) => PlayerKind::Human,
            (Seat::Engine, OtherSide::Computer(level)) => PlayerKind::Computer { level },
            // The bot's moves come from the server; the app's computer never
            // plays them, and the record (the autosave) says a program that
            // is gone with the connection played them.
            _ => PlayerKind::Program,
        })
    }
}

/// The cause of a result in words, e.g. "Blue answered after the soft limit".
pub fn cause_text(kind: GameKind, result: &HostResult, timeouts: Option<Timeouts>) -> String {
    let side = result
        .offender
        .map(|side| s::side_name(kind, side))
        .unwrap_or_default();
    let limits = timeouts.unwrap_or(Timeouts::COMPETITION);
    match result.cause {
        Cause::Regular => s::HOST_CAUSE_REGULAR.to_string(),
        Cause::Left => s::host_cause_left(&side),
        Cause::RuleViolation => s::host_cause_rule_violation(&side),
        Cause::SoftTimeout => s::host_cause_soft_timeout(&side, limits.soft.as_secs_f64()),
        Cause::HardTimeout => s::host_cause_hard_timeout(&side, limits.hard.as_secs_f64()),
        Cause::ProtocolError => s::host_cause_protocol_error(&side),
    }
}
