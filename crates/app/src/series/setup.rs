//! Setting a series up without a command line: the dialog's bots, each from
//! the file or folder chosen (run by the rules of
//! [`bernstein_net::series::launch`]: a `.py` by a Python with `socha`, a
//! `.jar` by Java, a folder by its start script), a name and a working folder,
//! or from a command line written by hand; a class's bots from its folder in
//! one step; and each bot's check, one game against level 1 on threads of its
//! own ([`Checks`]), said in plain words by the panel. Nothing here waits on a
//! bot or an interpreter: the Pythons and the Java of the machine are looked
//! for on a thread ([`RuntimesSearch`]).

use std::collections::VecDeque;
use std::path::{Path, PathBuf};

use crate::background::Background;
use crate::strings as s;
use bernstein_net::series::check::{self, Checked};
use bernstein_net::series::launch::{self, ClassImport, Launch, Plan, Problem, Runtimes};
use bernstein_net::series::{BotSpec, GameReport, SeriesEvent, SeriesHandle, name_of_command};
use bernstein_rules::GameKind;

/// A bot as the dialog lists it.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct BotEntry {
    /// Empty: named after its folder (or its program).
    pub name: String,
    /// The file or folder chosen; empty where the command line was written by
    /// hand.
    pub path: String,
    /// How it runs; `None`: the first way that applies to its path.
    pub launch: Option<Launch>,
    /// The folder it runs in; empty: its program's.
    pub dir: String,
    /// The command line written by hand (or changed from the one its path
    /// gives); empty: its path's.
    pub command: String,
    /// Which bot it is while the dialog is open (for its check).
    #[serde(skip)]
    pub id: u64,
    /// How its path runs, once the interpreters are known.
    #[serde(skip)]
    pub plan: Option<Result<Plan, Problem>>,
    /// Its last check, or the one running.
    #[serde(skip)]
    pub check: Option<CheckView>,
}

/// What is wrong with a bot as the dialog has it.
#[derive(Clone, Debug, PartialEq)]
pub enum BotProblem {
    /// Neither a file nor a command line.
    Empty,
    /// Its path runs in no way (or is not there).
    Path(Problem),
    /// The interpreters are still looked for.
    Searching,
    /// Its command line has a quote that is not closed.
    BadCommand,
}

impl BotEntry {
    /// A bot that runs this command line.
    pub fn command(name: &str, command: &str) -> BotEntry {
        BotEntry {
            name: name.to_string(),
            command: command.to_string(),
            ..BotEntry::default()
        }
    }

    /// A bot from a file or folder (its plan is made once the interpreters are
    /// known, [`BotEntry::refresh`]).
    pub fn from_path(path: &str) -> BotEntry {
        BotEntry {
            path: path.to_string(),
            ..BotEntry::default()
        }
    }

    pub fn is_empty(&self) -> bool {
        self.path.trim().is_empty() && self.command.trim().is_empty()
    }

    /// Plans its path anew (after the path, its way or the interpreters
    /// changed); its check no longer holds.
    pub fn refresh(&mut self, runtimes: Option<&Runtimes>, chosen_python: bool) {
        self.check = None;
        let path = self.path.trim();
        self.plan = match (path.is_empty(), runtimes) {
            (true, _) | (_, None) => None,
            (false, Some(runtimes)) => Some(launch::plan(
                Path::new(path),
                self.launch,
                runtimes,
                chosen_python,
            )),
        };
    }

    /// The command line its path gives (none while it is unknown).
    pub fn planned_command(&self) -> Option<&str> {
        match &self.plan {
            Some(Ok(plan)) => Some(&plan.command),
            _ => None,
        }
    }

    /// The command line it runs: the one written by hand, else its path's.
    pub fn effective_command(&self) -> Option<String> {
        match self.command.trim() {
            "" => self.planned_command().map(str::to_string),
            command => Some(command.to_string()),
        }
    }

