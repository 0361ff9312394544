//! The transposition table: a fixed-size hash table of search results keyed by
//! `Position::hash()`, shared by all search threads without locks. A bucket holds
//! [`BUCKET_SLOTS`] entries in one cache line. A position keeps one entry, which a
//! new result for it replaces unless the entry is of this search and clearly
//! deeper; a new position takes the entry worth least, by its depth less eight
//! plies for each search it is old (Stockfish's rule). So deep results of the
//! previous move survive the shallow ones of this one, and results of searches
//! long past make room.
//!
//! Each entry is two atomic words: the packed result and the key XOR the result.
//! Two threads writing the same entry at once can leave words that do not belong
//! together; such an entry's key check fails and it reads as empty, so a reader
//! never gets another position's result (the "lockless hashing" of chess engines).
//! A move is stored as a 24-bit fingerprint ([`move_key`]), which the search
//! matches against the legal moves of the position: the table needs no knowledge
//! of any game's move type.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value (a PV node).
    Exact,
    /// At least this (the search failed high: a cutoff).
    Lower,
    /// At most this (every move failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The fingerprint of the best move ([`move_key`]), if one is known.
    pub best_move: Option<u32>,
    /// Score relative to the stored node (see `score::to_table`).
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    generation: u8,
}

/// Bits of a move fingerprint; 0 means "no move".
const MOVE_BITS: u32 = 24;
const MOVE_MASK: u64 = (1 << MOVE_BITS) - 1;
/// Scores are stored in 22 bits with this offset (they lie within ±[`super::score::INFINITY`]).
const SCORE_BITS: u32 = 22;
const SCORE_OFFSET: i64 = 1 << (SCORE_BITS - 1);
/// Depths above this are stored as this.
const DEPTH_MAX: i32 = 255;

/// The fingerprint of a move as the table stores it: never 0, so 0 can mean "none".
/// Different moves of one position get the same fingerprint about once in
/// sixteen million pairs, and then only the move ordering suffers.
pub fn move_key<M: Hash>(mv: M) -> u32 {
    let mut hasher = FingerprintHasher(0xcbf2_9ce4_8422_2325);
    mv.hash(&mut hasher);
    let value = (hasher.finish() >> 40) as u32 & MOVE_MASK as u32;
    value.max(1)
}

/// FNV-1a with a final mix, enough for a few bytes of move.
struct FingerprintHasher(u64);

impl Hasher for FingerprintHasher {
    fn finish(&self) -> u64 {
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^= x >> 33;
        x
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl Entry {
    fn pack(&self) -> u64 {
        let mv = self.best_move.map_or(0, |m| m as u64 & MOVE_MASK);
        let score = ((self.score as i64 + SCORE_OFFSET) as u64) & ((1 << SCORE_BITS) - 1);
        let bound = match self.bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        mv | score << MOVE_BITS
            | (self.depth as u64 & 0xff) << 46
            | bound << 54
            | (self.generation as u64) << 56
    }

    /// `None` for an empty slot (bound bits 0).
    fn unpack(data: u64) -> Option<Entry> {
        let bound = match (data >> 54) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        let mv = (data & MOVE_MASK) as u32;
        let score = ((data >> MOVE_BITS) & ((1 << SCORE_BITS) - 1)) as i64 - SCORE_OFFSET;
        Some(Entry {
            best_move: (mv != 0).then_some(mv),
            score: score as i32,
            depth: ((data >> 46) & 0xff) as i16,
            bound,
            generation: (data >> 56) as u8,
        })
    }
}

/// One slot: the key XOR the data, and the data.
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    fn empty() -> Slot {
        Slot {
            check: AtomicU64::new(0),
            data: AtomicU64::new(0),
        }
    }

    /// The entry if this slot holds one for `key`.
    fn read(&self, key: u64) -> Option<Entry> {
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        if check ^ data != key {
            return None;
        }
        Entry::unpack(data)
    }

    /// Whatever the slot holds (key unknown), for the replacement choice.
    fn peek(&self) -> (u64, Option<Entry>) {
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        (check ^ data, Entry::unpack(data))
    }

    fn write(&self, key: u64, entry: &Entry) {
        let data = entry.pack();
        self.data.store(data, Ordering::Relaxed);
        self.check.store(key ^ data, Ordering::Relaxed);
    }

    fn clear(&self) {
        self.data.store(0, Ordering::Relaxed);
        self.check.store(0, Ordering::Relaxed);
    }
}

/// Entries per bucket: four 16-byte slots fill one 64-byte cache line.
pub const BUCKET_SLOTS: usize = 4;

/// The slots of one bucket, aligned to a cache line so a probe reads one line.
#[repr(align(64))]
struct Bucket([Slot; BUCKET_SLOTS]);

/// What an entry of an earlier search loses against a fresh one, per search of
/// age, in plies of depth.
const AGE_PLIES: i32 = 8;

/// A transposition table, shareable between threads (`&self` everywhere).
pub struct Table {
    buckets: Vec<Bucket>,
    /// Number of buckets − 1 (a power of two minus one).
    mask: usize,
    generation: AtomicU8,
}

impl Table {
    /// A table using about `megabytes` of memory (at least one bucket).
    pub fn with_megabytes(megabytes: usize) -> Table {
        let bucket_size = std::mem::size_of::<Bucket>();
        let wanted = (megabytes * 1024 * 1024 / bucket_size).max(1);
        // Round down to a power of two so the index is a mask.
        let buckets = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        let table = Table {
            buckets: (0..buckets)
                .map(|_| Bucket(std::array::from_fn(|_| Slot::empty())))
                .collect(),
            mask: buckets - 1,
            generation: AtomicU8::new(0),
        };
        // Write every slot now, so the memory is mapped before a search, not during it.
        table.clear();
        table
    }

