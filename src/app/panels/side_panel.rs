//! The side panel: the status card, the analysis, and the move list filling the
//! rest, with navigation, take back, flip, the move entry and the computer-vs-
//! computer controls pinned to the bottom.

use egui::{Key, RichText, Ui, vec2};

use crate::app::action::Action;
use crate::app::move_list::ListAction;
use crate::app::open_game::{Nav, OpenGame};
use crate::app::session::PlayerExt;
use crate::app::strings as s;
use crate::app::theme;
use crate::records::RecordedResult;

/// What the side panel shows besides the game, and the widget state it edits.
pub struct SidePanelState<'a> {
    pub analysis: bool,
    pub paused: bool,
    pub pause_between_moves_ms: u32,
    /// The text typed into the move entry.
    pub move_entry: &'a mut String,
    /// Whether the move shown should be scrolled into view.
    pub scroll_to_current: bool,
    pub recorded: Option<&'a RecordedResult>,
}

/// Draws the panel for `game`; returns what the user asked for.
pub fn side_panel_ui(ui: &mut Ui, game: &dyn OpenGame, state: SidePanelState<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    game.status_ui(ui, state.recorded);
    ui.add_space(8.0);
    if state.analysis {
        theme::card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            theme::caption(ui, s::ANALYSIS);
            if let Some(id) = game.analysis_ui(ui) {
                actions.push(Action::Navigate(Nav::To(id)));
            }
        });
        ui.add_space(8.0);
    }
    // Navigation and actions, pinned to the bottom; the move list fills the rest.
    egui::Panel::bottom("moves_bottom")
        .frame(egui::Frame::new())
        .show(ui, |ui| {
            ui.add_space(6.0);
            navigation(ui, &mut actions);
            move_entry(ui, game, state.move_entry, &mut actions);
            let players = game.players();
            if players.iter().any(|p| p.is_computer()) {
                let both = players.iter().all(|p| p.is_computer());
                ui.horizontal(|ui| {
                    if both {
                        computer_controls(
                            ui,
                            state.paused,
                            state.pause_between_moves_ms,
                            &mut actions,
                        );
                    }
                });
            }
            ui.add_space(4.0);
        });
    theme::caption(ui, s::MOVES);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            match game.move_list_ui(ui, state.scroll_to_current) {
                Some(ListAction::Show(id)) => actions.push(Action::Navigate(Nav::To(id))),
                Some(ListAction::Edit(edit)) => actions.push(Action::EditTree(edit)),
                Some(ListAction::EditComment(id)) => actions.push(Action::OpenCommentEditor(id)),
                None => {}
            }
        });
    actions
}

/// The four navigation buttons, take back and flip.
fn navigation(ui: &mut Ui, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        let width = (ui.available_width() - 3.0 * ui.spacing().item_spacing.x) / 4.0;
        for (glyph, label, step) in [
            ("⏮", s::NAV_START, Nav::Start),
            ("⏴", s::NAV_BACK, Nav::Back),
            ("⏵", s::NAV_FORWARD, Nav::Forward),
            ("⏭", s::NAV_END, Nav::End),
        ] {
            let button = ui.add(
                egui::Button::new(RichText::new(glyph).size(16.0)).min_size(vec2(width, 30.0)),
            );
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label));
            if button.on_hover_text(label).clicked() {
                actions.push(Action::Navigate(step));
            }
        }
    });
    ui.horizontal(|ui| {
        let width = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
        for (text, tip, action) in [
            (s::TAKE_BACK, s::TIP_TAKE_BACK, Action::TakeBack),
            (s::FLIP_BOARD, s::TIP_FLIP, Action::Flip),
        ] {
            let icon = if matches!(action, Action::TakeBack) {
                "↩"
            } else {
                "🔃"
            };
            let button =
                ui.add(egui::Button::new(format!("{icon} {text}")).min_size(vec2(width, 28.0)));
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, text));
            if button.on_hover_text(tip).clicked() {
                actions.push(action);
            }
        }
    });
}

/// Moves can also be typed in the game's notation.
fn move_entry(ui: &mut Ui, game: &dyn OpenGame, text: &mut String, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        // The button keeps the room its word needs in every language.
        let play_text = s::PLAY_MOVE.to_string();
        let play_width = ui.fonts_mut(|fonts| {
            fonts
                .layout_no_wrap(
                    play_text.clone(),
                    egui::FontId::proportional(14.0),
                    egui::Color32::WHITE,
                )
                .size()
                .x
        }) + 2.0 * ui.spacing().button_padding.x
            + ui.spacing().item_spacing.x
            + 4.0;
        let entry = ui.add(
            egui::TextEdit::singleline(text)
                .hint_text(s::move_entry_hint(game.kind()))
                .font(egui::TextStyle::Monospace)
                .desired_width(ui.available_width() - play_width.max(60.0)),
        );
        entry.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, true, s::MOVE_ENTRY_LABEL)
        });
        let enter = entry.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        let play = ui.button(play_text);
        if (enter || play.clicked()) && !text.trim().is_empty() {
            actions.push(Action::PlayMove(text.clone()));
            if enter {
                entry.request_focus();
            }
        }
    });
}

/// Pause/resume and the pause between computer moves (computer against computer).
fn computer_controls(ui: &mut Ui, paused: bool, pause_ms: u32, actions: &mut Vec<Action>) {
    {
        let label = if paused { s::RESUME } else { s::PAUSE };
        if ui.button(label).clicked() {
            actions.push(Action::SetPaused(!paused));
        }
        ui.label(RichText::new(s::SPEED).color(theme::TEXT_WEAK));
        let mut value = pause_ms;
        ui.add(
            egui::Slider::new(&mut value, 0..=3000)
                .suffix(" ms")
                .step_by(100.0),
        )
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Slider, true, s::SPEED));
        if value != pause_ms {
            actions.push(Action::SetMovePause(value));
        }
    }
}
