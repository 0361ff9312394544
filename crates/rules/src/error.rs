//! The rules' errors as kinds: what is wrong with a position text or a move, with
//! the data it concerns (the row, the square, the piece, the count), so that the
//! app can word each one in the user's language. `Display` gives the English
//! sentence the command line and the records print; the app's English
//! (`assets/i18n/en.ftl`) says the same, which `tests/app_error_words.rs` checks.
//!
//! A position error also names its game: the four games' texts differ in their
//! fields, squares and pieces, and the same kind (say, a wrong number of rows) is
//! explained in the terms of the game it happened in.

use std::fmt;

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

/// The Ostsee games' score, plural: "ambers" or "victory points".
fn score_plural(game: GameKind) -> &'static str {
    match game {
        GameKind::OstseeschachOriginal => "victory points",
        _ => "ambers",
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionErrorKind as K;
        let game = self.game;
        let name = |side: Side| game.side_name(side);
        match &self.kind {
            K::FieldCount { expected, found } => match game {
                GameKind::Piranhas2026 => write!(
                    f,
                    "expected {expected} fields separated by spaces (board, side, turn, first union), found {found}"
                ),
                GameKind::Piranhas => write!(
                    f,
                    "expected {expected} fields separated by spaces (board, side, turn), found {found}"
                ),
                GameKind::Muehle => write!(
                    f,
                    "expected {expected} fields separated by spaces (board, side to move, stones in hand \
                     white:black, plies since removal, move number), found {found}"
                ),
                _ => write!(
                    f,
                    "expected {expected} fields '<board> <side> <turn> <red>:<blue>', found {found}"
                ),
            },
            K::RowCount { expected, found } => match game {
                GameKind::Piranhas | GameKind::Piranhas2026 => write!(
                    f,
                    "the board has {found} rows, expected {expected} separated by '/'"
                ),
                GameKind::Muehle => write!(
                    f,
                    "the board has {found} rows, expected {expected} (ranks 7 to 1, separated by '/')"
                ),
                _ => write!(f, "the board has {found} rows, expected {expected}"),
            },
            K::RowLength {
                row,
                expected,
                found,
            } => match game {
                GameKind::Muehle => {
                    write!(f, "rank {row} has {found} points, expected {expected}")
                }
                _ => write!(f, "row {row} has {found} squares, expected {expected}"),
            },
            K::UnknownPiece { row, column, found } => match game {
                GameKind::Piranhas2026 => write!(
                    f,
                    "unexpected '{found}' on {}{row}: expected R1–R3 (red fish), B1–B3 (blue fish), K (kraken) or . (empty)",
                    (b'A' + column) as char
                ),
                GameKind::Piranhas => write!(
                    f,
                    "unexpected '{found}' on {}{row}: expected R (red fish), B (blue fish), K (kraken) or . (empty)",
                    (b'A' + column) as char
                ),
                GameKind::Muehle => write!(
                    f,
                    "rank {row}: '{found}' on {}{row} is not W, B or .",
                    (b'a' + column) as char
                ),
                _ => write!(
                    f,
                    "row {row}: '{found}' is not a piece (H M S R: upper case Red, lower case Blue) or '.'"
                ),
            },
            K::BadSideToMove { found } => match game {
                GameKind::Piranhas | GameKind::Piranhas2026 => {
                    write!(f, "side to move must be 'r' or 'b', found '{found}'")
                }
                GameKind::Muehle => write!(f, "side to move '{found}' must be w or b"),
                _ => write!(f, "side '{found}' is neither r (Red) nor b (Blue)"),
            },
            K::BadNumber { field, found } => match field {
                NumberField::Turn
                    if matches!(game, GameKind::Piranhas | GameKind::Piranhas2026) =>
                {
                    write!(
                        f,
                        "turn must be a whole number from 0 to 60, found '{found}'"
                    )
                }
                NumberField::Turn => write!(f, "turn '{found}' is not a number of plies"),
                NumberField::Score(side) => write!(
                    f,
                    "{}'s {} '{found}' is not a small number",
                    name(*side),
                    score_plural(game)
                ),
                NumberField::StonesInHand(side) => write!(
                    f,
                    "{}'s stones in hand '{found}' is not a number 0-9",
                    name(*side)
                ),
                NumberField::PliesSinceRemoval => {
                    write!(f, "plies since removal '{found}' is not a whole number")
                }
                NumberField::MoveNumber => {
                    write!(f, "move number '{found}' must be a whole number from 1")
                }
            },
            K::ScoresNotPaired { found } => write!(
                f,
                "{} '{found}' are not written <red>:<blue>",
                score_plural(game)
            ),
            K::HandNotPaired { found } => write!(
                f,
                "stones in hand '{found}' must be written white:black, e.g. 9:9"
            ),
            K::TowerMarkWithoutPiece { row, mark } => {
                write!(f, "row {row}: tower mark '{mark}' does not follow a piece")
            }
            K::TowerMarkOne { row, piece } => write!(
                f,
                "row {row}: tower mark '1' after '{piece}': a single piece has no mark"
            ),
            K::TowerMarkZero { row, piece } => write!(
                f,
                "row {row}: tower mark '0' after '{piece}' is not a height"
            ),
            K::TowerTooHigh { row, piece, height } => write!(
                f,
                "row {row}: a tower of {height} after '{piece}': towers of 3 or more never stay on the board"
            ),
            K::TooManyAnimals {
                side,
                animal,
                count,
                limit,
            } => write!(
                f,
                "{} has {count} {} on the board, a player has only {limit}",
                name(*side),
                animal.plural()
            ),
            K::TooManyPieces { side, count, limit } => write!(
                f,
                "{} has {count} pieces on the board (counting those under {}'s towers), a player has only {limit}",
                name(*side),
                name(side.other())
            ),
            K::ScoredOnFarLine {
                square,
                side,
                animal,
            } => write!(
                f,
                "{square}: a {} {} on {}'s start line would have scored {} and left the board",
                name(*side),
                animal.name(),
                name(side.other()),
                match game {
                    GameKind::OstseeschachOriginal => "a victory point",
                    _ => "an amber",
                }
            ),
            K::TurnPastLimit { turn, limit } => write!(
                f,
                "turn {turn} is past the round limit: the game ends at turn {limit}"
            ),
            K::TurnParity { side, turn } => {
                let parity_side = if turn % 2 == 0 {
                    Side::First
                } else {
                    Side::Second
                };
                match game {
                    GameKind::Piranhas | GameKind::Piranhas2026 => write!(
                        f,
                        "side '{}' does not match turn {turn}: {} moves at {} turns",
                        if *side == Side::First { 'r' } else { 'b' },
                        name(parity_side),
                        if parity_side == Side::First {
                            "even"
                        } else {
                            "odd"
                        }
                    ),
                    _ => write!(
                        f,
                        "{} cannot be to move at turn {turn}: Red moves when the turn is even, Blue when it is odd",
                        name(*side)
                    ),
                }
            }
            K::ScoreTooHigh { side, score, limit } => match game {
                GameKind::OstseeschachOriginal => write!(
                    f,
                    "{} has {score} victory points; the game ends at {limit}",
                    name(*side)
                ),
                _ => write!(
                    f,
                    "{} has {score} ambers; at most {limit} can be earned before the game ends",
                    name(*side)
                ),
            },
            K::WinnerToMove { side, score } => match game {
                GameKind::OstseeschachOriginal => write!(
                    f,
                    "{} has {score} victory points but is to move: the game ended when {} reached {score}",
                    name(*side),
                    name(*side)
                ),
                _ => write!(
                    f,
                    "{} has {score} ambers but is to move: the game would have ended after {}'s last move",
                    name(*side),
                    name(*side)
                ),
            },
            K::KrakenCount { found } => {
                write!(f, "the board has {found} kraken, expected exactly 2")
            }
            K::TooManyFish { side, count, limit } => write!(
                f,
                "the board has {count} {} fish, at most {limit} are allowed",
                name(*side).to_lowercase()
            ),
            K::KrakenTwice { square } => write!(f, "the two kraken cannot both be on {square}"),
            K::KrakenOnStartFish { square } => {
                write!(f, "a kraken cannot stand on {square}: a fish starts there")
            }
            K::FishWeight {
                square,
                fish,
                found,
            } => match found {
                Some(found) => write!(
                    f,
                    "the fish '{fish}' on {square} is followed by '{found}': its weight must be 1, 2 or 3"
                ),
                None => write!(
                    f,
                    "the fish '{fish}' on {square} has no weight: write 1, 2 or 3 after it"
                ),
            },
            K::BadFirstUnion { found } => write!(
                f,
                "who first formed a swarm must be 'r', 'b' or '-', found '{found}'"
            ),
            K::TooManyInHand { side, count, limit } => write!(
                f,
                "{} has {count} stones in hand, at most {limit}",
                name(*side)
            ),
            K::TooManyStones {
                side,
                on_board,
                in_hand,
                limit,
            } => write!(
                f,
                "{} has {on_board} stones on the board and {in_hand} in hand: {} stones, at most {limit}",
                name(*side),
                on_board + in_hand
            ),
        }
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

impl fmt::Display for MalformedReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MalformedReason::NotAMove { game } => f.write_str(match game {
                GameKind::Piranhas | GameKind::Piranhas2026 => {
                    "expected a move like A4-C4, or A2xC0 for a capture"
                }
                GameKind::Muehle => "no move given: write e.g. d2, f6-f4 or f6-f4xd1",
                _ => "expected a move like b1-c2 (or b1xc2 onto an opposing piece)",
            }),
            MalformedReason::NotASquare { game, found } => match game {
                GameKind::Piranhas | GameKind::Piranhas2026 => write!(
                    f,
                    "'{found}' is not a square (expected a column A–J and a row 0–9, e.g. C4)"
                ),
                GameKind::Muehle => {
                    write!(f, "'{found}' is not a point: files a–g, ranks 1–7, e.g. d2")
                }
                _ => write!(f, "'{found}' is not a square (like b1)"),
            },
            MalformedReason::OffBoard { game, square } => match game {
                GameKind::Muehle => write!(f, "point {square} is not on the board"),
                _ => write!(f, "square {square} is off the board"),
            },
            MalformedReason::SquareMissing => f.write_str("a square is missing"),
        }
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

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        let sea_side = |side: Side| GameKind::Ostseeschach.side_name(side);
        let muehle_side = |side: Side| GameKind::Muehle.side_name(side).to_lowercase();
        match self {
            R::NotLegalHere => f.write_str("not a legal move in this position"),
            R::NoPieceThere { square } => write!(f, "no piece on {square}"),
            R::NotYourPiece { square, owner } => {
                write!(f, "{square} holds a {} piece", sea_side(*owner))
            }
            R::CannotMoveThere { animal, tower } => {
                if *tower {
                    write!(f, "a tower topped by a {} cannot move there", animal.name())
                } else {
                    write!(f, "a {} cannot move there", animal.name())
                }
            }
            R::OntoOwnPiece { square, side } => write!(
                f,
                "{square} holds a {} piece: no piece may move onto its own side's",
                sea_side(*side)
            ),
            R::NothingToTake { from, to } => write!(
                f,
                "{to} is empty, nothing to take there (write {from}-{to})"
            ),
            R::StackTooHigh {
                square,
                height,
                limit,
            } => write!(
                f,
                "the stack on {square} would be {height} high, at most {limit} is allowed"
            ),
            R::NoOwnFish { square, side } => write!(
                f,
                "no {} fish on {square}",
                GameKind::Piranhas.side_name(*side).to_lowercase()
            ),
            R::NoDistance => f.write_str("a fish must swim at least one square"),
            R::NotOnALine { from, to } => {
                write!(f, "{to} is not on a row, column or diagonal through {from}")
            }
            R::WrongDistance { fish } => write!(
                f,
                "the line holds {fish} fish, so this fish moves {fish} {}",
                if *fish == 1 { "square" } else { "squares" }
            ),
            R::SwimsOffBoard { fish } => write!(
                f,
                "the line holds {fish} fish, so this fish would swim off the board"
            ),
            R::JumpsOverOpponent { square } => {
                write!(f, "cannot jump over an opposing fish on {square}")
            }
            R::LandsOnOwnFish { square } => write!(f, "cannot land on an own fish on {square}"),
            R::LandsOnKraken { square } => write!(f, "cannot land on the kraken on {square}"),
            R::NoStonesInHand => {
                f.write_str("you have no stones in hand: move a stone, e.g. f6-f4")
            }
            R::StonesStillInHand => f.write_str("you still have stones in hand: place one"),
            R::NotYourStone { point } => write!(f, "the stone on {point} is not yours"),
            R::NoStoneThere { point } => write!(f, "there is no stone on {point}"),
            R::PointNotEmpty { point } => write!(f, "{point} is not empty"),
            R::NotAdjacent { from, to } => write!(f, "{to} is not next to {from}"),
            R::MustTake {
                stone_move,
                written,
            } => write!(
                f,
                "this {stone_move} closes a mill, name the stone to take ({written}x...)"
            ),
            R::ClosesNoMill { stone_move } => write!(
                f,
                "this {stone_move} closes no mill, so nothing may be taken"
            ),
            R::NoOpponentStone { point, opponent } => {
                write!(f, "there is no {} stone on {point}", muehle_side(*opponent))
            }
            R::AllInMills { opponent, written } => write!(
                f,
                "every {} stone stands in a mill, so none may be taken: play {written}",
                muehle_side(*opponent)
            ),
            R::InMill { point } => write!(f, "{point} is in a mill and may not be taken"),
        }
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
        match self {
            MoveError::Malformed { why, .. } => why.to_string(),
            MoveError::Illegal { why, .. } => why.to_string(),
            MoveError::GameOver { .. } => "the game is over".to_string(),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.text(), self.why())
    }
}

impl std::error::Error for MoveError {}
