//! The analysis panel (score, best line, depth, speed) and the evaluation graph.

use egui::{Color32, Pos2, RichText, Sense, Shape, Stroke, Ui, vec2};

use crate::app::board::BoardGame;
use crate::app::session::Session;
use crate::app::strings as s;
use crate::app::theme;
use crate::engine::SearchInfo;
use crate::engine::score::{DECIDED, ScoreView, is_decided};
use crate::records::tree::NodeId;
use crate::rules::{Position, Side};

/// The engine's score as the user reads it, always from the first player's view:
/// "+1.3 ambers for Red", "Blue wins in 5".
pub fn score_text<P: BoardGame>(score_for_first: i32) -> String {
    let kind = P::KIND;
    match ScoreView::of(score_for_first) {
        ScoreView::Value(value) => s::score_value(kind, value as f64 / 100.0),
        view @ ScoreView::Win { .. } => s::wins_in(
            &s::side_name(kind, Side::First),
            view.own_moves_to_end().unwrap_or(0),
        ),
        view @ ScoreView::Loss { .. } => s::wins_in(
            &s::side_name(kind, Side::Second),
            view.own_moves_to_end().unwrap_or(0),
        ),
    }
}

/// A score squeezed into -1..1 for the graph (decided games at the ends).
fn graph_value(score_for_first: i32) -> f32 {
    if is_decided(score_for_first) || score_for_first.abs() >= DECIDED {
        return score_for_first.signum() as f32;
    }
    let units = score_for_first as f32 / 100.0;
    (units / 2.0).tanh()
}

/// The area between the curve and the middle line as one mesh, coloured by the
/// side ahead; a segment that crosses the line is split where it crosses. One
/// mesh, not a polygon per segment: polygons' anti-aliased edges leave light
/// seams between neighbours.
fn area_under(points: &[Pos2], mid: f32, above: Color32, below: Color32) -> egui::Mesh {
    let mut mesh = egui::Mesh::default();
    let color = |y: f32| if y <= mid { above } else { below };
    let mut triangle = |a: Pos2, b: Pos2, c: Pos2, color: Color32| {
        let base = mesh.vertices.len() as u32;
        for pos in [a, b, c] {
            mesh.colored_vertex(pos, color);
        }
        mesh.add_triangle(base, base + 1, base + 2);
    };
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (a_mid, b_mid) = (Pos2::new(a.x, mid), Pos2::new(b.x, mid));
        if (a.y - mid) * (b.y - mid) < 0.0 {
            let x = a.x + (b.x - a.x) * (mid - a.y) / (b.y - a.y);
            let cross = Pos2::new(x, mid);
            triangle(a_mid, a, cross, color(a.y));
            triangle(cross, b, b_mid, color(b.y));
        } else {
            let side = color(if a.y == mid { b.y } else { a.y });
            triangle(a_mid, a, b, side);
            triangle(a_mid, b, b_mid, side);
        }
    }
    mesh
}

/// The analysis section of the side panel. Returns a node clicked in the graph.
/// `info` is the newest analysis of the node shown, if any.
pub fn analysis_ui<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    info: Option<&SearchInfo<P::Move>>,
) -> Option<NodeId> {
    let node = session.current;
    if let Some(outcome) = session.current_outcome() {
        ui.label(RichText::new(s::outcome(P::KIND, outcome)).strong());
    } else if let Some(info) = info {
        let side = session.current_position().side_to_move();
        let score = info.score_for_first_player(side);
        ui.horizontal(|ui| {
            let ahead = if score >= 0 {
                Side::First
            } else {
                Side::Second
            };
            let color = P::LOOK.score[ahead.index()];
            ui.label(
                RichText::new(score_text::<P>(score))
                    .size(20.0)
                    .strong()
                    .color(color),
            )
            .widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Label, true, s::ANALYSIS_SCORE_LABEL)
            });
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.spinner();
            });
        });
        ui.label(
            RichText::new(s::search_stats(
                info.depth,
                info.seldepth,
                info.nodes,
                info.nps,
            ))
            .small()
            .color(theme::TEXT_WEAK),
        );
        let line = pv_text(
            session.current_position(),
            &info.pv,
            session.ply(node),
            session.first_to_move(),
        );
        ui.add(egui::Label::new(RichText::new(line).monospace()).wrap());
    } else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(RichText::new(s::ANALYSIS_STARTING).color(theme::TEXT_WEAK));
        });
    }
    ui.add_space(6.0);
    eval_graph(ui, session)
}

