//! What differs from season to season: the [`Season`] trait, implemented by each
//! game the competition played (Piranhas for 2019 in `sc2019.rs`, Ostseeschach for
//! 2022 in `sc2022.rs`), and the season-neutral facts of how a game ended.

use crate::records::replay::xml::Element;
use crate::rules::{Evaluate, Game, Outcome, Side};

use super::xml_out::Node;

/// Why a hosted game ended, in the competition's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// By the rules.
    Regular,
    /// A player closed the connection or sent a close message.
    Left,
    /// A move the rules refuse, or (2022, 2026) a move out of turn.
    RuleViolation,
    /// A move after the soft limit: not played, the game is lost.
    SoftTimeout,
    /// No move by the hard limit.
    HardTimeout,
    /// A message that is not the protocol's XML (the competition counts it as
    /// leaving).
    ProtocolError,
}

impl Cause {
    /// The command line's name: `soft-timeout`, `hard-timeout`, `rule-violation`,
    /// `left`, `protocol-error` (`regular` is never printed; the rules' reason is).
    pub fn id(self) -> &'static str {
        match self {
            Cause::Regular => "regular",
            Cause::Left => "left",
            Cause::RuleViolation => "rule-violation",
            Cause::SoftTimeout => "soft-timeout",
            Cause::HardTimeout => "hard-timeout",
            Cause::ProtocolError => "protocol-error",
        }
    }

    /// The `cause` attribute of a 2019 or 2022 score.
    pub fn score_cause(self) -> &'static str {
        match self {
            Cause::Regular => "REGULAR",
            Cause::Left | Cause::ProtocolError => "LEFT",
            Cause::RuleViolation => "RULE_VIOLATION",
            Cause::SoftTimeout => "SOFT_TIMEOUT",
            Cause::HardTimeout => "HARD_TIMEOUT",
        }
    }
}

/// How a hosted game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub cause: Cause,
    /// Whose fault ended the game (`None` for a regular end).
    pub offender: Option<Side>,
    /// The rules' outcome, for a regular end.
    pub outcome: Option<Outcome>,
    /// What the offender did, in the competition's words (German), for the result.
    pub detail: String,
}

impl Ending {
    /// A regular end by the rules.
    pub fn regular(outcome: Outcome) -> Ending {
        Ending {
            winner: outcome.winner,
            cause: Cause::Regular,
            offender: None,
            outcome: Some(outcome),
            detail: String::new(),
        }
    }

    /// An end by `offender`'s fault: the other side wins.
    pub fn fault(offender: Side, cause: Cause, detail: impl Into<String>) -> Ending {
        Ending {
            winner: Some(offender.other()),
            cause,
            offender: Some(offender),
            outcome: None,
            detail: detail.into(),
        }
    }

    /// The reason word of the command line's `game <n>:` line.
    pub fn reason_id(&self) -> &'static str {
        match &self.outcome {
            Some(outcome) => outcome.reason.id(),
            None => self.cause.id(),
        }
    }
}

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
    fn read_state(state: &Element) -> Result<Self, String>;
    /// The score parts after the win points, per side (as written).
    fn score_parts(position: &Self, side: Side) -> Vec<String>;
    /// The `data class="result"` of a finished game.
    fn result(game: &Game<Self>, ending: &Ending) -> Node;
    /// The `data class="error"` for a move the rules refuse.
    fn illegal_move_error(position: &Self, data: &Element, text: &str, reason: &str) -> Node;
    /// The `data class="error"` for a move out of turn.
    fn out_of_turn_error(data: &Element) -> Node;
}

/// The win points of `side`: 2 for a win, 1 for a draw, 0 for a loss.
pub fn win_points(winner: Option<Side>, side: Side) -> u8 {
    match winner {
        Some(won) if won == side => 2,
        Some(_) => 0,
        None => 1,
    }
}

/// The `definition` of a result: one fragment per score part.
pub fn definition(names: &[&str]) -> Node {
    Node::new("definition").children(names.iter().enumerate().map(|(index, name)| {
        Node::new("fragment")
            .attr("name", name)
            .child(Node::new("aggregation").text(if index == 0 { "SUM" } else { "AVERAGE" }))
            .child(Node::new("relevantForRanking").text("true"))
    }))
}

/// An element read back into a node (a client's move echoed in an error).
pub fn node_of(element: &Element) -> Node {
    Node {
        name: element.name.clone(),
        attributes: element.attributes.clone(),
        children: element.children.iter().map(node_of).collect(),
        text: (!element.text().is_empty()).then(|| element.text().to_string()),
    }
}
