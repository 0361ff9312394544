//! One game on screen as a plain model: its start position, the move tree with
//! variations, the position and result of every node, the node shown, its clocks
//! and how it was decided. Generic over any `Position` and free of the GUI: what
//! the board widget remembers between frames (a selection, a drag) is the view's
//! ([`crate::open_game::Open`] keeps it beside the session), so the model is
//! tested on its own. The shell sees it through [`crate::open_game::OpenGame`]. Every position, legal move and result comes
//! from the rules through `Position`; nothing here knows a rule, and nothing here
//! searches: the computer's searches live beside the session
//! (`computer.rs`) and hand their moves to [`Session::play`].
//!
//! Everything a saved game holds (the move tree with its comments and marks, the
//! players, a decision) is read by the rest of the app and changed only through
//! the session's methods, each of which counts a change ([`Session::revision`]):
//! the autosave writes whenever the count moved, so no change can miss it.

mod decision;
mod history;
mod timing;

use std::ops::Deref;
use std::time::{Duration, Instant};

use crate::clock::Clocks;
use bernstein_arena::{Judged, Referee, Reply, TimeControl, Verdict};
use bernstein_records::tree::{MoveTree, NodeId, Numbering};
use bernstein_records::{Annotation, PlayerKind, RecordedEval};
use bernstein_rules::{
    Game, GameKind, IllegalReason, MoveError, MoveList, Outcome, Position, Side,
};
pub use decision::{Decision, DrawAnswer, DrawOffer};
use history::{Histories, HistoryAt};

/// Questions the app asks about who plays a side.
pub trait PlayerExt {
    fn is_computer(&self) -> bool;
}

impl PlayerExt for PlayerKind {
    fn is_computer(&self) -> bool {
        matches!(self, PlayerKind::Computer { .. })
    }
}

/// A part of the session the rest of the app reads (through `Deref`) but changes
/// only through the session's methods, which count each change.
pub struct ReadOnly<T>(T);

impl<T> Deref for ReadOnly<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

/// What the app knows about one node of the tree besides its move text.
#[derive(Clone, Debug)]
struct NodeData<P: Position> {
    position: P,
    /// The move that leads here (none at the root).
    mv: Option<P::Move>,
    /// Where the hashes of the positions before this one on its path are kept,
    /// for the repetition rule.
    history: HistoryAt,
    outcome: Option<Outcome>,
}

/// An edit of the move tree, as the move list offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeEdit {
    /// The variation holding the move one place up ([`MoveTree::promote_variation`]).
    Promote(NodeId),
    /// The path to the move becomes the main line.
    MakeMainLine(NodeId),
    /// The move and every move after it, with their variations.
    DeleteFrom(NodeId),
    /// Every move after the move, which stays.
    DeleteAfter(NodeId),
}

/// A recorded move the rules refused, where a record was read into a session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedMove {
    /// Its move number, and whether it is the second player's.
    pub number: usize,
    pub second: bool,
    pub text: String,
    pub error: MoveError,
}

/// A game in the app: see the module docs.
pub struct Session<P: Position> {
    pub tree: ReadOnly<MoveTree>,
    /// Indexed by `NodeId::index()`; `None` for deleted nodes.
    nodes: Vec<Option<NodeData<P>>>,
    histories: Histories,
    /// Counts the changes to what a saved game holds.
    revision: u64,
    pub current: NodeId,
    pub players: ReadOnly<[PlayerKind; 2]>,
    /// The seed the start setup was drawn from, when it was drawn from one.
    pub seed: Option<u64>,
    /// The engine's suggested move for the position of a node.
    pub hint: Option<(NodeId, P::Move)>,
    /// Evaluations of nodes from Red's/White's view, in hundredths of the game's
    /// unit (decided scores as the engine writes them), for the graph.
    pub evals: std::collections::HashMap<NodeId, i32>,
    /// The referee's verdict of a resignation, agreed draw or time out, and the
    /// node where the game ended so.
    decided: Option<(NodeId, Verdict)>,
    /// The clocks of a timed game.
    pub clocks: Option<Clocks>,
    /// The last draw offered, with its answer (it lapses with the position).
    pub draw_offer: Option<DrawOffer>,
    /// The referee of the game where it goes on, kept from move to move so that
    /// a move is judged without replaying the game; built again from the tree
    /// whenever the game changed otherwise (see [`Session::referee_at`]).
    referee: Option<KeptReferee<P>>,
}

