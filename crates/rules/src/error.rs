//! The rules' errors as kinds: what is wrong with a position text or a move, with
//! the data it concerns (the row, the square, the piece, the count). Each says
//! what it is as a message of the catalogue ([`Words`]: an id of
//! `assets/i18n/*.ftl` and its arguments), so that the app words it in the
//! user's language and `Display` gives the English the command line and the
//! records print, from the same file: each sentence is written once per language.
//!
//! A position error also names its game: the four games' texts differ in their
//! fields, squares and pieces, and the same kind (say, a wrong number of rows) is
//! explained in the terms of the game it happened in (the message selects its
//! variant by `$game`).

use std::fmt;

use bernstein_words::{Arg, Worded, Words};

use super::{GameKind, Side};
use super::{muehle::Point, piranhas, sea};

/// A position text that could not be read: which game, and what is wrong where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    game: GameKind,
    kind: PositionErrorKind,
}

impl PositionError {
    pub fn new(game: GameKind, kind: PositionErrorKind) -> PositionError {
        PositionError { game, kind }
    }

    /// The game whose position text this was.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// What is wrong, with the data it concerns.
    pub fn kind(&self) -> &PositionErrorKind {
        &self.kind
    }

    /// The English sentence, as [`fmt::Display`] writes it.
    pub fn message(&self) -> String {
        self.to_string()
    }

    /// What is wrong, as a message of the catalogue.
    pub fn words(&self) -> Words {
        position_words(self.game, &self.kind)
    }
}

/// A field of a position text that holds a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberField {
    /// The turn (plies played): Ostsee games and Piranhas.
    Turn,
    /// A side's ambers or victory points (Ostsee games).
    Score(Side),
    /// A side's stones in hand (Mühle).
    StonesInHand(Side),
    /// Plies since the last removal (Mühle).
    PliesSinceRemoval,
    /// The move number (Mühle).
    MoveNumber,
}

/// Why a position text was refused. Rows are numbered as the game's text names
/// them (the Ostsee games count rows from the top, 1 to 8; Piranhas by its row
/// 9 to 0; Mühle by rank 7 to 1), columns from 0 (file a, column A).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionErrorKind {
    /// The text does not have the game's number of space-separated fields.
    FieldCount { expected: usize, found: usize },
    /// The board does not have the game's number of rows.
    RowCount { expected: usize, found: usize },
    /// A row does not have the game's number of squares (points in Mühle).
    RowLength {
        row: u8,
        expected: usize,
        found: usize,
    },
    /// A character on the board that is neither a piece of the game nor empty.
    UnknownPiece { row: u8, column: u8, found: char },
    /// The side-to-move field is not one of the game's two letters.
    BadSideToMove { found: String },
    /// A number field that does not hold a number in range.
    BadNumber { field: NumberField, found: String },
    /// Ostsee games: the scores are not written `<red>:<blue>`.
    ScoresNotPaired { found: String },
    /// Mühle: the stones in hand are not written `white:black`.
    HandNotPaired { found: String },
    /// Ostsee games: a tower mark (a digit) with no piece before it.
    TowerMarkWithoutPiece { row: u8, mark: char },
    /// Ostsee games: the mark `1` after a piece (a single piece has none).
    TowerMarkOne { row: u8, piece: char },
    /// Ostsee games: the mark `0` after a piece.
    TowerMarkZero { row: u8, piece: char },
    /// Ostsee games: a tower of 3 or more, which never stays on the board.
    TowerTooHigh { row: u8, piece: char, height: u8 },
    /// Ostsee games: more stacks topped by an animal than a player's set holds.
    TooManyAnimals {
        side: Side,
        animal: sea::Animal,
        count: u32,
        limit: u32,
    },
    /// Ostsee games: more pieces on the board (under towers too) than a player has.
    TooManyPieces { side: Side, count: u32, limit: u32 },
    /// Ostsee games: a piece on the opponent's start line that would have scored
    /// there and left the board.
    ScoredOnFarLine {
        square: sea::Square,
        side: Side,
        animal: sea::Animal,
    },
    /// Ostseeschach and Piranhas: a turn past the round limit.
    TurnPastLimit { turn: u32, limit: u32 },
    /// Ostseeschach and Piranhas: the side to move does not match the turn's parity.
    TurnParity { side: Side, turn: u32 },
    /// Ostsee games: a score the game cannot reach.
    ScoreTooHigh { side: Side, score: u8, limit: u8 },
    /// Ostsee games: a side with the winning score is to move (the game ended).
    WinnerToMove { side: Side, score: u8 },
    /// Piranhas: not exactly two kraken.
    KrakenCount { found: u32 },
    /// Piranhas: more fish of a colour than a player has.
    TooManyFish { side: Side, count: u32, limit: u32 },
    /// Piranhas: both kraken placed on one square.
    KrakenTwice { square: piranhas::Square },
    /// Piranhas: a kraken placed where a fish starts.
    KrakenOnStartFish { square: piranhas::Square },
    /// Piranhas 2026: a fish letter not followed by its weight 1, 2 or 3 (`found`
    /// is what followed, if anything).
    FishWeight {
        square: piranhas::Square,
        fish: char,
        found: Option<char>,
    },
    /// Piranhas 2026: the first-union field is not `r`, `b` or `-`.
    BadFirstUnion { found: String },
    /// Mühle: more stones in hand than a player has.
    TooManyInHand { side: Side, count: u8, limit: u8 },
    /// Mühle: more stones on the board and in hand together than a player has.
    TooManyStones {
        side: Side,
        on_board: u8,
        in_hand: u8,
        limit: u8,
    },
}

