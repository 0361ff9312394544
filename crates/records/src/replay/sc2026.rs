//! Piranhas of the Software Challenge 2026 (server release 26.1.0): reading and
//! writing replays in the release format, and the season's state and result
//! elements, which the network protocol sends as they are.
//!
//! A 2026 state is `<state class="state" startTeam="ONE" turn="N" firstUnion="ONE">`
//! with an optional `<lastMove><from x y/><direction>UP</direction></lastMove>` and
//! a `<board>` of ten `<row>`s, y = 0 (the bottom) first, each ten
//! `<field>ONE_S</field>` for x = 0..9 (`ONE_S ONE_M ONE_L TWO_S TWO_M TWO_L SQUID
//! EMPTY`). `firstUnion` is written only once set. The result lists
//! `<scores><entry><player team/><score><part>…` and a `<winner team regular
//! reason/>` (no team on a draw). `docs/records.md` describes the files.

use super::result::{Cause, Ending, definition, win_points};
use super::xml::{Element, Node, number, parse_xml};
use super::{Replay, ReplayNote, StateText, build_record, read_result, replay_states, state_turn};
use crate::{RecordError, RecordErrorKind};
use bernstein_rules::piranhas_2026::{Direction, Field, Move, Piranhas2026, Size, Square};
use bernstein_rules::{EndReason, Position, Side};

/// The team names (`ONE`, `TWO`) did not change since 2022.
pub use super::sc2022::{player_node, team_name, team_side};

/// The names of the result's score parts.
pub const SCORE_NAMES: &[&str] = &["Siegpunkte", "Schwarmgröße"];

/// A field's value as the server writes it: `ONE_S` … `TWO_L`, `SQUID`, `EMPTY`.
pub fn field_name(field: Field) -> String {
    match field {
        Field::Empty => "EMPTY".to_string(),
        Field::Kraken => "SQUID".to_string(),
        Field::Fish(side, size) => format!("{}_{}", team_name(side), size.letter()),
    }
}

/// The field of a value as the server writes it.
pub fn field_from_name(name: &str) -> Option<Field> {
    match name.trim() {
        "EMPTY" => Some(Field::Empty),
        "SQUID" => Some(Field::Kraken),
        other => {
            let (team, size) = other.split_once('_')?;
            let mut letters = size.chars();
            let size = Size::from_letter(letters.next()?).filter(|_| letters.next().is_none())?;
            Some(Field::Fish(team_side(team)?, size))
        }
    }
}

fn invalid(what: &str, message: impl std::fmt::Display) -> RecordError {
    RecordError::with_kind(RecordErrorKind::Invalid, format!("{what}: {message}"))
}

/// The position of a `<state>` element, and its `lastMove` (square and direction).
pub fn state_position(
    state: &Element,
    turn: u32,
    what: &str,
) -> Result<(Piranhas2026, Option<(Square, Direction)>), RecordError> {
    let board = state
        .child("board")
        .ok_or_else(|| invalid(what, "the state has no <board>"))?;
    let rows: Vec<&Element> = board.children_named("row").collect();
    if rows.len() != 10 {
        return Err(invalid(
            what,
            format!("the board has {} rows, expected 10", rows.len()),
        ));
    }
    let mut fields = [Field::Empty; 100];
    for (y, row) in rows.iter().enumerate() {
        let cells: Vec<&Element> = row.children_named("field").collect();
        if cells.len() != 10 {
            return Err(invalid(
                what,
                format!("row y={y} has {} fields, expected 10", cells.len()),
            ));
        }
        for (x, cell) in cells.iter().enumerate() {
            fields[y * 10 + x] = field_from_name(cell.text()).ok_or_else(|| {
                invalid(
                    what,
                    format!("the field x={x} y={y} holds '{}'", cell.text()),
                )
            })?;
        }
    }
    let first_union = match state.attr("firstUnion") {
        None => None,
        Some(team) => Some(
            team_side(team)
                .ok_or_else(|| invalid(what, format!("firstUnion '{team}' is not a team")))?,
        ),
    };
    let position = Piranhas2026::from_fields(&fields, turn, first_union).map_err(|error| {
        RecordError::with_kind(RecordErrorKind::BadPosition, format!("{what}: {error}"))
    })?;
    let last_move = match state.child("lastMove") {
        None => None,
        Some(last) => {
            let from = last
                .child("from")
                .ok_or_else(|| invalid(what, "lastMove has no <from>"))?;
            let (x, y) = (number(from, "x", what)?, number(from, "y", what)?);
            let square = u8::try_from(x)
                .ok()
                .zip(u8::try_from(y).ok())
                .and_then(|(x, y)| Square::new(x, y))
                .ok_or_else(|| {
                    invalid(what, format!("lastMove from x={x} y={y} is off the board"))
                })?;
            let name = last.child("direction").map(Element::text).unwrap_or("");
            let direction = Direction::from_name(name).ok_or_else(|| {
                invalid(
                    what,
                    format!("lastMove direction '{name}' is not a direction"),
                )
            })?;
            Some((square, direction))
        }
    };
    Ok((position, last_move))
}

