//! The move list: the main line in numbered rounds (two moves a row), variations
//! indented in parentheses below the move they replace, every move clickable.

use egui::{Color32, FontId, Rect, RichText, Sense, Ui, vec2};

use crate::app::board::BoardGame;
use crate::app::session::Session;
use crate::app::strings as s;
use crate::app::theme;
use crate::records::tree::{MoveTree, NodeId};

const ROW_HEIGHT: f32 = 26.0;
const NUMBER_WIDTH: f32 = 40.0;

/// Draws the list; returns the node the user clicked, if any. `scroll_to_current`
/// brings the move shown into view (after it changed).
pub fn move_list_ui<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    scroll_to_current: bool,
) -> Option<NodeId> {
    let mut clicked = None;
    let tree = &session.tree;
    if let Some(comment) = tree.comment(MoveTree::ROOT) {
        ui.label(RichText::new(comment).italics().color(theme::TEXT_WEAK));
    }
    let main = tree.main_line();
    if main.is_empty() {
        ui.add_space(8.0);
        ui.label(
            RichText::new(s::NO_MOVES_YET)
                .color(theme::TEXT_WEAK)
                .italics(),
        );
        return None;
    }
    let mut index = 0;
    while index < main.len() {
        let first_id = main[index];
        let (number, second) = session.move_number(first_id);
        // A row: the round's number, then the first player's and second player's moves.
        let mut cells: [Option<NodeId>; 2] = [None, None];
        if second {
            cells[1] = Some(first_id);
            index += 1;
        } else {
            cells[0] = Some(first_id);
            index += 1;
            // The second move shares the row unless the first has variations or a comment to show.
            if index < main.len()
                && !has_alternatives(tree, first_id)
                && tree.comment(first_id).is_none()
            {
                cells[1] = Some(main[index]);
                index += 1;
            }
        }
        let (row_rect, _) =
            ui.allocate_exact_size(vec2(ui.available_width(), ROW_HEIGHT), Sense::hover());
        let painter = ui.painter();
        if number % 2 == 0 {
            painter.rect_filled(row_rect, 0.0, Color32::from_white_alpha(6));
        }
        let number_rect = Rect::from_min_size(row_rect.min, vec2(NUMBER_WIDTH, ROW_HEIGHT));
        painter.text(
            number_rect.right_center() - vec2(8.0, 0.0),
            egui::Align2::RIGHT_CENTER,
            format!("{number}."),
            FontId::proportional(13.0),
            theme::TEXT_WEAK,
        );
        let cell_width = (row_rect.width() - NUMBER_WIDTH) / 2.0;
        for (column, cell) in cells.iter().enumerate() {
            let rect = Rect::from_min_size(
                row_rect.min + vec2(NUMBER_WIDTH + column as f32 * cell_width, 0.0),
                vec2(cell_width, ROW_HEIGHT),
            );
            match cell {
                Some(id) => {
                    if move_cell(ui, session, *id, rect, scroll_to_current) {
                        clicked = Some(*id);
                    }
                }
                None if column == 0 => {
                    ui.painter().text(
                        rect.left_center() + vec2(8.0, 0.0),
                        egui::Align2::LEFT_CENTER,
                        "…",
                        FontId::proportional(14.0),
                        theme::TEXT_WEAK,
                    );
                }
                None => {}
            }
        }
        // Comments and variations of the row's moves, below the row.
        for id in cells.into_iter().flatten() {
            if let Some(comment) = tree.comment(id) {
                ui.indent(("comment", id.index()), |ui| {
                    ui.label(RichText::new(comment).italics().color(theme::TEXT_WEAK));
                });
            }
            if has_alternatives(tree, id) {
                let parent = tree.parent(id).expect("a move has a parent");
                ui.indent(("variations", id.index()), |ui| {
                    for &alt in &tree.children(parent)[1..] {
                        if let Some(hit) = variation_ui(ui, session, alt, scroll_to_current) {
                            clicked = Some(hit);
                        }
                    }
                });
            }
        }
    }
    if let Some(outcome) = session.outcome(*main.last().expect("not empty")) {
        ui.add_space(6.0);
        ui.label(
            RichText::new(outcome.describe(session.kind()))
                .strong()
                .color(theme::AMBER),
        );
    }
    clicked
}

