//! A seat's turn as the arena's referee asks for it: the engine's or the local
//! user's move, or a connected player's within the turn's limits (the referee
//! judges its time); and what every message during a game comes to, with the
//! competition's ending for a move out of turn, an invalid or malformed move, a
//! protocol error or a player who left, handed to the referee as a forfeit.

use std::sync::atomic::Ordering;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

use super::events::{Seat, ServerEvent};
use super::host::{Host, Table};
use super::listener::Incoming;
use super::settings::Opponent;
use crate::message::{ClientMessage, read_client_message};
use crate::season::{Cause, Ending, MoveFault, Season};
use bernstein_arena::{Fault, FaultKind, Reply, Turn};
use bernstein_engine::{Engine, EngineOptions, SearchHandle, SearchRequest};
use bernstein_records::replay::xml::Node;
use bernstein_rules::{Game, Side};

/// The competition's ending of a fault as the referee's forfeit.
fn forfeit<M>(ending: Ending) -> Reply<M> {
    let offender = ending.offender.expect("a fault has an offender");
    let kind = FaultKind::of_cause(ending.cause).expect("a fault is not a regular end");
    Reply::Forfeit(offender, Fault::new(kind, ending.detail))
}

/// The side to move leaves because the server stops.
fn server_stopped<M>(side: Side) -> Reply<M> {
    Reply::Forfeit(
        side,
        Fault::new(FaultKind::Left, "Der Server wurde beendet."),
    )
}

