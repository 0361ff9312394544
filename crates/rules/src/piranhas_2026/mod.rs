//! Piranhas as the Software Challenge 2026 plays it (`docs/rules.md`, "Piranhas,
//! Software Challenge 2026"): the 2019 board and move rule with fish of three
//! sizes, small, medium and large, weighing 1, 2 and 3.
//!
//! The heaviest swarm (the 8-connected group whose fish weigh the most) decides,
//! not the largest; a tie goes to whoever first had all their fish in one swarm
//! (the "first union", recorded after every move, Red before Blue, and kept even
//! when that swarm breaks again). The game ends after a complete round (even
//! `turn`) in which someone is connected, at once when the player to move has no
//! legal move (after either side's move), or at turn 60. A player with no fish is
//! not connected (in 2019 they were).
//!
//! Representation: the move rule is the 2019 game's, unchanged, so a
//! [`Piranhas`] position holds the colours, kraken, line counts, move counts and
//! the turn (its move generator, move counts and move check are reused as they
//! are; only its end checks are not). Beside it the weight of the fish on each
//! square (0 on an empty one), moved with its fish, and the first union. The
//! hash is the 2019 one with keys for the medium-or-large and the large fish and
//! the first union on top, each kept up to date by [`Position::play_unchecked`].
//!
//! Speed: the search copies the position for every move it plays, weighs both
//! sides' swarms in every evaluation and plays every move through
//! `play_unchecked`, so the representation is chosen for those three: a byte of
//! weight per square (the evaluation's walk over the fish reads one byte per fish
//! instead of two bits of 128-bit planes, and a move moves its byte without a
//! branch), the whole position `Copy` (one copy per clone, not one per part and
//! another of the whole), and the first union looked for only when it can appear.
//!
//! Decisions the spec leaves open:
//! - A position text may record no first union while a side is connected (a
//!   position editor may want that); equal weights then give a draw, as the
//!   server's rule says when no one ever formed a swarm.
//! - A position text may place the kraken anywhere and give any sizes; the fish
//!   count per colour is at most 16 as in 2019.
//! - Move text is the 2019 text (`A4-C4`, `A2xC0`).

use std::fmt;

use super::piranhas::tables::{
    Bits, NEIGHBOURS, OFF_BOARD, SQUARE_BIT, TARGET, group_of, lowest_bit, lowest_square,
    may_be_connected, splitmix,
};
use super::piranhas::{self, Piranhas, on_one_line};
use super::rng::SplitMix64;
use super::{
    EndReason, GameKind, IllegalReason, MalformedReason, MoveError, MoveList, NumberField, Outcome,
    Position, PositionError, PositionErrorKind, Side,
};

pub use piranhas::{Direction, FISH_PER_SIDE, Move, Square};

/// The game ends at the latest when `turn` reaches this (after Blue's 30th move).
pub const TURN_LIMIT: u32 = 60;

/// The size of a fish, and with it its weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Size {
    /// Weight 1 (the competition's `S`).
    Small,
    /// Weight 2 (`M`).
    Medium,
    /// Weight 3 (`L`).
    Large,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    /// 1, 2 or 3.
    pub fn weight(self) -> u8 {
        self as u8 + 1
    }

    /// The size of weight 1, 2 or 3.
    pub fn from_weight(weight: u8) -> Option<Size> {
        Size::ALL.get((weight as usize).wrapping_sub(1)).copied()
    }

    /// The competition's letter: `S`, `M` or `L`.
    pub fn letter(self) -> char {
        ['S', 'M', 'L'][self as usize]
    }

    /// The size of the competition's letter `S`, `M` or `L`.
    pub fn from_letter(letter: char) -> Option<Size> {
        Size::ALL.into_iter().find(|size| size.letter() == letter)
    }

    /// A size drawn as the server draws it: small 4/9, medium 3/9, large 2/9.
    fn draw(rng: &mut SplitMix64) -> Size {
        match rng.below(9) {
            0..=3 => Size::Small,
            4..=6 => Size::Medium,
            _ => Size::Large,
        }
    }
}

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Empty,
    Fish(Side, Size),
    /// A kraken (the competition's `SQUID`): fish jump it but never land on it.
    Kraken,
}

