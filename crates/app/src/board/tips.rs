//! What the board says on hover: the piece on a cell in the game's words (an
//! Ostseeschach animal, a tower with its height), the endgame database's verdict
//! marked on a point, and which arrow is which (the analysis' lines, the hint,
//! the threat), so that the colours need no guessing.

use egui::{Pos2, Response};

use super::{BoardState, Drawn, Frame};
use crate::strings as s;

/// The kinds of arrows the engine draws, in the order the legend names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ArrowKind {
    Line,
    Hint,
    Threat,
}

impl ArrowKind {
    fn legend(self) -> String {
        match self {
            ArrowKind::Line => s::BOARD_ARROW_LINES.to_string(),
            ArrowKind::Hint => s::BOARD_ARROW_HINT.to_string(),
            ArrowKind::Threat => s::BOARD_ARROW_THREAT.to_string(),
        }
    }
}

/// The engine's arrows drawn this frame, each with its kind.
fn drawn_arrows<P: Drawn>(frame: &Frame<'_, P>) -> Vec<(ArrowKind, P::Move)> {
    let view = frame.view;
    let mut arrows: Vec<_> = view.lines.iter().map(|&mv| (ArrowKind::Line, mv)).collect();
    if let Some(hint) = view.hint.filter(|hint| !view.lines.contains(hint)) {
        arrows.push((ArrowKind::Hint, hint));
    }
    arrows.extend(view.threat.map(|mv| (ArrowKind::Threat, mv)));
    arrows
}

/// The distance from `point` to the segment `a`–`b`.
fn distance_to_segment(point: Pos2, a: Pos2, b: Pos2) -> f32 {
    let along = b - a;
    let length = along.length_sq();
    if length <= f32::EPSILON {
        return point.distance(a);
    }
    let t = ((point - a).dot(along) / length).clamp(0.0, 1.0);
    point.distance(a + along * t)
}

/// The kinds of the arrows under `pointer` (a placement's ring counts as its
/// point), without repeats.
fn arrows_at<P: Drawn>(frame: &Frame<'_, P>, pointer: Pos2) -> Vec<ArrowKind> {
    let geo = &frame.geo;
    let near = geo.piece * 0.3;
    let mut kinds = Vec::new();
    for (kind, mv) in drawn_arrows(frame) {
        let cells = P::move_cells(mv);
        let to = geo.center(cells.to);
        let hit = match cells.from {
            Some(from) => distance_to_segment(pointer, geo.center(from), to) <= near,
            None => pointer.distance(to) <= geo.piece * 0.7,
        };
        if hit && !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds
}

/// The hover text of `cell`: its piece's name, the database's verdict marked on
/// it, and over an arrow the legend of the arrows shown (the one under the
/// pointer first).
pub(super) fn cell_tip<P: Drawn>(
    frame: &Frame<'_, P>,
    state: &BoardState<P>,
    cell: usize,
    response: &Response,
) {
    if !response.hovered() || response.dragged() {
        return;
    }
    let mut lines: Vec<String> = (frame.tip)(cell).into_iter().collect();
    lines.extend(
        state
            .shown_verdicts
            .iter()
            .filter(|(at, _)| *at == cell)
            .map(|(_, verdict)| verdict.words()),
    );
    if let Some(pointer) = response.hover_pos() {
        let under = arrows_at(frame, pointer);
        if !under.is_empty() {
            let mut kinds = under.clone();
            for (kind, _) in drawn_arrows(frame) {
                if !kinds.contains(&kind) {
                    kinds.push(kind);
                }
            }
            lines.extend(kinds.into_iter().map(ArrowKind::legend));
        }
    }
    if !lines.is_empty() {
        response.clone().on_hover_text(lines.join("\n"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_distance_to_a_segment_is_to_its_nearest_point() {
        let (a, b) = (Pos2::new(0.0, 0.0), Pos2::new(10.0, 0.0));
        assert_eq!(distance_to_segment(Pos2::new(5.0, 3.0), a, b), 3.0);
        assert_eq!(distance_to_segment(Pos2::new(-4.0, 3.0), a, b), 5.0);
        assert_eq!(distance_to_segment(Pos2::new(1.0, 1.0), a, a), 2f32.sqrt());
    }
}
