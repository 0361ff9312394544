//! Piranhas replays of the Software Challenge 2026 (server release 26.1.0): reading
//! and writing the release format, and the 2026 state and move XML on their own
//! for other code that speaks the competition's protocol.
//!
//! A 2026 state is `<state class="state" startTeam="ONE" turn="N" firstUnion="ONE">`
//! with an optional `<lastMove><from x y/><direction>UP</direction></lastMove>` and
//! a `<board>` of ten `<row>`s, y = 0 (the bottom) first, each ten
//! `<field>ONE_S</field>` for x = 0..9 (`ONE_S ONE_M ONE_L TWO_S TWO_M TWO_L SQUID
//! EMPTY`). `firstUnion` is written only once set. The result lists
//! `<scores><entry><player team/><score><part>…` and a `<winner team regular
//! reason/>` (no team on a draw). `docs/records.md` describes the files.

use super::xml::{Element, number, parse_xml, xml_escape};
use super::{ROOM, Replay, ReplayNote, StateText, build_record, replay_states, state_turn};
use crate::records::{Player, RecordError, RecordErrorKind, RecordedResult, ServerScore};
use crate::rules::piranhas_2026::{Direction, Field, Move, Piranhas2026, Size, Square};
use crate::rules::{EndReason, Game, Outcome, Position, Side};

/// The competition's name of a direction (`UP_RIGHT`), the same in 2019 and 2026.
pub use super::sc2019::{direction_from_name, direction_name};

/// The side of a team name (`ONE` is Red, `TWO` Blue).
pub fn team_side(name: &str) -> Option<Side> {
    match name.trim() {
        "ONE" => Some(Side::First),
        "TWO" => Some(Side::Second),
        _ => None,
    }
}