/// Piranhas 2026 has no rule options.
pub type Options = super::NoOptions;

/// Zobrist keys on top of the 2019 ones: a medium-or-large and a large fish on
/// each square (the colour is in the 2019 keys), and each recorded first union.
/// A move reads them through [`WEIGHT_KEYS`].
struct Keys {
    heavy: [[u64; 100]; 2],
    first_union: [u64; 2],
}

static KEYS: Keys = {
    let mut state = 0x5049_5241_4E48_2026; // "PIRANH" 2026
    let mut keys = Keys {
        heavy: [[0; 100]; 2],
        first_union: [0; 2],
    };
    let mut i = 0;
    while i < 100 {
        keys.heavy[0][i] = splitmix(&mut state);
        keys.heavy[1][i] = splitmix(&mut state);
        i += 1;
    }
    keys.first_union[0] = splitmix(&mut state);
    keys.first_union[1] = splitmix(&mut state);
    keys
};

/// The hash key of a fish of weight `w` (0 for no fish) on square `i`:
/// `WEIGHT_KEYS[w][i]`, the XOR of its size's [`KEYS`] (none for a small fish), so
/// that a move updates the hash with three look-ups and no branch. 128 squares
/// and four weights, for indices masked with 127 and 3.
static WEIGHT_KEYS: [[u64; 128]; 4] = {
    let mut keys = [[0u64; 128]; 4];
    let mut i = 0;
    while i < 100 {
        keys[2][i] = KEYS.heavy[0][i];
        keys[3][i] = KEYS.heavy[0][i] ^ KEYS.heavy[1][i];
        i += 1;
    }
    keys
};

/// A Piranhas 2026 position: the fish, their sizes, the kraken, the turn and who
/// first formed a swarm.
#[derive(Clone, Copy, PartialEq)]
pub struct Piranhas2026 {
    /// The colours, kraken and turn, with the 2019 move rule.
    board: Piranhas,
    /// The weight of the fish on each square (index `y * 10 + x`): 1, 2 or 3, and
    /// 0 where there is no fish (also on the 28 indices past the board, which are
    /// there so that an index masked with 127 needs no bounds check).
    weights: [u8; 128],
    /// Who first had all their fish in one swarm, if anyone yet.
    first_union: Option<Side>,
    /// Whether a side is connected while no first union is recorded, which only a
    /// position made from fields (or text) can be: after a move the first union
    /// is recorded as soon as someone is connected. Without it, the side that did
    /// not move cannot have become connected unless it lost a fish, so
    /// [`Position::play_unchecked`] looks only at the mover then. A function of
    /// the other fields, so equal positions agree on it.
    union_unrecorded: bool,
    /// The total weight of each side's fish (at most 48), kept up to date as fish
    /// are eaten: the evaluation asks for it in every position searched.
    weight: [u8; 2],
    /// The keys of the sizes (`weights`) and `first_union`; the position's hash is
    /// this XOR the 2019 board's.
    size_hash: u64,
    options: Options,
}

impl fmt::Debug for Piranhas2026 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Piranhas2026({})", self.to_text())
    }
}

/// The position error `error` of the 2019 rules, as one of this game.
fn ours(error: PositionError) -> PositionError {
    PositionError::new(GameKind::Piranhas2026, error.kind().clone())
}

/// A move-text error of the 2019 parsers, naming this game.
fn ours_malformed(why: MalformedReason) -> MalformedReason {
    match why {
        MalformedReason::NotAMove { .. } => MalformedReason::NotAMove {
            game: GameKind::Piranhas2026,
        },
        MalformedReason::NotASquare { found, .. } => MalformedReason::NotASquare {
            game: GameKind::Piranhas2026,
            found,
        },
        MalformedReason::OffBoard { square, .. } => MalformedReason::OffBoard {
            game: GameKind::Piranhas2026,
            square,
        },
        other => other,
    }
}

