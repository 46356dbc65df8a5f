//! Minishogi: shogi on 5 x 5, with drops, shogi-style promotion on the last rank, and shogi's
//! ends.

use gambit::kernel::boards::Board5x5;
use gambit::kernel::{Drops, Ends, Move, PieceDef, Promotion, Rules, Variant};
use gambit::ArrayVec;

/// Minishogi.
#[derive(Clone, Copy, Debug)]
pub struct Minishogi;

impl Variant for Minishogi {
    const NAME: &'static str = "minishogi";
    const START_FEN: &'static str = "rbsgk/4p/5/P4/KGSBR[-] w 0 1";
    const PGN_NAME: &'static str = "Minishogi";
    type Board = Board5x5;
    type Cells = [u8; 25];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[
        PieceDef::pawn('P', "fW", 100),
        PieceDef::new('S', "FfW", 400),
        PieceDef::new('G', "WfF", 450),
        PieceDef::new('B', "B", 550),
        PieceDef::new('R', "R", 650),
        PieceDef::royal('K', "K"),
        PieceDef::promoted('P', "WfF", 450),
        PieceDef::promoted('S', "WfF", 450),
        PieceDef::promoted('B', "BW", 750),
        PieceDef::promoted('R', "RF", 850),
    ];
    const RULES: Rules = Rules {
        double_step_ranks: &[],
        en_passant: false,
        promotion: Promotion::Shogi { zone: 1 },
        drops: Some(Drops {
            pawn_ranks: (1, 5),
            one_pawn_per_file: true,
            no_pawn_drop_mate: true,
            promoted_return_as_pawns: false,
            pocket_order: "GPSRB",
        }),
        castling: None,
        ends: Ends::SHOGI,
        ..Rules::CHESS
    };
    gambit::variant_tables!(Minishogi);
}
