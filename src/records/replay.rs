//! Software Challenge replays: Ostseeschach 2022 and Piranhas 2019.
//!
//! The competition server writes a replay as XML (gzip when the name ends in
//! `.gz`): the start state, a state after every move, then the result. We read the
//! states into positions of our rules, recover each move as the one legal move that
//! leads from a state to the next (checked against `lastMove` where the file has
//! one), and keep the server's result beside the result by our rules.
//!
//! Besides the release format of `shared/spec/sc-xml.md`, the Ostseeschach reader
//! takes the pre-release format of June 2021 (`<piecePositions>`, the team as a
//! child element, `<start>`/`<destination>` in `lastMove`) and both coordinate
//! conventions that existed (release: `x = rank − 1`, `y = file`; early
//! pre-release: `x = file`, `y = rank − 1`), and says which it found. Servers
//! 22.0.2–22.0.3 played one ply after the end of the game (turn 61): that ply is
//! left out with a note.
//!
//! Everything goes through the [`Position`] trait and the position texts of
//! `shared/spec/notation.md`, so the reader needs no rule internals.

use std::io::Read;
use std::path::Path;

use quick_xml::events::Event;

use super::{
    GameResult, MoveTree, Player, Record, RecordError, RecordErrorKind, RecordedResult, ServerScore,
};
use crate::rules::ostseeschach::Ostseeschach;
use crate::rules::piranhas::Piranhas;
use crate::rules::{Game, GameKind, MoveList, Position, Side};

/// Replays larger than this (after unpacking) are refused: no real game comes near.
const MAX_REPLAY_BYTES: u64 = 64 * 1024 * 1024;

/// XML nesting deeper than this is refused (a replay nests about 8 deep).
const MAX_XML_DEPTH: usize = 64;

/// A replay read into a record, with what the reader noticed about the file.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game: start position, moves, our result, and the server's result in
    /// [`Record::recorded`].
    pub record: Record,
    /// Facts about the file for the user: the format and coordinate convention
    /// found, plies left out, and anything else that was tolerated.
    pub notes: Vec<String>,
}

impl Replay {
    /// Whether the server's winner differs from the winner by our rules (or our
    /// rules do not end the game where the server did).
    pub fn results_differ(&self) -> bool {
        match &self.record.recorded {
            Some(recorded) => match &self.record.result {
                Some(GameResult::Rules(outcome)) => outcome.winner != recorded.winner,
                _ => true,
            },
            None => false,
        }
    }
}

/// Reads a replay file (`.xml` or `.xml.gz`; gzip is recognised by its content).
pub fn read_replay_file(path: &Path) -> Result<Replay, RecordError> {
    let bytes = std::fs::read(path).map_err(|error| RecordError::io(&error).in_file(path))?;
    read_replay_bytes(&bytes).map_err(|error| error.in_file(path))
}

/// Reads a replay from its bytes, plain or gzip-compressed.
pub fn read_replay_bytes(bytes: &[u8]) -> Result<Replay, RecordError> {
    let text = if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut unpacked = Vec::new();
        flate2::read::MultiGzDecoder::new(bytes)
            .take(MAX_REPLAY_BYTES + 1)
            .read_to_end(&mut unpacked)
            .map_err(|error| {
                RecordError::with_kind(
                    RecordErrorKind::Damaged,
                    format!("the gzip data is damaged: {error}"),
                )
            })?;
        if unpacked.len() as u64 > MAX_REPLAY_BYTES {
            return Err(RecordError::with_kind(
                RecordErrorKind::Invalid,
                format!(
                    "the replay unpacks to more than {} MB",
                    MAX_REPLAY_BYTES / (1024 * 1024)
                ),
            ));
        }
        unpacked
    } else {
        bytes.to_vec()
    };
    let text = String::from_utf8(text).map_err(|error| {
        RecordError::with_kind(
            RecordErrorKind::NotARecord,
            format!(
                "not a text file (byte {} is not UTF-8)",
                error.utf8_error().valid_up_to()
            ),
        )
    })?;
    read_replay(&text)
}

