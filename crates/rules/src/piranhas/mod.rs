//! Piranhas, the Software Challenge 2019 game (`docs/rules.md`, "Piranhas, Software Challenge 2019").
//!
//! Each player has 16 fish on a 10x10 board with two kraken. A fish moves along a
//! row, column or diagonal exactly as many squares as that whole line holds fish
//! (both colours, the mover included, kraken not counted); it may jump own fish and
//! kraken but not opposing fish, and eats an opposing fish it lands on. The aim is
//! to join all own fish into one 8-connected swarm.
//!
//! Representation, chosen for the engine's speed: one `u128` bitboard per colour
//! and one for the kraken, plus, kept up to date by [`Position::play`], the number
//! of fish on each of the 58 lines of the board (the move distance is a single
//! look-up: the default x86-64 target has no `popcnt` instruction, so a masked
//! popcount would cost more) and each side's fish on each line as a 10-bit
//! pattern. Move lists test "no opposing fish in between" with one mask from the
//! ray tables of the `tables` module. Each side's number of legal moves (perft's
//! last ply, the end check, the evaluation's mobility) is kept up to date too:
//! a move changes the moves along the lines through its two squares only, and
//! `play` recounts those seven a whole line at a time from the patterns
//! ([`Piranhas::count_moves`]). Connectivity is a shift-based flood fill behind a
//! cheap row/column test.
//!
//! perft 5 from the benchmark position (kraken F3 and E6): 250,613,480 leaves.
//!
//! Decisions the spec leaves open (as a player would expect them):
//! - Move text: `A4-C4`; a capture is written `A2xC0`, but either separator is
//!   accepted for any legal move, and so are lower-case columns (`a4-c4`).
//! - A position text may place the two kraken anywhere (a position editor may want
//!   that); only the random start draw keeps them in the inner 6x6 and off each
//!   other's lines. Turns above 60 are rejected: no game reaches them.
//! - The turn counter is part of the hash: the round limit and the side to move
//!   depend on it, and positions can only transpose at equal turns anyway.
//! - If the side to move has no fish at all (Red ate Blue's last fish), it has no
//!   legal move and loses, as the rule "must move and cannot" says; at even turns
//!   the swarm checks come first, where zero fish counts as connected.

pub mod tables;

use std::fmt;
use std::str::FromStr;

use super::rng::SplitMix64;
use super::{
    EndReason, GameKind, IllegalReason, MalformedReason, MoveError, MoveList, NumberField, Outcome,
    Position, PositionError, PositionErrorKind, Side,
};
use tables::{
    Bits, DX, DY, FORWARD_STEP, JUMPED, KEYS, LINE_BIT, LINE_COUNT, LINE_ID, LINE_SLOTS, LINE_SPAN,
    OFF_BOARD, POPCOUNT, RAY, RAY_FROM, SQUARE_BIT, TARGET, group_of, lowest_bit, may_be_connected,
};

/// Fish each player starts with, and the most a position may hold.
pub const FISH_PER_SIDE: u8 = 16;

/// The game ends at the latest when `turn` reaches this (after Blue's 30th move).
pub const TURN_LIMIT: u32 = 60;

/// A square of the 10x10 board: column A–J (`x` 0..9, left to right), row 0–9
/// (`y` 0..9, bottom to top). The index is `y * 10 + x`, so A0 = 0 and J9 = 99;
/// `x` and `y` equal the competition's XML coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at column `x` and row `y`, if both are 0..9.
    pub fn new(x: u8, y: u8) -> Option<Square> {
        (x < 10 && y < 10).then(|| Square(y * 10 + x))
    }

    /// The square with index `y * 10 + x`, if below 100.
    pub fn from_index(index: usize) -> Option<Square> {
        (index < 100).then_some(Square(index as u8))
    }

    /// Column, 0 (A) to 9 (J).
    pub fn x(self) -> u8 {
        self.0 % 10
    }

    /// Row, 0 (bottom) to 9 (top).
    pub fn y(self) -> u8 {
        self.0 / 10
    }

    /// `y * 10 + x`.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// All 100 squares, A0, B0, …, J0, A1, …, J9.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..100u8).map(Square)
    }

    /// The next square in `direction`, if still on the board.
    pub fn step(self, direction: Direction) -> Option<Square> {
        let x = u8::try_from(self.x() as i8 + direction.dx()).ok()?;
        let y = u8::try_from(self.y() as i8 + direction.dy()).ok()?;
        Square::new(x, y)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.x()) as char, self.y())
    }
}

impl FromStr for Square {
    type Err = MalformedReason;

    /// Reads `A0`..`J9` (lower-case columns accepted).
    fn from_str(text: &str) -> Result<Square, MalformedReason> {
        let mut chars = text.chars();
        let column = chars.next().filter(|c| c.is_ascii_alphabetic());
        let row: &str = chars.as_str();
        match column {
            Some(column) if !row.is_empty() && row.chars().all(|c| c.is_ascii_digit()) => {
                let x = column.to_ascii_uppercase() as u8 - b'A';
                match row.parse::<u8>() {
                    Ok(y) if x < 10 && y < 10 && row.len() == 1 => Ok(Square(y * 10 + x)),
                    _ => Err(MalformedReason::OffBoard {
                        game: GameKind::Piranhas,
                        square: text.to_ascii_uppercase(),
                    }),
                }
            }
            _ if text.is_empty() => Err(MalformedReason::SquareMissing),
            _ => Err(MalformedReason::NotASquare {
                game: GameKind::Piranhas,
                found: text.to_string(),
            }),
        }
    }
}

