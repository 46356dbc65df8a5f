//! A board's shape ([`Geometry`]: files x ranks, the integer that holds a set of its squares,
//! how its squares are named) and its squares ([`Square`]), with the coordinate arithmetic
//! every game shares: a square from file and rank, file and rank from a square, offsets, and
//! the squares of one file or rank.
//!
//! Squares are numbered `rank * FILES + file`, file 0 on the left and rank 0 on the first
//! side's edge, as both sides' pieces see them from the first side's chair.

use super::names::SquareNames;
use crate::bitboard::Bitboard;
use crate::square::{BoardSquare, Color};
use crate::square_set::SquareSet;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

/// The shape of one game's board, as constants: a game defines a unit type for its board and
/// uses [`Square<ItsBoard>`](Square) as its square type.
pub trait Geometry: 'static {
    /// Number of files (columns), counted from the left as the first side sees the board.
    const FILES: u8;
    /// Number of ranks (rows), counted from the first side's edge.
    const RANKS: u8;
    /// The integer type of a set of this board's squares.
    type Bits: SquareSet;
    /// Every square of the board as a set: the low `FILES * RANKS` bits.
    const BOARD: Self::Bits;
    /// How squares are named where no notation option says otherwise (`Display`, FEN fields,
    /// error messages).
    const NAMES: SquareNames;
}

/// A square of the board `G`: its index `rank * FILES + file` in one byte, so a board has at
/// most 256 squares.
pub struct Square<G: Geometry>(u8, PhantomData<fn() -> G>);

impl<G: Geometry> Square<G> {
    /// Number of squares on the board.
    pub const SQUARES: usize = G::FILES as usize * G::RANKS as usize;

    /// The squares of file 0 as raw bits (boards of up to 128 squares): every file mask is a
    /// shift of it.
    const FIRST_FILE_BITS: u128 = {
        let mut bits = 0u128;
        let mut rank = 0;
        while rank < G::RANKS as u32 {
            bits |= 1 << (rank * G::FILES as u32);
            rank += 1;
        }
        bits
    };

