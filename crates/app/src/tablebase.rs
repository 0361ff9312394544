//! Mühle's endgame database in the app ([`bernstein_tablebase`], `docs/tablebase.md`).
//!
//! [`Databases`] is shared by every game of the window: when a Mühle game first
//! needs its rules' database (the analysis is on, or a level that plays by it is
//! to move, and the game is near enough to its endgame), the database is loaded
//! from the data directory — or generated there, table by table, where it is
//! missing or refused — on a thread of its own with one core, so the board and
//! the searches keep the others. Closing the app stops it between two steps; the
//! tables written so far are kept and the next start goes on from them.
//!
//! The analysis panel's database section ([`section`]): the result in words
//! ("Database: White wins – 14 plies to the next take"), every legal move with
//! its result and distance, clickable like a line's moves, and the progress bar
//! while the database is being generated.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use egui::{RichText, Sense, Ui, vec2};

use crate::board::BoardGame;
use crate::session::Session;
use crate::strings::{self as s, Wording};
use crate::theme;
use bernstein_engine::{Level, Oracle};
use bernstein_records::PlayerKind;
use bernstein_records::tree::NodeId;
use bernstein_rules::muehle::{Move, Muehle};
use bernstein_rules::{GameKind, Position, Side};
use bernstein_tablebase::{
    self as tablebase, DEFAULT_STONES, DbResult, Endgame, Event, FileError, GenerateError,
    MoveValue, Tablebase, Variant,
};

/// Where one rule variant's database stands.
#[derive(Clone)]
enum State {
    /// Being loaded, or generated (the share done, once known), with the tables
    /// complete so far (those of fewer stones) already in use.
    Preparing {
        done: Option<f64>,
        ready: Option<Arc<Tablebase>>,
    },
    Ready(Arc<Tablebase>),
    /// It could not be generated (the reason, in the user's words).
    Failed(Wording),
}

#[derive(Default)]
struct Registry {
    states: Vec<(Variant, State)>,
    /// Messages for the user (a table refused), until the window takes them.
    notes: Vec<Wording>,
}

/// The window's endgame databases, one per rule variant, each loaded or generated
/// once in the background. Cheap to clone: the clones share them.
#[derive(Clone)]
pub struct Databases {
    /// Where the tables are kept; `None`: nowhere, so no database.
    data_dir: Option<PathBuf>,
    registry: Arc<Mutex<Registry>>,
    stop: Arc<AtomicBool>,
}

