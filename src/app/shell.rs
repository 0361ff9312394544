//! The main window: toolbar, board in the centre, status / moves / analysis on the
//! right, and the dialogs. Holds the open game as an [`AnySession`].

use std::path::{Path, PathBuf};
use std::time::Duration;

use egui::{Align, Color32, Key, Layout, Modifiers, RichText, Ui, vec2};

use crate::app::analysis;
use crate::app::board::{BoardGame, BoardView};
use crate::app::computer::{self, Computer};
use crate::app::editor::{EditorAction, PositionEditor};
use crate::app::files;
use crate::app::move_list::{self, ListAction};
use crate::app::new_game::{self, DialogAction, NewGameSettings};
use crate::app::session::{
    AnySession, IntoAny, Player, PlayerExt, Session, TreeEdit, with_session,
};
use crate::app::strings as s;
use crate::app::theme;
use crate::records::tree::{MoveTree, NodeId};
use crate::records::{self, Record, autosave};
use crate::rules::{GameKind, Position, Side};
use crate::with_game;

/// How long a message stays (errors stay until dismissed or this much longer).
const INFO_SECONDS: f64 = 4.0;
const ERROR_SECONDS: f64 = 12.0;

/// A message over the board: an error (bad file, bad text) or a short note.
struct Toast {
    text: String,
    error: bool,
    shown_at: Option<f64>,
}

/// The "load from text" dialog: paste a position or a game record.
#[derive(Default)]
struct TextDialog {
    text: String,
    error: Option<String>,
}

/// The comment editor: the comment of one node being written.
struct CommentEditor {
    node: NodeId,
    title: String,
    text: String,
    /// The comment when the editor opened (to tell whether anything was typed).
    before: String,
    /// Focus the text on the first frame.
    focus: bool,
}

/// The Bernstein desktop app.
pub struct App {
    session: Option<AnySession>,
    /// The record the game was opened from (tags, names, recorded result), if any.
    base: Option<Record>,
    /// Where the autosave lives; `None`: no autosave.
    data_dir: Option<PathBuf>,
    /// The file the game was last saved to or opened from (for "Save").
    file: Option<PathBuf>,
    settings: NewGameSettings,
    /// The new-game dialog while open (the choices being edited).
    dialog: Option<NewGameSettings>,
    text_dialog: Option<TextDialog>,
    comment_editor: Option<CommentEditor>,
    /// The position editor while open.
    editor: Option<PositionEditor>,
    /// The games of a file with several, to pick one from.
    picker: Option<(String, Vec<Record>)>,
    rules_open: bool,
    analysis: bool,
    flipped: bool,
    paused: bool,
    pause_between_moves_ms: u32,
    toasts: Vec<Toast>,
    move_entry: String,
    /// The node shown last frame, to scroll the move list when it changes.
    last_shown: Option<NodeId>,
    /// Frames left in which the move list scrolls the move shown into view.
    scroll_frames: u8,
    levels: Vec<(u8, String)>,
    /// The window title last set.
    title: String,
}

impl App {
    /// The app as `bernstein` opens it: data (autosave) in the platform's data
    /// directory or `$BERNSTEIN_DATA_DIR`.
    pub fn new(cc: &eframe::CreationContext<'_>) -> App {
        App::with_data_dir(cc, autosave::data_dir().ok())
    }

