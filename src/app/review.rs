//! "Review game" in the app: the review ([`crate::analysis::review`]) of the main
//! line on a thread of its own at the review's fixed nodes per position, its
//! progress for the progress bar, and its findings written into the move tree
//! (judgements, evaluations, better moves) and the evaluation graph once it is
//! done. Nothing waits: the app polls each frame.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::analysis::review::{GameReview, REVIEW_NODES, SideSummary, review_game};
use crate::app::background::Background;
use crate::app::board::BoardGame;
use crate::app::learn::{self, LearnRequest, LearnView};
use crate::app::session::Session;
use crate::app::strings as s;
use crate::engine::Oracle;
use crate::records::Judgement;
use crate::records::tree::NodeId;
use crate::rules::Side;

/// A review running in the background for the main line as it was when it started.
pub struct ReviewJob<P: BoardGame> {
    /// The main line's nodes, each move's node in order.
    line: Vec<NodeId>,
    /// Searches done and planned (the plan grows when marks are checked).
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    job: Background<GameReview<P::Move>>,
}

impl<P: BoardGame> ReviewJob<P> {
    /// Starts reviewing the session's main line; `notify` runs on the review's
    /// thread after each position (e.g. to repaint).
    /// With an `oracle` (Mühle's endgame database) its positions are judged by it.
    pub fn start(
        session: &Session<P>,
        oracle: Option<Arc<dyn Oracle<P>>>,
        notify: impl Fn() + Send + 'static,
    ) -> ReviewJob<P> {
        let line = session.tree.main_line();
        let game = session.game_to(line.last().copied().unwrap_or(session.current));
        let done = Arc::new(AtomicUsize::new(0));
        let total = Arc::new(AtomicUsize::new(line.len() + 1));
        let (thread_done, thread_total) = (done.clone(), total.clone());
        let job = Background::start(
            "bernstein-review",
            move |stop, notify| {
                review_game(&game, REVIEW_NODES, oracle, stop, |done, total| {
                    thread_total.store(total, Ordering::Relaxed);
                    thread_done.store(done, Ordering::Relaxed);
                    notify();
                })
            },
            notify,
        );
        ReviewJob {
            line,
            done,
            total,
            job,
        }
    }

    /// Searches done so far and in all.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// Whether the review was stopped (or could not start).
    pub fn is_stopped(&self) -> bool {
        self.job.is_stopped()
    }

    /// The finished review, once (non-blocking).
    pub fn take_result(&self) -> Option<GameReview<P::Move>> {
        self.job.take_result()
    }

    /// Writes a finished review into the session: each main-line move gets its
    /// judgement, evaluation and better move, and the graph its evaluations. Moves
    /// deleted meanwhile are skipped. Returns the per-side summary.
    pub fn apply(
        &self,
        session: &mut Session<P>,
        review: &GameReview<P::Move>,
    ) -> [SideSummary; 2] {
        session.write_review(&self.line, review);
        for (ply, (&node, reviewed)) in self.line.iter().zip(&review.moves).enumerate() {
            if session.tree.contains(node) && session.tree.ply(node) == ply + 1 {
                session.evals.insert(node, reviewed.score_after);
            }
        }
        session
            .evals
            .insert(crate::records::MoveTree::ROOT, review.score_at_start);
        review.summary
    }
}

/// What the analysis panel shows of the review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewView {
    /// Positions searched and in all, while a review runs.
    pub running: Option<(usize, usize)>,
    /// The counts and accuracy of each side after the last review.
    pub summary: Option<[SideSummary; 2]>,
    /// Learning from mistakes, while the user does.
    pub learning: Option<LearnView>,
    /// The sides with mistakes or blunders to learn from.
    pub learnable: [bool; 2],
}

/// The colour of a review's mark, as lichess shows them: `?!` yellow, `?`
/// orange, `??` red; `None` for the user's own `!`, `!!`, `!?`.
pub fn judgement_color(judgement: Judgement) -> Option<egui::Color32> {
    match judgement {
        Judgement::Inaccuracy => Some(egui::Color32::from_rgb(0xe6, 0xc5, 0x3c)),
        Judgement::Mistake => Some(egui::Color32::from_rgb(0xe6, 0x8a, 0x2e)),
        Judgement::Blunder => Some(egui::Color32::from_rgb(0xdb, 0x44, 0x3b)),
        Judgement::Good | Judgement::Brilliant | Judgement::Interesting => None,
    }
}

impl ReviewView {
    /// Whether the engine's judgement of the position stays hidden: a task of
    /// the learning waits for the user's move.
    pub fn hides_engine(&self) -> bool {
        self.learning
            .as_ref()
            .is_some_and(|learning| learning.hides_engine)
    }
}

/// What the user asked of the review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewRequest {
    Start,
    Stop,
    Learn(LearnRequest),
}

/// The review's part of the analysis: the button that starts it, its progress
/// bar in the button's place while it runs (with a button to stop it), and each
/// side's counts and accuracy below. The room for the two sides' lines is kept from
/// the moment a review starts, so that its end moves nothing. Below them, the
/// buttons that start learning from a side's mistakes; while the user learns, the
/// learning's card takes the review's place.
pub fn review_ui(
    ui: &mut egui::Ui,
    kind: crate::rules::GameKind,
    review: &ReviewView,
) -> Option<ReviewRequest> {
    if let Some(learning) = &review.learning {
        return learn::learn_ui(ui, kind, learning).map(ReviewRequest::Learn);
    }
    let mut request = None;
    match review.running {
        Some((done, total)) => {
            ui.horizontal(|ui| {
                let fraction = done as f32 / total.max(1) as f32;
                let stop = ui.button(s::REVIEW_STOP);
                ui.add(
                    egui::ProgressBar::new(fraction)
                        .text(s::review_progress(done, total))
                        .desired_width(ui.available_width()),
                );
                if stop.clicked() {
                    request = Some(ReviewRequest::Stop);
                }
            });
        }
        None => {
            if ui
                .button(s::REVIEW_GAME)
                .on_hover_text(s::TIP_REVIEW_GAME)
                .clicked()
            {
                request = Some(ReviewRequest::Start);
            }
        }
    }
    if review.running.is_some() || review.summary.is_some() {
        summary_lines(ui, kind, review);
    }
    if review.running.is_none()
        && let Some(start) = learn::start_ui(ui, kind, review.learnable)
    {
        request = Some(ReviewRequest::Learn(start));
    }
    request
}

/// Each side's counts and accuracy, in room kept from the review's start.
fn summary_lines(ui: &mut egui::Ui, kind: crate::rules::GameKind, review: &ReviewView) {
    let line = ui.text_style_height(&egui::TextStyle::Small);
    let room = 2.0 * line + ui.spacing().item_spacing.y;
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        egui::vec2(width, room),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_size(egui::vec2(width, room));
            let Some(summary) = review.summary else {
                return;
            };
            for side in Side::BOTH {
                let counts = summary[side.index()];
                let accuracy = counts.accuracy.unwrap_or(100.0);
                let text = s::review_summary(
                    &s::side_name(kind, side),
                    counts.inaccuracies,
                    counts.mistakes,
                    counts.blunders,
                    accuracy,
                );
                ui.add(egui::Label::new(egui::RichText::new(&text).small()).wrap())
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
            }
        },
    );
}
