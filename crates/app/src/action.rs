//! What the user can ask of the app, as values: panels, dialogs and keys return
//! [`Action`]s, and [`crate::operations`] carries them out in one place. An action
//! names its feature first ([`Action::File`], [`Action::Game`], …), so each
//! feature's requests are one enum and are carried out by one function; the test
//! series and the hosted games have theirs in their own controllers
//! ([`crate::series::SeriesAction`], [`crate::network::NetworkAction`]).

use crate::new_game::NewGameSettings;
use crate::open_game::Nav;
use crate::session::TreeEdit;
use bernstein_records::tree::NodeId;
use bernstein_rules::GameKind;

pub use crate::network::NetworkAction;
pub use crate::series::SeriesAction;

/// What a path typed into the path dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathPurpose {
    Open,
    /// Save the game (`pgn`: as a PGN-style match record, else a saved game).
    Save {
        pgn: bool,
    },
}

/// A request from a panel, a dialog or a key.
#[derive(Clone, Debug)]
pub enum Action {
    File(FileAction),
    Text(TextAction),
    NewGame(NewGameAction),
    Game(GameAction),
    View(ViewAction),
    Network(NetworkAction),
    Series(SeriesAction),
}

/// Files: opening, saving, the path field, the list of a file's games.
#[derive(Clone, Debug)]
pub enum FileAction {
    /// The native file dialog to open a saved game, record or replay.
    OpenDialog,
    /// Save to the file the game came from, or ask where.
    Save,
    /// The native save dialog: saved game (RON) or PGN-style record.
    SaveDialog {
        pgn: bool,
    },
    /// The path field in place of the native dialog: open a file, or save the game
    /// (`pgn`: as a match record).
    ShowPathDialog(PathPurpose),
    /// The path field's OK: open or save at the path typed.
    UsePath(PathPurpose, String),
    ClosePathDialog,
    /// "Position as picture": its dialog, and what was decided in it.
    ShowPictureDialog,
    Picture(crate::picture::PictureRequest),
    /// A file of the "Open recent" list.
    OpenRecent(std::path::PathBuf),
    /// Files dropped on the window together.
    OpenFiles(Vec<std::path::PathBuf>),
    /// One game of a file with several, or of several files.
    PickGame(usize),
    ClosePicker,
}

/// Texts: the clipboard and the "load from text" dialog.
#[derive(Clone, Debug)]
pub enum TextAction {
    CopyPosition,
    CopyGame,
    /// Ask the system for the clipboard's text (it comes back as a paste event).
    RequestPaste,
    /// Text pasted into the window: a position or a game record.
    Paste(String),
    ShowDialog,
    /// The text dialog's Load: on error the dialog stays with the message.
    Load(String),
    CloseDialog,
}

/// New games: the new-game dialog and the position editor.
#[derive(Clone, Debug)]
pub enum NewGameAction {
    ShowDialog,
    CloseDialog,
    Start(NewGameSettings),
    OpenEditor,
    /// The position editor's result: a new game from this position.
    StartFromPosition(GameKind, String),
    CloseEditor,
}

/// The game on the board: moves, the move tree, comments, the hint.
#[derive(Clone, Debug)]
pub enum GameAction {
    TakeBack,
    Navigate(Nav),
    EditTree(TreeEdit),
    /// A move typed into the move entry.
    PlayMove(String),
    Hint,
    OpenCommentEditor(NodeId),
    SetComment(NodeId, String),
    CloseCommentEditor,
}

/// How the game is looked at, and the app's own settings.
#[derive(Clone, Debug)]
pub enum ViewAction {
    Flip,
    ToggleAnalysis,
    /// Show or hide what the opponent threatens (with the analysis on).
    ToggleThreat,
    ToggleRules,
    /// Draw the app in this language from now on (and on the next start).
    SetLanguage(crate::i18n::Language),
    SetPaused(bool),
    /// The least time between two computer moves, in milliseconds.
    SetMovePause(u32),
    /// Search with this many threads (analysis, hint, computer players).
    SetThreads(usize),
    DismissMessage(usize),
}

macro_rules! feature {
    ($($variant:ident($inner:ty)),* $(,)?) => {
        $(impl From<$inner> for Action {
            fn from(action: $inner) -> Action {
                Action::$variant(action)
            }
        })*
    };
}

feature!(
    File(FileAction),
    Text(TextAction),
    NewGame(NewGameAction),
    Game(GameAction),
    View(ViewAction),
    Network(NetworkAction),
    Series(SeriesAction),
);
