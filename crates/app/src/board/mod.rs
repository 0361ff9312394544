//! The board widgets of the four games: drawing, highlights, clicks and drags.
//! They turn the user's gestures into complete moves; which moves exist comes from
//! the rules (`legal_moves`), never from code here.
//!
//! The interaction is shared by all games: input (`input.rs`, gesture to intent) and
//! painting (`paint.rs`) apart, one generic widget over the games' drawings
//! ([`bernstein_diagram::Drawn`]: where their cells are, how their pieces look and
//! which cells a move touches), painted on screen through `screen.rs`. The
//! game modules add the widget and the scores. A "cell" is a square of the sea
//! games and of Piranhas, or a point of Mühle, numbered the way the rules number
//! them.

pub(crate) mod art;
mod input;
pub(crate) mod miniature;
pub(crate) mod muehle;
mod paint;
pub(crate) mod piranhas;
pub(crate) mod piranhas_2026;
pub(crate) mod screen;
pub(crate) mod sea;
mod tips;
mod verdicts;

use egui::{Pos2, Rect, Sense, Ui, vec2};

pub use bernstein_diagram::Marks;
pub(crate) use bernstein_diagram::{Drawn, Geometry, Look, MoveCells};
pub use verdicts::Verdict;

use bernstein_engine::Evaluate;
use bernstein_rules::{MoveList, Position};

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
    /// The first moves of the analysis lines, best first: one arrow each, the best
    /// one strongest.
    pub lines: Vec<P::Move>,
    /// What the opponent threatens (its move if it were to move now), drawn as a
    /// red arrow.
    pub threat: Option<P::Move>,
    /// The user's own arrows and highlighted cells for the position shown (from the
    /// record's annotation of its move); names the board does not have are ignored.
    pub marks: Marks,
    /// What each legal move leads to, where Mühle's endgame database answers
    /// and the user wants it on the board: marked on the selected stone's
    /// targets, the points to place on and the stones to take.
    pub verdicts: Vec<(P::Move, Verdict)>,
}

/// What the user drew with the right mouse button this frame: the app stores it
/// in the annotation of the move shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MarkAction {
    /// A right-drag from one cell to another (adds the arrow, or removes it if it is
    /// there).
    Arrow(bernstein_records::Arrow),
    /// A right-click on a cell (highlights it, or clears it if it is highlighted).
    Highlight(bernstein_records::Highlight),
}

impl<P: Position> Default for BoardView<P> {
    /// Red/White at the bottom, accepting input, nothing marked.
    fn default() -> Self {
        BoardView {
            flipped: false,
            interactive: true,
            last_move: None,
            hint: None,
            lines: Vec::new(),
            threat: None,
            marks: Marks::default(),
            verdicts: Vec::new(),
        }
    }
}

/// What a board remembers between frames: selection, drag, pending Mühle removal,
/// the running animation, a short hint after an illegal click.
pub struct BoardState<P: Position> {
    /// The selected cell (a piece of the side to move).
    pub(crate) selected: Option<usize>,
    /// A Mühle placement or move that closed a mill: (from, to), waiting for the
    /// click on the stone to remove.
    pub(crate) pending: Option<(Option<usize>, usize)>,
    pub(crate) drag: Option<Drag>,
    /// A short text after an illegal click and when it was set (ui time, seconds).
    pub(crate) message: Option<(String, f64)>,
    pub(crate) anim: Option<Animation<P>>,
    /// The position drawn in the last frame: a different one means a move was made.
    pub(crate) shown: Option<P>,
    /// The move the user just dropped by drag and drop: it needs no slide animation.
    pub(crate) dropped: Option<P::Move>,
    /// Names of the selected cell's legal targets (or of the removable stones), for
    /// the app and for tests.
    pub(crate) target_names: Vec<String>,
    pub(crate) selected_name: Option<String>,
    /// A right-drag under way: the cell it started on and the pointer's position.
    pub(crate) mark_drag: Option<(usize, Pos2)>,
    /// What the user drew this frame, until the app takes it.
    pub(crate) mark: Option<MarkAction>,
    /// The analysis lines' arrows drawn in the last frame, as (from, to) cell names
    /// (a placement has no from), best first: for the app's tests.
    pub(crate) line_arrows: Vec<(Option<String>, String)>,
    /// The threat's arrow drawn in the last frame, the same way: for the tests.
    pub(crate) threat_arrow: Option<(Option<String>, String)>,
    /// The board as drawn in the last frame, frame and coordinates included
    /// (the evaluation bar stands as tall beside it).
    pub(crate) drawn: Option<Rect>,
    /// The cells the database's verdicts were marked on in the last frame.
    pub(crate) shown_verdicts: Vec<(usize, Verdict)>,
}

