//! The one place that carries out the user's [`Action`]s ([`App::apply`]), with the
//! operations behind them: opening and saving files, reading pasted text, starting
//! games, editing the move tree. Panels and dialogs only return actions; the public
//! methods here are the same operations for callers without a screen (tests, the
//! command line's `bernstein FILE`).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::App;
use crate::action::Action;
use crate::action::PathPurpose;
use crate::editor::PositionEditor;
use crate::error_words;
use crate::new_game::NewGameSettings;
use crate::open_game::{self, OpenGame};
use crate::panels::dialogs::{CommentEditor, PathDialog, TextDialog};
use crate::session::{PlayerExt, TreeEdit};
use crate::shell::max_threads;
use crate::strings as s;
use crate::strings::Wording;
use bernstein_records::tree::NodeId;
use bernstein_records::{self as records, PlayerKind, Record};
use bernstein_rules::GameKind;

impl App {
    /// Carries out one action.
    pub(crate) fn apply(&mut self, ctx: &egui::Context, action: Action) {
        // While a program plays, the moves played stay and its turn is its own.
        if self.network.live()
            && (matches!(action, Action::TakeBack | Action::EditTree(_))
                || matches!(action, Action::PlayMove(_)) && self.hosting_refuses_change())
        {
            self.toasts.error(s::HOST_NOT_NOW);
            return;
        }
        // A running game of a series on the board is the bots' to move.
        if self.series_refuses_change()
            && matches!(
                action,
                Action::TakeBack | Action::EditTree(_) | Action::PlayMove(_)
            )
        {
            self.toasts.error(s::SERIES_NOT_NOW);
            return;
        }
        match action {
            Action::ShowNewGameDialog => {
                self.show_new_game_dialog(self.settings.with_fresh_seed());
            }
            Action::CloseNewGameDialog => self.dialogs.new_game = None,
            Action::StartNewGame(settings) => {
                if let Err(message) = self.start_new_game(settings) {
                    self.toasts.error(message);
                }
            }
            Action::OpenFileDialog => self.open_dialog(),
            Action::Save => self.save(),
            Action::SaveDialog { pgn } => self.save_dialog(pgn),
            Action::ShowPathDialog(purpose) => self.show_path_dialog(purpose),
            Action::UsePath(purpose, text) => {
                if let Err(message) = self.use_path(purpose, &text)
                    && let Some(dialog) = &mut self.dialogs.path
                {
                    dialog.error = Some(message);
                }
            }
            Action::ClosePathDialog => self.dialogs.path = None,
            Action::OpenRecent(path) => self.open_path(&path),
            Action::CopyPosition => self.copy_position(ctx),
            Action::CopyGame => {
                if let Some(record) = self.record() {
                    ctx.copy_text(records::pgn::write_pgn(&record));
                    self.toasts.info(s::COPIED_GAME);
                }
            }
            Action::RequestPaste => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            Action::Paste(text) => self.paste(&text),
            Action::ShowTextDialog => self.dialogs.text = Some(TextDialog::default()),
            Action::LoadText(text) => match self.load_text(&text) {
                Ok(()) => self.dialogs.text = None,
                Err(message) => {
                    if let Some(dialog) = &mut self.dialogs.text {
                        dialog.error = Some(message.to_string());
                    }
                }
            },
            Action::CloseTextDialog => self.dialogs.text = None,
            Action::OpenPositionEditor => self.open_position_editor(),
            Action::StartFromPosition(kind, text) => match self.start_from_position(kind, &text) {
                Ok(()) => self.dialogs.editor = None,
                Err(message) => self.toasts.error(message),
            },
            Action::ClosePositionEditor => self.dialogs.editor = None,
            Action::PickGame(index) => {
                if let Some((_, mut games)) = self.dialogs.picker.take()
                    && index < games.len()
                {
                    let record = games.swap_remove(index);
                    self.open_record(record, None);
                }
            }
            Action::ClosePicker => self.dialogs.picker = None,
            Action::OpenCommentEditor(node) => self.open_comment_editor(node),
            Action::SetComment(node, text) => {
                self.dialogs.comment = None;
                self.set_comment(node, &text);
            }
            Action::CloseCommentEditor => self.dialogs.comment = None,
            Action::TakeBack => self.take_back(),
            Action::Flip => self.view.flipped = !self.view.flipped,
            Action::ToggleThreat => {
                if self.view.analysis
                    && let Some(game) = &mut self.game
                {
                    game.toggle_threat();
                }
            }
            Action::Navigate(step) => self.navigate(step),
            Action::EditTree(edit) => {
                self.edit_tree(edit);
            }
            Action::PlayMove(text) => match self.play_text(&text) {
                Ok(()) => self.move_entry.clear(),
                Err(message) => self.toasts.error(message),
            },
            Action::Hint => {
                if let Some(game) = &mut self.game
                    && !game.hint_pending()
                {
                    game.request_hint(ctx, self.view.threads);
                }
            }
            Action::ToggleAnalysis => self.view.analysis = !self.view.analysis,
            Action::ToggleRules => self.dialogs.rules_open = !self.dialogs.rules_open,
            Action::SetLanguage(language) => self.set_language(language),
            Action::SetPaused(paused) => self.view.paused = paused,
            Action::SetMovePause(ms) => self.view.pause_between_moves_ms = ms,
            Action::SetThreads(threads) => self.view.threads = threads.clamp(1, max_threads()),
            Action::DismissMessage(index) => self.toasts.dismiss(index),
            Action::ShowNetworkDialog => self.show_network_dialog(),
            Action::CloseNetworkDialog => self.network.dialog = None,
            Action::StartHosting(choices) => self.start_hosting(ctx, choices),
            Action::StopHosting => self.stop_hosting(),
            Action::CopyText(text) => {
                ctx.copy_text(text);
                self.toasts.info(s::HOST_COPIED);
            }
            Action::ShowSeriesDialog => self.show_series_dialog(),
            Action::CloseSeriesDialog => self.series.dialog = None,
            Action::StartSeries(choices) => self.start_series(ctx, choices),
            Action::StopSeries => self.stop_series(),
            Action::CloseSeries => self.close_series(),
            Action::ShowSeriesTable(table) => self.series.table = table,
            Action::OpenSeriesGame(number) => self.open_series_game(number),
            Action::WatchSeriesGame(number) => self.watch_series_game(number),
            Action::OpenSeriesLog(number, side) => self.open_series_log(number, side),
            Action::CloseSeriesLog => self.series.log = None,
        }
    }

