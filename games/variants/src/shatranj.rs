//! Shatranj: chess's ancestor. The alfil (`B`) leaps two squares diagonally, the fers (`Q`)
//! steps one; pawns step once and promote only to a fers; no castling. Stalemate loses, a
//! bare king loses (unless it can bare the other king at once), and seventy moves draw.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Extinction, Move, NoMoves, PieceDef, Promotion, Rules, Variant};
use gambit::{ArrayVec, Reason};

/// Shatranj.
#[derive(Clone, Copy, Debug)]
pub struct Shatranj;

impl Variant for Shatranj {
    const NAME: &'static str = "shatranj";
    const START_FEN: &'static str = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    const PGN_NAME: &'static str = "Shatranj";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, ALFIL, ROOK, FERS, KING];
    const RULES: Rules = Rules {
        double_step_ranks: &[],
        en_passant: false,
        promotion: Promotion::Choice {
            zone: 1,
            forced: 1,
            choices: &['Q'],
            only_captured: false,
        },
        castling: None,
        ends: Ends {
            stalemate: NoMoves::Loss,
            move_rule: 140,
            extinction: Some(Extinction {
                pieces_left: 1,
                opponent_pieces: 2,
                value: NoMoves::Loss,
                reason: Reason::new("bare-king"),
            }),
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(Shatranj);
}