/// A side's name as a message of its own ("Red", "Rot").
fn side_name(game: GameKind, side: Side) -> Arg {
    Words::new(format!("side-{}", game.side_name(side).to_lowercase())).into()
}

/// A side as a selector key ("red", "white"), for adjectives that agree with it.
fn side_key(game: GameKind, side: Side) -> Arg {
    Arg::text(game.side_name(side).to_lowercase())
}

/// The letter a side is written with in position texts: its colour's initial.
fn side_letter(game: GameKind, side: Side) -> Arg {
    Arg::text(
        game.side_name(side)
            .chars()
            .next()
            .map_or('?', |c| c.to_ascii_lowercase()),
    )
}

/// An animal's name as a message of its own ("cockle", "Herzmuschel").
fn animal_name(animal: sea::Animal) -> Arg {
    Words::new(format!("animal-{}", animal.name())).into()
}

fn count(value: impl Into<f64>) -> Arg {
    Arg::count(value)
}

/// A size as a number (sizes of the games' texts are small).
fn size(value: usize) -> Arg {
    Arg::count(value as f64)
}

/// The message of a position error of `game` about how its text is written.
fn position_words(game: GameKind, kind: &PositionErrorKind) -> Words {
    use PositionErrorKind as K;
    let message = |id: &'static str| Words::new(id).with("game", Arg::text(game.id()));
    let name = |side: Side| side_name(game, side);
    match kind {
        K::FieldCount { expected, found } => message("pos-field-count")
            .with("expected", size(*expected))
            .with("found", size(*found)),
        K::RowCount { expected, found } => message("pos-row-count")
            .with("expected", size(*expected))
            .with("found", size(*found)),
        K::RowLength {
            row,
            expected,
            found,
        } => message("pos-row-length")
            .with("row", count(*row))
            .with("expected", size(*expected))
            .with("found", size(*found)),
        K::UnknownPiece { row, column, found } => message("pos-unknown-piece")
            .with("row", count(*row))
            .with("found", Arg::text(found))
            .with("file-upper", Arg::text((b'A' + column) as char))
            .with("file-lower", Arg::text((b'a' + column) as char)),
        K::BadSideToMove { found } => message("pos-bad-side").with("found", Arg::text(found)),
        K::BadNumber { field, found } => {
            let found = Arg::text(found);
            match field {
                NumberField::Turn => message("pos-bad-turn").with("found", found),
                NumberField::Score(side) => message("pos-bad-score")
                    .with("name", name(*side))
                    .with("found", found),
                NumberField::StonesInHand(side) => Words::new("pos-bad-stones-in-hand")
                    .with("name", name(*side))
                    .with("found", found),
                NumberField::PliesSinceRemoval => {
                    Words::new("pos-bad-plies-since-removal").with("found", found)
                }
                NumberField::MoveNumber => Words::new("pos-bad-move-number").with("found", found),
            }
        }
        K::ScoresNotPaired { found } => {
            message("pos-scores-not-paired").with("found", Arg::text(found))
        }
        K::HandNotPaired { found } => {
            Words::new("pos-hand-not-paired").with("found", Arg::text(found))
        }
        K::TowerMarkWithoutPiece { row, mark } => Words::new("pos-tower-mark-without-piece")
            .with("row", count(*row))
            .with("mark", Arg::text(mark)),
        K::TowerMarkOne { row, piece } => Words::new("pos-tower-mark-one")
            .with("row", count(*row))
            .with("piece", Arg::text(piece)),
        K::TowerMarkZero { row, piece } => Words::new("pos-tower-mark-zero")
            .with("row", count(*row))
            .with("piece", Arg::text(piece)),
        K::TowerTooHigh { row, piece, height } => Words::new("pos-tower-too-high")
            .with("row", count(*row))
            .with("piece", Arg::text(piece))
            .with("height", count(*height)),
        _ => count_words(game, kind),
    }
}

