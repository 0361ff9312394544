//! Game review: every position of a game searched, every move judged by how much
//! expected score it lost, as `?!` (inaccuracy), `?` (mistake) or `??` (blunder),
//! with the better move, each side's accuracy, and the findings written into a
//! move tree. The app and `bernstein review` both review through here;
//! `docs/review.md` explains the judgement for users.
//!
//! **Search**: a fixed number of nodes per position ([`REVIEW_NODES`]), so the same
//! game gets the same review on any machine. The positions are searched from the
//! last to the first with one engine, so its table carries what the later
//! positions taught (a win seen near the end is known earlier on). A move that
//! would be marked is checked again: both its positions are searched anew with
//! [`RECHECK_FACTOR`] times the nodes, and the mark comes from that deeper look.
//!
//! **Judgement**: each score becomes an expected score (win + draw / 2) through the
//! game's fitted win/draw/loss model ([`super::wdl`]). A move loses the drop from
//! the best move's expected score before it to the expected score after it (0 when
//! it is the engine's own choice). The thresholds are the same in every game, in
//! percentage points of expected score ([`THRESHOLDS`], lichess's). Proven results
//! come first: a move that keeps a forced win is never marked (lichess's "mate
//! delayed"), a move that throws a forced win away or walks into a forced loss is
//! a blunder, and in a lost position nothing more is lost. A forced win the search
//! no longer sees after the move, while the mover stays clearly ahead, may still
//! be there beyond the search's reach (a win in 3 kept as a win in 8 needs a
//! hundred times the nodes to see): such a move is an inaccuracy, a mistake while
//! the mover is still ahead, a blunder once the lead is gone ([`lost_win`], as
//! lichess grades its "mate lost"). A forced loss seen after the move is proven,
//! so walking into it is always a blunder.
//!
//! **Accuracy** is lichess's: a move's accuracy is `103.1668 · e^(−0.04354 · p) −
//! 3.1669 + 1` on the lost expected score `p` in points, clamped to 0…100; a
//! side's accuracy is the mean of the volatility-weighted mean (each move weighed
//! by the standard deviation, clamped to 0.5…12, of the expected score over a
//! window of positions around it) and the harmonic mean of its moves' accuracies,
//! so one blunder among many easy moves still shows.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::wdl::{self, Progress};
use bernstein_engine::Evaluate;
use bernstein_engine::score::{self, ScoreView};
use bernstein_engine::{Engine, EngineOptions, Limits, Oracle, SearchParams};
use bernstein_records::tree::{MoveTree, NodeId};
use bernstein_records::{Judgement, RecordedEval};
use bernstein_rules::{Game, GameKind, Side};

/// Nodes searched per position: a game of 60 moves takes about a quarter of a
/// minute on one core of a current computer, checks included.
pub const REVIEW_NODES: u64 = 150_000;

/// How many times the nodes a move about to be marked is checked with.
pub const RECHECK_FACTOR: u64 = 3;

/// The expected score (0…1) a move must lose to be an inaccuracy, a mistake and a
/// blunder: 5, 10 and 15 points, as lichess flags.
pub const THRESHOLDS: [f64; 3] = [0.05, 0.10, 0.15];

/// The mover's expected score after a move that lost sight of a forced win, at
/// and above which the win may only be out of the search's reach: the move is an
/// inaccuracy. Between ½ and this a mistake, below ½ a blunder.
pub const CLEARLY_AHEAD: f64 = 0.75;

/// The verdict of a move that lost sight of a forced win, leaving the mover
/// `expected_after`.
pub fn lost_win(expected_after: f64) -> Verdict {
    if expected_after >= CLEARLY_AHEAD {
        Verdict::Inaccuracy
    } else if expected_after > 0.5 {
        Verdict::Mistake
    } else {
        Verdict::Blunder
    }
}

/// How bad a flagged move is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verdict {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Verdict {
    /// The verdict of a move that lost `loss` of the expected score, if any.
    pub fn of_loss(loss: f64) -> Option<Verdict> {
        [Verdict::Blunder, Verdict::Mistake, Verdict::Inaccuracy]
            .into_iter()
            .zip(THRESHOLDS.into_iter().rev())
            .find(|&(_, threshold)| loss >= threshold - 1e-12)
            .map(|(verdict, _)| verdict)
    }

    /// The record's judgement for this verdict.
    pub fn judgement(self) -> Judgement {
        match self {
            Verdict::Inaccuracy => Judgement::Inaccuracy,
            Verdict::Mistake => Judgement::Mistake,
            Verdict::Blunder => Judgement::Blunder,
        }
    }
}

