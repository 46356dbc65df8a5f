//! Compact moves: 16 bits holding from, to and kind.

use crate::piece::Role;
use crate::square::Square;
use core::fmt;
use gambit::ArrayVec;

/// A list of chess moves. The most legal moves a chess position can have is 218; 256 leaves
/// room and keeps the list a power of two. A push past it panics (see [`gambit::MoveStore`]).
pub type MoveList = ArrayVec<Move, 256>;

/// What kind of move, beyond from and to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveKind {
    /// A plain move or capture.
    Normal,
    /// An en passant capture; `to` is the square the capturing pawn lands on.
    EnPassant,
    /// Castling, encoded king-takes-rook: `from` is the king, `to` the castling rook.
    Castle,
    /// A promotion to the given role.
    Promotion(Role),
}

/// A move in 16 bits: from (6), to (6), kind (4). `Move::default()` (a1a1) is the null move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u16);

const EP: u16 = 1;
const CASTLE: u16 = 2;
const PROMO: u16 = 3; // + role - 1 (knight = 3 .. queen = 6)

impl Move {
    /// A plain move.
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move(from.to_u8() as u16 | (to.to_u8() as u16) << 6)
    }
    /// An en passant capture.
    #[inline]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move(Self::normal(from, to).0 | EP << 12)
    }
    /// Castling with the rook on `rook`.
    #[inline]
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move(Self::normal(king, rook).0 | CASTLE << 12)
    }
    /// A promotion to `role` (knight..queen).
    #[inline]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        Move(Self::normal(from, to).0 | (PROMO + role as u16 - 1) << 12)
    }
    /// The square the piece leaves (the king, for castling).
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_u8((self.0 & 63) as u8)
    }
    /// The destination (the rook's square, for castling).
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_u8(((self.0 >> 6) & 63) as u8)
    }
    /// The kind of move.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.0 >> 12 {
            0 => MoveKind::Normal,
            EP => MoveKind::EnPassant,
            CASTLE => MoveKind::Castle,
            k => MoveKind::Promotion(Role::from_index((k - PROMO + 1) as usize)),
        }
    }
    /// The promotion role, if any.
    #[inline]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind() {
            MoveKind::Promotion(r) => Some(r),
            _ => None,
        }
    }
    /// `true` for castling.
    #[inline]
    pub const fn is_castle(self) -> bool {
        self.0 >> 12 == CASTLE
    }
    /// The raw 16 bits.
    #[inline]
    pub const fn raw(self) -> u16 {
        self.0
    }
    /// Every [`Move::raw`] is below this: the kind (0 ..= queen promotion) above 12 bits.
    pub const KEYS: usize = ((PROMO + Role::Queen as u16) as usize) << 12;
}

/// UCI notation as standard chess writes it (`e2e4`, `e7e8q`, castling `e1g1`; a Chess960
/// castling whose king moves fewer than two files king-takes-rook, `f1g1` with the rook on
/// g1): what a position with the default notation writes and reads. A position in Chess960
/// notation writes castling king-takes-rook: `Game::format_move`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::Uci {
            m: *self,
            chess960: false,
        }
        .fmt(f)
    }
}

/// The move as [`Display`](fmt::Display) writes it: what one would type.
impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
