//! Ostseeschach of the Software Challenge 2022: reading replays in the release
//! format and the pre-release format of June 2021 with both coordinate conventions
//! that existed, writing the release format, and the season's state and result
//! elements, which the network protocol sends as they are. The teams' names
//! (`ONE`, `TWO`) are the season's, and stayed so in 2026.
//!
//! Besides the release format, the reader takes the pre-release format (June 2021:
//! `<piecePositions>`, the team as a child element, `<start>`/`<destination>` in
//! `lastMove`) and both coordinate conventions (release: `x = rank − 1`,
//! `y = file`; early pre-release: `x = file`, `y = rank − 1`), and says which it
//! found. Servers 22.0.2–22.0.3 played one ply after the end of the game (turn 61):
//! that ply is left out with a note. `docs/records.md` describes the files.

use super::result::{Cause, Ending, definition, win_points};
use super::xml::{Element, Node, number};
use super::{Replay, ReplayNote, StateText, build_record, read_result, replay_states, state_turn};
use crate::{RecordError, RecordErrorKind};
use bernstein_rules::ostseeschach::{Animal, Move, Ostseeschach, Square};
use bernstein_rules::{Position, Side};

/// The names of the result's score parts.
pub const SCORE_NAMES: &[&str] = &["Siegpunkte", "Bernsteine", "Leichtfiguren Vorne"];

/// How a file maps its x/y to our squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// Release 22.x (and the pre-release from 2021-06-11 on): x = rank − 1, y = file.
    XRank,
    /// Early pre-release (June 2021): x = file, y = rank − 1.
    YRank,
}

impl Convention {
    pub const ALL: [Convention; 2] = [Convention::XRank, Convention::YRank];

    /// (file 0..8, rank 0..8) of a file's coordinates.
    fn square(self, x: i64, y: i64) -> Option<(usize, usize)> {
        let (file, rank) = match self {
            Convention::XRank => (y, x),
            Convention::YRank => (x, y),
        };
        ((0..8).contains(&file) && (0..8).contains(&rank)).then_some((file as usize, rank as usize))
    }

    /// The convention in words, as records and the command line write it.
    pub fn describe(self) -> &'static str {
        match self {
            Convention::XRank => "x = rank − 1, y = file (release convention)",
            Convention::YRank => "x = file, y = rank − 1 (early pre-release convention, June 2021)",
        }
    }
}

/// The server's name of a side's team.
pub fn team_name(side: Side) -> &'static str {
    match side {
        Side::First => "ONE",
        Side::Second => "TWO",
    }
}

/// The side of a team name, in any case; the pre-release files of June 2021
/// also wrote the colours (`RED`, `BLUE`).
pub fn team_side(name: &str) -> Option<Side> {
    let name = name.trim();
    Side::BOTH.into_iter().find(|&side| {
        team_name(side).eq_ignore_ascii_case(name)
            || [("RED", Side::First), ("BLUE", Side::Second)]
                .iter()
                .any(|(colour, of)| *of == side && colour.eq_ignore_ascii_case(name))
    })
}

/// The animal of a piece type as the server names it ([`animal_name`]);
/// `Möwe` with its umlaut is read too.
fn animal_of(name: &str) -> Option<Animal> {
    let name = if name == "Möwe" { "Moewe" } else { name };
    Animal::ALL
        .into_iter()
        .find(|&animal| animal_name(animal) == name)
}

/// The server's name of an animal (the release spelling, without umlaut).
pub fn animal_name(animal: Animal) -> &'static str {
    match animal {
        Animal::Cockle => "Herzmuschel",
        Animal::Seagull => "Moewe",
        Animal::Starfish => "Seestern",
        Animal::Seal => "Robbe",
    }
}

/// A piece as a state lists it: coordinates as written, owner, kind letter, height.
struct RawPiece {
    x: i64,
    y: i64,
    side: Side,
    letter: char,
    count: i64,
}