    /// Marks the start of a new search: entries of earlier searches age, and the
    /// older they are the sooner they are replaced.
    pub fn new_search(&self) {
        let next = self.generation.load(Ordering::Relaxed).wrapping_add(1);
        self.generation.store(next, Ordering::Relaxed);
    }

    /// Forgets everything (a new game).
    pub fn clear(&self) {
        for bucket in &self.buckets {
            for slot in &bucket.0 {
                slot.clear();
            }
        }
    }

    fn bucket(&self, key: u64) -> &Bucket {
        // High bits choose the bucket; the full key is compared on probe.
        &self.buckets[((key >> 32) as usize ^ key as usize) & self.mask]
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key).0.iter().find_map(|slot| slot.read(key))
    }

    /// Stores a result; `best_move` is a [`move_key`].
    pub fn store(&self, key: u64, best_move: Option<u32>, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation.load(Ordering::Relaxed);
        let depth = depth.clamp(0, DEPTH_MAX) as i16;
        let slots = &self.bucket(key).0;
        let own = slots.iter().find_map(|slot| match slot.peek() {
            (k, Some(entry)) if k == key => Some((slot, entry)),
            _ => None,
        });
        let (slot, best_move) = match own {
            Some((slot, old)) => {
                // A clearly deeper result of this search stays, unless this one is exact.
                if bound != Bound::Exact
                    && old.generation == generation
                    && (depth as i32) + 4 <= old.depth as i32
                {
                    return;
                }
                // A result without a move keeps the move already known for the position.
                (slot, best_move.or(old.best_move))
            }
            None => {
                let worth = |slot: &Slot| match slot.peek().1 {
                    None => i32::MIN,
                    Some(entry) => {
                        let age = generation.wrapping_sub(entry.generation) as i32;
                        entry.depth as i32 - AGE_PLIES * age
                    }
                };
                let slot = slots
                    .iter()
                    .min_by_key(|slot| worth(slot))
                    .expect("a bucket has slots");
                (slot, best_move)
            }
        };
        slot.write(
            key,
            &Entry {
                best_move,
                score,
                depth,
                bound,
                generation,
            },
        );
    }

    /// Permille of the first 1000 entries used by the current search (UCI-style "hashfull").
    pub fn fill_permille(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed);
        let sample = (self.buckets.len() * BUCKET_SLOTS).min(1000);
        let used = self
            .buckets
            .iter()
            .flat_map(|bucket| &bucket.0)
            .take(sample)
            .filter(|slot| slot.peek().1.is_some_and(|e| e.generation == generation))
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::{INFINITY, loss_in, win_in};