    // ---- Operations, public for callers without a screen ---------------------------

    /// The game on screen, if any.
    pub fn session(&self) -> Option<&dyn OpenGame> {
        self.game.as_deref()
    }

    /// The game as a record (what Save writes).
    pub fn record(&self) -> Option<Record> {
        self.game
            .as_ref()
            .map(|game| game.record(self.base.as_ref()))
    }

    /// Starts a new game with these settings (as the dialog's "Start game").
    pub fn start_new_game(&mut self, settings: NewGameSettings) -> Result<(), Wording> {
        let game = settings.start()?;
        self.settings = settings;
        self.set_game(game, None, None);
        Ok(())
    }

    /// The new-game dialog's last choices (remembered for the next game).
    pub fn new_game_settings(&self) -> &NewGameSettings {
        &self.settings
    }

    /// A step through the move tree (as the move list's keys and clicks).
    pub fn navigate(&mut self, step: open_game::Nav) {
        if let Some(game) = &mut self.game {
            game.navigate(step);
        }
    }

    /// Opens the new-game dialog with these choices.
    pub fn show_new_game_dialog(&mut self, settings: NewGameSettings) {
        self.dialogs.new_game = Some(settings);
    }

    /// Plays a move given as text at the position shown (as the move entry does).
    pub fn play_text(&mut self, text: &str) -> Result<(), Wording> {
        let Some(game) = &mut self.game else {
            return Err(s::NO_GAME.into());
        };
        let kind = game.kind();
        game.play_text(text).map_err(|error| {
            Wording::from(move || s::move_refused(&error_words::move_error(kind, &error)))
        })?;
        Ok(())
    }

