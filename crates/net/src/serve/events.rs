//! What a server reports while it runs ([`ServerEvent`]), and who sits on a side
//! of a hosted game ([`Seat`]).

use std::net::SocketAddr;
use std::time::Duration;

use crate::season::Ending;
use bernstein_arena::MoveTimes;
use bernstein_records::Record;
use bernstein_rules::{Game, Position, Side};

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
    /// A connection joined; `reserved` is the side its reservation code gives it.
    Joined {
        connection: u64,
        reserved: Option<Side>,
    },
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
        /// The move as move text (in the position before it).
        text: String,
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
        /// The time each side took for its moves (a late move too).
        times: [MoveTimes; 2],
    },
}
