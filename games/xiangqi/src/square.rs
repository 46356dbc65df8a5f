//! Squares of the 9x10 xiangqi board: index `rank * 9 + file`, a0 = 0, i9 = 89.

use core::fmt;
use gambit::BoardSquare;

/// Number of files (a..i).
pub const FILES: u8 = 9;
/// Number of ranks (0..9).
pub const RANKS: u8 = 10;
/// Number of squares.
pub const SQUARES: usize = 90;
/// Every square of the board as a set.
pub const BOARD_BITS: u128 = (1u128 << 90) - 1;

/// A square of the xiangqi board. Rank 0 is red's back rank.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0..9) and `rank` (0..10); callers guarantee the range.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < FILES && rank < RANKS);
        Square(rank * FILES + file)
    }
    /// The square with index `i`; callers guarantee `i < 90`.
    #[inline]
    pub const fn from_u8(i: u8) -> Square {
        debug_assert!(i < 90);
        Square(i)
    }
    /// The square's index, `0..90`.
    #[inline]
    pub const fn idx(self) -> usize {
        self.0 as usize
    }
    /// The file, 0 (a) to 8 (i).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }
    /// The rank, 0 (red's back rank) to 9 (black's back rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }
    /// The set holding only this square.
    #[inline]
    pub const fn bit(self) -> u128 {
        1u128 << self.0
    }
    /// The square `df` files and `dr` ranks away, if on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || f >= FILES as i8 || r < 0 || r >= RANKS as i8 {
            None
        } else {
            Some(Square::new(f as u8, r as u8))
        }
    }
    /// Writes the square with ranks counted from `rank_base` (0 or 1).
    pub fn write(self, rank_base: u8, out: &mut String) {
        out.push((b'a' + self.file()) as char);
        out.push_str(&(self.rank() + rank_base).to_string());
    }
}

impl BoardSquare for Square {
    type Bits = u128;
    const COUNT: u32 = 90;
    const BOARD: u128 = BOARD_BITS;

    #[inline]
    fn index(self) -> u32 {
        self.0 as u32
    }
    #[inline]
    fn from_index_unchecked(index: u32) -> Self {
        debug_assert!(index < 90);
        Square(index as u8)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
