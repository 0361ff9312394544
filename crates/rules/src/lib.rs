//! The rules of the five games, with no GUI or engine types.
//!
//! Every game implements [`Position`]: side to move, legal moves, playing a move,
//! the end of the game, position and move text, and a 64-bit hash that is updated
//! incrementally. The app, the engine and the records use only this trait and the
//! per-game types, never another game's internals. [`Game`] keeps the history that
//! repetition needs, above the position.

use std::fmt;
use std::hash::Hash;

use arrayvec::ArrayVec;
use serde::{Serialize, de::DeserializeOwned};

mod error;
mod game;
pub mod muehle;
mod options;
pub mod ostseeschach;
pub mod ostseeschach_original;
pub mod piranhas;
pub mod piranhas_2026;
pub mod rng;
pub mod sea;
#[cfg(any(test, feature = "testing"))]
pub mod testing;

pub use error::{
    IllegalReason, MalformedReason, MoveError, NumberField, PositionError, PositionErrorKind,
    StoneMove,
};
pub use game::Game;
pub use options::{NoOptions, ON_OFF, OptionError, OptionSpec, RuleOptions, check_option};

/// Enough for every position of every game: the most is Mühle's placing phase,
/// where each removal choice is a separate move (24 points, few of them closing).
pub const MAX_MOVES: usize = 256;

/// A move list that lives on the stack, so move generation never allocates.
pub type MoveList<M> = ArrayVec<M, MAX_MOVES>;

/// The games Bernstein plays (five rule sets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GameKind {
    Ostseeschach,
    OstseeschachOriginal,
    Piranhas,
    Piranhas2026,
    Muehle,
}

impl GameKind {
    pub const ALL: [GameKind; 5] = [
        GameKind::Ostseeschach,
        GameKind::OstseeschachOriginal,
        GameKind::Piranhas,
        GameKind::Piranhas2026,
        GameKind::Muehle,
    ];

