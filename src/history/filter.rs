//! Cheap answers to "can this position have occurred before on the line?", computed when a
//! state is pushed, so that the common case of a rule check (nothing repeats) costs one flag
//! instead of a walk back along the chain. A game picks one filter, by the shape of its
//! windows:
//!
//! - [`KeyScan`]: a scan of the keys within the reversible plies (as Stockfish does), nearly
//!   free when irreversible moves are frequent (chess: pawn moves and captures reset it);
//! - [`KeyFilter`]: a counting filter over the keys of the line, constant cost whatever the
//!   window (xiangqi, where only captures reset the count and windows are long).

use super::scan::KeyMatches;
use crate::game::GameState;

/// A repetition filter, kept by the [`StateStack`](super::StateStack) and consulted once per
/// pushed state. It may say "maybe" wrongly (the rules then compare exactly), never "no"
/// wrongly: an earlier state with the same key within the reversible plies means "maybe".
pub trait RepeatFilter<S: GameState>: Clone + Default + core::fmt::Debug + Send + Sync {
    /// Takes note of the setup position (the root of the chain).
    fn enter_root(&mut self, root: &S);
    /// Takes note of `state`, about to be pushed after `earlier`; `false` when its position
    /// cannot have occurred before on the line.
    fn enter(&mut self, earlier: &[S], state: &S) -> bool;
    /// Forgets `state`, just popped.
    fn leave(&mut self, state: &S);
    /// The answer [`RepeatFilter::enter`] gives for the last of `states`, computed from the
    /// whole chain (for tests of the incremental answer; the chain must hold no pass).
    fn from_scratch(states: &[S]) -> bool;
}

/// The key scan: "maybe" exactly when an earlier state the new one could repeat has its key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyScan;

impl<S: GameState> RepeatFilter<S> for KeyScan {
    #[inline(always)]
    fn enter_root(&mut self, _root: &S) {}

    #[inline(always)]
    fn enter(&mut self, earlier: &[S], state: &S) -> bool {
        KeyMatches::new(earlier, state.key(), state.reversible_plies())
            .next()
            .is_some()
    }

    #[inline(always)]
    fn leave(&mut self, _state: &S) {}

    fn from_scratch(states: &[S]) -> bool {
        KeyMatches::of_last(states).next().is_some()
    }
}

/// Counts, per hash bucket, the keys of the positions on the state chain (passes excepted).
/// A position can only repeat when its bucket holds two or more keys; buckets are shared, so
/// a count of two is only a hint (the chain is then walked and compared exactly).
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
    /// line.
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

impl<S: GameState> RepeatFilter<S> for KeyFilter {
    #[inline(always)]
    fn enter_root(&mut self, root: &S) {
        self.add(root.key());
    }

    #[inline(always)]
    fn enter(&mut self, _earlier: &[S], state: &S) -> bool {
        self.add(state.key())
    }

    #[inline(always)]
    fn leave(&mut self, state: &S) {
        self.remove(state.key());
    }

    fn from_scratch(states: &[S]) -> bool {
        let Some(last) = states.last() else {
            return false;
        };
        let bucket = Self::bucket(last.key());
        // Every state counts: passes never reach the filter, and a chain holding one is not
        // a question this answers.
        states
            .iter()
            .filter(|s| Self::bucket(s.key()) == bucket)
            .count()
            >= 2
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