/// The position of a `<state>` element, as a client reads it from a memento.
pub fn read_state(state: &Element) -> Result<Piranhas2026, RecordError> {
    let turn = state_turn(state, 0)?;
    state_position(state, turn, "the state").map(|(position, _)| position)
}

/// Reads a 2026 `<state>` (the element itself, or any XML holding one, such as a
/// `<room><data class="memento">` message) into a position, with the move
/// `lastMove` names as a start square and a direction, if the state has one.
/// For code that talks to the competition's server or its clients.
pub fn state_from_xml(
    xml: &str,
) -> Result<(Piranhas2026, Option<(Square, Direction)>), RecordError> {
    let (root, _) = parse_xml(xml)?;
    let state = find_state(&root).ok_or_else(|| {
        RecordError::with_kind(RecordErrorKind::NotARecord, "no <state> element found")
    })?;
    let turn = state_turn(state, 0)?;
    state_position(state, turn, &format!("the state (turn {turn})"))
}

fn find_state(element: &Element) -> Option<&Element> {
    if element.name == "state" {
        return Some(element);
    }
    element.children.iter().find_map(find_state)
}

/// The `<state>` of a position as the 26.1.0 server writes it (`firstUnion`
/// only once set, `lastMove` only when given, every field on a line of its
/// own). The inverse of [`state_from_xml`].
pub fn state_node(position: &Piranhas2026, last_move: Option<Move>) -> Node {
    let mut state = Node::new("state")
        .attr("class", "state")
        .attr("startTeam", team_name(Side::First))
        .attr("turn", position.turn());
    if let Some(side) = position.first_union() {
        state = state.attr("firstUnion", team_name(side));
    }
    if let Some(mv) = last_move {
        state = state.child(
            Node::new("lastMove")
                .child(
                    Node::new("from")
                        .attr("x", mv.from.x())
                        .attr("y", mv.from.y()),
                )
                .child(Node::new("direction").text(mv.direction().name())),
        );
    }
    let board = Node::new("board").children((0..10).map(|y| {
        Node::new("row").children((0..10).map(move |x| {
            let square = Square::new(x, y).expect("on the board");
            Node::new("field").text(field_name(position.field(square)))
        }))
    }));
    state.child(board)
}

/// The score parts after the win points: the heaviest swarm's weight, −1 for
/// a team without fish (as the server counts).
pub fn score_parts(position: &Piranhas2026, side: Side) -> Vec<String> {
    let weight = if position.fish_count(side) == 0 {
        -1
    } else {
        i32::from(position.heaviest_swarm(side))
    };
    vec![weight.to_string()]
}