/// Reads a replay from its XML text.
pub fn read_replay(text: &str) -> Result<Replay, RecordError> {
    let (root, mut notes) = parse_xml(text)?;
    let mut states = Vec::new();
    let mut result = None;
    let mut room_id = None;
    let mut errors = Vec::new();
    collect(&root, &mut states, &mut result, &mut room_id, &mut errors);
    for error in errors {
        notes.push(format!("the file holds a server message: {error}"));
    }
    let Some(first) = states.first() else {
        if !notes.is_empty() {
            return Err(RecordError::with_kind(
                RecordErrorKind::Damaged,
                "the replay is cut off before its first complete game state",
            ));
        }
        return Err(RecordError::with_kind(
            RecordErrorKind::NotARecord,
            "not a Software Challenge replay: no game state (<data class=\"memento\"><state>) found",
        ));
    };
    let mut replay = if first
        .child("board")
        .is_some_and(|board| board.child("fields").is_some())
    {
        read_piranhas(&states, result, &mut notes)?
    } else if first.child("board").is_some() || first.child("startTeam").is_some() {
        read_ostseeschach(&states, result, &mut notes)?
    } else {
        return Err(RecordError::with_kind(
            RecordErrorKind::NotARecord,
            "the replay's states are neither Ostseeschach 2022 nor Piranhas 2019",
        ));
    };
    replay.record.event = Some("Software Challenge".to_string());
    if let Some(id) = room_id {
        replay.record.tags.push(("RoomId".to_string(), id));
    }
    // The notes also open the game's comments, so whoever looks at the game
    // (in the app, or in an export) sees how the file was read.
    replay
        .record
        .moves
        .set_comment(MoveTree::ROOT, Some(notes.join("\n")));
    replay.notes = notes;
    Ok(replay)
}

// ---------------------------------------------------------------------------
// A small XML tree: replays are a few hundred kilobytes, and element order inside
// a state is not fixed, so reading them into a tree is the simple way.

#[derive(Clone, Debug, Default)]
struct Element {
    name: String,
    attributes: Vec<(String, String)>,
    children: Vec<Element>,
    text: String,
}

impl Element {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    fn child(&self, name: &str) -> Option<&Element> {
        self.children.iter().find(|child| child.name == name)
    }

    fn children_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |child| child.name == name)
    }

    fn text(&self) -> &str {
        self.text.trim()
    }
}

