//! One game on screen as a plain model: its start position, the move tree with
//! variations, the position and result of every node, the node shown, and what the
//! board remembers. Generic over the game; the shell sees it through
//! [`crate::open_game::OpenGame`]. Every position, legal move and result comes
//! from the rules through `Position`; nothing here knows a rule, and nothing here
//! searches: the computer's searches live beside the session
//! (`computer.rs`) and hand their moves to [`Session::play`].
//!
//! Everything a saved game holds (the move tree with its comments and marks, the
//! players, a decision) is read by the rest of the app and changed only through
//! the session's methods, each of which counts a change ([`Session::revision`]):
//! the autosave writes whenever the count moved, so no change can miss it.

use std::ops::Deref;
use std::time::{Duration, Instant};

use crate::board::{BoardGame, BoardState};
use crate::clock::Clocks;
use bernstein_records::tree::{MoveTree, NodeId, Numbering};
use bernstein_rules::{
    Game, GameKind, IllegalReason, MoveError, MoveList, Outcome, Position, Side,
};

use bernstein_records::{Annotation, PlayerKind, RecordedEval};

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

/// A node's history: the first `len` hashes of line `line` of [`Histories`].
#[derive(Clone, Copy, Debug)]
struct HistoryAt {
    line: usize,
    len: usize,
}

/// The hashes of the positions before every node, shared between nodes: a node's
/// history is the start of one line, and a new node extends its parent's line in
/// place, unless a node of another variation extended it differently first; only
/// then is the parent's history copied into a new line. So a game keeps one hash
/// per move (and a copy per variation), not a copy of its whole history per move,
/// which grew with the square of a game's length.
#[derive(Debug, Default)]
struct Histories {
    lines: Vec<Vec<u64>>,
}

impl Histories {
    /// The history of the start position: none.
    fn root(&mut self) -> HistoryAt {
        self.lines.push(Vec::new());
        HistoryAt {
            line: self.lines.len() - 1,
            len: 0,
        }
    }

    fn get(&self, at: HistoryAt) -> &[u64] {
        &self.lines[at.line][..at.len]
    }

    /// The history of a child of the node with history `parent`, whose own
    /// position has the hash `hash`.
    fn child(&mut self, parent: HistoryAt, hash: u64) -> HistoryAt {
        let line = &mut self.lines[parent.line];
        let len = parent.len + 1;
        if line.len() == parent.len {
            line.push(hash);
        } else if line[parent.len] != hash {
            let mut copy = line[..parent.len].to_vec();
            copy.push(hash);
            self.lines.push(copy);
            return HistoryAt {
                line: self.lines.len() - 1,
                len,
            };
        }
        HistoryAt {
            line: parent.line,
            len,
        }
    }

    /// How many hashes are kept in all.
    fn stored(&self) -> usize {
        self.lines.iter().map(Vec::len).sum()
    }
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

/// A result decided at the board rather than by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// This side gave up: the other wins.
    Resigned(Side),
    /// The players agreed a draw.
    DrawAgreed,
    /// This side's clock ran out: the other wins. (None of Bernstein's games
    /// knows a position where a side cannot win any more, as chess's bare king,
    /// so the side whose time ran out always loses.)
    OutOfTime(Side),
}

impl Decision {
    /// The winner; `None` for a draw.
    pub fn winner(self) -> Option<Side> {
        match self {
            Decision::Resigned(side) | Decision::OutOfTime(side) => Some(side.other()),
            Decision::DrawAgreed => None,
        }
    }

    /// How records write it (English, as the records' other results): "Blue
    /// resigned", "draw agreed", and as chess tools' `Termination`, "time forfeit"
    /// (the winner says who lost).
    pub fn record_text(self, kind: GameKind) -> String {
        match self {
            Decision::Resigned(side) => format!("{} resigned", kind.side_name(side)),
            Decision::DrawAgreed => "draw agreed".to_string(),
            Decision::OutOfTime(_) => "time forfeit".to_string(),
        }
    }

