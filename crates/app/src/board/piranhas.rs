//! The Piranhas board in the app (its drawing is [`bernstein_diagram::piranhas`]'s):
//! the widget and the scores.

use egui::Ui;

use super::{BoardGame, BoardState, BoardView};
use crate::strings;
use bernstein_rules::Side;
use bernstein_rules::piranhas::{Move, Piranhas};

impl BoardGame for Piranhas {
    fn board_ui(
        ui: &mut Ui,
        pos: &Self,
        state: &mut BoardState<Self>,
        view: &BoardView<Self>,
    ) -> Option<Move> {
        super::show_board(ui, pos, state, view)
    }

    fn status_items(pos: &Self) -> Vec<(String, String)> {
        let pair = |f: fn(&Piranhas, Side) -> u8| {
            format!("{} : {}", f(pos, Side::First), f(pos, Side::Second))
        };
        vec![
            (strings::STATUS_FISH.to_string(), pair(Piranhas::fish_count)),
            (
                strings::STATUS_LARGEST_SWARM.to_string(),
                pair(Piranhas::swarm_size),
            ),
        ]
    }
}
