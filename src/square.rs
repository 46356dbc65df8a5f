//! The square type a game defines, and the color of a side.

use crate::square_set::SquareSet;
use core::fmt::{Debug, Display};
use core::hash::Hash;

/// A square of one game's board: a dense index `0..COUNT` plus the integer width that holds
/// a set of them.
pub trait BoardSquare: Copy + Eq + Ord + Hash + Debug + Display + Send + Sync + 'static {
    /// The integer type of a set of these squares.
    type Bits: SquareSet;
    /// Number of squares on the board.
    const COUNT: u32;
    /// The board's squares, as a set (the low `COUNT` bits).
    const BOARD: Self::Bits;

    /// The square's index, `0..COUNT`.
    fn index(self) -> u32;
    /// The square with this index; callers guarantee `index < COUNT`.
    fn from_index_unchecked(index: u32) -> Self;

    /// The square with this index, or `None` when it is off the board.
    #[inline]
    fn from_index(index: u32) -> Option<Self> {
        if index < Self::COUNT {
            Some(Self::from_index_unchecked(index))
        } else {
            None
        }
    }
}

/// One of the two sides, by chess's names for the side that moves first from the usual start
/// and the other. A game names its sides in its own words over these (`gambit_xiangqi::RED`,
/// `gambit_shogi::SENTE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    /// The side that moves first from the usual start (chess white, xiangqi red, shogi sente).
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colors, white first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// 0 for white, 1 for black: for indexing per-side tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    #[inline]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `a` for white, `b` for black.
    #[inline]
    pub const fn pick<T: Copy>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

impl core::ops::Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.flip()
    }
}
