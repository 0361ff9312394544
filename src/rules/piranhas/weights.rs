//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::eval::TERMS`], each as (opening, turn 40, round limit); written by
//! `bernstein tune fit piranhas` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit piranhas` to the
/// 679,110 quiet, undecided positions among 1,227,682 of 23,828 self-play games at
/// 5,000 nodes per move (scale 96.7), all terms and all three weights of each
/// together: mean squared error 0.145302 with the weights before (two per term,
/// without the five new terms), 0.143554 with these; on the held-out tenth of the
/// games 0.146107 and 0.145048.
pub const WEIGHTS: [[i32; 3]; 17] = [
    [334, 130, -128], // swarm share
    [16, 18, 30],     // groups beyond the first
    [60, 60, 60],     // connected
    [47, 225, 194],   // concentration
    [-120, -37, -2],  // centralisation
    [1, 2, 2],        // mobility
    [60, 54, 78],     // fish
    [-20, -17, 38],   // largest swarm
    [-11, 2, 1],      // neighbours
    [0, 13, 1],       // span
    [-20, -3, 5],     // fish on the edge
    [4, 7, 10],       // lone fish
    [7, 27, 29],      // tempo
    [-55, -84, -98],  // red to move
    [-3, 1, 10],      // larger swarm
    [5, 7, 14],       // captures
    [-5, -12, -20],   // captures against
];
