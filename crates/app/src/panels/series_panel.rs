//! What the screen shows of a test series (its dialogs are in
//! `series_dialog/`): the table in place of the board while it runs and after
//! (a progress bar, the bots' standings, the pairings, every game with buttons
//! that open it on the board, follow it while it runs, or open a bot's log of
//! it; the exports of the tables and the report; for a series merged from its
//! parts, what is missing or doubled); the card in the side panel; and a bot's
//! log beside the board. Names and texts that may be long are cut with "…" and
//! shown whole on hover. The state is `series/`'s; what the user decides comes
//! back as [`Action`]s.

use egui::{RichText, Ui};

use crate::action::{Action, SeriesAction};
use crate::series::{self, ExportKind, LogView, SeriesRun, Shown};
use crate::strings as s;
use crate::theme;
use bernstein_arena::Elo;
use bernstein_engine::MatchScore;
use bernstein_net::series::{ParticipantStats, StopReason};
use bernstein_rules::Side;

/// The widest a column of names or texts gets before it is cut with "…".
const NAME_WIDTH: f32 = 180.0;
const PAIRING_WIDTH: f32 = 300.0;
const HOW_WIDTH: f32 = 280.0;

/// A table's cell (or a dialog's label) cut with "…" at `width`, the whole
/// text on hover.
pub(crate) fn cut(ui: &mut Ui, text: impl Into<egui::WidgetText>, width: f32) -> egui::Response {
    ui.scope(|ui| {
        ui.set_max_width(width);
        ui.add(egui::Label::new(text).truncate())
    })
    .inner
}

/// The series in place of the board: its state, the standings and every game.
pub fn series_view(ui: &mut Ui, run: &SeriesRun, shown: Option<Shown>) -> Option<Action> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.heading(RichText::new(s::series_card_title(run.kind)).strong());
        ui.add_space(12.0);
        controls(ui, run, true, &mut action);
        if run.standings.is_some() {
            ui.add_space(12.0);
            for (text, kind) in [
                (s::SERIES_EXPORT_CSV, ExportKind::Csv),
                (s::SERIES_EXPORT_HTML, ExportKind::Html),
            ] {
                if ui.button(text).clicked() {
                    action = Some(Action::Series(SeriesAction::Export(kind)));
                }
            }
        }
    });
    let (done, total) = run.progress();
    let fraction = if total == 0 {
        0.0
    } else {
        done as f32 / total as f32
    };
    let progress = s::series_progress(done, total);
    ui.add(egui::ProgressBar::new(fraction).text(progress.clone()))
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &progress));
    state_line(ui, run);
    let whence = match &run.merged {
        Some(merged) => {
            let files: Vec<String> = merged
                .files
                .iter()
                .map(|file| {
                    file.file_name().map_or_else(
                        || file.display().to_string(),
                        |n| n.to_string_lossy().to_string(),
                    )
                })
                .collect();
            s::series_merged_from(&files.join(", "))
        }
        None => s::series_folder(&run.folder.display().to_string()),
    };
    let width = ui.available_width();
    cut(
        ui,
        RichText::new(whence).small().color(theme::TEXT_WEAK),
        width,
    );
    ui.add_space(6.0);
    egui::ScrollArea::both()
        .id_salt("series_table")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            standings_ui(ui, run);
            ui.add_space(10.0);
            games_ui(ui, run, shown, &mut action);
        });
    action
}

/// Stop or close, and the switch between the table and the board.
fn controls(ui: &mut Ui, run: &SeriesRun, on_table: bool, action: &mut Option<Action>) {
    if run.running() {
        if ui
            .add_enabled(!run.stopping, egui::Button::new(s::SERIES_STOP))
            .clicked()
        {
            *action = Some(Action::Series(SeriesAction::AskStop));
        }
    } else if ui.button(s::SERIES_CLOSE).clicked() {
        *action = Some(Action::Series(SeriesAction::Close));
    }
    let (text, table) = if on_table {
        (s::SERIES_SHOW_BOARD, false)
    } else {
        (s::SERIES_SHOW_TABLE, true)
    };
    if ui.button(text).clicked() {
        *action = Some(Action::Series(SeriesAction::ShowTable(table)));
    }
}

