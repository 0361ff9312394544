//! The transposition table: a fixed-size hash table of search results keyed by
//! `Position::hash()`. Buckets of two entries: the first keeps the deepest result
//! (replaced only by deeper ones or ones from an older search), the second always
//! takes the newest, so deep results survive while fresh ones still get stored.

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
#[derive(Clone, Copy, Debug)]
pub struct Entry<M: Copy> {
    key: u64,
    pub best_move: Option<M>,
    /// Score relative to the stored node (see `score::to_table`).
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    generation: u8,
}

impl<M: Copy> Entry<M> {
    const EMPTY: Entry<M> = Entry {
        key: 0,
        best_move: None,
        score: 0,
        depth: -1,
        bound: Bound::Upper,
        generation: 0,
    };

    fn is_empty(&self) -> bool {
        self.depth < 0
    }
}

/// A transposition table for one game's move type.
pub struct Table<M: Copy> {
    entries: Vec<Entry<M>>,
    /// Number of buckets − 1 (a power of two minus one).
    mask: usize,
    generation: u8,
}

impl<M: Copy> Table<M> {
    /// A table using about `megabytes` of memory (at least one bucket).
    pub fn with_megabytes(megabytes: usize) -> Table<M> {
        let entry_size = std::mem::size_of::<Entry<M>>().max(1);
        let wanted = (megabytes * 1024 * 1024 / entry_size / 2).max(1);
        // Round down to a power of two so the index is a mask.
        let buckets = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            entries: vec![Entry::EMPTY; buckets * 2],
            mask: buckets - 1,
            generation: 0,
        }
    }

    /// Marks the start of a new search: entries of earlier searches become the first
    /// to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::EMPTY);
    }

    fn bucket(&self, key: u64) -> usize {
        // High bits choose the bucket; the full key is compared on probe.
        ((key >> 32) as usize ^ key as usize) & self.mask
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        let index = self.bucket(key) * 2;
        self.entries[index..index + 2]
            .iter()
            .find(|e| !e.is_empty() && e.key == key)
            .copied()
    }

    pub fn store(&mut self, key: u64, best_move: Option<M>, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation;
        let index = self.bucket(key) * 2;
        let depth = depth.clamp(0, i16::MAX as i32) as i16;
        let [deep, newest] = &mut self.entries[index..index + 2] else {
            unreachable!()
        };
        let slot = if deep.key == key && !deep.is_empty() {
            // Same position: keep a deeper result of this search unless this one is exact.
            if depth < deep.depth && deep.generation == generation && bound != Bound::Exact {
                newest
            } else {
                deep
            }
        } else if deep.is_empty() || depth >= deep.depth || deep.generation != generation {
            deep
        } else {
            newest
        };
        // A result without a move keeps the move already known for the position.
        let best_move = if best_move.is_none() && slot.key == key {
            slot.best_move
        } else {
            best_move
        };
        *slot = Entry {
            key,
            best_move,
            score,
            depth,
            bound,
            generation,
        };
    }

    /// Permille of the first 1000 entries used by the current search (UCI-style "hashfull").
    pub fn fill_permille(&self) -> u32 {
        let sample = self.entries.len().min(1000);
        let used = self.entries[..sample]
            .iter()
            .filter(|e| !e.is_empty() && e.generation == self.generation)
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_and_keeps_the_deeper_result() {
        let mut table: Table<u16> = Table::with_megabytes(1);
        table.new_search();
        assert!(table.probe(42).is_none());
        table.store(42, Some(7), 15, 6, Bound::Exact);
        let entry = table.probe(42).expect("stored");
        assert_eq!(
            (entry.best_move, entry.score, entry.depth, entry.bound),
            (Some(7), 15, 6, Bound::Exact)
        );
        // A shallower bound for the same key goes to the second slot and does not
        // erase the deep exact result.
        table.store(42, Some(8), 3, 2, Bound::Lower);
        assert_eq!(table.probe(42).unwrap().depth, 6);
        table.clear();
        assert!(table.probe(42).is_none());
    }

    #[test]
    fn colliding_keys_share_a_bucket_without_mixing() {
        let mut table: Table<u16> = Table::with_megabytes(0);
        table.new_search();
        // One bucket: everything collides.
        table.store(1, Some(1), 10, 5, Bound::Exact);
        table.store(2, Some(2), 20, 1, Bound::Exact);
        assert_eq!(table.probe(1).unwrap().best_move, Some(1));
        assert_eq!(table.probe(2).unwrap().best_move, Some(2));
        assert!(table.probe(3).is_none());
    }
}
