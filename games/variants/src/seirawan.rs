//! Seirawan chess (S-chess): chess with the hawk (`H`, bishop and knight) and the elephant
//! (`E`, rook and knight) in hand, which enter the game only by gating: when a piece first
//! leaves its back-rank square, its player may put one of them there (`g1f3h`, SAN `Nf3/H`).

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Gating, Move, PieceDef, Promotion, Rules, Variant};
use gambit::ArrayVec;

/// Seirawan chess.
#[derive(Clone, Copy, Debug)]
pub struct Seirawan;

/// The hawk: bishop and knight.
const HAWK: PieceDef = PieceDef {
    letter: 'H',
    ..ARCHBISHOP
};
/// The elephant: rook and knight.
const ELEPHANT: PieceDef = PieceDef {
    letter: 'E',
    ..CHANCELLOR
};

impl Variant for Seirawan {
    const NAME: &'static str = "seirawan";
    const START_FEN: &'static str =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
    const PGN_NAME: &'static str = "Seirawan";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 512>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, HAWK, ELEPHANT, KING];
    const RULES: Rules = Rules {
        promotion: Promotion::Choice {
            zone: 1,
            forced: 1,
            choices: &['H', 'E', 'Q', 'R', 'B', 'N'],
            only_captured: false,
        },
        gating: Some(Gating { pocket_order: "EH" }),
        ..Rules::CHESS
    };
    gambit::variant_tables!(Seirawan);
}
