//! The position: board array, per-color and per-kind bitboards, and the state chain.

use crate::attacks::{cannon_attacks, horse_attackers, rook_attacks, PAWN_ATTACKERS};
use crate::mv::Move;
use crate::notation::XiangqiNotation;
use crate::piece::{Piece, PieceType};
use crate::square::Square;
use crate::zobrist;
use gambit::{Color, GameState};

/// The board array's marker for an empty square.
pub(crate) const EMPTY: u8 = 14;

/// One entry of the state chain: what `make` pushes and `undo` pops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateInfo {
    /// Zobrist key of the position.
    pub key: u64,
    /// Plies since the last capture (xiangqi's move-limit counter: pawn moves do not reset it).
    pub rule60: u32,
    /// Enemy pieces giving check to the side to move.
    pub checkers: u128,
    /// The piece captured by the move that led here.
    pub captured: Option<Piece>,
    /// The move that led here (null for the setup position).
    pub mv: Move,
    /// Consecutive checking moves by the side that just moved, ending with this one (0 when
    /// the move did not give check).
    pub check_run: u32,
    /// `false` when this position cannot have occurred before on the line (from the key
    /// filter): the common case of the repetition check costs one load.
    pub may_repeat: bool,
    /// The position's history-rule hint before this state, so that `undo` restores it from the
    /// state it pops.
    pub prev_may_repeat: bool,
}

impl GameState for StateInfo {
    #[inline]
    fn key(&self) -> u64 {
        self.key
    }
    #[inline]
    fn reversible_plies(&self) -> u32 {
        self.rule60
    }
}

/// A xiangqi position with its history.
#[derive(Clone, Debug)]
pub struct Xiangqi {
    pub(crate) board: [u8; 90],
    pub(crate) by_color: [u128; 2],
    pub(crate) by_kind: [u128; 7],
    pub(crate) occ: u128,
    pub(crate) king: [Square; 2],
    pub(crate) stm: Color,
    /// Fullmove number of the setup position.
    pub(crate) start_fullmove: u32,
    /// Side to move in the setup position.
    pub(crate) start_stm: Color,
    pub(crate) states: Vec<StateInfo>,
    pub(crate) notation: XiangqiNotation,
    /// Keys of the positions on the chain, for a cheap "cannot repeat" answer.
    pub(crate) filter: gambit::repetition::KeyFilter,
    /// `true` when a history rule may apply to the current position: it may repeat (the
    /// state's `may_repeat`) or the move limit is reached. Kept beside the board so that the
    /// search's rule check is a single load (it runs at every node).
    pub(crate) repeat_hint: bool,
}

impl Xiangqi {
    /// An empty board (no kings yet); used by the FEN reader.
    pub(crate) fn empty(notation: XiangqiNotation) -> Xiangqi {
        Xiangqi {
            board: [EMPTY; 90],
            by_color: [0; 2],
            by_kind: [0; 7],
            occ: 0,
            king: [Square::from_u8(0); 2],
            stm: Color::White,
            start_fullmove: 1,
            start_stm: Color::White,
            states: Vec::with_capacity(256),
            notation,
            filter: gambit::repetition::KeyFilter::new(),
            repeat_hint: false,
        }
    }

