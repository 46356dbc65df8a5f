//! Pieces in hand, for games with drops: a count per droppable kind ([`Hand`]) and the
//! Zobrist keys of those counts ([`HandKeys`]). Shogi and the kernel's drop variants
//! (crazyhouse, minishogi) keep their hands in these.

use super::zobrist::KeyStream;
use crate::square::Color;
use core::fmt;
use core::marker::PhantomData;

/// A kind that can be held in hand, numbered `0..N` for a hand of `N` kinds.
pub trait HandKind: Copy {
    /// The kind's slot in a hand.
    fn hand_index(self) -> usize;
    /// The kind in slot `index`.
    fn from_hand_index(index: usize) -> Self;
}

/// Kinds numbered by the game itself (the kernel's kind indices).
impl HandKind for u8 {
    #[inline(always)]
    fn hand_index(self) -> usize {
        self as usize
    }
    #[inline(always)]
    fn from_hand_index(index: usize) -> Self {
        index as u8
    }
}

/// One side's pieces in hand: a count `0..=255` for each of `N` kinds. A byte array, so that
/// hands copy, compare and hash as a few words.
pub struct Hand<K: HandKind, const N: usize> {
    counts: [u8; N],
    _kind: PhantomData<fn() -> K>,
}

impl<K: HandKind, const N: usize> Hand<K, N> {
    /// The empty hand.
    pub const EMPTY: Self = Hand {
        counts: [0; N],
        _kind: PhantomData,
    };

    /// How many pieces of `kind` the hand holds.
    #[inline(always)]
    pub fn count(&self, kind: K) -> u32 {
        u32::from(self.counts[kind.hand_index()])
    }
    /// `true` when the hand holds a piece of `kind`.
    #[inline(always)]
    pub fn has(&self, kind: K) -> bool {
        self.counts[kind.hand_index()] != 0
    }
    /// `true` when the hand is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.counts == [0; N]
    }
    /// Adds one piece of `kind` and returns the new count (below 256 in valid positions).
    #[inline(always)]
    pub fn add(&mut self, kind: K) -> u32 {
        let n = &mut self.counts[kind.hand_index()];
        debug_assert!(*n < u8::MAX, "a full hand slot");
        *n += 1;
        u32::from(*n)
    }
    /// Removes one piece of `kind`, which the hand holds, and returns the count it had.
    #[inline(always)]
    pub fn remove(&mut self, kind: K) -> u32 {
        let n = &mut self.counts[kind.hand_index()];
        debug_assert!(*n > 0, "an empty hand slot");
        *n -= 1;
        u32::from(*n) + 1
    }
    /// Sets the count of `kind` to `n`, at most 255.
    #[inline]
    pub fn set(&mut self, kind: K, n: u32) {
        debug_assert!(n <= u32::from(u8::MAX));
        self.counts[kind.hand_index()] = n.min(u32::from(u8::MAX)) as u8;
    }
    /// The kinds the hand holds, in slot order.
    #[inline]
    pub fn kinds(&self) -> impl Iterator<Item = K> + '_ {
        (0..N)
            .filter(|&i| self.counts[i] != 0)
            .map(K::from_hand_index)
    }
    /// The hand as people read it: the count and letter of each kind held, in slot order
    /// (`2P 1G`), `-` when empty.
    pub fn text(&self, letter: impl Fn(K) -> char) -> String {
        if self.is_empty() {
            return "-".to_string();
        }
        let held: Vec<String> = self
            .kinds()
            .map(|k| format!("{}{}", self.count(k), letter(k)))
            .collect();
        held.join(" ")
    }
    /// The pieces in hand, all kinds together.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&n| u32::from(n)).sum()
    }
}

impl<K: HandKind, const N: usize> Clone for Hand<K, N> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<K: HandKind, const N: usize> Copy for Hand<K, N> {}

impl<K: HandKind, const N: usize> Default for Hand<K, N> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<K: HandKind, const N: usize> PartialEq for Hand<K, N> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.counts == other.counts
    }
}

impl<K: HandKind, const N: usize> Eq for Hand<K, N> {}

