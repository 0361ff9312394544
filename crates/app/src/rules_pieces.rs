//! The Rules window's pictures of the Ostseeschach pieces: each animal alone on
//! the board with an arrow to every square it may move to, as the rules give
//! them (its legal moves, never a list of our own), drawn by the boards' own
//! drawing.

use egui::{RichText, Ui, vec2};

use crate::board::{BoardGame, miniature};

use crate::strings as s;
use crate::theme;
use bernstein_diagram::Marks;
use bernstein_records::{Arrow, MarkColor};
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::ostseeschach_original::OstseeschachOriginal;
use bernstein_rules::{GameKind, MoveList, Position};

/// The animals by their letters in position text, with the words that say how
/// each moves.
const ANIMALS: [(char, s::Msg); 4] = [
    ('H', s::MOVES_COCKLE),
    ('M', s::MOVES_SEAGULL),
    ('S', s::MOVES_STARFISH),
    ('R', s::MOVES_SEAL),
];

/// The position with Red's `animal` alone on d4 (and a Blue cockle far off, so
/// that Blue has a piece), Red to move.
fn alone<P: Position>(animal: char) -> Option<P> {
    let text = format!(
        "h......./......../......../......../...{animal}..../......../......../........ r 0 0:0"
    );
    P::from_text(&text, &Default::default()).ok()
}

/// An arrow from d4 to each square the piece there may move to.
fn moves_of<P: Position>(pos: &P) -> Marks {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let arrows = moves
        .iter()
        .filter_map(|&mv| {
            let text = pos.move_to_text(mv);
            let (from, to) = text.split_once(['-', 'x'])?;
            (from == "d4").then(|| Arrow {
                color: MarkColor::Green,
                from: from.to_string(),
                to: to.to_string(),
            })
        })
        .collect();
    Marks {
        arrows,
        highlights: Vec::new(),
    }
}

/// The pieces of `kind` with their moves drawn, where the game has such pieces.
pub fn pieces_ui(ui: &mut Ui, kind: GameKind) {
    match kind {
        GameKind::Ostseeschach => pieces::<Ostseeschach>(ui),
        GameKind::OstseeschachOriginal => pieces::<OstseeschachOriginal>(ui),
        _ => {}
    }
}

fn pieces<P: BoardGame>(ui: &mut Ui) {
    ui.add_space(8.0);
    ui.label(
        RichText::new(s::RULES_PIECES)
            .size(16.0)
            .strong()
            .color(theme::AMBER),
    );
    let gap = ui.spacing().item_spacing.x;
    // Four in a row where they fit, two in a narrow window.
    let size = ((ui.available_width() - 3.0 * gap) / 4.0).clamp(110.0, 170.0);
    ui.horizontal_wrapped(|ui| {
        for (letter, words) in ANIMALS {
            let Some(pos) = alone::<P>(letter) else {
                continue;
            };
            ui.allocate_ui(vec2(size, size + 64.0), |ui| {
                ui.vertical(|ui| {
                    ui.set_width(size);
                    let words = words.to_string();
                    miniature::diagram(ui, &pos, &moves_of(&pos), size)
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &words));
                    ui.add(egui::Label::new(RichText::new(&words).small()).wrap());
                });
            });
        }
    });
}
