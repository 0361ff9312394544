//! The parts of the main window. Each panel draws and returns what the user asked
//! for as [`crate::action::Action`]s; the shell applies them in one place.

pub mod column;
pub mod dialogs;
pub mod modal;
pub mod network_dialog;
pub mod player_bar;
pub mod series_dialog;
pub mod series_panel;
pub mod side_panel;
pub mod status;
pub mod toasts;
pub mod toolbar;