    /// Its name: the one given, else its path's folder, else its program's.
    pub fn shown_name(&self) -> String {
        if !self.name.trim().is_empty() {
            return self.name.trim().to_string();
        }
        match (&self.plan, self.path.trim()) {
            (Some(Ok(plan)), _) => plan.name.clone(),
            (_, "") => name_of_command(&self.command),
            (_, path) => launch::default_name(Path::new(path)),
        }
    }

    /// The bot as the series starts it, or what keeps it from starting.
    pub fn spec(&self) -> Result<BotSpec, BotProblem> {
        if self.is_empty() {
            return Err(BotProblem::Empty);
        }
        let plan = match &self.plan {
            Some(Ok(plan)) => Some(plan),
            Some(Err(problem)) if self.command.trim().is_empty() => {
                return Err(BotProblem::Path(problem.clone()));
            }
            None if self.command.trim().is_empty() => return Err(BotProblem::Searching),
            _ => None,
        };
        let command = self.effective_command().ok_or(BotProblem::Searching)?;
        let dir = match self.dir.trim() {
            "" => plan.map(|plan| plan.dir.clone()),
            dir => Some(PathBuf::from(dir)),
        };
        let spec = BotSpec {
            name: self.shown_name(),
            command,
            dir,
        };
        spec.words().map_err(|_| BotProblem::BadCommand)?;
        Ok(spec)
    }
}

/// A bot's check as the dialog shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckView {
    /// Waiting for another check to end (one runs at a time).
    Waiting,
    /// Its game runs: the moves so far.
    Running { plies: usize },
    /// It cannot be tried: its path's problem, or its command line's.
    NotRun(BotProblem),
    /// Its game's verdict.
    Done(Checked),
    /// Bernstein could not run the check (its own failure, in English).
    Failed(String),
}

impl CheckView {
    pub fn running(&self) -> bool {
        matches!(self, CheckView::Waiting | CheckView::Running { .. })
    }
}

/// What the dialog shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Page {
    /// The series' choices and its bots.
    Main,
    /// One bot's file, way, name, folder and command line (boxed: a page
    /// is swapped often, the editor is large).
    Bot(Box<BotEditor>),
    /// A class's folder to import.
    Class(ClassPage),
}

/// A bot being added or changed.
#[derive(Clone, Debug, PartialEq)]
pub struct BotEditor {
    /// Its place in the list; `None`: a new bot.
    pub index: Option<usize>,
    pub entry: BotEntry,
}

/// A class's folder being chosen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassPage {
    pub path: String,
    /// Why the folder could not be imported.
    pub error: Option<String>,
}

/// What the last class import found: the bots added and the folders without
/// one, each with why.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportReport {
    pub folder: String,
    pub added: usize,
    pub not_found: Vec<(String, Problem)>,
}

/// The "Test series" dialog: the choices, the page shown, the last import.
#[derive(Clone, Debug, PartialEq)]
pub struct SeriesDialog {
    pub choices: super::SeriesChoices,
    pub page: Page,
    pub imported: Option<ImportReport>,
    /// A note under the page's path fields: no file dialog could be shown.
    pub hint: Option<s::Msg>,
    next_id: u64,
}

impl SeriesDialog {
    /// The dialog with these choices, its bots numbered and planned.
    pub fn new(mut choices: super::SeriesChoices, runtimes: Option<&Runtimes>) -> SeriesDialog {
        choices.error = None;
        choices.bots.retain(|bot| !bot.is_empty());
        let mut dialog = SeriesDialog {
            choices,
            page: Page::Main,
            imported: None,
            hint: None,
            next_id: 1,
        };
        for index in 0..dialog.choices.bots.len() {
            dialog.choices.bots[index].id = dialog.new_id();
        }
        dialog.refresh(runtimes);
        dialog
    }

    /// A number no other bot of the dialog has.
    pub fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Whether the Python chosen for the bots is one the user picked.
    pub fn chosen_python(&self) -> bool {
        !self.choices.python.trim().is_empty()
    }

