//! The 2026 season, `swc_2026_piranhas`, as server 26.1.0 speaks it: teams
//! `ONE`/`TWO`, `moveRequest`, states of class `state` with `startTeam` and
//! `firstUnion` as attributes and the board as ten rows of fields (every field on
//! a line of its own, as XStream writes them), moves as a square and a
//! `direction` element, results whose `winner` always carries `regular` and the
//! reason. Field names and the state reader come from `records::replay::sc2026`.

use crate::records::replay::sc2026::{
    direction_from_name, direction_name, field_name, state_position, team_name,
};
use crate::records::replay::xml::{Element, number};
use crate::rules::ostseeschach::Ostseeschach;
use crate::rules::piranhas_2026::{Piranhas2026, Square};
use crate::rules::{EndReason, Game, Position, Side};

use super::sc2019::fish_move;
use super::season::{Cause, Ending, MoveFault, Season, definition, node_of, win_points};
use super::xml_out::Node;

/// The heaviest swarm's weight, −1 for a team without fish (as the server counts).
fn swarm_weight(position: &Piranhas2026, side: Side) -> i32 {
    if position.fish_count(side) == 0 {
        -1
    } else {
        i32::from(position.heaviest_swarm(side))
    }
}

/// The winner's `reason` (the 26.1.0 templates, `%s` filled with the team name,
/// as joined players have no name).
fn winner_reason(ending: &Ending) -> String {
    let team = |side: Option<Side>| side.map(team_name).unwrap_or("");
    match ending.cause {
        Cause::Regular => match ending.outcome.as_ref().map(|outcome| &outcome.reason) {
            _ if ending.winner.is_none() => "Beide Spieler sind gleichauf".to_string(),
            Some(EndReason::FirstUnion { .. }) => format!(
                "{} hat zuerst alle Fische einer Farbe vereinigt",
                team(ending.winner)
            ),
            Some(EndReason::NoLegalMove) => format!(
                "{} hat den Gegner blockiert, sodass er keinen Zug mehr machen kann",
                team(ending.winner)
            ),
            _ => format!(
                "{} hat den größeren zusammenhängenden Schwarm",
                team(ending.winner)
            ),
        },
        Cause::Left => format!("{} hat das Spiel verlassen: LEFT", team(ending.offender)),
        Cause::ProtocolError => format!(
            "{} hat das Spiel verlassen: PROTOCOL_ERROR",
            team(ending.offender)
        ),
        Cause::RuleViolation if ending.detail.starts_with("It's not your turn") => format!(
            "Missachtung des Spielablaufs von {}: {}",
            team(ending.offender),
            ending.detail
        ),
        Cause::RuleViolation => format!(
            "Regelverletzung von {}: {}",
            team(ending.offender),
            ending.detail
        ),
        Cause::SoftTimeout => format!(
            "{} hat fuer die Antwort auf die Zugaufforderung laenger als 2 Sekunden gebraucht.",
            team(ending.offender)
        ),
        // 26.1.0 passes the soft limit into this text (a bug the clients know).
        Cause::HardTimeout => format!(
            "{} hat innerhalb von 2 Sekunden nach Aufforderung keinen Zug gesendet.",
            team(ending.offender)
        ),
    }
}

