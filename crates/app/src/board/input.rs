//! The board's input: one widget per cell (named for AccessKit), clicks, drags from
//! a cell or from Mühle's hand, Esc and right-click; a gesture becomes an intent
//! (select, play legal move number n, wait for a Mühle removal, explain why not),
//! which updates the board's state. Nothing here paints.

use egui::{Key, Modifiers, PointerButton, Sense, Ui};

use super::{BoardState, Drag, Drawn, Frame, MESSAGE_SECONDS, MarkAction, MoveCells};
use crate::strings;
use bernstein_records::{Arrow, Highlight, MarkColor};

/// The colour of a mark by the keys held, as lichess chooses it: green plain, red
/// with Shift, blue with Alt, yellow with both.
fn mark_color(modifiers: Modifiers) -> MarkColor {
    match (modifiers.shift, modifiers.alt) {
        (false, false) => MarkColor::Green,
        (true, false) => MarkColor::Red,
        (false, true) => MarkColor::Blue,
        (true, true) => MarkColor::Yellow,
    }
}

/// What the input found this frame, for the painting.
pub(super) struct Gestures {
    /// The index of the legal move the user completed, if any.
    pub chosen: Option<usize>,
    /// The cell under the pointer.
    pub hovered: Option<usize>,
    /// Where the selected piece may go, or the stones a pending mill may take, or
    /// (nothing selected, placing) the points a stone may be placed on.
    pub targets: Vec<usize>,
    /// Nothing is selected and stones are being placed.
    pub placing: bool,
}

/// A click (or a drop) on a cell: the piece selected or dragged, the cell, and
/// whether it came from a drop.
type Click = (Option<usize>, usize, bool);

/// Reads this frame's gestures on the board and updates `state`.
pub(super) fn read_input<P: Drawn>(
    ui: &mut Ui,
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
) -> Gestures {
    if frame.view.interactive && ui.input(|i| i.key_pressed(Key::Escape)) {
        state.selected = None;
        state.pending = None;
        state.drag = None;
        state.message = None;
    }
    let (mut click_on, hovered) = cells_input(ui, frame, state);
    if let Some(click) = hand_input(ui, frame, state) {
        click_on = Some(click);
    }
    let chosen = click_on.and_then(|click| take_click(frame, state, click));
    expire_message(state, frame.now);

    // Targets of the selection (or the stones a pending mill may take).
    let move_cells = &frame.move_cells;
    let targets: Vec<usize> = match (state.pending, state.selected) {
        (Some((from, to)), _) => move_cells
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .filter_map(|m| m.remove)
            .collect(),
        (None, Some(sel)) => dedup(
            move_cells
                .iter()
                .filter(|m| m.from == Some(sel))
                .map(|m| m.to),
        ),
        (None, None) => dedup(move_cells.iter().filter(|m| m.from.is_none()).map(|m| m.to)),
    };
    let placing = state.pending.is_none() && state.selected.is_none() && !targets.is_empty();
    state.selected_name = state.selected.map(P::cell_name);
    state.target_names = if placing {
        Vec::new()
    } else {
        targets.iter().map(|&c| P::cell_name(c)).collect()
    };

    Gestures {
        chosen,
        hovered,
        targets,
        placing,
    }
}

/// One widget per cell, named for AccessKit: right-button marks on every board,
/// and where the user may move, the hover, drags from a cell and clicks. Returns
/// the click this frame and the cell under the pointer.
fn cells_input<P: Drawn>(
    ui: &mut Ui,
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
) -> (Option<Click>, Option<usize>) {
    let (view, geo) = (frame.view, &frame.geo);
    let mut hovered: Option<usize> = None;
    // Every board takes right-button marks, even one the user may not move on.
    let sense = Sense::click_and_drag();
    let modifiers = ui.input(|i| i.modifiers);
    let mut click_on: Option<Click> = None;
    for cell in 0..P::cell_count() {
        let id = ui.make_persistent_id(("board-cell", cell));
        let response = ui.interact(geo.cells[cell], id, sense);
        let name = P::cell_name(cell);
        let selected = state.selected == Some(cell);
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, view.interactive, selected, &name)
        });
        read_marks(ui, &response, cell, state, geo, modifiers);
        if state.drag.is_none() && state.mark_drag.is_none() {
            super::tips::cell_tip(frame, state, cell, &response);
        }
        if !view.interactive {
            continue;
        }
        if response.hovered() {
            hovered = Some(cell);
        }
        if response.drag_started_by(PointerButton::Primary)
            && state.pending.is_none()
            && frame.move_cells.iter().any(|m| m.from == Some(cell))
        {
            let at = response.interact_pointer_pos().unwrap_or(geo.center(cell));
            state.drag = Some(Drag {
                from: Some(cell),
                at,
            });
            state.selected = Some(cell);
            state.message = None;
        }
        if let Some(drag) = state.drag.as_mut()
            && drag.from == Some(cell)
            && response.dragged()
            && let Some(at) = ui.input(|i| i.pointer.latest_pos())
        {
            drag.at = at;
        }
        if response.drag_stopped_by(PointerButton::Primary) {
            let at = ui.input(|i| i.pointer.latest_pos());
            match state.drag.take() {
                Some(drag) if drag.from == Some(cell) => {
                    match geo.cell_at(at.unwrap_or(drag.at)) {
                        Some(target) if target != cell => {
                            click_on = Some((Some(cell), target, true))
                        }
                        _ => {} // dropped back where it came from, or off the board: keep the selection
                    }
                }
                Some(other) => state.drag = Some(other),
                // A click that wobbled into a short drag: still a click where it ended.
                None => {
                    if at.is_none_or(|at| geo.cells[cell].contains(at)) {
                        click_on = Some((state.selected, cell, false));
                    }
                }
            }
        }
        if response.clicked() {
            click_on = Some((state.selected, cell, false));
        }
    }
    (click_on, hovered)
}

