//! The move list: the main line in numbered rounds (two moves a row), variations
//! indented in parentheses below the move they replace, every move clickable.
//! A right-click on a move offers the edits of the tree (promote, make main line,
//! delete, comment); a right-click below the moves, the comment before the first.
//! A move made by another player than the side's moves before it (the players
//! were changed during the game) carries a small marker saying who made it.

use egui::{Color32, FontId, Rect, RichText, Sense, Ui, vec2};

use crate::board::BoardGame;
use crate::session::{Session, TreeEdit};
use crate::strings as s;
use crate::theme;
use bernstein_records::PlayerKind;
use bernstein_records::replay::ReplayNote;
use bernstein_records::tree::{MoveTree, NodeId};

pub const ROW_HEIGHT: f32 = 26.0;
const NUMBER_WIDTH: f32 = 40.0;

/// What the user asked for in the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListAction {
    /// Show the position after this move.
    Show(NodeId),
    Edit(TreeEdit),
    /// Edit the comment after this move (the root's: before the first move).
    EditComment(NodeId),
}

/// Draws the list; returns what the user clicked or chose, if anything.
/// `scroll_to_current` brings the move shown into view (after it changed).
pub fn move_list_ui<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    scroll_to_current: bool,
) -> Option<ListAction> {
    let mut action = None;
    // At the start position (⏮) no move is shown: the list's top is.
    if scroll_to_current && session.current == MoveTree::ROOT {
        ui.scroll_to_cursor(Some(egui::Align::TOP));
    }
    let top = ui.cursor().top();
    list_items(ui, session, scroll_to_current, &mut action);
    let height = ui.cursor().top() - top;
    if rows_height(ui.ctx()) != Some(height) {
        ui.data_mut(|data| data.insert_temp(rows_height_id(), height));
        ui.ctx().request_repaint();
    }
    // The space below the moves: its menu reaches the comment before the first move.
    let size = vec2(ui.available_width(), ui.available_height().max(ROW_HEIGHT));
    let rest = ui.allocate_response(size, Sense::click());
    rest.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Pane, true, s::MOVE_LIST));
    rest.context_menu(|ui| {
        let text = if session.tree.comment(MoveTree::ROOT).is_some() {
            s::EDIT_START_COMMENT
        } else {
            s::ADD_START_COMMENT
        };
        if ui.button(text).clicked() {
            action = Some(ListAction::EditComment(MoveTree::ROOT));
        }
    });
    action
}

/// The height the list's rows took when it was last drawn (the space below them
/// not counted), for the side panel to keep room for them.
pub fn rows_height(ctx: &egui::Context) -> Option<f32> {
    ctx.data(|data| data.get_temp(rows_height_id()))
}

fn rows_height_id() -> egui::Id {
    egui::Id::unique("move list rows")
}

fn list_items<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    scroll_to_current: bool,
    action: &mut Option<ListAction>,
) {
    let tree = &session.tree;
    if let Some(comment) = tree.comment(MoveTree::ROOT) {
        comment_ui(
            ui,
            session,
            MoveTree::ROOT,
            RichText::new(shown_comment(comment)),
            action,
        );
    }
    let main = tree.main_line();
    if main.is_empty() {
        ui.add_space(8.0);
        ui.label(
            RichText::new(s::NO_MOVES_YET)
                .color(theme::TEXT_WEAK)
                .italics(),
        );
        return;
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
                Some(id) => move_cell(ui, session, *id, rect, scroll_to_current, action),
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
                    comment_ui(
                        ui,
                        session,
                        id,
                        RichText::new(shown_comment(comment)),
                        action,
                    );
                });
            }
            if has_alternatives(tree, id) {
                let parent = tree.parent(id).expect("a move has a parent");
                ui.indent(("variations", id.index()), |ui| {
                    for &alt in &tree.children(parent)[1..] {
                        variation_ui(ui, session, alt, scroll_to_current, action);
                    }
                });
            }
        }
    }
}

