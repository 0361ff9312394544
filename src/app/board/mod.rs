//! The board widgets of the four games: drawing, highlights, clicks and drags.
//! They turn the user's gestures into complete moves; which moves exist comes from
//! the rules (`legal_moves`), never from code here.
//!
//! The interaction is shared by all games (this file): each game module only says
//! where its cells are, how its pieces look and which cells a move touches (the
//! crate-internal `Skin` trait). A "cell" is a square of the sea games and of
//! Piranhas, or a point of Mühle, numbered the way the rules number them.

pub(crate) mod art;
pub(crate) mod muehle;
pub(crate) mod piranhas;
pub(crate) mod sea;

use egui::{Align2, Color32, FontId, Key, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, pos2, vec2};

use super::strings;
use crate::rules::{Evaluate, MoveList, Position, Side};

/// How the board should be shown this frame, decided by the app.
pub struct BoardView<P: Position> {
    /// Blue/Black at the bottom.
    pub flipped: bool,
    /// Whether the user may move now (false while the computer moves, in finished games
    /// and when looking at an earlier position of a game in review).
    pub interactive: bool,
    /// The move that led to the position shown, marked on the board.
    pub last_move: Option<P::Move>,
    /// The engine's suggestion, drawn as an arrow or highlight.
    pub hint: Option<P::Move>,
}

impl<P: Position> Default for BoardView<P> {
    /// Red/White at the bottom, accepting input, nothing marked.
    fn default() -> Self {
        BoardView {
            flipped: false,
            interactive: true,
            last_move: None,
            hint: None,
        }
    }
}

/// What a board remembers between frames: selection, drag, pending Mühle removal,
/// the running animation, a short hint after an illegal click.
pub struct BoardState<P: Position> {
    /// The selected cell (a piece of the side to move).
    pub(crate) selected: Option<usize>,
    /// A Mühle placement or move that closed a mill: (from, to), waiting for the
    /// click on the stone to remove.
    pub(crate) pending: Option<(Option<usize>, usize)>,
    pub(crate) drag: Option<Drag>,
    /// A short text after an illegal click and when it was set (ui time, seconds).
    pub(crate) message: Option<(String, f64)>,
    pub(crate) anim: Option<Animation<P>>,
    /// The position drawn in the last frame: a different one means a move was made.
    pub(crate) shown: Option<P>,
    /// The move the user just dropped by drag and drop: it needs no slide animation.
    pub(crate) dropped: Option<P::Move>,
    /// Names of the selected cell's legal targets (or of the removable stones), for
    /// the app and for tests.
    pub(crate) target_names: Vec<String>,
    pub(crate) selected_name: Option<String>,
}

impl<P: Position> Default for BoardState<P> {
    fn default() -> Self {
        BoardState {
            selected: None,
            pending: None,
            drag: None,
            message: None,
            anim: None,
            shown: None,
            dropped: None,
            target_names: Vec::new(),
            selected_name: None,
        }
    }
}

impl<P: Position> BoardState<P> {
    /// The short explanation after an illegal click (or the request to pick a stone
    /// to remove after a Mühle mill), for the app's status line. The board also draws
    /// it over itself for a few seconds.
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(text, _)| text.as_str())
    }

    /// The name of the selected square or point (e.g. `e4`), if any.
    pub fn selection(&self) -> Option<&str> {
        self.selected_name.as_deref()
    }

    /// The names of the highlighted targets: where the selected piece may go, or,
    /// while a Mühle mill waits for its removal, the stones that may be taken.
    pub fn targets(&self) -> &[String] {
        &self.target_names
    }

    /// Whether a Mühle move that closed a mill waits for the click on the stone to take.
    pub fn removal_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// Drops the selection, a pending removal, a drag and the message (e.g. when the
    /// app takes back a move).
    pub fn clear(&mut self) {
        self.selected = None;
        self.pending = None;
        self.drag = None;
        self.message = None;
        self.target_names.clear();
        self.selected_name = None;
    }
}

/// A game the app can show and play with the mouse.
pub trait BoardGame: Evaluate {
    /// Draws the board into the space `ui` offers (scaling with it), reacts to
    /// clicks and drags, and returns a complete legal move once the user made one.
    fn board_ui(
        ui: &mut egui::Ui,
        pos: &Self,
        state: &mut BoardState<Self>,
        view: &BoardView<Self>,
    ) -> Option<Self::Move>;