impl Piranhas2026 {
    /// The start setup drawn from `seed` as the server draws it: for i = 1..8 two
    /// sizes, the first for Red's fish on A`i` and Blue's on (column i, row 0), the
    /// second for Red's on J`i` and Blue's on (column i, row 9); then the two kraken
    /// in the inner 6x6 by rejection (a candidate on a column, row or diagonal of
    /// one already placed is drawn again).
    pub fn draw_start(seed: u64) -> Piranhas2026 {
        let mut rng = SplitMix64::new(seed);
        let mut fields = [Field::Empty; 100];
        for i in 1..9u8 {
            let first = Size::draw(&mut rng);
            let second = Size::draw(&mut rng);
            let at = |x: u8, y: u8| (y * 10 + x) as usize;
            fields[at(0, i)] = Field::Fish(Side::First, first);
            fields[at(i, 0)] = Field::Fish(Side::Second, first);
            fields[at(9, i)] = Field::Fish(Side::First, second);
            fields[at(i, 9)] = Field::Fish(Side::Second, second);
        }
        let mut kraken: Vec<Square> = Vec::with_capacity(2);
        while kraken.len() < 2 {
            let k = rng.below(36) as u8;
            let candidate = Square::new(2 + k % 6, 2 + k / 6).expect("inside the board");
            if kraken.iter().all(|&placed| !on_one_line(placed, candidate)) {
                kraken.push(candidate);
            }
        }
        for square in kraken {
            fields[square.index()] = Field::Kraken;
        }
        Piranhas2026::from_fields(&fields, 0, None).expect("the start setup is a valid position")
    }

    /// A position from the content of all 100 squares (index `y * 10 + x`), the
    /// turn counter (Red moves when it is even) and the first union, checked as a
    /// position text is: exactly two kraken, at most 16 fish per colour, turn at
    /// most 60.
    pub fn from_fields(
        fields: &[Field; 100],
        turn: u32,
        first_union: Option<Side>,
    ) -> Result<Piranhas2026, PositionError> {
        let mut colours = [piranhas::Field::Empty; 100];
        let mut weights = [0u8; 128];
        for (index, field) in fields.iter().enumerate() {
            colours[index] = match *field {
                Field::Empty => piranhas::Field::Empty,
                Field::Kraken => piranhas::Field::Kraken,
                Field::Fish(side, size) => {
                    weights[index] = size.weight();
                    piranhas::Field::Fish(side)
                }
            };
        }
        let board = Piranhas::from_fields(&colours, turn).map_err(ours)?;
        let mut pos = Piranhas2026 {
            board,
            weights,
            first_union,
            union_unrecorded: false,
            weight: [0; 2],
            size_hash: 0,
            options: Options::default(),
        };
        pos.weight = Side::BOTH.map(|side| pos.weight_of(pos.fish_board(side)) as u8);
        pos.size_hash = pos.size_hash_from_scratch();
        pos.union_unrecorded =
            first_union.is_none() && Side::BOTH.into_iter().any(|side| pos.is_connected(side));
        Ok(pos)
    }

    /// Plies played so far (0-based); Red moves when it is even.
    pub fn turn(&self) -> u32 {
        self.board.turn()
    }

    /// The position without the fish sizes: the 2019 board the moves and
    /// swarms are played on.
    #[inline]
    pub fn board(&self) -> &Piranhas {
        &self.board
    }

    /// Who first had all their fish in one swarm, if anyone yet.
    #[inline]
    pub fn first_union(&self) -> Option<Side> {
        self.first_union
    }

