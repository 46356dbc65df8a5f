//! Capablanca chess: 10 x 8, with the archbishop (bishop and knight) and the chancellor (rook
//! and knight); the king castles three files, to the i- or c-file.

use gambit::kernel::boards::Board10x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Castling, Ends, Move, PieceDef, Promotion, Rules, Variant};
use gambit::ArrayVec;

/// Capablanca chess.
#[derive(Clone, Copy, Debug)]
pub struct Capablanca;

impl Variant for Capablanca {
    const NAME: &'static str = "capablanca";
    const START_FEN: &'static str =
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    const PGN_NAME: &'static str = "Capablanca";
    type Board = Board10x8;
    type Cells = [u8; 80];
    type Moves = ArrayVec<Move<Self>, 512>;
    const PIECES: &'static [PieceDef] = &[
        PAWN, KNIGHT, BISHOP, ROOK, QUEEN, ARCHBISHOP, CHANCELLOR, KING,
    ];
    const RULES: Rules = Rules {
        double_step_ranks: &[2],
        en_passant: true,
        promotion: Promotion::Choice {
            zone: 1,
            forced: 1,
            choices: &['Q', 'C', 'A', 'R', 'B', 'N'],
            only_captured: false,
        },
        drops: None,
        castling: Some(Castling {
            king_to: [8, 2],
            rook_to: [7, 3],
        }),
        ends: Ends::CHESS,
        ..Rules::CHESS
    };
    gambit::variant_tables!(Capablanca);
}
