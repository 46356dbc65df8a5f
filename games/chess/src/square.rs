//! Squares, files and ranks of the 8x8 board: index `rank * 8 + file`, a1 = 0, h8 = 63.

use core::fmt;
use gambit::BoardSquare;

/// A set of chess squares.
pub type Bitboard = gambit::Bitboard<Square>;

/// A square of the chess board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Square(u8);

impl Square {
    /// a1.
    pub const A1: Square = Square(0);
    /// h8.
    pub const H8: Square = Square(63);

    /// The square on `file` (0 = a) and `rank` (0 = first rank), both `0..8`.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < 8 && rank < 8);
        Square(rank * 8 + file)
    }
    /// The square with index `i`, `0..64`.
    #[inline]
    pub const fn from_u8(i: u8) -> Square {
        debug_assert!(i < 64);
        Square(i)
    }
    /// The index as `usize`, for table lookups.
    #[inline]
    pub const fn idx(self) -> usize {
        self.0 as usize
    }
    /// The index `0..64`.
    #[inline]
    pub const fn to_u8(self) -> u8 {
        self.0
    }
    /// File `0..8` (a = 0).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }
    /// Rank `0..8` (first rank = 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }
    /// The same square seen from black's side (rank mirrored) when `black`.
    #[inline]
    pub const fn relative(self, black: bool) -> Square {
        if black {
            Square(self.0 ^ 56)
        } else {
            self
        }
    }
    /// Offset by `df` files and `dr` ranks, if that stays on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square::new(f as u8, r as u8))
        } else {
            None
        }
    }
    /// The set holding only this square.
    #[inline]
    pub fn bb(self) -> Bitboard {
        Bitboard::from_bits_trusted(1u64 << self.0)
    }
    /// Reads `e4`-style names.
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let (f, r) = (b[0].wrapping_sub(b'a'), b[1].wrapping_sub(b'1'));
        (f < 8 && r < 8).then(|| Square::new(f, r))
    }
    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl BoardSquare for Square {
    type Bits = u64;
    const COUNT: u32 = 64;
    const BOARD: u64 = u64::MAX;
    #[inline]
    fn index(self) -> u32 {
        self.0 as u32
    }
    #[inline]
    fn from_index_unchecked(index: u32) -> Self {
        debug_assert!(index < 64);
        Square(index as u8)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file()) as char,
            (b'1' + self.rank()) as char
        )
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Squares of file `f` (0 = a).
#[inline]
pub const fn file_bits(f: u8) -> u64 {
    0x0101_0101_0101_0101u64 << f
}
/// Squares of rank `r` (0 = first).
#[inline]
pub const fn rank_bits(r: u8) -> u64 {
    0xFFu64 << (8 * r)
}
