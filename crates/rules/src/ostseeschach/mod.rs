//! Ostseeschach, the Software Challenge 2022 rules (`docs/rules.md`, "Ostseeschach, Software Challenge 2022").
//!
//! Pieces move by their animal (a tower like its top piece) onto any square that
//! does not hold an own piece; landing on an opposing piece stacks the mover on top.
//! A move earns an amber when the stack reaches height 3 or more, and another when a
//! light piece lands on the opponent's start line; a move that earns anything takes
//! its whole stack off the board. The game is checked only after Blue's move (even
//! `turn`): 2 ambers or turn 60 ends it; equal ambers go to the light-piece
//! distance tie-break.
//!
//! Decisions the spec leaves open (and how they are taken here):
//! - A tower of two moving onto a tower of two makes a stack of 4: it scores one
//!   amber for the height (plus one for the far line if the top is light) and leaves
//!   the board like any stack of 3 or more.
//! - Position text is checked for things a game cannot reach: a turn past 60, a side
//!   that does not match the turn's parity, more than 3 ambers (the most a player
//!   can hold when the game is checked), Blue to move with 2 or more ambers (the game
//!   would have ended after Blue's move), more than 2 stacks topped by one animal per
//!   player, more than 8 pieces of a player on the board (counting the piece under
//!   each opposing tower), and a light piece on the opponent's start line (it would
//!   have scored and left the board). A seal there is fine: it stays.
//! - Move text `b1xc2` onto an empty square is refused (nothing to take), `b1-c2`
//!   onto an opposing piece is accepted; `move_to_text` writes `x` for captures.

// An animal index selects from several parallel arrays (bitboards, move tables).
#![allow(clippy::needless_range_loop)]

use super::sea::{self, Board, HOME_LINE, MOVES, score_key, turn_key};
use super::{
    EndReason, GameKind, MoveError, MoveList, Outcome, Position, PositionError, PositionErrorKind,
    Side,
};

pub use super::sea::{Animal, Move, Square, SquareError, Stack};

/// The SC rules have no options; the start setup is drawn from the seed.
pub type Options = super::NoOptions;

/// The turn at which the game ends (30 rounds of two plies).
pub const ROUND_LIMIT_TURN: u32 = 60;
/// Ambers that end the game (checked after Blue's move).
pub const WINNING_AMBERS: u8 = 2;
/// The most ambers a player can hold in a reachable position (1, then a double amber).
pub const MAX_AMBERS: u8 = 3;

/// A position under the Software Challenge 2022 rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Ostseeschach {
    board: Board,
    /// Zobrist hash of board, turn (which also gives the side) and both ambers.
    hash: u64,
    turn: u32,
    ambers: [u8; 2],
    options: Options,
}