    /// The identifier used on the command line and in records.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Ostseeschach => "ostseeschach",
            GameKind::OstseeschachOriginal => "ostseeschach-original",
            GameKind::Piranhas => "piranhas",
            GameKind::Piranhas2026 => "piranhas-2026",
            GameKind::Muehle => "muehle",
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.id() == id)
    }

    /// The name shown to users.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Ostseeschach => "Ostseeschach",
            GameKind::OstseeschachOriginal => "Ostsee-Schach (original rules)",
            GameKind::Piranhas => "Piranhas",
            GameKind::Piranhas2026 => "Piranhas 2026",
            GameKind::Muehle => "Mühle",
        }
    }

    /// The colour name of a side: Red/Blue in the sea games, White/Black in Mühle.
    pub fn side_name(self, side: Side) -> &'static str {
        match (self, side) {
            (GameKind::Muehle, Side::First) => "White",
            (GameKind::Muehle, Side::Second) => "Black",
            (_, Side::First) => "Red",
            (_, Side::Second) => "Blue",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The two players. `First` is Red (White in Mühle), who moves first by default.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for `First`, 1 for `Second`: an index into per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The round of the side to move in a game that counts its plies from 0 (the
/// competition's `turn`): the side that made the first move is the one to move
/// at even turns, and a round starts with the first player's move, so a game the
/// second player opens has its first move in round 1 and the next in round 2.
pub fn round_of_turn(turn: u32, side_to_move: Side) -> u32 {
    let opener = if turn.is_multiple_of(2) {
        side_to_move
    } else {
        side_to_move.other()
    };
    let shifted = turn.saturating_add(u32::from(opener == Side::Second));
    shifted / 2 + 1
}

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl Outcome {
    pub fn win(side: Side, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    pub fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// `red`, `blue`, `white`, `black` or `draw`, as the command line prints it.
    pub fn winner_id(&self, kind: GameKind) -> String {
        match self.winner {
            Some(side) => kind.side_name(side).to_lowercase(),
            None => "draw".to_string(),
        }
    }

    /// A sentence for the user, e.g. "Blue wins: both swarms connected, 12 fish to 9".
    pub fn describe(&self, kind: GameKind) -> String {
        let who = match self.winner {
            Some(side) => format!("{} wins", kind.side_name(side)),
            None => "Draw".to_string(),
        };
        format!("{who}: {}", self.reason)
    }
}

/// Why a game ended. The counts are (first, second), i.e. (Red, Blue) or (White, Black).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    /// Ostseeschach: a player reached 2 ambers, or the round limit came with unequal ambers.
    Ambers { first: u8, second: u8 },
    /// Ostseeschach: equal ambers at the end, decided (or drawn) by light-piece distances.
    DistanceTieBreak { first: Vec<u8>, second: Vec<u8> },
    /// Piranhas: both swarms connected; the larger wins.
    BothSwarmsConnected { first: u8, second: u8 },
    /// Piranhas: only the winner's swarm is connected.
    SwarmConnected { first: u8, second: u8 },
    /// Piranhas: round 30 ended; the larger swarm wins.
    RoundLimitSwarm { first: u8, second: u8 },
    /// Piranhas 2026: someone is connected after a complete round; the heavier
    /// heaviest swarm wins (weights).
    HeavierSwarm { first: u8, second: u8 },
    /// Piranhas 2026: someone is connected, the heaviest swarms weigh the same, and
    /// the winner formed a swarm first.
    FirstUnion { weight: u8 },
    /// Piranhas 2026: someone is connected, the heaviest swarms weigh the same, and
    /// no one ever formed a swarm first (only from a position text): a draw.
    EqualSwarms { weight: u8 },
    /// Piranhas 2026: round 30 ended with no one connected; the heavier heaviest
    /// swarm wins, equal weights draw.
    RoundLimitWeight { first: u8, second: u8 },
    /// The player to move had no legal move.
    NoLegalMove,
    /// Mühle: a player has fewer than 3 stones.
    FewerThanThreeStones,
    /// Mühle: the same position for the third time.
    ThreefoldRepetition,
    /// Mühle: 100 plies without a removal.
    NoRemovalFiftyMoves,
    /// Original Ostsee-Schach: a player reached 3 victory points.
    VictoryPoints { first: u8, second: u8 },
    /// Original Ostsee-Schach: a player owns one piece or none.
    OnePieceLeft,
    /// A ply limit set for an AI match was reached and the game adjudicated.
    PlyLimit,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn list(values: &[u8]) -> String {
            let parts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            if parts.is_empty() {
                "none".to_string()
            } else {
                parts.join(", ")
            }
        }
        match self {
            EndReason::Ambers { first, second } => write!(f, "ambers {first} to {second}"),
            EndReason::DistanceTieBreak { first, second } => write!(
                f,
                "ambers equal, light-piece distances Red [{}] vs Blue [{}]",
                list(first),
                list(second)
            ),
            EndReason::BothSwarmsConnected { first, second } => {
                write!(
                    f,
                    "both swarms connected, {} fish to {}",
                    first.max(second),
                    first.min(second)
                )
            }
            EndReason::SwarmConnected { first, second } => {
                write!(f, "swarm connected, {first} fish to {second}")
            }
            EndReason::RoundLimitSwarm { first, second } => {
                write!(f, "round limit, swarms {first} fish to {second}")
            }
            EndReason::HeavierSwarm { first, second } => write!(
                f,
                "heavier swarm, {} to {}",
                first.max(second),
                first.min(second)
            ),
            EndReason::FirstUnion { weight } => {
                write!(f, "formed a swarm first, {weight} each")
            }
            EndReason::EqualSwarms { weight } => {
                write!(f, "swarms of equal weight, {weight} each")
            }
            EndReason::RoundLimitWeight { first, second } => {
                write!(f, "round limit, heaviest swarms {first} to {second}")
            }
            EndReason::NoLegalMove => f.write_str("no legal move"),
            EndReason::FewerThanThreeStones => f.write_str("fewer than 3 stones"),
            EndReason::ThreefoldRepetition => f.write_str("threefold repetition"),
            EndReason::NoRemovalFiftyMoves => f.write_str("50 moves without a removal"),
            EndReason::VictoryPoints { first, second } => {
                write!(f, "victory points {first} to {second}")
            }
            EndReason::OnePieceLeft => f.write_str("one piece left"),
            EndReason::PlyLimit => f.write_str("ply limit reached (adjudicated)"),
        }
    }
}

impl EndReason {
    /// A short identifier for the command line's `result <winner> <reason>` line.
    pub fn id(&self) -> &'static str {
        match self {
            EndReason::Ambers { .. } => "ambers",
            EndReason::DistanceTieBreak { .. } => "distance-tie-break",
            EndReason::BothSwarmsConnected { .. } => "both-swarms-connected",
            EndReason::SwarmConnected { .. } => "swarm-connected",
            EndReason::RoundLimitSwarm { .. } => "round-limit",
            EndReason::HeavierSwarm { .. } => "heavier-swarm",
            EndReason::FirstUnion { .. } => "first-union",
            EndReason::EqualSwarms { .. } => "equal-swarms",
            EndReason::RoundLimitWeight { .. } => "round-limit-weight",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::FewerThanThreeStones => "fewer-than-three-stones",
            EndReason::ThreefoldRepetition => "threefold-repetition",
            EndReason::NoRemovalFiftyMoves => "fifty-moves",
            EndReason::VictoryPoints { .. } => "victory-points",
            EndReason::OnePieceLeft => "one-piece-left",
            EndReason::PlyLimit => "ply-limit",
        }
    }
}