/// The eight directions a fish can swim (`Up` is towards row 9, `Right` towards
/// column J).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Up,
    UpRight,
    Right,
    DownRight,
    Down,
    DownLeft,
    Left,
    UpLeft,
}

impl Direction {
    /// All eight, clockwise from `Up`.
    pub const ALL: [Direction; 8] = [
        Direction::Up,
        Direction::UpRight,
        Direction::Right,
        Direction::DownRight,
        Direction::Down,
        Direction::DownLeft,
        Direction::Left,
        Direction::UpLeft,
    ];

    /// Change of column per step (−1, 0 or 1).
    pub fn dx(self) -> i8 {
        DX[self as usize]
    }

    /// Change of row per step (−1, 0 or 1); `Up` is +1.
    pub fn dy(self) -> i8 {
        DY[self as usize]
    }

    /// The direction of a step (`dx`, `dy` each −1, 0 or 1, not both 0).
    pub fn from_step(dx: i8, dy: i8) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.dx() == dx && d.dy() == dy)
    }
}

impl Direction {
    /// The direction's name, upper case with words joined by `_` (`UP_RIGHT`): the
    /// rules' own move text (`A8 UP`, as in [`Piranhas::move_in_direction`]'s
    /// messages) and the competition's XML use the same names.
    pub fn name(self) -> &'static str {
        match self {
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

    /// The direction of a name as [`Direction::name`] writes it (exact, upper case).
    pub fn from_name(name: &str) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|direction| direction.name() == name)
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Empty,
    Fish(Side),
    /// A kraken (the competition's `OBSTRUCTED`): fish jump it but never land on it.
    Kraken,
}

impl Field {
    /// Every kind of field.
    pub const ALL: [Field; 4] = [
        Field::Empty,
        Field::Fish(Side::First),
        Field::Fish(Side::Second),
        Field::Kraken,
    ];

    /// The field's letter in the position text.
    pub fn letter(self) -> char {
        match self {
            Field::Empty => '.',
            Field::Fish(Side::First) => 'R',
            Field::Fish(Side::Second) => 'B',
            Field::Kraken => 'K',
        }
    }

    /// The field of a letter of the position text.
    pub fn from_letter(letter: char) -> Option<Field> {
        Field::ALL
            .into_iter()
            .find(|field| field.letter() == letter)
    }
}

/// A move: the fish on `from` swims to `to` (eating an opposing fish there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    /// The direction of the move. For a move that is not along a line (never
    /// generated) the nearest of the eight.
    pub fn direction(self) -> Direction {
        let dx = (self.to.x() as i8 - self.from.x() as i8).signum();
        let dy = (self.to.y() as i8 - self.from.y() as i8).signum();
        Direction::from_step(dx, dy).unwrap_or(Direction::Up)
    }

    /// Number of squares the fish swims.
    pub fn distance(self) -> u8 {
        let dx = (self.to.x() as i8 - self.from.x() as i8).unsigned_abs();
        let dy = (self.to.y() as i8 - self.from.y() as i8).unsigned_abs();
        dx.max(dy)
    }
}

/// Piranhas has no rule options.
pub type Options = super::NoOptions;

/// A Piranhas position: the fish of both sides, the kraken and the turn counter.
/// `Copy`, so that a position holding one (Piranhas 2026's) clones in one copy.
#[derive(Clone, Copy, PartialEq)]
pub struct Piranhas {
    /// Fish boards, indexed by [`Side::index`] (Red, Blue).
    fish: [u128; 2],
    kraken: u128,
    /// Fish (both colours) on each line, indexed by [`tables::LINE_ID`].
    line_fish: [u8; LINE_SLOTS],
    /// Each side's fish on each line as a 10-bit pattern ([`tables::LINE_BIT`]):
    /// the move counter works a whole line at a time.
    line_pattern: [[u16; LINE_SLOTS]; 2],
    /// The squares of each line a fish may land on as far as the board and the
    /// kraken go (fixed for the game).
    line_landing: [u16; LINE_SLOTS],
    fish_count: [u8; 2],
    /// Number of legal moves of Red and of Blue ignoring the end checks, kept up to
    /// date by [`Position::play`] (every position searched needs them, for the end
    /// check and the mobility). At most 16 fish x 8 directions = 128 moves.
    move_count: [u8; 2],
    /// Each side's share of `move_count` along each line (at most 20), so that a
    /// move recounts only the lines it changes.
    line_moves: [[u8; LINE_SLOTS]; 2],
    /// How many of `move_count` are captures, kept up to date alike (the
    /// evaluation weighs threats: capture moves for each side).
    capture_count: [u8; 2],
    /// Each side's share of `capture_count` along each line.
    line_captures: [[u8; LINE_SLOTS]; 2],
    /// Plies played; Red moves when it is even.
    turn: u32,
    hash: u64,
    options: Options,
}

