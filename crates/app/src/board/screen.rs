//! The boards' canvas on screen: [`Screen`] paints what the boards draw
//! ([`bernstein_diagram::Canvas`]) with egui's painter, the pieces' artwork
//! rasterised by egui_extras ([`super::art`]).

use egui::{Color32, FontId, Painter, Pos2, Rect, Shape, Ui, Vec2};

use super::art;
use bernstein_diagram::art::Art;
use bernstein_diagram::canvas::{DiscColors, LIGHT_SPOT, lerp_color};
use bernstein_diagram::{Canvas, Stroke};

/// egui's painter as a board's canvas.
pub(crate) struct Screen<'a> {
    pub ui: &'a Ui,
    pub painter: &'a Painter,
}

impl<'a> Screen<'a> {
    pub fn new(ui: &'a Ui, painter: &'a Painter) -> Screen<'a> {
        Screen { ui, painter }
    }
}

fn stroke(stroke: Stroke) -> egui::Stroke {
    egui::Stroke::new(stroke.width, stroke.color)
}

impl Canvas for Screen<'_> {
    fn rect_filled(&mut self, rect: Rect, corner: f32, color: Color32) {
        self.painter.rect_filled(rect, corner, color);
    }

    fn rect_stroke(&mut self, rect: Rect, corner: f32, line: Stroke, inside: bool) {
        let kind = if inside {
            egui::StrokeKind::Inside
        } else {
            egui::StrokeKind::Outside
        };
        self.painter.rect_stroke(rect, corner, stroke(line), kind);
    }

    fn circle_filled(&mut self, center: Pos2, radius: f32, color: Color32) {
        self.painter.circle_filled(center, radius, color);
    }

    fn circle_stroke(&mut self, center: Pos2, radius: f32, line: Stroke) {
        self.painter.circle_stroke(center, radius, stroke(line));
    }

    fn circle(&mut self, center: Pos2, radius: f32, fill: Color32, line: Stroke) {
        self.painter.circle(center, radius, fill, stroke(line));
    }

    fn ellipse_filled(&mut self, center: Pos2, radius: Vec2, color: Color32) {
        self.painter
            .add(Shape::ellipse_filled(center, radius, color));
    }

    fn line(&mut self, points: &[Pos2], line: Stroke) {
        match points {
            [a, b] => {
                self.painter.line_segment([*a, *b], stroke(line));
            }
            _ => {
                self.painter.add(Shape::line(points.to_vec(), stroke(line)));
            }
        }
    }

    fn polygon(&mut self, points: &[Pos2], color: Color32) {
        self.painter.add(Shape::convex_polygon(
            points.to_vec(),
            color,
            egui::Stroke::NONE,
        ));
    }

    fn text(&mut self, at: Pos2, anchor: egui::Align2, text: &str, size: f32, color: Color32) {
        self.painter
            .text(at, anchor, text, FontId::proportional(size), color);
    }

    fn art(&mut self, picture: Art, rect: Rect, tint: Color32, mirror: bool) {
        art::paint(self.ui, self.painter, picture, rect, tint, mirror);
    }

    /// A fan from the lit spot to the rim, darker towards the lower right.
    fn lit_face(&mut self, center: Pos2, radius: f32, face: DiscColors, alpha: f32) {
        let mut mesh = egui::Mesh::default();
        let spot = center + LIGHT_SPOT * radius;
        mesh.colored_vertex(spot, face.light.gamma_multiply(alpha));
        let steps = 48;
        for i in 0..=steps {
            let angle = i as f32 / steps as f32 * std::f32::consts::TAU;
            let rim = center + egui::vec2(angle.cos(), angle.sin()) * radius;
            // 0 at the upper left, 1 at the lower right.
            let shade = (1.0 + (angle - std::f32::consts::FRAC_PI_4).cos()) * 0.5;
            let color = lerp_color(face.base, face.edge, shade * 0.55);
            mesh.colored_vertex(rim, color.gamma_multiply(alpha));
        }
        for i in 0..steps as u32 {
            mesh.add_triangle(0, i + 1, i + 2);
        }
        self.painter.add(Shape::mesh(mesh));
    }
}
