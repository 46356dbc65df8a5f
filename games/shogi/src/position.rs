//! The position: board array, per-color and per-kind bitboards, both hands, and the state
//! chain; make and undo; attack queries.

use crate::attacks::{
    between, bishop_attacks, lance_attacks, rook_attacks, GOLD_ATTACKS, KING_ATTACKS,
    KNIGHT_ATTACKS, PAWN_ATTACKS, SILVER_ATTACKS,
};
use crate::hand::Hand;
use crate::movegen::ReplySafety;
use crate::mv::Move;
use crate::piece::{Piece, PieceType, KINDS, PIECES};
use crate::square::{Bitboard, ShogiBoard, Square};
use crate::zobrist;
use crate::{GOTE, SENTE};
use gambit::board::{DenseCells, Mailbox};
use gambit::history::{KeyFilter, StateStack};
use gambit::{ByColor, Color, GameState, RepeatMark};

/// The board array's marker for an empty square.
pub(crate) const EMPTY: u8 = PIECES as u8;

/// One entry of the state chain: what `make` pushes and `undo` pops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateInfo {
    /// Zobrist key of the position: pieces, hands and side to move.
    pub key: u64,
    /// Plies since the setup position: in shogi no move rules out a repetition (a captured
    /// piece comes back as a drop), so the window for repetitions is the whole game.
    pub plies: u32,
    /// Enemy pieces giving check to the side to move.
    pub checkers: Bitboard,
    /// The piece captured by the move that led here, as it stood (promoted or not).
    pub captured: Option<Piece>,
    /// The move that led here (null for the setup position).
    pub mv: Move,
    /// Consecutive checking moves by the side that just moved, ending with this one (0 when
    /// the move did not give check).
    pub check_run: u32,
    /// The state stack's repetition mark.
    pub repeat: RepeatMark,
}

impl GameState for StateInfo {
    #[inline]
    fn key(&self) -> u64 {
        self.key
    }
    #[inline]
    fn reversible_plies(&self) -> u32 {
        self.plies
    }
    gambit::repeat_mark_in!(repeat);
}

/// What a move changes besides the state: the pieces, the hands and the side to move.
/// Earlier positions are rebuilt on a copy of it (no heap) for exact repetition checks, by the
/// code of `undo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub(crate) mailbox: Mailbox<ShogiCells>,
    pub(crate) king: ByColor<Square>,
    pub(crate) hands: ByColor<Hand>,
    pub(crate) stm: Color,
}

/// The shogi mailbox layout: a cell holds a piece's index ([`Piece::index`]), or [`EMPTY`].
pub type ShogiCells = DenseCells<ShogiBoard, 81, KINDS>;

/// The shogi state stack: the counting key filter, because repetition windows span the whole
/// game.
pub(crate) type ShogiStates = StateStack<StateInfo, KeyFilter>;

/// A shogi position with its history: a [`Board`] (whose fields read as the position's, by
/// `Deref`) and the state stack.
#[derive(Clone, Debug)]
pub struct Shogi {
    pub(crate) placement: Board,
    /// Move number (in plies, as SFEN counts) of the setup position.
    pub(crate) start_move: u32,
    pub(crate) states: ShogiStates,
}

gambit::board_fields!(Shogi, placement: Board);

impl Board {
    /// An empty board with empty hands, sente to move (no kings yet: the SFEN reader puts them).
    pub(crate) fn empty() -> Board {
        Board {
            mailbox: Mailbox::EMPTY,
            king: ByColor::new(Square::from_u8(0), Square::from_u8(0)),
            hands: ByColor::new(Hand::EMPTY, Hand::EMPTY),
            stm: SENTE,
        }
    }

    /// Puts `pc` on the empty square `sq` (setup only: no key update).
    pub(crate) fn put(&mut self, pc: Piece, sq: Square) {
        self.mailbox.put(pc.index() as u8, sq);
        if pc.kind() == PieceType::King {
            self.king[pc.color()] = sq;
        }
    }

