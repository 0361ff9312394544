//! The 2022 season, `swc_2022_ostseeschach`, as server 22.1.2 speaks it: teams
//! `ONE`/`TWO`, `moveRequest`, states of class `state` with the pieces as map
//! entries and the ambers as an enum map, moves as `from`/`to` in the release
//! coordinates (x = rank − 1, y = file), results with a `scores` wrapper. The
//! state is read with the replay reader of `records::replay::sc2022`.

use crate::records::replay::sc2022::{animal_name, read_state, team_name};
use crate::records::replay::xml::Element;
use crate::rules::ostseeschach::{Animal, Ostseeschach, Square};
use crate::rules::{Game, Position, Side};

use super::season::{Cause, Ending, MoveFault, Season, definition, node_of, win_points};
use super::xml_out::Node;

/// A square as a `from`/`to`/`coordinates` element.
fn point(name: &str, square: Square) -> Node {
    Node::new(name)
        .attr("x", square.rank())
        .attr("y", square.file())
}

/// The largest distance of a side's light pieces from its own start line.
fn front_light_piece(position: &Ostseeschach, side: Side) -> u8 {
    Square::iter()
        .filter_map(|square| position.stack_at(square).map(|stack| (square, stack)))
        .filter(|(_, stack)| stack.owner == side && stack.top != Animal::Seal)
        .map(|(square, _)| match side {
            Side::First => square.rank(),
            Side::Second => 7 - square.rank(),
        })
        .max()
        .unwrap_or(0)
}

impl Season for Ostseeschach {
    const GAME_TYPE: &'static str = "swc_2022_ostseeschach";
    const CLOSE: &'static str = "sc.protocol.CloseConnection";
    const DISCONNECTS_VIOLATOR: bool = false;
    const SCORE_PARTS: &'static [&'static str] = &["win-points", "ambers", "light-piece"];
    const SCORE_NAMES: &'static [&'static str] =
        &["Siegpunkte", "Bernsteine", "Leichtfiguren Vorne"];

    fn welcome(side: Side) -> Node {
        Node::new("data")
            .attr("class", "welcomeMessage")
            .attr("color", team_name(side))
    }

    fn move_request() -> Node {
        Node::new("data").attr("class", "moveRequest")
    }

    fn memento(game: &Game<Ostseeschach>) -> Node {
        let position = game.position();
        let entries: Vec<Node> = Square::iter()
            .filter_map(|square| position.stack_at(square).map(|stack| (square, stack)))
            .map(|(square, stack)| {
                Node::new("entry")
                    .child(point("coordinates", square))
                    .child(
                        Node::new("piece")
                            .attr("type", animal_name(stack.top))
                            .attr("team", team_name(stack.owner))
                            .attr("count", stack.height),
                    )
            })
            .collect();
        let mut state = Node::new("state")
            .attr("class", "state")
            .attr("turn", position.turn())
            .child(Node::new("startTeam").attr("class", "team").text("ONE"))
            .child(Node::new("board").child(Node::new("pieces").children(entries)));
        if let Some(&mv) = game.moves().last() {
            state = state.child(
                Node::new("lastMove")
                    .child(point("from", mv.from))
                    .child(point("to", mv.to)),
            );
        }
        // The server writes a team's entry from its first move on.
        let moved = [position.turn() >= 1, position.turn() >= 2];
        let ambers = Side::BOTH
            .into_iter()
            .filter(|side| moved[side.index()])
            .map(|side| {
                Node::new("entry")
                    .child(Node::new("team").text(team_name(side)))
                    .child(Node::new("int").text(position.ambers(side)))
            });
        state = state.child(
            Node::new("ambers")
                .attr("enum-type", "team")
                .children(ambers),
        );
        Node::new("data").attr("class", "memento").child(state)
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

    fn read_state(state: &Element) -> Result<Ostseeschach, String> {
        read_state(state).map_err(|error| error.to_string())
    }

    fn score_parts(position: &Ostseeschach, side: Side) -> Vec<String> {
        vec![
            position.ambers(side).to_string(),
            front_light_piece(position, side).to_string(),
        ]
    }

    fn result(game: &Game<Ostseeschach>, ending: &Ending) -> Node {
        let position = game.position();
        let entries = Side::BOTH.into_iter().map(|side| {
            let offending = ending.offender == Some(side);
            // 22.1.2 writes a hard timeout's cause as SOFT_TIMEOUT (a bug in
            // Game.getScoreFor); clients of that season know it so.
            let cause = match (offending, ending.cause) {
                (true, Cause::HardTimeout) => "SOFT_TIMEOUT",
                (true, cause) => cause.score_cause(),
                (false, _) => "REGULAR",
            };
            let reason = if offending {
                ending.detail.as_str()
            } else {
                ""
            };
            let score = Node::new("score")
                .attr("cause", cause)
                .attr("reason", reason)
                .child(Node::new("part").text(win_points(ending.winner, side)))
                .children(
                    Self::score_parts(position, side)
                        .into_iter()
                        .map(|part| Node::new("part").text(part)),
                );
            Node::new("entry")
                .child(Node::new("player").attr("team", team_name(side)))
                .child(score)
        });
        let mut data = Node::new("data")
            .attr("class", "result")
            .child(definition(Self::SCORE_NAMES))
            .child(Node::new("scores").children(entries));
        // 22.1.2 names a winner only when exactly one player neither violated nor
        // left, or by the rules: after a timeout there is no winner element.
        let timed_out = matches!(ending.cause, Cause::SoftTimeout | Cause::HardTimeout);
        if let (Some(side), false) = (ending.winner, timed_out) {
            data = data.child(Node::new("winner").attr("team", team_name(side)));
        }
        data
    }

    fn illegal_move_error(
        _position: &Ostseeschach,
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
                    "Ungueltiger Zug von ''.\nInvalidMoveException(mistake={reason}, move={text})"
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