/// Dropping a tree recurses; parsing limits the depth, so this stays shallow.
fn parse_xml(text: &str) -> Result<(Element, Vec<String>), RecordError> {
    let mut reader = quick_xml::Reader::from_str(text);
    let mut stack: Vec<Element> = vec![Element {
        name: "#document".into(),
        ..Element::default()
    }];
    let mut notes = Vec::new();
    let line_at = |offset: u64| {
        text.as_bytes()[..(offset as usize).min(text.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1
    };
    loop {
        let event = match reader.read_event() {
            Ok(event) => event,
            Err(error) => {
                let line = line_at(reader.error_position());
                if has_complete_state(&stack) {
                    // A cut-off replay (a crashed server, a copy in progress): keep
                    // the complete states before the damage.
                    notes.push(format!(
                        "the file is damaged or cut off at line {line} ({error}); read up to there"
                    ));
                    break;
                }
                return Err(RecordError::with_kind(
                    RecordErrorKind::Damaged,
                    format!("line {line}: not well-formed XML: {error}"),
                ));
            }
        };
        match event {
            Event::Start(start) => {
                if stack.len() > MAX_XML_DEPTH {
                    return Err(RecordError::with_kind(
                        RecordErrorKind::Invalid,
                        format!(
                            "line {}: elements nest deeper than {MAX_XML_DEPTH}",
                            line_at(reader.buffer_position())
                        ),
                    ));
                }
                stack.push(element_of(&start)?);
            }
            Event::Empty(start) => {
                let element = element_of(&start)?;
                stack
                    .last_mut()
                    .expect("the document stays on the stack")
                    .children
                    .push(element);
            }
            Event::End(_) if stack.len() > 1 => {
                let element = stack.pop().expect("checked above");
                stack
                    .last_mut()
                    .expect("the document stays on the stack")
                    .children
                    .push(element);
            }
            Event::Text(content) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&content.decode().map_err(|error| {
                        RecordError::with_kind(
                            RecordErrorKind::Damaged,
                            format!("bad text in the XML: {error}"),
                        )
                    })?);
                }
            }
            Event::CData(content) => {
                if let Some(top) = stack.last_mut() {
                    top.text
                        .push_str(&String::from_utf8_lossy(&content.into_inner()));
                }
            }
            Event::GeneralRef(reference) => {
                let resolved = match reference.resolve_char_ref() {
                    Ok(Some(ch)) => Some(ch),
                    _ => match &*String::from_utf8_lossy(&reference) {
                        "amp" => Some('&'),
                        "lt" => Some('<'),
                        "gt" => Some('>'),
                        "quot" => Some('"'),
                        "apos" => Some('\''),
                        _ => None,
                    },
                };
                if let (Some(ch), Some(top)) = (resolved, stack.last_mut()) {
                    top.text.push(ch);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    // Elements left open at the end (no closing tags): keep the complete ones only.
    if stack.len() > 1 {
        notes.push(
            "the file ends before its last elements are closed; read up to there".to_string(),
        );
        while stack.len() > 2 {
            stack.pop();
        }
        let protocol = stack.pop().expect("more than one element");
        stack[0].children.push(protocol);
    }
    let document = stack.pop().expect("the document stays on the stack");
    Ok((document, notes))
}

/// Whether some complete `<room>` with a state has been read.
fn has_complete_state(stack: &[Element]) -> bool {
    stack
        .iter()
        .any(|element| element.children.iter().any(|child| child.name == "room"))
}

fn element_of(start: &quick_xml::events::BytesStart<'_>) -> Result<Element, RecordError> {
    let name = String::from_utf8_lossy(start.local_name().as_ref()).into_owned();
    let mut attributes = Vec::new();
    for attribute in start.attributes() {
        let attribute = attribute.map_err(|error| {
            RecordError::with_kind(
                RecordErrorKind::Damaged,
                format!("bad attribute in <{name}>: {error}"),
            )
        })?;
        let key = String::from_utf8_lossy(attribute.key.local_name().as_ref()).into_owned();
        let value = attribute
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|error| {
                RecordError::with_kind(
                    RecordErrorKind::Damaged,
                    format!("bad attribute value in <{name}>: {error}"),
                )
            })?
            .into_owned();
        attributes.push((key, value));
    }
    Ok(Element {
        name,
        attributes,
        children: Vec::new(),
        text: String::new(),
    })
}

/// Finds the states, the result, the room id and server error messages, wherever
/// they are (replays and client transcripts wrap them differently).
fn collect<'a>(
    element: &'a Element,
    states: &mut Vec<&'a Element>,
    result: &mut Option<&'a Element>,
    room_id: &mut Option<String>,
    errors: &mut Vec<String>,
) {
    if element.name == "room"
        && room_id.is_none()
        && let Some(id) = element.attr("roomId")
    {
        *room_id = Some(id.to_string());
    }
    if element.name == "data" {
        match element.attr("class") {
            Some("memento") => {
                if let Some(state) = element.child("state") {
                    states.push(state);
                }
                return;
            }
            Some("result") => {
                *result = Some(element);
                return;
            }
            Some(class) if class.to_ascii_lowercase().contains("error") => {
                errors.push(
                    element
                        .attr("message")
                        .unwrap_or(element.text())
                        .to_string(),
                );
                return;
            }
            _ => {}
        }
    }
    for child in &element.children {
        collect(child, states, result, room_id, errors);
    }
}

fn number(element: &Element, name: &str, what: &str) -> Result<i64, RecordError> {
    let text = element.attr(name).ok_or_else(|| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: <{}> has no {name}", element.name),
        )
    })?;
    text.trim().parse().map_err(|_| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: {name}=\"{text}\" is not a number"),
        )
    })
}

fn state_turn(state: &Element, index: usize) -> Result<u32, RecordError> {
    let turn = number(state, "turn", &format!("state {}", index + 1))?;
    u32::try_from(turn).map_err(|_| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("state {}: turn {turn} is negative", index + 1),
        )
    })
}

// ---------------------------------------------------------------------------
// Replaying states through the rules

/// A state turned into our position text, plus the move the file says led to it.
struct StateText {
    turn: u32,
    text: String,
    /// `lastMove` as our move text (`b1-c2`, `A4-C4`), if the file has it.
    last_move: Option<String>,
}