    /// Removes the piece `pc` from `sq`.
    #[inline(always)]
    fn remove(&mut self, pc: u8, sq: Square) {
        self.mailbox.remove(pc, sq);
    }

    /// Puts the piece `pc` on the empty square `sq`.
    #[inline(always)]
    fn place(&mut self, pc: u8, sq: Square) {
        self.mailbox.put(pc, sq);
        let p = Piece::from_index(pc as usize);
        if p.kind() == PieceType::King {
            self.king[p.color()] = sq;
        }
    }

    /// The piece on `sq`.
    #[inline]
    pub(crate) fn piece_at(&self, sq: Square) -> Option<Piece> {
        let p = self.mailbox.cell(sq);
        (p != EMPTY).then(|| Piece::from_index(p as usize))
    }

    /// Squares of `color`'s pieces of `kind`.
    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceType) -> Bitboard {
        self.mailbox.color(color) & self.mailbox.kind(kind.index())
    }

    /// Squares of pieces of `kind`, both colors.
    #[inline]
    pub(crate) fn kind_bits(&self, kind: PieceType) -> Bitboard {
        self.mailbox.kind(kind.index())
    }

    /// Squares of every piece of `color`.
    #[inline]
    pub fn color_bits(&self, color: Color) -> Bitboard {
        self.mailbox.color(color)
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.mailbox.occupied()
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        self.king[color]
    }

    /// `color`'s pieces in hand.
    #[inline]
    pub fn hand(&self, color: Color) -> Hand {
        self.hands[color]
    }

    /// Squares of the pieces of both colors that move as a gold.
    #[inline(always)]
    pub(crate) fn golds(&self) -> Bitboard {
        let k = self.mailbox.kinds();
        k[PieceType::Gold as usize]
            | k[PieceType::ProPawn as usize]
            | k[PieceType::ProLance as usize]
            | k[PieceType::ProKnight as usize]
            | k[PieceType::ProSilver as usize]
    }

    /// Pieces of `by` that attack `sq` when the occupancy is `occ`.
    #[inline(always)]
    pub(crate) fn attackers_with(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        let k = self.mailbox.kinds();
        let s = sq.idx();
        // A step table of the other color read at `sq` gives the squares from which `by`'s
        // pieces of that kind reach `sq`.
        let them = !by;
        (PAWN_ATTACKS[them][s] & k[PieceType::Pawn as usize]
            | KNIGHT_ATTACKS[them][s] & k[PieceType::Knight as usize]
            | SILVER_ATTACKS[them][s] & k[PieceType::Silver as usize]
            | GOLD_ATTACKS[them][s] & self.golds()
            | KING_ATTACKS[s]
                & (k[PieceType::King as usize]
                    | k[PieceType::Horse as usize]
                    | k[PieceType::Dragon as usize])
            | lance_attacks(them, sq, occ) & k[PieceType::Lance as usize]
            | bishop_attacks(sq, occ)
                & (k[PieceType::Bishop as usize] | k[PieceType::Horse as usize])
            | rook_attacks(sq, occ) & (k[PieceType::Rook as usize] | k[PieceType::Dragon as usize]))
            & self.mailbox.color(by)
    }

    /// Pieces of `by` attacking `sq` in the current position.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color) -> Bitboard {
        self.attackers_with(sq, by, self.mailbox.occupied())
    }

    /// The pieces checking the side to move, computed from the board.
    #[inline]
    pub(crate) fn compute_checkers(&self) -> Bitboard {
        self.attackers(self.king[self.stm], !self.stm)
    }

    /// The pieces of either color that stand alone between `color`'s king and an enemy slider
    /// aiming at it (pinned pieces when they are `color`'s own).
    #[inline]
    pub(crate) fn blockers_for_king(&self, color: Color) -> Bitboard {
        let ksq = self.king[color];
        let them = self.mailbox.color(!color);
        let k = self.mailbox.kinds();
        let snipers = (lance_attacks(color, ksq, Bitboard::EMPTY) & k[PieceType::Lance as usize]
            | bishop_attacks(ksq, Bitboard::EMPTY)
                & (k[PieceType::Bishop as usize] | k[PieceType::Horse as usize])
            | rook_attacks(ksq, Bitboard::EMPTY)
                & (k[PieceType::Rook as usize] | k[PieceType::Dragon as usize]))
            & them;
        let mut blockers = Bitboard::EMPTY;
        for s in snipers {
            let b = between(ksq, s) & self.mailbox.occupied();
            if b.any() && !b.more_than_one() {
                blockers |= b;
            }
        }
        blockers
    }

    /// The key computed from scratch.
    pub(crate) fn compute_key(&self) -> u64 {
        let mut key = 0;
        for s in 0..81 {
            let p = self.mailbox.cells()[s];
            if p != EMPTY {
                key ^= zobrist::PIECE_SQUARE[p as usize][s];
            }
        }
        for (color, hand) in self.hands.iter() {
            key ^= zobrist::HAND.of_hand(color, hand);
        }
        if self.stm == GOTE {
            key ^= zobrist::SIDE;
        }
        key
    }

    /// The change `m` makes to the key, pieces and hands (not the side to move), worked out
    /// on the board before it.
    #[inline(always)]
    fn key_change(&self, m: Move) -> u64 {
        let us = self.stm;
        let to = m.to();
        if m.is_drop() {
            let kind = m.dropped();
            let n = self.hands[us].count(kind);
            let pc = Piece::new(us, kind).index();
            return zobrist::HAND.key(us, kind.index(), n) ^ zobrist::PIECE_SQUARE[pc][to.idx()];
        }
        let pc = self.mailbox.cell(m.from());
        let moved = Self::moved_piece(m, pc);
        let mut key = zobrist::PIECE_SQUARE[pc as usize][m.from().idx()]
            ^ zobrist::PIECE_SQUARE[moved as usize][to.idx()];
        let cap = self.mailbox.cell(to);
        if cap != EMPTY {
            let kind = Piece::from_index(cap as usize).kind().demote();
            let n = self.hands[us].count(kind) + 1;
            key ^= zobrist::PIECE_SQUARE[cap as usize][to.idx()]
                ^ zobrist::HAND.key(us, kind.index(), n);
        }
        key
    }

    /// The piece `pc` of the side to move becomes by the board move `m`: itself, or
    /// promoted.
    #[inline(always)]
    fn moved_piece(m: Move, pc: u8) -> u8 {
        if m.is_promotion() {
            let p = Piece::from_index(pc as usize);
            Piece::new(p.color(), p.kind().promote()).index() as u8
        } else {
            pc
        }
    }

    /// Moves the pieces and hands for `m` and passes the move; returns the captured piece.
    #[inline(always)]
    fn apply(&mut self, m: Move) -> Option<Piece> {
        let us = self.stm;
        let to = m.to();
        let captured = if m.is_drop() {
            let kind = m.dropped();
            self.hands[us].remove(kind);
            self.place(Piece::new(us, kind).index() as u8, to);
            None
        } else {
            let from = m.from();
            let pc = self.mailbox.cell(from);
            debug_assert!(pc != EMPTY);
            let cap = self.mailbox.cell(to);
            let captured = (cap != EMPTY).then(|| {
                self.remove(cap, to);
                let c = Piece::from_index(cap as usize);
                self.hands[us].add(c.kind().demote());
                c
            });
            self.remove(pc, from);
            self.place(Self::moved_piece(m, pc), to);
            captured
        };
        self.stm = !us;
        captured
    }

    /// Takes back the move that reached `st` (`undo`, and the rebuilding of earlier
    /// positions).
    #[inline(always)]
    pub(crate) fn take_back(&mut self, st: &StateInfo) {
        self.unapply(st.mv, st.captured);
    }

    /// Takes back [`Board::apply`] of `m`, which captured `captured`.
    #[inline(always)]
    fn unapply(&mut self, m: Move, captured: Option<Piece>) {
        let to = m.to();
        let them = self.stm;
        let us = !them;
        let pc = self.mailbox.cell(to);
        self.remove(pc, to);
        if m.is_drop() {
            self.hands[us].add(m.dropped());
        } else {
            let original = if m.is_promotion() {
                Piece::new(us, Piece::from_index(pc as usize).kind().demote()).index() as u8
            } else {
                pc
            };
            self.place(original, m.from());
            if let Some(c) = captured {
                self.place(c.index() as u8, to);
                self.hands[us].remove(c.kind().demote());
            }
        }
        self.stm = us;
    }
}

