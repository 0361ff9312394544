//! The position editor: set up any position of any game with the mouse, see its
//! position text, and get it checked by the game's own parser before use.
//!
//! This file is the widget, the same for every game; each game's editor skin
//! (`EditorSkin`, one file per game beside this one) lays out and paints its
//! board and pieces, offers its pieces and counters, and writes and reads the
//! position-text layout (docs/notation.md). No rules here: whether a position is
//! legal is decided only by `Position::from_text`, whose message is shown as it is.

mod muehle;
mod piranhas;
mod piranhas_2026;
mod sea;

use egui::{Color32, Pos2, Rect, RichText, Sense, Ui, vec2};

use super::board::screen::Screen;
use super::board::{Geometry, ensure_image_loaders, palette};
use super::strings;
use bernstein_diagram::canvas::paint_cross;
use bernstein_diagram::{Canvas, Look, Stroke};
use bernstein_rules::{GameKind, Position, PositionError, Side};

/// What the user did with the editor this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// Still editing.
    None,
    /// The user confirmed this position text (already checked by the game's parser).
    Apply(String),
    /// The user closed the editor without a result.
    Cancel,
}

/// What one square or point holds in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    Empty,
    /// A sea-game disc or tower: owner, animal letter (upper case), height.
    Sea(Side, char, u8),
    Fish(Side),
    /// A Piranhas 2026 fish: owner and weight (1 small, 2 medium, 3 large).
    WeighedFish(Side, u8),
    Kraken,
    Stone(Side),
}

/// A position as the editor holds it: cells in the rules' numbering plus the counters.
#[derive(Clone, Debug, PartialEq)]
struct Model {
    cells: Vec<Piece>,
    side: Side,
    /// Plies played (sea games, Piranhas).
    turn: u32,
    /// Ambers or victory points (sea games).
    scores: [u8; 2],
    /// Stones in hand (Mühle).
    in_hand: [u8; 2],
    /// Plies since the last removal (Mühle).
    plies_since_removal: u32,
    /// Move number (Mühle).
    move_number: u32,
    /// Who first formed a swarm (Piranhas 2026).
    first_union: Option<Side>,
}

impl Model {
    /// An empty board of `cells` cells, first side to move, counters at their start.
    fn empty(cells: usize) -> Model {
        Model {
            cells: vec![Piece::Empty; cells],
            side: Side::First,
            turn: 0,
            scores: [0, 0],
            in_hand: [0, 0],
            plies_since_removal: 0,
            move_number: 1,
            first_union: None,
        }
    }
}

/// One game's part of the editor: see the module docs.
trait EditorSkin: Sync {
    fn kind(&self) -> GameKind;
    /// The name users and tests know the cell by, as on the board.
    fn cell_name(&self, cell: usize) -> String;
    /// The cells (and piece size) of the board laid out in `rect`.
    fn layout(&self, rect: Rect) -> Geometry;
    fn paint_board(&self, canvas: &mut dyn Canvas, rect: Rect);
    /// Mühle's points are round marks; squares are filled rectangles.
    fn round_cells(&self) -> bool {
        false
    }
    fn empty(&self) -> Model;
    /// The position text of what the model holds.
    fn to_text(&self, model: &Model) -> String;
    /// Reads a position text leniently (layout only; legality is the parser's job).
    fn read_text(&self, text: &str) -> Option<Model>;
    /// The pieces the palette offers, with their names; the first is the default.
    fn brushes(&self) -> Vec<(Piece, String)>;
    fn palette_columns(&self) -> usize {
        3
    }
    /// The counters below the side to move, in a two-column grid.
    fn counters_ui(&self, ui: &mut Ui, model: &mut Model);
    /// Paints `piece` centred at `center` in the cell `cell`.
    #[allow(clippy::too_many_arguments)]
    fn paint_piece(
        &self,
        canvas: &mut dyn Canvas,
        piece: Piece,
        cell: Rect,
        center: Pos2,
        size: f32,
        alpha: f32,
    );
}

/// The editor's boards: the player's side at the bottom, with coordinates.
const PLAIN: Look = Look {
    flipped: false,
    coordinates: true,
};

/// Which editor skin a game has: implemented beside each skin.
trait EditorGame {
    const EDITOR: &'static dyn EditorSkin;
}

