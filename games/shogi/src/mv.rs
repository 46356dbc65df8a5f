//! The compact move type: board moves (with or without promotion) and drops in 16 bits.

use crate::piece::PieceType;
use crate::square::{ShogiBoard, Square};
use core::fmt;
use gambit::board::{Geometry, MoveText};
use gambit::ArrayVec;

/// A list of shogi moves. The most legal moves known in a shogi position is 593; 600 holds
/// them. A push past it panics (see [`gambit::MoveStore`]).
pub type MoveList = ArrayVec<Move, 600>;

/// A move as 16 bits: the destination in bits 0..7, the origin in bits 7..14 (a square
/// `0..81`, or `81 + kind` for a drop of a hand kind), the promotion flag in bit 14.
///
/// `Move::default()` (9i to 9i) is the null move and is never legal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u16);

/// The origin code of a drop of hand kind 0 (a pawn).
const DROP_BASE: u16 = 81;
const PROMOTE: u16 = 1 << 14;

impl Move {
    /// The null move.
    pub const NULL: Move = Move(0);

    /// A board move from `from` to `to`, promoting when `promote`.
    #[inline]
    pub const fn new(from: Square, to: Square, promote: bool) -> Move {
        Move(to.to_u8() as u16 | (from.to_u8() as u16) << 7 | (promote as u16) << 14)
    }
    /// A drop of `kind` on `to` (legal only for a hand kind the side holds).
    #[inline]
    pub const fn drop(kind: PieceType, to: Square) -> Move {
        Move(to.to_u8() as u16 | (DROP_BASE + kind as u16) << 7)
    }
    /// The destination square.
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_u8((self.0 & 0x7f) as u8)
    }
    /// The origin code: a square index below 81, or `81 + kind` for a drop.
    #[inline]
    const fn origin(self) -> u16 {
        (self.0 >> 7) & 0x7f
    }
    /// `true` for a drop.
    #[inline]
    pub const fn is_drop(self) -> bool {
        self.origin() >= DROP_BASE
    }
    /// The origin square of a board move (meaningless for a drop).
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_u8(self.origin() as u8)
    }
    /// The kind a drop puts on the board (meaningless for a board move). A hand kind in
    /// every legal drop; [`Move::drop`] also builds drops of other kinds, never legal.
    #[inline]
    pub const fn dropped(self) -> PieceType {
        // Hand kinds have the same indices among all kinds.
        PieceType::from_index((self.origin() - DROP_BASE) as usize)
    }
    /// The hand kind a drop puts on the board; `None` for a board move, and for a drop of a
    /// kind no hand holds (a king or a promoted piece: [`Move::drop`] builds one, no position
    /// has one to drop).
    #[inline]
    pub(crate) const fn hand_drop(self) -> Option<PieceType> {
        if self.is_drop() && ((self.origin() - DROP_BASE) as usize) < crate::piece::HAND_KINDS {
            Some(self.dropped())
        } else {
            None
        }
    }
    /// `true` for a board move that promotes.
    #[inline]
    pub const fn is_promotion(self) -> bool {
        self.0 & PROMOTE != 0
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
    /// A dense key in `1..KEYS` (0 only for the null move): origin, destination, promotion.
    #[inline]
    pub const fn key(self) -> u16 {
        ((self.origin() * 81 + (self.0 & 0x7f)) << 1) | (self.0 >> 14 & 1)
    }
    /// Every [`Move::key`] is below this: 88 origins, 81 destinations, the promotion flag.
    pub const KEYS: usize = 88 * 81 * 2;
}

/// The move in USI notation (`7g7f`, `8h2b+`, `P*5e`; `0000` for the null move): what one
/// would type.
impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_null() {
            f.write_str("0000")
        } else if self.is_drop() {
            let kind = self.dropped();
            // Never legal, but written as what it is.
            if kind.is_promoted() {
                f.write_str("+")?;
            }
            let letter = gambit::PieceKind::letter(kind);
            MoveText::Drop {
                letter,
                to: self.to(),
            }
            .write(ShogiBoard::NAMES, '*', f)
        } else {
            let suffix = self.is_promotion().then_some('+');
            let (from, to) = (self.from(), self.to());
            MoveText::Board { from, to, suffix }.write(ShogiBoard::NAMES, '*', f)
        }
    }
}

/// The same text as [`Debug`](fmt::Debug).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}
