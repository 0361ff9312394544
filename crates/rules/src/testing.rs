//! Positions for tests that compare a fast implementation with a reference one,
//! here and in the crates above (the engine's evaluations): reached through the
//! public [`Position`] API only. Built for this crate's tests and, with the
//! `testing` feature, for other crates' tests.

use crate::rng::SplitMix64;
use crate::{MoveList, Position};

/// The positions of 200 random games of up to 60 plies from `start(seed)`,
/// choosing a capture half of the time (`is_capture`): the way the Piranhas rule
/// sets reach thinned-out and connected swarms.
pub fn random_games<P: Position>(
    start: impl Fn(u64) -> P,
    is_capture: impl Fn(&P, P::Move) -> bool,
) -> Vec<P> {
    let mut positions = Vec::new();
    for seed in 0..200 {
        let mut rng = SplitMix64::new(seed);
        let mut pos = start(seed);
        for _ in 0..60 {
            positions.push(pos.clone());
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let captures: Vec<P::Move> = moves
                .iter()
                .copied()
                .filter(|&m| is_capture(&pos, m))
                .collect();
            let mv = if !captures.is_empty() && rng.below(2) == 0 {
                captures[rng.below(captures.len() as u64) as usize]
            } else {
                moves[rng.below(moves.len() as u64) as usize]
            };
            pos.play_unchecked(mv);
        }
    }
    positions
}
