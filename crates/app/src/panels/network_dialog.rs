//! What the screen shows of a game hosted for a student's bot: the dialog that
//! chooses the season, the port and who plays against the bot; the waiting
//! screen with the command line the bot is started with; and, beside the board,
//! the card with the players, the time each used for its last move, the time
//! limit and, at the end, the competition's result. The state is
//! `app/network.rs`'s; what the user decides comes back as [`Action`]s.

use egui::{RichText, Ui};

use crate::action::{Action, NetworkAction};
use crate::network::{self, HostChoices, Hosting, OtherSide, Phase};
use crate::panels::modal::{self, Fit};
use crate::strings as s;
use crate::theme;
use bernstein_rules::Side;

/// The dialog before the server starts; returns what the user chose.
pub fn choices_dialog(
    ctx: &egui::Context,
    choices: &mut HostChoices,
    levels: &[(u8, String)],
) -> Option<Action> {
    let mut action = None;
    let modal = modal::show(ctx, egui::Id::unique("host_dialog"), Fit::Scroll, |ui| {
        ui.set_width(560.0);
        ui.heading(RichText::new(s::HOST_TITLE).strong());
        ui.add(egui::Label::new(RichText::new(s::HOST_EXPLAIN).color(theme::TEXT_WEAK)).wrap());
        ui.add_space(8.0);
        theme::caption(ui, s::HOST_SEASON);
        theme::card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            for &kind in network::seasons() {
                ui.horizontal(|ui| {
                    if ui.radio(choices.kind == kind, s::game_name(kind)).clicked() {
                        choices.kind = kind;
                    }
                    ui.label(
                        RichText::new(network::game_type(kind))
                            .monospace()
                            .color(theme::TEXT_WEAK),
                    );
                });
            }
        });
        ui.add_space(8.0);
        theme::caption(ui, s::HOST_CONNECTION);
        theme::card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.label(s::HOST_PORT);
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut choices.port_text)
                        .desired_width(90.0)
                        .font(egui::TextStyle::Monospace),
                );
                edit.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, s::HOST_PORT)
                });
                if edit.changed() {
                    choices.error = None;
                }
            });
            ui.checkbox(&mut choices.time_limits, s::HOST_TIME_LIMITS);
        });
        ui.add_space(8.0);
        theme::caption(ui, s::HOST_OTHER_SIDE);
        theme::card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            if ui
                .radio(choices.other_side == OtherSide::User, s::HOST_BY_USER)
                .clicked()
            {
                choices.other_side = OtherSide::User;
            }
            ui.horizontal(|ui| {
                let computer = matches!(choices.other_side, OtherSide::Computer(_));
                if ui.radio(computer, s::HOST_BY_COMPUTER).clicked() && !computer {
                    choices.other_side = OtherSide::Computer(3);
                }
                if let OtherSide::Computer(level) = &mut choices.other_side {
                    crate::new_game::level_combo(
                        ui,
                        "host_level",
                        level,
                        levels,
                        &s::HOST_LEVEL.to_string(),
                    );
                }
            });
        });
        if let Some(error) = &choices.error {
            ui.add_space(6.0);
            ui.add(egui::Label::new(RichText::new(error).color(theme::ERROR)).wrap())
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, error));
        }
        ui.add_space(10.0);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let start = ui.add(theme::primary_button(s::HOST_START));
            if start.clicked() {
                action = Some(Action::Network(NetworkAction::Start(choices.clone())));
            }
            if ui
                .add(egui::Button::new(s::CANCEL).min_size(egui::vec2(90.0, 32.0)))
                .clicked()
            {
                action = Some(Action::Network(NetworkAction::CloseDialog));
            }
        });
    });
    if action.is_none() && modal.should_close() {
        action = Some(Action::Network(NetworkAction::CloseDialog));
    }
    action
}

