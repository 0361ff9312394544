//! The desktop app (egui): draws and reacts; holds no rule logic of its own.
//!
//! [`App`] is the main window (`shell.rs`): the game on the board is one
//! `Box<dyn` [`open_game::OpenGame`]`>` on its desk (`desk.rs`, with the record,
//! file and view that belong to it), implemented once for every game by
//! [`open_game::Open`] (a [`session::Session`], the plain model of the move tree
//! and its positions, beside the board's view state and the computer's searches
//! in `computer.rs`). The panels (`panels/`) draw and return actions
//! (`action.rs`, one enum per feature), which one place applies
//! (`operations/`); the test series (`series.rs`) and the games hosted for a bot
//! (`network.rs`) are controllers with their own state and actions. Files go
//! through the records layer ([`files`]); the autosave is written off the UI
//! thread (`autosaver.rs`). Every text on screen is a
//! message of [`strings`], in the language [`i18n`] chose.

pub mod board;
pub mod editor;
pub mod i18n;
pub mod strings;

mod action;
mod analysis;
mod autosaver;
mod background;
pub mod clock;
mod computer;
mod desk;
pub mod error_words;
pub mod files;
mod learn;
mod move_list;
pub mod network;
pub mod new_game;
pub mod open_game;
mod operations;
mod panels;
mod repaint;
mod review;
pub mod series;
pub mod session;
mod shell;
mod tablebase;
mod theme;
mod win_chance;
pub use new_game::NewGameSettings;
pub use shell::App;

/// Opens the main window; `file` (a saved game, match record or replay) is shown
/// instead of the last game.
pub fn run(file: Option<&std::path::Path>) -> Result<(), String> {
    if let Some(missing) = missing_display() {
        return Err(missing);
    }
    let file = file.map(std::path::Path::to_path_buf);
    let options = native_options(bernstein_records::autosave::data_dir().ok().as_deref());
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
    .map_err(|e| format!("the window could not be opened ({e}); {HEADLESS_ADVICE}"))
}

/// The main window's options. The app's settings (language, window size, the
/// dialogs' last choices) are kept in `data_dir` beside the autosave, so that
/// `BERNSTEIN_DATA_DIR` moves all of Bernstein's files (`None`: the windowing
/// library's own place).
pub fn native_options(data_dir: Option<&std::path::Path>) -> eframe::NativeOptions {
    eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(strings::APP_TITLE)
            .with_app_id("bernstein")
            .with_inner_size([1280.0, 820.0])
            .with_min_inner_size([760.0, 540.0]),
        persistence_path: data_dir.map(|dir| dir.join(SETTINGS_FILE)),
        ..Default::default()
    }
}

/// The settings' file in the data directory: the name the windowing library gives
/// it in its own place, which on Linux is the same folder, so the settings of
/// earlier versions are found there.
pub const SETTINGS_FILE: &str = "app.ron";

/// What to do without a desktop, said wherever the window cannot open.
const HEADLESS_ADVICE: &str = "Bernstein's app needs a desktop session; to try it without \
one, start it under a virtual display: xvfb-run -a bernstein";

/// On Linux and the BSDs a window needs an X11 or Wayland display; without either
/// the windowing library fails with an error that names neither. Says so in one
/// sentence instead. Other systems always have their desktop.
fn missing_display() -> Option<String> {
    if !cfg!(all(unix, not(target_os = "macos"))) {
        return None;
    }
    let set = |name: &str| std::env::var_os(name).is_some_and(|value| !value.is_empty());
    (!set("DISPLAY") && !set("WAYLAND_DISPLAY")).then(|| {
        format!("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). {HEADLESS_ADVICE}")
    })
}
