//! The compact move type.

use crate::square::Square;
use core::fmt;
use gambit::ArrayVec;

/// A list of xiangqi moves. No xiangqi position has more than 128 legal moves: the most
/// destinations each piece of a side can have, summed over the pieces a valid FEN allows
/// (two chariots and two cannons 17 each on a 9 x 10 board, two horses 8, two elephants 4,
/// advisors 4 between them, the general 4, five soldiers 3), is 115. A push past it panics
/// (see [`gambit::MoveStore`]).
pub type MoveList = ArrayVec<Move, 128>;

/// A move as 16 bits: from-square in bits 0..7, to-square in bits 7..14.
///
/// `Move::default()` (from = to = a0) is the null move and is never legal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u16);

impl Move {
    /// The null move.
    pub const NULL: Move = Move(0);

    /// The move from `from` to `to`.
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.idx() as u16 | (to.idx() as u16) << 7)
    }
    /// The origin square.
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_u8((self.0 & 0x7f) as u8)
    }
    /// The destination square.
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_u8((self.0 >> 7) as u8)
    }
    /// The raw 16 bits.
    #[inline]
    pub const fn raw(self) -> u16 {
        self.0
    }
    /// Every [`Move::raw`] is below this: a destination square above 7 bits of origin.
    pub const KEYS: usize = Square::SQUARES << 7;
    /// `true` for the null move.
    #[inline]
    pub const fn is_null(self) -> bool {
        self.0 == 0
    }
}

/// The move as the default notation writes it (`h2e2`, ranks from 0; `0000` for the null
/// move): what one would type. A position whose notation numbers ranks from 1 writes it
/// through `Game::format_move`.
impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_null() {
            write!(f, "0000")
        } else {
            write!(f, "{}{}", self.from(), self.to())
        }
    }
}

/// The same text as [`Debug`](fmt::Debug).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}
