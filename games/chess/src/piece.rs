//! Piece roles and colored pieces.

use gambit::Color;

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
    pub const fn idx(self) -> usize {
        self as usize
    }
    /// The role with index `i`, `0..6`.
    #[inline]
    pub const fn from_idx(i: usize) -> Role {
        Role::ALL[i]
    }
    /// Lowercase letter: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }
    /// Reads a letter of either case.
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
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
    pub const fn idx(self) -> usize {
        self.color as usize * 6 + self.role as usize
    }
    /// FEN letter: uppercase for white.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.char().to_ascii_uppercase(),
            Color::Black => self.role.char(),
        }
    }
    /// Reads a FEN letter.
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece::new(color, role))
    }
}
