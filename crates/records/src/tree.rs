//! The moves of a game as a tree: the main line, its variations, comments and
//! annotations (judgements, evaluations, better moves, arrows and highlights: see
//! [`Annotation`]).
//!
//! The tree is game-agnostic: a node holds the move as the game writes it
//! (`b1-c2`, `A4-C4`, `f6-f4xd1`), so a tree can be saved, compared and edited
//! without the rules. Positions come from replaying a path through the rules
//! ([`replay_tree`]). The first child of a node continues the main line; the others are
//! variations, in the order the user added (or promoted) them.
//!
//! Node ids stay valid while the tree is edited (deleting a variation only makes the
//! deleted ids invalid); after saving and loading, nodes are numbered afresh.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::annotation::Annotation;
use super::{PlayerKind, RecordError};
use bernstein_rules::{Game, Position};

/// A node of a [`MoveTree`]. [`MoveTree::ROOT`] is the start position (no move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct NodeId(u32);

impl NodeId {
    /// The index of the node in the tree's storage (stable while the tree lives).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Node {
    /// The move that leads here; empty for the root.
    text: String,
    comment: Option<String>,
    annotation: Annotation,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// False once the node's variation was deleted (its id is then invalid).
    alive: bool,
}

impl Node {
    fn new(text: String, parent: Option<NodeId>) -> Node {
        Node {
            text,
            comment: None,
            annotation: Annotation::default(),
            parent,
            children: Vec::new(),
            alive: true,
        }
    }
}

/// The moves of a game with variations and comments. See the module docs.
#[derive(Clone, Debug)]
pub struct MoveTree {
    nodes: Vec<Node>,
}

impl Default for MoveTree {
    fn default() -> Self {
        MoveTree::new()
    }
}

/// Two trees are equal when they hold the same moves and comments in the same
/// order, whatever their node numbering.
impl PartialEq for MoveTree {
    fn eq(&self, other: &MoveTree) -> bool {
        self.to_data() == other.to_data()
    }
}

impl MoveTree {
    /// The start position: every path begins here.
    pub const ROOT: NodeId = NodeId(0);

    /// A tree with no moves.
    pub fn new() -> MoveTree {
        MoveTree {
            nodes: vec![Node::new(String::new(), None)],
        }
    }

    /// A tree holding one line of moves (the main line).
    pub fn from_line<S: AsRef<str>>(moves: &[S]) -> MoveTree {
        let mut tree = MoveTree::new();
        let mut node = MoveTree::ROOT;
        for text in moves {
            node = tree.add_move(node, text.as_ref());
        }
        tree
    }

    /// The moves of a game as a tree with one line.
    pub fn from_game<P: Position>(game: &Game<P>) -> MoveTree {
        let mut tree = MoveTree::new();
        let mut node = MoveTree::ROOT;
        for (ply, &mv) in game.moves().iter().enumerate() {
            let pos = game
                .position_at(ply)
                .expect("a game has a position before each move");
            node = tree.add_move(node, &pos.move_to_text(mv));
        }
        tree
    }

    fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index()).filter(|node| node.alive)
    }

    fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id.index()).filter(|node| node.alive)
    }

    /// Whether `id` names a node of this tree (not deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        self.node(id).is_some()
    }

    /// The move text that leads to `id` (`None` for the root or an invalid id).
    pub fn move_text(&self, id: NodeId) -> Option<&str> {
        if id == MoveTree::ROOT {
            return None;
        }
        self.node(id).map(|node| node.text.as_str())
    }

    /// The comment after the move of `id` (for the root: before the first move).
    pub fn comment(&self, id: NodeId) -> Option<&str> {
        self.node(id).and_then(|node| node.comment.as_deref())
    }

    /// Sets or clears (`None` or empty text) the comment of `id`. Returns false for an invalid id.
    pub fn set_comment(&mut self, id: NodeId, comment: Option<String>) -> bool {
        match self.node_mut(id) {
            Some(node) => {
                node.comment = comment.filter(|text| !text.trim().is_empty());
                true
            }
            None => false,
        }
    }

    /// What the record says about the move of `id` (for the root: about the start
    /// position) besides its comment; `None` for an invalid id.
    pub fn annotation(&self, id: NodeId) -> Option<&Annotation> {
        self.node(id).map(|node| &node.annotation)
    }

    /// The annotation of `id` to change; `None` for an invalid id.
    pub fn annotation_mut(&mut self, id: NodeId) -> Option<&mut Annotation> {
        self.node_mut(id).map(|node| &mut node.annotation)
    }

    /// The node before `id`; `None` for the root or an invalid id.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).and_then(|node| node.parent)
    }

    /// The moves after `id`: the first continues the main line of `id`, the others
    /// are variations. Empty for an invalid id.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id)
            .map(|node| node.children.as_slice())
            .unwrap_or(&[])
    }

    /// The child of `id` reached by the move `text`, if there is one.
    pub fn child_with_move(&self, id: NodeId, text: &str) -> Option<NodeId> {
        self.children(id)
            .iter()
            .copied()
            .find(|&child| self.nodes[child.index()].text == text)
    }

    /// Adds the move `text` after `parent` and returns its node. If the move is
    /// already there, the existing node is returned and nothing changes. A new move
    /// becomes the main line if `parent` had no moves after it, else the last
    /// variation. An invalid `parent` is treated as the root.
    pub fn add_move(&mut self, parent: NodeId, text: &str) -> NodeId {
        let parent = if self.contains(parent) {
            parent
        } else {
            MoveTree::ROOT
        };
        if let Some(existing) = self.child_with_move(parent, text) {
            return existing;
        }
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node::new(text.to_string(), Some(parent)));
        self.nodes[parent.index()].children.push(id);
        id
    }

    /// The main line from the start: the first child of each node, root excluded.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.line_from(MoveTree::ROOT)
    }

    /// Following first children from `id` to the end, `id` excluded.
    pub fn line_from(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut node = id;
        while let Some(&first) = self.children(node).first() {
            line.push(first);
            node = first;
        }
        line
    }

    /// The last node of the main line (the root if there are no moves).
    pub fn main_line_end(&self) -> NodeId {
        self.main_line().last().copied().unwrap_or(MoveTree::ROOT)
    }

    /// The move texts of the main line.
    pub fn main_line_moves(&self) -> Vec<&str> {
        self.main_line()
            .into_iter()
            .map(|id| self.nodes[id.index()].text.as_str())
            .collect()
    }

    /// The nodes from the first move to `id` (root excluded; empty for the root or
    /// an invalid id).
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        if !self.contains(id) {
            return path;
        }
        let mut node = id;
        while node != MoveTree::ROOT {
            path.push(node);
            node = self.nodes[node.index()]
                .parent
                .expect("every node but the root has a parent");
        }
        path.reverse();
        path
    }

    /// The move texts from the start to `id`.
    pub fn moves_to(&self, id: NodeId) -> Vec<&str> {
        self.path_to(id)
            .into_iter()
            .map(|node| self.nodes[node.index()].text.as_str())
            .collect()
    }

    /// Who plays each side at `id`: the players at the start (a record's players),
    /// changed by each note of who made a move ([`Annotation::player`]) on the way.
    pub fn players_at(
        &self,
        id: NodeId,
        start: [PlayerKind; 2],
        numbering: Numbering,
    ) -> [PlayerKind; 2] {
        let mut players = start;
        for (ply, node) in self.path_to(id).into_iter().enumerate() {
            if let Some(player) = self.nodes[node.index()].annotation.player {
                let (_, second) = numbering.at(ply);
                players[usize::from(second)] = player;
            }
        }
        players
    }

    /// The number of moves from the start to `id` (its ply).
    pub fn ply(&self, id: NodeId) -> usize {
        self.path_to(id).len()
    }

    /// Whether `id` lies on the main line (the root does).
    pub fn is_main_line(&self, id: NodeId) -> bool {
        self.contains(id)
            && self
                .path_to(id)
                .iter()
                .all(|&node| self.is_first_child(node))
    }

    fn is_first_child(&self, id: NodeId) -> bool {
        match self.parent(id) {
            Some(parent) => self.nodes[parent.index()].children.first() == Some(&id),
            None => true,
        }
    }

    /// Moves the variation that holds `id` one place up among its siblings, at the
    /// nearest branch point where it is not already first; the second becomes the
    /// main line there. Returns false if `id` is already on the main line.
    pub fn promote_variation(&mut self, id: NodeId) -> bool {
        for node in self.path_to(id).into_iter().rev() {
            let parent = self.nodes[node.index()].parent.expect("not the root");
            let siblings = &mut self.nodes[parent.index()].children;
            let place = siblings
                .iter()
                .position(|&child| child == node)
                .expect("a child of its parent");
            if place > 0 {
                siblings.swap(place, place - 1);
                return true;
            }
        }
        false
    }

    /// Makes the path to `id` the main line: at every branch point on the way, the
    /// path's move becomes the first child (the old main line becomes its first
    /// variation). Returns false if it was already the main line or `id` is invalid.
    pub fn make_main_line(&mut self, id: NodeId) -> bool {
        let mut changed = false;
        for node in self.path_to(id) {
            let parent = self.nodes[node.index()].parent.expect("not the root");
            let siblings = &mut self.nodes[parent.index()].children;
            let place = siblings
                .iter()
                .position(|&child| child == node)
                .expect("a child of its parent");
            if place > 0 {
                let moved = siblings.remove(place);
                siblings.insert(0, moved);
                changed = true;
            }
        }
        changed
    }

    /// Deletes `id` and every move after it (the variation from `id` on). Returns
    /// the node before it, or `None` if `id` is the root or invalid (the root
    /// cannot be deleted: use [`MoveTree::clear`]).
    pub fn delete_variation(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        self.nodes[parent.index()]
            .children
            .retain(|&child| child != id);
        let mut stack = vec![id];
        while let Some(node) = stack.pop() {
            let node = &mut self.nodes[node.index()];
            node.alive = false;
            stack.append(&mut node.children);
        }
        Some(parent)
    }

    /// Deletes every move after `id`, keeping `id` itself.
    pub fn delete_after(&mut self, id: NodeId) {
        for child in self.children(id).to_vec() {
            self.delete_variation(child);
        }
    }

    /// Removes every move and comment.
    pub fn clear(&mut self) {
        *self = MoveTree::new();
    }

    /// The number of moves in the tree (all variations, root excluded).
    pub fn move_count(&self) -> usize {
        self.preorder().len() - 1
    }

    /// Whether the tree holds no moves.
    pub fn is_empty(&self) -> bool {
        self.children(MoveTree::ROOT).is_empty()
    }

    /// Every node, parents before children and main lines before variations
    /// (depth-first, first child first), the root first.
    pub fn preorder(&self) -> Vec<NodeId> {
        self.subtree(MoveTree::ROOT)
    }

    /// `id` and every move after it, in the order of [`MoveTree::preorder`]: what
    /// [`MoveTree::delete_variation`] deletes. Empty for an invalid id.
    pub fn subtree(&self, id: NodeId) -> Vec<NodeId> {
        if !self.contains(id) {
            return Vec::new();
        }
        let mut order = Vec::new();
        let mut stack = vec![id];
        while let Some(node) = stack.pop() {
            order.push(node);
            stack.extend(self.nodes[node.index()].children.iter().rev().copied());
        }
        order
    }

    /// The saved form: nodes in preorder, each naming its parent by index.
    fn to_data(&self) -> TreeData {
        let order = self.preorder();
        let mut index_of = vec![0usize; self.nodes.len()];
        for (index, node) in order.iter().enumerate() {
            index_of[node.index()] = index;
        }
        let moves = order[1..]
            .iter()
            .map(|&id| {
                let node = &self.nodes[id.index()];
                SavedMove {
                    parent: index_of[node.parent.expect("not the root").index()],
                    text: node.text.clone(),
                    comment: node.comment.clone(),
                    annotation: node.annotation.clone(),
                }
            })
            .collect();
        TreeData {
            comment: self.nodes[0].comment.clone(),
            annotation: self.nodes[0].annotation.clone(),
            moves,
        }
    }

    /// The tree of its saved form, checked: every move names a parent before it,
    /// no move appears twice after the same move, variations nest at most
    /// [`MAX_NESTING`] deep. Linear in the number of moves, however many follow
    /// one move (a file is read before any move is replayed, so this is all a
    /// hostile file can make it do).
    /// The tree of saved moves, checked as they were read ([`read_moves`]).
    fn from_data(data: TreeData) -> MoveTree {
        let mut tree = MoveTree::new();
        tree.nodes.reserve(data.moves.len());
        tree.nodes[0].comment = data.comment.filter(|text| !text.trim().is_empty());
        tree.nodes[0].annotation = data.annotation;
        for (at, saved) in data.moves.into_iter().enumerate() {
            let parent = NodeId(saved.parent as u32);
            let id = NodeId((at + 1) as u32);
            let mut node = Node::new(saved.text, Some(parent));
            node.comment = saved.comment.filter(|text| !text.trim().is_empty());
            node.annotation = saved.annotation;
            tree.nodes.push(node);
            tree.nodes[parent.index()].children.push(id);
        }
        tree
    }
}

