//! The 2019 season, `swc_2019_piranhas`, as server 19.2.1 speaks it: lower-case
//! welcome colours, the move request under its full Java class name, states of
//! class `sc.plugin2019.GameState` with the board column by column, moves as a
//! square and a direction, results without a `scores` wrapper. The state is read
//! with the replay reader of `records::replay::sc2019`.

use crate::records::replay::sc2019::{direction_from_name, direction_name, read_state};
use crate::records::replay::xml::Element;
use crate::rules::piranhas::{Field, Move, Piranhas, Square};
use crate::rules::{EndReason, Game, MoveError, Position, Side};

use super::season::{Ending, MoveFault, Season, definition, node_of, win_points};
use super::xml_out::Node;

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

fn colour(side: Side) -> &'static str {
    match side {
        Side::First => "RED",
        Side::Second => "BLUE",
    }
}

/// Players joined without a reservation are called this by the 2019 server.
const UNKNOWN: &str = "Unknown";

impl Season for Piranhas {
    const GAME_TYPE: &'static str = "swc_2019_piranhas";
    const CLOSE: &'static str = "sc.protocol.responses.CloseConnection";
    const DISCONNECTS_VIOLATOR: bool = true;
    const SCORE_PARTS: &'static [&'static str] = &["win-points", "largest-swarm"];
    const SCORE_NAMES: &'static [&'static str] = &["Gewinner", "\u{2205} Schwarm"];

    fn welcome(side: Side) -> Node {
        Node::new("data")
            .attr("class", "welcomeMessage")
            .attr("color", colour(side).to_lowercase())
    }

    fn move_request() -> Node {
        Node::new("data").attr("class", "sc.framework.plugins.protocol.MoveRequest")
    }

    fn memento(game: &Game<Piranhas>) -> Node {
        let position = game.position();
        let mut state = Node::new("state")
            .attr("class", "sc.plugin2019.GameState")
            .attr("startPlayerColor", "RED")
            .attr("currentPlayerColor", colour(position.side_to_move()))
            .attr("turn", position.turn());
        if let Some(&mv) = game.moves().last() {
            state = state.child(
                Node::new("lastMove")
                    .attr("class", "move")
                    .attr("x", mv.from.x())
                    .attr("y", mv.from.y())
                    .attr("direction", direction_name(mv.direction())),
            );
        }
        let board = Node::new("board").children((0..10).map(|x| {
            Node::new("fields").children((0..10).map(move |y| {
                let square = Square::new(x, y).expect("on the board");
                let field = match position.field(square) {
                    Field::Fish(Side::First) => "RED",
                    Field::Fish(Side::Second) => "BLUE",
                    Field::Kraken => "OBSTRUCTED",
                    Field::Empty => "EMPTY",
                };
                Node::new("field")
                    .attr("x", x)
                    .attr("y", y)
                    .attr("state", field)
            }))
        }));
        let player = |side: Side| {
            Node::new(&colour(side).to_lowercase())
                .attr("displayName", UNKNOWN)
                .attr("color", colour(side))
        };
        Node::new("data").attr("class", "memento").child(
            state
                .child(player(Side::First))
                .child(player(Side::Second))
                .child(board),
        )
    }

    fn move_data(_position: &Piranhas, mv: Self::Move) -> Node {
        Node::new("data")
            .attr("class", "move")
            .attr("x", mv.from.x())
            .attr("y", mv.from.y())
            .attr("direction", direction_name(mv.direction()))
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
        let direction = direction_from_name(name)
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

    fn read_state(state: &Element) -> Result<Piranhas, String> {
        read_state(state).map_err(|error| error.to_string())
    }

    fn score_parts(position: &Piranhas, side: Side) -> Vec<String> {
        vec![position.swarm_size(side).to_string()]
    }

    fn result(game: &Game<Piranhas>, ending: &Ending) -> Node {
        let position = game.position();
        let regular_reason = match ending.outcome.as_ref().map(|outcome| &outcome.reason) {
            Some(EndReason::RoundLimitSwarm { .. }) => "Das Rundenlimit wurde erreicht.",
            Some(EndReason::NoLegalMove) => {
                "Das Spiel ist beendet.\nEin Spieler kann nicht ziehen."
            }
            _ => "Das Spiel ist beendet.\nEin Spieler hat seinen Schwarm vereint.",
        };
        let scores = Side::BOTH.into_iter().map(|side| {
            let mut score = Node::new("score");
            match ending.offender {
                Some(offender) if offender == side => {
                    score = score
                        .attr("cause", ending.cause.score_cause())
                        .attr("reason", &ending.detail);
                }
                Some(_) => score = score.attr("cause", "REGULAR"),
                None => {
                    score = score
                        .attr("cause", "REGULAR")
                        .attr("reason", regular_reason)
                }
            }
            score
                .child(Node::new("part").text(win_points(ending.winner, side)))
                .children(
                    Self::score_parts(position, side)
                        .into_iter()
                        .map(|part| Node::new("part").text(part)),
                )
        });
        let mut data = Node::new("data")
            .attr("class", "result")
            .child(definition(Self::SCORE_NAMES))
            .children(scores);
        if let Some(side) = ending.winner {
            data = data.child(
                Node::new("winner")
                    .attr("color", colour(side))
                    .attr("displayName", UNKNOWN),
            );
        }
        data
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
        let mut original = node_of(data);
        original.name = "originalRequest".into();
        Node::new("data")
            .attr("class", "error")
            .attr("message", "It's not your turn yet.")
            .child(original)
    }
}
