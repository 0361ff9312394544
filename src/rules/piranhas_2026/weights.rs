//! The weights of the Piranhas 2026 evaluation's terms, in the order of
//! [`super::eval::TERMS_2026`], each as (opening, round limit); written by
//! `bernstein tune fit piranhas-2026` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit piranhas-2026`
/// to the 258,875 quiet, undecided positions among 478,653 of 9,097 self-play
/// games at 5,000 nodes per move (scale 105.6): mean squared error 0.175473 with
/// the hand-set weights before, 0.126868 with these; on the held-out tenth of the
/// games 0.175440 and 0.130616.
pub const WEIGHTS: [[i32; 2]; 14] = [
    [-321, 8],   // swarm share
    [5, -14],    // groups beyond the first
    [60, 60],    // connected
    [25, 235],   // concentration
    [-60, -22],  // centralisation
    [2, 3],      // mobility
    [36, -5],    // fish
    [-1, 36],    // heaviest swarm
    [-2, 9],     // neighbours
    [25, -6],    // span
    [-10, 17],   // tempo
    [-46, -114], // red to move
    [1, 52],     // weight
    [-141, 25],  // first union
];