/// The message of a position error about the pieces, scores and turns a
/// position holds (the counts the games allow).
fn count_words(game: GameKind, kind: &PositionErrorKind) -> Words {
    use PositionErrorKind as K;
    let message = |id: &'static str| Words::new(id).with("game", Arg::text(game.id()));
    let name = |side: Side| side_name(game, side);
    match kind {
        K::TooManyAnimals {
            side,
            animal,
            count: found,
            limit,
        } => Words::new("pos-too-many-animals")
            .with("name", name(*side))
            .with("animal", Arg::text(animal.name()))
            .with("count", count(*found))
            .with("limit", count(*limit)),
        K::TooManyPieces {
            side,
            count: found,
            limit,
        } => Words::new("pos-too-many-pieces")
            .with("name", name(*side))
            .with("other", name(side.other()))
            .with("count", count(*found))
            .with("limit", count(*limit)),
        K::ScoredOnFarLine {
            square,
            side,
            animal,
        } => message("pos-scored-on-far-line")
            .with("square", Arg::text(square))
            .with("name", name(*side))
            .with("other", name(side.other()))
            .with("animal", animal_name(*animal)),
        K::TurnPastLimit { turn, limit } => Words::new("pos-turn-past-limit")
            .with("turn", count(*turn))
            .with("limit", count(*limit)),
        K::TurnParity { side, turn } => {
            // Who moves at this turn: the first player at even turns.
            let (mover, parity) = if turn % 2 == 0 {
                (Side::First, "even")
            } else {
                (Side::Second, "odd")
            };
            message("pos-turn-parity")
                .with("name", name(*side))
                .with("letter", side_letter(game, *side))
                .with("turn", count(*turn))
                .with("mover", name(mover))
                .with("parity", Arg::text(parity))
                .with("first", name(Side::First))
                .with("second", name(Side::Second))
        }
        K::ScoreTooHigh { side, score, limit } => message("pos-score-too-high")
            .with("name", name(*side))
            .with("score", count(*score))
            .with("limit", count(*limit)),
        K::WinnerToMove { side, score } => message("pos-winner-to-move")
            .with("name", name(*side))
            .with("score", count(*score)),
        K::KrakenCount { found } => Words::new("pos-kraken-count").with("found", count(*found)),
        K::TooManyFish {
            side,
            count: found,
            limit,
        } => Words::new("pos-too-many-fish")
            .with("side", side_key(game, *side))
            .with("count", count(*found))
            .with("limit", count(*limit)),
        K::KrakenTwice { square } => {
            Words::new("pos-kraken-twice").with("square", Arg::text(square))
        }
        K::KrakenOnStartFish { square } => {
            Words::new("pos-kraken-on-start-fish").with("square", Arg::text(square))
        }
        K::FishWeight {
            square,
            fish,
            found,
        } => match found {
            Some(found) => Words::new("pos-fish-weight")
                .with("square", Arg::text(square))
                .with("fish", Arg::text(fish))
                .with("found", Arg::text(found)),
            None => Words::new("pos-fish-weight-missing")
                .with("square", Arg::text(square))
                .with("fish", Arg::text(fish)),
        },
        K::BadFirstUnion { found } => {
            Words::new("pos-bad-first-union").with("found", Arg::text(found))
        }
        K::TooManyInHand {
            side,
            count: found,
            limit,
        } => Words::new("pos-too-many-in-hand")
            .with("name", name(*side))
            .with("count", count(*found))
            .with("limit", count(*limit)),
        K::TooManyStones {
            side,
            on_board,
            in_hand,
            limit,
        } => Words::new("pos-too-many-stones")
            .with("name", name(*side))
            .with("on-board", count(*on_board))
            .with("in-hand", count(*in_hand))
            .with("total", count(on_board + in_hand))
            .with("limit", count(*limit)),
        // How the text is written: the other function's.
        K::FieldCount { .. }
        | K::RowCount { .. }
        | K::RowLength { .. }
        | K::UnknownPiece { .. }
        | K::BadSideToMove { .. }
        | K::BadNumber { .. }
        | K::ScoresNotPaired { .. }
        | K::HandNotPaired { .. }
        | K::TowerMarkWithoutPiece { .. }
        | K::TowerMarkOne { .. }
        | K::TowerMarkZero { .. }
        | K::TowerTooHigh { .. } => position_words(game, kind),
    }
}

