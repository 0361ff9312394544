//! The Piranhas 2026 board in the app (its drawing is
//! [`bernstein_diagram::piranhas`]'s): the widget and the scores.

use egui::Ui;

use super::{BoardGame, BoardState, BoardView};
use crate::strings;
use bernstein_rules::piranhas_2026::{Move, Piranhas2026};
use bernstein_rules::{Position, Side};

impl BoardGame for Piranhas2026 {
    fn board_ui(
        ui: &mut Ui,
        pos: &Self,
        state: &mut BoardState<Self>,
        view: &BoardView<Self>,
    ) -> Option<Move> {
        super::show_board(ui, pos, state, view)
    }

    /// The heaviest swarms' weights (what decides) and who formed a swarm first
    /// (what breaks a tie).
    fn status_items(pos: &Self) -> Vec<(String, String)> {
        let heaviest = format!(
            "{} : {}",
            pos.heaviest_swarm(Side::First),
            pos.heaviest_swarm(Side::Second)
        );
        // "no one yet" while it may still happen; once the game is over, no one did.
        let first = match pos.first_union() {
            Some(side) => strings::side_name(bernstein_rules::GameKind::Piranhas2026, side),
            None if pos.outcome(&[]).is_some() => strings::STATUS_NO_ONE.to_string(),
            None => strings::STATUS_NO_ONE_YET.to_string(),
        };
        vec![
            (strings::STATUS_FISH.to_string(), {
                let count = |side| pos.fish_count(side);
                format!("{} : {}", count(Side::First), count(Side::Second))
            }),
            (strings::STATUS_HEAVIEST_SWARM.to_string(), heaviest),
            (strings::STATUS_FIRST_SWARM.to_string(), first),
        ]
    }
}
