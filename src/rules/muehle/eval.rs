//! The engine's view of a Mühle position.

use super::{Move, Muehle};
use crate::rules::{Evaluate, Position};

impl Evaluate for Muehle {
    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        let them = us.other();
        100 * (self.stones_left(us) as i32 - self.stones_left(them) as i32)
    }

    fn is_tactical(&self, mv: Move) -> bool {
        self.closes_mill(mv)
    }
}