impl fmt::Debug for Piranhas {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Piranhas({})", self.to_text())
    }
}

/// Start squares of the fish: Red on A1–A8 and J1–J8, Blue on B0–I0 and B9–I9.
fn start_fish() -> [u128; 2] {
    let mut red = 0u128;
    let mut blue = 0u128;
    for i in 1..9 {
        red |= SQUARE_BIT[i * 10] | SQUARE_BIT[i * 10 + 9];
        blue |= SQUARE_BIT[i] | SQUARE_BIT[90 + i];
    }
    [red, blue]
}

impl Piranhas {
    /// The start setup with the kraken on `a` and `b`.
    ///
    /// # Panics
    /// If `a` and `b` are the same square or one holds a start fish (a programming
    /// error; [`Piranhas::try_with_kraken`] returns an error instead).
    pub fn with_kraken(a: Square, b: Square) -> Piranhas {
        Piranhas::try_with_kraken(a, b).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The start setup with the kraken on `a` and `b`, which must be two different
    /// squares without a start fish (any of them: the draw of [`Position::start`]
    /// keeps to the inner 6x6, a position editor need not).
    pub fn try_with_kraken(a: Square, b: Square) -> Result<Piranhas, PositionError> {
        if a == b {
            return Err(PositionError::new(
                GameKind::Piranhas,
                PositionErrorKind::KrakenTwice { square: a },
            ));
        }
        let [red, blue] = start_fish();
        for square in [a, b] {
            if (red | blue) & SQUARE_BIT[square.index()] != 0 {
                return Err(PositionError::new(
                    GameKind::Piranhas,
                    PositionErrorKind::KrakenOnStartFish { square },
                ));
            }
        }
        Ok(Piranhas::from_boards(
            [red, blue],
            SQUARE_BIT[a.index()] | SQUARE_BIT[b.index()],
            0,
        ))
    }

    /// The two kraken squares drawn from `seed` as rules.md says: the first uniformly
    /// from the 36 squares of the inner 6x6, the second uniformly from those of them
    /// not in the same column, row or either diagonal as the first.
    pub fn draw_kraken(seed: u64) -> (Square, Square) {
        let inner: Vec<Square> = Square::all()
            .filter(|s| (2..8).contains(&s.x()) && (2..8).contains(&s.y()))
            .collect();
        let mut rng = SplitMix64::new(seed);
        let first = inner[rng.below(inner.len() as u64) as usize];
        let free: Vec<Square> = inner
            .into_iter()
            .filter(|&s| !on_one_line(first, s))
            .collect();
        let second = free[rng.below(free.len() as u64) as usize];
        (first, second)
    }

    /// A position from its boards; the boards must not overlap (checked by callers).
    fn from_boards(fish: [u128; 2], kraken: u128, turn: u32) -> Piranhas {
        let mut line_fish = [0u8; LINE_SLOTS];
        for square in Bits(fish[0] | fish[1]) {
            for line in LINE_ID[square] {
                line_fish[line as usize] += 1;
            }
        }
        let mut line_pattern = [[0u16; LINE_SLOTS]; 2];
        for side in 0..2 {
            for square in Bits(fish[side]) {
                for kind in 0..4 {
                    line_pattern[side][LINE_ID[square][kind] as usize] |= LINE_BIT[square][kind];
                }
            }
        }
        let mut line_landing = LINE_SPAN;
        for square in Bits(kraken) {
            for kind in 0..4 {
                line_landing[LINE_ID[square][kind] as usize] &= !LINE_BIT[square][kind];
            }
        }
        let mut pos = Piranhas {
            fish,
            kraken,
            line_fish,
            line_pattern,
            line_landing,
            fish_count: [fish[0].count_ones() as u8, fish[1].count_ones() as u8],
            move_count: [0; 2],
            line_moves: [[0; LINE_SLOTS]; 2],
            capture_count: [0; 2],
            line_captures: [[0; LINE_SLOTS]; 2],
            turn,
            hash: 0,
            options: Options::default(),
        };
        pos.hash = pos.hash_from_scratch();
        for line in 0..LINE_COUNT {
            pos.recount_line(line);
        }
        pos
    }

    /// A position from the content of all 100 squares (index `y * 10 + x`) and the
    /// turn counter (Red moves when it is even), checked as a position text is:
    /// exactly two kraken, at most 16 fish per colour, turn at most 60.
    pub fn from_fields(fields: &[Field; 100], turn: u32) -> Result<Piranhas, PositionError> {
        let mut fish = [0u128; 2];
        let mut kraken = 0u128;
        for (index, field) in fields.iter().enumerate() {
            match field {
                Field::Empty => {}
                Field::Fish(side) => fish[side.index()] |= SQUARE_BIT[index],
                Field::Kraken => kraken |= SQUARE_BIT[index],
            }
        }
        let error = |kind| PositionError::new(GameKind::Piranhas, kind);
        let kraken_count = kraken.count_ones();
        if kraken_count != 2 {
            return Err(error(PositionErrorKind::KrakenCount {
                found: kraken_count,
            }));
        }
        for side in Side::BOTH {
            let count = fish[side.index()].count_ones();
            if count > FISH_PER_SIDE as u32 {
                return Err(error(PositionErrorKind::TooManyFish {
                    side,
                    count,
                    limit: FISH_PER_SIDE as u32,
                }));
            }
        }
        if turn > TURN_LIMIT {
            return Err(error(PositionErrorKind::TurnPastLimit {
                turn,
                limit: TURN_LIMIT,
            }));
        }
        Ok(Piranhas::from_boards(fish, kraken, turn))
    }

    /// Plies played so far (0-based); Red moves when it is even.
    #[inline]
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// What stands on `square`.
    pub fn field(&self, square: Square) -> Field {
        let bit = SQUARE_BIT[square.index()];
        if self.fish[0] & bit != 0 {
            Field::Fish(Side::First)
        } else if self.fish[1] & bit != 0 {
            Field::Fish(Side::Second)
        } else if self.kraken & bit != 0 {
            Field::Kraken
        } else {
            Field::Empty
        }
    }

    /// The squares of `side`'s fish, lowest index first.
    pub fn fish_squares(&self, side: Side) -> impl Iterator<Item = Square> + use<> {
        Bits(self.fish[side.index()]).map(|i| Square(i as u8))
    }

    /// The two kraken squares, lower index first.
    pub fn kraken(&self) -> [Square; 2] {
        let mut bits = Bits(self.kraken);
        let a = bits.next().unwrap_or(0);
        let b = bits.next().unwrap_or(a);
        [Square(a as u8), Square(b as u8)]
    }

    /// The fish of `side` as a bitboard (bit `y * 10 + x`), for the evaluation.
    #[inline]
    pub fn fish_board(&self, side: Side) -> u128 {
        self.fish[side.index()]
    }

    /// [`Position::play_unchecked`], inlined where Piranhas 2026 plays its moves
    /// on this board, so that its move is one call, not two.
    #[inline(always)]
    pub(crate) fn play_on_board(&mut self, mv: Move) {
        let us = self.side_to_move().index();
        let them = 1 - us;
        let (from, to) = (mv.from.index(), mv.to.index());
        self.fish[us] ^= SQUARE_BIT[from] | SQUARE_BIT[to];
        self.hash ^= KEYS.fish[us][from] ^ KEYS.fish[us][to];
        let (from, to) = (from & 127, to & 127);
        for kind in 0..4 {
            let line = LINE_ID[from][kind] as usize & 63;
            self.line_fish[line] = self.line_fish[line].wrapping_sub(1);
            self.line_pattern[us][line] ^= LINE_BIT[from][kind];
            let line = LINE_ID[to][kind] as usize & 63;
            self.line_pattern[us][line] ^= LINE_BIT[to][kind];
        }
        if self.fish[them] & SQUARE_BIT[to] != 0 {
            // The eaten fish leaves the lines through `to` as the mover arrives.
            self.fish[them] ^= SQUARE_BIT[to];
            self.hash ^= KEYS.fish[them][to];
            self.fish_count[them] = self.fish_count[them].wrapping_sub(1);
            for kind in 0..4 {
                let line = LINE_ID[to][kind] as usize & 63;
                self.line_pattern[them][line] ^= LINE_BIT[to][kind];
            }
        } else {
            for &id in &LINE_ID[to] {
                let line = id as usize & 63;
                self.line_fish[line] = self.line_fish[line].wrapping_add(1);
            }
        }
        // Only the moves along the lines through `from` and `to` change. The move's
        // own line passes through both: recounting it again changes nothing.
        for (&from_line, &to_line) in LINE_ID[from].iter().zip(&LINE_ID[to]) {
            self.recount_line(from_line as usize);
            self.recount_line(to_line as usize);
        }
        self.hash ^=
            KEYS.turn[self.turn as usize & 127] ^ KEYS.turn[(self.turn as usize + 1) & 127];
        self.turn += 1;
    }

    /// This position with the side to move passing: the turn goes on, nothing
    /// else changes (the search's null move).
    pub(crate) fn pass(&self) -> Piranhas {
        let mut next = *self;
        next.hash ^=
            KEYS.turn[self.turn as usize & 127] ^ KEYS.turn[(self.turn as usize + 1) & 127];
        next.turn += 1;
        next
    }

    /// Number of fish `side` has on the board.
    #[inline]
    pub fn fish_count(&self, side: Side) -> u8 {
        self.fish_count[side.index()]
    }

    /// Number of fish in `side`'s largest 8-connected group (0 without fish).
    pub fn swarm_size(&self, side: Side) -> u8 {
        let mut rest = self.fish[side.index()];
        let mut largest = 0;
        while rest != 0 {
            let group = group_of(lowest_bit(rest), rest);
            largest = largest.max(group.count_ones() as u8);
            rest &= !group;
        }
        largest
    }

    /// Whether all of `side`'s fish form one 8-connected group. Zero fish counts as
    /// connected, as on the competition server.
    pub fn is_connected(&self, side: Side) -> bool {
        let fish = self.fish[side.index()];
        fish == 0 || (may_be_connected(fish) && group_of(lowest_bit(fish), fish) == fish)
    }

    /// Whether the game is over by the checks made after Blue's move (at even
    /// turns): a connected swarm or the round limit. "No legal move" is not included.
    #[inline]
    fn swarm_end(&self) -> bool {
        self.turn.is_multiple_of(2)
            && (self.turn >= TURN_LIMIT
                || self.is_connected(Side::First)
                || self.is_connected(Side::Second))
    }

    /// Number of fish on the line of `direction` through `square`: the distance a
    /// fish there swims that way.
    pub fn line_fish(&self, square: Square, direction: Direction) -> u8 {
        self.line_fish
            [LINE_ID[square.index()][tables::LINE_OF_DIRECTION[direction as usize]] as usize]
    }

    /// The move of the fish on `from` in `direction` (the competition's move form),
    /// checked against the rules.
    pub fn move_in_direction(&self, from: Square, direction: Direction) -> Result<Move, MoveError> {
        let text = format!("{from} {direction}");
        let distance = self.line_fish(from, direction);
        if self.swarm_end() {
            return Err(MoveError::GameOver { text });
        }
        let to = TARGET[from.index()][direction as usize][(distance as usize).min(10)];
        if to == OFF_BOARD {
            return Err(MoveError::illegal(
                &text,
                IllegalReason::SwimsOffBoard { fish: distance },
            ));
        }
        let mv = Move {
            from,
            to: Square(to),
        };
        self.check_move(mv)
            .map_err(|why| self.move_error(&text, why))?;
        Ok(mv)
    }

    fn move_error(&self, text: &str, why: MoveProblem) -> MoveError {
        match why {
            MoveProblem::GameOver => MoveError::GameOver {
                text: text.to_string(),
            },
            MoveProblem::Illegal(why) => MoveError::illegal(text, why),
        }
    }

    /// Checks a move of the side to move against the rules, saying why it fails.
    fn check_move(&self, mv: Move) -> Result<(), MoveProblem> {
        if self.swarm_end() {
            return Err(MoveProblem::GameOver);
        }
        self.check_line_move(mv).map_err(MoveProblem::Illegal)
    }

    /// Checks a move of the side to move against the move rule alone (own fish,
    /// line, distance, jumps, landing square), without the end checks: shared
    /// with the 2026 rules, whose end checks differ.
    pub(super) fn check_line_move(&self, mv: Move) -> Result<(), IllegalReason> {
        let us = self.side_to_move();
        let (from, to) = (mv.from.index(), mv.to.index());
        if self.fish[us.index()] & SQUARE_BIT[from] == 0 {
            return Err(IllegalReason::NoOwnFish {
                square: mv.from,
                side: us,
            });
        }
        let dx = mv.to.x() as i8 - mv.from.x() as i8;
        let dy = mv.to.y() as i8 - mv.from.y() as i8;
        if dx == 0 && dy == 0 {
            return Err(IllegalReason::NoDistance);
        }
        if dx != 0 && dy != 0 && dx.abs() != dy.abs() {
            return Err(IllegalReason::NotOnALine {
                from: mv.from,
                to: mv.to,
            });
        }
        let direction = mv.direction();
        let distance = self.line_fish(mv.from, direction);
        if mv.distance() != distance {
            return Err(IllegalReason::WrongDistance { fish: distance });
        }
        let d = direction as usize;
        let between = RAY[from][d] ^ RAY_FROM[to][d];
        let blockers = between & self.fish[us.other().index()];
        if blockers != 0 {
            // The first opposing fish seen from the mover.
            let first = if RAY[from][d] > SQUARE_BIT[from] {
                Bits(blockers).next()
            } else {
                Bits(blockers).last()
            };
            let first = Square(first.unwrap_or(0) as u8);
            return Err(IllegalReason::JumpsOverOpponent { square: first });
        }
        if self.fish[us.index()] & SQUARE_BIT[to] != 0 {
            return Err(IllegalReason::LandsOnOwnFish { square: mv.to });
        }
        if self.kraken & SQUARE_BIT[to] != 0 {
            return Err(IllegalReason::LandsOnKraken { square: mv.to });
        }
        Ok(())
    }

    /// Whether `mv` (legal here) eats an opposing fish.
    #[inline]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.fish[self.side_to_move().other().index()] & SQUARE_BIT[mv.to.index()] != 0
    }