impl Databases {
    pub fn new(data_dir: Option<PathBuf>) -> Databases {
        Databases {
            data_dir,
            registry: Arc::new(Mutex::new(Registry::default())),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    fn state(&self, variant: Variant) -> Option<State> {
        let registry = self.registry.lock().ok()?;
        registry
            .states
            .iter()
            .find(|(v, _)| *v == variant)
            .map(|(_, state)| state.clone())
    }

    /// Stops a generation that runs (the window closes); what is written stays.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The messages that came since the last call (tables refused, a failure).
    pub fn take_notes(&self) -> Vec<Wording> {
        self.registry
            .lock()
            .map(|mut registry| std::mem::take(&mut registry.notes))
            .unwrap_or_default()
    }

    /// Loads or generates `variant`'s database in the background, once.
    fn want(&self, variant: Variant, ctx: &egui::Context) {
        let Some(data_dir) = self.data_dir.clone() else {
            return;
        };
        if self.stop.load(Ordering::Relaxed) || self.state(variant).is_some() {
            return;
        }
        let Ok(mut registry) = self.registry.lock() else {
            return;
        };
        registry.states.push((
            variant,
            State::Preparing {
                done: None,
                ready: None,
            },
        ));
        drop(registry);
        let (shared, stop, ctx) = (self.registry.clone(), self.stop.clone(), ctx.clone());
        let set = move |state: State| {
            if let Ok(mut registry) = shared.lock()
                && let Some(entry) = registry.states.iter_mut().find(|(v, _)| *v == variant)
            {
                entry.1 = state;
            }
        };
        let notes = self.registry.clone();
        let note = move |wording: Wording| {
            if let Ok(mut registry) = notes.lock() {
                registry.notes.push(wording);
            }
        };
        let spawned = std::thread::Builder::new()
            .name("bernstein-tablebase".to_string())
            .spawn(move || {
                let set = &set;
                let folder = tablebase::folder(&data_dir, variant);
                // What is complete is used at once, while the rest is generated.
                let available = Tablebase::open_available(&folder, variant);
                if available
                    .as_ref()
                    .is_some_and(|base| base.max_stones() >= DEFAULT_STONES)
                {
                    set(State::Ready(Arc::new(available.expect("checked"))));
                    ctx.request_repaint();
                    return;
                }
                let ready = Mutex::new(available.map(Arc::new));
                set(State::Preparing {
                    done: None,
                    ready: ready.lock().ok().and_then(|ready| ready.clone()),
                });
                let shown = Mutex::new(-1i64);
                let report = |event: Event| match event {
                    Event::Progress { done, .. } => {
                        // A repaint per half percent, not per step.
                        let step = (done * 200.0) as i64;
                        if let Ok(mut shown) = shown.lock()
                            && *shown != step
                        {
                            *shown = step;
                            let ready = ready.lock().ok().and_then(|ready| ready.clone());
                            set(State::Preparing {
                                done: Some(done),
                                ready,
                            });
                            ctx.request_repaint();
                        }
                    }
                    // k against k completes the tables of k stones: use them.
                    Event::Generated(report) if report.table.0 == report.table.1 => {
                        if let Ok(mut ready) = ready.lock() {
                            *ready = Tablebase::open_available(&folder, variant).map(Arc::new);
                        }
                    }
                    Event::Refused { path, error, .. } => {
                        let file = path.display().to_string();
                        note(Wording::from(move || {
                            s::tablebase_refused(&file, &file_error_words(&error))
                        }));
                        ctx.request_repaint();
                    }
                    Event::Generated(_) | Event::Planned(_) => {}
                };
                let result =
                    Tablebase::generate(&folder, variant, DEFAULT_STONES, 1, &report, &stop);
                match result {
                    Ok(base) => set(State::Ready(Arc::new(base))),
                    Err(GenerateError::Stopped) => {}
                    Err(error) => {
                        let why = error.to_string();
                        let failed = Wording::from(move || s::tablebase_failed(&why));
                        note(failed.clone());
                        set(State::Failed(failed));
                    }
                }
                ctx.request_repaint();
            });
        if spawned.is_err() {
            self.forget(variant);
        }
    }

    fn forget(&self, variant: Variant) {
        if let Ok(mut registry) = self.registry.lock() {
            registry.states.retain(|(v, _)| *v != variant);
        }
    }

    /// The database as the oracle of a search from the game's current position,
    /// when it is ready; asks for it first when the game needs it (`analysis` is
    /// on, or a level that plays by it is to move) and is near its endgame.
    pub fn oracle_for_game<P: BoardGame>(
        &self,
        session: &Session<P>,
        analysis: bool,
        ctx: &egui::Context,
    ) -> Option<Arc<dyn Oracle<P>>> {
        let position = session.current_position();
        let variant = position.database_variant()?;
        let top_level_moves = match session.players[position.side_to_move().index()] {
            PlayerKind::Computer { level } => Level::get(level).is_some_and(Level::uses_oracle),
            _ => false,
        };
        if (analysis || top_level_moves) && position.may_reach_database(DEFAULT_STONES) {
            self.want(variant, ctx);
        }
        match self.state(variant)? {
            State::Ready(base)
            | State::Preparing {
                ready: Some(base), ..
            } => P::database_oracle(base),
            _ => None,
        }
    }

    /// What the analysis panel shows of the database for the game's current
    /// position: nothing for games without one or far from the endgame.
    pub fn view<P: BoardGame>(&self, session: &Session<P>) -> Option<DatabaseView<P::Move>> {
        P::database_view(self, session)
    }

    /// [`Databases::view`] for Mühle, whose database this is.
    pub fn muehle_view(&self, session: &Session<Muehle>) -> Option<DatabaseView<Move>> {
        let muehle = session.current_position();
        let variant = muehle.database_variant()?;
        let (base, done) = match self.state(variant)? {
            State::Failed(why) => return Some(DatabaseView::Failed(why)),
            State::Ready(base) => (base, None),
            State::Preparing { done, ready } => match ready {
                Some(base) => (base, Some(done)),
                None => return Some(DatabaseView::Preparing { done }),
            },
        };
        let Some(result) = base.probe(muehle) else {
            // A position of more stones than the tables ready so far.
            return done.map(|done| DatabaseView::Preparing { done });
        };
        let history = session.history(session.current);
        let mut path = history.to_vec();
        path.push(muehle.hash());
        let moves = base
            .moves(muehle)?
            .into_iter()
            .map(|value| ListedMove {
                mv: value.mv,
                text: muehle.move_to_text(value.mv),
                result: shown_result(muehle, &value, &path),
                takes: value.takes,
            })
            .collect();
        Some(DatabaseView::Position {
            node: session.current,
            side: muehle.side_to_move(),
            left: tablebase::LIMIT.saturating_sub(muehle.plies_since_removal()),
            result,
            moves,
        })
    }
}

/// A move's result as the list shows it: a move into a position the game's
/// history makes a draw (its third time) is a draw, whatever the database says.
fn shown_result(position: &Muehle, value: &MoveValue, path: &[u64]) -> DbResult {
    let mut after = position.clone();
    after.play_unchecked(value.mv);
    match after.outcome(path) {
        Some(outcome) if outcome.winner.is_none() => DbResult::Draw,
        _ => value.result,
    }
}

/// A table file's fault in the user's words.
fn file_error_words(error: &FileError) -> String {
    match error {
        FileError::Missing => s::TABLEBASE_FILE_MISSING.to_string(),
        FileError::Unreadable(why) => why.clone(),
        FileError::NotATable => s::TABLEBASE_FILE_NOT_A_TABLE.to_string(),
        FileError::OtherVersion(version) => s::tablebase_file_version(*version),
        FileError::Foreign(_) => s::TABLEBASE_FILE_FOREIGN.to_string(),
        FileError::WrongLength { .. } => s::TABLEBASE_FILE_LENGTH.to_string(),
        FileError::WrongSlots { expected, found } => s::tablebase_file_slots(*found, *expected),
        FileError::Damaged => s::TABLEBASE_FILE_DAMAGED.to_string(),
    }
}

/// One move of the database's list.
#[derive(Clone, Debug)]
pub struct ListedMove<M> {
    pub mv: M,
    pub text: String,
    /// For the side that plays it; the plies counted from before it.
    pub result: DbResult,
    pub takes: bool,
}

/// The database's part of the analysis panel.
#[derive(Clone, Debug)]
pub enum DatabaseView<M> {
    Preparing {
        done: Option<f64>,
    },
    Failed(Wording),
    /// A position the database knows.
    Position {
        node: NodeId,
        side: Side,
        /// The plies the 50-move rule leaves before the next take.
        left: u32,
        result: DbResult,
        moves: Vec<ListedMove<M>>,
    },
}

impl<M> DatabaseView<M> {
    /// Whether it answers for the position shown (the search's lines are not needed).
    pub fn answers(&self) -> bool {
        matches!(self, DatabaseView::Position { .. })
    }
}

/// The result in words, from the side to move's result: "Database: White wins – …".
fn result_words(kind: GameKind, side: Side, result: DbResult, left: u32) -> (String, Option<Side>) {
    let name = |side: Side| s::side_name(kind, side);
    match result {
        DbResult::Win { plies } => (s::tablebase_wins(&name(side), plies), Some(side)),
        DbResult::Loss { plies } => (
            s::tablebase_wins(&name(side.other()), plies),
            Some(side.other()),
        ),
        DbResult::Draw => (s::TABLEBASE_DRAW.to_string(), None),
        DbResult::CursedWin { needs } | DbResult::BlessedLoss { needs } => {
            let winner = if matches!(result, DbResult::CursedWin { .. }) {
                side
            } else {
                side.other()
            };
            let mut words = s::tablebase_rule_saves(&name(winner), &name(winner.other()));
            if let Some(needs) = needs {
                words.push_str(&format!(" ({})", s::tablebase_needs(needs, left)));
            }
            (words, None)
        }
    }
}

/// Height of a row of the move list.
const ROW: f32 = 20.0;

/// Draws the database's section; returns the move clicked with the node it is
/// played from. `height`: the room the section may take (its list scrolls within it).
pub fn section<P: BoardGame>(
    ui: &mut Ui,
    view: &DatabaseView<P::Move>,
    height: f32,
) -> Option<(NodeId, P::Move)> {
    match view {
        DatabaseView::Preparing { done } => {
            let (fraction, text) = match done {
                Some(done) => (*done as f32, s::tablebase_generating(done * 100.0)),
                None => (0.0, s::TABLEBASE_LOADING.to_string()),
            };
            ui.add(
                egui::ProgressBar::new(fraction)
                    .text(text)
                    .desired_width(ui.available_width()),
            )
            .on_hover_text(s::TABLEBASE_TIP);
            None
        }
        DatabaseView::Failed(why) => {
            ui.label(RichText::new(why.text()).small().color(theme::ERROR));
            None
        }
        DatabaseView::Position {
            node,
            side,
            left,
            result,
            moves,
        } => {
            let (words, winner) = result_words(P::KIND, *side, *result, *left);
            let color = winner.map_or(theme::TEXT, |winner| P::LOOK.score[winner.index()]);
            ui.add(egui::Label::new(RichText::new(words).strong().color(color)).wrap())
                .on_hover_text(s::TABLEBASE_TIP);
            ui.label(
                RichText::new(s::TABLEBASE_MOVES)
                    .small()
                    .color(theme::TEXT_WEAK),
            );
            // The list takes what the section's room leaves below the words.
            let used = ui.cursor().top() - ui.max_rect().top();
            let list_height = (height - used).max(3.0 * ROW);
            let mut request = None;
            egui::ScrollArea::vertical()
                .id_salt("database moves")
                .max_height(list_height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for listed in moves {
                        if move_row(ui, listed) {
                            request = Some((*node, listed.mv));
                        }
                    }
                });
            request
        }
    }
}

/// One move of the list: its text (clickable), its result for the side that
/// plays it and its distance to the next take. Returns whether it was clicked.
fn move_row<M>(ui: &mut Ui, listed: &ListedMove<M>) -> bool {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(vec2(width, ROW), Sense::hover());
    let mut row = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::left_to_right(egui::Align::Center)),
    );
    row.set_clip_rect(rect.intersect(ui.clip_rect()));
    let (word, color) = match listed.result {
        DbResult::Win { .. } => (s::TABLEBASE_MOVE_WIN, theme::GOOD),
        DbResult::Loss { .. } => (s::TABLEBASE_MOVE_LOSS, theme::ERROR),
        DbResult::Draw => (s::TABLEBASE_MOVE_DRAW, theme::TEXT),
        DbResult::CursedWin { .. } | DbResult::BlessedLoss { .. } => {
            (s::TABLEBASE_MOVE_RULE, theme::TEXT_WEAK)
        }
    };
    let distance = match listed.result.plies() {
        Some(_) if listed.takes => s::TABLEBASE_TAKES.to_string(),
        Some(plies) => s::tablebase_plies(plies),
        None => String::new(),
    };
    let response = cell(&mut row, 96.0, |ui| {
        ui.add(egui::Label::new(RichText::new(&listed.text).monospace()).sense(Sense::click()))
    })
    .on_hover_cursor(egui::CursorIcon::PointingHand);
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Button,
            true,
            s::tablebase_move_label(&listed.text),
        )
    });
    let word_width = 150.0_f32.min(row.available_width() * 0.6);
    cell(&mut row, word_width, |ui| {
        ui.add(egui::Label::new(RichText::new(word).color(color)).truncate())
    });
    row.label(RichText::new(distance).small().color(theme::TEXT_WEAK));
    response.clicked()
}

/// A column of a row `width` wide, its content from the left.
fn cell(row: &mut Ui, width: f32, add: impl FnOnce(&mut Ui) -> egui::Response) -> egui::Response {
    row.allocate_ui_with_layout(
        vec2(width, ROW),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(width);
            ui.set_max_width(width);
            add(ui)
        },
    )
    .inner
}