/// A referee kept for the game at `node`, as the session stood at `revision`
/// with the time control `control`.
struct KeptReferee<P: Position> {
    node: NodeId,
    revision: u64,
    control: Option<crate::clock::TimeControl>,
    referee: Referee<P>,
}

impl<P: Position> Session<P> {
    pub fn new(start: P, players: [PlayerKind; 2]) -> Session<P> {
        let outcome = start.outcome(&[]);
        let mut histories = Histories::default();
        let root = NodeData {
            position: start,
            mv: None,
            history: histories.root(),
            outcome,
        };
        Session {
            tree: ReadOnly(MoveTree::new()),
            nodes: vec![Some(root)],
            histories,
            revision: 0,
            current: MoveTree::ROOT,
            players: ReadOnly(players),
            seed: None,
            hint: None,
            evals: Default::default(),
            decided: None,
            clocks: None,
            draw_offer: None,
            referee: None,
        }
    }

    /// A session holding `tree` from `start`, every move checked by the rules.
    /// Moves that cannot be played (and all after them) are dropped; the first
    /// such move is returned beside the session.
    pub fn from_tree(
        start: P,
        players: [PlayerKind; 2],
        tree: &MoveTree,
    ) -> (Session<P>, Option<RefusedMove>) {
        let mut session = Session::new(start, players);
        let mut error = None;
        // Preorder visits parents before children, so each parent is known first.
        let mut placed = std::collections::HashMap::new();
        placed.insert(MoveTree::ROOT, MoveTree::ROOT);
        for id in tree.preorder().into_iter().skip(1) {
            let Some(parent) = tree.parent(id).and_then(|p| placed.get(&p).copied()) else {
                continue;
            };
            let text = tree.move_text(id).unwrap_or_default();
            match session.add_text(parent, text) {
                Ok(new_id) => {
                    if let Some(comment) = tree.comment(id) {
                        session
                            .tree
                            .0
                            .set_comment(new_id, Some(comment.to_string()));
                    }
                    session.copy_annotation(tree, id, new_id);
                    placed.insert(id, new_id);
                }
                Err(e) => {
                    if error.is_none() {
                        let ply = tree.ply(id) - 1;
                        let (number, second) = session.numbering().at(ply);
                        error = Some(RefusedMove {
                            number,
                            second,
                            text: text.to_string(),
                            error: e,
                        });
                    }
                }
            }
        }
        if let Some(comment) = tree.comment(MoveTree::ROOT) {
            session
                .tree
                .0
                .set_comment(MoveTree::ROOT, Some(comment.to_string()));
        }
        session.copy_annotation(tree, MoveTree::ROOT, MoveTree::ROOT);
        session.current = session.tree.main_line_end();
        (session, error)
    }

    /// Takes over a loaded node's annotation (judgement, evaluation, better move,
    /// arrows and highlights); a recorded evaluation fills the graph at once.
    fn copy_annotation(&mut self, tree: &MoveTree, from: NodeId, to: NodeId) {
        let Some(annotation) = tree.annotation(from) else {
            return;
        };
        if let Some(eval) = annotation.eval {
            self.evals.insert(to, score_of(eval));
        }
        if let Some(target) = self.tree.0.annotation_mut(to) {
            *target = annotation.clone();
        }
    }