    /// Plans every bot anew (the interpreters were found again).
    pub fn refresh(&mut self, runtimes: Option<&Runtimes>) {
        let chosen = self.chosen_python();
        for entry in self.entries_mut() {
            let check = entry.check.take();
            entry.refresh(runtimes, chosen);
            entry.check = check;
        }
    }

    /// Every bot of the dialog: the list's and the one being edited.
    pub fn entries_mut(&mut self) -> impl Iterator<Item = &mut BotEntry> {
        let editing = match &mut self.page {
            Page::Bot(editor) => Some(&mut editor.entry),
            _ => None,
        };
        self.choices.bots.iter_mut().chain(editing)
    }

    /// Opens the editor for a new bot.
    pub fn add_bot(&mut self) {
        let entry = BotEntry {
            id: self.new_id(),
            ..BotEntry::default()
        };
        self.page = Page::Bot(Box::new(BotEditor { index: None, entry }));
    }

    /// Opens the editor for the bot at `index`.
    pub fn edit_bot(&mut self, index: usize) {
        if let Some(entry) = self.choices.bots.get(index).cloned() {
            self.page = Page::Bot(Box::new(BotEditor {
                index: Some(index),
                entry,
            }));
        }
    }

    /// The editor's OK: the bot into the list (a new one at its end).
    pub fn keep_bot(&mut self) {
        let Page::Bot(editor) = std::mem::replace(&mut self.page, Page::Main) else {
            return;
        };
        if editor.entry.is_empty() {
            return;
        }
        match editor.index {
            Some(index) if index < self.choices.bots.len() => {
                self.choices.bots[index] = editor.entry
            }
            _ => self.choices.bots.push(editor.entry),
        }
        self.choices.error = None;
    }

    /// Imports a class's folder: a bot for each subfolder with one, the
    /// others listed with why. On error the class page stays with the
    /// message.
    pub fn import_class(&mut self, folder: &str, runtimes: Option<&Runtimes>) {
        let Some(runtimes) = runtimes else {
            self.page = Page::Class(ClassPage {
                path: folder.to_string(),
                error: Some(s::SERIES_SEARCHING_RUNTIMES.to_string()),
            });
            return;
        };
        let chosen = self.chosen_python();
        let path = Path::new(folder.trim());
        match launch::import_class(path, runtimes, chosen) {
            Ok(ClassImport { found, not_found }) => {
                let added = found.len();
                for plan in found {
                    let mut entry = BotEntry {
                        name: plan.name.clone(),
                        path: plan_path(path, &plan),
                        id: self.new_id(),
                        ..BotEntry::default()
                    };
                    entry.refresh(Some(runtimes), chosen);
                    self.choices.bots.push(entry);
                }
                self.imported = Some(ImportReport {
                    folder: folder.trim().to_string(),
                    added,
                    not_found,
                });
                self.choices.error = None;
                self.page = Page::Main;
            }
            Err(problem) => {
                self.page = Page::Class(ClassPage {
                    path: folder.to_string(),
                    error: Some(s::bot_problem(&problem)),
                });
            }
        }
    }
}

/// The path a class's bot is kept by: its student's folder (so that the same
/// rules find it again).
fn plan_path(class: &Path, plan: &Plan) -> String {
    class.join(&plan.name).display().to_string()
}

/// The search for the interpreters, and what it found.
#[derive(Default)]
pub struct RuntimesSearch {
    /// What was found, for the Python chosen then.
    pub found: Option<(String, Runtimes)>,
    searching: Option<(String, Background<Runtimes>)>,
}

impl RuntimesSearch {
    /// What was found, if it was found for this Python choice.
    pub fn for_choice(&self, python: &str) -> Option<&Runtimes> {
        self.found
            .as_ref()
            .filter(|(choice, _)| choice == python.trim())
            .map(|(_, runtimes)| runtimes)
    }

