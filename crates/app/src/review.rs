//! "Review game" in the app: the review ([`bernstein_analysis::review`]) of the main
//! line on a thread of its own at the review's fixed nodes per position, its
//! progress for the progress bar, and its findings written into the move tree
//! (judgements, evaluations, better moves) and the evaluation graph once it is
//! done. Nothing waits: the app polls each frame.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::background::Background;
use crate::board::BoardGame;
use crate::learn::{self, LearnRequest, LearnView};
use crate::session::Session;
use crate::strings as s;
use crate::theme;
use bernstein_analysis::review::{GameReview, REVIEW_NODES, SideSummary, Verdict, review_game};
use bernstein_engine::Oracle;
use bernstein_records::Judgement;
use bernstein_records::tree::NodeId;
use bernstein_rules::Side;

/// A review running in the background for the main line as it was when it started.
pub struct ReviewJob<P: BoardGame> {
    /// The main line's nodes, each move's node in order.
    line: Vec<NodeId>,
    /// Searches done: each position of the line once, then those checked again.
    done: Arc<AtomicUsize>,
    /// The line's positions, each searched once before any is checked again.
    positions: usize,
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
        let positions = line.len() + 1;
        let thread_done = done.clone();
        let job = Background::start(
            "bernstein-review",
            move |stop, notify| {
                // The planned total grows with each round of checks: not shown.
                review_game(&game, REVIEW_NODES, oracle, stop, |done, _| {
                    thread_done.store(done, Ordering::Relaxed);
                    notify();
                })
            },
            notify,
        );
        ReviewJob {
            line,
            done,
            positions,
            job,
        }
    }

    /// How far the review is.
    pub fn progress(&self) -> ReviewProgress {
        ReviewProgress {
            done: self.done.load(Ordering::Relaxed),
            positions: self.positions,
        }
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
            .insert(bernstein_records::MoveTree::ROOT, review.score_at_start);
        review.summary
    }
}

/// How far a running review is: first each position of the line is searched,
/// then the moves about to be marked are checked again, in rounds whose number
/// is not known before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    /// Searches done.
    pub done: usize,
    /// The line's positions (the first round).
    pub positions: usize,
}

impl ReviewProgress {
    /// The share of the first round done (all of it while positions are checked
    /// again).
    pub fn fraction(self) -> f32 {
        self.done.min(self.positions) as f32 / self.positions.max(1) as f32
    }

    /// The progress in words: "Stellung 12 von 61", then "3 Stellungen
    /// nochmals geprüft" (no total that would jump as checks are added).
    pub fn words(self) -> String {
        if self.done > self.positions {
            s::review_checked_again(self.done - self.positions)
        } else {
            s::review_progress(self.done, self.positions)
        }
    }

    /// Whether the checks after the first round are under way.
    pub fn checking_again(self) -> bool {
        self.done > self.positions
    }
}

/// What the analysis panel shows of the review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewView {
    /// How far the review is, while one runs.
    pub running: Option<ReviewProgress>,
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
    /// Show the side's next move with this mark ([`next_marked`]).
    Next(Side, Verdict),
}

