//! Ostsee-Schach under the original Holstein-Spiele rules (`docs/rules.md`, "Ostsee-Schach, original Holstein-Spiele rules").
//!
//! The same four animals move as in the SC rules, but each player has 9 discs
//! (2 seagulls, 2 seals, 2 cockles, 3 starfish), stacks may not grow past 3 discs,
//! no piece may move onto its own side's, and a victory point (VP) is earned, and
//! the moved stack taken off, when a stack of exactly 3 forms or the moved piece
//! (any animal) reaches the opponent's start line — one VP even when both happen.
//! After every move: the mover with 3 VP wins; an opponent owning at most one
//! piece loses; a mover owning at most one piece loses. A player without a legal
//! move loses. There is no round limit.
//!
//! Decisions the spec leaves open (and how they are taken here):
//! - "Owns a piece" counts stacks by their top disc: a tower of two with a Red disc
//!   on top is one Red piece, whatever lies under it.
//! - The checks "after every move" are properties of the position: the mover is the
//!   player who is not to move. A position text where the side to move already has
//!   3 VP is refused (the game ended when that player reached 3).
//! - The side to move is part of the position text and not tied to the turn's
//!   parity, because either colour may start and set-up positions may start with
//!   either. The turn counts plies and does not affect play, so it is not hashed.
//! - Position text is checked for what cannot occur: more than 3 VP, more stacks
//!   topped by an animal than the set holds (2, 2, 3, 2 of H, M, S, R), more than
//!   9 pieces of a player on the board (counting the disc under each opposing
//!   tower), and any piece on the opponent's start line (it would have scored).
//! - Move text as in the SC rules: `b1-c2`, `b1xc2` onto an opposing piece; a move
//!   that would build a stack of 4 is refused with that reason.

// An animal index selects from several parallel arrays (bitboards, move tables).
#![allow(clippy::needless_range_loop)]

use super::sea::{self, Board, HOME_LINE, KEYS, MOVES, score_key};
use super::{
    EndReason, GameKind, IllegalReason, MoveError, MoveList, Outcome, Position, PositionError,
    PositionErrorKind, Side,
};

pub use super::sea::{Animal, Move, Square, SquareError, Stack};

/// Victory points that win the game.
pub const WINNING_POINTS: u8 = 3;
/// The discs of one player's set, by animal index (H, M, S, R).
pub const SET_COUNTS: [u32; 4] = [2, 2, 3, 2];
/// The highest stack the rules allow (a move building a higher one is refused).
const MAX_STACK_HEIGHT: u8 = 3;

/// The start setup of a new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Setup {
    /// Our documented default (the printed board picture is not available): each
    /// player's own rank 1 holds R M H S S H M R from file a to h and the ninth
    /// piece, a starfish, stands on the d-file one rank in front (d2 for Red; Blue's
    /// setup is the 180° rotation, so Blue's starfish stands on e7).
    #[default]
    Standard,
    /// The competition's setup: H M S R H M S R shuffled onto Red's rank 1 with the
    /// game's seed, Blue mirrored; 8 pieces each.
    RandomBackRank,
}

/// The rule options of the original game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Options {
    /// Who makes the first move (Red by default; either colour may start).
    pub first: Side,
    /// The start setup.
    pub setup: Setup,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            first: Side::First,
            setup: Setup::Standard,
        }
    }
}

const OPTION_SPECS: &[super::OptionSpec] = &[
    super::OptionSpec {
        id: "first",
        values: &["red", "blue"],
        default: "red",
    },
    super::OptionSpec {
        id: "setup",
        values: &["standard", "random-back-rank"],
        default: "standard",
    },
];

impl super::RuleOptions for Options {
    fn specs() -> &'static [super::OptionSpec] {
        OPTION_SPECS
    }

    fn get(&self, id: &str) -> Option<&'static str> {
        match id {
            "first" => Some(match self.first {
                Side::First => "red",
                Side::Second => "blue",
            }),
            "setup" => Some(match self.setup {
                Setup::Standard => "standard",
                Setup::RandomBackRank => "random-back-rank",
            }),
            _ => None,
        }
    }

    fn set(&mut self, id: &str, value: &str) -> Result<(), super::OptionError> {
        match super::check_option(OPTION_SPECS, id, value)? {
            ("first", "red") => self.first = Side::First,
            ("first", _) => self.first = Side::Second,
            (_, "standard") => self.setup = Setup::Standard,
            // ("setup", "random-back-rank"): the last pair check_option can return.
            _ => self.setup = Setup::RandomBackRank,
        }
        Ok(())
    }
}

