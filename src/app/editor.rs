//! The position editor: set up any position of any of the four games with the mouse,
//! see its position text, and get it checked by the game's own parser before use.
//!
//! The editor knows the position-text layout (shared/spec/notation.md) to build and
//! read texts, but no rules: whether a position is legal is decided only by
//! `Position::from_text`, whose message is shown as it is.

use egui::{Color32, Painter, Pos2, Rect, RichText, Sense, Stroke, Ui, vec2};

use super::board::muehle::{MillLayout, paint_mill_board, paint_stone};
use super::board::piranhas::{paint_fish, paint_kraken, paint_water};
use super::board::sea::{
    ANIMAL_LETTERS, Grid, SeaPiece, animal_name, paint_sea_board, paint_sea_piece,
};
use super::board::{ensure_image_loaders, palette};
use super::strings;
use crate::rules::{GameKind, Position, Side};

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
}

/// Mühle's ranks in position-text order (7 down to 1) and how many points each has.
const MILL_ROW_SIZES: [usize; 7] = [3, 3, 3, 6, 3, 3, 3];

fn cell_count(kind: GameKind) -> usize {
    match kind {
        GameKind::Ostseeschach | GameKind::OstseeschachOriginal => 64,
        GameKind::Piranhas => 100,
        GameKind::Muehle => 24,
    }
}

impl Model {
    fn empty(kind: GameKind) -> Model {
        Model {
            cells: vec![Piece::Empty; cell_count(kind)],
            side: Side::First,
            turn: 0,
            scores: [0, 0],
            in_hand: [0, 0],
            plies_since_removal: 0,
            move_number: 1,
        }
    }

