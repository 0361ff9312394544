//! The "New game" dialog: which game, its rule options, the start setup's seed, the
//! clock (none, minutes per game plus an increment, or a time per move), and who
//! plays each side.

use std::collections::BTreeMap;

use egui::{RichText, Ui};

use crate::board::BoardGame;
use crate::clock::{Clocks, TimeControl};
use crate::open_game::{Open, OpenGame};
use crate::session::{PlayerExt, Session};
use crate::strings as s;
use crate::strings::Wording;
use crate::theme;
use bernstein_records::PlayerKind as Player;
use bernstein_rules::rng::SplitMix64;
use bernstein_rules::{GameKind, ON_OFF, Position, RuleOptions, Side};

/// What the dialog asks; kept between games so the next dialog starts from the last choice.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct NewGameSettings {
    pub kind: GameKind,
    /// The seed of the random start setup, as the user sees and types it.
    pub seed_text: String,
    /// The rule options chosen for each game (by the game's id), as the option
    /// and value ids of its [`RuleOptions::specs`]; a game without an entry plays
    /// its default options.
    pub rule_options: BTreeMap<String, BTreeMap<String, String>>,
    pub players: [Player; 2],
    /// The time control; `None`: no clocks.
    pub clock: Option<TimeControl>,
}

/// The time controls offered with one click: minutes per game plus seconds per move.
const GAME_PRESETS: [(u64, u64); 5] = [(1, 0), (3, 2), (5, 3), (10, 5), (15, 10)];
/// Times per move offered with one click, in seconds (the Software Challenge: 2 s).
const MOVE_PRESETS: [u64; 3] = [1, 2, 5];
/// The time control a choice of "minutes + increment" starts from.
const DEFAULT_GAME_CLOCK: TimeControl = TimeControl::Game {
    base_ms: 300_000,
    increment_ms: 3000,
};
/// The time control a choice of "time per move" starts from.
const DEFAULT_MOVE_CLOCK: TimeControl = TimeControl::PerMove { ms: 2000 };

impl Default for NewGameSettings {
    fn default() -> Self {
        NewGameSettings {
            kind: GameKind::Ostseeschach,
            seed_text: fresh_seed().to_string(),
            rule_options: BTreeMap::new(),
            players: [Player::Human, Player::Computer { level: 3 }],
            clock: None,
        }
    }
}

/// A new seed for the random setups: small enough to read out and type. The clock
/// and the standard library's per-process random keys together, so two seeds drawn
/// in the same instant still differ.
pub fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(nanos);
    SplitMix64::new(hasher.finish()).below(1_000_000)
}

impl NewGameSettings {
    /// The same choices with a new seed: every new game gets its own random setup
    /// (the last game's seed is remembered with the other choices, but a new game
    /// from it would repeat that game's setup). The dialog still shows the seed and
    /// lets the user type another.
    pub fn with_fresh_seed(&self) -> NewGameSettings {
        NewGameSettings {
            seed_text: fresh_seed().to_string(),
            ..self.clone()
        }
    }

    /// The options of the chosen game `P`: its defaults with the choices made.
    fn options<P: Position>(&self) -> P::Options {
        let mut options = P::Options::default();
        for (id, value) in self.rule_options.get(P::KIND.id()).into_iter().flatten() {
            // A choice the game no longer has (settings from an older version)
            // keeps the default.
            let _ = options.set(id, value);
        }
        options
    }