    /// Opens a saved game, match record or competition replay. A file with several
    /// games offers a list to pick from. On error the game on screen stays.
    pub fn open_path(&mut self, path: &Path) {
        match records::load_all(path) {
            Ok(mut games) if games.len() == 1 => {
                let record = games.remove(0);
                self.remember_file(path);
                self.open_record(record, Some(path.to_path_buf()));
            }
            Ok(games) if games.is_empty() => {
                let shown = path.display().to_string();
                self.toasts.error(move || s::file_has_no_game(&shown));
            }
            Ok(games) => {
                self.remember_file(path);
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().to_string())
                    .unwrap_or_default();
                self.dialogs.picker = Some((name, games));
            }
            Err(error) => self.toasts.error(move || error_words::record_error(&error)),
        }
    }

    /// Shows a record's game (for review: both sides by the user).
    pub fn open_record(&mut self, record: Record, file: Option<PathBuf>) {
        match open_game::from_record(&record, false) {
            Ok(game) => {
                let keep_file = file.filter(|path| {
                    records::FileFormat::from_path(path).ok() == Some(records::FileFormat::Ron)
                });
                self.set_game(game, Some(record), keep_file);
            }
            Err(error) => self.toasts.error(move || error_words::record_error(&error)),
        }
    }

    /// Edits the move tree (what the move list's menu does); returns whether it
    /// changed. A deleted move shown gives way to the move before it; as after a
    /// take back, searches about positions that are gone stop, and a game between
    /// two computers pauses so that the edit can be looked at.
    pub fn edit_tree(&mut self, edit: TreeEdit) -> bool {
        let Some(game) = &mut self.game else {
            return false;
        };
        let changed = game.edit(edit);
        if changed && matches!(edit, TreeEdit::DeleteFrom(_) | TreeEdit::DeleteAfter(_)) {
            self.view.paused = game.players().iter().all(|p| p.is_computer());
        }
        changed
    }

    /// Sets the comment after the move `node` (the root: before the first move);
    /// empty text removes it. Returns whether it changed.
    pub fn set_comment(&mut self, node: NodeId, text: &str) -> bool {
        self.game
            .as_mut()
            .is_some_and(|game| game.set_comment(node, text))
    }

    /// Opens the comment editor for `node` (the root: the comment before the first move).
    pub fn open_comment_editor(&mut self, node: NodeId) {
        let Some(game) = &self.game else { return };
        let tree = game.tree();
        if !tree.contains(node) {
            return;
        }
        let title = match tree.move_text(node) {
            Some(text) => {
                let (number, second) = game.move_number(node);
                s::comment_title(&s::move_title(number, second, text))
            }
            None => s::COMMENT_BEFORE_FIRST.to_string(),
        };
        let text = tree.comment(node).unwrap_or_default().to_string();
        self.dialogs.comment = Some(CommentEditor {
            node,
            title,
            before: text.clone(),
            text,
            focus: true,
        });
    }

    /// Whether the comment editor is open.
    pub fn comment_editor_open(&self) -> bool {
        self.dialogs.comment.is_some()
    }

    /// Saves the game to `path` (.ron saved game or .pgn match record).
    pub fn save_to(&mut self, path: &Path) -> Result<(), Wording> {
        let Some(record) = self.record() else {
            return Err(s::NOTHING_TO_SAVE.into());
        };
        records::save(path, &record)
            .map_err(|error| Wording::from(move || error_words::record_error(&error)))?;
        self.remember_file(path);
        if records::FileFormat::from_path(path).ok() == Some(records::FileFormat::Ron) {
            self.file = Some(path.to_path_buf());
        }
        let shown = path.display().to_string();
        self.toasts.info(move || s::saved_to(&shown));
        Ok(())
    }

    /// Opens the position editor on the position shown (an empty board of the
    /// game last chosen when no game is open).
    pub fn open_position_editor(&mut self) {
        let editor = match &self.game {
            Some(game) => PositionEditor::new(game.kind(), &game.position_text(game.current())),
            None => PositionEditor::new(self.settings.kind, ""),
        };
        self.dialogs.editor = Some(editor);
    }

    /// Whether the position editor is open.
    pub fn position_editor_open(&self) -> bool {
        self.dialogs.editor.is_some()
    }

    /// Starts a new game of `kind` from a position text (what the editor's "Use this
    /// position" does), keeping the rule options and players of the game on screen
    /// when it is of the same kind. On error the game on screen stays.
    pub fn start_from_position(&mut self, kind: GameKind, text: &str) -> Result<(), Wording> {
        let game = self
            .position_game(kind, text.trim(), [PlayerKind::Human; 2])
            .map_err(|error| {
                Wording::from(move || {
                    s::position_refused(&s::game_name(kind), &error_words::position_error(&error))
                })
            })?;
        self.set_game(game, None, None);
        Ok(())
    }

    /// Reads pasted text: a position of the current game (or of another game), or a
    /// game record (PGN). On error a message says why and the game stays.
    pub fn load_text(&mut self, text: &str) -> Result<(), Wording> {
        let text = text.trim();
        if text.is_empty() {
            return Err(s::PASTE_EMPTY.into());
        }
        // A position of the game on screen first (same rule options), then of any game.
        let current = self.game.as_ref().map(|game| game.kind());
        let mut kinds: Vec<GameKind> = current.into_iter().collect();
        kinds.extend(
            GameKind::ALL
                .into_iter()
                .filter(|kind| Some(*kind) != current),
        );
        let players = self
            .game
            .as_ref()
            .map_or([PlayerKind::Human; 2], |game| game.players());
        let mut first_error = None;
        for kind in kinds {
            match self.position_game(kind, text, players) {
                Ok(game) => {
                    self.set_game(game, None, None);
                    return Ok(());
                }
                Err(error) => {
                    first_error.get_or_insert((kind, error));
                }
            }
        }
        if text.starts_with('[') || text.contains("1.") {
            match records::pgn::read_pgn(text) {
                Ok(mut games) if games.len() == 1 => {
                    self.open_record(games.remove(0), None);
                    return Ok(());
                }
                Ok(games) if !games.is_empty() => {
                    self.dialogs.picker = Some((s::PASTED_TEXT.to_string(), games));
                    return Ok(());
                }
                Ok(_) => {}
                Err(error) => {
                    return Err(Wording::from(move || {
                        s::bad_game_text(&error_words::record_error(&error))
                    }));
                }
            }
        }
        Err(Wording::from(move || {
            let (kind, why) = match &first_error {
                Some((kind, error)) => (*kind, error_words::position_error(error)),
                None => (GameKind::Ostseeschach, String::new()),
            };
            s::bad_position_text(&s::game_name(kind), &why)
        }))
    }

    /// A game of `kind` from a position text: with the rule options and players of
    /// the game on screen when it is of that kind, else default options and `players`.
    fn position_game(
        &self,
        kind: GameKind,
        text: &str,
        players: [PlayerKind; 2],
    ) -> Result<Box<dyn OpenGame>, bernstein_rules::PositionError> {
        match &self.game {
            Some(game) if game.kind() == kind => game.with_position_text(text),
            _ => open_game::from_position_text(kind, text, players),
        }
    }

    /// Reads text and shows a message when it cannot be read (the paste action).
    pub fn paste(&mut self, text: &str) {
        if let Err(message) = self.load_text(text) {
            self.toasts.error(message);
        }
    }

    /// Takes back the last move, or in a game against the computer the last move of
    /// the user with the computer's reply.
    pub fn take_back(&mut self) {
        let Some(game) = &mut self.game else { return };
        game.take_back();
        self.view.paused = game.players().iter().all(|p| p.is_computer());
    }

    fn save_dialog(&mut self, pgn: bool) {
        let mut dialog = rfd::FileDialog::new();
        if let Some(folder) = self.last_folder() {
            dialog = dialog.set_directory(folder);
        }
        dialog = if pgn {
            dialog
                .add_filter(s::FILTER_PGN, &["pgn", "txt"])
                .set_file_name("game.pgn")
        } else {
            dialog
                .add_filter(s::FILTER_RON, &["ron"])
                .set_file_name("game.ron")
        };
        let asked = Instant::now();
        match dialog.save_file() {
            Some(path) => {
                if let Err(message) = self.save_to(&path) {
                    self.toasts.error(message);
                }
            }
            None if no_dialog_shown(asked) => self.show_path_dialog(PathPurpose::Save { pgn }),
            None => {}
        }
    }

    fn save(&mut self) {
        match self.file.clone() {
            Some(path) => {
                if let Err(message) = self.save_to(&path) {
                    self.toasts.error(message);
                }
            }
            None => self.save_dialog(false),
        }
    }

    fn open_dialog(&mut self) {
        let mut dialog = rfd::FileDialog::new()
            .add_filter(s::FILTER_ALL_GAMES, &["ron", "pgn", "txt", "xml", "gz"])
            .add_filter(s::FILTER_RON, &["ron"])
            .add_filter(s::FILTER_PGN, &["pgn", "txt"])
            .add_filter(s::FILTER_REPLAY, &["xml", "gz"]);
        if let Some(folder) = self.last_folder() {
            dialog = dialog.set_directory(folder);
        }
        let asked = Instant::now();
        match dialog.pick_file() {
            Some(path) => self.open_path(&path),
            None if no_dialog_shown(asked) => self.show_path_dialog(PathPurpose::Open),
            None => {}
        }
    }

    /// Opens the path field for `purpose`, starting in the last folder used (with a
    /// file name when saving).
    pub fn show_path_dialog(&mut self, purpose: PathPurpose) {
        let folder = self
            .last_folder()
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default();
        let text = match purpose {
            PathPurpose::Open => format!("{}{}", folder.display(), std::path::MAIN_SEPARATOR),
            PathPurpose::Save { pgn } => {
                let name = if pgn { "game.pgn" } else { "game.ron" };
                folder.join(name).display().to_string()
            }
        };
        self.dialogs.path = Some(PathDialog {
            purpose,
            text,
            error: None,
            focus: true,
        });
    }

    /// Opens or saves at a typed path (the path field's OK). On success the field
    /// closes; otherwise the message says why and the field stays.
    pub fn use_path(&mut self, purpose: PathPurpose, text: &str) -> Result<(), String> {
        let text = text.trim();
        if text.is_empty() {
            return Err(s::PATH_EMPTY.to_string());
        }
        let path = PathBuf::from(text);
        match purpose {
            PathPurpose::Open => {
                if !path.is_file() {
                    return Err(s::path_not_a_file(text));
                }
                // A file that cannot be read says so in the messages, as from the
                // native dialog.
                self.dialogs.path = None;
                self.open_path(&path);
                Ok(())
            }
            PathPurpose::Save { .. } => {
                self.save_to(&path).map_err(|message| message.to_string())?;
                self.dialogs.path = None;
                Ok(())
            }
        }
    }

    /// The files opened or saved last, newest first (the "Open recent" list).
    pub fn recent_files(&self) -> &[PathBuf] {
        &self.recent
    }

    /// Puts `path` at the top of the recent files.
    fn remember_file(&mut self, path: &Path) {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|known| *known != path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_FILES);
    }

    /// The folder of the file used last, if it is still there.
    fn last_folder(&self) -> Option<PathBuf> {
        self.recent
            .iter()
            .filter_map(|path| path.parent())
            .find(|folder| folder.is_dir())
            .map(Path::to_path_buf)
    }

    fn copy_position(&mut self, ctx: &egui::Context) {
        let Some(game) = &self.game else { return };
        ctx.copy_text(game.position_text(game.current()));
        self.toasts.info(s::COPIED_POSITION);
    }
}

/// How many files "Open recent" lists.
const RECENT_FILES: usize = 8;

/// Whether a native file dialog that returned nothing was never shown: no person
/// cancels a dialog this fast, but a system without a file dialog (no desktop
/// portal, a sandbox, a virtual display) answers at once.
fn no_dialog_shown(asked: Instant) -> bool {
    asked.elapsed() < Duration::from_millis(250)
}
