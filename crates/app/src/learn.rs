//! "Learn from mistakes" after a review: one side's mistakes (`?`) and blunders
//! (`??`) of the main line, one after the other, each as the position before it
//! in which the user looks for a better move. A move tried there is judged as the
//! review judges a move ([`bernstein_analysis::review::judge_last_move`]) on a thread
//! of its own: one the review would not mark solves the task and stays in the
//! tree as a variation; a poorer one is taken back and the user tries again, or
//! asks for the solution (the review's better move) or skips. While a task is
//! open the engine's judgement of the position stays hidden, as on lichess.

use std::sync::Arc;

use crate::background::Background;
use crate::board::BoardGame;
use crate::session::{Session, TreeEdit};
use crate::strings as s;
use crate::theme;
use bernstein_analysis::review::{REVIEW_NODES, TriedMove, Verdict, judge_last_move};
use bernstein_engine::Oracle;
use bernstein_records::Judgement;
use bernstein_records::tree::NodeId;
use bernstein_rules::{GameKind, Side};

/// Whether a review's mark makes a task: mistakes and blunders, not inaccuracies.
fn is_task(judgement: Judgement) -> bool {
    matches!(judgement, Judgement::Mistake | Judgement::Blunder)
}

/// The main line's moves marked `?` or `??`, in the order played, each with the
/// side that made it.
fn task_moves<P: BoardGame>(session: &Session<P>) -> impl Iterator<Item = (NodeId, Side)> {
    session.tree.main_line().into_iter().filter_map(|node| {
        let marked = session
            .tree
            .annotation(node)
            .and_then(|annotation| annotation.judgement)
            .is_some_and(is_task);
        let before = session.tree.parent(node).filter(|_| marked)?;
        Some((node, session.position(before).side_to_move()))
    })
}

/// The main line's moves of `side` marked `?` or `??`, in the order played.
pub fn tasks<P: BoardGame>(session: &Session<P>, side: Side) -> Vec<NodeId> {
    task_moves(session)
        .filter(|&(_, mover)| mover == side)
        .map(|(node, _)| node)
        .collect()
}

/// The sides with tasks, in one walk over the main line (the panel asks each
/// frame).
pub fn sides_with_tasks<P: BoardGame>(session: &Session<P>) -> [bool; 2] {
    let mut sides = [false; 2];
    for (_, mover) in task_moves(session) {
        sides[mover.index()] = true;
    }
    sides
}

/// What the last try (or the user's request) came to, for the card.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    /// The move tried is the one of the game.
    GameMove(String),
    /// The move tried is being judged.
    Checking(String),
    /// Solved: the engine's own move, or one as good.
    Found { tried: String, best: bool },
    /// The move tried would be marked so: taken back, to try again.
    NotBetter { tried: String, verdict: Verdict },
    /// The review's better move, shown on request.
    Solution(String),
}

/// A move tried being judged on its thread (stopped when the try is dropped).
struct Trial<P: BoardGame> {
    node: NodeId,
    /// The move's node was made by this try (a wrong one is taken back).
    new: bool,
    job: Background<TriedMove<P::Move>>,
}

/// One side's tasks and how far the user came.
pub struct Learning<P: BoardGame> {
    side: Side,
    tasks: Vec<NodeId>,
    index: usize,
    /// Tasks the user solved without the solution.
    found: usize,
    /// The task shown is solved (found or shown): next comes the next one.
    solved: bool,
    /// The user asked for a hint in the task shown: finding it then is not
    /// counted as found alone.
    helped: bool,
    feedback: Option<Feedback>,
    trial: Option<Trial<P>>,
}

/// What the analysis panel shows of the learning.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnView {
    pub side: Side,
    /// The task shown (1-based) and the tasks in all.
    pub number: usize,
    pub total: usize,
    /// The move of the game, numbered and marked ("30. a1-a4??").
    pub game_move: String,
    pub feedback: Option<Feedback>,
    pub solved: bool,
    /// The board shows the task's position.
    pub at_task: bool,
    /// Every task is behind the user: `found` of `total` solved without help.
    pub done: bool,
    pub found: usize,
    /// The engine's judgement stays hidden ([`Learning::hides_engine`]).
    pub hides_engine: bool,
}

/// What the user asked of the learning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnRequest {
    Start(Side),
    ShowSolution,
    /// The next task (after a solved one, or skipping this one).
    Next,
    BackToTask,
    Stop,
}

impl<P: BoardGame> Learning<P> {
    /// The first of `side`'s tasks on the board; `None` when it has none.
    pub fn start(session: &mut Session<P>, side: Side) -> Option<Learning<P>> {
        let tasks = tasks(session, side);
        if tasks.is_empty() {
            return None;
        }
        let learning = Learning {
            side,
            tasks,
            index: 0,
            found: 0,
            solved: false,
            helped: false,
            feedback: None,
            trial: None,
        };
        learning.show_task(session);
        Some(learning)
    }