/// Plays through consecutive states: each move is the legal move that turns one
/// state into the next. Returns the game and the notes on what was tolerated.
fn replay_states<P: Position>(
    states: &[StateText],
    what: impl Fn(&StateText) -> String,
    notes: &mut Vec<String>,
) -> Result<Game<P>, RecordError> {
    let options = P::Options::default();
    let start = P::from_text(&states[0].text, &options).map_err(|error| {
        RecordError::with_kind(
            RecordErrorKind::BadPosition,
            format!("{}: {error}", what(&states[0])),
        )
    })?;
    let mut game = Game::new(start);
    let mut skipped_after_end = 0;
    for (index, state) in states.iter().enumerate().skip(1) {
        if state.text == states[index - 1].text {
            // The server sent the same state twice (e.g. a client transcript).
            continue;
        }
        if game.outcome().is_some() {
            // Checked before reading the state: a ply past the end may not even be
            // a position our rules accept (turn 61).
            skipped_after_end = states.len() - index;
            break;
        }
        let target = P::from_text(&state.text, &options).map_err(|error| {
            RecordError::with_kind(
                RecordErrorKind::BadPosition,
                format!("{}: {error}", what(state)),
            )
        })?;
        let current = game.position().clone();
        let mut moves = MoveList::new();
        current.legal_moves(&mut moves);
        let leads_to_target = |mv: P::Move| {
            let mut next = current.clone();
            next.play_unchecked(mv);
            next == target
        };
        let candidates: Vec<P::Move> = moves
            .iter()
            .copied()
            .filter(|&mv| leads_to_target(mv))
            .collect();
        let mv = match (&state.last_move, candidates.as_slice()) {
            (_, []) => {
                return Err(RecordError::with_kind(
                    RecordErrorKind::BadMove,
                    format!(
                        "{} does not follow from the state before it by any legal move (before: {}, after: {})",
                        what(state),
                        current.to_text(),
                        target.to_text()
                    ),
                ));
            }
            // Different moves can give the same state (a piece that scores is
            // removed wherever it landed): lastMove, where present, says which.
            (Some(recorded), _) => match current.parse_move(recorded) {
                Ok(mv) if candidates.contains(&mv) => mv,
                _ => {
                    return Err(RecordError::with_kind(
                        RecordErrorKind::BadMove,
                        format!(
                            "{}: lastMove says {recorded}, but the states show {}",
                            what(state),
                            current.move_to_text(candidates[0])
                        ),
                    ));
                }
            },
            (None, [only]) => *only,
            (None, [first, ..]) => {
                let texts: Vec<String> = candidates
                    .iter()
                    .map(|&mv| current.move_to_text(mv))
                    .collect();
                notes.push(format!(
                    "{}: the states allow {}; the file does not say which, {} is taken",
                    what(state),
                    texts.join(" or "),
                    texts[0]
                ));
                *first
            }
        };
        game.play(mv)
            .map_err(|error| RecordError::bad_move(&what(state), &error))?;
    }
    if skipped_after_end > 0 {
        let last = &states[states.len() - 1];
        if skipped_after_end == 1 && last.turn == 61 {
            notes.push(
                "the file has one ply after the end of the game (turn 61), as servers 22.0.2–22.0.3 played: it is left out"
                    .to_string(),
            );
        } else {
            notes.push(format!(
                "the file goes on for {skipped_after_end} state(s) after the game ended by the rules: they are left out"
            ));
        }
    }
    Ok(game)
}

/// The record of a replayed game with the server's result beside ours.
fn build_record<P: Position>(
    game: &Game<P>,
    recorded: Option<RecordedResult>,
    names: [String; 2],
) -> Record {
    let mut record = Record::from_start(game.start());
    record.moves = MoveTree::from_game(game);
    record.date = None;
    record.players = [
        Player::human(names[0].clone()),
        Player::human(names[1].clone()),
    ];
    record.result = match game.outcome() {
        Some(outcome) => Some(GameResult::Rules(outcome)),
        None => recorded.as_ref().and_then(|recorded| {
            // A game the server ended outside the rules (time-out, leaving, a rule
            // violation): its result stands as declared.
            let irregular: Vec<String> = Side::BOTH
                .iter()
                .zip(&recorded.scores)
                .filter(|(_, score)| !score.cause.is_empty() && score.cause != "REGULAR")
                .map(|(side, score)| {
                    format!(
                        "{} {}",
                        P::KIND.side_name(*side),
                        score.cause.to_lowercase().replace('_', " ")
                    )
                })
                .collect();
            (!irregular.is_empty()).then(|| GameResult::Declared {
                winner: recorded.winner,
                reason: irregular.join(", "),
            })
        }),
    };
    record.recorded = recorded;
    record
}

