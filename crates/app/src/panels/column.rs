//! A column of the side panel that scrolls as a whole where it does not fit: its
//! sections (the status card, the analysis, any card added later) take the height
//! they need, and the last part fills the height left, never less than its minimum.
//! In a tall window nothing scrolls and the last part ends at the column's foot;
//! with tall sections, the sections scroll above the last part, which keeps its
//! minimum in sight; only in a window too low for both does the whole column
//! scroll (the mouse wheel passes on to it from a scrolled part inside at that
//! part's end), so every part stays reachable and nothing is drawn over anything
//! else.

use egui::{Sense, Ui, UiBuilder, vec2};

/// Draws `sections`, then `fill` in the height left below them (at least
/// `fill_min`), inside one vertical scroll area; returns what `fill` returned.
/// `fill` is given a child of exactly that height, so a scroll area inside it (a
/// list) scrolls within it.
pub fn scroll_column<R>(
    ui: &mut Ui,
    id_salt: &str,
    fill_min: f32,
    sections: impl FnOnce(&mut Ui),
    fill: impl FnOnce(&mut Ui) -> R,
) -> R {
    let total = ui.available_height();
    if total >= fill_min + SECTIONS_GAP + SECTIONS_LEAST {
        // Room for both: the sections scroll on their own above the fill, which
        // keeps at least its minimum in sight.
        let width = ui.available_width();
        egui::ScrollArea::vertical()
            .id_salt(id_salt)
            .max_height(total - fill_min - SECTIONS_GAP)
            .auto_shrink([false, true])
            .show(ui, |ui| sections_clipped(ui, sections));
        ui.add_space(SECTIONS_GAP);
        let height = ui.available_height().max(fill_min);
        let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
        let mut part = ui.new_child(
            UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        part.set_clip_rect(rect.intersect(ui.clip_rect()));
        return fill(&mut part);
    }
    egui::ScrollArea::vertical()
        .id_salt(id_salt)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            sections_clipped(ui, sections);
            // Inside a scroll area the height available is the visible height less
            // what the sections took (negative when they took more).
            let height = ui.available_height().max(fill_min);
            let (rect, _) =
                ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
            let mut part = ui.new_child(
                UiBuilder::new()
                    .max_rect(rect)
                    .layout(egui::Layout::top_down(egui::Align::Min)),
            );
            part.set_clip_rect(rect.intersect(ui.clip_rect()));
            fill(&mut part)
        })
        .inner
}

/// The least height the sections keep in sight above the fill before the whole
/// column scrolls instead.
const SECTIONS_LEAST: f32 = 120.0;

/// Between the scrolled sections and the fill, so that a section cut at the
/// scroll area's foot does not touch the fill's caption.
const SECTIONS_GAP: f32 = 6.0;

/// The sections, drawn in a child as wide as the column and clipped to it: a
/// text that does not wrap is cut at the column's edge (each section keeps its
/// texts inside itself) and never widens the panel.
fn sections_clipped(ui: &mut Ui, sections: impl FnOnce(&mut Ui)) {
    let width = ui.available_width();
    let top = ui.cursor().min;
    let mut inner = ui.new_child(
        UiBuilder::new()
            .max_rect(egui::Rect::from_min_size(top, vec2(width, f32::INFINITY)))
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    inner.set_clip_rect(ui.clip_rect().intersect(egui::Rect::from_min_size(
        egui::pos2(top.x, f32::NEG_INFINITY),
        vec2(width, f32::INFINITY),
    )));
    sections(&mut inner);
    let height = inner.min_rect().height();
    ui.allocate_exact_size(vec2(width, height), Sense::hover());
}