impl Worded for PositionError {
    fn words(&self) -> Words {
        PositionError::words(self)
    }
}

/// The English of [`PositionError::words`].
impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.words().fmt(f)
    }
}

impl std::error::Error for PositionError {}

/// Why a move text is not a move of the game at all (before any rule is asked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MalformedReason {
    /// Not shaped like a move of the game (no separator; in Mühle, no text at all).
    NotAMove { game: GameKind },
    /// A square (a point in Mühle) that is not written like one.
    NotASquare { game: GameKind, found: String },
    /// A square (a point in Mühle) written like one but not on the board.
    OffBoard { game: GameKind, square: String },
    /// Piranhas: one side of the separator is empty.
    SquareMissing,
}

impl MalformedReason {
    /// Why the text is not a move, as a message of the catalogue.
    pub fn words(&self) -> Words {
        let game = |kind: &GameKind| Arg::text(kind.id());
        match self {
            MalformedReason::NotAMove { game: kind } => {
                Words::new("move-not-a-move").with("game", game(kind))
            }
            MalformedReason::NotASquare { game: kind, found } => Words::new("move-not-a-square")
                .with("game", game(kind))
                .with("found", Arg::text(found)),
            MalformedReason::OffBoard { game: kind, square } => Words::new("move-off-board")
                .with("game", game(kind))
                .with("square", Arg::text(square)),
            MalformedReason::SquareMissing => Words::new("move-square-missing"),
        }
    }
}

impl Worded for MalformedReason {
    fn words(&self) -> Words {
        MalformedReason::words(self)
    }
}

/// The English of [`MalformedReason::words`].
impl fmt::Display for MalformedReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.words().fmt(f)
    }
}

impl std::error::Error for MalformedReason {}

/// Whether a Mühle move places a stone or moves one (messages name it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneMove {
    Placement,
    Move,
}

impl fmt::Display for StoneMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StoneMove::Placement => "placement",
            StoneMove::Move => "move",
        })
    }
}