    /// Starts looking for the interpreters for the Python chosen (`""`:
    /// automatic), unless they are known or being looked for.
    pub fn search(&mut self, ctx: &egui::Context, python: &str) {
        let python = python.trim().to_string();
        if self.for_choice(&python).is_some()
            || self.searching.as_ref().is_some_and(|(p, _)| *p == python)
        {
            return;
        }
        let chosen = (!python.is_empty()).then(|| PathBuf::from(&python));
        let ctx = ctx.clone();
        let job = Background::start(
            "find-interpreters",
            move |_, _| Some(Runtimes::find(chosen.as_deref())),
            move || ctx.request_repaint(),
        );
        self.searching = Some((python, job));
    }

    /// Whether a search runs.
    pub fn searching(&self) -> bool {
        self.searching.is_some()
    }

    /// Takes a search's result (never waits); true when something new was
    /// found.
    pub fn poll(&mut self) -> bool {
        let Some((python, job)) = &self.searching else {
            return false;
        };
        match job.take_result() {
            Some(runtimes) => {
                self.found = Some((python.clone(), runtimes));
                self.searching = None;
                true
            }
            None if job.is_stopped() => {
                self.searching = None;
                false
            }
            None => false,
        }
    }
}

/// The bots' checks: one runs at a time (its game against level 1 on threads
/// of its own), the others wait their turn.
#[derive(Default)]
pub struct Checks {
    waiting: VecDeque<(u64, BotSpec)>,
    running: Option<RunningCheck>,
}

struct RunningCheck {
    id: u64,
    handle: SeriesHandle,
    folder: PathBuf,
    plies: usize,
    report: Option<GameReport>,
}

impl Checks {
    /// Queues the check of bot `id`.
    pub fn queue(&mut self, id: u64, spec: BotSpec) {
        self.cancel(id);
        self.waiting.push_back((id, spec));
    }

    /// Stops the check of bot `id` (or takes it from the queue).
    pub fn cancel(&mut self, id: u64) {
        self.waiting.retain(|(waiting, _)| *waiting != id);
        if self.running.as_ref().is_some_and(|check| check.id == id) {
            self.end_running();
        }
    }

    /// Stops every check (the dialog closed, a series starts).
    pub fn cancel_all(&mut self) {
        self.waiting.clear();
        self.end_running();
    }

    fn end_running(&mut self) {
        if let Some(check) = self.running.take() {
            drop(check.handle);
            let _ = std::fs::remove_dir_all(&check.folder);
        }
    }

    /// Starts the next check when none runs, takes what the running one
    /// reported, and gives each bot's state: `(id, view)` for each that
    /// changed. Never waits.
    pub fn poll(
        &mut self,
        ctx: &egui::Context,
        kind: GameKind,
        base: &Path,
    ) -> Vec<(u64, CheckView)> {
        let mut changed = Vec::new();
        if self.running.is_none()
            && let Some((id, spec)) = self.waiting.pop_front()
        {
            let folder = base.join(format!("check-{id}-{}", std::process::id()));
            let settings = check::check_settings(kind, spec, &folder);
            let notify = {
                let ctx = ctx.clone();
                move || ctx.request_repaint()
            };
            match SeriesHandle::start(settings, notify) {
                Ok(handle) => {
                    self.running = Some(RunningCheck {
                        id,
                        handle,
                        folder,
                        plies: 0,
                        report: None,
                    });
                    changed.push((id, CheckView::Running { plies: 0 }));
                }
                Err(error) => changed.push((id, CheckView::Failed(crate::i18n::say(&error)))),
            }
        }
        let Some(check) = &mut self.running else {
            return changed;
        };
        ctx.request_repaint_after(std::time::Duration::from_millis(250));
        let before = check.plies;
        for event in check.handle.poll() {
            match event {
                SeriesEvent::Moved { .. } => check.plies += 1,
                SeriesEvent::GameEnded { report, .. } => check.report = Some(*report),
                _ => {}
            }
        }
        let id = check.id;
        match check.handle.finished() {
            Some(result) => {
                let view = match (&check.report, result) {
                    // The logs are read before the folder goes.
                    (Some(report), Ok(_)) => CheckView::Done(check::judge(report)),
                    (_, Err(error)) => CheckView::Failed(crate::i18n::say(&error)),
                    (None, Ok(summary)) => CheckView::Failed(
                        summary
                            .problems
                            .iter()
                            .map(crate::i18n::say)
                            .collect::<Vec<_>>()
                            .join("; "),
                    ),
                };
                self.end_running();
                changed.push((id, view));
            }
            None if check.plies != before => {
                changed.push((id, CheckView::Running { plies: check.plies }))
            }
            None => {}
        }
        changed
    }
}

