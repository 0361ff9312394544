//! The weights of the Mühle evaluation's terms, in the order of
//! [`super::TERMS`], each as (placing, moving, flying): the column of a side's
//! phase; written by `bernstein tune fit muehle` (docs/tuning.md).

/// The weights the evaluation uses, fitted by `bernstein tune fit muehle` to
/// 115955 positions of muehle-1.data (scale 124.3): mean squared
/// error 0.079455 with the weights before, 0.071164 with these; on the held-out
/// tenth of the games 0.067984 and 0.062745.
pub const WEIGHTS: [[i32; 3]; 15] = [
    [99, 136, 292], // stones
    [138, 0, 0],    // stones in hand
    [44, -12, 914], // mills
    [14, 18, -26],  // mobility
    [30, 10, -5],   // crossings
    [22, 6, -12],   // side middles
    [60, 10, -39],  // open lines
    [-5, -5, -90],  // fork points
    [40, 49, 0],    // double mills
    [-12, -15, 4],  // blocked stones
    [2, -300, 11],  // no moves
    [178, -2, -5],  // open mills of the side to move
    [106, 8, 68],   // one threat of the side that moved
    [309, 0, 57],   // two threats of the side that moved
    [13, 4, 58],    // to move
];
