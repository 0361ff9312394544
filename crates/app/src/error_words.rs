//! The rules' and the records' errors in the user's language. The rules layer
//! describes a refused move or position text as a kind with its data (the square,
//! the piece, the count); this file picks the message for each kind from the
//! Fluent files and fills in the data, so German users read German reasons. The
//! game decides the wording inside the message (`$game` selects the variant), so
//! no code here asks which game it is.

use crate::i18n::{Arg, count, text_arg};
use crate::strings::{self as s, Msg};
use bernstein_records::{RecordCause, RecordError, RecordErrorKind};
use bernstein_rules::sea::Animal;
use bernstein_rules::{
    GameKind, IllegalReason, MalformedReason, MoveError, NumberField, PositionError,
    PositionErrorKind, Side, StoneMove,
};

fn with(id: &str, args: &[(&str, Arg)]) -> String {
    crate::i18n::message_with(id, args)
}

fn game(kind: GameKind) -> (&'static str, Arg) {
    ("game", text_arg(kind.id()))
}

/// A side as a selector key ("red", "white"), for adjectives that agree with it.
fn side_key(kind: GameKind, side: Side) -> Arg {
    text_arg(kind.side_name(side).to_lowercase())
}

/// The letter a side is written with in position texts: its colour's initial.
fn side_letter(kind: GameKind, side: Side) -> char {
    kind.side_name(side)
        .chars()
        .next()
        .map_or('?', |c| c.to_ascii_lowercase())
}

fn number(value: impl Into<f64>) -> Arg {
    count(value)
}

fn text(value: impl ToString) -> Arg {
    text_arg(value.to_string())
}

fn animal_key(animal: Animal) -> Arg {
    text_arg(animal.name())
}

fn animal_name(animal: Animal) -> Msg {
    match animal {
        Animal::Cockle => s::ANIMAL_COCKLE,
        Animal::Seagull => s::ANIMAL_SEAGULL,
        Animal::Starfish => s::ANIMAL_STARFISH,
        Animal::Seal => s::ANIMAL_SEAL,
    }
}

fn stone_move_key(stone_move: StoneMove) -> Arg {
    text_arg(match stone_move {
        StoneMove::Placement => "placement",
        StoneMove::Move => "move",
    })
}