/// A comment as the list shows it: a replay's note (the line its reader wrote, in
/// English for other tools) in the user's language, the rest as written.
fn shown_comment(comment: &str) -> String {
    comment
        .lines()
        .map(|line| match ReplayNote::read(line) {
            Some(note) => s::replay_note(note),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A comment in the list: a double-click or its menu opens the comment editor.
fn comment_ui<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    id: NodeId,
    text: RichText,
    action: &mut Option<ListAction>,
) {
    let response = ui.add(
        egui::Label::new(text.italics().color(theme::TEXT_WEAK))
            .sense(Sense::click())
            .selectable(false),
    );
    response.context_menu(|ui| {
        if id != MoveTree::ROOT {
            menu_title(ui, session, id);
        }
        if ui.button(s::EDIT_COMMENT).clicked() {
            *action = Some(ListAction::EditComment(id));
        }
    });
    if response.double_clicked() {
        *action = Some(ListAction::EditComment(id));
    }
    response.on_hover_text(s::TIP_COMMENT);
}

/// The name of a move at the head of its menu, e.g. "12. b1-c2".
fn menu_title<P: BoardGame>(ui: &mut Ui, session: &Session<P>, id: NodeId) {
    let (number, second) = session.move_number(id);
    let text = session.tree.move_text(id).unwrap_or_default();
    ui.label(
        RichText::new(s::move_title(number, second, text))
            .monospace()
            .color(theme::TEXT_WEAK),
    );
    ui.separator();
}

/// The menu of a move: the edits of the tree that would change something are
/// enabled, the others say why not.
fn move_menu<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    id: NodeId,
    action: &mut Option<ListAction>,
) {
    ui.set_min_width(220.0);
    menu_title(ui, session, id);
    edit_entry(
        ui,
        session,
        TreeEdit::Promote(id),
        s::PROMOTE_VARIATION,
        s::TIP_PROMOTE_VARIATION,
        Some(s::ALREADY_MAIN_LINE),
        action,
    );
    edit_entry(
        ui,
        session,
        TreeEdit::MakeMainLine(id),
        s::MAKE_MAIN_LINE,
        s::TIP_MAKE_MAIN_LINE,
        Some(s::ALREADY_MAIN_LINE),
        action,
    );
    ui.separator();
    let comment = if session.tree.comment(id).is_some() {
        s::EDIT_COMMENT
    } else {
        s::ADD_COMMENT
    };
    if ui.button(comment).clicked() {
        *action = Some(ListAction::EditComment(id));
    }
    ui.separator();
    edit_entry(
        ui,
        session,
        TreeEdit::DeleteFrom(id),
        s::DELETE_FROM_HERE,
        s::TIP_DELETE_FROM_HERE,
        None,
        action,
    );
    edit_entry(
        ui,
        session,
        TreeEdit::DeleteAfter(id),
        s::DELETE_AFTER,
        s::TIP_DELETE_AFTER,
        Some(s::NO_MOVES_AFTER),
        action,
    );
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

/// An entry of a move's menu that applies `edit`, disabled (saying `why_not`)
/// when it would change nothing.
fn edit_entry<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    edit: TreeEdit,
    text: s::Msg,
    tip: s::Msg,
    why_not: Option<s::Msg>,
    action: &mut Option<ListAction>,
) {
    let mut button = ui
        .add_enabled(session.can_edit(edit), egui::Button::new(text))
        .on_hover_text(tip);
    if let Some(why_not) = why_not {
        button = button.on_disabled_hover_text(why_not);
    }
    if button.clicked() {
        *action = Some(ListAction::Edit(edit));
    }
}

/// One clickable move of the main line's grid, with its menu.
fn move_cell<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    id: NodeId,
    rect: Rect,
    scroll: bool,
    action: &mut Option<ListAction>,
) {
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
    } else if response.hovered() || response.context_menu_opened() {
        painter.rect_filled(inner, 4.0, theme::CARD_HOVER);
    }
    let text = session.tree.move_text(id).unwrap_or_default();
    let color = if current { Color32::WHITE } else { theme::TEXT };
    let written = painter.text(
        rect.left_center() + vec2(8.0, 0.0),
        egui::Align2::LEFT_CENTER,
        text,
        FontId::monospace(14.0),
        color,
    );
    if let Some(judgement) = session.tree.annotation(id).and_then(|a| a.judgement) {
        painter.text(
            written.right_center(),
            egui::Align2::LEFT_CENTER,
            judgement.glyph(),
            FontId::monospace(14.0),
            crate::review::judgement_color(judgement).unwrap_or(theme::GOOD),
        );
    }
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::Button, true, current, move_label(session, id))
    });
    if let Some((glyph, note)) = player_change(session, id) {
        let marker = Rect::from_center_size(
            rect.right_center() - vec2(14.0, 0.0),
            vec2(20.0, ROW_HEIGHT - 6.0),
        );
        ui.painter().text(
            marker.center(),
            egui::Align2::CENTER_CENTER,
            glyph,
            FontId::proportional(12.0),
            theme::AMBER,
        );
        let hover = ui.interact(
            marker,
            ui.make_persistent_id(("player", id.index())),
            Sense::hover(),
        );
        hover.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &note));
        hover.on_hover_text(note);
    }
    if current && scroll {
        response.scroll_to_me(None);
    }
    if response.hovered() {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    if response.clicked() {
        *action = Some(ListAction::Show(id));
    }
    response.context_menu(|ui| move_menu(ui, session, id, action));
}

