//! Software Challenge replays: Ostseeschach 2022 ([`sc2022`]), Piranhas 2019
//! ([`sc2019`]) and Piranhas 2026 ([`sc2026`]).
//!
//! The competition server writes a replay as XML (gzip when the name ends in
//! `.gz`): the start state, a state after every move, then the result. We read the
//! states into positions of our rules, recover each move as the one legal move that
//! leads from a state to the next (checked against `lastMove` where the file has
//! one), and keep the server's result beside the result by our rules. This module
//! finds the season, the states and the result; the seasons' modules turn states
//! into positions and write the release format. `docs/records.md` describes both
//! seasons' files and the conventions the readers accept.

use std::io::Read;
use std::path::Path;

use super::bounded::{MAX_RECORD_FILE_BYTES, read_bounded};
use super::{GameResult, MoveTree, Player, Record, RecordError, RecordErrorKind, RecordedResult};
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::piranhas::Piranhas;
use bernstein_rules::piranhas_2026::Piranhas2026;
use bernstein_rules::{Game, GameKind, MoveList, Position, Side};

pub mod result;
pub mod sc2019;
pub mod sc2022;
pub mod sc2026;
pub mod xml;

pub use result::{Cause, Ending, read_result};
use xml::{Element, Node, number, parse_xml};

/// Replays larger than this (after unpacking) are refused: no real game comes near.
const MAX_REPLAY_BYTES: u64 = MAX_RECORD_FILE_BYTES;

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

/// What a replay was, as its reader notes it first among the notes (and so in the
/// game's comment): the season and, for Ostseeschach, the file's format. The
/// comment holds the line in English, as other tools read it; [`ReplayNote::read`]
/// recognises it, so that the app can say it in the user's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayNote {
    Piranhas2019,
    Piranhas2026,
    Ostseeschach2022 {
        /// The pre-release format of June 2021 (else the release's).
        pre_release: bool,
        convention: sc2022::Convention,
    },
}

impl ReplayNote {
    /// Every note there is (for reading one back).
    pub fn all() -> Vec<ReplayNote> {
        let mut notes = vec![ReplayNote::Piranhas2019, ReplayNote::Piranhas2026];
        for pre_release in [false, true] {
            for convention in sc2022::Convention::ALL {
                notes.push(ReplayNote::Ostseeschach2022 {
                    pre_release,
                    convention,
                });
            }
        }
        notes
    }

    /// The line as records write it: `Piranhas 2019 replay`, `Ostseeschach 2022
    /// replay, release format; coordinates …`.
    pub fn text(self) -> String {
        match self {
            ReplayNote::Piranhas2019 => "Piranhas 2019 replay".to_string(),
            ReplayNote::Piranhas2026 => "Piranhas 2026 replay".to_string(),
            ReplayNote::Ostseeschach2022 {
                pre_release,
                convention,
            } => format!(
                "Ostseeschach 2022 replay, {} format; coordinates {}",
                if pre_release {
                    "pre-release (June 2021)"
                } else {
                    "release"
                },
                convention.describe()
            ),
        }
    }

    /// The note a line of a comment is (spaces at its ends aside), if it is one.
    pub fn read(line: &str) -> Option<ReplayNote> {
        let line = line.trim();
        ReplayNote::all()
            .into_iter()
            .find(|note| note.text() == line)
    }
}

/// Reads a replay file (`.xml` or `.xml.gz`; gzip is recognised by its content).
/// Files larger than [`MAX_RECORD_FILE_BYTES`] are refused before they are read.
pub fn read_replay_file(path: &Path) -> Result<Replay, RecordError> {
    let bytes = read_bounded(path)?;
    read_replay_bytes(&bytes).map_err(|error| error.in_file(path))
}

