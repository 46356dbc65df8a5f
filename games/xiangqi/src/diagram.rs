//! How a xiangqi position is drawn ([`gambit::diagram`]): pieces on the points, the river
//! and both palaces, red and black discs with the traditional characters; coordinates in the
//! notation in force (ranks from 0, or from 1 under `RanksFrom1`).

use crate::piece::{Piece, PieceType};
use crate::square::{Square, XiangqiBoard};
use crate::{Move, Xiangqi};
use gambit::board::SquareNames;
use gambit::diagram::{BoardKind, BoardStyle, Diagram, Palace, PieceArt, PieceShape, River};
use gambit::Game;

impl Diagram for Xiangqi {
    type Board = XiangqiBoard;

    const STYLE: BoardStyle = BoardStyle {
        board: BoardKind::Points {
            river: Some(River {
                below: 4,
                words: ["楚河", "漢界"],
            }),
            palaces: &[
                Palace {
                    from: (3, 0),
                    to: (5, 2),
                },
                Palace {
                    from: (3, 7),
                    to: (5, 9),
                },
            ],
        },
        pieces: PieceShape::Disc,
        files_on_top: false,
        ranks_on_right: false,
        hands: false,
        side_colors: ["#c8102e", "#1a1a1a"],
    };

    fn piece_art(piece: Piece) -> PieceArt {
        let color = piece.color();
        // Red's and black's characters differ for every kind but the advisor, which shares
        // 士 in many sets; red's 仕 keeps them apart.
        let (red, black, letter) = match piece.kind() {
            PieceType::King => ("帥", "將", ["K", "k"]),
            PieceType::Advisor => ("仕", "士", ["A", "a"]),
            PieceType::Elephant => ("相", "象", ["B", "b"]),
            PieceType::Horse => ("傌", "馬", ["N", "n"]),
            PieceType::Rook => ("俥", "車", ["R", "r"]),
            PieceType::Cannon => ("炮", "砲", ["C", "c"]),
            PieceType::Pawn => ("兵", "卒", ["P", "p"]),
        };
        PieceArt {
            color,
            label: color.pick(red, black),
            letters: letter[color.index()],
            promoted: false,
            royal: piece.kind() == PieceType::King,
        }
    }

    fn move_squares(m: Move) -> (Option<Square>, Square) {
        (Some(m.from()), m.to())
    }

    fn square_names(&self) -> SquareNames {
        self.notation().square_names()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::XiangqiNotation;
    use crate::{BLACK, RED};

    #[test]
    fn art_and_names() {
        let red_king = Xiangqi::piece_art(Piece::new(RED, PieceType::King));
        assert_eq!(
            (red_king.label, red_king.letters, red_king.royal),
            ("帥", "K", true)
        );
        let black_cannon = Xiangqi::piece_art(Piece::new(BLACK, PieceType::Cannon));
        assert_eq!((black_cannon.label, black_cannon.letters), ("砲", "c"));
        let from1 = Xiangqi::startpos(XiangqiNotation { ranks_from1: true });
        assert_eq!(from1.square_names().rank_name::<XiangqiBoard>(0), "1");
    }
}
