//! The transposition table shared by all search threads.
//!
//! One entry is two `AtomicU64`s: the key XORed with the data, and the data. A torn write (two
//! threads storing at once) then fails the key check and reads as a miss, so the table needs no
//! lock (the "lockless hashing" of Hyatt and Mann). The data packs the move (16 bits), the score
//! (16), the static evaluation (16), the depth (8), the bound (2) and the age (6).
//!
//! Entries come in buckets of four, one 64-byte cache line: a key may sit in any entry of its
//! bucket, so a probe costs one memory access, and a store can evict the least useful of four
//! (the shallowest, oldest) instead of whatever one slot held.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

mod zeroed;

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

struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// Entries per bucket.
const BUCKET_SLOTS: usize = 4;

/// One cache line of entries that a key may use.
#[repr(C, align(64))]
struct Bucket {
    slots: [Slot; BUCKET_SLOTS],
}

impl Slot {
    /// The stored key and data (`data` 0: empty).
    #[inline]
    fn load(&self) -> (u64, u64) {
        let data = self.data.load(Ordering::Relaxed);
        (self.check.load(Ordering::Relaxed) ^ data, data)
    }
}

/// The remaining depth stored in `data`.
#[inline]
fn data_depth(data: u64) -> i32 {
    ((data >> 48) & 0xFF) as i32 - 1
}

/// The search generation stored in `data`.
#[inline]
fn data_age(data: u64) -> u64 {
    data >> 58
}

/// A transposition table of a fixed size.
pub struct TranspositionTable {
    buckets: zeroed::Buckets,
    age: AtomicU64,
    /// A search has run since the table was allocated or cleared: a clear has work to do.
    used: AtomicBool,
    mb: usize,
}

/// The memory for a table of the requested size cannot be had; nothing was changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot allocate a {mb} MiB hash table")]
pub struct TableAllocError {
    /// The size asked for, MiB.
    pub mb: usize,
}

const BUCKET_BYTES: usize = std::mem::size_of::<Bucket>();
const _: () = assert!(BUCKET_BYTES == 64, "a bucket is one cache line");

impl TranspositionTable {
    /// A table of `mb` MiB (at least 1).
    ///
    /// # Panics
    /// When the memory cannot be had; [`TranspositionTable::try_new`] reports that instead.
    pub fn new(mb: usize) -> Self {
        Self::try_new(mb).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A table of `mb` MiB (at least 1), or an error when the memory cannot be had. The
    /// memory comes as zeroed pages, so even a table of many GiB is ready at once; the system
    /// maps each page when a search first touches it.
    pub fn try_new(mb: usize) -> Result<Self, TableAllocError> {
        let mb = mb.max(1);
        let n = mb
            .checked_mul(1024 * 1024 / BUCKET_BYTES)
            .ok_or(TableAllocError { mb })?;
        let buckets = zeroed::zeroed_buckets(n).ok_or(TableAllocError { mb })?;
        Ok(TranspositionTable {
            buckets,
            age: AtomicU64::new(0),
            used: AtomicBool::new(false),
            mb,
        })
    }

    /// The size in MiB.
    pub fn size_mb(&self) -> usize {
        self.mb
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.buckets.len() * BUCKET_SLOTS
    }

    /// `true` when the table has no entries (never: it has at least one bucket).
    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }

    /// Forgets everything, on the calling thread.
    pub fn clear(&mut self) {
        self.clear_parallel(1);
    }

    /// Forgets everything, `threads` threads each zeroing one slice. A table that no search has
    /// used since it was allocated or cleared is left alone (its pages stay unmapped).
    pub fn clear_parallel(&mut self, threads: usize) {
        if !*self.used.get_mut() {
            return;
        }
        let threads = threads.clamp(1, 256);
        let chunk = self.buckets.len().div_ceil(threads).max(1);
        let zero = |buckets: &mut [Bucket]| {
            for s in buckets.iter_mut().flat_map(|b| b.slots.iter_mut()) {
                *s.check.get_mut() = 0;
                *s.data.get_mut() = 0;
            }
        };
        if threads == 1 {
            zero(&mut self.buckets);
        } else {
            std::thread::scope(|scope| {
                for part in self.buckets.chunks_mut(chunk) {
                    scope.spawn(move || zero(part));
                }
            });
        }
        *self.age.get_mut() = 0;
        *self.used.get_mut() = false;
    }

