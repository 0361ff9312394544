//! What a game says about its board's drawing ([`Drawn`]): its cells and their
//! names, where they lie ([`Geometry`]), how the board and its pieces look, and
//! which cells a move touches. The app's board widget and the pictures use it
//! alike. A "cell" is a square of the sea games and of Piranhas, or a point of
//! Mühle, numbered the way the rules number them.

use emath::{Pos2, Rect};

use crate::canvas::Canvas;
use bernstein_rules::{Position, Side};

/// Where a board lies on screen or on the picture.
pub struct Geometry {
    /// The whole board including its frame and coordinates (and Mühle's hands).
    pub outer: Rect,
    /// One rectangle per cell: the area that reacts to the mouse; its centre is
    /// where the piece stands.
    pub cells: Vec<Rect>,
    /// Diameter of a piece.
    pub piece: f32,
}

impl Geometry {
    /// The cell under a point (inside its rectangle), if any.
    pub fn cell_at(&self, at: Pos2) -> Option<usize> {
        self.cells.iter().position(|rect| rect.contains(at))
    }

    pub fn center(&self, cell: usize) -> Pos2 {
        self.cells[cell].center()
    }

    /// The squares or points together, without the frame.
    pub fn cells_bounds(&self) -> Rect {
        self.cells
            .iter()
            .fold(Rect::NOTHING, |acc, rect| acc.union(*rect))
    }
}

/// The cells a move touches, in the game's own cell numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveCells {
    /// `None` for a Mühle placement.
    pub from: Option<usize>,
    pub to: usize,
    /// The Mühle stone taken after a mill.
    pub remove: Option<usize>,
}

/// How a board is drawn this time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// The second player at the bottom.
    pub flipped: bool,
    /// The coordinates written along the frame.
    pub coordinates: bool,
}

/// The drawing side of a game: cells, board, pieces.
pub trait Drawn: Position {
    /// Mühle's points are round marks; squares are filled rectangles.
    const ROUND_CELLS: bool = false;

    fn cell_count() -> usize;

    /// The name users and records know the cell by: `e4`, `A0`, `d2`.
    fn cell_name(cell: usize) -> String;

    /// Lays the board out in `area` (as large as fits, centred).
    fn geometry(area: Rect, flipped: bool) -> Geometry;

    /// Background, lines, coordinates: what does not depend on the pieces
    /// (and Mühle's closed mills).
    fn paint_board(&self, canvas: &mut dyn Canvas, geo: &Geometry, look: Look);

    /// Whose piece stands on the cell (`None` for empty squares and kraken).
    fn owner(&self, cell: usize) -> Option<Side>;

    /// Paints the piece on `cell` (if any) centred at `center`, faded by `alpha`.
    fn paint_piece(
        &self,
        canvas: &mut dyn Canvas,
        cell: usize,
        center: Pos2,
        size: f32,
        alpha: f32,
    );

    fn move_cells(mv: Self::Move) -> MoveCells;

    /// Anything beside the board that belongs to the position (Mühle's stones
    /// in hand).
    fn paint_extras(&self, _canvas: &mut dyn Canvas, _geo: &Geometry, _flipped: bool) {}

    /// The area of `side`'s stones in hand, from which a stone can be dragged.
    fn hand_rect(&self, _geo: &Geometry, _side: Side, _flipped: bool) -> Option<Rect> {
        None
    }

    /// Where a newly placed stone of `side` comes from (its hand), for the
    /// animation.
    fn hand_origin(&self, _geo: &Geometry, _side: Side, _flipped: bool) -> Option<Pos2> {
        None
    }

    /// The cell a record names, if this board has it.
    fn cell_named(name: &str) -> Option<usize> {
        (0..Self::cell_count()).find(|&cell| Self::cell_name(cell) == name)
    }
}