/// Why a position text was refused, in the user's language.
pub fn position_error(error: &PositionError) -> String {
    use PositionErrorKind as K;
    let kind = error.game();
    let name = |side: Side| text_arg(s::side_name(kind, side));
    let g = game(kind);
    match error.kind() {
        K::FieldCount { expected, found } => with(
            "pos-field-count",
            &[
                g,
                ("expected", number(*expected as f64)),
                ("found", number(*found as f64)),
            ],
        ),
        K::RowCount { expected, found } => with(
            "pos-row-count",
            &[
                g,
                ("expected", number(*expected as f64)),
                ("found", number(*found as f64)),
            ],
        ),
        K::RowLength {
            row,
            expected,
            found,
        } => with(
            "pos-row-length",
            &[
                g,
                ("row", number(*row)),
                ("expected", number(*expected as f64)),
                ("found", number(*found as f64)),
            ],
        ),
        K::UnknownPiece { row, column, found } => with(
            "pos-unknown-piece",
            &[
                g,
                ("row", number(*row)),
                ("found", text(found)),
                ("file-upper", text((b'A' + column) as char)),
                ("file-lower", text((b'a' + column) as char)),
            ],
        ),
        K::BadSideToMove { found } => with("pos-bad-side", &[g, ("found", text(found))]),
        K::BadNumber { field, found } => {
            let found = ("found", text(found));
            match field {
                NumberField::Turn => with("pos-bad-turn", &[g, found]),
                NumberField::Score(side) => {
                    with("pos-bad-score", &[g, ("name", name(*side)), found])
                }
                NumberField::StonesInHand(side) => {
                    with("pos-bad-stones-in-hand", &[("name", name(*side)), found])
                }
                NumberField::PliesSinceRemoval => with("pos-bad-plies-since-removal", &[found]),
                NumberField::MoveNumber => with("pos-bad-move-number", &[found]),
            }
        }
        K::ScoresNotPaired { found } => with("pos-scores-not-paired", &[g, ("found", text(found))]),
        K::HandNotPaired { found } => with("pos-hand-not-paired", &[("found", text(found))]),
        K::TowerMarkWithoutPiece { row, mark } => with(
            "pos-tower-mark-without-piece",
            &[("row", number(*row)), ("mark", text(mark))],
        ),
        K::TowerMarkOne { row, piece } => with(
            "pos-tower-mark-one",
            &[("row", number(*row)), ("piece", text(piece))],
        ),
        K::TowerMarkZero { row, piece } => with(
            "pos-tower-mark-zero",
            &[("row", number(*row)), ("piece", text(piece))],
        ),
        K::TowerTooHigh { row, piece, height } => with(
            "pos-tower-too-high",
            &[
                ("row", number(*row)),
                ("piece", text(piece)),
                ("height", number(*height)),
            ],
        ),
        K::TooManyAnimals {
            side,
            animal,
            count,
            limit,
        } => with(
            "pos-too-many-animals",
            &[
                ("name", name(*side)),
                ("animal", animal_key(*animal)),
                ("count", number(*count)),
                ("limit", number(*limit)),
            ],
        ),
        K::TooManyPieces { side, count, limit } => with(
            "pos-too-many-pieces",
            &[
                ("name", name(*side)),
                ("other", name(side.other())),
                ("count", number(*count)),
                ("limit", number(*limit)),
            ],
        ),
        K::ScoredOnFarLine {
            square,
            side,
            animal,
        } => with(
            "pos-scored-on-far-line",
            &[
                g,
                ("square", text(square)),
                ("name", name(*side)),
                ("other", name(side.other())),
                ("animal", text_arg(animal_name(*animal))),
            ],
        ),
        K::TurnPastLimit { turn, limit } => with(
            "pos-turn-past-limit",
            &[("turn", number(*turn)), ("limit", number(*limit))],
        ),
        K::TurnParity { side, turn } => {
            // Who moves at this turn: the first player at even turns.
            let mover = if turn % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            with(
                "pos-turn-parity",
                &[
                    g,
                    ("name", name(*side)),
                    ("letter", text(side_letter(kind, *side))),
                    ("turn", number(*turn)),
                    ("mover", name(mover)),
                    (
                        "parity",
                        text_arg(if turn % 2 == 0 { "even" } else { "odd" }),
                    ),
                    ("first", name(Side::First)),
                    ("second", name(Side::Second)),
                ],
            )
        }
        K::ScoreTooHigh { side, score, limit } => with(
            "pos-score-too-high",
            &[
                g,
                ("name", name(*side)),
                ("score", number(*score)),
                ("limit", number(*limit)),
            ],
        ),
        K::WinnerToMove { side, score } => with(
            "pos-winner-to-move",
            &[g, ("name", name(*side)), ("score", number(*score))],
        ),
        K::KrakenCount { found } => with("pos-kraken-count", &[("found", number(*found))]),
        K::TooManyFish { side, count, limit } => with(
            "pos-too-many-fish",
            &[
                ("side", side_key(kind, *side)),
                ("count", number(*count)),
                ("limit", number(*limit)),
            ],
        ),
        K::KrakenTwice { square } => with("pos-kraken-twice", &[("square", text(square))]),
        K::KrakenOnStartFish { square } => {
            with("pos-kraken-on-start-fish", &[("square", text(square))])
        }
        K::FishWeight {
            square,
            fish,
            found,
        } => {
            let square = ("square", text(square));
            match found {
                Some(found) => with(
                    "pos-fish-weight",
                    &[square, ("fish", text(fish)), ("found", text(found))],
                ),
                None => with("pos-fish-weight-missing", &[square, ("fish", text(fish))]),
            }
        }
        K::BadFirstUnion { found } => with("pos-bad-first-union", &[("found", text(found))]),
        K::TooManyInHand { side, count, limit } => with(
            "pos-too-many-in-hand",
            &[
                ("name", name(*side)),
                ("count", number(*count)),
                ("limit", number(*limit)),
            ],
        ),
        K::TooManyStones {
            side,
            on_board,
            in_hand,
            limit,
        } => with(
            "pos-too-many-stones",
            &[
                ("name", name(*side)),
                ("on-board", number(*on_board)),
                ("in-hand", number(*in_hand)),
                ("total", number(on_board + in_hand)),
                ("limit", number(*limit)),
            ],
        ),
    }
}

