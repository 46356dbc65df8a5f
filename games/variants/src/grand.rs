//! Grand chess: 10 x 10, pawns from the third rank with a double step, promotion on the last
//! three ranks (forced on the last) and only to a kind the side has lost; no castling.

use gambit::kernel::boards::Board10x10;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Move, PieceDef, Promotion, Rules, Variant};
use gambit::ArrayVec;

/// Grand chess.
#[derive(Clone, Copy, Debug)]
pub struct Grand;

impl Variant for Grand {
    const NAME: &'static str = "grand";
    const START_FEN: &'static str =
        "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    const PGN_NAME: &'static str = "Grand";
    type Board = Board10x10;
    type Cells = [u8; 100];
    type Moves = ArrayVec<Move<Self>, 512>;
    const PIECES: &'static [PieceDef] = &[
        PAWN, KNIGHT, BISHOP, ROOK, QUEEN, ARCHBISHOP, CHANCELLOR, KING,
    ];
    const RULES: Rules = Rules {
        double_step_ranks: &[3],
        en_passant: true,
        promotion: Promotion::Choice {
            zone: 3,
            forced: 1,
            choices: &['Q', 'C', 'A', 'R', 'B', 'N'],
            only_captured: true,
        },
        drops: None,
        castling: None,
        ends: Ends::CHESS,
        ..Rules::CHESS
    };
    gambit::variant_tables!(Grand);
}