    /// The position text of notation.md.
    fn to_text(&self, kind: GameKind) -> String {
        match kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => {
                let rows: Vec<String> = (0..8)
                    .rev()
                    .map(|rank| {
                        (0..8)
                            .map(|file| match self.cells[rank * 8 + file] {
                                Piece::Sea(owner, letter, height) => {
                                    let letter = if owner == Side::First {
                                        letter.to_ascii_uppercase()
                                    } else {
                                        letter.to_ascii_lowercase()
                                    };
                                    if height >= 2 {
                                        format!("{letter}{height}")
                                    } else {
                                        letter.to_string()
                                    }
                                }
                                _ => ".".to_string(),
                            })
                            .collect()
                    })
                    .collect();
                let side = if self.side == Side::First { 'r' } else { 'b' };
                format!(
                    "{} {side} {} {}:{}",
                    rows.join("/"),
                    self.turn,
                    self.scores[0],
                    self.scores[1]
                )
            }
            GameKind::Piranhas => {
                let rows: Vec<String> = (0..10)
                    .rev()
                    .map(|y| {
                        (0..10)
                            .map(|x| match self.cells[y * 10 + x] {
                                Piece::Fish(Side::First) => 'R',
                                Piece::Fish(Side::Second) => 'B',
                                Piece::Kraken => 'K',
                                _ => '.',
                            })
                            .collect()
                    })
                    .collect();
                let side = if self.side == Side::First { 'r' } else { 'b' };
                format!("{} {side} {}", rows.join("/"), self.turn)
            }
            GameKind::Muehle => {
                let mut rows = Vec::new();
                let mut index = 0;
                for size in MILL_ROW_SIZES {
                    let row: String = self.cells[index..index + size]
                        .iter()
                        .map(|piece| match piece {
                            Piece::Stone(Side::First) => 'W',
                            Piece::Stone(Side::Second) => 'B',
                            _ => '.',
                        })
                        .collect();
                    rows.push(row);
                    index += size;
                }
                let side = if self.side == Side::First { 'w' } else { 'b' };
                format!(
                    "{} {side} {}:{} {} {}",
                    rows.join("/"),
                    self.in_hand[0],
                    self.in_hand[1],
                    self.plies_since_removal,
                    self.move_number
                )
            }
        }
    }

    /// Reads a position text leniently (layout only; legality is the parser's job).
    fn from_text(kind: GameKind, text: &str) -> Option<Model> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut model = Model::empty(kind);
        let pair = |field: &str| -> Option<(u32, u32)> {
            let (a, b) = field.split_once(':')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        };
        match kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => {
                let [board, side, turn, scores] = fields.as_slice() else {
                    return None;
                };
                let rows: Vec<&str> = board.split('/').collect();
                if rows.len() != 8 {
                    return None;
                }
                for (i, row) in rows.iter().enumerate() {
                    let rank = 7 - i;
                    let mut file = 0;
                    let mut chars = row.chars().peekable();
                    while let Some(c) = chars.next() {
                        if file >= 8 {
                            return None;
                        }
                        if c != '.' {
                            let letter = c.to_ascii_uppercase();
                            if !ANIMAL_LETTERS.contains(&letter) {
                                return None;
                            }
                            let owner = if c.is_ascii_uppercase() {
                                Side::First
                            } else {
                                Side::Second
                            };
                            let mut height = 1;
                            if let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
                                height = digit as u8;
                                chars.next();
                            }
                            model.cells[rank * 8 + file] = Piece::Sea(owner, letter, height);
                        }
                        file += 1;
                    }
                    if file != 8 {
                        return None;
                    }
                }
                model.side = side_from(side, 'r', 'b')?;
                model.turn = turn.parse().ok()?;
                let (a, b) = pair(scores)?;
                model.scores = [a.min(99) as u8, b.min(99) as u8];
            }
            GameKind::Piranhas => {
                let [board, side, turn] = fields.as_slice() else {
                    return None;
                };
                let rows: Vec<&str> = board.split('/').collect();
                if rows.len() != 10 || rows.iter().any(|row| row.chars().count() != 10) {
                    return None;
                }
                for (i, row) in rows.iter().enumerate() {
                    let y = 9 - i;
                    for (x, c) in row.chars().enumerate() {
                        model.cells[y * 10 + x] = match c {
                            'R' => Piece::Fish(Side::First),
                            'B' => Piece::Fish(Side::Second),
                            'K' => Piece::Kraken,
                            '.' => Piece::Empty,
                            _ => return None,
                        };
                    }
                }
                model.side = side_from(side, 'r', 'b')?;
                model.turn = turn.parse().ok()?;
            }
            GameKind::Muehle => {
                let [board, side, hands, plies, number] = fields.as_slice() else {
                    return None;
                };
                let rows: Vec<&str> = board.split('/').collect();
                if rows.len() != 7
                    || rows
                        .iter()
                        .zip(MILL_ROW_SIZES)
                        .any(|(row, size)| row.chars().count() != size)
                {
                    return None;
                }
                for (index, c) in rows.concat().chars().enumerate() {
                    model.cells[index] = match c {
                        'W' => Piece::Stone(Side::First),
                        'B' => Piece::Stone(Side::Second),
                        '.' => Piece::Empty,
                        _ => return None,
                    };
                }
                model.side = side_from(side, 'w', 'b')?;
                let (a, b) = pair(hands)?;
                model.in_hand = [a.min(99) as u8, b.min(99) as u8];
                model.plies_since_removal = plies.parse().ok()?;
                model.move_number = number.parse().ok()?;
            }
        }
        Some(model)
    }
}

fn side_from(field: &str, first: char, second: char) -> Option<Side> {
    match field.chars().collect::<Vec<_>>().as_slice() {
        [c] if *c == first => Some(Side::First),
        [c] if *c == second => Some(Side::Second),
        _ => None,
    }
}

/// Checks a position text with the game's own parser (default rule options).
fn validate(kind: GameKind, text: &str) -> Result<(), String> {
    crate::with_game!(kind, P => P::from_text(text, &Default::default()).map(|_| ()).map_err(|e| e.message))
}

