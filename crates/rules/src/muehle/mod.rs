//! Mühle (Nine Men's Morris), as `docs/rules.md` ("Mühle, Nine Men's Morris") describes it.
//!
//! Each side's stones are a 24-bit mask (`board` holds the geometry), so move
//! generation, the mill test and counting for perft are a few bit operations and
//! never allocate. The hash is a Zobrist hash of exactly what the repetition rule
//! compares: the stones on the points, the stones in hand and the side to move —
//! not the ply counters.
//!
//! Decisions the rule text leaves open, taken as tournament players expect:
//! - A move that closes two mills at once still removes exactly one stone.
//! - Stones still in hand are never removed; a mill closed while the opponent has
//!   no stone on the board removes nothing.
//! - A mill closed with nothing removable (see [`Options::mill_take`]) is a legal
//!   move without removal; it does not reset the no-removal counter.
//! - Closing a mill again by moving a stone out of it and back counts as a new mill.
//! - A flying stone may land on any empty point, neighbours included; a flying move
//!   is written like a step (`f6-f4`).
//! - Phases are per player: a player places while they have stones in hand, even if
//!   the opponent is already moving (possible only in set-up positions).
//! - Fewer than 3 stones is checked for both sides, the side to move first; in a
//!   game only the side to move can have dropped below 3 (by the last removal).
//! - The move number counts full moves from 1 and goes up after Black's move, as in
//!   chess; the no-removal counter counts plies.

mod board;

use std::fmt::Write as _;

use super::{
    EndReason, GameKind, IllegalReason, MalformedReason, MoveError, MoveList, NumberField, ON_OFF,
    OptionError, OptionSpec, Outcome, Position, PositionError, PositionErrorKind, RuleOptions,
    Side, StoneMove, check_option,
};
use board::ROW_LENGTHS;
// The endgame database (`bernstein_tablebase`) works on the same masks.
pub use board::{Bits, FULL, MILL_MASKS, NEIGHBOURS, closes_mill, in_mills};
pub use board::{MILLS, POINT_COUNT, Point, PointError};

/// The stones each player starts with in hand.
pub const STONES_PER_PLAYER: u8 = 9;

/// Plies without a removal after which the game is drawn (50 moves).
pub const NO_REMOVAL_DRAW_PLIES: u32 = 100;

/// The rule options of a Mühle game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Options {
    /// A player with exactly 3 stones on the board and none in hand may move a stone
    /// to any empty point. On by default; `--no-flying` turns it off.
    pub flying: bool,
    /// When every opposing stone stands in a mill, a mill may take any of them (the
    /// rule of most federations today). Off by default: then nothing is removed (the
    /// tournament rule of the seed text). `--mill-take` turns it on.
    pub mill_take: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            flying: true,
            mill_take: false,
        }
    }
}

const OPTION_SPECS: &[OptionSpec] = &[
    OptionSpec {
        id: "flying",
        values: ON_OFF,
        default: "on",
    },
    OptionSpec {
        id: "mill-take",
        values: ON_OFF,
        default: "off",
    },
];

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

impl RuleOptions for Options {
    fn specs() -> &'static [OptionSpec] {
        OPTION_SPECS
    }

    fn get(&self, id: &str) -> Option<&'static str> {
        match id {
            "flying" => Some(on_off(self.flying)),
            "mill-take" => Some(on_off(self.mill_take)),
            _ => None,
        }
    }

    fn set(&mut self, id: &str, value: &str) -> Result<(), OptionError> {
        let (id, value) = check_option(OPTION_SPECS, id, value)?;
        let on = value == "on";
        match id {
            "flying" => self.flying = on,
            // "mill-take": check_option returns only the ids of OPTION_SPECS.
            _ => self.mill_take = on,
        }
        Ok(())
    }
}

/// A move: a placement (`from` is `None`) or a step or flight of a stone, with the
/// opposing stone it removes when it closes a mill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Option<Point>,
    pub to: Point,
    pub remove: Option<Point>,
}