fn ostseeschach_pieces(state: &Element, what: &str) -> Result<(Vec<RawPiece>, bool), RecordError> {
    let board = state.child("board").ok_or_else(|| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: the state has no <board>"),
        )
    })?;
    let (pieces, pre_release) = match (board.child("pieces"), board.child("piecePositions")) {
        (Some(pieces), _) => (Some(pieces), false),
        (None, Some(pieces)) => (Some(pieces), true),
        (None, None) => (None, false),
    };
    let mut out = Vec::new();
    for entry in pieces
        .into_iter()
        .flat_map(|pieces| pieces.children_named("entry"))
    {
        let bad = |message: String| {
            RecordError::with_kind(RecordErrorKind::Invalid, format!("{what}: {message}"))
        };
        let coordinates = entry
            .child("coordinates")
            .ok_or_else(|| bad("a board entry has no <coordinates>".into()))?;
        let piece = entry
            .child("piece")
            .ok_or_else(|| bad("a board entry has no <piece>".into()))?;
        let x = number(coordinates, "x", what)?;
        let y = number(coordinates, "y", what)?;
        let kind = piece.attr("type").unwrap_or("");
        let letter = animal_of(kind)
            .ok_or_else(|| bad(format!("unknown piece type '{kind}'")))?
            .letter()
            .to_ascii_lowercase();
        let team = piece
            .attr("team")
            .map(str::to_string)
            .or_else(|| piece.child("team").map(|team| team.text().to_string()));
        let team = team.ok_or_else(|| bad("a piece has no team".into()))?;
        let side = team_side(&team).ok_or_else(|| bad(format!("unknown team '{team}'")))?;
        let count = match piece.attr("count") {
            Some(_) => number(piece, "count", what)?,
            None => 1,
        };
        out.push(RawPiece {
            x,
            y,
            side,
            letter,
            count,
        });
    }
    Ok((out, pre_release))
}

/// Which convention the start state uses: Red's pieces on x = 0 (release) or on
/// y = 0 (early pre-release). `None` if the start is not a start line.
fn detect_convention(pieces: &[RawPiece]) -> Option<Convention> {
    let red: Vec<&RawPiece> = pieces
        .iter()
        .filter(|piece| piece.side == Side::First)
        .collect();
    if red.is_empty() {
        return None;
    }
    let on_x0 = red.iter().all(|piece| piece.x == 0);
    let on_y0 = red.iter().all(|piece| piece.y == 0);
    match (on_x0, on_y0) {
        (true, false) => Some(Convention::XRank),
        (false, true) => Some(Convention::YRank),
        _ => None,
    }
}

fn ostseeschach_text(
    state: &Element,
    pieces: &[RawPiece],
    convention: Convention,
    turn: u32,
    what: &str,
) -> Result<String, RecordError> {
    let bad = |message: String| {
        RecordError::with_kind(RecordErrorKind::Invalid, format!("{what}: {message}"))
    };
    if let Some(team) = state.child("startTeam").map(Element::text)
        && team_side(team) == Some(Side::Second)
    {
        return Err(bad(
            "Blue (team TWO) starts this game; Bernstein's rules have Red start".into(),
        ));
    }
    let mut board = [[None::<(Side, char, i64)>; 8]; 8];
    for piece in pieces {
        let (file, rank) = convention.square(piece.x, piece.y).ok_or_else(|| {
            bad(format!(
                "coordinates x={} y={} are off the board",
                piece.x, piece.y
            ))
        })?;
        if !(1..=2).contains(&piece.count) {
            return Err(bad(format!(
                "a tower of {} pieces cannot stand on the board",
                piece.count
            )));
        }
        if board[rank][file].is_some() {
            return Err(bad(format!("two pieces on x={} y={}", piece.x, piece.y)));
        }
        board[rank][file] = Some((piece.side, piece.letter, piece.count));
    }
    let mut rows = Vec::with_capacity(8);
    for rank in (0..8).rev() {
        let mut row = String::new();
        for cell in &board[rank] {
            match cell {
                None => row.push('.'),
                Some((side, letter, count)) => {
                    row.push(if *side == Side::First {
                        letter.to_ascii_uppercase()
                    } else {
                        *letter
                    });
                    if *count == 2 {
                        row.push('2');
                    }
                }
            }
        }
        rows.push(row);
    }
    let mut ambers = [0i64; 2];
    if let Some(entries) = state.child("ambers") {
        for entry in entries.children_named("entry") {
            let team = entry.child("team").map(Element::text).unwrap_or("");
            let side =
                team_side(team).ok_or_else(|| bad(format!("ambers of unknown team '{team}'")))?;
            let count = entry.child("int").map(Element::text).unwrap_or("");
            ambers[side.index()] = count
                .parse()
                .map_err(|_| bad(format!("amber count '{count}' is not a number")))?;
        }
    }
    let side = if turn.is_multiple_of(2) { 'r' } else { 'b' };
    Ok(format!(
        "{} {side} {turn} {}:{}",
        rows.join("/"),
        ambers[0],
        ambers[1]
    ))
}