    /// Reads what [`Decision::record_text`] wrote, with the record's winner.
    pub fn from_record_text(kind: GameKind, text: &str, winner: Option<Side>) -> Option<Decision> {
        if text.eq_ignore_ascii_case("draw agreed") {
            return Some(Decision::DrawAgreed);
        }
        if text.eq_ignore_ascii_case("time forfeit") {
            return winner.map(|winner| Decision::OutOfTime(winner.other()));
        }
        Side::BOTH
            .into_iter()
            .find(|side| text.eq_ignore_ascii_case(&format!("{} resigned", kind.side_name(*side))))
            .map(Decision::Resigned)
    }
}

/// A draw offered at a node by the side to move there, and the other side's
/// answer once it is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    pub node: NodeId,
    /// The side that offered.
    pub by: Side,
    /// `None` while the other side has not answered.
    pub answer: Option<DrawAnswer>,
}

/// The answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawAnswer {
    pub accepted: bool,
    /// The computer's evaluation it answered by, from the first player's view (a
    /// person's answer has none).
    pub score: Option<i32>,
}

/// A game in the app: see the module docs.
pub struct Session<P: BoardGame> {
    pub tree: ReadOnly<MoveTree>,
    /// Indexed by `NodeId::index()`; `None` for deleted nodes.
    nodes: Vec<Option<NodeData<P>>>,
    histories: Histories,
    /// Counts the changes to what a saved game holds.
    revision: u64,
    pub current: NodeId,
    pub board: BoardState<P>,
    pub players: ReadOnly<[PlayerKind; 2]>,
    /// The seed the start setup was drawn from, when it was drawn from one.
    pub seed: Option<u64>,
    /// The engine's suggested move for the position of a node.
    pub hint: Option<(NodeId, P::Move)>,
    /// Evaluations of nodes from Red's/White's view, in hundredths of the game's
    /// unit (decided scores as the engine writes them), for the graph.
    pub evals: std::collections::HashMap<NodeId, i32>,
    /// A resignation, agreed draw or time out, and the node where the game ended so.
    decided: Option<(NodeId, Decision)>,
    /// The clocks of a timed game.
    pub clocks: Option<Clocks>,
    /// The last draw offered, with its answer (it lapses with the position).
    pub draw_offer: Option<DrawOffer>,
}

