//! The piece vocabulary: piece kinds with their FEN letters ([`PieceKind`]) and colored pieces
//! ([`ColoredPiece`]) with a dense index for tables. A game keeps its own types (a chess role,
//! a xiangqi piece type, a shogi piece with its promoted forms) and implements these traits;
//! the FEN codec and generic code speak through them.

use crate::square::Color;
use core::fmt::Debug;

/// What a piece is, regardless of color.
pub trait PieceKind: Copy + Eq + Debug + 'static {
    /// Every kind, in index order.
    const ALL: &'static [Self];
    /// The FEN letter of each kind in index order, upper case. A promoted kind has its
    /// unpromoted kind's letter (FEN writes it after a `+`).
    const LETTERS: &'static [char];
    /// Further letters read as a kind, upper case (xiangqi's `E` for the elephant).
    const SYNONYMS: &'static [(char, Self)] = &[];

    /// Index `0..ALL.len()`.
    fn index(self) -> usize;

    /// The kind this one becomes when promoted, `None` when it cannot promote: FEN's `+X`.
    #[inline]
    fn promoted(self) -> Option<Self> {
        None
    }
    /// For a promoted kind, the kind it was promoted from; `None` for every other kind.
    #[inline]
    fn unpromoted(self) -> Option<Self> {
        None
    }
    /// The upper-case FEN letter.
    #[inline]
    fn letter(self) -> char {
        Self::LETTERS[self.index()]
    }
    /// The unpromoted kind a letter of either case names (synonyms included).
    fn from_letter(c: char) -> Option<Self> {
        let upper = c.to_ascii_uppercase();
        Self::ALL
            .iter()
            .copied()
            .find(|k| k.unpromoted().is_none() && k.letter() == upper)
            .or_else(|| {
                Self::SYNONYMS
                    .iter()
                    .find(|&&(letter, _)| letter == upper)
                    .map(|&(_, k)| k)
            })
    }
}

/// A piece of one side.
pub trait ColoredPiece: Copy + Eq + Debug + 'static {
    /// Its kinds.
    type Kind: PieceKind;
    /// Number of colored pieces (and of rows in a table indexed by [`ColoredPiece::index`]).
    const COUNT: usize = 2 * <Self::Kind as PieceKind>::ALL.len();

    /// The piece of `color` and `kind`.
    fn new(color: Color, kind: Self::Kind) -> Self;
    /// Whose piece.
    fn color(self) -> Color;
    /// What piece.
    fn kind(self) -> Self::Kind;

    /// Dense index `0..COUNT` for tables: white's kinds, then black's.
    #[inline]
    fn index(self) -> usize {
        self.color().index() * <Self::Kind as PieceKind>::ALL.len() + self.kind().index()
    }
    /// The FEN letter: upper case for white, lower case for black.
    #[inline]
    fn letter(self) -> char {
        let c = self.kind().letter();
        match self.color() {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }
    /// The (unpromoted) piece a FEN letter names: upper case is white.
    fn from_letter(c: char) -> Option<Self> {
        let kind = Self::Kind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Self::new(color, kind))
    }
}
