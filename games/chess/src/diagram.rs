//! How a chess position is drawn ([`gambit::diagram`]): checkered squares, figurines, files
//! below and ranks left; castling is shown as the king's move.

use crate::mv::MoveKind;
use crate::piece::{Piece, Role};
use crate::square::{Chessboard, Square};
use crate::{Chess, Move};
use gambit::diagram::{BoardKind, BoardStyle, Diagram, PieceArt, PieceShape};

impl Diagram for Chess {
    type Board = Chessboard;

    const STYLE: BoardStyle = BoardStyle {
        board: BoardKind::Checkered,
        pieces: PieceShape::Figurine,
        files_on_top: false,
        ranks_on_right: false,
        hands: false,
        side_colors: ["#ffffff", "#1a1a1a"],
    };

    fn piece_art(piece: Piece) -> PieceArt {
        // The filled symbols for both sides (the drawing inks them); U+FE0E asks for the text
        // form where a font has an emoji pawn.
        let (label, white, black) = match piece.role {
            Role::Pawn => ("\u{265F}\u{FE0E}", "P", "p"),
            Role::Knight => ("\u{265E}", "N", "n"),
            Role::Bishop => ("\u{265D}", "B", "b"),
            Role::Rook => ("\u{265C}", "R", "r"),
            Role::Queen => ("\u{265B}", "Q", "q"),
            Role::King => ("\u{265A}", "K", "k"),
        };
        PieceArt {
            color: piece.color,
            label,
            letters: piece.color.pick(white, black),
            promoted: false,
            royal: piece.role == Role::King,
        }
    }

    fn move_squares(m: Move) -> (Option<Square>, Square) {
        let (from, to) = (m.from(), m.to());
        if m.kind() != MoveKind::Castle {
            return (Some(from), to);
        }
        // King takes rook: the king lands on the g-file (rook on its right) or the c-file.
        let file = if to.file() > from.file() { 6 } else { 2 };
        (Some(from), Square::new(file, from.rank()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::Game;

    #[test]
    fn castling_shows_the_king_move() {
        let pos = Chess::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Default::default())
            .expect("valid FEN");
        let short = pos.parse_move("e1g1").expect("legal");
        let long = pos.parse_move("e1c1").expect("legal");
        let name = |sq: Square| sq.to_string();
        let (from, to) = Chess::move_squares(short);
        assert_eq!((from.map(name), name(to)), (Some("e1".into()), "g1".into()));
        let (_, to) = Chess::move_squares(long);
        assert_eq!(name(to), "c1");
    }
}
