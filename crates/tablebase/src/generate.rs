//! Retrograde analysis of one *segment*: the positions between two takes with
//! `a` stones on one side and `b` on the other, i.e. the tables (a, b) and
//! (b, a) (one table when a = b), whose moves without a take lead into each
//! other. A take leaves the segment for a table with one stone fewer, generated
//! before, where the counter starts again at 0: its value there under the rule
//! is a fixed exit value.
//!
//! Level by level, `n` = 1, 2, …: a position is won in `n` when a move without a
//! take reaches a position lost in `n − 1` for the other side (or a take wins at
//! once, `n` = 1); it is lost in `n` when every move reaches a position won for
//! the other side, the last of them in `n − 1` (a side without a move is lost
//! in 1). Each position keeps a count of its distinct successors not yet known
//! to be won for the other side; the predecessors of each newly decided position
//! are found by moves played backwards. Takes into a cursed win (or blessed loss)
//! count as decided only at level 101, beyond the rule: everything decided from
//! level 101 on is stored as cursed or blessed. What is never decided is a draw.
//!
//! Both passes run on `threads` threads: the first over slices of the slots, the
//! levels over slices of each level's positions (atomic counts and values).

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering::Relaxed};

use arrayvec::ArrayVec;

use super::Variant;
use super::index::Index;
use super::value::{BLESSED_LOSS, CURSED_WIN, LIMIT, Stored, UNUSED};
use bernstein_rules::muehle::{
    Bits, FULL, NEIGHBOURS, closes_mill, for_each_move, removal_targets,
};

/// Not decided (yet): a draw when the analysis ends.
const UNKNOWN: u8 = 254;

/// The count of undecided successors lives in the low 6 bits of a work byte, the
/// best take's exit in the top 2.
const COUNT_MASK: u8 = 0x3F;
/// A take reaches a draw: the position is never lost.
const EXIT_DRAW: u8 = 1 << 6;
/// A take reaches a position that is lost for the other side without the rule
/// only: never lost, won from level 101 on if not before.
const EXIT_CURSED_WIN: u8 = 2 << 6;
/// The best take reaches a position that is won for the other side without the
/// rule only: lost no earlier than at level 101.
const EXIT_BLESSED_LOSS: u8 = 3 << 6;

/// The first level beyond the 50-move rule.
const BEYOND: u32 = LIMIT + 1;

/// Slots handed to a thread at a time in the first pass.
const CHUNK: usize = 1 << 14;

/// Where the generation stands, for a progress bar.
pub trait Progress: Sync {
    /// The share (0…1) of the segment done.
    fn segment_done(&self, fraction: f64);
}

impl<F: Fn(f64) + Sync> Progress for F {
    fn segment_done(&self, fraction: f64) {
        self(fraction)
    }
}

/// One table of the segment while it is generated.
struct Part {
    m: usize,
    o: usize,
    values: Vec<AtomicU8>,
    work: Vec<AtomicU8>,
}

/// A position of the segment: its part (0 or 1) in the top bit, its slot below.
type Id = u32;
const PART_BIT: u32 = 1 << 31;

/// The best exit a side's takes give it, best last.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Exit {
    None,
    Loss,
    BlessedLoss,
    Draw,
    CursedWin,
    Win,
}