fn read_result(
    result: Option<&Element>,
    last_turn: u32,
    team: impl Fn(&str) -> Option<Side>,
) -> Option<RecordedResult> {
    let result = result?;
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
    for (slot, score) in scores.iter_mut().zip(result.children_named("score")) {
        *slot = ServerScore {
            cause: score.attr("cause").unwrap_or("").to_string(),
            reason: score.attr("reason").unwrap_or("").to_string(),
            parts: score
                .children_named("part")
                .map(|part| part.text().to_string())
                .collect(),
        };
    }
    let winners: Vec<Side> = result
        .children_named("winner")
        .filter_map(|winner| {
            let name = winner
                .attr("team")
                .or(winner.attr("color"))
                .map(str::to_string)
                .or_else(|| winner.child("team").map(|team| team.text().to_string()))
                .or_else(|| winner.child("color").map(|color| color.text().to_string()))?;
            team(&name)
        })
        .collect();
    // Pre-release servers list both players as winners of a draw; release servers none.
    let winner = match winners.as_slice() {
        [side] => Some(*side),
        _ => None,
    };
    Some(RecordedResult {
        winner,
        score_names,
        scores,
        last_turn,
    })
}

// ---------------------------------------------------------------------------
// Ostseeschach 2022

/// How a file maps its x/y to our squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Convention {
    /// Release 22.x (and the pre-release from 2021-06-11 on): x = rank − 1, y = file.
    XRank,
    /// Early pre-release (June 2021): x = file, y = rank − 1.
    YRank,
}

impl Convention {
    /// (file 0..8, rank 0..8) of a file's coordinates.
    fn square(self, x: i64, y: i64) -> Option<(usize, usize)> {
        let (file, rank) = match self {
            Convention::XRank => (y, x),
            Convention::YRank => (x, y),
        };
        ((0..8).contains(&file) && (0..8).contains(&rank)).then_some((file as usize, rank as usize))
    }

    fn describe(self) -> &'static str {
        match self {
            Convention::XRank => "x = rank − 1, y = file (release convention)",
            Convention::YRank => "x = file, y = rank − 1 (early pre-release convention, June 2021)",
        }
    }
}

fn team_side(name: &str) -> Option<Side> {
    match name.trim().to_ascii_uppercase().as_str() {
        "ONE" | "RED" => Some(Side::First),
        "TWO" | "BLUE" => Some(Side::Second),
        _ => None,
    }
}

fn piece_letter(name: &str) -> Option<char> {
    match name {
        "Herzmuschel" => Some('h'),
        "Moewe" | "Möwe" => Some('m'),
        "Seestern" => Some('s'),
        "Robbe" => Some('r'),
        _ => None,
    }
}

fn piece_name(letter: char) -> &'static str {
    match letter.to_ascii_lowercase() {
        'h' => "Herzmuschel",
        'm' => "Moewe",
        's' => "Seestern",
        _ => "Robbe",
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
        let letter =
            piece_letter(kind).ok_or_else(|| bad(format!("unknown piece type '{kind}'")))?;
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

fn square_name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
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
        squares.push(square_name(file, rank));
    }
    Ok(Some(format!("{}-{}", squares[0], squares[1])))
}

