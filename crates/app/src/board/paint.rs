//! The board's painting: board and coordinates (from the game's skin), the last move,
//! selection and targets, pieces with the slide animation and the dragged piece, a
//! pending Mühle removal, the analysis lines' arrows and the engine's hint, the user's
//! own arrows and rings, and the short message after a refused
//! click. Also the drawing helpers the game skins share. Nothing here reads input.

use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Ui, Vec2, pos2, vec2};

use super::input::Gestures;
use super::{BoardState, Frame, Geometry, MESSAGE_SECONDS, Marks, SLIDE_SECONDS, Skin, palette};
use bernstein_records::MarkColor;

/// Paints the board for this frame.
pub(super) fn paint<P: Skin>(
    ui: &Ui,
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
    gestures: &Gestures,
) {
    let painter = ui.painter_at(frame.area);
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
    pending_after.as_ref().unwrap_or(frame.pos).paint_board(
        ui,
        &painter,
        &frame.geo,
        frame.view.flipped,
    );
    paint_highlights(&painter, frame, state, gestures);
    paint_pieces(ui, &painter, frame, state, pending_after.as_ref());
    paint_targets(ui, &painter, frame, state, gestures);
    paint_arrows(&painter, frame, state);
    paint_drag(ui, &painter, frame, state, gestures);
    if let Some((text, since)) = &state.message {
        let age = frame.now - since;
        paint_message(&painter, &frame.geo, text, age, state.pending.is_some());
        ui.ctx().request_repaint_after_secs(0.1);
    }
}

/// Fills a cell with a highlight colour: its square, or a disc on a point.
fn mark_cell<P: Skin>(painter: &egui::Painter, geo: &Geometry, cell: usize, color: Color32) {
    let rect = geo.cells[cell];
    if P::ROUND_CELLS {
        painter.circle_filled(rect.center(), geo.piece * 0.62, color);
    } else {
        painter.rect_filled(rect, 0.0, color);
    }
}

/// The last move, the selection (or a mill's stone waiting for its take) and
/// the target under the pointer.
fn paint_highlights<P: Skin>(
    painter: &egui::Painter,
    frame: &Frame<'_, P>,
    state: &BoardState<P>,
    gestures: &Gestures,
) {
    let geo = &frame.geo;
    if let Some(mv) = frame.view.last_move {
        let cells = P::move_cells(mv);
        if let Some(from) = cells.from {
            mark_cell::<P>(painter, geo, from, palette::LAST_MOVE);
        }
        mark_cell::<P>(painter, geo, cells.to, palette::LAST_MOVE);
    }
    if let Some(sel) = state.selected {
        mark_cell::<P>(painter, geo, sel, palette::SELECTED);
    }
    if let Some((_, to)) = state.pending {
        mark_cell::<P>(painter, geo, to, palette::SELECTED);
    }
    let (hovered, placing, targets) = (gestures.hovered, gestures.placing, &gestures.targets);
    if let Some(cell) = hovered
        && (targets.contains(&cell) && state.selected.is_some()
            || placing && targets.contains(&cell))
    {
        mark_cell::<P>(painter, geo, cell, palette::HOVER);
    }
}

/// The pieces, with the moving one (the slide of the last move, a dragged
/// piece, a mill's stone waiting for its take) drawn last.
fn paint_pieces<P: Skin>(
    ui: &Ui,
    painter: &egui::Painter,
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
                    .paint_piece(ui, painter, cell, geo.center(cell), geo.piece, 1.0 - t);
                continue;
            }
        }
        pos.paint_piece(ui, painter, cell, geo.center(cell), geo.piece, 1.0);
    }
    pending_after
        .unwrap_or(pos)
        .paint_extras(ui, painter, geo, frame.view.flipped);
    if let (Some(after), Some((_, to))) = (pending_after, state.pending) {
        after.paint_piece(ui, painter, to, geo.center(to), geo.piece, 1.0);
    }
    if let (Some(anim), Some(cells), Some(t)) = (&state.anim, anim_cells, anim_t) {
        let to = geo.center(cells.to);
        match cells.from {
            Some(from) => {
                let at = geo.center(from).lerp(to, ease_out(t));
                anim.prev.paint_piece(ui, painter, from, at, geo.piece, 1.0);
            }
            None => {
                let origin =
                    anim.prev
                        .hand_origin(geo, anim.prev.side_to_move(), frame.view.flipped);
                let at = origin.map_or(to, |origin| origin.lerp(to, ease_out(t)));
                let alpha = if origin.is_some() { 1.0 } else { t };
                pos.paint_piece(ui, painter, cells.to, at, geo.piece, alpha);
            }
        }
        ui.ctx().request_repaint();
    }
}

