//! The piece artwork on screen: the SVG files ([`bernstein_diagram::art`]),
//! rasterised by egui_extras at a few fixed sizes (so resizing the window does not
//! fill the texture cache with one raster per pixel size).

use egui::{Color32, Painter, Rect, Ui, load::SizeHint, load::TexturePoll, pos2};

use bernstein_diagram::art::Art;

/// Where egui finds a picture's bytes.
fn uri(art: Art) -> String {
    format!("bytes://bernstein/{}.svg", art.name())
}

/// Registers the SVG bytes with egui once per context.
fn register(ctx: &egui::Context) {
    let flag = egui::Id::unique("bernstein-board-art-registered");
    if ctx
        .data(|data| data.get_temp::<bool>(flag))
        .unwrap_or(false)
    {
        return;
    }
    for art in Art::ALL {
        ctx.include_bytes(uri(art), art.bytes());
    }
    ctx.data_mut(|data| data.insert_temp(flag, true));
}

/// Paints `art` into `rect`, multiplied by `tint` (white keeps the colours; its alpha
/// fades). `mirror` flips it left to right.
pub(crate) fn paint(ui: &Ui, painter: &Painter, art: Art, rect: Rect, tint: Color32, mirror: bool) {
    super::ensure_image_loaders(ui.ctx());
    register(ui.ctx());
    let pixels = (rect.width().max(rect.height()) * ui.pixels_per_point())
        .ceil()
        .max(16.0) as u32;
    // Raster at the next power of two: crisp, and few sizes in the cache.
    let side = pixels.next_power_of_two().clamp(32, 1024);
    let hint = SizeHint::Size {
        width: side,
        height: side,
        maintain_aspect_ratio: true,
    };
    match ui
        .ctx()
        .try_load_texture(&uri(art), egui::TextureOptions::LINEAR, hint)
    {
        Ok(TexturePoll::Ready { texture }) => {
            let uv = if mirror {
                Rect::from_min_max(pos2(1.0, 0.0), pos2(0.0, 1.0))
            } else {
                Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0))
            };
            painter.image(texture.id, rect, uv, tint);
        }
        Ok(TexturePoll::Pending { .. }) => ui.ctx().request_repaint(),
        Err(_) => {
            // Never expected (the bytes are built in); a plain mark keeps the board usable.
            painter.circle_filled(rect.center(), rect.width() * 0.2, tint);
        }
    }
}
