//! The position: board array, per-color and per-kind bitboards, and the state chain.

use crate::attacks::{
    file_occupancy, file_rook_and_cannon_attacks, horse_attackers, horse_reach, rank_and_file,
    rank_occupancy, rank_rook_and_cannon_attacks, PAWN_ATTACKERS,
};
use crate::lines::Lines;
use crate::movegen::ReplySafety;
use crate::mv::Move;
use crate::notation::XiangqiNotation;
use crate::piece::{Piece, PieceType};
use crate::square::{Bitboard, Square, XiangqiBoard};
use crate::zobrist;
use crate::{BLACK, RED};
use gambit::board::{DenseCells, Mailbox};
use gambit::history::{KeyFilter, StateStack};
use gambit::{ByColor, Color, GameState, RepeatMark};

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
    pub checkers: Bitboard,
    /// The piece captured by the move that led here.
    pub captured: Option<Piece>,
    /// The kind of piece that move moved; `None` for the setup position and a pass. A
    /// network's accumulators are brought up to date from it after the board has moved on.
    pub moved: Option<PieceType>,
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
        self.rule60
    }
    /// The move limit may apply (its count leaves out some checks, see
    /// `Xiangqi::move_limit_count`).
    #[inline]
    fn ply_limit_reached(&self) -> bool {
        self.rule60 >= crate::rules::MOVE_LIMIT_PLIES
    }
    gambit::repeat_mark_in!(repeat);
}

/// The state a move leads to, as [`Xiangqi::play`] works it out.
struct Played {
    key: u64,
    rule60: u32,
    captured: Option<Piece>,
    moved: PieceType,
    checkers: Bitboard,
}

/// What a move changes besides the state: the pieces and the side to move. Earlier positions
/// are rebuilt on a copy of it (no heap) for exact repetition checks, by the code of `undo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub(crate) mailbox: Mailbox<XiangqiCells>,
    pub(crate) king: ByColor<Square>,
    pub(crate) stm: Color,
    /// The pieces by rank and file, for the move counter (`lines`).
    pub(crate) lines: Lines,
}

/// The xiangqi mailbox layout: a cell holds a piece's index ([`Piece::index`]), or [`EMPTY`].
pub type XiangqiCells = DenseCells<XiangqiBoard, 90, 7>;

/// The xiangqi state stack: the counting key filter, because only captures end a reversible
/// window (soldier moves do not), so windows run long and a key scan at every move would too.
pub(crate) type XiangqiStates = StateStack<StateInfo, KeyFilter>;

/// A xiangqi position with its history: a [`Board`] (whose fields read as the position's, by
/// `Deref`) and the state stack.
#[derive(Clone, Debug)]
pub struct Xiangqi {
    pub(crate) placement: Board,
    /// Fullmove number of the setup position.
    pub(crate) start_fullmove: u32,
    /// Side to move in the setup position.
    pub(crate) start_stm: Color,
    pub(crate) states: XiangqiStates,
    pub(crate) notation: XiangqiNotation,
}

gambit::board_fields!(Xiangqi, placement: Board);

impl Xiangqi {
    /// An empty board (no kings yet); used by the FEN reader.
    pub(crate) fn empty(notation: XiangqiNotation) -> Xiangqi {
        Xiangqi {
            placement: Board {
                mailbox: Mailbox::EMPTY,
                king: ByColor::new(Square::from_u8(0), Square::from_u8(0)),
                stm: RED,
                lines: Lines::EMPTY,
            },
            start_fullmove: 1,
            start_stm: RED,
            states: StateStack::new(),
            notation,
        }
    }

