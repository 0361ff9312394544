//! Game review: every position of a game searched, every move judged by how much
//! it lost, as `?!` (inaccuracy), `?` (mistake) or `??` (blunder), with the better
//! move and a summary per side. `docs/review.md` explains the scale for users.
//!
//! Losses are measured on a winning-chance scale, not in raw units, so that a move
//! in a position that is lost (or won) anyway is not flagged for the units it gives
//! away: a score `x` (hundredths of the game's unit, from the mover's view) is a
//! winning chance `1 / (1 + e^(-x / unit))`, with `unit` per game (the lead that
//! gives about 73 %), and decided games are 0 or 1. A move loses the drop from the
//! best move's chance before it to the chance after it (0 when it is the engine's
//! own choice). The thresholds are set per game in the game's own units — what a
//! move must give away from an equal position to count as an inaccuracy, a mistake
//! or a blunder — and turned into chances through the same curve.
//!
//! Accuracy of a move is lichess's formula on the lost chance in percentage points
//! `p`: `103.1668 · e^(−0.04354 · p) − 3.1669`, clamped to 0…100 (100 for a best
//! move, about 50 for a move that throws away a sixth of the chances); a side's
//! accuracy is the average over its moves.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::score::{self, ScoreView};
use super::search::{Engine, EngineOptions, Limits, SearchParams};
use crate::rules::{Evaluate, Game, GameKind, Side};

/// How one game's scores translate into winning chances and judgements, in
/// hundredths of the game's unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewScale {
    /// The lead that gives about a 73 % winning chance.
    pub unit: f64,
    /// What a move must give away from an equal position to be an inaccuracy.
    pub inaccuracy: i32,
    pub mistake: i32,
    pub blunder: i32,
}

impl ReviewScale {
    /// The scale of the game `P` (its engine policy's review unit and losses).
    pub fn of<P: Evaluate>() -> ReviewScale {
        ReviewScale::of_kind(P::KIND)
    }

    /// The scale of the game `kind`.
    pub fn of_kind(kind: GameKind) -> ReviewScale {
        let policy = super::policy::policy(kind);
        let [inaccuracy, mistake, blunder] = policy.review_losses;
        ReviewScale {
            unit: policy.review_unit as f64,
            inaccuracy,
            mistake,
            blunder,
        }
    }

    /// The winning chance (0…1) of a score from the view of the side it belongs to.
    pub fn winning_chance(&self, score: i32) -> f64 {
        match ScoreView::of(score) {
            ScoreView::Win { .. } => 1.0,
            ScoreView::Loss { .. } => 0.0,
            ScoreView::Value(value) => 1.0 / (1.0 + (-(value as f64) / self.unit).exp()),
        }
    }

    /// The chance a move must lose to earn `verdict`.
    pub fn threshold(&self, verdict: Verdict) -> f64 {
        let units = match verdict {
            Verdict::Inaccuracy => self.inaccuracy,
            Verdict::Mistake => self.mistake,
            Verdict::Blunder => self.blunder,
        };
        self.winning_chance(units) - 0.5
    }

    /// The judgement of a move that lost `loss` of the winning chance, if any.
    pub fn verdict(&self, loss: f64) -> Option<Verdict> {
        [Verdict::Blunder, Verdict::Mistake, Verdict::Inaccuracy]
            .into_iter()
            .find(|&verdict| loss >= self.threshold(verdict))
    }
}

/// How bad a flagged move is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