/// The winner's `reason`: the 26.1.0 templates with `%s` filled with the
/// winner's name for a regular end, the offender's for a fault; a blank name is
/// the team's.
fn winner_reason(ending: &Ending, names: [&str; 2]) -> String {
    let name = |side: Option<Side>| match side {
        Some(side) if !names[side.index()].trim().is_empty() => names[side.index()],
        Some(side) => team_name(side),
        None => "",
    };
    let offender = name(ending.offender);
    match ending.cause {
        Cause::Regular => match ending.outcome.as_ref().map(|outcome| &outcome.reason) {
            _ if ending.winner.is_none() => "Beide Spieler sind gleichauf".to_string(),
            Some(EndReason::FirstUnion { .. }) => format!(
                "{} hat zuerst alle Fische einer Farbe vereinigt",
                name(ending.winner)
            ),
            Some(EndReason::NoLegalMove) => format!(
                "{} hat den Gegner blockiert, sodass er keinen Zug mehr machen kann",
                name(ending.winner)
            ),
            _ => format!(
                "{} hat den größeren zusammenhängenden Schwarm",
                name(ending.winner)
            ),
        },
        Cause::Left => format!("{offender} hat das Spiel verlassen: LEFT"),
        Cause::ProtocolError => format!("{offender} hat das Spiel verlassen: PROTOCOL_ERROR"),
        Cause::RuleViolation if ending.detail.starts_with("It's not your turn") => format!(
            "Missachtung des Spielablaufs von {offender}: {}",
            ending.detail
        ),
        Cause::RuleViolation => format!("Regelverletzung von {offender}: {}", ending.detail),
        Cause::SoftTimeout => format!(
            "{offender} hat fuer die Antwort auf die Zugaufforderung laenger als 2 Sekunden gebraucht."
        ),
        // 26.1.0 passes the soft limit into this text (a bug the clients know).
        Cause::HardTimeout => {
            format!(
                "{offender} hat innerhalb von 2 Sekunden nach Aufforderung keinen Zug gesendet."
            )
        }
    }
}

/// The `<data class="result">` of a finished game: each team's score (a
/// violator's all zeros) and the winner, which is always written, with whether
/// the end was regular and the reason. `names` are the players' display names.
pub fn result_node(position: &Piranhas2026, ending: &Ending, names: [&str; 2]) -> Node {
    let entries = Side::BOTH.into_iter().map(|side| {
        let parts = if ending.offender == Some(side) {
            vec!["0".to_string(), "0".to_string()]
        } else {
            let mut parts = vec![win_points(ending.winner, side).to_string()];
            parts.extend(score_parts(position, side));
            parts
        };
        Node::new("entry")
            .child(player_node(names[side.index()], team_name(side)))
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
        .attr("reason", winner_reason(ending, names));
    Node::new("data")
        .attr("class", "result")
        .child(definition(SCORE_NAMES))
        .child(Node::new("scores").children(entries))
        .child(winner)
}

pub(super) fn read_piranhas_2026(
    states: &[&Element],
    result: Option<&Element>,
    notes: &mut Vec<String>,
) -> Result<Replay, RecordError> {
    let mut texts = Vec::with_capacity(states.len());
    let mut last_moves = Vec::with_capacity(states.len());
    for (index, state) in states.iter().enumerate() {
        let turn = state_turn(state, index)?;
        let what = format!("state {} (turn {turn})", index + 1);
        let (position, last_move) = state_position(state, turn, &what)?;
        texts.push(StateText {
            turn,
            text: position.to_text(),
            last_move: None,
        });
        last_moves.push(last_move);
    }
    let game =
        replay_states::<Piranhas2026>(&texts, |state| format!("turn {}", state.turn), notes)?;
    // lastMove names a square and a direction: check it against the recovered moves.
    let mut ply = 0;
    for index in 1..texts.len() {
        if texts[index].text == texts[index - 1].text {
            continue;
        }
        if ply >= game.moves().len() {
            break;
        }
        if let Some((square, direction)) = last_moves[index] {
            let mv = game.moves()[ply];
            if mv.from != square || mv.direction() != direction {
                let position = game.position_at(ply).expect("a position before each move");
                return Err(RecordError::with_kind(
                    RecordErrorKind::BadMove,
                    format!(
                        "turn {}: lastMove says {square} {direction}, but the states show {}",
                        texts[index].turn,
                        position.move_to_text(mv)
                    ),
                ));
            }
        }
        ply += 1;
    }
    notes.push(ReplayNote::Piranhas2026.text());
    let last_turn = texts.last().map(|state| state.turn).unwrap_or(0);
    let (recorded, names) = match result {
        Some(result) => {
            let (recorded, names) = read_result(result, last_turn, team_side);
            (Some(recorded), names)
        }
        None => (None, Default::default()),
    };
    let record = build_record(&game, recorded, names);
    Ok(Replay {
        record,
        notes: Vec::new(),
    })
}
