//! A position as a picture: the boards of the games drawn once, against a
//! [`Canvas`], so that the app paints them on screen and [`svg()`] and [`png()`]
//! write the same board for worksheets and chats ("Stellung als Bild", and
//! `bernstein image` on the command line), without a GUI.
//!
//! - `canvas.rs`: the drawing surface and the shapes the boards share (a lit
//!   disc, an arrow, a cross);
//! - `drawn.rs`: what a game says about its board ([`Drawn`]: cells, names,
//!   layout, board, pieces, which cells a move touches);
//! - `grid.rs`, `sea.rs`, `muehle.rs`, `piranhas.rs`: the games' boards;
//! - `marks.rs`: the highlight colours, moves as arrows, the user's own marks;
//! - `art.rs`: the pieces' artwork (`assets/*.svg`);
//! - `svg.rs`: the SVG writer (text as outlines of the app's font), and here
//!   the PNG, rendered from the SVG by resvg.

pub mod art;
pub mod canvas;
mod drawn;
mod grid;
pub mod marks;
pub mod muehle;
pub mod piranhas;
pub mod sea;
pub mod svg;

pub use canvas::{Canvas, DiscColors, Stroke};
pub use drawn::{Drawn, Geometry, Look, MoveCells};
pub use grid::Grid;
pub use marks::Marks;

use ecolor::Color32;
use emath::{Rect, Vec2, pos2, vec2};

/// What a picture shows besides the position.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture<M> {
    pub look: Look,
    /// The board's height in points (the picture's pixels at scale 1).
    pub size: f32,
    /// The move that led to the position, marked.
    pub last_move: Option<M>,
    /// The analysis lines' first moves, best first.
    pub lines: Vec<M>,
    pub hint: Option<M>,
    pub threat: Option<M>,
    /// The user's own arrows and rings.
    pub marks: Marks,
}

impl<M> Picture<M> {
    /// The position alone, `size` high, with coordinates.
    pub fn plain(size: f32) -> Picture<M> {
        Picture {
            look: Look {
                flipped: false,
                coordinates: true,
            },
            size,
            last_move: None,
            lines: Vec::new(),
            hint: None,
            threat: None,
            marks: Marks::default(),
        }
    }
}

/// The room around the board in a picture, as a share of its height: the
/// board's shadow falls into it.
const MARGIN: f32 = 0.02;

/// The board's layout in a picture of `size`, and the picture's size.
fn layout<P: Drawn>(size: f32, flipped: bool) -> (Geometry, Vec2) {
    let probe = P::geometry(
        Rect::from_min_size(pos2(0.0, 0.0), vec2(size * 4.0, size)),
        flipped,
    );
    let margin = size * MARGIN;
    let area = Rect::from_min_size(pos2(margin, margin), probe.outer.size());
    let geo = P::geometry(area, flipped);
    (geo, probe.outer.size() + Vec2::splat(2.0 * margin))
}

/// Draws the position with everything `picture` shows onto `canvas`, in the
/// layout `geo`: the board, the last move, the pieces, the arrows and marks.
pub fn draw<P: Drawn>(
    canvas: &mut dyn Canvas,
    pos: &P,
    picture: &Picture<P::Move>,
    geo: &Geometry,
) {
    pos.paint_board(canvas, geo, picture.look);
    if let Some(mv) = picture.last_move {
        marks::paint_last_move::<P>(canvas, geo, mv);
    }
    for cell in 0..P::cell_count() {
        pos.paint_piece(canvas, cell, geo.center(cell), geo.piece, 1.0);
    }
    pos.paint_extras(canvas, geo, picture.look.flipped);
    if let Some(mv) = picture.last_move {
        marks::paint_taken::<P>(canvas, geo, mv);
    }
    marks::paint_lines::<P>(canvas, geo, &picture.lines);
    if let Some(mv) = picture.hint.filter(|mv| !picture.lines.contains(mv)) {
        marks::paint_hint::<P>(canvas, geo, mv);
    }
    if let Some(mv) = picture.threat {
        marks::paint_threat::<P>(canvas, geo, mv);
    }
    marks::paint_marks::<P>(canvas, geo, &picture.marks, None);
}

/// The position as an SVG document.
pub fn svg<P: Drawn>(pos: &P, picture: &Picture<P::Move>) -> String {
    svg_scaled(pos, picture, 1.0)
}

fn svg_scaled<P: Drawn>(pos: &P, picture: &Picture<P::Move>, scale: f32) -> String {
    let (geo, size) = layout::<P>(picture.size, picture.look.flipped);
    let mut canvas = svg::SvgCanvas::new();
    draw(&mut canvas, pos, picture, &geo);
    canvas.finish(size, scale, Color32::TRANSPARENT)
}

/// Why a picture could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureError {
    /// The size asked for is no picture (too small, or too large to hold).
    Size { width: u32, height: u32 },
    /// The SVG could not be rendered (never expected: it is our own).
    Render(String),
}

impl std::fmt::Display for PictureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PictureError::Size { width, height } => {
                write!(f, "a picture of {width} x {height} pixels cannot be made")
            }
            PictureError::Render(why) => write!(f, "the picture could not be drawn: {why}"),
        }
    }
}

impl std::error::Error for PictureError {}

/// The largest picture's side, in pixels.
pub const MAX_PIXELS: u32 = 8192;

