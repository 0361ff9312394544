//! The weights of the Ostseeschach (2022) evaluation's terms, in the order of
//! [`super::TERMS`], each as (opening, turn 40, round limit); written by
//! `bernstein tune fit ostseeschach` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit ostseeschach` to
/// 158387 positions of ostseeschach-1.data (scale 66.1): mean squared
/// error 0.225465 with the weights before, 0.204281 with these; on the held-out
/// tenth of the games 0.219187 and 0.189851.
pub const WEIGHTS: [[i32; 3]; 22] = [
    [151, 199, 441],   // ambers
    [41, 12, 14],      // towers
    [7, 10, -4],       // light pieces 1 rank advanced
    [13, 18, 19],      // light pieces 2 ranks advanced
    [27, 26, 51],      // light pieces 3 ranks advanced
    [20, 41, 99],      // light pieces 4 ranks advanced
    [26, 64, 128],     // light pieces 5 ranks advanced
    [-9, 45, 130],     // light pieces 6 ranks advanced
    [-11, 20, -32],    // seal centrality
    [127, 72, 167],    // scoring threat
    [90, 40, 40],      // double-amber threat
    [-7, -37, -57],    // one threat against
    [-100, -79, -167], // threats against
    [-5, 0, 1],        // captures
    [5, 1, 2],         // captures against
    [-21, -3, -21],    // gulls
    [6, -4, -20],      // cockles
    [41, 38, -40],     // starfish
    [49, 26, -19],     // seals
    [3, 3, 9],         // mobility
    [-3, 1, 56],       // tie-break
    [-14, -24, -78],   // red to move
];
