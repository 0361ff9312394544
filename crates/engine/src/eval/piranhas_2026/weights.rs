//! The weights of the Piranhas 2026 evaluation's terms, in the order of
//! [`super::TERMS_2026`], each as (opening, turn 40, round limit); written by
//! `bernstein tune fit piranhas-2026` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit piranhas-2026` to
/// the 672,074 quiet, undecided positions among 1,275,492 of 24,551 self-play games
/// at 5,000 nodes per move (scale 89.2), all terms and all three weights of each
/// together: mean squared error 0.128676 with the weights before (two per term,
/// without the five new terms), 0.126791 with these; on the held-out tenth of the
/// games 0.130367 and 0.128617. The few-fish terms (added for the 2019 game,
/// docs/tuning.md) have weight 0 here: the release won all 40 games against
/// `16e419a` at 20,000 nodes, so those games show no blind spot to fit.
pub const WEIGHTS: [[i32; 3]; 22] = [
    [169, -123, -485], // swarm share
    [17, -10, -10],    // groups beyond the first
    [60, 60, 60],      // connected
    [64, 200, 165],    // concentration
    [-151, -42, 6],    // centralisation
    [0, 2, -1],        // mobility
    [61, 9, 22],       // fish
    [-13, 20, 83],     // heaviest swarm
    [-8, 4, -2],       // neighbours
    [10, 5, -2],       // span
    [-20, -7, -4],     // fish on the edge
    [5, -4, -11],      // lone fish
    [10, 27, 32],      // tempo
    [-46, -88, -105],  // red to move
    [-3, -1, 21],      // heavier swarm
    [12, 8, 15],       // captures
    [-13, -18, -20],   // captures against
    [0, 0, 0],         // few fish
    [0, 0, 0],         // few fish squared
    [0, 0, 0],         // two groups
    [11, 41, 31],      // weight
    [-453, -49, 17],   // first union
];
