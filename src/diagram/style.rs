//! What a game chooses about its picture: the board's kind, the pieces' shape, where the
//! coordinates go, the sides' colours, and each piece's art.

use crate::square::Color;

/// The look of a game's board and pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardStyle {
    /// Squares or points.
    pub board: BoardKind,
    /// How pieces are drawn.
    pub pieces: PieceShape,
    /// File names above the board (shogi) rather than below it.
    pub files_on_top: bool,
    /// Rank names right of the board (shogi) rather than left of it.
    pub ranks_on_right: bool,
    /// Each side's hand drawn beside the board (a game with drops).
    pub hands: bool,
    /// Each side's colour (first side first), as SVG writes colours: the pieces' ink for discs
    /// and figurines, the side-to-move and hand markers.
    pub side_colors: [&'static str; 2],
}

/// Where pieces stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    /// On squares of alternating colours, the first side's left corner dark (chess).
    Checkered,
    /// On squares of one colour ruled by lines, with dots on the line crossings listed
    /// (shogi). A star `(x, y)` is the crossing `x` lines from the first side's left edge and
    /// `y` from its near edge.
    Grid {
        /// The dotted crossings.
        stars: &'static [(u8, u8)],
    },
    /// On the crossings of lines (xiangqi): a point per square.
    Points {
        /// The river, where the inner files' lines stop.
        river: Option<River>,
        /// The palaces, each with its two diagonals.
        palaces: &'static [Palace],
    },
}

/// A river across a board of points: between rank `below` and the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct River {
    /// The rank on the first side's bank.
    pub below: u8,
    /// The words written in it, left half then right half (empty: none).
    pub words: [&'static str; 2],
}

/// A palace: the rectangle of points from corner `(file, rank)` to the opposite one, drawn
/// with its diagonals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palace {
    /// One corner: file, rank.
    pub from: (u8, u8),
    /// The opposite corner: file, rank.
    pub to: (u8, u8),
}

/// The shape a piece is drawn as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceShape {
    /// A chess figurine: the label is a filled chess symbol (`♚`), inked in the side's colour
    /// with a dark outline. With Latin letters, a disc in the side's colour.
    Figurine,
    /// A disc with a ring, the label in the side's colour (xiangqi).
    Disc,
    /// A pentagonal tile pointing at the opponent, the label in black, or in red when the
    /// piece is promoted (shogi).
    Tile,
}

/// How one piece is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceArt {
    /// Whose piece.
    pub color: Color,
    /// Its own label: a chess symbol or one or two CJK characters (two are stacked).
    pub label: &'static str,
    /// The Latin fallback, as the game's FEN writes the piece (`N`, `+p`).
    pub letters: &'static str,
    /// Promoted (drawn in red on a tile).
    pub promoted: bool,
    /// The piece a check is given to (its square is marked when its side is in check).
    pub royal: bool,
}
