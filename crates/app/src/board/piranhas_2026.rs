//! The Piranhas 2026 board: the 2019 water and kraken, with fish drawn by size
//! (small, medium, large) and a weight mark (1, 2, 3) on each.

use egui::{Align2, Color32, FontId, Painter, Pos2, Stroke, Ui, vec2};

use super::piranhas::{FishBoard, paint_fish};
use super::{BoardGame, BoardState, BoardView};
use crate::strings;
use bernstein_rules::Side;
use bernstein_rules::piranhas_2026::{Field, Move, Piranhas2026, Size, Square};

/// A fish's drawn size as a share of the full piece size: the sizes must be told
/// apart at a glance, and a small fish must still be easy to click.
pub(crate) fn size_scale(size: Size) -> f32 {
    match size {
        Size::Small => 0.62,
        Size::Medium => 0.8,
        Size::Large => 1.0,
    }
}

/// A fish of `side` and `size` centred at `center` (`full` is a large fish's
/// size), with its weight in a small disc at the lower right.
pub(crate) fn paint_sized_fish(
    ui: &Ui,
    painter: &Painter,
    side: Side,
    size: Size,
    center: Pos2,
    full: f32,
    alpha: f32,
) {
    paint_fish(ui, painter, side, center, full * size_scale(size), alpha);
    let radius = full * 0.15;
    let mark = center + vec2(full * 0.3, full * 0.3);
    let fill = match side {
        Side::First => Color32::from_rgb(150, 30, 30),
        Side::Second => Color32::from_rgb(25, 60, 150),
    };
    painter.circle(
        mark,
        radius,
        fill.gamma_multiply(alpha),
        Stroke::new(full * 0.02, Color32::WHITE.gamma_multiply(alpha)),
    );
    painter.text(
        mark,
        Align2::CENTER_CENTER,
        size.weight().to_string(),
        FontId::proportional(radius * 1.5),
        Color32::WHITE.gamma_multiply(alpha),
    );
}

impl FishBoard for Piranhas2026 {
    fn is_kraken(&self, square: Square) -> bool {
        self.field(square) == Field::Kraken
    }

    fn fish_owner(&self, square: Square) -> Option<Side> {
        match self.field(square) {
            Field::Fish(side, _) => Some(side),
            Field::Empty | Field::Kraken => None,
        }
    }

    fn paint_fish_on(
        &self,
        ui: &Ui,
        painter: &Painter,
        square: Square,
        center: Pos2,
        size: f32,
        alpha: f32,
    ) {
        if let Field::Fish(side, fish_size) = self.field(square) {
            paint_sized_fish(ui, painter, side, fish_size, center, size, alpha);
        }
    }
}

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
        let first = match pos.first_union() {
            Some(side) => strings::side_name(bernstein_rules::GameKind::Piranhas2026, side),
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
