//! What both Ostsee games share: squares, animals, stacks and moves, the bitboard
//! [`Board`], the move tables of the four animals, the Zobrist keys, and the board
//! part of the position and move text (`docs/notation.md`).
//!
//! Both rule sets (`ostseeschach`, Software Challenge 2022, and
//! `ostseeschach_original`, the printed board game) build on this and add their own
//! scoring, end checks and text validation.

use std::fmt;
use std::str::FromStr;

use super::{
    GameKind, IllegalReason, MalformedReason, MoveError, NumberField, PositionError,
    PositionErrorKind, Side,
};

/// One of the 64 squares, named like chess (`a1` … `h8`). Red's start line is rank 1.
///
/// `index()` is `rank * 8 + file` with `a1 = 0`; `file()` and `rank()` are 0-based
/// (file a = 0, rank 1 = 0). The bit of the square in a bitboard is `1 << index()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// All 64 squares, `a1, b1, …, h1, a2, …, h8` (index order).
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with this index (`rank * 8 + file`), if it is below 64.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 64 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// 0-based file: a = 0 … h = 7.
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// 0-based rank: rank 1 = 0 … rank 8 = 7.
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// `rank * 8 + file`, a1 = 0, h8 = 63.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square's bit in a bitboard.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// All 64 squares in index order.
    pub fn iter() -> impl Iterator<Item = Square> {
        Square::ALL.into_iter()
    }

    /// The square of the lowest set bit of a non-empty bitboard.
    pub(crate) fn lowest(bits: u64) -> Square {
        Square(bits.trailing_zeros() as u8)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A square text that does not name a square: [`MalformedReason::NotASquare`] or
/// [`MalformedReason::OffBoard`] (the Ostsee games' wording).
pub type SquareError = MalformedReason;

impl FromStr for Square {
    type Err = SquareError;

    /// Reads `b1`; an upper-case file (`B1`) is accepted too.
    fn from_str(text: &str) -> Result<Square, SquareError> {
        let mut chars = text.chars();
        let file_char = chars.next();
        let rank_text = chars.as_str();
        let shaped_like_square = matches!(file_char, Some(c) if c.is_ascii_alphabetic())
            && (1..=3).contains(&rank_text.len())
            && rank_text.bytes().all(|b| b.is_ascii_digit());
        if !shaped_like_square {
            return Err(MalformedReason::NotASquare {
                game: GameKind::Ostseeschach,
                found: text.to_string(),
            });
        }
        let file = file_char.map_or(0, |c| c.to_ascii_lowercase() as u8 - b'a');
        let rank: u32 = rank_text.parse().unwrap_or(0);
        match (file < 8, (1..=8).contains(&rank)) {
            (true, true) => Ok(Square(((rank - 1) * 8) as u8 + file)),
            _ => Err(MalformedReason::OffBoard {
                game: GameKind::Ostseeschach,
                square: text.to_string(),
            }),
        }
    }
}

/// The four animals. Cockle, seagull and starfish are the "light pieces".
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Animal {
    /// Herzmuschel (H): one square diagonally forward.
    Cockle = 0,
    /// Möwe (M): one square orthogonally.
    Seagull = 1,
    /// Seestern (S): one square forward or one square diagonally.
    Starfish = 2,
    /// Robbe (R): a knight's jump.
    Seal = 3,
}

impl Animal {
    pub const ALL: [Animal; 4] = [
        Animal::Cockle,
        Animal::Seagull,
        Animal::Starfish,
        Animal::Seal,
    ];

    /// 0..4, an index into per-animal arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The German initial used in position text: H, M, S, R.
    pub const fn letter(self) -> char {
        match self {
            Animal::Cockle => 'H',
            Animal::Seagull => 'M',
            Animal::Starfish => 'S',
            Animal::Seal => 'R',
        }
    }

    /// The English name in lower case: "cockle", "seagull", "starfish", "seal".
    pub const fn name(self) -> &'static str {
        match self {
            Animal::Cockle => "cockle",
            Animal::Seagull => "seagull",
            Animal::Starfish => "starfish",
            Animal::Seal => "seal",
        }
    }

    /// Cockle, seagull and starfish are light; the seal is not.
    pub const fn is_light(self) -> bool {
        !matches!(self, Animal::Seal)
    }

    /// The animal of an upper-case letter (H M S R).
    pub fn from_letter(letter: char) -> Option<Animal> {
        Animal::ALL.into_iter().find(|a| a.letter() == letter)
    }
}

