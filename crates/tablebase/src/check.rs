//! Checks of a generated database against the rules, each independent of the
//! generator's backward moves and counts: moves come from the rules' own move
//! generator (`Position::legal_moves`), the ends from `Position::outcome`.
//!
//! - [`consistency`]: every stored value is exactly what its moves give from the
//!   values stored for the positions they reach (a win in n has a move to a loss
//!   in n − 1 or a winning take and none faster; a loss in n has only moves to
//!   wins, the slowest in n − 1; a draw neither). Since a win's distance falls
//!   with every move, this proves every result under the 50-move rule.
//! - [`solve_forward`]: the tables solved again from nothing by forward
//!   iteration — what the side to move can force with 1, 2, 3, … plies left —
//!   and compared position by position.
//! - [`sample_search`]: random positions searched move by move (a depth-limited
//!   search on the plain positions, no symmetry, no table of the same size) to
//!   their stored distance: the win or loss is found at that depth and not one
//!   ply earlier.

use std::collections::HashMap;

use super::value::{LIMIT, Stored};
use super::{MIN_STONES, Tablebase, index, table_len};
use bernstein_rules::muehle::Muehle;
use bernstein_rules::rng::SplitMix64;
use bernstein_rules::{MoveList, Position, Side};

/// A position whose stored value a check does not confirm: the position's
/// text, what the table stores and what the check found instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{position}: stored {stored:?}, {found}")]
pub struct Disagreement {
    pub position: String,
    pub stored: Stored,
    pub found: Found,
}

/// What a check found where the table disagrees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Found {
    /// The values the position's moves reach give another value.
    #[error("its moves give {0:?}")]
    ByMoves(Stored),
    /// Solving the tables again from nothing gives another value.
    #[error("solved anew {0:?}")]
    SolvedAnew(Stored),
    /// The search forces the result a ply earlier than the stored distance.
    #[error("found at {0}")]
    Earlier(u32),
    /// A depth-limited search gives another result (1 won, −1 lost, 0 neither).
    #[error("a search to depth {depth} gives {result}")]
    Search { depth: u32, result: i8 },
}

/// What a checked table holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub positions: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    /// Won or lost without the 50-move rule only (draws under it).
    pub cursed_wins: usize,
    pub blessed_losses: usize,
    /// The longest distance to the next take of a win or loss.
    pub longest: u32,
}

impl Summary {
    fn count(&mut self, stored: Stored) {
        self.positions += 1;
        match stored {
            Stored::Win(n) => {
                self.wins += 1;
                self.longest = self.longest.max(n);
            }
            Stored::Loss(n) => {
                self.losses += 1;
                self.longest = self.longest.max(n);
            }
            Stored::Draw => self.draws += 1,
            Stored::CursedWin => self.cursed_wins += 1,
            Stored::BlessedLoss => self.blessed_losses += 1,
            Stored::Unused => {}
        }
    }
}

/// A position of table (m, o) as the rules see it: White to move with `mover`,
/// counter 0.
fn position(base: &Tablebase, mover: u32, other: u32) -> Muehle {
    Muehle::from_masks([mover, other], Side::First, 0, &base.variant().options())
}

/// What one move is worth to its mover: the exit of a take (where the counter
/// starts again), or the stored value after a move without one.
enum Reached {
    /// The other side is left with two stones.
    GameWon,
    Take(Stored),
    Quiet(Stored),
}

fn reached(base: &Tablebase, pos: &Muehle, mv: bernstein_rules::muehle::Move) -> Reached {
    let mut child = pos.clone();
    child.play_unchecked(mv);
    let side = child.side_to_move();
    if child.stones_left(side) < MIN_STONES as u8 {
        return Reached::GameWon;
    }
    let masks = child.masks();
    let stored = base.stored(masks[side.index()], masks[side.other().index()]);
    if mv.remove.is_some() {
        Reached::Take(stored)
    } else {
        Reached::Quiet(stored)
    }
}

/// The value a position's moves give it (see the module's documentation).
fn derived(base: &Tablebase, pos: &Muehle) -> Stored {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() {
        return Stored::Loss(1);
    }
    let mut fastest_win: Option<u32> = None;
    let mut cursed = false;
    let mut holds = false;
    let mut slowest_loss = 0;
    let mut blessed = false;
    for &mv in &moves {
        // From the mover's view: a win in n, a loss in n (n > LIMIT: beyond the
        // rule), or neither.
        let (win, loss) = match reached(base, pos, mv) {
            Reached::GameWon => (Some(1), None),
            Reached::Take(stored) => match stored {
                Stored::Loss(_) => (Some(1), None),
                Stored::BlessedLoss => (Some(LIMIT + 1), None),
                Stored::Win(_) => (None, Some(1)),
                Stored::CursedWin => (None, Some(LIMIT + 1)),
                Stored::Draw | Stored::Unused => (None, None),
            },
            Reached::Quiet(stored) => match stored {
                Stored::Loss(n) => (Some(n + 1), None),
                Stored::BlessedLoss => (Some(LIMIT + 1), None),
                Stored::Win(n) => (None, Some(n + 1)),
                Stored::CursedWin => (None, Some(LIMIT + 1)),
                Stored::Draw | Stored::Unused => (None, None),
            },
        };
        match (win, loss) {
            (Some(n), _) if n <= LIMIT => fastest_win = Some(fastest_win.map_or(n, |f| f.min(n))),
            (Some(_), _) => cursed = true,
            (None, Some(n)) if n <= LIMIT => slowest_loss = slowest_loss.max(n),
            (None, Some(_)) => blessed = true,
            (None, None) => holds = true,
        }
    }
    if let Some(n) = fastest_win {
        Stored::Win(n)
    } else if cursed {
        Stored::CursedWin
    } else if holds {
        Stored::Draw
    } else if blessed {
        Stored::BlessedLoss
    } else {
        Stored::Loss(slowest_loss)
    }
}