fn ostseeschach_last_move(
    state: &Element,
    convention: Convention,
    what: &str,
) -> Result<Option<String>, RecordError> {
    let Some(last) = state.child("lastMove") else {
        return Ok(None);
    };
    let from = last.child("from").or(last.child("start"));
    let to = last.child("to").or(last.child("destination"));
    let (Some(from), Some(to)) = (from, to) else {
        return Err(RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: lastMove has no from/to squares"),
        ));
    };
    let mut squares = Vec::new();
    for point in [from, to] {
        let (x, y) = (number(point, "x", what)?, number(point, "y", what)?);
        let (file, rank) = convention.square(x, y).ok_or_else(|| {
            RecordError::with_kind(
                RecordErrorKind::Invalid,
                format!("{what}: lastMove x={x} y={y} is off the board"),
            )
        })?;
        squares.push(
            Square::new(file as u8, rank as u8)
                .expect("the convention keeps squares on the board")
                .to_string(),
        );
    }
    Ok(Some(format!("{}-{}", squares[0], squares[1])))
}

/// The position of one release-format state (`<state class="state">`, release
/// coordinates), as a client reads it from a memento.
pub fn read_state(state: &Element) -> Result<Ostseeschach, RecordError> {
    let turn = u32::try_from(number(state, "turn", "the state")?).map_err(|_| {
        RecordError::with_kind(RecordErrorKind::Invalid, "the state's turn is negative")
    })?;
    let (pieces, _) = ostseeschach_pieces(state, "the state")?;
    let text = ostseeschach_text(state, &pieces, Convention::XRank, turn, "the state")?;
    Ostseeschach::from_text(&text, &Default::default())
        .map_err(|error| RecordError::with_kind(RecordErrorKind::BadPosition, error.to_string()))
}

pub(super) fn read_ostseeschach(
    states: &[&Element],
    result: Option<&Element>,
    notes: &mut Vec<String>,
) -> Result<Replay, RecordError> {
    let what = |index: usize, turn: u32| format!("state {} (turn {turn})", index + 1);
    let mut parsed = Vec::with_capacity(states.len());
    let mut pre_release = false;
    for (index, state) in states.iter().enumerate() {
        let turn = state_turn(state, index)?;
        let (pieces, old) = ostseeschach_pieces(state, &what(index, turn))?;
        pre_release |= old;
        parsed.push((turn, pieces));
    }
    let detected = detect_convention(&parsed[0].1);
    let candidates = match detected {
        Some(convention) => vec![convention],
        None => vec![Convention::XRank, Convention::YRank],
    };
    let mut first_error = None;
    for convention in candidates {
        let mut attempt_notes = Vec::new();
        let attempt = (|| {
            let mut texts = Vec::with_capacity(states.len());
            for (index, (state, (turn, pieces))) in states.iter().zip(&parsed).enumerate() {
                let label = what(index, *turn);
                texts.push(StateText {
                    turn: *turn,
                    text: ostseeschach_text(state, pieces, convention, *turn, &label)?,
                    last_move: ostseeschach_last_move(state, convention, &label)?,
                });
            }
            replay_states::<Ostseeschach>(
                &texts,
                |state| format!("turn {}", state.turn),
                &mut attempt_notes,
            )
        })();
        match attempt {
            Ok(game) => {
                notes.push(
                    ReplayNote::Ostseeschach2022 {
                        pre_release,
                        convention,
                    }
                    .text(),
                );
                if detected.is_none() {
                    notes.push("the start state is not a start line, so the coordinate convention was found by replaying".into());
                }
                notes.append(&mut attempt_notes);
                let last_turn = parsed.last().map(|(turn, _)| *turn).unwrap_or(0);
                let (recorded, names) = match result {
                    Some(result) => {
                        let (recorded, names) = read_result(result, last_turn, team_side);
                        (Some(recorded), names)
                    }
                    None => (None, Default::default()),
                };
                let mut record = build_record(&game, recorded, names);
                record.tags.push((
                    "ReplayFormat".to_string(),
                    format!(
                        "{}; {}",
                        if pre_release {
                            "pre-release 2022"
                        } else {
                            "release 2022"
                        },
                        convention.describe()
                    ),
                ));
                return Ok(Replay {
                    record,
                    notes: Vec::new(),
                });
            }
            Err(error) => {
                first_error.get_or_insert(error);
            }
        }
    }
    Err(first_error.expect("at least one convention was tried"))
}