    /// The square on `file` and `rank`; callers guarantee both are on the board.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Self {
        debug_assert!(file < G::FILES && rank < G::RANKS);
        Square(rank * G::FILES + file, PhantomData)
    }
    /// The square on `file` and `rank`, or `None` when that is off the board.
    #[inline]
    pub const fn at(file: i32, rank: i32) -> Option<Self> {
        if file >= 0 && file < G::FILES as i32 && rank >= 0 && rank < G::RANKS as i32 {
            Some(Self::new(file as u8, rank as u8))
        } else {
            None
        }
    }
    /// The square with index `index`; callers guarantee `index < SQUARES`.
    #[inline]
    pub const fn from_u8(index: u8) -> Self {
        debug_assert!((index as usize) < Self::SQUARES);
        Square(index, PhantomData)
    }
    /// The index, `0..SQUARES`.
    #[inline]
    pub const fn to_u8(self) -> u8 {
        self.0
    }
    /// The index as `usize`, for table lookups.
    #[inline]
    pub const fn idx(self) -> usize {
        self.0 as usize
    }
    /// The file, 0 (left) to `FILES - 1`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % G::FILES
    }
    /// The rank, 0 (the first side's edge) to `RANKS - 1`.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / G::FILES
    }
    /// The king-step (Chebyshev) distance to `other`: the larger of the file and rank
    /// differences.
    #[inline]
    pub const fn distance(self, other: Self) -> u8 {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        if df > dr {
            df
        } else {
            dr
        }
    }
    /// The square `df` files and `dr` ranks away, if that is on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Self> {
        Self::at(
            self.file() as i32 + df as i32,
            self.rank() as i32 + dr as i32,
        )
    }
    /// The set holding only this square.
    #[inline]
    pub fn bb(self) -> Bitboard<Self> {
        Bitboard::from_square(self)
    }
    /// The raw bit of this square, for code that works on untyped square sets.
    #[inline]
    pub fn bit(self) -> G::Bits {
        G::Bits::single(self.0 as u32)
    }
    /// Every square, index 0 first.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..Self::SQUARES).map(|i| Self::from_u8(i as u8))
    }

    /// The squares of `file` as raw bits, for `const` tables (boards of up to 128 squares).
    #[inline]
    pub const fn file_bits(file: u8) -> u128 {
        assert!(
            Self::SQUARES <= 128,
            "raw u128 masks hold boards of up to 128 squares"
        );
        Self::FIRST_FILE_BITS << file
    }
    /// The squares of `rank` as raw bits, for `const` tables (boards of up to 128 squares).
    #[inline]
    pub const fn rank_bits(rank: u8) -> u128 {
        assert!(
            Self::SQUARES <= 128,
            "raw u128 masks hold boards of up to 128 squares"
        );
        ((1u128 << G::FILES) - 1) << (rank as u32 * G::FILES as u32)
    }
    /// The squares of `file`.
    #[inline]
    pub fn file_set(file: u8) -> Bitboard<Self> {
        if Self::SQUARES <= 128 {
            Bitboard::from_bits_trusted(G::Bits::from_low_u128(Self::file_bits(file)))
        } else {
            (0..G::RANKS).map(|rank| Self::new(file, rank)).collect()
        }
    }
    /// The squares of `rank`.
    #[inline]
    pub fn rank_set(rank: u8) -> Bitboard<Self> {
        Bitboard::from_bits_trusted(
            G::Bits::below(G::FILES as u32) << (rank as u32 * G::FILES as u32),
        )
    }

    /// The `n` ranks farthest from `color`'s side (1: the last rank), as raw bits for `const`
    /// tables (boards of up to 128 squares): a promotion zone, or where a pawn could never
    /// move again.
    pub const fn far_ranks_bits(color: Color, n: u8) -> u128 {
        let mut bits = 0;
        let mut i = 0;
        while i < n && i < G::RANKS {
            bits |= match color {
                Color::White => Self::rank_bits(G::RANKS - 1 - i),
                Color::Black => Self::rank_bits(i),
            };
            i += 1;
        }
        bits
    }
    /// The `n` ranks farthest from `color`'s side (any board size).
    pub fn far_ranks(color: Color, n: u8) -> Bitboard<Self> {
        (0..n.min(G::RANKS))
            .map(|i| match color {
                Color::White => Self::rank_set(G::RANKS - 1 - i),
                Color::Black => Self::rank_set(i),
            })
            .fold(Bitboard::EMPTY, |acc, r| acc | r)
    }
    /// The squares where a piece of `color` moving by `steps` (file and rank offsets as the
    /// first side sees them; the second side's mirrored) could never move again on an empty
    /// board, as raw bits for `const` tables (boards of up to 128 squares). The drop rules
    /// of the shogi family keep such a piece off them, and a move onto them must promote.
    pub const fn stranded_bits(color: Color, steps: &[(i8, i8)]) -> u128 {
        let forward: i32 = match color {
            Color::White => 1,
            Color::Black => -1,
        };
        let mut bits = 0;
        let mut index = 0;
        while index < Self::SQUARES {
            let (file, rank) = (
                (index % G::FILES as usize) as i32,
                (index / G::FILES as usize) as i32,
            );
            let mut stuck = true;
            let mut s = 0;
            while s < steps.len() {
                let (f, r) = (file + steps[s].0 as i32, rank + steps[s].1 as i32 * forward);
                if f >= 0 && f < G::FILES as i32 && r >= 0 && r < G::RANKS as i32 {
                    stuck = false;
                }
                s += 1;
            }
            if stuck {
                bits |= 1 << index;
            }
            index += 1;
        }
        bits
    }
    /// [`Square::stranded_bits`] on any board size.
    pub fn stranded(color: Color, steps: &[(i8, i8)]) -> Bitboard<Self> {
        let forward = if color == Color::White { 1 } else { -1 };
        Self::all()
            .filter(|sq| {
                steps.iter().all(|&(df, dr)| {
                    Self::at(
                        sq.file() as i32 + df as i32,
                        sq.rank() as i32 + dr as i32 * forward,
                    )
                    .is_none()
                })
            })
            .collect()
    }
    /// Every square of the files holding a square of `set`: where the one-pawn-per-file
    /// rule of the shogi family forbids another pawn, given a side's pawns.
    #[inline]
    pub fn files_of(set: Bitboard<Self>) -> Bitboard<Self> {
        set.into_iter()
            .fold(Bitboard::EMPTY, |acc, sq| acc | Self::file_set(sq.file()))
    }
}

impl<G: Geometry> BoardSquare for Square<G> {
    type Bits = G::Bits;
    const COUNT: u32 = Self::SQUARES as u32;
    const BOARD: G::Bits = G::BOARD;

    #[inline]
    fn index(self) -> u32 {
        self.0 as u32
    }
    #[inline]
    fn from_index_unchecked(index: u32) -> Self {
        debug_assert!((index as usize) < Self::SQUARES);
        Square(index as u8, PhantomData)
    }
}

// By hand rather than derived: a derive would demand the same traits of the marker type `G`.
impl<G: Geometry> Clone for Square<G> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Geometry> Copy for Square<G> {}
impl<G: Geometry> PartialEq for Square<G> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<G: Geometry> Eq for Square<G> {}
impl<G: Geometry> PartialOrd for Square<G> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<G: Geometry> Ord for Square<G> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.cmp(&other.0)
    }
}
impl<G: Geometry> Hash for Square<G> {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash(state)
    }
}
/// Square 0, as an unused placeholder.
impl<G: Geometry> Default for Square<G> {
    #[inline]
    fn default() -> Self {
        Square(0, PhantomData)
    }
}
impl<G: Geometry> fmt::Display for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        G::NAMES.write(*self, f)
    }
}
impl<G: Geometry> fmt::Debug for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
