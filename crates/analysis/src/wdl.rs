//! The win/draw/loss model: how often a position with a given search score is
//! won, drawn or lost, per game, fitted to the results of real games (see
//! docs/review.md and [`crate::fit`]).
//!
//! The form is Stockfish's WDL model: with `x` the score for the side to move (in
//! hundredths of the game's unit), `a` a draw margin and `b` a scale,
//!
//! - win  = 1 / (1 + e^((a − x) / b)),
//! - loss = 1 / (1 + e^((a + x) / b)),
//! - draw = 1 − win − loss.
//!
//! `a` and `b` are linear in two numbers that say how far the game has come
//! ([`Progress::progress`]): a lead in the last rounds is worth more than the same
//! lead in the first (a smaller `b`). In the round-limited games they are the share
//! of the round limit gone, `t`, and `t²`; in Ostsee-Schach (no limit) the same
//! over 80 plies; in Mühle the stones still to place and the stones still in the
//! game, each as a share of the 18 at the start (phase and material). A decided
//! score (the search saw the end) is a certain result.
//!
//! One more coefficient, `f`, is the first player's edge the search does not see:
//! `x` is the score plus `f` when the first player is to move and minus `f` when
//! the second is (fitted, it is small in every game: docs/review.md). The model
//! stays symmetric: the other side's chances are the same chances seen from the
//! other side.

use bernstein_engine::score::ScoreView;
use bernstein_rules::muehle::Muehle;
use bernstein_rules::ostseeschach::Ostseeschach;
use bernstein_rules::ostseeschach_original::OstseeschachOriginal;
use bernstein_rules::piranhas::Piranhas;
use bernstein_rules::piranhas_2026::Piranhas2026;
use bernstein_rules::{GameKind, Position, Side};

/// How far a game has come, as the model's two progress numbers (about 0…1 each).
pub trait Progress: Position {
    fn progress(&self) -> [f64; 2];
}

/// The share of `plies` gone, and its square.
fn share_of(turn: u32, plies: u32) -> [f64; 2] {
    let t = (turn as f64 / plies as f64).min(1.0);
    [t, t * t]
}

impl Progress for Ostseeschach {
    fn progress(&self) -> [f64; 2] {
        share_of(self.turn(), bernstein_rules::ostseeschach::ROUND_LIMIT_TURN)
    }
}

impl Progress for OstseeschachOriginal {
    fn progress(&self) -> [f64; 2] {
        // No round limit: most games between engines end within 80 plies.
        share_of(self.turn(), 80)
    }
}

impl Progress for Piranhas {
    fn progress(&self) -> [f64; 2] {
        share_of(self.turn(), bernstein_rules::piranhas::TURN_LIMIT)
    }
}

impl Progress for Piranhas2026 {
    fn progress(&self) -> [f64; 2] {
        share_of(self.turn(), bernstein_rules::piranhas_2026::TURN_LIMIT)
    }
}

impl Progress for Muehle {
    fn progress(&self) -> [f64; 2] {
        let both = |count: fn(&Muehle, Side) -> u8| {
            (count(self, Side::First) + count(self, Side::Second)) as f64 / 18.0
        };
        [both(Muehle::in_hand), both(Muehle::stones_left)]
    }
}

/// One game's model: the draw margin and the scale, each `c0 + c1·p1 + c2·p2`
/// over the progress numbers `p`, and the first player's edge, in hundredths of
/// the game's unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WdlParams {
    pub draw_margin: [f64; 3],
    pub scale: [f64; 3],
    pub first_player: f64,
}

/// The smallest scale the model uses: a steeper curve would be a step.
const MIN_SCALE: f64 = 5.0;

impl WdlParams {
    fn linear(coefficients: &[f64; 3], progress: [f64; 2]) -> f64 {
        coefficients[0] + coefficients[1] * progress[0] + coefficients[2] * progress[1]
    }

    /// The chances of `mover`, the side to move, with an undecided `score` (its
    /// own view) at `progress`.
    pub fn chances(&self, score: f64, progress: [f64; 2], mover: Side) -> Wdl {
        let score = match mover {
            Side::First => score + self.first_player,
            Side::Second => score - self.first_player,
        };
        let margin = Self::linear(&self.draw_margin, progress).max(0.0);
        let scale = Self::linear(&self.scale, progress).max(MIN_SCALE);
        let logistic = |x: f64| 1.0 / (1.0 + (-x).exp());
        let win = logistic((score - margin) / scale);
        let loss = logistic((-score - margin) / scale);
        Wdl {
            win,
            draw: (1.0 - win - loss).max(0.0),
            loss,
        }
    }
}

/// The chances to win, draw and lose (0…1 each, adding up to 1), from one side's view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wdl {
    pub win: f64,
    pub draw: f64,
    pub loss: f64,
}

impl Wdl {
    pub const WON: Wdl = Wdl {
        win: 1.0,
        draw: 0.0,
        loss: 0.0,
    };
    pub const LOST: Wdl = Wdl {
        win: 0.0,
        draw: 0.0,
        loss: 1.0,
    };

    /// The expected score: a win counts 1, a draw ½.
    pub fn expected(&self) -> f64 {
        self.win + self.draw / 2.0
    }

    /// The same chances from the other side's view.
    pub fn flipped(&self) -> Wdl {
        Wdl {
            win: self.loss,
            draw: self.draw,
            loss: self.win,
        }
    }

    /// Per mille, adding up to exactly 1000 (as UCI engines print `wdl`).
    pub fn per_mille(&self) -> [u32; 3] {
        let win = (self.win * 1000.0).round().clamp(0.0, 1000.0) as u32;
        let loss = ((self.loss * 1000.0).round() as u32).min(1000 - win);
        [win, 1000 - win - loss, loss]
    }
}