/// The marker of a move whose side changed hands before it: who made it, a person
/// or a computer.
fn player_marker(player: PlayerKind) -> &'static str {
    match player {
        PlayerKind::Human => "👤",
        PlayerKind::Computer { .. } | PlayerKind::Program => "🖥",
    }
}

/// The marker and what it says for the move `id`, when the players changed before
/// it: "Blue from this move on: Computer · level 6 …".
fn player_change<P: BoardGame>(session: &Session<P>, id: NodeId) -> Option<(&'static str, String)> {
    let player = session.tree.annotation(id)?.player?;
    let parent = session.tree.parent(id)?;
    let side = session.position(parent).side_to_move();
    Some((
        player_marker(player),
        s::player_change(P::KIND, side, player),
    ))
}

/// A variation from `start` to the end of its line, in parentheses, with its own
/// variations nested inside.
fn variation_ui<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    start: NodeId,
    scroll: bool,
    action: &mut Option<ListAction>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        variation_items(ui, session, start, scroll, action);
    });
}

/// The items of a variation, laid out in the current (wrapping) row.
fn variation_items<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    start: NodeId,
    scroll: bool,
    action: &mut Option<ListAction>,
) {
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
        let glyph = tree
            .annotation(id)
            .and_then(|annotation| annotation.judgement)
            .map_or("", |judgement| judgement.glyph());
        let text = format!("{}{glyph}", tree.move_text(id).unwrap_or_default());
        let rich = RichText::new(text).monospace().color(if current {
            Color32::WHITE
        } else {
            theme::TEXT_WEAK
        });
        // The move shown is marked as in the main line's grid: amber, framed. The
        // mark is drawn under the text, in a place kept before the button.
        let mark = ui.painter().add(egui::Shape::Noop);
        let response = ui.add(egui::Button::new(rich).frame_when_inactive(false));
        if current {
            let rect = response.rect.expand2(vec2(2.0, 1.0));
            ui.painter()
                .set(mark, egui::Shape::rect_filled(rect, 4.0, theme::AMBER_DIM));
            ui.painter().rect_stroke(
                rect,
                4.0,
                egui::Stroke::new(1.0, theme::AMBER),
                egui::StrokeKind::Inside,
            );
        }
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, true, current, move_label(session, id))
        });
        if current && scroll {
            response.scroll_to_me(None);
        }
        if response.clicked() {
            *action = Some(ListAction::Show(id));
        }
        response.context_menu(|ui| move_menu(ui, session, id, action));
        if let Some((glyph, note)) = player_change(session, id) {
            let marker = ui.label(RichText::new(glyph).small().color(theme::AMBER));
            marker.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &note));
            marker.on_hover_text(note);
        }
        if let Some(comment) = tree.comment(id) {
            comment_ui(
                ui,
                session,
                id,
                RichText::new(shown_comment(comment)).small(),
                action,
            );
        }
        // Nested variations: the alternatives to this move, right after it.
        if position >= 1 {
            for &alt in &tree.children(line[position - 1])[1..] {
                variation_items(ui, session, alt, scroll, action);
            }
        }
    }
    // Closes up to the last move's text as "(" opens on the first.
    ui.add_space(-(ui.spacing().item_spacing.x + ui.spacing().button_padding.x));
    ui.label(RichText::new(")").color(theme::TEXT_WEAK));
}