    /// The value of option `id` of the chosen game.
    fn option_value<P: Position>(&self, id: &str) -> &'static str {
        self.options::<P>().get(id).unwrap_or_default()
    }

    /// Chooses `value` for option `id` of the chosen game.
    fn choose_option(&mut self, id: &str, value: &str) {
        self.rule_options
            .entry(self.kind.id().to_string())
            .or_default()
            .insert(id.to_string(), value.to_string());
    }

    /// Whether the chosen game draws its start setup from the seed.
    pub fn uses_seed(&self) -> bool {
        bernstein_rules::with_game!(self.kind, P => P::uses_seed(&self.options::<P>()))
    }

    /// The seed typed, or an error message for the dialog.
    pub fn seed(&self) -> Result<u64, Wording> {
        let text = self.seed_text.trim().to_string();
        text.parse::<u64>()
            .map_err(|_| Wording::from(move || s::bad_seed(&text)))
    }

    /// The session these settings start, or why they cannot.
    pub fn start(&self) -> Result<Box<dyn OpenGame>, Wording> {
        let uses_seed = self.uses_seed();
        let seed = if uses_seed { self.seed()? } else { 0 };
        let players = self.players;
        let clock = self.clock;
        fn begin<P: BoardGame>(
            start: P,
            players: [Player; 2],
            seed: Option<u64>,
            clock: Option<TimeControl>,
        ) -> Box<dyn OpenGame> {
            let mut session = Session::new(start, players);
            session.seed = seed;
            session.clocks = clock.map(Clocks::new);
            Open::boxed(session)
        }
        let used_seed = uses_seed.then_some(seed);
        Ok(bernstein_rules::with_game!(self.kind, P => begin(
            P::start(&self.options::<P>(), seed),
            players,
            used_seed,
            clock,
        )))
    }
}

/// The chosen game's rule options, from their description as data
/// ([`RuleOptions::specs`]): an option that is on or off as a check box, any
/// other as a row of choices. A game without options that draws its setup from
/// the seed says so instead.
fn rule_options(ui: &mut Ui, settings: &mut NewGameSettings) {
    let kind = settings.kind;
    let specs =
        bernstein_rules::with_game!(kind, P => <<P as Position>::Options as RuleOptions>::specs());
    if specs.is_empty() && settings.uses_seed() {
        ui.label(RichText::new(s::OPTION_RANDOM_SETUP_NOTE).color(theme::TEXT_WEAK));
    }
    for spec in specs {
        let current = bernstein_rules::with_game!(kind, P => settings.option_value::<P>(spec.id));
        if spec.values == ON_OFF {
            let mut on = current == "on";
            if ui.checkbox(&mut on, s::rule_option(spec.id)).changed() {
                settings.choose_option(spec.id, if on { "on" } else { "off" });
            }
            continue;
        }
        ui.horizontal(|ui| {
            ui.label(s::rule_option(spec.id));
            for &value in spec.values {
                let label = s::rule_option_value(spec.id, value);
                if ui.radio(current == value, label).clicked() {
                    settings.choose_option(spec.id, value);
                }
            }
        });
    }
}

/// What the user did in the dialog this frame.
pub enum DialogAction {
    None,
    Cancel,
    Start,
}

/// Draws the dialog's contents.
pub fn dialog_ui(
    ui: &mut Ui,
    settings: &mut NewGameSettings,
    can_cancel: bool,
    levels: &[(u8, String)],
) -> DialogAction {
    let mut action = DialogAction::None;
    ui.set_width(660.0);
    ui.horizontal(|ui| {
        ui.heading(RichText::new(s::NEW_GAME_TITLE).strong());
    });
    ui.add_space(4.0);
    // In a low window the choices scroll between the title and the buttons, which
    // stay in view.
    egui::ScrollArea::vertical()
        .max_height(crate::panels::modal::body_height(ui.ctx()))
        .auto_shrink([false, true])
        .show(ui, |ui| choices_ui(ui, settings, levels));
    ui.add_space(10.0);
    ui.horizontal(|ui| {
        let start_ok = !settings.uses_seed() || settings.seed().is_ok();
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let start = ui.add_enabled(start_ok, theme::primary_button(s::START_GAME));
            if start.clicked() {
                action = DialogAction::Start;
            }
            if can_cancel
                && ui
                    .add(egui::Button::new(s::CANCEL).min_size(egui::vec2(90.0, 32.0)))
                    .clicked()
            {
                action = DialogAction::Cancel;
            }
        });
    });
    action
}