    #[test]
    fn stores_and_finds_and_keeps_the_deeper_result() {
        let table = Table::with_megabytes(1);
        table.new_search();
        assert!(table.probe(42).is_none());
        table.store(42, Some(7), 15, 6, Bound::Exact);
        let entry = table.probe(42).expect("stored");
        assert_eq!(
            (entry.best_move, entry.score, entry.depth, entry.bound),
            (Some(7), 15, 6, Bound::Exact)
        );
        // A clearly shallower bound for the same key does not erase the deep exact
        // result; one nearly as deep, or exact, replaces it.
        table.store(42, Some(8), 3, 2, Bound::Lower);
        assert_eq!(table.probe(42).unwrap().depth, 6);
        table.store(42, None, 4, 3, Bound::Lower);
        let entry = table.probe(42).unwrap();
        assert_eq!(
            (entry.depth, entry.best_move),
            (3, Some(7)),
            "the move is kept"
        );
        table.clear();
        assert!(table.probe(42).is_none());
    }

    #[test]
    fn colliding_keys_share_a_bucket_without_mixing() {
        let table = Table::with_megabytes(0);
        table.new_search();
        // One bucket: everything collides.
        table.store(1, Some(1), 10, 5, Bound::Exact);
        table.store(2, Some(2), 20, 1, Bound::Exact);
        assert_eq!(table.probe(1).unwrap().best_move, Some(1));
        assert_eq!(table.probe(2).unwrap().best_move, Some(2));
        assert!(table.probe(3).is_none());
    }

    #[test]
    fn every_score_and_bound_survives_packing() {
        let table = Table::with_megabytes(1);
        for (i, score) in [0, -1, 37, -INFINITY, INFINITY, win_in(3), loss_in(90)]
            .into_iter()
            .enumerate()
        {
            for bound in [Bound::Exact, Bound::Lower, Bound::Upper] {
                let key = 1000 + i as u64;
                table.clear();
                table.store(key, None, score, 300, bound);
                let entry = table.probe(key).unwrap();
                assert_eq!((entry.score, entry.bound, entry.depth), (score, bound, 255));
                assert_eq!(entry.best_move, None);
            }
        }
        assert_ne!(move_key(0u8), 0);
        assert_ne!(move_key(1u16), move_key(2u16));
    }

    #[test]
    fn a_torn_entry_reads_as_empty() {
        let table = Table::with_megabytes(0);
        table.store(5, Some(9), 1, 1, Bound::Exact);
        // Another thread's data half without its check half.
        let other = Entry {
            best_move: Some(3),
            score: 2,
            depth: 4,
            bound: Bound::Lower,
            generation: 0,
        };
        table.buckets[0].0[0]
            .data
            .store(other.pack(), Ordering::Relaxed);
        assert!(table.probe(5).is_none());
    }

    #[test]
    fn deep_results_of_the_previous_search_outlive_shallow_new_ones() {
        // One bucket: every key competes for its four slots.
        let table = Table::with_megabytes(0);
        table.new_search();
        table.store(1, Some(1), 10, 12, Bound::Exact);
        table.new_search();
        for key in 2..8 {
            table.store(key, Some(key as u32), 0, (key % 2) as i32, Bound::Upper);
        }
        assert_eq!(table.probe(1).map(|e| e.depth), Some(12));
        // Searches later it has aged out and makes room.
        table.new_search();
        table.new_search();
        for key in 8..12 {
            table.store(key, None, 0, 0, Bound::Upper);
        }
        assert!(table.probe(1).is_none());
    }

    #[test]
    fn a_position_keeps_one_entry() {
        let table = Table::with_megabytes(0);
        table.new_search();
        table.store(7, Some(1), 5, 3, Bound::Lower);
        table.new_search();
        table.store(7, Some(2), 6, 1, Bound::Upper);
        table.store(8, None, 0, 0, Bound::Upper);
        table.store(9, None, 0, 0, Bound::Upper);
        table.store(10, None, 0, 0, Bound::Upper);
        // The old entry of 7 was replaced in place, so three other keys fit beside it.
        assert_eq!(
            table.probe(7).map(|e| (e.depth, e.best_move)),
            Some((1, Some(2)))
        );
        for key in 8..=10 {
            assert!(table.probe(key).is_some(), "{key}");
        }
    }
}
