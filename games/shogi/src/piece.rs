//! Piece kinds (the eight unpromoted kinds and six promoted ones) and colored pieces.
//!
//! The kinds a hand can hold come first (`Pawn`..`Gold`, indices 0..7), so a hand is indexed by
//! the kind itself; a promoted kind is its unpromoted kind plus 8.

use crate::{GOTE, SENTE};
use core::fmt;
use gambit::{Color, ColoredPiece, PieceKind};

/// The fourteen kinds of shogi pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum PieceType {
    /// Pawn (fuhyo): one step forward.
    Pawn = 0,
    /// Lance (kyosha): slides forward.
    Lance = 1,
    /// Knight (keima): two forward and one sideways, jumping.
    Knight = 2,
    /// Silver general: one step forward or diagonally.
    Silver = 3,
    /// Bishop (kakugyo): slides diagonally.
    Bishop = 4,
    /// Rook (hisha): slides orthogonally.
    Rook = 5,
    /// Gold general: one step orthogonally or diagonally forward.
    Gold = 6,
    /// King (gyoku / ou).
    King = 7,
    /// Promoted pawn (tokin): moves as a gold.
    ProPawn = 8,
    /// Promoted lance: moves as a gold.
    ProLance = 9,
    /// Promoted knight: moves as a gold.
    ProKnight = 10,
    /// Promoted silver: moves as a gold.
    ProSilver = 11,
    /// Promoted bishop (horse, uma): a bishop that also steps orthogonally.
    Horse = 12,
    /// Promoted rook (dragon, ryu): a rook that also steps diagonally.
    Dragon = 13,
}

/// Number of piece kinds.
pub const KINDS: usize = 14;

/// Number of kinds a hand can hold (`Pawn`..`Gold`).
pub const HAND_KINDS: usize = 7;

impl PieceType {
    /// Every kind, in index order.
    pub const ALL: [PieceType; KINDS] = [
        PieceType::Pawn,
        PieceType::Lance,
        PieceType::Knight,
        PieceType::Silver,
        PieceType::Bishop,
        PieceType::Rook,
        PieceType::Gold,
        PieceType::King,
        PieceType::ProPawn,
        PieceType::ProLance,
        PieceType::ProKnight,
        PieceType::ProSilver,
        PieceType::Horse,
        PieceType::Dragon,
    ];
    /// The kinds a hand can hold, in index order.
    pub const HAND: [PieceType; HAND_KINDS] = [
        PieceType::Pawn,
        PieceType::Lance,
        PieceType::Knight,
        PieceType::Silver,
        PieceType::Bishop,
        PieceType::Rook,
        PieceType::Gold,
    ];

    /// Index `0..14`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The kind with index `i < 14`.
    #[inline]
    pub const fn from_index(i: usize) -> PieceType {
        PieceType::ALL[i]
    }
    /// `true` for the kinds that can promote (pawn, lance, knight, silver, bishop, rook).
    #[inline]
    pub const fn can_promote(self) -> bool {
        (self as u8) < 6
    }
    /// `true` for the promoted kinds.
    #[inline]
    pub const fn is_promoted(self) -> bool {
        (self as u8) >= 8
    }
    /// The promoted form; the kind itself when it cannot promote.
    #[inline]
    pub const fn promote(self) -> PieceType {
        if self.can_promote() {
            PieceType::ALL[self as usize + 8]
        } else {
            self
        }
    }
    /// The unpromoted form (what a captured piece becomes in hand).
    #[inline]
    pub const fn demote(self) -> PieceType {
        if self.is_promoted() {
            PieceType::ALL[self as usize - 8]
        } else {
            self
        }
    }
    /// `true` for the kinds that move as a gold (gold and the four promoted minor pieces).
    #[inline]
    pub const fn moves_as_gold(self) -> bool {
        matches!(
            self,
            PieceType::Gold
                | PieceType::ProPawn
                | PieceType::ProLance
                | PieceType::ProKnight
                | PieceType::ProSilver
        )
    }
    /// Most pieces of this kind in a full set, counting both sides, the promoted forms with
    /// their unpromoted kind and the pieces in hand.
    pub const fn set_count(self) -> u32 {
        match self.demote() {
            PieceType::Pawn => 18,
            PieceType::Bishop | PieceType::Rook => 2,
            PieceType::King => 2,
            _ => 4,
        }
    }
}

impl PieceKind for PieceType {
    const ALL: &'static [PieceType] = &PieceType::ALL;
    const LETTERS: &'static [char] = &[
        'P', 'L', 'N', 'S', 'B', 'R', 'G', 'K', 'P', 'L', 'N', 'S', 'B', 'R',
    ];
    #[inline]
    fn index(self) -> usize {
        PieceType::index(self)
    }
    #[inline]
    fn promoted(self) -> Option<PieceType> {
        self.can_promote().then(|| self.promote())
    }
    #[inline]
    fn unpromoted(self) -> Option<PieceType> {
        self.is_promoted().then(|| self.demote())
    }
}

/// A colored piece: `color * 14 + kind`, so `0..28` (used to index tables).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece(u8);

/// Number of colored pieces.
pub const PIECES: usize = 2 * KINDS;

impl Piece {
    /// The piece of `color` and `kind`.
    #[inline]
    pub const fn new(color: Color, kind: PieceType) -> Piece {
        Piece(color as u8 * KINDS as u8 + kind as u8)
    }
    /// Index `0..28`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The piece with index `i` (`i < 28`).
    #[inline]
    pub const fn from_index(i: usize) -> Piece {
        debug_assert!(i < PIECES);
        Piece(i as u8)
    }
    /// Its color.
    #[inline]
    pub const fn color(self) -> Color {
        if (self.0 as usize) < KINDS {
            SENTE
        } else {
            GOTE
        }
    }
    /// Its kind.
    #[inline]
    pub const fn kind(self) -> PieceType {
        PieceType::ALL[self.0 as usize % KINDS]
    }
    /// The SFEN text: `+` before a promoted piece's letter, upper case for sente.
    pub fn sfen(self) -> String {
        let mut s = String::with_capacity(2);
        if self.kind().is_promoted() {
            s.push('+');
        }
        s.push(ColoredPiece::letter(self));
        s
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
        f.write_str(&self.sfen())
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sfen())
    }
}
