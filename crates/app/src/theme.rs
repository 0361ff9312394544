//! The app's look: a dark, warm theme (amber accents, after the app's name) and the
//! colours that stand for the two sides.

use egui::{Color32, CornerRadius, FontFamily, FontId, Stroke, TextStyle, Visuals};

use bernstein_rules::Side;

pub const BACKGROUND: Color32 = Color32::from_rgb(0x22, 0x20, 0x1e);
pub const PANEL: Color32 = Color32::from_rgb(0x2b, 0x29, 0x26);
pub const CARD: Color32 = Color32::from_rgb(0x34, 0x31, 0x2d);
pub const CARD_HOVER: Color32 = Color32::from_rgb(0x3f, 0x3b, 0x36);
pub const BORDER: Color32 = Color32::from_rgb(0x48, 0x43, 0x3c);
pub const TEXT: Color32 = Color32::from_rgb(0xe4, 0xdf, 0xd6);
pub const TEXT_WEAK: Color32 = Color32::from_rgb(0x9c, 0x95, 0x8a);
pub const AMBER: Color32 = Color32::from_rgb(0xe0, 0x9a, 0x2a);
pub const AMBER_DIM: Color32 = Color32::from_rgb(0x6b, 0x4c, 0x1c);
pub const ERROR: Color32 = Color32::from_rgb(0xd9, 0x5a, 0x4a);
pub const ERROR_BG: Color32 = Color32::from_rgb(0x4a, 0x24, 0x20);
pub const INFO_BG: Color32 = Color32::from_rgb(0x2a, 0x3a, 0x2c);
/// Hints after a refused click: noticeable, but softer than an error.
pub const WARNING: Color32 = Color32::from_rgb(0xc9, 0xa2, 0x6b);
/// The rim of a radio button's circle, a checkbox's box, a text field and a button.
pub const CHOICE_RIM: Color32 = Color32::from_rgb(0x74, 0x6c, 0x60);
pub const GOOD: Color32 = Color32::from_rgb(0x7c, 0xb3, 0x5a);

/// The colours that stand for a game's two sides (first, second), by use. Each
/// game's board says which it has (`BoardGame::LOOK`).
#[derive(Clone, Copy, Debug)]
pub struct SideLook {
    /// Pieces, chips.
    pub sides: [Color32; 2],
    /// A score for the side ahead, where it must read on the dark panel.
    pub score: [Color32; 2],
    /// The side's area in the evaluation graph, where its toned-down colour
    /// ([`SideLook::graph_fill`]) would not do.
    pub graph: [Option<Color32>; 2],
}

const RED: Color32 = Color32::from_rgb(0xd6, 0x45, 0x3d);
const BLUE: Color32 = Color32::from_rgb(0x3f, 0x84, 0xd8);

impl SideLook {
    /// Red and Blue: their own colours everywhere, toned down in the graph.
    pub const RED_BLUE: SideLook = SideLook {
        sides: [RED, BLUE],
        score: [RED, BLUE],
        graph: [None, None],
    };

    /// White and Black (Mühle). Neither reads as text on the dark panel, so scores
    /// take the amber accent; Black's graph area is a grey between the panel and
    /// White's area, where black would vanish.
    pub const WHITE_BLACK: SideLook = SideLook {
        sides: [
            Color32::from_rgb(0xf2, 0xee, 0xe6),
            Color32::from_rgb(0x1c, 0x1b, 0x1a),
        ],
        score: [AMBER, AMBER],
        graph: [None, Some(Color32::from_rgb(0x4c, 0x49, 0x45))],
    };

    /// The fill of a side's area in the evaluation graph: its colour, toned down.
    pub fn graph_fill(&self, side: Side) -> Color32 {
        self.graph[side.index()].unwrap_or_else(|| self.sides[side.index()].gamma_multiply(0.55))
    }
}

/// Draws a small piece in the side's colour: a disc lit from the upper left, with
/// a rim in a shade of its own colour and a turned groove, as the pieces on the
/// boards. A flat disc with a grey rim would read as a radio button (a black one
/// as an unselected one) beside the dialogs' choices.
pub fn side_chip(ui: &mut egui::Ui, look: SideLook, side: Side, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let painter = ui.painter();
    let color = look.sides[side.index()];
    let center = rect.center();
    let radius = size * 0.5;
    // Light colours get a darker rim and groove, dark ones lighter.
    let light = color.r() as u32 + color.g() as u32 + color.b() as u32 > 3 * 128;
    let toward = |target: u8, share: f32| {
        let mix = |channel: u8| (channel as f32 + (target as f32 - channel as f32) * share) as u8;
        Color32::from_rgb(mix(color.r()), mix(color.g()), mix(color.b()))
    };
    let (rim, groove) = if light {
        (toward(0, 0.4), Color32::from_black_alpha(60))
    } else {
        (toward(255, 0.3), Color32::from_white_alpha(50))
    };
    // A soft shadow below, as a piece standing on the table casts.
    painter.circle_filled(
        center + egui::vec2(0.0, radius * 0.15),
        radius,
        Color32::from_black_alpha(110),
    );
    let radius = radius * 0.92;
    let center = center - egui::vec2(0.0, radius * 0.05);
    painter.circle_filled(center, radius, rim);
    painter.circle_filled(center, radius - 1.5, color);
    // The light from the upper left.
    painter.circle_filled(
        center - egui::vec2(radius * 0.3, radius * 0.3),
        radius * 0.3,
        Color32::from_white_alpha(if light { 120 } else { 45 }),
    );
    painter.circle_stroke(center, radius * 0.55, Stroke::new(1.0, groove));
    response
}

