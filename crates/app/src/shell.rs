//! The main window: what the app holds (the game on the board with its record,
//! file and view in [`Desk`], the dialogs and messages, the controllers of the
//! test series and the hosted games) and the frame loop. Each frame the
//! controllers and the computer are polled, the panels draw and return actions,
//! the actions are applied in one place ([`crate::operations`]), and a changed
//! game is handed to the autosave writer once.

use std::path::PathBuf;
use std::time::Duration;

use egui::{Key, Modifiers, Ui};

use crate::action::{Action, FileAction, GameAction, TextAction, ViewAction};
use crate::autosaver::Autosaver;
use crate::computer;
use crate::desk::{Desk, View, max_threads};
use crate::files;
use crate::i18n::{self, Language};
use crate::network;
use crate::new_game::NewGameSettings;
use crate::open_game::{self, BoardSettings, Nav};
use crate::panels::column;
use crate::panels::dialogs::{DialogContext, Dialogs};
use crate::panels::network_dialog;
use crate::panels::side_panel::{self, SidePanelState};
use crate::panels::toasts::Toasts;
use crate::panels::toolbar::{self, ToolbarState};
use crate::panels::{series_dialog, series_panel};
use crate::series;
use crate::session::PlayerExt;
use crate::strings as s;
use crate::tablebase::Databases;
use crate::theme;
use crate::welcome;
use bernstein_records::tree::NodeId;
use bernstein_records::{PlayerKind, autosave};
use bernstein_rules::Side;

/// The autosave: its writer, and the game (by [`Desk::shown`]) and revision
/// handed to it last.
struct Autosave {
    writer: Autosaver,
    handed: Option<(u64, u64)>,
}

/// Which move the move list brings into view: the move shown (of the game by
/// [`Desk::shown`]) last frame, and the frames left to scroll it into view.
#[derive(Default)]
struct ScrollToShown {
    last: Option<(u64, NodeId)>,
    frames: u8,
}

/// The Bernstein desktop app.
pub struct App {
    /// The game on the board, with its record, file and view.
    pub(crate) desk: Desk,
    /// `None`: no autosave.
    autosave: Option<Autosave>,
    pub(crate) settings: NewGameSettings,
    pub(crate) dialogs: Dialogs,
    pub(crate) toasts: Toasts,
    pub(crate) move_entry: String,
    scroll: ScrollToShown,
    levels: Vec<(u8, String)>,
    /// The window title last set.
    title: String,
    /// The language the app is drawn in.
    language: Language,
    /// The files opened or saved last, newest first (kept in the app's settings).
    pub(crate) recent: Vec<PathBuf>,
    /// The games hosted for a student's bot.
    pub(crate) network: network::Network,
    /// The test series: its dialog, the series running or run, what is shown
    /// (its files in the app's data folder).
    pub(crate) series: series::Series,
    /// The welcome of the first start is up, in place of everything else.
    pub(crate) welcome: bool,
}

impl App {
    /// The app as `bernstein` opens it: data (autosave) in the platform's data
    /// directory or `$BERNSTEIN_DATA_DIR`.
    /// Its language is the one chosen last, else the operating system's.
    pub fn new(cc: &eframe::CreationContext<'_>) -> App {
        let remembered = cc
            .storage
            .and_then(|storage| storage.get_string("language"))
            .and_then(|code| Language::from_code(&code));
        let language = remembered.unwrap_or_else(Language::from_os);
        let mut app = App::create(cc, autosave::data_dir().ok(), language);
        if welcome::is_first_start(cc.storage) {
            app.show_welcome();
        }
        app
    }

    /// The app with its autosave in `data_dir` (`None`: no autosave). Reopens the
    /// autosaved game if there is one, else shows the new-game dialog. It speaks
    /// English (tests read the same texts on every machine) until
    /// [`App::set_language`].
    pub fn with_data_dir(cc: &eframe::CreationContext<'_>, data_dir: Option<PathBuf>) -> App {
        App::create(cc, data_dir, Language::ENGLISH)
    }

