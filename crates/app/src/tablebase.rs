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
use std::time::{Duration, Instant};

use egui::{RichText, Sense, Ui, vec2};

use crate::board::{BoardGame, Verdict};
use crate::session::Session;
use crate::strings::{self as s, Wording};
use crate::theme;
use bernstein_engine::{Level, Oracle};
use bernstein_records::PlayerKind;
use bernstein_records::tree::NodeId;
use bernstein_rules::muehle::{Move, Muehle};
use bernstein_rules::{GameKind, Position, Side};
use bernstein_tablebase::{
    self as tablebase, DEFAULT_STONES, DbResult, Endgame, Event, GenerateError, MoveValue,
    Tablebase, Variant,
};

/// Where one rule variant's database stands.
#[derive(Clone)]
enum State {
    /// Being loaded, or generated (how far, once known), with the tables
    /// complete so far (those of fewer stones) already in use.
    Preparing {
        done: Option<Generation>,
        ready: Option<Arc<Tablebase>>,
    },
    Ready(Arc<Tablebase>),
    /// It could not be generated (the reason, in the user's words).
    Failed(Wording),
}

/// How far a generation has come, for the progress shown until it ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Generation {
    /// The share of the whole generation done (0…1).
    pub done: f64,
    /// The table being generated (stones of the side to move, of the other),
    /// its number among those planned (from 1), and how many are planned.
    pub table: (usize, usize),
    pub number: usize,
    pub count: usize,
    /// The time left, estimated from the time spent so far (pauses left out),
    /// once there is enough to go by.
    pub left: Option<Duration>,
    pub paused: bool,
}

/// The generation's clock: the time it worked, its pauses left out.
struct Worked {
    since: Option<Instant>,
    before: Duration,
}

impl Worked {
    fn total(&self) -> Duration {
        self.before + self.since.map_or(Duration::ZERO, |since| since.elapsed())
    }

    fn pause(&mut self) {
        if let Some(since) = self.since.take() {
            self.before += since.elapsed();
        }
    }

    fn resume(&mut self) {
        self.since.get_or_insert_with(Instant::now);
    }
}

/// Waits while the generation is `paused` (and not stopped), its clock stopped
/// meanwhile.
fn wait_while_paused(paused: &AtomicBool, stop: &AtomicBool, worked: &Mutex<Worked>) {
    if let Ok(mut worked) = worked.lock() {
        worked.pause();
    }
    while paused.load(Ordering::Relaxed) && !stop.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(50));
    }
    if let Ok(mut worked) = worked.lock() {
        worked.resume();
    }
}

/// The time left of a generation `done` (0…1) after working `worked`: what the
/// same pace gives, once 1 % is done (before that, nothing to go by).
fn time_left(done: f64, worked: Duration) -> Option<Duration> {
    (0.01..1.0)
        .contains(&done)
        .then(|| worked.mul_f64((1.0 - done) / done))
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
    /// The user paused the generation: it waits between two steps.
    paused: Arc<AtomicBool>,
    /// The lengths of the wins of the last position asked about: following the
    /// database's line to the end takes a few milliseconds, too long for every
    /// frame.
    lengths: Arc<Mutex<Option<Lengths>>>,
}

/// The plies to the game's end of a position and after each of its moves (in
/// the database's order; 0 after a move that ends it), as
/// [`Tablebase::plies_to_end`] counts them.
struct Lengths {
    position: Muehle,
    own: Option<u32>,
    after_moves: Vec<Option<u32>>,
}

