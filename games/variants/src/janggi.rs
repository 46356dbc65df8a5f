//! Janggi, Korean chess, as Fairy-Stockfish plays it: a 9 x 10 board whose palaces have
//! diagonal lines the chariots, cannons, kings, advisors and soldiers may follow; a cannon
//! moves and captures only over a screen, never over or onto another cannon; kings and
//! advisors stay in their palace; a side may pass. When the kings face each other on an
//! open file (bikjang) the side to move must break the facing or pass. Two passes in a row,
//! kings facing two plies in a row, a repetition (unless one side checked throughout: it
//! loses) and fifty moves without a capture end the game by counting points (chariot 13,
//! cannon 7, horse 5, elephant and advisor 3, soldier 2), the second player getting 1.5.

use gambit::kernel::boards::Board9x10;
use gambit::kernel::{Ends, MaterialCount, Move, NoMoves, PieceDef, Promotion, Rules, Variant};
use gambit::ArrayVec;

/// Janggi.
#[derive(Clone, Copy, Debug)]
pub struct Janggi;

/// The palaces, white's then black's.
const PALACE: [&str; 2] = [
    "d1 e1 f1 d2 e2 f2 d3 e3 f3",
    "d8 e8 f8 d9 e9 f9 d10 e10 f10",
];

impl Variant for Janggi {
    const NAME: &'static str = "janggi";
    const START_FEN: &'static str =
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    const PGN_NAME: &'static str = "Janggi";
    type Board = Board9x10;
    type Cells = [u8; 90];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[
        // The soldier steps forward or sideways, and forward along the enemy palace's lines.
        PieceDef::new('P', "fsW", 200).on_lines("fF"),
        // The horse and the elephant are blocked on their way: one orthogonal step, then
        // one (horse) or two (elephant) diagonal ones.
        PieceDef::new('N', "nN", 500),
        PieceDef::new('B', "nZ", 340),
        PieceDef::new('A', "W", 300).confined(PALACE).on_lines("F"),
        PieceDef::new('R', "R", 1300).on_lines("B"),
        PieceDef::new('C', "pR", 700)
            .on_lines("pB")
            .shunning_own_kind(),
        PieceDef::royal('K', "W").confined(PALACE).on_lines("F"),
    ];
    const RULES: Rules = Rules {
        double_step_ranks: &[],
        en_passant: false,
        promotion: Promotion::None,
        castling: None,
        diagonal_lines: "d1 f1 e2 d3 f3 d8 f8 e9 d10 f10",
        pass: true,
        bikjang: true,
        ends: Ends {
            stalemate: NoMoves::Loss,
            perpetual_check_loses: true,
            pawn_moves_reset_clock: false,
            material_count: Some(MaterialCount {
                points: &[('R', 13), ('C', 7), ('N', 5), ('B', 3), ('A', 3), ('P', 2)],
                handicap: 1,
            }),
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(Janggi);
}
