//! King of the hill: chess, and a king that reaches d4, e4, d5 or e5 wins at once.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::pieces::*;
use gambit::kernel::{Ends, Flag, FlagRule, Move, PieceDef, Rules, Variant};
use gambit::{ArrayVec, Reason};

/// King of the hill.
#[derive(Clone, Copy, Debug)]
pub struct KingOfTheHill;

impl Variant for KingOfTheHill {
    const NAME: &'static str = "kingofthehill";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const PGN_NAME: &'static str = "King of the Hill";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
    const RULES: Rules = Rules {
        ends: Ends {
            flag: Some(Flag {
                region: ["d4 e4 d5 e5", "d4 e4 d5 e5"],
                rule: FlagRule::Reach,
                reason: Reason::new("king-of-the-hill"),
            }),
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(KingOfTheHill);
}
