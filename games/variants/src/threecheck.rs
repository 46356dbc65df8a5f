//! Three-check: chess, and the third check given wins. FEN writes the checks each side has
//! still to give after the en passant field (`3+3`); lichess's `+1+2` after the move number
//! (checks given) is read too.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Move, PieceDef, Rules, Variant};
use gambit::ArrayVec;

/// Three-check.
#[derive(Clone, Copy, Debug)]
pub struct ThreeCheck;

impl Variant for ThreeCheck {
    const NAME: &'static str = "3check";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1";
    const PGN_NAME: &'static str = "Three-check";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
    const RULES: Rules = Rules {
        ends: Ends {
            check_limit: 3,
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(ThreeCheck);
}
