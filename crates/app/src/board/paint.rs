//! The board's painting: board and coordinates (from the game's drawing), the last
//! move, selection and targets, pieces with the slide animation and the dragged
//! piece, a pending Mühle removal, the analysis lines' arrows and the engine's hint,
//! the user's own arrows and rings ([`bernstein_diagram::marks`], as pictures draw
//! them), and the short message after a refused click. Nothing here reads input.

use egui::{Color32, FontId, Rect, Ui, pos2, vec2};

use super::input::Gestures;
use super::screen::Screen;
use super::{BoardState, Drawn, Frame, Geometry, Look, MESSAGE_SECONDS, SLIDE_SECONDS, palette};
use bernstein_diagram::canvas::paint_cross;
use bernstein_diagram::marks::{self, mark_cell};
use bernstein_diagram::{Canvas, Stroke};

/// Paints the board for this frame.
pub(super) fn paint<P: Drawn>(
    ui: &Ui,
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
    gestures: &Gestures,
) {
    let painter = ui.painter_at(frame.area);
    let canvas = &mut Screen::new(ui, &painter);
    let pending_after: Option<P> = state.pending.and_then(|(from, to)| {
        let index = frame
            .move_cells
            .iter()
            .position(|m| m.from == from && m.to == to)?;
        let mut after = frame.pos.clone();
        after.play_unchecked(frame.moves[index]);
        Some(after)
    });
    // While a mill waits for its removal, the board already shows the mill closed.
    let look = Look {
        flipped: frame.view.flipped,
        coordinates: true,
    };
    pending_after
        .as_ref()
        .unwrap_or(frame.pos)
        .paint_board(canvas, &frame.geo, look);
    paint_highlights(canvas, frame, state, gestures);
    paint_pieces(ui, canvas, frame, state, pending_after.as_ref());
    paint_targets(ui, canvas, frame, state, gestures);
    state.shown_verdicts = super::verdicts::marked(frame, state, gestures);
    super::verdicts::paint(canvas, frame, &state.shown_verdicts);
    paint_arrows(canvas, frame, state);
    paint_drag(ui, canvas, frame, state, gestures);
    if let Some((text, since)) = &state.message {
        let age = frame.now - since;
        paint_message(&painter, &frame.geo, text, age, state.pending.is_some());
        ui.ctx().request_repaint_after_secs(0.1);
    }
}

/// The last move, the selection (or a mill's stone waiting for its take) and
/// the target under the pointer.
fn paint_highlights<P: Drawn>(
    canvas: &mut Screen<'_>,
    frame: &Frame<'_, P>,
    state: &BoardState<P>,
    gestures: &Gestures,
) {
    let geo = &frame.geo;
    if let Some(mv) = frame.view.last_move {
        marks::paint_last_move::<P>(canvas, geo, mv);
    }
    if let Some(sel) = state.selected {
        mark_cell::<P>(canvas, geo, sel, palette::SELECTED);
    }
    if let Some((_, to)) = state.pending {
        mark_cell::<P>(canvas, geo, to, palette::SELECTED);
    }
    let (hovered, placing, targets) = (gestures.hovered, gestures.placing, &gestures.targets);
    if let Some(cell) = hovered
        && (targets.contains(&cell) && state.selected.is_some()
            || placing && targets.contains(&cell))
    {
        mark_cell::<P>(canvas, geo, cell, palette::HOVER);
    }
}

