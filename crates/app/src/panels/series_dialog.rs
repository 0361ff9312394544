//! The dialogs of a test series: the one that sets a series up, in three
//! pages (the series' choices with its bots; one bot's file or folder, how it
//! is started, its name, working folder and command line, and its check; a
//! class's folder to import), the question before a series with finished games
//! is stopped, the path field of an export, and the dialog that merges a
//! series' parts. Every file a dialog asks for has a path field beside its
//! file-dialog button, so that every choice works without a file dialog. The
//! state is `series/`'s; what needs the controller comes back as [`Action`]s.

use egui::{RichText, Ui};

use super::series_panel::cut;
use crate::action::{Action, SeriesAction};
use crate::series::{
    self, BotEditor, BotEntry, BotProblem, CheckView, ClassPage, ExportDialog, ExportKind,
    MergeDialog, Page, Series, SeriesChoices, SeriesDialog,
};
use crate::strings as s;
use crate::theme;
use bernstein_net::series::check::Checked;
use bernstein_net::series::launch::{self, Launch, Runtimes};

/// The times per move the dialog offers, in milliseconds: from a quick test to
/// far beyond the competition's 2 s.
const MOVETIME_RANGE: std::ops::RangeInclusive<u32> = 10..=60_000;

/// The series' dialogs that are open; `cores` bounds the games at once.
pub fn dialogs(
    ctx: &egui::Context,
    series: &mut Series,
    levels: &[(u8, String)],
    cores: u32,
) -> Vec<Action> {
    let mut actions = Vec::new();
    if let Some((dialog, runtimes, searching)) = series.dialog_parts() {
        actions.extend(setup_dialog(
            ctx, dialog, runtimes, searching, levels, cores,
        ));
    }
    if series.confirm_stop {
        let done = series.run.as_ref().map_or(0, |run| run.games.len());
        actions.extend(stop_question(ctx, done));
    }
    if let Some(export) = &mut series.export {
        actions.extend(export_dialog(ctx, export));
    }
    if let Some(merge) = &mut series.merge {
        actions.extend(merge_dialog(ctx, merge));
    }
    actions
}

/// A dialog's width in this window.
fn dialog_width(ctx: &egui::Context, most: f32) -> f32 {
    (ctx.content_rect().width() - 60.0).clamp(300.0, most)
}

/// The dialog before a series starts, on the page it shows.
fn setup_dialog(
    ctx: &egui::Context,
    dialog: &mut SeriesDialog,
    runtimes: Option<&Runtimes>,
    searching: bool,
    levels: &[(u8, String)],
    cores: u32,
) -> Option<Action> {
    let mut action = None;
    let modal = crate::panels::modal::show(
        ctx,
        egui::Id::unique("series_dialog"),
        crate::panels::modal::Fit::OwnBody,
        |ui| {
            ui.set_width(dialog_width(ctx, 680.0));
            let title = match &dialog.page {
                Page::Main => s::SERIES_TITLE,
                Page::Bot(editor) if editor.index.is_none() => s::SERIES_TITLE_ADD_BOT,
                Page::Bot(_) => s::SERIES_TITLE_EDIT_BOT,
                Page::Class(_) => s::SERIES_TITLE_CLASS,
            };
            ui.heading(RichText::new(title.to_string()).strong());
            // The page scrolls where the window is low; the buttons stay.
            egui::ScrollArea::vertical()
                .id_salt(("series_page", page_id(&dialog.page)))
                .max_height(crate::panels::modal::body_height(ctx))
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    let chosen = dialog.chosen_python();
                    let hint = dialog.hint;
                    match &mut dialog.page {
                        Page::Main => main_page(ui, dialog, levels, cores, &mut action),
                        Page::Bot(editor) => bot_page(
                            ui,
                            editor,
                            &mut dialog.choices.python,
                            runtimes,
                            searching,
                            chosen,
                            hint,
                            &mut action,
                        ),
                        Page::Class(page) => class_page(ui, page, hint, &mut action),
                    }
                });
            if let (Page::Main, Some(error)) = (&dialog.page, &dialog.choices.error) {
                ui.add_space(6.0);
                note(ui, error, theme::ERROR);
            }
            ui.add_space(8.0);
            footer(ui, dialog, &mut action);
        },
    );
    if action.is_none() && modal.should_close() {
        match dialog.page {
            Page::Main => action = Some(Action::Series(SeriesAction::CloseDialog)),
            // Escape on a page goes back to the series' choices.
            _ => dialog.page = Page::Main,
        }
    }
    action
}