    /// The app with its autosave in `data_dir` (`None`: no autosave). Reopens the
    /// autosaved game if there is one, else shows the new-game dialog.
    pub fn with_data_dir(cc: &eframe::CreationContext<'_>, data_dir: Option<PathBuf>) -> App {
        theme::install(&cc.egui_ctx);
        egui_extras::install_image_loaders(&cc.egui_ctx);
        let settings: NewGameSettings = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, "new_game"))
            .unwrap_or_default();
        let mut app = App {
            session: None,
            base: None,
            data_dir,
            file: None,
            settings,
            dialog: None,
            text_dialog: None,
            comment_editor: None,
            editor: None,
            picker: None,
            rules_open: false,
            analysis: false,
            flipped: false,
            paused: false,
            pause_between_moves_ms: 600,
            toasts: Vec::new(),
            move_entry: String::new(),
            last_shown: None,
            scroll_frames: 0,
            title: String::new(),
            levels: crate::engine::levels()
                .iter()
                .map(|level| (level.number, level.name.to_string()))
                .collect(),
        };
        app.restore_autosave();
        if app.session.is_none() {
            app.dialog = Some(app.settings.clone());
        }
        app
    }

    fn restore_autosave(&mut self) {
        let Some(dir) = &self.data_dir else { return };
        match autosave::load_autosave_from(dir) {
            Ok(Some(record)) => match files::session_of(&record, true) {
                Ok(session) => self.set_session(session, Some(record), None),
                Err(error) => self.error(s::autosave_unreadable(&error.to_string())),
            },
            Ok(None) => {}
            Err(error) => self.error(s::autosave_unreadable(&error.to_string())),
        }
    }

    // ---- Public operations (the toolbar's, reachable without dialogs) ------------

    /// The game on screen, if any.
    pub fn session(&self) -> Option<&AnySession> {
        self.session.as_ref()
    }

    /// The game as a record (what Save writes).
    pub fn record(&self) -> Option<Record> {
        self.session
            .as_ref()
            .map(|session| files::record_of_any(session, self.base.as_ref()))
    }

    /// Starts a new game with these settings (as the dialog's "Start game").
    pub fn start_new_game(&mut self, settings: NewGameSettings) -> Result<(), String> {
        let session = settings.start()?;
        self.settings = settings;
        self.set_session(session, None, None);
        self.autosave();
        Ok(())
    }

    /// Opens the new-game dialog with these choices.
    pub fn show_new_game_dialog(&mut self, settings: NewGameSettings) {
        self.dialog = Some(settings);
    }

    /// Plays a move given as text at the position shown (as the move entry does).
    pub fn play_text(&mut self, text: &str) -> Result<(), String> {
        let Some(any) = &mut self.session else {
            return Err(s::NO_GAME.to_string());
        };
        with_session!(any, s, P => s.play_text(text).map(|_| ()).map_err(|error| s::move_refused(&error.to_string())))?;
        self.autosave();
        Ok(())
    }

    /// Opens a saved game, match record or competition replay. A file with several
    /// games offers a list to pick from. On error the game on screen stays.
    pub fn open_path(&mut self, path: &Path) {
        match records::load_all(path) {
            Ok(mut games) if games.len() == 1 => {
                let record = games.remove(0);
                self.open_record(record, Some(path.to_path_buf()));
            }
            Ok(games) if games.is_empty() => {
                self.error(s::file_has_no_game(&path.display().to_string()))
            }
            Ok(games) => {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().to_string())
                    .unwrap_or_default();
                self.picker = Some((name, games));
            }
            Err(error) => self.error(error.to_string()),
        }
    }

    /// Shows a record's game (for review: both sides by the user).
    pub fn open_record(&mut self, record: Record, file: Option<PathBuf>) {
        match files::session_of(&record, false) {
            Ok(session) => {
                let keep_file = file.filter(|path| {
                    records::FileFormat::from_path(path).ok() == Some(records::FileFormat::Ron)
                });
                self.set_session(session, Some(record), keep_file);
                self.autosave();
            }
            Err(error) => self.error(error.to_string()),
        }
    }

    /// Edits the move tree (what the move list's menu does); returns whether it
    /// changed. A deleted move shown gives way to the move before it; as after a
    /// take back, searches about positions that are gone stop, and a game between
    /// two computers pauses so that the edit can be looked at.
    pub fn edit_tree(&mut self, edit: TreeEdit) -> bool {
        let Some(any) = &mut self.session else {
            return false;
        };
        let changed = with_session!(any, s, P => {
            let shown = s.current;
            let changed = s.edit(edit);
            if changed && matches!(edit, TreeEdit::DeleteFrom(_) | TreeEdit::DeleteAfter(_)) {
                if s.current != shown {
                    s.computer.stop_all();
                }
                self.paused = s.players.iter().all(|p| p.is_computer());
            }
            changed
        });
        if changed {
            self.autosave();
        }
        changed
    }

    /// Sets the comment after the move `node` (the root: before the first move);
    /// empty text removes it. Returns whether it changed.
    pub fn set_comment(&mut self, node: NodeId, text: &str) -> bool {
        let Some(any) = &mut self.session else {
            return false;
        };
        let changed = with_session!(any, s, P => s.set_comment(node, text));
        if changed {
            self.autosave();
        }
        changed
    }

    /// Opens the comment editor for `node` (the root: the comment before the first move).
    pub fn open_comment_editor(&mut self, node: NodeId) {
        let Some(any) = &self.session else { return };
        let editor = with_session!(any, s, P => {
            if !s.tree.contains(node) {
                return;
            }
            let title = match s.tree.move_text(node) {
                Some(text) => {
                    let (number, second) = s.move_number(node);
                    s::comment_title(&s::move_title(number, second, text))
                }
                None => s::COMMENT_BEFORE_FIRST.to_string(),
            };
            let text = s.tree.comment(node).unwrap_or_default().to_string();
            CommentEditor { node, title, before: text.clone(), text, focus: true }
        });
        self.comment_editor = Some(editor);
    }

    /// Whether the comment editor is open.
    pub fn comment_editor_open(&self) -> bool {
        self.comment_editor.is_some()
    }

    /// Saves the game to `path` (.ron saved game or .pgn match record).
    pub fn save_to(&mut self, path: &Path) -> Result<(), String> {
        let Some(record) = self.record() else {
            return Err(s::NOTHING_TO_SAVE.to_string());
        };
        records::save(path, &record).map_err(|error| error.to_string())?;
        if records::FileFormat::from_path(path).ok() == Some(records::FileFormat::Ron) {
            self.file = Some(path.to_path_buf());
        }
        self.info(s::saved_to(&path.display().to_string()));
        Ok(())
    }

    /// Opens the position editor on the position shown (an empty board of the
    /// game last chosen when no game is open).
    pub fn open_position_editor(&mut self) {
        let editor = match &self.session {
            Some(any) => {
                with_session!(any, s, P => PositionEditor::new(P::KIND, &s.current_position().to_text()))
            }
            None => PositionEditor::new(self.settings.kind, ""),
        };
        self.editor = Some(editor);
    }

    /// Whether the position editor is open.
    pub fn position_editor_open(&self) -> bool {
        self.editor.is_some()
    }

    /// Starts a new game of `kind` from a position text (what the editor's "Use this
    /// position" does), keeping the rule options and players of the game on screen
    /// when it is of the same kind. On error the game on screen stays.
    pub fn start_from_position(&mut self, kind: GameKind, text: &str) -> Result<(), String> {
        let session = with_game!(kind, P => {
            let (options, players) = match &self.session {
                Some(any) if any.kind() == kind => (options_of::<P>(any), players_of(any)),
                _ => (Default::default(), [Player::Human, Player::Human]),
            };
            P::from_text(text.trim(), &options)
                .map(|pos| P::into_any(Session::new(pos, players)))
                .map_err(|error| s::position_refused(kind.name(), &error.to_string()))
        })?;
        self.set_session(session, None, None);
        self.autosave();
        Ok(())
    }

    /// Reads pasted text: a position of the current game (or of another game), or a
    /// game record (PGN). On error a message says why and the game stays.
    pub fn load_text(&mut self, text: &str) -> Result<(), String> {
        let text = text.trim();
        if text.is_empty() {
            return Err(s::PASTE_EMPTY.to_string());
        }
        // A position of the game on screen first (same rule options), then of any game.
        let current = self.session.as_ref().map(AnySession::kind);
        let mut kinds: Vec<GameKind> = current.into_iter().collect();
        kinds.extend(
            GameKind::ALL
                .into_iter()
                .filter(|kind| Some(*kind) != current),
        );
        let mut first_error = None;
        for kind in kinds {
            let result = with_game!(kind, P => {
                let options = match &self.session {
                    Some(any) if any.kind() == kind => options_of::<P>(any),
                    _ => Default::default(),
                };
                P::from_text(text, &options).map(|pos| {
                    let players = self.session.as_ref().map(players_of).unwrap_or([Player::Human, Player::Human]);
                    P::into_any(Session::new(pos, players))
                })
            });
            match result {
                Ok(session) => {
                    self.set_session(session, None, None);
                    self.autosave();
                    return Ok(());
                }
                Err(error) => {
                    if first_error.is_none() {
                        first_error = Some((kind, error.to_string()));
                    }
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
                    self.picker = Some((s::PASTED_TEXT.to_string(), games));
                    return Ok(());
                }
                Ok(_) => {}
                Err(error) => return Err(s::bad_game_text(&error.to_string())),
            }
        }
        let (kind, why) = first_error.unwrap_or((GameKind::Ostseeschach, String::new()));
        Err(s::bad_position_text(kind.name(), &why))
    }

    /// Reads text and shows a message when it cannot be read (the paste action).
    pub fn paste(&mut self, text: &str) {
        if let Err(message) = self.load_text(text) {
            self.error(message);
        }
    }

    // ---- Internals ---------------------------------------------------------------

    fn set_session(&mut self, session: AnySession, base: Option<Record>, file: Option<PathBuf>) {
        if let Some(old) = &mut self.session {
            with_session!(old, s, P => s.computer.stop_all());
        }
        self.session = Some(session);
        self.base = base;
        self.file = file;
        self.dialog = None;
        self.picker = None;
        self.comment_editor = None;
        self.paused = false;
        self.move_entry.clear();
        self.last_shown = None;
        // A game that starts with the second player at the bottom reads better when
        // the human plays the second side alone.
        if let Some(any) = &self.session {
            let players = players_of(any);
            self.flipped = players[1] == Player::Human && players[0] != Player::Human;
        }
    }

    fn autosave(&mut self) {
        let (Some(dir), Some(record)) = (self.data_dir.clone(), self.record()) else {
            return;
        };
        if let Err(error) = autosave::autosave_in(&dir, &record) {
            self.error(s::autosave_failed(&error.to_string()));
        }
    }

    fn error(&mut self, text: impl Into<String>) {
        self.toasts.push(Toast {
            text: text.into(),
            error: true,
            shown_at: None,
        });
    }

    fn info(&mut self, text: impl Into<String>) {
        self.toasts.push(Toast {
            text: text.into(),
            error: false,
            shown_at: None,
        });
    }

    fn modal_open(&self) -> bool {
        self.dialog.is_some()
            || self.text_dialog.is_some()
            || self.picker.is_some()
            || self.editor.is_some()
            || self.comment_editor.is_some()
    }

    /// Takes back the last move, or in a game against the computer the last move of
    /// the user with the computer's reply.
    pub fn take_back(&mut self) {
        let Some(any) = &mut self.session else { return };
        with_session!(any, s, P => {
            s.computer.stop_all();
            let mut plies = 1;
            if s.players.iter().any(|p| p.is_computer()) && s.players.contains(&Player::Human) {
                // Step back to the user's last turn.
                let human = if s.players[0] == Player::Human { Side::First } else { Side::Second };
                let mut node = s.current;
                plies = 0;
                while let Some(parent) = s.tree.parent(node) {
                    plies += 1;
                    if s.position(parent).side_to_move() == human {
                        break;
                    }
                    node = parent;
                }
            }
            s.take_back(plies);
            self.paused = s.players.iter().all(|p| p.is_computer());
        });
        self.autosave();
    }

    fn navigate(&mut self, step: Nav) {
        let Some(any) = &mut self.session else { return };
        with_session!(any, s, P => match step {
            Nav::Start => s.to_start(),
            Nav::Back => s.back(),
            Nav::Forward => s.forward(),
            Nav::End => s.to_end(),
            Nav::To(id) => s.go_to(id),
        });
    }

    fn save_dialog(&mut self, pgn: bool) {
        let mut dialog = rfd::FileDialog::new();
        dialog = if pgn {
            dialog
                .add_filter(s::FILTER_PGN, &["pgn", "txt"])
                .set_file_name("game.pgn")
        } else {
            dialog
                .add_filter(s::FILTER_RON, &["ron"])
                .set_file_name("game.ron")
        };
        if let Some(path) = dialog.save_file()
            && let Err(message) = self.save_to(&path)
        {
            self.error(message);
        }
    }

    fn save(&mut self) {
        match self.file.clone() {
            Some(path) => {
                if let Err(message) = self.save_to(&path) {
                    self.error(message);
                }
            }
            None => self.save_dialog(false),
        }
    }

    fn open_dialog(&mut self) {
        let picked = rfd::FileDialog::new()
            .add_filter(s::FILTER_ALL_GAMES, &["ron", "pgn", "txt", "xml", "gz"])
            .add_filter(s::FILTER_RON, &["ron"])
            .add_filter(s::FILTER_PGN, &["pgn", "txt"])
            .add_filter(s::FILTER_REPLAY, &["xml", "gz"])
            .pick_file();
        if let Some(path) = picked {
            self.open_path(&path);
        }
    }

    fn copy_position(&mut self, ctx: &egui::Context) {
        let Some(any) = &self.session else { return };
        let text = with_session!(any, s, P => s.current_position().to_text());
        ctx.copy_text(text);
        self.info(s::COPIED_POSITION);
    }

    fn copy_game(&mut self, ctx: &egui::Context) {
        let Some(record) = self.record() else { return };
        ctx.copy_text(records::pgn::write_pgn(&record));
        self.info(s::COPIED_GAME);
    }

    fn handle_keys(&mut self, ctx: &egui::Context) {
        if self.modal_open() || ctx.egui_wants_keyboard_input() {
            return;
        }
        let pressed = |key: Key| ctx.input_mut(|input| input.consume_key(Modifiers::NONE, key));
        if pressed(Key::ArrowLeft) {
            self.navigate(Nav::Back);
        }
        if pressed(Key::ArrowRight) {
            self.navigate(Nav::Forward);
        }
        if pressed(Key::Home) {
            self.navigate(Nav::Start);
        }
        if pressed(Key::End) {
            self.navigate(Nav::End);
        }
        if pressed(Key::F) {
            self.flipped = !self.flipped;
        }
        if ctx.input_mut(|input| input.consume_key(Modifiers::COMMAND, Key::Z)) {
            self.take_back();
        }
        // Ctrl+V: egui turns it into a paste event with the clipboard's text.
        let pasted: Vec<String> = ctx.input(|input| {
            input
                .events
                .iter()
                .filter_map(|event| {
                    if let egui::Event::Paste(text) = event {
                        Some(text.clone())
                    } else {
                        None
                    }
                })
                .collect()
        });
        for text in pasted {
            self.paste(&text);
        }
        // Ctrl+C with nothing selected copies the position text.
        if ctx.input(|input| {
            input
                .events
                .iter()
                .any(|event| matches!(event, egui::Event::Copy))
        }) {
            self.copy_position(ctx);
        }
    }

    /// The window title: the game and the file it was saved to or opened from.
    fn update_title(&mut self, ctx: &egui::Context) {
        let title = match (&self.session, &self.file) {
            (Some(any), Some(path)) => {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().to_string())
                    .unwrap_or_default();
                format!("{name} · {} · {}", any.kind().name(), s::APP_TITLE)
            }
            (Some(any), None) => format!("{} · {}", any.kind().name(), s::APP_TITLE),
            (None, _) => s::APP_TITLE.to_string(),
        };
        if self.title != title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    fn toolbar(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(s::APP_TITLE)
                    .size(18.0)
                    .strong()
                    .color(theme::AMBER),
            );
            ui.add_space(10.0);
            ui.menu_button(s::MENU_GAME, |ui| {
                if ui.button(s::NEW_GAME).clicked() {
                    self.dialog = Some(self.settings.clone());
                }
                ui.separator();
                if ui.button(s::OPEN).clicked() {
                    self.open_dialog();
                }
                if ui.button(s::SAVE).clicked() {
                    self.save();
                }
                if ui.button(s::SAVE_AS).clicked() {
                    self.save_dialog(false);
                }
                ui.separator();
                if ui.button(s::IMPORT_PGN).clicked() {
                    self.open_dialog();
                }
                if ui.button(s::EXPORT_PGN).clicked() {
                    self.save_dialog(true);
                }
            });
            ui.menu_button(s::MENU_EDIT, |ui| {
                if ui.button(s::COPY_POSITION).clicked() {
                    self.copy_position(&ctx);
                }
                if ui.button(s::COPY_GAME).clicked() {
                    self.copy_game(&ctx);
                }
                if ui.button(s::PASTE).clicked() {
                    ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                }
                if ui.button(s::LOAD_FROM_TEXT).clicked() {
                    self.text_dialog = Some(TextDialog::default());
                }
                if ui.button(s::EDIT_POSITION_MENU).clicked() {
                    self.open_position_editor();
                }
                ui.separator();
                if ui.button(s::TAKE_BACK).clicked() {
                    self.take_back();
                }
                if ui.button(s::FLIP_BOARD).clicked() {
                    self.flipped = !self.flipped;
                }
            });
            ui.add_space(12.0);
            ui.separator();
            if tool_button(ui, "🗋", s::NEW_GAME, s::TIP_NEW_GAME).clicked() {
                self.dialog = Some(self.settings.clone());
            }
            if tool_button(ui, "🗁", s::OPEN, s::TIP_OPEN).clicked() {
                self.open_dialog();
            }
            if tool_button(ui, "💾", s::SAVE, s::TIP_SAVE).clicked() {
                self.save();
            }
            if tool_button(ui, "📋", s::LOAD_FROM_TEXT_SHORT, s::TIP_LOAD_FROM_TEXT).clicked() {
                self.text_dialog = Some(TextDialog::default());
            }
            if tool_button(ui, "✏", s::EDIT_POSITION, s::TIP_EDIT_POSITION).clicked() {
                self.open_position_editor();
            }
            ui.separator();
            let hint_pending = self
                .session
                .as_ref()
                .is_some_and(|any| with_session!(any, s, P => s.computer.hint_pending()));
            if tool_button(ui, "💡", s::HINT, s::TIP_HINT).clicked()
                && !hint_pending
                && let Some(any) = &mut self.session
            {
                with_session!(any, s, P => Computer::request_hint(s, &ctx));
            }
            if hint_pending {
                ui.spinner();
            }
            let analysis = ui.add(egui::Button::selectable(
                self.analysis,
                format!("📈 {}", s::ANALYSIS),
            ));
            analysis.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, true, self.analysis, s::ANALYSIS)
            });
            if analysis.on_hover_text(s::TIP_ANALYSIS).clicked() {
                self.analysis = !self.analysis;
            }
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if tool_button(ui, "📖", s::RULES, s::TIP_RULES).clicked() {
                    self.rules_open = !self.rules_open;
                }
                if let Some(path) = &self.file {
                    let name = path
                        .file_name()
                        .map(|n| n.to_string_lossy().to_string())
                        .unwrap_or_default();
                    ui.label(RichText::new(name).color(theme::TEXT_WEAK));
                }
            });
        });
    }

    fn side_panel(&mut self, ui: &mut Ui) {
        let Some(any) = &mut self.session else {
            ui.add_space(20.0);
            ui.label(RichText::new(s::NO_GAME).color(theme::TEXT_WEAK));
            return;
        };
        let recorded = self
            .base
            .as_ref()
            .and_then(|record| record.recorded.clone());
        let kind = any.kind();
        let mut nav = None;
        let mut list_action = None;
        let mut take_back = false;
        let mut played = false;
        // Scroll the move shown into view for a few frames after it changed (the
        // list's size is known only after its first layout).
        // (A move shown by a click further down this frame, in the graph or the
        // list, differs from the one noted here and scrolls on the next frame.)
        let shown = with_session!(any, s, P => s.current);
        if self.last_shown != Some(shown) {
            self.last_shown = Some(shown);
            self.scroll_frames = 3;
        }
        let scroll = self.scroll_frames > 0;
        self.scroll_frames = self.scroll_frames.saturating_sub(1);
        if scroll {
            ui.ctx().request_repaint();
        }
        with_session!(any, session, P => {
            status_card(ui, session, recorded.as_ref());
            ui.add_space(8.0);
            if self.analysis {
                theme::card().show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    theme::caption(ui, s::ANALYSIS);
                    if let Some(id) = analysis::analysis_ui(ui, session) {
                        nav = Some(Nav::To(id));
                    }
                });
                ui.add_space(8.0);
            }
            // Navigation and actions, pinned to the bottom; the move list fills the rest.
            egui::Panel::bottom("moves_bottom").frame(egui::Frame::new()).show(ui, |ui| {
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    let width = (ui.available_width() - 3.0 * ui.spacing().item_spacing.x) / 4.0;
                    for (glyph, label, step) in [
                        ("⏮", s::NAV_START, Nav::Start),
                        ("⏴", s::NAV_BACK, Nav::Back),
                        ("⏵", s::NAV_FORWARD, Nav::Forward),
                        ("⏭", s::NAV_END, Nav::End),
                    ] {
                        let button = ui.add(egui::Button::new(RichText::new(glyph).size(16.0)).min_size(vec2(width, 30.0)));
                        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label));
                        if button.on_hover_text(label).clicked() {
                            nav = Some(step);
                        }
                    }
                });
                ui.horizontal(|ui| {
                    let width = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
                    let back = ui.add(egui::Button::new(format!("↩ {}", s::TAKE_BACK)).min_size(vec2(width, 28.0)));
                    back.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, s::TAKE_BACK));
                    if back.on_hover_text(s::TIP_TAKE_BACK).clicked() {
                        take_back = true;
                    }
                    let flip = ui.add(egui::Button::new(format!("🔃 {}", s::FLIP_BOARD)).min_size(vec2(width, 28.0)));
                    flip.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, s::FLIP_BOARD));
                    if flip.on_hover_text(s::TIP_FLIP).clicked() {
                        self.flipped = !self.flipped;
                    }
                });
                // Moves can also be typed in the game's notation.
                ui.horizontal(|ui| {
                    let entry = ui.add(
                        egui::TextEdit::singleline(&mut self.move_entry)
                            .hint_text(s::move_entry_hint(kind))
                            .font(egui::TextStyle::Monospace)
                            .desired_width(ui.available_width() - 60.0),
                    );
                    entry.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, s::MOVE_ENTRY_LABEL));
                    let enter = entry.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                    let play = ui.button(s::PLAY_MOVE);
                    if (enter || play.clicked()) && !self.move_entry.trim().is_empty() {
                        match session.play_text(&self.move_entry) {
                            Ok(_) => {
                                self.move_entry.clear();
                                played = true;
                            }
                            Err(error) => {
                                self.toasts.push(Toast { text: s::move_refused(&error.to_string()), error: true, shown_at: None })
                            }
                        }
                        if enter {
                            entry.request_focus();
                        }
                    }
                });
                if session.players.iter().any(|p| p.is_computer()) {
                    computer_controls(ui, session, &mut self.paused, &mut self.pause_between_moves_ms);
                }
                ui.add_space(4.0);
            });
            theme::caption(ui, s::MOVES);
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                list_action = move_list::move_list_ui(ui, session, scroll);
            });
        });
        if let Some(step) = nav {
            self.navigate(step);
        }
        match list_action {
            Some(ListAction::Show(id)) => self.navigate(Nav::To(id)),
            Some(ListAction::Edit(edit)) => {
                self.edit_tree(edit);
            }
            Some(ListAction::EditComment(id)) => self.open_comment_editor(id),
            None => {}
        }
        if take_back {
            self.take_back();
        }
        if played {
            self.autosave();
        }
    }

    fn board_area(&mut self, ui: &mut Ui) {
        let Some(any) = &mut self.session else {
            ui.centered_and_justified(|ui| {
                ui.label(RichText::new(s::NO_GAME).size(18.0).color(theme::TEXT_WEAK));
            });
            return;
        };
        let flipped = self.flipped;
        let paused = self.paused;
        let base = self.base.as_ref();
        let played = with_session!(any, session, P => {
            let names = files::recorded_players(session, base)
                .map(|players| players.each_ref().map(|player| player.name.as_str()));
            board_with_players(ui, session, names, flipped, paused)
        });
        if played {
            self.autosave();
        }
    }

    fn show_toasts(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|input| input.time);
        self.toasts.retain(|toast| {
            let limit = if toast.error {
                ERROR_SECONDS
            } else {
                INFO_SECONDS
            };
            toast.shown_at.is_none_or(|at| now - at < limit)
        });
        if self.toasts.is_empty() {
            return;
        }
        let mut dismiss = None;
        egui::Area::new(egui::Id::unique("toasts"))
            .order(egui::Order::Foreground)
            .anchor(egui::Align2::CENTER_TOP, vec2(-170.0, 52.0))
            .show(ctx, |ui| {
                ui.set_max_width(560.0);
                for (index, toast) in self.toasts.iter_mut().enumerate() {
                    toast.shown_at.get_or_insert(now);
                    let fill = if toast.error {
                        theme::ERROR_BG
                    } else {
                        theme::INFO_BG
                    };
                    let stroke = if toast.error {
                        theme::ERROR
                    } else {
                        theme::GOOD
                    };
                    egui::Frame::new()
                        .fill(fill)
                        .stroke(egui::Stroke::new(1.0, stroke))
                        .corner_radius(8)
                        .inner_margin(egui::Margin::symmetric(14, 10))
                        .shadow(egui::Shadow {
                            offset: [0, 4],
                            blur: 16,
                            spread: 0,
                            color: Color32::from_black_alpha(120),
                        })
                        .show(ui, |ui| {
                            ui.horizontal(|ui| {
                                ui.label(
                                    RichText::new(if toast.error { "⚠" } else { "✔" })
                                        .color(stroke)
                                        .size(16.0),
                                );
                                ui.add(
                                    egui::Label::new(RichText::new(&toast.text).color(theme::TEXT))
                                        .wrap(),
                                );
                                let close = ui.add(egui::Button::new("✖").frame(false));
                                close.widget_info(|| {
                                    egui::WidgetInfo::labeled(egui::Role::Button, true, s::DISMISS)
                                });
                                if close.clicked() {
                                    dismiss = Some(index);
                                }
                            });
                        });
                    ui.add_space(6.0);
                }
            });
        if let Some(index) = dismiss {
            self.toasts.remove(index);
        }
        ctx.request_repaint_after(Duration::from_millis(500));
    }

    /// The comment editor, over everything: OK (or Ctrl+Enter) keeps the text,
    /// Cancel or Esc drops it; a click beside it closes it only when nothing was typed.
    fn comment_dialog(&mut self, ctx: &egui::Context) {
        let Some(editor) = &mut self.comment_editor else {
            return;
        };
        let mut keep = None;
        let mut cancel = false;
        let modal = egui::Modal::new(egui::Id::unique("comment_editor")).show(ctx, |ui| {
            ui.set_width(460.0);
            ui.heading(&editor.title);
            ui.label(RichText::new(s::COMMENT_EXPLAIN).color(theme::TEXT_WEAK));
            ui.add_space(6.0);
            if ui.input_mut(|input| input.consume_key(Modifiers::COMMAND, Key::Enter)) {
                keep = Some(editor.text.clone());
            }
            let hint = if editor.node == MoveTree::ROOT {
                s::COMMENT_HINT_START
            } else {
                s::COMMENT_HINT
            };
            let edit = ui.add(
                egui::TextEdit::multiline(&mut editor.text)
                    .hint_text(hint)
                    .desired_rows(5)
                    .desired_width(f32::INFINITY),
            );
            edit.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::MultilineTextInput,
                    true,
                    s::COMMENT_INPUT_LABEL,
                )
            });
            if editor.focus {
                edit.request_focus();
                editor.focus = false;
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if !editor.before.is_empty() && ui.button(s::COMMENT_REMOVE).clicked() {
                    keep = Some(String::new());
                }
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let ok = ui.add(
                        egui::Button::new(
                            RichText::new(s::COMMENT_OK).strong().color(Color32::BLACK),
                        )
                        .fill(theme::AMBER)
                        .min_size(vec2(64.0, 0.0)),
                    );
                    if ok.on_hover_text(s::TIP_COMMENT_OK).clicked() {
                        keep = Some(editor.text.clone());
                    }
                    if ui.button(s::CANCEL).clicked() {
                        cancel = true;
                    }
                });
            });
        });
        let typed = editor.text != editor.before;
        if modal.backdrop_response.clicked() {
            cancel |= !typed;
        } else if modal.should_close() {
            cancel = true;
        }
        let node = editor.node;
        if let Some(text) = keep {
            self.comment_editor = None;
            self.set_comment(node, &text);
        } else if cancel {
            self.comment_editor = None;
        }
    }

    fn dialogs(&mut self, ctx: &egui::Context) {
        if let Some(settings) = &mut self.dialog {
            let can_cancel = self.session.is_some();
            let levels = self.levels.clone();
            let modal = egui::Modal::new(egui::Id::unique("new_game")).show(ctx, |ui| {
                new_game::dialog_ui(ui, settings, can_cancel, &levels)
            });
            match modal.inner {
                DialogAction::Start => {
                    let settings = settings.clone();
                    if let Err(message) = self.start_new_game(settings) {
                        self.error(message);
                    }
                }
                DialogAction::Cancel => self.dialog = None,
                DialogAction::None => {
                    if can_cancel && modal.should_close() {
                        self.dialog = None;
                    }
                }
            }
        }
        if let Some(dialog) = &mut self.text_dialog {
            let mut load = false;
            let mut close = false;
            let modal = egui::Modal::new(egui::Id::unique("text_dialog")).show(ctx, |ui| {
                ui.set_width(560.0);
                ui.heading(s::LOAD_FROM_TEXT_TITLE);
                ui.label(RichText::new(s::LOAD_FROM_TEXT_EXPLAIN).color(theme::TEXT_WEAK));
                ui.add_space(6.0);
                let edit = ui.add(
                    egui::TextEdit::multiline(&mut dialog.text)
                        .font(egui::TextStyle::Monospace)
                        .desired_rows(6)
                        .desired_width(f32::INFINITY),
                );
                edit.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::MultilineTextInput,
                        true,
                        s::TEXT_INPUT_LABEL,
                    )
                });
                if let Some(error) = &dialog.error {
                    ui.label(RichText::new(error).color(theme::ERROR));
                }
                ui.add_space(6.0);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if ui
                        .add(
                            egui::Button::new(
                                RichText::new(s::LOAD).strong().color(Color32::BLACK),
                            )
                            .fill(theme::AMBER),
                        )
                        .clicked()
                    {
                        load = true;
                    }
                    if ui.button(s::CANCEL).clicked() {
                        close = true;
                    }
                });
            });
            if modal.should_close() {
                close = true;
            }
            if load {
                let text = dialog.text.clone();
                match self.load_text(&text) {
                    Ok(()) => self.text_dialog = None,
                    Err(message) => {
                        if let Some(dialog) = &mut self.text_dialog {
                            dialog.error = Some(message);
                        }
                    }
                }
            } else if close {
                self.text_dialog = None;
            }
        }
        self.comment_dialog(ctx);
        if let Some(editor) = &mut self.editor {
            let kind = editor.kind();
            let mut open = true;
            let action = egui::Window::new(s::EDIT_POSITION_TITLE)
                .id(egui::Id::unique("position_editor"))
                .open(&mut open)
                .collapsible(false)
                .default_size([940.0, 640.0])
                .pivot(egui::Align2::CENTER_CENTER)
                .default_pos(ctx.content_rect().center())
                .show(ctx, |ui| editor.ui(ui))
                .and_then(|response| response.inner)
                .unwrap_or(EditorAction::None);
            match action {
                EditorAction::Apply(text) => match self.start_from_position(kind, &text) {
                    Ok(()) => self.editor = None,
                    Err(message) => self.error(message),
                },
                EditorAction::Cancel => self.editor = None,
                EditorAction::None if !open => self.editor = None,
                EditorAction::None => {}
            }
        }
        if let Some((name, games)) = &self.picker {
            let mut chosen = None;
            let mut close = false;
            let modal = egui::Modal::new(egui::Id::unique("picker")).show(ctx, |ui| {
                ui.set_width(560.0);
                ui.heading(s::pick_game_title(name, games.len()));
                ui.add_space(6.0);
                egui::ScrollArea::vertical()
                    .max_height(420.0)
                    .show(ui, |ui| {
                        for (index, record) in games.iter().enumerate() {
                            let text = s::game_summary(index + 1, record);
                            let button = ui.add(
                                egui::Button::new(text).min_size(vec2(ui.available_width(), 30.0)),
                            );
                            if button.clicked() {
                                chosen = Some(index);
                            }
                        }
                    });
                ui.add_space(6.0);
                if ui.button(s::CANCEL).clicked() {
                    close = true;
                }
            });
            if modal.should_close() {
                close = true;
            }
            if let Some(index) = chosen {
                let (_, mut games) = self.picker.take().expect("shown above");
                let record = games.swap_remove(index);
                self.open_record(record, None);
            } else if close {
                self.picker = None;
            }
        }
        if self.rules_open {
            let kind = self
                .session
                .as_ref()
                .map(AnySession::kind)
                .unwrap_or(self.settings.kind);
            let mut open = true;
            egui::Window::new(s::rules_title(kind))
                .id(egui::Id::unique("rules_window"))
                .open(&mut open)
                .default_size([560.0, 600.0])
                .pivot(egui::Align2::CENTER_CENTER)
                .default_pos(ctx.content_rect().center())
                .resizable(true)
                .show(ctx, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| rules_ui(ui, kind));
                });
            self.rules_open = open;
        }
    }
}