/// The choices of the dialog: the game, its options, the clock and the players.
fn choices_ui(ui: &mut Ui, settings: &mut NewGameSettings, levels: &[(u8, String)]) {
    theme::caption(ui, s::NEW_GAME_CHOOSE);
    // Two cards a row in the width left beside a scroll bar (less the cards'
    // margins and strokes and the gap between them).
    let card_width = ((ui.available_width() - 10.0) / 2.0 - 27.0).floor();
    egui::Grid::new("game_choice")
        .num_columns(2)
        .spacing([10.0, 10.0])
        .show(ui, |ui| {
            for (index, kind) in GameKind::ALL.into_iter().enumerate() {
                game_card(ui, settings, kind, card_width);
                if index % 2 == 1 {
                    ui.end_row();
                }
            }
        });
    ui.add_space(6.0);

    theme::caption(ui, s::NEW_GAME_OPTIONS);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        rule_options(ui, settings);
        if settings.uses_seed() {
            ui.horizontal(|ui| {
                ui.label(s::OPTION_SEED);
                ui.add(
                    egui::TextEdit::singleline(&mut settings.seed_text)
                        .desired_width(120.0)
                        .font(egui::TextStyle::Monospace),
                )
                .widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, s::OPTION_SEED_LABEL)
                });
                if ui.button(s::NEW_SEED).clicked() {
                    settings.seed_text = fresh_seed().to_string();
                }
                if let Err(message) = settings.seed() {
                    ui.label(RichText::new(message.text()).color(theme::ERROR));
                }
            });
        }
    });
    ui.add_space(6.0);

    theme::caption(ui, s::NEW_GAME_CLOCK);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        clock_choice(ui, &mut settings.clock);
    });
    ui.add_space(6.0);

    theme::caption(ui, s::NEW_GAME_PLAYERS);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        egui::Grid::new("players")
            .num_columns(4)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                for side in Side::BOTH {
                    let kind = settings.kind;
                    ui.horizontal(|ui| {
                        theme::side_chip(
                            ui,
                            bernstein_rules::with_game!(kind, P => P::LOOK),
                            side,
                            20.0,
                        );
                        ui.label(RichText::new(s::side_name(kind, side)).strong());
                    });
                    let player = &mut settings.players[side.index()];
                    let label_human = s::player_choice(&s::side_name(kind, side), false);
                    let label_computer = s::player_choice(&s::side_name(kind, side), true);
                    let human = ui.selectable_label(*player == Player::Human, s::PLAYER_HUMAN);
                    human.widget_info(|| {
                        egui::WidgetInfo::selected(
                            egui::Role::RadioButton,
                            true,
                            *player == Player::Human,
                            &label_human,
                        )
                    });
                    if human.clicked() {
                        *player = Player::Human;
                    }
                    let computer = ui.selectable_label(player.is_computer(), s::PLAYER_COMPUTER);
                    computer.widget_info(|| {
                        egui::WidgetInfo::selected(
                            egui::Role::RadioButton,
                            true,
                            player.is_computer(),
                            &label_computer,
                        )
                    });
                    if computer.clicked() && !player.is_computer() {
                        *player = Player::Computer { level: 3 };
                    }
                    if let Player::Computer { level } = player {
                        let label = s::level_label(&s::side_name(kind, side));
                        level_combo(ui, ("level", side.index()), level, levels, &label);
                    } else {
                        ui.label("");
                    }
                    ui.end_row();
                }
            });
    });
}

/// A computer's level, named `label` for screen readers: each choice says how long
/// the level thinks (or how many positions); also the bot dialog's chooser.
pub(crate) fn level_combo(
    ui: &mut Ui,
    id_salt: impl egui::AsIdSalt,
    level: &mut u8,
    levels: &[(u8, String)],
    label: &str,
) {
    let current = levels
        .iter()
        .find(|(n, _)| n == level)
        .map(|(n, _)| s::level_name(*n));
    let combo = egui::ComboBox::from_id_salt(id_salt)
        .width(200.0)
        .selected_text(current.unwrap_or_else(|| level.to_string()))
        .show_ui(ui, |ui| {
            ui.set_min_width(420.0);
            for (number, _) in levels {
                ui.selectable_value(level, *number, s::level_choice(*number));
            }
        });
    let budget = s::level_choice(*level);
    combo
        .response
        .on_hover_text(budget)
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, label));
}