/// Running, finished, or stopped and why; the pairings stopped early; what a
/// merge of parts misses or has twice.
fn state_line(ui: &mut Ui, run: &SeriesRun) {
    let text = match &run.finished {
        None => s::SERIES_RUNNING.to_string(),
        Some(Ok(summary)) => match &summary.stop {
            None => s::SERIES_FINISHED.to_string(),
            Some(StopReason::Interrupted) => s::SERIES_STOPPED.to_string(),
            Some(StopReason::BotFailing { name, .. }) => s::series_bot_failing(name),
        },
        Some(Err(error)) => s::series_failed(&crate::i18n::say(error)),
    };
    let gaps = run
        .merged
        .as_ref()
        .map(|merged| s::series_merge_gaps(&merged.gaps));
    let complete = gaps.as_ref().is_some_and(Vec::is_empty);
    let text = match complete {
        true => format!("{text} · {}", s::SERIES_MERGE_COMPLETE),
        false => text,
    };
    ui.add(egui::Label::new(RichText::new(&text).strong()).wrap())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    if let Some(gaps) = &gaps {
        for problem in gaps {
            ui.add(egui::Label::new(RichText::new(problem).color(theme::WARNING)).wrap())
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, problem));
        }
    }
    for &(pairing, first_better, probability) in &run.decided {
        let Some(players) = run
            .standings
            .as_ref()
            .and_then(|standings| standings.pairings.get(pairing))
            .map(|pairing| pairing.players)
        else {
            continue;
        };
        let better = players[if first_better { 0 } else { 1 }];
        let text = s::series_decided(
            &name(run, better),
            100.0 * probability,
            &format!("{} – {}", name(run, players[0]), name(run, players[1])),
        );
        ui.add(egui::Label::new(RichText::new(text).color(theme::AMBER)).wrap());
    }
}

/// A participant's name in the language shown: the bot's, or Bernstein's level.
fn name(run: &SeriesRun, index: usize) -> String {
    series::participant_name(run, index)
}

/// The bots' standings and, with more than one pairing, the pairings'.
fn standings_ui(ui: &mut Ui, run: &SeriesRun) {
    let Some(standings) = &run.standings else {
        return;
    };
    egui::Grid::new("series_standings")
        .num_columns(7)
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            headers(
                ui,
                &[
                    s::SERIES_COL_BOT,
                    s::SERIES_COL_GAMES,
                    s::SERIES_COL_WDL,
                    s::SERIES_COL_SCORE,
                    s::SERIES_COL_ELO,
                    s::SERIES_COL_TIME,
                    s::SERIES_COL_FAULTS,
                ],
            );
            ui.end_row();
            for index in standings.ranking() {
                if !standings.participants[index].is_bot() {
                    continue;
                }
                let stats = &standings.stats[index];
                cut(ui, RichText::new(name(run, index)).strong(), NAME_WIDTH);
                score_cells(ui, &stats.score);
                match stats.score.games() {
                    0 => empty_cell(ui),
                    _ => {
                        ui.label(s::series_time(
                            stats.times.average().as_secs_f64(),
                            stats.times.slowest.as_secs_f64(),
                        ));
                    }
                }
                cut(ui, faults_text(stats), HOW_WIDTH);
                ui.end_row();
            }
        });
    if standings.pairings.len() > 1 {
        ui.add_space(10.0);
        egui::Grid::new("series_pairings")
            .num_columns(5)
            .striped(true)
            .spacing([16.0, 4.0])
            .show(ui, |ui| {
                headers(
                    ui,
                    &[
                        s::SERIES_COL_PAIRING,
                        s::SERIES_COL_GAMES,
                        s::SERIES_COL_WDL,
                        s::SERIES_COL_SCORE,
                        s::SERIES_COL_ELO,
                    ],
                );
                ui.end_row();
                for pairing in &standings.pairings {
                    let [first, second] = pairing.players;
                    let text = format!("{} – {}", name(run, first), name(run, second));
                    cut(ui, text, PAIRING_WIDTH);
                    score_cells(ui, &pairing.score);
                    ui.end_row();
                }
            });
    }
}

