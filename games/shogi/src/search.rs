//! The search hooks ([`SearchGame`]): evaluation, tactical moves for quiescence, a cheap
//! exchange test, null move and the dense move keys.

use crate::eval::{BOARD_VALUE, HAND_VALUE};
use crate::mv::{Move, MoveList};
use crate::piece::{Piece, PieceType};
use crate::position::{Shogi, StateInfo, EMPTY};
use crate::square::Bitboard;
use crate::zobrist;
use gambit::search::SearchGame;

impl Shogi {
    /// Passes the turn (null-move pruning; never while in check).
    pub fn make_null(&mut self) {
        let prev = self.st();
        let st = StateInfo {
            key: prev.key ^ zobrist::SIDE,
            plies: 0,
            checkers: Bitboard::EMPTY,
            captured: None,
            mv: Move::NULL,
            check_run: 0,
            repeat: Default::default(),
        };
        self.stm = !self.stm;
        self.states.push_pass(st);
    }

    /// Takes back [`Shogi::make_null`].
    pub fn undo_null(&mut self) {
        if self.states.pop_pass().is_some() {
            self.stm = !self.stm;
        }
    }

    /// The value of the piece on the destination of `m` (0 when empty).
    #[inline]
    fn victim_value(&self, m: Move) -> i32 {
        let p = self.board[m.to().idx()];
        if p == EMPTY {
            0
        } else {
            BOARD_VALUE[Piece::from_index(p as usize).kind().index()]
        }
    }

    /// The value of what `m` puts on its destination, before any promotion.
    #[inline]
    fn mover_value(&self, m: Move) -> i32 {
        if m.is_drop() {
            HAND_VALUE[m.dropped().index()]
        } else {
            let p = self.board[m.from().idx()];
            BOARD_VALUE[Piece::from_index(p as usize).kind().index()]
        }
    }
}

impl SearchGame for Shogi {
    const BENCH_FENS: &'static [&'static str] = &[
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "4g4/1rks1s1bl/lpp1pgpp1/3p1p3/p1PN3nP/P4PP1p/LP+nPP4/3G1GSR1/2SK3NL b bp 55",
        "1rg1k2nb/l2s1g2l/p1npp3p/1p1P1pp1s/2p4p1/2P4PP/PP2PPP2/1B3GGRL/LN1SK1SN1 b - 51",
        "lsg4nl/1r2ks1b1/ppnp1pp2/P1p2g1pp/3Pp4/LPP2PPP1/4P2SP/3SG1R2/BN1GK2NL b - 35",
        "lngs2snl/r4kgb1/2pp1pppp/pp2pP3/9/4P1P2/PPPP1S1PP/1B2G2R1/LNS1KG1NL b - 21",
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
    ];
    const BENCH_DEPTH: i32 = 7;
    const MOVE_KEYS: usize = Move::KEYS;

    #[inline]
    fn evaluate(&self) -> i32 {
        Shogi::evaluate(self)
    }

    /// Captures: what quiescence searches.
    #[inline]
    fn is_tactical(&self, m: Move) -> bool {
        !m.is_drop() && self.board[m.to().idx()] != EMPTY
    }

    /// The legal captures, from the captures-only generator.
    #[inline]
    fn generate_tactical(&self, moves: &mut MoveList) {
        self.legal_captures(moves);
    }

    #[inline]
    fn tactical_score(&self, m: Move) -> i32 {
        self.victim_value(m) * 8 - self.mover_value(m) / 16 + m.is_promotion() as i32 * 4
    }

    /// A cheap exchange estimate: the victim, less the mover when the destination is
    /// defended.
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        let victim = self.victim_value(m);
        if victim < threshold {
            return false;
        }
        if victim - self.mover_value(m) >= threshold {
            return true;
        }
        self.attackers(m.to(), !self.stm).is_empty()
    }

    /// Not with only pawns and the king left on the board and nothing in hand (zugzwang is
    /// rare in shogi, but that endgame is where it lives).
    #[inline]
    fn null_move_ok(&self) -> bool {
        let us = self.stm;
        !self.hand(us).is_empty()
            || (self.color_bits(us)
                & !self.pieces(us, PieceType::Pawn)
                & !self.pieces(us, PieceType::King))
            .any()
    }

    #[inline]
    fn make_null(&mut self) {
        Shogi::make_null(self)
    }

    #[inline]
    fn undo_null(&mut self) {
        Shogi::undo_null(self)
    }

    #[inline]
    fn move_key(m: Move) -> u16 {
        m.key()
    }
}
