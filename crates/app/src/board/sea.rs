//! The Ostseeschach board, for both rule sets (Software Challenge and original):
//! an 8x8 board of sand and sea, the two start lines marked in the players' colours,
//! and round discs showing the animals (our artwork in `assets/`), towers drawn as
//! stacked discs with their height.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Ui, vec2};

use super::art::{self, Art};
use super::{
    BoardGame, BoardState, BoardView, Geometry, MoveCells, Skin, fit_square, paint_coordinates,
    paint_disc, palette,
};
use crate::strings;
use bernstein_rules::Side;
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::ostseeschach::{Move, Square};
use bernstein_rules::ostseeschach_original::OstseeschachOriginal;

/// The coordinate frame around a grid board, as a share of one cell.
const FRAME: f32 = 0.42;

/// A square grid board of `n` x `n` cells inside `area`.
pub(crate) struct Grid {
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

    /// The screen rectangle of column `col`, row `row` (row 0 at the bottom for the
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
        painter: &Painter,
        flipped: bool,
        col_name: impl Fn(usize) -> String,
        row_name: impl Fn(usize) -> String,
        color: Color32,
    ) {
        let margin = self.cell * FRAME;
        let mut labels = Vec::new();
        for col in 0..self.n {
            let screen_col = if flipped { self.n - 1 - col } else { col };
            let x = self.inner.left() + (screen_col as f32 + 0.5) * self.cell;
            labels.push((
                egui::pos2(x, self.inner.bottom() + margin * 0.55),
                col_name(col),
            ));
        }
        for row in 0..self.n {
            let y = self.cell_rect(0, row, flipped).center().y;
            labels.push((
                egui::pos2(self.inner.left() - margin * 0.52, y),
                row_name(row),
            ));
        }
        paint_coordinates(painter, labels.into_iter(), (margin * 0.62).max(8.0), color);
    }
}

/// What a sea-game square shows: a disc or a tower.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SeaPiece {
    pub owner: Side,
    /// H, M, S or R (the rules' letters).
    pub letter: char,
    pub height: u8,
}

/// The colours of a player's discs: face, edge, light spot.
pub(crate) fn side_colors(side: Side) -> (Color32, Color32, Color32) {
    match side {
        Side::First => (
            palette::RED,
            Color32::from_rgb(140, 34, 32),
            Color32::from_rgb(246, 132, 118),
        ),
        Side::Second => (
            palette::BLUE,
            Color32::from_rgb(24, 60, 128),
            Color32::from_rgb(118, 166, 240),
        ),
    }
}

fn art_for(letter: char) -> Option<Art> {
    match letter.to_ascii_uppercase() {
        'H' => Some(Art::Cockle),
        'M' => Some(Art::Seagull),
        'S' => Some(Art::Starfish),
        'R' => Some(Art::Seal),
        _ => None,
    }
}

/// A disc (or tower) centred at `center`, `size` across.
pub(crate) fn paint_sea_piece(
    ui: &Ui,
    painter: &Painter,
    piece: SeaPiece,
    center: Pos2,
    size: f32,
    alpha: f32,
) {
    let radius = size * 0.5;
    let height = piece.height.max(1);
    let lift = radius * 0.3;
    // The tower stands centred on its square; lower discs peek out below the top one.
    let top = center - vec2(0.0, lift * (height - 1) as f32 * 0.5);
    for level in (1..height).rev() {
        // A tower is formed by moving onto an opposing disc: the discs below alternate.
        let below = if level % 2 == 1 {
            piece.owner.other()
        } else {
            piece.owner
        };
        let (base, edge, light) = side_colors(below);
        paint_disc(
            painter,
            top + vec2(0.0, lift * level as f32),
            radius,
            base,
            edge,
            light,
            alpha,
        );
    }
    let (base, edge, light) = side_colors(piece.owner);
    paint_disc(painter, top, radius, base, edge, light, alpha);
    painter.circle_stroke(
        top,
        radius * 0.84,
        Stroke::new(
            radius * 0.045,
            Color32::from_white_alpha((70.0 * alpha) as u8),
        ),
    );
    if let Some(art) = art_for(piece.letter) {
        let rect = Rect::from_center_size(top, vec2(radius * 1.46, radius * 1.46));
        art::paint(
            ui,
            painter,
            art,
            rect,
            Color32::WHITE.gamma_multiply(alpha),
            false,
        );
    }
    if height >= 2 {
        let badge = top + vec2(radius * 0.74, -radius * 0.74);
        let badge_radius = radius * 0.36;
        painter.circle_filled(
            badge + vec2(0.0, badge_radius * 0.12),
            badge_radius,
            Color32::from_black_alpha((80.0 * alpha) as u8),
        );
        painter.circle_filled(
            badge,
            badge_radius,
            Color32::from_rgb(255, 246, 214).gamma_multiply(alpha),
        );
        painter.circle_stroke(
            badge,
            badge_radius,
            Stroke::new(
                (radius * 0.05).max(0.8),
                Color32::from_rgb(60, 50, 30).gamma_multiply(alpha),
            ),
        );
        painter.text(
            badge,
            Align2::CENTER_CENTER,
            height.to_string(),
            FontId::proportional(badge_radius * 1.45),
            Color32::from_rgb(40, 32, 20).gamma_multiply(alpha),
        );
    }
}