    /// Appends the legal moves of `side` to `moves`, ignoring the end checks: fish
    /// by fish from the lowest square, each along its row (right, then left),
    /// column (up, down), diagonal (up-right, down-left) and anti-diagonal
    /// (down-right, up-left). The search's move order depends on this order.
    ///
    /// Each line is tested as the move counter tests it, for the one fish:
    /// a handful of operations on 10-bit patterns instead of a target and a ray
    /// look-up per direction. Without branches: every direction's move is written
    /// to the next free slot, which only a legal one takes.
    #[inline]
    pub fn generate(&self, side: Side, moves: &mut MoveList<Move>) {
        let own = &self.line_pattern[side.index()];
        let opponent = &self.line_pattern[side.other().index()];
        // At most 16 fish x 8 directions = 128 moves: when the count reaches 128,
        // every direction has been written, so `& 127` never overwrites a move.
        let mut found = [Move {
            from: Square(0),
            to: Square(0),
        }; 128];
        let mut count = 0usize;
        for from in Bits(self.fish[side.index()]) {
            let from = from & 127;
            for kind in 0..4 {
                let line = LINE_ID[from][kind] as usize & 63;
                let n = self.line_fish[line] as usize & 15;
                let here = LINE_BIT[from][kind] as u32;
                let free = self.line_landing[line] as u32 & !(own[line] as u32);
                let jumped = JUMPED[n][opponent[line] as usize & 1023];
                let step = n as i32 * FORWARD_STEP[kind];
                let forward = here & (free >> n) & !jumped != 0;
                let backward = here & (free << n) & !(jumped >> 16) != 0;
                found[count & 127] = Move {
                    from: Square(from as u8),
                    to: Square((from as i32 + step) as u8),
                };
                count += forward as usize;
                found[count & 127] = Move {
                    from: Square(from as u8),
                    to: Square((from as i32 - step) as u8),
                };
                count += backward as usize;
            }
        }
        moves
            .try_extend_from_slice(&found[..count.min(128)])
            .expect("a move list holds 128 moves");
    }

