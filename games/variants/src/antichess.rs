//! Antichess: captures are forced, the king is an ordinary piece (pawns may promote to one),
//! no castling, and a side wins by losing every piece or by having no move.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Extinction, Move, NoMoves, PieceDef, Promotion, Rules, Variant};
use gambit::{ArrayVec, Reason};

/// Antichess.
#[derive(Clone, Copy, Debug)]
pub struct Antichess;

impl Variant for Antichess {
    const NAME: &'static str = "antichess";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    const PGN_NAME: &'static str = "Antichess";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, COMMONER];
    const RULES: Rules = Rules {
        promotion: Promotion::Choice {
            zone: 1,
            forced: 1,
            choices: &['Q', 'R', 'B', 'N', 'K'],
            only_captured: false,
        },
        castling: None,
        must_capture: true,
        ends: Ends {
            stalemate: NoMoves::Win,
            extinction: Some(Extinction {
                pieces_left: 0,
                opponent_pieces: 0,
                value: NoMoves::Win,
                reason: Reason::new("no-pieces"),
            }),
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(Antichess);
}