/// Where the selected piece may go (dots on empty cells, rings around
/// captures), a faint stone where a click would place one, the stones a mill
/// may take pulsing red, and the stone the last move took.
fn paint_targets<P: Skin>(
    ui: &Ui,
    painter: &egui::Painter,
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
                painter.circle_stroke(
                    center,
                    geo.piece * 0.56,
                    Stroke::new(geo.piece * 0.09, palette::TARGET),
                );
            } else {
                painter.circle_filled(center, geo.piece * 0.16, palette::TARGET);
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
        after.paint_piece(ui, painter, cell, geo.center(cell), geo.piece, 0.45);
    }
    if state.pending.is_some() {
        let pulse = 0.75 + 0.25 * ((frame.now * 5.0).sin() as f32);
        for &cell in targets {
            let center = geo.center(cell);
            painter.circle_stroke(
                center,
                geo.piece * 0.56,
                Stroke::new(geo.piece * 0.08, palette::REMOVE.gamma_multiply(pulse)),
            );
            paint_cross(
                painter,
                center,
                geo.piece * 0.16,
                Stroke::new(geo.piece * 0.05, palette::REMOVE.gamma_multiply(pulse)),
            );
        }
        ui.ctx().request_repaint_after_secs(0.05);
    }
    if let Some(mv) = frame.view.last_move
        && let Some(removed) = P::move_cells(mv).remove
        && state.anim.is_none()
    {
        paint_cross(
            painter,
            geo.center(removed),
            geo.piece * 0.18,
            Stroke::new(geo.piece * 0.06, palette::REMOVE.gamma_multiply(0.6)),
        );
    }
}

/// The analysis lines' first moves (the weakest first, so the best lies on
/// top), the hint where no line shows it already, the threat, and the user's
/// own marks.
fn paint_arrows<P: Skin>(painter: &egui::Painter, frame: &Frame<'_, P>, state: &mut BoardState<P>) {
    let (view, geo) = (frame.view, &frame.geo);
    let arrow_names = |mv: P::Move| {
        let cells = P::move_cells(mv);
        (cells.from.map(P::cell_name), P::cell_name(cells.to))
    };
    state.line_arrows = view.lines.iter().map(|&mv| arrow_names(mv)).collect();
    state.threat_arrow = view.threat.map(arrow_names);
    for (index, &mv) in view.lines.iter().enumerate().rev() {
        let strength = line_strength(index);
        paint_move_arrow::<P>(
            painter,
            geo,
            mv,
            geo.piece * (0.12 + 0.1 * strength),
            palette::HINT.gamma_multiply(0.35 + 0.65 * strength),
        );
    }
    if let Some(mv) = view.hint
        && !view.lines.contains(&mv)
    {
        paint_move_arrow::<P>(painter, geo, mv, geo.piece * 0.22, palette::HINT);
    }
    if let Some(mv) = view.threat {
        paint_move_arrow::<P>(painter, geo, mv, geo.piece * 0.2, palette::THREAT);
    }
    paint_marks::<P>(painter, geo, &view.marks, state.mark_drag);
}