/// Checks every position of table (`m`, `o`) against the values its moves give
/// (the tables its moves reach must be in `base`); the first disagreement is the error.
pub fn consistency(base: &Tablebase, m: usize, o: usize) -> Result<Summary, Disagreement> {
    let mut summary = Summary::default();
    let mut error = None;
    index().for_each_position(m, o, 0..table_len(m, o), |_, mover, other| {
        if error.is_some() {
            return;
        }
        let stored = base.stored(mover, other);
        let pos = position(base, mover, other);
        let expected = derived(base, &pos);
        if stored != expected {
            error = Some(Disagreement {
                position: pos.to_text(),
                stored,
                found: Found::ByMoves(expected),
            });
        }
        summary.count(stored);
    });
    match error {
        Some(error) => Err(error),
        None => Ok(summary),
    }
}

/// A move's target in the forward solver: a position of the tables solved, or
/// a take's fixed exit.
#[derive(Clone, Copy)]
enum Edge {
    To(u32),
    /// A take, with what it gives the mover: 1 a win, −1 a loss, 0 a draw, and
    /// whether only beyond the rule (a cursed or blessed exit).
    Exit(i8, bool),
}

/// Solves the tables (`m`, `o`) and (`o`, `m`) again by forward iteration and
/// compares every stored value (the smaller tables their takes reach are taken
/// from `base`). With `k` plies left, the side to move wins when a take wins or
/// a move reaches a loss with `k − 1` left, and loses when every move does the
/// opposite; takes into cursed wins or blessed losses count from `k` = 101 on.
/// The first `k` a position is decided at is its distance (beyond 100: cursed
/// or blessed); positions never decided are draws.
pub fn solve_forward(base: &Tablebase, m: usize, o: usize) -> Result<Summary, Disagreement> {
    let shapes = if m == o {
        vec![(m, o)]
    } else {
        vec![(m, o), (o, m)]
    };
    // Every position of the segment, numbered, with its moves' edges.
    let mut numbers: Vec<Vec<u32>> = Vec::new();
    let mut positions: Vec<(u32, u32)> = Vec::new();
    for &(tm, to) in &shapes {
        let mut table = vec![u32::MAX; table_len(tm, to)];
        index().for_each_position(tm, to, 0..table_len(tm, to), |slot, mover, other| {
            table[slot] = positions.len() as u32;
            positions.push((mover, other));
        });
        numbers.push(table);
    }
    let part_of = |mover: u32| {
        if mover.count_ones() as usize == shapes[0].0 {
            0
        } else {
            1
        }
    };
    let mut starts = Vec::with_capacity(positions.len() + 1);
    let mut edges = Vec::new();
    for &(mover, other) in &positions {
        starts.push(edges.len());
        let pos = position(base, mover, other);
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        for &mv in &moves {
            let edge = match reached(base, &pos, mv) {
                Reached::GameWon => Edge::Exit(1, false),
                Reached::Take(stored) => match stored {
                    Stored::Loss(_) => Edge::Exit(1, false),
                    Stored::BlessedLoss => Edge::Exit(1, true),
                    Stored::Win(_) => Edge::Exit(-1, false),
                    Stored::CursedWin => Edge::Exit(-1, true),
                    Stored::Draw | Stored::Unused => Edge::Exit(0, false),
                },
                Reached::Quiet(_) => {
                    let mut child = pos.clone();
                    child.play_unchecked(mv);
                    let masks = child.masks();
                    let (cm, co) = (masks[1], masks[0]);
                    let number = numbers[part_of(cm)][index().slot(cm, co)];
                    Edge::To(number)
                }
            };
            edges.push(edge);
        }
    }
    starts.push(edges.len());

    // 1 won, −1 lost, 0 not yet; the plies left when it was first decided.
    let mut value = vec![0i8; positions.len()];
    let mut first = vec![0u32; positions.len()];
    let mut k = 0u32;
    loop {
        k += 1;
        let beyond = k > LIMIT;
        let mut next = value.clone();
        let mut changed = false;
        for p in 0..positions.len() {
            if value[p] != 0 {
                continue;
            }
            let moves = &edges[starts[p]..starts[p + 1]];
            let mut wins = false;
            let mut all_lose = true;
            for &edge in moves {
                let outcome = match edge {
                    Edge::Exit(_, true) if !beyond => 0,
                    Edge::Exit(result, _) => result,
                    Edge::To(child) => -value[child as usize],
                };
                wins |= outcome == 1;
                all_lose &= outcome == -1;
            }
            let decided = if wins {
                1
            } else if all_lose {
                -1
            } else {
                0
            };
            if decided != 0 {
                next[p] = decided;
                first[p] = k;
                changed = true;
            }
        }
        value = next;
        if !changed && beyond {
            break;
        }
    }

    let mut summary = Summary::default();
    for (p, &(mover, other)) in positions.iter().enumerate() {
        let expected = match (value[p], first[p]) {
            (0, _) => Stored::Draw,
            (1, n) if n <= LIMIT => Stored::Win(n),
            (1, _) => Stored::CursedWin,
            (_, n) if n <= LIMIT => Stored::Loss(n),
            _ => Stored::BlessedLoss,
        };
        let stored = base.stored(mover, other);
        if stored != expected {
            return Err(Disagreement {
                position: position(base, mover, other).to_text(),
                stored,
                found: Found::SolvedAnew(expected),
            });
        }
        summary.count(stored);
    }
    Ok(summary)
}

