//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::eval::TERMS`], each as (opening, round limit); written by
//! `bernstein tune fit piranhas` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit piranhas` to
/// the 321,256 quiet, undecided positions among 546,965 of 10,537 self-play games
/// at 5,000 nodes per move (scale 95.8): mean squared error 0.180479 with the weights before, 0.142982 with these; on the held-out tenth
/// of the games 0.182605 and 0.145149.
pub const WEIGHTS: [[i32; 2]; 12] = [
    [256, 63],  // swarm share
    [4, 4],     // groups beyond the first
    [60, 60],   // connected
    [34, 243],  // concentration
    [-14, -1],  // centralisation
    [2, 3],     // mobility
    [32, 60],   // fish
    [-20, 14],  // largest swarm
    [-4, 6],    // neighbours
    [39, -8],   // span
    [-1, 16],   // tempo
    [-43, -91], // red to move
];