/// The dragged piece follows the pointer, a little lifted; the pointer says
/// what a click would do.
fn paint_drag<P: Skin>(
    ui: &Ui,
    painter: &egui::Painter,
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
            mark_cell::<P>(painter, geo, target, palette::HOVER);
        }
        match drag.from {
            Some(from) => pos.paint_piece(ui, painter, from, drag.at, geo.piece * 1.12, 1.0),
            None => {
                // A stone from the hand looks like the one a placement puts down.
                if let Some(index) = move_cells.iter().position(|m| m.from.is_none()) {
                    let mut after = pos.clone();
                    after.play_unchecked(frame.moves[index]);
                    let to = move_cells[index].to;
                    after.paint_piece(ui, painter, to, drag.at, geo.piece * 1.12, 1.0);
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

/// How strong analysis line number `index` (0 = best) is drawn, 1.0 down to 0.25.
fn line_strength(index: usize) -> f32 {
    (1.0 - 0.25 * index as f32).max(0.25)
}

/// A move as an arrow from its cell to its target (a ring for a placement), with a
/// cross on a stone it takes.
fn paint_move_arrow<P: Skin>(
    painter: &egui::Painter,
    geo: &Geometry,
    mv: P::Move,
    width: f32,
    color: Color32,
) {
    let cells = P::move_cells(mv);
    let to = geo.center(cells.to);
    match cells.from {
        Some(from) => paint_arrow(painter, geo.center(from), to, width, color),
        None => {
            painter.circle_stroke(to, geo.piece * 0.55, Stroke::new(width * 0.45, color));
        }
    }
    if let Some(removed) = cells.remove {
        paint_cross(
            painter,
            geo.center(removed),
            geo.piece * 0.25,
            Stroke::new(width * 0.45, color),
        );
    }
}

/// The screen colour of a user's mark, the shades lichess uses.
fn mark_color(color: MarkColor) -> Color32 {
    let (r, g, b) = match color {
        MarkColor::Green => (21, 120, 27),
        MarkColor::Red => (136, 32, 32),
        MarkColor::Yellow => (230, 143, 0),
        MarkColor::Blue => (0, 48, 136),
    };
    Color32::from_rgba_unmultiplied(r, g, b, 200)
}

/// The cell a record names, if this board has it.
fn cell_named<P: Skin>(name: &str) -> Option<usize> {
    (0..P::cell_count()).find(|&cell| P::cell_name(cell) == name)
}

/// The user's rings and arrows, and the arrow a right-drag is drawing.
fn paint_marks<P: Skin>(
    painter: &egui::Painter,
    geo: &Geometry,
    marks: &Marks,
    drawing: Option<(usize, Pos2)>,
) {
    for highlight in &marks.highlights {
        if let Some(cell) = cell_named::<P>(&highlight.square) {
            let radius = geo.cells[cell].size().min_elem() * 0.44;
            painter.circle_stroke(
                geo.center(cell),
                radius,
                Stroke::new(geo.piece * 0.09, mark_color(highlight.color)),
            );
        }
    }
    for arrow in &marks.arrows {
        if let (Some(from), Some(to)) = (cell_named::<P>(&arrow.from), cell_named::<P>(&arrow.to)) {
            paint_arrow(
                painter,
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
            painter,
            geo.center(from),
            to,
            geo.piece * 0.2,
            mark_color(MarkColor::Green).gamma_multiply(0.7),
        );
    }
}

fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

pub(crate) fn paint_cross(painter: &egui::Painter, center: Pos2, half: f32, stroke: Stroke) {
    painter.line_segment(
        [center + vec2(-half, -half), center + vec2(half, half)],
        stroke,
    );
    painter.line_segment(
        [center + vec2(-half, half), center + vec2(half, -half)],
        stroke,
    );
}

/// A thick arrow with a triangular head, like analysis boards draw suggestions.
fn paint_arrow(painter: &egui::Painter, from: Pos2, to: Pos2, width: f32, color: Color32) {
    let dir = (to - from).normalized();
    if !dir.is_finite() {
        return;
    }
    let normal = vec2(-dir.y, dir.x);
    let head_len = width * 2.2;
    let tip = to - dir * width * 0.6;
    let base = tip - dir * head_len;
    let start = from + dir * width * 0.8;
    painter.add(Shape::convex_polygon(
        vec![
            start + normal * width * 0.5,
            base + normal * width * 0.5,
            base - normal * width * 0.5,
            start - normal * width * 0.5,
        ],
        color,
        Stroke::NONE,
    ));
    painter.add(Shape::convex_polygon(
        vec![
            base + normal * width * 1.3,
            tip,
            base - normal * width * 1.3,
        ],
        color,
        Stroke::NONE,
    ));
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

/// Writes coordinates (`a`..`h`, `1`..`8`) into the frame around a grid board.
pub(crate) fn paint_coordinates(
    painter: &egui::Painter,
    labels: impl Iterator<Item = (Pos2, String)>,
    size: f32,
    color: Color32,
) {
    let font = FontId::proportional(size);
    for (at, text) in labels {
        painter.text(at, Align2::CENTER_CENTER, text, font.clone(), color);
    }
}

/// A disc or stone with a soft 3D look: shadow, side edge, a top lit from the upper left.
pub(crate) fn paint_disc(
    painter: &egui::Painter,
    center: Pos2,
    radius: f32,
    base: Color32,
    edge: Color32,
    light: Color32,
    alpha: f32,
) {
    let depth = radius * 0.12;
    painter.circle_filled(
        center + vec2(radius * 0.06, depth + radius * 0.08),
        radius * 1.02,
        Color32::from_black_alpha((70.0 * alpha) as u8),
    );
    painter.circle_filled(
        center + vec2(0.0, depth),
        radius,
        edge.gamma_multiply(alpha),
    );
    // The top face: a fan from a lit spot to the rim, darker towards the lower right.
    let mut mesh = egui::Mesh::default();
    let spot = center + vec2(-radius * 0.32, -radius * 0.36);
    mesh.colored_vertex(spot, light.gamma_multiply(alpha));
    let steps = 48;
    for i in 0..=steps {
        let angle = i as f32 / steps as f32 * std::f32::consts::TAU;
        let rim = center + vec2(angle.cos(), angle.sin()) * radius;
        // 0 at the upper left, 1 at the lower right.
        let shade = (1.0 + (angle - std::f32::consts::FRAC_PI_4).cos()) * 0.5;
        let color = lerp_color(base, edge, shade * 0.55);
        mesh.colored_vertex(rim, color.gamma_multiply(alpha));
    }
    for i in 0..steps as u32 {
        mesh.add_triangle(0, i + 1, i + 2);
    }
    painter.add(Shape::mesh(mesh));
    painter.circle_stroke(
        center,
        radius,
        Stroke::new((radius * 0.05).max(0.7), edge.gamma_multiply(alpha * 0.9)),
    );
}

fn lerp_color(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_premultiplied(
        mix(a.r(), b.r()),
        mix(a.g(), b.g()),
        mix(a.b(), b.b()),
        mix(a.a(), b.a()),
    )
}

/// The largest square that fits in `area`, centred.
pub(crate) fn fit_square(area: Rect) -> Rect {
    let side = area.width().min(area.height());
    Rect::from_center_size(area.center(), Vec2::splat(side))
}
