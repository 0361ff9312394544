//! The Mühle board: a wooden board with the three squares and their connecting
//! lines, the 24 points, white and black stones with a soft 3D look, and each
//! player's stones in hand piled beside the board.

use ecolor::Color32;
use emath::{Align2, Pos2, Rect, pos2, vec2};

use crate::canvas::{Canvas, DiscColors, Stroke, paint_disc};
use crate::drawn::{Drawn, Geometry, Look, MoveCells};
use bernstein_rules::Side;
use bernstein_rules::muehle::{MILLS, Move, Muehle, Point};

/// The hand column beside the board, as a share of the board's side.
const HAND_SHARE: f32 = 0.17;
/// The board's side in grid steps: 7 points per line plus a frame for coordinates.
const STEPS: f32 = 7.9;

const WOOD: Color32 = Color32::from_rgb(222, 184, 130);
const WOOD_DARK: Color32 = Color32::from_rgb(196, 152, 98);
const INK: Color32 = Color32::from_rgb(78, 50, 26);

/// Where the Mühle board and the hands lie.
pub struct MillLayout {
    pub board: Rect,
    /// Distance between neighbouring grid lines.
    pub step: f32,
    /// The column beside the board that holds the stones in hand.
    pub hand: Rect,
}

impl MillLayout {
    pub fn new(area: Rect, with_hands: bool) -> MillLayout {
        let share = if with_hands { HAND_SHARE } else { 0.0 };
        let side = area.height().min(area.width() / (1.0 + share));
        let total = Rect::from_center_size(area.center(), vec2(side * (1.0 + share), side));
        let board = Rect::from_min_size(total.min, vec2(side, side));
        let hand = Rect::from_min_max(pos2(board.right(), board.top()), total.max);
        MillLayout {
            board,
            step: side / STEPS,
            hand,
        }
    }

    /// The position of grid coordinate (file, rank), both 0..7.
    pub fn point(&self, file: u8, rank: u8, flipped: bool) -> Pos2 {
        let (col, row_from_top) = if flipped {
            (6 - file, rank)
        } else {
            (file, 6 - rank)
        };
        let frame = (STEPS - 6.0) * 0.5 * self.step;
        self.board.min
            + vec2(
                frame + col as f32 * self.step,
                frame + row_from_top as f32 * self.step,
            )
    }

    pub fn geometry(&self, flipped: bool) -> Geometry {
        let cells = Point::ALL
            .iter()
            .map(|p| {
                Rect::from_center_size(
                    self.point(p.file(), p.rank(), flipped),
                    vec2(self.step * 0.92, self.step * 0.92),
                )
            })
            .collect();
        Geometry {
            outer: self.board.union(self.hand),
            cells,
            piece: self.step * 0.8,
        }
    }

    /// The positions of a side's stones in hand, the top of the pile last. The
    /// side at the bottom of the board keeps its hand in the lower half of the
    /// column.
    pub fn hand_slots(&self, side: Side, count: u8, flipped: bool) -> Vec<Pos2> {
        let at_bottom = (side == Side::First) != flipped;
        let x = self.hand.center().x;
        let gap = self.step * 0.3;
        let mut slots = Vec::new();
        for i in 0..count {
            let y = if at_bottom {
                self.board.bottom() - self.step * 0.9 - i as f32 * gap
            } else {
                self.board.top() + self.step * 0.9 + i as f32 * gap
            };
            slots.push(pos2(x, y));
        }
        slots
    }
}

/// The wooden board with its lines, points and coordinates.
pub fn paint_mill_board(canvas: &mut dyn Canvas, layout: &MillLayout, look: Look) {
    let (board, flipped) = (layout.board, look.flipped);
    let corner = layout.step * 0.2;
    canvas.rect_filled(
        board.translate(vec2(0.0, layout.step * 0.05)),
        corner,
        Color32::from_black_alpha(55),
    );
    canvas.rect_filled(board, corner, WOOD);
    // A little grain: long, gently waving strokes across the board.
    for i in 0..18 {
        let t = (i as f32 + 0.5) / 18.0;
        let y = board.top() + t * board.height();
        let phase = (i * 37 % 11) as f32;
        let amplitude = layout.step * (0.04 + 0.03 * ((i * 7 % 5) as f32 / 5.0));
        let points: Vec<Pos2> = (0..=32)
            .map(|k| {
                let u = k as f32 / 32.0;
                let x = board.left() + corner + u * (board.width() - 2.0 * corner);
                pos2(x, y + (u * 5.0 + phase).sin() * amplitude)
            })
            .collect();
        let width = layout.step * (0.015 + 0.02 * ((i * 5 % 3) as f32 / 3.0));
        canvas.line(&points, Stroke::new(width, WOOD_DARK.gamma_multiply(0.28)));
    }
    canvas.rect_stroke(
        board,
        corner,
        Stroke::new(layout.step * 0.04, WOOD_DARK),
        true,
    );

    let line = Stroke::new((layout.step * 0.06).max(1.0), INK);
    for mill in MILLS.iter() {
        let a = layout.point(mill[0].file(), mill[0].rank(), flipped);
        let c = layout.point(mill[2].file(), mill[2].rank(), flipped);
        canvas.line(&[a, c], line);
    }
    for p in Point::ALL {
        let at = layout.point(p.file(), p.rank(), flipped);
        canvas.circle_filled(at, layout.step * 0.11, INK);
    }
    if !look.coordinates {
        return;
    }
    // The coordinates sit near the board's edge, clear of a stone on the outer
    // ring (which reaches 0.4 steps past its point).
    let frame = (STEPS - 6.0) * 0.5 * layout.step;
    let size = (layout.step * 0.3).max(8.0);
    let color = INK.gamma_multiply(0.8);
    for file in 0..7u8 {
        let x = layout.point(file, 0, flipped).x;
        let at = pos2(x, board.bottom() - frame * 0.3);
        let name = ((b'a' + file) as char).to_string();
        canvas.text(at, Align2::CENTER_CENTER, &name, size, color);
    }
    for rank in 0..7u8 {
        let y = layout.point(0, rank, flipped).y;
        let at = pos2(board.left() + frame * 0.3, y);
        canvas.text(
            at,
            Align2::CENTER_CENTER,
            &(rank + 1).to_string(),
            size,
            color,
        );
    }
}

