//! What the boards are drawn on: [`Canvas`], a few filled and stroked shapes,
//! text, the pieces' artwork and a lit disc face. The app paints it on screen
//! (egui), [`crate::svg::SvgCanvas`] writes it as SVG; the boards' drawing is written once,
//! against this trait.

use ecolor::Color32;
use emath::{Align2, Pos2, Rect, Vec2, vec2};

use crate::art::Art;

/// A line's width and colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    pub width: f32,
    pub color: Color32,
}

impl Stroke {
    pub fn new(width: f32, color: Color32) -> Stroke {
        Stroke { width, color }
    }
}

/// A surface to draw a board on, in points (y down).
pub trait Canvas {
    /// A rectangle with rounded corners (`corner`: their radius).
    fn rect_filled(&mut self, rect: Rect, corner: f32, color: Color32);
    /// A rectangle's outline, inside it (`inside`) or around it.
    fn rect_stroke(&mut self, rect: Rect, corner: f32, stroke: Stroke, inside: bool);
    fn circle_filled(&mut self, center: Pos2, radius: f32, color: Color32);
    fn circle_stroke(&mut self, center: Pos2, radius: f32, stroke: Stroke);
    /// A filled circle with its outline.
    fn circle(&mut self, center: Pos2, radius: f32, fill: Color32, stroke: Stroke) {
        self.circle_filled(center, radius, fill);
        self.circle_stroke(center, radius, stroke);
    }
    fn ellipse_filled(&mut self, center: Pos2, radius: Vec2, color: Color32);
    /// A line through `points` (two for a segment).
    fn line(&mut self, points: &[Pos2], stroke: Stroke);
    /// A filled convex polygon.
    fn polygon(&mut self, points: &[Pos2], color: Color32);
    /// `text` in the app's proportional font, `size` points high, placed by `anchor`.
    fn text(&mut self, at: Pos2, anchor: Align2, text: &str, size: f32, color: Color32);
    /// A piece's artwork in `rect`, its colours multiplied by `tint` (white keeps
    /// them, the alpha fades); `mirror` turns it left to right.
    fn art(&mut self, art: Art, rect: Rect, tint: Color32, mirror: bool);
    /// The lit top face of a disc: `light` at a spot to the upper left, `base`
    /// over most of it, shading towards `edge` at the lower right.
    fn lit_face(&mut self, center: Pos2, radius: f32, face: DiscColors, alpha: f32);
}

/// The colours of a disc or stone: its face, its edge and its lit spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscColors {
    pub base: Color32,
    pub edge: Color32,
    pub light: Color32,
}

/// Where a disc's lit spot lies, from its centre, as a share of its radius.
pub const LIGHT_SPOT: Vec2 = vec2(-0.32, -0.36);

/// A disc or stone with a soft 3D look: shadow, side edge, a top lit from the
/// upper left.
pub fn paint_disc(
    canvas: &mut dyn Canvas,
    center: Pos2,
    radius: f32,
    colors: DiscColors,
    alpha: f32,
) {
    let depth = radius * 0.12;
    canvas.circle_filled(
        center + vec2(radius * 0.06, depth + radius * 0.08),
        radius * 1.02,
        Color32::from_black_alpha((70.0 * alpha) as u8),
    );
    canvas.circle_filled(
        center + vec2(0.0, depth),
        radius,
        colors.edge.gamma_multiply(alpha),
    );
    canvas.lit_face(center, radius, colors, alpha);
    canvas.circle_stroke(
        center,
        radius,
        Stroke::new(
            (radius * 0.05).max(0.7),
            colors.edge.gamma_multiply(alpha * 0.9),
        ),
    );
}

/// The colour `t` of the way from `a` to `b`.
pub fn lerp_color(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_premultiplied(
        mix(a.r(), b.r()),
        mix(a.g(), b.g()),
        mix(a.b(), b.b()),
        mix(a.a(), b.a()),
    )
}

/// A cross of two strokes, `half` from its centre to each end.
pub fn paint_cross(canvas: &mut dyn Canvas, center: Pos2, half: f32, stroke: Stroke) {
    canvas.line(
        &[center + vec2(-half, -half), center + vec2(half, half)],
        stroke,
    );
    canvas.line(
        &[center + vec2(-half, half), center + vec2(half, -half)],
        stroke,
    );
}

/// A thick arrow with a triangular head, like analysis boards draw suggestions.
pub fn paint_arrow(canvas: &mut dyn Canvas, from: Pos2, to: Pos2, width: f32, color: Color32) {
    let dir = (to - from).normalized();
    if !dir.is_finite() {
        return;
    }
    let normal = vec2(-dir.y, dir.x);
    let head_len = width * 2.2;
    let tip = to - dir * width * 0.6;
    let base = tip - dir * head_len;
    let start = from + dir * width * 0.8;
    canvas.polygon(
        &[
            start + normal * width * 0.5,
            base + normal * width * 0.5,
            base - normal * width * 0.5,
            start - normal * width * 0.5,
        ],
        color,
    );
    canvas.polygon(
        &[
            base + normal * width * 1.3,
            tip,
            base - normal * width * 1.3,
        ],
        color,
    );
}

/// The largest square that fits in `area`, centred.
pub fn fit_square(area: Rect) -> Rect {
    let side = area.width().min(area.height());
    Rect::from_center_size(area.center(), Vec2::splat(side))
}
