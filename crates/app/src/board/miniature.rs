//! A game's position as a small picture that does not react: the board and its
//! pieces drawn by the game's own skin, without coordinates' interaction,
//! highlights or arrows (the welcome screen shows each game's start this way).

use egui::{Sense, Ui, vec2};

use super::{Skin, ensure_image_loaders};

/// Draws `pos` into a square of `size` points taken from `ui`; returns its response
/// (to click on).
pub(crate) fn miniature<P: Skin>(ui: &mut Ui, pos: &P, size: f32) -> egui::Response {
    ensure_image_loaders(ui.ctx());
    let (area, response) = ui.allocate_exact_size(vec2(size, size), Sense::click());
    if ui.is_rect_visible(area) {
        let painter = ui.painter_at(area);
        let geo = P::geometry(area, false);
        pos.paint_board(ui, &painter, &geo, false);
        for cell in 0..P::cell_count() {
            pos.paint_piece(ui, &painter, cell, geo.center(cell), geo.piece, 1.0);
        }
        pos.paint_extras(ui, &painter, &geo, false);
    }
    response
}