impl<K: HandKind, const N: usize> core::hash::Hash for Hand<K, N> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.counts.hash(state);
    }
}

/// `2 Pawn 1 Rook` (the kinds' `Debug`), `-` when empty.
impl<K: HandKind + fmt::Debug, const N: usize> fmt::Debug for Hand<K, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, k) in self.kinds().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}{k:?}", self.count(k))?;
        }
        Ok(())
    }
}

/// Zobrist keys of hands by count: `key(color, kind, n)` is xored in when `color`'s hand
/// gets its `n`-th piece of `kind` (and out when it gives it back), so a hand of `n` pieces
/// of a kind contributes the keys of counts `1..=n`; count 0 has no key, and an empty hand
/// adds nothing. For `KINDS` kinds and counts below `COUNTS`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandKeys<const KINDS: usize, const COUNTS: usize> {
    keys: [[[u64; COUNTS]; KINDS]; 2],
}

impl<const KINDS: usize, const COUNTS: usize> HandKeys<KINDS, COUNTS> {
    /// Draws the keys from `stream`, white's kinds then black's, each count `1..COUNTS` in
    /// turn (a fixed order, so that the keys are the same in every build).
    pub const fn draw(stream: &mut KeyStream) -> Self {
        let mut keys = [[[0u64; COUNTS]; KINDS]; 2];
        let mut c = 0;
        while c < 2 {
            let mut k = 0;
            while k < KINDS {
                let mut n = 1;
                while n < COUNTS {
                    keys[c][k][n] = stream.next_key();
                    n += 1;
                }
                k += 1;
            }
            c += 1;
        }
        HandKeys { keys }
    }

    /// The key of `color`'s `n`-th piece of the kind in slot `kind` (0 for `n = 0`).
    #[inline(always)]
    pub fn key(&self, color: Color, kind: usize, n: u32) -> u64 {
        self.keys[color.index()][kind][n as usize]
    }

    /// The key of a whole hand: the keys of counts `1..=n` of each kind it holds.
    pub fn of_hand<K: HandKind, const N: usize>(&self, color: Color, hand: &Hand<K, N>) -> u64 {
        let mut key = 0;
        for kind in hand.kinds() {
            for n in 1..=hand.count(kind) {
                key ^= self.key(color, kind.hand_index(), n);
            }
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_and_remove() {
        let mut h = Hand::<u8, 5>::EMPTY;
        assert!(h.is_empty());
        assert_eq!(h.add(3), 1);
        assert_eq!(h.add(3), 2);
        assert_eq!(h.add(0), 1);
        assert_eq!(h.count(3), 2);
        assert_eq!(h.kinds().collect::<Vec<_>>(), vec![0, 3]);
        assert_eq!(h.total(), 3);
        assert_eq!(h.remove(3), 2);
        assert_eq!(h.count(3), 1);
        h.set(4, 18);
        assert_eq!(h.count(4), 18);
        // The count, then the kind's `Debug` (here the slot number).
        assert_eq!(format!("{h:?}"), "10 13 184");
        assert_eq!(format!("{:?}", Hand::<u8, 2>::EMPTY), "-");
        assert_eq!(h.text(|k| (b'A' + k) as char), "1A 1D 18E");
        assert_eq!(Hand::<u8, 2>::EMPTY.text(|_| 'X'), "-");
        assert_ne!(h, Hand::EMPTY);
    }

    #[test]
    fn hand_keys_by_count() {
        let mut stream = KeyStream::new(7);
        let keys = HandKeys::<3, 4>::draw(&mut stream);
        assert_eq!(keys.key(Color::White, 1, 0), 0);
        let mut h = Hand::<u8, 3>::EMPTY;
        let mut incremental = 0;
        for kind in [1u8, 1, 2, 1] {
            let n = h.add(kind);
            incremental ^= keys.key(Color::Black, kind as usize, n);
        }
        assert_eq!(incremental, keys.of_hand(Color::Black, &h));
        assert_ne!(incremental, keys.of_hand(Color::White, &h));
        let n = h.remove(1);
        incremental ^= keys.key(Color::Black, 1, n);
        assert_eq!(incremental, keys.of_hand(Color::Black, &h));
    }
}