impl Season for Piranhas2026 {
    const GAME_TYPE: &'static str = "swc_2026_piranhas";
    const CLOSE: &'static str = "close";
    const DISCONNECTS_VIOLATOR: bool = false;
    const SCORE_PARTS: &'static [&'static str] = &["win-points", "heaviest-swarm"];
    const SCORE_NAMES: &'static [&'static str] = &["Siegpunkte", "Schwarmgröße"];

    // The welcome and the move request did not change since 2022.
    fn welcome(side: Side) -> Node {
        Ostseeschach::welcome(side)
    }

    fn move_request() -> Node {
        Ostseeschach::move_request()
    }

    fn memento(game: &Game<Piranhas2026>) -> Node {
        let position = game.position();
        let mut state = Node::new("state")
            .attr("class", "state")
            .attr("startTeam", "ONE")
            .attr("turn", position.turn());
        if let Some(side) = position.first_union() {
            state = state.attr("firstUnion", team_name(side));
        }
        if let Some(&mv) = game.moves().last() {
            state = state.child(
                Node::new("lastMove")
                    .child(
                        Node::new("from")
                            .attr("x", mv.from.x())
                            .attr("y", mv.from.y()),
                    )
                    .child(Node::new("direction").text(direction_name(mv.direction()))),
            );
        }
        let board = Node::new("board").children((0..10).map(|y| {
            Node::new("row").children((0..10).map(move |x| {
                let square = Square::new(x, y).expect("on the board");
                Node::new("field").text(field_name(position.field(square)))
            }))
        }));
        Node::new("data")
            .attr("class", "memento")
            .child(state.child(board))
    }

    fn move_data(_position: &Piranhas2026, mv: Self::Move) -> Node {
        Node::new("data")
            .attr("class", "move")
            .child(
                Node::new("from")
                    .attr("x", mv.from.x())
                    .attr("y", mv.from.y()),
            )
            .child(Node::new("direction").text(direction_name(mv.direction())))
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
        let direction = direction_from_name(name)
            .ok_or_else(|| MoveFault::Malformed(format!("'{name}' is not a direction")))?;
        let text = format!("Move(from=({x}, {y}), direction={name})");
        fish_move(position, (x, y), text, "WRONG_START", |from| {
            position.move_in_direction(from, direction)
        })
    }

    fn read_state(state: &Element) -> Result<Piranhas2026, String> {
        let turn = number(state, "turn", "the state").map_err(|error| error.to_string())?;
        let turn = u32::try_from(turn).map_err(|_| "the state's turn is negative".to_string())?;
        state_position(state, turn, "the state")
            .map(|(position, _)| position)
            .map_err(|error| error.to_string())
    }

    fn score_parts(position: &Piranhas2026, side: Side) -> Vec<String> {
        vec![swarm_weight(position, side).to_string()]
    }

    fn result(game: &Game<Piranhas2026>, ending: &Ending) -> Node {
        let position = game.position();
        let entries = Side::BOTH.into_iter().map(|side| {
            // A violator's score is all zeros.
            let parts = if ending.offender == Some(side) {
                vec!["0".to_string(), "0".to_string()]
            } else {
                let mut parts = vec![win_points(ending.winner, side).to_string()];
                parts.extend(Self::score_parts(position, side));
                parts
            };
            Node::new("entry")
                .child(Node::new("player").attr("team", team_name(side)))
                .child(
                    Node::new("score")
                        .children(parts.into_iter().map(|part| Node::new("part").text(part))),
                )
        });
        let mut winner = Node::new("winner");
        if let Some(side) = ending.winner {
            winner = winner.attr("team", team_name(side));
        }
        winner = winner
            .attr("regular", ending.cause == Cause::Regular)
            .attr("reason", winner_reason(ending));
        Node::new("data")
            .attr("class", "result")
            .child(definition(Self::SCORE_NAMES))
            .child(Node::new("scores").children(entries))
            .child(winner)
    }

    fn illegal_move_error(
        position: &Piranhas2026,
        data: &Element,
        text: &str,
        reason: &str,
    ) -> Node {
        let mut original = node_of(data);
        original.name = "originalMessage".into();
        original.attributes = vec![("class".into(), "move".into())];
        Node::new("data")
            .attr("class", "error")
            .attr(
                "message",
                format!(
                    "Ungueltiger Zug von '{}'.\nInvalidMoveException(mistake={reason}, move={text})",
                    team_name(position.side_to_move())
                ),
            )
            .child(original)
    }

    fn out_of_turn_error(data: &Element) -> Node {
        let mut original = node_of(data);
        original.name = "originalMessage".into();
        Node::new("data")
            .attr("class", "error")
            .attr("message", "It's not your turn yet")
            .child(original)
    }
}