/// lichess's accuracy of a move that lost `loss` (0…1) of the expected score.
pub fn move_accuracy(loss: f64) -> f64 {
    if loss <= 0.0 {
        return 100.0;
    }
    // The last 1 is lichess's allowance for an analysis that is never perfect.
    (103.1668 * (-0.04354 * loss * 100.0).exp() - 3.1669 + 1.0).clamp(0.0, 100.0)
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview<M> {
    pub played: M,
    pub mover: Side,
    /// The expected score the mover lost with this move (0…1).
    pub loss: f64,
    pub verdict: Option<Verdict>,
    /// The engine's move in the position before, when the played move was flagged.
    pub better: Option<M>,
    /// [`better`](Self::better) in the game's notation.
    pub better_text: Option<String>,
    /// The score after the move, from the first player's view (as the graph shows it).
    pub score_after: i32,
    /// The depth of the search of the position after the move.
    pub depth_after: u32,
}

/// The counts and accuracy of one side.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SideSummary {
    pub moves: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// lichess's accuracy of the side's moves (0…100); `None` with no moves.
    pub accuracy: Option<f64>,
}

impl SideSummary {
    /// `inaccuracies/mistakes/blunders`, as the command line prints them.
    pub fn counts(&self) -> String {
        format!("{}/{}/{}", self.inaccuracies, self.mistakes, self.blunders)
    }
}

/// A reviewed game: one entry per move, and a summary per side (first, second).
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview<M> {
    /// The score of the start position, from the first player's view.
    pub score_at_start: i32,
    pub moves: Vec<MoveReview<M>>,
    pub summary: [SideSummary; 2],
}

/// The score and move of one searched position.
#[derive(Clone, Debug, PartialEq)]
struct Searched<M> {
    /// From the side to move's view.
    score: i32,
    best: Option<M>,
    depth: u32,
    side: Side,
    progress: [f64; 2],
    /// Searched with the check's larger budget.
    rechecked: bool,
}

impl<M> Searched<M> {
    /// The expected score of `view`'s side.
    fn expected(&self, kind: GameKind, view: Side) -> f64 {
        let wdl = wdl::chances(kind, self.score, self.progress, self.side).expected();
        if view == self.side { wdl } else { 1.0 - wdl }
    }
}

/// Reviews `game` with `nodes` per position (see the module's comment); with an
/// `oracle` (Mühle's endgame database) the positions it knows are judged by it.
/// `progress(done, total)` is called after each search; `total` grows when moves
/// are checked again. `stop` ends the review early, and then the result is `None`.
pub fn review_game<P: Evaluate + Progress>(
    game: &Game<P>,
    nodes: u64,
    oracle: Option<Arc<dyn Oracle<P>>>,
    stop: Arc<AtomicBool>,
    mut progress: impl FnMut(usize, usize),
) -> Option<GameReview<P::Move>> {
    let moves = game.moves();
    let positions = moves.len() + 1;
    let mut searcher = Searcher::new(oracle, stop);
    let mut search = |ply: usize, nodes: u64| searcher.search(game, ply, nodes);
    let mut done = 0;
    let mut total = positions;
    let mut searched: Vec<Option<Searched<P::Move>>> = vec![None; positions];
    for ply in (0..positions).rev() {
        searched[ply] = Some(search(ply, nodes)?);
        done += 1;
        progress(done, total);
    }
    let mut searched: Vec<Searched<P::Move>> = searched.into_iter().flatten().collect();
    // Check the moves about to be marked, last first, until every mark rests on
    // checked searches (each position is checked at most once).
    loop {
        let mut unchecked: Vec<usize> = (0..moves.len())
            .filter(|&ply| {
                judge_move(P::KIND, &searched[ply], &searched[ply + 1], moves[ply])
                    .1
                    .is_some()
            })
            .flat_map(|ply| [ply, ply + 1])
            .filter(|&ply| !searched[ply].rechecked)
            .collect();
        unchecked.dedup();
        if unchecked.is_empty() {
            break;
        }
        total += unchecked.len();
        for ply in unchecked.into_iter().rev() {
            let mut again = search(ply, nodes.saturating_mul(RECHECK_FACTOR))?;
            again.rechecked = true;
            searched[ply] = again;
            done += 1;
            progress(done, total);
        }
    }
    let mut review = judge(P::KIND, moves, &searched);
    for (ply, reviewed) in review.moves.iter_mut().enumerate() {
        reviewed.better_text = reviewed.better.map(|mv| {
            game.position_at(ply)
                .expect("a position before every move")
                .move_to_text(mv)
        });
    }
    Some(review)
}