/// The waiting screen: the port, the command lines to start a bot with, Cancel.
pub fn waiting_dialog(ctx: &egui::Context, hosting: &Hosting) -> Option<Action> {
    let mut action = None;
    modal::show(ctx, egui::Id::unique("host_waiting"), Fit::Scroll, |ui| {
        ui.set_width(600.0);
        ui.heading(RichText::new(s::HOST_TITLE).strong());
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.spinner();
            let waiting = s::host_waiting(hosting.port);
            ui.label(RichText::new(&waiting).size(17.0).strong())
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &waiting));
        });
        ui.label(RichText::new(s::game_name(hosting.kind)).color(theme::TEXT_WEAK));
        ui.add_space(8.0);
        ui.label(s::HOST_START_BOT);
        for command in network::bot_commands(hosting.port) {
            theme::card().show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    ui.label(RichText::new(&command).monospace())
                        .widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Label, true, &command)
                        });
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        let copy = ui.button(s::HOST_COPY);
                        let label = format!("{} {command}", s::HOST_COPY);
                        copy.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                        });
                        if copy.clicked() {
                            action =
                                Some(Action::Network(NetworkAction::CopyCommand(command.clone())));
                        }
                    });
                });
            });
        }
        ui.add_space(10.0);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .add(egui::Button::new(s::CANCEL).min_size(egui::vec2(90.0, 32.0)))
                .clicked()
            {
                action = Some(Action::Network(NetworkAction::Stop));
            }
        });
    });
    action
}

/// The hosted game's card beside the board: who plays, the time of each side's
/// last move, the limit, and at the end the competition's result.
pub fn live_card(ui: &mut Ui, hosting: &Hosting) -> Option<Action> {
    if hosting.phase == Phase::Waiting {
        return None;
    }
    let kind = hosting.kind;
    let look = bernstein_rules::with_game!(kind, P => <P as crate::board::BoardGame>::LOOK);
    let mut action = None;
    // In a low window the card starts folded to its title, so that the move list
    // keeps its rows; a click opens it.
    let tall = ui.ctx().content_rect().height() >= 800.0;
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        egui::CollapsingHeader::new(RichText::new(s::host_live_title(hosting.port)).strong())
            .id_salt("host_live_card")
            .default_open(tall)
            .show(ui, |ui| live_details(ui, hosting, kind, look));
        // Stopping stays in reach with the card folded.
        if hosting.phase == Phase::Playing && ui.button(s::HOST_STOP).clicked() {
            action = Some(Action::Network(NetworkAction::Stop));
        }
    });
    action
}

/// The live card's body: each side's time, the limit and the result.
fn live_details(
    ui: &mut Ui,
    hosting: &Hosting,
    kind: bernstein_rules::GameKind,
    look: theme::SideLook,
) {
    // Name and time wrap onto two lines where the panel is narrow.
    let names = hosting.names();
    for side in Side::BOTH {
        ui.horizontal_wrapped(|ui| {
            theme::side_chip(ui, look, side, 14.0);
            ui.label(RichText::new(&names[side.index()]).strong());
            if let Some(time) = hosting.last_times[side.index()] {
                ui.label(
                    RichText::new(s::host_last_move(time.as_secs_f64())).color(theme::TEXT_WEAK),
                );
            }
        });
    }
    let limit = match hosting.timeouts {
        Some(limits) => s::host_limit(limits.soft.as_secs_f64(), limits.hard.as_secs_f64()),
        None => s::HOST_NO_LIMIT.to_string(),
    };
    ui.label(RichText::new(limit).small().color(theme::TEXT_WEAK));
    if let Some(result) = &hosting.result {
        ui.separator();
        ui.label(RichText::new(s::HOST_RESULT).strong());
        // A regular end's winner is in the status card already.
        if result.cause != bernstein_net::Cause::Regular {
            let headline = s::result_headline(kind, result.winner);
            ui.label(RichText::new(&headline).strong().color(theme::AMBER));
        }
        let cause = network::cause_text(kind, result, hosting.timeouts);
        ui.add(egui::Label::new(RichText::new(&cause).color(theme::TEXT)).wrap())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &cause));
        // One row per score part, Red's (White's) value first, as the
        // status card writes its scores.
        egui::Grid::new("host_scores")
            .num_columns(2)
            .spacing([16.0, 2.0])
            .show(ui, |ui| {
                for (index, label) in result.scores.labels.iter().enumerate() {
                    let [first, second] = result
                        .scores
                        .values
                        .each_ref()
                        .map(|values| values.get(index).cloned().unwrap_or_default());
                    ui.label(RichText::new(label).color(theme::TEXT_WEAK));
                    ui.label(
                        RichText::new(format!("{first} : {second}"))
                            .strong()
                            .monospace(),
                    );
                    ui.end_row();
                }
            });
    }
}