/// The position editor widget. Embed it in a window and call [`PositionEditor::ui`]
/// every frame until it returns something other than [`EditorAction::None`].
pub struct PositionEditor {
    kind: GameKind,
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
        let start = Model::from_text(kind, start_text).unwrap_or_else(|| Model::empty(kind));
        let brush = match kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => {
                Piece::Sea(Side::First, 'H', 1)
            }
            GameKind::Piranhas => Piece::Fish(Side::First),
            GameKind::Muehle => Piece::Stone(Side::First),
        };
        let text_field = start.to_text(kind);
        PositionEditor {
            kind,
            model: start.clone(),
            start,
            brush,
            text_field,
            unreadable: false,
        }
    }

    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The position text of what the editor shows.
    pub fn text(&self) -> String {
        self.model.to_text(self.kind)
    }

    /// `Ok` if the game's parser accepts the position, else its message.
    pub fn validation(&self) -> Result<(), String> {
        validate(self.kind, &self.text())
    }

    /// Draws the editor; returns what the user decided.
    pub fn ui(&mut self, ui: &mut Ui) -> EditorAction {
        ensure_image_loaders(ui.ctx());
        let mut action = EditorAction::None;
        ui.horizontal_top(|ui| {
            let side = (ui.available_width() - 300.0)
                .min(ui.available_height())
                .clamp(240.0, 620.0);
            let (rect, _) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
            self.board_ui(ui, rect);
            ui.add_space(12.0);
            ui.vertical(|ui| {
                ui.set_max_width(300.0);
                action = self.controls_ui(ui);
            });
        });
        action
    }

    fn cell_rects(&self, rect: Rect) -> Vec<Rect> {
        match self.kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => {
                Grid::new(rect, 8).geometry(false, 0.8).cells
            }
            GameKind::Piranhas => Grid::new(rect, 10).geometry(false, 0.92).cells,
            GameKind::Muehle => MillLayout::new(rect, false).geometry(false).cells,
        }
    }

    fn cell_name(&self, cell: usize) -> String {
        match self.kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => {
                format!("{}{}", (b'a' + (cell % 8) as u8) as char, cell / 8 + 1)
            }
            GameKind::Piranhas => format!("{}{}", (b'A' + (cell % 10) as u8) as char, cell / 10),
            GameKind::Muehle => crate::rules::muehle::Point::new(cell)
                .map(|p| p.to_string())
                .unwrap_or_default(),
        }
    }

    fn board_ui(&mut self, ui: &mut Ui, rect: Rect) {
        let painter = ui.painter_at(rect);
        let cells = self.cell_rects(rect);
        let piece_size = match self.kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => cells[0].width() * 0.8,
            GameKind::Piranhas => cells[0].width() * 0.92,
            GameKind::Muehle => MillLayout::new(rect, false).step * 0.8,
        };
        match self.kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => {
                paint_sea_board(&painter, &Grid::new(rect, 8), false)
            }
            GameKind::Piranhas => paint_water(&painter, &Grid::new(rect, 10), false),
            GameKind::Muehle => paint_mill_board(&painter, &MillLayout::new(rect, false), false),
        }
        let mut hovered = None;
        for (cell, &cell_rect) in cells.iter().enumerate() {
            let response = ui.interact(
                cell_rect,
                ui.make_persistent_id(("editor-cell", cell)),
                Sense::click(),
            );
            let name = self.cell_name(cell);
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
            paint_piece(
                ui,
                &painter,
                self.model.cells[cell],
                cell_rect,
                cell_rect.center(),
                piece_size,
                1.0,
            );
        }
        if let Some(cell) = hovered {
            let rect = cells[cell];
            if self.kind == GameKind::Muehle {
                painter.circle_filled(rect.center(), piece_size * 0.62, palette::HOVER);
            } else {
                painter.rect_filled(rect, 0.0, palette::HOVER);
            }
            if self.model.cells[cell] != self.brush {
                paint_piece(
                    ui,
                    &painter,
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
        let side_name = |side| self.kind.side_name(side);
        let mut items = Vec::new();
        match self.kind {
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal => {
                for side in Side::BOTH {
                    for height in [1, 2] {
                        for letter in ANIMAL_LETTERS {
                            let mut name = format!("{} {}", side_name(side), animal_name(letter));
                            if height == 2 {
                                name = format!("{name}, {}", strings::EDITOR_TOWER);
                            }
                            items.push((Piece::Sea(side, letter, height), name));
                        }
                    }
                }
            }
            GameKind::Piranhas => {
                for side in Side::BOTH {
                    items.push((
                        Piece::Fish(side),
                        format!("{} {}", side_name(side), strings::EDITOR_FISH),
                    ));
                }
                items.push((Piece::Kraken, strings::EDITOR_KRAKEN.to_string()));
            }
            GameKind::Muehle => {
                for side in Side::BOTH {
                    items.push((
                        Piece::Stone(side),
                        format!("{} {}", side_name(side), strings::EDITOR_STONE),
                    ));
                }
            }
        }
        items.push((Piece::Empty, strings::EDITOR_ERASE.to_string()));
        items
    }

    fn controls_ui(&mut self, ui: &mut Ui) -> EditorAction {
        let mut action = EditorAction::None;
        ui.label(RichText::new(strings::EDITOR_PIECES).strong());
        let per_row = if matches!(
            self.kind,
            GameKind::Ostseeschach | GameKind::OstseeschachOriginal
        ) {
            4
        } else {
            3
        };
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
                        super::board::paint_cross(
                            &painter,
                            rect.center(),
                            9.0,
                            Stroke::new(2.5, ui.visuals().text_color()),
                        );
                    } else {
                        let inner = rect.shrink(5.0);
                        paint_piece(ui, &painter, *piece, inner, inner.center(), 30.0, 1.0);
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
        ui.label(RichText::new(strings::EDITOR_SIDE_TO_MOVE).strong());
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                ui.radio_value(&mut self.model.side, side, self.kind.side_name(side));
            }
        });
        let kind = self.kind;
        let model = &mut self.model;
        // A pair of counters, one per side, each named for screen readers and tests.
        let pair = |ui: &mut Ui, label: &str, values: &mut [u8; 2]| {
            ui.label(label);
            ui.horizontal(|ui| {
                for (i, side) in Side::BOTH.into_iter().enumerate() {
                    if i == 1 {
                        ui.label(":");
                    }
                    ui.add(egui::DragValue::new(&mut values[i]).range(0..=9))
                        .on_hover_text(format!("{label}: {}", kind.side_name(side)));
                }
            });
            ui.end_row();
        };
        let counter = |ui: &mut Ui, label: &str, value: &mut u32, min: u32| {
            let name = ui.label(label);
            ui.add(egui::DragValue::new(value).range(min..=999))
                .labelled_by(name.id);
            ui.end_row();
        };
        egui::Grid::new("editor-numbers")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| match kind {
                GameKind::Ostseeschach | GameKind::OstseeschachOriginal | GameKind::Piranhas => {
                    counter(ui, strings::EDITOR_TURN, &mut model.turn, 0);
                    if kind == GameKind::Ostseeschach {
                        pair(ui, strings::EDITOR_SCORES_AMBERS, &mut model.scores);
                    } else if kind == GameKind::OstseeschachOriginal {
                        pair(ui, strings::EDITOR_SCORES_VP, &mut model.scores);
                    }
                }
                GameKind::Muehle => {
                    pair(ui, strings::EDITOR_IN_HAND, &mut model.in_hand);
                    counter(
                        ui,
                        strings::EDITOR_PLIES_SINCE_REMOVAL,
                        &mut model.plies_since_removal,
                        0,
                    );
                    counter(ui, strings::EDITOR_MOVE_NUMBER, &mut model.move_number, 1);
                }
            });
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
            match Model::from_text(self.kind, &self.text_field) {
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
            (_, true) => {
                ui.colored_label(Color32::from_rgb(220, 80, 60), strings::EDITOR_UNREADABLE);
            }
            (Ok(()), false) => {
                ui.colored_label(Color32::from_rgb(60, 170, 90), strings::EDITOR_VALID);
            }
            (Err(message), false) => {
                ui.colored_label(Color32::from_rgb(220, 80, 60), message.as_str());
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

/// Paints an editor piece centred at `center` in a cell `cell` (kraken fill the cell).
fn paint_piece(
    ui: &Ui,
    painter: &Painter,
    piece: Piece,
    cell: Rect,
    center: Pos2,
    size: f32,
    alpha: f32,
) {
    match piece {
        Piece::Empty => {}
        Piece::Sea(owner, letter, height) => paint_sea_piece(
            ui,
            painter,
            SeaPiece {
                owner,
                letter,
                height,
            },
            center,
            size,
            alpha,
        ),
        Piece::Fish(side) => paint_fish(ui, painter, side, center, size, alpha),
        Piece::Kraken => paint_kraken(
            ui,
            painter,
            Rect::from_center_size(center, cell.size()),
            alpha,
        ),
        Piece::Stone(side) => paint_stone(painter, side, center, size, alpha),
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
            let model = Model::from_text(kind, text).expect("a well-formed text");
            assert_eq!(model.to_text(kind), text);
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
            assert!(Model::from_text(kind, text).is_none(), "{text}");
        }
    }
}