    /// Forgets everything by trading the memory for fresh zeroed pages: no page is written,
    /// so this takes no longer for 8 GiB than for 8 MiB (the system maps pages again as a
    /// search touches them). Fails, leaving the table as it was, when no new memory can be had.
    pub fn renew(&mut self) -> Result<(), TableAllocError> {
        if !*self.used.get_mut() {
            return Ok(());
        }
        self.buckets =
            zeroed::zeroed_buckets(self.buckets.len()).ok_or(TableAllocError { mb: self.mb })?;
        *self.age.get_mut() = 0;
        *self.used.get_mut() = false;
        Ok(())
    }

    /// Starts a new search: entries of older searches are replaced first.
    pub fn new_search(&self) {
        self.used.store(true, Ordering::Relaxed);
        let a = (self.age.load(Ordering::Relaxed) + 1) & 63;
        self.age.store(a, Ordering::Relaxed);
    }

    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        &self.buckets[((key as u128 * self.buckets.len() as u128) >> 64) as usize]
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let (_, data) = self
            .bucket(key)
            .slots
            .iter()
            .map(Slot::load)
            .find(|&(k, d)| k == key && d != 0)?;
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
            depth: data_depth(data),
            bound,
        })
    }

    /// Stores a result for `key`: in the entry that holds `key` already, else in an empty
    /// one, else in place of the entry of least worth (depth, less for every search since it
    /// was written). Keeps the old move when the new result has none, and keeps a same-key
    /// entry of this search that is much deeper when the new result is only a bound.
    #[inline]
    pub fn store(&self, key: u64, mv: u16, score: i32, eval: i32, depth: i32, bound: Bound) {
        let bucket = self.bucket(key);
        let age = self.age.load(Ordering::Relaxed);
        let mut mv = mv;
        let mut victim = &bucket.slots[0];
        let mut victim_worth = i32::MAX;
        for slot in &bucket.slots {
            let (old_key, old) = slot.load();
            if old != 0 && old_key == key {
                if mv == 0 {
                    mv = old as u16;
                }
                if bound != Bound::Exact && depth + 3 < data_depth(old) && data_age(old) == age {
                    return;
                }
                victim = slot;
                break;
            }
            // An empty entry is worth nothing; generations wrap at 64.
            let worth = if old == 0 {
                i32::MIN
            } else {
                let behind = ((age + 64 - data_age(old)) & 63) as i32;
                data_depth(old) - 8 * behind
            };
            if worth < victim_worth {
                victim = slot;
                victim_worth = worth;
            }
        }
        let depth = (depth + 1).clamp(0, 255) as u64;
        let data = mv as u64
            | ((score.clamp(-32767, 32767) as i16 as u16 as u64) << 16)
            | ((eval.clamp(-32768, 32767) as i16 as u16 as u64) << 32)
            | (depth << 48)
            | ((bound as u64) << 56)
            | (age << 58);
        victim.check.store(key ^ data, Ordering::Relaxed);
        victim.data.store(data, Ordering::Relaxed);
    }

    /// Permille of sampled entries written by the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(250);
        let age = self.age.load(Ordering::Relaxed);
        let used = self.buckets[..n]
            .iter()
            .flat_map(|b| b.slots.iter())
            .filter(|s| {
                let d = s.data.load(Ordering::Relaxed);
                d != 0 && data_age(d) == age
            })
            .count();
        (used * 1000 / (n * BUCKET_SLOTS).max(1)) as u32
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

    /// `count` keys that all fall in bucket 0 of `tt`.
    fn same_bucket_keys(tt: &TranspositionTable, count: usize) -> Vec<u64> {
        (1..=u64::MAX / 2)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20)
            .filter(|&k| std::ptr::eq(tt.bucket(k), &tt.buckets[0]))
            .take(count)
            .collect()
    }

    #[test]
    fn a_bucket_holds_four_keys_and_evicts_the_least_worth() {
        let tt = TranspositionTable::new(1);
        tt.new_search();
        let keys = same_bucket_keys(&tt, 6);
        // Four keys of one bucket live side by side.
        for (i, &k) in keys[..4].iter().enumerate() {
            tt.store(k, 1, 0, 0, 10 + i as i32, Bound::Exact);
        }
        assert!(keys[..4].iter().all(|&k| tt.probe(k).is_some()));
        // A fifth evicts the shallowest (depth 10).
        tt.store(keys[4], 1, 0, 0, 1, Bound::Upper);
        assert!(tt.probe(keys[0]).is_none());
        assert!(keys[1..5].iter().all(|&k| tt.probe(k).is_some()));
        // An entry of the search before counts 8 plies shallower: a depth-6 entry of this
        // search outlives the depth-11 to 13 ones of the last.
        tt.new_search();
        tt.store(keys[4], 2, 0, 0, 6, Bound::Exact);
        tt.store(keys[5], 1, 0, 0, 0, Bound::Exact);
        assert!(tt.probe(keys[5]).is_some());
        assert!(tt.probe(keys[4]).is_some(), "this search's entry is kept");
        assert!(tt.probe(keys[1]).is_none(), "the shallowest old entry went");
        assert!(tt.probe(keys[2]).is_some() && tt.probe(keys[3]).is_some());
        // A same-key store replaces in place and keeps the move when it has none.
        tt.store(keys[4], 0, 7, 0, 5, Bound::Lower);
        let e = tt.probe(keys[4]).unwrap();
        assert_eq!((e.mv, e.score, e.depth, e.bound), (2, 7, 5, Bound::Lower));
        let copies = tt.buckets[0]
            .slots
            .iter()
            .filter(|s| s.load().0 == keys[4] && s.load().1 != 0)
            .count();
        assert_eq!(copies, 1);
    }

    #[test]
    fn oversized_tables_are_refused() {
        assert_eq!(
            TranspositionTable::try_new(usize::MAX).err(),
            Some(TableAllocError { mb: usize::MAX })
        );
        // 2^60 bytes fit a 64-bit address space, but no machine has them.
        let huge = 1usize << 40;
        assert!(TranspositionTable::try_new(huge).is_err());
    }

    #[test]
    fn clear_forgets_in_parallel() {
        let mut tt = TranspositionTable::try_new(2).unwrap();
        assert_eq!(tt.size_mb(), 2);
        assert_eq!(tt.len(), 2 * 1024 * 1024 / 16);
        tt.new_search();
        let keys: Vec<u64> = (1..=500u64)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .collect();
        for &k in &keys {
            tt.store(k, 5, 1, 2, 3, Bound::Exact);
        }
        assert!(keys.iter().all(|&k| tt.probe(k).is_some()));
        tt.clear_parallel(3);
        assert!(keys.iter().all(|&k| tt.probe(k).is_none()));
        tt.new_search();
        tt.store(keys[0], 5, 1, 2, 3, Bound::Exact);
        tt.renew().unwrap();
        assert!(tt.probe(keys[0]).is_none());
        assert_eq!(tt.len(), 2 * 1024 * 1024 / 16);
        assert!(tt.buckets.iter().flat_map(|b| b.slots.iter()).all(|s| s
            .data
            .load(Ordering::Relaxed)
            == 0
            && s.check.load(Ordering::Relaxed) == 0));
    }

    #[test]
    fn every_size_is_zeroed_aligned_and_usable_to_its_last_bucket() {
        // 1 MiB: ordinary pages; 2 to 16 MiB: advised for huge pages, aligned to 2 MiB;
        // above: ordinary pages again.
        for mb in [1, 2, 3, 16, 64, 65, 130] {
            let tt = TranspositionTable::try_new(mb).unwrap();
            let n = mb * 1024 * 1024 / 64;
            assert_eq!(tt.buckets.len(), n);
            let start = tt.buckets.as_ptr() as usize;
            assert_eq!(start % 64, 0, "{mb} MiB");
            if cfg!(target_os = "linux") && (2..=16).contains(&mb) {
                assert_eq!(start % (2 * 1024 * 1024), 0, "{mb} MiB");
            }
            for b in [&tt.buckets[0], &tt.buckets[n / 2], &tt.buckets[n - 1]] {
                assert!(b.slots.iter().all(|s| s.load() == (0, 0)));
                b.slots[3].data.store(7, Ordering::Relaxed);
                assert_eq!(b.slots[3].load(), (7, 7));
            }
        }
    }
}