impl<P: Position> Default for BoardState<P> {
    fn default() -> Self {
        BoardState {
            selected: None,
            pending: None,
            drag: None,
            message: None,
            anim: None,
            shown: None,
            dropped: None,
            target_names: Vec::new(),
            selected_name: None,
            mark_drag: None,
            mark: None,
            line_arrows: Vec::new(),
            threat_arrow: None,
            drawn: None,
            shown_verdicts: Vec::new(),
        }
    }
}

impl<P: Position> BoardState<P> {
    /// The short explanation after an illegal click (or the request to pick a stone
    /// to remove after a Mühle mill), for the app's status line. The board also draws
    /// it over itself for a few seconds.
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(text, _)| text.as_str())
    }

    /// The name of the selected square or point (e.g. `e4`), if any.
    pub fn selection(&self) -> Option<&str> {
        self.selected_name.as_deref()
    }

    /// The names of the highlighted targets: where the selected piece may go, or,
    /// while a Mühle mill waits for its removal, the stones that may be taken.
    pub fn targets(&self) -> &[String] {
        &self.target_names
    }

    /// Whether a Mühle move that closed a mill waits for the click on the stone to take.
    pub fn removal_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// The arrow or highlight the user drew with the right button since the last
    /// call, for the app to store with the move shown.
    pub fn take_mark(&mut self) -> Option<MarkAction> {
        self.mark.take()
    }

    /// The arrows of the analysis lines drawn in the last frame, best first, as
    /// (from, to) cell names; a placement has no from.
    pub fn line_arrows(&self) -> &[(Option<String>, String)] {
        &self.line_arrows
    }

    /// The database's verdicts marked in the last frame, by cell name.
    pub fn verdicts_shown(&self) -> Vec<(String, Verdict)>
    where
        P: Drawn,
    {
        self.shown_verdicts
            .iter()
            .map(|&(cell, verdict)| (P::cell_name(cell), verdict))
            .collect()
    }

    /// The threat's arrow drawn in the last frame, as (from, to) cell names.
    pub fn threat_arrow(&self) -> Option<&(Option<String>, String)> {
        self.threat_arrow.as_ref()
    }

    /// Drops the selection, a pending removal, a drag and the message (e.g. when the
    /// app takes back a move).
    pub fn clear(&mut self) {
        self.selected = None;
        self.pending = None;
        self.drag = None;
        self.message = None;
        self.target_names.clear();
        self.selected_name = None;
    }
}

/// A game the app can show and play with the mouse. Its endgame database, if it
/// has one, is [`bernstein_tablebase::Endgame`]'s and [`BoardGame::database_view`]'s.
pub trait BoardGame:
    Evaluate + bernstein_analysis::wdl::Progress + Drawn + bernstein_tablebase::Endgame
{
    /// Draws the board into the space `ui` offers (scaling with it), reacts to
    /// clicks and drags, and returns a complete legal move once the user made one.
    fn board_ui(
        ui: &mut egui::Ui,
        pos: &Self,
        state: &mut BoardState<Self>,
        view: &BoardView<Self>,
    ) -> Option<Self::Move>;

    /// The colours of the two sides on screen.
    const LOOK: crate::theme::SideLook = crate::theme::SideLook::RED_BLUE;

    /// The game's scores for the status panel, as (label, value) pairs, e.g.
    /// ("Ambers", "1 : 0"), ("Stones in hand", "5 : 6"), ("Swarm", "12 : 9").
    fn status_items(pos: &Self) -> Vec<(String, String)>;

    /// The same while the board holds the first part of a move waiting for its second
    /// (`(from, to)` cells: a Mühle stone placed into a mill waits for the stone to
    /// take), so that the counts agree with what the board and its tray show.
    fn status_items_waiting(pos: &Self, _waiting: (Option<usize>, usize)) -> Vec<(String, String)> {
        Self::status_items(pos)
    }

    /// What the analysis panel shows of the game's endgame database for the
    /// session's current position; none for a game without a database.
    fn database_view(
        _databases: &crate::tablebase::Databases,
        _session: &crate::session::Session<Self>,
    ) -> Option<crate::tablebase::DatabaseView<Self::Move>> {
        None
    }

    /// What the piece on `cell` is, in the game's words, shown on hover (None
    /// where the game's pieces need no name, or the cell is empty).
    fn piece_name(_pos: &Self, _cell: usize) -> Option<String> {
        None
    }
}

