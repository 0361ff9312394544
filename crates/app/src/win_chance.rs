//! The expected score beside the score: the analysis' score turned into the
//! first player's expected score (a win counts 1, a draw ½) by the game's
//! win/draw/loss model as the score reads ([`bernstein_analysis::wdl::shown`]: an
//! even score is 50 %), "Erwartung Weiß 71 %", with win, draw and loss on hover;
//! and the evaluation graph's choice between the game's units and that figure.

use egui::{RichText, Ui};

use crate::strings as s;
use crate::theme;
use bernstein_analysis::wdl::{self, Progress, Wdl};
use bernstein_engine::score::{DECIDED, is_decided};
use bernstein_rules::{GameKind, Side};

/// The first player's chances in `position` with the side to move's `score`.
pub fn first_player_chances<P: Progress>(position: &P, score: i32) -> Wdl {
    let wdl = wdl::shown(position, score);
    if position.side_to_move() == Side::First {
        wdl
    } else {
        wdl.flipped()
    }
}

/// "Erwartung Weiß 71 %" beside the score, its win, draw and loss on hover.
pub fn chance_label(ui: &mut Ui, kind: GameKind, chances: Wdl) {
    let percent = |x: f64| (x * 100.0).round();
    ui.label(RichText::new(chance_text(kind, chances)).color(theme::TEXT_WEAK))
        .on_hover_text(s::win_chance_tip(
            &s::side_name(kind, Side::First),
            percent(chances.win),
            percent(chances.draw),
            percent(chances.loss),
        ));
}

/// The first player's expected score in words ("Erwartung Weiß 71 %").
pub fn chance_text(kind: GameKind, chances: Wdl) -> String {
    s::win_chance(
        &s::side_name(kind, Side::First),
        (chances.expected() * 100.0).round(),
    )
}

/// What the evaluation graph shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GraphScale {
    /// The score in the game's units, squeezed so that leads of a few units show.
    #[default]
    Units,
    /// The first player's expected score from the model.
    Chance,
}

impl GraphScale {
    /// A score (first player's view) at `position` as a height in -1…1 (decided
    /// games at the ends).
    pub fn value<P: Progress>(self, position: &P, score_for_first: i32) -> f32 {
        if is_decided(score_for_first) || score_for_first.abs() >= DECIDED {
            return score_for_first.signum() as f32;
        }
        match self {
            GraphScale::Units => (score_for_first as f32 / 200.0).tanh(),
            GraphScale::Chance => {
                let side = position.side_to_move();
                let own = if side == Side::First {
                    score_for_first
                } else {
                    -score_for_first
                };
                let chances = first_player_chances(position, own);
                (chances.expected() as f32 - 0.5) * 2.0
            }
        }
    }
}

/// Where the graph's scale is kept in the panel's memory for the session.
fn graph_scale_id() -> egui::Id {
    egui::Id::unique("bernstein-evaluation-graph-scale")
}

/// The graph's scale as last chosen.
pub fn graph_scale(ui: &Ui) -> GraphScale {
    ui.data(|data| data.get_temp(graph_scale_id()))
        .unwrap_or_default()
}

/// The width of the strip beside the graph that holds its scale's buttons.
pub const SCALE_STRIP: f32 = 22.0;

/// The two buttons that choose the graph's scale ("±" units, "%" chance), one
/// above the other in a strip beside the graph; a choice shows from the next
/// frame on.
pub fn graph_scale_choice(ui: &mut Ui, kind: GameKind) {
    let id = graph_scale_id();
    let mut scale = graph_scale(ui);
    let first = s::side_name(kind, Side::First);
    ui.vertical(|ui| {
        ui.spacing_mut().item_spacing.y = 2.0;
        let size = egui::vec2(SCALE_STRIP, 20.0);
        let units = egui::Button::selectable(scale == GraphScale::Units, "±");
        if ui
            .add_sized(size, units)
            .on_hover_text(s::GRAPH_UNITS_TIP)
            .clicked()
        {
            scale = GraphScale::Units;
        }
        let chance = egui::Button::selectable(scale == GraphScale::Chance, "%");
        if ui
            .add_sized(size, chance)
            .on_hover_text(s::graph_chance_tip(&first))
            .clicked()
        {
            scale = GraphScale::Chance;
        }
    });
    if scale != graph_scale(ui) {
        ui.data_mut(|data| data.insert_temp(id, scale));
        ui.ctx().request_repaint();
    }
}