const SAND: Color32 = Color32::from_rgb(238, 220, 174);
const SEA: Color32 = Color32::from_rgb(128, 182, 208);
const FRAME_COLOR: Color32 = Color32::from_rgb(33, 74, 98);

/// The 8x8 board: frame, squares, start lines, coordinates.
pub(crate) fn paint_sea_board(painter: &Painter, grid: &Grid, flipped: bool) {
    let corner = grid.cell * 0.18;
    painter.rect_filled(
        grid.outer.translate(vec2(0.0, grid.cell * 0.04)),
        corner,
        Color32::from_black_alpha(50),
    );
    painter.rect_filled(grid.outer, corner, FRAME_COLOR);
    for rank in 0..8 {
        for file in 0..8 {
            let rect = grid.cell_rect(file, rank, flipped);
            let color = if (file + rank) % 2 == 0 { SEA } else { SAND };
            painter.rect_filled(rect, 0.0, color);
        }
    }
    // The start lines: a tint over the rank and a bar in the owner's colour on the edge.
    for (rank, side) in [(0, Side::First), (7, Side::Second)] {
        let (base, _, _) = side_colors(side);
        let row = grid
            .cell_rect(0, rank, flipped)
            .union(grid.cell_rect(7, rank, flipped));
        painter.rect_stroke(
            row,
            0.0,
            Stroke::new((grid.cell * 0.035).max(1.0), base.gamma_multiply(0.75)),
            egui::StrokeKind::Inside,
        );
        let bar = grid.cell * 0.1;
        let at_bottom = (rank == 0) != flipped;
        let bar_rect = if at_bottom {
            Rect::from_min_max(
                egui::pos2(row.left(), row.bottom()),
                egui::pos2(row.right(), row.bottom() + bar),
            )
        } else {
            Rect::from_min_max(
                egui::pos2(row.left(), row.top() - bar),
                egui::pos2(row.right(), row.top()),
            )
        };
        painter.rect_filled(bar_rect, 0.0, base);
    }
    painter.rect_stroke(
        grid.inner,
        0.0,
        Stroke::new(1.0, Color32::from_black_alpha(90)),
        egui::StrokeKind::Outside,
    );
    grid.paint_coordinates(
        painter,
        flipped,
        |file| ((b'a' + file as u8) as char).to_string(),
        |rank| (rank + 1).to_string(),
        Color32::from_rgb(214, 230, 238),
    );
}

fn square(cell: usize) -> Option<Square> {
    Square::from_index(cell)
}

fn move_cells(mv: Move) -> MoveCells {
    MoveCells {
        from: Some(mv.from.index()),
        to: mv.to.index(),
        remove: None,
    }
}

/// Both rule sets share board, pieces and drawing; only their scores differ.
macro_rules! sea_board_game {
    ($game:ty, $score_label:expr, $score:ident) => {
        impl Skin for $game {
            fn cell_count() -> usize {
                64
            }

            fn cell_name(cell: usize) -> String {
                square(cell).map(|sq| sq.to_string()).unwrap_or_default()
            }

            fn geometry(area: Rect, flipped: bool) -> Geometry {
                Grid::new(area, 8).geometry(flipped, 0.8)
            }

            fn paint_board(&self, _ui: &Ui, painter: &Painter, geo: &Geometry, flipped: bool) {
                paint_sea_board(painter, &Grid::new(geo.outer, 8), flipped);
            }

            fn owner(&self, cell: usize) -> Option<Side> {
                self.stack_at(square(cell)?).map(|stack| stack.owner)
            }

            fn paint_piece(
                &self,
                ui: &Ui,
                painter: &Painter,
                cell: usize,
                center: Pos2,
                size: f32,
                alpha: f32,
            ) {
                if let Some(stack) = square(cell).and_then(|sq| self.stack_at(sq)) {
                    let piece = SeaPiece {
                        owner: stack.owner,
                        letter: stack.top.letter(),
                        height: stack.height,
                    };
                    paint_sea_piece(ui, painter, piece, center, size, alpha);
                }
            }

            fn move_cells(mv: Move) -> MoveCells {
                move_cells(mv)
            }
        }

        impl BoardGame for $game {
            fn board_ui(
                ui: &mut Ui,
                pos: &Self,
                state: &mut BoardState<Self>,
                view: &BoardView<Self>,
            ) -> Option<Move> {
                super::show_board(ui, pos, state, view)
            }

            fn status_items(pos: &Self) -> Vec<(String, String)> {
                vec![(
                    $score_label.to_string(),
                    format!("{} : {}", pos.$score(Side::First), pos.$score(Side::Second)),
                )]
            }
        }
    };
}

sea_board_game!(Ostseeschach, strings::STATUS_AMBERS, ambers);
sea_board_game!(
    OstseeschachOriginal,
    strings::STATUS_VICTORY_POINTS,
    victory_points
);

/// The animals in palette order (the rules' letters), for the editor.
pub(crate) const ANIMAL_LETTERS: [char; 4] = ['H', 'M', 'S', 'R'];

/// The animal's name for users.
pub(crate) fn animal_name(letter: char) -> strings::Msg {
    match letter.to_ascii_uppercase() {
        'H' => strings::ANIMAL_COCKLE,
        'M' => strings::ANIMAL_SEAGULL,
        'S' => strings::ANIMAL_STARFISH,
        _ => strings::ANIMAL_SEAL,
    }
}
