//! The 2019 season, `swc_2019_piranhas`, as server 19.2.1 speaks it: lower-case
//! welcome colours, the move request under its full Java class name, states of
//! class `sc.plugin2019.GameState` with the board column by column, moves as a
//! square and a direction, results without a `scores` wrapper. States and results
//! are read and written by `records::replay::sc2019`, as replays hold them.

use bernstein_records::RecordError;
use bernstein_records::replay::memento;
use bernstein_records::replay::sc2019::{
    SCORE_NAMES, UNKNOWN, colour_name, colour_side, read_state, result_node, score_parts,
    state_node,
};
use bernstein_records::replay::xml::{Element, Node};
use bernstein_rules::piranhas::{Direction, Move, Piranhas, Square};
use bernstein_rules::{Game, MoveError, Position, Side};

use super::season::{Ending, MoveFault, Season};

/// A fish move a client sent, as both Piranhas seasons check it: the square from
/// its raw coordinates (`off_board` is the season's words when they are outside),
/// the move `find` makes of it, then played on a copy so every rule is applied.
pub(super) fn fish_move<P: Position<Move = Move>>(
    position: &P,
    (x, y): (i64, i64),
    text: String,
    off_board: &str,
    find: impl FnOnce(Square) -> Result<Move, MoveError>,
) -> Result<Move, MoveFault> {
    let illegal = |reason: String| MoveFault::Illegal {
        text: text.clone(),
        reason,
    };
    let from = u8::try_from(x)
        .ok()
        .zip(u8::try_from(y).ok())
        .and_then(|(x, y)| Square::new(x, y))
        .ok_or_else(|| illegal(off_board.into()))?;
    let mv = find(from).map_err(|error| illegal(error.to_string()))?;
    position
        .clone()
        .play(mv)
        .map_err(|error| illegal(error.to_string()))?;
    Ok(mv)
}

impl Season for Piranhas {
    const GAME_TYPE: &'static str = "swc_2019_piranhas";
    const CLOSE: &'static str = "sc.protocol.responses.CloseConnection";
    const DISCONNECTS_VIOLATOR: bool = true;
    const SCORE_PARTS: &'static [&'static str] = &["win-points", "largest-swarm"];
    const SCORE_NAMES: &'static [&'static str] = SCORE_NAMES;

    fn side_name(side: Side) -> &'static str {
        colour_name(side)
    }

    fn side_of(name: &str) -> Option<Side> {
        colour_side(name)
    }

    fn welcome(side: Side) -> Node {
        Node::new("data")
            .attr("class", "welcomeMessage")
            .attr("color", colour_name(side).to_lowercase())
    }

    fn move_request() -> Node {
        Node::new("data").attr("class", "sc.framework.plugins.protocol.MoveRequest")
    }

    fn memento(game: &Game<Piranhas>) -> Node {
        let last_move = game.moves().last().copied();
        memento(state_node(game.position(), last_move, [UNKNOWN; 2]))
    }

    fn move_data(_position: &Piranhas, mv: Self::Move) -> Node {
        Node::new("data")
            .attr("class", "move")
            .attr("x", mv.from.x())
            .attr("y", mv.from.y())
            .attr("direction", mv.direction().name())
    }

    fn read_move(data: &Element, position: &Piranhas) -> Result<Self::Move, MoveFault> {
        // Debug hints are allowed; anything else is not a 2019 move.
        if let Some(other) = data.children.iter().find(|child| child.name != "hint") {
            return Err(MoveFault::Malformed(format!(
                "a move has no <{}> element",
                other.name
            )));
        }
        let number = |name: &str| {
            data.attr(name)
                .and_then(|text| text.trim().parse::<i64>().ok())
                .ok_or_else(|| MoveFault::Malformed(format!("a move needs a numeric {name}")))
        };
        let (x, y) = (number("x")?, number("y")?);
        let name = data.attr("direction").unwrap_or("");
        let direction = Direction::from_name(name)
            .ok_or_else(|| MoveFault::Malformed(format!("'{name}' is not a direction")))?;
        let text = format!("x={x} y={y} {name}");
        fish_move(
            position,
            (x, y),
            text,
            "x or y are not within the field range",
            |from| position.move_in_direction(from, direction),
        )
    }

    fn read_state(state: &Element) -> Result<Piranhas, RecordError> {
        read_state(state)
    }

    fn score_parts(position: &Piranhas, side: Side) -> Vec<String> {
        score_parts(position, side)
    }

    fn result(game: &Game<Piranhas>, ending: &Ending) -> Node {
        result_node(game.position(), ending, [UNKNOWN; 2])
    }

    fn illegal_move_error(
        _position: &Piranhas,
        _data: &Element,
        _text: &str,
        reason: &str,
    ) -> Node {
        // 19.2.1's rules throw without the move, so no originalRequest child.
        Node::new("data").attr("class", "error").attr(
            "message",
            format!("Ungueltiger Zug von '{UNKNOWN}'.\n{reason}"),
        )
    }

    fn out_of_turn_error(data: &Element) -> Node {
        let mut original = Node::of(data);
        original.name = "originalRequest".into();
        Node::new("data")
            .attr("class", "error")
            .attr("message", "It's not your turn yet.")
            .child(original)
    }
}