    /// The game's scores for the status panel, as (label, value) pairs, e.g.
    /// ("Ambers", "1 : 0"), ("Stones in hand", "5 : 6"), ("Swarm", "12 : 9").
    fn status_items(pos: &Self) -> Vec<(String, String)>;
}

// ---- What each game module provides ----------------------------------------------------

/// The cells a move touches, in the game's own cell numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveCells {
    /// `None` for a Mühle placement.
    pub from: Option<usize>,
    pub to: usize,
    /// The Mühle stone taken after a mill.
    pub remove: Option<usize>,
}

/// Where a board lies on screen this frame.
pub(crate) struct Geometry {
    /// The whole board including its frame and coordinates.
    pub outer: Rect,
    /// One rectangle per cell: the area that reacts to the mouse; its centre is where
    /// the piece stands.
    pub cells: Vec<Rect>,
    /// Diameter of a piece.
    pub piece: f32,
}

impl Geometry {
    /// The cell under a screen position (inside its rectangle), if any.
    pub fn cell_at(&self, at: Pos2) -> Option<usize> {
        self.cells.iter().position(|rect| rect.contains(at))
    }

    pub fn center(&self, cell: usize) -> Pos2 {
        self.cells[cell].center()
    }
}

/// The drawing side of a game: cells, board, pieces. Implemented by each game module.
pub(crate) trait Skin: Position {
    /// Mühle's points are round marks; squares are filled rectangles.
    const ROUND_CELLS: bool = false;

    fn cell_count() -> usize;

    /// The name users and tests know the cell by: `e4`, `A0`, `d2`.
    fn cell_name(cell: usize) -> String;

    /// Lays the board out in `area` (as large as fits, centred).
    fn geometry(area: Rect, flipped: bool) -> Geometry;

    /// Background, lines, coordinates: everything that does not depend on the position.
    fn paint_board(&self, ui: &Ui, painter: &egui::Painter, geo: &Geometry, flipped: bool);

    /// Whose piece stands on the cell (`None` for empty squares and kraken).
    fn owner(&self, cell: usize) -> Option<Side>;

    /// Paints the piece on `cell` (if any) centred at `center`, faded by `alpha`.
    fn paint_piece(
        &self,
        ui: &Ui,
        painter: &egui::Painter,
        cell: usize,
        center: Pos2,
        size: f32,
        alpha: f32,
    );

    fn move_cells(mv: Self::Move) -> MoveCells;

    /// Anything beside the board that belongs to the position (Mühle's stones in hand).
    fn paint_extras(&self, _ui: &Ui, _painter: &egui::Painter, _geo: &Geometry, _flipped: bool) {}

    /// The area of `side`'s stones in hand, from which a stone can be dragged.
    fn hand_rect(&self, _geo: &Geometry, _side: Side, _flipped: bool) -> Option<Rect> {
        None
    }

    /// Where a newly placed stone of `side` comes from (its hand), for the animation.
    fn hand_origin(&self, _geo: &Geometry, _side: Side, _flipped: bool) -> Option<Pos2> {
        None
    }
}

// ---- The shared interaction --------------------------------------------------------------

/// How long a move slides, in seconds.
const SLIDE_SECONDS: f64 = 0.18;
/// How long a message stays over the board, in seconds.
const MESSAGE_SECONDS: f64 = 2.5;

pub(crate) struct Drag {
    /// The cell the piece was lifted from; `None` for a stone taken from the hand.
    from: Option<usize>,
    /// The pointer's last known position.
    at: Pos2,
}

pub(crate) struct Animation<P: Position> {
    prev: P,
    mv: P::Move,
    start: f64,
}

/// Colours of the highlights, shared by all boards so they feel like one app.
pub(crate) mod palette {
    use egui::Color32;
    pub const LAST_MOVE: Color32 = Color32::from_rgba_premultiplied(84, 82, 14, 105);
    pub const SELECTED: Color32 = Color32::from_rgba_premultiplied(20, 100, 40, 120);
    pub const TARGET: Color32 = Color32::from_rgba_premultiplied(12, 70, 28, 120);
    pub const HOVER: Color32 = Color32::from_rgba_premultiplied(50, 50, 50, 50);
    pub const HINT: Color32 = Color32::from_rgba_premultiplied(10, 110, 170, 170);
    pub const REMOVE: Color32 = Color32::from_rgba_premultiplied(200, 30, 30, 220);
    pub const RED: Color32 = Color32::from_rgb(214, 69, 65);
    pub const BLUE: Color32 = Color32::from_rgb(47, 111, 208);
}