    /// Number of legal moves of `side`, ignoring the end checks (perft's last ply,
    /// the end check and the evaluation's mobility): kept up to date by
    /// [`Position::play`], so a look-up.
    #[inline]
    pub fn count_moves(&self, side: Side) -> u32 {
        self.move_count[side.index()] as u32
    }

    /// Number of legal moves of Red and of Blue (as if each were to move), ignoring
    /// the end checks.
    #[inline]
    pub fn count_moves_both(&self) -> [u32; 2] {
        [self.move_count[0] as u32, self.move_count[1] as u32]
    }

    /// Number of capture moves of Red and of Blue (as if each were to move),
    /// ignoring the end checks: kept up to date by [`Position::play`].
    #[inline]
    pub fn count_captures_both(&self) -> [u32; 2] {
        [self.capture_count[0] as u32, self.capture_count[1] as u32]
    }

    /// Number of legal moves of Red and of Blue along one line, ignoring the end
    /// checks, and how many of them capture.
    ///
    /// On a line holding `n` fish, every fish moves `n` squares forward or backward
    /// along it; with the line's 10-bit patterns, the fish whose target is free
    /// are `own & (landing >> n)` (resp. `<< n`), and those not jumping an
    /// opposing fish come from a table. No branches.
    #[inline(always)]
    fn count_line_moves(&self, line: usize) -> ([u8; 2], [u8; 2]) {
        let line = line & 63;
        let n = self.line_fish[line] as usize & 15;
        let (red, blue) = (
            self.line_pattern[0][line] as u32,
            self.line_pattern[1][line] as u32,
        );
        let red_jumped = JUMPED[n][blue as usize & 1023];
        let blue_jumped = JUMPED[n][red as usize & 1023];
        let landing = self.line_landing[line] as u32;
        let red_landing = landing & !red;
        let blue_landing = landing & !blue;
        let red_forward = red & (red_landing >> n) & !red_jumped;
        let red_backward = red & (red_landing << n) & !(red_jumped >> 16);
        let blue_forward = blue & (blue_landing >> n) & !blue_jumped;
        let blue_backward = blue & (blue_landing << n) & !(blue_jumped >> 16);
        let count = |forward: u32, backward: u32| {
            POPCOUNT[forward as usize & 1023] + POPCOUNT[backward as usize & 1023]
        };
        // A move captures where its target holds an opposing fish.
        (
            [
                count(red_forward, red_backward),
                count(blue_forward, blue_backward),
            ],
            [
                count(red_forward & (blue >> n), red_backward & (blue << n)),
                count(blue_forward & (red >> n), blue_backward & (red << n)),
            ],
        )
    }

