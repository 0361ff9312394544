//! What the user can ask of the app, as values: panels, dialogs and keys return
//! [`Action`]s, and [`crate::operations`] carries them out in one place.

use crate::new_game::NewGameSettings;
use crate::open_game::Nav;
use crate::session::TreeEdit;
use bernstein_records::tree::NodeId;
use bernstein_rules::GameKind;

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
    ShowNewGameDialog,
    CloseNewGameDialog,
    StartNewGame(NewGameSettings),
    /// The native file dialog to open a saved game, record or replay.
    OpenFileDialog,
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
    /// A file of the "Open recent" list.
    OpenRecent(std::path::PathBuf),
    CopyPosition,
    CopyGame,
    /// Ask the system for the clipboard's text (it comes back as a paste event).
    RequestPaste,
    /// Text pasted into the window: a position or a game record.
    Paste(String),
    ShowTextDialog,
    /// The text dialog's Load: on error the dialog stays with the message.
    LoadText(String),
    CloseTextDialog,
    OpenPositionEditor,
    /// The position editor's result: a new game from this position.
    StartFromPosition(GameKind, String),
    ClosePositionEditor,
    /// One game of a file with several.
    PickGame(usize),
    ClosePicker,
    OpenCommentEditor(NodeId),
    SetComment(NodeId, String),
    CloseCommentEditor,
    TakeBack,
    Flip,
    Navigate(Nav),
    EditTree(TreeEdit),
    /// A move typed into the move entry.
    PlayMove(String),
    Hint,
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
    /// "Play against a program…": the dialog of a game hosted for a bot.
    ShowNetworkDialog,
    CloseNetworkDialog,
    /// Start the server with these choices.
    StartHosting(crate::network::HostChoices),
    /// Stop the server (while waiting, or ending the game in progress).
    StopHosting,
    /// Put this text (a bot's command line) on the clipboard.
    CopyText(String),
    /// "Test series…": the dialog that sets up a series of bots' games.
    ShowSeriesDialog,
    CloseSeriesDialog,
    /// Start a series with these choices.
    StartSeries(crate::series::SeriesChoices),
    /// Stop the series running (its bots are killed, its games end).
    StopSeries,
    /// Close a series that has ended.
    CloseSeries,
    /// The series' table in place of the board (`true`), or the board.
    ShowSeriesTable(bool),
    /// A finished game of the series on the board.
    OpenSeriesGame(u32),
    /// A running game of the series on the board, followed move by move.
    WatchSeriesGame(u32),
    /// A game of the series with the log of its bot on this side beside it.
    OpenSeriesLog(u32, bernstein_rules::Side),
    CloseSeriesLog,
}