impl Databases {
    pub fn new(data_dir: Option<PathBuf>) -> Databases {
        Databases {
            data_dir,
            registry: Arc::new(Mutex::new(Registry::default())),
            stop: Arc::new(AtomicBool::new(false)),
            paused: Arc::new(AtomicBool::new(false)),
            lengths: Arc::new(Mutex::new(None)),
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

    /// Pauses a generation that runs (it waits after its current step, its
    /// core free), or lets it go on.
    pub fn set_paused(&self, paused: bool) {
        self.paused.store(paused, Ordering::Relaxed);
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
        let paused = self.paused.clone();
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
                // The tables planned and how many of them are done; the clock.
                let plan = Mutex::new((Vec::new(), 0usize));
                let worked = Mutex::new(Worked {
                    since: Some(Instant::now()),
                    before: Duration::ZERO,
                });
                let progress = |table: (usize, usize), done: f64, paused: bool| {
                    let (count, number) = plan
                        .lock()
                        .map(|plan| (plan.0.len(), plan.1 + 1))
                        .unwrap_or((0, 0));
                    let worked = worked.lock().map(|w| w.total()).unwrap_or_default();
                    let ready = ready.lock().ok().and_then(|ready| ready.clone());
                    set(State::Preparing {
                        done: Some(Generation {
                            done,
                            table,
                            number: number.min(count.max(1)),
                            count,
                            left: time_left(done, worked),
                            paused,
                        }),
                        ready,
                    });
                    ctx.request_repaint();
                };
                let report = |event: Event| match event {
                    Event::Progress { table, done } => {
                        // Paused: the generation waits here, between two steps,
                        // and the progress says so.
                        if paused.load(Ordering::Relaxed) {
                            progress(table, done, true);
                            wait_while_paused(&paused, &stop, &worked);
                            progress(table, done, false);
                        }
                        // A repaint per half percent, not per step.
                        let step = (done * 200.0) as i64;
                        if let Ok(mut shown) = shown.lock()
                            && *shown != step
                        {
                            *shown = step;
                            progress(table, done, false);
                        }
                    }
                    Event::Planned(tables) => {
                        if let Ok(mut plan) = plan.lock() {
                            *plan = (tables, 0);
                        }
                    }
                    Event::Generated(report) => {
                        // A planned entry is a table with its mirror table, the
                        // smaller side first: counted once.
                        if report.table.0 <= report.table.1
                            && let Ok(mut plan) = plan.lock()
                        {
                            plan.1 += 1;
                        }
                        // k against k completes the tables of k stones: use them.
                        if report.table.0 == report.table.1
                            && let Ok(mut ready) = ready.lock()
                        {
                            *ready = Tablebase::open_available(&folder, variant).map(Arc::new);
                        }
                    }
                    Event::Refused { path, error, .. } => {
                        let file = path.display().to_string();
                        note(Wording::from(move || {
                            s::tablebase_refused(&file, &crate::i18n::say(&error))
                        }));
                        ctx.request_repaint();
                    }
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
        // The larger tables' generation goes on: its progress stays in sight.
        let generating = done.flatten();
        let history = session.history(session.current);
        let mut path = history.to_vec();
        path.push(muehle.hash());
        let values = base.moves(muehle)?;
        let lengths = self.lengths_of(&base, muehle, &values);
        let moves = values
            .into_iter()
            .zip(lengths.after_moves)
            .map(|(value, after)| {
                let result = shown_result(muehle, &value, &path);
                ListedMove {
                    mv: value.mv,
                    text: muehle.move_to_text(value.mv),
                    result,
                    takes: value.takes,
                    // The move's own ply, then the line after it.
                    to_end: result.plies().and(after).map(|after| after + 1),
                }
            })
            .collect();
        Some(DatabaseView::Position {
            node: session.current,
            side: muehle.side_to_move(),
            left: tablebase::LIMIT.saturating_sub(muehle.plies_since_removal()),
            result,
            to_end: lengths.own,
            moves,
            generating,
            on_board: true,
        })
    }

    /// The lengths of the wins from `position` and after each of its `moves`,
    /// kept for the position last asked about.
    fn lengths_of(&self, base: &Tablebase, position: &Muehle, moves: &[MoveValue]) -> Lengths {
        let mut kept = self
            .lengths
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(lengths) = kept.as_ref().filter(|kept| kept.position == *position) {
            return Lengths {
                position: position.clone(),
                own: lengths.own,
                after_moves: lengths.after_moves.clone(),
            };
        }
        let after_moves: Vec<Option<u32>> = moves
            .iter()
            .map(|value| {
                if value.after.is_none() {
                    // The move ends the game.
                    return Some(0);
                }
                let mut after = position.clone();
                after.play_unchecked(value.mv);
                base.plies_to_end(&after)
            })
            .collect();
        let lengths = Lengths {
            position: position.clone(),
            own: base.plies_to_end(position),
            after_moves,
        };
        *kept = Some(Lengths {
            position: position.clone(),
            own: lengths.own,
            after_moves: lengths.after_moves.clone(),
        });
        lengths
    }
}

/// A distance in plies as the moves of the side that makes the last of them (the
/// winner's, counted from the side to move): 7 plies, White to move and winning,
/// are White's 4 moves; 6 plies, White to move and losing, Black's 3.
pub fn winners_moves(plies: u32) -> u32 {
    plies.div_ceil(2)
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

/// One move of the database's list.
#[derive(Clone, Debug)]
pub struct ListedMove<M> {
    pub mv: M,
    pub text: String,
    /// For the side that plays it; the plies counted from before it.
    pub result: DbResult,
    pub takes: bool,
    /// The plies to the game's end after it along the database's line, counted
    /// from before it (won or lost moves only).
    pub to_end: Option<u32>,
}

/// The database's part of the analysis panel.
#[derive(Clone, Debug)]
pub enum DatabaseView<M> {
    Preparing {
        done: Option<Generation>,
    },
    Failed(Wording),
    /// A position the database knows.
    Position {
        node: NodeId,
        side: Side,
        /// The plies the 50-move rule leaves before the next take.
        left: u32,
        result: DbResult,
        /// The plies to the game's end along the database's line (won or lost).
        to_end: Option<u32>,
        moves: Vec<ListedMove<M>>,
        /// The larger tables still being generated.
        generating: Option<Generation>,
        /// Whether the moves' verdicts show on the board too.
        on_board: bool,
    },
}

impl<M: Copy> DatabaseView<M> {
    /// Whether it answers for the position shown (the search's lines are not needed).
    pub fn answers(&self) -> bool {
        matches!(self, DatabaseView::Position { .. })
    }

    /// Shows the moves' verdicts on the board too, or not.
    pub fn set_on_board(&mut self, shown: bool) {
        if let DatabaseView::Position { on_board, .. } = self {
            *on_board = shown;
        }
    }

    /// What each move leads to, for the board, where the database answers.
    pub fn verdicts(&self) -> Vec<(M, Verdict)> {
        let DatabaseView::Position { moves, .. } = self else {
            return Vec::new();
        };
        moves
            .iter()
            .map(|listed| {
                let moves = listed.to_end.or(listed.result.plies()).map(winners_moves);
                let verdict = match (listed.result, moves) {
                    (DbResult::Win { .. }, Some(moves)) => Verdict::Win(moves),
                    (DbResult::Loss { .. }, Some(moves)) => Verdict::Loss(moves),
                    _ => Verdict::Draw,
                };
                (listed.mv, verdict)
            })
            .collect()
    }
}

/// The result in words, from the side to move's result: "Database: White wins in
/// 12 moves, the next take in 3 moves" (the winner's moves; the take only where
/// it does not end the game).
fn result_words(
    kind: GameKind,
    side: Side,
    result: DbResult,
    left: u32,
    to_end: Option<u32>,
) -> (String, Option<Side>) {
    let name = |side: Side| s::side_name(kind, side);
    let wins = |winner: Side, take: u32| {
        let end = to_end.unwrap_or(take);
        let take = (end > take).then_some(winners_moves(take));
        s::tablebase_wins(&name(winner), winners_moves(end), take)
    };
    match result {
        DbResult::Win { plies } => (wins(side, plies), Some(side)),
        DbResult::Loss { plies } => (wins(side.other(), plies), Some(side.other())),
        DbResult::Draw => (s::TABLEBASE_DRAW.to_string(), None),
        DbResult::CursedWin { needs } | DbResult::BlessedLoss { needs } => {
            let winner = if matches!(result, DbResult::CursedWin { .. }) {
                side
            } else {
                side.other()
            };
            let mut words = s::tablebase_rule_saves(&name(winner), &name(winner.other()));
            if let Some(needs) = needs {
                words.push_str(&format!(
                    " ({})",
                    s::tablebase_needs(winners_moves(needs), left / 2)
                ));
            }
            (words, None)
        }
    }
}

/// Height of a row of the move list.
const ROW: f32 = 20.0;

/// What the user asked of the database's section.
pub enum DatabaseRequest<M> {
    /// Play the move clicked, from the node shown.
    Play(NodeId, M),
    /// Pause the generation (true) or let it go on.
    Pause(bool),
    /// Show the moves' verdicts on the board (true) or not.
    OnBoard(bool),
}

/// The generation's progress: a bar with the table being generated, the share
/// done and the time left, and the button that pauses it or lets it go on.
/// Returns the button's request.
fn generation_row(ui: &mut Ui, generation: Option<&Generation>) -> Option<bool> {
    let Some(generation) = generation else {
        ui.add(
            egui::ProgressBar::new(0.0)
                .text(s::TABLEBASE_LOADING.to_string())
                .desired_width(ui.available_width()),
        )
        .on_hover_text(s::TABLEBASE_TIP);
        return None;
    };
    let mut request = None;
    let percent = generation.done * 100.0;
    let left = match generation.left {
        _ if generation.paused => s::TABLEBASE_PAUSED.to_string(),
        Some(left) => s::tablebase_time_left(left.as_secs()),
        None => String::new(),
    };
    ui.horizontal(|ui| {
        let (icon, tip, next) = if generation.paused {
            ("▶", s::TABLEBASE_RESUME, false)
        } else {
            ("⏸", s::TABLEBASE_PAUSE, true)
        };
        let button = ui
            .add(egui::Button::new(icon).min_size(vec2(22.0, 18.0)))
            .on_hover_text(tip.to_string());
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, tip.to_string()));
        if button.clicked() {
            request = Some(next);
        }
        let text = s::tablebase_generating(generation.number, generation.count, percent, &left);
        ui.add(
            egui::ProgressBar::new(generation.done as f32)
                .text(RichText::new(&text).small())
                .desired_width(ui.available_width()),
        )
        .on_hover_text(format!(
            "{}\n{}",
            s::tablebase_table(
                generation.number,
                generation.count,
                generation.table.0,
                generation.table.1
            ),
            s::TABLEBASE_TIP
        ))
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &text));
    });
    request
}