/// Installs the theme on a context.
pub fn install(ctx: &egui::Context) {
    ctx.set_theme(egui::Theme::Dark);
    ctx.all_styles_mut(|style| {
        let mut visuals = Visuals::dark();
        visuals.panel_fill = PANEL;
        visuals.window_fill = PANEL;
        visuals.extreme_bg_color = BACKGROUND;
        visuals.faint_bg_color = CARD;
        visuals.override_text_color = Some(TEXT);
        visuals.hyperlink_color = AMBER;
        visuals.selection.bg_fill = AMBER_DIM;
        visuals.selection.stroke = Stroke::new(1.0, AMBER);
        visuals.window_stroke = Stroke::new(1.0, BORDER);
        visuals.window_corner_radius = CornerRadius::same(10);
        visuals.menu_corner_radius = CornerRadius::same(8);
        let radius = CornerRadius::same(6);
        for widget in [
            &mut visuals.widgets.noninteractive,
            &mut visuals.widgets.inactive,
            &mut visuals.widgets.hovered,
            &mut visuals.widgets.active,
            &mut visuals.widgets.open,
        ] {
            widget.corner_radius = radius;
        }
        visuals.widgets.noninteractive.bg_stroke = Stroke::new(1.0, BORDER);
        visuals.widgets.inactive.weak_bg_fill = CARD;
        // `bg_fill` and `bg_stroke` draw the circle of a radio button and the box of
        // a checkbox: on the card they must stand out, or an unselected choice reads
        // as plain text.
        visuals.widgets.inactive.bg_fill = BACKGROUND;
        visuals.widgets.inactive.bg_stroke = Stroke::new(1.0, CHOICE_RIM);
        visuals.widgets.hovered.weak_bg_fill = CARD_HOVER;
        visuals.widgets.hovered.bg_fill = CARD_HOVER;
        visuals.widgets.hovered.bg_stroke = Stroke::new(1.0, AMBER_DIM);
        visuals.widgets.active.weak_bg_fill = AMBER_DIM;
        style.visuals = visuals;
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
        style.spacing.interact_size.y = 26.0;
        // Thin scroll bars that show whenever there is more to see: a column that
        // scrolls in a small window must look like it does.
        style.spacing.scroll = egui::style::ScrollStyle {
            // The handle in the widgets' text colour: a dark one would vanish on
            // the dark panel.
            foreground_color: true,
            ..egui::style::ScrollStyle::thin()
        };
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(20.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(14.5, FontFamily::Proportional)),
            (
                TextStyle::Monospace,
                FontId::new(14.0, FontFamily::Monospace),
            ),
            (
                TextStyle::Button,
                FontId::new(14.5, FontFamily::Proportional),
            ),
            (
                TextStyle::Small,
                FontId::new(12.0, FontFamily::Proportional),
            ),
        ]
        .into();
    });
}

/// A framed card in the side panel.
pub fn card() -> egui::Frame {
    egui::Frame::new()
        .fill(CARD)
        .corner_radius(CornerRadius::same(8))
        .inner_margin(egui::Margin::same(10))
        .stroke(Stroke::new(1.0, BORDER))
}

/// Small, spaced upper-case caption above a section.
pub fn caption(ui: &mut egui::Ui, text: impl std::fmt::Display) {
    ui.label(
        egui::RichText::new(text.to_string().to_uppercase())
            .small()
            .color(TEXT_WEAK)
            .strong(),
    );
}

/// An amber button with black text: the one action a dialog is for (Load, OK).
pub fn accent_button(text: impl std::fmt::Display) -> egui::Button<'static> {
    egui::Button::new(
        egui::RichText::new(text.to_string())
            .strong()
            .color(Color32::BLACK),
    )
    .fill(AMBER)
}

/// The amber button that does what a dialog is for ("Start game", "Start hosting"):
/// black bold text on amber, a little larger than the buttons beside it.
pub fn primary_button(text: impl std::fmt::Display) -> egui::Button<'static> {
    accent_button(text).min_size(egui::vec2(120.0, 32.0))
}

/// A dialog's error message, in a place two lines high that is kept whether or not
/// there is a message, so the buttons below never move; a longer message is cut.
pub fn error_line(ui: &mut egui::Ui, error: Option<&str>) {
    let height = 2.0 * ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::hover(),
    );
    if let Some(error) = error {
        let mut place = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        place.set_clip_rect(rect.intersect(ui.clip_rect()));
        place.add(egui::Label::new(egui::RichText::new(error).color(ERROR)).wrap());
    }
}