/// The fitted model of the game `kind`.
pub fn params(kind: GameKind) -> WdlParams {
    let (_, draw_margin, scale, first_player) = super::wdl_table::TABLE
        .into_iter()
        .find(|(row, ..)| *row == kind)
        .expect("a row per game kind");
    WdlParams {
        draw_margin,
        scale,
        first_player,
    }
}

/// The chances of the side to move in `position` with the search's `score`.
pub fn wdl<P: Progress>(position: &P, score: i32) -> Wdl {
    chances(P::KIND, score, position.progress(), position.side_to_move())
}

/// The chances of `mover`, the side to move, with `score` (its own view) at
/// `progress` in `kind`.
pub fn chances(kind: GameKind, score: i32, progress: [f64; 2], mover: Side) -> Wdl {
    chances_with(params(kind), score, progress, mover)
}

/// The chances as the score reads, for a player looking at it: the same model
/// without the first player's edge, so that an even score is an even game (an
/// evaluation of 0 next to "Red 44 %" says two different things). The review
/// keeps the edge: it judges moves by what games really gave.
pub fn shown<P: Progress>(position: &P, score: i32) -> Wdl {
    let even = WdlParams {
        first_player: 0.0,
        ..params(P::KIND)
    };
    chances_with(even, score, position.progress(), position.side_to_move())
}

fn chances_with(params: WdlParams, score: i32, progress: [f64; 2], mover: Side) -> Wdl {
    match ScoreView::of(score) {
        ScoreView::Win { .. } | ScoreView::TablebaseWin { .. } => Wdl::WON,
        ScoreView::Loss { .. } | ScoreView::TablebaseLoss { .. } => Wdl::LOST,
        ScoreView::Value(value) => params.chances(value as f64, progress, mover),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_engine::score::{loss_in, win_in};
    use bernstein_rules::GameKind;

    #[test]
    fn chances_add_up_rise_with_the_score_and_are_symmetric() {
        for kind in GameKind::ALL {
            for progress in [[0.0, 0.0], [0.5, 0.25], [1.0, 1.0]] {
                for mover in Side::BOTH {
                    let mut last = 0.0;
                    for score in (-800..=800).step_by(50) {
                        let wdl = chances(kind, score, progress, mover);
                        assert!((wdl.win + wdl.draw + wdl.loss - 1.0).abs() < 1e-9);
                        assert!(wdl.draw >= 0.0);
                        assert!(wdl.expected() >= last, "{kind:?} {score}");
                        last = wdl.expected();
                        // The same position seen by the other side.
                        let other = chances(kind, -score, progress, mover.other());
                        assert!((other.win - wdl.loss).abs() < 1e-9);
                        assert!((other.draw - wdl.draw).abs() < 1e-9);
                    }
                }
                let even = |mover| chances(kind, 0, progress, mover).expected();
                assert!((even(Side::First) + even(Side::Second) - 1.0).abs() < 1e-9);
            }
            assert_eq!(chances(kind, win_in(3), [0.0, 0.0], Side::Second), Wdl::WON);
            assert_eq!(
                chances(kind, loss_in(2), [0.0, 0.0], Side::First),
                Wdl::LOST
            );
        }
    }

    #[test]
    fn the_first_players_edge_moves_an_even_score_its_way() {
        let params = WdlParams {
            draw_margin: [20.0, 0.0, 0.0],
            scale: [100.0, 0.0, 0.0],
            first_player: 30.0,
        };
        let first = params.chances(0.0, [0.5, 0.25], Side::First);
        let second = params.chances(0.0, [0.5, 0.25], Side::Second);
        assert!(first.expected() > 0.5 && second.expected() < 0.5);
        assert!((first.win - second.loss).abs() < 1e-12);
        // Without the edge, an even score is an even game for either side.
        let plain = WdlParams {
            first_player: 0.0,
            ..params
        };
        assert_eq!(
            plain.chances(0.0, [0.5, 0.25], Side::First),
            plain.chances(0.0, [0.5, 0.25], Side::Second)
        );
        // The edge counts like that much more score for the first player.
        assert_eq!(
            params.chances(10.0, [0.5, 0.25], Side::First),
            plain.chances(40.0, [0.5, 0.25], Side::First)
        );
    }

    #[test]
    fn an_even_score_is_shown_as_an_even_game() {
        use bernstein_rules::ostseeschach::{Options, Ostseeschach};
        // Ostseeschach's fitted edge is the second player's: the model gives Red
        // less than half at 0, the shown chances give half.
        let start = Ostseeschach::start(&Options::default(), 4711);
        assert!(wdl(&start, 0).expected() < 0.49);
        assert!((shown(&start, 0).expected() - 0.5).abs() < 1e-9);
        assert!(shown(&start, 50).expected() > 0.5);
        assert_eq!(shown(&start, win_in(3)), Wdl::WON);
    }

    #[test]
    fn per_mille_adds_up_to_a_thousand() {
        let wdl = Wdl {
            win: 0.3335,
            draw: 0.3335,
            loss: 0.333,
        };
        let [w, d, l] = wdl.per_mille();
        assert_eq!(w + d + l, 1000);
        assert_eq!(Wdl::WON.per_mille(), [1000, 0, 0]);
        assert_eq!(Wdl::LOST.flipped().per_mille(), [1000, 0, 0]);
    }

    #[test]
    fn muehle_progress_counts_phase_and_stones() {
        let start = Muehle::start(&Default::default(), 0);
        assert_eq!(start.progress(), [1.0, 1.0]);
    }
}