/// Whether a native file dialog that returned nothing was never shown (no
/// person cancels one this fast; a system without a file dialog answers at
/// once): the path field is the way then.
fn no_dialog_shown(asked: std::time::Instant) -> bool {
    asked.elapsed() < std::time::Duration::from_millis(250)
}

/// A native file dialog: what was chosen, `Err(())` where none could be shown.
pub(super) fn ask<T>(
    start: Option<&Path>,
    pick: impl FnOnce(rfd::FileDialog) -> Option<T>,
) -> Result<Option<T>, ()> {
    let mut dialog = rfd::FileDialog::new();
    if let Some(start) = start.filter(|start| start.is_dir()) {
        dialog = dialog.set_directory(start);
    }
    let asked = std::time::Instant::now();
    match pick(dialog) {
        Some(path) => Ok(Some(path)),
        None if no_dialog_shown(asked) => Err(()),
        None => Ok(None),
    }
}

/// A path's folder to start a file dialog in: the folder itself, or its file's.
fn start_folder(path: &str) -> Option<PathBuf> {
    let path = Path::new(path.trim());
    if path.as_os_str().is_empty() {
        return None;
    }
    Some(match path.is_dir() {
        true => path.to_path_buf(),
        false => path.parent()?.to_path_buf(),
    })
}

impl super::Series {
    /// The bot being edited, with the interpreters found and the Python
    /// choice.
    fn editing(&mut self) -> Option<(&mut BotEntry, Option<&Runtimes>, bool, &mut Option<s::Msg>)> {
        let dialog = self.dialog.as_mut()?;
        let chosen = dialog.chosen_python();
        let runtimes = self.runtimes.for_choice(&dialog.choices.python);
        match &mut dialog.page {
            Page::Bot(editor) => Some((&mut editor.entry, runtimes, chosen, &mut dialog.hint)),
            _ => None,
        }
    }

    /// The file dialog for the edited bot's program or folder.
    pub(super) fn choose_bot_path(&mut self, folder: bool) {
        let Some((entry, runtimes, chosen, hint)) = self.editing() else {
            return;
        };
        let start = start_folder(&entry.path);
        let picked = ask(start.as_deref(), |dialog| match folder {
            true => dialog.pick_folder(),
            false => dialog.pick_file(),
        });
        match picked {
            Ok(Some(path)) => {
                entry.path = path.display().to_string();
                entry.refresh(runtimes, chosen);
                *hint = None;
            }
            Ok(None) => {}
            Err(()) => *hint = Some(s::SERIES_NO_FILE_DIALOG),
        }
    }

    /// The file dialog for the edited bot's working folder.
    pub(super) fn choose_bot_dir(&mut self) {
        let Some((entry, _, _, hint)) = self.editing() else {
            return;
        };
        let start = start_folder(&entry.dir).or_else(|| start_folder(&entry.path));
        match ask(start.as_deref(), rfd::FileDialog::pick_folder) {
            Ok(Some(path)) => {
                entry.dir = path.display().to_string();
                entry.check = None;
                *hint = None;
            }
            Ok(None) => {}
            Err(()) => *hint = Some(s::SERIES_NO_FILE_DIALOG),
        }
    }