/// The team names (`ONE`, `TWO`) did not change since 2022.
pub use super::sc2022::team_name;

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
            let direction = direction_from_name(name).ok_or_else(|| {
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

/// Writes a position as a 2026 `<state>` element, exactly as the 26.1.0 server
/// does (`firstUnion` only once set, `lastMove` only when given), indented by
/// `indent` spaces. The inverse of [`state_from_xml`].
pub fn state_to_xml(position: &Piranhas2026, last_move: Option<Move>, indent: usize) -> String {
    let pad = " ".repeat(indent);
    let mut out = format!(
        "{pad}<state class=\"state\" startTeam=\"ONE\" turn=\"{}\"",
        position.turn()
    );
    if let Some(side) = position.first_union() {
        out.push_str(&format!(" firstUnion=\"{}\"", team_name(side)));
    }
    out.push_str(">\n");
    if let Some(mv) = last_move {
        out.push_str(&format!(
            "{pad}  <lastMove>\n{pad}    <from x=\"{}\" y=\"{}\"/>\n{pad}    <direction>{}</direction>\n{pad}  </lastMove>\n",
            mv.from.x(),
            mv.from.y(),
            direction_name(mv.direction())
        ));
    }
    out.push_str(&format!("{pad}  <board>\n"));
    for y in 0..10 {
        out.push_str(&format!("{pad}    <row>"));
        for x in 0..10 {
            let square = Square::new(x, y).expect("on the board");
            out.push_str(&format!(
                "<field>{}</field>",
                field_name(position.field(square))
            ));
        }
        out.push_str("</row>\n");
    }
    out.push_str(&format!("{pad}  </board>\n{pad}</state>\n"));
    out
}

/// A move as a client sends it: `<data class="move"><from x y/><direction>…`.
pub fn move_to_xml(mv: Move) -> String {
    format!(
        "<data class=\"move\"><from x=\"{}\" y=\"{}\"/><direction>{}</direction></data>",
        mv.from.x(),
        mv.from.y(),
        direction_name(mv.direction())
    )
}

/// The server's result: the winner (no `team` on a draw), the score parts per
/// team, and for an irregular end (`regular="false"`) the loser's cause.
fn read_result_2026(
    result: Option<&Element>,
    last_turn: u32,
) -> (Option<RecordedResult>, [String; 2]) {
    let mut names = [String::new(), String::new()];
    let Some(result) = result else {
        return (None, names);
    };
    let score_names = result
        .child("definition")
        .map(|definition| {
            definition
                .children_named("fragment")
                .map(|fragment| fragment.attr("name").unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default();
    let mut scores: [ServerScore; 2] = Default::default();
    for entry in result
        .child("scores")
        .into_iter()
        .flat_map(|scores| scores.children_named("entry"))
    {
        let player = entry.child("player");
        let Some(side) = player.and_then(|p| p.attr("team")).and_then(team_side) else {
            continue;
        };
        if let Some(name) = player.and_then(|p| p.attr("name")) {
            names[side.index()] = name.to_string();
        }
        scores[side.index()].cause = "REGULAR".to_string();
        scores[side.index()].parts = entry
            .child("score")
            .into_iter()
            .flat_map(|score| score.children_named("part"))
            .map(|part| part.text().to_string())
            .collect();
    }
    let winner_element = result.child("winner");
    let winner = winner_element
        .and_then(|w| w.attr("team"))
        .and_then(team_side);
    if let (Some(element), Some(side)) = (winner_element, winner)
        && element.attr("regular") == Some("false")
    {
        let loser = &mut scores[side.other().index()];
        loser.cause = "RULE_VIOLATION".to_string();
        loser.reason = element.attr("reason").unwrap_or("").to_string();
    }
    let recorded = RecordedResult {
        winner,
        score_names,
        scores,
        last_turn,
    };
    (Some(recorded), names)
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
    let (recorded, names) = read_result_2026(result, last_turn);
    let record = build_record(&game, recorded, names);
    Ok(Replay {
        record,
        notes: Vec::new(),
    })
}

/// The server's German reason for a regular end, with the winner's name.
fn winner_reason(outcome: &Outcome, names: &[String; 2]) -> String {
    let name = |side: Side| names[side.index()].clone();
    match (outcome.winner, &outcome.reason) {
        (None, _) => "Beide Spieler sind gleichauf".to_string(),
        (Some(side), EndReason::FirstUnion { .. }) => {
            format!(
                "{} hat zuerst alle Fische einer Farbe vereinigt",
                name(side)
            )
        }
        (Some(side), EndReason::NoLegalMove) => format!(
            "{} hat den Gegner blockiert, sodass er keinen Zug mehr machen kann",
            name(side)
        ),
        (Some(side), _) => format!("{} hat den größeren zusammenhängenden Schwarm", name(side)),
    }
}

/// Writes the game as a release-format replay: a state per ply (with `lastMove`
/// after the first), then the result if the game is over.
pub(super) fn write_piranhas_2026(game: &Game<Piranhas2026>, players: &[Player; 2]) -> String {
    let names = [0, 1].map(|i| {
        if players[i].name.is_empty() {
            team_name(Side::BOTH[i]).to_string()
        } else {
            players[i].name.clone()
        }
    });
    let mut out = String::from("<protocol>\n");
    for ply in 0..=game.moves().len() {
        let position = game.position_at(ply).expect("a position per ply");
        let last_move = ply.checked_sub(1).map(|i| game.moves()[i]);
        out.push_str(&format!(
            "  <room roomId=\"{ROOM}\">\n    <data class=\"memento\">\n"
        ));
        out.push_str(&state_to_xml(position, last_move, 6));
        out.push_str("    </data>\n  </room>\n");
    }
    if let Some(outcome) = game.outcome() {
        let end = game.position();
        out.push_str(&format!(
            "  <room roomId=\"{ROOM}\">\n    <data class=\"result\">\n      <definition>\n"
        ));
        out.push_str("        <fragment name=\"Siegpunkte\"><aggregation>SUM</aggregation><relevantForRanking>true</relevantForRanking></fragment>\n");
        out.push_str("        <fragment name=\"Schwarmgröße\"><aggregation>AVERAGE</aggregation><relevantForRanking>true</relevantForRanking></fragment>\n");
        out.push_str("      </definition>\n      <scores>\n");
        for side in Side::BOTH {
            let points = match outcome.winner {
                Some(won) if won == side => 2,
                Some(_) => 0,
                None => 1,
            };
            let weight = if end.fish_count(side) == 0 {
                -1
            } else {
                i32::from(end.heaviest_swarm(side))
            };
            out.push_str(&format!(
                "        <entry><player name=\"{}\" team=\"{}\"/><score><part>{points}</part><part>{weight}</part></score></entry>\n",
                xml_escape(&names[side.index()]),
                team_name(side)
            ));
        }
        out.push_str("      </scores>\n");
        let reason = xml_escape(&winner_reason(&outcome, &names));
        match outcome.winner {
            Some(side) => out.push_str(&format!(
                "      <winner team=\"{}\" regular=\"true\" reason=\"{reason}\"/>\n",
                team_name(side)
            )),
            None => out.push_str(&format!(
                "      <winner regular=\"true\" reason=\"{reason}\"/>\n"
            )),
        }
        out.push_str("    </data>\n  </room>\n");
    }
    out.push_str("</protocol>\n");
    out
}