/// The review's part of the analysis: the button that starts it, its progress
/// bar in the button's place while it runs (with a button to stop it), and each
/// side's counts and accuracy below. The room for the two sides' lines is kept from
/// the moment a review starts, so that its end moves nothing. Below them, the
/// buttons that start learning from a side's mistakes; while the user learns, the
/// learning's card takes the review's place.
pub fn review_ui(
    ui: &mut egui::Ui,
    kind: bernstein_rules::GameKind,
    review: &ReviewView,
) -> Option<ReviewRequest> {
    if let Some(learning) = &review.learning {
        return learn::learn_ui(ui, kind, learning).map(ReviewRequest::Learn);
    }
    let mut request = None;
    match review.running {
        Some(progress) => {
            ui.horizontal(|ui| {
                let stop = ui.button(s::REVIEW_STOP);
                // Full while positions are checked again, turning to say it works.
                ui.add(
                    egui::ProgressBar::new(progress.fraction())
                        .text(progress.words())
                        .animate(progress.checking_again())
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
    if (review.running.is_some() || review.summary.is_some())
        && let Some(next) = summary_lines(ui, kind, review)
    {
        request = Some(next);
    }
    // The row that starts the learning has its room from the review's start
    // too, filled once the review has found mistakes.
    if review.running.is_some() || review.summary.is_some() || review.learnable != [false; 2] {
        let width = ui.available_width();
        // A button's height and a little air (the row's content is never taller).
        let room = ui.spacing().interact_size.y + 4.0;
        ui.allocate_ui_with_layout(
            egui::vec2(width, room),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.set_min_size(egui::vec2(width, room));
                if review.running.is_none()
                    && let Some(start) = learn::start_ui(ui, kind, review.learnable)
                {
                    request = Some(ReviewRequest::Learn(start));
                }
            },
        );
    }
    request
}

/// Each side's counts and accuracy, in room kept from the review's start. A
/// count above zero, in its mark's colour, shows that side's next move with the
/// mark when clicked (as lichess's summary does).
fn summary_lines(
    ui: &mut egui::Ui,
    kind: bernstein_rules::GameKind,
    review: &ReviewView,
) -> Option<ReviewRequest> {
    let line = ui.text_style_height(&egui::TextStyle::Small);
    // Two rows and the space between, with a pixel of air each: a row of
    // labels is a fraction taller than its text.
    let room = 2.0 * (line + 1.0) + ui.spacing().item_spacing.y;
    let width = ui.available_width();
    let mut request = None;
    ui.allocate_ui_with_layout(
        egui::vec2(width, room),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_size(egui::vec2(width, room));
            let Some(summary) = review.summary else {
                return;
            };
            // Rows as high as their small text, as the room kept for them.
            ui.spacing_mut().interact_size.y = line;
            for side in Side::BOTH {
                let counts = summary[side.index()];
                let name = s::side_name(kind, side);
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing.x = 0.0;
                    ui.label(egui::RichText::new(s::review_side(&name) + " ").small());
                    let marks = [
                        (Verdict::Inaccuracy, counts.inaccuracies),
                        (Verdict::Mistake, counts.mistakes),
                        (Verdict::Blunder, counts.blunders),
                    ];
                    for (index, (verdict, count)) in marks.into_iter().enumerate() {
                        if index > 0 {
                            ui.label(egui::RichText::new(", ").small());
                        }
                        if count_ui(ui, &name, verdict, count) {
                            request = Some(ReviewRequest::Next(side, verdict));
                        }
                    }
                    let accuracy = counts.accuracy.unwrap_or(100.0);
                    ui.label(
                        egui::RichText::new(format!(" {}", s::review_accuracy(accuracy))).small(),
                    );
                });
            }
        },
    );
    request
}

/// One count of a side's review line ("1 ??"); whether it was clicked.
fn count_ui(ui: &mut egui::Ui, side: &str, verdict: Verdict, count: usize) -> bool {
    let glyph = verdict.judgement().glyph();
    let text = egui::RichText::new(format!("{count} {glyph}")).small();
    let name = s::review_count(side, count, glyph);
    if count == 0 {
        ui.label(text.color(theme::TEXT_WEAK))
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
        return false;
    }
    let color = judgement_color(verdict.judgement()).unwrap_or(theme::TEXT);
    let response = ui
        .add(egui::Label::new(text.color(color).strong()).sense(egui::Sense::click()))
        .on_hover_cursor(egui::CursorIcon::PointingHand)
        .on_hover_text(s::tip_review_next(side, verdict));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    response.clicked()
}

/// The main line's next move of `side` marked `verdict` after the position
/// shown, or its first one again after the last (as lichess steps through a
/// side's mistakes); `None` when there is none.
pub fn next_marked<P: BoardGame>(
    session: &Session<P>,
    side: Side,
    verdict: Verdict,
) -> Option<NodeId> {
    let numbering = session.numbering();
    let marked: Vec<(usize, NodeId)> = session
        .tree
        .main_line()
        .into_iter()
        .enumerate()
        .filter(|&(ply, node)| {
            numbering.at(ply).1 == (side == Side::Second)
                && session
                    .tree
                    .annotation(node)
                    .and_then(|annotation| annotation.judgement)
                    == Some(verdict.judgement())
        })
        .collect();
    // The move shown is the one at ply - 1; the next starts one later.
    let shown = session.ply(session.current);
    marked
        .iter()
        .find(|&&(ply, _)| ply >= shown)
        .or(marked.first())
        .map(|&(_, node)| node)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_records::PlayerKind;
    use bernstein_records::tree::MoveTree;
    use bernstein_rules::Position;
    use bernstein_rules::muehle::Muehle;

    /// A Mühle game of six placements; White's first and third and Black's
    /// second are marked.
    fn marked_game() -> (Session<Muehle>, Vec<NodeId>) {
        let start = Muehle::start(&Default::default(), 0);
        let mut session = Session::new(start, [PlayerKind::Human; 2]);
        for mv in ["d2", "g7", "a1", "d5", "b4", "f6"] {
            session.play_text(mv).unwrap();
        }
        let line = session.tree.main_line();
        for (ply, judgement) in [
            (0, Judgement::Mistake),
            (3, Judgement::Blunder),
            (4, Judgement::Mistake),
        ] {
            session.annotation_mut(line[ply]).unwrap().judgement = Some(judgement);
        }
        (session, line)
    }

    #[test]
    fn the_next_marked_move_of_a_side_comes_after_the_one_shown_and_wraps_around() {
        let (mut session, line) = marked_game();
        session.go_to(MoveTree::ROOT);
        let next = |session: &Session<Muehle>, side, verdict| next_marked(session, side, verdict);
        assert_eq!(next(&session, Side::First, Verdict::Mistake), Some(line[0]));
        session.go_to(line[0]);
        assert_eq!(next(&session, Side::First, Verdict::Mistake), Some(line[4]));
        session.go_to(line[4]);
        assert_eq!(
            next(&session, Side::First, Verdict::Mistake),
            Some(line[0]),
            "after the last, the first again"
        );
        assert_eq!(
            next(&session, Side::Second, Verdict::Blunder),
            Some(line[3])
        );
        assert_eq!(
            next(&session, Side::Second, Verdict::Mistake),
            None,
            "White's mistakes are not Black's"
        );
        assert_eq!(next(&session, Side::First, Verdict::Inaccuracy), None);
    }
}
