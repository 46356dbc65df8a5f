//! Racing kings: no pawns, no move may give check, and the first king on the eighth rank
//! wins; when white arrives first, black has one move to arrive too, for a draw.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Flag, FlagRule, Move, PieceDef, Rules, Variant};
use gambit::{ArrayVec, Reason};

/// Racing kings.
#[derive(Clone, Copy, Debug)]
pub struct RacingKings;

impl Variant for RacingKings {
    const NAME: &'static str = "racingkings";
    const START_FEN: &'static str = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
    const PGN_NAME: &'static str = "Racing Kings";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
    const RULES: Rules = Rules {
        castling: None,
        checks_allowed: false,
        ends: Ends {
            flag: Some(Flag {
                region: ["*8", "*8"],
                rule: FlagRule::Race,
                reason: Reason::new("race"),
            }),
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(RacingKings);
}