/// Whether `next` is what playing `mv` in `prev` gives: only then does a slide make sense.
fn follows<P: Position>(prev: &P, mv: P::Move, next: &P) -> bool {
    let mut moves = MoveList::new();
    prev.legal_moves(&mut moves);
    if !moves.contains(&mv) {
        return false;
    }
    let mut after = prev.clone();
    after.play(mv);
    &after == next
}

fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
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
    Explain(&'static str),
    Nothing,
}

/// Decides what a click on `cell` does. `from` is the selected (or dragged) piece.
fn interpret_click<P: Skin>(
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

/// Makes sure SVG artwork can be drawn (the app installs the loaders too; tests and
/// other hosts may not).
pub(crate) fn ensure_image_loaders(ctx: &egui::Context) {
    if !ctx.is_loader_installed(egui_extras::loaders::svg_loader::SvgLoader::ID) {
        egui_extras::install_image_loaders(ctx);
    }
}

/// The whole board widget for any game with a [`Skin`].
pub(crate) fn show_board<P: Skin>(
    ui: &mut Ui,
    pos: &P,
    state: &mut BoardState<P>,
    view: &BoardView<P>,
) -> Option<P::Move> {
    ensure_image_loaders(ui.ctx());
    let now = ui.input(|i| i.time);

    // A new position: start the slide of the move that led here, forget the selection.
    if state.shown.as_ref() != Some(pos) {
        state.anim = None;
        if let (Some(prev), Some(mv)) = (state.shown.take(), view.last_move)
            && state.dropped != Some(mv)
            && follows(&prev, mv, pos)
        {
            state.anim = Some(Animation {
                prev,
                mv,
                start: now,
            });
        }
        state.selected = None;
        state.pending = None;
        state.drag = None;
        state.dropped = None;
        state.message = None;
        state.shown = Some(pos.clone());
    }
    if !view.interactive {
        state.selected = None;
        state.pending = None;
        state.drag = None;
    }

    let mut moves = MoveList::new();
    if view.interactive {
        pos.legal_moves(&mut moves);
    }
    let move_cells: Vec<MoveCells> = moves.iter().map(|&mv| P::move_cells(mv)).collect();

    // Fill the space offered; inside a scroll area (unbounded) stay square.
    let available = ui.available_size();
    let width = if available.x.is_finite() {
        available.x
    } else {
        480.0
    };
    let height = if available.y.is_finite() {
        available.y
    } else {
        width
    };
    let size = vec2(width, height).max(vec2(160.0, 160.0));
    let (area, _) = ui.allocate_exact_size(size, Sense::hover());
    let geo = P::geometry(area, view.flipped);
    let painter = ui.painter_at(area);

    if view.interactive && ui.input(|i| i.key_pressed(Key::Escape)) {
        state.selected = None;
        state.pending = None;
        state.drag = None;
        state.message = None;
    }

    // ---- Input: one widget per cell, named for AccessKit ----
    let mut chosen: Option<usize> = None;
    let mut hovered: Option<usize> = None;
    let sense = if view.interactive {
        Sense::click_and_drag()
    } else {
        Sense::hover()
    };
    // (selected or dragged piece, cell, whether it came from a drop)
    let mut click_on: Option<(Option<usize>, usize, bool)> = None;
    for cell in 0..P::cell_count() {
        let id = ui.make_persistent_id(("board-cell", cell));
        let response = ui.interact(geo.cells[cell], id, sense);
        let name = P::cell_name(cell);
        let selected = state.selected == Some(cell);
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, view.interactive, selected, &name)
        });
        if !view.interactive {
            continue;
        }
        if response.hovered() {
            hovered = Some(cell);
        }
        if response.drag_started()
            && state.pending.is_none()
            && move_cells.iter().any(|m| m.from == Some(cell))
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
        if response.drag_stopped() {
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
        if response.secondary_clicked() {
            state.selected = None;
            state.pending = None;
        }
    }

    // Mühle: a stone can also be dragged from the hand onto a point.
    if view.interactive
        && state.pending.is_none()
        && move_cells.iter().any(|m| m.from.is_none())
        && let Some(hand) = pos.hand_rect(&geo, pos.side_to_move(), view.flipped)
    {
        let response = ui.interact(hand, ui.make_persistent_id("board-hand"), Sense::drag());
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Button, true, strings::BOARD_HAND)
        });
        if response.drag_started() {
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
        if response.drag_stopped()
            && let Some(drag) = state.drag.take_if(|drag| drag.from.is_none())
        {
            let at = ui.input(|i| i.pointer.latest_pos()).unwrap_or(drag.at);
            if let Some(target) = geo.cell_at(at) {
                click_on = Some((None, target, true));
            }
        }
    }

    if let Some((from, cell, dropped)) = click_on {
        match interpret_click(pos, &move_cells, state.pending, from, cell) {
            ClickResult::Play(index) => {
                chosen = Some(index);
                // A dropped piece, or a stone already shown on its point while the
                // mill waited, is where it belongs: no slide.
                if dropped || state.pending.is_some() {
                    state.dropped = Some(moves[index]);
                }
                state.selected = None;
                state.pending = None;
                state.message = None;
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
    }
    if let Some((text, since)) = &state.message
        && state.pending.is_none()
        && now - since > MESSAGE_SECONDS
        && text.as_str() != strings::BOARD_PICK_REMOVAL
    {
        state.message = None;
    }
    if state.pending.is_none()
        && state
            .message
            .as_ref()
            .is_some_and(|(text, _)| text == strings::BOARD_PICK_REMOVAL)
    {
        state.message = None;
    }

    // Targets of the selection (or the stones a pending mill may take).
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

    // ---- Painting ----
    let pending_after: Option<P> = state.pending.and_then(|(from, to)| {
        let index = move_cells
            .iter()
            .position(|m| m.from == from && m.to == to)?;
        let mut after = pos.clone();
        after.play(moves[index]);
        Some(after)
    });
    // While a mill waits for its removal, the board already shows the mill closed.
    pending_after
        .as_ref()
        .unwrap_or(pos)
        .paint_board(ui, &painter, &geo, view.flipped);

    let mark_cell = |cell: usize, color: Color32| {
        let rect = geo.cells[cell];
        if P::ROUND_CELLS {
            painter.circle_filled(rect.center(), geo.piece * 0.62, color);
        } else {
            painter.rect_filled(rect, 0.0, color);
        }
    };
    if let Some(mv) = view.last_move {
        let cells = P::move_cells(mv);
        if let Some(from) = cells.from {
            mark_cell(from, palette::LAST_MOVE);
        }
        mark_cell(cells.to, palette::LAST_MOVE);
    }
    if let Some(sel) = state.selected {
        mark_cell(sel, palette::SELECTED);
    }
    if let Some((_, to)) = state.pending {
        mark_cell(to, palette::SELECTED);
    }
    if let Some(cell) = hovered
        && (targets.contains(&cell) && state.selected.is_some()
            || placing && targets.contains(&cell))
    {
        mark_cell(cell, palette::HOVER);
    }

    // Pieces, with the moving one (animation, drag, pending mill) drawn last.
    let anim_t = state
        .anim
        .as_ref()
        .map(|anim| ((now - anim.start) / SLIDE_SECONDS).clamp(0.0, 1.0) as f32);
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
                    .paint_piece(ui, &painter, cell, geo.center(cell), geo.piece, 1.0 - t);
                continue;
            }
        }
        pos.paint_piece(ui, &painter, cell, geo.center(cell), geo.piece, 1.0);
    }
    let extras_pos = pending_after.as_ref().unwrap_or(pos);
    extras_pos.paint_extras(ui, &painter, &geo, view.flipped);
    if let (Some(after), Some((_, to))) = (&pending_after, state.pending) {
        after.paint_piece(ui, &painter, to, geo.center(to), geo.piece, 1.0);
    }
    if let (Some(anim), Some(cells), Some(t)) = (&state.anim, anim_cells, anim_t) {
        let to = geo.center(cells.to);
        match cells.from {
            Some(from) => {
                let at = geo.center(from).lerp(to, ease_out(t));
                anim.prev
                    .paint_piece(ui, &painter, from, at, geo.piece, 1.0);
            }
            None => {
                let origin = anim
                    .prev
                    .hand_origin(&geo, anim.prev.side_to_move(), view.flipped);
                let at = origin.map_or(to, |origin| origin.lerp(to, ease_out(t)));
                let alpha = if origin.is_some() { 1.0 } else { t };
                pos.paint_piece(ui, &painter, cells.to, at, geo.piece, alpha);
            }
        }
        ui.ctx().request_repaint();
    }

    // Where the selected piece may go: dots on empty cells, rings around captures.
    if state.pending.is_none() && !placing {
        for &cell in &targets {
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
    if placing && let Some(cell) = hovered.filter(|cell| targets.contains(cell)) {
        // A faint stone where a click would place one.
        if let Some(index) = move_cells
            .iter()
            .position(|m| m.from.is_none() && m.to == cell)
        {
            let mut after = pos.clone();
            after.play(moves[index]);
            after.paint_piece(ui, &painter, cell, geo.center(cell), geo.piece, 0.45);
        }
    }
    // A pending mill: the stones that may be taken pulse red.
    if state.pending.is_some() {
        let pulse = 0.75 + 0.25 * ((now * 5.0).sin() as f32);
        for &cell in &targets {
            let center = geo.center(cell);
            painter.circle_stroke(
                center,
                geo.piece * 0.56,
                Stroke::new(geo.piece * 0.08, palette::REMOVE.gamma_multiply(pulse)),
            );
            paint_cross(
                &painter,
                center,
                geo.piece * 0.16,
                Stroke::new(geo.piece * 0.05, palette::REMOVE.gamma_multiply(pulse)),
            );
        }
        ui.ctx().request_repaint_after_secs(0.05);
    }
    // The last move's removal, and the engine's hint.
    if let Some(mv) = view.last_move
        && let Some(removed) = P::move_cells(mv).remove
        && state.anim.is_none()
    {
        paint_cross(
            &painter,
            geo.center(removed),
            geo.piece * 0.18,
            Stroke::new(geo.piece * 0.06, palette::REMOVE.gamma_multiply(0.6)),
        );
    }
    if let Some(mv) = view.hint {
        let cells = P::move_cells(mv);
        let to = geo.center(cells.to);
        match cells.from {
            Some(from) => paint_arrow(
                &painter,
                geo.center(from),
                to,
                geo.piece * 0.22,
                palette::HINT,
            ),
            None => {
                painter.circle_stroke(
                    to,
                    geo.piece * 0.55,
                    Stroke::new(geo.piece * 0.1, palette::HINT),
                );
            }
        }
        if let Some(removed) = cells.remove {
            paint_cross(
                &painter,
                geo.center(removed),
                geo.piece * 0.25,
                Stroke::new(geo.piece * 0.1, palette::HINT),
            );
        }
    }

    // The dragged piece follows the pointer, a little lifted.
    if let Some(drag) = &state.drag {
        if let Some(target) = geo.cell_at(drag.at)
            && targets.contains(&target)
        {
            mark_cell(target, palette::HOVER);
        }
        match drag.from {
            Some(from) => pos.paint_piece(ui, &painter, from, drag.at, geo.piece * 1.12, 1.0),
            None => {
                // A stone from the hand looks like the one a placement puts down.
                if let Some(index) = move_cells.iter().position(|m| m.from.is_none()) {
                    let mut after = pos.clone();
                    after.play(moves[index]);
                    after.paint_piece(
                        ui,
                        &painter,
                        move_cells[index].to,
                        drag.at,
                        geo.piece * 1.12,
                        1.0,
                    );
                }
            }
        }
        ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
    } else if let Some(cell) = hovered
        && view.interactive
        && (move_cells.iter().any(|m| m.from == Some(cell)) || targets.contains(&cell))
    {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }

    if let Some((text, since)) = &state.message {
        paint_message(&painter, &geo, text, now - since, state.pending.is_some());
        ui.ctx().request_repaint_after_secs(0.1);
    }

    chosen.map(|index| moves[index])
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
pub(crate) fn paint_arrow(
    painter: &egui::Painter,
    from: Pos2,
    to: Pos2,
    width: f32,
    color: Color32,
) {
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

/// The short explanation after an illegal click, as a toast at the board's bottom.
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
    // In the frame under the board, where it hides coordinates rather than pieces.
    let board = geo
        .cells
        .iter()
        .fold(Rect::NOTHING, |acc, rect| acc.union(*rect));
    let center = pos2(
        board.center().x,
        (board.bottom() + geo.outer.bottom()) * 0.5,
    );
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

pub(crate) fn lerp_color(a: Color32, b: Color32, t: f32) -> Color32 {
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