/// A Mühle position: the stones on the board and in hand, the side to move, the
/// counters and the rule options.
#[derive(Clone, Debug, PartialEq)]
pub struct Muehle {
    /// The points of each side's stones, indexed by [`Side::index`].
    stones: [u32; 2],
    /// Stones not yet placed, per side.
    hand: [u8; 2],
    side: Side,
    plies_since_removal: u32,
    move_number: u32,
    hash: u64,
    options: Options,
}

/// Zobrist keys, fixed at compile time from a SplitMix64 sequence so every build and
/// every machine hashes the same way.
mod zobrist {
    use super::{POINT_COUNT, STONES_PER_PLAYER};

    const fn splitmix(state: u64) -> u64 {
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    const fn key(n: u64) -> u64 {
        splitmix(0x4D75_6568_6C65_0000u64.wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15)))
    }

    const HAND_SIZES: usize = STONES_PER_PLAYER as usize + 1;

    /// A stone of a side on a point.
    pub const STONE: [[u64; POINT_COUNT]; 2] = {
        let mut keys = [[0; POINT_COUNT]; 2];
        let mut i = 0;
        while i < 2 * POINT_COUNT {
            keys[i / POINT_COUNT][i % POINT_COUNT] = key(i as u64);
            i += 1;
        }
        keys
    };

    /// A side holding that many stones in hand.
    pub const HAND: [[u64; HAND_SIZES]; 2] = {
        let mut keys = [[0; HAND_SIZES]; 2];
        let mut i = 0;
        while i < 2 * HAND_SIZES {
            keys[i / HAND_SIZES][i % HAND_SIZES] = key(100 + i as u64);
            i += 1;
        }
        keys
    };

    /// Black to move.
    pub const SECOND_TO_MOVE: u64 = key(200);
}

impl Muehle {
    /// The stone on a point, if any.
    pub fn stone_at(&self, point: Point) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|side| self.stones[side.index()] & point.bit() != 0)
    }

    /// Stones a side has not placed yet.
    #[inline]
    pub fn in_hand(&self, side: Side) -> u8 {
        self.hand[side.index()]
    }

    /// Stones a side has on the board.
    pub fn on_board(&self, side: Side) -> u8 {
        self.stones[side.index()].count_ones() as u8
    }

    /// Plies played since the last removal (the 50-move rule counts these).
    pub fn plies_since_removal(&self) -> u32 {
        self.plies_since_removal
    }

    /// Each side's stones as a mask (bit `i` is point `i`), indexed by [`Side::index`].
    #[inline]
    pub fn masks(&self) -> [u32; 2] {
        self.stones
    }

    /// A position of the moving phase (no stones in hand) from each side's mask,
    /// for the endgame database; the move number is 1.
    pub fn from_masks(
        stones: [u32; 2],
        side: Side,
        plies_since_removal: u32,
        options: &Options,
    ) -> Muehle {
        let mut pos = Muehle {
            stones,
            hand: [0, 0],
            side,
            plies_since_removal,
            move_number: 1,
            hash: 0,
            options: options.clone(),
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// The full-move number: 1 at the start, up by one after each Black move.
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Whether the stone on `point` stands in a complete mill of its owner.
    pub fn is_in_mill(&self, point: Point) -> bool {
        match self.stone_at(point) {
            Some(side) => closes_mill(self.stones[side.index()], point.index()),
            None => false,
        }
    }

    /// Whether a side, once it is to move, may fly: flying is on, and it has exactly
    /// 3 stones on the board and none in hand.
    pub fn can_fly(&self, side: Side) -> bool {
        self.options.flying && self.hand[side.index()] == 0 && self.on_board(side) == 3
    }

    /// Stones a side still has, on the board and in hand.
    pub fn stones_left(&self, side: Side) -> u8 {
        self.on_board(side) + self.in_hand(side)
    }

    /// Whether `mv` closes a mill for the side to move (whether or not anything can
    /// be removed): the moves the engine treats as tactical.
    #[inline]
    pub fn closes_mill(&self, mv: Move) -> bool {
        let mut own = self.stones[self.side.index()];
        if let Some(from) = mv.from {
            own &= !from.bit();
        }
        closes_mill(own | mv.to.bit(), mv.to.index())
    }

    /// The opposing stones a mill of the side to move may remove now; empty when
    /// nothing may be removed.
    fn removal_targets(&self) -> u32 {
        removal_targets(
            self.stones[self.side.other().index()],
            self.options.mill_take,
        )
    }

    /// Fewer than 3 stones on either side: the game is over and nobody moves.
    fn material_over(&self) -> bool {
        Side::BOTH
            .into_iter()
            .any(|side| self.stones_left(side) < 3)
    }

    /// Whether the side to move has a move (ignoring the fewer-than-3 rule).
    fn has_move(&self) -> bool {
        let us = self.side.index();
        let own = self.stones[us];
        let empty = !(own | self.stones[1 - us]) & FULL;
        if empty == 0 {
            return false;
        }
        if self.hand[us] > 0 || self.can_fly(self.side) {
            return true;
        }
        Bits(own).any(|from| NEIGHBOURS[from] & empty != 0)
    }

    fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for side in Side::BOTH {
            let s = side.index();
            for point in Bits(self.stones[s]) {
                hash ^= zobrist::STONE[s][point];
            }
            hash ^= zobrist::HAND[s][self.hand[s] as usize];
        }
        if self.side == Side::Second {
            hash ^= zobrist::SECOND_TO_MOVE;
        }
        hash
    }

    /// The position's own end (fewer than 3 stones, no legal move), as a message for
    /// move parsing.
    fn is_over_without_history(&self) -> bool {
        self.material_over() || !self.has_move()
    }
}