/// The editor skin of `kind`.
fn skin(kind: GameKind) -> &'static dyn EditorSkin {
    bernstein_rules::with_game!(kind, P => <P as EditorGame>::EDITOR)
}

/// Reads `a:b`.
fn read_pair(field: &str) -> Option<(u32, u32)> {
    let (a, b) = field.split_once(':')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// A pair of counters, one per side, each named for screen readers and tests.
fn pair(ui: &mut Ui, kind: GameKind, label: strings::Msg, values: &mut [u8; 2]) {
    ui.label(label);
    ui.horizontal(|ui| {
        for (i, side) in Side::BOTH.into_iter().enumerate() {
            if i == 1 {
                ui.label(":");
            }
            ui.add(egui::DragValue::new(&mut values[i]).range(0..=9))
                .on_hover_text(strings::side_value(&label.to_string(), kind, side));
        }
    });
    ui.end_row();
}

/// One counter with its label.
fn counter(ui: &mut Ui, label: strings::Msg, value: &mut u32, min: u32) {
    let name = ui.label(label);
    ui.add(egui::DragValue::new(value).range(min..=999))
        .labelled_by(name.id);
    ui.end_row();
}

fn side_from(field: &str, first: char, second: char) -> Option<Side> {
    match field.chars().collect::<Vec<_>>().as_slice() {
        [c] if *c == first => Some(Side::First),
        [c] if *c == second => Some(Side::Second),
        _ => None,
    }
}

/// Checks a position text with the game's own parser (default rule options).
fn validate(kind: GameKind, text: &str) -> Result<(), PositionError> {
    bernstein_rules::with_game!(kind, P => P::from_text(text, &Default::default()).map(|_| ()))
}

/// The room between the board and the controls.
const GAP: f32 = 12.0;

/// What the editor's window takes around its content: the room kept to the app's
/// edges, the window's frame and its scroll bar.
const WINDOW_FRAME: f32 = 24.0 + 16.0 + 12.0;

/// The position editor widget. Embed it in a window and call [`PositionEditor::ui`]
/// every frame until it returns something other than [`EditorAction::None`].
pub struct PositionEditor {
    skin: &'static dyn EditorSkin,
    start: Model,
    model: Model,
    /// What a click on the board puts there.
    brush: Piece,
    /// The text field, which the user may also edit or paste into.
    text_field: String,
    /// Set when the user typed a text that cannot even be laid out.
    unreadable: bool,
}

impl PositionEditor {
    /// An editor for `kind` showing `start_text` (an unreadable text gives an empty board).
    pub fn new(kind: GameKind, start_text: &str) -> PositionEditor {
        let skin = skin(kind);
        let start = skin.read_text(start_text).unwrap_or_else(|| skin.empty());
        let brush = skin.brushes()[0].0;
        let text_field = skin.to_text(&start);
        PositionEditor {
            skin,
            model: start.clone(),
            start,
            brush,
            text_field,
            unreadable: false,
        }
    }

    pub fn kind(&self) -> GameKind {
        self.skin.kind()
    }

    /// The position text of what the editor shows.
    pub fn text(&self) -> String {
        self.skin.to_text(&self.model)
    }

    /// `Ok` if the game's parser accepts the position, else why it refuses it.
    pub fn validation(&self) -> Result<(), PositionError> {
        validate(self.kind(), &self.text())
    }

    /// Draws the editor; returns what the user decided.
    pub fn ui(&mut self, ui: &mut Ui) -> EditorAction {
        ensure_image_loaders(ui.ctx());
        let mut action = EditorAction::None;
        // The controls take the width their words need in the language shown (as
        // wide as they were last drawn); the board fits in the rest of the app's
        // window beside them, and in the height the editor's window shows (what
        // does not fit below the board scrolls).
        let width_id = ui.make_persistent_id("editor controls width");
        let controls: f32 = ui.data(|data| data.get_temp(width_id)).unwrap_or(300.0);
        let app = ui.ctx().content_rect().size();
        let wide = ui.available_width().min(app.x - WINDOW_FRAME) - controls - GAP;
        let side = wide.min(ui.available_height()).clamp(240.0, 620.0);
        ui.horizontal_top(|ui| {
            let (rect, _) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
            self.board_ui(ui, rect);
            ui.add_space(GAP);
            let column = ui.vertical(|ui| {
                ui.set_max_width(300.0);
                action = self.controls_ui(ui);
            });
            let width = column.response.rect.width();
            if (width - controls).abs() > 0.5 {
                ui.data_mut(|data| data.insert_temp(width_id, width));
                ui.ctx().request_repaint();
            }
        });
        action
    }

    fn board_ui(&mut self, ui: &mut Ui, rect: Rect) {
        let painter = ui.painter_at(rect);
        let layout = self.skin.layout(rect);
        let (cells, piece_size) = (&layout.cells, layout.piece);
        self.skin.paint_board(&mut Screen::new(ui, &painter), rect);
        let mut hovered = None;
        for (cell, &cell_rect) in cells.iter().enumerate() {
            let response = ui.interact(
                cell_rect,
                ui.make_persistent_id(("editor-cell", cell)),
                Sense::click(),
            );
            let name = self.skin.cell_name(cell);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
            if response.clicked() {
                let current = self.model.cells[cell];
                self.model.cells[cell] = if current == self.brush {
                    Piece::Empty
                } else {
                    self.brush
                };
                self.text_field = self.text();
                self.unreadable = false;
            }
            if response.secondary_clicked() {
                self.model.cells[cell] = Piece::Empty;
                self.text_field = self.text();
            }
            if response.hovered() {
                hovered = Some(cell);
            }
            self.skin.paint_piece(
                &mut Screen::new(ui, &painter),
                self.model.cells[cell],
                cell_rect,
                cell_rect.center(),
                piece_size,
                1.0,
            );
        }
        if let Some(cell) = hovered {
            let rect = cells[cell];
            if self.skin.round_cells() {
                painter.circle_filled(rect.center(), piece_size * 0.62, palette::HOVER);
            } else {
                painter.rect_filled(rect, 0.0, palette::HOVER);
            }
            if self.model.cells[cell] != self.brush {
                self.skin.paint_piece(
                    &mut Screen::new(ui, &painter),
                    self.brush,
                    rect,
                    rect.center(),
                    piece_size,
                    0.45,
                );
            }
        }
    }

    fn palette(&self) -> Vec<(Piece, String)> {
        let mut items = self.skin.brushes();
        items.push((Piece::Empty, strings::EDITOR_ERASE.to_string()));
        items
    }

    fn controls_ui(&mut self, ui: &mut Ui) -> EditorAction {
        let mut action = EditorAction::None;
        ui.label(RichText::new(strings::EDITOR_PIECES).strong());
        let per_row = self.skin.palette_columns();
        let items = self.palette();
        for row in items.chunks(per_row) {
            ui.horizontal(|ui| {
                for (piece, name) in row {
                    let (rect, response) = ui.allocate_exact_size(vec2(42.0, 42.0), Sense::click());
                    let selected = self.brush == *piece;
                    response.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, selected, name)
                    });
                    let painter = ui.painter_at(rect.expand(2.0));
                    let fill = if selected {
                        ui.visuals().selection.bg_fill
                    } else if response.hovered() {
                        ui.visuals().widgets.hovered.weak_bg_fill
                    } else {
                        ui.visuals().widgets.inactive.weak_bg_fill
                    };
                    painter.rect_filled(rect, 6.0, fill);
                    if selected {
                        painter.rect_stroke(
                            rect,
                            6.0,
                            ui.visuals().selection.stroke,
                            egui::StrokeKind::Inside,
                        );
                    }
                    if *piece == Piece::Empty {
                        paint_cross(
                            &mut Screen::new(ui, &painter),
                            rect.center(),
                            9.0,
                            Stroke::new(2.5, ui.visuals().text_color()),
                        );
                    } else {
                        let inner = rect.shrink(5.0);
                        self.skin.paint_piece(
                            &mut Screen::new(ui, &painter),
                            *piece,
                            inner,
                            inner.center(),
                            30.0,
                            1.0,
                        );
                    }
                    if response.clicked() {
                        self.brush = *piece;
                    }
                    response.on_hover_text(name.as_str());
                }
            });
        }
        ui.horizontal(|ui| {
            if ui.button(strings::EDITOR_CLEAR).clicked() {
                self.model
                    .cells
                    .iter_mut()
                    .for_each(|cell| *cell = Piece::Empty);
                self.text_field = self.text();
            }
            if ui.button(strings::EDITOR_RESET).clicked() {
                self.model = self.start.clone();
                self.text_field = self.text();
            }
        });
        ui.separator();

        let before = self.model.clone();
        let kind = self.kind();
        ui.label(RichText::new(strings::EDITOR_SIDE_TO_MOVE).strong());
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                ui.radio_value(&mut self.model.side, side, strings::side_name(kind, side));
            }
        });
        let skin = self.skin;
        egui::Grid::new("editor-numbers")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| skin.counters_ui(ui, &mut self.model));
        if self.model != before {
            self.text_field = self.text();
            self.unreadable = false;
        }
        ui.separator();

        let heading = ui.label(RichText::new(strings::EDITOR_POSITION_TEXT).strong());
        let field = ui
            .add(
                egui::TextEdit::multiline(&mut self.text_field)
                    .font(egui::TextStyle::Monospace)
                    .desired_rows(2)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(heading.id);
        if field.changed() {
            match self.skin.read_text(&self.text_field) {
                Some(model) => {
                    self.model = model;
                    self.unreadable = false;
                }
                None => self.unreadable = true,
            }
        }
        if field.lost_focus() {
            self.text_field = self.text();
            self.unreadable = false;
        }

        let verdict = self.validation();
        match (&verdict, self.unreadable) {
            // Why the text could not be read, in the game's reader's words.
            (_, true) => {
                let text = match validate(kind, self.text_field.trim()) {
                    Err(reason) => strings::editor_unreadable_because(&crate::i18n::say(&reason)),
                    Ok(()) => strings::EDITOR_UNREADABLE.to_string(),
                };
                ui.add(
                    egui::Label::new(RichText::new(text).color(Color32::from_rgb(220, 80, 60)))
                        .wrap(),
                );
            }
            (Ok(()), false) => {
                ui.colored_label(Color32::from_rgb(60, 170, 90), strings::EDITOR_VALID);
            }
            (Err(error), false) => {
                ui.colored_label(Color32::from_rgb(220, 80, 60), crate::i18n::say(error));
            }
        }
        ui.add_space(4.0);
        ui.label(RichText::new(strings::EDITOR_HELP).small().weak());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui
                .add_enabled(verdict.is_ok(), egui::Button::new(strings::EDITOR_APPLY))
                .clicked()
            {
                action = EditorAction::Apply(self.text());
            }
            if ui.button(strings::EDITOR_CANCEL).clicked() {
                action = EditorAction::Cancel;
            }
        });
        action
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_read_back_to_the_same_text() {
        for (kind, text) in [
            (
                GameKind::Ostseeschach,
                "rsmhrsmh/......../......../...R2..../......../......../......../HMSRHMS. b 3 1:0",
            ),
            (
                GameKind::Piranhas,
                ".BBBBBBBB./R........R/R........R/R....K...R/R........R/R..K.....R/R........R/R........R/R........R/.BBBBBBBB. r 0",
            ),
            (GameKind::Muehle, ".../.../.../....../.../.../... w 9:9 0 1"),
            (GameKind::Muehle, "WW./.B./.../B....W/.../.../... b 5:6 2 5"),
        ] {
            let model = skin(kind).read_text(text).expect("a well-formed text");
            assert_eq!(skin(kind).to_text(&model), text);
        }
    }

    #[test]
    fn malformed_texts_are_refused_without_panicking() {
        for (kind, text) in [
            (GameKind::Ostseeschach, ""),
            (
                GameKind::Ostseeschach,
                "rsmhrsmhx/......../......../......../......../......../......../HMSRHMSR r 0 0:0",
            ),
            (
                GameKind::Ostseeschach,
                "rsmhrsmh/......../......../......../......../......../HMSRHMSR r 0 0:0",
            ),
            (GameKind::Piranhas, ".BBBBBBBB./R r 0"),
            (
                GameKind::Muehle,
                "..../.../.../....../.../.../... w 9:9 0 1",
            ),
            (GameKind::Muehle, ".../.../.../....../.../.../... x 9:9 0 1"),
        ] {
            assert!(skin(kind).read_text(text).is_none(), "{text}");
        }
    }
}