/// Defines a recursive perft function (see `perft_plain`), optionally with target features.
macro_rules! perft_function {
    ($name:ident $(, $feature:meta)*) => {
    $(#[$feature])*
    fn $name(&self, depth: u32) -> u64 {
        if self.ends_by_rules() {
            return 0;
        }
        if depth == 1 {
            return self.count_moves();
        }
        let s = (self.turn & 1) as usize;
        let own = self.board.sides[s];
        let mut total = 0;
        for animal in 0..4 {
            let table = &MOVES[s][animal];
            let mut pieces = own & self.board.animals[animal];
            while pieces != 0 {
                let from = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                let mut targets = table[from] & !own;
                while targets != 0 {
                    let to = targets.trailing_zeros() as usize;
                    targets &= targets - 1;
                    let mut child = self.clone();
                    child.apply(from, to, animal);
                    total += child.$name(depth - 1);
                }
            }
        }
        total
    }
    };
}

impl Ostseeschach {
    /// The start position with Red's rank 1 holding `back_rank` from a1 to h1 and
    /// Blue's rank 8 its 180° rotation (Red's file a piece stands on h8, and so on).
    pub fn from_back_rank(back_rank: [Animal; 8]) -> Ostseeschach {
        let mut board = Board::default();
        for (file, &animal) in back_rank.iter().enumerate() {
            let file = file as u8;
            let red = Square::new(file, 0).expect("rank 1 is on the board");
            let blue = Square::new(7 - file, 7).expect("rank 8 is on the board");
            board.put(
                red,
                Stack {
                    owner: Side::First,
                    top: animal,
                    height: 1,
                },
            );
            board.put(
                blue,
                Stack {
                    owner: Side::Second,
                    top: animal,
                    height: 1,
                },
            );
        }
        Ostseeschach::from_parts(board, 0, [0, 0])
    }

    fn from_parts(board: Board, turn: u32, ambers: [u8; 2]) -> Ostseeschach {
        let mut pos = Ostseeschach {
            board,
            hash: 0,
            turn,
            ambers,
            options: Options::default(),
        };
        pos.hash = pos.hash_from_scratch();
        pos
    }

    /// The stack on a square, if any.
    pub fn stack_at(&self, square: Square) -> Option<Stack> {
        self.board.stack_at(square)
    }

    /// The board's bitboards.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Plies played since the start (the competition's `turn`).
    #[inline]
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Ambers a player has earned.
    #[inline]
    pub fn ambers(&self, side: Side) -> u8 {
        self.ambers[side.index()]
    }

    #[inline]
    fn side(&self) -> Side {
        if self.turn & 1 == 0 {
            Side::First
        } else {
            Side::Second
        }
    }

    /// True when the game ends here by ambers or the round limit (checked only when
    /// `turn` is even, i.e. after Blue's move).
    #[inline]
    fn ends_by_rules(&self) -> bool {
        self.turn & 1 == 0
            && (self.ambers[0] >= WINNING_AMBERS
                || self.ambers[1] >= WINNING_AMBERS
                || self.turn >= ROUND_LIMIT_TURN)
    }

    /// The distances of a player's light-topped stacks from its own start line,
    /// largest first: the tie-break at equal ambers.
    pub fn light_distances(&self, side: Side) -> Vec<u8> {
        let mut distances = Vec::with_capacity(8);
        let light = self.board.animals[0] | self.board.animals[1] | self.board.animals[2];
        let mut bits = self.board.sides[side.index()] & light;
        while bits != 0 {
            let square = Square::lowest(bits);
            bits &= bits - 1;
            distances.push(square.rank().abs_diff(sea::home_rank(side)));
        }
        distances.sort_unstable_by(|a, b| b.cmp(a));
        distances
    }

    /// The result when the game ends here by ambers or the round limit.
    fn final_result(&self) -> Outcome {
        let [red, blue] = self.ambers;
        if red != blue {
            let winner = if red > blue {
                Side::First
            } else {
                Side::Second
            };
            return Outcome::win(
                winner,
                EndReason::Ambers {
                    first: red,
                    second: blue,
                },
            );
        }
        let first = self.light_distances(Side::First);
        let second = self.light_distances(Side::Second);
        let winner = first
            .iter()
            .zip(&second)
            .find(|(r, b)| r != b)
            .map(|(r, b)| if r > b { Side::First } else { Side::Second });
        let reason = EndReason::DistanceTieBreak { first, second };
        match winner {
            Some(side) => Outcome::win(side, reason),
            None => Outcome::draw(reason),
        }
    }

    fn has_legal_move(&self) -> bool {
        let s = self.side().index();
        let own = self.board.sides[s];
        for animal in 0..4 {
            let mut pieces = own & self.board.animals[animal];
            while pieces != 0 {
                let from = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                if MOVES[s][animal][from] & !own != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Plays the move of the stack on `from` (top `animal`, owned by the side to
    /// move) to `to`, updating the hash as it goes.
    #[inline(always)]
    /// This position with the side to move passing: the turn goes on, nothing
    /// else changes (the search's null move).
    pub(crate) fn pass(&self) -> Ostseeschach {
        let mut next = self.clone();
        next.hash ^= turn_key(self.turn) ^ turn_key(self.turn + 1);
        next.turn += 1;
        next
    }

    fn apply(&mut self, from: usize, to: usize, animal: usize) {
        let s = (self.turn & 1) as usize;
        let o = s ^ 1;
        let to_bit = 1u64 << to;
        let (height, lifted) = self.board.lift_onto(s, animal, from, to);
        let mut hash = self.hash ^ lifted;

        let gained = (height >= 3) as u8
            + (animal != Animal::Seal as usize && HOME_LINE[o] & to_bit != 0) as u8;
        if gained == 0 {
            hash ^= self.board.put_stack(s, animal, height, to);
        } else {
            let side = if s == 0 { Side::First } else { Side::Second };
            let before = self.ambers[s];
            self.ambers[s] = before + gained;
            hash ^= score_key(side, before) ^ score_key(side, before + gained);
        }
        hash ^= turn_key(self.turn) ^ turn_key(self.turn + 1);
        self.turn += 1;
        self.hash = hash;
    }

    /// The number of legal moves, without listing them.
    #[inline(always)]
    fn count_moves(&self) -> u64 {
        self.board.count_moves((self.turn & 1) as usize) as u64
    }

    // Perft below a position, bulk-counting the last ply; generated twice (see
    // `Position::perft`): once plain and once with the `popcnt` instruction, which
    // the baseline x86-64 target lacks and the bulk count leans on.
    perft_function!(perft_plain);
    #[cfg(target_arch = "x86_64")]
    perft_function!(perft_popcnt, target_feature(enable = "popcnt"));

    /// Checks what a reachable position must satisfy (see the module doc).
    fn validate(&self, side: Side) -> Result<(), PositionError> {
        let error = |kind| PositionError::new(GameKind::Ostseeschach, kind);
        if self.turn > ROUND_LIMIT_TURN {
            return Err(error(PositionErrorKind::TurnPastLimit {
                turn: self.turn,
                limit: ROUND_LIMIT_TURN,
            }));
        }
        if side != self.side() {
            return Err(error(PositionErrorKind::TurnParity {
                side,
                turn: self.turn,
            }));
        }
        for player in Side::BOTH {
            let ambers = self.ambers(player);
            if ambers > MAX_AMBERS {
                return Err(error(PositionErrorKind::ScoreTooHigh {
                    side: player,
                    score: ambers,
                    limit: MAX_AMBERS,
                }));
            }
        }
        if side == Side::Second && self.ambers[1] >= WINNING_AMBERS {
            return Err(error(PositionErrorKind::WinnerToMove {
                side,
                score: self.ambers[1],
            }));
        }
        self.board
            .check_counts([2, 2, 2, 2], 8, GameKind::Ostseeschach)?;
        self.board
            .check_far_line(Animal::is_light, GameKind::Ostseeschach)
    }
}

impl Position for Ostseeschach {
    type Move = Move;
    type Options = Options;
    const KIND: GameKind = GameKind::Ostseeschach;
    const ROUND_LIMIT: Option<u32> = Some(ROUND_LIMIT_TURN / 2);

    fn moves_left(&self) -> Option<u32> {
        Some((ROUND_LIMIT_TURN + 1).saturating_sub(self.turn) / 2)
    }
    const MOVE_EXAMPLE: &'static str = "b1-c2";

    /// The sea creatures' back rank is drawn at random.
    fn uses_seed(_options: &Self::Options) -> bool {
        true
    }

    /// Shuffles H M S R H M S R onto Red's rank 1 with the seed; Blue mirrored.
    fn start(_options: &Options, seed: u64) -> Self {
        use Animal::*;
        let mut back_rank = [
            Cockle, Seagull, Starfish, Seal, Cockle, Seagull, Starfish, Seal,
        ];
        super::rng::SplitMix64::new(seed).shuffle(&mut back_rank);
        Ostseeschach::from_back_rank(back_rank)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side()
    }

    fn round(&self) -> u32 {
        crate::round_of_turn(self.turn, self.side_to_move())
    }

    fn passed(&self) -> Option<Self> {
        Some(self.pass())
    }

    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        if self.ends_by_rules() {
            return;
        }
        let s = self.side().index();
        let own = self.board.sides[s];
        for animal in 0..4 {
            let mut pieces = own & self.board.animals[animal];
            while pieces != 0 {
                let from = Square::lowest(pieces);
                pieces &= pieces - 1;
                let mut targets = MOVES[s][animal][from.index()] & !own;
                while targets != 0 {
                    let to = Square::lowest(targets);
                    targets &= targets - 1;
                    moves.push(Move { from, to });
                }
            }
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        let animal = self.board.animal_on(mv.from.bit()).index();
        self.apply(mv.from.index(), mv.to.index(), animal);
    }

    /// Ambers / round limit after Blue's move first, then "no legal move loses".
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        if self.ends_by_rules() {
            return Some(self.final_result());
        }
        if !self.has_legal_move() {
            return Some(Outcome::win(self.side().other(), EndReason::NoLegalMove));
        }
        None
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.board.key()
            ^ turn_key(self.turn)
            ^ score_key(Side::First, self.ambers[0])
            ^ score_key(Side::Second, self.ambers[1])
    }

    fn to_text(&self) -> String {
        sea::write_fields(&self.board, self.side(), self.turn, self.ambers)
    }

    fn from_text(text: &str, _options: &Options) -> Result<Self, PositionError> {
        let fields = sea::parse_fields(text, GameKind::Ostseeschach)?;
        let pos = Ostseeschach::from_parts(fields.board, fields.turn, fields.scores);
        pos.validate(fields.side)?;
        Ok(pos)
    }

    fn move_to_text(&self, mv: Move) -> String {
        sea::move_text(&self.board, self.side(), mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let (from, to, marked_take) = sea::split_move_text(text)?;
        if self.ends_by_rules() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
            });
        }
        match sea::movement_error(&self.board, self.side(), from, to, marked_take) {
            Some(why) => Err(MoveError::illegal(text, why)),
            None => Ok(Move { from, to }),
        }
    }

    /// Bulk-counted at the last ply; uses the `popcnt` instruction when the CPU
    /// has it (checked at run time, so the binary still runs everywhere).
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU supports popcnt, checked just above.
            return unsafe { self.perft_popcnt(depth) };
        }
        self.perft_plain(depth)
    }
}
