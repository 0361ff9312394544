//! Rooms and seating: connections joining (by `join`, `joinRoom` or
//! `joinPrepared` with a reservation code), the table filled for the next game,
//! errors for what a player not in a game may not do, connections that never join
//! closed, and the players' time to close after the last game.
//!
//! Connections that have not joined cannot lock players out: one that has not
//! joined within [`ServeSettings::join_deadline`] (5 s) is closed, and when more
//! than [`MAX_WAITING_TO_JOIN`] wait at once one of them is closed to make room
//! for the newcomer: the oldest of the peer address with the most waiting, and
//! never one that has sent a message (its join may be on the way). Either is
//! told why before it goes and logged; a joined player is never closed to make
//! room. With [`MAX_CONNECTIONS`] players the server is full: a newcomer is
//! refused, unless the server takes reservations, where a valid reservation
//! code is always admitted (the listener limits connections per address, see
//! `listener.rs`).
//!
//! [`ServeSettings::join_deadline`]: super::ServeSettings::join_deadline

use std::io::Write;
use std::net::{IpAddr, Shutdown};
use std::sync::atomic::Ordering;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

use super::error::ServeError;
use super::events::{Seat, ServerEvent};
use super::host::{Connection, Host, Table, lobby_error, refusal_document};
use super::listener::{Incoming, MAX_CONNECTIONS, MAX_WAITING_TO_JOIN};
use crate::message::{ClientMessage, read_client_message};
use crate::season::Season;
use bernstein_records::replay::xml::Node;
use bernstein_rules::Side;

