//! The Mühle board: its 24 points, the lines between them and the 16 mills, as
//! named points for the app and as 24-bit masks for move generation.
//!
//! Points are numbered in the order the position text lists them: rank 7 first,
//! left to right (a7 = 0, d7 = 1, g7 = 2, b6 = 3, … g1 = 23). Bit `i` of a mask
//! is point `i`.

use std::fmt;
use std::str::FromStr;

use crate::{GameKind, MalformedReason};

/// One of the 24 points of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// The number of points on the board.
pub const POINT_COUNT: usize = 24;

/// All 24 points set.
pub const FULL: u32 = (1 << POINT_COUNT) - 1;

/// (file, rank) of each point, both 0-based: a = 0, rank 1 = 0.
#[rustfmt::skip]
const COORDS: [(u8, u8); POINT_COUNT] = [
    (0, 6), (3, 6), (6, 6),
    (1, 5), (3, 5), (5, 5),
    (2, 4), (3, 4), (4, 4),
    (0, 3), (1, 3), (2, 3), (4, 3), (5, 3), (6, 3),
    (2, 2), (3, 2), (4, 2),
    (1, 1), (3, 1), (5, 1),
    (0, 0), (3, 0), (6, 0),
];

#[rustfmt::skip]
const NAMES: [&str; POINT_COUNT] = [
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4",
    "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
];

/// Number of points on each rank, rank 7 first: the row lengths of the position text.
pub(crate) const ROW_LENGTHS: [usize; 7] = [3, 3, 3, 6, 3, 3, 3];

/// Point indices of the 16 mills: 8 along the ranks, then 8 along the files.
/// The middle entry of each is the middle point of the line.
#[rustfmt::skip]
const MILL_INDICES: [[u8; 3]; 16] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, 10, 11],
    [12, 13, 14],
    [15, 16, 17],
    [18, 19, 20],
    [21, 22, 23],
    [0, 9, 21],
    [3, 10, 18],
    [6, 11, 15],
    [1, 4, 7],
    [16, 19, 22],
    [8, 12, 17],
    [5, 13, 20],
    [2, 14, 23],
];

/// The 16 mills (lines of three points), for drawing and highlighting. Two points
/// are neighbours exactly when they are next to each other in one of these lines.
pub const MILLS: [[Point; 3]; 16] = {
    let mut mills = [[Point(0); 3]; 16];
    let mut i = 0;
    while i < 16 {
        let mut j = 0;
        while j < 3 {
            mills[i][j] = Point(MILL_INDICES[i][j]);
            j += 1;
        }
        i += 1;
    }
    mills
};

/// Each mill as a mask.
pub const MILL_MASKS: [u32; 16] = {
    let mut masks = [0u32; 16];
    let mut i = 0;
    while i < 16 {
        let [a, b, c] = MILL_INDICES[i];
        masks[i] = (1 << a) | (1 << b) | (1 << c);
        i += 1;
    }
    masks
};

/// The two mills through each point (every point lies on exactly two lines).
pub(crate) const MILLS_THROUGH: [[u32; 2]; POINT_COUNT] = {
    let mut through = [[0u32; 2]; POINT_COUNT];
    let mut found = [0usize; POINT_COUNT];
    let mut i = 0;
    while i < 16 {
        let mut j = 0;
        while j < 3 {
            let p = MILL_INDICES[i][j] as usize;
            through[p][found[p]] = MILL_MASKS[i];
            found[p] += 1;
            j += 1;
        }
        i += 1;
    }
    through
};

/// The neighbours of each point as a mask: next to it along one of its two lines.
pub const NEIGHBOURS: [u32; POINT_COUNT] = {
    let mut neighbours = [0u32; POINT_COUNT];
    let mut i = 0;
    while i < 16 {
        let [a, b, c] = MILL_INDICES[i];
        neighbours[a as usize] |= 1 << b;
        neighbours[b as usize] |= (1 << a) | (1 << c);
        neighbours[c as usize] |= 1 << b;
        i += 1;
    }
    neighbours
};

/// Whether a stone that has just arrived on `to` stands in a complete mill of `own`
/// (the mover's stones after the move): the mill test of move generation.
#[inline(always)]
pub fn closes_mill(own: u32, to: usize) -> bool {
    let [first, second] = MILLS_THROUGH[to];
    own & first == first || own & second == second
}

/// The stones of `stones` that stand in at least one complete mill.
#[inline]
pub fn in_mills(stones: u32) -> u32 {
    let mut result = 0;
    for mill in MILL_MASKS {
        if stones & mill == mill {
            result |= mill;
        }
    }
    result
}

/// The points of a mask, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Bits(pub u32);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let index = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(index)
        }
    }
}

impl Point {
    /// All points, in position-text order (a7, d7, g7, b6, … g1).
    pub const ALL: [Point; POINT_COUNT] = {
        let mut all = [Point(0); POINT_COUNT];
        let mut i = 0;
        while i < POINT_COUNT {
            all[i] = Point(i as u8);
            i += 1;
        }
        all
    };

    /// The point with this index (0..24, position-text order), if there is one.
    pub const fn new(index: usize) -> Option<Point> {
        if index < POINT_COUNT {
            Some(Point(index as u8))
        } else {
            None
        }
    }

    /// The point at (file, rank), both 0-based (a = 0, rank 1 = 0), if there is one.
    pub fn at(file: u8, rank: u8) -> Option<Point> {
        COORDS
            .iter()
            .position(|&c| c == (file, rank))
            .map(|i| Point(i as u8))
    }

    /// Its index 0..24 in position-text order.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its name, e.g. `a7` or `d2`.
    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    /// Its file 0..7 (a = 0), for drawing.
    pub fn file(self) -> u8 {
        COORDS[self.index()].0
    }

    /// Its rank 0..7 (rank 1 = 0), for drawing.
    pub fn rank(self) -> u8 {
        COORDS[self.index()].1
    }

    /// The points next to it along a line (2 to 4 of them), where a stone may move.
    pub fn neighbours(self) -> impl Iterator<Item = Point> + use<> {
        Bits(NEIGHBOURS[self.index()]).map(|i| Point(i as u8))
    }

    /// Whether `other` is next to it along a line.
    pub fn is_next_to(self, other: Point) -> bool {
        NEIGHBOURS[self.index()] & other.bit() != 0
    }

    #[inline(always)]
    pub(crate) const fn bit(self) -> u32 {
        1 << self.0
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A point name that could not be read: [`MalformedReason::NotASquare`] or
/// [`MalformedReason::OffBoard`] (Mühle's wording, "point").
pub type PointError = MalformedReason;

impl FromStr for Point {
    type Err = PointError;

    /// Reads `a7`, `d2`, …; upper-case files (`D2`) are accepted too.
    fn from_str(text: &str) -> Result<Point, PointError> {
        let bytes = text.as_bytes();
        let coordinate = match bytes {
            [file, rank] => {
                let file = file.to_ascii_lowercase();
                if (b'a'..=b'g').contains(&file) && (b'1'..=b'7').contains(rank) {
                    Some((file - b'a', rank - b'1'))
                } else {
                    None
                }
            }
            _ => None,
        };
        match coordinate {
            Some((file, rank)) => Point::at(file, rank).ok_or_else(|| MalformedReason::OffBoard {
                game: GameKind::Muehle,
                square: text.to_ascii_lowercase(),
            }),
            None => Err(MalformedReason::NotASquare {
                game: GameKind::Muehle,
                found: text.to_string(),
            }),
        }
    }
}
