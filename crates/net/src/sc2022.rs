//! The 2022 season, `swc_2022_ostseeschach`, as server 22.1.2 speaks it: teams
//! `ONE`/`TWO`, `moveRequest`, states of class `state` with the pieces as map
//! entries and the ambers as an enum map, moves as `from`/`to` in the release
//! coordinates (x = rank − 1, y = file), results with a `scores` wrapper. States
//! and results are read and written by `records::replay::sc2022`, as replays hold
//! them.

use bernstein_records::RecordError;
use bernstein_records::replay::memento;
use bernstein_records::replay::sc2022::{
    SCORE_NAMES, point, read_state, result_node, score_parts, state_node, team_name, team_side,
};
use bernstein_records::replay::xml::{Element, Node};
use bernstein_rules::ostseeschach::{Ostseeschach, Square};
use bernstein_rules::{Game, Position, Side};

use super::season::{Ending, MoveFault, Season};

/// The `data class="error"` for a move the rules refuse, as 2022 and 2026 write
/// it: the player's name (empty in 2022, the team in 2026), the mistake and the
/// move, and the move as sent.
pub(super) fn invalid_move_error(player: &str, data: &Element, text: &str, reason: &str) -> Node {
    let mut original = Node::of(data);
    original.name = "originalMessage".into();
    original.attributes = vec![("class".into(), "move".into())];
    Node::new("data")
        .attr("class", "error")
        .attr(
            "message",
            format!(
                "Ungueltiger Zug von '{player}'.\nInvalidMoveException(mistake={reason}, move={text})"
            ),
        )
        .child(original)
}

impl Season for Ostseeschach {
    const GAME_TYPE: &'static str = "swc_2022_ostseeschach";
    const CLOSE: &'static str = "sc.protocol.CloseConnection";
    const DISCONNECTS_VIOLATOR: bool = false;
    const SCORE_PARTS: &'static [&'static str] = &["win-points", "ambers", "light-piece"];
    const SCORE_NAMES: &'static [&'static str] = SCORE_NAMES;

    fn side_name(side: Side) -> &'static str {
        team_name(side)
    }

    fn side_of(name: &str) -> Option<Side> {
        team_side(name)
    }

    fn welcome(side: Side) -> Node {
        Node::new("data")
            .attr("class", "welcomeMessage")
            .attr("color", team_name(side))
    }

    fn move_request() -> Node {
        Node::new("data").attr("class", "moveRequest")
    }

    fn memento(game: &Game<Ostseeschach>) -> Node {
        memento(state_node(game.position(), game.moves().last().copied()))
    }

    fn move_data(_position: &Ostseeschach, mv: Self::Move) -> Node {
        Node::new("data")
            .attr("class", "move")
            .child(point("from", mv.from))
            .child(point("to", mv.to))
    }

    fn read_move(data: &Element, position: &Ostseeschach) -> Result<Self::Move, MoveFault> {
        if let Some(other) = data
            .children
            .iter()
            .find(|child| child.name != "from" && child.name != "to")
        {
            return Err(MoveFault::Malformed(format!(
                "a move has no <{}> element",
                other.name
            )));
        }
        let coordinates = |name: &str| {
            let element = data
                .child(name)
                .ok_or_else(|| MoveFault::Malformed(format!("a move needs <{name}>")))?;
            let number = |axis: &str| {
                element
                    .attr(axis)
                    .and_then(|text| text.trim().parse::<i64>().ok())
                    .ok_or_else(|| MoveFault::Malformed(format!("<{name}> needs a numeric {axis}")))
            };
            Ok::<_, MoveFault>((number("x")?, number("y")?))
        };
        let (from, to) = (coordinates("from")?, coordinates("to")?);
        let text = format!("({}, {}) -> ({}, {})", from.0, from.1, to.0, to.1);
        let square = |(x, y): (i64, i64)| {
            u8::try_from(y)
                .ok()
                .zip(u8::try_from(x).ok())
                .and_then(|(file, rank)| Square::new(file, rank))
        };
        let illegal = |reason: &str| MoveFault::Illegal {
            text: text.clone(),
            reason: reason.to_string(),
        };
        let from = square(from)
            .ok_or_else(|| illegal("START_EMPTY: the start square is off the board"))?;
        let to = square(to).ok_or_else(|| illegal("OUT_OF_BOUNDS: the target is off the board"))?;
        position
            .parse_move(&format!("{from}-{to}"))
            .map_err(|error| illegal(&error.to_string()))
    }

    fn read_state(state: &Element) -> Result<Ostseeschach, RecordError> {
        read_state(state)
    }

    fn score_parts(position: &Ostseeschach, side: Side) -> Vec<String> {
        score_parts(position, side)
    }

    fn result(game: &Game<Ostseeschach>, ending: &Ending) -> Node {
        result_node(game.position(), ending, ["", ""])
    }

    fn illegal_move_error(
        _position: &Ostseeschach,
        data: &Element,
        text: &str,
        reason: &str,
    ) -> Node {
        invalid_move_error("", data, text, reason)
    }

    fn out_of_turn_error(data: &Element) -> Node {
        let mut original = Node::of(data);
        original.name = "originalMessage".into();
        Node::new("data")
            .attr("class", "error")
            .attr("message", "It's not your turn yet")
            .child(original)
    }
}