/// Reads a replay from its bytes, plain or gzip-compressed. Plain XML and the
/// unpacked text of gzip may each be at most 64 MB.
pub fn read_replay_bytes(bytes: &[u8]) -> Result<Replay, RecordError> {
    let too_large = |what: &str| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!(
                "the replay {what} more than {} MB, the most Bernstein reads",
                MAX_REPLAY_BYTES / (1024 * 1024)
            ),
        )
    };
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
            return Err(too_large("unpacks to"));
        }
        unpacked
    } else if bytes.len() as u64 > MAX_REPLAY_BYTES {
        return Err(too_large("has"));
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
        sc2019::read_piranhas(&states, result, &mut notes)?
    } else if first
        .child("board")
        .is_some_and(|board| board.child("row").is_some())
    {
        sc2026::read_piranhas_2026(&states, result, &mut notes)?
    } else if first.child("board").is_some() || first.child("startTeam").is_some() {
        sc2022::read_ostseeschach(&states, result, &mut notes)?
    } else {
        return Err(RecordError::with_kind(
            RecordErrorKind::NotARecord,
            "the replay's states are neither Ostseeschach 2022 nor Piranhas 2019 or 2026",
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
    let start = P::from_text(&states[0].text, &options)
        .map_err(|error| RecordError::bad_position(&what(&states[0]), &error))?;
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
        let target = P::from_text(&state.text, &options)
            .map_err(|error| RecordError::bad_position(&what(state), &error))?;
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

// ---------------------------------------------------------------------------
// Writing the release format (for tests, and for sharing games with competition tools)

/// Writes a record's main line as a competition replay in the release format of
/// `docs/records.md`: Ostseeschach 2022, Piranhas 2019 or Piranhas 2026.
pub fn write_replay(record: &Record) -> Result<String, RecordError> {
    let names = record.players.each_ref().map(|player| player.name.as_str());
    match record.game {
        GameKind::Ostseeschach => {
            let game = record.main_line_game::<Ostseeschach>()?;
            Ok(write_game(&game, sc2022::state_node, |end, ending| {
                sc2022::result_node(end, ending, names)
            }))
        }
        GameKind::Piranhas => {
            let game = record.main_line_game::<Piranhas>()?;
            // The 2019 server names a player without a reservation "Unknown".
            let names = names.map(|name| {
                if name.is_empty() {
                    sc2019::UNKNOWN
                } else {
                    name
                }
            });
            Ok(write_game(
                &game,
                |position, last_move| sc2019::state_node(position, last_move, names),
                |end, ending| sc2019::result_node(end, ending, names),
            ))
        }
        GameKind::Piranhas2026 => {
            let game = record.main_line_game::<Piranhas2026>()?;
            Ok(write_game(&game, sc2026::state_node, |end, ending| {
                sc2026::result_node(end, ending, names)
            }))
        }
        other => Err(RecordError::new(format!(
            "{} has no competition replay format (only Ostseeschach and the two Piranhas seasons)",
            other.name()
        ))),
    }
}

/// A game as a release-format replay: the memento of each ply's state (`state`
/// writes one from the position and the move that led there), then the result
/// (written by `result`) if the game is over.
fn write_game<P: Position>(
    game: &Game<P>,
    state: impl Fn(&P, Option<P::Move>) -> Node,
    result: impl FnOnce(&P, &Ending) -> Node,
) -> String {
    let mut rooms = Vec::with_capacity(game.moves().len() + 2);
    for ply in 0..=game.moves().len() {
        let position = game.position_at(ply).expect("a position per ply");
        let last_move = ply.checked_sub(1).map(|i| game.moves()[i]);
        rooms.push(room(ROOM, memento(state(position, last_move))));
    }
    if let Some(outcome) = game.outcome() {
        rooms.push(room(
            ROOM,
            result(game.position(), &Ending::regular(outcome)),
        ));
    }
    xml::document(&rooms)
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

/// The room id of replays Bernstein writes.
const ROOM: &str = "00000000-0000-0000-0000-0000b3257e1a";

/// A room packet: `data` in the room `id` (how the protocol and replays wrap
/// every message of a game).
pub fn room(id: &str, data: Node) -> Node {
    Node::new("room").attr("roomId", id).child(data)
}

/// The `data` of a state message: `<data class="memento"><state …>`.
pub fn memento(state: Node) -> Node {
    Node::new("data").attr("class", "memento").child(state)
}