/// Variations may nest this deep in a loaded tree: deeper files are refused, so
/// that writing them out (which recurses per level) cannot overflow the stack.
pub const MAX_NESTING: usize = 200;

/// How a [`MoveTree`] is saved: flat, so that long games nest no deeper than short
/// ones, and every reference points backwards (so it cannot form a cycle).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct TreeData {
    /// The comment before the first move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
    /// Marks on the start position.
    #[serde(default, skip_serializing_if = "Annotation::is_empty")]
    annotation: Annotation,
    /// Every move in preorder; move `i` (1-based) names its parent by index, 0 = the start.
    #[serde(deserialize_with = "read_moves")]
    moves: Vec<SavedMove>,
}

/// Reads the saved moves and checks each as it is read (its parent comes
/// earlier, it is not there twice after the same move, its variation does not
/// nest too deep), so that an error names the line of the faulty entry, not the
/// end of the list.
fn read_moves<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<SavedMove>, D::Error> {
    struct Moves;
    impl<'de> serde::de::Visitor<'de> for Moves {
        type Value = Vec<SavedMove>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a list of moves")
        }

        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut moves: Vec<SavedMove> = Vec::new();
            let mut seen = std::collections::HashSet::new();
            // Per node (0 = the start): how deeply its variation nests, and
            // whether it has a child yet.
            let mut nesting = vec![0usize];
            let mut has_child = vec![false];
            while let Some(saved) = seq.next_element::<SavedMove>()? {
                let index = moves.len() + 1;
                if saved.parent >= index {
                    return Err(serde::de::Error::custom(format!(
                        "move {index} ('{}') names move {} before it, which does not come earlier",
                        saved.text, saved.parent
                    )));
                }
                if !seen.insert((saved.parent, saved.text.clone())) {
                    return Err(serde::de::Error::custom(format!(
                        "move {index} ('{}') appears twice after the same move",
                        saved.text
                    )));
                }
                let depth = nesting[saved.parent] + usize::from(has_child[saved.parent]);
                if depth > MAX_NESTING {
                    return Err(serde::de::Error::custom(format!(
                        "variations nest deeper than {MAX_NESTING} at move {index}"
                    )));
                }
                has_child[saved.parent] = true;
                nesting.push(depth);
                has_child.push(false);
                moves.push(saved);
            }
            Ok(moves)
        }
    }
    deserializer.deserialize_seq(Moves)
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct SavedMove {
    parent: usize,
    #[serde(rename = "move")]
    text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
    #[serde(default, skip_serializing_if = "Annotation::is_empty")]
    annotation: Annotation,
}