/// A table's column titles.
fn headers(ui: &mut Ui, titles: &[s::Msg]) {
    for title in titles {
        ui.label(
            RichText::new(title.to_string())
                .strong()
                .color(theme::TEXT_WEAK),
        );
    }
}

/// "—" for a cell without a figure yet, "no game yet" on hover.
fn empty_cell(ui: &mut Ui) {
    ui.label(RichText::new("—").color(theme::TEXT_WEAK))
        .on_hover_text(s::SERIES_NO_GAME_YET);
}

/// Games, wins–draws–losses, score and Elo; "—" where no game counts yet, and
/// an Elo "—" ("too few games" on hover) where the score bounds none.
fn score_cells(ui: &mut Ui, score: &MatchScore) {
    ui.label(s::series_games(score.games()));
    if score.games() == 0 {
        for _ in 0..3 {
            empty_cell(ui);
        }
        return;
    }
    ui.label(format!("{}–{}–{}", score.wins, score.draws, score.losses));
    ui.label(s::series_score(score.fraction()));
    match Elo::of(score) {
        // Said in the cell, not only on hover: a teacher reading the table
        // should not take "—" for an error.
        Elo::TooFewGames => {
            let text = format!("— ({})", s::SERIES_TOO_FEW_GAMES);
            ui.label(RichText::new(text).color(theme::TEXT_WEAK));
        }
        elo => {
            ui.label(elo.to_string().replace('-', "−"));
        }
    }
}

/// A bot's faults by kind, the kinds that occurred only.
fn faults_text(stats: &ParticipantStats) -> String {
    let parts: Vec<String> = [
        ("series-fault-soft", stats.soft_timeouts),
        ("series-fault-hard", stats.hard_timeouts),
        ("series-fault-violation", stats.violations),
        ("series-fault-crash", stats.crashes),
        ("series-fault-never-started", stats.never_started),
    ]
    .into_iter()
    .filter(|&(_, number)| number > 0)
    .map(|(id, number)| s::series_fault(id, number))
    .collect();
    if parts.is_empty() {
        s::SERIES_NO_FAULTS.to_string()
    } else {
        parts.join(", ")
    }
}

