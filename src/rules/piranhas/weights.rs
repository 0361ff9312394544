//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::eval::TERMS`], each as (opening, round limit); written by
//! `bernstein tune fit piranhas` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit piranhas` to
/// the 572,145 quiet, undecided positions among 1,024,118 of 19,828 self-play
/// games at 5,000 nodes per move (scale 96.6): mean squared error 0.145429 with
/// the weights before, 0.144289 with these; on the held-out tenth of the games
/// 0.145353 and 0.145255.
pub const WEIGHTS: [[i32; 2]; 12] = [
    [178, 20],  // swarm share
    [7, 6],     // groups beyond the first
    [60, 60],   // connected
    [87, 253],  // concentration
    [-55, -17], // centralisation
    [2, 3],     // mobility
    [24, 60],   // fish
    [-17, 12],  // largest swarm
    [-6, 6],    // neighbours
    [43, -6],   // span
    [1, 21],    // tempo
    [-53, -95], // red to move
];
