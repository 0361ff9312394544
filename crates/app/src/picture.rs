//! "Stellung als Bild" / "Position as picture": the position shown, exported as
//! a picture for worksheets and chats, PNG or SVG by the file's ending, drawn by
//! the diagram crate exactly as `bernstein image` draws it, with the board's
//! arrows and marks and the coordinates when asked. The dialog takes a path
//! (and offers the system's file dialog where there is one).

use std::path::Path;

use egui::{Align, Key, Layout, RichText};

use crate::strings as s;
use crate::theme;

/// What the picture shows and how large it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PictureOptions {
    /// The files and ranks (points) along the board.
    pub coordinates: bool,
    /// The analysis lines' arrows, the hint, the threat and the user's own
    /// arrows and rings, as the board shows them.
    pub marks: bool,
    /// The board's height in pixels.
    pub size: u32,
    /// SVG; else PNG.
    pub svg: bool,
}

/// The sizes a picture may have, in pixels.
pub const SIZES: std::ops::RangeInclusive<u32> = 160..=2400;

/// The dialog's choices while it is open.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureDialog {
    pub path: String,
    pub coordinates: bool,
    pub marks: bool,
    pub size: u32,
    /// Why the last try failed, in the user's words.
    pub error: Option<String>,
}

impl PictureDialog {
    /// A dialog proposing `position.png` in `folder`.
    pub fn new(folder: Option<&Path>) -> PictureDialog {
        let name = format!("{}.png", s::PICTURE_FILE_NAME);
        let path = match folder {
            Some(folder) => folder.join(name).display().to_string(),
            None => name,
        };
        PictureDialog {
            path,
            coordinates: true,
            marks: true,
            size: 480,
            error: None,
        }
    }

    /// The options for the path typed, or why it cannot be a picture.
    pub fn options(&self) -> Result<PictureOptions, String> {
        let svg = format_of(Path::new(self.path.trim()))
            .ok_or_else(|| s::PICTURE_NEEDS_ENDING.to_string())?;
        Ok(PictureOptions {
            coordinates: self.coordinates,
            marks: self.marks,
            size: self.size.clamp(*SIZES.start(), *SIZES.end()),
            svg,
        })
    }
}

/// Whether `path` names an SVG (true) or a PNG (false) picture; `None` for
/// any other ending.
pub fn format_of(path: &Path) -> Option<bool> {
    let ending = path.extension()?.to_str()?.to_ascii_lowercase();
    match ending.as_str() {
        "svg" => Some(true),
        "png" => Some(false),
        _ => None,
    }
}

/// `path` with its ending changed to the format chosen.
fn with_ending(path: &str, svg: bool) -> String {
    let ending = if svg { "svg" } else { "png" };
    let trimmed = path.trim();
    match Path::new(trimmed).extension() {
        Some(old) => {
            let stem = &trimmed[..trimmed.len() - old.len() - 1];
            format!("{stem}.{ending}")
        }
        None => format!("{trimmed}.{ending}"),
    }
}

/// What the user decided in the dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum PictureRequest {
    /// Write the picture to the path typed.
    Save,
    /// Choose the path in the system's file dialog.
    Browse,
    Close,
}

/// The dialog; returns what the user decided this frame.
pub fn dialog_ui(ctx: &egui::Context, dialog: &mut PictureDialog) -> Option<PictureRequest> {
    let mut request = None;
    let width = (ctx.content_rect().width() - 60.0).clamp(260.0, 520.0);
    let modal = egui::Modal::new(egui::Id::unique("picture_dialog")).show(ctx, |ui| {
        ui.set_width(width);
        ui.heading(s::PICTURE_TITLE);
        ui.label(RichText::new(s::PICTURE_EXPLAIN).color(theme::TEXT_WEAK));
        ui.add_space(6.0);
        ui.checkbox(&mut dialog.coordinates, s::PICTURE_COORDINATES);
        ui.checkbox(&mut dialog.marks, s::PICTURE_MARKS);
        ui.horizontal(|ui| {
            ui.label(s::PICTURE_SIZE);
            ui.add(
                egui::DragValue::new(&mut dialog.size)
                    .range(SIZES)
                    .speed(4.0)
                    .suffix(" px"),
            )
            .widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::SpinButton, true, s::PICTURE_SIZE)
            });
        });
        ui.horizontal(|ui| {
            let svg = format_of(Path::new(dialog.path.trim()));
            for (text, as_svg) in [("PNG", false), ("SVG", true)] {
                if ui.radio(svg == Some(as_svg), text).clicked() {
                    dialog.path = with_ending(&dialog.path, as_svg);
                    dialog.error = None;
                }
            }
        });
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let browse = ui.button(s::PICTURE_BROWSE);
            let edit = ui.add(
                egui::TextEdit::singleline(&mut dialog.path)
                    .font(egui::TextStyle::Monospace)
                    .desired_width(ui.available_width()),
            );
            edit.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, s::PATH_LABEL)
            });
            if edit.changed() {
                dialog.error = None;
            }
            if edit.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter)) {
                request = Some(PictureRequest::Save);
            }
            if browse.clicked() {
                request = Some(PictureRequest::Browse);
            }
        });
        theme::error_line(ui, dialog.error.as_deref());
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if ui.add(theme::accent_button(s::PICTURE_SAVE)).clicked() {
                request = Some(PictureRequest::Save);
            }
            if ui.button(s::CANCEL).clicked() {
                request = Some(PictureRequest::Close);
            }
        });
    });
    if request.is_none() && modal.should_close() {
        request = Some(PictureRequest::Close);
    }
    request
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ending_says_the_format_and_the_choice_changes_the_ending() {
        assert_eq!(format_of(Path::new("a/b.PNG")), Some(false));
        assert_eq!(format_of(Path::new("b.svg")), Some(true));
        assert_eq!(format_of(Path::new("b.jpg")), None);
        assert_eq!(with_ending("a/stellung.png", true), "a/stellung.svg");
        assert_eq!(with_ending("stellung", false), "stellung.png");
    }
}
