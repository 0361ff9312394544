//! The picture as SVG: [`SvgCanvas`] writes what the boards draw as SVG elements.
//! The pieces' artwork is defined once as symbols and placed where it stands;
//! text is written as the outlines of the app's own font (Ubuntu Light, egui's),
//! so the picture looks the same in every viewer and needs no font installed.

use std::collections::BTreeMap;
use std::fmt::Write;

use ecolor::Color32;
use emath::{Align2, Pos2, Rect, Vec2};
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider};

use crate::art::Art;
use crate::canvas::{Canvas, DiscColors, LIGHT_SPOT, Stroke, lerp_color};

/// A canvas that collects SVG elements.
#[derive(Default)]
pub struct SvgCanvas {
    body: String,
    /// The artwork used, by the symbol's id.
    arts: BTreeMap<&'static str, Art>,
    gradients: String,
    gradient_count: usize,
}

/// A number as SVG writes it: two decimals at most.
fn num(value: f32) -> String {
    let text = format!("{:.2}", value);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// A colour as a fill or stroke attribute with its opacity.
fn paint(attribute: &str, color: Color32) -> String {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    if a == 255 {
        format!("{attribute}=\"#{r:02x}{g:02x}{b:02x}\"")
    } else {
        format!(
            "{attribute}=\"#{r:02x}{g:02x}{b:02x}\" {attribute}-opacity=\"{}\"",
            num(f32::from(a) / 255.0)
        )
    }
}

fn points(points: &[Pos2]) -> String {
    points
        .iter()
        .map(|p| format!("{},{}", num(p.x), num(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

impl SvgCanvas {
    pub fn new() -> SvgCanvas {
        SvgCanvas::default()
    }

    /// The document: `size` points wide and high (`scale` pixels per point),
    /// the background filled with `background` where it is not transparent.
    pub fn finish(self, size: Vec2, scale: f32, background: Color32) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
             width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">",
            num(size.x * scale),
            num(size.y * scale),
            num(size.x),
            num(size.y)
        );
        if !self.arts.is_empty() || !self.gradients.is_empty() {
            out.push_str("<defs>\n");
            for (id, art) in &self.arts {
                let _ = writeln!(
                    out,
                    "<symbol id=\"{id}\" viewBox=\"0 0 100 100\">{}</symbol>",
                    art.inner().trim()
                );
            }
            out.push_str(&self.gradients);
            out.push_str("</defs>\n");
        }
        if background.a() > 0 {
            let _ = writeln!(
                out,
                "<rect width=\"{}\" height=\"{}\" {}/>",
                num(size.x),
                num(size.y),
                paint("fill", background)
            );
        }
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        out
    }

    fn element(&mut self, text: String) {
        self.body.push_str(&text);
        self.body.push('\n');
    }
}

impl Canvas for SvgCanvas {
    fn rect_filled(&mut self, rect: Rect, corner: f32, color: Color32) {
        self.element(format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" {}/>",
            num(rect.left()),
            num(rect.top()),
            num(rect.width()),
            num(rect.height()),
            num(corner),
            paint("fill", color)
        ));
    }

    fn rect_stroke(&mut self, rect: Rect, corner: f32, stroke: Stroke, inside: bool) {
        // SVG strokes straddle the outline: move it by half the width.
        let half = stroke.width / 2.0;
        let (rect, corner) = if inside {
            (rect.shrink(half), (corner - half).max(0.0))
        } else {
            (rect.expand(half), corner + half)
        };
        self.element(format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"none\" {} stroke-width=\"{}\"/>",
            num(rect.left()),
            num(rect.top()),
            num(rect.width()),
            num(rect.height()),
            num(corner),
            paint("stroke", stroke.color),
            num(stroke.width)
        ));
    }

    fn circle_filled(&mut self, center: Pos2, radius: f32, color: Color32) {
        self.element(format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {}/>",
            num(center.x),
            num(center.y),
            num(radius),
            paint("fill", color)
        ));
    }

    fn circle_stroke(&mut self, center: Pos2, radius: f32, stroke: Stroke) {
        self.element(format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" {} stroke-width=\"{}\"/>",
            num(center.x),
            num(center.y),
            num(radius),
            paint("stroke", stroke.color),
            num(stroke.width)
        ));
    }

    fn ellipse_filled(&mut self, center: Pos2, radius: Vec2, color: Color32) {
        self.element(format!(
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" {}/>",
            num(center.x),
            num(center.y),
            num(radius.x),
            num(radius.y),
            paint("fill", color)
        ));
    }

    fn line(&mut self, line: &[Pos2], stroke: Stroke) {
        self.element(format!(
            "<polyline points=\"{}\" fill=\"none\" {} stroke-width=\"{}\"/>",
            points(line),
            paint("stroke", stroke.color),
            num(stroke.width)
        ));
    }

    fn polygon(&mut self, corners: &[Pos2], color: Color32) {
        self.element(format!(
            "<polygon points=\"{}\" {}/>",
            points(corners),
            paint("fill", color)
        ));
    }

    fn text(&mut self, at: Pos2, anchor: Align2, text: &str, size: f32, color: Color32) {
        if let Some(path) = text_path(at, anchor, text, size) {
            self.element(format!("<path d=\"{path}\" {}/>", paint("fill", color)));
        }
    }

    fn art(&mut self, art: Art, rect: Rect, tint: Color32, mirror: bool) {
        let id = art.name();
        self.arts.insert(id, art);
        let opacity = f32::from(tint.a()) / 255.0;
        let mirror = if mirror {
            format!(
                " transform=\"translate({} 0) scale(-1 1)\"",
                num(2.0 * rect.center().x)
            )
        } else {
            String::new()
        };
        self.element(format!(
            "<use href=\"#{id}\" xlink:href=\"#{id}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" opacity=\"{}\"{mirror}/>",
            num(rect.left()),
            num(rect.top()),
            num(rect.width()),
            num(rect.height()),
            num(opacity)
        ));
    }

    fn lit_face(&mut self, center: Pos2, radius: f32, face: DiscColors, alpha: f32) {
        self.gradient_count += 1;
        let id = format!("face{}", self.gradient_count);
        let spot = center + LIGHT_SPOT * radius;
        let stop = |offset: f32, color: Color32| {
            let [r, g, b, a] = color.gamma_multiply(alpha).to_srgba_unmultiplied();
            format!(
                "<stop offset=\"{}\" stop-color=\"#{r:02x}{g:02x}{b:02x}\" stop-opacity=\"{}\"/>",
                num(offset),
                num(f32::from(a) / 255.0)
            )
        };
        let _ = writeln!(
            self.gradients,
            "<radialGradient id=\"{id}\" gradientUnits=\"userSpaceOnUse\" cx=\"{}\" cy=\"{}\" r=\"{}\" fx=\"{}\" fy=\"{}\">{}{}{}</radialGradient>",
            num(center.x),
            num(center.y),
            num(radius),
            num(spot.x),
            num(spot.y),
            stop(0.0, face.light),
            stop(0.55, face.base),
            stop(1.0, lerp_color(face.base, face.edge, 0.4)),
        );
        self.element(format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"url(#{id})\"/>",
            num(center.x),
            num(center.y),
            num(radius)
        ));
    }
}

