//! The Ostseeschach board in the app, for both rule sets (its drawing is
//! [`bernstein_diagram::sea`]'s): the widget, the scores and the animals' names.

use egui::Ui;

use super::{BoardGame, BoardState, BoardView};
use crate::strings;
use bernstein_rules::ostseeschach::{Move, Ostseeschach, Square, Stack};
use bernstein_rules::ostseeschach_original::OstseeschachOriginal;
use bernstein_rules::{GameKind, Position, Side};

/// Both rule sets share board, pieces and drawing; only their scores differ.
macro_rules! sea_board_game {
    ($game:ty, $score_label:expr, $score:ident) => {
        impl BoardGame for $game {
            fn board_ui(
                ui: &mut Ui,
                pos: &Self,
                state: &mut BoardState<Self>,
                view: &BoardView<Self>,
            ) -> Option<Move> {
                super::show_board(ui, pos, state, view)
            }

            fn status_items(pos: &Self) -> Vec<(String, String)> {
                vec![(
                    $score_label.to_string(),
                    format!("{} : {}", pos.$score(Side::First), pos.$score(Side::Second)),
                )]
            }

            fn piece_name(pos: &Self, cell: usize) -> Option<String> {
                let stack = pos.stack_at(Square::from_index(cell)?)?;
                Some(piece_tip(<$game as Position>::KIND, stack))
            }
        }
    };
}

sea_board_game!(Ostseeschach, strings::STATUS_AMBERS, ambers);
sea_board_game!(
    OstseeschachOriginal,
    strings::STATUS_VICTORY_POINTS,
    victory_points
);

/// A piece or tower on hover: "Robbe (Rot)", "Turm aus 2 Figuren, oben Möwe (Blau)".
fn piece_tip(kind: GameKind, stack: Stack) -> String {
    let animal = animal_name(stack.top.letter()).to_string();
    let side = strings::side_name(kind, stack.owner);
    strings::piece_tip(&animal, &side, stack.height)
}

/// The animals in palette order (the rules' letters), for the editor.
pub(crate) const ANIMAL_LETTERS: [char; 4] = ['H', 'M', 'S', 'R'];

/// The animal's name for users.
pub(crate) fn animal_name(letter: char) -> strings::Msg {
    match letter.to_ascii_uppercase() {
        'H' => strings::ANIMAL_COCKLE,
        'M' => strings::ANIMAL_SEAGULL,
        'S' => strings::ANIMAL_STARFISH,
        _ => strings::ANIMAL_SEAL,
    }
}
