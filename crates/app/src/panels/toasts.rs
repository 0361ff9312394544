//! Messages to the user: errors (a bad file, a refused move) and short notes ("Saved
//! to …"), in one place at the foot of the side panel, where they never cover the
//! board. One message at a time: a new one takes the place of the last, and the
//! same message again counts up ("×3") and stays longer. A problem that lasts (the
//! autosave failing) is one persistent notice beside it, replaced rather than
//! repeated. A message keeps how it is worded ([`Wording`]), not the words, so that
//! it reads in the language the user switches to while it is up.

use std::time::Duration;

use egui::RichText;

use crate::action::{Action, ViewAction};
use crate::strings as s;
use crate::strings::Wording;
use crate::theme;

/// How long a note stays, and an error (unless dismissed first).
const INFO_SECONDS: f64 = 4.0;
const ERROR_SECONDS: f64 = 12.0;

/// One message box.
struct Toast {
    wording: Wording,
    error: bool,
    /// How many times the same message came (shown as "×3").
    count: u32,
    /// When it was first drawn (ui time), or last repeated.
    shown_at: Option<f64>,
}

/// The messages on screen, and the persistent notice.
#[derive(Default)]
pub struct Toasts {
    toasts: Vec<Toast>,
    /// A lasting problem: stays until it is cleared or dismissed.
    notice: Option<Wording>,
}

impl Toasts {
    pub fn error(&mut self, wording: impl Into<Wording>) {
        self.push(wording.into(), true);
    }

    pub fn info(&mut self, wording: impl Into<Wording>) {
        self.push(wording.into(), false);
    }

    fn push(&mut self, wording: Wording, error: bool) {
        // The same message is the same words (in whichever language is chosen now).
        let text = wording.text();
        if let Some(toast) = self
            .toasts
            .iter_mut()
            .find(|toast| toast.error == error && toast.wording.text() == text)
        {
            toast.count += 1;
            toast.shown_at = None;
            return;
        }
        // The newest message is the one that matters: it replaces the one before.
        self.toasts.clear();
        self.toasts.push(Toast {
            wording,
            error,
            count: 1,
            shown_at: None,
        });
    }

    /// Sets (or with `None` clears) the persistent notice.
    pub fn set_notice(&mut self, wording: Option<Wording>) {
        self.notice = wording;
    }

    /// How many message boxes are up (the notice counts as one).
    pub fn len(&self) -> usize {
        self.toasts.len() + usize::from(self.notice.is_some())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Removes message `index` (the notice is the last).
    pub fn dismiss(&mut self, index: usize) {
        if index < self.toasts.len() {
            self.toasts.remove(index);
        } else {
            self.notice = None;
        }
    }

    /// Draws the messages into `ui` (the foot of the side panel); returns a
    /// dismissal the user clicked.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let now = ui.input(|input| input.time);
        self.toasts.retain(|toast| {
            let limit = if toast.error {
                ERROR_SECONDS
            } else {
                INFO_SECONDS
            };
            // A long message stays as long as it takes to read (three words a second).
            let words = toast.wording.text().split_whitespace().count() as f64;
            let limit = limit.max(words / 3.0);
            toast.shown_at.is_none_or(|at| now - at < limit)
        });
        if self.is_empty() {
            return None;
        }
        let mut action = None;
        ui.add_space(6.0);
        let count = self.toasts.len();
        for (index, toast) in self.toasts.iter_mut().enumerate() {
            toast.shown_at.get_or_insert(now);
            let text = match toast.count {
                1 => toast.wording.text(),
                n => format!("{} (×{n})", toast.wording.text()),
            };
            if message_box(ui, &text, toast.error) {
                action = Some(Action::View(ViewAction::DismissMessage(index)));
            }
        }
        if let Some(notice) = &self.notice
            && message_box(ui, &notice.text(), true)
        {
            action = Some(Action::View(ViewAction::DismissMessage(count)));
        }
        ui.ctx().request_repaint_after(Duration::from_millis(500));
        action
    }
}

/// The width kept for a message's close button.
const CLOSE_BUTTON_WIDTH: f32 = 18.0;

/// One box; returns whether its close button was clicked.
fn message_box(ui: &mut egui::Ui, text: &str, error: bool) -> bool {
    let (fill, stroke) = if error {
        (theme::ERROR_BG, theme::ERROR)
    } else {
        (theme::INFO_BG, theme::GOOD)
    };
    let mut closed = false;
    egui::Frame::new()
        .fill(fill)
        .stroke(egui::Stroke::new(1.0, stroke))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(14, 10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_top(|ui| {
                ui.label(
                    RichText::new(if error { "⚠" } else { "✔" })
                        .color(stroke)
                        .size(16.0),
                );
                // The text wraps in what the close button leaves: a wrapping label
                // takes the whole rest of the row, which pushed the button past
                // the panel's edge in a narrow window.
                let text_width =
                    (ui.available_width() - CLOSE_BUTTON_WIDTH - ui.spacing().item_spacing.x)
                        .max(40.0);
                ui.allocate_ui(egui::vec2(text_width, 0.0), |ui| {
                    ui.add(egui::Label::new(RichText::new(text).color(theme::TEXT)).wrap());
                });
                let close = ui.add_sized(
                    [CLOSE_BUTTON_WIDTH, 18.0],
                    egui::Button::new("✖").frame(false),
                );
                close.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, s::DISMISS)
                });
                closed = close.clicked();
            });
        });
    ui.add_space(4.0);
    closed
}
