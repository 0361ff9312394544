//! One game of a season from start to end: the welcome and the states sent to
//! both players, the arena's referee asking the seats for their moves (the
//! players held to the time limits), the result, the players' `<left>`, and the
//! game's record and competition replay.

use std::time::{Duration, Instant};

use super::events::{Seat, ServerEvent};
use super::host::{Host, Table};
use super::settings::{Opponent, ServeSettings, Timeouts};
use crate::season::{Cause, Ending, Season};
use bernstein_arena::{
    self as arena, End, FaultKind, PlayerError, Referee, Reply, Seats, TimeControl, Turn, Verdict,
};
use bernstein_records::replay::room;
use bernstein_records::replay::xml::{Node, document};
use bernstein_records::{GameResult, Player, Record};
use bernstein_rules::{Game, Side};

impl<P: Season> Host<'_, P> {
    /// Sends a room packet to both players and keeps it for the replay.
    fn broadcast(&mut self, table: &Table, data: Node) {
        for seat in table.seats {
            if let Seat::Player(id) = seat {
                self.send_room(id, &table.room, data.clone());
            }
        }
        self.replay.push(room(&table.room, data));
    }

    pub(super) fn play(
        &mut self,
        table: &Table,
        game: Game<P>,
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
        // The players are held to the limits; the engine and the local user
        // are not.
        let controls = table
            .seats
            .map(|seat| match (seat, self.settings.timeouts) {
                (Seat::Player(_), Some(limits)) => TimeControl::Limits {
                    soft: limits.soft,
                    hard: limits.hard,
                },
                _ => TimeControl::Free,
            });
        let mut referee = Referee::new(game, controls, None);
        let mut seats = HostSeats {
            host: self,
            table,
            on_event,
        };
        let verdict = arena::play(&mut referee, &mut seats).expect("a server's seats always reply");
        let game = referee.into_game();
        let ending = ending_of::<P>(&verdict, &game, self.settings.timeouts);
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
        let replay = document(&self.replay);
        on_event(ServerEvent::GameEnded {
            number: table.number,
            seats: table.seats,
            ending,
            game,
            record: Box::new(record),
            replay,
            times: verdict.times,
        });
    }
}

/// A hosted game's two seats as the referee's loop asks them.
struct HostSeats<'h, 'a, P: Season, F> {
    host: &'h mut Host<'a, P>,
    table: &'h Table,
    on_event: &'h mut F,
}

impl<P: Season, F: FnMut(ServerEvent<P>)> Seats<P> for HostSeats<'_, '_, P, F> {
    fn turn(&mut self, game: &Game<P>, turn: &Turn) -> Result<Reply<P::Move>, PlayerError> {
        let (host, table, on_event) = (&mut *self.host, self.table, &mut *self.on_event);
        Ok(match table.seats[turn.side.index()] {
            Seat::Engine => host.engine_turn(game, table, on_event),
            Seat::Local => host.local_turn(game, table, on_event),
            Seat::Player(id) => host.player_turn(game, table, turn, id, on_event),
        })
    }

    fn moved(&mut self, game: &Game<P>, side: Side, mv: P::Move, text: &str, elapsed: Duration) {
        (self.on_event)(ServerEvent::Moved {
            side,
            mv,
            text: text.to_string(),
            elapsed,
            game: game.clone(),
        });
        self.host.broadcast(self.table, P::memento(game));
    }
}

/// The competition's ending of a verdict: the rules', or the offender's fault
/// with the competition's words (the time limits' as its server wrote them).
fn ending_of<P: Season>(verdict: &Verdict, game: &Game<P>, timeouts: Option<Timeouts>) -> Ending {
    let limits = timeouts.unwrap_or(Timeouts::COMPETITION);
    match &verdict.end {
        End::Rules(outcome) => Ending::regular(outcome.clone()),
        End::Forfeit(side, fault) => {
            let detail = match fault.kind {
                FaultKind::SoftTimeout => format!(
                    "Der Spieler hat fuer die Antwort auf die Zugaufforderung laenger als {} Sekunden gebraucht.",
                    limits.soft.as_secs()
                ),
                FaultKind::HardTimeout => format!(
                    "Der Spieler hat innerhalb von {} Sekunden nach Aufforderung keinen Zug gesendet.",
                    limits.hard.as_secs()
                ),
                _ => fault.detail.clone(),
            };
            Ending::fault(*side, fault.kind.cause(), detail)
        }
        // Bots neither resign nor agree a draw; were they to, giving up is
        // leaving the game, and a draw agreed has no fault.
        End::Resigned(side) => Ending::fault(*side, Cause::Left, "Der Spieler hat aufgegeben."),
        End::DrawAgreed => Ending {
            winner: None,
            cause: Cause::Regular,
            offender: None,
            outcome: None,
            detail: String::new(),
        },
        End::Stopped => Ending::fault(
            game.position().side_to_move(),
            Cause::Left,
            "Der Server wurde beendet.",
        ),
    }
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
    record.date = Some(bernstein_records::today());
    record
}