#[derive(Clone, Copy)]
enum Nav {
    Start,
    Back,
    Forward,
    End,
    To(NodeId),
}

fn players_of(any: &AnySession) -> [Player; 2] {
    with_session!(any, s, P => s.players)
}

fn options_of<P: BoardGame>(any: &AnySession) -> P::Options {
    with_session!(any, s, Q => {
        let options: &dyn std::any::Any = s.start().options();
        options.downcast_ref::<P::Options>().cloned().unwrap_or_default()
    })
}

/// A toolbar button with an icon; its accessible name is the text alone.
fn tool_button(ui: &mut Ui, icon: &str, text: &str, tip: &str) -> egui::Response {
    let response = ui.add(egui::Button::new(format!("{icon} {text}")));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, text));
    response.on_hover_text(tip)
}

/// The status card: side to move (or the result), scores, round.
fn status_card<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    recorded: Option<&records::RecordedResult>,
) {
    let kind = P::KIND;
    let pos = session.current_position();
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            theme::caption(ui, kind.name());
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                let ply = session.ply(session.current);
                let (round, _) = crate::records::tree::move_number(ply, session.first_to_move());
                let round = match session.current_outcome() {
                    Some(_) => {
                        crate::records::tree::move_number(
                            ply.saturating_sub(1),
                            session.first_to_move(),
                        )
                        .0
                    }
                    None => round,
                };
                ui.label(
                    RichText::new(s::round_text(round, s::round_limit(kind)))
                        .color(theme::TEXT_WEAK),
                );
            });
        });
        ui.add_space(4.0);
        match session.current_outcome() {
            Some(outcome) => {
                ui.horizontal(|ui| {
                    if let Some(winner) = outcome.winner {
                        theme::side_chip(ui, kind, winner, 18.0);
                    }
                    ui.label(
                        RichText::new(s::result_headline(kind, outcome.winner))
                            .size(20.0)
                            .strong()
                            .color(theme::AMBER),
                    );
                });
                ui.add(
                    egui::Label::new(RichText::new(outcome.describe(kind)).color(theme::TEXT))
                        .wrap(),
                )
                .widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Label, true, outcome.describe(kind))
                });
            }
            None => {
                let side = pos.side_to_move();
                ui.horizontal(|ui| {
                    theme::side_chip(ui, kind, side, 18.0);
                    ui.label(
                        RichText::new(s::to_move(kind.side_name(side)))
                            .size(20.0)
                            .strong(),
                    );
                    if session.computer.is_thinking() {
                        ui.spinner();
                        ui.label(RichText::new(s::THINKING).color(theme::TEXT_WEAK));
                    }
                });
            }
        }
        // Why the last click on the board did nothing (it fades with the board's own).
        if let Some(message) = session.board.message() {
            ui.add(
                egui::Label::new(RichText::new(format!("⚠ {message}")).color(theme::WARNING))
                    .wrap(),
            )
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, message));
        }
        let items = P::status_items(pos);
        if !items.is_empty() {
            ui.add_space(6.0);
            egui::Grid::new("status_items")
                .num_columns(2)
                .spacing([16.0, 4.0])
                .show(ui, |ui| {
                    for (label, value) in items {
                        ui.label(RichText::new(label).color(theme::TEXT_WEAK));
                        ui.label(RichText::new(value).strong().monospace());
                        ui.end_row();
                    }
                });
        }
        if let Some(recorded) = recorded {
            let ours = session
                .outcome(session.tree.main_line_end())
                .map(|o| o.winner);
            let differs = ours != Some(recorded.winner);
            ui.add_space(6.0);
            ui.separator();
            let color = if differs {
                theme::ERROR
            } else {
                theme::TEXT_WEAK
            };
            ui.label(
                RichText::new(s::RECORDED_RESULT)
                    .small()
                    .color(color)
                    .strong(),
            );
            ui.add(egui::Label::new(RichText::new(recorded.describe(kind)).color(color)).wrap());
            if differs {
                ui.label(RichText::new(s::RECORDED_DIFFERS).small().color(color));
            }
        }
    });
}

