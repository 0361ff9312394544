//! The one place that carries out the user's [`Action`]s ([`App::apply`]): each
//! feature's requests by one function (files in `files.rs`, texts in `text.rs`,
//! the test series and the hosted games by their own controllers), with the
//! operations behind them. Panels and dialogs only return actions; the public
//! methods here are the same operations for callers without a screen (tests,
//! the command line's `bernstein FILE`).

mod files;
mod picture;
mod text;

use std::path::PathBuf;

use crate::App;
use crate::action::{Action, GameAction, NewGameAction, ViewAction};
use crate::desk::{Desk, max_threads};
use crate::editor::PositionEditor;
use crate::network::{HostChoices, Hosting};
use crate::new_game::NewGameSettings;
use crate::open_game::{self, OpenGame};
use crate::panels::dialogs::CommentEditor;
use crate::panels::toasts::Toasts;
use crate::series::{SeriesChoices, SeriesRun};
use crate::session::{PlayerExt, TreeEdit};
use crate::strings as s;
use crate::strings::Wording;
use bernstein_records::tree::NodeId;
use bernstein_records::{PlayerKind, Record, RecordError};
use bernstein_rules::GameKind;

impl App {
    /// Carries out one action.
    pub(crate) fn apply(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::File(action) => self.apply_file(action),
            Action::Text(action) => self.apply_text(ctx, action),
            Action::NewGame(action) => self.apply_new_game(action),
            Action::Game(action) => self.apply_game(ctx, action),
            Action::View(action) => self.apply_view(action),
            Action::Network(action) => {
                self.with_network(|network, desk, toasts| network.apply(ctx, action, desk, toasts))
            }
            Action::Series(action) => {
                self.with_series(|series, desk, toasts| series.apply(ctx, action, desk, toasts))
            }
        }
    }

    fn apply_new_game(&mut self, action: NewGameAction) {
        match action {
            NewGameAction::ShowDialog => {
                self.show_new_game_dialog(self.settings.with_fresh_seed());
            }
            NewGameAction::CloseDialog => self.dialogs.new_game = None,
            NewGameAction::Start(settings) => {
                if let Err(message) = self.start_new_game(settings) {
                    self.toasts.error(message);
                }
            }
            NewGameAction::OpenEditor => self.open_position_editor(),
            NewGameAction::StartFromPosition(kind, text) => {
                match self.start_from_position(kind, &text) {
                    Ok(()) => self.dialogs.editor = None,
                    Err(message) => self.toasts.error(message),
                }
            }
            NewGameAction::CloseEditor => self.dialogs.editor = None,
        }
    }

    fn apply_game(&mut self, ctx: &egui::Context, action: GameAction) {
        // While a program plays, the moves played stay and its turn is its own.
        if self.network.live()
            && (matches!(action, GameAction::TakeBack | GameAction::EditTree(_))
                || matches!(action, GameAction::PlayMove(_))
                    && self.network.refuses_change(&self.desk))
        {
            self.toasts.error(s::HOST_NOT_NOW);
            return;
        }
        // A running game of a series on the board is the bots' to move.
        if self.series.following()
            && matches!(
                action,
                GameAction::TakeBack | GameAction::EditTree(_) | GameAction::PlayMove(_)
            )
        {
            self.toasts.error(s::SERIES_NOT_NOW);
            return;
        }
        match action {
            GameAction::TakeBack => self.take_back(),
            GameAction::Navigate(step) => self.navigate(step),
            GameAction::EditTree(edit) => {
                self.edit_tree(edit);
            }
            GameAction::PlayMove(text) => match self.play_text(&text) {
                Ok(()) => self.move_entry.clear(),
                Err(message) => self.toasts.error(message),
            },
            GameAction::Hint => {
                if let Some(game) = &mut self.desk.game
                    && !game.hint_pending()
                {
                    game.request_hint(ctx, self.desk.view.threads);
                }
            }
            GameAction::OpenCommentEditor(node) => self.open_comment_editor(node),
            GameAction::SetComment(node, text) => {
                self.dialogs.comment = None;
                self.set_comment(node, &text);
            }
            GameAction::CloseCommentEditor => self.dialogs.comment = None,
        }
    }

    fn apply_view(&mut self, action: ViewAction) {
        let view = &mut self.desk.view;
        match action {
            ViewAction::Flip => view.flipped = !view.flipped,
            ViewAction::ToggleAnalysis => view.analysis = !view.analysis,
            ViewAction::ToggleThreat => {
                if view.analysis
                    && let Some(game) = &mut self.desk.game
                {
                    game.toggle_threat();
                }
            }
            ViewAction::ToggleRules => self.dialogs.rules_open = !self.dialogs.rules_open,
            ViewAction::SetLanguage(language) => self.set_language(language),
            ViewAction::SetPaused(paused) => view.paused = paused,
            ViewAction::SetMovePause(ms) => view.pause_between_moves_ms = ms,
            ViewAction::SetThreads(threads) => view.threads = threads.clamp(1, max_threads()),
            ViewAction::DismissMessage(index) => self.toasts.dismiss(index),
        }
    }

    // ---- The board changing hands --------------------------------------------------

    /// Puts `game` on the board in place of the one there: a hosted game or a
    /// game of the series shown there is gone from it.
    pub(crate) fn set_game(
        &mut self,
        game: Box<dyn OpenGame>,
        base: Option<Record>,
        file: Option<PathBuf>,
    ) {
        self.taking_board(|desk| {
            desk.show(game, base, file);
            Ok(())
        });
    }

    /// Shows a game on the board by `show`; a record it cannot read is said.
    fn taking_board(&mut self, show: impl FnOnce(&mut Desk) -> Result<(), RecordError>) {
        let before = self.desk.shown;
        if let Err(error) = show(&mut self.desk) {
            self.toasts.error(move || crate::i18n::say(&error));
        }
        if self.desk.shown != before {
            self.network.board_taken();
            self.series.board_taken();
            self.game_changed();
        }
    }

    /// Lets the hosted games' controller work on the board; a game it shows ends
    /// what the series showed there.
    fn with_network(
        &mut self,
        work: impl FnOnce(&mut crate::network::Network, &mut Desk, &mut Toasts),
    ) {
        let before = self.desk.shown;
        work(&mut self.network, &mut self.desk, &mut self.toasts);
        if self.desk.shown != before {
            self.series.board_taken();
            self.game_changed();
        }
    }

    /// Lets the test series' controller work on the board; a game it shows ends
    /// a hosted one.
    fn with_series(
        &mut self,
        work: impl FnOnce(&mut crate::series::Series, &mut Desk, &mut Toasts),
    ) {
        let before = self.desk.shown;
        work(&mut self.series, &mut self.desk, &mut self.toasts);
        if self.desk.shown != before {
            self.network.board_taken();
            self.game_changed();
        }
    }

    /// Polls the hosted game and the series (every frame; nothing waits).
    pub(crate) fn poll_controllers(&mut self, ctx: &egui::Context) {
        self.with_network(|network, desk, toasts| network.poll(ctx, desk, toasts));
        self.with_series(|series, desk, toasts| series.poll(ctx, desk, toasts));
    }

    /// What belongs to the game that left the board goes with it: the dialogs
    /// about it and the move typed.
    fn game_changed(&mut self) {
        self.dialogs.new_game = None;
        self.dialogs.picker = None;
        self.dialogs.comment = None;
        self.move_entry.clear();
    }

    // ---- Operations, public for callers without a screen ---------------------------

    /// The game on screen, if any.
    pub fn session(&self) -> Option<&dyn OpenGame> {
        self.desk.game.as_deref()
    }

    /// The game as a record (what Save writes).
    pub fn record(&self) -> Option<Record> {
        self.desk.record()
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
        if let Some(game) = &mut self.desk.game {
            game.navigate(step);
        }
    }

    /// Opens the new-game dialog with these choices.
    pub fn show_new_game_dialog(&mut self, settings: NewGameSettings) {
        self.dialogs.new_game = Some(settings);
    }

    /// Plays a move given as text at the position shown (as the move entry does).
    pub fn play_text(&mut self, text: &str) -> Result<(), Wording> {
        let Some(game) = &mut self.desk.game else {
            return Err(s::NO_GAME.into());
        };
        game.play_text(text)
            .map_err(|error| Wording::from(move || s::move_refused(&crate::i18n::say(&error))))?;
        Ok(())
    }

    /// Edits the move tree (what the move list's menu does); returns whether it
    /// changed. A deleted move shown gives way to the move before it; as after a
    /// take back, searches about positions that are gone stop, and a game between
    /// two computers pauses so that the edit can be looked at.
    pub fn edit_tree(&mut self, edit: TreeEdit) -> bool {
        let Some(game) = &mut self.desk.game else {
            return false;
        };
        let changed = game.edit(edit);
        if changed && matches!(edit, TreeEdit::DeleteFrom(_) | TreeEdit::DeleteAfter(_)) {
            self.desk.view.paused = game.players().iter().all(|p| p.is_computer());
        }
        changed
    }

    /// Sets the comment after the move `node` (the root: before the first move);
    /// empty text removes it. Returns whether it changed.
    pub fn set_comment(&mut self, node: NodeId, text: &str) -> bool {
        self.desk
            .game
            .as_mut()
            .is_some_and(|game| game.set_comment(node, text))
    }

    /// Opens the comment editor for `node` (the root: the comment before the first move).
    pub fn open_comment_editor(&mut self, node: NodeId) {
        let Some(game) = &self.desk.game else { return };
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

    /// Opens the position editor on the position shown (an empty board of the
    /// game last chosen when no game is open).
    pub fn open_position_editor(&mut self) {
        let editor = match &self.desk.game {
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
                    s::position_refused(&s::game_name(kind), &crate::i18n::say(&error))
                })
            })?;
        self.set_game(game, None, None);
        Ok(())
    }

    /// Takes back the last move, or in a game against the computer the last move of
    /// the user with the computer's reply.
    pub fn take_back(&mut self) {
        let Some(game) = &mut self.desk.game else {
            return;
        };
        game.take_back();
        self.desk.view.paused = game.players().iter().all(|p| p.is_computer());
    }

    // ---- The hosted games and the series, for callers without a screen ------------

    /// Opens the "Play against a program" dialog.
    pub fn show_network_dialog(&mut self) {
        self.network.show_dialog();
    }

    /// Starts hosting a game with these choices (as the dialog's Start).
    pub fn start_hosting(&mut self, ctx: &egui::Context, choices: HostChoices) {
        self.network.start(ctx, choices);
    }

    /// The hosted game, if one is waiting, running or just over.
    pub fn hosting(&self) -> Option<&Hosting> {
        self.network.hosting.as_ref()
    }

    /// Opens the "Test series" dialog with the choices of last time.
    pub fn show_series_dialog(&mut self, ctx: &egui::Context) {
        self.series.show_dialog(ctx);
    }

    /// Starts a series with these choices (as the dialog's Start).
    pub fn start_series(&mut self, ctx: &egui::Context, choices: SeriesChoices) {
        self.series.start(ctx, choices);
    }

    /// The test series' controller: its dialog, its series, its exports.
    pub fn series(&self) -> &crate::series::Series {
        &self.series
    }

    /// Saves the series' tables (CSV) or its report (HTML) at `path`, as the
    /// table's export buttons do once a file is chosen.
    pub fn export_series(&mut self, kind: crate::series::ExportKind, path: &str) {
        self.with_series(|series, _, toasts| series.export_to(kind, path, toasts));
    }

    /// The "Test series" dialog, where it is open.
    pub fn series_dialog_mut(&mut self) -> Option<&mut crate::series::SeriesDialog> {
        self.series.dialog.as_mut()
    }

    /// The series, if one runs or ran.
    pub fn series_run(&self) -> Option<&SeriesRun> {
        self.series.run.as_ref()
    }
}