/// One engine searching a game's positions for the review, its table kept from
/// one position to the next.
struct Searcher<P: Evaluate> {
    engine: Engine<P>,
    stop: Arc<AtomicBool>,
}

impl<P: Evaluate + Progress> Searcher<P> {
    fn new(oracle: Option<Arc<dyn Oracle<P>>>, stop: Arc<AtomicBool>) -> Searcher<P> {
        let mut engine: Engine<P> = Engine::new(EngineOptions {
            threads: 1,
            ..EngineOptions::default()
        });
        engine.set_oracle(oracle);
        Searcher { engine, stop }
    }

    /// The position at `ply` of `game` searched with `nodes` (a finished game's
    /// last position scored by its result); `None` once stopped.
    fn search(&mut self, game: &Game<P>, ply: usize, nodes: u64) -> Option<Searched<P::Move>> {
        let position = game.position_at(ply).expect("a position for every ply");
        let side = position.side_to_move();
        let (score, best, depth) = match game.outcome_at(ply) {
            Some(outcome) => (score::outcome_score(&outcome, side, 0), None, 0),
            None => {
                let params = SearchParams::new(Limits::nodes(nodes.max(1)));
                let history = &game.hashes()[..ply];
                let stop = self.stop.clone();
                let result = self.engine.search(position, history, &params, stop, |_| {});
                if self.stop.load(Ordering::Relaxed) {
                    return None;
                }
                (result.info.score, result.best_move, result.info.depth)
            }
        };
        Some(Searched {
            score,
            best,
            depth,
            side,
            progress: position.progress(),
            rechecked: false,
        })
    }
}

/// The review's judgement of a move tried in place of a marked one.
#[derive(Clone, Debug, PartialEq)]
pub struct TriedMove<M> {
    /// The expected score it lost (0…1).
    pub loss: f64,
    /// How the review would mark it; `None`: a move as good as the engine's.
    pub verdict: Option<Verdict>,
    /// The engine's move in the position before it.
    pub best: Option<M>,
}

/// Judges `game`'s last move as the review judges the moves it marks: both its
/// positions searched with a checked move's budget (`nodes` × [`RECHECK_FACTOR`]),
/// the same thresholds and proven results. "Learn from mistakes" asks this of each
/// move the user tries in place of a marked one. `None` for a game without moves
/// or once `stop` is set.
pub fn judge_last_move<P: Evaluate + Progress>(
    game: &Game<P>,
    nodes: u64,
    oracle: Option<Arc<dyn Oracle<P>>>,
    stop: Arc<AtomicBool>,
) -> Option<TriedMove<P::Move>> {
    let played = *game.moves().last()?;
    let ply = game.moves().len() - 1;
    let nodes = nodes.saturating_mul(RECHECK_FACTOR);
    let mut searcher = Searcher::new(oracle, stop);
    // The position after first, as the review goes: the table then knows it.
    let after = searcher.search(game, ply + 1, nodes)?;
    let before = searcher.search(game, ply, nodes)?;
    let (loss, verdict) = judge_move(P::KIND, &before, &after, played);
    Some(TriedMove {
        loss,
        verdict,
        best: before.best,
    })
}