fn read_ostseeschach(
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
                notes.push(format!(
                    "Ostseeschach 2022 replay, {} format; coordinates {}",
                    if pre_release {
                        "pre-release (June 2021)"
                    } else {
                        "release"
                    },
                    convention.describe()
                ));
                if detected.is_none() {
                    notes.push("the start state is not a start line, so the coordinate convention was found by replaying".into());
                }
                notes.append(&mut attempt_notes);
                let last_turn = parsed.last().map(|(turn, _)| *turn).unwrap_or(0);
                let recorded = read_result(result, last_turn, team_side);
                let mut record = build_record(&game, recorded, [String::new(), String::new()]);
                if let Some(result) = result {
                    let names: Vec<(Side, String)> = result
                        .children_named("winner")
                        .filter_map(|winner| {
                            let team = winner
                                .attr("team")
                                .map(str::to_string)
                                .or_else(|| winner.child("team").map(|t| t.text().to_string()))?;
                            Some((team_side(&team)?, winner.attr("displayName")?.to_string()))
                        })
                        .collect();
                    for (side, name) in names {
                        record.players[side.index()].name = name;
                    }
                }
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

// ---------------------------------------------------------------------------
// Piranhas 2019

fn colour_side(name: &str) -> Option<Side> {
    match name.trim().to_ascii_uppercase().as_str() {
        "RED" => Some(Side::First),
        "BLUE" => Some(Side::Second),
        _ => None,
    }
}

/// The eight directions by XML name, as (dx, dy) with UP = y + 1.
const DIRECTIONS: [(&str, i64, i64); 8] = [
    ("UP", 0, 1),
    ("UP_RIGHT", 1, 1),
    ("RIGHT", 1, 0),
    ("DOWN_RIGHT", 1, -1),
    ("DOWN", 0, -1),
    ("DOWN_LEFT", -1, -1),
    ("LEFT", -1, 0),
    ("UP_LEFT", -1, 1),
];

fn piranhas_square(x: i64, y: i64) -> String {
    format!("{}{}", (b'A' + x as u8) as char, y)
}

/// Reads a Piranhas square name like `A4` into (x, y).
fn parse_piranhas_square(text: &str) -> Option<(i64, i64)> {
    let mut chars = text.chars();
    let column = chars.next()?;
    let row: i64 = chars.as_str().parse().ok()?;
    let x = (column as i64) - ('A' as i64);
    ((0..10).contains(&x) && (0..10).contains(&row)).then_some((x, row))
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
    mv_text: &str,
    what: &str,
) -> Result<(), RecordError> {
    let x = number(last, "x", what)?;
    let y = number(last, "y", what)?;
    let direction = last.attr("direction").unwrap_or("");
    let Some(&(_, dx, dy)) = DIRECTIONS.iter().find(|(name, _, _)| *name == direction) else {
        return Err(RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: lastMove direction '{direction}' is not a direction"),
        ));
    };
    let (from, to) = split_move(mv_text);
    let (Some((fx, fy)), Some((tx, ty))) = (parse_piranhas_square(from), parse_piranhas_square(to))
    else {
        return Ok(());
    };
    let same = fx == x && fy == y && (tx - fx).signum() == dx && (ty - fy).signum() == dy;
    if same {
        Ok(())
    } else {
        Err(RecordError::with_kind(
            RecordErrorKind::BadMove,
            format!(
                "{what}: lastMove says {} {direction}, but the states show {mv_text}",
                piranhas_square(x, y)
            ),
        ))
    }
}

/// The from and to squares of a move text like `A4-C4` or `b1xc2`.
fn split_move(text: &str) -> (&str, &str) {
    match text.find(['-', 'x']) {
        Some(at) => (&text[..at], &text[at + 1..]),
        None => (text, ""),
    }
}

fn read_piranhas(
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
            let text = position.move_to_text(game.moves()[ply]);
            piranhas_last_move_matches(last, &text, &format!("turn {turn}"))?;
        }
        ply += 1;
    }
    notes.push("Piranhas 2019 replay".to_string());
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

// ---------------------------------------------------------------------------
// Writing the release format (for tests, and for sharing games with competition tools)

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Writes a record's main line as a competition replay in the release format of
/// `shared/spec/sc-xml.md`: Ostseeschach 2022 or Piranhas 2019.
pub fn write_replay(record: &Record) -> Result<String, RecordError> {
    match record.game {
        GameKind::Ostseeschach => {
            let game = record.main_line_game::<Ostseeschach>()?;
            Ok(write_ostseeschach(&game))
        }
        GameKind::Piranhas => {
            let game = record.main_line_game::<Piranhas>()?;
            Ok(write_piranhas(&game, &record.players))
        }
        other => Err(RecordError::new(format!(
            "{} has no competition replay format (only Ostseeschach and Piranhas)",
            other.name()
        ))),
    }
}

/// The same, gzip-compressed (as `.xml.gz`).
pub fn write_replay_gz(record: &Record) -> Result<Vec<u8>, RecordError> {
    use std::io::Write;
    let text = write_replay(record)?;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder
        .write_all(text.as_bytes())
        .map_err(|error| RecordError::io(&error))?;
    encoder.finish().map_err(|error| RecordError::io(&error))
}

const ROOM: &str = "00000000-0000-0000-0000-0000b3257e1a";

/// The pieces of an Ostseeschach position text: (file, rank, side, letter, height).
fn ostseeschach_board(text: &str) -> Vec<(usize, usize, Side, char, u8)> {
    let board = text.split(' ').next().unwrap_or("");
    let mut pieces = Vec::new();
    for (row, line) in board.split('/').enumerate() {
        let rank = 7 - row.min(7);
        let mut file = 0;
        let mut chars = line.chars().peekable();
        while let Some(ch) = chars.next() {
            if ch != '.' {
                let height = if chars.peek() == Some(&'2') {
                    chars.next();
                    2
                } else {
                    1
                };
                let side = if ch.is_ascii_uppercase() {
                    Side::First
                } else {
                    Side::Second
                };
                pieces.push((file, rank, side, ch.to_ascii_lowercase(), height));
            }
            file += 1;
        }
    }
    pieces
}

