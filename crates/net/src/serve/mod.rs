//! The server: hosts games of one season for players that connect over TCP, as
//! the competition's game server does, one game after another.
//!
//! Threads, no async: [`serve`] runs the games on the calling thread (the game
//! thread). It starts one listener thread, which accepts connections and starts a
//! reader thread per connection; the readers cut the stream into messages
//! (`framing.rs`) and send them over one channel of bounded length to the game
//! thread, which owns every decision and all writing. A slow or silent player therefore never
//! blocks anything but its own reader, and the game thread's waits are bounded by
//! the move time limits. What happens is reported to the caller as
//! [`ServerEvent`]s (the command line prints them, the app shows them).
//!
//! One file per part, each using only those listed before it:
//!
//! - `settings.rs`: the seasons a server hosts, its port, time limits and opponent;
//! - `events.rs`: what it reports ([`ServerEvent`]) and who sits where ([`Seat`]);
//! - `listener.rs`: the listener and reader threads, and the bounds on connections;
//! - `host.rs`: the game thread, its connections and the games one after another;
//! - `lobby.rs`: rooms and seating, for connections not in a game;
//! - `turns.rs`: a turn, its time limits and faults, and the messages during a game;
//! - `game.rs`: one game from the welcome to the result, its record and replay;
//! - `handle.rs`: the server on threads of its own for the app ([`ServerHandle`]);
//! - `error.rs`: why a server could not start or stopped early ([`ServeError`]).

mod error;
mod events;
mod game;
mod handle;
mod host;
mod listener;
mod lobby;
mod settings;
mod turns;

pub use error::ServeError;
pub use events::{Seat, ServerEvent};
pub use handle::ServerHandle;
pub use host::serve;
pub use listener::{
    MAX_CONNECTIONS, MAX_OPEN, MAX_UNREAD_MESSAGES, MAX_WAITING_PER_PEER, MAX_WAITING_TO_JOIN,
    QUEUE_LENGTH,
};
pub use settings::{DEFAULT_PORT, Opponent, SEASON_KINDS, ServeSettings, Timeouts};
