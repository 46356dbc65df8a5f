//! A side's pieces in hand: a count per droppable kind, packed in one integer so that hands
//! compare, copy and hash as a word.

use crate::piece::{PieceType, HAND_KINDS};
use core::fmt;

/// The pieces one side holds: eight bits of count per kind `Pawn`..`Gold`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Hand(u64);

impl Hand {
    /// The empty hand.
    pub const EMPTY: Hand = Hand(0);

    /// How many pieces of `kind` (a hand kind) the hand holds.
    #[inline]
    pub const fn count(self, kind: PieceType) -> u32 {
        debug_assert!(kind.index() < HAND_KINDS);
        (self.0 >> (8 * kind as u32)) as u32 & 0xff
    }
    /// `true` when the hand holds a piece of `kind`.
    #[inline]
    pub const fn has(self, kind: PieceType) -> bool {
        self.count(kind) != 0
    }
    /// `true` when the hand is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Adds one piece of `kind` (a hand kind; counts stay below 256 in valid positions).
    #[inline]
    pub fn add(&mut self, kind: PieceType) {
        debug_assert!(self.count(kind) < 255);
        self.0 += 1 << (8 * kind as u32);
    }
    /// Removes one piece of `kind`, which the hand holds.
    #[inline]
    pub fn remove(&mut self, kind: PieceType) {
        debug_assert!(self.has(kind));
        self.0 -= 1 << (8 * kind as u32);
    }
    /// Sets the count of `kind`, `n < 256`.
    pub fn set(&mut self, kind: PieceType, n: u32) {
        debug_assert!(n < 256);
        let shift = 8 * kind as u32;
        self.0 = self.0 & !(0xff << shift) | u64::from(n) << shift;
    }
    /// The kinds the hand holds, in index order.
    #[inline]
    pub fn kinds(self) -> impl Iterator<Item = PieceType> {
        PieceType::HAND.into_iter().filter(move |&k| self.has(k))
    }
    /// The pieces in hand, all kinds together.
    pub fn total(self) -> u32 {
        PieceType::HAND.iter().map(|&k| self.count(k)).sum()
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for k in self.kinds() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{}{:?}", self.count(k), k)?;
        }
        if first {
            f.write_str("-")?;
        }
        Ok(())
    }
}