fn write_ostseeschach(game: &Game<Ostseeschach>) -> String {
    let mut out = String::from("<protocol>\n");
    for ply in 0..=game.moves().len() {
        let position = game.position_at(ply).expect("a position per ply");
        let text = position.to_text();
        let fields: Vec<&str> = text.split(' ').collect();
        let turn = fields.get(2).copied().unwrap_or("0");
        let (red, blue) = fields
            .get(3)
            .and_then(|ambers| ambers.split_once(':'))
            .unwrap_or(("0", "0"));
        out.push_str(&format!(
            "  <room roomId=\"{ROOM}\">\n    <data class=\"memento\">\n"
        ));
        out.push_str(&format!("      <state class=\"state\" turn=\"{turn}\">\n"));
        out.push_str("        <startTeam class=\"team\">ONE</startTeam>\n        <board>\n");
        let pieces = ostseeschach_board(&text);
        if pieces.is_empty() {
            out.push_str("          <pieces/>\n");
        } else {
            out.push_str("          <pieces>\n");
            for (file, rank, side, letter, height) in pieces {
                let team = if side == Side::First { "ONE" } else { "TWO" };
                out.push_str(&format!(
                    "            <entry><coordinates x=\"{rank}\" y=\"{file}\"/><piece type=\"{}\" team=\"{team}\" count=\"{height}\"/></entry>\n",
                    piece_name(letter)
                ));
            }
            out.push_str("          </pieces>\n");
        }
        out.push_str("        </board>\n");
        if ply > 0 {
            let before = game.position_at(ply - 1).expect("a position per ply");
            let mv = before.move_to_text(game.moves()[ply - 1]);
            let (from, to) = split_move(&mv);
            let coordinates = |square: &str| {
                let mut chars = square.chars();
                let file = chars.next().map(|ch| ch as i64 - 'a' as i64).unwrap_or(0);
                let rank: i64 = chars.as_str().parse().unwrap_or(1);
                format!("x=\"{}\" y=\"{file}\"", rank - 1)
            };
            out.push_str(&format!(
                "        <lastMove><from {}/><to {}/></lastMove>\n",
                coordinates(from),
                coordinates(to)
            ));
        }
        let mut ambers = String::new();
        for (team, count) in [("ONE", red), ("TWO", blue)] {
            if count != "0" {
                ambers.push_str(&format!(
                    "<entry><team>{team}</team><int>{count}</int></entry>"
                ));
            }
        }
        if ambers.is_empty() {
            out.push_str("        <ambers enum-type=\"team\"/>\n");
        } else {
            out.push_str(&format!(
                "        <ambers enum-type=\"team\">{ambers}</ambers>\n"
            ));
        }
        out.push_str("      </state>\n    </data>\n  </room>\n");
    }
    let ambers = {
        let text = game.position().to_text();
        let field = text.split(' ').nth(3).unwrap_or("0:0").to_string();
        let (red, blue) = field
            .split_once(':')
            .map(|(r, b)| (r.to_string(), b.to_string()))
            .unwrap_or_default();
        [red, blue]
    };
    write_result(
        &mut out,
        game.outcome().map(|outcome| outcome.winner),
        &["Siegpunkte", "∅ Bernsteine"],
        |side| ambers[side.index()].clone(),
        |side| {
            if side == Side::First {
                "team=\"ONE\""
            } else {
                "team=\"TWO\""
            }
        },
    );
    out.push_str("</protocol>\n");
    out
}

/// The result room: `winner` is `None` while the game goes on, `Some(None)` for a draw.
fn write_result(
    out: &mut String,
    winner: Option<Option<Side>>,
    fragments: &[&str],
    secondary: impl Fn(Side) -> String,
    winner_attribute: impl Fn(Side) -> &'static str,
) {
    let Some(winner) = winner else { return };
    out.push_str(&format!(
        "  <room roomId=\"{ROOM}\">\n    <data class=\"result\">\n      <definition>\n"
    ));
    for fragment in fragments {
        out.push_str(&format!(
            "        <fragment name=\"{}\"><aggregation>SUM</aggregation><relevantForRanking>true</relevantForRanking></fragment>\n",
            xml_escape(fragment)
        ));
    }
    out.push_str("      </definition>\n");
    for side in Side::BOTH {
        let points = match winner {
            Some(won) if won == side => 2,
            Some(_) => 0,
            None => 1,
        };
        out.push_str(&format!(
            "      <score cause=\"REGULAR\" reason=\"\"><part>{points}</part><part>{}</part></score>\n",
            secondary(side)
        ));
    }
    if let Some(side) = winner {
        out.push_str(&format!("      <winner {}/>\n", winner_attribute(side)));
    }
    out.push_str("    </data>\n  </room>\n");
}