    /// What stands on `square`.
    pub fn field(&self, square: Square) -> Field {
        match self.board.field(square) {
            piranhas::Field::Empty => Field::Empty,
            piranhas::Field::Kraken => Field::Kraken,
            piranhas::Field::Fish(side) => Field::Fish(side, self.size_at(square)),
        }
    }

    /// The size of the fish on `square` (small where there is none).
    fn size_at(&self, square: Square) -> Size {
        Size::from_weight(self.weights[square.index()]).unwrap_or(Size::Small)
    }

    /// The squares of `side`'s fish, lowest index first.
    pub fn fish_squares(&self, side: Side) -> impl Iterator<Item = Square> + use<> {
        self.board.fish_squares(side)
    }

    /// The two kraken squares, lower index first.
    pub fn kraken(&self) -> [Square; 2] {
        self.board.kraken()
    }

    /// The fish of `side` as a bitboard (bit `y * 10 + x`).
    pub fn fish_board(&self, side: Side) -> u128 {
        self.board.fish_board(side)
    }

    /// Number of fish `side` has on the board.
    pub fn fish_count(&self, side: Side) -> u8 {
        self.board.fish_count(side)
    }

    /// The weight of the fish on the squares of `set` (bit `y * 10 + x`).
    pub fn weight_of(&self, set: u128) -> u32 {
        Bits(set).map(|square| self.square_weight(square)).sum()
    }

    /// The weight of the fish on square `index` (0 where there is none).
    #[inline(always)]
    pub fn square_weight(&self, index: usize) -> u32 {
        self.weights[index & 127] as u32
    }

    /// The total weight of `side`'s fish.
    #[inline]
    pub fn total_weight(&self, side: Side) -> u32 {
        self.weight[side.index()] as u32
    }

    /// The weight of `side`'s heaviest 8-connected swarm (0 without fish; the
    /// competition writes −1 then, which compares the same way, since every fish
    /// weighs at least 1).
    ///
    /// The evaluation asks this in every position searched, so it is one walk
    /// through the neighbour table (each fish visited once, its weight read from
    /// `weights`: no bit counts, which the baseline x86-64 target does in
    /// software), and it stops as soon as the fish not yet grouped weigh no more
    /// than the heaviest swarm found.
    pub fn heaviest_swarm(&self, side: Side) -> u8 {
        let mut unvisited = self.fish_board(side);
        let mut rest_weight = self.total_weight(side);
        let mut heaviest = 0;
        while unvisited != 0 && rest_weight > heaviest {
            let mut to_visit = lowest_bit(unvisited);
            unvisited ^= to_visit;
            let mut group_weight = 0;
            while to_visit != 0 {
                let square = lowest_square(to_visit) & 127;
                to_visit &= to_visit - 1;
                let joining = NEIGHBOURS[square] & unvisited;
                unvisited ^= joining;
                to_visit |= joining;
                group_weight += self.square_weight(square);
            }
            heaviest = heaviest.max(group_weight);
            rest_weight -= group_weight;
        }
        heaviest as u8
    }

    /// Whether all of `side`'s fish form one 8-connected swarm. A player with no
    /// fish is not connected.
    pub fn is_connected(&self, side: Side) -> bool {
        connected_on(&self.board, side)
    }

    /// Whether the game is over by the checks that do not need the move count: a
    /// connected player after a complete round, or the round limit.
    #[inline]
    fn swarm_end(&self) -> bool {
        swarm_end(&self.board)
    }

    /// Number of legal moves of `side`, ignoring the end checks (kept up to date
    /// by the 2019 board, so a look-up).
    #[inline]
    pub fn count_moves(&self, side: Side) -> u32 {
        self.board.count_moves(side)
    }

    /// Number of legal moves of Red and of Blue, ignoring the end checks.
    #[inline]
    pub fn count_moves_both(&self) -> [u32; 2] {
        self.board.count_moves_both()
    }