/// A position under the original rules.
#[derive(Clone, Debug, PartialEq)]
pub struct OstseeschachOriginal {
    board: Board,
    /// Zobrist hash of board, side to move and both players' victory points.
    hash: u64,
    turn: u32,
    side: Side,
    points: [u8; 2],
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
        let s = self.side.index();
        let own = self.board.sides[s];
        let mut total = 0;
        for animal in 0..4 {
            let mut pieces = own & self.board.animals[animal];
            while pieces != 0 {
                let from = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                let mut targets = self.targets(s, animal, from);
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

impl OstseeschachOriginal {
    /// A start position with Red's rank 1 holding `back_rank` from a1 to h1, Blue's
    /// rank 8 its 180° rotation, and optionally a ninth piece in front of the back
    /// rank on file `extra.0` (0 = a) for Red, rotated for Blue. `options.first` moves.
    pub fn from_back_rank(
        back_rank: [Animal; 8],
        extra: Option<(u8, Animal)>,
        options: &Options,
    ) -> Self {
        let mut board = Board::default();
        let mut place = |file: u8, rank: u8, animal: Animal| {
            let red = Square::new(file, rank).expect("setup squares are on the board");
            let blue = Square::new(7 - file, 7 - rank).expect("setup squares are on the board");
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
        };
        for (file, &animal) in back_rank.iter().enumerate() {
            place(file as u8, 0, animal);
        }
        if let Some((file, animal)) = extra {
            place(file.min(7), 1, animal);
        }
        OstseeschachOriginal::from_parts(board, options.first, 0, [0, 0], *options)
    }

    fn from_parts(board: Board, side: Side, turn: u32, points: [u8; 2], options: Options) -> Self {
        let mut pos = OstseeschachOriginal {
            board,
            hash: 0,
            turn,
            side,
            points,
            options,
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

    /// Plies played since the start.
    #[inline]
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Victory points a player has earned.
    #[inline]
    pub fn victory_points(&self, side: Side) -> u8 {
        self.points[side.index()]
    }

    /// The pieces a player owns: stacks with one of its discs on top.
    pub fn pieces_owned(&self, side: Side) -> u32 {
        self.board.sides[side.index()].count_ones()
    }

    /// True when the game ended with the last move (VP or pieces owned).
    #[inline]
    fn ends_by_rules(&self) -> bool {
        self.points[self.side.other().index()] >= WINNING_POINTS
            || self.board.sides[0].count_ones() <= 1
            || self.board.sides[1].count_ones() <= 1
    }

    /// Where the stack on `from` (top `animal`) may go: its animal's squares minus
    /// own pieces, and for a tower minus opposing towers (a stack of 4 is illegal).
    #[inline(always)]
    fn targets(&self, s: usize, animal: usize, from: usize) -> u64 {
        let own = self.board.sides[s];
        let mut targets = MOVES[s][animal][from] & !own;
        if self.board.towers >> from & 1 != 0 {
            targets &= !(self.board.sides[s ^ 1] & self.board.towers);
        }
        targets
    }

    fn has_legal_move(&self) -> bool {
        let s = self.side.index();
        let own = self.board.sides[s];
        (0..4).any(|animal| {
            let mut pieces = own & self.board.animals[animal];
            while pieces != 0 {
                let from = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                if self.targets(s, animal, from) != 0 {
                    return true;
                }
            }
            false
        })
    }

    /// Plays the move of the stack on `from` (top `animal`) to `to`.
    /// This position with the side to move passing: the other side moves next,
    /// nothing else changes (the search's null move).
    pub(crate) fn pass(&self) -> OstseeschachOriginal {
        let mut next = self.clone();
        next.side = self.side.other();
        next.turn = self.turn.saturating_add(1);
        next.hash ^= KEYS.blue_to_move;
        next
    }

    #[inline(always)]
    fn apply(&mut self, from: usize, to: usize, animal: usize) {
        let s = self.side.index();
        let o = s ^ 1;
        let to_bit = 1u64 << to;
        let (height, lifted) = self.board.lift_onto(s, animal, from, to);
        let mut hash = self.hash ^ lifted;

        if height >= 3 || HOME_LINE[o] & to_bit != 0 {
            let before = self.points[s];
            self.points[s] = before + 1;
            hash ^= score_key(self.side, before) ^ score_key(self.side, before + 1);
        } else {
            hash ^= self.board.put_stack(s, animal, height, to);
        }
        self.side = self.side.other();
        self.turn = self.turn.saturating_add(1);
        self.hash = hash ^ KEYS.blue_to_move;
    }

    /// The number of legal moves, without listing them: the animals' moves minus
    /// those of own towers onto opposing towers (a stack of 4).
    #[inline(always)]
    fn count_moves(&self) -> u64 {
        let s = self.side.index();
        let mut count = self.board.count_moves(s);
        let own_towers = self.board.sides[s] & self.board.towers;
        let their_towers = self.board.sides[s ^ 1] & self.board.towers;
        if own_towers != 0 && their_towers != 0 {
            let mut towers = own_towers;
            while towers != 0 {
                let from = towers.trailing_zeros() as usize;
                towers &= towers - 1;
                let animal = self.board.animal_on(1 << from).index();
                count -= (MOVES[s][animal][from] & their_towers).count_ones();
            }
        }
        count as u64
    }

    // Perft below a position, bulk-counting the last ply; generated twice (see
    // `Position::perft`): once plain and once with the `popcnt` instruction, which
    // the baseline x86-64 target lacks and the bulk count leans on.
    perft_function!(perft_plain);
    #[cfg(target_arch = "x86_64")]
    perft_function!(perft_popcnt, target_feature(enable = "popcnt"));

    fn validate(&self) -> Result<(), PositionError> {
        let error = |kind| PositionError::new(GameKind::OstseeschachOriginal, kind);
        for player in Side::BOTH {
            let points = self.victory_points(player);
            if points > WINNING_POINTS {
                return Err(error(PositionErrorKind::ScoreTooHigh {
                    side: player,
                    score: points,
                    limit: WINNING_POINTS,
                }));
            }
        }
        if self.points[self.side.index()] >= WINNING_POINTS {
            return Err(error(PositionErrorKind::WinnerToMove {
                side: self.side,
                score: WINNING_POINTS,
            }));
        }
        self.board.check_counts(
            SET_COUNTS,
            SET_COUNTS.iter().sum(),
            GameKind::OstseeschachOriginal,
        )?;
        self.board
            .check_far_line(|_| true, GameKind::OstseeschachOriginal)
    }
}

impl Position for OstseeschachOriginal {
    type Move = Move;
    type Options = Options;
    const KIND: GameKind = GameKind::OstseeschachOriginal;
    const MOVE_EXAMPLE: &'static str = "b1-c2";

    /// Only the competition's random back rank is drawn.
    fn uses_seed(options: &Self::Options) -> bool {
        options.setup == Setup::RandomBackRank
    }

    /// The setup the options choose; the random back rank is drawn from `seed`.
    fn start(options: &Options, seed: u64) -> Self {
        use Animal::*;
        match options.setup {
            Setup::Standard => OstseeschachOriginal::from_back_rank(
                [
                    Seal, Seagull, Cockle, Starfish, Starfish, Cockle, Seagull, Seal,
                ],
                Some((3, Starfish)),
                options,
            ),
            Setup::RandomBackRank => {
                let mut back_rank = [
                    Cockle, Seagull, Starfish, Seal, Cockle, Seagull, Starfish, Seal,
                ];
                super::rng::SplitMix64::new(seed).shuffle(&mut back_rank);
                OstseeschachOriginal::from_back_rank(back_rank, None, options)
            }
        }
    }

    fn options(&self) -> &Options {
        &self.options
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side
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
        let s = self.side.index();
        let own = self.board.sides[s];
        for animal in 0..4 {
            let mut pieces = own & self.board.animals[animal];
            while pieces != 0 {
                let from = Square::lowest(pieces);
                pieces &= pieces - 1;
                let mut targets = self.targets(s, animal, from.index());
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

    /// In the spec's order: mover has 3 VP → mover wins; opponent owns ≤1 piece →
    /// mover wins; mover owns ≤1 piece → mover loses; then no legal move → loses.
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        let mover = self.side.other();
        let points = || EndReason::VictoryPoints {
            first: self.points[0],
            second: self.points[1],
        };
        if self.victory_points(mover) >= WINNING_POINTS {
            return Some(Outcome::win(mover, points()));
        }
        if self.pieces_owned(self.side) <= 1 {
            return Some(Outcome::win(mover, EndReason::OnePieceLeft));
        }
        if self.pieces_owned(mover) <= 1 {
            return Some(Outcome::win(self.side, EndReason::OnePieceLeft));
        }
        if !self.has_legal_move() {
            return Some(Outcome::win(mover, EndReason::NoLegalMove));
        }
        None
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.board.key()
            ^ if self.side == Side::Second {
                KEYS.blue_to_move
            } else {
                0
            }
            ^ score_key(Side::First, self.points[0])
            ^ score_key(Side::Second, self.points[1])
    }

    fn to_text(&self) -> String {
        sea::write_fields(&self.board, self.side, self.turn, self.points)
    }

    fn from_text(text: &str, options: &Options) -> Result<Self, PositionError> {
        let fields = sea::parse_fields(text, GameKind::OstseeschachOriginal)?;
        let pos = OstseeschachOriginal::from_parts(
            fields.board,
            fields.side,
            fields.turn,
            fields.scores,
            *options,
        );
        pos.validate()?;
        Ok(pos)
    }

    fn move_to_text(&self, mv: Move) -> String {
        sea::move_text(&self.board, self.side, mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let (from, to, marked_take) = sea::split_move_text(text)?;
        if self.ends_by_rules() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
            });
        }
        if let Some(why) = sea::movement_error(&self.board, self.side, from, to, marked_take) {
            return Err(MoveError::illegal(text, why));
        }
        let animal = self.board.animal_on(from.bit()).index();
        if self.targets(self.side.index(), animal, from.index()) & to.bit() == 0 {
            return Err(MoveError::illegal(
                text,
                IllegalReason::StackTooHigh {
                    square: to,
                    height: MAX_STACK_HEIGHT + 1,
                    limit: MAX_STACK_HEIGHT,
                },
            ));
        }
        Ok(Move { from, to })
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
