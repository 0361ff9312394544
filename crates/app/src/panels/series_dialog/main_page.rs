//! The setup dialog's main page: the season, the bots with their checks, whom
//! they play and how many games.

use super::*;

/// The times per move the dialog offers, in milliseconds: from a quick test to
/// far beyond the competition's 2 s.
const MOVETIME_RANGE: std::ops::RangeInclusive<u32> = 10..=60_000;

/// The series' choices and its bots.
pub(super) fn main_page(
    ui: &mut Ui,
    dialog: &mut SeriesDialog,
    levels: &[(u8, String)],
    cores: u32,
    action: &mut Option<Action>,
) {
    ui.add(egui::Label::new(RichText::new(s::SERIES_EXPLAIN).color(theme::TEXT_WEAK)).wrap());
    ui.add_space(6.0);
    season_card(ui, &mut dialog.choices);
    ui.add_space(6.0);
    let page = bots_card(ui, dialog, action);
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
    ui.add_space(6.0);
    opponents_card(ui, &mut dialog.choices, levels);
    ui.add_space(6.0);
    games_card(ui, &mut dialog.choices, cores);
}

/// The season the bots play.
fn season_card(ui: &mut Ui, choices: &mut SeriesChoices) {
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
}

/// The bots, with the buttons to add, import and check them; the page the list
/// asks for.
fn bots_card(
    ui: &mut Ui,
    dialog: &mut SeriesDialog,
    action: &mut Option<Action>,
) -> Option<PageChange> {
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
    page
}

/// Whom the bots play: each other, Bernstein's levels, at a fixed time per move.
fn opponents_card(ui: &mut Ui, choices: &mut SeriesChoices, levels: &[(u8, String)]) {
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
}

/// How many games, how many at once, the early stop and the time limits.
fn games_card(ui: &mut Ui, choices: &mut SeriesChoices, cores: u32) {
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
pub(super) fn check_words(view: &CheckView, name: &str) -> Vec<String> {
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