/// Why a well-formed move is not allowed in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// Not among the position's legal moves (a move given as a value).
    NotLegalHere,
    /// Ostsee games: no piece on the square moved from.
    NoPieceThere { square: sea::Square },
    /// Ostsee games: the piece moved belongs to the other side.
    NotYourPiece { square: sea::Square, owner: Side },
    /// Ostsee games: the animal (topping a tower, or alone) does not move that way.
    CannotMoveThere { animal: sea::Animal, tower: bool },
    /// Ostsee games: the target holds a piece of the mover's side.
    OntoOwnPiece { square: sea::Square, side: Side },
    /// Ostsee games: written as a capture (`x`) onto an empty square.
    NothingToTake { from: sea::Square, to: sea::Square },
    /// Original Ostsee-Schach: the move would build a stack above the limit.
    StackTooHigh {
        square: sea::Square,
        height: u8,
        limit: u8,
    },
    /// Piranhas: no fish of the side to move on the square moved from.
    NoOwnFish {
        square: piranhas::Square,
        side: Side,
    },
    /// Piranhas: from and to are the same square.
    NoDistance,
    /// Piranhas: the target is on no row, column or diagonal through the fish.
    NotOnALine {
        from: piranhas::Square,
        to: piranhas::Square,
    },
    /// Piranhas: the distance differs from the number of fish on the line.
    WrongDistance { fish: u8 },
    /// Piranhas: the line's fish count would take the fish off the board.
    SwimsOffBoard { fish: u8 },
    /// Piranhas: an opposing fish stands between (the first one seen).
    JumpsOverOpponent { square: piranhas::Square },
    /// Piranhas: the target holds an own fish.
    LandsOnOwnFish { square: piranhas::Square },
    /// Piranhas: the target holds a kraken.
    LandsOnKraken { square: piranhas::Square },
    /// Mühle: a placement with no stones left in hand.
    NoStonesInHand,
    /// Mühle: a stone moved while stones are still in hand.
    StonesStillInHand,
    /// Mühle: the stone moved belongs to the opponent.
    NotYourStone { point: Point },
    /// Mühle: no stone on the point moved from.
    NoStoneThere { point: Point },
    /// Mühle: the target point is taken.
    PointNotEmpty { point: Point },
    /// Mühle: a step to a point that is not next to it (and flying is not allowed).
    NotAdjacent { from: Point, to: Point },
    /// Mühle: the move closes a mill but names no stone to take; `written` is the
    /// move as the user wrote it, without the removal.
    MustTake {
        stone_move: StoneMove,
        written: String,
    },
    /// Mühle: a removal named though the move closes no mill.
    ClosesNoMill { stone_move: StoneMove },
    /// Mühle: the named removal is not an opponent's stone.
    NoOpponentStone { point: Point, opponent: Side },
    /// Mühle: every opposing stone stands in a mill, so the move takes none.
    AllInMills { opponent: Side, written: String },
    /// Mühle: the named stone stands in a mill and others do not.
    InMill { point: Point },
}