fn page_id(page: &Page) -> u8 {
    match page {
        Page::Main => 0,
        Page::Bot(_) => 1,
        Page::Class(_) => 2,
    }
}

/// The buttons at the foot of each page; where a series cannot start yet,
/// Start is off and says why beside it.
fn footer(ui: &mut Ui, dialog: &mut SeriesDialog, action: &mut Option<Action>) {
    ui.with_layout(
        egui::Layout::right_to_left(egui::Align::Center),
        |ui| match &dialog.page {
            Page::Main => {
                let missing = dialog.choices.missing();
                let start = ui.add_enabled(missing.is_none(), theme::primary_button(s::HOST_START));
                if start.clicked() {
                    *action = Some(Action::Series(SeriesAction::Start(dialog.choices.clone())));
                }
                if cancel_button(ui, s::CANCEL).clicked() {
                    *action = Some(Action::Series(SeriesAction::CloseDialog));
                }
                if let Some(missing) = missing {
                    let text = missing.to_string();
                    ui.add(egui::Label::new(RichText::new(&text).color(theme::TEXT_WEAK)).wrap())
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
                }
            }
            Page::Bot(editor) => {
                let usable = !editor.entry.is_empty();
                let keep = ui.add_enabled(usable, theme::primary_button(s::SERIES_KEEP_BOT));
                if keep
                    .on_disabled_hover_text(s::SERIES_BOT_PATH_HINT)
                    .clicked()
                {
                    dialog.keep_bot();
                }
                if cancel_button(ui, s::SERIES_BACK).clicked() {
                    dialog.page = Page::Main;
                }
            }
            Page::Class(page) => {
                let path = page.path.clone();
                let import = ui.add_enabled(
                    !path.trim().is_empty(),
                    theme::primary_button(s::SERIES_IMPORT),
                );
                if import.clicked() {
                    *action = Some(Action::Series(SeriesAction::ImportClass(path)));
                }
                if cancel_button(ui, s::SERIES_BACK).clicked() {
                    dialog.page = Page::Main;
                }
            }
        },
    );
}

fn cancel_button(ui: &mut Ui, text: s::Msg) -> egui::Response {
    ui.add(egui::Button::new(text).min_size(egui::vec2(90.0, 32.0)))
}

/// A text field with a name for assistive technology (and tests).
fn field(ui: &mut Ui, text: &mut String, label: &str, hint: &str, width: f32) -> egui::Response {
    let response = ui.add(
        egui::TextEdit::singleline(text)
            .desired_width(width)
            .hint_text(hint.to_string()),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, label));
    response
}

/// A text that wraps, named for assistive technology.
fn note(ui: &mut Ui, text: &str, colour: egui::Color32) {
    ui.add(egui::Label::new(RichText::new(text).color(colour)).wrap())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
}

