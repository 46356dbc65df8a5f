//! Makruk, Thai chess: the met (one step diagonally) and the khon (as shogi's silver), pawns
//! promote to a met on the sixth rank, and the counting rules end the game.

use gambit::kernel::boards::Board8x8;
use gambit::kernel::{Board, Counting, Ends, Move, PieceDef, Promotion, Rules, Variant};
use gambit::ArrayVec;
use gambit::Color;

/// Makruk.
#[derive(Clone, Copy, Debug)]
pub struct Makruk;

const PAWN: u8 = 0;
const KNIGHT: u8 = 1;
const KHON: u8 = 2;
const ROOK: u8 = 4;

impl Variant for Makruk {
    const NAME: &'static str = "makruk";
    const START_FEN: &'static str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    const PGN_NAME: &'static str = "Makruk";
    type Board = Board8x8;
    type Cells = [u8; 64];
    type Moves = ArrayVec<Move<Self>, 256>;
    const PIECES: &'static [PieceDef] = &[
        PieceDef::pawn('P', "fmWfcF", 100),
        PieceDef::new('N', "N", 300),
        PieceDef::new('S', "FfW", 250),
        PieceDef::new('M', "F", 200),
        PieceDef::new('R', "R", 500),
        PieceDef::royal('K', "K"),
    ];
    const RULES: Rules = Rules {
        double_step_ranks: &[],
        en_passant: false,
        promotion: Promotion::Choice {
            zone: 3,
            forced: 3,
            choices: &['M'],
            only_captured: false,
        },
        drops: None,
        castling: None,
        ends: Ends {
            move_rule: 0,
            counting: Counting::Makruk,
            ..Ends::CHESS
        },
        ..Rules::CHESS
    };
    gambit::variant_tables!(Makruk);

    /// Counting starts when the last pawn leaves the board and neither king is bare (board's
    /// honour: 64 moves for the side to move), and starts again when a capture or promotion
    /// leaves the side to move with a bare king (pieces' honour: a limit by the other side's
    /// strongest pieces, counted from the pieces on the board), as Fairy-Stockfish counts.
    fn count_after(
        board: &Board<Self>,
        (mut limit, mut ply): (u16, u16),
        captured: Option<u8>,
        promoted: bool,
    ) -> (u16, u16) {
        let stm = board.side();
        let mover = stm.flip();
        let count = |c: Color| board.color(c).count_ones() as u16;
        let pawns_left = board.kind(PAWN) != 0;
        let all = count(Color::White) + count(Color::Black);
        let moves_limit = |side: Color| -> u16 {
            let opp = side.flip();
            let of = |kind| board.pieces(opp, kind).count_ones();
            if pawns_left || count(opp) == 1 {
                0
            } else if count(side) > 1 {
                64
            } else if of(ROOK) > 1 {
                8
            } else if of(ROOK) == 1 {
                16
            } else if of(KHON) > 1 {
                22
            } else if of(KNIGHT) > 1 {
                32
            } else if of(KHON) == 1 {
                44
            } else {
                64
            }
        };
        // The bare king took the last pawn.
        if captured == Some(PAWN) && count(mover) == 1 && !pawns_left && moves_limit(mover) != 0 {
            limit = 2 * moves_limit(mover);
            ply = 2 * all - 1;
        }
        let restart = (captured.is_some() || promoted) && count(stm) == 1;
        if (limit == 0 || restart) && moves_limit(stm) != 0 {
            limit = 2 * moves_limit(stm);
            ply = if count(stm) > 1 { 0 } else { 2 * all };
        }
        (limit, ply)
    }
}
