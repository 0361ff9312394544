//! The toolbar: the Game and Edit menus, the buttons for the common commands, the
//! hint and the analysis switch, the Rules window and the name of the open file.

use egui::{Align, Layout, RichText, Ui};

use crate::action::{
    Action, FileAction, GameAction, NetworkAction, NewGameAction, PathPurpose, SeriesAction,
    TextAction, ViewAction,
};
use crate::i18n;
use crate::strings as s;
use crate::theme;

/// What the toolbar shows besides its buttons.
pub struct ToolbarState<'a> {
    pub hint_pending: bool,
    pub analysis: bool,
    pub file_name: Option<&'a str>,
    /// The files opened or saved last, newest first.
    pub recent: &'a [std::path::PathBuf],
}

/// Draws the toolbar; returns the command chosen.
pub fn toolbar_ui(ui: &mut Ui, state: &ToolbarState<'_>) -> Option<Action> {
    let mut action = None;
    let mut choose = |chosen: Action| action = Some(chosen);
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(s::APP_NAME)
                .size(18.0)
                .strong()
                .color(theme::AMBER),
        );
        ui.add_space(10.0);
        ui.menu_button(s::MENU_GAME, |ui| {
            for (text, chosen) in [
                (s::NEW_GAME, Action::NewGame(NewGameAction::ShowDialog)),
                (
                    s::MENU_PLAY_PROGRAM,
                    Action::Network(NetworkAction::ShowDialog),
                ),
                (
                    s::MENU_TEST_SERIES,
                    Action::Series(SeriesAction::ShowDialog),
                ),
                (
                    s::MENU_MERGE_PARTS,
                    Action::Series(SeriesAction::ShowMergeDialog),
                ),
                (s::OPEN, Action::File(FileAction::OpenDialog)),
                (s::SAVE, Action::File(FileAction::Save)),
                (
                    s::SAVE_AS,
                    Action::File(FileAction::SaveDialog { pgn: false }),
                ),
                (s::IMPORT_PGN, Action::File(FileAction::OpenDialog)),
                (
                    s::EXPORT_PGN,
                    Action::File(FileAction::SaveDialog { pgn: true }),
                ),
                (s::PICTURE_MENU, Action::File(FileAction::ShowPictureDialog)),
            ] {
                if matches!(chosen, Action::File(FileAction::OpenDialog)) {
                    ui.separator();
                }
                let open = text == s::OPEN;
                if ui.button(text).clicked() {
                    choose(chosen);
                }
                if open {
                    recent_menu(ui, state.recent, &mut choose);
                }
            }
            // Typing a path works where no file dialog can open.
            ui.separator();
            for (text, purpose) in [
                (s::OPEN_PATH, PathPurpose::Open),
                (s::SAVE_PATH, PathPurpose::Save { pgn: false }),
            ] {
                if ui.button(text).clicked() {
                    choose(Action::File(FileAction::ShowPathDialog(purpose)));
                }
            }
        });
        ui.menu_button(s::MENU_EDIT, |ui| {
            for (text, chosen) in [
                (s::COPY_POSITION, Action::Text(TextAction::CopyPosition)),
                (s::COPY_GAME, Action::Text(TextAction::CopyGame)),
                (s::PASTE, Action::Text(TextAction::RequestPaste)),
                (s::LOAD_FROM_TEXT, Action::Text(TextAction::ShowDialog)),
                (
                    s::EDIT_POSITION_MENU,
                    Action::NewGame(NewGameAction::OpenEditor),
                ),
                (s::TAKE_BACK, Action::Game(GameAction::TakeBack)),
                (s::FLIP_BOARD, Action::View(ViewAction::Flip)),
            ] {
                if matches!(chosen, Action::Game(GameAction::TakeBack)) {
                    ui.separator();
                }
                if ui.button(text).clicked() {
                    choose(chosen);
                }
            }
        });
        ui.add_space(12.0);
        ui.separator();
        // As many names as the window has room for, whatever the language: the
        // file tools give theirs up first (their icons are the common ones), then
        // the game's tools; a name given up is in the tooltip.
        let written = written_names(ui);
        let files = written == Written::All;
        for (icon, text, tip, chosen) in [
            (
                "🗋",
                s::NEW_GAME_SHORT,
                s::TIP_NEW_GAME,
                Action::NewGame(NewGameAction::ShowDialog),
            ),
            (
                "🗁",
                s::OPEN,
                s::TIP_OPEN,
                Action::File(FileAction::OpenDialog),
            ),
            ("💾", s::SAVE, s::TIP_SAVE, Action::File(FileAction::Save)),
            (
                PASTE_ICON,
                s::LOAD_FROM_TEXT_SHORT,
                s::TIP_LOAD_FROM_TEXT,
                Action::Text(TextAction::ShowDialog),
            ),
            (
                "✏",
                s::EDIT_POSITION,
                s::TIP_EDIT_POSITION,
                Action::NewGame(NewGameAction::OpenEditor),
            ),
        ] {
            if tool_button(ui, icon, text, tip, !files).clicked() {
                choose(chosen);
            }
        }
        ui.separator();
        let compact = written == Written::None;
        if tool_button(ui, "💡", s::HINT, s::TIP_HINT, compact).clicked() && !state.hint_pending {
            choose(Action::Game(GameAction::Hint));
        }
        // The spinner's place is kept while no hint is searched, so the buttons after
        // it stay where they are.
        let spinner_size = egui::Vec2::splat(ui.spacing().interact_size.y);
        if state.hint_pending {
            ui.add_sized(spinner_size, egui::Spinner::new());
        } else {
            ui.allocate_exact_size(spinner_size, egui::Sense::hover());
        }
        let analysis_text = if compact {
            "📈".to_string()
        } else {
            format!("📈 {}", s::ANALYSIS)
        };
        let analysis = ui.add(egui::Button::selectable(state.analysis, analysis_text));
        analysis.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, true, state.analysis, s::ANALYSIS)
        });
        if analysis
            .on_hover_text(tip_text(s::ANALYSIS, s::TIP_ANALYSIS, compact))
            .clicked()
        {
            choose(Action::View(ViewAction::ToggleAnalysis));
        }
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let current = i18n::language();
            // Named in both languages, and each language in itself: found whatever
            // the language shown.
            let menu = ui.menu_button(format!("🌐 {}", current.code().to_uppercase()), |ui| {
                for language in i18n::Language::all() {
                    if ui.radio(language == current, language.name()).clicked() {
                        choose(Action::View(ViewAction::SetLanguage(language)));
                    }
                }
            });
            let name = s::LANGUAGE_MENU.to_string();
            menu.response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
            menu.response.on_hover_text(s::TIP_LANGUAGE);
            if tool_button(ui, "📖", s::RULES, s::TIP_RULES, compact).clicked() {
                choose(Action::View(ViewAction::ToggleRules));
            }
            // The file's name in the room that is left, shortened with "…".
            if let Some(name) = state.file_name {
                ui.add(egui::Label::new(RichText::new(name).color(theme::TEXT_WEAK)).truncate())
                    .on_hover_text(name);
            }
        });
    });
    action
}

