//! The side panel: the status card and the analysis, then the move list filling
//! the rest, all in one column that scrolls where it does not fit
//! ([`crate::panels::column`]); navigation, take back, flip, the move entry and
//! the computer-vs-computer controls are pinned to the bottom, always in reach.

use egui::{Key, RichText, Ui, vec2};

use crate::action::{Action, GameAction, ViewAction};
use crate::move_list::ListAction;
use crate::open_game::{Nav, OpenGame};
use crate::session::PlayerExt;
use crate::strings as s;
use crate::theme;
use bernstein_records::RecordedResult;

/// What the side panel shows besides the game, and the widget state it edits.
pub struct SidePanelState<'a> {
    pub analysis: bool,
    /// The analysis waits while a test series runs, and says so.
    pub analysis_paused: bool,
    pub paused: bool,
    pub pause_between_moves_ms: u32,
    /// The Threads setting, and its largest value (the cores).
    pub threads: usize,
    pub max_threads: usize,
    /// The text typed into the move entry.
    pub move_entry: &'a mut String,
    /// Whether the move shown should be scrolled into view.
    pub scroll_to_current: bool,
    pub recorded: Option<&'a RecordedResult>,
    /// A low window: take back and flip join the navigation row as icons.
    pub compact: bool,
}

/// The controls pinned to the panel's foot: navigation, take back and flip, the
/// move entry, and in a game between two computers pause and speed.
pub fn controls_ui(
    ui: &mut Ui,
    game: &dyn OpenGame,
    state: &mut SidePanelState<'_>,
) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.add_space(6.0);
    navigation(ui, state.compact, &mut actions);
    move_entry(ui, game, state.move_entry, &mut actions);
    if game.players().iter().all(|p| p.is_computer()) {
        computer_controls(
            ui,
            game.outcome(game.current()).is_some(),
            state.paused,
            state.pause_between_moves_ms,
            &mut actions,
        );
    }
    ui.add_space(4.0);
    actions
}

/// The sections above the move list: the status card and, when on, the analysis.
pub fn sections_ui(ui: &mut Ui, game: &dyn OpenGame, state: &SidePanelState<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    game.status_ui(ui, state.recorded);
    ui.add_space(6.0);
    if state.analysis {
        theme::card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            // The Threads setting beside the caption.
            ui.horizontal(|ui| {
                theme::caption(ui, s::ANALYSIS);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if let Some(threads) = threads_setting(ui, state.threads, state.max_threads) {
                        actions.push(Action::View(ViewAction::SetThreads(threads)));
                    }
                });
            });
            if state.analysis_paused {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(s::ANALYSIS_PAUSED_FOR_SERIES).color(theme::TEXT_WEAK),
                    )
                    .wrap(),
                );
            } else if let Some(id) = game.analysis_ui(ui) {
                actions.push(Action::Game(GameAction::Navigate(Nav::To(id))));
            }
        });
        ui.add_space(6.0);
    }
    actions
}

/// The least height of the move list with its caption: two rows of moves. Below
/// that the whole column scrolls; above it the list takes what the sections leave
/// and is all in sight, so that the move shown is too, while in a low window with
/// the analysis open the score, the lines and the graph are in sight as well.
pub const MOVE_LIST_MIN: f32 = move_list_height(2);

/// The least height of the move list in a window at least [`TALL_FROM`] high:
/// eight rows, as lichess keeps its list beside the board.
pub const MOVE_LIST_MIN_TALL: f32 = move_list_height(8);

/// A window this high or higher keeps eight rows of moves in sight.
pub const TALL_FROM: f32 = 700.0;

/// The move list's height with its caption for `rows` rows.
const fn move_list_height(rows: u8) -> f32 {
    24.0 + rows as f32 * crate::move_list::ROW_HEIGHT + 4.0
}

/// The height the move list keeps in a window `window_height` high: eight rows
/// from [`TALL_FROM`] on, two below, and no more than its rows and one row below
/// them take, so that a short game leaves the analysis above it its room.
pub fn move_list_min(ctx: &egui::Context, window_height: f32) -> f32 {
    let most = if window_height >= TALL_FROM {
        MOVE_LIST_MIN_TALL
    } else {
        MOVE_LIST_MIN
    };
    let needed = crate::move_list::rows_height(ctx).map_or(most, |rows| {
        move_list_height(0) + rows + crate::move_list::ROW_HEIGHT
    });
    needed.clamp(MOVE_LIST_MIN, most)
}