    /// Recounts the moves along `line` after a change there, in `line_moves` and
    /// in the totals.
    #[inline(always)]
    fn recount_line(&mut self, line: usize) {
        let line = line & 63;
        let (moves, captures) = self.count_line_moves(line);
        for side in 0..2 {
            let old = self.line_moves[side][line];
            self.line_moves[side][line] = moves[side];
            // The total holds the line's old share, so this never drops below 0.
            self.move_count[side] = self.move_count[side] - old + moves[side];
            let old = self.line_captures[side][line];
            self.line_captures[side][line] = captures[side];
            self.capture_count[side] = self.capture_count[side] - old + captures[side];
        }
    }

    /// Number of legal moves of Red and of Blue counted afresh over all 58 lines
    /// (for tests of the counts kept up to date).
    #[cfg(test)]
    fn count_moves_from_scratch(&self) -> [u32; 2] {
        let mut counts = [0u32; 2];
        for line in 0..LINE_COUNT {
            let ([red, blue], _) = self.count_line_moves(line);
            counts[0] += red as u32;
            counts[1] += blue as u32;
        }
        counts
    }

    fn perft_from(&self, depth: u32) -> u64 {
        if self.swarm_end() {
            return 0;
        }
        let us = self.side_to_move();
        if depth == 1 {
            return self.count_moves(us) as u64;
        }
        let mut moves = MoveList::new();
        self.generate(us, &mut moves);
        let mut total = 0;
        for &mv in &moves {
            let mut next = *self;
            next.play_unchecked(mv);
            total += next.perft_from(depth - 1);
        }
        total
    }
}