    /// Puts `pc` on the empty square `sq` (setup only: no key update).
    pub(crate) fn put(&mut self, pc: Piece, sq: Square) {
        debug_assert_eq!(self.board[sq.idx()], EMPTY);
        self.board[sq.idx()] = pc.index() as u8;
        self.by_color[pc.color().index()] |= sq.bit();
        self.by_kind[pc.kind().index()] |= sq.bit();
        self.occ |= sq.bit();
        if pc.kind() == PieceType::King {
            self.king[pc.color().index()] = sq;
        }
    }

    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let p = self.board[sq.idx()];
        (p != EMPTY).then(|| Piece::from_index(p as usize))
    }

    /// Squares of `color`'s pieces of `kind`.
    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceType) -> u128 {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    /// Squares of every piece of `color`.
    #[inline]
    pub fn color_bits(&self, color: Color) -> u128 {
        self.by_color[color.index()]
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> u128 {
        self.occ
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        self.king[color.index()]
    }

    /// The current state.
    #[inline]
    pub(crate) fn st(&self) -> &StateInfo {
        // The chain always holds the setup state.
        &self.states[self.states.len() - 1]
    }

    /// Pieces among `them` (one side's pieces, minus any just captured) that attack `sq` with
    /// occupancy `occ`, where `them_color` is their color. The flying-general rule counts: a
    /// king attacks along an open file like a chariot (kings never share a rank).
    #[inline(always)]
    pub(crate) fn attackers_with(
        &self,
        sq: Square,
        occ: u128,
        them: u128,
        them_color: Color,
    ) -> u128 {
        let k = &self.by_kind;
        (rook_attacks(sq, occ) & (k[PieceType::Rook as usize] | k[PieceType::King as usize])
            | cannon_attacks(sq, occ) & k[PieceType::Cannon as usize]
            | horse_attackers(sq, occ) & k[PieceType::Horse as usize]
            | PAWN_ATTACKERS[them_color][sq.idx()] & k[PieceType::Pawn as usize])
            & them
    }

    /// Pieces of `by` attacking `sq` in the current position.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color) -> u128 {
        self.attackers_with(sq, self.occ, self.by_color[by.index()], by)
    }

    /// The pieces checking the side to move, computed from the board.
    #[inline]
    pub(crate) fn compute_checkers(&self) -> u128 {
        self.attackers(self.king[self.stm.index()], !self.stm)
    }

    /// The key computed from scratch.
    pub fn compute_key_from_scratch(&self) -> u64 {
        let mut key = 0;
        for s in 0..90u8 {
            let p = self.board[s as usize];
            if p != EMPTY {
                key ^= zobrist::PIECE_SQUARE[p as usize][s as usize];
            }
        }
        if self.stm == Color::Black {
            key ^= zobrist::SIDE;
        }
        key
    }

    /// Plays `m`, which must be legal (or at least pseudo-legal, for tests), pushing a state.
    #[inline]
    pub fn do_move(&mut self, m: Move) {
        let (from, to) = (m.from(), m.to());
        let us = self.stm;
        let them = !us;
        let pc = self.board[from.idx()];
        let cap = self.board[to.idx()];
        debug_assert!(pc != EMPTY);
        let st = self.st();
        let mut key = st.key
            ^ zobrist::SIDE
            ^ zobrist::PIECE_SQUARE[pc as usize][from.idx()]
            ^ zobrist::PIECE_SQUARE[pc as usize][to.idx()];
        let mut rule60 = st.rule60 + 1;
        let prev_run = if self.states.len() >= 2 {
            self.states[self.states.len() - 2].check_run
        } else {
            0
        };
        let captured = if cap != EMPTY {
            key ^= zobrist::PIECE_SQUARE[cap as usize][to.idx()];
            self.by_color[them.index()] ^= to.bit();
            self.by_kind[cap as usize % 7] ^= to.bit();
            rule60 = 0;
            Some(Piece::from_index(cap as usize))
        } else {
            None
        };
        let ft = from.bit() | to.bit();
        self.by_color[us.index()] ^= ft;
        self.by_kind[pc as usize % 7] ^= ft;
        self.occ = (self.occ ^ from.bit()) | to.bit();
        self.board[to.idx()] = pc;
        self.board[from.idx()] = EMPTY;
        if pc as usize % 7 == PieceType::King as usize {
            self.king[us.index()] = to;
        }
        self.stm = them;
        let checkers = self.compute_checkers();
        let check_run = if checkers != 0 { prev_run + 1 } else { 0 };
        let may_repeat = self.filter.add(key);
        let hint = may_repeat || rule60 >= crate::rules::MOVE_LIMIT_PLIES;
        let prev_may_repeat = core::mem::replace(&mut self.repeat_hint, hint);
        self.states.push(StateInfo {
            key,
            rule60,
            checkers,
            captured,
            mv: m,
            check_run,
            may_repeat,
            prev_may_repeat,
        });
    }

    /// Takes back the last move.
    #[inline]
    pub fn undo_move(&mut self) {
        debug_assert!(self.states.len() > 1, "undo without a move");
        if self.states.len() <= 1 {
            return;
        }
        let st = self.states.pop().expect("a state to pop");
        self.filter.remove(st.key);
        self.repeat_hint = st.prev_may_repeat;
        let (from, to) = (st.mv.from(), st.mv.to());
        let them = self.stm;
        let us = !them;
        let pc = self.board[to.idx()];
        let ft = from.bit() | to.bit();
        self.by_color[us.index()] ^= ft;
        self.by_kind[pc as usize % 7] ^= ft;
        self.board[from.idx()] = pc;
        if pc as usize % 7 == PieceType::King as usize {
            self.king[us.index()] = from;
        }
        match st.captured {
            Some(c) => {
                self.board[to.idx()] = c.index() as u8;
                self.by_color[them.index()] |= to.bit();
                self.by_kind[c.kind().index()] |= to.bit();
                self.occ |= from.bit();
            }
            None => {
                self.board[to.idx()] = EMPTY;
                self.occ ^= ft;
            }
        }
        self.stm = us;
    }

    /// The fullmove number of the current position.
    pub fn fullmove(&self) -> u32 {
        let plies = (self.states.len() - 1) as u32 + (self.start_stm == Color::Black) as u32;
        self.start_fullmove + plies / 2
    }
}
