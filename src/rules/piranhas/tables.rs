//! Precomputed geometry of the 10x10 board and the Zobrist keys, all built at
//! compile time so that move generation is table look-ups and bit operations.
//!
//! Bit `i` of a board (`u128`) is square `i = y * 10 + x`; bits 100..128 stay zero.

/// The eight directions in the competition's order: UP (y+1) first, then clockwise.
pub(crate) const DX: [i8; 8] = [0, 1, 1, 1, 0, -1, -1, -1];
pub(crate) const DY: [i8; 8] = [1, 1, 0, -1, -1, -1, 0, 1];

/// Which of the four lines through a square a direction runs along:
/// 0 = row, 1 = column, 2 = diagonal (x − y constant), 3 = anti-diagonal (x + y constant).
pub(crate) const LINE_OF_DIRECTION: [usize; 8] = [1, 2, 0, 3, 1, 2, 0, 3];

/// The two directions of each line, for move generation line by line.
pub(crate) const DIRECTIONS_OF_LINE: [[usize; 2]; 4] = [[2, 6], [0, 4], [1, 5], [3, 7]];

/// Number of distinct lines on the board: 10 rows, 10 columns, 19 + 19 diagonals.
pub(crate) const LINE_COUNT: usize = 58;

/// Marks a target off the board.
pub(crate) const OFF_BOARD: u8 = u8::MAX;

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

/// The bit of each square (a table, because a variable `u128` shift costs more).
pub(crate) static SQUARE_BIT: [u128; 100] = {
    let mut table = [0u128; 100];
    let mut i = 0;
    while i < 100 {
        table[i] = 1u128 << i;
        i += 1;
    }
    table
};

/// `LINE_ID[square][line]`: index of that line in the per-line fish counts.
pub(crate) static LINE_ID: [[u8; 4]; 100] = {
    let mut table = [[0u8; 4]; 100];
    let mut i = 0;
    while i < 100 {
        let x = i % 10;
        let y = i / 10;
        table[i] = [y as u8, 10 + x as u8, 20 + (x + 9 - y) as u8, 39 + (x + y) as u8];
        i += 1;
    }
    table
};

/// `RAY[square][direction]`: the squares from `square` (excluded) to the edge.
pub(crate) static RAY: [[u128; 8]; 100] = {
    let mut table = [[0u128; 8]; 100];
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
pub(crate) static RAY_FROM: [[u128; 8]; 100] = {
    let mut table = [[0u128; 8]; 100];
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
/// [`OFF_BOARD`]. A line holds at most 10 fish, so distances run 0..=10.
pub(crate) static TARGET: [[[u8; 11]; 8]; 100] = {
    let mut table = [[[OFF_BOARD; 11]; 8]; 100];
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

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(crate) static KEYS: Keys = {
    let mut state = 0x5049_5241_4E48_4153; // "PIRANHAS"
    let mut keys = Keys { fish: [[0; 100]; 2], kraken: [0; 100], turn: [0; 128] };
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
pub(crate) struct Bits(pub u128);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let low = self.0 as u64;
        let index = if low != 0 { low.trailing_zeros() } else { 64 + ((self.0 >> 64) as u64).trailing_zeros() };
        self.0 &= self.0 - 1;
        Some(index as usize)
    }
}

/// The squares next to any square of `set` (8-neighbourhood), plus `set` itself.
#[inline(always)]
pub(crate) fn dilate(set: u128) -> u128 {
    let row = set | ((set << 1) & NOT_COLUMN_A) | ((set >> 1) & NOT_COLUMN_J);
    (row | (row << 10) | (row >> 10)) & BOARD
}

/// The group (8-connected) of `members` that contains the squares of `seed`.
#[inline]
pub(crate) fn group_of(seed: u128, members: u128) -> u128 {
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
pub(crate) fn lowest_bit(set: u128) -> u128 {
    set & set.wrapping_neg()
}
