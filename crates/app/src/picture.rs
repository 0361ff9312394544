//! "Stellung als Bild" / "Position as picture": the position shown, exported as
//! a picture for worksheets and chats, PNG or SVG by the file's ending, drawn by
//! the diagram crate exactly as `bernstein image` draws it, with the board's
//! arrows and marks and the coordinates when asked. The dialog takes a path
//! (and offers the system's file dialog where there is one).

use std::fmt;
use std::path::{Path, PathBuf};

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
    /// Why the last try failed; worded each time it is drawn, so that it is
    /// said in the language chosen at that time.
    pub error: Option<SaveError>,
}

/// Why the position could not be saved as a picture. Its `Display` words it
/// from the message files in the language chosen, as the dialog shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// No game is open, so there is no position to draw.
    NoGame,
    /// The file's ending is neither .png nor .svg.
    NeedsEnding,
    /// The picture could not be drawn at this size.
    Drawing(bernstein_diagram::PictureError),
    /// The file could not be written (the system's message, which the system
    /// words in its own language).
    NotWritten { path: PathBuf, why: String },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            SaveError::NoGame => s::NO_GAME.to_string(),
            SaveError::NeedsEnding => s::PICTURE_NEEDS_ENDING.to_string(),
            SaveError::Drawing(bernstein_diagram::PictureError::Size { width, height }) => {
                s::picture_failed(&s::picture_size_impossible(*width, *height))
            }
            // The renderer's own words: never expected, since the SVG is ours.
            SaveError::Drawing(bernstein_diagram::PictureError::Render(why)) => {
                s::picture_failed(why)
            }
            SaveError::NotWritten { path, why } => {
                s::picture_not_written(&path.display().to_string(), why)
            }
        };
        f.write_str(&words)
    }
}

impl std::error::Error for SaveError {}

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
    pub fn options(&self) -> Result<PictureOptions, SaveError> {
        let svg = format_of(Path::new(self.path.trim())).ok_or(SaveError::NeedsEnding)?;
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
        let error = dialog.error.as_ref().map(SaveError::to_string);
        theme::error_line(ui, error.as_deref());
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

    #[test]
    fn a_failed_picture_is_said_in_the_language_chosen() {
        let mut dialog = PictureDialog::new(None);
        dialog.path = "brett.jpg".to_string();
        assert_eq!(dialog.options(), Err(SaveError::NeedsEnding));
        let too_large = SaveError::Drawing(bernstein_diagram::PictureError::Size {
            width: 9000,
            height: 9000,
        });
        let not_written = SaveError::NotWritten {
            path: PathBuf::from("fehlt/brett.png"),
            why: "No such file or directory (os error 2)".to_string(),
        };
        crate::i18n::set_language(crate::i18n::Language::GERMAN);
        assert_eq!(
            SaveError::NeedsEnding.to_string(),
            "Der Dateiname muss auf .png oder .svg enden."
        );
        assert_eq!(
            too_large.to_string(),
            "Das Bild konnte nicht erstellt werden: ein Bild von 9.000 × 9.000 Pixeln ist zu klein oder zu groß"
        );
        assert!(
            not_written
                .to_string()
                .starts_with("Das Bild konnte nicht nach fehlt/brett.png geschrieben werden: "),
            "{not_written}"
        );
        assert_eq!(SaveError::NoGame.to_string(), "Keine Partie geöffnet.");
        crate::i18n::set_language(crate::i18n::Language::ENGLISH);
        assert_eq!(
            too_large.to_string(),
            "The picture could not be made: a picture of 9\u{202f}000 × 9\u{202f}000 pixels is too small or too large"
        );
        assert_eq!(SaveError::NoGame.to_string(), "No game open.");
    }
}
