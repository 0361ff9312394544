//! The dialogs over the main window: new game, load from text, a file's path (where
//! no native file dialog opens), the comment editor,
//! the position editor, the list of games of a file, and the Rules window. Their
//! state lives here; what the user decides comes back as [`Action`]s.

use egui::{Align, Key, Layout, Modifiers, RichText, Ui, vec2};

use crate::action::{Action, FileAction, GameAction, NewGameAction, PathPurpose, TextAction};
use crate::editor::{EditorAction, PositionEditor};
use crate::new_game::{self, DialogAction, NewGameSettings};
use crate::panels::modal::{self, Fit};
use crate::strings as s;
use crate::theme;
use bernstein_records::Record;
use bernstein_records::tree::{MoveTree, NodeId};
use bernstein_rules::GameKind;

/// The "load from text" dialog: paste a position or a game record.
#[derive(Default)]
pub struct TextDialog {
    pub text: String,
    pub error: Option<String>,
}

/// The path field: where no native file dialog can open (no desktop portal, a
/// sandbox), the user types the file's path, which starts in the last folder used.
pub struct PathDialog {
    pub purpose: PathPurpose,
    pub text: String,
    pub error: Option<String>,
    /// Focus the field on the first frame.
    pub focus: bool,
}

/// The comment editor: the comment of one node being written.
pub struct CommentEditor {
    pub node: NodeId,
    pub title: String,
    pub text: String,
    /// The comment when the editor opened (to tell whether anything was typed).
    pub before: String,
    /// Focus the text on the first frame.
    pub focus: bool,
}

/// The list of games to pick one from: the games of a match record, of pasted
/// text, or of several files opened at once.
pub struct Picker {
    pub title: s::Wording,
    pub games: Vec<PickedGame>,
}

/// A game of the [`Picker`], with the file it comes from (none: pasted).
pub struct PickedGame {
    pub record: Record,
    pub file: Option<std::path::PathBuf>,
}

/// The open dialogs (none, or one at a time in practice).
#[derive(Default)]
pub struct Dialogs {
    /// The new-game dialog while open (the choices being edited).
    pub new_game: Option<NewGameSettings>,
    pub text: Option<TextDialog>,
    pub path: Option<PathDialog>,
    pub comment: Option<CommentEditor>,
    /// The position editor while open.
    pub editor: Option<PositionEditor>,
    /// The games of a file with several, or of several files, to pick one from.
    pub picker: Option<Picker>,
    pub rules_open: bool,
    /// "Position as picture" while open.
    pub picture: Option<crate::picture::PictureDialog>,
}

/// What the dialogs need to know of the main window.
pub struct DialogContext<'a> {
    /// A game is open, so the new-game dialog may be cancelled.
    pub game_open: bool,
    /// The game the Rules window explains.
    pub rules_kind: GameKind,
    pub levels: &'a [(u8, String)],
}

impl Dialogs {
    /// Whether a dialog that takes the keyboard and mouse is open.
    pub fn modal_open(&self) -> bool {
        self.new_game.is_some()
            || self.text.is_some()
            || self.path.is_some()
            || self.picker.is_some()
            || self.editor.is_some()
            || self.comment.is_some()
            || self.picture.is_some()
    }

    /// Draws the open dialogs; returns what the user decided.
    pub fn ui(&mut self, ctx: &egui::Context, context: &DialogContext<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        actions.extend(self.new_game_dialog(ctx, context));
        actions.extend(self.text_dialog(ctx));
        actions.extend(self.path_dialog(ctx));
        actions.extend(self.comment_dialog(ctx));
        actions.extend(self.position_editor(ctx));
        actions.extend(self.picker(ctx));
        if let Some(picture) = &mut self.picture {
            actions.extend(
                crate::picture::dialog_ui(ctx, picture)
                    .map(|request| Action::File(FileAction::Picture(request))),
            );
        }
        self.rules_window(ctx, context.rules_kind);
        actions
    }

    fn new_game_dialog(
        &mut self,
        ctx: &egui::Context,
        context: &DialogContext<'_>,
    ) -> Option<Action> {
        let settings = self.new_game.as_mut()?;
        let can_cancel = context.game_open;
        let modal = modal::show(ctx, egui::Id::unique("new_game"), Fit::OwnBody, |ui| {
            new_game::dialog_ui(ui, settings, can_cancel, context.levels)
        });
        match modal.inner {
            DialogAction::Start => Some(Action::NewGame(NewGameAction::Start(settings.clone()))),
            DialogAction::Cancel => Some(Action::NewGame(NewGameAction::CloseDialog)),
            DialogAction::None if can_cancel && modal.should_close() => {
                Some(Action::NewGame(NewGameAction::CloseDialog))
            }
            DialogAction::None => None,
        }
    }