impl Serialize for MoveTree {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_data().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for MoveTree {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(MoveTree::from_data(TreeData::deserialize(deserializer)?))
    }
}

/// How a record numbers its moves: one number per round, starting from the
/// round of its start position (1 for a game's start; a position set up later in
/// a game keeps its round, [`Position::round`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbering {
    /// The round of the start position's side to move.
    pub first_round: usize,
    /// Whether the start position has the first player to move.
    pub first_to_move: bool,
}

impl Default for Numbering {
    /// A game's start with the first player to move.
    fn default() -> Numbering {
        Numbering {
            first_round: 1,
            first_to_move: true,
        }
    }
}

impl Numbering {
    /// The numbering of a record starting at `start`.
    pub fn of<P: Position>(start: &P) -> Numbering {
        Numbering {
            first_round: start.round() as usize,
            first_to_move: start.side_to_move() == bernstein_rules::Side::First,
        }
    }

    /// The round number of the move at `ply` (0: the record's first move) and
    /// whether it is the second player's.
    pub fn at(self, ply: usize) -> (usize, bool) {
        let shifted = if self.first_to_move { ply } else { ply + 1 };
        (self.first_round + shifted / 2, shifted % 2 == 1)
    }

    /// How errors name a move: `move 14 (b1-c3)` for the first player's, `move
    /// 14... (b1-c3)` for the second's.
    pub fn describe(self, ply: usize, text: &str) -> String {
        let (number, second) = self.at(ply);
        if second {
            format!("move {number}... ({text})")
        } else {
            format!("move {number} ({text})")
        }
    }
}

