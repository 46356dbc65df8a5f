//! Piece kinds and colored pieces.

use crate::{BLACK, RED};
use core::fmt;
use gambit::{Color, ColoredPiece, PieceKind};

/// The seven kinds of xiangqi pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum PieceType {
    /// General (king): one step orthogonally inside the palace.
    King = 0,
    /// Advisor: one step diagonally inside the palace.
    Advisor = 1,
    /// Elephant: two steps diagonally on its own half, blocked by a piece on the eye.
    Elephant = 2,
    /// Horse: one step orthogonally then one diagonally, blocked by a piece on the leg.
    Horse = 3,
    /// Chariot (rook): slides orthogonally.
    Rook = 4,
    /// Cannon: moves like a chariot, captures by jumping exactly one screen.
    Cannon = 5,
    /// Soldier (pawn): forward, and also sideways after crossing the river.
    Pawn = 6,
}

impl PieceType {
    /// Every kind, in index order.
    pub const ALL: [PieceType; 7] = [
        PieceType::King,
        PieceType::Advisor,
        PieceType::Elephant,
        PieceType::Horse,
        PieceType::Rook,
        PieceType::Cannon,
        PieceType::Pawn,
    ];
    /// Index `0..7`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// Most pieces of this kind one side may have.
    pub const fn max_count(self) -> u32 {
        match self {
            PieceType::King => 1,
            PieceType::Pawn => 5,
            _ => 2,
        }
    }
}

impl PieceKind for PieceType {
    const ALL: &'static [PieceType] = &PieceType::ALL;
    const LETTERS: &'static [char] = &['K', 'A', 'B', 'N', 'R', 'C', 'P'];
    /// `E` (elephant) and `H` (horse), as other programs write them.
    const SYNONYMS: &'static [(char, PieceType)] =
        &[('E', PieceType::Elephant), ('H', PieceType::Horse)];
    #[inline]
    fn index(self) -> usize {
        PieceType::index(self)
    }
}

/// A colored piece: `color * 7 + kind`, so `0..14` (used to index tables).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece(u8);

impl Piece {
    /// The piece of `color` and `kind`.
    #[inline]
    pub const fn new(color: Color, kind: PieceType) -> Piece {
        Piece(color as u8 * 7 + kind as u8)
    }
    /// Index `0..14`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The piece with index `i` (`i < 14`).
    #[inline]
    pub const fn from_index(i: usize) -> Piece {
        debug_assert!(i < 14);
        Piece(i as u8)
    }
    /// Its color.
    #[inline]
    pub const fn color(self) -> Color {
        if self.0 < 7 {
            RED
        } else {
            BLACK
        }
    }
    /// Its kind.
    #[inline]
    pub const fn kind(self) -> PieceType {
        PieceType::ALL[(self.0 % 7) as usize]
    }
}

impl ColoredPiece for Piece {
    type Kind = PieceType;
    #[inline]
    fn new(color: Color, kind: PieceType) -> Piece {
        Piece::new(color, kind)
    }
    #[inline]
    fn color(self) -> Color {
        Piece::color(self)
    }
    #[inline]
    fn kind(self) -> PieceType {
        Piece::kind(self)
    }
    #[inline]
    fn index(self) -> usize {
        Piece::index(self)
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
