//! The Mühle board in the app (its drawing is [`bernstein_diagram::muehle`]'s):
//! the widget, and the stones in hand and on the board for the status card.

use egui::Ui;

use super::{BoardGame, BoardState, BoardView};
use crate::strings;
use bernstein_rules::muehle::{Move, Muehle};
use bernstein_rules::{Position, Side};

impl BoardGame for Muehle {
    const LOOK: crate::theme::SideLook = crate::theme::SideLook::WHITE_BLACK;

    fn database_view(
        databases: &crate::tablebase::Databases,
        session: &crate::session::Session<Muehle>,
    ) -> Option<crate::tablebase::DatabaseView<Move>> {
        databases.muehle_view(session)
    }

    fn board_ui(
        ui: &mut Ui,
        pos: &Self,
        state: &mut BoardState<Self>,
        view: &BoardView<Self>,
    ) -> Option<Move> {
        super::show_board(ui, pos, state, view)
    }

    fn status_items(pos: &Self) -> Vec<(String, String)> {
        counts(pos, 0)
    }

    /// A stone placed from the hand into a mill is drawn on the board (and gone from
    /// the tray) while the user picks the stone to take: it counts as placed.
    fn status_items_waiting(
        pos: &Self,
        (from, _): (Option<usize>, usize),
    ) -> Vec<(String, String)> {
        counts(pos, if from.is_none() { 1 } else { 0 })
    }
}

/// Stones in hand and on the board, each side's, with `placed` stones of the side to
/// move moved from its hand to the board.
fn counts(pos: &Muehle, placed: u8) -> Vec<(String, String)> {
    let mover = pos.side_to_move();
    let shown = |f: fn(&Muehle, Side) -> u8, side: Side, to_board: bool| {
        let count = f(pos, side);
        match (side == mover, to_board) {
            (false, _) => count,
            (true, true) => count + placed,
            (true, false) => count.saturating_sub(placed),
        }
    };
    let pair = |f: fn(&Muehle, Side) -> u8, to_board: bool| {
        format!(
            "{} : {}",
            shown(f, Side::First, to_board),
            shown(f, Side::Second, to_board)
        )
    };
    vec![
        (
            strings::STATUS_IN_HAND.to_string(),
            pair(Muehle::in_hand, false),
        ),
        (
            strings::STATUS_ON_BOARD.to_string(),
            pair(Muehle::on_board, true),
        ),
    ]
}
