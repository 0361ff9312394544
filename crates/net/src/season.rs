//! What differs from season to season: the [`Season`] trait, implemented by each
//! game the competition played (Piranhas for 2019 in `sc2019.rs`, Ostseeschach for
//! 2022 in `sc2022.rs`, Piranhas for 2026 in `sc2026.rs`). How a game ended
//! ([`Cause`], [`Ending`]) is the records' (a replay's result says it too).

use bernstein_engine::Evaluate;
use bernstein_records::RecordError;
use bernstein_records::replay::xml::{Element, Node};
pub use bernstein_records::replay::{Cause, Ending};
use bernstein_rules::{Game, Side};

/// Why a move message could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveFault {
    /// Not a move of this season at all (a missing attribute, an unknown child):
    /// the competition's server fails to read it and drops the connection.
    Malformed(String),
    /// A move the rules refuse: the move as the player wrote it, and why.
    Illegal { text: String, reason: String },
}

/// One season of the competition: its game, its ids and its messages.
pub trait Season: Evaluate {
    /// The plugin id, e.g. `swc_2019_piranhas`.
    const GAME_TYPE: &'static str;
    /// The close element's name (`sc.protocol.CloseConnection`, …).
    const CLOSE: &'static str;
    /// Whether a rule violator is disconnected before the result (2019) or
    /// stays and receives the result (2022, 2026).
    const DISCONNECTS_VIOLATOR: bool;
    /// The names of the result's score parts.
    const SCORE_NAMES: &'static [&'static str];
    /// What each score part counts, as a short id (`win-points`, `ambers`):
    /// the app words a part and its value from it.
    const SCORE_PARTS: &'static [&'static str];

    /// The season's name of a side (`RED`, `ONE`).
    fn side_name(side: Side) -> &'static str;
    /// The side of a name as the season writes it, if it is one.
    fn side_of(name: &str) -> Option<Side>;
    /// The welcome message's `data` for the player of `side`.
    fn welcome(side: Side) -> Node;
    /// The move request's `data`.
    fn move_request() -> Node;
    /// The `data class="memento"` of the game's current state.
    fn memento(game: &Game<Self>) -> Node;
    /// The `data class="move"` a client sends for `mv` in `position`.
    fn move_data(position: &Self, mv: Self::Move) -> Node;
    /// Reads a `data class="move"` and checks it against the rules.
    fn read_move(data: &Element, position: &Self) -> Result<Self::Move, MoveFault>;
    /// Reads the `state` element of a memento.
    fn read_state(state: &Element) -> Result<Self, RecordError>;
    /// The score parts after the win points, per side (as written).
    fn score_parts(position: &Self, side: Side) -> Vec<String>;
    /// The `data class="result"` of a finished game.
    fn result(game: &Game<Self>, ending: &Ending) -> Node;
    /// The `data class="error"` for a move the rules refuse.
    fn illegal_move_error(position: &Self, data: &Element, text: &str, reason: &str) -> Node;
    /// The `data class="error"` for a move out of turn.
    fn out_of_turn_error(data: &Element) -> Node;
}
