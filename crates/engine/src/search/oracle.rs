//! What the search takes from an oracle (an endgame database, see
//! [`Oracle`](crate::Oracle)): the score of a node it knows, asked
//! after the game's own end conditions, and at a root it knows the whole answer:
//! its moves ranked by the oracle (the fastest win, the longest defence), each
//! with the oracle's line, without a search.

use super::report::{PvLine, SearchResult};
use super::worker::{MAX_PLY, Worker};
use crate::Evaluate;
use crate::oracle::{OracleResult, OracleValue};

/// The longest line shown for a root the oracle knows.
const LINE_PLIES: usize = 40;

impl<P: Evaluate> Worker<P> {
    /// The oracle's score of `pos`, `ply` plies from the root, if it knows it.
    pub(super) fn oracle_score(&mut self, pos: &P, ply: usize) -> Option<i32> {
        let value = self.oracle.as_ref()?.probe(pos)?;
        Some(value.score(ply))
    }

    /// The answer for a root the oracle knows: its moves best first by the
    /// oracle (a move into a position the game's history makes a draw counts as
    /// one), `lines` of them with the oracle's line after each. `None` without
    /// an oracle or for a root it does not know.
    pub(super) fn oracle_root(&mut self, root: &P, lines: usize) -> Option<SearchResult<P::Move>> {
        let oracle = self.oracle.clone()?;
        let mut ranked = oracle.rank_moves(root)?;
        if ranked.is_empty() {
            return None;
        }
        self.stack.push(root.hash());
        for (mv, value) in &mut ranked {
            let mut child = root.clone();
            child.play_unchecked(*mv);
            if child
                .outcome(&self.stack)
                .is_some_and(|outcome| outcome.winner.is_none())
            {
                *value = OracleValue::DRAW;
            }
        }
        self.stack.pop();
        // Stable: the oracle's order stays among equal values.
        ranked.sort_by_key(|(_, value)| std::cmp::Reverse(value.rank()));
        self.nodes = ranked.len() as u64;
        let lines: Vec<PvLine<P::Move>> = ranked
            .iter()
            .take(lines.max(1))
            .map(|&(mv, value)| {
                let pv = self.oracle_line(root, mv, value);
                PvLine {
                    score: value.score(0),
                    depth: 1,
                    pv,
                }
            })
            .collect();
        self.seldepth = lines[0].pv.len();
        let mut info = self.info(1, lines[0].score, lines[0].pv.clone(), Some(ranked[0].0));
        info.lines = lines;
        Some(SearchResult {
            best_move: Some(ranked[0].0),
            info,
        })
    }

    /// `first` and then the oracle's best moves until its value's next take (a
    /// decided value) or a few plies (a draw).
    fn oracle_line(&mut self, root: &P, first: P::Move, value: OracleValue) -> Vec<P::Move> {
        let length = match value.result {
            OracleResult::Draw => 6,
            _ => value.plies as usize,
        }
        .clamp(1, LINE_PLIES.min(MAX_PLY));
        let mut line = vec![first];
        let mut pos = root.clone();
        pos.play_unchecked(first);
        let Some(oracle) = self.oracle.clone() else {
            return line;
        };
        while line.len() < length {
            self.nodes += 1;
            let Some(&(mv, _)) = oracle
                .rank_moves(&pos)
                .as_ref()
                .and_then(|moves| moves.first())
            else {
                break;
            };
            line.push(mv);
            pos.play_unchecked(mv);
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Oracle;
    use crate::score;
    use crate::search::{Engine, Limits, SearchParams};
    use bernstein_rules::{MoveList, Position, ostseeschach::Ostseeschach};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// An oracle that knows one position: its first legal move wins in 7, the
    /// second in 3, the others lose.
    struct OnePosition(Ostseeschach);

    impl Oracle<Ostseeschach> for OnePosition {
        fn probe(&self, pos: &Ostseeschach) -> Option<OracleValue> {
            (*pos == self.0).then_some(OracleValue {
                result: OracleResult::Win,
                plies: 3,
            })
        }

        fn rank_moves(
            &self,
            pos: &Ostseeschach,
        ) -> Option<Vec<(<Ostseeschach as Position>::Move, OracleValue)>> {
            if *pos != self.0 {
                return None;
            }
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            Some(
                moves
                    .iter()
                    .enumerate()
                    .map(|(i, &mv)| {
                        let (result, plies) = match i {
                            0 => (OracleResult::Win, 7),
                            1 => (OracleResult::Win, 3),
                            _ => (OracleResult::Loss, 2),
                        };
                        (mv, OracleValue { result, plies })
                    })
                    .collect(),
            )
        }
    }

    #[test]
    fn a_root_the_oracle_knows_is_answered_by_its_fastest_win() {
        let root = Ostseeschach::start(&Default::default(), 3);
        let mut moves = MoveList::new();
        root.legal_moves(&mut moves);
        let mut engine: Engine<Ostseeschach> = Engine::default();
        engine.set_oracle(Some(Arc::new(OnePosition(root.clone()))));
        let params = SearchParams::new(Limits::depth(3)).with_lines(2);
        let result = engine.search(
            &root,
            &[],
            &params,
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        assert_eq!(
            result.best_move,
            Some(moves[1]),
            "the win in 3, not the win in 7"
        );
        assert_eq!(result.info.score, score::tablebase_win_in(3));
        assert_eq!(result.info.lines.len(), 2);
        assert_eq!(result.info.lines[1].pv[0], moves[0]);
        assert_eq!(result.info.lines[1].score, score::tablebase_win_in(7));

        // Without the oracle the same root is searched as before.
        engine.set_oracle(None);
        let searched = engine.search(
            &root,
            &[],
            &params,
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        assert!(!score::is_tablebase(searched.info.score));
    }
}
