//! The position editor for Mühle: stones on the 24 points, stones in hand, the
//! plies since the last removal and the move number.

use egui::{Pos2, Rect, Ui};

use super::PLAIN;
use super::{EditorGame, EditorSkin, Model, Piece, counter, pair, read_pair, side_from};
use crate::board::{Drawn, Geometry};
use crate::strings;
use bernstein_diagram::Canvas;
use bernstein_diagram::muehle::{MillLayout, paint_mill_board, paint_stone};
use bernstein_rules::{GameKind, Side};

/// Mühle's ranks in position-text order (7 down to 1) and how many points each has.
const MILL_ROW_SIZES: [usize; 7] = [3, 3, 3, 6, 3, 3, 3];

/// The Mühle editor.
struct MuehleEditor;

impl EditorSkin for MuehleEditor {
    fn kind(&self) -> GameKind {
        GameKind::Muehle
    }

    fn cell_name(&self, cell: usize) -> String {
        bernstein_rules::muehle::Muehle::cell_name(cell)
    }

    fn layout(&self, rect: Rect) -> Geometry {
        // No stones in hand beside the board: the counters say how many.
        MillLayout::new(rect, false).geometry(false)
    }

    fn paint_board(&self, canvas: &mut dyn Canvas, rect: Rect) {
        paint_mill_board(canvas, &MillLayout::new(rect, false), PLAIN);
    }

    fn round_cells(&self) -> bool {
        true
    }

    fn empty(&self) -> Model {
        Model::empty(24)
    }

    fn to_text(&self, model: &Model) -> String {
        let mut rows = Vec::new();
        let mut index = 0;
        for size in MILL_ROW_SIZES {
            let row: String = model.cells[index..index + size]
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
        let side = if model.side == Side::First { 'w' } else { 'b' };
        format!(
            "{} {side} {}:{} {} {}",
            rows.join("/"),
            model.in_hand[0],
            model.in_hand[1],
            model.plies_since_removal,
            model.move_number
        )
    }

    fn read_text(&self, text: &str) -> Option<Model> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut model = Model::empty(24);
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
        let (a, b) = read_pair(hands)?;
        model.in_hand = [a.min(99) as u8, b.min(99) as u8];
        model.plies_since_removal = plies.parse().ok()?;
        model.move_number = number.parse().ok()?;
        Some(model)
    }

    fn brushes(&self) -> Vec<(Piece, String)> {
        Side::BOTH
            .into_iter()
            .map(|side| {
                (
                    Piece::Stone(side),
                    strings::editor_piece(self.kind(), side, strings::EDITOR_STONE, false),
                )
            })
            .collect()
    }

    fn counters_ui(&self, ui: &mut Ui, model: &mut Model) {
        pair(
            ui,
            GameKind::Muehle,
            strings::EDITOR_IN_HAND,
            &mut model.in_hand,
        );
        counter(
            ui,
            strings::EDITOR_PLIES_SINCE_REMOVAL,
            &mut model.plies_since_removal,
            0,
        );
        counter(ui, strings::EDITOR_MOVE_NUMBER, &mut model.move_number, 1);
    }

    fn paint_piece(
        &self,
        canvas: &mut dyn Canvas,
        piece: Piece,
        _cell: Rect,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        if let Piece::Stone(side) = piece {
            paint_stone(canvas, side, center, size, alpha);
        }
    }
}

impl EditorGame for bernstein_rules::muehle::Muehle {
    const EDITOR: &'static dyn EditorSkin = &MuehleEditor;
}
