//! A square grid board of `n` x `n` cells with a frame for the coordinates: the
//! layout of the sea games and of Piranhas.

use ecolor::Color32;
use emath::{Align2, Rect, pos2, vec2};

use crate::canvas::{Canvas, fit_square};
use crate::drawn::Geometry;

/// The coordinate frame around a grid board, as a share of one cell.
const FRAME: f32 = 0.42;

/// A square grid board of `n` x `n` cells inside an area.
pub struct Grid {
    pub outer: Rect,
    pub inner: Rect,
    pub cell: f32,
    pub n: usize,
}

impl Grid {
    pub fn new(area: Rect, n: usize) -> Grid {
        let outer = fit_square(area);
        let cell = outer.width() / (n as f32 + 2.0 * FRAME);
        Grid {
            outer,
            inner: outer.shrink(cell * FRAME),
            cell,
            n,
        }
    }

    /// The rectangle of column `col`, row `row` (row 0 at the bottom for the
    /// first player; the board turns by 180° when flipped).
    pub fn cell_rect(&self, col: usize, row: usize, flipped: bool) -> Rect {
        let n = self.n;
        let (screen_col, screen_row_from_top) = if flipped {
            (n - 1 - col, row)
        } else {
            (col, n - 1 - row)
        };
        Rect::from_min_size(
            self.inner.min
                + vec2(
                    screen_col as f32 * self.cell,
                    screen_row_from_top as f32 * self.cell,
                ),
            vec2(self.cell, self.cell),
        )
    }

    /// All cells in the rules' numbering (index = row * n + col).
    pub fn geometry(&self, flipped: bool, piece_share: f32) -> Geometry {
        let cells = (0..self.n * self.n)
            .map(|index| self.cell_rect(index % self.n, index / self.n, flipped))
            .collect();
        Geometry {
            outer: self.outer,
            cells,
            piece: self.cell * piece_share,
        }
    }

    /// Column letters under the board and row numbers on its left.
    pub fn paint_coordinates(
        &self,
        canvas: &mut dyn Canvas,
        flipped: bool,
        col_name: impl Fn(usize) -> String,
        row_name: impl Fn(usize) -> String,
        color: Color32,
    ) {
        let margin = self.cell * FRAME;
        let size = (margin * 0.62).max(8.0);
        for col in 0..self.n {
            let screen_col = if flipped { self.n - 1 - col } else { col };
            let x = self.inner.left() + (screen_col as f32 + 0.5) * self.cell;
            let at = pos2(x, self.inner.bottom() + margin * 0.55);
            canvas.text(at, Align2::CENTER_CENTER, &col_name(col), size, color);
        }
        for row in 0..self.n {
            let y = self.cell_rect(0, row, flipped).center().y;
            let at = pos2(self.inner.left() - margin * 0.52, y);
            canvas.text(at, Align2::CENTER_CENTER, &row_name(row), size, color);
        }
    }
}