/// What stands on a square: the owner (the owner of the top piece), the top animal
/// (which decides how the stack moves) and the number of pieces (1 or 2 on the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    pub owner: Side,
    pub top: Animal,
    pub height: u8,
}

/// A move of the piece or tower on `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl fmt::Display for Move {
    /// `b1-c2`; the positions' `move_to_text` also writes `x` for a move onto an
    /// opposing piece.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// The rank (0-based) of a side's start line: Red 0 (rank 1), Blue 7 (rank 8).
pub const fn home_rank(side: Side) -> u8 {
    match side {
        Side::First => 0,
        Side::Second => 7,
    }
}

/// Rank 1 and rank 8 as bitboards, by side whose start line they are.
pub const HOME_LINE: [u64; 2] = [0xFF, 0xFF << 56];

// ---------------------------------------------------------------------------
// Move tables

const fn targets_of(side: usize, animal: usize, square: usize) -> u64 {
    let forward: i32 = if side == 0 { 1 } else { -1 };
    let steps: &[(i32, i32)] = match animal {
        0 => &[(-1, 1), (1, 1)],
        1 => &[(0, 1), (0, -1), (1, 0), (-1, 0)],
        2 => &[(0, 1), (1, 1), (-1, 1), (1, -1), (-1, -1)],
        _ => &[
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ],
    };
    let file = (square % 8) as i32;
    let rank = (square / 8) as i32;
    let mut bits = 0u64;
    let mut i = 0;
    while i < steps.len() {
        let (df, dr) = steps[i];
        // The rank step of the table is "forward" for the side; mirror it for Blue.
        let f = file + df;
        let r = rank + dr * forward;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            bits |= 1u64 << (r * 8 + f);
        }
        i += 1;
    }
    bits
}

/// `MOVES[side][animal][square]`: the squares a piece of `side` with that top animal
/// on `square` can move to, ignoring what stands there.
pub static MOVES: [[[u64; 64]; 4]; 2] = {
    let mut table = [[[0u64; 64]; 4]; 2];
    let mut side = 0;
    while side < 2 {
        let mut animal = 0;
        while animal < 4 {
            let mut square = 0;
            while square < 64 {
                table[side][animal][square] = targets_of(side, animal, square);
                square += 1;
            }
            animal += 1;
        }
        side += 1;
    }
    table
};

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// Moves every bit of `bits` by `file_step` files (−1..=1) and `rank_step` ranks,
/// dropping bits that would leave the board.
#[inline(always)]
const fn shift(bits: u64, file_step: i32, rank_step: i32) -> u64 {
    let sources = match file_step {
        -1 => bits & !FILE_A,
        1 => bits & !(FILE_A << 7),
        _ => bits,
    };
    let delta = rank_step * 8 + file_step;
    if delta >= 0 {
        sources << delta
    } else {
        sources >> -delta
    }
}

// ---------------------------------------------------------------------------
// Zobrist keys, fixed at compile time so hashes are the same in every run.