/// The move list's caption and the list, filling `ui`. When the list's height
/// changes (the analysis opened, the window was resized) the move shown is
/// brought into view again.
pub fn moves_ui(ui: &mut Ui, game: &dyn OpenGame, scroll_to_current: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    theme::caption(ui, s::MOVES);
    let height = ui.available_height();
    let id = ui.make_persistent_id("move list height");
    let before: Option<f32> = ui.data(|data| data.get_temp(id));
    ui.data_mut(|data| data.insert_temp(id, height));
    let resized = before.is_some_and(|before| (before - height).abs() > 0.5);
    egui::ScrollArea::vertical()
        .id_salt("move list")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            match game.move_list_ui(ui, scroll_to_current || resized) {
                Some(ListAction::Show(id)) => {
                    actions.push(Action::Game(GameAction::Navigate(Nav::To(id))))
                }
                Some(ListAction::Edit(edit)) => {
                    actions.push(Action::Game(GameAction::EditTree(edit)))
                }
                Some(ListAction::EditComment(id)) => {
                    actions.push(Action::Game(GameAction::OpenCommentEditor(id)))
                }
                None => {}
            }
        });
    actions
}

/// The Threads setting (drawn right to left): a slider from 1 to `max` with its
/// value; returns the number chosen when it changed.
fn threads_setting(ui: &mut Ui, threads: usize, max: usize) -> Option<usize> {
    let mut value = threads;
    ui.spacing_mut().slider_width = 70.0;
    ui.add_enabled(
        max > 1,
        egui::Slider::new(&mut value, 1..=max.max(1)).step_by(1.0),
    )
    .on_hover_text(s::threads_tip(max))
    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Slider, true, s::ANALYSIS_THREADS));
    ui.label(
        RichText::new(s::ANALYSIS_THREADS)
            .small()
            .color(theme::TEXT_WEAK),
    );
    (value != threads).then_some(value)
}

/// The four navigation buttons, take back and flip; `compact`: all six in one row,
/// take back and flip as icons with their names in the tooltips.
fn navigation(ui: &mut Ui, compact: bool, actions: &mut Vec<Action>) {
    let steps = [
        ("⏮", s::NAV_START, Nav::Start),
        ("⏴", s::NAV_BACK, Nav::Back),
        ("⏵", s::NAV_FORWARD, Nav::Forward),
        ("⏭", s::NAV_END, Nav::End),
    ];
    let tools = [
        (
            "↩",
            s::TAKE_BACK,
            s::TIP_TAKE_BACK,
            Action::Game(GameAction::TakeBack),
        ),
        (
            "🔃",
            s::FLIP_BOARD,
            s::TIP_FLIP,
            Action::View(ViewAction::Flip),
        ),
    ];
    ui.horizontal(|ui| {
        let buttons = if compact { 6.0 } else { 4.0 };
        let width =
            (ui.available_width() - (buttons - 1.0) * ui.spacing().item_spacing.x) / buttons;
        for (glyph, label, step) in steps {
            let button = ui.add(
                egui::Button::new(RichText::new(glyph).size(16.0)).min_size(vec2(width, 30.0)),
            );
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label));
            if button.on_hover_text(label).clicked() {
                actions.push(Action::Game(GameAction::Navigate(step)));
            }
        }
        if compact {
            for (icon, text, tip, action) in tools.clone() {
                let button = ui.add(
                    egui::Button::new(RichText::new(icon).size(16.0)).min_size(vec2(width, 30.0)),
                );
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, text));
                if button
                    .on_hover_text(s::named_tip(&text.to_string(), &tip.to_string()))
                    .clicked()
                {
                    actions.push(action);
                }
            }
        }
    });
    if compact {
        return;
    }
    ui.horizontal(|ui| {
        let width = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
        for (icon, text, tip, action) in tools {
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
            actions.push(Action::Game(GameAction::PlayMove(text.clone())));
            if enter {
                entry.request_focus();
            }
        }
    });
}

/// Pause/resume and the pause between computer moves (computer against computer);
/// `ended`: the game is over at the move shown, there is nothing to pause.
fn computer_controls(
    ui: &mut Ui,
    ended: bool,
    paused: bool,
    pause_ms: u32,
    actions: &mut Vec<Action>,
) {
    ui.horizontal(|ui| {
        let label = if paused { s::RESUME } else { s::PAUSE };
        if ui.add_enabled(!ended, egui::Button::new(label)).clicked() {
            actions.push(Action::View(ViewAction::SetPaused(!paused)));
        }
        ui.label(RichText::new(s::SPEED).color(theme::TEXT_WEAK));
    });
    // The slider on a row of its own, its value beside it in the language's own
    // numbers ("0,6 s") with room kept for it at the right edge.
    ui.horizontal(|ui| {
        let value_width = 52.0;
        let mut value = pause_ms;
        ui.spacing_mut().slider_width =
            (ui.available_width() - value_width - ui.spacing().item_spacing.x).max(60.0);
        ui.add(
            egui::Slider::new(&mut value, 0..=3000)
                .show_value(false)
                .step_by(100.0),
        )
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Slider, true, s::SPEED));
        ui.add_sized(
            vec2(value_width, ui.spacing().interact_size.y),
            egui::Label::new(RichText::new(s::seconds(f64::from(pause_ms) / 1000.0)).monospace()),
        );
        if value != pause_ms {
            actions.push(Action::View(ViewAction::SetMovePause(value)));
        }
    });
}