/// Why a move cannot be played.
enum MoveProblem {
    GameOver,
    Illegal(IllegalReason),
}

/// Whether `a` and `b` share a row, column or diagonal (or are the same square).
pub(super) fn on_one_line(a: Square, b: Square) -> bool {
    let dx = a.x() as i8 - b.x() as i8;
    let dy = a.y() as i8 - b.y() as i8;
    dx == 0 || dy == 0 || dx.abs() == dy.abs()
}

impl Position for Piranhas {
    type Move = Move;
    type Options = Options;
    const KIND: GameKind = GameKind::Piranhas;
    const ROUND_LIMIT: Option<u32> = Some(TURN_LIMIT / 2);

    fn moves_left(&self) -> Option<u32> {
        Some((TURN_LIMIT + 1).saturating_sub(self.turn) / 2)
    }
    const MOVE_EXAMPLE: &'static str = "A4-C4";

    /// The two kraken are placed at random.
    fn uses_seed(_options: &Self::Options) -> bool {
        true
    }

    /// The start setup with the kraken drawn from `seed` ([`Piranhas::draw_kraken`]).
    fn start(_options: &Options, seed: u64) -> Self {
        let (a, b) = Piranhas::draw_kraken(seed);
        Piranhas::with_kraken(a, b)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        if self.turn.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    fn round(&self) -> u32 {
        crate::round_of_turn(self.turn, self.side_to_move())
    }

    fn passed(&self) -> Option<Self> {
        Some(self.pass())
    }

    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        if !self.swarm_end() {
            self.generate(self.side_to_move(), moves);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.play_on_board(mv);
    }

    /// The end checks of rules.md in their order: at even turns (after Blue's move)
    /// both swarms connected, one swarm connected, the round limit; then, at any
    /// turn, no legal move for the side to move.
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        let sizes = || (self.swarm_size(Side::First), self.swarm_size(Side::Second));
        if self.turn.is_multiple_of(2) {
            let red = self.is_connected(Side::First);
            let blue = self.is_connected(Side::Second);
            let larger = |first: u8, second: u8| match first.cmp(&second) {
                std::cmp::Ordering::Greater => Some(Side::First),
                std::cmp::Ordering::Less => Some(Side::Second),
                std::cmp::Ordering::Equal => None,
            };
            if red && blue {
                let (first, second) = sizes();
                let reason = EndReason::BothSwarmsConnected { first, second };
                return Some(Outcome {
                    winner: larger(first, second),
                    reason,
                });
            }
            if red || blue {
                let (first, second) = sizes();
                let winner = if red { Side::First } else { Side::Second };
                return Some(Outcome::win(
                    winner,
                    EndReason::SwarmConnected { first, second },
                ));
            }
            if self.turn >= TURN_LIMIT {
                let (first, second) = sizes();
                let reason = EndReason::RoundLimitSwarm { first, second };
                return Some(Outcome {
                    winner: larger(first, second),
                    reason,
                });
            }
        }
        let us = self.side_to_move();
        if self.count_moves(us) == 0 {
            return Some(Outcome::win(us.other(), EndReason::NoLegalMove));
        }
        None
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        let mut hash = KEYS.turn[self.turn as usize & 127];
        for side in 0..2 {
            for square in Bits(self.fish[side]) {
                hash ^= KEYS.fish[side][square];
            }
        }
        for square in Bits(self.kraken) {
            hash ^= KEYS.kraken[square];
        }
        hash
    }

    fn to_text(&self) -> String {
        let mut text = String::with_capacity(116);
        for y in (0..10u8).rev() {
            for x in 0..10u8 {
                text.push(self.field(Square(y * 10 + x)).letter());
            }
            text.push(if y > 0 { '/' } else { ' ' });
        }
        text.push(if self.side_to_move() == Side::First {
            'r'
        } else {
            'b'
        });
        text.push(' ');
        text.push_str(&self.turn.to_string());
        text
    }

