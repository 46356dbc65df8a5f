//! Pictures of positions: [`svg`] draws a position of any game that implements [`Diagram`] as
//! a self-contained SVG document.
//!
//! The drawing is game-independent; the game says only what differs: the board's look
//! ([`BoardStyle`]: checkered squares, a grid of plain squares with star points, or points on
//! line intersections with a river and palaces; where the coordinates go; the sides' colours),
//! how each piece is drawn ([`PieceArt`]: its label, a Latin fallback, promoted or royal), the
//! squares a move joins (for the last-move highlight) and, for a game with drops, the hands.
//! Coordinates are written in the notation in force ([`Diagram::square_names`]).
//!
//! [`DiagramOptions`] turn the board ([`DiagramOptions::flip`]), choose the labels (xiangqi
//! and shogi pieces carry Latin letters unless CJK characters are asked for, since a reader
//! without CJK fonts shows boxes; Latin letters everywhere, chess symbols too), and mark extra
//! squares (the chasing and chased pieces of a repetition cycle, say).
//!
//! The document has one `<g class="piece">` per piece on the board and one
//! `<g class="hand-piece" data-count="N">` per kind of piece in a hand; highlights are
//! `class="last-move"`, `class="check"` and `class="mark"` elements. Text uses generic font
//! families with common fallbacks, so it renders wherever SVG does.

mod draw;
mod style;

pub use style::{BoardKind, BoardStyle, Palace, PieceArt, PieceShape, River};

use crate::board::{Geometry, Square, SquareNames};
use crate::game::Game;
use crate::square::Color;

/// What a game tells the diagram: the look of its board and pieces, the squares of a move, its
/// hands. Its squares are the board's [`Square`]s, so the drawing knows files and ranks.
pub trait Diagram: Game<Square = Square<<Self as Diagram>::Board>> {
    /// The board's shape.
    type Board: Geometry;
    /// How the board, the coordinates and the pieces are drawn.
    const STYLE: BoardStyle;

    /// How `piece` is drawn.
    fn piece_art(piece: Self::Piece) -> PieceArt;

    /// The squares the move `m` joins, as a reader sees it: where the moving piece was (`None`
    /// for a drop) and where it went (chess castling: the king's destination, not the rook).
    fn move_squares(m: Self::Move) -> (Option<Self::Square>, Self::Square);

    /// The pieces `color` holds in hand with their counts, in the order they are drawn; only
    /// read when [`BoardStyle::hands`] is on. The default: none.
    fn hand(&self, color: Color) -> Vec<(PieceArt, u32)> {
        let _ = color;
        Vec::new()
    }

    /// A count drawn at the end of `color`'s hand row, with what it counts: three-check's
    /// checks given (`("checks", 2)`). Only read when [`BoardStyle::hands`] is on. The
    /// default: none.
    fn counter(&self, color: Color) -> Option<(&'static str, u32)> {
        let _ = color;
        None
    }

    /// How squares are named in the notation in force (xiangqi ranks from 0 or from 1). The
    /// default: the board's own names.
    fn square_names(&self) -> SquareNames {
        <Self::Board as Geometry>::NAMES
    }
}

/// The colour of a [`Mark`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MarkColor {
    /// Blue (the default).
    #[default]
    Blue,
    /// Green.
    Green,
    /// Red.
    Red,
    /// Purple.
    Purple,
}

impl MarkColor {
    /// The colour as SVG writes it.
    fn css(self) -> &'static str {
        match self {
            MarkColor::Blue => "#1e6fd9",
            MarkColor::Green => "#1a9e3a",
            MarkColor::Red => "#d62728",
            MarkColor::Purple => "#8e44ad",
        }
    }
}

/// An extra square to ring, in a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark<S> {
    /// The square.
    pub square: S,
    /// The ring's colour.
    pub color: MarkColor,
}

/// How [`svg`] draws: which way up, with which labels, which highlights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramOptions<S> {
    /// The second side at the bottom (the board turned half round): files and ranks run the
    /// other way, and in a game of tiles ([`PieceShape::Tile`]) the first side's pieces point
    /// down.
    pub flip: bool,
    /// Latin letters ([`PieceArt::letters`]) instead of the pieces' own labels in every game,
    /// chess symbols included, and no river words.
    pub letters: bool,
    /// The CJK characters of pieces drawn as discs or tiles (xiangqi, shogi) and the river
    /// words, instead of Latin letters: they need a reader with CJK fonts (without, each shows
    /// as an empty box), so Latin letters are the default. Ignored with `letters`.
    pub characters: bool,
    /// Highlight the squares of the last move played (if any move was played since setup).
    pub last_move: bool,
    /// Mark the king of the side to move when it is in check.
    pub check: bool,
    /// Write file and rank names beside the board.
    pub coordinates: bool,
    /// Extra squares to ring.
    pub marks: Vec<Mark<S>>,
}

impl<S> Default for DiagramOptions<S> {
    /// Not flipped, chess symbols and Latin letters for CJK pieces, last move and check shown,
    /// coordinates, no marks.
    fn default() -> Self {
        DiagramOptions {
            flip: false,
            letters: false,
            characters: false,
            last_move: true,
            check: true,
            coordinates: true,
            marks: Vec::new(),
        }
    }
}

/// The position `pos` as an SVG document (UTF-8 text, ending in a newline).
pub fn svg<G: Diagram>(pos: &G, options: &DiagramOptions<G::Square>) -> String {
    draw::document(pos, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_options_show_highlights() {
        let o = DiagramOptions::<u8>::default();
        assert!(o.last_move && o.check && o.coordinates && !o.flip && !o.letters && !o.characters);
        assert!(o.marks.is_empty());
        assert_eq!(MarkColor::default().css(), "#1e6fd9");
    }
}
