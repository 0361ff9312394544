//! A series' results out of the app and back in: the per-bot table and the
//! crosstable as CSV and the one-page HTML report, written by the network
//! layer's writers ([`bernstein_net::series::report`]) in the app's language
//! (German: `;` and decimal commas, as German spreadsheets read them); and a
//! series played in parts put together from its parts' results files
//! ([`bernstein_net::series::merge`], on a thread), shown as one series with
//! what is missing or doubled.

use std::path::{Path, PathBuf};

use super::{MergedFrom, Series, SeriesRun, participant_name};
use crate::background::Background;
use crate::i18n::{self, Language};
use crate::panels::toasts::Toasts;
use crate::strings as s;
use bernstein_net::series::report::{self, Tables, Words};
use bernstein_net::series::{EndCause, Locale, Merged, SeriesError, SeriesSummary};

/// What is exported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// The per-bot table and the crosstable, for a spreadsheet.
    Csv,
    /// The one-page report, to print or send.
    Html,
}

impl ExportKind {
    /// The file's name by default.
    fn file_name(self) -> &'static str {
        match self {
            ExportKind::Csv => "tables.csv",
            ExportKind::Html => "report.html",
        }
    }

    fn extension(self) -> &'static str {
        match self {
            ExportKind::Csv => "csv",
            ExportKind::Html => "html",
        }
    }
}

/// The path field of an export, where no file dialog can be shown.
#[derive(Clone, Debug, PartialEq)]
pub struct ExportDialog {
    pub kind: ExportKind,
    pub path: String,
    pub error: Option<String>,
}

/// The dialog that takes a series' parts: their results files, one a line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MergeDialog {
    pub paths: String,
    pub error: Option<String>,
    /// The parts are being read.
    pub merging: bool,
}

impl MergeDialog {
    /// The paths written, one a line.
    pub fn paths(&self) -> Vec<PathBuf> {
        self.paths
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .map(PathBuf::from)
            .collect()
    }
}

/// A merge running on its thread.
pub(super) struct Merging {
    files: Vec<PathBuf>,
    job: Background<Result<Merged, SeriesError>>,
}

/// How the app's language writes the tables' numbers.
pub fn locale() -> Locale {
    if i18n::language() == Language::GERMAN {
        Locale::German
    } else {
        Locale::English
    }
}

/// The tables' and the report's words in the app's language.
pub fn words() -> Words {
    let word = |id: &str| i18n::message(id);
    Words {
        title: word("series-title"),
        bot: word("report-bot"),
        games: word("report-games"),
        wins: word("report-wins"),
        draws: word("report-draws"),
        losses: word("report-losses"),
        score: word("report-score"),
        points: word("report-points"),
        elo: word("report-elo"),
        elo_error: word("report-elo-error"),
        too_few_games: word("series-too-few-games"),
        average_time: word("report-average-time"),
        slowest_time: word("report-slowest-time"),
        soft_timeouts: word("report-soft-timeouts"),
        hard_timeouts: word("report-hard-timeouts"),
        violations: word("report-violations"),
        crashes: word("report-crashes"),
        never_started: word("report-never-started"),
        ranking: word("report-ranking"),
        crosstable: word("report-crosstable"),
        crosstable_note: word("report-crosstable-note"),
        bots: word("report-bots"),
        faults: word("report-faults"),
        no_faults: word("series-no-faults"),
        game: word("report-game"),
        log: word("report-log"),
        score_over_time: word("report-score-over-time"),
        plot_note: word("report-plot-note"),
        cause: cause_word,
    }
}

/// A cause as the report's list of faults names it ("crashed").
fn cause_word(cause: EndCause) -> String {
    i18n::message(&format!("report-cause-{}", cause.id()))
}

/// The text of an export of `run`, in the app's language.
pub fn export_text(run: &SeriesRun, kind: ExportKind) -> Option<String> {
    let standings = run.standings.as_ref()?;
    let names: Vec<String> = (0..run.participants.len())
        .map(|index| participant_name(run, index))
        .collect();
    let mut games = run.games.clone();
    games.sort_by_key(|game| game.number);
    let tables = Tables {
        kind: run.kind,
        names: &names,
        standings,
        games: &games,
    };
    Some(match kind {
        ExportKind::Csv => report::csv(&tables, &words(), locale()),
        ExportKind::Html => report::html(&tables, &words(), locale()),
    })
}

/// `path` with the export's extension where it has none.
fn with_extension(path: &Path, kind: ExportKind) -> PathBuf {
    match path.extension() {
        Some(_) => path.to_path_buf(),
        None => path.with_extension(kind.extension()),
    }
}

