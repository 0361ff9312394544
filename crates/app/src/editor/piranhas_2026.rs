//! The position editor for Piranhas 2026: fish of both sides in three sizes, the
//! two kraken on 10x10, the turn and who first formed a swarm.

use egui::{Pos2, Rect, Ui};

use super::PLAIN;
use super::{EditorGame, EditorSkin, Model, Piece, counter, side_from};
use crate::board::{Drawn, Geometry};
use crate::strings;
use bernstein_diagram::piranhas::paint_sized_fish;
use bernstein_diagram::piranhas::{paint_kraken, paint_water};
use bernstein_diagram::{Canvas, Grid};
use bernstein_rules::piranhas_2026::{Piranhas2026, Size};
use bernstein_rules::{GameKind, Side};

/// The Piranhas 2026 editor.
struct Piranhas2026Editor;

/// The palette's name of a fish of `side` and `size`.
fn fish_name(side: Side, size: Size) -> String {
    let piece = match size {
        Size::Small => strings::EDITOR_FISH_SMALL,
        Size::Medium => strings::EDITOR_FISH_MEDIUM,
        Size::Large => strings::EDITOR_FISH_LARGE,
    };
    strings::editor_piece(GameKind::Piranhas2026, side, piece, false)
}

impl EditorSkin for Piranhas2026Editor {
    fn kind(&self) -> GameKind {
        GameKind::Piranhas2026
    }

    fn cell_name(&self, cell: usize) -> String {
        Piranhas2026::cell_name(cell)
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
                        Piece::WeighedFish(Side::First, weight) => format!("R{weight}"),
                        Piece::WeighedFish(Side::Second, weight) => format!("B{weight}"),
                        Piece::Kraken => "K".to_string(),
                        _ => ".".to_string(),
                    })
                    .collect()
            })
            .collect();
        let side = if model.side == Side::First { 'r' } else { 'b' };
        let union = match model.first_union {
            Some(Side::First) => 'r',
            Some(Side::Second) => 'b',
            None => '-',
        };
        format!("{} {side} {} {union}", rows.join("/"), model.turn)
    }

    fn read_text(&self, text: &str) -> Option<Model> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut model = Model::empty(100);
        let [board, side, turn, union] = fields.as_slice() else {
            return None;
        };
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 10 {
            return None;
        }
        for (i, row) in rows.iter().enumerate() {
            let y = 9 - i;
            let mut x = 0;
            let mut chars = row.chars();
            while let Some(c) = chars.next() {
                let piece = match c {
                    'R' | 'B' => {
                        let weight = chars.next()?.to_digit(10)? as u8;
                        Size::from_weight(weight)?;
                        let side = if c == 'R' { Side::First } else { Side::Second };
                        Piece::WeighedFish(side, weight)
                    }
                    'K' => Piece::Kraken,
                    '.' => Piece::Empty,
                    _ => return None,
                };
                if x >= 10 {
                    return None;
                }
                model.cells[y * 10 + x] = piece;
                x += 1;
            }
            if x != 10 {
                return None;
            }
        }
        model.side = side_from(side, 'r', 'b')?;
        model.turn = turn.parse().ok()?;
        model.first_union = match *union {
            "-" => None,
            other => Some(side_from(other, 'r', 'b')?),
        };
        Some(model)
    }

    fn brushes(&self) -> Vec<(Piece, String)> {
        let mut items = Vec::new();
        for side in Side::BOTH {
            for size in Size::ALL {
                items.push((
                    Piece::WeighedFish(side, size.weight()),
                    fish_name(side, size),
                ));
            }
        }
        items.push((Piece::Kraken, strings::EDITOR_KRAKEN.to_string()));
        items
    }

    fn counters_ui(&self, ui: &mut Ui, model: &mut Model) {
        counter(ui, strings::EDITOR_TURN, &mut model.turn, 0);
        let name = ui.label(strings::EDITOR_FIRST_SWARM);
        let choice = |union: Option<Side>| match union {
            Some(side) => strings::side_name(GameKind::Piranhas2026, side),
            None => strings::STATUS_NO_ONE_YET.to_string(),
        };
        egui::ComboBox::from_id_salt("editor_first_swarm")
            .selected_text(choice(model.first_union))
            .show_ui(ui, |ui| {
                for union in [None, Some(Side::First), Some(Side::Second)] {
                    ui.selectable_value(&mut model.first_union, union, choice(union));
                }
            })
            .response
            .labelled_by(name.id);
        ui.end_row();
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
            Piece::WeighedFish(side, weight) => {
                if let Some(fish_size) = Size::from_weight(weight) {
                    paint_sized_fish(canvas, side, fish_size, center, size, alpha);
                }
            }
            // A kraken fills its square.
            Piece::Kraken => {
                paint_kraken(canvas, Rect::from_center_size(center, cell.size()), alpha)
            }
            _ => {}
        }
    }
}

impl EditorGame for Piranhas2026 {
    const EDITOR: &'static dyn EditorSkin = &Piranhas2026Editor;
}
