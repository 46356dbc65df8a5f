//! Horde: thirty-six white pawns, no white king, against a chess army. White's pawns on the
//! first rank may step two squares (without en passant); white loses on losing every piece,
//! black by checkmate.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Extinction, Move, NoMoves, PieceDef, Rules, Variant};
use gambit::{ArrayVec, Reason};

/// Horde.
#[derive(Clone, Copy, Debug)]
pub struct Horde;

impl Variant for Horde {
    const NAME: &'static str = "horde";
    const START_FEN: &'static str =
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
    const PGN_NAME: &'static str = "Horde";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
    const RULES: Rules = Rules {
        double_step_extra: [&[1], &[]],
        ends: Ends {
            extinction: Some(Extinction {
                pieces_left: 0,
                opponent_pieces: 0,
                value: NoMoves::Loss,
                reason: Reason::new("no-pieces"),
            }),
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(Horde);
}