    /// The marked move of the task shown, while one is.
    fn task(&self) -> Option<NodeId> {
        self.tasks.get(self.index).copied()
    }

    /// The position of the task shown: the one before its marked move.
    fn task_position(&self, session: &Session<P>) -> Option<NodeId> {
        self.task().and_then(|node| session.tree.parent(node))
    }

    fn show_task(&self, session: &mut Session<P>) {
        if let Some(position) = self.task_position(session) {
            session.go_to(position);
        }
    }

    /// Whether the engine's judgement of the position must stay hidden: while a
    /// task waits for its move.
    pub fn hides_engine(&self) -> bool {
        self.task().is_some() && !self.solved
    }

    /// A move the user played (at `node`, made new by this move when `new`): a try
    /// when it was played in the task's position while the task is open.
    pub fn on_move(
        &mut self,
        session: &mut Session<P>,
        node: NodeId,
        new: bool,
        oracle: Option<Arc<dyn Oracle<P>>>,
    ) {
        let Some(task) = self.task() else {
            return;
        };
        if self.solved || session.tree.parent(node) != self.task_position(session) {
            return;
        }
        let tried = session.tree.move_text(node).unwrap_or_default().to_string();
        // A try still being judged gives way to the newer one: its move is taken
        // back, unless it is the move tried again (then made by the first try).
        let mut new = new;
        if let Some(again) = self.trial.take_if(|trial| trial.node == node) {
            new |= again.new;
        }
        self.take_back_trial(session);
        if node == task {
            self.feedback = Some(Feedback::GameMove(tried));
            self.show_task(session);
            return;
        }
        let game = session.game_to(node);
        let job = Background::start(
            "bernstein-learn",
            move |stop, _| judge_last_move(&game, REVIEW_NODES, oracle, stop),
            || {},
        );
        if job.is_stopped() {
            return;
        }
        self.feedback = Some(Feedback::Checking(tried));
        self.trial = Some(Trial { node, new, job });
    }

    /// Ends a try still being judged, taking its move back.
    fn take_back_trial(&mut self, session: &mut Session<P>) {
        if let Some(trial) = self.trial.take()
            && trial.new
            && session.tree.contains(trial.node)
        {
            session.edit(TreeEdit::DeleteFrom(trial.node));
        }
    }

    /// Whether a move tried is being judged (the app polls until it is).
    pub fn judging(&self) -> bool {
        self.trial.is_some()
    }

    /// Takes a judged try into the task (non-blocking).
    pub fn poll(&mut self, session: &mut Session<P>) {
        let Some(trial) = &self.trial else {
            return;
        };
        let Some(judged) = trial.job.take_result() else {
            return;
        };
        let trial = self.trial.take().expect("a trial");
        // The tree may have changed meanwhile: a try whose move is gone is void.
        let Some(tried) = session.tree.move_text(trial.node).map(str::to_string) else {
            self.feedback = None;
            return;
        };
        match judged.verdict {
            None => {
                let best = judged.best == session.move_at(trial.node);
                self.feedback = Some(Feedback::Found { tried, best });
                if !self.helped {
                    self.found += 1;
                }
                self.solved = true;
            }
            Some(verdict) => {
                self.feedback = Some(Feedback::NotBetter { tried, verdict });
                if trial.new {
                    session.edit(TreeEdit::DeleteFrom(trial.node));
                }
                self.show_task(session);
            }
        }
    }

    /// Plays the review's better move in the task's position.
    pub fn show_solution(&mut self, session: &mut Session<P>) {
        let (Some(task), Some(position)) = (self.task(), self.task_position(session)) else {
            return;
        };
        self.take_back_trial(session);
        let Some(better) = session
            .tree
            .annotation(task)
            .and_then(|annotation| annotation.better.clone())
        else {
            return;
        };
        session.go_to(position);
        let Ok(mv) = session.position(position).parse_move(&better) else {
            return;
        };
        if session.play(mv).is_ok() {
            self.feedback = Some(Feedback::Solution(better));
            self.solved = true;
        }
    }

    /// The next task, solved or not; after the last, the summary.
    pub fn next(&mut self, session: &mut Session<P>) {
        self.take_back_trial(session);
        self.index = (self.index + 1).min(self.tasks.len());
        // Tasks whose moves were deleted meanwhile are passed over.
        while self.task().is_some_and(|task| !session.tree.contains(task)) {
            self.index += 1;
        }
        self.solved = false;
        self.helped = false;
        self.feedback = None;
        self.show_task(session);
    }

