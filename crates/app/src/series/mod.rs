//! The app's side of a test series ("Game → Test series…"), as a controller of
//! its own ([`Series`], with its actions [`SeriesAction`]): the dialog that sets
//! a series up (`setup.rs`: the bots from their files or folders, a class's
//! bots in one step, each bot's check; `choices.rs`: the choices remembered for
//! the next start, and the series they set up or why they cannot), the series running on threads of its own
//! ([`bernstein_net::series::SeriesHandle`]) or put together from its parts'
//! results files (`export.rs`, which also writes the tables as CSV and the HTML
//! report), and what it reported: the standings, every finished game with its
//! record and its bots' logs, and the games running with their moves. The board
//! shows the table's games: one running, followed move by move, or a finished
//! one to review like any game, with a bot's log of it beside the board. The UI
//! only polls: nothing here waits on a bot.

mod choices;
mod export;
mod setup;

pub use choices::{EARLY_STOP_SIGNIFICANCE, SeriesChoices, StartError};
pub use export::{ExportDialog, ExportKind, MergeDialog};
pub use setup::{
    BotEditor, BotEntry, BotProblem, CheckView, ClassPage, ImportReport, Page, SeriesDialog,
};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::desk::Desk;
use crate::open_game::{self, Nav};
use crate::panels::toasts::Toasts;
use crate::strings as s;
use bernstein_net::series::launch::Runtimes;
use bernstein_net::series::{
    GameReport, Participant, SeriesError, SeriesEvent, SeriesHandle, SeriesSummary, Standings,
};
use bernstein_records::PlayerKind;
use bernstein_records::tree::NodeId;
use bernstein_rules::{GameKind, Side};

/// A game running now, as far as it went.
#[derive(Clone, Debug)]
pub struct LiveGame {
    pub number: u32,
    /// Red's and Blue's participant.
    pub players: [usize; 2],
    pub start: String,
    pub moves: Vec<String>,
}

/// A series running or run, and what it reported.
pub struct SeriesRun {
    /// The series' threads (none for a series put together from its parts).
    handle: Option<SeriesHandle>,
    pub kind: GameKind,
    /// Where its records, replays and logs are.
    pub folder: PathBuf,
    pub names: Vec<String>,
    pub participants: Vec<Participant>,
    pub standings: Option<Standings>,
    /// The finished games, in the order they ended.
    pub games: Vec<GameReport>,
    pub live: BTreeMap<u32, LiveGame>,
    /// Set once the series has ended: how, or the error it could not start with.
    pub finished: Option<Result<SeriesSummary, SeriesError>>,
    /// Pairings stopped early: the pairing, whether its first is the better, the
    /// probability.
    pub decided: Vec<(usize, bool, f64)>,
    pub stopping: bool,
    /// Put together from its parts' results files: which, and what is missing
    /// or doubled.
    pub merged: Option<MergedFrom>,
}

/// The parts a series was put together from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergedFrom {
    pub files: Vec<PathBuf>,
    /// What is missing or doubled.
    pub gaps: bernstein_net::series::Gaps,
}

impl SeriesRun {
    pub fn running(&self) -> bool {
        self.finished.is_none()
    }

    /// Games finished of those the series will play.
    pub fn progress(&self) -> (u32, u32) {
        match &self.standings {
            Some(standings) => (
                standings.finished,
                standings.expected.max(standings.finished),
            ),
            None => (0, 0),
        }
    }

    pub fn report(&self, number: u32) -> Option<&GameReport> {
        self.games.iter().find(|report| report.number == number)
    }
}

/// The game of the series on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub number: u32,
    /// Followed move by move while it runs: the last move the series reported.
    pub following: Option<NodeId>,
}

/// A bot's log of a game, beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogView {
    pub number: u32,
    pub name: String,
    pub out_path: PathBuf,
    pub out: String,
    pub err_path: PathBuf,
    pub err: String,
}