/// The expected score a move lost and its verdict, from the searches of the
/// positions before and after it.
fn judge_move<M: PartialEq>(
    kind: GameKind,
    before: &Searched<M>,
    after: &Searched<M>,
    played: M,
) -> (f64, Option<Verdict>) {
    let mover = before.side;
    let best = ScoreView::of(before.score);
    let reached = ScoreView::of(score::for_side(after.score, after.side, mover));
    let expected_after = after.expected(kind, mover);
    match (best, reached) {
        // A forced win kept, or a lost game lost: nothing to mark.
        (ScoreView::Win { .. }, ScoreView::Win { .. })
        | (ScoreView::Loss { .. }, ScoreView::Loss { .. })
        | (
            ScoreView::TablebaseWin { .. },
            ScoreView::TablebaseWin { .. } | ScoreView::Win { .. },
        )
        | (
            ScoreView::TablebaseLoss { .. },
            ScoreView::TablebaseLoss { .. } | ScoreView::Loss { .. },
        ) => (0.0, None),
        // The endgame database's win turned into a draw or a loss: its values are
        // exact, so this is a blunder whatever the model says.
        (ScoreView::TablebaseWin { .. }, _) => (1.0 - expected_after, Some(Verdict::Blunder)),
        // A forced win no longer seen: thrown away, or beyond the search.
        (ScoreView::Win { .. }, _) => (1.0 - expected_after, Some(lost_win(expected_after))),
        // A forced loss walked into.
        (_, ScoreView::Loss { .. } | ScoreView::TablebaseLoss { .. }) => (
            before.expected(kind, mover) - expected_after,
            Some(Verdict::Blunder),
        ),
        _ if before.best.as_ref() == Some(&played) => (0.0, None),
        _ => {
            let loss = (before.expected(kind, mover) - expected_after).max(0.0);
            (loss, Verdict::of_loss(loss))
        }
    }
}

fn judge<M: Copy + PartialEq>(
    kind: GameKind,
    moves: &[M],
    searched: &[Searched<M>],
) -> GameReview<M> {
    let mut reviews = Vec::with_capacity(moves.len());
    let mut summary = [SideSummary::default(); 2];
    for (ply, &played) in moves.iter().enumerate() {
        let (before, after) = (&searched[ply], &searched[ply + 1]);
        let mover = before.side;
        let (loss, verdict) = judge_move(kind, before, after, played);
        let side = &mut summary[mover.index()];
        side.moves += 1;
        match verdict {
            Some(Verdict::Inaccuracy) => side.inaccuracies += 1,
            Some(Verdict::Mistake) => side.mistakes += 1,
            Some(Verdict::Blunder) => side.blunders += 1,
            None => {}
        }
        reviews.push(MoveReview {
            played,
            mover,
            loss,
            verdict,
            better: verdict.and(before.best).filter(|&best| best != played),
            better_text: None,
            score_after: score::for_first_player(after.score, after.side),
            depth_after: after.depth,
        });
    }
    let expected_first: Vec<f64> = searched
        .iter()
        .map(|s| s.expected(kind, Side::First))
        .collect();
    let accuracies = game_accuracy(&expected_first, &reviews);
    for (side, accuracy) in summary.iter_mut().zip(accuracies) {
        side.accuracy = accuracy;
    }
    GameReview {
        score_at_start: score::for_first_player(searched[0].score, searched[0].side),
        moves: reviews,
        summary,
    }
}

/// Each side's accuracy by lichess's method: `expected_first` holds the first
/// player's expected score (0…1) in every position, start included.
fn game_accuracy<M>(expected_first: &[f64], moves: &[MoveReview<M>]) -> [Option<f64>; 2] {
    let percents: Vec<f64> = expected_first.iter().map(|e| e * 100.0).collect();
    let window = (moves.len() / 10).clamp(2, 8).min(percents.len());
    let mut windows: Vec<&[f64]> = Vec::with_capacity(moves.len());
    for _ in 0..window.saturating_sub(2) {
        windows.push(&percents[..window]);
    }
    windows.extend(percents.windows(window.max(1)));
    let weights = windows
        .iter()
        .map(|xs| standard_deviation(xs).clamp(0.5, 12.0));
    let mut per_side: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    for (reviewed, weight) in moves.iter().zip(weights) {
        per_side[reviewed.mover.index()].push((move_accuracy(reviewed.loss), weight));
    }
    per_side.map(|moves| {
        if moves.is_empty() {
            return None;
        }
        let weighted = moves.iter().map(|(a, w)| a * w).sum::<f64>()
            / moves.iter().map(|(_, w)| w).sum::<f64>();
        let harmonic =
            moves.len() as f64 / moves.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    })
}

