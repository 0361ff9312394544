//! Piranhas of the Software Challenge 2019: reading and writing replays in the
//! release format, and the season's state and result elements, which the network
//! protocol sends as they are. The colours' names (`RED`, `BLUE`) are the
//! season's; the directions' are the rules' own (`UP_RIGHT`).
//! `docs/records.md` describes the files.

use super::result::{Ending, definition, win_points};
use super::xml::{Element, Node, number};
use super::{Replay, ReplayNote, StateText, build_record, read_result, replay_states, state_turn};
use crate::{RecordError, RecordErrorKind};
use bernstein_rules::piranhas::{Direction, Field, Move, Piranhas, Square};
use bernstein_rules::{EndReason, Position, Side};

/// The season's name of a side's colour.
pub fn colour_name(side: Side) -> &'static str {
    match side {
        Side::First => "RED",
        Side::Second => "BLUE",
    }
}

/// The side of a colour name, in any case (`red` in a welcome, `RED` elsewhere).
pub fn colour_side(name: &str) -> Option<Side> {
    let name = name.trim();
    Side::BOTH
        .into_iter()
        .find(|&side| colour_name(side).eq_ignore_ascii_case(name))
}

/// The season's name of what stands on a field (a fish by its colour).
fn field_state(field: Field) -> &'static str {
    match field {
        Field::Fish(side) => colour_name(side),
        Field::Kraken => "OBSTRUCTED",
        Field::Empty => "EMPTY",
    }
}

/// The field of a state name, as [`field_state`] writes it.
fn field_of_state(name: &str) -> Option<Field> {
    Field::ALL
        .into_iter()
        .find(|&field| field_state(field) == name)
}

/// What the 2019 server calls a player joined without a reservation.
pub const UNKNOWN: &str = "Unknown";

/// The names of the result's score parts.
pub const SCORE_NAMES: &[&str] = &["Gewinner", "\u{2205} Schwarm"];

/// A square as the message of a `lastMove` names it, e.g. `A8` (x and y as written,
/// so a square off the board still reads as what the file said).
fn square_as_written(x: i64, y: i64) -> String {
    match (u8::try_from(x).ok(), u8::try_from(y).ok()) {
        (Some(x), Some(y)) if x < 10 && y < 10 => Square::new(x, y).expect("checked").to_string(),
        _ => format!("x={x} y={y}"),
    }
}

fn piranhas_text(state: &Element, turn: u32, what: &str) -> Result<String, RecordError> {
    let bad = |message: String| {
        RecordError::with_kind(RecordErrorKind::Invalid, format!("{what}: {message}"))
    };
    if let Some(colour) = state.attr("startPlayerColor")
        && colour_side(colour) == Some(Side::Second)
    {
        return Err(bad(
            "Blue starts this game; Bernstein's rules have Red start".into(),
        ));
    }
    let board = state
        .child("board")
        .ok_or_else(|| bad("the state has no <board>".into()))?;
    let mut cells = [[None::<char>; 10]; 10];
    for field in board
        .children_named("fields")
        .flat_map(|fields| fields.children_named("field"))
    {
        let x = number(field, "x", what)?;
        let y = number(field, "y", what)?;
        if !(0..10).contains(&x) || !(0..10).contains(&y) {
            return Err(bad(format!("field x={x} y={y} is off the board")));
        }
        let state = field.attr("state").unwrap_or("");
        let field =
            field_of_state(state).ok_or_else(|| bad(format!("unknown field state '{state}'")))?;
        cells[y as usize][x as usize] = Some(field.letter());
    }
    let mut rows = Vec::with_capacity(10);
    for y in (0..10).rev() {
        let mut row = String::with_capacity(10);
        for (x, cell) in cells[y].iter().enumerate() {
            row.push(cell.ok_or_else(|| bad(format!("field x={x} y={y} is missing")))?);
        }
        rows.push(row);
    }
    let side = match state.attr("currentPlayerColor").and_then(colour_side) {
        Some(Side::First) => 'r',
        Some(Side::Second) => 'b',
        None => {
            if turn.is_multiple_of(2) {
                'r'
            } else {
                'b'
            }
        }
    };
    Ok(format!("{} {side} {turn}", rows.join("/")))
}

/// Checks `lastMove` (a square and a direction; the distance is the rules'
/// business) against the move recovered from the states.
fn piranhas_last_move_matches(
    last: &Element,
    mv: Move,
    mv_text: &str,
    what: &str,
) -> Result<(), RecordError> {
    let x = number(last, "x", what)?;
    let y = number(last, "y", what)?;
    let name = last.attr("direction").unwrap_or("");
    let Some(direction) = Direction::from_name(name) else {
        return Err(RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: lastMove direction '{name}' is not a direction"),
        ));
    };
    let same =
        i64::from(mv.from.x()) == x && i64::from(mv.from.y()) == y && mv.direction() == direction;
    if same {
        Ok(())
    } else {
        Err(RecordError::with_kind(
            RecordErrorKind::BadMove,
            format!(
                "{what}: lastMove says {} {name}, but the states show {mv_text}",
                square_as_written(x, y)
            ),
        ))
    }
}

