//! "Position as picture": the dialog's requests carried out, and the same for
//! callers without a screen.

use std::path::Path;

use crate::App;
use crate::picture::{PictureDialog, PictureOptions, PictureRequest, SaveError};
use crate::strings as s;

impl App {
    /// Opens the "Position as picture" dialog (proposing a file beside the last
    /// one used).
    pub fn show_picture_dialog(&mut self) {
        if self.desk.game.is_some() {
            self.dialogs.picture = Some(PictureDialog::new(self.last_folder().as_deref()));
        }
    }

    /// Whether the "Position as picture" dialog is open.
    pub fn picture_dialog_open(&self) -> bool {
        self.dialogs.picture.is_some()
    }

    /// Writes the position shown as a picture to `path`, as the board shows it
    /// (flipped or not), or says why it could not.
    pub fn save_picture(&mut self, path: &Path, options: PictureOptions) -> Result<(), SaveError> {
        let game = self.desk.game.as_deref().ok_or(SaveError::NoGame)?;
        let bytes = game
            .position_picture(&options, self.desk.view.flipped)
            .map_err(SaveError::Drawing)?;
        std::fs::write(path, bytes).map_err(|error| SaveError::NotWritten {
            path: path.to_path_buf(),
            why: error.to_string(),
        })?;
        let shown = path.display().to_string();
        self.toasts.info(move || s::saved_to(&shown));
        Ok(())
    }

    pub(super) fn apply_picture(&mut self, request: PictureRequest) {
        let Some(dialog) = self.dialogs.picture.clone() else {
            return;
        };
        match request {
            PictureRequest::Close => self.dialogs.picture = None,
            PictureRequest::Save => {
                let done = dialog
                    .options()
                    .and_then(|options| self.save_picture(Path::new(dialog.path.trim()), options));
                match done {
                    Ok(()) => self.dialogs.picture = None,
                    Err(error) => {
                        if let Some(open) = &mut self.dialogs.picture {
                            open.error = Some(error);
                        }
                    }
                }
            }
            PictureRequest::Browse => {
                let mut native = rfd::FileDialog::new()
                    .add_filter("PNG", &["png"])
                    .add_filter("SVG", &["svg"]);
                let current = Path::new(dialog.path.trim());
                if let Some(folder) = current.parent().filter(|folder| folder.is_dir()) {
                    native = native.set_directory(folder);
                }
                if let Some(name) = current.file_name().and_then(|name| name.to_str()) {
                    native = native.set_file_name(name);
                }
                // Without a system dialog (it answers at once) the path field
                // stays the way.
                if let Some(path) = native.save_file()
                    && let Some(open) = &mut self.dialogs.picture
                {
                    open.path = path.display().to_string();
                    open.error = None;
                }
            }
        }
    }
}
