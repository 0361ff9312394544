//! A game's position as a small picture that does not react: the board and its
//! pieces as the diagram crate draws them for the screen and for pictures, without
//! highlights (the welcome screen shows each game's start this way; the Rules
//! window a piece with arrows to where it may go).

use egui::{Sense, Ui, vec2};

use super::ensure_image_loaders;
use super::screen::Screen;
use bernstein_diagram::{Drawn, Marks, Picture};

/// Draws `pos` into a square of `size` points taken from `ui`; returns its response
/// (to click on).
pub(crate) fn miniature<P: Drawn>(ui: &mut Ui, pos: &P, size: f32) -> egui::Response {
    diagram(ui, pos, &Marks::default(), size)
}

/// The same with arrows and rings over the pieces.
pub(crate) fn diagram<P: Drawn>(ui: &mut Ui, pos: &P, marks: &Marks, size: f32) -> egui::Response {
    ensure_image_loaders(ui.ctx());
    let (area, response) = ui.allocate_exact_size(vec2(size, size), Sense::click());
    if ui.is_rect_visible(area) {
        let painter = ui.painter_at(area);
        let geo = P::geometry(area, false);
        let mut picture = Picture::plain(size);
        picture.marks = marks.clone();
        bernstein_diagram::draw(&mut Screen::new(ui, &painter), pos, &picture, &geo);
    }
    response
}
