//! The Piranhas boards, for both rule sets: 10x10 water, red and blue piranhas,
//! kraken squares; the 2026 fish drawn by size (small, medium, large) with a
//! weight mark (1, 2, 3) on each.

use ecolor::Color32;
use emath::{Align2, Pos2, Rect, vec2};

use crate::art::Art;
use crate::canvas::{Canvas, Stroke};
use crate::drawn::{Drawn, Geometry, Look, MoveCells};
use crate::grid::Grid;
use bernstein_rules::piranhas::{self, Piranhas};
use bernstein_rules::piranhas_2026::{self, Piranhas2026, Size};
use bernstein_rules::{Position, Side};

const WATER_LIGHT: Color32 = Color32::from_rgb(170, 218, 232);
const WATER_DARK: Color32 = Color32::from_rgb(146, 200, 220);
const KRAKEN_WATER: Color32 = Color32::from_rgb(58, 104, 130);
const FRAME_COLOR: Color32 = Color32::from_rgb(22, 72, 92);

/// The water, the coordinates (columns A–J, rows 0–9).
pub fn paint_water(canvas: &mut dyn Canvas, grid: &Grid, look: Look) {
    let flipped = look.flipped;
    let corner = grid.cell * 0.2;
    canvas.rect_filled(
        grid.outer.translate(vec2(0.0, grid.cell * 0.04)),
        corner,
        Color32::from_black_alpha(50),
    );
    canvas.rect_filled(grid.outer, corner, FRAME_COLOR);
    for y in 0..10 {
        for x in 0..10 {
            let rect = grid.cell_rect(x, y, flipped);
            let water = if (x + y) % 2 == 0 {
                WATER_DARK
            } else {
                WATER_LIGHT
            };
            canvas.rect_filled(rect, 0.0, water);
            // A faint ripple per square keeps the water from looking flat.
            let ripple = Stroke::new(grid.cell * 0.022, Color32::from_white_alpha(38));
            let start = rect.center() + vec2(-grid.cell * 0.3, grid.cell * 0.3);
            let wave: Vec<Pos2> = (0..=12)
                .map(|i| {
                    let t = i as f32 / 12.0;
                    start
                        + vec2(
                            t * grid.cell * 0.32,
                            (t * std::f32::consts::TAU).sin() * grid.cell * 0.03,
                        )
                })
                .collect();
            canvas.line(&wave, ripple);
        }
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
            |x| ((b'A' + x as u8) as char).to_string(),
            |y| y.to_string(),
            Color32::from_rgb(206, 232, 240),
        );
    }
}

/// A kraken square: dark water with the kraken on it.
pub fn paint_kraken(canvas: &mut dyn Canvas, rect: Rect, alpha: f32) {
    canvas.rect_filled(rect, 0.0, KRAKEN_WATER.gamma_multiply(alpha));
    let art_rect = Rect::from_center_size(rect.center(), rect.size() * 0.9);
    canvas.art(
        Art::Kraken,
        art_rect,
        Color32::WHITE.gamma_multiply(alpha),
        false,
    );
}

/// A piranha of `side`, `size` across, with a soft shadow on the water.
pub fn paint_fish(canvas: &mut dyn Canvas, side: Side, center: Pos2, size: f32, alpha: f32) {
    canvas.ellipse_filled(
        center + vec2(size * 0.03, size * 0.36),
        vec2(size * 0.34, size * 0.07),
        Color32::from_black_alpha((45.0 * alpha) as u8),
    );
    let (art, mirror) = match side {
        Side::First => (Art::PiranhaRed, false),
        Side::Second => (Art::PiranhaBlue, true),
    };
    let rect = Rect::from_center_size(center, vec2(size, size));
    canvas.art(art, rect, Color32::WHITE.gamma_multiply(alpha), mirror);
}

/// A fish's drawn size as a share of the full piece size: the sizes must be told
/// apart at a glance, and a small fish must still be easy to click.
pub fn size_scale(size: Size) -> f32 {
    match size {
        Size::Small => 0.62,
        Size::Medium => 0.8,
        Size::Large => 1.0,
    }
}

/// A fish of `side` and `size` centred at `center` (`full` is a large fish's
/// size), with its weight in a small disc at the lower right.
pub fn paint_sized_fish(
    canvas: &mut dyn Canvas,
    side: Side,
    size: Size,
    center: Pos2,
    full: f32,
    alpha: f32,
) {
    paint_fish(canvas, side, center, full * size_scale(size), alpha);
    let radius = full * 0.15;
    let mark = center + vec2(full * 0.3, full * 0.3);
    let fill = match side {
        Side::First => Color32::from_rgb(150, 30, 30),
        Side::Second => Color32::from_rgb(25, 60, 150),
    };
    canvas.circle(
        mark,
        radius,
        fill.gamma_multiply(alpha),
        Stroke::new(full * 0.02, Color32::WHITE.gamma_multiply(alpha)),
    );
    canvas.text(
        mark,
        Align2::CENTER_CENTER,
        &size.weight().to_string(),
        radius * 1.5,
        Color32::WHITE.gamma_multiply(alpha),
    );
}