/// A square as a `from`/`to`/`coordinates` element (release coordinates).
pub fn point(name: &str, square: Square) -> Node {
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

/// The score parts after the win points: ambers and the front light piece.
pub fn score_parts(position: &Ostseeschach, side: Side) -> Vec<String> {
    vec![
        position.ambers(side).to_string(),
        front_light_piece(position, side).to_string(),
    ]
}

/// The `<state>` of a position as server 22.1.2 writes it: the pieces as map
/// entries, `lastMove`, and the ambers as an enum map with a team's entry from
/// its first move on.
pub fn state_node(position: &Ostseeschach, last_move: Option<Move>) -> Node {
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
        .child(
            Node::new("startTeam")
                .attr("class", "team")
                .text(team_name(Side::First)),
        )
        .child(Node::new("board").child(Node::new("pieces").children(entries)));
    if let Some(mv) = last_move {
        state = state.child(
            Node::new("lastMove")
                .child(point("from", mv.from))
                .child(point("to", mv.to)),
        );
    }
    // The server's map has an entry for a team once it has moved; a position
    // from elsewhere may give ambers to a team that has not, and keeps them.
    let moved = [position.turn() >= 1, position.turn() >= 2];
    let ambers = Side::BOTH
        .into_iter()
        .filter(|&side| moved[side.index()] || position.ambers(side) > 0)
        .map(|side| {
            Node::new("entry")
                .child(Node::new("team").text(team_name(side)))
                .child(Node::new("int").text(position.ambers(side)))
        });
    state.child(
        Node::new("ambers")
            .attr("enum-type", "team")
            .children(ambers),
    )
}

/// The `<data class="result">` of a finished game: each team's score with its
/// cause (the offender's with the competition's words) and the winner's team.
/// `names` are the players' display names (left out when empty).
pub fn result_node(position: &Ostseeschach, ending: &Ending, names: [&str; 2]) -> Node {
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
                score_parts(position, side)
                    .into_iter()
                    .map(|part| Node::new("part").text(part)),
            );
        Node::new("entry")
            .child(player_node(names[side.index()], team_name(side)))
            .child(score)
    });
    let mut data = Node::new("data")
        .attr("class", "result")
        .child(definition(SCORE_NAMES))
        .child(Node::new("scores").children(entries));
    // 22.1.2 names a winner only when exactly one player neither violated nor
    // left, or by the rules: after a timeout there is no winner element.
    let timed_out = matches!(ending.cause, Cause::SoftTimeout | Cause::HardTimeout);
    if let (Some(side), false) = (ending.winner, timed_out) {
        data = data.child(Node::new("winner").attr("team", team_name(side)));
    }
    data
}

/// A result's `<player>`: the display name only when there is one (2022, 2026).
pub fn player_node(name: &str, team: &str) -> Node {
    let player = Node::new("player");
    let player = if name.trim().is_empty() {
        player
    } else {
        player.attr("name", name)
    };
    player.attr("team", team)
}
