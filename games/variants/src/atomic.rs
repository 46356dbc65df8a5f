//! Atomic: chess where every capture explodes, taking the capturing piece and every piece but
//! a pawn next to the capture square off the board with the captured one. Blowing up the
//! other king wins at once; a king cannot capture, and kings side by side cannot be checked.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Move, PieceDef, Rules, Variant};
use gambit::ArrayVec;

/// Atomic.
#[derive(Clone, Copy, Debug)]
pub struct Atomic;

impl Variant for Atomic {
    const NAME: &'static str = "atomic";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const PGN_NAME: &'static str = "Atomic";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
    const RULES: Rules = Rules {
        blast_on_capture: true,
        ..Rules::CHESS
    };
    gambit::variant_tables!(Atomic);
}