/// The position as a PNG image, rendered from its SVG.
pub fn png<P: Drawn>(pos: &P, picture: &Picture<P::Move>) -> Result<Vec<u8>, PictureError> {
    use resvg::{tiny_skia, usvg};
    let document = svg_scaled(pos, picture, 1.0);
    let tree = usvg::Tree::from_str(&document, &usvg::Options::default())
        .map_err(|error| PictureError::Render(error.to_string()))?;
    let size = tree.size();
    let (width, height) = (size.width().ceil() as u32, size.height().ceil() as u32);
    let too_large = width > MAX_PIXELS || height > MAX_PIXELS;
    let mut pixmap = tiny_skia::Pixmap::new(width, height)
        .filter(|_| !too_large)
        .ok_or(PictureError::Size { width, height })?;
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|error| PictureError::Render(error.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_records::{Arrow, Highlight, MarkColor};
    use bernstein_rules::muehle::Muehle;
    use bernstein_rules::ostseeschach::Ostseeschach;
    use bernstein_rules::ostseeschach_original::OstseeschachOriginal;
    use bernstein_rules::piranhas::Piranhas;
    use bernstein_rules::piranhas_2026::Piranhas2026;
    use bernstein_rules::{MoveList, Position};
    use resvg::{tiny_skia, usvg};

    /// The picture's SVG, read back by an SVG reader, and its PNG's pixels.
    fn check<P: Drawn>(picture: &Picture<P::Move>) -> (String, tiny_skia::Pixmap) {
        let pos = P::start(&Default::default(), 7);
        let svg = svg(&pos, picture);
        let tree = usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
        assert!(tree.size().height() >= picture.size);
        let png = png(&pos, picture).expect("a PNG");
        let pixmap = tiny_skia::Pixmap::decode_png(&png).expect("a readable PNG");
        assert_eq!(pixmap.height(), tree.size().height().ceil() as u32);
        // The board covers the middle of the picture.
        let middle = pixmap
            .pixel(pixmap.width() / 2, pixmap.height() / 2)
            .unwrap();
        assert_eq!(middle.alpha(), 255, "{}", P::KIND.name());
        (svg, pixmap)
    }

    #[test]
    fn every_game_draws_as_svg_and_png() {
        check::<Ostseeschach>(&Picture::plain(320.0));
        check::<OstseeschachOriginal>(&Picture::plain(320.0));
        check::<Piranhas>(&Picture::plain(320.0));
        check::<Piranhas2026>(&Picture::plain(320.0));
        let (svg, pixmap) = check::<Muehle>(&Picture::plain(320.0));
        // Mühle's stones in hand stand beside the board.
        assert!(pixmap.width() > pixmap.height());
        assert!(svg.contains("<radialGradient"), "lit stones");
    }

    #[test]
    fn the_artwork_is_defined_once_and_coordinates_are_outlines() {
        let mut picture = Picture::plain(400.0);
        let (with, _) = check::<Ostseeschach>(&picture);
        // Four animals, each a symbol, placed once per piece.
        assert_eq!(with.matches("<symbol").count(), 4);
        assert_eq!(with.matches("<use ").count(), 16);
        assert!(!with.contains("<text"), "no font needed to view it");
        picture.look.coordinates = false;
        let (without, _) = check::<Ostseeschach>(&picture);
        // a–h and 1–8 are the only text on the start position.
        assert_eq!(
            with.matches("<path").count() - without.matches("<path").count(),
            16
        );
    }

    #[test]
    fn arrows_rings_and_the_last_move_are_drawn() {
        let start = Ostseeschach::start(&Default::default(), 7);
        let mut moves = MoveList::new();
        start.legal_moves(&mut moves);
        let plain = svg(&start, &Picture::plain(400.0));
        let mut picture = Picture::plain(400.0);
        picture.last_move = Some(moves[0]);
        picture.hint = Some(moves[1]);
        picture.marks = Marks {
            arrows: vec![Arrow {
                color: MarkColor::Red,
                from: "a1".into(),
                to: "c3".into(),
            }],
            highlights: vec![Highlight {
                color: MarkColor::Blue,
                square: "e4".into(),
            }],
        };
        let marked = svg(&start, &picture);
        // An arrow is two polygons (shaft and head).
        assert_eq!(marked.matches("<polygon").count(), 4);
        assert_eq!(plain.matches("<polygon").count(), 0);
        let hex = |color: Color32| {
            let [r, g, b, _] = color.to_srgba_unmultiplied();
            format!("#{r:02x}{g:02x}{b:02x}")
        };
        for color in [
            marks::mark_color(MarkColor::Red),
            marks::mark_color(MarkColor::Blue),
            marks::palette::HINT,
            marks::palette::LAST_MOVE,
        ] {
            assert!(marked.contains(&hex(color)), "{}", hex(color));
        }
    }

    #[test]
    fn a_flipped_board_turns_the_coordinates() {
        let pos = Piranhas::start(&Default::default(), 3);
        let mut picture = Picture::plain(300.0);
        let normal = svg(&pos, &picture);
        picture.look.flipped = true;
        assert_ne!(normal, svg(&pos, &picture));
        let too_big = Picture::<<Piranhas as Position>::Move>::plain(20_000.0);
        assert!(matches!(
            png(&pos, &too_big),
            Err(PictureError::Size { .. })
        ));
    }
}