/// The app's proportional font.
fn font() -> Option<FontRef<'static>> {
    FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).ok()
}

/// Collects a glyph's outline as path data, moved to `origin` and turned
/// upright (fonts count y upwards).
struct PathPen<'a> {
    out: &'a mut String,
    origin: Pos2,
}

impl PathPen<'_> {
    fn at(&self, x: f32, y: f32) -> String {
        format!("{},{}", num(self.origin.x + x), num(self.origin.y - y))
    }
}

impl OutlinePen for PathPen<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        let point = self.at(x, y);
        let _ = write!(self.out, "M{point}");
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let point = self.at(x, y);
        let _ = write!(self.out, "L{point}");
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let (control, point) = (self.at(cx0, cy0), self.at(x, y));
        let _ = write!(self.out, "Q{control} {point}");
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let (first, second, point) = (self.at(cx0, cy0), self.at(cx1, cy1), self.at(x, y));
        let _ = write!(self.out, "C{first} {second} {point}");
    }

    fn close(&mut self) {
        self.out.push('Z');
    }
}

/// `text` as path data in the app's font, `size` high, placed by `anchor` at
/// `at` (`None`: nothing to draw).
pub fn text_path(at: Pos2, anchor: Align2, text: &str, size: f32) -> Option<String> {
    let font = font()?;
    let size_ref = Size::new(size);
    let location = LocationRef::default();
    let charmap = font.charmap();
    let metrics = font.glyph_metrics(size_ref, location);
    let glyphs: Vec<_> = text.chars().filter_map(|c| charmap.map(c)).collect();
    if glyphs.is_empty() {
        return None;
    }
    let width: f32 = glyphs
        .iter()
        .map(|&glyph| metrics.advance_width(glyph).unwrap_or(0.0))
        .sum();
    let line = font.metrics(size_ref, location);
    // Placed as egui places a row: its box from the ascent to the descent.
    let height = line.ascent - line.descent;
    let left = at.x - anchor.x().to_factor() * width;
    let top = at.y - anchor.y().to_factor() * height;
    let mut origin = Pos2::new(left, top + line.ascent);
    let outlines = font.outline_glyphs();
    let mut out = String::new();
    for glyph in glyphs {
        if let Some(outline) = outlines.get(glyph) {
            let mut pen = PathPen {
                out: &mut out,
                origin,
            };
            let _ = outline.draw(DrawSettings::unhinted(size_ref, location), &mut pen);
        }
        origin.x += metrics.advance_width(glyph).unwrap_or(0.0);
    }
    (!out.is_empty()).then_some(out)
}