/// A position of one game: everything needed to go on playing it, except the
/// history that repetition needs (kept by [`Game`]).
pub trait Position: Clone + PartialEq + fmt::Debug + Send + Sync + 'static {
    /// A move, small and cheap to copy.
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;
    /// The rule options of this game (e.g. Mühle flying). Part of every position.
    type Options: RuleOptions
        + Clone
        + Default
        + PartialEq
        + fmt::Debug
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;

    const KIND: GameKind;

    /// The number of rounds after which the rules end the game, if they have
    /// such a limit (a round: one move of each side).
    const ROUND_LIMIT: Option<u32> = None;

    /// How many moves the side to move still makes before the round limit ends
    /// the game, this one included (`None` where the rules set no limit). The
    /// engine plans its clock by it.
    fn moves_left(&self) -> Option<u32> {
        None
    }

    /// A typical move in the game's move text, for hints such as the move entry's
    /// placeholder.
    const MOVE_EXAMPLE: &'static str;

    /// The start position. Games with a random setup draw it from `seed`; the
    /// position itself records the result, so the seed is not needed afterwards.
    fn start(options: &Self::Options, seed: u64) -> Self;

    /// Whether [`Position::start`] under `options` draws the setup from its seed
    /// (a dialog asks for a seed only then).
    fn uses_seed(_options: &Self::Options) -> bool {
        false
    }

    /// The rule options this position is played under.
    fn options(&self) -> &Self::Options;

    fn side_to_move(&self) -> Side;

    /// The round the side to move plays in, as records number moves: 1 at the
    /// game's start, one more after each round. A position from later in a game
    /// (set up in the editor, pasted, a record's setup) keeps its number, so its
    /// moves are numbered as they were in the whole game. Positions without a
    /// move counter are at round 1.
    fn round(&self) -> u32 {
        1
    }

    /// This position with the other side to move, as if the side to move had
    /// passed, which no rule allows: what the opponent would do now is what it
    /// threatens. The counters go on as after a move. `None` where a game has no
    /// such position.
    fn passed(&self) -> Option<Self> {
        None
    }

    /// Every legal move of the side to move, appended to `moves` (cleared first).
    /// Empty when the game is over by the position's own end conditions (all but
    /// Mühle's repetition and 50-move draws, which [`Position::outcome`] adds).
    fn legal_moves(&self, moves: &mut MoveList<Self::Move>);

    /// Plays a move that [`Position::legal_moves`] returned, without checking it
    /// (the engine's and perft's hot path). Anything else is a logic error and may
    /// leave a nonsensical position: for a move from elsewhere use
    /// [`Position::play`], or read it with `parse_move`.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Plays a move after checking that it is legal here; the position is left
    /// as it was when it is not (the game over, or not among the legal moves).
    fn play(&mut self, mv: Self::Move) -> Result<(), MoveError> {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        if moves.contains(&mv) {
            self.play_unchecked(mv);
            return Ok(());
        }
        let text = self.move_to_text(mv);
        if self.outcome(&[]).is_some() {
            Err(MoveError::GameOver { text })
        } else {
            Err(MoveError::illegal(&text, IllegalReason::NotLegalHere))
        }
    }

    /// The end of the game, if it has ended. `history` holds the hashes of the
    /// earlier positions of the game (oldest first), for the repetition rule.
    fn outcome(&self, history: &[u64]) -> Option<Outcome>;

    /// The 64-bit hash of the position, kept up to date incrementally by `play_unchecked`.
    /// Equal positions (as the repetition rule sees them) have equal hashes.
    fn hash(&self) -> u64;

    /// The same hash computed from nothing, to check the incremental one.
    fn hash_from_scratch(&self) -> u64;

    /// The one-line position text of `docs/notation.md` ("Position text").
    fn to_text(&self) -> String;

    /// Reads a position text; the error says what is wrong and where.
    fn from_text(text: &str, options: &Self::Options) -> Result<Self, PositionError>;

    /// The text of a legal move in this position, e.g. `b1-c2` or `f6-f4xd1`.
    fn move_to_text(&self, mv: Self::Move) -> String;

    /// Reads a move text and checks that it is legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Number of leaf nodes at `depth` (bulk-counted at the last ply). Games may
    /// override it with something faster that counts the same thing.
    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}

/// perft(p, 0) = 1; perft(p, d) = Σ over legal moves m of perft(play(p, m), d − 1).
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            next.perft(depth - 1)
        })
        .sum()
}

/// perft split by first move: (move text, count) for each legal move.
pub fn perft_divide<P: Position>(pos: &P, depth: u32) -> Vec<(String, u64)> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&mv| {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            let count = if depth <= 1 { 1 } else { next.perft(depth - 1) };
            (pos.move_to_text(mv), count)
        })
        .collect()
}

/// Calls `$body` with `$P` bound to the position type of `$kind` — the one place
/// where a runtime game choice becomes a concrete type.
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $P:ident => $body:expr) => {
        match $kind {
            $crate::GameKind::Ostseeschach => {
                type $P = $crate::ostseeschach::Ostseeschach;
                $body
            }
            $crate::GameKind::OstseeschachOriginal => {
                type $P = $crate::ostseeschach_original::OstseeschachOriginal;
                $body
            }
            $crate::GameKind::Piranhas => {
                type $P = $crate::piranhas::Piranhas;
                $body
            }
            $crate::GameKind::Piranhas2026 => {
                type $P = $crate::piranhas_2026::Piranhas2026;
                $body
            }
            $crate::GameKind::Muehle => {
                type $P = $crate::muehle::Muehle;
                $body
            }
        }
    };
}