impl Shogi {
    /// The current state.
    #[inline]
    pub(crate) fn st(&self) -> &StateInfo {
        self.states.current()
    }

    /// The key computed from scratch.
    pub(crate) fn compute_key_from_scratch(&self) -> u64 {
        self.placement.compute_key()
    }

    /// Plays `m`, which must be legal (or at least pseudo-legal, for tests), pushing a state.
    #[inline]
    pub(crate) fn do_move(&mut self, m: Move) {
        let st = self.st();
        let key = st.key ^ zobrist::SIDE ^ self.placement.key_change(m);
        let plies = st.plies + 1;
        let prev_run = if self.states.len() >= 2 {
            self.states[self.states.len() - 2].check_run
        } else {
            0
        };
        let captured = self.placement.apply(m);
        let checkers = self.compute_checkers();
        let check_run = if checkers.any() { prev_run + 1 } else { 0 };
        self.states.push(StateInfo {
            key,
            plies,
            checkers,
            captured,
            mv: m,
            check_run,
            repeat: RepeatMark::default(),
        });
    }

    /// The number of legal moves after the legal move `m`, the position left as it was:
    /// perft's last ply before the leaves ([`gambit::replies_counted_by`]). Only the pieces
    /// move, and move back after; no state is pushed and no key computed. `safety`, the
    /// replier's king safety worked out before `m` ([`Shogi::reply_safety`]), when given,
    /// is kept if `m` does not touch what decides it. A drop touches only its square.
    #[inline(always)]
    pub(crate) fn count_after(&mut self, m: Move, safety: Option<&ReplySafety>) -> usize {
        let touched = if m.is_drop() {
            m.to().bb()
        } else {
            m.from().bb() | m.to().bb()
        };
        let captured = self.placement.apply(m);
        let n = match safety {
            Some(safety) if (safety.king_region & touched).is_empty() => {
                let steps_touched = (safety.step_region & touched).any();
                let n = self.legal_move_count_kept(safety, steps_touched);
                debug_assert_eq!(
                    n,
                    self.legal_move_count_with(self.compute_checkers()),
                    "{m}: the kept king safety is wrong"
                );
                n
            }
            _ => self.legal_move_count_with(self.compute_checkers()),
        };
        self.placement.unapply(m, captured);
        n
    }

    /// Takes back the last move and returns it; `None`, changing nothing, at the root.
    #[inline]
    pub(crate) fn undo_move(&mut self) -> Option<Move> {
        let Shogi {
            states, placement, ..
        } = self;
        let mut undone = None;
        states.pop_with(|st| {
            undone = Some(st.mv);
            placement.take_back(st);
        });
        undone
    }

    /// The move number (plies, as SFEN counts them) of the current position.
    pub(crate) fn move_number(&self) -> u32 {
        self.start_move
            .saturating_add((self.states.len() - 1) as u32)
    }
}

impl gambit::History for Shogi {
    type Board = Board;
    type Filter = KeyFilter;

    gambit::history_parts!(placement, states);
    #[inline]
    fn take_back(&self, board: &mut Board, state: &StateInfo) {
        board.take_back(state);
    }
    /// The same pieces on the same squares, the same hands and the same side to move.
    #[inline]
    fn equal_positions(a: &Board, _sa: &StateInfo, b: &Board, _sb: &StateInfo) -> bool {
        a.stm == b.stm && a.hands == b.hands && a.mailbox == b.mailbox
    }
}

gambit::turn_field!(Board, stm);
