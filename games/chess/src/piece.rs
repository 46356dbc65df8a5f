//! Piece roles and colored pieces.

use gambit::{Color, ColoredPiece, PieceKind};

/// What a piece is, regardless of color.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Role {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King.
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    /// The four promotion roles, queen first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Index `0..6` for tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The role with index `i`, `0..6`.
    #[inline]
    pub const fn from_index(i: usize) -> Role {
        Role::ALL[i]
    }
}

impl PieceKind for Role {
    const ALL: &'static [Role] = &Role::ALL;
    const LETTERS: &'static [char] = &['P', 'N', 'B', 'R', 'Q', 'K'];
    #[inline]
    fn index(self) -> usize {
        Role::index(self)
    }
}

/// A colored piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What piece.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    #[inline]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
    /// Index `0..12` (white pawn .. black king) for Zobrist tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.color as usize * 6 + self.role as usize
    }
}

impl ColoredPiece for Piece {
    type Kind = Role;
    #[inline]
    fn new(color: Color, role: Role) -> Piece {
        Piece::new(color, role)
    }
    #[inline]
    fn color(self) -> Color {
        self.color
    }
    #[inline]
    fn kind(self) -> Role {
        self.role
    }
    #[inline]
    fn index(self) -> usize {
        Piece::index(self)
    }
}
