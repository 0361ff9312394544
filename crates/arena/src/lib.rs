//! The arena: where programs play games. Every command that lets two players
//! play (`match`, `sprt`, `test`, `serve`) and the app's games go through it:
//!
//! - [`referee`]: one referee and one loop of a game: turns, time limits and
//!   clocks, every move checked by the rules, forfeits, the ply limit, the
//!   time each side took, the result ([`Referee`], [`play`], [`Verdict`]);
//! - [`players`]: the players that answer when asked: Bernstein's engine in
//!   process, an engine process, a program run per move ([`Player`]);
//! - [`clock`]: a clock's arithmetic, the referee's and the app's;
//! - [`fault`]: why a side forfeits a game ([`Fault`]);
//! - [`error`]: why a player or a match failed on Bernstein's side;
//! - [`process`]: one supervisor for every program started: bounded output,
//!   and the whole process tree ended with its game ([`Supervised`]);
//! - [`protocol`]: the engine protocol as types, read and written both ways;
//! - [`score`]: one score report: wins, draws and losses, score, Elo with its
//!   error bar, the pairs' count where games come in pairs;
//! - [`pairs`]: games in pairs from seeded starts, records, and matches of
//!   Bernstein's levels in process.
//!
//! It sits above the engine and the records and below the network layer (whose
//! server and test series seat bots over TCP) and the app.

pub mod clock;
pub mod error;
pub mod fault;
pub mod pairs;
pub mod players;
pub mod process;
pub mod protocol;
pub mod referee;
pub mod score;

pub use error::{MatchError, PlayerError};
pub use fault::{Fault, FaultKind};
pub use pairs::{
    FinishedGame, MatchSettings, PlayedGame, default_ply_limit, pair_start, play_game, play_match,
    record_of,
};
pub use players::{
    CommandPlayer, Effort, EnginePlayer, EngineProcess, Player, Players, derive_seed,
    first_side_of_game,
};
pub use process::{Exit, Running, Supervised};
pub use referee::{
    Budget, End, Judged, MoveTimes, Referee, Reply, Seats, TimeControl, Turn, Verdict, play,
};
pub use score::{Elo, PairedScore, points_text};