/// Pause/resume and the pause between computer moves.
fn computer_controls<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    paused: &mut bool,
    pause_ms: &mut u32,
) {
    let both = session.players.iter().all(|p| p.is_computer());
    ui.horizontal(|ui| {
        if both {
            let label = if *paused { s::RESUME } else { s::PAUSE };
            if ui.button(label).clicked() {
                *paused = !*paused;
            }
            ui.label(RichText::new(s::SPEED).color(theme::TEXT_WEAK));
            ui.add(
                egui::Slider::new(pause_ms, 0..=3000)
                    .suffix(" ms")
                    .step_by(100.0),
            )
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Slider, true, s::SPEED));
        }
    });
}

/// The board with a player bar above and below it; returns true when a move was played.
fn board_with_players<P: BoardGame>(
    ui: &mut Ui,
    session: &mut Session<P>,
    recorded_names: Option<[&str; 2]>,
    flipped: bool,
    paused: bool,
) -> bool {
    let kind = P::KIND;
    let (top, bottom) = if flipped {
        (Side::First, Side::Second)
    } else {
        (Side::Second, Side::First)
    };
    let bar_height = 34.0;
    let avail = ui.available_rect_before_wrap();
    let side = (avail.width())
        .min(avail.height() - 2.0 * bar_height - 16.0)
        .max(120.0);
    let left = avail.center().x - side / 2.0;
    let top_bar = egui::Rect::from_min_size(egui::pos2(left, avail.top()), vec2(side, bar_height));
    let board_rect =
        egui::Rect::from_min_size(egui::pos2(left, top_bar.bottom() + 8.0), vec2(side, side));
    let bottom_bar = egui::Rect::from_min_size(
        egui::pos2(left, board_rect.bottom() + 8.0),
        vec2(side, bar_height),
    );
    let name = |side: Side| {
        recorded_names
            .map(|names| names[side.index()])
            .filter(|name| !name.is_empty())
    };
    player_bar(ui, session, top, name(top), top_bar);
    player_bar(ui, session, bottom, name(bottom), bottom_bar);

    let pos = session.current_position().clone();
    let at_end = session.tree.children(session.current).is_empty();
    let thinking = session.computer.is_thinking();
    let interactive = session.current_outcome().is_none()
        && !thinking
        && (session.human_to_move() || !at_end || paused);
    let view = BoardView {
        flipped,
        interactive,
        last_move: session.move_at(session.current),
        hint: session
            .hint
            .filter(|(node, _)| *node == session.current)
            .map(|(_, mv)| mv),
    };
    let mut played = None;
    ui.scope_builder(egui::UiBuilder::new().max_rect(board_rect), |ui| {
        played = P::board_ui(ui, &pos, &mut session.board, &view);
    });
    let _ = kind;
    match played {
        Some(mv) => session.play(mv).is_ok(),
        None => false,
    }
}

