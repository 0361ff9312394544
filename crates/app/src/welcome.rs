//! The first start: instead of the new-game dialog, once, a short welcome with the
//! five games (each with a picture of its start position) and the three ways in: a
//! new game (of the game clicked), opening a game, and the test series for bot
//! authors. It speaks the system's language, which the app has chosen by then.
//! Every start writes the settings, and a start with settings is no first start,
//! so the welcome never comes again (nor for users of versions before it).

use egui::{RichText, Ui, vec2};

use crate::App;
use crate::action::{FileAction, NewGameAction, SeriesAction};
use crate::board::miniature::miniature;
use crate::strings as s;
use crate::theme;
use bernstein_rules::{GameKind, Position, with_game};

/// The settings' key that marks the welcome as seen.
pub(crate) const SEEN_KEY: &str = "welcome_seen";

/// Whether this is Bernstein's first start: there are settings to remember the
/// welcome in, and they hold nothing an earlier start wrote (the welcome's mark,
/// or the language, which every version writes when it closes).
pub fn is_first_start(storage: Option<&dyn eframe::Storage>) -> bool {
    storage.is_some_and(|storage| {
        storage.get_string(SEEN_KEY).is_none() && storage.get_string("language").is_none()
    })
}

impl App {
    /// Shows the welcome in place of the window's panels and dialogs, until the
    /// user chooses a way in (or a game is opened otherwise: a file dropped on
    /// the window, given on the command line).
    pub fn show_welcome(&mut self) {
        self.welcome = true;
        self.dialogs.new_game = None;
    }

    /// Whether the welcome is up.
    pub fn welcome_shown(&self) -> bool {
        self.welcome
    }

    /// Draws the welcome if it is up and carries out the choice made on it;
    /// returns whether it took the window this frame.
    pub(crate) fn welcome_ui(&mut self, ui: &mut Ui) -> bool {
        if self.desk.game.is_some() || self.dialogs.picker.is_some() {
            self.welcome = false;
        }
        if !self.welcome {
            return false;
        }
        let frame = egui::Frame::new()
            .fill(theme::BACKGROUND)
            .inner_margin(egui::Margin::same(24));
        let shown = egui::CentralPanel::default()
            .frame(frame)
            .show(ui, welcome_page);
        let Some(choice) = shown.inner else {
            return true;
        };
        self.welcome = false;
        let action = match choice {
            WelcomeChoice::NewGame(kind) => {
                if let Some(kind) = kind {
                    self.settings.kind = kind;
                }
                NewGameAction::ShowDialog.into()
            }
            WelcomeChoice::Open => FileAction::OpenDialog.into(),
            WelcomeChoice::Series => SeriesAction::ShowDialog.into(),
        };
        let ctx = ui.ctx().clone();
        self.apply(&ctx, action);
        true
    }
}

/// What the user chose on the welcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WelcomeChoice {
    /// The new-game dialog, with this game chosen (`None`: the last one).
    NewGame(Option<GameKind>),
    Open,
    Series,
}

/// The seed of the start positions shown (the games with a random setup).
const PICTURE_SEED: u64 = 4711;
/// Between the games' cards.
const GAP: f32 = 10.0;

/// The height of the row of the ways in, with the space above it.
const WAYS_IN_HEIGHT: f32 = 16.0 + 34.0;

