//! The weights of the original Ostsee-Schach evaluation's terms, in the order
//! of [`super::TERMS`], each as (opening, turn 40, turn 60 and later); written
//! by `bernstein tune fit ostseeschach-original` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit ostseeschach-original` to
/// 151509 positions of original-1.data (scale 60.5): mean squared
/// error 0.214606 with the weights before, 0.181008 with these; on the held-out
/// tenth of the games 0.214733 and 0.186808.
pub const WEIGHTS: [[i32; 3]; 27] = [
    [98, 182, 172],  // victory points
    [-14, 7, 3],     // towers
    [17, 5, 1],      // light pieces 1 rank advanced
    [20, 12, 16],    // light pieces 2 ranks advanced
    [23, 11, 35],    // light pieces 3 ranks advanced
    [11, 23, 29],    // light pieces 4 ranks advanced
    [23, 23, 36],    // light pieces 5 ranks advanced
    [81, 51, 76],    // light pieces 6 ranks advanced
    [5, 11, 69],     // seals 1 rank advanced
    [4, -5, 33],     // seals 2 ranks advanced
    [12, -10, 24],   // seals 3 ranks advanced
    [1, -1, 49],     // seals 4 ranks advanced
    [21, 0, 31],     // seals 5 ranks advanced
    [32, 0, 69],     // seals 6 ranks advanced
    [-61, -227, -3], // two stacks left
    [7, -13, -20],   // three stacks left
    [26, 28, 30],    // scoring threat
    [100, 100, 100], // winning threat
    [-22, -30, -24], // one threat against
    [-18, -24, -24], // threats against
    [7, -3, -7],     // captures
    [-5, 2, 5],      // captures against
    [37, 18, -3],    // gulls
    [43, 27, -8],    // cockles
    [56, 66, 30],    // starfish
    [84, 124, 53],   // seals
    [-1, 5, 5],      // mobility
];
