//! A game in progress: the start position, the moves played and the positions they
//! led to. The repetition rule needs this history, so it lives here, above the
//! position.

use super::{IllegalReason, MoveError, MoveList, Outcome, Position};

/// One line of play from a start position. (The variation tree of a record is
/// built from these by the records layer.)
#[derive(Clone, Debug)]
pub struct Game<P: Position> {
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<P>,
    moves: Vec<P::Move>,
    /// `hashes[i]` is `positions[i].hash()`, for the repetition rule.
    hashes: Vec<u64>,
}

impl<P: Position> Game<P> {
    pub fn new(start: P) -> Game<P> {
        let hash = start.hash();
        Game {
            positions: vec![start],
            moves: Vec::new(),
            hashes: vec![hash],
        }
    }

    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The position after the last move.
    pub fn position(&self) -> &P {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// The position after the first `ply` moves (0 = the start).
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.positions.get(ply)
    }

    /// The game's end as the current position and its history say.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_at(self.moves.len())
    }

    /// The game's end after the first `ply` moves, if it had ended there.
    pub fn outcome_at(&self, ply: usize) -> Option<Outcome> {
        let pos = self.positions.get(ply)?;
        pos.outcome(&self.hashes[..ply])
    }

    /// Legal moves now: none once the game is over, history-based draws included.
    pub fn legal_moves(&self, moves: &mut MoveList<P::Move>) {
        moves.clear();
        if self.outcome().is_none() {
            self.position().legal_moves(moves);
        }
    }

    /// Plays a move given as a value, checking that it is legal.
    pub fn play(&mut self, mv: P::Move) -> Result<(), MoveError> {
        let text = self.position().move_to_text(mv);
        if self.outcome().is_some() {
            return Err(MoveError::GameOver { text });
        }
        let mut moves = MoveList::new();
        self.position().legal_moves(&mut moves);
        if !moves.contains(&mv) {
            return Err(MoveError::illegal(&text, IllegalReason::NotLegalHere));
        }
        self.push(mv);
        Ok(())
    }

    /// Plays a move given as text (e.g. `b1-c2`), checking that it is legal.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
            });
        }
        let mv = self.position().parse_move(text)?;
        self.push(mv);
        Ok(mv)
    }

    fn push(&mut self, mv: P::Move) {
        let mut next = self.position().clone();
        next.play_unchecked(mv);
        self.hashes.push(next.hash());
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<P::Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.hashes.pop();
        Some(mv)
    }

    /// Cuts the game back to its first `ply` moves.
    pub fn truncate(&mut self, ply: usize) {
        self.moves.truncate(ply);
        self.positions.truncate(ply + 1);
        self.hashes.truncate(ply + 1);
    }

    /// The hashes of all positions so far, oldest first (the current one last).
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }
}
