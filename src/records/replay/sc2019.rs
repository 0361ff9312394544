//! Piranhas replays of the Software Challenge 2019: reading and writing the
//! release format, and the competition's names of the eight directions (which
//! `lastMove` uses, and which belong to the file format, not to the rules).
//! `docs/records.md` describes the files.

use super::xml::{Element, number, xml_escape};
use super::{
    ROOM, Replay, ReplayNote, StateText, build_record, read_result, replay_states, state_turn,
    write_result,
};
use crate::records::{Player, RecordError, RecordErrorKind};
use crate::rules::piranhas::{Direction, Field, Move, Piranhas, Square};
use crate::rules::{Game, Position, Side};

fn colour_side(name: &str) -> Option<Side> {
    match name.trim().to_ascii_uppercase().as_str() {
        "RED" => Some(Side::First),
        "BLUE" => Some(Side::Second),
        _ => None,
    }
}

/// The name the competition's XML gives a direction: `UP` (towards row 9),
/// `UP_RIGHT`, `RIGHT` (towards column J), …, `UP_LEFT`.
pub fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "UP",
        Direction::UpRight => "UP_RIGHT",
        Direction::Right => "RIGHT",
        Direction::DownRight => "DOWN_RIGHT",
        Direction::Down => "DOWN",
        Direction::DownLeft => "DOWN_LEFT",
        Direction::Left => "LEFT",
        Direction::UpLeft => "UP_LEFT",
    }
}

/// The direction of an XML name (exact, upper case), if it is one.
pub fn direction_from_name(name: &str) -> Option<Direction> {
    Direction::ALL
        .into_iter()
        .find(|&direction| direction_name(direction) == name)
}

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
        let letter = match state {
            "EMPTY" => '.',
            "RED" => 'R',
            "BLUE" => 'B',
            "OBSTRUCTED" => 'K',
            other => return Err(bad(format!("unknown field state '{other}'"))),
        };
        cells[y as usize][x as usize] = Some(letter);
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
    let Some(direction) = direction_from_name(name) else {
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
    let recorded = read_result(result, last_turn, colour_side);
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

/// Writes the game as a release-format replay: a state per ply with all 100
/// fields column by column and `lastMove`, then the result if the game is over.
pub(super) fn write_piranhas(game: &Game<Piranhas>, players: &[Player; 2]) -> String {
    let mut out = String::from("<protocol>\n");
    let names = [
        if players[0].name.is_empty() {
            "Red".to_string()
        } else {
            xml_escape(&players[0].name)
        },
        if players[1].name.is_empty() {
            "Blue".to_string()
        } else {
            xml_escape(&players[1].name)
        },
    ];
    for ply in 0..=game.moves().len() {
        let position = game.position_at(ply).expect("a position per ply");
        let current = match position.side_to_move() {
            Side::First => "RED",
            Side::Second => "BLUE",
        };
        out.push_str(&format!(
            "  <room roomId=\"{ROOM}\">\n    <data class=\"memento\">\n"
        ));
        out.push_str(&format!(
            "      <state class=\"sc.plugin2019.GameState\" startPlayerColor=\"RED\" currentPlayerColor=\"{current}\" turn=\"{}\">\n",
            position.turn()
        ));
        out.push_str(&format!(
            "        <red displayName=\"{}\" color=\"RED\"/>\n        <blue displayName=\"{}\" color=\"BLUE\"/>\n",
            names[0], names[1]
        ));
        out.push_str("        <board>\n");
        for x in 0..10 {
            out.push_str("          <fields>");
            for y in 0..10 {
                let square = Square::new(x, y).expect("on the board");
                let state = match position.field(square) {
                    Field::Fish(Side::First) => "RED",
                    Field::Fish(Side::Second) => "BLUE",
                    Field::Kraken => "OBSTRUCTED",
                    Field::Empty => "EMPTY",
                };
                out.push_str(&format!("<field x=\"{x}\" y=\"{y}\" state=\"{state}\"/>"));
            }
            out.push_str("</fields>\n");
        }
        out.push_str("        </board>\n");
        if ply > 0 {
            let mv = game.moves()[ply - 1];
            out.push_str(&format!(
                "        <lastMove class=\"move\" x=\"{}\" y=\"{}\" direction=\"{}\"/>\n",
                mv.from.x(),
                mv.from.y(),
                direction_name(mv.direction())
            ));
        }
        out.push_str("      </state>\n    </data>\n  </room>\n");
    }
    let end = game.position();
    write_result(
        &mut out,
        game.outcome().map(|outcome| outcome.winner),
        &["Gewinner", "∅ Schwarm"],
        |side| end.swarm_size(side).to_string(),
        |side| {
            if side == Side::First {
                "displayName=\"Red\" color=\"RED\""
            } else {
                "displayName=\"Blue\" color=\"BLUE\""
            }
        },
    );
    out.push_str("</protocol>\n");
    out
}
