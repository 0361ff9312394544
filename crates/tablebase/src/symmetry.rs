//! The 16 symmetries of the Mühle board: the square's 8 rotations and reflections,
//! each with or without swapping the inner and the outer ring. Each keeps the
//! lines (and so the neighbours and the mills), so a position and its image have
//! the same value and the database stores one of them.
//!
//! A symmetry is applied to a 24-bit mask with three table look-ups, one per byte.

use bernstein_rules::muehle::{POINT_COUNT, Point};

/// The number of symmetries; symmetry 0 is the identity.
pub const COUNT: usize = 16;

/// The board's symmetries as permutations of the points, with byte tables to
/// apply them to masks.
pub struct Symmetries {
    /// `bytes[g][k][b]`: the image under `g` of the points in byte `k` of a mask
    /// whose byte `k` is `b`.
    bytes: Box<[[[u32; 256]; 3]; COUNT]>,
}

impl Symmetries {
    pub fn new() -> Symmetries {
        // The point at (file, rank) lies on the ring `3 - d` (d = its distance
        // from the centre, 1 inner … 3 outer) in the direction (dx, dy) ∈ {-1, 0, 1}².
        // The rotations and reflections as matrices [a, b, c, d]: (x, y) → (ax + by, cx + dy).
        const TURNS: [[i32; 4]; 8] = [
            [1, 0, 0, 1],
            [0, -1, 1, 0],
            [-1, 0, 0, -1],
            [0, 1, -1, 0],
            [-1, 0, 0, 1],
            [1, 0, 0, -1],
            [0, 1, 1, 0],
            [0, -1, -1, 0],
        ];
        let mut perm = [[0u8; POINT_COUNT]; COUNT];
        for (g, row) in perm.iter_mut().enumerate() {
            let (turn, swap) = (TURNS[g % 8], g >= 8);
            for point in Point::ALL {
                let (x, y) = (point.file() as i32 - 3, point.rank() as i32 - 3);
                let d = x.abs().max(y.abs());
                let (dx, dy) = (x / d, y / d);
                let (dx, dy) = (turn[0] * dx + turn[1] * dy, turn[2] * dx + turn[3] * dy);
                let d = if swap { 4 - d } else { d };
                let image = Point::at((3 + dx * d) as u8, (3 + dy * d) as u8)
                    .expect("a symmetry maps points to points");
                row[point.index()] = image.index() as u8;
            }
        }
        let mut bytes = Box::new([[[0u32; 256]; 3]; COUNT]);
        for (g, tables) in bytes.iter_mut().enumerate() {
            for (k, table) in tables.iter_mut().enumerate() {
                for (b, image) in table.iter_mut().enumerate() {
                    for bit in 0..8 {
                        let point = 8 * k + bit;
                        if b & (1 << bit) != 0 {
                            *image |= 1 << perm[g][point];
                        }
                    }
                }
            }
        }
        Symmetries { bytes }
    }

    /// The image of `mask` under symmetry `g`.
    #[inline(always)]
    pub fn apply(&self, g: usize, mask: u32) -> u32 {
        let tables = &self.bytes[g];
        tables[0][(mask & 0xFF) as usize]
            | tables[1][((mask >> 8) & 0xFF) as usize]
            | tables[2][(mask >> 16) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_rules::muehle::{MILLS, NEIGHBOURS};

    #[test]
    fn every_symmetry_keeps_the_lines_and_they_are_distinct() {
        let syms = Symmetries::new();
        let mills: Vec<u32> = MILLS
            .iter()
            .map(|mill| mill.iter().map(|p| 1u32 << p.index()).sum())
            .collect();
        let mut seen = Vec::new();
        for g in 0..COUNT {
            let image: Vec<usize> = (0..POINT_COUNT)
                .map(|p| syms.apply(g, 1 << p).trailing_zeros() as usize)
                .collect();
            let mut sorted = image.clone();
            sorted.sort_unstable();
            assert_eq!(
                sorted,
                (0..POINT_COUNT).collect::<Vec<_>>(),
                "a permutation"
            );
            for &mill in &mills {
                assert!(
                    mills.contains(&syms.apply(g, mill)),
                    "symmetry {g} keeps mills"
                );
            }
            for p in 0..POINT_COUNT {
                assert_eq!(
                    syms.apply(g, NEIGHBOURS[p]),
                    NEIGHBOURS[image[p]],
                    "symmetry {g} keeps the neighbours of point {p}"
                );
            }
            assert!(!seen.contains(&image), "symmetry {g} is new");
            seen.push(image);
        }
        assert_eq!(
            seen[0],
            (0..POINT_COUNT).collect::<Vec<_>>(),
            "0 is the identity"
        );
    }
}