/// What both Piranhas rule sets draw alike: the 10x10 water, the kraken, moves
/// from square to square. A rule set says what stands on a square and how its
/// fish look.
pub trait FishBoard: Position {
    fn is_kraken(&self, cell: usize) -> bool;

    fn fish_owner(&self, cell: usize) -> Option<Side>;

    /// Paints the fish on `cell` (there is one).
    fn paint_fish_on(
        &self,
        canvas: &mut dyn Canvas,
        cell: usize,
        center: Pos2,
        size: f32,
        alpha: f32,
    );

    fn cells_of(mv: Self::Move) -> (usize, usize);

    fn name_of(cell: usize) -> String;
}

impl<P: FishBoard> Drawn for P {
    fn cell_count() -> usize {
        100
    }

    fn cell_name(cell: usize) -> String {
        P::name_of(cell)
    }

    fn geometry(area: Rect, flipped: bool) -> Geometry {
        Grid::new(area, 10).geometry(flipped, 0.92)
    }

    fn paint_board(&self, canvas: &mut dyn Canvas, geo: &Geometry, look: Look) {
        paint_water(canvas, &Grid::new(geo.outer, 10), look);
        for cell in 0..100 {
            if self.is_kraken(cell) {
                paint_kraken(canvas, geo.cells[cell], 1.0);
            }
        }
    }

    fn owner(&self, cell: usize) -> Option<Side> {
        self.fish_owner(cell)
    }

    fn paint_piece(
        &self,
        canvas: &mut dyn Canvas,
        cell: usize,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        if self.fish_owner(cell).is_some() {
            self.paint_fish_on(canvas, cell, center, size, alpha);
        }
    }

    fn move_cells(mv: P::Move) -> MoveCells {
        let (from, to) = P::cells_of(mv);
        MoveCells {
            from: Some(from),
            to,
            remove: None,
        }
    }
}

impl FishBoard for Piranhas {
    fn is_kraken(&self, cell: usize) -> bool {
        piranhas::Square::from_index(cell)
            .is_some_and(|sq| self.field(sq) == piranhas::Field::Kraken)
    }

    fn fish_owner(&self, cell: usize) -> Option<Side> {
        match self.field(piranhas::Square::from_index(cell)?) {
            piranhas::Field::Fish(side) => Some(side),
            piranhas::Field::Empty | piranhas::Field::Kraken => None,
        }
    }

    fn paint_fish_on(
        &self,
        canvas: &mut dyn Canvas,
        cell: usize,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        if let Some(side) = self.fish_owner(cell) {
            paint_fish(canvas, side, center, size, alpha);
        }
    }

    fn cells_of(mv: piranhas::Move) -> (usize, usize) {
        (mv.from.index(), mv.to.index())
    }

    fn name_of(cell: usize) -> String {
        piranhas::Square::from_index(cell)
            .map(|sq| sq.to_string())
            .unwrap_or_default()
    }
}

impl FishBoard for Piranhas2026 {
    fn is_kraken(&self, cell: usize) -> bool {
        piranhas_2026::Square::from_index(cell)
            .is_some_and(|sq| self.field(sq) == piranhas_2026::Field::Kraken)
    }

    fn fish_owner(&self, cell: usize) -> Option<Side> {
        match self.field(piranhas_2026::Square::from_index(cell)?) {
            piranhas_2026::Field::Fish(side, _) => Some(side),
            piranhas_2026::Field::Empty | piranhas_2026::Field::Kraken => None,
        }
    }

    fn paint_fish_on(
        &self,
        canvas: &mut dyn Canvas,
        cell: usize,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        let Some(square) = piranhas_2026::Square::from_index(cell) else {
            return;
        };
        if let piranhas_2026::Field::Fish(side, fish_size) = self.field(square) {
            paint_sized_fish(canvas, side, fish_size, center, size, alpha);
        }
    }

    fn cells_of(mv: piranhas_2026::Move) -> (usize, usize) {
        (mv.from.index(), mv.to.index())
    }

    fn name_of(cell: usize) -> String {
        piranhas_2026::Square::from_index(cell)
            .map(|sq| sq.to_string())
            .unwrap_or_default()
    }
}