/// Draws the database's section; returns the move clicked with the node it is
/// played from, a pause asked for, or the board's marks switched. `height`: the
/// room the section may take (its list scrolls within it).
pub fn section<P: BoardGame>(
    ui: &mut Ui,
    view: &DatabaseView<P::Move>,
    height: f32,
) -> Option<DatabaseRequest<P::Move>> {
    match view {
        DatabaseView::Preparing { done } => {
            generation_row(ui, done.as_ref()).map(DatabaseRequest::Pause)
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
            to_end,
            moves,
            generating,
            on_board,
        } => {
            let mut request = generating
                .as_ref()
                .and_then(|generating| generation_row(ui, Some(generating)))
                .map(DatabaseRequest::Pause);
            let (words, winner) = result_words(P::KIND, *side, *result, *left, *to_end);
            let color = winner.map_or(theme::TEXT, |winner| P::LOOK.score[winner.index()]);
            ui.add(egui::Label::new(RichText::new(words).strong().color(color)).wrap())
                .on_hover_text(s::TABLEBASE_TIP);
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(s::TABLEBASE_MOVES)
                        .small()
                        .color(theme::TEXT_WEAK),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let mut shown = *on_board;
                    if ui
                        .checkbox(&mut shown, RichText::new(s::TABLEBASE_ON_BOARD).small())
                        .on_hover_text(s::TABLEBASE_ON_BOARD_TIP)
                        .changed()
                    {
                        request = Some(DatabaseRequest::OnBoard(shown));
                    }
                });
            });
            // The list takes what the section's room leaves below the words.
            let used = ui.cursor().top() - ui.max_rect().top();
            let list_height = (height - used).max(3.0 * ROW);
            egui::ScrollArea::vertical()
                .id_salt("database moves")
                .max_height(list_height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for listed in moves {
                        if move_row(ui, listed) {
                            request = Some(DatabaseRequest::Play(*node, listed.mv));
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
    // The length of the win (or loss) after it, in the winner's moves; a take
    // says so too.
    let distance = match listed.to_end.or(listed.result.plies()) {
        Some(plies) => {
            let moves = s::tablebase_plies(winners_moves(plies));
            if listed.takes {
                format!("{} · {moves}", s::TABLEBASE_TAKES)
            } else {
                moves
            }
        }
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