/// The pieces, with the moving one (the slide of the last move, a dragged
/// piece, a mill's stone waiting for its take) drawn last.
fn paint_pieces<P: Drawn>(
    ui: &Ui,
    canvas: &mut Screen<'_>,
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
    pending_after: Option<&P>,
) {
    let (pos, geo) = (frame.pos, &frame.geo);
    let anim_t = state
        .anim
        .as_ref()
        .map(|anim| ((frame.now - anim.start) / SLIDE_SECONDS).clamp(0.0, 1.0) as f32);
    if anim_t.is_some_and(|t| t >= 1.0) {
        state.anim = None;
    }
    let anim_cells = state.anim.as_ref().map(|anim| P::move_cells(anim.mv));
    let drag_from = state.drag.as_ref().and_then(|drag| drag.from);
    for cell in 0..P::cell_count() {
        if Some(cell) == drag_from {
            continue;
        }
        if let Some((from, to)) = state.pending
            && (Some(cell) == from || cell == to)
        {
            continue;
        }
        if let (Some(anim), Some(cells), Some(t)) = (&state.anim, anim_cells, anim_t) {
            if Some(cell) == cells.from {
                continue;
            }
            if cell == cells.to || Some(cell) == cells.remove {
                // The captured piece or removed stone fades out under the mover.
                anim.prev
                    .paint_piece(canvas, cell, geo.center(cell), geo.piece, 1.0 - t);
                continue;
            }
        }
        pos.paint_piece(canvas, cell, geo.center(cell), geo.piece, 1.0);
    }
    pending_after
        .unwrap_or(pos)
        .paint_extras(canvas, geo, frame.view.flipped);
    if let (Some(after), Some((_, to))) = (pending_after, state.pending) {
        after.paint_piece(canvas, to, geo.center(to), geo.piece, 1.0);
    }
    if let (Some(anim), Some(cells), Some(t)) = (&state.anim, anim_cells, anim_t) {
        let to = geo.center(cells.to);
        match cells.from {
            Some(from) => {
                let at = geo.center(from).lerp(to, ease_out(t));
                anim.prev.paint_piece(canvas, from, at, geo.piece, 1.0);
            }
            None => {
                let origin =
                    anim.prev
                        .hand_origin(geo, anim.prev.side_to_move(), frame.view.flipped);
                let at = origin.map_or(to, |origin| origin.lerp(to, ease_out(t)));
                let alpha = if origin.is_some() { 1.0 } else { t };
                pos.paint_piece(canvas, cells.to, at, geo.piece, alpha);
            }
        }
        ui.ctx().request_repaint();
    }
}

/// Where the selected piece may go (dots on empty cells, rings around
/// captures), a faint stone where a click would place one, the stones a mill
/// may take pulsing red, and the stone the last move took.
fn paint_targets<P: Drawn>(
    ui: &Ui,
    canvas: &mut Screen<'_>,
    frame: &Frame<'_, P>,
    state: &BoardState<P>,
    gestures: &Gestures,
) {
    let (pos, geo) = (frame.pos, &frame.geo);
    let (hovered, placing, targets) = (gestures.hovered, gestures.placing, &gestures.targets);
    if state.pending.is_none() && !placing {
        for &cell in targets {
            let center = geo.center(cell);
            if pos.owner(cell).is_some() {
                canvas.circle_stroke(
                    center,
                    geo.piece * 0.56,
                    Stroke::new(geo.piece * 0.09, palette::TARGET),
                );
            } else {
                // A light dot over a Mühle point's dark ink, wider than it, in a
                // dark rim that stands out on light wood: seen on any board.
                canvas.circle(
                    center,
                    geo.piece * 0.2,
                    palette::TARGET_DOT,
                    Stroke::new(geo.piece * 0.06, palette::TARGET_RIM),
                );
            }
        }
    }
    // A faint stone where a click would place one.
    if placing
        && let Some(cell) = hovered.filter(|cell| targets.contains(cell))
        && let Some(index) = frame
            .move_cells
            .iter()
            .position(|m| m.from.is_none() && m.to == cell)
    {
        let mut after = pos.clone();
        after.play_unchecked(frame.moves[index]);
        after.paint_piece(canvas, cell, geo.center(cell), geo.piece, 0.45);
    }
    if state.pending.is_some() {
        let pulse = 0.75 + 0.25 * ((frame.now * 5.0).sin() as f32);
        for &cell in targets {
            let center = geo.center(cell);
            canvas.circle_stroke(
                center,
                geo.piece * 0.56,
                Stroke::new(geo.piece * 0.08, palette::REMOVE.gamma_multiply(pulse)),
            );
            paint_cross(
                canvas,
                center,
                geo.piece * 0.16,
                Stroke::new(geo.piece * 0.05, palette::REMOVE.gamma_multiply(pulse)),
            );
        }
        ui.ctx().request_repaint_after_secs(0.05);
    }
    if let Some(mv) = frame.view.last_move
        && state.anim.is_none()
    {
        marks::paint_taken::<P>(canvas, geo, mv);
    }
}