    fn from_text(text: &str, _options: &Options) -> Result<Self, PositionError> {
        let error = |kind| PositionError::new(GameKind::Piranhas, kind);
        let parts: Vec<&str> = text.split_whitespace().collect();
        if parts.len() != 3 {
            return Err(error(PositionErrorKind::FieldCount {
                expected: 3,
                found: parts.len(),
            }));
        }
        let rows: Vec<&str> = parts[0].split('/').collect();
        if rows.len() != 10 {
            return Err(error(PositionErrorKind::RowCount {
                expected: 10,
                found: rows.len(),
            }));
        }
        let mut fields = [Field::Empty; 100];
        for (i, row_text) in rows.iter().enumerate() {
            let y = 9 - i as u8;
            let length = row_text.chars().count();
            if length != 10 {
                return Err(error(PositionErrorKind::RowLength {
                    row: y,
                    expected: 10,
                    found: length,
                }));
            }
            for (x, c) in row_text.chars().enumerate() {
                let square = Square(y * 10 + x as u8);
                fields[square.index()] = Field::from_letter(c).ok_or_else(|| {
                    error(PositionErrorKind::UnknownPiece {
                        row: y,
                        column: square.x(),
                        found: c,
                    })
                })?;
            }
        }
        let side = match parts[1] {
            "r" => Side::First,
            "b" => Side::Second,
            other => {
                return Err(error(PositionErrorKind::BadSideToMove {
                    found: other.to_string(),
                }));
            }
        };
        let turn: u32 = parts[2].parse().map_err(|_| {
            error(PositionErrorKind::BadNumber {
                field: NumberField::Turn,
                found: parts[2].to_string(),
            })
        })?;
        let parity_side = if turn.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        };
        if side != parity_side {
            return Err(error(PositionErrorKind::TurnParity { side, turn }));
        }
        Piranhas::from_fields(&fields, turn)
    }

    fn move_to_text(&self, mv: Move) -> String {
        let separator = if self.is_capture(mv) { 'x' } else { '-' };
        format!("{}{separator}{}", mv.from, mv.to)
    }

    /// Reads `A4-C4` or `A2xC0` (either separator, lower-case columns too) and
    /// checks the move against the rules.
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let trimmed = text.trim();
        let Some(split) = trimmed.find(['-', 'x', 'X']) else {
            return Err(MoveError::malformed(
                text,
                MalformedReason::NotAMove {
                    game: GameKind::Piranhas,
                },
            ));
        };
        let from: Square = trimmed[..split]
            .parse()
            .map_err(|why| MoveError::malformed(text, why))?;
        let to: Square = trimmed[split + 1..]
            .parse()
            .map_err(|why| MoveError::malformed(text, why))?;
        let mv = Move { from, to };
        self.check_move(mv)
            .map_err(|why| self.move_error(text, why))?;
        Ok(mv)
    }

    /// The same count as the generic perft, with the end check at even turns and
    /// bulk counting (no move list) at the last ply.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            1
        } else {
            self.perft_from(depth)
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Positions from random games of all lengths, for comparisons with reference
    /// implementations: captures (chosen half of the time) thin the swarms out,
    /// and now and then one side connects.
    fn random_positions() -> Vec<Piranhas> {
        crate::testing::random_games(
            |seed| Piranhas::start(&Options::default(), seed),
            Piranhas::is_capture,
        )
    }

    /// The move and capture counts kept up to date by `play`, against a full
    /// recount from the move lists (the evaluation weighs both).
    #[test]
    fn move_and_capture_counts_equal_a_recount() {
        for pos in random_positions() {
            let [red, blue] = pos.count_moves_from_scratch();
            assert_eq!(pos.count_moves_both(), [red, blue], "{pos:?}");
            let captures = Side::BOTH.map(|side| {
                let prey = pos.fish[side.other().index()];
                let mut moves = MoveList::new();
                pos.generate(side, &mut moves);
                let eats = |mv: &&Move| prey & SQUARE_BIT[mv.to.index()] != 0;
                moves.iter().filter(eats).count() as u32
            });
            assert_eq!(pos.count_captures_both(), captures, "{pos:?}");
        }
    }

    /// The move generator as first written, a target and a ray per direction:
    /// the reference for the order of the moves, which the search depends on.
    fn reference_generate(pos: &Piranhas, side: Side) -> Vec<Move> {
        // Right, Left, Up, Down, UpRight, DownLeft, DownRight, UpLeft.
        const ORDER: [usize; 8] = [2, 6, 0, 4, 1, 5, 3, 7];
        let own = pos.fish[side.index()];
        let opponent = pos.fish[side.other().index()];
        let mut moves = Vec::new();
        for from in Bits(own) {
            for d in ORDER {
                let distance =
                    pos.line_fish[LINE_ID[from][tables::LINE_OF_DIRECTION[d]] as usize] as usize;
                let to = TARGET[from][d][distance] as usize;
                if to != OFF_BOARD as usize
                    && (own | pos.kraken) & SQUARE_BIT[to] == 0
                    && opponent & (RAY[from][d] ^ RAY_FROM[to][d]) == 0
                {
                    moves.push(Move {
                        from: Square(from as u8),
                        to: Square(to as u8),
                    });
                }
            }
        }
        moves
    }

    #[test]
    fn moves_come_in_the_reference_order() {
        for pos in random_positions() {
            for side in Side::BOTH {
                let mut moves = MoveList::new();
                pos.generate(side, &mut moves);
                assert_eq!(
                    moves.to_vec(),
                    reference_generate(&pos, side),
                    "{pos:?} {side:?}"
                );
            }
        }
    }
}