/// Mühle: a stone can also be dragged from the hand onto a point. Returns its
/// drop as a click on the point.
fn hand_input<P: Drawn>(
    ui: &mut Ui,
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
) -> Option<Click> {
    let (pos, view, geo) = (frame.pos, frame.view, &frame.geo);
    if !view.interactive
        || state.pending.is_some()
        || !frame.move_cells.iter().any(|m| m.from.is_none())
    {
        return None;
    }
    let hand = pos.hand_rect(geo, pos.side_to_move(), view.flipped)?;
    let response = ui.interact(hand, ui.make_persistent_id("board-hand"), Sense::drag());
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, strings::BOARD_HAND));
    if response.drag_started_by(PointerButton::Primary) {
        let at = response.interact_pointer_pos().unwrap_or(hand.center());
        state.drag = Some(Drag { from: None, at });
        state.selected = None;
        state.message = None;
    }
    if let Some(drag) = state.drag.as_mut()
        && drag.from.is_none()
        && response.dragged()
        && let Some(at) = ui.input(|i| i.pointer.latest_pos())
    {
        drag.at = at;
    }
    if response.drag_stopped_by(PointerButton::Primary)
        && let Some(drag) = state.drag.take_if(|drag| drag.from.is_none())
    {
        let at = ui.input(|i| i.pointer.latest_pos()).unwrap_or(drag.at);
        if let Some(target) = geo.cell_at(at) {
            return Some((None, target, true));
        }
    }
    None
}

/// What a click does to the board's state; returns the index of the legal move
/// it completed, if any.
fn take_click<P: Drawn>(
    frame: &Frame<'_, P>,
    state: &mut BoardState<P>,
    (from, cell, dropped): Click,
) -> Option<usize> {
    let now = frame.now;
    match interpret_click(frame.pos, &frame.move_cells, state.pending, from, cell) {
        ClickResult::Play(index) => {
            // A dropped piece, or a stone already shown on its point while the
            // mill waited, is where it belongs: no slide.
            if dropped || state.pending.is_some() {
                state.dropped = Some(frame.moves[index]);
            }
            state.selected = None;
            state.pending = None;
            state.message = None;
            return Some(index);
        }
        ClickResult::AwaitRemoval(from, to) => {
            state.pending = Some((from, to));
            state.selected = None;
            state.message = Some((strings::BOARD_PICK_REMOVAL.to_string(), now));
        }
        ClickResult::Select(cell) => {
            state.selected = Some(cell);
            state.message = None;
        }
        ClickResult::Deselect => state.selected = None,
        ClickResult::Explain(text) => {
            // A click on another cell drops a selection that no longer makes sense.
            if state.pending.is_none() && from.is_some() && from != Some(cell) {
                state.selected = None;
            }
            state.message = Some((text.to_string(), now));
        }
        ClickResult::Nothing => state.selected = None,
    }
    None
}

/// A message fades after a while; the request to pick the stone to take stays
/// while a mill waits for it, and goes with it.
fn expire_message<P: Drawn>(state: &mut BoardState<P>, now: f64) {
    let pick = strings::BOARD_PICK_REMOVAL.to_string();
    if let Some((text, since)) = &state.message
        && state.pending.is_none()
        && now - since > MESSAGE_SECONDS
        && *text != pick
    {
        state.message = None;
    }
    if state.pending.is_none()
        && state
            .message
            .as_ref()
            .is_some_and(|(text, _)| *text == pick)
    {
        state.message = None;
    }
}