/// "Open recent": the files opened or saved last, by name (the path in the tooltip).
fn recent_menu(ui: &mut Ui, recent: &[std::path::PathBuf], choose: &mut impl FnMut(Action)) {
    ui.menu_button(s::OPEN_RECENT, |ui| {
        if recent.is_empty() {
            ui.label(RichText::new(s::NO_RECENT).color(theme::TEXT_WEAK));
        }
        for path in recent {
            let name = path
                .file_name()
                .map(|name| name.to_string_lossy().to_string())
                .unwrap_or_else(|| path.display().to_string());
            if ui
                .button(name)
                .on_hover_text(path.display().to_string())
                .clicked()
            {
                choose(Action::File(FileAction::OpenRecent(path.clone())));
            }
        }
    });
}

/// A toolbar button with an icon; its accessible name is the text alone.
/// `compact`: the icon alone, the text in the tooltip.
fn tool_button(
    ui: &mut Ui,
    icon: &str,
    text: s::Msg,
    tip: s::Msg,
    compact: bool,
) -> egui::Response {
    let shown = if compact {
        icon.to_string()
    } else {
        format!("{icon} {text}")
    };
    let response = ui.add(egui::Button::new(shown));
    let name = text.to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    response.on_hover_text(tip_text(text, tip, compact))
}

/// A tool's tooltip; when only its icon shows, its name first.
fn tip_text(text: s::Msg, tip: s::Msg, compact: bool) -> String {
    if compact {
        s::named_tip(&text.to_string(), &tip.to_string())
    } else {
        tip.to_string()
    }
}

/// The icon of "Paste" (load a position or game from text): a tray taking
/// something in.
const PASTE_ICON: &str = "📥";

/// Which of the toolbar's names are written beside their icons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Written {
    All,
    /// The game's tools (hint, analysis, rules); the file tools show icons only.
    GameTools,
    None,
}

/// The most names that fit in the room left in the toolbar's row (from the
/// first file tool to the language menu): measured in the language shown, so that
/// the same room gives the same choice in every language.
fn written_names(ui: &Ui) -> Written {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let width = |text: &str| {
        ui.fonts_mut(|fonts| {
            fonts
                .layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
    };
    let button = 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x;
    let tool = |icon: &str, text: s::Msg, named: bool| {
        button
            + if named {
                width(&format!("{icon} {text}"))
            } else {
                width(icon)
            }
    };
    let files = [
        ("🗋", s::NEW_GAME_SHORT),
        ("🗁", s::OPEN),
        ("💾", s::SAVE),
        (PASTE_ICON, s::LOAD_FROM_TEXT_SHORT),
        ("✏", s::EDIT_POSITION),
    ];
    let game = [("💡", s::HINT), ("📈", s::ANALYSIS), ("📖", s::RULES)];
    // Two separators, the hint's spinner place, the language menu and a margin.
    let fixed = 2.0 * (ui.spacing().item_spacing.x + 6.0)
        + ui.spacing().interact_size.y
        + ui.spacing().item_spacing.x
        + button
        + width("🌐 DE")
        + 12.0;
    let needed = |files_named: bool, game_named: bool| {
        fixed
            + files
                .iter()
                .map(|&(icon, text)| tool(icon, text, files_named))
                .sum::<f32>()
            + game
                .iter()
                .map(|&(icon, text)| tool(icon, text, game_named))
                .sum::<f32>()
    };
    let room = ui.available_width();
    if needed(true, true) <= room {
        Written::All
    } else if needed(false, true) <= room {
        Written::GameTools
    } else {
        Written::None
    }
}