    /// The user asked for a hint while the task is open.
    pub fn note_hint(&mut self) {
        if self.hides_engine() {
            self.helped = true;
        }
    }

    pub fn back_to_task(&self, session: &mut Session<P>) {
        self.show_task(session);
    }

    /// Ends the learning: a try still being judged is taken back.
    pub fn stop(mut self, session: &mut Session<P>) {
        self.take_back_trial(session);
    }

    pub fn view(&self, session: &Session<P>) -> LearnView {
        let shown = self.task().or(self.tasks.last().copied());
        let game_move = shown
            .filter(|&node| session.tree.contains(node))
            .map(|node| {
                let (number, second) = session.move_number(node);
                let glyph = session
                    .tree
                    .annotation(node)
                    .and_then(|annotation| annotation.judgement)
                    .map_or("", Judgement::glyph);
                let text = session.tree.move_text(node).unwrap_or_default();
                if second {
                    format!("{number}…\u{a0}{text}{glyph}")
                } else {
                    format!("{number}.\u{a0}{text}{glyph}")
                }
            })
            .unwrap_or_default();
        LearnView {
            side: self.side,
            number: (self.index + 1).min(self.tasks.len()),
            total: self.tasks.len(),
            game_move,
            feedback: self.feedback.clone(),
            solved: self.solved,
            at_task: self.task_position(session) == Some(session.current),
            done: self.task().is_none(),
            found: self.found,
            hides_engine: self.hides_engine(),
        }
    }
}

/// The learning's card in the analysis panel: the task, what the last try came
/// to, and the buttons; or, once every task is behind the user, how many were
/// found.
pub fn learn_ui(ui: &mut egui::Ui, kind: GameKind, view: &LearnView) -> Option<LearnRequest> {
    let mut request = None;
    let side = s::side_name(kind, view.side);
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(egui::RichText::new(s::learn_title(&side)).strong());
        if view.done {
            ui.add(egui::Label::new(s::learn_done(view.found, view.total)).wrap());
        } else {
            ui.add(
                egui::Label::new(s::learn_task(view.number, view.total, &view.game_move)).wrap(),
            );
            if !view.solved {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(s::learn_prompt(&side)).color(theme::TEXT_WEAK),
                    )
                    .wrap(),
                );
            }
        }
        if let Some(feedback) = &view.feedback {
            let (text, color) = feedback_words(feedback);
            ui.add(egui::Label::new(egui::RichText::new(&text).color(color)).wrap())
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
        }
        ui.horizontal_wrapped(|ui| {
            if !view.done {
                if view.solved {
                    if ui.button(s::LEARN_NEXT).clicked() {
                        request = Some(LearnRequest::Next);
                    }
                } else {
                    if ui.button(s::LEARN_SHOW_SOLUTION).clicked() {
                        request = Some(LearnRequest::ShowSolution);
                    }
                    if ui.button(s::LEARN_SKIP).clicked() {
                        request = Some(LearnRequest::Next);
                    }
                    if !view.at_task && ui.button(s::LEARN_BACK).clicked() {
                        request = Some(LearnRequest::BackToTask);
                    }
                }
            }
            if ui.button(s::LEARN_STOP).clicked() {
                request = Some(LearnRequest::Stop);
            }
        });
    });
    request
}

/// The buttons that start the learning, for each side with tasks.
pub fn start_ui(ui: &mut egui::Ui, kind: GameKind, sides: [bool; 2]) -> Option<LearnRequest> {
    let mut request = None;
    if sides == [false, false] {
        return None;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(s::LEARN_START).small());
        for side in Side::BOTH.into_iter().filter(|side| sides[side.index()]) {
            let name = s::side_name(kind, side);
            let button = ui.small_button(&name);
            let label = s::learn_title(&name);
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if button.on_hover_text(s::learn_start_tip(&name)).clicked() {
                request = Some(LearnRequest::Start(side));
            }
        }
    });
    request
}

/// A try's outcome in words, and its colour.
fn feedback_words(feedback: &Feedback) -> (String, egui::Color32) {
    match feedback {
        Feedback::GameMove(tried) => (s::learn_game_move(tried), theme::AMBER),
        Feedback::Checking(tried) => (s::learn_checking(tried), theme::TEXT_WEAK),
        Feedback::Found { tried, best: true } => (s::learn_best(tried), theme::GOOD),
        Feedback::Found { tried, best: false } => (s::learn_good(tried), theme::GOOD),
        Feedback::NotBetter { tried, verdict } => {
            (s::learn_not_better(tried, *verdict), theme::AMBER)
        }
        Feedback::Solution(better) => (s::learn_solution(better), theme::TEXT_WEAK),
    }
}
