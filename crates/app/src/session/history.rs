//! The hashes of the positions before each node of a session, for the repetition
//! rule, shared between the nodes (see [`Histories`]).

/// A node's history: the first `len` hashes of line `line` of [`Histories`].
#[derive(Clone, Copy, Debug)]
pub(super) struct HistoryAt {
    line: usize,
    pub len: usize,
}

/// The hashes of the positions before every node, shared between nodes: a node's
/// history is the start of one line, and a new node extends its parent's line in
/// place, unless a node of another variation extended it differently first; only
/// then is the parent's history copied into a new line. So a game keeps one hash
/// per move (and a copy per variation), not a copy of its whole history per move,
/// which grew with the square of a game's length.
#[derive(Debug, Default)]
pub(super) struct Histories {
    lines: Vec<Vec<u64>>,
}

impl Histories {
    /// The history of the start position: none.
    pub fn root(&mut self) -> HistoryAt {
        self.lines.push(Vec::new());
        HistoryAt {
            line: self.lines.len() - 1,
            len: 0,
        }
    }

    pub fn get(&self, at: HistoryAt) -> &[u64] {
        &self.lines[at.line][..at.len]
    }

    /// The history of a child of the node with history `parent`, whose own
    /// position has the hash `hash`.
    pub fn child(&mut self, parent: HistoryAt, hash: u64) -> HistoryAt {
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
    pub fn stored(&self) -> usize {
        self.lines.iter().map(Vec::len).sum()
    }
}
