//! Precomputed geometry of the 10x10 board and the Zobrist keys, all built at
//! compile time so that move generation is table look-ups and bit operations.
//!
//! Bit `i` of a board (`u128`) is square `i = y * 10 + x`; bits 100..128 stay zero.
//! The board geometry the evaluation needs too (neighbours, groups, spans) is
//! public; the move generator's tables stay inside the rules.

/// The eight directions in the competition's order: UP (y+1) first, then clockwise.
pub(crate) const DX: [i8; 8] = [0, 1, 1, 1, 0, -1, -1, -1];
pub(crate) const DY: [i8; 8] = [1, 1, 0, -1, -1, -1, 0, 1];

/// Which of the four lines through a square a direction runs along:
/// 0 = row, 1 = column, 2 = diagonal (x − y constant), 3 = anti-diagonal (x + y constant).
pub(crate) const LINE_OF_DIRECTION: [usize; 8] = [1, 2, 0, 3, 1, 2, 0, 3];

/// The change of square index of one step "forward" along each kind of line (the
/// direction that raises the position in the line's pattern, see [`LINE_BIT`]):
/// Right, Up, UpRight, DownRight.
pub(crate) const FORWARD_STEP: [i32; 4] = [1, 10, 11, -9];

/// Number of distinct lines on the board: 10 rows, 10 columns, 19 + 19 diagonals.
pub(crate) const LINE_COUNT: usize = 58;

/// Slots of the per-line fish counts: [`LINE_COUNT`] rounded up to a power of two,
/// so that an index masked with 63 needs no bounds check.
pub(crate) const LINE_SLOTS: usize = 64;

// The square-indexed tables below have 128 rows (the rows above 99 are unused
// and cost no cache): an index masked with 127 needs no bounds check in the
// move generator's inner loop.

/// Marks a target off the board: an index above the board, below 128 so that the
/// 128-row tables can be indexed with it without a bounds check.
pub(crate) const OFF_BOARD: u8 = 127;

/// All 100 squares.
pub(crate) const BOARD: u128 = (1u128 << 100) - 1;

const fn column_mask(x: usize) -> u128 {
    let mut mask = 0u128;
    let mut y = 0;
    while y < 10 {
        mask |= 1u128 << (y * 10 + x);
        y += 1;
    }
    mask
}

/// The board without column A / column J: masks out the wrap-around of a one-square
/// shift to the right / left.
pub(crate) const NOT_COLUMN_A: u128 = BOARD & !column_mask(0);
pub(crate) const NOT_COLUMN_J: u128 = BOARD & !column_mask(9);

/// The bit of each square (a table, because a variable `u128` shift costs more);
/// 128 entries so that an index masked with 127 needs no bounds check.
pub static SQUARE_BIT: [u128; 128] = {
    let mut table = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        table[i] = 1u128 << i;
        i += 1;
    }
    table
};

/// `LINE_ID[square][line]`: index of that line in the per-line fish counts.
pub(crate) static LINE_ID: [[u8; 4]; 128] = {
    let mut table = [[0u8; 4]; 128];
    let mut i = 0;
    while i < 100 {
        let x = i % 10;
        let y = i / 10;
        table[i] = [
            y as u8,
            10 + x as u8,
            20 + (x + 9 - y) as u8,
            39 + (x + y) as u8,
        ];
        i += 1;
    }
    table
};

/// The position of a square within a line's 10-bit pattern: `y` on a column, `x`
/// on rows and both diagonals. Along every line, the "forward" direction (Right,
/// Up, UpRight, DownRight) raises the position by one per step.
const fn position_in_line(square: usize, kind: usize) -> usize {
    if kind == 1 { square / 10 } else { square % 10 }
}

