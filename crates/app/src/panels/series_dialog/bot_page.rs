//! The setup dialog's page of one bot (its file or folder, how it is started, its
//! name, working folder and command line, and its check) and the page that
//! imports a class's folder.

use super::*;

/// One bot: its file or folder, how it is started, the Python for the bots,
/// its name, working folder and command line, and its check.
#[allow(clippy::too_many_arguments)]
pub(super) fn bot_page(
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
    let mut changed = path_field(ui, entry, width, hint, action);
    plan_note(ui, entry, runtimes.is_none() || searching);
    ui.add_space(6.0);
    changed |= launch_choice(ui, entry, runtimes, chosen);
    let shown = entry
        .plan
        .as_ref()
        .and_then(|plan| plan.as_ref().ok())
        .map(|plan| plan.launch);
    if shown == Some(Launch::Python) || entry.launch == Some(Launch::Python) {
        python_choice(ui, entry, python, width, action);
    }
    ui.add_space(6.0);
    name_and_folder(ui, entry, width, action);
    ui.add_space(6.0);
    command_line(ui, entry);
    if changed {
        // A command line changed by hand was its old file's.
        entry.command.clear();
        entry.refresh(runtimes, chosen);
    }
    ui.add_space(8.0);
    check_box(ui, entry, action);
}

/// The bot's file or folder, typed or chosen; whether it changed.
fn path_field(
    ui: &mut Ui,
    entry: &mut BotEntry,
    width: f32,
    hint: Option<s::Msg>,
    action: &mut Option<Action>,
) -> bool {
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
    changed
}

/// What the bot's path gives: the interpreters still looked for, why it does
/// not run, or a warning.
fn plan_note(ui: &mut Ui, entry: &BotEntry, searching: bool) {
    let path = entry.path.trim().to_string();
    match (&entry.plan, path.is_empty()) {
        (_, true) => {}
        (None, false) if searching => {
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
}

/// How the bot is started, of the ways its path allows; whether it changed.
fn launch_choice(
    ui: &mut Ui,
    entry: &mut BotEntry,
    runtimes: Option<&Runtimes>,
    chosen: bool,
) -> bool {
    let mut changed = false;
    let path = entry.path.trim().to_string();
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
    changed
}

/// The Python that runs the bots' Python files, and the one a bot uses.
fn python_choice(
    ui: &mut Ui,
    entry: &BotEntry,
    python: &mut String,
    width: f32,
    action: &mut Option<Action>,
) {
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

/// The bot's name and working folder, each with what its file gives as the hint.
fn name_and_folder(ui: &mut Ui, entry: &mut BotEntry, width: f32, action: &mut Option<Action>) {
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
}

/// The command line the bot runs: its file's until changed by hand.
fn command_line(ui: &mut Ui, entry: &mut BotEntry) {
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
pub(super) fn class_page(
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