/// The largest 8-connected group of `letter` on a Piranhas board text.
fn largest_swarm(board: &[Vec<char>], letter: char) -> usize {
    let mut seen = [[false; 10]; 10];
    let mut best = 0;
    for y in 0..10 {
        for x in 0..10 {
            if seen[y][x] || board[y][x] != letter {
                continue;
            }
            let mut size = 0;
            let mut stack = vec![(x, y)];
            seen[y][x] = true;
            while let Some((cx, cy)) = stack.pop() {
                size += 1;
                for dy in -1i64..=1 {
                    for dx in -1i64..=1 {
                        let (nx, ny) = (cx as i64 + dx, cy as i64 + dy);
                        if (0..10).contains(&nx) && (0..10).contains(&ny) {
                            let (nx, ny) = (nx as usize, ny as usize);
                            if !seen[ny][nx] && board[ny][nx] == letter {
                                seen[ny][nx] = true;
                                stack.push((nx, ny));
                            }
                        }
                    }
                }
            }
            best = best.max(size);
        }
    }
    best
}

/// A Piranhas board text as `cells[y][x]`.
fn piranhas_cells(text: &str) -> Vec<Vec<char>> {
    let board = text.split(' ').next().unwrap_or("");
    let mut cells = vec![vec!['.'; 10]; 10];
    for (row, line) in board.split('/').enumerate().take(10) {
        for (x, ch) in line.chars().enumerate().take(10) {
            cells[9 - row][x] = ch;
        }
    }
    cells
}

fn write_piranhas(game: &Game<Piranhas>, players: &[Player; 2]) -> String {
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
        let text = position.to_text();
        let fields: Vec<&str> = text.split(' ').collect();
        let current = if fields.get(1) == Some(&"b") {
            "BLUE"
        } else {
            "RED"
        };
        let turn = fields.get(2).copied().unwrap_or("0");
        out.push_str(&format!(
            "  <room roomId=\"{ROOM}\">\n    <data class=\"memento\">\n"
        ));
        out.push_str(&format!(
            "      <state class=\"sc.plugin2019.GameState\" startPlayerColor=\"RED\" currentPlayerColor=\"{current}\" turn=\"{turn}\">\n"
        ));
        out.push_str(&format!(
            "        <red displayName=\"{}\" color=\"RED\"/>\n        <blue displayName=\"{}\" color=\"BLUE\"/>\n",
            names[0], names[1]
        ));
        out.push_str("        <board>\n");
        let cells = piranhas_cells(&text);
        for x in 0..10 {
            out.push_str("          <fields>");
            for (y, row) in cells.iter().enumerate() {
                let state = match row[x] {
                    'R' => "RED",
                    'B' => "BLUE",
                    'K' => "OBSTRUCTED",
                    _ => "EMPTY",
                };
                out.push_str(&format!("<field x=\"{x}\" y=\"{y}\" state=\"{state}\"/>"));
            }
            out.push_str("</fields>\n");
        }
        out.push_str("        </board>\n");
        if ply > 0 {
            let before = game.position_at(ply - 1).expect("a position per ply");
            let mv = before.move_to_text(game.moves()[ply - 1]);
            let (from, to) = split_move(&mv);
            if let (Some((fx, fy)), Some((tx, ty))) =
                (parse_piranhas_square(from), parse_piranhas_square(to))
            {
                let direction = DIRECTIONS
                    .iter()
                    .find(|(_, dx, dy)| *dx == (tx - fx).signum() && *dy == (ty - fy).signum())
                    .map(|(name, _, _)| *name)
                    .unwrap_or("UP");
                out.push_str(&format!(
                    "        <lastMove class=\"move\" x=\"{fx}\" y=\"{fy}\" direction=\"{direction}\"/>\n"
                ));
            }
        }
        out.push_str("      </state>\n    </data>\n  </room>\n");
    }
    let cells = piranhas_cells(&game.position().to_text());
    let swarms = [largest_swarm(&cells, 'R'), largest_swarm(&cells, 'B')];
    write_result(
        &mut out,
        game.outcome().map(|outcome| outcome.winner),
        &["Gewinner", "∅ Schwarm"],
        |side| swarms[side.index()].to_string(),
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