/// `LINE_BIT[square][line]`: the bit of `square` in the pattern of that line.
pub(crate) static LINE_BIT: [[u16; 4]; 128] = {
    let mut table = [[0u16; 4]; 128];
    let mut i = 0;
    while i < 100 {
        let mut kind = 0;
        while kind < 4 {
            table[i][kind] = 1 << position_in_line(i, kind);
            kind += 1;
        }
        i += 1;
    }
    table
};

/// `LINE_SPAN[line]`: the positions that lie on the board in that line's pattern.
pub(crate) static LINE_SPAN: [u16; 64] = {
    let mut table = [0u16; 64];
    let mut i = 0;
    while i < 100 {
        let mut kind = 0;
        while kind < 4 {
            table[LINE_ID[i][kind] as usize] |= 1 << position_in_line(i, kind);
            kind += 1;
        }
        i += 1;
    }
    table
};

/// `JUMPED[n][opponents]`: in the low 16 bits the positions of a line that have an
/// opposing fish 1 to n − 1 steps forward (the fish there would jump it moving n
/// squares forward), in the high 16 bits the same looking backward. One load
/// serves both directions; 16 rows so that `n & 15` needs no bounds check (a line
/// holds at most 10 fish, the rows above stay unused and uncached).
pub(crate) static JUMPED: [[u32; 1024]; 16] = {
    let mut table = [[0u32; 1024]; 16];
    let mut n = 0;
    while n <= 10 {
        let mut pattern = 0u32;
        while pattern < 1024 {
            let mut forward = 0u32;
            let mut backward = 0u32;
            let mut k = 1;
            while k < n {
                forward |= pattern >> k;
                backward |= pattern << k;
                k += 1;
            }
            table[n][pattern as usize] = (forward & 0x3FF) | ((backward & 0x3FF) << 16);
            pattern += 1;
        }
        n += 1;
    }
    table
};

