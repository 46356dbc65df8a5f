//! How a shogi position is drawn ([`gambit::diagram`]): a ruled board with its four star
//! points, pentagonal tiles pointing at the opponent (gote's upside down), promoted pieces in
//! red, both hands beside the board; USI coordinates, files on top and ranks on the right.

use crate::piece::{Piece, PieceType};
use crate::square::{ShogiBoard, Square};
use crate::GOTE;
use crate::{Move, Shogi};
use gambit::diagram::{BoardKind, BoardStyle, Diagram, PieceArt, PieceShape};
use gambit::Color;

/// The label and the SFEN letters (sente, gote) of a kind.
fn kind_art(kind: PieceType) -> (&'static str, [&'static str; 2]) {
    match kind {
        PieceType::Pawn => ("歩", ["P", "p"]),
        PieceType::Lance => ("香", ["L", "l"]),
        PieceType::Knight => ("桂", ["N", "n"]),
        PieceType::Silver => ("銀", ["S", "s"]),
        PieceType::Bishop => ("角", ["B", "b"]),
        PieceType::Rook => ("飛", ["R", "r"]),
        PieceType::Gold => ("金", ["G", "g"]),
        // Sente's king is 玉, gote's 王 (set apart in `art`).
        PieceType::King => ("玉", ["K", "k"]),
        PieceType::ProPawn => ("と", ["+P", "+p"]),
        PieceType::ProLance => ("成香", ["+L", "+l"]),
        PieceType::ProKnight => ("成桂", ["+N", "+n"]),
        PieceType::ProSilver => ("成銀", ["+S", "+s"]),
        PieceType::Horse => ("馬", ["+B", "+b"]),
        PieceType::Dragon => ("龍", ["+R", "+r"]),
    }
}

/// How a piece of `color` and `kind` is drawn.
fn art(color: Color, kind: PieceType) -> PieceArt {
    let (label, letters) = kind_art(kind);
    let label = if kind == PieceType::King && color == GOTE {
        "王"
    } else {
        label
    };
    PieceArt {
        color,
        label,
        letters: letters[color.index()],
        promoted: kind.is_promoted(),
        royal: kind == PieceType::King,
    }
}

impl Diagram for Shogi {
    type Board = ShogiBoard;

    const STYLE: BoardStyle = BoardStyle {
        board: BoardKind::Grid {
            stars: &[(3, 3), (6, 3), (3, 6), (6, 6)],
        },
        pieces: PieceShape::Tile,
        files_on_top: true,
        ranks_on_right: true,
        hands: true,
        // Sente plays the black pieces (☗), gote the white ones (☖).
        side_colors: ["#1a1a1a", "#ffffff"],
    };

    fn piece_art(piece: Piece) -> PieceArt {
        art(piece.color(), piece.kind())
    }

    fn move_squares(m: Move) -> (Option<Square>, Square) {
        ((!m.is_drop()).then(|| m.from()), m.to())
    }

    fn hand(&self, color: Color) -> Vec<(PieceArt, u32)> {
        use PieceType::*;
        let hand = self.placement.hand(color);
        // In the order SFEN writes hands: rook, bishop, gold, silver, knight, lance, pawn.
        [Rook, Bishop, Gold, Silver, Knight, Lance, Pawn]
            .into_iter()
            .filter(|&kind| hand.has(kind))
            .map(|kind| (art(color, kind), hand.count(kind)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SENTE;
    use gambit::Game;

    #[test]
    fn hands_and_drops() {
        let pos = Shogi::from_fen(
            "lnsgkgsnl/9/ppppppp2/9/9/9/PPPPPPP2/1B7/LNSGKGSNL b RB2Pp 1",
            Default::default(),
        )
        .expect("valid SFEN");
        let sente: Vec<_> = Diagram::hand(&pos, SENTE)
            .into_iter()
            .map(|(a, n)| (a.letters, n))
            .collect();
        assert_eq!(sente, [("R", 1), ("B", 1), ("P", 2)]);
        let gote: Vec<_> = Diagram::hand(&pos, GOTE)
            .into_iter()
            .map(|(a, n)| (a.letters, n))
            .collect();
        assert_eq!(gote, [("p", 1)]);
        let drop = pos.parse_move("P*1e").expect("legal drop");
        assert_eq!(Shogi::move_squares(drop).0, None);
        assert_eq!(art(GOTE, PieceType::King).label, "王");
        assert!(art(SENTE, PieceType::Dragon).promoted);
    }
}
