//! Los Alamos chess, described for the gambit kernel: 6 x 6, no bishops, pawns without the
//! double step (so no en passant) promoting on the last rank to a queen, rook or knight, no
//! castling, and chess's ends.
//!
//! ```
//! use gambit::kernel::Position;
//! use gambit::prelude::*;
//!
//! let pos: Position<losalamos::LosAlamos> = Position::startpos(Default::default());
//! assert_eq!(perft(&pos, 2), 100);
//! ```

use gambit::kernel::boards::Board6x6;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Move, PieceDef, Promotion, Rules, Variant};
use gambit::ArrayVec;

/// Los Alamos chess.
#[derive(Clone, Copy, Debug)]
pub struct LosAlamos;

impl Variant for LosAlamos {
    const NAME: &'static str = "losalamos";
    const START_FEN: &'static str = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";
    type Board = Board6x6;
    type Cells = [u8; 36];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, ROOK, QUEEN, KING];
    const RULES: Rules = Rules {
        double_step_ranks: &[],
        en_passant: false,
        promotion: Promotion::Choice {
            zone: 1,
            forced: 1,
            choices: &['Q', 'R', 'N'],
            only_captured: false,
        },
        drops: None,
        castling: None,
        ends: Ends::CHESS,
        ..Rules::CHESS
    };
    gambit::variant_tables!(LosAlamos);
}
