//! Square sets as plain integers: one bit per square, bit `i` is square index `i`.
//!
//! [`SquareSet`] is implemented for `u64` (chess), native `u128` (xiangqi's 90 squares) and
//! [`ethnum::U256`] (boards of up to 256 squares). Every method is `#[inline]` and compiles to
//! plain integer instructions: no allocation, no dynamic dispatch.
//!
//! The raw trait knows nothing about a board's size; [`crate::Bitboard`] wraps a set with the
//! board's square type so that complement and shifts stay within the board.

use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};
use ethnum::U256;

/// A set of square indices `0..CAPACITY` stored as the bits of an unsigned integer.
pub trait SquareSet:
    Copy
    + Eq
    + Hash
    + Default
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// Number of bits, the largest board this width can hold.
    const CAPACITY: u32;
    /// The empty set.
    const EMPTY: Self;
    /// Every index `0..CAPACITY`.
    const ALL: Self;

    /// The set holding only `index`. `index` must be below `CAPACITY`.
    fn single(index: u32) -> Self;
    /// The set of indices `0..n` (`n <= CAPACITY`): the mask of a board with `n` squares.
    fn below(n: u32) -> Self;
    /// The indices strictly between `lo` and `hi` (`lo < hi < CAPACITY`), by one subtraction:
    /// the squares between two squares of one rank, with no table.
    fn between_indices(lo: u32, hi: u32) -> Self;
    /// Number of members.
    fn popcount(self) -> u32;
    /// Index of the lowest member; `CAPACITY` when empty.
    fn trailing_zeros(self) -> u32;
    /// Index of the highest member; meaningless when empty.
    fn highest_unchecked(self) -> u32;
    /// The low 64 bits (used to hash occupancies into attack tables).
    fn low_u64(self) -> u64;
    /// The set with the members of `bits` below `CAPACITY` (how masks computed as `u128` at
    /// compile time become sets of any width).
    fn from_low_u128(bits: u128) -> Self;

    /// `true` when there are no members.
    #[inline]
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }
    /// `true` when there is at least one member.
    #[inline]
    fn any(self) -> bool {
        self != Self::EMPTY
    }
    /// `true` when `index` is a member.
    #[inline]
    fn contains(self, index: u32) -> bool {
        (self & Self::single(index)).any()
    }
    /// This set with `index` added.
    #[inline]
    fn with(self, index: u32) -> Self {
        self | Self::single(index)
    }
    /// This set with `index` removed.
    #[inline]
    fn without(self, index: u32) -> Self {
        self & !Self::single(index)
    }
    /// The lowest member, if any.
    #[inline]
    fn lowest(self) -> Option<u32> {
        if self.is_empty() {
            None
        } else {
            Some(self.trailing_zeros())
        }
    }
    /// Removes and returns the lowest member, if any.
    #[inline]
    fn pop_lowest(&mut self) -> Option<u32> {
        let low = self.lowest()?;
        *self = self.without_lowest();
        Some(low)
    }
    /// This set without its lowest member (`x & (x - 1)`).
    fn without_lowest(self) -> Self;
    /// The integers' difference, wrapping: with sets read as numbers, the borrow runs from
    /// `other`'s bits up to the first member of `self` (the obstruction-difference slider
    /// attacks of the kernel use it).
    fn wrapping_sub(self, other: Self) -> Self;
    /// `true` when the set has two or more members.
    #[inline]
    fn more_than_one(self) -> bool {
        self.without_lowest().any()
    }
    /// Iterates the members in ascending order.
    #[inline]
    fn indices(self) -> Indices<Self> {
        Indices(self)
    }
}

/// Ascending iterator over the members of a [`SquareSet`].
#[derive(Clone, Copy, Debug)]
pub struct Indices<B>(B);

impl<B: SquareSet> Iterator for Indices<B> {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        self.0.pop_lowest()
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.popcount() as usize;
        (n, Some(n))
    }
}

impl<B: SquareSet> ExactSizeIterator for Indices<B> {}

macro_rules! native_square_set {
    ($t:ty, $single:expr) => {
        impl SquareSet for $t {
            const CAPACITY: u32 = <$t>::BITS;
            const EMPTY: Self = 0;
            const ALL: Self = <$t>::MAX;

            #[inline]
            fn single(index: u32) -> Self {
                debug_assert!(index < Self::CAPACITY);
                $single(index)
            }
            #[inline]
            fn below(n: u32) -> Self {
                if n >= Self::CAPACITY {
                    Self::ALL
                } else {
                    (1 << n) - 1
                }
            }
            #[inline]
            fn between_indices(lo: u32, hi: u32) -> Self {
                debug_assert!(lo < hi && hi < Self::CAPACITY);
                (1 << hi) - (2 << lo)
            }
            #[inline]
            fn popcount(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline]
            fn highest_unchecked(self) -> u32 {
                Self::CAPACITY - 1 - self.leading_zeros()
            }
            #[inline]
            fn low_u64(self) -> u64 {
                self as u64
            }
            #[inline]
            fn from_low_u128(bits: u128) -> Self {
                bits as $t
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline]
            fn wrapping_sub(self, other: Self) -> Self {
                <$t>::wrapping_sub(self, other)
            }
        }
    };
}

native_square_set!(u64, |i: u32| 1u64 << i);
// A shift of a `u128` by a variable amount takes about six instructions on x86-64 (two
// shifts, a test of bit 6 and two conditional moves); one load from a 2 KiB table is
// cheaper where squares are turned into sets in inner loops (xiangqi and shogi generation).
native_square_set!(u128, |i: u32| SINGLE_U128[i as usize]);

/// `1 << i` for every bit of a `u128`.
static SINGLE_U128: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

impl SquareSet for U256 {
    const CAPACITY: u32 = 256;
    const EMPTY: Self = U256::ZERO;
    const ALL: Self = U256::MAX;

    #[inline]
    fn single(index: u32) -> Self {
        debug_assert!(index < Self::CAPACITY);
        U256::ONE << index
    }
    #[inline]
    fn below(n: u32) -> Self {
        if n >= Self::CAPACITY {
            Self::ALL
        } else {
            (U256::ONE << n) - U256::ONE
        }
    }
    #[inline]
    fn between_indices(lo: u32, hi: u32) -> Self {
        debug_assert!(lo < hi && hi < Self::CAPACITY);
        (U256::ONE << hi) - (U256::from(2u8) << lo)
    }
    #[inline]
    fn popcount(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn trailing_zeros(self) -> u32 {
        U256::trailing_zeros(self)
    }
    #[inline]
    fn highest_unchecked(self) -> u32 {
        Self::CAPACITY - 1 - self.leading_zeros()
    }
    #[inline]
    fn low_u64(self) -> u64 {
        self.as_u64()
    }
    #[inline]
    fn from_low_u128(bits: u128) -> Self {
        U256::from(bits)
    }
    #[inline]
    fn without_lowest(self) -> Self {
        self & self.wrapping_sub(U256::ONE)
    }
    #[inline]
    fn wrapping_sub(self, other: Self) -> Self {
        U256::wrapping_sub(self, other)
    }
}
