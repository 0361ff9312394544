//! One game of a season from start to end: the welcome and the states sent to
//! both players, a turn for each move, the result, the players' `<left>`, and
//! the game's record and competition replay.

use std::time::{Duration, Instant};

use super::events::{Seat, ServerEvent};
use super::host::{Host, Table};
use super::settings::{Opponent, ServeSettings};
use super::turns::Turn;
use crate::season::{Cause, Ending, Season};
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
                    let text = game.position().move_to_text(mv);
                    game.play(mv)
                        .expect("moves are checked before they are played");
                    elapsed_total[side.index()] += elapsed;
                    on_event(ServerEvent::Moved {
                        side,
                        mv,
                        text,
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
        let replay = document(&self.replay);
        on_event(ServerEvent::GameEnded {
            number: table.number,
            seats: table.seats,
            ending,
            game,
            record: Box::new(record),
            replay,
        });
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
