//! The toolbar: the Game and Edit menus, the buttons for the common commands, the
//! hint and the analysis switch, the Rules window and the name of the open file.

use egui::{Align, Layout, RichText, Ui};

use crate::app::action::Action;
use crate::app::i18n;
use crate::app::strings as s;
use crate::app::theme;

/// What the toolbar shows besides its buttons.
pub struct ToolbarState<'a> {
    pub hint_pending: bool,
    pub analysis: bool,
    pub file_name: Option<&'a str>,
}

/// Draws the toolbar; returns the command chosen.
pub fn toolbar_ui(ui: &mut Ui, state: &ToolbarState<'_>) -> Option<Action> {
    let mut action = None;
    let mut choose = |chosen: Action| action = Some(chosen);
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(s::APP_TITLE)
                .size(18.0)
                .strong()
                .color(theme::AMBER),
        );
        ui.add_space(10.0);
        ui.menu_button(s::MENU_GAME, |ui| {
            for (text, chosen) in [
                (s::NEW_GAME, Action::ShowNewGameDialog),
                (s::OPEN, Action::OpenFileDialog),
                (s::SAVE, Action::Save),
                (s::SAVE_AS, Action::SaveDialog { pgn: false }),
                (s::IMPORT_PGN, Action::OpenFileDialog),
                (s::EXPORT_PGN, Action::SaveDialog { pgn: true }),
            ] {
                if matches!(chosen, Action::OpenFileDialog) {
                    ui.separator();
                }
                if ui.button(text).clicked() {
                    choose(chosen);
                }
            }
        });
        ui.menu_button(s::MENU_EDIT, |ui| {
            for (text, chosen) in [
                (s::COPY_POSITION, Action::CopyPosition),
                (s::COPY_GAME, Action::CopyGame),
                (s::PASTE, Action::RequestPaste),
                (s::LOAD_FROM_TEXT, Action::ShowTextDialog),
                (s::EDIT_POSITION_MENU, Action::OpenPositionEditor),
                (s::TAKE_BACK, Action::TakeBack),
                (s::FLIP_BOARD, Action::Flip),
            ] {
                if matches!(chosen, Action::TakeBack) {
                    ui.separator();
                }
                if ui.button(text).clicked() {
                    choose(chosen);
                }
            }
        });
        ui.add_space(12.0);
        ui.separator();
        for (icon, text, tip, chosen) in [
            ("🗋", s::NEW_GAME, s::TIP_NEW_GAME, Action::ShowNewGameDialog),
            ("🗁", s::OPEN, s::TIP_OPEN, Action::OpenFileDialog),
            ("💾", s::SAVE, s::TIP_SAVE, Action::Save),
            (
                "📋",
                s::LOAD_FROM_TEXT_SHORT,
                s::TIP_LOAD_FROM_TEXT,
                Action::ShowTextDialog,
            ),
            (
                "✏",
                s::EDIT_POSITION,
                s::TIP_EDIT_POSITION,
                Action::OpenPositionEditor,
            ),
        ] {
            if tool_button(ui, icon, text, tip).clicked() {
                choose(chosen);
            }
        }
        ui.separator();
        if tool_button(ui, "💡", s::HINT, s::TIP_HINT).clicked() && !state.hint_pending {
            choose(Action::Hint);
        }
        if state.hint_pending {
            ui.spinner();
        }
        let analysis = ui.add(egui::Button::selectable(
            state.analysis,
            format!("📈 {}", s::ANALYSIS),
        ));
        analysis.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, true, state.analysis, s::ANALYSIS)
        });
        if analysis.on_hover_text(s::TIP_ANALYSIS).clicked() {
            choose(Action::ToggleAnalysis);
        }
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let current = i18n::language();
            ui.menu_button(format!("🌐 {}", current.name()), |ui| {
                // Each language's name in itself: found whatever the language shown.
                ui.label(RichText::new(s::LANGUAGE_MENU).color(theme::TEXT_WEAK));
                for language in i18n::Language::all() {
                    if ui.radio(language == current, language.name()).clicked() {
                        choose(Action::SetLanguage(language));
                    }
                }
            })
            .response
            .on_hover_text(s::TIP_LANGUAGE);
            if tool_button(ui, "📖", s::RULES, s::TIP_RULES).clicked() {
                choose(Action::ToggleRules);
            }
            if let Some(name) = state.file_name {
                ui.label(RichText::new(name).color(theme::TEXT_WEAK));
            }
        });
    });
    action
}

/// A toolbar button with an icon; its accessible name is the text alone.
fn tool_button(ui: &mut Ui, icon: &str, text: s::Msg, tip: s::Msg) -> egui::Response {
    let text = text.to_string();
    let response = ui.add(egui::Button::new(format!("{icon} {text}")));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &text));
    response.on_hover_text(tip)
}