/// The analysis lines' first moves (the weakest first, so the best lies on
/// top), the hint where no line shows it already, the threat, and the user's
/// own marks.
fn paint_arrows<P: Drawn>(
    canvas: &mut Screen<'_>,
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
) {
    let (view, geo) = (frame.view, &frame.geo);
    let arrow_names = |mv: P::Move| {
        let cells = P::move_cells(mv);
        (cells.from.map(P::cell_name), P::cell_name(cells.to))
    };
    state.line_arrows = view.lines.iter().map(|&mv| arrow_names(mv)).collect();
    state.threat_arrow = view.threat.map(arrow_names);
    marks::paint_lines::<P>(canvas, geo, &view.lines);
    if let Some(mv) = view.hint
        && !view.lines.contains(&mv)
    {
        marks::paint_hint::<P>(canvas, geo, mv);
    }
    if let Some(mv) = view.threat {
        marks::paint_threat::<P>(canvas, geo, mv);
    }
    marks::paint_marks::<P>(canvas, geo, &view.marks, state.mark_drag);
}

/// The dragged piece follows the pointer, a little lifted; the pointer says
/// what a click would do.
fn paint_drag<P: Drawn>(
    ui: &Ui,
    canvas: &mut Screen<'_>,
    frame: &Frame<'_, P>,
    state: &BoardState<P>,
    gestures: &Gestures,
) {
    let (pos, geo, move_cells) = (frame.pos, &frame.geo, &frame.move_cells);
    let (hovered, targets) = (gestures.hovered, &gestures.targets);
    if let Some(drag) = &state.drag {
        if let Some(target) = geo.cell_at(drag.at)
            && targets.contains(&target)
        {
            mark_cell::<P>(canvas, geo, target, palette::HOVER);
        }
        match drag.from {
            Some(from) => pos.paint_piece(canvas, from, drag.at, geo.piece * 1.12, 1.0),
            None => {
                // A stone from the hand looks like the one a placement puts down.
                if let Some(index) = move_cells.iter().position(|m| m.from.is_none()) {
                    let mut after = pos.clone();
                    after.play_unchecked(frame.moves[index]);
                    let to = move_cells[index].to;
                    after.paint_piece(canvas, to, drag.at, geo.piece * 1.12, 1.0);
                }
            }
        }
        ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
    } else if let Some(cell) = hovered
        && frame.view.interactive
        && (move_cells.iter().any(|m| m.from == Some(cell)) || targets.contains(&cell))
    {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
}

fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

/// The short explanation after an illegal click, as a toast at the board's top.
fn paint_message(painter: &egui::Painter, geo: &Geometry, text: &str, age: f64, sticky: bool) {
    let fade = if sticky {
        1.0
    } else {
        ((MESSAGE_SECONDS - age) / 0.4).clamp(0.0, 1.0) as f32
    };
    if fade <= 0.0 {
        return;
    }
    let font = FontId::proportional((geo.outer.height() * 0.026).clamp(11.0, 16.0));
    let galley =
        painter.layout_no_wrap(text.to_string(), font, Color32::WHITE.gamma_multiply(fade));
    let pad = vec2(10.0, 4.0);
    let size = galley.size() + pad * 2.0;
    // In the frame above the board: it hides neither pieces nor the coordinates,
    // which are written along the bottom and the left.
    let board = geo
        .cells
        .iter()
        .fold(Rect::NOTHING, |acc, rect| acc.union(*rect));
    let center = pos2(board.center().x, (board.top() + geo.outer.top()) * 0.5);
    let rect = Rect::from_center_size(center, size);
    painter.rect_filled(
        rect.translate(vec2(0.0, 2.0)),
        8.0,
        Color32::from_black_alpha((60.0 * fade) as u8),
    );
    painter.rect_filled(
        rect,
        8.0,
        Color32::from_rgba_unmultiplied(30, 30, 36, (225.0 * fade) as u8),
    );
    painter.galley(rect.min + pad, galley, Color32::WHITE);
}