    /// Puts `pc` on the empty square `sq` (setup only: no key update).
    pub(crate) fn put(&mut self, pc: Piece, sq: Square) {
        self.mailbox.put(pc.index() as u8, sq);
        self.lines.toggle(pc.color(), sq);
        if pc.kind() == PieceType::King {
            self.king[pc.color()] = sq;
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

    /// The current state.
    #[inline]
    pub(crate) fn st(&self) -> &StateInfo {
        self.states.current()
    }

    /// Pieces among `them` (one side's pieces, minus any just captured) that attack `sq` with
    /// occupancy `occ`, where `them_color` is their color. The flying-general rule counts: a
    /// king attacks along an open file like a chariot (kings never share a rank).
    #[inline(always)]
    pub(crate) fn attackers_with(
        &self,
        sq: Square,
        occ: Bitboard,
        them: Bitboard,
        them_color: Color,
    ) -> Bitboard {
        let (f, r) = (sq.file() as u32, sq.rank() as u32);
        self.attackers_by(
            sq,
            occ,
            them,
            them_color,
            || rank_occupancy(occ, r),
            || file_occupancy(occ, f),
        )
    }

    /// [`Xiangqi::attackers_with`], with the occupancy of `sq`'s rank and file in line bits
    /// worked out, only when needed, by the closures given: gathered from `occ`, or read from
    /// the position's lines when `occ` is the position's own.
    #[inline(always)]
    fn attackers_by(
        &self,
        sq: Square,
        occ: Bitboard,
        them: Bitboard,
        them_color: Color,
        rank_occ: impl FnOnce() -> usize,
        file_occ: impl FnOnce() -> usize,
    ) -> Bitboard {
        let k = self.mailbox.kinds();
        let rooks = k[PieceType::Rook as usize] | k[PieceType::King as usize];
        let cannons = k[PieceType::Cannon as usize];
        let horses = k[PieceType::Horse as usize];
        let mut attackers = PAWN_ATTACKERS[them_color][sq.idx()] & k[PieceType::Pawn as usize];
        // Most pieces are nowhere near `sq`: the line and leg lookups are made only for the
        // kinds that stand where they could attack it.
        let sliders = (rooks | cannons) & them;
        let (rank, file) = rank_and_file(sq);
        if (sliders & rank).any() {
            let (rook, cannon) = rank_rook_and_cannon_attacks(sq, rank_occ());
            attackers |= rook & rooks | cannon & cannons;
        }
        if (sliders & file).any() {
            let (rook, cannon) = file_rook_and_cannon_attacks(sq, file_occ());
            attackers |= rook & rooks | cannon & cannons;
        }
        if (horses & them & horse_reach(sq)).any() {
            attackers |= horse_attackers(sq, occ) & horses;
        }
        attackers & them
    }

    /// Pieces of `by` attacking `sq` in the current position.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color) -> Bitboard {
        // The occupancy is the position's own: its rank and file come from the lines.
        let (f, r) = (sq.file() as usize, sq.rank() as usize);
        self.attackers_by(
            sq,
            self.mailbox.occupied(),
            self.mailbox.color(by),
            by,
            || self.lines.all(f, r).0 as usize,
            || self.lines.all(f, r).1 as usize,
        )
    }

    /// The pieces checking the side to move, computed from the board.
    #[inline]
    pub(crate) fn compute_checkers(&self) -> Bitboard {
        self.attackers(self.king[self.stm], !self.stm)
    }

    /// The key computed from scratch.
    pub(crate) fn compute_key_from_scratch(&self) -> u64 {
        let mut key = 0;
        for s in 0..90u8 {
            let p = self.mailbox.cells()[s as usize];
            if p != EMPTY {
                key ^= zobrist::PIECE_SQUARE[p as usize][s as usize];
            }
        }
        if self.stm == BLACK {
            key ^= zobrist::SIDE;
        }
        key
    }

    /// Plays `m`, which must be legal (or at least pseudo-legal, for tests), pushing a state.
    #[inline]
    pub(crate) fn do_move(&mut self, m: Move) {
        let prev_run = if self.states.len() >= 2 {
            self.states[self.states.len() - 2].check_run
        } else {
            0
        };
        let played = self.play(m);
        let check_run = if played.checkers.any() {
            prev_run + 1
        } else {
            0
        };
        self.states.push(StateInfo {
            key: played.key,
            rule60: played.rule60,
            checkers: played.checkers,
            captured: played.captured,
            moved: Some(played.moved),
            mv: m,
            check_run,
            repeat: RepeatMark::default(),
        });
        debug_assert_eq!(self.lines, Lines::from_sets(self.mailbox.colors()));
    }

    /// The number of legal moves after the legal move `m`, the position left as it was:
    /// perft's last ply before the leaves ([`gambit::replies_counted_by`]). Only the pieces
    /// move, and move back after; no state is pushed and no key computed. `safety`, the
    /// replier's king safety worked out before `m` ([`Xiangqi::reply_safety`]), when given,
    /// is kept if `m` does not touch what decides it.
    #[inline(always)]
    pub(crate) fn count_after(&mut self, m: Move, safety: Option<&ReplySafety>) -> usize {
        let (from, to) = (m.from(), m.to());
        let (pc, cap) = (self.mailbox.cell(from), self.mailbox.cell(to));
        self.placement.move_in_sets(from, to, pc, cap);
        let touched = from.bb() | to.bb();
        let n = match safety {
            Some(safety) if (safety.king_region & touched).is_empty() => {
                let steps_touched = (safety.step_region & touched).any();
                let n = self.legal_move_count_safe(safety, steps_touched);
                debug_assert_eq!(
                    n,
                    self.legal_move_count_with(self.compute_checkers()),
                    "{m}: the kept king safety is wrong"
                );
                n
            }
            _ => self.legal_move_count_with(self.compute_checkers()),
        };
        self.placement.unmove_in_sets(from, to, pc, cap);
        n
    }

    /// Moves the pieces of `m` and works out the state that follows, which the caller pushes
    /// ([`Xiangqi::do_move`]).
    #[inline(always)]
    fn play(&mut self, m: Move) -> Played {
        let (from, to) = (m.from(), m.to());
        let pc = self.mailbox.cell(from);
        let cap = self.mailbox.cell(to);
        debug_assert!(pc != EMPTY);
        let st = self.st();
        let mut key = st.key
            ^ zobrist::SIDE
            ^ zobrist::PIECE_SQUARE[pc as usize][from.idx()]
            ^ zobrist::PIECE_SQUARE[pc as usize][to.idx()];
        let mut rule60 = st.rule60 + 1;
        let captured = if cap != EMPTY {
            key ^= zobrist::PIECE_SQUARE[cap as usize][to.idx()];
            rule60 = 0;
            Some(Piece::from_index(cap as usize))
        } else {
            None
        };
        self.placement.move_in_sets(from, to, pc, cap);
        self.mailbox.move_cells(pc, from, to);
        Played {
            key,
            rule60,
            captured,
            moved: Piece::from_index(pc as usize).kind(),
            checkers: self.compute_checkers(),
        }
    }

    /// Takes back the last move and returns it; `None`, changing nothing, at the root.
    #[inline]
    pub(crate) fn undo_move(&mut self) -> Option<Move> {
        let Xiangqi {
            states, placement, ..
        } = self;
        let mut undone = None;
        states.pop_with(|st| {
            undone = Some(st.mv);
            placement.take_back(st);
        });
        debug_assert_eq!(self.lines, Lines::from_sets(self.mailbox.colors()));
        undone
    }

    /// The fullmove number of the current position.
    pub(crate) fn fullmove(&self) -> u32 {
        let plies = (self.states.len() - 1) as u32 + (self.start_stm == BLACK) as u32;
        self.start_fullmove + plies / 2
    }
}

impl Board {
    /// Moves `pc` (a board-array code) `from` -> `to`, capturing `cap` (or [`EMPTY`]), in the
    /// piece sets and the kings' squares, and passes the move: everything but the board
    /// array, which the caller updates when it needs it.
    #[inline(always)]
    fn move_in_sets(&mut self, from: Square, to: Square, pc: u8, cap: u8) {
        let us = self.stm;
        let them = !us;
        if cap != EMPTY {
            self.lines.toggle(them, to);
        }
        self.mailbox.move_sets(pc, from, to, cap);
        self.lines.shift(us, from, to);
        if pc as usize % 7 == PieceType::King as usize {
            self.king[us] = to;
        }
        self.stm = them;
    }