/// The stones of `opponent` a mill may remove: those outside mills, or all of them
/// under `mill_take` when every one stands in a mill.
#[inline]
pub fn removal_targets(opponent: u32, mill_take: bool) -> u32 {
    let free = opponent & !in_mills(opponent);
    if free == 0 && mill_take {
        opponent
    } else {
        free
    }
}

/// Calls `each(from, to, closes)` for every stone move of a side (placements,
/// steps or flights) without removal choices.
#[inline(always)]
pub fn for_each_move(
    own: u32,
    opponent: u32,
    in_hand: bool,
    flies: bool,
    mut each: impl FnMut(Option<usize>, usize, bool),
) {
    let empty = !(own | opponent) & FULL;
    if in_hand {
        for to in Bits(empty) {
            each(None, to, closes_mill(own | 1 << to, to));
        }
    } else if flies {
        for from in Bits(own) {
            let rest = own & !(1 << from);
            for to in Bits(empty) {
                each(Some(from), to, closes_mill(rest | 1 << to, to));
            }
        }
    } else {
        for from in Bits(own) {
            let rest = own & !(1 << from);
            for to in Bits(NEIGHBOURS[from] & empty) {
                each(Some(from), to, closes_mill(rest | 1 << to, to));
            }
        }
    }
}

impl Position for Muehle {
    type Move = Move;
    type Options = Options;
    const KIND: GameKind = GameKind::Muehle;
    const MOVE_EXAMPLE: &'static str = "f6-f4";

    fn start(options: &Options, _seed: u64) -> Muehle {
        let mut pos = Muehle {
            stones: [0, 0],
            hand: [STONES_PER_PLAYER; 2],
            side: Side::First,
            plies_since_removal: 0,
            move_number: 1,
            hash: 0,
            options: options.clone(),
        };
        pos.hash = pos.compute_hash();
        pos
    }

    fn options(&self) -> &Options {
        &self.options
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side
    }

    fn round(&self) -> u32 {
        self.move_number
    }