/// Plays `moves` (move texts) from `start` through the rules. The error names the
/// first move that cannot be played, e.g. "move 14 (b1-c3) is illegal: a cockle
/// cannot move there".
pub fn replay_moves<P: Position, S: AsRef<str>>(
    start: &P,
    moves: &[S],
) -> Result<Game<P>, RecordError> {
    let numbering = Numbering::of(start);
    let mut game = Game::new(start.clone());
    for (ply, text) in moves.iter().enumerate() {
        let text = text.as_ref();
        if let Err(error) = game.play_text(text) {
            return Err(
                RecordError::bad_move(&numbering.describe(ply, text), &error).for_move(
                    P::KIND,
                    ply,
                    numbering,
                    &error,
                ),
            );
        }
    }
    Ok(game)
}

/// The game from `start` to the node `id` of `tree`, every move checked by the rules.
pub fn replay_tree<P: Position>(
    start: &P,
    tree: &MoveTree,
    id: NodeId,
) -> Result<Game<P>, RecordError> {
    if !tree.contains(id) {
        return Err(RecordError::new(format!(
            "there is no move {id} in this game"
        )));
    }
    replay_moves(start, &tree.moves_to(id))
}

/// Checks every move of every variation of `tree` through the rules from `start`.
pub fn validate_tree<P: Position>(start: &P, tree: &MoveTree) -> Result<(), RecordError> {
    check_tree(start, tree).map(|_| ())
}

/// Checks every move like [`validate_tree`] and rewrites each move text into the
/// form the game writes (`b1xc2` read from a file becomes `b1-c2` if that is how
/// the rules write it), so that the same move is always the same node.
/// A review's better move gets the same writing; one that is not a legal move
/// there is dropped (it is advice, not part of the game).
pub fn normalize_tree<P: Position>(start: &P, tree: &mut MoveTree) -> Result<(), RecordError> {
    let rewrites = check_tree(start, tree)?;
    for (id, text) in rewrites.moves {
        tree.nodes[id.index()].text = text;
    }
    for (id, better) in rewrites.better {
        tree.nodes[id.index()].annotation.better = better;
    }
    Ok(())
}

/// What [`normalize_tree`] rewrites.
struct Rewrites {
    /// Moves whose text differs from the rules' own writing, with that writing.
    moves: Vec<(NodeId, String)>,
    /// Better moves in another writing (`Some`) or not legal (`None`).
    better: Vec<(NodeId, Option<String>)>,
}