/// The best line as numbered move text from the position shown.
pub fn pv_text<P: Position>(
    position: &P,
    pv: &[P::Move],
    ply: usize,
    first_to_move: bool,
) -> String {
    let mut pos = position.clone();
    let mut parts = Vec::new();
    for (offset, &mv) in pv.iter().enumerate() {
        let (number, second) = crate::records::tree::move_number(ply + offset, first_to_move);
        if !second {
            parts.push(format!("{number}."));
        } else if offset == 0 {
            parts.push(format!("{number}…"));
        }
        parts.push(pos.move_to_text(mv));
        pos.play_unchecked(mv);
    }
    parts.join(" ")
}

/// The graph of the evaluations along the line shown: Red's (White's) advantage
/// up, the second player's down; click to jump to a move.
pub fn eval_graph<P: BoardGame>(ui: &mut Ui, session: &Session<P>) -> Option<NodeId> {
    let line = session.line_through_current();
    // A fixed id, not the next automatic one: the lines above the graph come and go
    // as the analysis reports, and a click must reach the graph it was aimed at.
    let (_, rect) = ui.allocate_space(vec2(ui.available_width(), 90.0));
    let response = ui.interact(
        rect,
        ui.make_persistent_id("evaluation graph"),
        Sense::click_and_drag(),
    );
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, s::EVAL_GRAPH_LABEL));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, theme::BACKGROUND);
    let mid = rect.center().y;
    painter.line_segment(
        [Pos2::new(rect.left(), mid), Pos2::new(rect.right(), mid)],
        Stroke::new(1.0, theme::BORDER),
    );
    let count = line.len().max(2);
    let x_of =
        |index: usize| rect.left() + 4.0 + (rect.width() - 8.0) * index as f32 / (count - 1) as f32;
    let y_of = |value: f32| mid - value * (rect.height() / 2.0 - 4.0);
    // Known evaluations, carried over gaps so the curve stays readable; the curve
    // ends at the last one (the rest of the line is still being evaluated).
    let known: Vec<Option<f32>> = line
        .iter()
        .map(|id| session.evals.get(id).map(|&score| graph_value(score)))
        .collect();
    let drawn = known
        .iter()
        .rposition(Option::is_some)
        .map_or(0, |last| last + 1);
    let mut points = Vec::with_capacity(drawn);
    let mut value = 0.0;
    for (index, known) in known[..drawn].iter().enumerate() {
        value = known.unwrap_or(value);
        points.push(Pos2::new(x_of(index), y_of(value)));
    }
    if !points.is_empty() {
        let first = P::LOOK.graph_fill(Side::First);
        let second = P::LOOK.graph_fill(Side::Second);
        painter.add(Shape::mesh(area_under(&points, mid, first, second)));
        painter.add(Shape::line(points, Stroke::new(1.5, theme::AMBER)));
    } else {
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            s::EVAL_GRAPH_EMPTY,
            egui::FontId::proportional(12.0),
            theme::TEXT_WEAK,
        );
    }
    if let Some(index) = line.iter().position(|&id| id == session.current) {
        let x = x_of(index);
        painter.line_segment(
            [Pos2::new(x, rect.top()), Pos2::new(x, rect.bottom())],
            Stroke::new(1.0, Color32::WHITE),
        );
    }
    if let Some(pointer) = response.hover_pos() {
        painter.line_segment(
            [
                Pos2::new(pointer.x, rect.top()),
                Pos2::new(pointer.x, rect.bottom()),
            ],
            Stroke::new(1.0, Color32::from_white_alpha(40)),
        );
    }
    if (response.clicked() || response.dragged())
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let fraction = ((pointer.x - rect.left() - 4.0) / (rect.width() - 8.0)).clamp(0.0, 1.0);
        let index = (fraction * (count - 1) as f32).round() as usize;
        return line.get(index.min(line.len() - 1)).copied();
    }
    None
}