/// The series' choices and its bots.
pub fn main_page(
    ui: &mut Ui,
    dialog: &mut SeriesDialog,
    levels: &[(u8, String)],
    cores: u32,
    action: &mut Option<Action>,
) {
    let choices = &mut dialog.choices;
    ui.add(egui::Label::new(RichText::new(s::SERIES_EXPLAIN).color(theme::TEXT_WEAK)).wrap());
    ui.add_space(6.0);
    theme::caption(ui, s::HOST_SEASON);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            for &kind in crate::network::seasons() {
                if ui.radio(choices.kind == kind, s::game_name(kind)).clicked() {
                    choices.kind = kind;
                }
            }
        });
    });
    ui.add_space(6.0);
    theme::caption(ui, s::SERIES_BOTS);
    let mut page = None;
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        bot_list(ui, &mut dialog.choices, &mut page, action);
        ui.horizontal_wrapped(|ui| {
            if ui.button(format!("+ {}", s::SERIES_ADD_BOT)).clicked() {
                page = Some(PageChange::Add);
            }
            if ui.button(s::SERIES_IMPORT_CLASS).clicked() {
                page = Some(PageChange::Class);
            }
            let any = !dialog.choices.bots.is_empty();
            if ui
                .add_enabled(any, egui::Button::new(s::SERIES_CHECK_ALL))
                .clicked()
            {
                *action = Some(Action::Series(SeriesAction::CheckAll));
            }
        });
        if let Some(report) = &dialog.imported {
            ui.add_space(4.0);
            note(
                ui,
                &s::series_imported(report.added, &report.folder),
                theme::GOOD,
            );
            if !report.not_found.is_empty() {
                note(ui, &s::SERIES_NOT_IMPORTED.to_string(), theme::WARNING);
                for (name, problem) in &report.not_found {
                    note(
                        ui,
                        &format!("• {name}: {}", s::bot_problem(problem)),
                        theme::WARNING,
                    );
                }
            }
        }
    });
    match page {
        Some(PageChange::Add) => dialog.add_bot(),
        Some(PageChange::Edit(index)) => dialog.edit_bot(index),
        Some(PageChange::Remove(index)) => {
            dialog.choices.bots.remove(index);
            dialog.choices.error = None;
        }
        Some(PageChange::Class) => dialog.page = Page::Class(ClassPage::default()),
        None => {}
    }
    let choices = &mut dialog.choices;
    ui.add_space(6.0);
    theme::caption(ui, s::SERIES_OPPONENTS);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        let several = choices.bots.len() >= 2;
        let mut meet = choices.bots_meet && several;
        let response = ui
            .add_enabled(several, egui::Checkbox::new(&mut meet, s::SERIES_BOTS_MEET))
            .on_disabled_hover_text(s::SERIES_BOTS_MEET_ONE);
        if response.changed() {
            choices.bots_meet = meet;
        }
        ui.label(s::SERIES_LEVELS);
        ui.horizontal_wrapped(|ui| {
            for (number, _) in levels {
                let mut chosen = choices.levels.contains(number);
                let label = s::level_name(*number);
                let response = ui.checkbox(&mut chosen, number.to_string());
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::CheckBox, true, chosen, &label)
                });
                if response.on_hover_text(s::level_choice(*number)).changed() {
                    choices.levels.retain(|level| level != number);
                    if chosen {
                        choices.levels.push(*number);
                        choices.levels.sort_unstable();
                    }
                    choices.error = None;
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut choices.fixed_movetime, s::SERIES_FIXED_TIME)
                .on_hover_text(s::SERIES_FIXED_TIME_HINT);
            let time = ui.add_enabled(
                choices.fixed_movetime,
                egui::DragValue::new(&mut choices.movetime_ms)
                    .range(MOVETIME_RANGE)
                    .speed(10.0)
                    // "1.000 ms" in German; typed digits are read with or
                    // without the grouping.
                    .custom_formatter(|ms, _| s::milliseconds(ms))
                    .custom_parser(|text| {
                        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
                        digits.parse().ok()
                    }),
            );
            time.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::SpinButton, true, s::SERIES_MOVETIME)
            });
        });
    });
    ui.add_space(6.0);
    theme::caption(ui, s::SERIES_GAMES);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        egui::Grid::new("series_numbers")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                ui.label(s::SERIES_GAMES);
                let games = ui.add(egui::DragValue::new(&mut choices.games).range(1..=1000));
                games.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::SpinButton, true, s::SERIES_GAMES)
                });
                ui.end_row();
                ui.label(s::SERIES_PARALLEL);
                let parallel =
                    ui.add(egui::DragValue::new(&mut choices.parallel).range(1..=cores.max(1)));
                parallel.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::SpinButton, true, s::SERIES_PARALLEL)
                });
                ui.end_row();
            });
        ui.checkbox(&mut choices.stop_early, s::SERIES_STOP_EARLY)
            .on_hover_text(s::series_stop_early_tip(
                bernstein_net::series::DEFAULT_MIN_GAMES,
                100.0 * series::EARLY_STOP_SIGNIFICANCE,
            ));
        ui.checkbox(&mut choices.time_limits, s::HOST_TIME_LIMITS);
    });
}