/// Every game, the running ones first: the buttons to open it, follow it, or
/// open a bot's log of it, who played, the result, its length and how it ended.
fn games_ui(ui: &mut Ui, run: &SeriesRun, shown: Option<Shown>, action: &mut Option<Action>) {
    egui::Grid::new("series_games")
        .num_columns(7)
        .striped(true)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            ui.label(RichText::new("#").strong().color(theme::TEXT_WEAK));
            ui.label("");
            for side in Side::BOTH {
                ui.label(
                    RichText::new(s::side_name(run.kind, side))
                        .strong()
                        .color(theme::TEXT_WEAK),
                );
            }
            headers(
                ui,
                &[s::SERIES_COL_RESULT, s::SERIES_COL_PLIES, s::SERIES_COL_HOW],
            );
            ui.end_row();
            // The buttons come right after the number, so that long names
            // never push them out of sight.
            for live in run.live.values() {
                ui.label(live.number.to_string());
                let watching = shown.is_some_and(|shown| shown.number == live.number);
                let label = format!("{} {}", s::SERIES_WATCH, live.number);
                let button = ui.add_enabled(!watching, egui::Button::new(s::SERIES_WATCH));
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if button.clicked() {
                    *action = Some(Action::Series(SeriesAction::WatchGame(live.number)));
                }
                for side in Side::BOTH {
                    cut(ui, name(run, live.players[side.index()]), NAME_WIDTH);
                }
                ui.label(RichText::new(s::SERIES_LIVE).color(theme::AMBER));
                ui.label(live.moves.len().to_string());
                ui.end_row();
            }
            for report in run.games.iter().rev() {
                ui.label(report.number.to_string());
                ui.horizontal(|ui| {
                    let label = format!("{} {}", s::SERIES_OPEN, report.number);
                    let open = ui.button(s::SERIES_OPEN);
                    open.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if open.clicked() {
                        *action = Some(Action::Series(SeriesAction::OpenGame(report.number)));
                    }
                    for side in Side::BOTH {
                        // A merged part's logs stayed on the machine that
                        // played it.
                        let Some(logs) = &report.logs[side.index()] else {
                            continue;
                        };
                        if run.merged.is_some() && !logs.err.exists() {
                            continue;
                        }
                        // The button names the side (the names follow in their
                        // columns), so a long bot name keeps the table narrow.
                        let bot = name(run, report.players[side.index()]);
                        let text = s::series_log(&bot);
                        let label = format!("{text} {}", report.number);
                        let log = ui
                            .button(s::series_log_side(&s::side_name(run.kind, side)))
                            .on_hover_text(&text);
                        log.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                        });
                        if log.clicked() {
                            *action =
                                Some(Action::Series(SeriesAction::OpenLog(report.number, side)));
                        }
                    }
                });
                for side in Side::BOTH {
                    cut(ui, name(run, report.players[side.index()]), NAME_WIDTH);
                }
                ui.label(report.result_text().replace("1/2", "½"));
                ui.label(report.plies.to_string());
                // The longest text last, cut at its room: the whole text, and
                // what happened, on hover.
                let how = series::cause_text(run, report);
                let how_label = cut(ui, &how, HOW_WIDTH);
                if !report.detail.is_empty() {
                    how_label.on_hover_text(format!("{how}\n{}", report.detail));
                }
                ui.end_row();
            }
        });
}

/// The series' card at the top of the side panel while its game is on the
/// board: the series, its progress, the game shown, back to the table.
pub fn series_card(
    ui: &mut Ui,
    run: &SeriesRun,
    shown: Option<Shown>,
    table_shown: bool,
) -> Option<Action> {
    let mut action = None;
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(s::series_card_title(run.kind)).strong());
        let (done, total) = run.progress();
        let fraction = if total == 0 {
            0.0
        } else {
            done as f32 / total as f32
        };
        ui.add(egui::ProgressBar::new(fraction).text(s::series_progress(done, total)));
        if let Some(shown) = shown {
            let players = run
                .report(shown.number)
                .map(|report| report.players)
                .or_else(|| run.live.get(&shown.number).map(|live| live.players));
            if let Some([red, blue]) = players {
                let mut text = s::series_card_game(shown.number, &name(run, red), &name(run, blue));
                if shown.following.is_some() {
                    text = format!("{text} · {}", s::SERIES_LIVE);
                }
                ui.add(egui::Label::new(text).wrap());
            }
        }
        // The table has these buttons itself.
        if !table_shown {
            ui.horizontal_wrapped(|ui| controls(ui, run, false, &mut action));
        }
    });
    action
}

/// A bot's log of a game beside the board: its output and its error output.
pub fn log_panel(ui: &mut Ui, log: &LogView) -> Option<Action> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(s::series_log_title(&log.name, log.number)).strong());
        if ui.button(s::SERIES_LOG_CLOSE).clicked() {
            action = Some(Action::Series(SeriesAction::CloseLog));
        }
    });
    egui::ScrollArea::vertical()
        .id_salt("series_log")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (title, path, text) in [
                (s::SERIES_LOG_OUT, &log.out_path, &log.out),
                (s::SERIES_LOG_ERR, &log.err_path, &log.err),
            ] {
                theme::caption(ui, title);
                ui.label(
                    RichText::new(path.display().to_string())
                        .small()
                        .color(theme::TEXT_WEAK),
                );
                let shown = if text.is_empty() {
                    s::SERIES_LOG_EMPTY.to_string()
                } else {
                    text.clone()
                };
                ui.add(egui::Label::new(RichText::new(shown).monospace().size(12.0)).wrap());
                ui.add_space(8.0);
            }
        });
    action
}
