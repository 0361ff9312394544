//! The position editor for Piranhas: fish of both sides and the two kraken on
//! 10x10, and the turn.

use egui::{Pos2, Rect, Ui};

use super::PLAIN;
use super::{EditorGame, EditorSkin, Model, Piece, counter, side_from};
use crate::board::{Drawn, Geometry};
use crate::strings;
use bernstein_diagram::piranhas::{paint_fish, paint_kraken, paint_water};
use bernstein_diagram::{Canvas, Grid};
use bernstein_rules::{GameKind, Side};

/// The Piranhas editor.
struct PiranhasEditor;

impl EditorSkin for PiranhasEditor {
    fn kind(&self) -> GameKind {
        GameKind::Piranhas
    }

    fn cell_name(&self, cell: usize) -> String {
        bernstein_rules::piranhas::Piranhas::cell_name(cell)
    }

    fn layout(&self, rect: Rect) -> Geometry {
        Grid::new(rect, 10).geometry(false, 0.92)
    }

    fn paint_board(&self, canvas: &mut dyn Canvas, rect: Rect) {
        paint_water(canvas, &Grid::new(rect, 10), PLAIN);
    }

    fn empty(&self) -> Model {
        Model::empty(100)
    }

    fn to_text(&self, model: &Model) -> String {
        let rows: Vec<String> = (0..10)
            .rev()
            .map(|y| {
                (0..10)
                    .map(|x| match model.cells[y * 10 + x] {
                        Piece::Fish(Side::First) => 'R',
                        Piece::Fish(Side::Second) => 'B',
                        Piece::Kraken => 'K',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let side = if model.side == Side::First { 'r' } else { 'b' };
        format!("{} {side} {}", rows.join("/"), model.turn)
    }

    fn read_text(&self, text: &str) -> Option<Model> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut model = Model::empty(100);
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
        Some(model)
    }

    fn brushes(&self) -> Vec<(Piece, String)> {
        let mut items: Vec<(Piece, String)> = Side::BOTH
            .into_iter()
            .map(|side| {
                (
                    Piece::Fish(side),
                    strings::editor_piece(self.kind(), side, strings::EDITOR_FISH, false),
                )
            })
            .collect();
        items.push((Piece::Kraken, strings::EDITOR_KRAKEN.to_string()));
        items
    }

    fn counters_ui(&self, ui: &mut Ui, model: &mut Model) {
        counter(ui, strings::EDITOR_TURN, &mut model.turn, 0);
    }

    fn paint_piece(
        &self,
        canvas: &mut dyn Canvas,
        piece: Piece,
        cell: Rect,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        match piece {
            Piece::Fish(side) => paint_fish(canvas, side, center, size, alpha),
            // A kraken fills its square.
            Piece::Kraken => {
                paint_kraken(canvas, Rect::from_center_size(center, cell.size()), alpha)
            }
            _ => {}
        }
    }
}

impl EditorGame for bernstein_rules::piranhas::Piranhas {
    const EDITOR: &'static dyn EditorSkin = &PiranhasEditor;
}