/// Whether a move of the line has alternatives (it is the first of several moves after its parent).
fn has_alternatives(tree: &MoveTree, id: NodeId) -> bool {
    tree.parent(id)
        .is_some_and(|parent| tree.children(parent).len() > 1 && tree.children(parent)[0] == id)
}

/// The accessible name of a move in the list, e.g. "Move 12. b1-c2" or "Move 12… b1-c2".
pub fn move_label<P: BoardGame>(session: &Session<P>, id: NodeId) -> String {
    let (number, second) = session.move_number(id);
    let text = session.tree.move_text(id).unwrap_or_default();
    s::move_label(number, second, text)
}

/// One clickable move of the main line's grid.
fn move_cell<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    id: NodeId,
    rect: Rect,
    scroll: bool,
) -> bool {
    let response = ui.interact(
        rect,
        ui.make_persistent_id(("move", id.index())),
        Sense::click(),
    );
    let current = session.current == id;
    let painter = ui.painter();
    let inner = rect.shrink2(vec2(2.0, 2.0));
    if current {
        painter.rect_filled(inner, 4.0, theme::AMBER_DIM);
        painter.rect_stroke(
            inner,
            4.0,
            egui::Stroke::new(1.0, theme::AMBER),
            egui::StrokeKind::Inside,
        );
    } else if response.hovered() {
        painter.rect_filled(inner, 4.0, theme::CARD_HOVER);
    }
    let text = session.tree.move_text(id).unwrap_or_default();
    let color = if current { Color32::WHITE } else { theme::TEXT };
    painter.text(
        rect.left_center() + vec2(8.0, 0.0),
        egui::Align2::LEFT_CENTER,
        text,
        FontId::monospace(14.0),
        color,
    );
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::Button, true, current, move_label(session, id))
    });
    if current && scroll {
        response.scroll_to_me(None);
    }
    if response.hovered() {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    response.clicked()
}

/// A variation from `start` to the end of its line, in parentheses, with its own
/// variations nested inside. Returns the clicked node.
fn variation_ui<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    start: NodeId,
    scroll: bool,
) -> Option<NodeId> {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        variation_items(ui, session, start, scroll)
    })
    .inner
}

/// The items of a variation, laid out in the current (wrapping) row.
fn variation_items<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    start: NodeId,
    scroll: bool,
) -> Option<NodeId> {
    let mut clicked = None;
    let tree = &session.tree;
    let mut line = vec![start];
    line.extend(tree.line_from(start));
    ui.label(RichText::new("(").color(theme::TEXT_WEAK));
    for (position, &id) in line.iter().enumerate() {
        let (number, second) = session.move_number(id);
        if !second {
            ui.label(
                RichText::new(format!("{number}."))
                    .color(theme::TEXT_WEAK)
                    .small(),
            );
        } else if position == 0 {
            ui.label(
                RichText::new(format!("{number}…"))
                    .color(theme::TEXT_WEAK)
                    .small(),
            );
        }
        let current = session.current == id;
        let text = tree.move_text(id).unwrap_or_default();
        let rich = RichText::new(text).monospace().color(if current {
            Color32::WHITE
        } else {
            theme::TEXT_WEAK
        });
        let response = ui.add(egui::Button::selectable(current, rich).frame_when_inactive(false));
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, true, current, move_label(session, id))
        });
        if current && scroll {
            response.scroll_to_me(None);
        }
        if response.clicked() {
            clicked = Some(id);
        }
        if let Some(comment) = tree.comment(id) {
            ui.label(
                RichText::new(comment)
                    .italics()
                    .color(theme::TEXT_WEAK)
                    .small(),
            );
        }
        // Nested variations: the alternatives to this move, right after it.
        if position >= 1 {
            for &alt in &tree.children(line[position - 1])[1..] {
                if let Some(hit) = variation_items(ui, session, alt, scroll) {
                    clicked = Some(hit);
                }
            }
        }
    }
    ui.label(RichText::new(")").color(theme::TEXT_WEAK));
    clicked
}