    /// The other side to move, the counters on as after a move without a take.
    /// In the placing phase the hands may then be uneven in a way no game
    /// reaches (the engine's search never passes in Mühle, see its `null_move`).
    fn passed(&self) -> Option<Self> {
        let mut next = self.clone();
        next.plies_since_removal = next.plies_since_removal.saturating_add(1);
        if next.side == Side::Second {
            next.move_number = next.move_number.saturating_add(1);
        }
        next.side = next.side.other();
        next.hash ^= zobrist::SECOND_TO_MOVE;
        Some(next)
    }

    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        if self.material_over() {
            return;
        }
        let us = self.side.index();
        let own = self.stones[us];
        let opponent = self.stones[1 - us];
        // Only looked at when a move closes a mill.
        let mut targets: Option<u32> = None;
        // At most 252 moves even in set-up positions: a side with k stones on the
        // board steps to at most 4·min(k, empty) points and each closing move has at
        // most 9 removal choices; a flying side has 3 stones (≤ 3 closing moves).
        for_each_move(
            own,
            opponent,
            self.hand[us] > 0,
            self.can_fly(self.side),
            |from, to, closes| {
                let from = from.and_then(Point::new);
                let to = Point::new(to).expect("generated points are on the board");
                let removable = if closes {
                    *targets
                        .get_or_insert_with(|| removal_targets(opponent, self.options.mill_take))
                } else {
                    0
                };
                if removable == 0 {
                    moves.push(Move {
                        from,
                        to,
                        remove: None,
                    });
                } else {
                    for remove in Bits(removable) {
                        moves.push(Move {
                            from,
                            to,
                            remove: Point::new(remove),
                        });
                    }
                }
            },
        );
    }

    fn play_unchecked(&mut self, mv: Move) {
        let us = self.side.index();
        let them = 1 - us;
        match mv.from {
            Some(from) => {
                self.stones[us] &= !from.bit();
                self.hash ^= zobrist::STONE[us][from.index()];
            }
            None => {
                let hand = self.hand[us] as usize;
                self.hash ^= zobrist::HAND[us][hand] ^ zobrist::HAND[us][hand.saturating_sub(1)];
                self.hand[us] = self.hand[us].saturating_sub(1);
            }
        }
        self.stones[us] |= mv.to.bit();
        self.hash ^= zobrist::STONE[us][mv.to.index()];
        match mv.remove {
            Some(removed) => {
                self.stones[them] &= !removed.bit();
                self.hash ^= zobrist::STONE[them][removed.index()];
                self.plies_since_removal = 0;
            }
            None => self.plies_since_removal = self.plies_since_removal.saturating_add(1),
        }
        if self.side == Side::Second {
            self.move_number = self.move_number.saturating_add(1);
        }
        self.side = self.side.other();
        self.hash ^= zobrist::SECOND_TO_MOVE;
    }

    /// In the order of the spec: fewer than 3 stones, threefold repetition, 100
    /// plies without removal, no legal move.
    fn outcome(&self, history: &[u64]) -> Option<Outcome> {
        for side in [self.side, self.side.other()] {
            if self.stones_left(side) < 3 {
                return Some(Outcome::win(side.other(), EndReason::FewerThanThreeStones));
            }
        }
        // A removal lowers the stone count for good, so only positions since the
        // last removal can equal this one.
        let window = history.len().min(self.plies_since_removal as usize);
        let earlier = history[history.len() - window..]
            .iter()
            .filter(|&&h| h == self.hash)
            .count();
        if earlier >= 2 {
            return Some(Outcome::draw(EndReason::ThreefoldRepetition));
        }
        if self.plies_since_removal >= NO_REMOVAL_DRAW_PLIES {
            return Some(Outcome::draw(EndReason::NoRemovalFiftyMoves));
        }
        if !self.has_move() {
            return Some(Outcome::win(self.side.other(), EndReason::NoLegalMove));
        }
        None
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }

    fn to_text(&self) -> String {
        let mut text = String::with_capacity(40);
        let mut point = 0;
        for (row, &length) in ROW_LENGTHS.iter().enumerate() {
            if row > 0 {
                text.push('/');
            }
            for _ in 0..length {
                let bit = 1 << point;
                text.push(if self.stones[0] & bit != 0 {
                    'W'
                } else if self.stones[1] & bit != 0 {
                    'B'
                } else {
                    '.'
                });
                point += 1;
            }
        }
        let side = if self.side == Side::First { 'w' } else { 'b' };
        let _ = write!(
            text,
            " {side} {}:{} {} {}",
            self.hand[0], self.hand[1], self.plies_since_removal, self.move_number
        );
        text
    }

    fn from_text(text: &str, options: &Options) -> Result<Muehle, PositionError> {
        let error = |kind| PositionError::new(GameKind::Muehle, kind);
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 5 {
            return Err(error(PositionErrorKind::FieldCount {
                expected: 5,
                found: fields.len(),
            }));
        }
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != ROW_LENGTHS.len() {
            return Err(error(PositionErrorKind::RowCount {
                expected: ROW_LENGTHS.len(),
                found: rows.len(),
            }));
        }
        let mut stones = [0u32; 2];
        let mut point = 0;
        for (row, (&expected, text_row)) in ROW_LENGTHS.iter().zip(&rows).enumerate() {
            let rank = 7 - row;
            let found = text_row.chars().count();
            if found != expected {
                return Err(error(PositionErrorKind::RowLength {
                    row: rank as u8,
                    expected,
                    found,
                }));
            }
            for c in text_row.chars() {
                match c {
                    'W' => stones[0] |= 1 << point,
                    'B' => stones[1] |= 1 << point,
                    '.' => {}
                    _ => {
                        return Err(error(PositionErrorKind::UnknownPiece {
                            row: rank as u8,
                            column: Point::ALL[point].file(),
                            found: c,
                        }));
                    }
                }
                point += 1;
            }
        }
        let side = match fields[1] {
            "w" => Side::First,
            "b" => Side::Second,
            other => {
                return Err(error(PositionErrorKind::BadSideToMove {
                    found: other.to_string(),
                }));
            }
        };
        let Some((white_hand, black_hand)) = fields[2].split_once(':') else {
            return Err(error(PositionErrorKind::HandNotPaired {
                found: fields[2].to_string(),
            }));
        };
        let mut hand = [0u8; 2];
        for (side, count) in Side::BOTH.into_iter().zip([white_hand, black_hand]) {
            let value: u8 = count.parse().map_err(|_| {
                error(PositionErrorKind::BadNumber {
                    field: NumberField::StonesInHand(side),
                    found: count.to_string(),
                })
            })?;
            if value > STONES_PER_PLAYER {
                return Err(error(PositionErrorKind::TooManyInHand {
                    side,
                    count: value,
                    limit: STONES_PER_PLAYER,
                }));
            }
            let on_board = stones[side.index()].count_ones() as u8;
            if on_board + value > STONES_PER_PLAYER {
                return Err(error(PositionErrorKind::TooManyStones {
                    side,
                    on_board,
                    in_hand: value,
                    limit: STONES_PER_PLAYER,
                }));
            }
            hand[side.index()] = value;
        }
        let plies_since_removal: u32 = fields[3].parse().map_err(|_| {
            error(PositionErrorKind::BadNumber {
                field: NumberField::PliesSinceRemoval,
                found: fields[3].to_string(),
            })
        })?;
        let move_number: u32 = match fields[4].parse() {
            Ok(n) if n >= 1 => n,
            _ => {
                return Err(error(PositionErrorKind::BadNumber {
                    field: NumberField::MoveNumber,
                    found: fields[4].to_string(),
                }));
            }
        };
        let mut pos = Muehle {
            stones,
            hand,
            side,
            plies_since_removal,
            move_number,
            hash: 0,
            options: options.clone(),
        };
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    fn move_to_text(&self, mv: Move) -> String {
        let mut text = String::with_capacity(8);
        if let Some(from) = mv.from {
            text.push_str(from.name());
            text.push('-');
        }
        text.push_str(mv.to.name());
        if let Some(removed) = mv.remove {
            text.push('x');
            text.push_str(removed.name());
        }
        text
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(MoveError::malformed(
                text,
                MalformedReason::NotAMove {
                    game: GameKind::Muehle,
                },
            ));
        }
        let point = |name: &str| -> Result<Point, MoveError> {
            name.parse::<Point>()
                .map_err(|why| MoveError::malformed(trimmed, why))
        };
        let (stone_move, removal) = match trimmed.split_once(['x', 'X']) {
            Some((stone_move, removal)) => (stone_move, Some(point(removal)?)),
            None => (trimmed, None),
        };
        let (from, to) = match stone_move.split_once('-') {
            Some((from, to)) => (Some(point(from)?), point(to)?),
            None => (None, point(stone_move)?),
        };
        if self.is_over_without_history() {
            return Err(MoveError::GameOver {
                text: trimmed.to_string(),
            });
        }

        let us = self.side.index();
        let own = self.stones[us];
        let opponent = self.stones[1 - us];
        let them = self.side.other();
        match from {
            None if self.hand[us] == 0 => {
                return Err(MoveError::illegal(trimmed, IllegalReason::NoStonesInHand));
            }
            Some(_) if self.hand[us] > 0 => {
                return Err(MoveError::illegal(
                    trimmed,
                    IllegalReason::StonesStillInHand,
                ));
            }
            Some(from) if own & from.bit() == 0 => {
                let why = if opponent & from.bit() != 0 {
                    IllegalReason::NotYourStone { point: from }
                } else {
                    IllegalReason::NoStoneThere { point: from }
                };
                return Err(MoveError::illegal(trimmed, why));
            }
            _ => {}
        }
        if (own | opponent) & to.bit() != 0 {
            return Err(MoveError::illegal(
                trimmed,
                IllegalReason::PointNotEmpty { point: to },
            ));
        }
        if let Some(from) = from
            && !self.can_fly(self.side)
            && !from.is_next_to(to)
        {
            return Err(MoveError::illegal(
                trimmed,
                IllegalReason::NotAdjacent { from, to },
            ));
        }

        let mv = Move {
            from,
            to,
            remove: removal,
        };
        let closes = self.closes_mill(mv);
        let targets = if closes { self.removal_targets() } else { 0 };
        let kind = if from.is_some() {
            StoneMove::Move
        } else {
            StoneMove::Placement
        };
        match removal {
            None if targets != 0 => Err(MoveError::illegal(
                trimmed,
                IllegalReason::MustTake {
                    stone_move: kind,
                    written: stone_move.to_string(),
                },
            )),
            None => Ok(mv),
            Some(_) if !closes => Err(MoveError::illegal(
                trimmed,
                IllegalReason::ClosesNoMill { stone_move: kind },
            )),
            Some(removed) if opponent & removed.bit() == 0 => Err(MoveError::illegal(
                trimmed,
                IllegalReason::NoOpponentStone {
                    point: removed,
                    opponent: them,
                },
            )),
            Some(_) if targets == 0 => Err(MoveError::illegal(
                trimmed,
                IllegalReason::AllInMills {
                    opponent: them,
                    written: stone_move.to_string(),
                },
            )),
            Some(removed) if targets & removed.bit() == 0 => Err(MoveError::illegal(
                trimmed,
                IllegalReason::InMill { point: removed },
            )),
            Some(_) => Ok(mv),
        }
    }

    /// Bulk-counted at the last ply, with the `popcnt` instruction when the CPU has
    /// it (checked at run time, so the binary still runs everywhere).
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.material_over() {
            return 0;
        }
        let state = PerftState {
            stones: self.stones,
            hand: self.hand,
            left: [
                self.stones_left(Side::First),
                self.stones_left(Side::Second),
            ],
            us: self.side.index(),
        };
        let rules = PerftRules {
            flying: self.options.flying,
            mill_take: self.options.mill_take,
        };
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has popcnt, checked just above.
            return unsafe { perft_popcnt(state, depth, rules) };
        }
        perft_plain(state, depth, rules)
    }
}

