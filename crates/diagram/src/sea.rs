//! The Ostseeschach board, for both rule sets (Software Challenge and original):
//! an 8x8 board of sand and sea, the two start lines marked in the players'
//! colours, and round discs showing the animals (our artwork in `assets/`),
//! towers drawn as stacked discs with their height.

use ecolor::Color32;
use emath::{Align2, Pos2, Rect, pos2, vec2};

use crate::art::Art;
use crate::canvas::{Canvas, DiscColors, Stroke, paint_disc};
use crate::drawn::{Drawn, Geometry, Look, MoveCells};
use crate::grid::Grid;
use crate::marks::palette;
use bernstein_rules::Side;
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::ostseeschach::{Move, Square};
use bernstein_rules::ostseeschach_original::OstseeschachOriginal;

/// What a sea-game square shows: a disc or a tower.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeaPiece {
    pub owner: Side,
    /// H, M, S or R (the rules' letters).
    pub letter: char,
    pub height: u8,
}

/// The colours of a player's discs: face, edge, light spot.
pub fn side_colors(side: Side) -> DiscColors {
    match side {
        Side::First => DiscColors {
            base: palette::RED,
            edge: Color32::from_rgb(140, 34, 32),
            light: Color32::from_rgb(246, 132, 118),
        },
        Side::Second => DiscColors {
            base: palette::BLUE,
            edge: Color32::from_rgb(24, 60, 128),
            light: Color32::from_rgb(118, 166, 240),
        },
    }
}

/// The artwork of an animal, by the rules' letter.
pub fn art_for(letter: char) -> Option<Art> {
    match letter.to_ascii_uppercase() {
        'H' => Some(Art::Cockle),
        'M' => Some(Art::Seagull),
        'S' => Some(Art::Starfish),
        'R' => Some(Art::Seal),
        _ => None,
    }
}

/// A disc (or tower) centred at `center`, `size` across.
pub fn paint_sea_piece(
    canvas: &mut dyn Canvas,
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
        let at = top + vec2(0.0, lift * level as f32);
        paint_disc(canvas, at, radius, side_colors(below), alpha);
    }
    paint_disc(canvas, top, radius, side_colors(piece.owner), alpha);
    canvas.circle_stroke(
        top,
        radius * 0.84,
        Stroke::new(
            radius * 0.045,
            Color32::from_white_alpha((70.0 * alpha) as u8),
        ),
    );
    if let Some(art) = art_for(piece.letter) {
        let rect = Rect::from_center_size(top, vec2(radius * 1.46, radius * 1.46));
        canvas.art(art, rect, Color32::WHITE.gamma_multiply(alpha), false);
    }
    if height >= 2 {
        let badge = top + vec2(radius * 0.74, -radius * 0.74);
        let badge_radius = radius * 0.36;
        canvas.circle_filled(
            badge + vec2(0.0, badge_radius * 0.12),
            badge_radius,
            Color32::from_black_alpha((80.0 * alpha) as u8),
        );
        canvas.circle_filled(
            badge,
            badge_radius,
            Color32::from_rgb(255, 246, 214).gamma_multiply(alpha),
        );
        canvas.circle_stroke(
            badge,
            badge_radius,
            Stroke::new(
                (radius * 0.05).max(0.8),
                Color32::from_rgb(60, 50, 30).gamma_multiply(alpha),
            ),
        );
        canvas.text(
            badge,
            Align2::CENTER_CENTER,
            &height.to_string(),
            badge_radius * 1.45,
            Color32::from_rgb(40, 32, 20).gamma_multiply(alpha),
        );
    }
}

const SAND: Color32 = Color32::from_rgb(238, 220, 174);
const SEA: Color32 = Color32::from_rgb(128, 182, 208);
const FRAME_COLOR: Color32 = Color32::from_rgb(33, 74, 98);

/// The 8x8 board: frame, squares, start lines, coordinates.
pub fn paint_sea_board(canvas: &mut dyn Canvas, grid: &Grid, look: Look) {
    let flipped = look.flipped;
    let corner = grid.cell * 0.18;
    canvas.rect_filled(
        grid.outer.translate(vec2(0.0, grid.cell * 0.04)),
        corner,
        Color32::from_black_alpha(50),
    );
    canvas.rect_filled(grid.outer, corner, FRAME_COLOR);
    for rank in 0..8 {
        for file in 0..8 {
            let rect = grid.cell_rect(file, rank, flipped);
            let color = if (file + rank) % 2 == 0 { SEA } else { SAND };
            canvas.rect_filled(rect, 0.0, color);
        }
    }
    // The start lines: a tint over the rank and a bar in the owner's colour on the edge.
    for (rank, side) in [(0, Side::First), (7, Side::Second)] {
        let base = side_colors(side).base;
        let row = grid
            .cell_rect(0, rank, flipped)
            .union(grid.cell_rect(7, rank, flipped));
        canvas.rect_stroke(
            row,
            0.0,
            Stroke::new((grid.cell * 0.035).max(1.0), base.gamma_multiply(0.75)),
            true,
        );
        let bar = grid.cell * 0.1;
        let at_bottom = (rank == 0) != flipped;
        let bar_rect = if at_bottom {
            Rect::from_min_max(
                pos2(row.left(), row.bottom()),
                pos2(row.right(), row.bottom() + bar),
            )
        } else {
            Rect::from_min_max(
                pos2(row.left(), row.top() - bar),
                pos2(row.right(), row.top()),
            )
        };
        canvas.rect_filled(bar_rect, 0.0, base);
    }
    canvas.rect_stroke(
        grid.inner,
        0.0,
        Stroke::new(1.0, Color32::from_black_alpha(90)),
        false,
    );
    if look.coordinates {
        grid.paint_coordinates(
            canvas,
            flipped,
            |file| ((b'a' + file as u8) as char).to_string(),
            |rank| (rank + 1).to_string(),
            Color32::from_rgb(214, 230, 238),
        );
    }
}

fn square(cell: usize) -> Option<Square> {
    Square::from_index(cell)
}

/// Both rule sets share board, pieces and drawing.
macro_rules! sea_drawn {
    ($game:ty) => {
        impl Drawn for $game {
            fn cell_count() -> usize {
                64
            }

            fn cell_name(cell: usize) -> String {
                square(cell).map(|sq| sq.to_string()).unwrap_or_default()
            }

            fn geometry(area: Rect, flipped: bool) -> Geometry {
                Grid::new(area, 8).geometry(flipped, 0.8)
            }

            fn paint_board(&self, canvas: &mut dyn Canvas, geo: &Geometry, look: Look) {
                paint_sea_board(canvas, &Grid::new(geo.outer, 8), look);
            }

            fn owner(&self, cell: usize) -> Option<Side> {
                self.stack_at(square(cell)?).map(|stack| stack.owner)
            }

            fn paint_piece(
                &self,
                canvas: &mut dyn Canvas,
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
                    paint_sea_piece(canvas, piece, center, size, alpha);
                }
            }

            fn move_cells(mv: Move) -> MoveCells {
                MoveCells {
                    from: Some(mv.from.index()),
                    to: mv.to.index(),
                    remove: None,
                }
            }
        }
    };
}

sea_drawn!(Ostseeschach);
sea_drawn!(OstseeschachOriginal);