/// lichess's accuracy of a move that lost `loss` (0…1) of the winning chance.
pub fn move_accuracy(loss: f64) -> f64 {
    if loss <= 0.0 {
        // The formula gives 99.9999 here; a best move is simply full marks.
        return 100.0;
    }
    (103.1668 * (-0.04354 * loss * 100.0).exp() - 3.1669).clamp(0.0, 100.0)
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview<M> {
    pub played: M,
    pub mover: Side,
    /// The winning chance the mover lost with this move (0…1).
    pub loss: f64,
    pub verdict: Option<Verdict>,
    /// The engine's move in the position before, when the played move was flagged.
    pub better: Option<M>,
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
    /// The average accuracy of the side's moves (0…100); `None` with no moves.
    pub accuracy: Option<f64>,
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
struct Searched<M> {
    /// From the side to move's view.
    score: i32,
    best: Option<M>,
    depth: u32,
    side: Side,
}

/// Reviews `game`: searches each of its positions with `limits` (one engine, so
/// its table helps the next position), then judges each move.
/// `progress(done, total)` is called after each position; `stop` ends the review
/// early, and then the result is `None`.
pub fn review_game<P: Evaluate>(
    game: &Game<P>,
    limits: Limits,
    stop: Arc<AtomicBool>,
    mut progress: impl FnMut(usize, usize),
) -> Option<GameReview<P::Move>> {
    let moves = game.moves();
    let total = moves.len() + 1;
    let mut engine: Engine<P> = Engine::new(EngineOptions::default());
    let params = SearchParams::new(limits);
    let mut searched = Vec::with_capacity(total);
    for ply in 0..total {
        let position = game.position_at(ply).expect("a position for every ply");
        let history = &game.hashes()[..ply];
        let result = engine.search(position, history, &params, stop.clone(), |_| {});
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        searched.push(Searched {
            score: result.info.score,
            best: result.best_move,
            depth: result.info.depth,
            side: position.side_to_move(),
        });
        progress(ply + 1, total);
    }
    Some(judge(ReviewScale::of::<P>(), moves, &searched))
}

fn judge<M: Copy + PartialEq>(
    scale: ReviewScale,
    moves: &[M],
    searched: &[Searched<M>],
) -> GameReview<M> {
    let mut reviews = Vec::with_capacity(moves.len());
    let mut accuracy_sums = [0.0; 2];
    let mut summary = [SideSummary::default(); 2];
    for (ply, &played) in moves.iter().enumerate() {
        let (before, after) = (&searched[ply], &searched[ply + 1]);
        let mover = before.side;
        let loss = if before.best == Some(played) {
            0.0
        } else {
            let chance_before = scale.winning_chance(before.score);
            let chance_after =
                scale.winning_chance(score::for_side(after.score, after.side, mover));
            (chance_before - chance_after).max(0.0)
        };
        let verdict = scale.verdict(loss);
        let side = &mut summary[mover.index()];
        side.moves += 1;
        match verdict {
            Some(Verdict::Inaccuracy) => side.inaccuracies += 1,
            Some(Verdict::Mistake) => side.mistakes += 1,
            Some(Verdict::Blunder) => side.blunders += 1,
            None => {}
        }
        accuracy_sums[mover.index()] += move_accuracy(loss);
        reviews.push(MoveReview {
            played,
            mover,
            loss,
            verdict,
            better: verdict.and(before.best).filter(|&best| best != played),
            score_after: score::for_first_player(after.score, after.side),
            depth_after: after.depth,
        });
    }
    for (side, sum) in summary.iter_mut().zip(accuracy_sums) {
        side.accuracy = (side.moves > 0).then(|| sum / side.moves as f64);
    }
    GameReview {
        score_at_start: score::for_first_player(searched[0].score, searched[0].side),
        moves: reviews,
        summary,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lost_position_does_not_flag_every_move() {
        let scale = ReviewScale::of::<crate::rules::ostseeschach::Ostseeschach>();
        // Down five ambers' worth, giving away one more is hardly a change of chances.
        let loss = scale.winning_chance(-500) - scale.winning_chance(-600);
        assert_eq!(scale.verdict(loss), None);
        // From an equal position the same amber is a blunder.
        let loss = scale.winning_chance(0) - scale.winning_chance(-100);
        assert_eq!(scale.verdict(loss), Some(Verdict::Blunder));
        let loss = scale.winning_chance(0) - scale.winning_chance(-40);
        assert_eq!(scale.verdict(loss), Some(Verdict::Inaccuracy));
        assert_eq!(scale.winning_chance(score::win_in(3)), 1.0);
        assert_eq!(scale.winning_chance(score::loss_in(2)), 0.0);
    }

    #[test]
    fn accuracy_is_full_for_the_best_move_and_falls_with_the_loss() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(move_accuracy(0.1) < 70.0 && move_accuracy(0.1) > 60.0);
        assert_eq!(move_accuracy(1.0), 0.0);
    }

    #[test]
    fn judging_counts_per_side_and_names_the_better_move() {
        let searched = [
            Searched {
                score: 0,
                best: Some(1u8),
                depth: 5,
                side: Side::First,
            },
            Searched {
                score: 300,
                best: Some(3),
                depth: 5,
                side: Side::Second,
            },
            Searched {
                score: -300,
                best: Some(4),
                depth: 5,
                side: Side::First,
            },
        ];
        let review = judge(
            ReviewScale::of_kind(GameKind::Ostseeschach),
            &[2u8, 3],
            &searched,
        );
        assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
        assert_eq!(review.moves[0].better, Some(1));
        assert_eq!(review.moves[0].score_after, -300);
        assert_eq!(review.moves[1].verdict, None);
        assert_eq!(review.summary[0].blunders, 1);
        assert_eq!(review.summary[1].accuracy, Some(100.0));
    }
}