/// The position of one release-format state (`<state class="sc.plugin2019.GameState">`),
/// as a client reads it from a memento.
pub fn read_state(state: &Element) -> Result<Piranhas, RecordError> {
    let turn = u32::try_from(number(state, "turn", "the state")?).map_err(|_| {
        RecordError::with_kind(RecordErrorKind::Invalid, "the state's turn is negative")
    })?;
    let text = piranhas_text(state, turn, "the state")?;
    Piranhas::from_text(&text, &Default::default())
        .map_err(|error| RecordError::with_kind(RecordErrorKind::BadPosition, error.to_string()))
}

pub(super) fn read_piranhas(
    states: &[&Element],
    result: Option<&Element>,
    notes: &mut Vec<String>,
) -> Result<Replay, RecordError> {
    let mut texts = Vec::with_capacity(states.len());
    for (index, state) in states.iter().enumerate() {
        let turn = state_turn(state, index)?;
        let what = format!("state {} (turn {turn})", index + 1);
        texts.push(StateText {
            turn,
            text: piranhas_text(state, turn, &what)?,
            last_move: None,
        });
    }
    let game = replay_states::<Piranhas>(&texts, |state| format!("turn {}", state.turn), notes)?;
    // lastMove names a square and a direction; check it against the recovered moves.
    let mut ply = 0;
    for (index, state) in states.iter().enumerate().skip(1) {
        let turn = texts[index].turn;
        if texts[index].text == texts[index - 1].text {
            continue;
        }
        if ply >= game.moves().len() {
            break;
        }
        if let Some(last) = state.child("lastMove") {
            let position = game.position_at(ply).expect("a position before each move");
            let mv = game.moves()[ply];
            let text = position.move_to_text(mv);
            piranhas_last_move_matches(last, mv, &text, &format!("turn {turn}"))?;
        }
        ply += 1;
    }
    notes.push(ReplayNote::Piranhas2019.text());
    let last_turn = texts.last().map(|state| state.turn).unwrap_or(0);
    let recorded = result.map(|result| read_result(result, last_turn, colour_side).0);
    let first = states[0];
    let name = |colour: &str| {
        first
            .child(colour)
            .and_then(|player| player.attr("displayName"))
            .unwrap_or("")
            .to_string()
    };
    let record = build_record(&game, recorded, [name("red"), name("blue")]);
    Ok(Replay {
        record,
        notes: Vec::new(),
    })
}

/// The score parts after the win points: the largest swarm's size.
pub fn score_parts(position: &Piranhas, side: Side) -> Vec<String> {
    vec![position.swarm_size(side).to_string()]
}

/// The `<state>` of a position as server 19.2.1 writes it: `lastMove` first, the
/// players by their display names, the board column by column.
pub fn state_node(position: &Piranhas, last_move: Option<Move>, names: [&str; 2]) -> Node {
    let mut state = Node::new("state")
        .attr("class", "sc.plugin2019.GameState")
        .attr("startPlayerColor", colour_name(Side::First))
        .attr("currentPlayerColor", colour_name(position.side_to_move()))
        .attr("turn", position.turn());
    if let Some(mv) = last_move {
        state = state.child(
            Node::new("lastMove")
                .attr("class", "move")
                .attr("x", mv.from.x())
                .attr("y", mv.from.y())
                .attr("direction", mv.direction().name()),
        );
    }
    let board = Node::new("board").children((0..10).map(|x| {
        Node::new("fields").children((0..10).map(move |y| {
            let square = Square::new(x, y).expect("on the board");
            Node::new("field")
                .attr("x", x)
                .attr("y", y)
                .attr("state", field_state(position.field(square)))
        }))
    }));
    let player = |side: Side| {
        Node::new(&colour_name(side).to_lowercase())
            .attr("displayName", names[side.index()])
            .attr("color", colour_name(side))
    };
    state
        .child(player(Side::First))
        .child(player(Side::Second))
        .child(board)
}

/// The `<data class="result">` of a finished game: a score per side (the
/// offender's with its cause and the competition's words, a regular end's with
/// the rules' reason) and the winner by colour and display name.
pub fn result_node(position: &Piranhas, ending: &Ending, names: [&str; 2]) -> Node {
    let regular_reason = match ending.outcome.as_ref().map(|outcome| &outcome.reason) {
        Some(EndReason::RoundLimitSwarm { .. }) => "Das Rundenlimit wurde erreicht.",
        Some(EndReason::NoLegalMove) => "Das Spiel ist beendet.\nEin Spieler kann nicht ziehen.",
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
                score_parts(position, side)
                    .into_iter()
                    .map(|part| Node::new("part").text(part)),
            )
    });
    let mut data = Node::new("data")
        .attr("class", "result")
        .child(definition(SCORE_NAMES))
        .children(scores);
    if let Some(side) = ending.winner {
        data = data.child(
            Node::new("winner")
                .attr("color", colour_name(side))
                .attr("displayName", names[side.index()]),
        );
    }
    data
}
