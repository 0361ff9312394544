//! The board widgets of the four games: drawing, highlights, clicks and drags.
//! They turn the user's gestures into complete moves; which moves exist comes from
//! the rules (`legal_moves`), never from code here.

use crate::rules::{Evaluate, Position};

/// How the board should be shown this frame, decided by the app.
pub struct BoardView<P: Position> {
    /// Blue/Black at the bottom.
    pub flipped: bool,
    /// Whether the user may move now (false while the computer moves, in finished games
    /// and when looking at an earlier position of a game in review).
    pub interactive: bool,
    /// The move that led to the position shown, marked on the board.
    pub last_move: Option<P::Move>,
    /// The engine's suggestion, drawn as an arrow or highlight.
    pub hint: Option<P::Move>,
}

/// What a board remembers between frames: selection, drag, pending Mühle removal,
/// the running animation, a short hint after an illegal click.
pub struct BoardState<P: Position> {
    pub(crate) marker: std::marker::PhantomData<P>,
}

impl<P: Position> Default for BoardState<P> {
    fn default() -> Self {
        BoardState { marker: std::marker::PhantomData }
    }
}

/// A game the app can show and play with the mouse.
pub trait BoardGame: Evaluate {
    /// Draws the board into the space `ui` offers (scaling with it), reacts to
    /// clicks and drags, and returns a complete legal move once the user made one.
    fn board_ui(ui: &mut egui::Ui, pos: &Self, state: &mut BoardState<Self>, view: &BoardView<Self>) -> Option<Self::Move>;

    /// The game's scores for the status panel, as (label, value) pairs, e.g.
    /// ("Ambers", "1 : 0"), ("Stones in hand", "5 : 6"), ("Swarm", "12 : 9").
    fn status_items(pos: &Self) -> Vec<(String, String)>;
}