    fn data(&self, id: NodeId) -> &NodeData<P> {
        self.nodes
            .get(id.index())
            .and_then(Option::as_ref)
            .or_else(|| self.nodes[0].as_ref())
            .expect("the root is always known")
    }

    pub fn start(&self) -> &P {
        &self.data(MoveTree::ROOT).position
    }

    pub fn position(&self, id: NodeId) -> &P {
        &self.data(id).position
    }

    pub fn current_position(&self) -> &P {
        self.position(self.current)
    }

    /// The move that led to `id`.
    pub fn move_at(&self, id: NodeId) -> Option<P::Move> {
        self.data(id).mv
    }

    /// Hashes of the positions before `id` on its path (for the repetition rule).
    pub fn history(&self, id: NodeId) -> &[u64] {
        self.histories.get(self.data(id).history)
    }

    /// How many position hashes the session keeps for the repetition rule, for
    /// all its nodes together.
    pub fn stored_hashes(&self) -> usize {
        self.histories.stored()
    }

    /// Counts every change to what a saved game holds: a move added, an edit of
    /// the tree, a comment, a mark or review note, the players, a decision. Going
    /// from move to move changes nothing.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    fn changed(&mut self) {
        self.revision += 1;
    }

    pub fn outcome(&self, id: NodeId) -> Option<&Outcome> {
        self.data(id).outcome.as_ref()
    }

    pub fn current_outcome(&self) -> Option<&Outcome> {
        self.outcome(self.current)
    }

    /// The legal moves at `id` (none once the game has ended there).
    pub fn legal_moves(&self, id: NodeId) -> MoveList<P::Move> {
        let mut moves = MoveList::new();
        if self.outcome(id).is_none() {
            self.position(id).legal_moves(&mut moves);
        }
        moves
    }

    /// The game from the start to `id`, with the history the repetition rule needs.
    pub fn game_to(&self, id: NodeId) -> Game<P> {
        let mut game = Game::new(self.start().clone());
        for node in self.tree.path_to(id) {
            if let Some(mv) = self.move_at(node) {
                // Every move in the tree was checked when it was added.
                let _ = game.play(mv);
            }
        }
        game
    }

    /// Adds a legal move after `parent` (or finds it there) and returns its node.
    fn add(&mut self, parent: NodeId, mv: P::Move) -> Result<NodeId, MoveError> {
        let pos = self.position(parent);
        let text = pos.move_to_text(mv);
        if self.outcome(parent).is_some() || self.decision(parent).is_some() {
            return Err(MoveError::GameOver { text });
        }
        if !self.legal_moves(parent).contains(&mv) {
            return Err(MoveError::illegal(&text, IllegalReason::NotLegalHere));
        }
        let id = self.tree.0.add_move(parent, &text);
        if self
            .nodes
            .get(id.index())
            .and_then(Option::as_ref)
            .is_none()
        {
            let parent_data = self.data(parent);
            let (parent_history, parent_hash) = (parent_data.history, parent_data.position.hash());
            let mut position = parent_data.position.clone();
            position.play_unchecked(mv);
            let history = self.histories.child(parent_history, parent_hash);
            let outcome = position.outcome(self.histories.get(history));
            if self.nodes.len() <= id.index() {
                self.nodes.resize_with(id.index() + 1, || None);
            }
            self.nodes[id.index()] = Some(NodeData {
                position,
                mv: Some(mv),
                history,
                outcome,
            });
            self.changed();
        }
        Ok(id)
    }

    fn add_text(&mut self, parent: NodeId, text: &str) -> Result<NodeId, MoveError> {
        if self.outcome(parent).is_some() || self.decision(parent).is_some() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
            });
        }
        let mv = self.position(parent).parse_move(text)?;
        self.add(parent, mv)
    }

    /// The referee of the game at `id` ([`bernstein_arena::Referee`], as every
    /// game of the arena has): the game from the start to `id`, each side's
    /// clock as the moves' annotations keep it, and the verdict of a decision
    /// taken there. It is built from the tree each time, so a move taken back,
    /// a line deleted or a game opened again is refereed as it stands. A
    /// person is waited for as long as it takes: only the clock says when the
    /// time is up.
    pub fn referee_at(&self, id: NodeId) -> Referee<P> {
        let control = self
            .clocks
            .as_ref()
            .map_or(TimeControl::Free, |clocks| TimeControl::Clock {
                clock: clocks.control,
                grace: Duration::MAX,
            });
        let after = Side::BOTH.map(|side| self.clock_after_last_move(side, id));
        let mut referee = Referee::resume(self.game_to(id), [control; 2], None, after);
        if let Some(verdict) = self.verdict(id) {
            referee.end(verdict.end.clone());
        }
        referee
    }

    /// The referee kept for the game at `id`, if it still stands as the
    /// session does.
    fn kept_referee(&self, id: NodeId) -> Option<&Referee<P>> {
        let control = self.clocks.as_ref().map(|clocks| clocks.control);
        self.referee
            .as_ref()
            .filter(|kept| {
                kept.node == id && kept.revision == self.revision && kept.control == control
            })
            .map(|kept| &kept.referee)
    }

    /// The referee of the game at `id`, kept for the next move or frame.
    fn take_referee(&mut self, id: NodeId) -> Referee<P> {
        if self.kept_referee(id).is_some()
            && let Some(kept) = self.referee.take()
        {
            return kept.referee;
        }
        self.referee_at(id)
    }

    /// Keeps `referee`, the referee of the game at `id` as the session stands.
    fn keep_referee(&mut self, id: NodeId, referee: Referee<P>) {
        self.referee = Some(KeptReferee {
            node: id,
            revision: self.revision,
            control: self.clocks.as_ref().map(|clocks| clocks.control),
            referee,
        });
    }

    /// Plays a move at the node shown. A move that differs from the one already
    /// played there starts a variation; the same move just steps forward.
    /// A new move at the end of the game is the referee's to judge: in a timed
    /// game it keeps the mover's time left, and a move after the time ran out
    /// ends the game on time instead.
    pub fn play(&mut self, mv: P::Move) -> Result<NodeId, MoveError> {
        let before = self.current;
        let now = Instant::now();
        // Only a move at the end of the game is refereed; a move the rules
        // refuse is the player's slip, refused without ending the game.
        if !self.can_decide() || !self.legal_moves(before).contains(&mv) {
            let id = self.add(before, mv)?;
            self.go_to(id);
            return Ok(id);
        }
        let side = self.current_position().side_to_move();
        let mut referee = self.take_referee(before);
        let Some(turn) = referee.turn() else {
            let text = self.current_position().move_to_text(mv);
            return Err(MoveError::GameOver { text });
        };
        let used = self
            .clocks
            .as_ref()
            .map_or(Duration::ZERO, |clocks| clocks.used(before, now));
        if let Judged::Over = referee.judge(&turn, Reply::Move(mv, used)) {
            self.settle(before, &referee);
            let text = self.current_position().move_to_text(mv);
            return Err(MoveError::GameOver { text });
        }
        let id = self.add(before, mv)?;
        if let Some(after) = referee.after_last_move(side)
            && let Some(annotation) = self.annotation_mut(id)
        {
            annotation.clock = Some(after.as_millis() as u64);
        }
        self.go_to(id);
        self.keep_referee(id, referee);
        Ok(id)
    }

    /// Plays a move given as text (the game's move notation) at the node shown,
    /// through [`Session::play`] like every other move.
    pub fn play_text(&mut self, text: &str) -> Result<NodeId, MoveError> {
        let text = text.trim();
        if self.current_outcome().is_some() || self.decision(self.current).is_some() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
            });
        }
        let mv = self.current_position().parse_move(text)?;
        self.play(mv)
    }

    pub fn go_to(&mut self, id: NodeId) {
        if self.tree.contains(id) && id != self.current {
            self.current = id;
        }
    }

    pub fn back(&mut self) {
        if let Some(parent) = self.tree.parent(self.current) {
            self.go_to(parent);
        }
    }

    /// One move forward along the line shown (its first continuation).
    pub fn forward(&mut self) {
        if let Some(&next) = self.tree.children(self.current).first() {
            self.go_to(next);
        }
    }

    pub fn to_start(&mut self) {
        self.go_to(MoveTree::ROOT);
    }

    /// To the end of the line shown.
    pub fn to_end(&mut self) {
        if let Some(&last) = self.tree.line_from(self.current).last() {
            self.go_to(last);
        }
    }

    /// Takes back the last `plies` moves at the node shown: each is deleted when no
    /// other move follows it (so a variation that goes on is kept) and the board
    /// steps back. Returns how many plies were stepped back.
    pub fn take_back(&mut self, plies: usize) -> usize {
        // The side to move again has the time it had before the move.
        if let Some(clocks) = &mut self.clocks {
            clocks.reset_turn();
        }
        let mut done = 0;
        while done < plies {
            let node = self.current;
            let Some(parent) = self.tree.parent(node) else {
                break;
            };
            if self.tree.children(node).is_empty() {
                self.tree.0.delete_variation(node);
                self.nodes[node.index()] = None;
                self.evals.remove(&node);
                self.changed();
            }
            self.go_to(parent);
            done += 1;
        }
        done
    }

    /// The user's take back: the last move, or in a game against the computer the
    /// user's last move with the computer's reply. Returns how many plies went back.
    pub fn take_back_for_user(&mut self) -> usize {
        // A resignation or draw at the node shown is what is taken back first; a
        // time out goes with the move before it, whose clock comes back.
        self.draw_offer = None;
        match self.decision(self.current) {
            Some(Decision::OutOfTime(_)) => self.undecide(),
            Some(_) => {
                self.undecide();
                return 0;
            }
            None => {}
        }
        let mut plies = 1;
        let human = self.players.iter().position(|p| *p == PlayerKind::Human);
        if let Some(human) = human
            && self.players.iter().any(|p| p.is_computer())
        {
            // Step back to the user's last turn.
            let human = if human == 0 {
                Side::First
            } else {
                Side::Second
            };
            let mut node = self.current;
            plies = 0;
            while let Some(parent) = self.tree.parent(node) {
                plies += 1;
                if self.position(parent).side_to_move() == human {
                    break;
                }
                node = parent;
            }
        }
        self.take_back(plies)
    }

    /// Whether `edit` would change the tree (the move list offers only those).
    pub fn can_edit(&self, edit: TreeEdit) -> bool {
        let tree = &self.tree;
        match edit {
            TreeEdit::Promote(id) | TreeEdit::MakeMainLine(id) => {
                tree.contains(id) && !tree.is_main_line(id)
            }
            TreeEdit::DeleteFrom(id) => id != MoveTree::ROOT && tree.contains(id),
            TreeEdit::DeleteAfter(id) => !tree.children(id).is_empty(),
        }
    }

    /// Applies `edit`; returns whether the tree changed. Deleted moves are
    /// forgotten with their evaluations and hint. If the move shown was deleted,
    /// the board goes to the last move that is left on its path.
    pub fn edit(&mut self, edit: TreeEdit) -> bool {
        if !self.can_edit(edit) {
            return false;
        }
        self.changed();
        // The moves deleted, and the node left standing before them.
        let (gone, before) = match edit {
            TreeEdit::Promote(id) => return self.tree.0.promote_variation(id),
            TreeEdit::MakeMainLine(id) => return self.tree.0.make_main_line(id),
            TreeEdit::DeleteFrom(id) => {
                let gone = self.tree.subtree(id);
                let before = self
                    .tree
                    .0
                    .delete_variation(id)
                    .expect("checked: not the root");
                (gone, before)
            }
            TreeEdit::DeleteAfter(id) => {
                let gone = self.tree.subtree(id).split_off(1);
                self.tree.0.delete_after(id);
                (gone, id)
            }
        };
        if gone.contains(&self.current) {
            self.go_to(before);
        }
        for node in gone {
            self.nodes[node.index()] = None;
            self.evals.remove(&node);
        }
        if self.hint.is_some_and(|(node, _)| !self.tree.contains(node)) {
            self.hint = None;
        }
        true
    }

    /// Sets (or with empty text removes) the comment of `id`, the root's being the
    /// one before the first move. Returns whether it changed.
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> bool {
        let text = text.trim();
        let new = (!text.is_empty()).then(|| text.to_string());
        if !self.tree.contains(id) || self.tree.comment(id) == new.as_deref() {
            return false;
        }
        self.changed();
        self.tree.0.set_comment(id, new)
    }

    /// Writes a game review's findings into the moves of `line` (see
    /// [`bernstein_analysis::review::write_review`]). Counts as a change.
    pub fn write_review<M>(
        &mut self,
        line: &[NodeId],
        review: &bernstein_analysis::review::GameReview<M>,
    ) {
        bernstein_analysis::review::write_review(&mut self.tree.0, line, review);
        self.changed();
    }

    /// The annotation of `id` to change (a mark, a review's judgement, who made
    /// the move); `None` for a node not in the tree. Counts as a change.
    pub fn annotation_mut(&mut self, id: NodeId) -> Option<&mut Annotation> {
        if !self.tree.contains(id) {
            return None;
        }
        self.changed();
        self.tree.0.annotation_mut(id)
    }

    /// Who plays `side` from now on.
    pub fn set_player(&mut self, side: Side, player: PlayerKind) {
        if self.players[side.index()] != player {
            self.players.0[side.index()] = player;
            self.changed();
        }
    }

    /// The two sides change hands.
    pub fn swap_players(&mut self) {
        self.players.0.swap(0, 1);
        self.changed();
    }

    /// Whether the side to move at the node shown is played by a human.
    pub fn human_to_move(&self) -> bool {
        self.players[self.current_position().side_to_move().index()] == PlayerKind::Human
    }

    /// How this game numbers its moves (from its start position's round).
    pub fn numbering(&self) -> Numbering {
        Numbering::of(self.start())
    }

    /// Ply of `id` counted from the start position.
    pub fn ply(&self, id: NodeId) -> usize {
        self.data(id).history.len
    }

    /// "12." or "12…" as the move list numbers the move of `id`.
    pub fn move_number(&self, id: NodeId) -> (usize, bool) {
        self.numbering().at(self.ply(id).saturating_sub(1))
    }

    /// The line through the node shown: from the start, past it to the end of its
    /// main continuation (what the evaluation graph shows).
    pub fn line_through_current(&self) -> Vec<NodeId> {
        let mut line = vec![MoveTree::ROOT];
        line.extend(self.tree.path_to(self.current));
        line.extend(self.tree.line_from(self.current));
        line
    }

    pub fn kind(&self) -> GameKind {
        P::KIND
    }
}

/// A record's evaluation as a score from the first player's view (for the graph
/// of a loaded, reviewed game).
fn score_of(eval: RecordedEval) -> i32 {
    match eval {
        RecordedEval::Units(value) => value.clamp(
            -bernstein_engine::score::EVAL_LIMIT,
            bernstein_engine::score::EVAL_LIMIT,
        ),
        RecordedEval::Ends { winner, moves } => {
            let plies = (moves.max(1) * 2 - 1) as usize;
            match winner {
                Side::First => bernstein_engine::score::win_in(plies),
                Side::Second => bernstein_engine::score::loss_in(plies),
            }
        }
    }
}