/// A change of the main page that the list asks for.
enum PageChange {
    Add,
    Edit(usize),
    Remove(usize),
    Class,
}

/// The bots, a row each: its check's state, its name, how it runs, and the
/// buttons to check, edit or remove it.
fn bot_list(
    ui: &mut Ui,
    choices: &mut SeriesChoices,
    page: &mut Option<PageChange>,
    action: &mut Option<Action>,
) {
    if choices.bots.is_empty() {
        note(ui, &s::SERIES_NO_BOTS_YET.to_string(), theme::TEXT_WEAK);
        ui.add_space(4.0);
        return;
    }
    let width = ui.available_width();
    // The buttons keep their room; the name and the description share the rest.
    let text_room = (width - 300.0).max(160.0);
    egui::Grid::new("series_bots")
        .num_columns(4)
        .striped(true)
        .spacing([10.0, 4.0])
        .show(ui, |ui| {
            for (index, entry) in choices.bots.iter().enumerate() {
                let name = entry.shown_name();
                check_badge(ui, entry);
                cut(ui, RichText::new(&name).strong(), text_room * 0.4);
                cut(
                    ui,
                    RichText::new(describe(entry)).color(theme::TEXT_WEAK),
                    text_room * 0.6,
                );
                ui.horizontal(|ui| {
                    let running = entry.check.as_ref().is_some_and(CheckView::running);
                    let (text, asked) = match running {
                        true => (s::SERIES_CHECK_CANCEL, SeriesAction::CancelCheck(entry.id)),
                        false => (s::SERIES_CHECK, SeriesAction::Check(entry.id)),
                    };
                    if named_button(ui, text, &format!("{text} · {name}")).clicked() {
                        *action = Some(Action::Series(asked));
                    }
                    let label = format!("{} · {name}", s::SERIES_EDIT_BOT);
                    if named_button(ui, s::SERIES_EDIT_BOT, &label).clicked() {
                        *page = Some(PageChange::Edit(index));
                    }
                    let label = format!("{} · {name}", s::SERIES_REMOVE_BOT);
                    if named_button(ui, s::SERIES_REMOVE_BOT, &label).clicked() {
                        *page = Some(PageChange::Remove(index));
                    }
                });
                ui.end_row();
            }
        });
    ui.add_space(4.0);
}

/// A button whose name for assistive technology says whose it is.
fn named_button(ui: &mut Ui, text: s::Msg, label: &str) -> egui::Response {
    let response = ui.button(text);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label));
    response
}

/// How a bot of the list runs, in a few words: its way and its file, or its
/// command line.
fn describe(entry: &BotEntry) -> String {
    match (&entry.plan, entry.command.trim()) {
        (_, command) if !command.is_empty() => command.to_string(),
        (Some(Ok(plan)), _) => format!(
            "{} · {}",
            s::launch_name(plan.launch),
            plan.program.display()
        ),
        (Some(Err(problem)), _) => s::bot_problem(problem),
        (None, _) => entry.path.clone(),
    }
}