/// A stone of `side`: white or black, lit from the upper left, with a turned groove.
pub fn paint_stone(canvas: &mut dyn Canvas, side: Side, center: Pos2, size: f32, alpha: f32) {
    let radius = size * 0.5;
    let (colors, groove) = match side {
        Side::First => (
            DiscColors {
                base: Color32::from_rgb(240, 236, 226),
                edge: Color32::from_rgb(160, 152, 136),
                light: Color32::from_rgb(255, 255, 255),
            },
            Color32::from_black_alpha(40),
        ),
        Side::Second => (
            DiscColors {
                base: Color32::from_rgb(58, 56, 54),
                edge: Color32::from_rgb(14, 14, 14),
                light: Color32::from_rgb(120, 118, 114),
            },
            Color32::from_white_alpha(30),
        ),
    };
    paint_disc(canvas, center, radius, colors, alpha);
    canvas.circle_stroke(
        center,
        radius * 0.62,
        Stroke::new(radius * 0.07, groove.gamma_multiply(alpha)),
    );
}

fn point(cell: usize) -> Option<Point> {
    Point::new(cell)
}

impl Drawn for Muehle {
    const ROUND_CELLS: bool = true;

    fn cell_count() -> usize {
        Point::ALL.len()
    }

    fn cell_name(cell: usize) -> String {
        point(cell).map(|p| p.to_string()).unwrap_or_default()
    }

    fn geometry(area: Rect, flipped: bool) -> Geometry {
        MillLayout::new(area, true).geometry(flipped)
    }

    fn paint_board(&self, canvas: &mut dyn Canvas, geo: &Geometry, look: Look) {
        let layout = MillLayout::new(geo.outer, true);
        paint_mill_board(canvas, &layout, look);
        // Closed mills glow softly along their line.
        for mill in MILLS.iter() {
            let owners: Vec<Option<Side>> = mill.iter().map(|&p| self.stone_at(p)).collect();
            if owners[0].is_some() && owners.iter().all(|&o| o == owners[0]) {
                let a = layout.point(mill[0].file(), mill[0].rank(), look.flipped);
                let c = layout.point(mill[2].file(), mill[2].rank(), look.flipped);
                canvas.line(
                    &[a, c],
                    Stroke::new(
                        layout.step * 0.22,
                        Color32::from_rgba_unmultiplied(255, 196, 40, 150),
                    ),
                );
            }
        }
    }

    fn owner(&self, cell: usize) -> Option<Side> {
        self.stone_at(point(cell)?)
    }

    fn paint_piece(
        &self,
        canvas: &mut dyn Canvas,
        cell: usize,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        if let Some(side) = self.owner(cell) {
            paint_stone(canvas, side, center, size, alpha);
        }
    }

    fn move_cells(mv: Move) -> MoveCells {
        MoveCells {
            from: mv.from.map(Point::index),
            to: mv.to.index(),
            remove: mv.remove.map(Point::index),
        }
    }

    fn paint_extras(&self, canvas: &mut dyn Canvas, geo: &Geometry, flipped: bool) {
        let layout = MillLayout::new(geo.outer, true);
        for side in Side::BOTH {
            let count = self.in_hand(side);
            let slots = layout.hand_slots(side, count, flipped);
            for &at in &slots {
                paint_stone(canvas, side, at, geo.piece * 0.86, 1.0);
            }
            if count > 0 {
                let at_bottom = (side == Side::First) != flipped;
                let first = slots[0];
                let label_at = if at_bottom {
                    first + vec2(0.0, layout.step * 0.62)
                } else {
                    first - vec2(0.0, layout.step * 0.62)
                };
                canvas.text(
                    label_at,
                    Align2::CENTER_CENTER,
                    &format!("× {count}"),
                    (layout.step * 0.3).max(9.0),
                    Color32::from_gray(150),
                );
            }
        }
    }

    fn hand_rect(&self, geo: &Geometry, side: Side, flipped: bool) -> Option<Rect> {
        let layout = MillLayout::new(geo.outer, true);
        let slots = layout.hand_slots(side, self.in_hand(side), flipped);
        let first = *slots.first()?;
        let last = *slots.last()?;
        Some(Rect::from_two_pos(first, last).expand(geo.piece * 0.5))
    }

    fn hand_origin(&self, geo: &Geometry, side: Side, flipped: bool) -> Option<Pos2> {
        let layout = MillLayout::new(geo.outer, true);
        layout
            .hand_slots(side, self.in_hand(side), flipped)
            .last()
            .copied()
    }
}
