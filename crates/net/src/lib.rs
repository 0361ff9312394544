//! The Software Challenge's network protocol, so that students' bots can play in
//! Bernstein and Bernstein can play on a competition server: the layer between
//! the engine and records below and the app and command line above.
//!
//! - `framing.rs` cuts a stream into messages (no newline ends a message) with a
//!   size bound; `message.rs` reads the season-neutral messages. Messages are
//!   written byte for byte as the Java server's XStream does by
//!   [`Node`](bernstein_records::replay::xml::Node), as replays are.
//! - `season.rs` is what differs by season ([`Season`]), implemented by each
//!   game the competition played: `sc2019.rs` (Piranhas, `swc_2019_piranhas`),
//!   `sc2022.rs` (Ostseeschach, `swc_2022_ostseeschach`) and `sc2026.rs`
//!   (Piranhas 2026, `swc_2026_piranhas`). States and results are read and
//!   written by the replay modules of `records::replay`.
//! - `serve/` hosts games ([`serve()`] on the caller's thread, [`ServerHandle`]
//!   on threads of its own for the app, with the user's moves handed in);
//!   `client.rs` joins a server as a player ([`play_client`]).
//! - `series/` starts students' bots itself, game after game, each game on a
//!   server of its own ([`series::run_series`], [`series::SeriesHandle`]): test
//!   series against the engine's levels, between two bots, or a round robin.
//!
//! The facts come from the protocol description the project keeps beside its
//! specifications (framing, joining, the messages per season, the 2 s / 10 s
//! limits, results); docs/bot-authors.md sums them up.

pub mod client;
pub mod framing;
pub mod message;
mod sc2019;
mod sc2022;
mod sc2026;
pub mod season;
pub mod series;
pub mod serve;

/// The rules crate as [`with_season!`] names it, so the macro works in every crate
/// that uses it, whatever that crate calls the rules.
#[doc(hidden)]
pub use bernstein_rules as __rules;

pub use client::{ClientError, ClientSettings, ClientSummary, play_client};
pub use season::{Cause, Ending, Season};
pub use serve::{
    DEFAULT_PORT, Opponent, SEASON_KINDS, Seat, ServeError, ServeSettings, ServerEvent,
    ServerHandle, Timeouts, serve,
};