    fn create(
        cc: &eframe::CreationContext<'_>,
        data_dir: Option<PathBuf>,
        language: Language,
    ) -> App {
        // The messages of restoring the autosave are in the app's language too.
        i18n::set_language(language);
        theme::install(&cc.egui_ctx);
        egui_extras::install_image_loaders(&cc.egui_ctx);
        let settings: NewGameSettings = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, "new_game"))
            .unwrap_or_default();
        let threads = cc
            .storage
            .and_then(|storage| eframe::get_value::<usize>(storage, "threads"))
            .unwrap_or_else(bernstein_engine::default_analysis_threads)
            .clamp(1, max_threads());
        let recent: Vec<PathBuf> = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, "recent_files"))
            .unwrap_or_default();
        let series_choices: series::SeriesChoices = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, "series"))
            .unwrap_or_default();
        let view = View {
            analysis: false,
            flipped: false,
            paused: false,
            pause_between_moves_ms: 600,
            threads,
        };
        let mut app = App {
            desk: Desk::new(view, Databases::new(data_dir.clone())),
            autosave: None,
            settings,
            dialogs: Dialogs::default(),
            toasts: Toasts::default(),
            move_entry: String::new(),
            scroll: ScrollToShown::default(),
            title: String::new(),
            language,
            recent,
            network: network::Network::default(),
            series: series::Series::new(series_choices, data_dir.clone()),
            welcome: false,
            levels: bernstein_engine::levels()
                .iter()
                .map(|level| (level.number, level.name.to_string()))
                .collect(),
        };
        if let Some(dir) = data_dir {
            app.restore_autosave(&dir);
            // Reopening the autosave is no change to write back.
            let handed = app
                .desk
                .game
                .as_ref()
                .map(|game| (app.desk.shown, game.revision()));
            app.autosave = Some(Autosave {
                writer: Autosaver::new(dir),
                handed,
            });
        }
        if app.desk.game.is_none() {
            app.dialogs.new_game = Some(app.settings.with_fresh_seed());
        }
        app
    }

    /// Reopens the autosaved game. An autosave that cannot be read (damaged, from a
    /// newer Bernstein) is moved aside by the records layer before anything could
    /// overwrite it, and the message says where it was kept.
    fn restore_autosave(&mut self, dir: &std::path::Path) {
        match autosave::open_autosave_in(dir) {
            Ok(Some(record)) => match open_game::from_record(&record, true) {
                Ok(game) => {
                    // A program's connection ended with the app: its side is the
                    // user's now, and the user is told so.
                    let kind = record.game;
                    for side in Side::BOTH {
                        if record.players[side.index()].kind == PlayerKind::Program {
                            self.toasts
                                .info(move || s::host_program_gone(&s::side_name(kind, side)));
                        }
                    }
                    // The user's own side stays at the bottom, as in the live game.
                    let program_was_first = record.players[0].kind == PlayerKind::Program
                        && record.players[1].kind != PlayerKind::Program;
                    self.set_game(game, Some(record), None);
                    if program_was_first {
                        self.desk.view.flipped = true;
                    }
                }
                Err(error) => {
                    let kept = autosave::keep_aside(dir).ok().flatten();
                    self.toasts
                        .error(move || autosave_unreadable(&error, kept.as_deref()));
                }
            },
            Ok(None) => {}
            Err(unreadable) => self.toasts.error(move || {
                autosave_unreadable(&unreadable.error, unreadable.kept_as.as_deref())
            }),
        }
    }

    /// Hands the game to the autosave writer if it changed, and shows how the last
    /// write went: one notice while writing fails, none once it works again.
    fn autosave(&mut self) {
        let Some(autosave) = &mut self.autosave else {
            return;
        };
        let handed = self
            .desk
            .game
            .as_ref()
            .map(|game| (self.desk.shown, game.revision()));
        if handed.is_some() && handed != autosave.handed {
            autosave.handed = handed;
            if let Some(record) = self.desk.record() {
                autosave.writer.save(record);
            }
        }
        match autosave.writer.poll() {
            Some(Ok(())) => self.toasts.set_notice(None),
            Some(Err(error)) => self.toasts.set_notice(Some(
                (move || s::autosave_failed(&crate::i18n::say(&error))).into(),
            )),
            None => {}
        }
    }

    /// Keys, the clipboard's paste and copy events, as actions; files dropped on
    /// the window open also while a dialog is open.
    fn key_actions(&self, ctx: &egui::Context) -> Vec<Action> {
        let dropped: Vec<PathBuf> = ctx.input(|input| {
            let files = input.raw.dropped_files.iter();
            files.map(|file| file.path().to_path_buf()).collect()
        });
        if !dropped.is_empty() {
            return vec![Action::File(FileAction::OpenFiles(dropped))];
        }
        // Any window over the main one (a dialog, the question before resigning)
        // has the keys.
        let modal = ctx.memory(|memory| memory.top_modal_layer().is_some());
        if self.dialogs.modal_open()
            || self.network.modal_open()
            || self.series.modal_open()
            || modal
            || ctx.egui_wants_keyboard_input()
        {
            return Vec::new();
        }
        let mut actions = Vec::new();
        let pressed = |key: Key| ctx.input_mut(|input| input.consume_key(Modifiers::NONE, key));
        for (key, step) in [
            (Key::ArrowLeft, Nav::Back),
            (Key::ArrowRight, Nav::Forward),
            (Key::Home, Nav::Start),
            (Key::End, Nav::End),
        ] {
            if pressed(key) {
                actions.push(GameAction::Navigate(step).into());
            }
        }
        if pressed(Key::F) {
            actions.push(ViewAction::Flip.into());
        }
        // As on lichess.
        if pressed(Key::X) {
            actions.push(ViewAction::ToggleThreat.into());
        }
        if ctx.input_mut(|input| input.consume_key(Modifiers::COMMAND, Key::Z)) {
            actions.push(GameAction::TakeBack.into());
        }
        ctx.input(|input| {
            for event in &input.events {
                match event {
                    // Ctrl+V: egui turns it into a paste event with the clipboard's text.
                    egui::Event::Paste(text) => {
                        actions.push(TextAction::Paste(text.clone()).into())
                    }
                    // Ctrl+C with nothing selected copies the position text.
                    egui::Event::Copy => actions.push(TextAction::CopyPosition.into()),
                    _ => {}
                }
            }
        });
        actions
    }

    /// The window title: the game and the file it was saved to or opened from.
    fn update_title(&mut self, ctx: &egui::Context) {
        let title = match (&self.desk.game, self.desk.file_name()) {
            (Some(game), Some(name)) => {
                format!("{name} · {} · {}", s::game_name(game.kind()), s::APP_TITLE)
            }
            (Some(game), None) => format!("{} · {}", s::game_name(game.kind()), s::APP_TITLE),
            (None, _) => s::APP_TITLE.to_string(),
        };
        if self.title != title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// Whether the move list should bring the move shown into view: for a few
    /// frames after it changed (the list's size is known only after its first
    /// layout). A move shown by a click further down this frame, in the graph or the
    /// list, differs from the one noted here and scrolls on the next frame.
    fn scroll_to_current(&mut self, ctx: &egui::Context) -> bool {
        let shown = self
            .desk
            .game
            .as_ref()
            .map(|game| (self.desk.shown, game.current()));
        if shown.is_some() && self.scroll.last != shown {
            self.scroll.last = shown;
            self.scroll.frames = 3;
        }
        let scroll = self.scroll.frames > 0;
        self.scroll.frames = self.scroll.frames.saturating_sub(1);
        if scroll {
            ctx.request_repaint();
        }
        scroll
    }

    /// The side panel: the controls pinned to its foot, the messages above them, and
    /// above those the column of the live card, the status card, the analysis and the
    /// move list, which scrolls where it does not fit.
    fn side_panel(&mut self, ui: &mut Ui) -> Vec<Action> {
        let scroll_to_current = self.scroll_to_current(ui.ctx());
        let mut actions = Vec::new();
        let recorded = self
            .desk
            .base
            .as_ref()
            .and_then(|record| record.recorded.as_ref());
        let view = &self.desk.view;
        let mut state = SidePanelState {
            analysis: view.analysis,
            analysis_paused: self.series.running(),
            paused: view.paused,
            pause_between_moves_ms: view.pause_between_moves_ms,
            threads: view.threads,
            max_threads: max_threads(),
            move_entry: &mut self.move_entry,
            scroll_to_current,
            recorded,
            // From the window's height alone: a message coming or going never
            // turns the buttons into icons or back.
            compact: ui.ctx().content_rect().height() < COMPACT_BELOW,
        };
        if let Some(game) = &self.desk.game {
            egui::Panel::bottom("side_controls")
                .frame(egui::Frame::new())
                .show_separator_line(false)
                .show(ui, |ui| {
                    actions.extend(side_panel::controls_ui(ui, game.as_ref(), &mut state));
                });
        }
        // The messages' place: above the controls, off the board; the column above
        // them gives way, the controls stay where they are.
        egui::Panel::bottom("messages")
            .frame(egui::Frame::new())
            .show_separator_line(false)
            .show(ui, |ui| actions.extend(self.toasts.ui(ui)));
        let Some(game) = &self.desk.game else {
            ui.add_space(20.0);
            ui.label(egui::RichText::new(s::NO_GAME).color(theme::TEXT_WEAK));
            return actions;
        };
        let hosting = self.network.hosting.as_ref();
        let series = self.series.run.as_ref();
        let (series_shown, series_table) = (self.series.shown, self.series.table);
        let list_min = side_panel::move_list_min(ui.ctx(), ui.ctx().content_rect().height());
        let column = column::scroll_column(
            ui,
            "side column",
            list_min,
            |ui| {
                if let Some(hosting) = hosting {
                    actions.extend(network_dialog::live_card(ui, hosting));
                    ui.add_space(8.0);
                }
                if let Some(run) = series {
                    actions.extend(series_panel::series_card(
                        ui,
                        run,
                        series_shown,
                        series_table,
                    ));
                    ui.add_space(8.0);
                }
                actions.extend(side_panel::sections_ui(ui, game.as_ref(), &state));
            },
            |ui| side_panel::moves_ui(ui, game.as_ref(), state.scroll_to_current),
        );
        actions.extend(column);
        actions
    }

    /// The central area: the series' table, or the board (with a bot's log of
    /// the game beside it).
    fn central_area(&mut self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        if self.series.table
            && let Some(run) = &self.series.run
        {
            actions.extend(series_panel::series_view(ui, run, self.series.shown));
            return actions;
        }
        if let Some(log) = &self.series.log {
            let width = (ui.available_width() * 0.4).clamp(220.0, 520.0);
            egui::Panel::right("series_log")
                .resizable(false)
                .exact_size(width)
                .frame(egui::Frame::new().inner_margin(egui::Margin::symmetric(10, 0)))
                .show(ui, |ui| actions.extend(series_panel::log_panel(ui, log)));
        }
        self.board_area(ui);
        actions
    }

    fn board_area(&mut self, ui: &mut Ui) {
        let Some(game) = &mut self.desk.game else {
            ui.centered_and_justified(|ui| {
                ui.label(
                    egui::RichText::new(s::NO_GAME)
                        .size(18.0)
                        .color(theme::TEXT_WEAK),
                );
            });
            return;
        };
        let names = self.network.names().or_else(|| {
            files::recorded_players(game.kind(), game.players(), self.desk.base.as_ref())
                .map(|players| players.each_ref().map(s::player_name))
        });
        let view = &self.desk.view;
        let settings = BoardSettings {
            flipped: view.flipped,
            // The bot's side is never the user's to move, paused or not.
            paused: view.paused && !self.network.live(),
            recorded_names: names,
            analysis: view.analysis,
        };
        game.board_ui(ui, settings);
    }
}