/// What one frame of the board works from: the position, how it is shown, its
/// layout, and its legal moves (with the cells each touches).
struct Frame<'a, P: Drawn> {
    pos: &'a P,
    view: &'a BoardView<P>,
    geo: Geometry,
    moves: MoveList<P::Move>,
    move_cells: Vec<MoveCells>,
    /// The ui's time, seconds.
    now: f64,
    /// The space the board was given.
    area: Rect,
    /// What a cell says on hover (its piece's name), besides the arrows' legend.
    tip: &'a dyn Fn(usize) -> Option<String>,
}

// ---- The shared interaction --------------------------------------------------------------

/// How long a move slides, in seconds.
const SLIDE_SECONDS: f64 = 0.18;
/// How long a message stays over the board, in seconds.
const MESSAGE_SECONDS: f64 = 2.5;

pub(crate) struct Drag {
    /// The cell the piece was lifted from; `None` for a stone taken from the hand.
    from: Option<usize>,
    /// The pointer's last known position.
    at: Pos2,
}

pub(crate) struct Animation<P: Position> {
    prev: P,
    mv: P::Move,
    start: f64,
}

/// Colours of the highlights: the boards' own ([`bernstein_diagram::marks::palette`])
/// and those of the interaction.
pub(crate) mod palette {
    pub use bernstein_diagram::marks::palette::*;
    use egui::Color32;
    pub const SELECTED: Color32 = Color32::from_rgba_premultiplied(20, 100, 40, 120);
    pub const TARGET: Color32 = Color32::from_rgba_premultiplied(12, 70, 28, 120);
    /// An empty point or square a selected piece may go to: a light green dot
    /// in a dark green rim.
    pub const TARGET_DOT: Color32 = Color32::from_rgb(150, 226, 140);
    pub const TARGET_RIM: Color32 = Color32::from_rgb(18, 84, 40);
    pub const HOVER: Color32 = Color32::from_rgba_premultiplied(50, 50, 50, 50);
}

/// Whether `next` is what playing `mv` in `prev` gives: only then does a slide make sense.
fn follows<P: Position>(prev: &P, mv: P::Move, next: &P) -> bool {
    let mut moves = MoveList::new();
    prev.legal_moves(&mut moves);
    if !moves.contains(&mv) {
        return false;
    }
    let mut after = prev.clone();
    after.play_unchecked(mv);
    &after == next
}

/// Makes sure SVG artwork can be drawn (the app installs the loaders too; tests and
/// other hosts may not).
pub(crate) fn ensure_image_loaders(ctx: &egui::Context) {
    if !ctx.is_loader_installed(egui_extras::loaders::svg_loader::SvgLoader::ID) {
        egui_extras::install_image_loaders(ctx);
    }
}

/// The whole board widget for any game.
pub(crate) fn show_board<P: BoardGame>(
    ui: &mut Ui,
    pos: &P,
    state: &mut BoardState<P>,
    view: &BoardView<P>,
) -> Option<P::Move> {
    ensure_image_loaders(ui.ctx());
    let now = ui.input(|i| i.time);

    // A new position: start the slide of the move that led here, forget the selection.
    if state.shown.as_ref() != Some(pos) {
        state.anim = None;
        if let (Some(prev), Some(mv)) = (state.shown.take(), view.last_move)
            && state.dropped != Some(mv)
            && follows(&prev, mv, pos)
        {
            state.anim = Some(Animation {
                prev,
                mv,
                start: now,
            });
        }
        state.selected = None;
        state.pending = None;
        state.drag = None;
        state.dropped = None;
        state.message = None;
        state.mark_drag = None;
        state.shown = Some(pos.clone());
    }
    if !view.interactive {
        state.selected = None;
        state.pending = None;
        state.drag = None;
    }

    let mut moves = MoveList::new();
    if view.interactive {
        pos.legal_moves(&mut moves);
    }
    let move_cells: Vec<MoveCells> = moves.iter().map(|&mv| P::move_cells(mv)).collect();

    // Fill the space offered; inside a scroll area (unbounded) stay square.
    let available = ui.available_size();
    let width = if available.x.is_finite() {
        available.x
    } else {
        480.0
    };
    let height = if available.y.is_finite() {
        available.y
    } else {
        width
    };
    let size = vec2(width, height).max(vec2(160.0, 160.0));
    let (area, _) = ui.allocate_exact_size(size, Sense::hover());
    let geo = P::geometry(area, view.flipped);
    state.drawn = Some(geo.outer);
    let tip = |cell| P::piece_name(pos, cell);
    let frame = Frame {
        tip: &tip,
        pos,
        view,
        geo,
        moves,
        move_cells,
        now,
        area,
    };
    let gestures = input::read_input(ui, &frame, state);
    paint::paint(ui, &frame, state, &gestures);
    gestures.chosen.map(|index| frame.moves[index])
}