/// The right button on one cell: a click highlights the cell (or, while a piece is
/// selected or a mill waits for its removal, only drops that), a drag from it to
/// another cell draws an arrow, as on lichess.
fn read_marks<P: Drawn>(
    ui: &Ui,
    response: &egui::Response,
    cell: usize,
    state: &mut BoardState<P>,
    geo: &super::Geometry,
    modifiers: Modifiers,
) {
    let color = mark_color(modifiers);
    if response.secondary_clicked() {
        if state.selected.is_some() || state.pending.is_some() {
            state.selected = None;
            state.pending = None;
        } else {
            state.mark = Some(MarkAction::Highlight(Highlight {
                color,
                square: P::cell_name(cell),
            }));
        }
    }
    if response.drag_started_by(PointerButton::Secondary) {
        let at = response.interact_pointer_pos().unwrap_or(geo.center(cell));
        state.mark_drag = Some((cell, at));
    }
    if let Some((from, at)) = state.mark_drag.as_mut()
        && *from == cell
        && response.dragged_by(PointerButton::Secondary)
        && let Some(latest) = ui.input(|i| i.pointer.latest_pos())
    {
        *at = latest;
    }
    if response.drag_stopped_by(PointerButton::Secondary)
        && let Some((from, at)) = state.mark_drag.take_if(|(from, _)| *from == cell)
    {
        let at = ui.input(|i| i.pointer.latest_pos()).unwrap_or(at);
        state.mark = match geo.cell_at(at) {
            Some(to) if to != from => Some(MarkAction::Arrow(Arrow {
                color,
                from: P::cell_name(from),
                to: P::cell_name(to),
            })),
            // Released where it started: a click that wobbled.
            Some(_) => Some(MarkAction::Highlight(Highlight {
                color,
                square: P::cell_name(from),
            })),
            None => None,
        };
    }
}

/// What a click on a cell means, given the legal moves (as cells) and the state.
enum ClickResult {
    /// Play legal move number `usize`.
    Play(usize),
    /// A mill was closed: wait for the removal click.
    AwaitRemoval(Option<usize>, usize),
    Select(usize),
    Deselect,
    /// Nothing to do but explain.
    Explain(strings::Msg),
    Nothing,
}

/// Decides what a click on `cell` does. `from` is the selected (or dragged) piece.
fn interpret_click<P: Drawn>(
    pos: &P,
    moves: &[MoveCells],
    pending: Option<(Option<usize>, usize)>,
    from: Option<usize>,
    cell: usize,
) -> ClickResult {
    if let Some((pfrom, pto)) = pending {
        return match moves
            .iter()
            .position(|m| m.from == pfrom && m.to == pto && m.remove == Some(cell))
        {
            Some(index) => ClickResult::Play(index),
            None => ClickResult::Explain(strings::BOARD_NOT_REMOVABLE),
        };
    }
    // A move (or placement) from the selected piece, or a placement, onto the cell.
    let candidates: Vec<usize> = moves
        .iter()
        .enumerate()
        .filter(|(_, m)| m.to == cell && (m.from == from || (m.from.is_none() && from.is_none())))
        .map(|(index, _)| index)
        .collect();
    if !candidates.is_empty() {
        if let Some(&plain) = candidates
            .iter()
            .find(|&&index| moves[index].remove.is_none())
        {
            return ClickResult::Play(plain);
        }
        return ClickResult::AwaitRemoval(from, cell);
    }
    let own = pos.owner(cell) == Some(pos.side_to_move());
    if own {
        if from == Some(cell) {
            return ClickResult::Deselect;
        }
        if moves.iter().any(|m| m.from == Some(cell)) {
            return ClickResult::Select(cell);
        }
        if moves.iter().all(|m| m.from.is_none()) && !moves.is_empty() {
            return ClickResult::Explain(strings::BOARD_PLACE_FIRST);
        }
        return ClickResult::Explain(strings::BOARD_NO_MOVE_FOR_PIECE);
    }
    if from.is_some() {
        return ClickResult::Explain(strings::BOARD_CANNOT_MOVE_THERE);
    }
    if pos.owner(cell).is_some() {
        return ClickResult::Explain(strings::BOARD_NOT_YOUR_PIECE);
    }
    if moves.iter().any(|m| m.from.is_none()) {
        return ClickResult::Explain(strings::BOARD_CANNOT_PLACE_THERE);
    }
    if moves.is_empty() {
        return ClickResult::Nothing;
    }
    ClickResult::Explain(strings::BOARD_SELECT_FIRST)
}

fn dedup(cells: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for cell in cells {
        if !out.contains(&cell) {
            out.push(cell);
        }
    }
    out
}
