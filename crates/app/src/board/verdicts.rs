//! Mühle's endgame database on the board, as Sanmill shows it: where the
//! selected stone may go (or a stone may be placed, or taken), a badge on each
//! point says what the move leads to, win, draw or loss in the analysis'
//! colours, with the length of the win in the winner's moves.

use egui::{Align2, Color32, Pos2};

use super::input::Gestures;
use super::{BoardState, Drawn, Frame};
use crate::strings as s;
use crate::theme;
use bernstein_diagram::Canvas;

/// What a move leads to for the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Won, the game over in this many of the winner's moves.
    Win(u32),
    Draw,
    /// Lost, the game over in this many of the winner's moves.
    Loss(u32),
}

impl Verdict {
    /// Better for the mover is larger: a faster win, a draw, a slower loss.
    fn rank(self) -> (u8, i64) {
        match self {
            Verdict::Win(moves) => (2, -i64::from(moves)),
            Verdict::Draw => (1, 0),
            Verdict::Loss(moves) => (0, i64::from(moves)),
        }
    }

    fn color(self) -> Color32 {
        match self {
            Verdict::Win(_) => theme::GOOD,
            Verdict::Draw => Color32::from_rgb(0x8a, 0x86, 0x80),
            Verdict::Loss(_) => theme::ERROR,
        }
    }

    /// The badge's text: the moves, or "=" for a draw.
    fn badge(self) -> String {
        match self {
            Verdict::Win(moves) | Verdict::Loss(moves) => moves.to_string(),
            Verdict::Draw => "=".to_string(),
        }
    }

    /// In words, on hover: "Gewinn in 5 Zügen (Datenbank)".
    pub fn words(self) -> String {
        match self {
            Verdict::Win(moves) => s::verdict_win(moves),
            Verdict::Draw => s::VERDICT_DRAW.to_string(),
            Verdict::Loss(moves) => s::verdict_loss(moves),
        }
    }
}

/// The cells marked this frame with their verdicts: the selected stone's
/// targets, the points a stone may be placed on, or the stones a mill may take;
/// a cell several moves reach (a mill's takes) shows the best of them.
pub(super) fn marked<P: Drawn>(
    frame: &Frame<'_, P>,
    state: &BoardState<P>,
    gestures: &Gestures,
) -> Vec<(usize, Verdict)> {
    let verdicts = &frame.view.verdicts;
    if verdicts.is_empty() || state.drag.is_some() {
        return Vec::new();
    }
    let mut marked: Vec<(usize, Verdict)> = Vec::new();
    for (index, cells) in frame.move_cells.iter().enumerate() {
        let cell = match (state.pending, state.selected) {
            (Some((from, to)), _) if cells.from == from && cells.to == to => cells.remove,
            (Some(_), _) => None,
            (None, Some(selected)) if cells.from == Some(selected) => Some(cells.to),
            (None, None) if gestures.placing && cells.from.is_none() => Some(cells.to),
            _ => None,
        };
        let Some(cell) = cell else { continue };
        let Some(&(_, verdict)) = verdicts.iter().find(|(mv, _)| *mv == frame.moves[index]) else {
            continue;
        };
        match marked.iter_mut().find(|(at, _)| *at == cell) {
            Some((_, kept)) if verdict.rank() > kept.rank() => *kept = verdict,
            Some(_) => {}
            None => marked.push((cell, verdict)),
        }
    }
    marked
}

/// A badge on each marked cell, at its upper right, over the target's dot.
pub(super) fn paint(
    canvas: &mut dyn Canvas,
    frame: &Frame<'_, impl Drawn>,
    marked: &[(usize, Verdict)],
) {
    let geo = &frame.geo;
    let radius = (geo.piece * 0.3).max(7.0);
    for &(cell, verdict) in marked {
        let center: Pos2 = geo.center(cell) + egui::vec2(geo.piece * 0.42, -geo.piece * 0.42);
        canvas.circle(
            center,
            radius,
            verdict.color(),
            bernstein_diagram::Stroke::new(1.5, Color32::from_black_alpha(160)),
        );
        canvas.text(
            center,
            Align2::CENTER_CENTER,
            &verdict.badge(),
            radius * 1.15,
            Color32::WHITE,
        );
    }
}
