//! The dialogs of a test series: the one that sets a series up, in three
//! pages (the series' choices with its bots; one bot's file or folder, how it
//! is started, its name, working folder and command line, and its check; a
//! class's folder to import), the question before a series with finished games
//! is stopped, the path field of an export, and the dialog that merges a
//! series' parts. Every file a dialog asks for has a path field beside its
//! file-dialog button, so that every choice works without a file dialog. The
//! state is `series/`'s; what needs the controller comes back as [`Action`]s.
//! The setup's main page and its bot page are files of their own.

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

mod bot_page;
mod main_page;

use bot_page::{bot_page, class_page};
use main_page::{check_words, main_page};

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
                note(ui, &error.text(), theme::ERROR);
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
