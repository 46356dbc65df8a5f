//! [`Bitboard`]: a [`SquareSet`] typed by the board it lives on.

use crate::square::BoardSquare;
use crate::square_set::{Indices, SquareSet};
use core::fmt;
use core::marker::PhantomData;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares of one board. Complement and shifts stay within the board's `COUNT`
/// squares, so `!Bitboard::EMPTY` is the whole board and never bits beyond it.
///
/// Transparent: passed and stored exactly as its integer, so typed code compiles to the same
/// instructions as code on raw bits.
#[repr(transparent)]
pub struct Bitboard<S: BoardSquare>(pub S::Bits, PhantomData<S>);

impl<S: BoardSquare> Clone for Bitboard<S> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<S: BoardSquare> Copy for Bitboard<S> {}
impl<S: BoardSquare> PartialEq for Bitboard<S> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<S: BoardSquare> Eq for Bitboard<S> {}
impl<S: BoardSquare> core::hash::Hash for Bitboard<S> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state)
    }
}
impl<S: BoardSquare> Default for Bitboard<S> {
    #[inline]
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<S: BoardSquare> Bitboard<S> {
    /// No squares.
    pub const EMPTY: Self = Bitboard(<S::Bits as SquareSet>::EMPTY, PhantomData);
    /// Every square of the board.
    pub const FULL: Self = Bitboard(S::BOARD, PhantomData);

    /// Wraps raw bits; bits beyond the board are dropped.
    #[inline]
    pub fn new(bits: S::Bits) -> Self {
        Bitboard(bits & S::BOARD, PhantomData)
    }
    /// Wraps raw bits the caller knows to lie within the board (e.g. from a table).
    #[inline]
    pub const fn from_bits_trusted(bits: S::Bits) -> Self {
        Bitboard(bits, PhantomData)
    }
    /// Wraps a table of raw sets the caller knows to lie within the board (`const` tables).
    pub const fn table_from_bits<const N: usize>(table: [S::Bits; N]) -> [Self; N] {
        let mut typed = [Self::EMPTY; N];
        let mut i = 0;
        while i < N {
            typed[i] = Bitboard(table[i], PhantomData);
            i += 1;
        }
        typed
    }
    /// The squares whose index lies strictly between those of `lo` and `hi` (`lo < hi`): on a
    /// board numbered rank by rank, the squares between two squares of one rank; between two
    /// squares of one file, once masked with the file.
    #[inline]
    pub fn between_indices(lo: S, hi: S) -> Self {
        Bitboard(
            S::Bits::between_indices(lo.index(), hi.index()),
            PhantomData,
        )
    }
    /// The raw bits.
    #[inline]
    pub fn bits(self) -> S::Bits {
        self.0
    }
    /// The set holding only `sq`.
    #[inline]
    pub fn from_square(sq: S) -> Self {
        Bitboard(S::Bits::single(sq.index()), PhantomData)
    }
    /// `true` when no square is in the set.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }
    /// `true` when some square is in the set.
    #[inline]
    pub fn any(self) -> bool {
        self.0.any()
    }
    /// Number of squares in the set.
    #[inline]
    pub fn count(self) -> u32 {
        self.0.popcount()
    }
    /// `true` with two or more squares.
    #[inline]
    pub fn more_than_one(self) -> bool {
        self.0.more_than_one()
    }
    /// `true` when `sq` is in the set.
    #[inline]
    pub fn contains(self, sq: S) -> bool {
        self.0.contains(sq.index())
    }
    /// The set with `sq` added.
    #[inline]
    pub fn with(self, sq: S) -> Self {
        Bitboard(self.0.with(sq.index()), PhantomData)
    }
    /// The set with `sq` removed.
    #[inline]
    pub fn without(self, sq: S) -> Self {
        Bitboard(self.0.without(sq.index()), PhantomData)
    }
    /// Adds or removes `sq`, whichever makes it flip.
    #[inline]
    pub fn toggle(&mut self, sq: S) {
        self.0 ^= S::Bits::single(sq.index());
    }
    /// The lowest square, if any.
    #[inline]
    pub fn lowest(self) -> Option<S> {
        self.0.lowest().map(S::from_index_unchecked)
    }
    /// The lowest square of a set known to be non-empty.
    #[inline]
    pub fn lowest_unchecked(self) -> S {
        debug_assert!(self.any());
        S::from_index_unchecked(self.0.trailing_zeros())
    }
    /// The highest square of a set known to be non-empty.
    #[inline]
    pub fn highest_unchecked(self) -> S {
        debug_assert!(self.any());
        S::from_index_unchecked(self.0.highest_unchecked())
    }
    /// Removes and returns the lowest square.
    #[inline]
    pub fn pop(&mut self) -> Option<S> {
        self.0.pop_lowest().map(S::from_index_unchecked)
    }
    /// The single square of a one-square set, `None` otherwise.
    #[inline]
    pub fn single(self) -> Option<S> {
        if self.any() && !self.more_than_one() {
            Some(self.lowest_unchecked())
        } else {
            None
        }
    }
    /// Squares moved `n` indices up (towards higher indices); squares pushed off the board are
    /// dropped. Wrapping across board edges (files) is the caller's business.
    #[inline]
    pub fn shift_up(self, n: u32) -> Self {
        Bitboard((self.0 << n) & S::BOARD, PhantomData)
    }
    /// Squares moved `n` indices down; squares below index 0 are dropped.
    #[inline]
    pub fn shift_down(self, n: u32) -> Self {
        Bitboard(self.0 >> n, PhantomData)
    }
    /// Iterates the squares in ascending index order.
    #[inline]
    pub fn iter(self) -> Squares<S> {
        Squares(self.0.indices(), PhantomData)
    }
}

/// Ascending iterator over the squares of a [`Bitboard`].
pub struct Squares<S: BoardSquare>(Indices<S::Bits>, PhantomData<S>);

impl<S: BoardSquare> Iterator for Squares<S> {
    type Item = S;
    #[inline]
    fn next(&mut self) -> Option<S> {
        self.0.next().map(S::from_index_unchecked)
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}
impl<S: BoardSquare> ExactSizeIterator for Squares<S> {}

impl<S: BoardSquare> IntoIterator for Bitboard<S> {
    type Item = S;
    type IntoIter = Squares<S>;
    #[inline]
    fn into_iter(self) -> Squares<S> {
        self.iter()
    }
}

impl<S: BoardSquare> FromIterator<S> for Bitboard<S> {
    fn from_iter<I: IntoIterator<Item = S>>(iter: I) -> Self {
        iter.into_iter().fold(Self::EMPTY, Self::with)
    }
}

impl<S: BoardSquare> From<S> for Bitboard<S> {
    #[inline]
    fn from(sq: S) -> Self {
        Self::from_square(sq)
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl<S: BoardSquare> $tr for Bitboard<S> {
            type Output = Self;
            #[inline]
            fn $f(self, rhs: Self) -> Self {
                Bitboard(self.0 $op rhs.0, PhantomData)
            }
        }
        impl<S: BoardSquare> $atr for Bitboard<S> {
            #[inline]
            fn $af(&mut self, rhs: Self) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl<S: BoardSquare> Not for Bitboard<S> {
    type Output = Self;
    /// The complement within the board.
    #[inline]
    fn not(self) -> Self {
        Bitboard(!self.0 & S::BOARD, PhantomData)
    }
}

impl<S: BoardSquare> fmt::Debug for Bitboard<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}
