//! The weights of the Piranhas (2019) evaluation's terms, in the order of
//! [`super::TERMS`], each as (opening, turn 40, round limit); written by
//! `bernstein tune fit piranhas` (docs/tuning.md).

/// The weights the evaluation uses. The first seventeen were fitted by `bernstein
/// tune fit piranhas` to the 679,110 quiet, undecided positions among 1,227,682
/// of 23,828 self-play games at 5,000 nodes per move (scale 96.7), all together:
/// held-out error 0.146107 with the weights before, 0.145048 with these. The last
/// three (few fish, few fish squared, two groups) were fitted alone beside them
/// (`--only`), to 138,889 positions of 3,000 self-play games at 5,000 nodes per
/// move and 2,002 games of the engine against an earlier build (`16e419a`) at
/// 20,000 nodes, labelled at 5,000 (scale 119.3): held-out error 0.177883
/// without them, 0.169063 with them.
pub const WEIGHTS: [[i32; 3]; 20] = [
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
    [744, 303, -199], // few fish
    [662, -22, 144],  // few fish squared
    [-61, 94, -4],    // two groups
];