/// A bot's check in the list: a mark and a word, the whole verdict on hover.
fn check_badge(ui: &mut Ui, entry: &BotEntry) {
    let (text, colour) = match &entry.check {
        None => ("–".to_string(), theme::TEXT_WEAK),
        Some(view) if view.running() => (s::SERIES_CHECK_SHORT_RUNNING.to_string(), theme::AMBER),
        Some(CheckView::Done(Checked::Played { .. })) => {
            (format!("✔ {}", s::SERIES_CHECK_SHORT_OK), theme::GOOD)
        }
        Some(_) => (format!("✖ {}", s::SERIES_CHECK_SHORT_FAULT), theme::ERROR),
    };
    let response = cut(ui, RichText::new(text).color(colour), 110.0);
    if let Some(view) = &entry.check {
        let verdict = check_words(view, &entry.shown_name()).join("\n");
        response.on_hover_text(verdict);
    }
}

/// A check in plain words: its first line, then what more it found (a
/// missing package, the bot's last lines of output).
pub fn check_words(view: &CheckView, name: &str) -> Vec<String> {
    match view {
        CheckView::Waiting => vec![s::SERIES_CHECK_WAITING.to_string()],
        CheckView::Running { plies } => vec![s::series_check_running(*plies)],
        CheckView::NotRun(problem) => vec![match problem {
            BotProblem::Path(problem) => s::bot_problem(problem),
            problem => s::bot_not_ready(name, problem),
        }],
        CheckView::Done(Checked::Played { points, plies }) => {
            vec![s::series_check_played(*points, *plies)]
        }
        CheckView::Done(Checked::Fault {
            cause,
            detail,
            missing_module,
            tail,
        }) => {
            let mut lines = vec![s::series_check_fault(*cause, detail, name)];
            if let Some(module) = missing_module {
                lines.push(s::series_check_missing_module(module));
            }
            if !tail.is_empty() {
                lines.push(s::SERIES_CHECK_TAIL.to_string());
                lines.extend(tail.iter().cloned());
            }
            lines
        }
        CheckView::Done(Checked::Stopped) => vec![s::SERIES_STOPPED.to_string()],
        CheckView::Failed(error) => vec![s::series_check_failed(error)],
    }
}

