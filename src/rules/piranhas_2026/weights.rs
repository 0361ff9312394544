//! The weights of the Piranhas 2026 evaluation's terms, in the order of
//! [`super::eval::TERMS_2026`], each as (opening, round limit); written by
//! `bernstein tune fit piranhas-2026` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit piranhas-2026`
/// to the 565,950 quiet, undecided positions among 1,070,014 of 20,551 self-play
/// games at 5,000 nodes per move (9,000 of them played with the first fit's
/// weights; scale 92.9): mean squared error 0.129497 with the first fit's weights,
/// 0.128586 with these; on the held-out tenth of the games 0.130683 and 0.130108.
pub const WEIGHTS: [[i32; 2]; 14] = [
    [-326, -25], // swarm share
    [5, -5],     // groups beyond the first
    [60, 60],    // connected
    [99, 218],   // concentration
    [-75, -9],   // centralisation
    [3, 2],      // mobility
    [25, 1],     // fish
    [1, 37],     // heaviest swarm
    [-1, 4],     // neighbours
    [33, -6],    // span
    [-2, 22],    // tempo
    [-49, -105], // red to move
    [5, 55],     // weight
    [-255, 38],  // first union
];
