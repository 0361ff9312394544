//! What the screen shows of a test series: the dialog that sets it up (the bots,
//! the season, the opponents, the number of games and the time limits); the table
//! in place of the board while it runs and after (a progress bar, the bots'
//! standings, the pairings, every game with buttons that open it on the board,
//! follow it while it runs, or open a bot's log of it); the card in the side
//! panel; and a bot's log beside the board. The state is `app/series.rs`'s; what
//! the user decides comes back as [`Action`]s.

use egui::{RichText, Ui};

use crate::action::{Action, SeriesAction};
use crate::series::{self, BotEntry, LogView, SeriesChoices, SeriesRun, Shown};
use crate::strings as s;
use crate::theme;
use bernstein_engine::MatchScore;
use bernstein_engine::stats::{signed_elo, unsigned_elo};
use bernstein_net::series::{ParticipantStats, StopReason};
use bernstein_rules::Side;

/// The times per move the dialog offers, in milliseconds: from a quick test to
/// far beyond the competition's 2 s.
const MOVETIME_RANGE: std::ops::RangeInclusive<u32> = 10..=60_000;

/// The dialog before a series starts; returns what the user chose.
/// `cores` bounds the games at once.
pub fn choices_dialog(
    ctx: &egui::Context,
    choices: &mut SeriesChoices,
    levels: &[(u8, String)],
    cores: u32,
) -> Option<Action> {
    let mut action = None;
    let modal = egui::Modal::new(egui::Id::unique("series_dialog")).show(ctx, |ui| {
        let width = (ctx.content_rect().width() - 60.0).clamp(300.0, 640.0);
        ui.set_width(width);
        ui.heading(RichText::new(s::SERIES_TITLE).strong());
        // The choices scroll where the window is low; the buttons stay.
        let height = (ctx.content_rect().height() - 170.0).max(120.0);
        egui::ScrollArea::vertical()
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| choices_ui(ui, choices, levels, cores));
        if let Some(error) = &choices.error {
            ui.add_space(6.0);
            ui.add(egui::Label::new(RichText::new(error).color(theme::ERROR)).wrap())
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, error));
        }
        ui.add_space(8.0);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.add(theme::primary_button(s::HOST_START)).clicked() {
                action = Some(Action::Series(SeriesAction::Start(choices.clone())));
            }
            if ui
                .add(egui::Button::new(s::CANCEL).min_size(egui::vec2(90.0, 32.0)))
                .clicked()
            {
                action = Some(Action::Series(SeriesAction::CloseDialog));
            }
        });
    });
    if action.is_none() && modal.should_close() {
        action = Some(Action::Series(SeriesAction::CloseDialog));
    }
    action
}

fn choices_ui(ui: &mut Ui, choices: &mut SeriesChoices, levels: &[(u8, String)], cores: u32) {
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
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        let mut remove = None;
        let many = choices.bots.len() > 1;
        for (index, bot) in choices.bots.iter_mut().enumerate() {
            bot_row(ui, index, bot, many, &mut remove);
        }
        if let Some(index) = remove {
            choices.bots.remove(index);
            choices.error = None;
        }
        if ui.button(format!("+ {}", s::SERIES_ADD_BOT)).clicked() {
            choices.bots.push(BotEntry::default());
        }
    });
    ui.add_space(6.0);
    theme::caption(ui, s::SERIES_OPPONENTS);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.checkbox(&mut choices.bots_meet, s::SERIES_BOTS_MEET);
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

/// A bot's name and command line, with a button that removes it.
fn bot_row(
    ui: &mut Ui,
    index: usize,
    bot: &mut BotEntry,
    removable: bool,
    remove: &mut Option<usize>,
) {
    ui.horizontal(|ui| {
        let name_label = format!("{} {}", s::SERIES_BOT_NAME, index + 1);
        let name = ui.add(
            egui::TextEdit::singleline(&mut bot.name)
                .desired_width(110.0)
                .hint_text(s::SERIES_BOT_NAME.to_string()),
        );
        name.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name_label));
        let remove_width = if removable { 90.0 } else { 0.0 };
        let command_label = format!("{} {}", s::SERIES_BOT_COMMAND, index + 1);
        let command = ui.add(
            egui::TextEdit::singleline(&mut bot.command)
                .desired_width((ui.available_width() - remove_width).max(120.0))
                .font(egui::TextStyle::Monospace)
                .hint_text("python3 logic.py"),
        );
        command
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &command_label));
        if removable && ui.button(s::SERIES_REMOVE_BOT).clicked() {
            *remove = Some(index);
        }
    });
}

/// The series in place of the board: its state, the standings and every game.
pub fn series_view(ui: &mut Ui, run: &SeriesRun, shown: Option<Shown>) -> Option<Action> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.heading(RichText::new(s::series_card_title(run.kind)).strong());
        ui.add_space(12.0);
        controls(ui, run, true, &mut action);
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
    ui.label(
        RichText::new(s::series_folder(&run.folder.display().to_string()))
            .small()
            .color(theme::TEXT_WEAK),
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
            *action = Some(Action::Series(SeriesAction::Stop));
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

/// Running, finished, or stopped and why; the pairings stopped early.
fn state_line(ui: &mut Ui, run: &SeriesRun) {
    let text = match &run.finished {
        None => s::SERIES_RUNNING.to_string(),
        Some(Ok(summary)) => match &summary.stop {
            None => s::SERIES_FINISHED.to_string(),
            Some(StopReason::Interrupted) => s::SERIES_STOPPED.to_string(),
            Some(StopReason::BotFailing { name, .. }) => s::series_bot_failing(name),
        },
        Some(Err(error)) => s::series_failed(error),
    };
    ui.add(egui::Label::new(RichText::new(&text).strong()).wrap())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
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
                ui.label(RichText::new(name(run, index)).strong());
                score_cells(ui, &stats.score);
                ui.label(s::series_time(
                    stats.times.average().as_secs_f64(),
                    stats.times.slowest.as_secs_f64(),
                ));
                ui.label(faults_text(stats));
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
                    ui.label(format!("{} – {}", name(run, first), name(run, second)));
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

/// Games, wins–draws–losses, score and Elo.
fn score_cells(ui: &mut Ui, score: &MatchScore) {
    ui.label(s::series_games(score.games()));
    ui.label(format!("{}–{}–{}", score.wins, score.draws, score.losses));
    ui.label(s::series_score(score.fraction()));
    let elo = if score.games() == 0 {
        "–".to_string()
    } else {
        format!(
            "{} ± {}",
            signed_elo(score.elo()).replace('-', "−"),
            unsigned_elo(score.elo_error95()).replace("inf", "∞")
        )
    };
    ui.label(elo);
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
                    ui.label(name(run, live.players[side.index()]));
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
                        if report.logs[side.index()].is_none() {
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
                    ui.label(name(run, report.players[side.index()]));
                }
                ui.label(report.result_text().replace("1/2", "½"));
                ui.label(report.plies.to_string());
                // The longest text last: where the table is wider than the
                // window, only it runs on (and the table scrolls).
                let how = series::cause_text(run, report);
                let how_label = ui.label(&how);
                if !report.detail.is_empty() {
                    how_label.on_hover_text(&report.detail);
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