fn standard_deviation(values: &[f64]) -> f64 {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// Writes a review into `tree`: each move of `line` (the reviewed main line's
/// nodes, in order) gets its judgement, evaluation and better move. Nodes that are
/// gone or moved meanwhile (the app's tree may change during a review) are skipped.
pub fn write_review<M>(tree: &mut MoveTree, line: &[NodeId], review: &GameReview<M>) {
    for (ply, (&node, reviewed)) in line.iter().zip(&review.moves).enumerate() {
        if !tree.contains(node) || tree.ply(node) != ply + 1 {
            continue;
        }
        if let Some(annotation) = tree.annotation_mut(node) {
            annotation.set_review(
                reviewed.verdict.map(Verdict::judgement),
                Some(recorded_eval(reviewed.score_after)),
                reviewed.better_text.clone(),
            );
        }
    }
}

/// A score from the first player's view as a record's evaluation.
pub fn recorded_eval(score_for_first: i32) -> RecordedEval {
    let view = ScoreView::of(score_for_first);
    let moves = view.own_moves_to_end().unwrap_or(0);
    match view {
        ScoreView::Value(value) => RecordedEval::Units(value),
        // The database's band as it is: the record keeps the figure, and reading
        // it back gives the same band.
        ScoreView::TablebaseWin { .. } | ScoreView::TablebaseLoss { .. } => {
            RecordedEval::Units(score_for_first)
        }
        ScoreView::Win { .. } => RecordedEval::Ends {
            winner: Side::First,
            moves,
        },
        ScoreView::Loss { .. } => RecordedEval::Ends {
            winner: Side::Second,
            moves,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_engine::score::{loss_in, win_in};

    fn searched(score: i32, best: u8, side: Side) -> Searched<u8> {
        Searched {
            score,
            best: Some(best),
            depth: 5,
            side,
            progress: [0.5, 0.25],
            rechecked: true,
        }
    }

    const KIND: GameKind = GameKind::Ostseeschach;

    #[test]
    fn thresholds_are_points_of_expected_score() {
        assert_eq!(Verdict::of_loss(0.04), None);
        assert_eq!(Verdict::of_loss(0.05), Some(Verdict::Inaccuracy));
        assert_eq!(Verdict::of_loss(0.12), Some(Verdict::Mistake));
        assert_eq!(Verdict::of_loss(0.5), Some(Verdict::Blunder));
    }

    #[test]
    fn a_lost_position_does_not_flag_every_move() {
        let before = searched(-2000, 1, Side::First);
        let after = searched(2100, 2, Side::Second);
        assert_eq!(judge_move(KIND, &before, &after, 3).1, None);
        let before = searched(0, 1, Side::First);
        let after = searched(400, 2, Side::Second);
        assert_eq!(
            judge_move(KIND, &before, &after, 3).1,
            Some(Verdict::Blunder)
        );
    }

    #[test]
    fn proven_results_come_before_the_units() {
        let win = searched(win_in(5), 1, Side::First);
        // Keeping the win, however much longer it takes, is no mistake.
        let kept = searched(loss_in(16), 2, Side::Second);
        assert_eq!(judge_move(KIND, &win, &kept, 7), (0.0, None));
        // Throwing it away is a blunder.
        let thrown = searched(50, 2, Side::Second);
        assert_eq!(judge_move(KIND, &win, &thrown, 7).1, Some(Verdict::Blunder));
        // A win no longer seen while far ahead may only lie beyond the search.
        let far_ahead = searched(-2000, 2, Side::Second);
        assert_eq!(
            judge_move(KIND, &win, &far_ahead, 7).1,
            Some(Verdict::Inaccuracy)
        );
        // Walking into a forced loss is a blunder, from a bad position too.
        let even = searched(0, 1, Side::First);
        let lost = searched(win_in(6), 2, Side::Second);
        assert_eq!(judge_move(KIND, &even, &lost, 7).1, Some(Verdict::Blunder));
        let bad = searched(-2000, 1, Side::First);
        assert_eq!(judge_move(KIND, &bad, &lost, 7).1, Some(Verdict::Blunder));
        // Lost stays lost.
        let lost_before = searched(loss_in(6), 1, Side::First);
        assert_eq!(judge_move(KIND, &lost_before, &lost, 7), (0.0, None));
    }

    #[test]
    fn accuracy_is_full_for_the_best_move_and_falls_with_the_loss() {
        assert_eq!(move_accuracy(0.0), 100.0);
        assert!(move_accuracy(0.1) < 70.0 && move_accuracy(0.1) > 60.0);
        assert_eq!(move_accuracy(1.0), 0.0);
    }

    #[test]
    fn one_blunder_among_easy_moves_still_costs_accuracy() {
        // 30 moves each side, all best but one blunder by the first player.
        let mut moves = Vec::new();
        let mut expected = vec![0.5];
        for ply in 0..60 {
            let mover = if ply % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            let loss = if ply == 20 { 0.4 } else { 0.0 };
            expected.push(if ply >= 20 { 0.1 } else { 0.5 });
            moves.push(MoveReview {
                played: 0u8,
                mover,
                loss,
                verdict: Verdict::of_loss(loss),
                better: None,
                better_text: None,
                score_after: 0,
                depth_after: 1,
            });
        }
        let [first, second] = game_accuracy(&expected, &moves);
        let plain_mean = (29.0 * 100.0 + move_accuracy(0.4)) / 30.0;
        assert!(
            first.unwrap() < plain_mean - 5.0,
            "{first:?} vs {plain_mean}"
        );
        assert!((second.unwrap() - 100.0).abs() < 1e-9, "{second:?}");
    }

    #[test]
    fn judging_counts_per_side_and_names_the_better_move() {
        let searched = [
            searched(0, 1, Side::First),
            searched(300, 3, Side::Second),
            searched(-300, 4, Side::First),
        ];
        let review = judge(KIND, &[2u8, 3], &searched);
        assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
        assert_eq!(review.moves[0].better, Some(1));
        assert_eq!(review.moves[0].score_after, -300);
        assert_eq!(review.moves[1].verdict, None);
        assert_eq!(review.summary[0].blunders, 1);
        assert!((review.summary[1].accuracy.unwrap() - 100.0).abs() < 1e-9);
    }

    #[test]
    fn scores_become_record_evaluations() {
        assert_eq!(recorded_eval(-130), RecordedEval::Units(-130));
        assert_eq!(
            recorded_eval(win_in(3)),
            RecordedEval::Ends {
                winner: Side::First,
                moves: 2
            }
        );
        assert_eq!(
            recorded_eval(loss_in(4)),
            RecordedEval::Ends {
                winner: Side::Second,
                moves: 2
            }
        );
    }

    /// The blunder of the app's review test (a mill let in) and the engine's
    /// better move, each tried in the position before it.
    #[test]
    fn a_tried_move_is_judged_as_the_review_judges_a_played_one() {
        use bernstein_rules::Position;
        use bernstein_rules::muehle::Muehle;
        let start = Muehle::from_text(
            "..W/BB./.../....B./BW./.../W.. w 0:0 10 30",
            &Default::default(),
        )
        .unwrap();
        let tried = |text: &str| {
            let mut game = Game::new(start.clone());
            game.play_text(text).unwrap();
            judge_last_move(&game, 20_000, None, Arc::new(AtomicBool::new(false))).unwrap()
        };
        let blunder = tried("a1-a4");
        assert_eq!(blunder.verdict, Some(Verdict::Blunder), "{blunder:?}");
        assert!(blunder.loss >= THRESHOLDS[2]);
        let best = blunder.best.expect("a better move");
        let best_text = start.move_to_text(best);
        assert!(best_text.ends_with("-f6"), "{best_text}");
        let found = tried(&best_text);
        assert_eq!((found.verdict, found.loss), (None, 0.0), "{found:?}");
        assert_eq!(found.best, Some(best));
        let mut game = Game::new(start);
        let go = Arc::new(AtomicBool::new(false));
        assert_eq!(judge_last_move(&game, 1_000, None, go), None, "no move");
        game.play_text("a1-a4").unwrap();
        let stopped = Arc::new(AtomicBool::new(true));
        assert_eq!(judge_last_move(&game, 1_000, None, stopped), None);
    }
}