fn check_tree<P: Position>(start: &P, tree: &MoveTree) -> Result<Rewrites, RecordError> {
    let numbering = Numbering::of(start);
    let mut game = Game::new(start.clone());
    let mut rewrites = Rewrites {
        moves: Vec::new(),
        better: Vec::new(),
    };
    // Preorder: when a node comes, the game holds exactly the moves to its parent
    // once cut back to the node's ply minus one.
    let mut depth = vec![0usize; tree.nodes.len()];
    for id in tree.preorder().into_iter().skip(1) {
        let node = &tree.nodes[id.index()];
        let parent = node.parent.expect("not the root");
        let ply = depth[parent.index()];
        depth[id.index()] = ply + 1;
        game.truncate(ply);
        if let Some(better) = &node.annotation.better {
            let canonical = game
                .position()
                .parse_move(better)
                .ok()
                .map(|mv| game.position().move_to_text(mv));
            if canonical.as_ref() != Some(better) {
                rewrites.better.push((id, canonical));
            }
        }
        match game.play_text(&node.text) {
            Ok(mv) => {
                let canonical = game
                    .position_at(ply)
                    .expect("the position before the move")
                    .move_to_text(mv);
                if canonical != node.text {
                    rewrites.moves.push((id, canonical));
                }
            }
            Err(error) => {
                let mut where_ = numbering.describe(ply, &node.text);
                if !tree.is_main_line(id) {
                    where_ = format!("variation, {where_}");
                }
                return Err(RecordError::bad_move(&where_, &error).for_move(
                    P::KIND,
                    ply,
                    numbering,
                    &error,
                ));
            }
        }
    }
    Ok(rewrites)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adding_reuses_and_branches() {
        let mut tree = MoveTree::new();
        let a = tree.add_move(MoveTree::ROOT, "d2");
        let b = tree.add_move(a, "g7");
        let b2 = tree.add_move(a, "a1");
        assert_eq!(tree.add_move(a, "g7"), b);
        assert_eq!(tree.children(a), &[b, b2]);
        assert_eq!(tree.main_line_moves(), vec!["d2", "g7"]);
        assert_eq!(tree.moves_to(b2), vec!["d2", "a1"]);
        assert!(!tree.is_main_line(b2));
        assert!(tree.promote_variation(b2));
        assert_eq!(tree.main_line_moves(), vec!["d2", "a1"]);
        assert!(tree.is_main_line(b2));
        assert!(!tree.promote_variation(b2));
        assert_eq!(tree.delete_variation(b), Some(a));
        assert!(!tree.contains(b));
        assert_eq!(tree.children(a), &[b2]);
        assert_eq!(tree.move_count(), 2);
        assert_eq!(tree.delete_variation(MoveTree::ROOT), None);
    }

    #[test]
    fn make_main_line_reorders_every_branch_point() {
        let mut tree = MoveTree::from_line(&["a", "b", "c"]);
        let x = tree.add_move(MoveTree::ROOT, "x");
        let y = tree.add_move(x, "y");
        let z = tree.add_move(x, "z");
        assert!(tree.make_main_line(z));
        assert_eq!(tree.main_line_moves(), vec!["x", "z"]);
        assert_eq!(tree.children(x), &[z, y]);
        assert!(!tree.make_main_line(z));
    }

    #[test]
    fn saved_form_round_trips_and_rejects_forward_references() {
        let mut tree = MoveTree::from_line(&["a", "b", "c"]);
        let b = tree.main_line()[1];
        let v = tree.add_move(tree.main_line()[0], "v");
        tree.set_comment(v, Some("a try".into()));
        tree.set_comment(MoveTree::ROOT, Some("intro".into()));
        tree.delete_variation(b);
        let text = ron::to_string(&tree).unwrap();
        let back: MoveTree = ron::from_str(&text).unwrap();
        assert_eq!(back, tree);
        assert_eq!(back.main_line_moves(), vec!["a", "v"]);
        let bad = "(moves:[(parent:1,move:\"a\")])";
        let error = ron::from_str::<MoveTree>(bad).unwrap_err().to_string();
        assert!(error.contains("does not come earlier"), "{error}");
    }

    #[test]
    fn numbering_follows_rounds_from_the_start_position_s_round() {
        let from_start = Numbering::default();
        assert_eq!(from_start.at(0), (1, false));
        assert_eq!(from_start.at(1), (1, true));
        assert_eq!(from_start.at(2), (2, false));
        let second_opens = Numbering {
            first_round: 1,
            first_to_move: false,
        };
        assert_eq!(second_opens.at(0), (1, true));
        assert_eq!(second_opens.at(1), (2, false));
        let later = Numbering {
            first_round: 30,
            first_to_move: false,
        };
        assert_eq!(later.at(0), (30, true));
        assert_eq!(later.at(1), (31, false));
        assert_eq!(later.describe(0, "a1-a4"), "move 30... (a1-a4)");
        assert_eq!(later.describe(1, "f4-f6"), "move 31 (f4-f6)");
    }
}