/// Generates the segment (`a`, `b`): the values of table (a, b) and, when
/// b ≠ a, of (b, a). `smaller(m, o)` is the finished table with `m` stones to
/// move and `o` others, for every table a take leads to. `None` when `stop` was set.
pub fn segment<'a>(
    index: &'a Index,
    variant: Variant,
    (a, b): (usize, usize),
    smaller: &'a (dyn Fn(usize, usize) -> Option<&'a [u8]> + Sync),
    threads: usize,
    progress: &dyn Progress,
    stop: &AtomicBool,
) -> Option<Vec<Vec<u8>>> {
    let shapes: Vec<(usize, usize)> = if a == b {
        vec![(a, b)]
    } else {
        vec![(a, b), (b, a)]
    };
    let parts: Vec<Part> = shapes
        .iter()
        .map(|&(m, o)| {
            let len = index.table_len(m, o);
            Part {
                m,
                o,
                values: (0..len).map(|_| AtomicU8::new(UNUSED)).collect(),
                work: (0..len).map(|_| AtomicU8::new(0)).collect(),
            }
        })
        .collect();
    let generator = Generator {
        index,
        variant,
        parts: &parts,
        smaller,
    };
    let total: usize = parts.iter().map(|p| p.values.len()).sum();
    let threads = threads.max(1);

    // First pass: every position's moves, its takes' exits and its count.
    let next_chunk = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let chunks: Vec<(usize, usize)> = parts
        .iter()
        .enumerate()
        .flat_map(|(part, p)| (0..p.values.len()).step_by(CHUNK).map(move |s| (part, s)))
        .collect();
    let (mut frontier, mut deferred) = (Vec::new(), Vec::new());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let (mut decided, mut later) = (Vec::new(), Vec::new());
                    loop {
                        let i = next_chunk.fetch_add(1, Relaxed);
                        let Some(&(part, start)) = chunks.get(i) else {
                            break;
                        };
                        if stop.load(Relaxed) {
                            break;
                        }
                        let end = (start + CHUNK).min(parts[part].values.len());
                        generator.first_pass(part, start..end, &mut decided, &mut later);
                        let finished = done.fetch_add(end - start, Relaxed) + end - start;
                        progress.segment_done(0.5 * finished as f64 / total as f64);
                    }
                    (decided, later)
                })
            })
            .collect();
        for worker in workers {
            let (decided, later) = worker.join().expect("a generator thread");
            frontier.extend(decided);
            deferred.extend(later);
        }
    });
    if stop.load(Relaxed) {
        return None;
    }

    // The levels.
    let mut level = 1u32;
    let mut decided_count = frontier.len();
    loop {
        if level == BEYOND {
            frontier.append(&mut deferred);
            frontier.extend(generator.cursed_exits());
        }
        if frontier.is_empty() {
            if level >= BEYOND {
                break;
            }
            level = BEYOND;
            continue;
        }
        let per_thread = frontier.len().div_ceil(threads);
        let mut next = Vec::new();
        let so_far = 0.5 + 0.5 * decided_count as f64 / total as f64;
        std::thread::scope(|scope| {
            let workers: Vec<_> = frontier
                .chunks(per_thread.max(1))
                .map(|slice| {
                    let generator = &generator;
                    scope.spawn(move || {
                        let (mut decided, mut later) = (Vec::new(), Vec::new());
                        for (i, &id) in slice.iter().enumerate() {
                            // A long level reports too (the same share), so that
                            // a caller that pauses in the report pauses soon.
                            if i % CHUNK == CHUNK - 1 {
                                progress.segment_done(so_far);
                            }
                            generator.decide_predecessors(id, level, &mut decided, &mut later);
                        }
                        (decided, later)
                    })
                })
                .collect();
            for worker in workers {
                let (decided, later) = worker.join().expect("a generator thread");
                next.extend(decided);
                deferred.extend(later);
            }
        });
        if stop.load(Relaxed) {
            return None;
        }
        decided_count += next.len();
        progress.segment_done(0.5 + 0.5 * decided_count as f64 / total as f64);
        frontier = next;
        level += 1;
    }

    Some(
        parts
            .into_iter()
            .map(|part| {
                part.values
                    .into_iter()
                    .map(|value| match value.into_inner() {
                        UNKNOWN => super::value::DRAW,
                        byte => byte,
                    })
                    .collect()
            })
            .collect(),
    )
}

struct Generator<'p, 's> {
    index: &'s Index,
    variant: Variant,
    parts: &'p [Part],
    smaller: &'s (dyn Fn(usize, usize) -> Option<&'s [u8]> + Sync),
}

impl Generator<'_, '_> {
    /// The part the moves without a take of `part`'s positions lead into.
    fn other_part(&self, part: usize) -> usize {
        (part + 1) % self.parts.len()
    }

    /// The first look at the positions of `slots`: positions decided at level 1
    /// go to `decided`, lost ones whose best take is a blessed loss to `later`.
    fn first_pass(
        &self,
        part: usize,
        slots: std::ops::Range<usize>,
        decided: &mut Vec<Id>,
        later: &mut Vec<Id>,
    ) {
        let p = &self.parts[part];
        let (m, o) = (p.m, p.o);
        let flies = self.variant.flying && m == 3;
        let after_take = if o > 3 {
            (self.smaller)(o - 1, m)
        } else {
            None
        };
        let id_base = if part == 1 { PART_BIT } else { 0 };
        self.index
            .for_each_position(m, o, slots, |slot, mover, other| {
                let targets = removal_targets(other, self.variant.mill_take);
                let mut successors: ArrayVec<u32, 64> = ArrayVec::new();
                let mut exit = Exit::None;
                for_each_move(mover, other, false, flies, |from, to, closes| {
                    if exit == Exit::Win {
                        return;
                    }
                    let from = from.expect("no stones in hand");
                    let moved = (mover & !(1 << from)) | 1 << to;
                    if closes && targets != 0 {
                        for taken in Bits(targets) {
                            let reached = match after_take {
                                // The other side is left with two stones.
                                None => Exit::Win,
                                Some(table) => {
                                    let child = self.index.slot(other & !(1 << taken), moved);
                                    match Stored::from_byte(table[child]) {
                                        Stored::Win(_) => Exit::Loss,
                                        Stored::CursedWin => Exit::BlessedLoss,
                                        Stored::Draw | Stored::Unused => Exit::Draw,
                                        Stored::BlessedLoss => Exit::CursedWin,
                                        Stored::Loss(_) => Exit::Win,
                                    }
                                }
                            };
                            exit = exit.max(reached);
                        }
                    } else {
                        let child = self.index.slot(other, moved) as u32;
                        if !successors.contains(&child) {
                            successors.push(child);
                        }
                    }
                });
                let id = id_base | slot as u32;
                let (value, work) = match exit {
                    Exit::Win => (Stored::win_byte(1), 0),
                    _ if successors.is_empty() => match exit {
                        // No move at all, or only takes that lose.
                        Exit::None | Exit::Loss => (Stored::loss_byte(1), 0),
                        Exit::BlessedLoss => {
                            later.push(id);
                            (BLESSED_LOSS, 0)
                        }
                        Exit::Draw => (UNKNOWN, EXIT_DRAW),
                        _ => (UNKNOWN, EXIT_CURSED_WIN),
                    },
                    _ => {
                        let flag = match exit {
                            Exit::Draw => EXIT_DRAW,
                            Exit::CursedWin => EXIT_CURSED_WIN,
                            Exit::BlessedLoss => EXIT_BLESSED_LOSS,
                            _ => 0,
                        };
                        (UNKNOWN, flag | successors.len() as u8)
                    }
                };
                if value != UNKNOWN && value != BLESSED_LOSS {
                    decided.push(id);
                }
                p.values[slot].store(value, Relaxed);
                p.work[slot].store(work, Relaxed);
            });
    }

