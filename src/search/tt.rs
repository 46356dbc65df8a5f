//! The transposition table shared by all search threads.
//!
//! One entry is two `AtomicU64`s: the key XORed with the data, and the data. A torn write (two
//! threads storing at once) then fails the key check and reads as a miss, so the table needs no
//! lock (the "lockless hashing" of Hyatt and Mann). The data packs the move (16 bits), the score
//! (16), the static evaluation (16), the depth (8), the bound (2) and the age (6).

use std::sync::atomic::{AtomicU64, Ordering};

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at most this (the search failed low).
    Upper = 1,
    /// The true score is at least this (the search failed high).
    Lower = 2,
    /// The exact score.
    Exact = 3,
}

/// A decoded table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best move's key ([`crate::search::SearchGame::move_key`]); 0 for none.
    pub mv: u16,
    /// The score, mate scores relative to this node.
    pub score: i32,
    /// The static evaluation (or [`NO_EVAL`]).
    pub eval: i32,
    /// The remaining depth the score was searched to (quiescence: 0).
    pub depth: i32,
    /// The bound type of `score`.
    pub bound: Bound,
}

/// The `eval` of an entry stored without a static evaluation (in check).
pub const NO_EVAL: i32 = i16::MIN as i32;

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// A transposition table of a fixed size.
pub struct TranspositionTable {
    slots: Vec<Slot>,
    age: AtomicU64,
}

const SLOT_BYTES: usize = 16;

impl TranspositionTable {
    /// A table of `mb` MiB (at least one entry).
    pub fn new(mb: usize) -> Self {
        let n = (mb.max(1) * 1024 * 1024 / SLOT_BYTES).max(1);
        let mut slots = Vec::new();
        slots.resize_with(n, Slot::default);
        TranspositionTable {
            slots,
            age: AtomicU64::new(0),
        }
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// `true` when the table has no entries (never: it has at least one).
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        for s in &mut self.slots {
            *s.check.get_mut() = 0;
            *s.data.get_mut() = 0;
        }
        *self.age.get_mut() = 0;
    }

    /// Starts a new search: entries of older searches are replaced first.
    pub fn new_search(&self) {
        let a = (self.age.load(Ordering::Relaxed) + 1) & 63;
        self.age.store(a, Ordering::Relaxed);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.slots.len() as u128) >> 64) as usize
    }

    /// Hints the CPU to load the slot of `key`.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        let _ = &self.slots[self.index(key)];
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = &self.slots[self.index(key)];
        let data = slot.data.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        if data == 0 || check ^ data != key {
            return None;
        }
        let bound = match (data >> 56) & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            3 => Bound::Exact,
            _ => return None,
        };
        Some(Entry {
            mv: data as u16,
            score: (data >> 16) as u16 as i16 as i32,
            eval: (data >> 32) as u16 as i16 as i32,
            depth: ((data >> 48) & 0xFF) as i32 - 1,
            bound,
        })
    }

    /// Stores a result for `key`. Keeps the old move when the new result has none, and keeps a
    /// deeper entry of the same search for another key.
    #[inline]
    pub fn store(&self, key: u64, mv: u16, score: i32, eval: i32, depth: i32, bound: Bound) {
        let slot = &self.slots[self.index(key)];
        let old = slot.data.load(Ordering::Relaxed);
        let old_key = slot.check.load(Ordering::Relaxed) ^ old;
        let age = self.age.load(Ordering::Relaxed);
        let mut mv = mv;
        if old != 0 {
            let old_depth = ((old >> 48) & 0xFF) as i32 - 1;
            let old_age = old >> 58;
            if old_key == key {
                if mv == 0 {
                    mv = old as u16;
                }
                if bound != Bound::Exact && depth + 3 < old_depth && old_age == age {
                    return;
                }
            } else if old_age == age && depth + 2 < old_depth && bound != Bound::Exact {
                return;
            }
        }
        let depth = (depth + 1).clamp(0, 255) as u64;
        let data = mv as u64
            | ((score.clamp(-32767, 32767) as i16 as u16 as u64) << 16)
            | ((eval.clamp(-32768, 32767) as i16 as u16 as u64) << 32)
            | (depth << 48)
            | ((bound as u64) << 56)
            | (age << 58);
        slot.check.store(key ^ data, Ordering::Relaxed);
        slot.data.store(data, Ordering::Relaxed);
    }

    /// Permille of sampled entries written by the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let n = self.slots.len().min(1000);
        let age = self.age.load(Ordering::Relaxed);
        let used = self.slots[..n]
            .iter()
            .filter(|s| {
                let d = s.data.load(Ordering::Relaxed);
                d != 0 && d >> 58 == age
            })
            .count();
        (used * 1000 / n.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_and_probe() {
        let tt = TranspositionTable::new(1);
        tt.store(0xDEAD_BEEF, 77, -31000, 12, 9, Bound::Lower);
        let e = tt.probe(0xDEAD_BEEF).unwrap();
        assert_eq!(
            (e.mv, e.score, e.eval, e.depth, e.bound),
            (77, -31000, 12, 9, Bound::Lower)
        );
        assert!(tt.probe(0xDEAD_BEEE).is_none());
        tt.store(0xDEAD_BEEF, 0, 5, NO_EVAL, 0, Bound::Exact);
        let e = tt.probe(0xDEAD_BEEF).unwrap();
        assert_eq!((e.mv, e.eval, e.depth), (77, NO_EVAL, 0));
    }
}