/// Draws the welcome into the whole window, centred; returns the user's choice.
/// Where the window is too low for the whole page, the ways in stay at its foot
/// and the title and the cards scroll above them.
fn welcome_page(ui: &mut Ui) -> Option<WelcomeChoice> {
    let mut choice = None;
    // The height of the title and the cards, and the cards' height, of the last
    // frame: the page is centred in the window, the cards are as tall as the
    // tallest. The row of the ways in is not measured, so that pinning it to the
    // foot does not change what decides whether it is pinned.
    let id = ui.make_persistent_id("welcome");
    let (top_height, card_height): (f32, f32) =
        ui.data(|data| data.get_temp(id)).unwrap_or_default();
    let page_width = ui.available_width().min(1000.0);
    let indent = (ui.available_width() - page_width) / 2.0;
    let pinned = top_height + WAYS_IN_HEIGHT > ui.available_height();
    if pinned {
        egui::Panel::bottom("welcome ways in")
            .frame(egui::Frame::new().inner_margin(egui::Margin {
                top: 10,
                ..Default::default()
            }))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.add_space(indent);
                    ui.vertical(|ui| {
                        ui.set_width(page_width);
                        ways_in(ui, &mut choice);
                    });
                });
            });
    }
    egui::ScrollArea::vertical().show(ui, |ui| {
        let page_height = top_height + if pinned { 0.0 } else { WAYS_IN_HEIGHT };
        ui.add_space(((ui.available_height() - page_height) / 2.0).max(0.0));
        let mut tallest = 0.0f32;
        let top = ui.cursor().top();
        ui.horizontal(|ui| {
            ui.add_space(indent);
            ui.vertical(|ui| {
                ui.set_width(page_width);
                ui.horizontal(|ui| {
                    ui.add(
                        egui::Image::new(egui::include_image!(
                            "../../../assets/icon/hicolor/64x64/apps/io.github.bernstein.Bernstein.png"
                        ))
                        .fit_to_exact_size(vec2(48.0, 48.0)),
                    );
                    ui.add_space(8.0);
                    ui.vertical(|ui| {
                        ui.label(RichText::new(s::WELCOME_TITLE).size(26.0).strong());
                        ui.label(RichText::new(s::WELCOME_TEXT).color(theme::TEXT_WEAK));
                    });
                });
                ui.add_space(16.0);
                ui.label(RichText::new(s::WELCOME_PICK_GAME).strong());
                ui.add_space(6.0);
                let card = ((page_width - GAP * 4.0) / 5.0).floor();
                ui.horizontal_top(|ui| {
                    ui.spacing_mut().item_spacing.x = GAP;
                    for kind in GameKind::ALL {
                        let (clicked, height) = game_card(ui, kind, card, card_height);
                        tallest = tallest.max(height);
                        if clicked {
                            choice = Some(WelcomeChoice::NewGame(Some(kind)));
                        }
                    }
                });
                let height = ui.cursor().top() - top;
                if (height, tallest) != (top_height, card_height) {
                    ui.data_mut(|data| data.insert_temp(id, (height, tallest)));
                    ui.ctx().request_repaint();
                }
                if !pinned {
                    ui.add_space(16.0);
                    ways_in(ui, &mut choice);
                }
            });
        });
    });
    choice
}

/// The three ways in: a new game, a game from a file, and the test series for
/// bot authors apart at the right.
fn ways_in(ui: &mut Ui, choice: &mut Option<WelcomeChoice>) {
    ui.horizontal(|ui| {
        let new_game = theme::primary_button(s::NEW_GAME).min_size(vec2(150.0, 34.0));
        if ui.add(new_game).clicked() {
            *choice = Some(WelcomeChoice::NewGame(None));
        }
        let open = egui::Button::new(s::WELCOME_OPEN).min_size(vec2(150.0, 34.0));
        if ui.add(open).clicked() {
            *choice = Some(WelcomeChoice::Open);
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let series = egui::Button::new(s::MENU_TEST_SERIES).min_size(vec2(130.0, 34.0));
            if ui.add(series).on_hover_text(s::WELCOME_BOTS).clicked() {
                *choice = Some(WelcomeChoice::Series);
            }
            ui.label(RichText::new(s::WELCOME_BOTS_TITLE).color(theme::TEXT_WEAK));
        });
    });
}

/// One game: a picture of its start, its name and what it is, at least `height`
/// tall; returns whether it was clicked, and its height.
fn game_card(ui: &mut Ui, kind: GameKind, width: f32, height: f32) -> (bool, f32) {
    let response = egui::Frame::new()
        .fill(theme::CARD)
        .stroke(egui::Stroke::new(1.0, theme::BORDER))
        .corner_radius(8)
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            let inner = width - 16.0;
            ui.set_width(inner);
            ui.set_min_height((height - 16.0).max(0.0));
            ui.vertical(|ui| {
                with_game!(kind, P => {
                    miniature(ui, &P::start(&Default::default(), PICTURE_SEED), inner)
                });
                ui.add_space(4.0);
                ui.label(RichText::new(s::game_name(kind)).strong());
                ui.label(
                    RichText::new(s::game_description(kind))
                        .color(theme::TEXT_WEAK)
                        .small(),
                );
            });
        })
        .response
        .interact(egui::Sense::click());
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, s::game_name(kind)));
    if response.hovered() {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    (response.clicked(), response.rect.height())
}