impl<P: BoardGame> Session<P> {
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
            board: BoardState::default(),
            players: ReadOnly(players),
            seed: None,
            hint: None,
            evals: Default::default(),
            decided: None,
            clocks: None,
            draw_offer: None,
        }
    }

    /// A session holding `tree` from `start`, every move checked by the rules.
    /// Moves that cannot be played (and all after them) are dropped; the error of the
    /// first such move is returned beside the session.
    pub fn from_tree(
        start: P,
        players: [PlayerKind; 2],
        tree: &MoveTree,
    ) -> (Session<P>, Option<String>) {
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
                        error = Some(crate::strings::record_move_refused(
                            number,
                            second,
                            text,
                            &crate::error_words::move_why(P::KIND, &e),
                        ));
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

    /// Plays a move at the node shown. A move that differs from the one already
    /// played there starts a variation; the same move just steps forward.
    /// In a timed game a new move at the end of the game keeps the mover's time
    /// left; a move after the time ran out ends the game on time instead.
    pub fn play(&mut self, mv: P::Move) -> Result<NodeId, MoveError> {
        let before = self.current;
        let now = Instant::now();
        let timed = self.clocks.is_some() && self.tree.children(before).is_empty();
        let side = self.current_position().side_to_move();
        let left = self.clock_left(side, now);
        if timed && left == Some(Duration::ZERO) && self.can_decide() {
            self.decide_at(before, Decision::OutOfTime(side));
            let text = self.current_position().move_to_text(mv);
            return Err(MoveError::GameOver { text });
        }
        let id = self.add(before, mv)?;
        if timed && let Some(clocks) = &self.clocks {
            let start = clocks.turn_start(self.clock_after_last_move(side, before));
            let after = clocks.after_move(start, clocks.used(before, now));
            if let Some(annotation) = self.annotation_mut(id) {
                annotation.clock = Some(after.as_millis() as u64);
            }
        }
        self.go_to(id);
        Ok(id)
    }

    /// What `side` had left after its last move on the path to `id`, as the tree
    /// keeps it (`None`: no timed move of that side yet).
    fn clock_after_last_move(&self, side: Side, id: NodeId) -> Option<Duration> {
        let path = self.tree.path_to(id);
        path.iter().rev().find_map(|&node| {
            let parent = self.tree.parent(node)?;
            if self.position(parent).side_to_move() != side {
                return None;
            }
            let clock = self.tree.annotation(node)?.clock?;
            Some(Duration::from_millis(clock))
        })
    }

    /// The time `side` has on its clock at the node shown at `now` (`None`: the
    /// game is not timed). For the side to move it counts down while its clock runs.
    pub fn clock_left(&self, side: Side, now: Instant) -> Option<Duration> {
        let clocks = self.clocks.as_ref()?;
        // A side that lost on time here had nothing left, also in a game opened
        // again (its last turn's time is not kept, only that it ran out).
        if self.decision(self.current) == Some(Decision::OutOfTime(side)) {
            return Some(Duration::ZERO);
        }
        let start = clocks.turn_start(self.clock_after_last_move(side, self.current));
        if self.current_position().side_to_move() != side {
            return Some(start);
        }
        Some(start.saturating_sub(clocks.used(self.current, now)))
    }

    /// Whether the clock of the side to move at the node shown runs.
    pub fn clock_running(&self) -> bool {
        self.clocks
            .as_ref()
            .is_some_and(|clocks| clocks.is_running(self.current))
    }

    /// Lets the side to move's clock run (`running`, and only where the game goes
    /// on: the end of its line shown, not decided) or stand at `now`; a clock that
    /// ran out ends the game. Returns whether it did.
    pub fn tick_clocks(&mut self, running: bool, now: Instant) -> bool {
        let live = self.can_decide();
        let node = self.current;
        let Some(clocks) = &mut self.clocks else {
            return false;
        };
        clocks.tick(node, running && live, now);
        let side = self.current_position().side_to_move();
        if live && self.clock_left(side, now) == Some(Duration::ZERO) {
            self.decide_at(node, Decision::OutOfTime(side));
            if let Some(clocks) = &mut self.clocks {
                clocks.tick(node, false, now);
            }
            return true;
        }
        false
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
            self.board = BoardState::default();
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

    /// The resignation or agreed draw that ended the game at `id`, if any.
    pub fn decision(&self, id: NodeId) -> Option<Decision> {
        self.decided
            .filter(|(at, _)| *at == id && self.tree.contains(*at))
            .map(|(_, decision)| decision)
    }

    /// Whether the game may be decided at the node shown: it is the end of its
    /// line, and neither the rules nor the players have ended it there.
    pub fn can_decide(&self) -> bool {
        self.current_outcome().is_none()
            && self.decision(self.current).is_none()
            && self.tree.children(self.current).is_empty()
    }

    /// Ends the game at the node shown by a resignation or an agreed draw; returns
    /// whether it did.
    pub fn decide(&mut self, decision: Decision) -> bool {
        if !self.can_decide() {
            return false;
        }
        self.decide_at(self.current, decision);
        true
    }

    fn decide_at(&mut self, node: NodeId, decision: Decision) {
        self.decided = Some((node, decision));
        self.changed();
    }

    fn undecide(&mut self) {
        self.decided = None;
        self.changed();
    }

    /// The draw offered at `id`, if one was (with its answer once given).
    pub fn draw_offer_at(&self, id: NodeId) -> Option<DrawOffer> {
        self.draw_offer
            .filter(|offer| offer.node == id && self.tree.contains(id))
    }

    /// `side` offers a draw at the node shown: only the side to move, while the
    /// game goes on there, once per position. Returns whether it did.
    pub fn offer_draw(&mut self, side: Side) -> bool {
        let node = self.current;
        if !self.can_decide()
            || self.current_position().side_to_move() != side
            || self.draw_offer_at(node).is_some()
        {
            return false;
        }
        self.draw_offer = Some(DrawOffer {
            node,
            by: side,
            answer: None,
        });
        true
    }

    /// The other side answers the draw offered at the node shown; an accepted
    /// offer ends the game as an agreed draw. Returns whether there was an offer
    /// to answer.
    pub fn answer_draw(&mut self, answer: DrawAnswer) -> bool {
        let Some(offer) = self
            .draw_offer_at(self.current)
            .filter(|offer| offer.answer.is_none())
        else {
            return false;
        };
        self.draw_offer = Some(DrawOffer {
            answer: Some(answer),
            ..offer
        });
        if answer.accepted {
            self.decide(Decision::DrawAgreed);
        }
        true
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
