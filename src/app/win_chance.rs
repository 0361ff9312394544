//! The winning chance beside the score: the analysis' score turned into the
//! first player's expected score by the game's win/draw/loss model
//! ([`crate::analysis::wdl`]), "Weiß 71 %", with win, draw and loss on hover; and
//! the evaluation graph's choice between the game's units and that chance.

use egui::{RichText, Ui};

use crate::analysis::wdl::{self, Progress, Wdl};
use crate::app::strings as s;
use crate::app::theme;
use crate::engine::score::{DECIDED, is_decided};
use crate::rules::{GameKind, Side};

/// The first player's chances in `position` with the side to move's `score`.
pub fn first_player_chances<P: Progress>(position: &P, score: i32) -> Wdl {
    let wdl = wdl::wdl(position, score);
    if position.side_to_move() == Side::First {
        wdl
    } else {
        wdl.flipped()
    }
}

/// "Weiß 71 %" beside the score, its win, draw and loss on hover.
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

/// The first player's winning chance in words ("Weiß 71 %").
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

/// The two buttons that choose the graph's scale ("±" units, "%" chance); the
/// choice is kept in the panel's memory for the rest of the session.
pub fn graph_scale_choice(ui: &mut Ui, kind: GameKind) -> GraphScale {
    let id = egui::Id::unique("bernstein-evaluation-graph-scale");
    let mut scale: GraphScale = ui.data(|data| data.get_temp(id)).unwrap_or_default();
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        let first = s::side_name(kind, Side::First);
        if ui
            .selectable_label(scale == GraphScale::Units, "±")
            .on_hover_text(s::GRAPH_UNITS_TIP)
            .clicked()
        {
            scale = GraphScale::Units;
        }
        if ui
            .selectable_label(scale == GraphScale::Chance, "%")
            .on_hover_text(s::graph_chance_tip(&first))
            .clicked()
        {
            scale = GraphScale::Chance;
        }
    });
    ui.data_mut(|data| data.insert_temp(id, scale));
    scale
}
