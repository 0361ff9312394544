//! The position editor for the two sea games (Ostseeschach and the original
//! Ostsee-Schach): discs and towers of the four animals on 8x8, the turn, and the
//! ambers or victory points.

use egui::{Pos2, Rect, Ui};

use super::PLAIN;
use super::{EditorGame, EditorSkin, Model, Piece, counter, pair, read_pair, side_from};
use crate::board::sea::{ANIMAL_LETTERS, animal_name};
use crate::board::{Drawn, Geometry};
use crate::strings;
use bernstein_diagram::sea::{SeaPiece, paint_sea_board, paint_sea_piece};
use bernstein_diagram::{Canvas, Grid};
use bernstein_rules::{GameKind, Side};

/// The editor of a sea game; the two differ in what their scores count.
struct SeaEditor {
    kind: GameKind,
    /// The label of the score counters.
    scores: strings::Msg,
}

const OSTSEESCHACH: SeaEditor = SeaEditor {
    kind: GameKind::Ostseeschach,
    scores: strings::EDITOR_SCORES_AMBERS,
};

const ORIGINAL: SeaEditor = SeaEditor {
    kind: GameKind::OstseeschachOriginal,
    scores: strings::EDITOR_SCORES_VP,
};

impl EditorSkin for SeaEditor {
    fn kind(&self) -> GameKind {
        self.kind
    }

    fn cell_name(&self, cell: usize) -> String {
        bernstein_rules::ostseeschach::Ostseeschach::cell_name(cell)
    }

    fn layout(&self, rect: Rect) -> Geometry {
        Grid::new(rect, 8).geometry(false, 0.8)
    }

    fn paint_board(&self, canvas: &mut dyn Canvas, rect: Rect) {
        paint_sea_board(canvas, &Grid::new(rect, 8), PLAIN);
    }

    fn empty(&self) -> Model {
        Model::empty(64)
    }

    fn to_text(&self, model: &Model) -> String {
        let rows: Vec<String> = (0..8)
            .rev()
            .map(|rank| {
                (0..8)
                    .map(|file| match model.cells[rank * 8 + file] {
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
        let side = if model.side == Side::First { 'r' } else { 'b' };
        format!(
            "{} {side} {} {}:{}",
            rows.join("/"),
            model.turn,
            model.scores[0],
            model.scores[1]
        )
    }

    fn read_text(&self, text: &str) -> Option<Model> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut model = Model::empty(64);
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
        let (a, b) = read_pair(scores)?;
        model.scores = [a.min(99) as u8, b.min(99) as u8];
        Some(model)
    }

    fn brushes(&self) -> Vec<(Piece, String)> {
        let mut items = Vec::new();
        for side in Side::BOTH {
            for height in [1, 2] {
                for letter in ANIMAL_LETTERS {
                    let name =
                        strings::editor_piece(self.kind, side, animal_name(letter), height == 2);
                    items.push((Piece::Sea(side, letter, height), name));
                }
            }
        }
        items
    }

    fn palette_columns(&self) -> usize {
        4
    }

    fn counters_ui(&self, ui: &mut Ui, model: &mut Model) {
        counter(ui, strings::EDITOR_TURN, &mut model.turn, 0);
        pair(ui, self.kind, self.scores, &mut model.scores);
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
        if let Piece::Sea(owner, letter, height) = piece {
            paint_sea_piece(
                canvas,
                SeaPiece {
                    owner,
                    letter,
                    height,
                },
                center,
                size,
                alpha,
            );
        }
    }
}

impl EditorGame for bernstein_rules::ostseeschach::Ostseeschach {
    const EDITOR: &'static dyn EditorSkin = &OSTSEESCHACH;
}

impl EditorGame for bernstein_rules::ostseeschach_original::OstseeschachOriginal {
    const EDITOR: &'static dyn EditorSkin = &ORIGINAL;
}
