//! The toolbar: the Game and Edit menus, the buttons for the common commands, the
//! hint and the analysis switch, the Rules window and the name of the open file.

use std::path::Path;

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
    /// The file the game belongs to: its name in the toolbar, the path on hover.
    pub file: Option<&'a Path>,
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
        ui.menu_button(s::MENU_GAME, |ui| game_menu(ui, state.recent, &mut choose));
        ui.menu_button(s::MENU_EDIT, |ui| edit_menu(ui, &mut choose));
        ui.add_space(12.0);
        ui.separator();
        // As many names as the window has room for, whatever the language, with the
        // file's name kept whole up to a width: the file tools give theirs up first
        // (their icons are the common ones), then the game's tools; a name given up
        // is in the tooltip.
        let name = state.file.map(super::dialogs::file_name);
        let name_room = name
            .as_deref()
            .map_or(0.0, |name| text_width(ui, name).min(MAX_NAME_ROOM));
        let written = written_names(ui, name_room);
        file_tools(ui, written == Written::All, &mut choose);
        ui.separator();
        let compact = written == Written::None;
        game_tools(ui, state, compact, &mut choose);
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            language_menu(ui, &mut choose);
            if tool_button(ui, "📖", s::RULES, s::TIP_RULES, compact).clicked() {
                choose(Action::View(ViewAction::ToggleRules));
            }
            if let (Some(path), Some(name)) = (state.file, name) {
                file_name_label(ui, path, &name);
            }
        });
    });
    action
}

/// The Game menu: new games, programs and series, files and pictures.
fn game_menu(ui: &mut Ui, recent: &[std::path::PathBuf], choose: &mut impl FnMut(Action)) {
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
            recent_menu(ui, recent, choose);
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
}

/// The Edit menu: the position and game as text, the editor, take back, flip.
fn edit_menu(ui: &mut Ui, choose: &mut impl FnMut(Action)) {
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
}

/// The file tools' buttons, with their names (`named`) or icons only.
fn file_tools(ui: &mut Ui, named: bool, choose: &mut impl FnMut(Action)) {
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
        if tool_button(ui, icon, text, tip, !named).clicked() {
            choose(chosen);
        }
    }
}

/// The hint (with its spinner's place) and the analysis switch.
fn game_tools(
    ui: &mut Ui,
    state: &ToolbarState<'_>,
    compact: bool,
    choose: &mut impl FnMut(Action),
) {
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
}

/// The language menu at the toolbar's right end.
fn language_menu(ui: &mut Ui, choose: &mut impl FnMut(Action)) {
    let current = i18n::language();
    // Named in both languages, and each language in itself: found whatever the
    // language shown.
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
}

/// The widest the file's name is kept whole before the tools give up their names
/// for it; a longer name is shortened in the middle.
const MAX_NAME_ROOM: f32 = 280.0;
/// The room a shortened file name keeps before the game's tools give up their
/// names.
const MIN_NAME_ROOM: f32 = 120.0;

/// The file's name in the room that is left, whole if it fits, else shortened in
/// the middle so that its start and its extension stay; the full path on hover.
fn file_name_label(ui: &mut Ui, path: &Path, name: &str) {
    let room = ui.available_width() - ui.spacing().item_spacing.x;
    let shown = shorten_middle(name, |text| text_width(ui, text) <= room);
    if shown.is_empty() {
        return;
    }
    ui.add(egui::Label::new(RichText::new(shown).color(theme::TEXT_WEAK)).extend())
        .on_hover_text(path.display().to_string());
}

/// The width of `text` in the body font.
fn text_width(ui: &Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Body.resolve(ui.style());
    ui.fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    })
}

/// `name` whole if it `fits`, else its start and end around "…" with its
/// extension kept, as long as fits; the extension alone after "…" when nothing
/// more does, and nothing when not even that fits.
pub fn shorten_middle(name: &str, fits: impl Fn(&str) -> bool) -> String {
    if fits(name) {
        return name.to_string();
    }
    // The extension is what tells a game (.ron) from a record (.pgn): it stays.
    let (stem, extension) = match name.rfind('.') {
        Some(dot) if dot > 0 => name.split_at(dot),
        _ => (name, ""),
    };
    let chars: Vec<char> = stem.chars().collect();
    let shortened = |kept: usize| {
        // Two thirds from the start (where names differ most), a third from the end.
        let tail = kept / 3;
        let head = kept - tail;
        let start: String = chars[..head].iter().collect();
        let end: String = chars[chars.len() - tail..].iter().collect();
        format!("{start}…{end}{extension}")
    };
    // The longest that fits, found by halving: the text grows with what is kept.
    let (mut low, mut high) = (0, chars.len().saturating_sub(1));
    if !fits(&shortened(0)) {
        return String::new();
    }
    while low < high {
        let middle = (low + high).div_ceil(2);
        if fits(&shortened(middle)) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    shortened(low)
}

/// "Open recent": the files opened or saved last, by name (the path in the tooltip).
fn recent_menu(ui: &mut Ui, recent: &[std::path::PathBuf], choose: &mut impl FnMut(Action)) {
    ui.menu_button(s::OPEN_RECENT, |ui| {
        if recent.is_empty() {
            ui.label(RichText::new(s::NO_RECENT).color(theme::TEXT_WEAK));
        }
        for path in recent {
            let name = super::dialogs::file_name(path);
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
/// first file tool to the language menu) beside `name_room` kept for the file's
/// name: measured in the language shown, so that the same room gives the same
/// choice in every language.
fn written_names(ui: &Ui, name_room: f32) -> Written {
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
    // The file tools' names go before the file's name is shortened, the game
    // tools' names only when even a shortened name has no room.
    if needed(true, true) + name_room <= room {
        Written::All
    } else if needed(false, true) + name_room.min(MIN_NAME_ROOM) <= room {
        Written::GameTools
    } else {
        Written::None
    }
}
