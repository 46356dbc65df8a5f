//! The compact move type.

use crate::square::Square;
use core::fmt;

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
    /// `true` for the null move.
    #[inline]
    pub const fn is_null(self) -> bool {
        self.0 == 0
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_null() {
            write!(f, "0000")
        } else {
            write!(f, "{}{}", self.from(), self.to())
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}
