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

/// The two buttons that choose the graph's scale ("±" units, "%" chance), drawn
/// over the `graph`'s top right corner; a choice shows from the next frame on.
pub fn graph_scale_choice(ui: &mut Ui, kind: GameKind, graph: egui::Rect) {
    let id = graph_scale_id();
    let mut scale = graph_scale(ui);
    // In the graph's top right corner, over the graph: the side panel has no row
    // to spare in a low window.
    let corner = egui::Rect::from_min_max(
        egui::pos2(graph.right() - 60.0, graph.top() + 2.0),
        egui::pos2(graph.right() - 2.0, graph.top() + 22.0),
    );
    // A child that takes no room in the panel's layout: the graph below already
    // did.
    let mut buttons = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(corner)
            .layout(egui::Layout::right_to_left(egui::Align::Center)),
    );
    buttons.spacing_mut().item_spacing.x = 2.0;
    let first = s::side_name(kind, Side::First);
    if buttons
        .selectable_label(scale == GraphScale::Chance, "%")
        .on_hover_text(s::graph_chance_tip(&first))
        .clicked()
    {
        scale = GraphScale::Chance;
    }
    if buttons
        .selectable_label(scale == GraphScale::Units, "±")
        .on_hover_text(s::GRAPH_UNITS_TIP)
        .clicked()
    {
        scale = GraphScale::Units;
    }
    if scale != graph_scale(ui) {
        ui.data_mut(|data| data.insert_temp(id, scale));
        ui.ctx().request_repaint();
    }
}
