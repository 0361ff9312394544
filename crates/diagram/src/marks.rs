//! What is drawn over a board besides its pieces, on screen and in pictures
//! alike: the highlight colours, a move as an arrow (the analysis lines, the
//! hint, the threat), and the user's own arrows and rings in the colours lichess
//! uses.

use ecolor::Color32;
use emath::Pos2;

use crate::canvas::{Canvas, Stroke, paint_arrow, paint_cross};
use crate::drawn::{Drawn, Geometry};
use bernstein_records::{Arrow, Highlight, MarkColor};

/// Colours of the highlights, shared by all boards so they feel like one app.
pub mod palette {
    use ecolor::Color32;
    pub const LAST_MOVE: Color32 = Color32::from_rgba_premultiplied(84, 82, 14, 105);
    /// The analysis lines' arrows.
    pub const LINE: Color32 = Color32::from_rgba_premultiplied(10, 110, 170, 170);
    /// The hint's arrow: violet, apart from the lines' blue, the threat's red
    /// and the user's four mark colours, so that a hint shown with the analysis
    /// on is not taken for a line.
    pub const HINT: Color32 = Color32::from_rgba_premultiplied(112, 52, 156, 190);
    pub const REMOVE: Color32 = Color32::from_rgba_premultiplied(200, 30, 30, 220);
    pub const THREAT: Color32 = Color32::from_rgba_premultiplied(170, 30, 30, 190);
    pub const RED: Color32 = Color32::from_rgb(214, 69, 65);
    pub const BLUE: Color32 = Color32::from_rgb(47, 111, 208);
}

/// The user's own drawings on a position, by cell name, as records keep them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub arrows: Vec<Arrow>,
    pub highlights: Vec<Highlight>,
}

/// How strong analysis line number `index` (0 = best) is drawn, 1.0 down to 0.25.
pub fn line_strength(index: usize) -> f32 {
    (1.0 - 0.25 * index as f32).max(0.25)
}

/// A move as an arrow from its cell to its target (a ring for a placement),
/// with a cross on a stone it takes.
pub fn paint_move_arrow<P: Drawn>(
    canvas: &mut dyn Canvas,
    geo: &Geometry,
    mv: P::Move,
    width: f32,
    color: Color32,
) {
    let cells = P::move_cells(mv);
    let to = geo.center(cells.to);
    match cells.from {
        Some(from) => paint_arrow(canvas, geo.center(from), to, width, color),
        None => {
            canvas.circle_stroke(to, geo.piece * 0.55, Stroke::new(width * 0.45, color));
        }
    }
    if let Some(removed) = cells.remove {
        paint_cross(
            canvas,
            geo.center(removed),
            geo.piece * 0.25,
            Stroke::new(width * 0.45, color),
        );
    }
}

/// The analysis lines' first moves, the weakest first so the best lies on top.
pub fn paint_lines<P: Drawn>(canvas: &mut dyn Canvas, geo: &Geometry, lines: &[P::Move]) {
    for (index, &mv) in lines.iter().enumerate().rev() {
        let strength = line_strength(index);
        paint_move_arrow::<P>(
            canvas,
            geo,
            mv,
            geo.piece * (0.12 + 0.1 * strength),
            palette::LINE.gamma_multiply(0.35 + 0.65 * strength),
        );
    }
}

/// The hint's arrow.
pub fn paint_hint<P: Drawn>(canvas: &mut dyn Canvas, geo: &Geometry, mv: P::Move) {
    paint_move_arrow::<P>(canvas, geo, mv, geo.piece * 0.22, palette::HINT);
}

/// The threat's arrow.
pub fn paint_threat<P: Drawn>(canvas: &mut dyn Canvas, geo: &Geometry, mv: P::Move) {
    paint_move_arrow::<P>(canvas, geo, mv, geo.piece * 0.2, palette::THREAT);
}

/// The colour of a user's mark, the shades lichess uses.
pub fn mark_color(color: MarkColor) -> Color32 {
    let (r, g, b) = match color {
        MarkColor::Green => (21, 120, 27),
        MarkColor::Red => (136, 32, 32),
        MarkColor::Yellow => (230, 143, 0),
        MarkColor::Blue => (0, 48, 136),
    };
    Color32::from_rgba_unmultiplied(r, g, b, 200)
}

/// The user's rings and arrows, and the arrow a right-drag is drawing (from a
/// cell to a point).
pub fn paint_marks<P: Drawn>(
    canvas: &mut dyn Canvas,
    geo: &Geometry,
    marks: &Marks,
    drawing: Option<(usize, Pos2)>,
) {
    for highlight in &marks.highlights {
        if let Some(cell) = P::cell_named(&highlight.square) {
            let radius = geo.cells[cell].size().min_elem() * 0.44;
            canvas.circle_stroke(
                geo.center(cell),
                radius,
                Stroke::new(geo.piece * 0.09, mark_color(highlight.color)),
            );
        }
    }
    for arrow in &marks.arrows {
        if let (Some(from), Some(to)) = (P::cell_named(&arrow.from), P::cell_named(&arrow.to)) {
            paint_arrow(
                canvas,
                geo.center(from),
                geo.center(to),
                geo.piece * 0.2,
                mark_color(arrow.color),
            );
        }
    }
    if let Some((from, at)) = drawing {
        let to = geo.cell_at(at).map_or(at, |cell| geo.center(cell));
        paint_arrow(
            canvas,
            geo.center(from),
            to,
            geo.piece * 0.2,
            mark_color(MarkColor::Green).gamma_multiply(0.7),
        );
    }
}

/// Fills a cell with a highlight colour: its square, or a disc on a point.
pub fn mark_cell<P: Drawn>(canvas: &mut dyn Canvas, geo: &Geometry, cell: usize, color: Color32) {
    let rect = geo.cells[cell];
    if P::ROUND_CELLS {
        canvas.circle_filled(rect.center(), geo.piece * 0.62, color);
    } else {
        canvas.rect_filled(rect, 0.0, color);
    }
}

/// The last move's cells.
pub fn paint_last_move<P: Drawn>(canvas: &mut dyn Canvas, geo: &Geometry, mv: P::Move) {
    let cells = P::move_cells(mv);
    if let Some(from) = cells.from {
        mark_cell::<P>(canvas, geo, from, palette::LAST_MOVE);
    }
    mark_cell::<P>(canvas, geo, cells.to, palette::LAST_MOVE);
}

/// A cross where the last move took a stone (over the pieces).
pub fn paint_taken<P: Drawn>(canvas: &mut dyn Canvas, geo: &Geometry, mv: P::Move) {
    if let Some(removed) = P::move_cells(mv).remove {
        paint_cross(
            canvas,
            geo.center(removed),
            geo.piece * 0.18,
            Stroke::new(geo.piece * 0.06, palette::REMOVE.gamma_multiply(0.6)),
        );
    }
}