/// What the user asks of the test series.
#[derive(Clone, Debug)]
pub enum SeriesAction {
    /// "Test series…": the dialog that sets up a series of bots' games.
    ShowDialog,
    CloseDialog,
    /// Start a series with these choices.
    Start(SeriesChoices),
    /// The file dialog for the bot being edited: its program (`folder`: its
    /// folder).
    ChooseBotPath {
        folder: bool,
    },
    /// The file dialog for the bot's working folder.
    ChooseBotDir,
    /// The file dialog for the Python of the bots (a virtual environment).
    ChoosePython,
    /// The Python chosen changed: look for the interpreters again.
    FindPython,
    /// The file dialog for a class's folder.
    ChooseClassFolder,
    /// Import the bots of a class's folder (a subfolder each).
    ImportClass(String),
    /// Check the bot with this number: one game against level 1.
    Check(u64),
    /// Check every bot of the list, one after another.
    CheckAll,
    /// Stop the bot's check.
    CancelCheck(u64),
    /// "Stop the series": asks first where games are finished.
    AskStop,
    /// The question's answer: go on.
    KeepRunning,
    /// Stop the series running (its bots are killed, its games end).
    Stop,
    /// Close a series that has ended.
    Close,
    /// The series' table in place of the board (`true`), or the board.
    ShowTable(bool),
    /// A finished game of the series on the board.
    OpenGame(u32),
    /// A running game of the series on the board, followed move by move.
    WatchGame(u32),
    /// A game of the series with the log of its bot on this side beside it.
    OpenLog(u32, Side),
    CloseLog,
    /// Save the tables (CSV) or the report (HTML): the file dialog, else the
    /// path field.
    Export(ExportKind),
    /// Save them at this path (the path field's Save).
    ExportTo(ExportKind, String),
    CloseExport,
    /// "Merge parts…": the dialog that takes the parts' results files.
    ShowMergeDialog,
    /// The file dialog for the parts' results files.
    ChooseMergeFiles,
    /// Put these parts together and show the series.
    Merge(Vec<PathBuf>),
    CloseMergeDialog,
}

/// The controller of the test series: its dialog, the series running or run,
/// and what the screen shows of it.
#[derive(Default)]
pub struct Series {
    /// The choices the last series started with (kept in the app's settings).
    choices: SeriesChoices,
    pub dialog: Option<SeriesDialog>,
    /// The interpreters the bots' files need, looked for on a thread.
    runtimes: setup::RuntimesSearch,
    checks: setup::Checks,
    pub run: Option<SeriesRun>,
    /// The table in place of the board.
    pub table: bool,
    pub shown: Option<Shown>,
    pub log: Option<LogView>,
    /// "Stop the series?" is asked.
    pub confirm_stop: bool,
    /// The path field of an export.
    pub export: Option<ExportDialog>,
    /// The dialog that puts a series' parts together.
    pub merge: Option<MergeDialog>,
    merging: Option<export::Merging>,
    /// The app's data folder: the series' files go there (a temporary folder
    /// without one).
    data_dir: Option<PathBuf>,
}

/// The most of a log shown beside the board (the file keeps everything).
const LOG_SHOWN: u64 = 256 * 1024;

fn read_log(path: &Path) -> String {
    use std::io::Read;
    let mut text = Vec::new();
    match std::fs::File::open(path) {
        Ok(file) => {
            let _ = file.take(LOG_SHOWN).read_to_end(&mut text);
            String::from_utf8_lossy(&text).into_owned()
        }
        Err(_) => String::new(),
    }
}

impl Series {
    /// The controller with the dialog's choices of last time; the series'
    /// files go to `data_dir`.
    pub fn new(choices: SeriesChoices, data_dir: Option<PathBuf>) -> Series {
        Series {
            choices,
            data_dir,
            ..Series::default()
        }
    }

    /// The choices the last series started with.
    pub fn choices(&self) -> &SeriesChoices {
        &self.choices
    }

    /// Whether a series is running (its games, not the dialog).
    pub fn running(&self) -> bool {
        self.run.as_ref().is_some_and(SeriesRun::running)
    }

    pub fn modal_open(&self) -> bool {
        self.dialog.is_some() || self.confirm_stop || self.export.is_some() || self.merge.is_some()
    }

    /// The interpreters found for the dialog's Python choice, if known yet.
    pub fn runtimes(&self) -> Option<&Runtimes> {
        let python = self
            .dialog
            .as_ref()
            .map_or("", |d| d.choices.python.as_str());
        self.runtimes.for_choice(python)
    }

    /// Whether the interpreters are being looked for.
    pub fn finding_runtimes(&self) -> bool {
        self.runtimes.searching()
    }

    /// The dialog to draw, with the interpreters found (two parts of the
    /// controller at once).
    pub fn dialog_parts(&mut self) -> Option<(&mut SeriesDialog, Option<&Runtimes>, bool)> {
        let dialog = self.dialog.as_mut()?;
        let runtimes = self.runtimes.for_choice(&dialog.choices.python);
        Some((dialog, runtimes, self.runtimes.searching()))
    }

