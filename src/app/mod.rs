//! The desktop app (egui): draws and reacts; holds no rule logic of its own.

pub mod board;
pub mod editor;
pub mod strings;

/// Opens the main window.
pub fn run(_file: Option<&std::path::Path>) -> Result<(), String> {
    let options = eframe::NativeOptions::default();
    eframe::run_ui_native(strings::APP_TITLE, options, |ui, _frame| {
        ui.heading(strings::APP_TITLE);
    })
    .map_err(|e| e.to_string())
}
