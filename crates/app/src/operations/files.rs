//! Files: opening saved games, match records or replays (a file with several
//! games, or several files, offer a list), saving as a saved game or a PGN record, the native
//! dialogs and the path field where none opens, and the recent files.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::App;
use crate::action::{FileAction, PathPurpose};
use crate::panels::dialogs::{self, PathDialog, PickedGame, Picker};
use crate::strings as s;
use crate::strings::Wording;
use bernstein_records::{self as records, Record};

impl App {
    /// Carries out a request about files.
    pub(super) fn apply_file(&mut self, action: FileAction) {
        match action {
            FileAction::OpenDialog => self.open_dialog(),
            FileAction::Save => self.save(),
            FileAction::SaveDialog { pgn } => self.save_dialog(pgn),
            FileAction::ShowPictureDialog => self.show_picture_dialog(),
            FileAction::Picture(request) => self.apply_picture(request),
            FileAction::ShowPathDialog(purpose) => self.show_path_dialog(purpose),
            FileAction::UsePath(purpose, text) => {
                if let Err(message) = self.use_path(purpose, &text)
                    && let Some(dialog) = &mut self.dialogs.path
                {
                    dialog.error = Some(message.text());
                }
            }
            FileAction::ClosePathDialog => self.dialogs.path = None,
            FileAction::OpenRecent(path) => self.open_path(&path),
            FileAction::OpenFiles(paths) => self.open_paths(&paths),
            FileAction::PickGame(index) => {
                if let Some(mut picker) = self.dialogs.picker.take()
                    && index < picker.games.len()
                {
                    let game = picker.games.swap_remove(index);
                    self.open_record(game.record, game.file);
                }
            }
            FileAction::ClosePicker => self.dialogs.picker = None,
        }
    }

    /// Opens a saved game, match record or competition replay. A file with several
    /// games offers a list to pick from. On error the game on screen stays.
    pub fn open_path(&mut self, path: &Path) {
        self.open_paths(&[path.to_path_buf()]);
    }

    /// Opens files chosen together (in the Open dialog, dropped on the window, or
    /// handed over by the desktop): a single game is shown at once; more, from one
    /// file or several, are listed to pick from. A file that cannot be read, or
    /// holds no game, is named in a message, and the others still open; the game on
    /// screen stays until one is chosen.
    pub fn open_paths(&mut self, paths: &[PathBuf]) {
        let mut games = Vec::new();
        let mut files = 0;
        let mut failures: Vec<Wording> = Vec::new();
        for path in paths {
            match records::load_all(path) {
                Ok(found) if found.is_empty() => {
                    let shown = path.display().to_string();
                    failures.push(Wording::from(move || s::file_has_no_game(&shown)));
                }
                Ok(found) => {
                    self.remember_file(path);
                    files += 1;
                    games.extend(found.into_iter().map(|record| PickedGame {
                        record,
                        file: Some(path.clone()),
                    }));
                }
                Err(error) => {
                    failures.push(Wording::from(move || crate::i18n::say(&error)));
                }
            }
        }
        // One message (messages replace each other), a line for each file.
        if !failures.is_empty() {
            self.toasts.error(move || {
                let lines: Vec<String> = failures.iter().map(Wording::text).collect();
                lines.join("\n")
            });
        }
        if let [_] = games.as_slice() {
            let game = games.remove(0);
            self.open_record(game.record, game.file);
        } else if !games.is_empty() {
            let count = games.len();
            let title = match (files, games[0].file.as_deref()) {
                (1, Some(file)) => {
                    let name = dialogs::file_name(file);
                    Wording::from(move || s::pick_game_title(&name, count))
                }
                _ => Wording::from(move || s::pick_game_of_files_title(files, count)),
            };
            self.dialogs.picker = Some(Picker { title, games });
        }
    }

    /// Shows a record's game (for review: both sides by the user).
    pub fn open_record(&mut self, record: Record, file: Option<PathBuf>) {
        self.taking_board(|desk| desk.show_record(record, file));
    }

    /// Saves the game to `path` (.ron saved game or .pgn match record).
    pub fn save_to(&mut self, path: &Path) -> Result<(), Wording> {
        let Some(record) = self.record() else {
            return Err(s::NOTHING_TO_SAVE.into());
        };
        records::save(path, &record)
            .map_err(|error| Wording::from(move || crate::i18n::say(&error)))?;
        self.remember_file(path);
        if records::FileFormat::from_path(path).ok() == Some(records::FileFormat::Ron) {
            self.desk.file = Some(path.to_path_buf());
        }
        let shown = path.display().to_string();
        self.toasts.info(move || s::saved_to(&shown));
        Ok(())
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
        match self.desk.file.clone() {
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
        match dialog.pick_files() {
            Some(paths) => self.open_paths(&paths),
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
    pub fn use_path(&mut self, purpose: PathPurpose, text: &str) -> Result<(), Wording> {
        let text = text.trim();
        if text.is_empty() {
            return Err(s::PATH_EMPTY.into());
        }
        let path = PathBuf::from(text);
        match purpose {
            PathPurpose::Open => {
                if !path.is_file() {
                    let text = text.to_string();
                    return Err(Wording::from(move || s::path_not_a_file(&text)));
                }
                // A file that cannot be read says so in the messages, as from the
                // native dialog.
                self.dialogs.path = None;
                self.open_path(&path);
                Ok(())
            }
            PathPurpose::Save { .. } => {
                self.save_to(&path)?;
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
    pub(super) fn last_folder(&self) -> Option<PathBuf> {
        self.recent
            .iter()
            .filter_map(|path| path.parent())
            .find(|folder| folder.is_dir())
            .map(Path::to_path_buf)
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
