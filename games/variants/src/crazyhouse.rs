//! Crazyhouse: chess where a captured piece joins the captor's pocket and may be dropped back
//! as a move of its own (`N@f3`); a promoted piece (`Q~` in FEN) goes back as a pawn.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Drops, Move, PieceDef, Rules, Variant};
use gambit::ArrayVec;

/// Crazyhouse.
#[derive(Clone, Copy, Debug)]
pub struct Crazyhouse;

impl Variant for Crazyhouse {
    const NAME: &'static str = "crazyhouse";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    const PGN_NAME: &'static str = "Crazyhouse";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 1024>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
    const RULES: Rules = Rules {
        drops: Some(Drops {
            pawn_ranks: (2, 7),
            one_pawn_per_file: false,
            no_pawn_drop_mate: false,
            promoted_return_as_pawns: true,
            pocket_order: "QRBNP",
        }),
        ..Rules::CHESS
    };
    gambit::variant_tables!(Crazyhouse);
}