impl Series {
    /// Save the tables or the report: the file dialog, else the path field.
    pub(super) fn export_dialog(&mut self, kind: ExportKind, toasts: &mut Toasts) {
        let Some(run) = &self.run else {
            return;
        };
        let folder = run.folder.clone();
        let picked = super::setup::ask(Some(&folder), |dialog| {
            let filter = match kind {
                ExportKind::Csv => s::FILTER_CSV,
                ExportKind::Html => s::FILTER_HTML,
            };
            dialog
                .add_filter(filter, &[kind.extension()])
                .set_file_name(kind.file_name())
                .save_file()
        });
        match picked {
            Ok(Some(path)) => self.export_to(kind, &path.display().to_string(), toasts),
            Ok(None) => {}
            Err(()) => {
                self.export = Some(ExportDialog {
                    kind,
                    path: folder.join(kind.file_name()).display().to_string(),
                    error: None,
                })
            }
        }
    }

    /// Writes the tables or the report to `path`; a failure stays in the path
    /// field with its reason.
    pub(crate) fn export_to(&mut self, kind: ExportKind, path: &str, toasts: &mut Toasts) {
        let Some(text) = self.run.as_ref().and_then(|run| export_text(run, kind)) else {
            return;
        };
        let path = with_extension(Path::new(path.trim()), kind);
        match std::fs::write(&path, text) {
            Ok(()) => {
                self.export = None;
                let shown = path.display().to_string();
                toasts.info(move || s::saved_to(&shown));
            }
            Err(error) => {
                let message = s::series_cannot_write(&path.display().to_string(), &error);
                self.export = Some(ExportDialog {
                    kind,
                    path: path.display().to_string(),
                    error: Some(message),
                });
            }
        }
    }

    /// The file dialog for the parts' results files (their paths into the
    /// merge dialog's field).
    pub(super) fn choose_merge_files(&mut self) {
        let Some(dialog) = &mut self.merge else {
            return;
        };
        let start = dialog
            .paths()
            .first()
            .and_then(|p| p.parent().map(Path::to_path_buf));
        let picked = super::setup::ask(start.as_deref(), |dialog| {
            dialog
                .add_filter(s::FILTER_RESULTS, &["results", "txt"])
                .pick_files()
        });
        match picked {
            Ok(Some(paths)) => {
                let lines: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
                dialog.paths = lines.join("\n");
                dialog.error = None;
            }
            Ok(None) => {}
            Err(()) => dialog.error = Some(s::SERIES_NO_FILE_DIALOG.to_string()),
        }
    }

    /// Puts the parts together on a thread.
    pub(super) fn start_merge(&mut self, ctx: &egui::Context, files: Vec<PathBuf>) {
        let dialog = self.merge.get_or_insert_with(MergeDialog::default);
        if files.is_empty() {
            dialog.error = Some(s::SERIES_MERGE_NO_FILES.to_string());
            return;
        }
        dialog.merging = true;
        dialog.error = None;
        let ctx = ctx.clone();
        let paths = files.clone();
        let job = Background::start(
            "merge-parts",
            move |_, _| Some(bernstein_net::series::merge(&paths)),
            move || ctx.request_repaint(),
        );
        self.merging = Some(Merging { files, job });
    }

    /// The merge's result: the series shown in its table, or the reason in
    /// the merge dialog.
    pub(super) fn poll_merge(&mut self) {
        let Some(merging) = &self.merging else {
            return;
        };
        let Some(result) = merging.job.take_result() else {
            return;
        };
        let files = merging.files.clone();
        self.merging = None;
        match result {
            Ok(merged) => {
                self.close();
                self.merge = None;
                self.run = Some(merged_run(merged, files));
                self.table = true;
            }
            Err(error) => {
                let dialog = self.merge.get_or_insert_with(MergeDialog::default);
                dialog.merging = false;
                dialog.error = Some(s::series_merge_failed(&i18n::say(&error)));
            }
        }
    }
}

/// A series put together from its parts, as the table shows it.
fn merged_run(merged: Merged, files: Vec<PathBuf>) -> SeriesRun {
    let folder = files
        .first()
        .and_then(|file| file.parent())
        .map(Path::to_path_buf)
        .unwrap_or_default();
    SeriesRun {
        handle: None,
        kind: merged.settings.kind,
        folder,
        names: merged.names,
        participants: merged.participants,
        standings: Some(merged.standings.clone()),
        games: merged.games,
        live: Default::default(),
        finished: Some(Ok(SeriesSummary {
            standings: merged.standings,
            stop: None,
            problems: Vec::new(),
        })),
        decided: Vec::new(),
        stopping: false,
        merged: Some(MergedFrom {
            files,
            gaps: merged.gaps,
        }),
    }
}