    /// The file dialog for the bots' Python: a virtual environment's folder.
    pub(super) fn choose_python(&mut self, ctx: &egui::Context) {
        let Some(dialog) = &mut self.dialog else {
            return;
        };
        let start = start_folder(&dialog.choices.python);
        match ask(start.as_deref(), rfd::FileDialog::pick_folder) {
            Ok(Some(path)) => {
                dialog.choices.python = path.display().to_string();
                dialog.hint = None;
                self.find_python(ctx);
            }
            Ok(None) => {}
            Err(()) => dialog.hint = Some(s::SERIES_NO_FILE_DIALOG),
        }
    }

    /// Looks for the interpreters for the Python chosen now, and plans the
    /// bots with what is known.
    pub(super) fn find_python(&mut self, ctx: &egui::Context) {
        let Some(dialog) = &mut self.dialog else {
            return;
        };
        self.runtimes.search(ctx, &dialog.choices.python);
        dialog.refresh(self.runtimes.for_choice(&dialog.choices.python));
    }

    /// The file dialog for a class's folder.
    pub(super) fn choose_class_folder(&mut self) {
        let Some(dialog) = &mut self.dialog else {
            return;
        };
        let Page::Class(page) = &mut dialog.page else {
            return;
        };
        let start = start_folder(&page.path);
        match ask(start.as_deref(), rfd::FileDialog::pick_folder) {
            Ok(Some(path)) => {
                page.path = path.display().to_string();
                page.error = None;
                dialog.hint = None;
            }
            Ok(None) => {}
            Err(()) => dialog.hint = Some(s::SERIES_NO_FILE_DIALOG),
        }
    }

    pub(super) fn import_class(&mut self, folder: &str) {
        let Some(dialog) = &mut self.dialog else {
            return;
        };
        let runtimes = self.runtimes.for_choice(&dialog.choices.python);
        dialog.import_class(folder, runtimes);
    }

    /// Checks a bot of the dialog: what keeps it from running is said at
    /// once, else its game against level 1 is queued.
    pub(super) fn check(&mut self, id: u64) {
        let Some(dialog) = &mut self.dialog else {
            return;
        };
        let Some(entry) = dialog.entries_mut().find(|entry| entry.id == id) else {
            return;
        };
        let view = match entry.spec() {
            Ok(spec) => {
                self.checks.queue(id, spec);
                CheckView::Waiting
            }
            Err(problem) => CheckView::NotRun(problem),
        };
        self.set_check(id, Some(view));
    }

    /// Checks every bot of the list, one after another.
    pub(super) fn check_all(&mut self) {
        let ids: Vec<u64> = self
            .dialog
            .iter()
            .flat_map(|dialog| dialog.choices.bots.iter().map(|entry| entry.id))
            .collect();
        for id in ids {
            self.check(id);
        }
    }

    /// Shows a bot's check (in the list and in the editor).
    pub(super) fn set_check(&mut self, id: u64, view: Option<CheckView>) {
        if let Some(dialog) = &mut self.dialog {
            for entry in dialog.entries_mut().filter(|entry| entry.id == id) {
                entry.check = view.clone();
            }
        }
    }

    /// The interpreters found and the checks' progress, into the dialog.
    pub(super) fn poll_setup(&mut self, ctx: &egui::Context) {
        if self.runtimes.poll()
            && let Some(dialog) = &mut self.dialog
        {
            dialog.refresh(self.runtimes.for_choice(&dialog.choices.python));
        }
        let Some(dialog) = &self.dialog else {
            return;
        };
        let (kind, base) = (dialog.choices.kind, self.series_dir().join("checks"));
        for (id, view) in self.checks.poll(ctx, kind, &base) {
            self.set_check(id, Some(view));
        }
    }
}