/// One bot: its file or folder, how it is started, the Python for the bots,
/// its name, working folder and command line, and its check.
#[allow(clippy::too_many_arguments)]
fn bot_page(
    ui: &mut Ui,
    editor: &mut BotEditor,
    python: &mut String,
    runtimes: Option<&Runtimes>,
    searching: bool,
    chosen: bool,
    hint: Option<s::Msg>,
    action: &mut Option<Action>,
) {
    let entry = &mut editor.entry;
    let width = ui.available_width();
    let mut changed = false;
    theme::caption(ui, s::SERIES_BOT_PATH);
    ui.horizontal_wrapped(|ui| {
        let buttons = 2.0 * 130.0;
        let path_width = if width > 520.0 {
            width - buttons - 16.0
        } else {
            width
        };
        let path = field(
            ui,
            &mut entry.path,
            &s::SERIES_BOT_PATH.to_string(),
            &s::SERIES_BOT_PATH_HINT.to_string(),
            path_width,
        );
        changed |= path.changed();
        if ui.button(s::SERIES_CHOOSE_FILE).clicked() {
            *action = Some(Action::Series(SeriesAction::ChooseBotPath {
                folder: false,
            }));
        }
        if ui.button(s::SERIES_CHOOSE_FOLDER).clicked() {
            *action = Some(Action::Series(SeriesAction::ChooseBotPath { folder: true }));
        }
    });
    if let Some(hint) = hint {
        note(ui, &hint.to_string(), theme::WARNING);
    }
    let path = entry.path.trim().to_string();
    match (&entry.plan, path.is_empty()) {
        (_, true) => {}
        (None, false) if searching || runtimes.is_none() => {
            ui.horizontal(|ui| {
                ui.spinner();
                note(
                    ui,
                    &s::SERIES_SEARCHING_RUNTIMES.to_string(),
                    theme::TEXT_WEAK,
                );
            });
        }
        (Some(Err(problem)), false) => note(ui, &s::bot_problem(problem), theme::ERROR),
        (Some(Ok(plan)), false) => {
            if let Some(warning) = &plan.warning {
                note(ui, &s::bot_problem(warning), theme::WARNING);
            }
        }
        (None, false) => {}
    }
    ui.add_space(6.0);
    theme::caption(ui, s::SERIES_LAUNCH);
    let options = match (runtimes, path.is_empty()) {
        (Some(runtimes), false) => launch::options(std::path::Path::new(&path), runtimes, chosen),
        _ => Vec::new(),
    };
    let shown = entry
        .plan
        .as_ref()
        .and_then(|plan| plan.as_ref().ok())
        .map(|plan| plan.launch);
    ui.horizontal_wrapped(|ui| {
        for way in Launch::ALL {
            let found = options.iter().find(|(launch, _)| *launch == way);
            let applies = found.is_some_and(|(_, plan)| plan.is_ok());
            let why = match found {
                Some((_, Err(problem))) => s::bot_problem(problem),
                Some((_, Ok(_))) => String::new(),
                None => s::SERIES_BOT_PATH_HINT.to_string(),
            };
            let radio = ui
                .add_enabled(
                    applies,
                    egui::RadioButton::new(shown == Some(way), s::launch_name(way)),
                )
                .on_disabled_hover_text(why);
            if radio.clicked() {
                entry.launch = Some(way);
                changed = true;
            }
        }
    });
    if shown == Some(Launch::Python) || entry.launch == Some(Launch::Python) {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(s::SERIES_PYTHON);
            let field_width = (width - 330.0).max(180.0);
            let python_field = field(
                ui,
                python,
                &s::SERIES_PYTHON.to_string(),
                &s::SERIES_PYTHON_HINT.to_string(),
                field_width,
            );
            if python_field.lost_focus() || python_field.changed() && python.trim().is_empty() {
                *action = Some(Action::Series(SeriesAction::FindPython));
            }
            if ui.button(s::SERIES_CHOOSE_VENV).clicked() {
                *action = Some(Action::Series(SeriesAction::ChoosePython));
            }
        });
        if let Some(command) = entry.planned_command() {
            let used = shlex::split(command)
                .and_then(|words| words.into_iter().next())
                .unwrap_or_default();
            note(ui, &s::series_python_used(&used), theme::TEXT_WEAK);
        }
    }
    ui.add_space(6.0);
    let planned = entry
        .plan
        .as_ref()
        .and_then(|plan| plan.as_ref().ok())
        .cloned();
    egui::Grid::new("series_bot_fields")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            let label_width = 130.0;
            let field_width = (width - label_width - 150.0).max(160.0);
            ui.label(s::SERIES_BOT_NAME);
            let hint = planned
                .as_ref()
                .map(|plan| plan.name.clone())
                .unwrap_or_else(|| entry.shown_name());
            field(
                ui,
                &mut entry.name,
                &s::SERIES_BOT_NAME.to_string(),
                &hint,
                field_width,
            );
            ui.end_row();
            ui.label(s::SERIES_BOT_DIR);
            ui.horizontal(|ui| {
                let hint = planned
                    .as_ref()
                    .map(|plan| plan.dir.display().to_string())
                    .unwrap_or_default();
                let dir = field(
                    ui,
                    &mut entry.dir,
                    &s::SERIES_BOT_DIR.to_string(),
                    &hint,
                    field_width,
                );
                if dir.changed() {
                    entry.check = None;
                }
                if ui.button(s::SERIES_CHOOSE_FOLDER).clicked() {
                    *action = Some(Action::Series(SeriesAction::ChooseBotDir));
                }
            });
            ui.end_row();
        });
    ui.add_space(6.0);
    theme::caption(ui, s::SERIES_BOT_COMMAND);
    // The command line its file gives, until it is changed by hand.
    let mut command = entry.effective_command().unwrap_or_default();
    let edit = ui.add(
        egui::TextEdit::multiline(&mut command)
            .desired_rows(2)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace)
            .hint_text("python3 logic.py"),
    );
    edit.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::TextInput,
            true,
            s::SERIES_BOT_COMMAND.to_string(),
        )
    });
    if edit.changed() {
        let command = command.replace('\n', " ");
        entry.command = match entry.planned_command() {
            Some(planned) if planned == command.trim() => String::new(),
            _ => command,
        };
        entry.check = None;
    }
    ui.horizontal_wrapped(|ui| {
        note(ui, &s::SERIES_COMMAND_NOTE.to_string(), theme::TEXT_WEAK);
    });
    if !entry.command.is_empty()
        && entry.planned_command().is_some()
        && ui.button(s::SERIES_COMMAND_RESET).clicked()
    {
        entry.command.clear();
        entry.check = None;
    }
    if changed {
        // A command line changed by hand was its old file's.
        entry.command.clear();
        entry.refresh(runtimes, chosen);
    }
    ui.add_space(8.0);
    check_box(ui, entry, action);
}