/// Number of set bits of each 10-bit pattern (the target has no `popcnt`).
pub(crate) static POPCOUNT: [u8; 1024] = {
    let mut table = [0u8; 1024];
    let mut i = 0;
    while i < 1024 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

/// `RAY[square][direction]`: the squares from `square` (excluded) to the edge.
pub(crate) static RAY: [[u128; 8]; 128] = {
    let mut table = [[0u128; 8]; 128];
    let mut i = 0;
    while i < 100 {
        let mut d = 0;
        while d < 8 {
            let mut x = (i % 10) as i32 + DX[d] as i32;
            let mut y = (i / 10) as i32 + DY[d] as i32;
            while x >= 0 && x < 10 && y >= 0 && y < 10 {
                table[i][d] |= 1u128 << (y * 10 + x);
                x += DX[d] as i32;
                y += DY[d] as i32;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// `RAY_FROM[square][direction]`: like [`RAY`] but with `square` itself. The squares
/// strictly between `from` and a `to` on its ray are `RAY[from][d] ^ RAY_FROM[to][d]`.
/// Indexed up to 127 like [`SQUARE_BIT`]; the rows above 99 are empty.
pub(crate) static RAY_FROM: [[u128; 8]; 128] = {
    let mut table = [[0u128; 8]; 128];
    let mut i = 0;
    while i < 100 {
        let mut d = 0;
        while d < 8 {
            table[i][d] = RAY[i][d] | (1u128 << i);
            d += 1;
        }
        i += 1;
    }
    table
};

/// `TARGET[square][direction][distance]`: the square `distance` steps away, or
/// [`OFF_BOARD`]. A line holds at most 10 fish, so distances run 0..=10 (16 slots,
/// for an index masked with 15).
pub(crate) static TARGET: [[[u8; 16]; 8]; 128] = {
    let mut table = [[[OFF_BOARD; 16]; 8]; 128];
    let mut i = 0;
    while i < 100 {
        let mut d = 0;
        while d < 8 {
            let mut n = 0;
            while n <= 10 {
                let x = (i % 10) as i32 + DX[d] as i32 * n as i32;
                let y = (i / 10) as i32 + DY[d] as i32 * n as i32;
                if x >= 0 && x < 10 && y >= 0 && y < 10 {
                    table[i][d][n] = (y * 10 + x) as u8;
                }
                n += 1;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// Zobrist keys: a fish of each side on each square, a kraken on each square, and
/// the turn counter (the round limit and whose move it is depend on it).
pub(crate) struct Keys {
    pub fish: [[u64; 100]; 2],
    pub kraken: [u64; 100],
    pub turn: [u64; 128],
}

pub(crate) const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(crate) static KEYS: Keys = {
    let mut state = 0x5049_5241_4E48_4153; // "PIRANHAS"
    let mut keys = Keys {
        fish: [[0; 100]; 2],
        kraken: [0; 100],
        turn: [0; 128],
    };
    let mut i = 0;
    while i < 100 {
        keys.fish[0][i] = splitmix(&mut state);
        keys.fish[1][i] = splitmix(&mut state);
        keys.kraken[i] = splitmix(&mut state);
        i += 1;
    }
    let mut t = 0;
    while t < 128 {
        keys.turn[t] = splitmix(&mut state);
        t += 1;
    }
    keys
};

/// The squares of a board, lowest first, without allocating.
#[derive(Clone, Copy)]
pub struct Bits(pub u128);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let low = self.0 as u64;
        let index = if low != 0 {
            low.trailing_zeros()
        } else {
            64 + ((self.0 >> 64) as u64).trailing_zeros()
        };
        self.0 &= self.0 - 1;
        Some(index as usize)
    }
}

/// The squares next to any square of `set` (8-neighbourhood), plus `set` itself.
#[inline(always)]
pub(crate) const fn dilate(set: u128) -> u128 {
    let row = set | ((set << 1) & NOT_COLUMN_A) | ((set >> 1) & NOT_COLUMN_J);
    (row | (row << 10) | (row >> 10)) & BOARD
}

/// `NEIGHBOURS[square]`: the up to eight squares next to `square` (128 rows, for
/// an index masked with 127).
pub static NEIGHBOURS: [u128; 128] = {
    let mut table = [0u128; 128];
    let mut i = 0;
    while i < 100 {
        table[i] = dilate(1u128 << i) & !(1u128 << i);
        i += 1;
    }
    table
};

/// The index of the lowest square of a non-empty board.
#[inline(always)]
pub fn lowest_square(set: u128) -> usize {
    let low = set as u64;
    (if low != 0 {
        low.trailing_zeros()
    } else {
        64 + ((set >> 64) as u64).trailing_zeros()
    }) as usize
}

/// The group (8-connected) of `members` that contains the squares of `seed`.
#[inline]
pub fn group_of(seed: u128, members: u128) -> u128 {
    let mut group = seed & members;
    loop {
        let grown = dilate(group) & members;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The lowest square of a non-empty board, as a board.
#[inline(always)]
pub fn lowest_bit(set: u128) -> u128 {
    set & set.wrapping_neg()
}

/// Bits 0..4 of every row.
const ROW_LOW_HALF: u128 = {
    let mut mask = 0u128;
    let mut y = 0;
    while y < 10 {
        mask |= 0b11111u128 << (y * 10);
        y += 1;
    }
    mask
};

/// Bit 0 (column A) of every row.
const ROW_FIRST: u128 = column_mask(0);

/// The columns (bit x) and the rows (bit 10·y, in column A) that `set` occupies.
#[inline(always)]
fn occupied_lines(set: u128) -> (u64, u128) {
    // Columns: OR all ten rows into row 0.
    let folded = set | (set >> 50);
    let folded = folded | (folded >> 20) | (folded >> 40);
    let columns = ((folded | (folded >> 10)) as u64) & 0x3FF;
    // Rows: OR each row into its column-A bit.
    let halves = (set | (set >> 5)) & ROW_LOW_HALF;
    let pairs = halves | (halves >> 2);
    let rows = (pairs | (pairs >> 1) | (halves >> 4)) & ROW_FIRST;
    (columns, rows)
}

/// How far `set` (non-empty) spreads: the larger of its columns' and its rows'
/// extent, less one (0 for a single square, 9 from edge to edge).
#[inline(always)]
pub fn span(set: u128) -> u32 {
    let (columns, rows) = occupied_lines(set);
    let width = 63 - columns.leading_zeros() - columns.trailing_zeros();
    let height = (127 - rows.leading_zeros() - rows.trailing_zeros()) / 10;
    width.max(height)
}

/// The pairs of squares of `set` that touch (8 directions), each pair once.
#[inline(always)]
pub fn touching_pairs(set: u128) -> u32 {
    let east = set & (set >> 1) & NOT_COLUMN_J;
    let north = set & (set >> 10);
    let north_east = set & (set >> 11) & NOT_COLUMN_J;
    let north_west = set & (set >> 9) & NOT_COLUMN_A;
    east.count_ones() + north.count_ones() + north_east.count_ones() + north_west.count_ones()
}

/// A quick necessary condition for `set` (non-empty) to be one 8-connected group:
/// the rows it occupies are consecutive, and so are its columns. About a dozen
/// shifts, against a flood fill of up to 15 steps: most positions fail it (at the
/// start each side occupies two opposite edges), so perft's end checks stay cheap.
#[inline(always)]
pub fn may_be_connected(set: u128) -> bool {
    let (columns, rows) = occupied_lines(set);
    let columns_consecutive = (columns + (columns & columns.wrapping_neg())) & columns == 0;
    let row_starts = rows & !(rows << 10);
    columns_consecutive && row_starts & row_starts.wrapping_sub(1) == 0
}

/// Whether one fish's move could leave `set` (non-empty) passing
/// [`may_be_connected`]: its columns, and its rows, must become consecutive. The
/// moving fish empties at most one line, the line it leaves if it was alone there,
/// which leaves a new gap unless that is the first or the last line; its target
/// adds one line, which fills at most one gap. So the lines, less the first or
/// the last where a lone fish stands on it, must show one gap at most. A few
/// dozen operations for all of a position's moves.
#[inline(always)]
pub fn one_move_may_connect(set: u128) -> bool {
    let (columns, rows) = occupied_lines(set);
    at_most_one_gap_after_one_move(set, columns as u128, 1, ROW_FIRST)
        && at_most_one_gap_after_one_move(set, rows, 10, 0x3FF)
}

/// For [`one_move_may_connect`]: the occupied `lines` of `set` (one bit every
/// `step` bits, a line's squares being `line << bit`), with the first or the last
/// line taken away where one fish stands on it alone, or with none taken away,
/// show at most one missing line between their first and their last. Without bit
/// counts, which the baseline x86-64 target lacks.
#[inline(always)]
fn at_most_one_gap_after_one_move(set: u128, lines: u128, step: u32, line: u128) -> bool {
    let alone = |bit: u32| {
        let fish = set & line << bit;
        fish & (fish - 1) == 0
    };
    let first = lines & lines.wrapping_neg();
    let last = 1u128 << (127 - lines.leading_zeros());
    at_most_one_gap(lines, step)
        || alone(first.trailing_zeros()) && at_most_one_gap(lines ^ first, step)
        || alone(127 - lines.leading_zeros()) && at_most_one_gap(lines ^ last, step)
}

/// Whether `lines` (one bit every `step` bits) misses at most one line between
/// its first and its last: filling the single-line holes leaves one run, and
/// there was one hole at most.
#[inline(always)]
fn at_most_one_gap(lines: u128, step: u32) -> bool {
    let holes = (lines << step) & (lines >> step) & !lines;
    let filled = lines | holes;
    let starts = filled & !(filled << step);
    holes & holes.wrapping_sub(1) == 0 && starts & starts.wrapping_sub(1) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(squares: &[(u32, u32)]) -> u128 {
        squares
            .iter()
            .fold(0, |b, &(x, y)| b | 1u128 << (y * 10 + x))
    }

    #[test]
    fn one_gap_at_most_is_told_by_the_holes() {
        for lines in 0u128..1024 {
            let gaps = if lines == 0 {
                0
            } else {
                (127 - lines.leading_zeros() - lines.trailing_zeros()) + 1 - lines.count_ones()
            };
            assert_eq!(at_most_one_gap(lines, 1), gaps <= 1, "{lines:#b}");
            let rows = (0..10).fold(0u128, |r, y| r | (lines >> y & 1) << (10 * y));
            assert_eq!(at_most_one_gap(rows, 10), gaps <= 1, "rows {lines:#b}");
        }
    }

    #[test]
    fn no_move_passes_the_quick_test_where_one_move_may_not_connect() {
        // Every fish to every free square (a superset of the legal moves).
        let boards = [
            board(&[(0, 1), (0, 8), (9, 1), (9, 8)]),
            board(&[(0, 0), (2, 0), (4, 0)]),
            board(&[(0, 0), (2, 0), (5, 5)]),
            board(&[(0, 0), (1, 2), (3, 3), (3, 5)]),
            board(&[(4, 4)]),
            board(&[(0, 0), (9, 9)]),
            board(&[(0, 0), (3, 0), (6, 0), (9, 0)]),
            board(&[(0, 0), (4, 0), (9, 0)]),
            board(&[(5, 0), (5, 4), (5, 9)]),
            // The start of Piranhas: Red on columns A and J, rows 1 to 8.
            (1..9).fold(0, |b, y| b | board(&[(0, y), (9, y)])),
            board(&[(0, 3), (0, 4), (9, 4)]),
        ];
        let (mut ruled_out, mut passing) = (0, 0);
        for set in boards {
            let may = one_move_may_connect(set);
            ruled_out += !may as u32;
            for from in Bits(set) {
                for to in (0..100).filter(|&to| set & 1u128 << to == 0) {
                    let after = set ^ 1u128 << from ^ 1u128 << to;
                    if may_be_connected(after) {
                        passing += 1;
                        assert!(may, "{set:#x}: {from} to {to} passes");
                    }
                }
            }
        }
        assert!(ruled_out >= 4 && passing > 0, "{ruled_out} {passing}");
    }

    #[test]
    fn the_quick_connectivity_test_never_rejects_a_connected_group() {
        // Every connected group passes; groups with a gap in rows or columns fail.
        assert!(may_be_connected(board(&[(0, 0)])));
        assert!(may_be_connected(board(&[(9, 9), (8, 8), (7, 9)])));
        assert!(may_be_connected(board(&[
            (0, 0),
            (1, 1),
            (2, 2),
            (3, 3),
            (4, 4),
            (5, 5),
            (6, 6),
            (7, 7),
            (8, 8),
            (9, 9)
        ])));
        assert!(!may_be_connected(board(&[(0, 0), (2, 0)])));
        assert!(!may_be_connected(board(&[(0, 0), (0, 2)])));
        assert!(!may_be_connected(board(&[(0, 5), (9, 5)])));
        assert!(!may_be_connected(board(&[(4, 0), (4, 9)])));
        // Passing is not enough: consecutive rows and columns, still two groups.
        let two = board(&[(0, 0), (1, 2), (2, 1)]);
        assert!(may_be_connected(two) && group_of(lowest_bit(two), two) != two);
        // Random sets: whenever the flood fill finds one group, the quick test agrees.
        let mut state = 7u64;
        for _ in 0..20000 {
            let mut set = 0u128;
            for _ in 0..6 {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let square = (state >> 33) % 100;
                // Keep the sets small and local so that many are connected.
                set |= 1u128 << ((square % 30) + 30);
            }
            if group_of(lowest_bit(set), set) == set {
                assert!(may_be_connected(set), "{set:#x}");
            }
        }
    }
}
