//! Dialogs over the main window that hold still and fit: a dialog opens centred,
//! then keeps its top-left while its content grows or shrinks (a choice that shows
//! or hides a row never moves the buttons under the mouse), and what does not fit
//! in a low window scrolls.

use egui::{Align2, Context, Id, Modal, Pos2, Ui};

/// How a dialog fits a low window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// The whole dialog scrolls where the window is lower than it.
    Scroll,
    /// The dialog scrolls its own body between a title and buttons it keeps in
    /// view (its body's height is the window's less [`BODY_MARGIN`]), so it is
    /// not wrapped in a second scroll area whose edge could hide those buttons.
    OwnBody,
}

/// What a dialog that scrolls its own body keeps outside the body: its title,
/// its buttons, its frame's margins and a little room around the dialog.
pub const BODY_MARGIN: f32 = 170.0;

/// The height a dialog that scrolls its own body gives the body in `ctx`'s
/// window (never less than a few rows).
pub fn body_height(ctx: &Context) -> f32 {
    (ctx.content_rect().height() - BODY_MARGIN).max(160.0)
}

/// Where a dialog stands: its top-left once placed, the pass it was last drawn
/// in, and how many passes it has been drawn since it opened.
#[derive(Clone, Copy, Default)]
struct Placed {
    top_left: Option<Pos2>,
    pass: u64,
    shown: u32,
}

/// Shows a modal dialog `id` that stays where it opened and fits the window as
/// `fit` says.
pub fn show<R>(
    ctx: &Context,
    id: Id,
    fit: Fit,
    content: impl FnOnce(&mut Ui) -> R,
) -> egui::ModalResponse<R> {
    let key = id.with("placed");
    let pass = ctx.cumulative_pass_nr();
    let mut placed: Placed = ctx.data(|data| data.get_temp(key)).unwrap_or_default();
    // Not drawn in the pass before: the dialog opens afresh, centred.
    if placed.pass + 1 < pass {
        placed = Placed::default();
    }
    let screen = ctx.content_rect();
    let area = Modal::default_area(id);
    let area = match placed.top_left {
        Some(top_left) => area.anchor(Align2::LEFT_TOP, top_left - screen.min),
        None => area,
    };
    // The frame's margins and a little room around the dialog.
    let room = (screen.height() - 48.0).max(120.0);
    let response = Modal::new(id).area(area).show(ctx, |ui| match fit {
        Fit::Scroll => {
            egui::ScrollArea::vertical()
                .id_salt(id.with("scroll"))
                .max_height(room)
                .show(ui, content)
                .inner
        }
        Fit::OwnBody => content(ui),
    });
    placed.pass = pass;
    placed.shown += 1;
    // Its size is known from its second pass on: where it stands centred then, it
    // stays (its top never above the window's).
    if placed.top_left.is_none() && placed.shown >= 2 {
        let mut top_left = response.response.rect.min;
        top_left.y = top_left.y.max(screen.top());
        placed.top_left = Some(top_left);
    }
    ctx.data_mut(|data| data.insert_temp(key, placed));
    response
}