impl IllegalReason {
    /// Why the move is not allowed, as a message of the catalogue. Each reason
    /// belongs to one family of games, whose sides it names.
    pub fn words(&self) -> Words {
        use IllegalReason as R;
        let sea_side = |side: Side| side_key(GameKind::Ostseeschach, side);
        let fish_side = |side: Side| side_key(GameKind::Piranhas, side);
        let muehle_side = |side: Side| side_key(GameKind::Muehle, side);
        let square = |id: &'static str, at: &dyn ToString| {
            Words::new(id).with("square", Arg::text(at.to_string()))
        };
        let point = |id: &'static str, at: &Point| Words::new(id).with("point", Arg::text(at));
        let from_to = |id: &'static str, from: &dyn ToString, to: &dyn ToString| {
            Words::new(id)
                .with("from", Arg::text(from.to_string()))
                .with("to", Arg::text(to.to_string()))
        };
        let stone_move = |stone_move: &StoneMove| Arg::text(stone_move);
        match self {
            R::NotLegalHere => Words::new("move-not-legal-here"),
            R::NoPieceThere { square: at } => square("move-no-piece-there", at),
            R::NotYourPiece { square: at, owner } => {
                square("move-not-your-piece", at).with("side", sea_side(*owner))
            }
            R::CannotMoveThere { animal, tower } => Words::new("move-cannot-move-there")
                .with("animal", Arg::text(animal.name()))
                .with("tower", Arg::text(if *tower { "yes" } else { "no" })),
            R::OntoOwnPiece { square: at, side } => {
                square("move-onto-own-piece", at).with("side", sea_side(*side))
            }
            R::NothingToTake { from, to } => from_to("move-nothing-to-take", from, to),
            R::StackTooHigh {
                square: at,
                height,
                limit,
            } => square("move-stack-too-high", at)
                .with("height", count(*height))
                .with("limit", count(*limit)),
            R::NoOwnFish { square: at, side } => {
                square("move-no-own-fish", at).with("side", fish_side(*side))
            }
            R::NoDistance => Words::new("move-no-distance"),
            R::NotOnALine { from, to } => from_to("move-not-on-a-line", from, to),
            R::WrongDistance { fish } => {
                Words::new("move-wrong-distance").with("fish", count(*fish))
            }
            R::SwimsOffBoard { fish } => {
                Words::new("move-swims-off-board").with("fish", count(*fish))
            }
            R::JumpsOverOpponent { square: at } => square("move-jumps-over-opponent", at),
            R::LandsOnOwnFish { square: at } => square("move-lands-on-own-fish", at),
            R::LandsOnKraken { square: at } => square("move-lands-on-kraken", at),
            R::NoStonesInHand => Words::new("move-no-stones-in-hand"),
            R::StonesStillInHand => Words::new("move-stones-still-in-hand"),
            R::NotYourStone { point: at } => point("move-not-your-stone", at),
            R::NoStoneThere { point: at } => point("move-no-stone-there", at),
            R::PointNotEmpty { point: at } => point("move-point-not-empty", at),
            R::NotAdjacent { from, to } => from_to("move-not-adjacent", from, to),
            R::MustTake {
                stone_move: kind,
                written,
            } => Words::new("move-must-take")
                .with("stone-move", stone_move(kind))
                .with("written", Arg::text(written)),
            R::ClosesNoMill { stone_move: kind } => {
                Words::new("move-closes-no-mill").with("stone-move", stone_move(kind))
            }
            R::NoOpponentStone {
                point: at,
                opponent,
            } => point("move-no-opponent-stone", at).with("side", muehle_side(*opponent)),
            R::AllInMills { opponent, written } => Words::new("move-all-in-mills")
                .with("side", muehle_side(*opponent))
                .with("written", Arg::text(written)),
            R::InMill { point: at } => point("move-in-mill", at),
        }
    }
}

impl Worded for IllegalReason {
    fn words(&self) -> Words {
        IllegalReason::words(self)
    }
}

/// The English of [`IllegalReason::words`].
impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.words().fmt(f)
    }
}

/// A move text that could not be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move of this game at all, e.g. "square k9 is off the board".
    Malformed { text: String, why: MalformedReason },
    /// The text names a move the rules do not allow here, e.g. "a cockle cannot move there".
    Illegal { text: String, why: IllegalReason },
    /// The game is over: no move may be played.
    GameOver { text: String },
}

impl MoveError {
    pub fn malformed(text: &str, why: MalformedReason) -> MoveError {
        MoveError::Malformed {
            text: text.to_string(),
            why,
        }
    }

    pub fn illegal(text: &str, why: IllegalReason) -> MoveError {
        MoveError::Illegal {
            text: text.to_string(),
            why,
        }
    }

    /// The move text the error is about.
    pub fn text(&self) -> &str {
        match self {
            MoveError::Malformed { text, .. }
            | MoveError::Illegal { text, .. }
            | MoveError::GameOver { text } => text,
        }
    }

    /// Why the move cannot be played, without the move text (English).
    pub fn why(&self) -> String {
        self.why_words().to_string()
    }

    /// Why the move cannot be played, without the move text, as a message of the
    /// catalogue.
    pub fn why_words(&self) -> Words {
        match self {
            MoveError::Malformed { why, .. } => why.words(),
            MoveError::Illegal { why, .. } => why.words(),
            MoveError::GameOver { .. } => Words::new("move-game-over"),
        }
    }

    /// The move text and why it cannot be played ("b1-c3: a cockle cannot move
    /// there"), as a message of the catalogue.
    pub fn words(&self) -> Words {
        Words::new("move-error")
            .with("move", Arg::text(self.text()))
            .with("why", self.why_words())
    }
}

impl Worded for MoveError {
    fn words(&self) -> Words {
        MoveError::words(self)
    }
}

/// The English of [`MoveError::words`].
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.words().fmt(f)
    }
}

impl std::error::Error for MoveError {}