    /// Whether the board follows a running game of the series: its moves are
    /// the series' then, and the user neither moves nor takes back.
    pub fn following(&self) -> bool {
        self.shown.is_some_and(|shown| shown.following.is_some())
    }

    /// Another game was put on the board: no game of the series is shown.
    pub(crate) fn board_taken(&mut self) {
        self.shown = None;
        self.log = None;
    }

    /// Carries out what the user asked of the series.
    pub(crate) fn apply(
        &mut self,
        ctx: &egui::Context,
        action: SeriesAction,
        desk: &mut Desk,
        toasts: &mut Toasts,
    ) {
        match action {
            SeriesAction::ShowDialog => self.show_dialog(ctx),
            SeriesAction::CloseDialog => self.close_dialog(),
            SeriesAction::Start(choices) => self.start(ctx, choices),
            SeriesAction::ChooseBotPath { folder } => self.choose_bot_path(folder),
            SeriesAction::ChooseBotDir => self.choose_bot_dir(),
            SeriesAction::ChoosePython => self.choose_python(ctx),
            SeriesAction::FindPython => self.find_python(ctx),
            SeriesAction::ChooseClassFolder => self.choose_class_folder(),
            SeriesAction::ImportClass(folder) => self.import_class(&folder),
            SeriesAction::Check(id) => self.check(id),
            SeriesAction::CheckAll => self.check_all(),
            SeriesAction::CancelCheck(id) => {
                self.checks.cancel(id);
                self.set_check(id, None);
            }
            SeriesAction::AskStop => self.ask_stop(),
            SeriesAction::KeepRunning => self.confirm_stop = false,
            SeriesAction::Stop => self.stop(),
            SeriesAction::Close => self.close(),
            SeriesAction::ShowTable(table) => self.table = table,
            SeriesAction::OpenGame(number) => self.open_game(number, desk, toasts),
            SeriesAction::WatchGame(number) => self.watch_game(number, desk, toasts),
            SeriesAction::OpenLog(number, side) => self.open_log(number, side, desk, toasts),
            SeriesAction::CloseLog => self.log = None,
            SeriesAction::Export(kind) => self.export_dialog(kind, toasts),
            SeriesAction::ExportTo(kind, path) => self.export_to(kind, &path, toasts),
            SeriesAction::CloseExport => self.export = None,
            SeriesAction::ShowMergeDialog => self.merge = Some(MergeDialog::default()),
            SeriesAction::ChooseMergeFiles => self.choose_merge_files(),
            SeriesAction::Merge(paths) => self.start_merge(ctx, paths),
            SeriesAction::CloseMergeDialog => {
                self.merge = None;
                self.merging = None;
            }
        }
    }

    /// Opens the "Test series" dialog with the choices of last time, and looks
    /// for the interpreters its bots need.
    pub(crate) fn show_dialog(&mut self, ctx: &egui::Context) {
        self.runtimes.search(ctx, &self.choices.python);
        let runtimes = self.runtimes.for_choice(&self.choices.python);
        self.dialog = Some(SeriesDialog::new(self.choices.clone(), runtimes));
    }

    fn close_dialog(&mut self) {
        self.checks.cancel_all();
        self.dialog = None;
    }

    /// The folder of a new series: in the app's data folder, by the time it
    /// starts.
    fn folder(&self) -> PathBuf {
        let stamp = bernstein_records::record::utc_now().replace(':', "-");
        self.series_dir().join(stamp)
    }

    /// Where the series keep their files.
    fn series_dir(&self) -> PathBuf {
        let base = self
            .data_dir
            .clone()
            .unwrap_or_else(|| std::env::temp_dir().join("bernstein"));
        base.join("series")
    }

    /// Starts a series with the dialog's choices; what is missing stays in the
    /// dialog as its message.
    pub(crate) fn start(&mut self, ctx: &egui::Context, choices: SeriesChoices) {
        // A series that ended gives way; one still running is stopped first.
        self.run = None;
        let folder = self.folder();
        let refuse = |series: &mut Series, choices: SeriesChoices, error: StartError| {
            let choices = SeriesChoices {
                error: Some(error),
                ..choices
            };
            match &mut series.dialog {
                Some(dialog) => dialog.choices = choices,
                None => {
                    let runtimes = series.runtimes.for_choice(&choices.python);
                    series.dialog = Some(SeriesDialog::new(choices, runtimes));
                }
            }
        };
        let settings = match choices.settings(&folder) {
            Ok(settings) => settings,
            Err(error) => return refuse(self, choices, error),
        };
        let notify = {
            let ctx = ctx.clone();
            move || ctx.request_repaint()
        };
        let kind = settings.kind;
        match SeriesHandle::start(settings, notify) {
            Ok(handle) => {
                self.checks.cancel_all();
                self.choices = SeriesChoices {
                    error: None,
                    ..choices
                };
                self.dialog = None;
                self.run = Some(SeriesRun {
                    handle: Some(handle),
                    kind,
                    folder,
                    names: Vec::new(),
                    participants: Vec::new(),
                    standings: None,
                    games: Vec::new(),
                    live: BTreeMap::new(),
                    finished: None,
                    decided: Vec::new(),
                    stopping: false,
                    merged: None,
                });
                self.table = true;
                self.shown = None;
                self.log = None;
            }
            Err(error) => refuse(self, choices, StartError::Failed(error)),
        }
    }