/// The part of a position perft needs: no hash, no counters. Its game is not over
/// by material (perft never descends into such a position).
#[derive(Clone, Copy)]
struct PerftState {
    stones: [u32; 2],
    hand: [u8; 2],
    /// Stones in play per side, board and hand.
    left: [u8; 2],
    us: usize,
}

#[derive(Clone, Copy)]
struct PerftRules {
    flying: bool,
    mill_take: bool,
}

/// The number of moves of a position, each removal choice counted: the last ply
/// of perft, without generating the moves.
#[inline(always)]
fn count_moves(state: &PerftState, rules: PerftRules) -> u64 {
    let us = state.us;
    let own = state.stones[us];
    let opponent = state.stones[1 - us];
    let empty = !(own | opponent) & FULL;
    let in_hand = state.hand[us] > 0;
    if in_hand || (rules.flying && own.count_ones() == 3) {
        // Every stone (or the placement) reaches every empty point. A move closes a
        // mill when its target completes a line holding two stones that stay.
        let mut closing_moves = 0u64;
        if in_hand {
            let mut closing = 0;
            for mill in board::MILL_MASKS {
                let rest = mill & !own;
                if rest & (rest.wrapping_sub(1)) == 0 {
                    closing |= rest & empty;
                }
            }
            closing_moves = closing.count_ones() as u64;
        } else {
            for from in Bits(own) {
                let stay = own & !(1 << from);
                let mut closing = 0;
                for mill in board::MILL_MASKS {
                    let rest = mill & !stay;
                    if rest & (rest.wrapping_sub(1)) == 0 {
                        closing |= rest & empty;
                    }
                }
                closing_moves += closing.count_ones() as u64;
            }
        }
        let movers = if in_hand { 1 } else { own.count_ones() as u64 };
        let mut count = movers * empty.count_ones() as u64;
        if closing_moves > 0 {
            let choices = removal_targets(opponent, rules.mill_take).count_ones() as u64;
            count += closing_moves * choices.saturating_sub(1);
        }
        return count;
    }
    let mut count = 0u64;
    let mut closing_moves = 0u64;
    for from in Bits(own) {
        let stay = own & !(1 << from);
        let targets = NEIGHBOURS[from] & empty;
        count += targets.count_ones() as u64;
        for to in Bits(targets) {
            closing_moves += closes_mill(stay | 1 << to, to) as u64;
        }
    }
    if closing_moves > 0 {
        let choices = removal_targets(opponent, rules.mill_take).count_ones() as u64;
        count += closing_moves * choices.saturating_sub(1);
    }
    count
}

