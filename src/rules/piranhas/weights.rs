//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::eval::TERMS`]. [`TUNED`] is what the evaluation reads; it is written by
//! `bernstein tune piranhas` (see docs/tuning.md), which fits the weights to
//! positions of its own self-play games labelled by their results. [`HAND_SET`]
//! are the weights as first set by hand, which Piranhas 2026's evaluation keeps.

/// The weights as first set by hand from self-play matches (see the terms in
/// [`super::eval`]).
pub const HAND_SET: [i32; 7] = [200, 20, 60, 60, 25, 5, 10];

/// The weights the Piranhas (2019) evaluation uses.
pub const TUNED: [i32; 7] = HAND_SET;
