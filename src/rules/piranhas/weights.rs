//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::eval::TERMS`]. [`TUNED`] is what the evaluation reads; it is written by
//! `bernstein tune piranhas` (see docs/tuning.md), which fits the weights to
//! positions of its own self-play games labelled by their results. [`HAND_SET`]
//! are the weights as first set by hand, which Piranhas 2026's evaluation keeps.

/// The weights as first set by hand from self-play matches (see the terms in
/// [`super::eval`]).
pub const HAND_SET: [i32; 7] = [200, 20, 60, 60, 25, 5, 10];

/// The weights the Piranhas (2019) evaluation uses: still the hand-set ones.
/// The first fitted table, `bernstein tune piranhas --games 300 --seed 1 --nodes
/// 2000` (15,930 positions, logistic scale 136.5, mean squared error 0.1923 down
/// to 0.1715), was `[112, -7, 129, 172, -64, 2, 46]`: it predicted the quick
/// games' results better but scored 26 / 1 / 73 (−177 ± 79 Elo) against the
/// previous release in 100 games at 100 ms per move, so it is not used.
pub const TUNED: [i32; 7] = HAND_SET;