/// One side's bar: its colour, who plays it (a reviewed record's player by name)
/// and whether the computer is thinking for it.
fn player_bar<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    side: Side,
    recorded_name: Option<&str>,
    rect: egui::Rect,
) {
    let kind = P::KIND;
    let to_move =
        session.current_outcome().is_none() && session.current_position().side_to_move() == side;
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::left_to_right(Align::Center)),
    );
    let ui = &mut child;
    let fill = if to_move {
        theme::CARD_HOVER
    } else {
        theme::CARD
    };
    ui.painter().rect_filled(rect, 6.0, fill);
    if to_move {
        ui.painter().rect_filled(
            egui::Rect::from_min_size(rect.min, vec2(4.0, rect.height())),
            2.0,
            theme::AMBER,
        );
    }
    ui.add_space(12.0);
    theme::side_chip(ui, kind, side, 16.0);
    ui.label(RichText::new(kind.side_name(side)).strong());
    let who = match (recorded_name, session.players[side.index()]) {
        (Some(name), _) => name.to_string(),
        (None, Player::Human) => s::PLAYER_HUMAN.to_string(),
        (None, Player::Computer { level }) => s::computer_name(level),
    };
    ui.label(RichText::new(who).color(theme::TEXT_WEAK));
    if to_move && session.computer.is_thinking() && session.players[side.index()].is_computer() {
        ui.spinner();
        ui.label(RichText::new(s::THINKING).color(theme::AMBER));
    }
}

