//! Cheap answers to "can this position have occurred before on the line?", so that the common
//! case of a rule check (nothing repeats) costs one flag instead of a walk back along the chain.
//! A game computes the answer in `make` and keeps it in the new state, by one of two means:
//!
//! - [`key_seen_within`]: a scan of the keys within the reversible plies (as Stockfish does),
//!   nearly free when irreversible moves are frequent (chess: pawn moves and captures);
//! - [`KeyFilter`]: a counting filter over the keys of the line, constant cost whatever the
//!   window (xiangqi, where only captures reset the count and windows are long).

use crate::game::GameState;

/// `true` when `key` equals the key of a state that the position about to be pushed after
/// `states` could repeat: every second state from four plies back, within `window` plies (the
/// new position's reversible plies). Keys only; on a match the rules compare exactly.
#[inline]
pub fn key_seen_within<S: GameState>(states: &[S], key: u64, window: usize) -> bool {
    let n = states.len();
    let mut back = 4;
    while back <= window && back <= n {
        if states[n - back].key() == key {
            return true;
        }
        back += 2;
    }
    false
}

/// Counts, per hash bucket, the keys of the positions on the state chain. A game adds the
/// key of every position it reaches (`from_fen` and `make`) and removes it on `undo`. A
/// position can only repeat when its bucket holds two or more keys; buckets are shared, so a
/// count of two is only a hint (the chain is then walked and compared exactly).
#[derive(Clone)]
pub struct KeyFilter {
    counts: Box<[u16; KeyFilter::BUCKETS]>,
}

impl KeyFilter {
    /// Number of buckets: large enough that unrelated keys on a line of a few hundred plies
    /// rarely share one, small enough to stay in the L1/L2 cache.
    pub const BUCKETS: usize = 4096;

    /// An empty filter.
    pub fn new() -> KeyFilter {
        KeyFilter {
            counts: Box::new([0; Self::BUCKETS]),
        }
    }

    #[inline(always)]
    fn bucket(key: u64) -> usize {
        // The high bits: the low bits of a Zobrist key often differ by the side-to-move key.
        (key >> 52) as usize
    }

    /// Counts a position reached; returns `false` when it cannot have occurred before on the
    /// line (games keep the answer in the new state, so the check later costs one load).
    #[inline(always)]
    pub fn add(&mut self, key: u64) -> bool {
        let c = &mut self.counts[Self::bucket(key)];
        *c = c.wrapping_add(1);
        *c >= 2
    }

    /// Forgets a position left by `undo`.
    #[inline(always)]
    pub fn remove(&mut self, key: u64) {
        let c = &mut self.counts[Self::bucket(key)];
        *c = c.wrapping_sub(1);
    }

    /// `false` when the position with this key (already added) cannot have occurred before on
    /// the line.
    #[inline(always)]
    pub fn may_repeat(&self, key: u64) -> bool {
        self.counts[Self::bucket(key)] >= 2
    }
}

impl Default for KeyFilter {
    fn default() -> Self {
        Self::new()
    }
}

impl core::fmt::Debug for KeyFilter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let used = self.counts.iter().filter(|&&c| c > 0).count();
        write!(f, "KeyFilter({used} buckets in use)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_and_remove() {
        let mut f = KeyFilter::new();
        let (a, b) = (0x1234_5678_9abc_def0u64, 0x0fed_cba9_8765_4321u64);
        f.add(a);
        assert!(!f.may_repeat(a));
        f.add(b);
        assert!(!f.may_repeat(b));
        f.add(a);
        assert!(f.may_repeat(a));
        f.remove(a);
        assert!(!f.may_repeat(a));
    }
}