    fn text_dialog(&mut self, ctx: &egui::Context) -> Option<Action> {
        let dialog = self.text.as_mut()?;
        let mut load = false;
        let mut close = false;
        let modal = modal::show(ctx, egui::Id::unique("text_dialog"), Fit::Scroll, |ui| {
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
                egui::WidgetInfo::labeled(egui::Role::MultilineTextInput, true, s::TEXT_INPUT_LABEL)
            });
            // The message was about the text as it was: an edit takes it away.
            if edit.changed() {
                dialog.error = None;
            }
            // The message has a place of its own, three lines high, whether shown or
            // not (a longer one scrolls): the buttons below never move.
            let error_height = 3.0 * ui.text_style_height(&egui::TextStyle::Body) + 6.0;
            let (rect, _) = ui.allocate_exact_size(
                vec2(ui.available_width(), error_height),
                egui::Sense::hover(),
            );
            if let Some(error) = &dialog.error {
                let mut place = ui.new_child(egui::UiBuilder::new().max_rect(rect));
                egui::ScrollArea::vertical()
                    .id_salt("load_text_error")
                    .max_height(error_height)
                    .show(&mut place, |ui| {
                        ui.add(egui::Label::new(RichText::new(error).color(theme::ERROR)).wrap());
                    });
            }
            ui.add_space(6.0);
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui.add(theme::accent_button(s::LOAD)).clicked() {
                    load = true;
                }
                if ui.button(s::CANCEL).clicked() {
                    close = true;
                }
            });
        });
        if load {
            Some(Action::Text(TextAction::Load(dialog.text.clone())))
        } else if close || modal.should_close() {
            Some(Action::Text(TextAction::CloseDialog))
        } else {
            None
        }
    }

    fn path_dialog(&mut self, ctx: &egui::Context) -> Option<Action> {
        let dialog = self.path.as_mut()?;
        let mut ok = false;
        let mut close = false;
        let (title, button) = match dialog.purpose {
            PathPurpose::Open => (s::PATH_TITLE_OPEN, s::OPEN),
            PathPurpose::Save { pgn: false } => (s::PATH_TITLE_SAVE, s::SAVE),
            PathPurpose::Save { pgn: true } => (s::PATH_TITLE_EXPORT, s::SAVE),
        };
        let modal = modal::show(ctx, egui::Id::unique("path_dialog"), Fit::Scroll, |ui| {
            ui.set_width(560.0);
            ui.heading(title);
            ui.label(RichText::new(s::PATH_EXPLAIN).color(theme::TEXT_WEAK));
            ui.add_space(6.0);
            let edit = ui.add(
                egui::TextEdit::singleline(&mut dialog.text)
                    .font(egui::TextStyle::Monospace)
                    .desired_width(f32::INFINITY),
            );
            edit.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, s::PATH_LABEL)
            });
            if dialog.focus {
                edit.request_focus();
                dialog.focus = false;
            }
            if edit.changed() {
                dialog.error = None;
            }
            ok |= edit.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
            theme::error_line(ui, dialog.error.as_deref());
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui.add(theme::accent_button(button)).clicked() {
                    ok = true;
                }
                if ui.button(s::CANCEL).clicked() {
                    close = true;
                }
            });
        });
        if ok {
            Some(Action::File(FileAction::UsePath(
                dialog.purpose,
                dialog.text.clone(),
            )))
        } else if close || modal.should_close() {
            Some(Action::File(FileAction::ClosePathDialog))
        } else {
            None
        }
    }

    /// The comment editor, over everything: OK (or Ctrl+Enter) keeps the text,
    /// Cancel or Esc drops it; a click beside it closes it only when nothing was typed.
    fn comment_dialog(&mut self, ctx: &egui::Context) -> Option<Action> {
        let editor = self.comment.as_mut()?;
        let mut keep = None;
        let mut cancel = false;
        let modal = modal::show(ctx, egui::Id::unique("comment_editor"), Fit::Scroll, |ui| {
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
                    let ok = ui.add(theme::accent_button(s::COMMENT_OK).min_size(vec2(64.0, 0.0)));
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
        match keep {
            Some(text) => Some(Action::Game(GameAction::SetComment(editor.node, text))),
            None => cancel.then_some(Action::Game(GameAction::CloseCommentEditor)),
        }
    }

    fn position_editor(&mut self, ctx: &egui::Context) -> Option<Action> {
        let editor = self.editor.as_mut()?;
        let kind = editor.kind();
        let mut open = true;
        // The window fits in the app's and opens centred; its top-left stays
        // where it opened while its height changes. Where the app's window has
        // room for the editor's tallest content (the pieces, the position text,
        // the help and the buttons: about 700 px) the window grows with its
        // content, so "Use this position" is always in view; in a lower window
        // it takes all the height there is and what does not fit scrolls.
        let screen = ctx.content_rect();
        let room = window_room(ctx);
        let scroll = room.y < EDITOR_TALLEST;
        let size = vec2(940.0, if scroll { room.y } else { 640.0 }).min(room);
        let action = egui::Window::new(s::EDIT_POSITION_TITLE)
            .id(egui::Id::unique("position_editor"))
            .open(&mut open)
            .collapsible(false)
            .default_size(size)
            .max_size(room)
            .pivot(egui::Align2::LEFT_TOP)
            .default_pos(screen.center() - size / 2.0)
            .vscroll(scroll)
            .show(ctx, |ui| editor.ui(ui))
            .and_then(|response| response.inner)
            .unwrap_or(EditorAction::None);
        match action {
            EditorAction::Apply(text) => Some(Action::NewGame(NewGameAction::StartFromPosition(
                kind, text,
            ))),
            EditorAction::Cancel => Some(Action::NewGame(NewGameAction::CloseEditor)),
            EditorAction::None if !open => Some(Action::NewGame(NewGameAction::CloseEditor)),
            EditorAction::None => None,
        }
    }

    fn picker(&mut self, ctx: &egui::Context) -> Option<Action> {
        let picker = self.picker.as_ref()?;
        // Games of several files are listed under their file's name, each file's
        // counted from 1 as in the file.
        let several_files = picker
            .games
            .windows(2)
            .any(|pair| pair[0].file != pair[1].file);
        let mut chosen = None;
        let mut close = false;
        let modal = modal::show(ctx, egui::Id::unique("picker"), Fit::Scroll, |ui| {
            ui.set_width(560.0);
            ui.heading(picker.title.text());
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .max_height((ctx.content_rect().height() - 150.0).clamp(120.0, 420.0))
                .show(ui, |ui| {
                    let mut number = 0;
                    for (index, game) in picker.games.iter().enumerate() {
                        let first_of_file = index == 0 || picker.games[index - 1].file != game.file;
                        if first_of_file {
                            number = 0;
                            if several_files && let Some(file) = &game.file {
                                ui.add_space(if index == 0 { 0.0 } else { 6.0 });
                                ui.label(RichText::new(file_name(file)).strong());
                            }
                        }
                        number += 1;
                        let text = s::game_summary(number, &game.record);
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
        match chosen {
            Some(index) => Some(Action::File(FileAction::PickGame(index))),
            None => {
                (close || modal.should_close()).then_some(Action::File(FileAction::ClosePicker))
            }
        }
    }

    fn rules_window(&mut self, ctx: &egui::Context, kind: GameKind) {
        if !self.rules_open {
            return;
        }
        let mut open = true;
        // Within the app's window, as the editor's.
        let (size, room) = window_size(ctx, vec2(560.0, 600.0));
        egui::Window::new(s::rules_title(kind))
            .id(egui::Id::unique("rules_window"))
            .open(&mut open)
            .default_size(size)
            .max_size(room)
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .resizable(true)
            .show(ctx, |ui| {
                // The window's own margin is small: the text gets room from its border.
                egui::ScrollArea::vertical().show(ui, |ui| {
                    egui::Frame::new()
                        .inner_margin(egui::Margin::symmetric(10, 4))
                        .show(ui, |ui| rules_ui(ui, kind));
                });
            });
        self.rules_open = open;
    }
}

/// The height the position editor's content needs at most (Ostseeschach's two
/// rows of stacked pieces, the position text, the help and the buttons).
const EDITOR_TALLEST: f32 = 720.0;

/// A window's size in `ctx`'s window: `wanted` where there is room for it, and
/// the room (the app's window less a margin), which it never outgrows.
fn window_size(ctx: &egui::Context, wanted: egui::Vec2) -> (egui::Vec2, egui::Vec2) {
    let room = window_room(ctx);
    (wanted.min(room), room)
}

/// The room a window has in `ctx`'s window: the app's window less a margin and
/// the window's frame and title bar beyond its content.
fn window_room(ctx: &egui::Context) -> egui::Vec2 {
    ctx.content_rect().size() - vec2(24.0, 60.0)
}

/// A file's name as a list shows it (the whole path if it has none).
pub fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().to_string(),
    )
}

/// The rules of a game, from strings.rs.
fn rules_ui(ui: &mut Ui, kind: GameKind) {
    crate::rules_pieces::pieces_ui(ui, kind);
    for block in s::rules(kind) {
        match block {
            s::RulesBlock::Heading(text) => {
                ui.add_space(8.0);
                ui.label(RichText::new(text).size(16.0).strong().color(theme::AMBER));
            }
            s::RulesBlock::Text(text) => {
                ui.add(egui::Label::new(text).wrap());
            }
            s::RulesBlock::Bullet(text) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label("•");
                    ui.add(egui::Label::new(text).wrap());
                });
            }
        }
        ui.add_space(2.0);
    }
}
