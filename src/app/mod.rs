//! The desktop app (egui): draws and reacts; holds no rule logic of its own.
//!
//! [`App`] is the main window. The open game is an [`session::AnySession`]: one
//! [`session::Session`] per game type, generic over the rules' `Position`, with its
//! move tree (variations), the node shown, the board's state and the computer's
//! searches (`computer`). Files go through the records layer ([`files`]).

pub mod board;
pub mod editor;
pub mod strings;

mod analysis;
mod computer;
pub mod files;
mod move_list;
pub mod new_game;
pub mod session;
mod shell;
mod theme;

pub use new_game::NewGameSettings;
pub use shell::App;

/// Opens the main window; `file` (a saved game, match record or replay) is shown
/// instead of the last game.
pub fn run(file: Option<&std::path::Path>) -> Result<(), String> {
    let file = file.map(std::path::Path::to_path_buf);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(strings::APP_TITLE)
            .with_app_id("bernstein")
            .with_inner_size([1280.0, 820.0])
            .with_min_inner_size([860.0, 600.0]),
        ..Default::default()
    };
    eframe::run_native(
        strings::APP_TITLE,
        options,
        Box::new(move |cc| {
            let mut app = App::new(cc);
            if let Some(file) = &file {
                app.open_path(file);
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| e.to_string())
}
