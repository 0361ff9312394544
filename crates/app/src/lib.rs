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
pub mod files;
mod learn;
mod move_list;
pub mod network;
pub mod new_game;
pub mod open_game;
mod operations;
mod panels;
pub mod picture;
mod repaint;
mod review;
mod rules_pieces;
pub mod series;
pub mod session;
mod shell;
mod tablebase;
mod theme;
pub mod welcome;
mod win_chance;
pub use new_game::NewGameSettings;
pub use shell::App;

/// Opens the main window; `files` (saved games, match records, replays: what a
/// desktop hands over when several are opened at once) are shown instead of the
/// last game, one game at once, more as a list to choose from.
pub fn run(files: &[std::path::PathBuf]) -> Result<(), RunError> {
    if missing_display() {
        return Err(RunError::NoDisplay);
    }
    let files = files.to_vec();
    let options = native_options(bernstein_records::autosave::data_dir().ok().as_deref());
    eframe::run_native(
        strings::APP_TITLE,
        options,
        Box::new(move |cc| {
            let mut app = App::new(cc);
            if !files.is_empty() {
                app.open_paths(&files);
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|error| RunError::Window(error.to_string()))
}

/// Why the window could not open. The command line prints it; there is no
/// window yet to show it in another language.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// On Linux and the BSDs a window needs an X11 or Wayland display; without
    /// either the windowing library fails with an error that names neither.
    #[error("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). {advice}", advice = HEADLESS_ADVICE)]
    NoDisplay,
    /// The windowing library's own reason.
    #[error("the window could not be opened ({0}); {advice}", advice = HEADLESS_ADVICE)]
    Window(String),
}

/// The app's one name on every desktop: the window's app id (Wayland) and class
/// (X11), which the desktop file's `StartupWMClass`, its name, the icon's name and
/// the AppStream id repeat, so that the window is matched to its menu entry and
/// shows its icon in the task bar.
pub const APP_ID: &str = "io.github.bernstein.Bernstein";

/// The app id of versions before [`APP_ID`]; the windowing library named its own
/// settings folder after it.
const EARLIER_APP_ID: &str = "bernstein";

/// The main window's options. The app's settings (language, window size, the
/// dialogs' last choices) are kept in `data_dir` beside the autosave, so that
/// `BERNSTEIN_DATA_DIR` moves all of Bernstein's files (see [`settings_path`]).
pub fn native_options(data_dir: Option<&std::path::Path>) -> eframe::NativeOptions {
    eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(strings::APP_TITLE)
            .with_app_id(APP_ID)
            .with_icon(window_icon())
            .with_inner_size([1280.0, 820.0])
            .with_min_inner_size([760.0, 540.0]),
        persistence_path: settings_path(data_dir),
        ..Default::default()
    }
}

/// The settings' file: in the data directory, else (no home directory to find
/// one in) where the windowing library kept it under the earlier app id. Always
/// given explicitly: left to itself, the library would name the folder after
/// [`APP_ID`], and the settings of earlier versions would not be found.
pub fn settings_path(data_dir: Option<&std::path::Path>) -> Option<std::path::PathBuf> {
    match data_dir {
        Some(dir) => Some(dir.join(SETTINGS_FILE)),
        None => eframe::storage_dir(EARLIER_APP_ID).map(|dir| dir.join(SETTINGS_FILE)),
    }
}

/// The settings' file in the data directory: the name the windowing library gives
/// it in its own place, which on Linux is the same folder, so the settings of
/// earlier versions are found there.
pub const SETTINGS_FILE: &str = "app.ron";

/// The window's icon: the 128-pixel PNG of the icon the desktop files install
/// (the 256-pixel one, 262,152 bytes as X11 cardinals, is more than one X11
/// request may carry, and the window then showed no icon at all),
/// compiled in, so that the window shows it also where Bernstein runs from its
/// build folder (and on X11, where the window manager takes the picture from the
/// window, not from the icon theme).
pub fn window_icon() -> egui::IconData {
    const PNG: &[u8] = include_bytes!(
        "../../../assets/icon/hicolor/128x128/apps/io.github.bernstein.Bernstein.png"
    );
    eframe::icon_data::from_png_bytes(PNG).expect("the icon compiled in is a PNG")
}

/// What to do without a desktop, said wherever the window cannot open.
const HEADLESS_ADVICE: &str = "Bernstein's app needs a desktop session; to try it without \
one, start it under a virtual display: xvfb-run -a bernstein";

/// Whether there is no display to open a window on: on Linux and the BSDs
/// neither X11's nor Wayland's is set. Other systems always have their desktop.
fn missing_display() -> bool {
    if !cfg!(all(unix, not(target_os = "macos"))) {
        return false;
    }
    let set = |name: &str| std::env::var_os(name).is_some_and(|value| !value.is_empty());
    !set("DISPLAY") && !set("WAYLAND_DISPLAY")
}