    /// Number of fish on the line of `direction` through `square`.
    pub fn line_fish(&self, square: Square, direction: Direction) -> u8 {
        self.board.line_fish(square, direction)
    }

    /// Whether `mv` (legal here) eats an opposing fish.
    #[inline]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.board.is_capture(mv)
    }

    /// The weight of the fish `mv` eats (0 if it eats none): a legal move lands on
    /// an empty square or an opposing fish.
    pub fn captured_weight(&self, mv: Move) -> u32 {
        self.square_weight(mv.to.index())
    }

    /// The move of the fish on `from` in `direction` (the competition's move form),
    /// checked against the rules.
    pub fn move_in_direction(&self, from: Square, direction: Direction) -> Result<Move, MoveError> {
        let text = format!("{from} {direction}");
        if self.swarm_end() {
            return Err(MoveError::GameOver { text });
        }
        let distance = self.line_fish(from, direction);
        let to = TARGET[from.index()][direction as usize][(distance as usize).min(10)];
        let Some(to) = Square::from_index(to as usize).filter(|_| to != OFF_BOARD) else {
            return Err(MoveError::illegal(
                &text,
                IllegalReason::SwimsOffBoard { fish: distance },
            ));
        };
        let mv = Move { from, to };
        self.board
            .check_line_move(mv)
            .map_err(|why| MoveError::illegal(&text, why))?;
        Ok(mv)
    }

    fn size_hash_from_scratch(&self) -> u64 {
        let mut hash = 0;
        for (square, &weight) in self.weights.iter().enumerate() {
            if weight >= 2 {
                hash ^= KEYS.heavy[0][square];
            }
            if weight == 3 {
                hash ^= KEYS.heavy[1][square];
            }
        }
        if let Some(side) = self.first_union {
            hash ^= KEYS.first_union[side.index()];
        }
        hash
    }
}

/// Whether a player with fish is connected on `board` (the 2026 meaning: no fish
/// is not connected).
#[inline]
fn connected_on(board: &Piranhas, side: Side) -> bool {
    board.fish_board(side) != 0 && board.is_connected(side)
}

/// Whether the game on `board` is over by the checks that need no move count: a
/// connected player after a complete round (even `turn`), or the round limit.
#[inline]
fn swarm_end(board: &Piranhas) -> bool {
    let turn = board.turn();
    turn.is_multiple_of(2)
        && (turn >= TURN_LIMIT
            || connected_on(board, Side::First)
            || connected_on(board, Side::Second))
}

/// perft on the 2019 board under the 2026 end checks. Sizes and the first union
/// never change which moves are legal or when the game ends (only who wins), so
/// the count needs neither: the tree walked is the 2026 game's.
fn perft_board(board: &Piranhas, depth: u32) -> u64 {
    if swarm_end(board) {
        return 0;
    }
    let us = board.side_to_move();
    if depth == 1 {
        return board.count_moves(us) as u64;
    }
    let mut moves = MoveList::new();
    board.generate(us, &mut moves);
    let mut total = 0;
    for &mv in &moves {
        let mut next = *board;
        next.play_unchecked(mv);
        total += perft_board(&next, depth - 1);
    }
    total
}

impl Position for Piranhas2026 {
    type Move = Move;
    type Options = Options;
    const KIND: GameKind = GameKind::Piranhas2026;
    const ROUND_LIMIT: Option<u32> = Some(TURN_LIMIT / 2);

    fn moves_left(&self) -> Option<u32> {
        Some((TURN_LIMIT + 1).saturating_sub(self.turn()) / 2)
    }
    const MOVE_EXAMPLE: &'static str = "A4-C4";

    /// The kraken and the fish's sizes are drawn at random.
    fn uses_seed(_options: &Self::Options) -> bool {
        true
    }

