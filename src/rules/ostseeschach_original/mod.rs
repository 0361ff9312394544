//! PLACEHOLDER: replaced by the real rules of this game.

use super::{Evaluate, GameKind, MoveError, MoveList, Outcome, Position, PositionError, Side};

#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Options {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move;

#[derive(Clone, Debug, PartialEq)]
pub struct OstseeschachOriginal {
    options: Options,
}

impl Position for OstseeschachOriginal {
    type Move = Move;
    type Options = Options;
    const KIND: GameKind = GameKind::OstseeschachOriginal;

    fn start(options: &Options, _seed: u64) -> Self {
        OstseeschachOriginal { options: options.clone() }
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn side_to_move(&self) -> Side {
        Side::First
    }
    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
    }
    fn play(&mut self, _mv: Move) {}
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        None
    }
    fn hash(&self) -> u64 {
        0
    }
    fn hash_from_scratch(&self) -> u64 {
        0
    }
    fn to_text(&self) -> String {
        String::new()
    }
    fn from_text(_text: &str, _options: &Options) -> Result<Self, PositionError> {
        Err(PositionError::new("not implemented yet"))
    }
    fn move_to_text(&self, _mv: Move) -> String {
        String::new()
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        Err(MoveError::malformed(text, "not implemented yet"))
    }
}

impl Evaluate for OstseeschachOriginal {
    fn evaluate(&self) -> i32 {
        0
    }
    fn is_tactical(&self, _mv: Move) -> bool {
        false
    }
}