/// The check button and what the check found.
fn check_box(ui: &mut Ui, entry: &BotEntry, action: &mut Option<Action>) {
    let running = entry.check.as_ref().is_some_and(CheckView::running);
    ui.horizontal(|ui| {
        let (text, asked) = match running {
            true => (s::SERIES_CHECK_CANCEL, SeriesAction::CancelCheck(entry.id)),
            false => (s::SERIES_CHECK, SeriesAction::Check(entry.id)),
        };
        if ui
            .add_enabled(!entry.is_empty(), theme::accent_button(text))
            .clicked()
        {
            *action = Some(Action::Series(asked));
        }
        if running {
            ui.spinner();
        }
    });
    let Some(view) = &entry.check else {
        return;
    };
    let colour = match view {
        CheckView::Done(Checked::Played { .. }) => theme::GOOD,
        view if view.running() => theme::TEXT_WEAK,
        _ => theme::ERROR,
    };
    let lines = check_words(view, &entry.shown_name());
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        let mut lines = lines.iter();
        if let Some(first) = lines.next() {
            note(ui, first, colour);
        }
        for line in lines {
            let text = RichText::new(line).monospace().size(12.0);
            ui.add(egui::Label::new(text).wrap())
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, line));
        }
    });
}

/// A class's folder to import.
fn class_page(
    ui: &mut Ui,
    page: &mut ClassPage,
    hint: Option<s::Msg>,
    action: &mut Option<Action>,
) {
    note(ui, &s::SERIES_CLASS_EXPLAIN.to_string(), theme::TEXT_WEAK);
    ui.add_space(6.0);
    theme::caption(ui, s::SERIES_CLASS_FOLDER);
    let width = ui.available_width();
    ui.horizontal_wrapped(|ui| {
        let field_width = if width > 480.0 { width - 150.0 } else { width };
        let edit = field(
            ui,
            &mut page.path,
            &s::SERIES_CLASS_FOLDER.to_string(),
            "",
            field_width,
        );
        if edit.changed() {
            page.error = None;
        }
        if edit.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter)) {
            *action = Some(Action::Series(SeriesAction::ImportClass(page.path.clone())));
        }
        if ui.button(s::SERIES_CHOOSE_FOLDER).clicked() {
            *action = Some(Action::Series(SeriesAction::ChooseClassFolder));
        }
    });
    if let Some(hint) = hint {
        note(ui, &hint.to_string(), theme::WARNING);
    }
    if let Some(error) = &page.error {
        note(ui, error, theme::ERROR);
    }
}

/// "Stop the series?" once games are finished.
fn stop_question(ctx: &egui::Context, done: usize) -> Option<Action> {
    let mut action = None;
    let modal = egui::Modal::new(egui::Id::unique("series_stop_question")).show(ctx, |ui| {
        ui.set_width(dialog_width(ctx, 460.0));
        ui.heading(RichText::new(s::SERIES_STOP_QUESTION_TITLE.to_string()).strong());
        ui.add_space(4.0);
        note(ui, &s::series_stop_question(done), theme::TEXT);
        ui.add_space(8.0);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.add(theme::primary_button(s::SERIES_STOP_YES)).clicked() {
                action = Some(Action::Series(SeriesAction::Stop));
            }
            if cancel_button(ui, s::SERIES_STOP_NO).clicked() {
                action = Some(Action::Series(SeriesAction::KeepRunning));
            }
        });
    });
    if action.is_none() && modal.should_close() {
        action = Some(Action::Series(SeriesAction::KeepRunning));
    }
    action
}