    /// Takes back [`Board::move_in_sets`] with the same arguments.
    #[inline(always)]
    fn unmove_in_sets(&mut self, from: Square, to: Square, pc: u8, cap: u8) {
        let us = !self.stm;
        let them = self.stm;
        self.mailbox.move_sets(pc, from, to, cap);
        self.lines.shift(us, to, from);
        if pc as usize % 7 == PieceType::King as usize {
            self.king[us] = from;
        }
        if cap != EMPTY {
            self.lines.toggle(them, to);
        }
        self.stm = us;
    }

    /// Takes back the move that reached `st` (`undo`, and the rebuilding of earlier
    /// positions).
    #[inline(always)]
    pub(crate) fn take_back(&mut self, st: &StateInfo) {
        let (from, to) = (st.mv.from(), st.mv.to());
        let pc = self.mailbox.cell(to);
        let cap = st.captured.map_or(EMPTY, |c| c.index() as u8);
        self.unmove_in_sets(from, to, pc, cap);
        self.mailbox.unmove_cells(pc, from, to, cap);
    }
}

impl gambit::History for Xiangqi {
    type Board = Board;
    type Filter = KeyFilter;

    gambit::history_parts!(placement, states);
    #[inline]
    fn take_back(&self, board: &mut Board, state: &StateInfo) {
        board.take_back(state);
    }
    /// The same pieces on the same squares and the same side to move.
    #[inline]
    fn equal_positions(a: &Board, _sa: &StateInfo, b: &Board, _sb: &StateInfo) -> bool {
        a.stm == b.stm && a.mailbox == b.mailbox
    }
}

gambit::turn_field!(Board, stm);
