//! The 2026 season, `swc_2026_piranhas`, as server 26.1.0 speaks it: teams
//! `ONE`/`TWO`, `moveRequest`, states of class `state` with `startTeam` and
//! `firstUnion` as attributes and the board as ten rows of fields (every field on
//! a line of its own, as XStream writes them), moves as a square and a
//! `direction` element, results whose `winner` always carries `regular` and the
//! reason. States and results are read and written by `records::replay::sc2026`,
//! as replays hold them.

use bernstein_records::RecordError;
use bernstein_records::replay::memento;
use bernstein_records::replay::sc2026::{
    SCORE_NAMES, read_state, result_node, score_parts, state_node, team_name, team_side,
};
use bernstein_records::replay::xml::{Element, Node};
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::piranhas_2026::{Direction, Piranhas2026};
use bernstein_rules::{Game, Position, Side};

use super::sc2019::fish_move;
use super::sc2022::invalid_move_error;
use super::season::{Ending, MoveFault, Season};

impl Season for Piranhas2026 {
    const GAME_TYPE: &'static str = "swc_2026_piranhas";
    const CLOSE: &'static str = "close";
    const DISCONNECTS_VIOLATOR: bool = false;
    const SCORE_PARTS: &'static [&'static str] = &["win-points", "heaviest-swarm"];
    const SCORE_NAMES: &'static [&'static str] = SCORE_NAMES;

    fn side_name(side: Side) -> &'static str {
        team_name(side)
    }

    fn side_of(name: &str) -> Option<Side> {
        team_side(name)
    }

    // The welcome and the move request did not change since 2022.
    fn welcome(side: Side) -> Node {
        Ostseeschach::welcome(side)
    }

    fn move_request() -> Node {
        Ostseeschach::move_request()
    }

    fn memento(game: &Game<Piranhas2026>) -> Node {
        memento(state_node(game.position(), game.moves().last().copied()))
    }

    fn move_data(_position: &Piranhas2026, mv: Self::Move) -> Node {
        Node::new("data")
            .attr("class", "move")
            .child(
                Node::new("from")
                    .attr("x", mv.from.x())
                    .attr("y", mv.from.y()),
            )
            .child(Node::new("direction").text(mv.direction().name()))
    }

    fn read_move(data: &Element, position: &Piranhas2026) -> Result<Self::Move, MoveFault> {
        if let Some(other) = data
            .children
            .iter()
            .find(|child| child.name != "from" && child.name != "direction")
        {
            return Err(MoveFault::Malformed(format!(
                "a move has no <{}> element",
                other.name
            )));
        }
        let from = data
            .child("from")
            .ok_or_else(|| MoveFault::Malformed("a move needs <from>".into()))?;
        let coordinate = |axis: &str| {
            from.attr(axis)
                .and_then(|text| text.trim().parse::<i64>().ok())
                .ok_or_else(|| MoveFault::Malformed(format!("<from> needs a numeric {axis}")))
        };
        let (x, y) = (coordinate("x")?, coordinate("y")?);
        let name = data.child("direction").map(Element::text).unwrap_or("");
        let direction = Direction::from_name(name)
            .ok_or_else(|| MoveFault::Malformed(format!("'{name}' is not a direction")))?;
        let text = format!("Move(from=({x}, {y}), direction={name})");
        fish_move(position, (x, y), text, "WRONG_START", |from| {
            position.move_in_direction(from, direction)
        })
    }

    fn read_state(state: &Element) -> Result<Piranhas2026, RecordError> {
        read_state(state)
    }

    fn score_parts(position: &Piranhas2026, side: Side) -> Vec<String> {
        score_parts(position, side)
    }

    fn result(game: &Game<Piranhas2026>, ending: &Ending) -> Node {
        result_node(game.position(), ending, ["", ""])
    }

    fn illegal_move_error(
        position: &Piranhas2026,
        data: &Element,
        text: &str,
        reason: &str,
    ) -> Node {
        invalid_move_error(team_name(position.side_to_move()), data, text, reason)
    }

    // A move out of turn is answered as in 2022.
    fn out_of_turn_error(data: &Element) -> Node {
        Ostseeschach::out_of_turn_error(data)
    }
}