const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn key(i: u64) -> u64 {
    mix(0x05ee_5c4a_c0ff_ee00u64.wrapping_add((i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
}

/// Zobrist keys of everything a sea position consists of.
pub(crate) struct Keys {
    /// A top piece of `[side][animal]` on a square.
    pub piece: [[[u64; 64]; 4]; 2],
    /// The stack on a square is a tower of two.
    pub tower: [u64; 64],
    /// `[side][score]`: ambers or victory points (scores up to 7 keyed).
    pub score: [[u64; 8]; 2],
    /// Plies played (the round limit of the SC rules makes it matter); up to 63 keyed.
    pub turn: [u64; 64],
    /// Blue to move (the original rules, where the side is not the turn's parity).
    pub blue_to_move: u64,
}

pub(crate) static KEYS: Keys = {
    let mut keys = Keys {
        piece: [[[0; 64]; 4]; 2],
        tower: [0; 64],
        score: [[0; 8]; 2],
        turn: [0; 64],
        blue_to_move: 0,
    };
    let mut n = 0u64;
    let mut i = 0;
    while i < 512 {
        keys.piece[i / 256][(i / 64) % 4][i % 64] = key(n);
        n += 1;
        i += 1;
    }
    i = 0;
    while i < 64 {
        keys.tower[i] = key(n);
        n += 1;
        keys.turn[i] = key(n);
        n += 1;
        i += 1;
    }
    i = 0;
    while i < 16 {
        keys.score[i / 8][i % 8] = key(n);
        n += 1;
        i += 1;
    }
    keys.blue_to_move = key(n);
    keys
};

/// The key of a score (clamped to the keyed range, which play never leaves).
#[inline]
pub(crate) fn score_key(side: Side, score: u8) -> u64 {
    KEYS.score[side.index()][(score as usize).min(7)]
}

/// The key of a ply count (clamped; the SC rules end at 60).
#[inline]
pub(crate) fn turn_key(turn: u32) -> u64 {
    KEYS.turn[(turn as usize).min(63)]
}

// ---------------------------------------------------------------------------
// The board

/// The pieces on the board as bitboards: who owns each stack (by its top piece),
/// which animal is on top, and which stacks are towers of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Board {
    pub(crate) sides: [u64; 2],
    pub(crate) animals: [u64; 4],
    pub(crate) towers: u64,
}

impl Board {
    /// The stack on a square, if any.
    pub fn stack_at(&self, square: Square) -> Option<Stack> {
        let bit = square.bit();
        let owner = if self.sides[0] & bit != 0 {
            Side::First
        } else if self.sides[1] & bit != 0 {
            Side::Second
        } else {
            return None;
        };
        let height = if self.towers & bit != 0 { 2 } else { 1 };
        Some(Stack {
            owner,
            top: self.animal_on(bit),
            height,
        })
    }

    /// Squares whose stack belongs to `side`.
    #[inline]
    pub fn side_mask(&self, side: Side) -> u64 {
        self.sides[side.index()]
    }

    /// Squares whose top piece is `animal` (either side).
    #[inline]
    pub fn animal_mask(&self, animal: Animal) -> u64 {
        self.animals[animal.index()]
    }

    /// Squares holding a tower of two.
    #[inline]
    pub fn tower_mask(&self) -> u64 {
        self.towers
    }

    /// Every occupied square.
    pub fn occupied(&self) -> u64 {
        self.sides[0] | self.sides[1]
    }

    /// The top animal on an occupied square's bit.
    #[inline]
    pub(crate) fn animal_on(&self, bit: u64) -> Animal {
        if self.animals[0] & bit != 0 {
            Animal::Cockle
        } else if self.animals[1] & bit != 0 {
            Animal::Seagull
        } else if self.animals[2] & bit != 0 {
            Animal::Starfish
        } else {
            Animal::Seal
        }
    }

    /// Puts a stack on an empty square.
    pub(crate) fn put(&mut self, square: Square, stack: Stack) {
        let bit = square.bit();
        self.sides[stack.owner.index()] |= bit;
        self.animals[stack.top.index()] |= bit;
        if stack.height >= 2 {
            self.towers |= bit;
        }
    }

    /// The Zobrist key of a stack on a square.
    #[inline]
    pub(crate) fn stack_key(owner: usize, animal: usize, tower: bool, square: usize) -> u64 {
        KEYS.piece[owner][animal][square] ^ if tower { KEYS.tower[square] } else { 0 }
    }

    /// Lifts side `s`'s stack (top `animal`) off `from` and takes any opposing
    /// stack off `to`, as the first half of a move in both rule sets. Returns the
    /// height the stack has on `to` and the hash change so far; the caller then
    /// either puts the stack down ([`Board::put_stack`]) or, when the move scores,
    /// leaves the board without it.
    #[inline(always)]
    pub(crate) fn lift_onto(
        &mut self,
        s: usize,
        animal: usize,
        from: usize,
        to: usize,
    ) -> (u8, u64) {
        let from_bit = 1u64 << from;
        let to_bit = 1u64 << to;
        let o = s ^ 1;
        let mover_tower = self.towers & from_bit != 0;
        let mut hash = Board::stack_key(s, animal, mover_tower, from);
        self.sides[s] ^= from_bit;
        self.animals[animal] ^= from_bit;
        self.towers &= !from_bit;
        let mut height = 1 + mover_tower as u8;
        if self.sides[o] & to_bit != 0 {
            let captured = self.animal_on(to_bit).index();
            let captured_tower = self.towers & to_bit != 0;
            hash ^= Board::stack_key(o, captured, captured_tower, to);
            self.sides[o] ^= to_bit;
            self.animals[captured] ^= to_bit;
            self.towers &= !to_bit;
            height += 1 + captured_tower as u8;
        }
        (height, hash)
    }

    /// Puts side `s`'s stack (top `animal`, `height` 1 or 2) on the empty square
    /// `to`; returns its hash key.
    #[inline(always)]
    pub(crate) fn put_stack(&mut self, s: usize, animal: usize, height: u8, to: usize) -> u64 {
        let to_bit = 1u64 << to;
        let tower = height == 2;
        self.sides[s] |= to_bit;
        self.animals[animal] |= to_bit;
        self.towers |= if tower { to_bit } else { 0 };
        Board::stack_key(s, animal, tower, to)
    }

    /// The Zobrist key of the whole board.
    pub(crate) fn key(&self) -> u64 {
        let mut key = 0;
        for side in 0..2 {
            for animal in 0..4 {
                let mut bits = self.sides[side] & self.animals[animal];
                while bits != 0 {
                    let square = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    key ^= Board::stack_key(side, animal, self.towers >> square & 1 != 0, square);
                }
            }
        }
        key
    }

    /// How many stacks of `side` have `animal` on top.
    pub(crate) fn count(&self, side: Side, animal: Animal) -> u32 {
        (self.sides[side.index()] & self.animals[animal.index()]).count_ones()
    }

    /// The pieces of `side` on the board: its own stacks plus the pieces under the
    /// opponent's towers (a tower of two is always a piece on an opposing one).
    pub(crate) fn pieces_on_board(&self, side: Side) -> u32 {
        self.sides[side.index()].count_ones()
            + (self.sides[side.other().index()] & self.towers).count_ones()
    }

    /// The number of moves of `side`'s stacks by their animals onto squares without
    /// an own piece (height limits aside). Shifts whole piece sets one direction at a
    /// time, so each (piece, target) pair is counted once with no loop over pieces;
    /// seals, at most two per player, use the move table.
    #[inline(always)]
    pub(crate) fn count_moves(&self, side: usize) -> u32 {
        if side == 0 {
            self.count_moves_of::<false>()
        } else {
            self.count_moves_of::<true>()
        }
    }

    #[inline(always)]
    fn count_moves_of<const BLUE: bool>(&self) -> u32 {
        let s = BLUE as usize;
        let forward: i32 = if BLUE { -1 } else { 1 };
        let own = self.sides[s];
        let free = !own;
        let cockles = own & self.animals[Animal::Cockle.index()];
        let gulls = own & self.animals[Animal::Seagull.index()];
        let stars = own & self.animals[Animal::Starfish.index()];
        let count = |bits: u64| (bits & free).count_ones();
        // Cockles and starfish share the forward diagonals; gulls and starfish the
        // step forward. The sets are disjoint, so their unions count each move once.
        let diagonal_movers = cockles | stars;
        let mut moves = count(shift(diagonal_movers, -1, forward))
            + count(shift(diagonal_movers, 1, forward))
            + count(shift(stars, -1, -forward))
            + count(shift(stars, 1, -forward))
            + count(shift(stars | gulls, 0, forward))
            + count(shift(gulls, 0, -forward))
            + count(shift(gulls, 1, 0))
            + count(shift(gulls, -1, 0));
        let mut seals = own & self.animals[Animal::Seal.index()];
        while seals != 0 {
            let from = seals.trailing_zeros() as usize;
            seals &= seals - 1;
            moves += count(MOVES[s][Animal::Seal.index()][from]);
        }
        moves
    }

    /// Reads the board part of a position text (8 rows, rank 8 first).
    pub(crate) fn parse(text: &str, game: GameKind) -> Result<Board, PositionError> {
        let error = |kind| PositionError::new(game, kind);
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != 8 {
            return Err(error(PositionErrorKind::RowCount {
                expected: 8,
                found: rows.len(),
            }));
        }
        let mut board = Board::default();
        for (row_index, row) in rows.iter().enumerate() {
            let row_number = row_index as u8 + 1;
            let rank = 7 - row_index as u8;
            let mut file = 0u8;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                let square = Square::new(file.min(7), rank).expect("file and rank are clamped");
                let stack = match c {
                    '.' => None,
                    _ if c.is_ascii_alphabetic() => {
                        let top = Animal::from_letter(c.to_ascii_uppercase()).ok_or_else(|| {
                            error(PositionErrorKind::UnknownPiece {
                                row: row_number,
                                column: file,
                                found: c,
                            })
                        })?;
                        let owner = if c.is_ascii_uppercase() {
                            Side::First
                        } else {
                            Side::Second
                        };
                        Some(Stack {
                            owner,
                            top,
                            height: 1,
                        })
                    }
                    _ if c.is_ascii_digit() => {
                        return Err(error(PositionErrorKind::TowerMarkWithoutPiece {
                            row: row_number,
                            mark: c,
                        }));
                    }
                    _ => {
                        return Err(error(PositionErrorKind::UnknownPiece {
                            row: row_number,
                            column: file,
                            found: c,
                        }));
                    }
                };
                let mut stack = stack;
                if let Some(stack) = stack.as_mut()
                    && let Some(&mark) = chars.peek()
                    && mark.is_ascii_digit()
                {
                    chars.next();
                    match mark {
                        '2' => stack.height = 2,
                        '1' => {
                            return Err(error(PositionErrorKind::TowerMarkOne {
                                row: row_number,
                                piece: c,
                            }));
                        }
                        '0' => {
                            return Err(error(PositionErrorKind::TowerMarkZero {
                                row: row_number,
                                piece: c,
                            }));
                        }
                        _ => {
                            return Err(error(PositionErrorKind::TowerTooHigh {
                                row: row_number,
                                piece: c,
                                height: mark as u8 - b'0',
                            }));
                        }
                    }
                }
                if let Some(stack) = stack
                    && file < 8
                {
                    board.put(square, stack);
                }
                file = file.saturating_add(1);
            }
            if file != 8 {
                return Err(error(PositionErrorKind::RowLength {
                    row: row_number,
                    expected: 8,
                    found: file as usize,
                }));
            }
        }
        Ok(board)
    }

    /// Writes the board part of a position text.
    pub(crate) fn write(&self, out: &mut String) {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let square = Square::new(file, rank).expect("on the board");
                match self.stack_at(square) {
                    None => out.push('.'),
                    Some(stack) => {
                        let letter = stack.top.letter();
                        out.push(if stack.owner == Side::First {
                            letter
                        } else {
                            letter.to_ascii_lowercase()
                        });
                        if stack.height >= 2 {
                            out.push('2');
                        }
                    }
                }
            }
            if rank > 0 {
                out.push('/');
            }
        }
    }

    /// Checks that no player has more stacks topped by an animal than the set holds
    /// (`limits` by animal index), nor more pieces on the board than `total`.
    pub(crate) fn check_counts(
        &self,
        limits: [u32; 4],
        total: u32,
        game: GameKind,
    ) -> Result<(), PositionError> {
        for side in Side::BOTH {
            for animal in Animal::ALL {
                let count = self.count(side, animal);
                let limit = limits[animal.index()];
                if count > limit {
                    return Err(PositionError::new(
                        game,
                        PositionErrorKind::TooManyAnimals {
                            side,
                            animal,
                            count,
                            limit,
                        },
                    ));
                }
            }
            let pieces = self.pieces_on_board(side);
            if pieces > total {
                return Err(PositionError::new(
                    game,
                    PositionErrorKind::TooManyPieces {
                        side,
                        count: pieces,
                        limit: total,
                    },
                ));
            }
        }
        Ok(())
    }

    /// Checks that no piece of `side` that would have scored on the opponent's start
    /// line stands there (`scoring` says which top animals score there in `game`).
    pub(crate) fn check_far_line(
        &self,
        scoring: fn(Animal) -> bool,
        game: GameKind,
    ) -> Result<(), PositionError> {
        for side in Side::BOTH {
            let mut bits = self.sides[side.index()] & HOME_LINE[side.other().index()];
            while bits != 0 {
                let square = Square::lowest(bits);
                bits &= bits - 1;
                let animal = self.animal_on(square.bit());
                if scoring(animal) {
                    return Err(PositionError::new(
                        game,
                        PositionErrorKind::ScoredOnFarLine {
                            square,
                            side,
                            animal,
                        },
                    ));
                }
            }
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// Position and move text shared by both rule sets

/// The fields of a sea position text: `<board> <side> <turn> <red>:<blue>`.
pub(crate) struct Fields {
    pub board: Board,
    pub side: Side,
    pub turn: u32,
    pub scores: [u8; 2],
}

/// Reads the fields of a position text of `game` (whose errors name its scores:
/// ambers or victory points).
pub(crate) fn parse_fields(text: &str, game: GameKind) -> Result<Fields, PositionError> {
    let error = |kind| PositionError::new(game, kind);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 4 {
        return Err(error(PositionErrorKind::FieldCount {
            expected: 4,
            found: fields.len(),
        }));
    }
    let board = Board::parse(fields[0], game)?;
    let side = match fields[1] {
        "r" => Side::First,
        "b" => Side::Second,
        other => {
            return Err(error(PositionErrorKind::BadSideToMove {
                found: other.to_string(),
            }));
        }
    };
    let turn: u32 = fields[2].parse().map_err(|_| {
        error(PositionErrorKind::BadNumber {
            field: NumberField::Turn,
            found: fields[2].to_string(),
        })
    })?;
    let (red, blue) = fields[3].split_once(':').ok_or_else(|| {
        error(PositionErrorKind::ScoresNotPaired {
            found: fields[3].to_string(),
        })
    })?;
    let score = |value: &str, side: Side| -> Result<u8, PositionError> {
        value.parse::<u8>().map_err(|_| {
            error(PositionErrorKind::BadNumber {
                field: NumberField::Score(side),
                found: value.to_string(),
            })
        })
    };
    let scores = [score(red, Side::First)?, score(blue, Side::Second)?];
    Ok(Fields {
        board,
        side,
        turn,
        scores,
    })
}

/// Writes a position text from its fields.
pub(crate) fn write_fields(board: &Board, side: Side, turn: u32, scores: [u8; 2]) -> String {
    let mut text = String::with_capacity(90);
    board.write(&mut text);
    let side = if side == Side::First { 'r' } else { 'b' };
    text.push_str(&format!(" {side} {turn} {}:{}", scores[0], scores[1]));
    text
}

/// The text of a move: `b1-c2`, or `b1xc2` when it goes onto an opposing piece.
pub(crate) fn move_text(board: &Board, side: Side, mv: Move) -> String {
    let takes = board.sides[side.other().index()] & mv.to.bit() != 0;
    format!("{}{}{}", mv.from, if takes { 'x' } else { '-' }, mv.to)
}

/// Reads `b1-c2` or `b1xc2` into its squares and whether `x` was written.
pub(crate) fn split_move_text(text: &str) -> Result<(Square, Square, bool), MoveError> {
    let trimmed = text.trim();
    let separator = trimmed.find(['-', 'x', 'X']).filter(|&at| at > 0);
    let Some(at) = separator else {
        return Err(MoveError::malformed(
            text,
            MalformedReason::NotAMove {
                game: GameKind::Ostseeschach,
            },
        ));
    };
    let (from_text, rest) = trimmed.split_at(at);
    let marked_take = !rest.starts_with('-');
    let to_text = &rest[1..];
    let from: Square = from_text
        .parse()
        .map_err(|why| MoveError::malformed(text, why))?;
    let to: Square = to_text
        .parse()
        .map_err(|why| MoveError::malformed(text, why))?;
    Ok((from, to, marked_take))
}

/// Why a move from `from` to `to` by `side` breaks the movement rules both rule sets
/// share, or `None` when it does not. `x` on an empty square is refused, so that a
/// record never claims a capture that did not happen.
pub(crate) fn movement_error(
    board: &Board,
    side: Side,
    from: Square,
    to: Square,
    marked_take: bool,
) -> Option<IllegalReason> {
    let Some(stack) = board.stack_at(from) else {
        return Some(IllegalReason::NoPieceThere { square: from });
    };
    if stack.owner != side {
        return Some(IllegalReason::NotYourPiece {
            square: from,
            owner: stack.owner,
        });
    }
    if MOVES[side.index()][stack.top.index()][from.index()] & to.bit() == 0 {
        return Some(IllegalReason::CannotMoveThere {
            animal: stack.top,
            tower: stack.height >= 2,
        });
    }
    match board.stack_at(to) {
        Some(target) if target.owner == side => {
            Some(IllegalReason::OntoOwnPiece { square: to, side })
        }
        None if marked_take => Some(IllegalReason::NothingToTake { from, to }),
        _ => None,
    }
}
