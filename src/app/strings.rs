//! Every user-facing string of the app, in one place so a German translation can follow.
//! (Rule and result texts that the rules layer produces are translated there.)

// ---- App shell: menus, dialogs, panels -------------------------------------------------

pub const APP_TITLE: &str = "Bernstein";

// ---- Boards: hints and labels ----------------------------------------------------------

pub const BOARD_NOT_YOUR_PIECE: &str = "That is not a piece of the side to move.";
pub const BOARD_CANNOT_MOVE_THERE: &str = "That piece cannot move there.";
pub const BOARD_NO_MOVE_FOR_PIECE: &str = "That piece has no legal move.";
pub const BOARD_SELECT_FIRST: &str = "Click one of your pieces first.";
pub const BOARD_PLACE_FIRST: &str = "Place your stones first: click an empty point.";
pub const BOARD_CANNOT_PLACE_THERE: &str = "You cannot place a stone there.";
pub const BOARD_PICK_REMOVAL: &str = "Mill! Click a highlighted stone to take it (Esc cancels).";
pub const BOARD_NOT_REMOVABLE: &str = "That stone cannot be taken: pick a highlighted one.";

pub const STATUS_AMBERS: &str = "Ambers";
pub const STATUS_VICTORY_POINTS: &str = "Victory points";
pub const STATUS_FISH: &str = "Fish";
pub const STATUS_LARGEST_SWARM: &str = "Largest swarm";
pub const STATUS_IN_HAND: &str = "Stones in hand";
pub const STATUS_ON_BOARD: &str = "Stones on board";

// ---- Boards: position editor -------------------------------------------------------------

pub const EDITOR_PIECES: &str = "Pieces";
pub const EDITOR_ERASE: &str = "Empty";
pub const EDITOR_CLEAR: &str = "Clear board";
pub const EDITOR_RESET: &str = "Reset";
pub const EDITOR_SIDE_TO_MOVE: &str = "Side to move";
pub const EDITOR_TURN: &str = "Turn (plies played)";
pub const EDITOR_MOVE_NUMBER: &str = "Move number";
pub const EDITOR_PLIES_SINCE_REMOVAL: &str = "Plies since the last removal";
pub const EDITOR_POSITION_TEXT: &str = "Position text";
pub const EDITOR_VALID: &str = "The position is valid.";
pub const EDITOR_APPLY: &str = "Use this position";
pub const EDITOR_CANCEL: &str = "Cancel";
pub const EDITOR_HELP: &str = "Choose a piece, then click squares to place it; click a square holding that piece to empty it. Right-click empties a square.";
pub const EDITOR_TOWER: &str = "tower of 2";
pub const EDITOR_KRAKEN: &str = "Kraken";
pub const EDITOR_FISH: &str = "fish";
pub const EDITOR_STONE: &str = "stone";
pub const EDITOR_SCORES_AMBERS: &str = "Ambers";
pub const EDITOR_SCORES_VP: &str = "Victory points";
pub const EDITOR_IN_HAND: &str = "Stones in hand";
pub const EDITOR_UNREADABLE: &str = "Could not read that position text; the board is unchanged.";

pub const ANIMAL_COCKLE: &str = "cockle";
pub const ANIMAL_SEAGULL: &str = "seagull";
pub const ANIMAL_STARFISH: &str = "starfish";
pub const ANIMAL_SEAL: &str = "seal";
pub const BOARD_HAND: &str = "Stones in hand to place";
