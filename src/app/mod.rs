//! The desktop app (egui): draws and reacts; holds no rule logic of its own.

/// Opens the main window.
pub fn run(_file: Option<&std::path::Path>) -> Result<(), String> {
    let options = eframe::NativeOptions::default();
    eframe::run_ui_native("Bernstein", options, |ui, _frame| {
        ui.heading("Bernstein");
    })
    .map_err(|e| e.to_string())
}