/// The clock: none, minutes per game plus an increment, or a time per move, each
/// with presets and values to edit.
fn clock_choice(ui: &mut Ui, clock: &mut Option<TimeControl>) {
    ui.horizontal(|ui| {
        let choices = [
            (s::CLOCK_NONE, None),
            (s::CLOCK_GAME, Some(DEFAULT_GAME_CLOCK)),
            (s::CLOCK_PER_MOVE, Some(DEFAULT_MOVE_CLOCK)),
        ];
        for (name, first) in choices {
            let selected = match (&*clock, first) {
                (None, None) => true,
                (Some(now), Some(first)) => {
                    std::mem::discriminant(now) == std::mem::discriminant(&first)
                }
                _ => false,
            };
            if ui.radio(selected, name).clicked() && !selected {
                *clock = first;
            }
        }
    });
    match clock {
        Some(TimeControl::Game {
            base_ms,
            increment_ms,
        }) => {
            ui.horizontal(|ui| {
                for (minutes, increment) in GAME_PRESETS {
                    let preset = (minutes * 60_000, increment * 1000);
                    let on = (*base_ms, *increment_ms) == preset;
                    if ui
                        .selectable_label(on, format!("{minutes}+{increment}"))
                        .clicked()
                    {
                        (*base_ms, *increment_ms) = preset;
                    }
                }
                ui.add_space(12.0);
                let mut minutes = *base_ms as f64 / 60_000.0;
                ui.label(s::CLOCK_MINUTES);
                number_field(ui, &mut minutes, 0.1..=600.0, s::CLOCK_MINUTES_LABEL);
                *base_ms = (minutes * 60_000.0).round() as u64;
                let mut increment = *increment_ms as f64 / 1000.0;
                ui.label(s::CLOCK_INCREMENT);
                number_field(ui, &mut increment, 0.0..=600.0, s::CLOCK_INCREMENT_LABEL);
                *increment_ms = (increment * 1000.0).round() as u64;
            });
        }
        Some(TimeControl::PerMove { ms }) => {
            ui.horizontal(|ui| {
                for seconds in MOVE_PRESETS {
                    let on = *ms == seconds * 1000;
                    if ui
                        .selectable_label(on, s::seconds(seconds as f64))
                        .clicked()
                    {
                        *ms = seconds * 1000;
                    }
                }
                ui.add_space(12.0);
                let mut seconds = *ms as f64 / 1000.0;
                ui.label(s::CLOCK_MOVE_SECONDS);
                number_field(ui, &mut seconds, 0.1..=600.0, s::CLOCK_MOVE_SECONDS_LABEL);
                *ms = (seconds * 1000.0).round() as u64;
            });
            ui.label(RichText::new(s::CLOCK_PER_MOVE_NOTE).color(theme::TEXT_WEAK));
        }
        None => {}
    }
    if clock.is_some() {
        ui.label(RichText::new(s::CLOCK_FIRST_MOVE_NOTE).color(theme::TEXT_WEAK));
    }
}

/// A number the user drags or types, written in the language's way (a decimal
/// comma in German), with its accessible name.
fn number_field(ui: &mut Ui, value: &mut f64, range: std::ops::RangeInclusive<f64>, label: s::Msg) {
    let label = label.to_string();
    ui.add(
        egui::DragValue::new(value)
            .range(range)
            .speed(0.1)
            .max_decimals(1)
            .custom_formatter(|value, _| s::field_number(value))
            .custom_parser(s::read_field_number),
    )
    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, &label));
}

fn game_card(ui: &mut Ui, settings: &mut NewGameSettings, kind: GameKind, width: f32) {
    let selected = settings.kind == kind;
    let fill = if selected {
        theme::AMBER_DIM
    } else {
        theme::CARD
    };
    let stroke = if selected {
        egui::Stroke::new(1.5, theme::AMBER)
    } else {
        egui::Stroke::new(1.0, theme::BORDER)
    };
    let response = egui::Frame::new()
        .fill(fill)
        .stroke(stroke)
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(12, 8))
        .show(ui, |ui| {
            ui.set_width(width);
            ui.set_height(50.0);
            ui.vertical(|ui| {
                ui.label(RichText::new(s::game_name(kind)).size(16.0).strong());
                ui.label(
                    RichText::new(s::game_description(kind))
                        .color(theme::TEXT_WEAK)
                        .small(),
                );
            });
        })
        .response
        .interact(egui::Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::RadioButton, true, selected, s::game_name(kind))
    });
    if response.hovered() {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    if response.clicked() {
        settings.kind = kind;
    }
}