impl<P: Season> Host<'_, P> {
    /// Waits until the table is full. `false` when told to stop.
    pub(super) fn seat_players(
        &mut self,
        table: &mut Table,
        home: Option<(Side, Seat)>,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Result<bool, ServeError> {
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
            match self.receive(Duration::from_millis(100), on_event) {
                Ok(incoming) => self.lobby(incoming, on_event),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(ServeError::ListenerStopped);
                }
            }
        }
    }

    /// Whether a connection waits to join: neither joined, nor playing, nor
    /// closing after its game.
    fn waits_to_join(connection: &Connection) -> bool {
        connection.joined.is_none() && !connection.seated && connection.closing_at.is_none()
    }

    /// Closes connections that did not join in time (telling them why), and
    /// finished players that stayed past their grace.
    pub(super) fn expire(&mut self, on_event: &mut impl FnMut(ServerEvent<P>)) {
        let now = Instant::now();
        let deadline = self.settings.join_deadline;
        let late: Vec<u64> = self
            .connections
            .iter()
            .filter(|(_, connection)| {
                Self::waits_to_join(connection) && now.duration_since(connection.opened) > deadline
            })
            .map(|(&id, _)| id)
            .collect();
        for id in late {
            let seconds = deadline.as_secs_f64();
            self.refuse(
                id,
                &format!("it did not join within {seconds} s"),
                &format!("Keine Anmeldung (join) innerhalb von {seconds} Sekunden."),
                on_event,
            );
        }
        let stayed: Vec<u64> = self
            .connections
            .iter()
            .filter(|(_, connection)| connection.closing_at.is_some_and(|at| now >= at))
            .map(|(&id, _)| id)
            .collect();
        for id in stayed {
            on_event(ServerEvent::Log(format!(
                "connection {id} closed by the server"
            )));
            self.close(id);
        }
    }

    /// Closes a connection that may not stay: tells it why (in the server's
    /// German, `message`) and logs it (`why`, for the log).
    fn refuse(
        &mut self,
        id: u64,
        why: &str,
        message: &str,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) {
        on_event(ServerEvent::Log(format!("connection {id} closed: {why}")));
        self.lobby_error(id, message);
        self.close(id);
    }

    /// Makes room for a newcomer when too many connections wait to join: of the
    /// peer address with the most waiting, the one that has waited longest goes;
    /// one that has sent a message (its join, not yet read) stays.
    fn make_room(&mut self, on_event: &mut impl FnMut(ServerEvent<P>)) {
        let waiting: Vec<(Option<IpAddr>, Instant, u64, bool)> = self
            .connections
            .iter()
            .filter(|(_, connection)| Self::waits_to_join(connection))
            .map(|(&id, connection)| {
                let silent = connection.shared.unread.load(Ordering::SeqCst) == 0;
                (connection.peer, connection.opened, id, silent)
            })
            .collect();
        if waiting.len() <= MAX_WAITING_TO_JOIN {
            return;
        }
        let of_peer = |peer: Option<IpAddr>| waiting.iter().filter(|other| other.0 == peer).count();
        let victim = waiting
            .iter()
            .filter(|(_, _, _, silent)| *silent)
            .min_by_key(|(peer, opened, _, _)| (std::cmp::Reverse(of_peer(*peer)), *opened));
        if let Some(&(_, _, victim, _)) = victim {
            self.refuse(
                victim,
                &format!(
                    "{MAX_WAITING_TO_JOIN} connections were waiting to join and a newer one came; this one waited longest of its address's"
                ),
                "Zu viele Verbindungen warten auf die Anmeldung; diese wartete am laengsten.",
                on_event,
            );
        }
    }

    /// Players: connections that joined, play, or close after their game.
    fn players(&self) -> usize {
        self.connections
            .values()
            .filter(|connection| !Self::waits_to_join(connection))
            .count()
    }

    /// Whether this server's next game takes only players with a reservation code.
    fn takes_reservations(&self) -> bool {
        self.codes.get(self.joining).is_some_and(Option::is_some)
    }

    /// The refusal of a full server, in its German.
    fn full_message() -> String {
        format!(
            "Der Server ist voll ({MAX_CONNECTIONS} Verbindungen). Bitte spaeter wieder versuchen."
        )
    }

    /// Handles a message from a connection that is not playing.
    pub(super) fn lobby(&mut self, incoming: Incoming, on_event: &mut impl FnMut(ServerEvent<P>)) {
        match incoming {
            Incoming::Opened(id, stream, shared) => {
                let peer = stream.peer_addr().ok();
                if self.players() >= MAX_CONNECTIONS && !self.takes_reservations() {
                    // Full, and no reservation code could make room: refused at once.
                    let mut stream = stream;
                    let _ =
                        stream.write_all(refusal_document::<P>(&Self::full_message()).as_bytes());
                    let _ = stream.shutdown(Shutdown::Both);
                    let from =
                        peer.map_or("an unknown address".to_string(), |peer| peer.to_string());
                    on_event(ServerEvent::Log(format!(
                        "refused a connection from {from}: {MAX_CONNECTIONS} players are connected"
                    )));
                    return;
                }
                self.connections.insert(
                    id,
                    Connection {
                        stream,
                        peer: peer.map(|peer| peer.ip()),
                        shared,
                        opened: Instant::now(),
                        started: false,
                        joined: None,
                        joined_unanswered: false,
                        seated: false,
                        closing_at: None,
                    },
                );
                on_event(ServerEvent::Log(format!("connection {id} opened")));
                self.make_room(on_event);
            }
            Incoming::Refused(refusal) => on_event(ServerEvent::Log(format!(
                "refused a connection from {}: {}",
                refusal.peer, refusal.why
            ))),
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
        if seat.is_none() && self.players() >= MAX_CONNECTIONS {
            on_event(ServerEvent::Log(format!(
                "connection {id} closed: {MAX_CONNECTIONS} players are connected"
            )));
            self.lobby_error(id, &Self::full_message());
            self.close(id);
            return;
        }
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
            connection.shared.joined.store(true, Ordering::SeqCst);
        }
        on_event(ServerEvent::Log(format!("connection {id} joined")));
        on_event(ServerEvent::Joined {
            connection: id,
            reserved: seat,
        });
        if !answer_later {
            self.send(id, &Node::new("joined").attr("roomId", room));
        }
    }

    /// Sends a lobby error ([`lobby_error`]).
    pub(super) fn lobby_error(&mut self, id: u64, message: &str) {
        self.send(id, &lobby_error::<P>(message));
    }

    /// After the last game: players get their grace period to close.
    pub(super) fn wait_for_closes(&mut self, on_event: &mut impl FnMut(ServerEvent<P>)) {
        while self
            .connections
            .values()
            .any(|connection| connection.closing_at.is_some())
        {
            match self.receive(Duration::from_millis(50), on_event) {
                Ok(Incoming::Closed(id)) => self.close(id),
                Ok(Incoming::Message(id, text)) => {
                    if matches!(read_client_message(&text), Ok(ClientMessage::Close)) {
                        self.close(id);
                    }
                }
                Ok(Incoming::Fault(id, _)) => self.close(id),
                Ok(Incoming::Opened(_, stream, _)) => {
                    let _ = stream.shutdown(Shutdown::Both);
                }
                Ok(Incoming::Local(_) | Incoming::Refused(_)) => {}
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
        }
    }
}