/// Why a move text is not a move of the game at all.
fn malformed(reason: &MalformedReason) -> String {
    match reason {
        MalformedReason::NotAMove { game: kind } => with("move-not-a-move", &[game(*kind)]),
        MalformedReason::NotASquare { game: kind, found } => {
            with("move-not-a-square", &[game(*kind), ("found", text(found))])
        }
        MalformedReason::OffBoard { game: kind, square } => {
            with("move-off-board", &[game(*kind), ("square", text(square))])
        }
        MalformedReason::SquareMissing => with("move-square-missing", &[]),
    }
}

/// Why a well-formed move is not allowed; `kind` is the game it was tried in.
fn illegal(kind: GameKind, reason: &IllegalReason) -> String {
    use IllegalReason as R;
    let square = |value: &dyn ToString| ("square", text_arg(value.to_string()));
    let point = |value: &dyn ToString| ("point", text_arg(value.to_string()));
    match reason {
        R::NotLegalHere => with("move-not-legal-here", &[]),
        R::NoPieceThere { square: at } => with("move-no-piece-there", &[square(at)]),
        R::NotYourPiece { square: at, owner } => with(
            "move-not-your-piece",
            &[square(at), ("side", side_key(kind, *owner))],
        ),
        R::CannotMoveThere { animal, tower } => with(
            "move-cannot-move-there",
            &[
                ("animal", animal_key(*animal)),
                ("tower", text_arg(if *tower { "yes" } else { "no" })),
            ],
        ),
        R::OntoOwnPiece { square: at, side } => with(
            "move-onto-own-piece",
            &[square(at), ("side", side_key(kind, *side))],
        ),
        R::NothingToTake { from, to } => with(
            "move-nothing-to-take",
            &[("from", text(from)), ("to", text(to))],
        ),
        R::StackTooHigh {
            square: at,
            height,
            limit,
        } => with(
            "move-stack-too-high",
            &[
                square(at),
                ("height", number(*height)),
                ("limit", number(*limit)),
            ],
        ),
        R::NoOwnFish { square: at, side } => with(
            "move-no-own-fish",
            &[square(at), ("side", side_key(kind, *side))],
        ),
        R::NoDistance => with("move-no-distance", &[]),
        R::NotOnALine { from, to } => with(
            "move-not-on-a-line",
            &[("from", text(from)), ("to", text(to))],
        ),
        R::WrongDistance { fish } => with("move-wrong-distance", &[("fish", number(*fish))]),
        R::SwimsOffBoard { fish } => with("move-swims-off-board", &[("fish", number(*fish))]),
        R::JumpsOverOpponent { square: at } => with("move-jumps-over-opponent", &[square(at)]),
        R::LandsOnOwnFish { square: at } => with("move-lands-on-own-fish", &[square(at)]),
        R::LandsOnKraken { square: at } => with("move-lands-on-kraken", &[square(at)]),
        R::NoStonesInHand => with("move-no-stones-in-hand", &[]),
        R::StonesStillInHand => with("move-stones-still-in-hand", &[]),
        R::NotYourStone { point: at } => with("move-not-your-stone", &[point(at)]),
        R::NoStoneThere { point: at } => with("move-no-stone-there", &[point(at)]),
        R::PointNotEmpty { point: at } => with("move-point-not-empty", &[point(at)]),
        R::NotAdjacent { from, to } => with(
            "move-not-adjacent",
            &[("from", text(from)), ("to", text(to))],
        ),
        R::MustTake {
            stone_move,
            written,
        } => with(
            "move-must-take",
            &[
                ("stone-move", stone_move_key(*stone_move)),
                ("written", text(written)),
            ],
        ),
        R::ClosesNoMill { stone_move } => with(
            "move-closes-no-mill",
            &[("stone-move", stone_move_key(*stone_move))],
        ),
        R::NoOpponentStone {
            point: at,
            opponent,
        } => with(
            "move-no-opponent-stone",
            &[point(at), ("side", side_key(kind, *opponent))],
        ),
        R::AllInMills { opponent, written } => with(
            "move-all-in-mills",
            &[
                ("side", side_key(kind, *opponent)),
                ("written", text(written)),
            ],
        ),
        R::InMill { point: at } => with("move-in-mill", &[point(at)]),
    }
}