impl App {
    /// Hands a changed game to the autosave and waits until it is on disk (for
    /// callers that read the autosave next, such as tests).
    pub fn flush_autosave(&mut self) {
        self.autosave();
        if let Some(autosave) = &self.autosave {
            autosave.writer.flush();
        }
    }

    /// Draws the app in `language` from the next frame on; remembered for the next start.
    pub fn set_language(&mut self, language: Language) {
        self.language = language;
        i18n::set_language(language);
    }

    /// The language the app is drawn in.
    pub fn language(&self) -> Language {
        self.language
    }

    fn apply_all(&mut self, ctx: &egui::Context, actions: Vec<Action>) {
        if !actions.is_empty() {
            // What the actions changed is drawn in the next frame.
            ctx.request_repaint();
        }
        for action in actions {
            self.apply(ctx, action);
        }
    }
}

/// The side panel's width, from the window's alone: a panel that followed its
/// content would move the board sideways whenever a text in it grew (the first
/// move, the end of a game). About a third of a small window, at most 440 points.
pub(crate) fn side_panel_width(window_width: f32) -> f32 {
    (window_width * 0.3).clamp(320.0, 440.0)
}

/// A window lower than this draws the side panel's navigation in one row (take
/// back and flip as icons), for more rows of moves.
const COMPACT_BELOW: f32 = 900.0;

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        // The texts of this frame are in the app's language, whatever another app on
        // this thread chose last.
        i18n::set_language(self.language);
        // Keys act before the frame is drawn, so it shows their effect.
        for action in self.key_actions(&ctx) {
            self.apply(&ctx, action);
        }
        self.update_title(&ctx);
        if self.welcome_ui(ui) {
            return;
        }
        let mut actions = Vec::new();
        self.poll_controllers(&ctx);
        // Pausing is for a game between two computers: once a side is anyone
        // else's (its player changed), whoever is to move and is a computer moves.
        let view = &mut self.desk.view;
        if self
            .desk
            .game
            .as_ref()
            .is_some_and(|game| !game.players().iter().all(|p| p.is_computer()))
        {
            view.paused = false;
        }
        let settings = computer::Settings {
            // The computer never moves for a program playing a hosted game.
            paused: view.paused || self.network.live(),
            pause_between_moves: Duration::from_millis(u64::from(view.pause_between_moves_ms)),
            // While a test series runs its bots have the cores: they play on the
            // clock, and an analysis beside them would take their time.
            analysis: view.analysis && !self.series.running(),
            // Each game keeps its own choice (see `OpenGame::drive_computer`).
            threat: false,
            threads: view.threads,
        };
        if let Some(game) = &mut self.desk.game {
            game.drive_computer(&ctx, settings);
        }
        for note in self.desk.databases.take_notes() {
            self.toasts.info(note);
        }
        egui::Panel::top("toolbar")
            .frame(
                egui::Frame::new()
                    .fill(theme::PANEL)
                    .inner_margin(egui::Margin::symmetric(12, 8)),
            )
            .show(ui, |ui| {
                let state = ToolbarState {
                    hint_pending: self
                        .desk
                        .game
                        .as_ref()
                        .is_some_and(|game| game.hint_pending()),
                    analysis: self.desk.view.analysis,
                    file: self.desk.file.as_deref(),
                    recent: &self.recent,
                };
                actions.extend(toolbar::toolbar_ui(ui, &state));
            });
        egui::Panel::right("side")
            .resizable(false)
            .exact_size(side_panel_width(ctx.content_rect().width()))
            .frame(
                egui::Frame::new()
                    .fill(theme::PANEL)
                    .inner_margin(egui::Margin::same(12)),
            )
            .show(ui, |ui| actions.extend(self.side_panel(ui)));
        egui::CentralPanel::default()
            .frame(
                egui::Frame::new()
                    .fill(theme::BACKGROUND)
                    .inner_margin(egui::Margin::same(16)),
            )
            .show(ui, |ui| actions.extend(self.central_area(ui)));
        // The panels' actions first, so that a dialog they open is drawn this frame.
        self.apply_all(&ctx, std::mem::take(&mut actions));
        let context = DialogContext {
            game_open: self.desk.game.is_some(),
            rules_kind: self
                .desk
                .game
                .as_ref()
                .map_or(self.settings.kind, |game| game.kind()),
            levels: &self.levels,
        };
        actions.extend(self.dialogs.ui(&ctx, &context));
        if let Some(choices) = &mut self.network.dialog {
            actions.extend(network_dialog::choices_dialog(&ctx, choices, &self.levels));
        }
        actions.extend(series_dialog::dialogs(
            &ctx,
            &mut self.series,
            &self.levels,
            max_threads() as u32,
        ));
        if let Some(hosting) = self
            .network
            .hosting
            .as_ref()
            .filter(|hosting| hosting.phase == network::Phase::Waiting)
        {
            actions.extend(network_dialog::waiting_dialog(&ctx, hosting));
        }
        self.apply_all(&ctx, actions);
        self.autosave();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, "new_game", &self.settings);
        storage.set_string("language", self.language.code().to_string());
        eframe::set_value(storage, "recent_files", &self.recent);
        eframe::set_value(storage, "threads", &self.desk.view.threads);
        eframe::set_value(storage, "series", self.series.choices());
        storage.set_string(welcome::SEEN_KEY, "yes".to_string());
    }
}

impl Drop for App {
    /// The last change reaches the disk before the app goes.
    fn drop(&mut self) {
        // A database being generated goes on from its written tables next time.
        self.desk.databases.stop();
        self.autosave();
        if let Some(autosave) = &mut self.autosave {
            autosave.writer.finish();
        }
    }
}

/// The message for an autosave that could not be read: why, and where the file was
/// kept (when it could be moved aside).
fn autosave_unreadable(
    error: &bernstein_records::RecordError,
    kept: Option<&std::path::Path>,
) -> String {
    let why = crate::i18n::say(error);
    let why = match kept {
        Some(kept) => s::kept_as(&why, &kept.display().to_string()),
        None => why,
    };
    s::autosave_unreadable(&why)
}