    /// "Stop the series": where games are finished, the user is asked once
    /// whether to stop (the finished games stay, the running ones do not
    /// count).
    fn ask_stop(&mut self) {
        let finished = self
            .run
            .as_ref()
            .is_some_and(|run| run.running() && !run.games.is_empty());
        if finished {
            self.confirm_stop = true;
        } else {
            self.stop();
        }
    }

    /// Stops the series: its bots are killed at once, its games end.
    pub(crate) fn stop(&mut self) {
        self.confirm_stop = false;
        if let Some(run) = &mut self.run
            && let Some(handle) = &run.handle
        {
            handle.stop();
            run.stopping = true;
        }
    }

    /// Closes a series that has ended: the board is back, with the game on it.
    pub(crate) fn close(&mut self) {
        self.stop();
        self.run = None;
        self.table = false;
        self.log = None;
        self.shown = None;
    }

    /// Takes what the series, the checks, the search for the interpreters
    /// and a merge reported. Called every frame; never waits.
    pub(crate) fn poll(&mut self, ctx: &egui::Context, desk: &mut Desk, toasts: &mut Toasts) {
        self.poll_setup(ctx);
        self.poll_merge();
        let Some(run) = &mut self.run else {
            return;
        };
        let Some(handle) = run.handle.as_ref().filter(|_| run.finished.is_none()) else {
            return;
        };
        ctx.request_repaint_after(Duration::from_millis(250));
        let events = handle.poll();
        let finished = handle.finished();
        for event in events {
            self.take_event(event, desk, toasts);
        }
        if let Some(result) = finished
            && let Some(run) = &mut self.run
        {
            if let Err(error) = &result {
                let error = error.clone();
                toasts.error(move || s::series_failed(&crate::i18n::say(&error)));
            }
            run.live.clear();
            run.finished = Some(result);
            self.confirm_stop = false;
        }
    }

    fn take_event(&mut self, event: SeriesEvent, desk: &mut Desk, toasts: &mut Toasts) {
        let Some(run) = &mut self.run else {
            return;
        };
        match event {
            SeriesEvent::Began {
                participants,
                names,
                pairings,
                expected,
            } => {
                run.standings = Some(Standings::new(participants.clone(), &pairings, expected));
                run.participants = participants;
                run.names = names;
            }
            SeriesEvent::GameStarted {
                number,
                players,
                start,
                ..
            } => {
                run.live.insert(
                    number,
                    LiveGame {
                        number,
                        players,
                        start,
                        moves: Vec::new(),
                    },
                );
            }
            SeriesEvent::Moved { number, text, .. } => {
                if let Some(live) = run.live.get_mut(&number) {
                    live.moves.push(text.clone());
                }
                self.follow_move(number, &text, desk);
            }
            SeriesEvent::GameEnded { report, standings } => {
                let number = report.number;
                run.live.remove(&number);
                run.standings = Some(*standings);
                run.games.push(*report);
                if self
                    .shown
                    .is_some_and(|shown| shown.number == number && shown.following.is_some())
                {
                    // The game followed ended: it is a finished game now.
                    self.open_game(number, desk, toasts);
                }
            }
            SeriesEvent::Decided {
                pairing,
                first_better,
                probability,
                ..
            } => run.decided.push((pairing, first_better, probability)),
        }
    }

    /// A running game's new move onto the board, where the board follows it.
    fn follow_move(&mut self, number: u32, text: &str, desk: &mut Desk) {
        let Some(shown) = &mut self.shown else {
            return;
        };
        let Some(confirmed) = shown.following.filter(|_| shown.number == number) else {
            return;
        };
        let Some(game) = &mut desk.game else { return };
        let at = game.current();
        game.navigate(Nav::To(confirmed));
        match game.play_text(text) {
            Ok(node) => {
                if at != confirmed {
                    game.navigate(Nav::To(at));
                }
                // The move counts as a change of the game (its revision), so the
                // autosave keeps it.
                shown.following = Some(node);
            }
            Err(_) => game.navigate(Nav::To(at)),
        }
    }

