//! The Piranhas board: 10x10 water, red and blue piranhas, kraken squares.

use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, Ui, vec2};

use super::art::{self, Art};
use super::sea::Grid;
use super::{BoardGame, BoardState, BoardView, Geometry, MoveCells, Skin};
use crate::strings;
use bernstein_rules::piranhas::{Field, Move, Piranhas, Square};
use bernstein_rules::{Position, Side};

const WATER_LIGHT: Color32 = Color32::from_rgb(170, 218, 232);
const WATER_DARK: Color32 = Color32::from_rgb(146, 200, 220);
const KRAKEN_WATER: Color32 = Color32::from_rgb(58, 104, 130);
const FRAME_COLOR: Color32 = Color32::from_rgb(22, 72, 92);

/// The water, the coordinates (columns A–J, rows 0–9) and the kraken squares' dark water.
pub(crate) fn paint_water(painter: &Painter, grid: &Grid, flipped: bool) {
    let corner = grid.cell * 0.2;
    painter.rect_filled(
        grid.outer.translate(vec2(0.0, grid.cell * 0.04)),
        corner,
        Color32::from_black_alpha(50),
    );
    painter.rect_filled(grid.outer, corner, FRAME_COLOR);
    for y in 0..10 {
        for x in 0..10 {
            let rect = grid.cell_rect(x, y, flipped);
            painter.rect_filled(
                rect,
                0.0,
                if (x + y) % 2 == 0 {
                    WATER_DARK
                } else {
                    WATER_LIGHT
                },
            );
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
            painter.add(Shape::line(wave, ripple));
        }
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
        |x| ((b'A' + x as u8) as char).to_string(),
        |y| y.to_string(),
        Color32::from_rgb(206, 232, 240),
    );
}

/// A kraken square: dark water with the kraken on it.
pub(crate) fn paint_kraken(ui: &Ui, painter: &Painter, rect: Rect, alpha: f32) {
    painter.rect_filled(rect, 0.0, KRAKEN_WATER.gamma_multiply(alpha));
    let art_rect = Rect::from_center_size(rect.center(), rect.size() * 0.9);
    art::paint(
        ui,
        painter,
        Art::Kraken,
        art_rect,
        Color32::WHITE.gamma_multiply(alpha),
        false,
    );
}

/// A piranha of `side`, `size` across, with a soft shadow on the water.
pub(crate) fn paint_fish(
    ui: &Ui,
    painter: &Painter,
    side: Side,
    center: Pos2,
    size: f32,
    alpha: f32,
) {
    painter.add(Shape::ellipse_filled(
        center + vec2(size * 0.03, size * 0.36),
        vec2(size * 0.34, size * 0.07),
        Color32::from_black_alpha((45.0 * alpha) as u8),
    ));
    let (art, mirror) = match side {
        Side::First => (Art::PiranhaRed, false),
        Side::Second => (Art::PiranhaBlue, true),
    };
    let rect = Rect::from_center_size(center, vec2(size, size));
    art::paint(
        ui,
        painter,
        art,
        rect,
        Color32::WHITE.gamma_multiply(alpha),
        mirror,
    );
}

fn square(cell: usize) -> Option<Square> {
    Square::from_index(cell)
}

/// What both Piranhas rule sets draw alike: the 10x10 water, the kraken, moves from
/// square to square. A rule set says only what stands on a square and how its fish
/// look.
pub(crate) trait FishBoard: Position<Move = Move> {
    fn is_kraken(&self, square: Square) -> bool;

    fn fish_owner(&self, square: Square) -> Option<Side>;

    /// Paints the fish on `square` (there is one) as [`Skin::paint_piece`] asks.
    fn paint_fish_on(
        &self,
        ui: &Ui,
        painter: &Painter,
        square: Square,
        center: Pos2,
        size: f32,
        alpha: f32,
    );
}

impl<P: FishBoard> Skin for P {
    fn cell_count() -> usize {
        100
    }

    fn cell_name(cell: usize) -> String {
        square(cell).map(|sq| sq.to_string()).unwrap_or_default()
    }

    fn geometry(area: Rect, flipped: bool) -> Geometry {
        Grid::new(area, 10).geometry(flipped, 0.92)
    }

    fn paint_board(&self, ui: &Ui, painter: &Painter, geo: &Geometry, flipped: bool) {
        paint_water(painter, &Grid::new(geo.outer, 10), flipped);
        for cell in 0..100 {
            if square(cell).is_some_and(|sq| self.is_kraken(sq)) {
                paint_kraken(ui, painter, geo.cells[cell], 1.0);
            }
        }
    }

    fn owner(&self, cell: usize) -> Option<Side> {
        self.fish_owner(square(cell)?)
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
        if let Some(sq) = square(cell).filter(|&sq| self.fish_owner(sq).is_some()) {
            self.paint_fish_on(ui, painter, sq, center, size, alpha);
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

impl FishBoard for Piranhas {
    fn is_kraken(&self, square: Square) -> bool {
        self.field(square) == Field::Kraken
    }

    fn fish_owner(&self, square: Square) -> Option<Side> {
        match self.field(square) {
            Field::Fish(side) => Some(side),
            Field::Empty | Field::Kraken => None,
        }
    }

    fn paint_fish_on(
        &self,
        ui: &Ui,
        painter: &Painter,
        square: Square,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        if let Some(side) = self.fish_owner(square) {
            paint_fish(ui, painter, side, center, size, alpha);
        }
    }
}

impl BoardGame for Piranhas {
    fn board_ui(
        ui: &mut Ui,
        pos: &Self,
        state: &mut BoardState<Self>,
        view: &BoardView<Self>,
    ) -> Option<Move> {
        super::show_board(ui, pos, state, view)
    }

    fn status_items(pos: &Self) -> Vec<(String, String)> {
        let pair = |f: fn(&Piranhas, Side) -> u8| {
            format!("{} : {}", f(pos, Side::First), f(pos, Side::Second))
        };
        vec![
            (strings::STATUS_FISH.to_string(), pair(Piranhas::fish_count)),
            (
                strings::STATUS_LARGEST_SWARM.to_string(),
                pair(Piranhas::swarm_size),
            ),
        ]
    }
}