impl<P: Season> Host<'_, P> {
    pub(super) fn engine_turn(
        &mut self,
        game: &Game<P>,
        table: &Table,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Reply<P::Move> {
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
            // A stopped server does not wait for the engine's move.
            if self.settings.stop.load(Ordering::SeqCst) {
                handle.stop();
                break Some(server_stopped(game.position().side_to_move()));
            }
            match self.receive(Duration::from_millis(5), on_event) {
                Ok(incoming) => {
                    if let InGame::End(ending) = self.in_game(incoming, table, None, on_event) {
                        handle.stop();
                        break Some(forfeit(ending));
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break None,
            }
        };
        let joined = handle.join();
        let elapsed = started.elapsed();
        let side = game.position().side_to_move();
        match (ending, joined) {
            (Some(reply), Ok((_, engine))) => {
                self.engine = Some(engine);
                reply
            }
            (Some(reply), Err(_)) => reply,
            (None, Ok((result, engine))) => {
                self.engine = Some(engine);
                match result.best_move {
                    Some(mv) => Reply::Move(mv, elapsed),
                    None => engine_failed(side),
                }
            }
            (None, Err(error)) => {
                on_event(ServerEvent::Log(format!("the engine failed: {error}")));
                engine_failed(side)
            }
        }
    }

    /// A connected player's turn: its move request, then its messages until its
    /// move, a fault, or the turn's hard limit.
    pub(super) fn player_turn(
        &mut self,
        game: &Game<P>,
        table: &Table,
        turn: &Turn,
        id: u64,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Reply<P::Move> {
        let side = turn.side;
        self.send_room(id, &table.room, P::move_request());
        let requested = Instant::now();
        loop {
            let wait = match turn.hard {
                Some(hard) => match hard.checked_sub(requested.elapsed()) {
                    Some(left) => left.min(Duration::from_millis(200)),
                    None => return Reply::Forfeit(side, turn.no_answer()),
                },
                None => Duration::from_millis(200),
            };
            if self.settings.stop.load(Ordering::SeqCst) {
                return server_stopped(side);
            }
            let incoming = match self.receive(wait, on_event) {
                Ok(incoming) => incoming,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => return server_stopped(side),
            };
            let elapsed = requested.elapsed();
            let on_turn = Some((id, game, elapsed, turn));
            match self.in_game(incoming, table, on_turn, on_event) {
                InGame::Nothing => {}
                InGame::Move(mv) => return Reply::Move(mv, elapsed),
                InGame::Late => return Reply::Late(elapsed),
                InGame::End(ending) => return forfeit(ending),
            }
        }
    }

    /// The local user's turn: waits for [`ServerHandle::play`], without time
    /// limits, while the bot's messages are still read.
    ///
    /// [`ServerHandle::play`]: super::ServerHandle::play
    pub(super) fn local_turn(
        &mut self,
        game: &Game<P>,
        table: &Table,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> Reply<P::Move> {
        let side = game.position().side_to_move();
        let started = Instant::now();
        loop {
            if self.settings.stop.load(Ordering::SeqCst) {
                return server_stopped(side);
            }
            match self.receive(Duration::from_millis(100), on_event) {
                Ok(Incoming::Local(text)) => match game.position().parse_move(&text) {
                    Ok(mv) => return Reply::Move(mv, started.elapsed()),
                    Err(error) => on_event(ServerEvent::Log(format!("{text}: {error}"))),
                },
                Ok(incoming) => {
                    if let InGame::End(ending) = self.in_game(incoming, table, None, on_event) {
                        return forfeit(ending);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return server_stopped(side),
            }
        }
    }

    /// Handles what arrives during a game. `on_turn` is the player asked to move,
    /// with the position, the time since the request and its turn's limits.
    fn in_game(
        &mut self,
        incoming: Incoming,
        table: &Table,
        on_turn: Option<(u64, &Game<P>, Duration, &Turn)>,
        on_event: &mut impl FnMut(ServerEvent<P>),
    ) -> InGame<P::Move> {
        let id = match &incoming {
            Incoming::Opened(..) | Incoming::Refused(_) => {
                return self.lobby_then_nothing(incoming, on_event);
            }
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
            Incoming::Opened(..) | Incoming::Refused(_) | Incoming::Local(_) => {
                return InGame::Nothing;
            }
            Incoming::Closed(_) => {
                self.close(id);
                return InGame::End(Ending::fault(side, Cause::Left, left_text::<P>(side)));
            }
            Incoming::Fault(_, error) => {
                on_event(ServerEvent::Log(format!("connection {id}: {error}")));
                self.close(id);
                return InGame::End(Ending::fault(
                    side,
                    Cause::ProtocolError,
                    format!("{} PROTOCOL_ERROR", left_text::<P>(side)),
                ));
            }
            Incoming::Message(_, text) => text,
        };
        let (room, data) = match read_client_message(&message) {
            Ok(ClientMessage::Room { room, data }) => (room, data),
            Ok(ClientMessage::Close) => {
                self.close(id);
                return InGame::End(Ending::fault(side, Cause::Left, left_text::<P>(side)));
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
                    format!("{} PROTOCOL_ERROR", left_text::<P>(side)),
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
        let Some((_, game, elapsed, turn)) = on_turn.filter(|(on, ..)| *on == id) else {
            self.send_room(id, &table.room, P::out_of_turn_error(&data));
            on_event(ServerEvent::Log(format!(
                "{} moved out of turn",
                P::KIND.side_name(side)
            )));
            if P::DISCONNECTS_VIOLATOR {
                self.close(id);
                return InGame::End(Ending::fault(side, Cause::Left, left_text::<P>(side)));
            }
            return InGame::End(Ending::fault(
                side,
                Cause::RuleViolation,
                "It's not your turn yet",
            ));
        };
        // A late move is not read: the referee judges its time.
        if turn.late(elapsed).is_some() {
            return InGame::Late;
        }
        match P::read_move(&data, game.position()) {
            Ok(mv) => InGame::Move(mv),
            Err(MoveFault::Malformed(error)) => {
                on_event(ServerEvent::Log(format!("connection {id}: {error}")));
                self.close(id);
                InGame::End(Ending::fault(
                    side,
                    Cause::ProtocolError,
                    format!("{} PROTOCOL_ERROR", left_text::<P>(side)),
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
                        .push(bernstein_records::replay::room(&table.room, error));
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
    /// The move of the player on turn, past its time.
    Late,
    End(Ending),
}

/// The engine gave no move: it counts as leaving.
fn engine_failed<M>(side: Side) -> Reply<M> {
    Reply::Forfeit(
        side,
        Fault::new(FaultKind::Left, "Die Engine ist ausgefallen."),
    )
}

/// The competition's words for a player who left, named as the season names it.
fn left_text<P: Season>(side: Side) -> String {
    format!("{} hat das Spiel verlassen.", P::side_name(side))
}