    /// The positions whose best take is a cursed win and that nothing decided
    /// before level 101: won at level 101.
    fn cursed_exits(&self) -> Vec<Id> {
        let mut found = Vec::new();
        for (part, p) in self.parts.iter().enumerate() {
            for (slot, (value, work)) in p.values.iter().zip(&p.work).enumerate() {
                if value.load(Relaxed) == UNKNOWN
                    && work.load(Relaxed) & !COUNT_MASK == EXIT_CURSED_WIN
                {
                    value.store(CURSED_WIN, Relaxed);
                    found.push(if part == 1 { PART_BIT } else { 0 } | slot as u32);
                }
            }
        }
        found
    }

    /// Decides what the position `id`, decided at `level`, decides among its
    /// predecessors (the positions with a move without a take to it): level
    /// `level + 1` positions go to `decided`, blessed losses found before level
    /// 101 to `later`.
    fn decide_predecessors(&self, id: Id, level: u32, decided: &mut Vec<Id>, later: &mut Vec<Id>) {
        let part = (id >> 31) as usize;
        let slot = (id & !PART_BIT) as usize;
        let q = &self.parts[part];
        let won = match Stored::from_byte(q.values[slot].load(Relaxed)) {
            Stored::Win(_) | Stored::CursedWin => true,
            Stored::Loss(_) | Stored::BlessedLoss => false,
            _ => unreachable!("only decided positions are on a level"),
        };
        let (mover, other) = self
            .index
            .position(q.m, q.o, slot)
            .expect("decided positions are used slots");
        let before = self.other_part(part);
        let p = &self.parts[before];
        let before_base = if before == 1 { PART_BIT } else { 0 };
        let mut predecessors: ArrayVec<u32, 64> = ArrayVec::new();
        // The side that moved last has `other`; it moved a stone to `to`.
        let flew = self.variant.flying && q.o == 3;
        let empty = FULL & !(mover | other);
        let took_nothing = removal_targets(mover, self.variant.mill_take) == 0;
        for to in Bits(other) {
            // A move that closes a mill without a take is one only when there was
            // nothing to take.
            if closes_mill(other, to) && !took_nothing {
                continue;
            }
            let sources = if flew { empty } else { NEIGHBOURS[to] & empty };
            for from in Bits(sources) {
                let before_move = (other & !(1 << to)) | 1 << from;
                let slot = self.index.slot(before_move, mover) as u32;
                if !predecessors.contains(&slot) {
                    predecessors.push(slot);
                }
            }
        }
        let next_level = level + 1;
        for slot in predecessors {
            let slot = slot as usize;
            let value = &p.values[slot];
            if value.load(Relaxed) != UNKNOWN {
                continue;
            }
            let id = before_base | slot as u32;
            if !won {
                if value
                    .compare_exchange(UNKNOWN, Stored::win_byte(next_level), Relaxed, Relaxed)
                    .is_ok()
                {
                    decided.push(id);
                }
                continue;
            }
            let work = p.work[slot].fetch_sub(1, Relaxed) - 1;
            debug_assert!(work & COUNT_MASK != COUNT_MASK, "a count below zero");
            if work & COUNT_MASK != 0 {
                continue;
            }
            match work & !COUNT_MASK {
                EXIT_DRAW | EXIT_CURSED_WIN => {}
                EXIT_BLESSED_LOSS if next_level < BEYOND => {
                    if value
                        .compare_exchange(UNKNOWN, BLESSED_LOSS, Relaxed, Relaxed)
                        .is_ok()
                    {
                        later.push(id);
                    }
                }
                _ => {
                    if value
                        .compare_exchange(UNKNOWN, Stored::loss_byte(next_level), Relaxed, Relaxed)
                        .is_ok()
                    {
                        decided.push(id);
                    }
                }
            }
        }
    }
}
