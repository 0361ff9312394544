//! Every user-facing string of the app, in one place so a German translation can follow.
//! (Rule and result texts that the rules layer produces are translated there.)

// ---- App shell: menus, dialogs, panels -------------------------------------------------

pub const APP_TITLE: &str = "Bernstein";

// ---- Boards: hints and labels ----------------------------------------------------------

pub const BOARD_NOT_YOUR_PIECE: &str = "That is not a piece of the side to move.";