    /// The start setup drawn from `seed` ([`Piranhas2026::draw_start`]).
    fn start(_options: &Options, seed: u64) -> Self {
        Piranhas2026::draw_start(seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        self.board.side_to_move()
    }

    fn round(&self) -> u32 {
        crate::round_of_turn(self.turn(), self.side_to_move())
    }

    fn passed(&self) -> Option<Self> {
        let mut next = *self;
        next.board = self.board.pass();
        Some(next)
    }

    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        if !self.swarm_end() {
            self.board.generate(self.side_to_move(), moves);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        let (from, to) = (mv.from.index() & 127, mv.to.index() & 127);
        // The mover's weight goes from `from` to `to`; what stood on `to` (an
        // opposing fish or nothing, weight 0) leaves the board and its side.
        let them = self.side_to_move().other().index();
        let moving = self.weights[from];
        let eaten = self.weights[to];
        self.weight[them] -= eaten;
        self.size_hash ^= WEIGHT_KEYS[eaten as usize & 3][to]
            ^ WEIGHT_KEYS[moving as usize & 3][from]
            ^ WEIGHT_KEYS[moving as usize & 3][to];
        self.weights[to] = moving;
        self.weights[from] = 0;
        self.board.play_on_board(mv);
        if self.first_union.is_none() {
            // The mover (who has fish: one just moved) is connected only when all
            // its fish are in the group of the one it moved; the quick row and
            // column test first, since most moves leave the swarm apart. The side
            // that did not move only when it lost a fish or may have been
            // connected already. Red before Blue.
            let mover = self.side_to_move().other();
            let own = self.board.fish_board(mover);
            let mover_united = may_be_connected(own) && group_of(SQUARE_BIT[to], own) == own;
            let other_united =
                (eaten != 0 || self.union_unrecorded) && self.is_connected(mover.other());
            let (red, blue) = match mover {
                Side::First => (mover_united, other_united),
                Side::Second => (other_united, mover_united),
            };
            let united = if red {
                Some(Side::First)
            } else if blue {
                Some(Side::Second)
            } else {
                None
            };
            if let Some(side) = united {
                self.first_union = Some(side);
                self.size_hash ^= KEYS.first_union[side.index()];
            }
            self.union_unrecorded = false;
        }
    }

    /// The end checks and winner of rules.md in their order: a connected player
    /// after a complete round (heavier heaviest swarm, then the first union, else
    /// a draw); the player to move without a legal move (the other wins); the
    /// round limit (heavier heaviest swarm, else a draw).
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        let weights = || {
            (
                self.heaviest_swarm(Side::First),
                self.heaviest_swarm(Side::Second),
            )
        };
        let heavier = |first: u8, second: u8| match first.cmp(&second) {
            std::cmp::Ordering::Greater => Some(Side::First),
            std::cmp::Ordering::Less => Some(Side::Second),
            std::cmp::Ordering::Equal => None,
        };
        let turn = self.turn();
        if turn.is_multiple_of(2)
            && (self.is_connected(Side::First) || self.is_connected(Side::Second))
        {
            let (first, second) = weights();
            return Some(match (heavier(first, second), self.first_union) {
                (Some(winner), _) => {
                    Outcome::win(winner, EndReason::HeavierSwarm { first, second })
                }
                (None, Some(winner)) => {
                    Outcome::win(winner, EndReason::FirstUnion { weight: first })
                }
                (None, None) => Outcome::draw(EndReason::EqualSwarms { weight: first }),
            });
        }
        let us = self.side_to_move();
        if self.count_moves(us) == 0 {
            return Some(Outcome::win(us.other(), EndReason::NoLegalMove));
        }
        if turn >= TURN_LIMIT {
            let (first, second) = weights();
            return Some(Outcome {
                winner: heavier(first, second),
                reason: EndReason::RoundLimitWeight { first, second },
            });
        }
        None
    }

    fn hash(&self) -> u64 {
        self.board.hash() ^ self.size_hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.board.hash_from_scratch() ^ self.size_hash_from_scratch()
    }