/// The path field of an export where no file dialog can be shown.
fn export_dialog(ctx: &egui::Context, export: &mut ExportDialog) -> Option<Action> {
    let mut action = None;
    let modal = egui::Modal::new(egui::Id::unique("series_export")).show(ctx, |ui| {
        ui.set_width(dialog_width(ctx, 560.0));
        let what = match export.kind {
            ExportKind::Csv => s::SERIES_EXPORT_CSV,
            ExportKind::Html => s::SERIES_EXPORT_HTML,
        };
        ui.heading(
            RichText::new(format!(
                "{} · {}",
                s::SERIES_EXPORT_TITLE,
                what.to_string().trim_end_matches(['…', ' '])
            ))
            .strong(),
        );
        ui.add_space(4.0);
        let edit = ui.add(
            egui::TextEdit::singleline(&mut export.path)
                .font(egui::TextStyle::Monospace)
                .desired_width(f32::INFINITY),
        );
        edit.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, s::PATH_LABEL));
        let enter = edit.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        if let Some(error) = &export.error {
            note(ui, error, theme::ERROR);
        }
        ui.add_space(8.0);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.add(theme::primary_button(s::SAVE)).clicked() || enter {
                action = Some(Action::Series(SeriesAction::ExportTo(
                    export.kind,
                    export.path.clone(),
                )));
            }
            if cancel_button(ui, s::CANCEL).clicked() {
                action = Some(Action::Series(SeriesAction::CloseExport));
            }
        });
    });
    if action.is_none() && modal.should_close() {
        action = Some(Action::Series(SeriesAction::CloseExport));
    }
    action
}

/// The parts' results files, one a line.
fn merge_dialog(ctx: &egui::Context, merge: &mut MergeDialog) -> Option<Action> {
    let mut action = None;
    let modal = egui::Modal::new(egui::Id::unique("series_merge")).show(ctx, |ui| {
        ui.set_width(dialog_width(ctx, 620.0));
        ui.heading(RichText::new(s::SERIES_MERGE_TITLE.to_string()).strong());
        note(ui, &s::SERIES_MERGE_EXPLAIN.to_string(), theme::TEXT_WEAK);
        ui.add_space(6.0);
        theme::caption(ui, s::SERIES_MERGE_FILES);
        let edit = ui.add_enabled(
            !merge.merging,
            egui::TextEdit::multiline(&mut merge.paths)
                .font(egui::TextStyle::Monospace)
                .desired_rows(4)
                .desired_width(f32::INFINITY),
        );
        edit.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::MultilineTextInput,
                true,
                s::SERIES_MERGE_FILES.to_string(),
            )
        });
        if ui
            .add_enabled(!merge.merging, egui::Button::new(s::SERIES_MERGE_CHOOSE))
            .clicked()
        {
            action = Some(Action::Series(SeriesAction::ChooseMergeFiles));
        }
        if merge.merging {
            ui.horizontal(|ui| {
                ui.spinner();
                note(ui, &s::SERIES_MERGING.to_string(), theme::TEXT_WEAK);
            });
        }
        if let Some(error) = &merge.error {
            note(ui, error, theme::ERROR);
        }
        ui.add_space(8.0);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let merge_button =
                ui.add_enabled(!merge.merging, theme::primary_button(s::SERIES_MERGE));
            if merge_button.clicked() {
                action = Some(Action::Series(SeriesAction::Merge(merge.paths())));
            }
            if cancel_button(ui, s::CANCEL).clicked() {
                action = Some(Action::Series(SeriesAction::CloseMergeDialog));
            }
        });
    });
    if action.is_none() && modal.should_close() {
        action = Some(Action::Series(SeriesAction::CloseMergeDialog));
    }
    action
}