/// Why a move cannot be played, without the move text ("Eine Herzmuschel kann
/// nicht dorthin ziehen").
pub fn move_why(kind: GameKind, error: &MoveError) -> String {
    match error {
        MoveError::Malformed { why, .. } => malformed(why),
        MoveError::Illegal { why, .. } => illegal(kind, why),
        MoveError::GameOver { .. } => with("move-game-over", &[]),
    }
}

/// A refused move with its text ("b1-c3: Eine Herzmuschel kann nicht dorthin
/// ziehen").
pub fn move_error(kind: GameKind, error: &MoveError) -> String {
    with(
        "move-error",
        &[
            ("move", text(error.text())),
            ("why", text_arg(move_why(kind, error))),
        ],
    )
}

/// A record that could not be read or saved, in the user's language: the file, and
/// what is wrong. A refused move or position is worded from the rules' reason;
/// other problems name their kind, followed by the detail only the format can give
/// (a parser's "expected '>' at line 3"), as the records layer wrote it.
pub fn record_error(error: &RecordError) -> String {
    let what = match error.cause() {
        Some(RecordCause::Move {
            game: kind,
            ply,
            numbering,
            error: move_error,
        }) => {
            let (number, second) = numbering.at(*ply);
            let why = move_why(*kind, move_error);
            s::record_move_refused(number, second, move_error.text(), &why)
        }
        Some(RecordCause::Position(position)) => with(
            "record-bad-position",
            &[("detail", text_arg(position_error(position)))],
        ),
        None => record_problem(&error.kind, &error.message),
    };
    match &error.file {
        Some(file) => {
            let name = file.file_name().map_or_else(
                || file.display().to_string(),
                |name| name.to_string_lossy().to_string(),
            );
            with(
                "record-error-in-file",
                &[("file", text_arg(name)), ("what", text_arg(what))],
            )
        }
        None => what,
    }
}

/// A record's problem by its kind, with the records layer's detail.
fn record_problem(kind: &RecordErrorKind, detail: &str) -> String {
    let detail = || ("detail", text_arg(detail));
    match kind {
        RecordErrorKind::Io => with("record-io", &[detail()]),
        RecordErrorKind::NotARecord => with("record-not-a-record", &[detail()]),
        RecordErrorKind::Damaged => with("record-damaged", &[detail()]),
        RecordErrorKind::NewerFormat { found, supported } => with(
            "record-newer-format",
            &[("found", number(*found)), ("supported", number(*supported))],
        ),
        RecordErrorKind::UnknownGame(id) => {
            let known: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
            with(
                "record-unknown-game",
                &[("id", text(id)), ("known", text_arg(known.join(", ")))],
            )
        }
        RecordErrorKind::BadOptions => with("record-bad-options", &[detail()]),
        RecordErrorKind::BadPosition => with("record-bad-position", &[detail()]),
        RecordErrorKind::BadMove => with("record-bad-move", &[detail()]),
        RecordErrorKind::WrongResult => with("record-wrong-result", &[detail()]),
        RecordErrorKind::Invalid => with("record-invalid", &[detail()]),
    }
}