    fn to_text(&self) -> String {
        let mut text = String::with_capacity(240);
        for y in (0..10u8).rev() {
            for x in 0..10u8 {
                let square = Square::new(x, y).expect("on the board");
                match self.field(square) {
                    Field::Empty => text.push('.'),
                    Field::Kraken => text.push('K'),
                    Field::Fish(side, size) => {
                        text.push(if side == Side::First { 'R' } else { 'B' });
                        text.push((b'0' + size.weight()) as char);
                    }
                }
            }
            text.push(if y > 0 { '/' } else { ' ' });
        }
        text.push(if self.side_to_move() == Side::First {
            'r'
        } else {
            'b'
        });
        text.push(' ');
        text.push_str(&self.turn().to_string());
        text.push(' ');
        text.push(match self.first_union {
            Some(Side::First) => 'r',
            Some(Side::Second) => 'b',
            None => '-',
        });
        text
    }

    fn from_text(text: &str, _options: &Options) -> Result<Self, PositionError> {
        let error = |kind| PositionError::new(GameKind::Piranhas2026, kind);
        let parts: Vec<&str> = text.split_whitespace().collect();
        if parts.len() != 4 {
            return Err(error(PositionErrorKind::FieldCount {
                expected: 4,
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
            let mut squares = Vec::with_capacity(10);
            let mut chars = row_text.chars().peekable();
            while let Some(c) = chars.next() {
                let column = squares.len().min(9) as u8;
                let field = match c {
                    '.' => Field::Empty,
                    'K' => Field::Kraken,
                    'R' | 'B' => {
                        let side = if c == 'R' { Side::First } else { Side::Second };
                        let weight = chars.next();
                        let size = weight
                            .and_then(|w| w.to_digit(10))
                            .and_then(|w| Size::from_weight(w as u8));
                        match size {
                            Some(size) => Field::Fish(side, size),
                            None => {
                                return Err(error(PositionErrorKind::FishWeight {
                                    square: Square::new(column, y).expect("on the board"),
                                    fish: c,
                                    found: weight,
                                }));
                            }
                        }
                    }
                    other => {
                        return Err(error(PositionErrorKind::UnknownPiece {
                            row: y,
                            column,
                            found: other,
                        }));
                    }
                };
                squares.push(field);
            }
            if squares.len() != 10 {
                return Err(error(PositionErrorKind::RowLength {
                    row: y,
                    expected: 10,
                    found: squares.len(),
                }));
            }
            for (x, field) in squares.into_iter().enumerate() {
                fields[y as usize * 10 + x] = field;
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
        let first_union = match parts[3] {
            "r" => Some(Side::First),
            "b" => Some(Side::Second),
            "-" => None,
            other => {
                return Err(error(PositionErrorKind::BadFirstUnion {
                    found: other.to_string(),
                }));
            }
        };
        Piranhas2026::from_fields(&fields, turn, first_union)
    }

    fn move_to_text(&self, mv: Move) -> String {
        self.board.move_to_text(mv)
    }

    /// Reads `A4-C4` or `A2xC0` (either separator, lower-case columns too) and
    /// checks the move against the rules.
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let trimmed = text.trim();
        let Some(split) = trimmed.find(['-', 'x', 'X']) else {
            return Err(MoveError::malformed(
                text,
                MalformedReason::NotAMove {
                    game: GameKind::Piranhas2026,
                },
            ));
        };
        let square = |part: &str| {
            part.parse::<Square>()
                .map_err(|why| MoveError::malformed(text, ours_malformed(why)))
        };
        let mv = Move {
            from: square(&trimmed[..split])?,
            to: square(&trimmed[split + 1..])?,
        };
        if self.swarm_end() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
            });
        }
        self.board
            .check_line_move(mv)
            .map_err(|why| MoveError::illegal(text, why))?;
        Ok(mv)
    }

    /// The same count as the generic perft, with the end checks that need no move
    /// count at even turns and bulk counting (no move list) at the last ply.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            1
        } else {
            perft_board(&self.board, depth)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piranhas::tables::group_of;

    /// Positions from random games of all lengths: captures (chosen half of the
    /// time) thin the swarms out, and now and then one side connects.
    fn random_positions() -> Vec<Piranhas2026> {
        crate::testing::random_games(
            |seed| Piranhas2026::start(&Options::default(), seed),
            Piranhas2026::is_capture,
        )
    }

    #[test]
    fn sizes_travel_with_their_fish_and_the_hash_stays_right() {
        for pos in random_positions() {
            assert_eq!(pos.hash(), pos.hash_from_scratch(), "{pos:?}");
            let fish = pos.fish_board(Side::First) | pos.fish_board(Side::Second);
            for (square, &weight) in pos.weights.iter().enumerate() {
                let is_fish = square < 100 && fish & SQUARE_BIT[square] != 0;
                assert_eq!(weight != 0, is_fish, "weight {weight} on {square}: {pos:?}");
                assert!(weight <= 3, "weight {weight} on {square}: {pos:?}");
            }
            for side in Side::BOTH {
                let weight = pos.weight_of(pos.fish_board(side));
                assert_eq!(pos.total_weight(side), weight, "{side:?}: {pos:?}");
            }
        }
    }

    /// The first union as the rule says it: after every move, if none is recorded
    /// yet, the first of Red and Blue that is connected.
    #[test]
    fn the_first_union_is_recorded_as_when_both_sides_are_looked_at_after_every_move() {
        let mut recorded = 0;
        let mut moves = MoveList::new();
        for pos in random_positions() {
            pos.legal_moves(&mut moves);
            for &mv in &moves {
                let mut next = pos;
                next.play_unchecked(mv);
                let expected = pos
                    .first_union
                    .or_else(|| Side::BOTH.into_iter().find(|&side| next.is_connected(side)));
                assert_eq!(next.first_union, expected, "{pos:?} {mv:?}");
                recorded += (pos.first_union.is_none() && expected.is_some()) as u32;
            }
        }
        assert!(recorded > 0, "no move formed a first union");
    }

    #[test]
    fn a_side_connected_in_a_position_text_without_a_first_union_is_recorded_after_the_next_move() {
        // Red is connected (one swarm on the left), Blue is split; no union recorded.
        let text = "........../R1B1......../R1........./R1........./..K......./....K...../........../........../........../.....B1.... b 1 -";
        let pos = Piranhas2026::from_text(text, &Options::default()).unwrap();
        assert!(pos.is_connected(Side::First) && !pos.is_connected(Side::Second));
        let mut next = pos;
        next.play_unchecked(next.parse_move("F0-F1").unwrap());
        assert_eq!(next.first_union(), Some(Side::First));
        assert_eq!(next.hash(), next.hash_from_scratch());
    }

    /// The heaviest swarm as first written: a flood fill per group, weighed by
    /// counting the bits of the size planes.
    fn reference_heaviest_swarm(pos: &Piranhas2026, side: Side) -> u8 {
        let mut rest = pos.fish_board(side);
        let mut heaviest = 0;
        while rest != 0 {
            let group = group_of(lowest_bit(rest), rest);
            heaviest = heaviest.max(pos.weight_of(group));
            rest &= !group;
        }
        heaviest as u8
    }

    #[test]
    fn the_heaviest_swarm_walk_agrees_with_a_flood_fill_per_group() {
        let mut connected_or_split = [0; 2];
        for pos in random_positions() {
            for side in Side::BOTH {
                let expected = reference_heaviest_swarm(&pos, side);
                assert_eq!(pos.heaviest_swarm(side), expected, "{side:?}: {pos:?}");
                connected_or_split[pos.is_connected(side) as usize] += 1;
            }
        }
        // The positions hold both split and connected swarms.
        assert!(
            connected_or_split.iter().all(|&n| n > 0),
            "{connected_or_split:?}"
        );
    }
}