/// Searches `count` positions of table (`m`, `o`) drawn with `seed`: for a
/// stored win or loss in n ≤ `max_depth`, a search to depth n finds it and a
/// search to n − 1 does not; every other position has no result a search to
/// `max_depth` finds (its distance is larger, or it is drawn). Returns the
/// number of wins and losses confirmed at their exact distance.
pub fn sample_search(
    base: &Tablebase,
    m: usize,
    o: usize,
    count: usize,
    max_depth: u32,
    seed: u64,
) -> Result<usize, Disagreement> {
    let mut rng = SplitMix64::new(seed);
    let len = table_len(m, o);
    let mut search = Search {
        base,
        memo: HashMap::new(),
    };
    let mut exact = 0;
    let mut checked = 0;
    while checked < count {
        let slot = (rng.next_u64() % len as u64) as usize;
        let Some((mover, other)) = index().position(m, o, slot) else {
            continue;
        };
        checked += 1;
        let stored = base.stored(mover, other);
        let text = || position(base, mover, other).to_text();
        let (found, depth) = match stored {
            Stored::Win(n) | Stored::Loss(n) if n <= max_depth => {
                let found = search.forces(mover, other, n);
                let earlier = search.forces(mover, other, n - 1);
                if earlier != 0 {
                    return Err(Disagreement {
                        position: text(),
                        stored,
                        found: Found::Earlier(n - 1),
                    });
                }
                exact += 1;
                (found, n)
            }
            _ => (search.forces(mover, other, max_depth), max_depth),
        };
        let expected = match stored {
            Stored::Win(n) if n <= depth => 1,
            Stored::Loss(n) if n <= depth => -1,
            _ => 0,
        };
        if found != expected {
            return Err(Disagreement {
                position: text(),
                stored,
                found: Found::Search {
                    depth,
                    result: found,
                },
            });
        }
        // Keep the memo to a few million entries.
        if search.memo.len() > 4_000_000 {
            search.memo.clear();
        }
    }
    Ok(exact)
}

/// The depth-limited search of [`sample_search`], on plain masks.
struct Search<'a> {
    base: &'a Tablebase,
    /// (mover, other, depth) → what the mover forces within depth plies.
    memo: HashMap<(u32, u32, u32), i8>,
}

impl Search<'_> {
    /// 1 when the side to move (with `mover`) can force a winning take or leave
    /// the other side without a move within `depth` plies of this segment, −1
    /// when the other side can, 0 otherwise. A take's value is the stored value
    /// of the smaller table it reaches, under the rule (counter 0 after it).
    fn forces(&mut self, mover: u32, other: u32, depth: u32) -> i8 {
        if depth == 0 {
            return 0;
        }
        if let Some(&known) = self.memo.get(&(mover, other, depth)) {
            return known;
        }
        let pos = position(self.base, mover, other);
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        // Without a move the side to move has lost (within one ply).
        let mut all_lose = true;
        for &mv in &moves {
            let outcome = match reached(self.base, &pos, mv) {
                Reached::GameWon => 1,
                Reached::Take(stored) => match stored {
                    Stored::Loss(_) => 1,
                    Stored::Win(_) => -1,
                    _ => 0,
                },
                Reached::Quiet(_) => {
                    let mut child = pos.clone();
                    child.play_unchecked(mv);
                    let masks = child.masks();
                    -self.forces(masks[1], masks[0], depth - 1)
                }
            };
            if outcome == 1 {
                self.memo.insert((mover, other, depth), 1);
                return 1;
            }
            all_lose &= outcome == -1;
        }
        let result = if all_lose { -1 } else { 0 };
        self.memo.insert((mover, other, depth), result);
        result
    }
}