/// The rules of a game, from strings.rs.
fn rules_ui(ui: &mut Ui, kind: GameKind) {
    for block in s::rules(kind) {
        match block {
            s::RulesBlock::Heading(text) => {
                ui.add_space(8.0);
                ui.label(RichText::new(*text).size(16.0).strong().color(theme::AMBER));
            }
            s::RulesBlock::Text(text) => {
                ui.add(egui::Label::new(*text).wrap());
            }
            s::RulesBlock::Bullet(text) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label("•");
                    ui.add(egui::Label::new(*text).wrap());
                });
            }
        }
        ui.add_space(2.0);
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.handle_keys(&ctx);
        self.update_title(&ctx);
        let settings = computer::Settings {
            paused: self.paused,
            pause_between_moves: Duration::from_millis(u64::from(self.pause_between_moves_ms)),
            analysis: self.analysis,
        };
        if let Some(any) = &mut self.session {
            let event = with_session!(any, s, P => computer::drive(s, &ctx, settings));
            if event == computer::Event::Moved {
                self.autosave();
            }
        }
        egui::Panel::top("toolbar")
            .frame(
                egui::Frame::new()
                    .fill(theme::PANEL)
                    .inner_margin(egui::Margin::symmetric(12, 8)),
            )
            .show(ui, |ui| self.toolbar(ui));
        egui::Panel::right("side")
            .resizable(true)
            .default_size(360.0)
            .size_range(300.0..=520.0)
            .frame(
                egui::Frame::new()
                    .fill(theme::PANEL)
                    .inner_margin(egui::Margin::same(12)),
            )
            .show(ui, |ui| self.side_panel(ui));
        egui::CentralPanel::default()
            .frame(
                egui::Frame::new()
                    .fill(theme::BACKGROUND)
                    .inner_margin(egui::Margin::same(16)),
            )
            .show(ui, |ui| self.board_area(ui));
        self.show_toasts(&ctx);
        self.dialogs(&ctx);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, "new_game", &self.settings);
    }
}

/// Makes sure a type is one of the four games (used by `with_game!` callers).
#[allow(dead_code)]
fn assert_games() {
    fn is<P: BoardGame + IntoAny>() {}
    with_game!(GameKind::Muehle, P => is::<P>());
}
