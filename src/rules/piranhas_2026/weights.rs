//! The weights of the Piranhas 2026 evaluation's terms, in the order of
//! [`super::eval::TERMS_2026`], each as (opening, round limit); written by
//! `bernstein tune fit piranhas-2026` (docs/tuning.md).

/// The weights the evaluation uses: those first set by hand from self-play
/// matches, the same at every turn, and none yet for the terms added since.
pub const WEIGHTS: [[i32; 2]; 14] = [
    [200, 200], // swarm share
    [20, 20],   // groups beyond the first
    [60, 60],   // connected
    [60, 60],   // concentration
    [25, 25],   // centralisation
    [5, 5],     // mobility
    [10, 10],   // fish
    [8, 8],     // heaviest swarm
    [0, 0],     // neighbours
    [0, 0],     // span
    [0, 0],     // tempo
    [0, 0],     // red to move
    [12, 12],   // weight
    [30, 30],   // first union
];