/// Perft below `state` (depth ≥ 1), compiled twice (see `Position::perft`): plain,
/// and with the `popcnt` instruction, which the baseline x86-64 target lacks and
/// the counting leans on. Each copy recurses into itself.
macro_rules! perft_function {
    ($name:ident $(, $feature:meta)?) => {
        $(#[$feature])?
        fn $name(state: PerftState, depth: u32, rules: PerftRules) -> u64 {
            if depth == 1 {
                return count_moves(&state, rules);
            }
            let us = state.us;
            let own = state.stones[us];
            let opponent = state.stones[1 - us];
            let in_hand = state.hand[us] > 0;
            let flies = !in_hand && rules.flying && own.count_ones() == 3;
            let mut targets: Option<u32> = None;
            let mut nodes = 0u64;
            for_each_move(own, opponent, in_hand, flies, |from, to, closes| {
                let mut child = state;
                match from {
                    Some(from) => child.stones[us] &= !(1 << from),
                    None => child.hand[us] -= 1,
                }
                child.stones[us] |= 1 << to;
                child.us = 1 - us;
                let removable = if closes {
                    *targets.get_or_insert_with(|| removal_targets(opponent, rules.mill_take))
                } else {
                    0
                };
                if removable == 0 {
                    nodes += $name(child, depth - 1, rules);
                } else if child.left[1 - us] > 3 {
                    child.left[1 - us] -= 1;
                    for removed in Bits(removable) {
                        let mut after = child;
                        after.stones[1 - us] &= !(1 << removed);
                        nodes += $name(after, depth - 1, rules);
                    }
                }
                // Otherwise every removal leaves the opponent 2 stones: the game is
                // over there, with no moves below it.
            });
            nodes
        }
    };
}

perft_function!(perft_plain);
#[cfg(target_arch = "x86_64")]
perft_function!(perft_popcnt, target_feature(enable = "popcnt"));