    /// Shows a running game on the board, following it move by move.
    pub(crate) fn watch_game(&mut self, number: u32, desk: &mut Desk, toasts: &mut Toasts) {
        let Some(run) = &self.run else {
            return;
        };
        let Some(live) = run.live.get(&number).cloned() else {
            // It ended meanwhile: its record is shown instead.
            self.open_game(number, desk, toasts);
            return;
        };
        // Neither side is the user's (nor the app's computer's) to move.
        let players = [PlayerKind::Program, PlayerKind::Program];
        let Ok(mut game) = open_game::from_position_text(run.kind, &live.start, players) else {
            return;
        };
        for text in &live.moves {
            if game.play_text(text).is_err() {
                break;
            }
        }
        let confirmed = game.current();
        desk.show(game, None, None);
        if let Some(mut record) = desk.record() {
            record.players = self.players(live.players);
            desk.base = Some(record);
        }
        self.shown = Some(Shown {
            number,
            following: Some(confirmed),
        });
        self.table = false;
        self.log = None;
    }

    /// The record's players of a game of the series: Red's and Blue's names.
    fn players(&self, players: [usize; 2]) -> [bernstein_records::Player; 2] {
        let Some(run) = &self.run else {
            return Default::default();
        };
        players.map(|index| {
            let name = participant_name(run, index);
            match run.participants.get(index) {
                Some(Participant::Engine(level)) => {
                    bernstein_records::Player::computer(name, level.number)
                }
                _ => bernstein_records::Player {
                    name,
                    kind: PlayerKind::Program,
                },
            }
        })
    }

    /// Opens a finished game of the series on the board, as a game to review,
    /// save and export.
    pub(crate) fn open_game(&mut self, number: u32, desk: &mut Desk, toasts: &mut Toasts) {
        let Some((mut record, players)) = self
            .run
            .as_ref()
            .and_then(|run| run.report(number))
            .map(|report| ((*report.record).clone(), report.players))
        else {
            return;
        };
        // The players as the app names them (Bernstein's level in the
        // language shown).
        record.players = self.players(players);
        let flipped = desk.view.flipped;
        if let Err(error) = desk.show_record(record, None) {
            toasts.error(move || crate::i18n::say(&error));
            return;
        }
        desk.view.flipped = flipped;
        self.shown = Some(Shown {
            number,
            following: None,
        });
        self.table = false;
        if self.log.as_ref().is_some_and(|log| log.number != number) {
            self.log = None;
        }
    }

    /// Opens a game with its bot's log (of the side given) beside the board.
    pub(crate) fn open_log(
        &mut self,
        number: u32,
        side: Side,
        desk: &mut Desk,
        toasts: &mut Toasts,
    ) {
        let Some((logs, name)) = self.run.as_ref().and_then(|run| {
            let report = run.report(number)?;
            let logs = report.logs[side.index()].clone()?;
            let name = run.names.get(report.players[side.index()])?.clone();
            Some((logs, name))
        }) else {
            return;
        };
        self.open_game(number, desk, toasts);
        self.log = Some(LogView {
            number,
            name,
            out: read_log(&logs.out),
            out_path: logs.out,
            err: read_log(&logs.err),
            err_path: logs.err,
        });
    }
}

/// A participant's name in the language shown: the bot's, or Bernstein's level.
pub fn participant_name(run: &SeriesRun, index: usize) -> String {
    match run.participants.get(index) {
        Some(Participant::Engine(level)) => s::series_engine(level),
        _ => run.names.get(index).cloned().unwrap_or_default(),
    }
}

/// The words for how a game of a series ended, e.g. "Red crashed".
pub fn cause_text(run: &SeriesRun, report: &GameReport) -> String {
    use bernstein_net::series::EndCause;
    let kind = run.kind;
    let offender = Side::BOTH
        .into_iter()
        .find(|side| report.offenders[side.index()])
        .map(|side| participant_name(run, report.players[side.index()]))
        .unwrap_or_default();
    match report.cause {
        EndCause::REGULAR => match &report.record.result {
            Some(bernstein_records::GameResult::Rules(outcome)) => {
                s::end_reason(kind, &outcome.reason)
            }
            _ => s::HOST_CAUSE_REGULAR.to_string(),
        },
        cause => s::series_cause(cause, &offender),
    }
}
