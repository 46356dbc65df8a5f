//! The chess position: board, pieces by color and role, and the state chain; make and undo.

use crate::attacks::{
    bishop_attacks, bishop_rays, king_attacks, knight_attacks, pawn_attacks, rook_attacks,
    rook_rays,
};
use crate::movegen::ReplySafety;
use crate::mv::{Move, MoveKind};
use crate::piece::{Piece, Role};
use crate::square::{Bitboard, Square};
use crate::zobrist::KEYS;
use gambit::board::{Layout, Mailbox};
use gambit::history::{KeyScan, StateStack};
use gambit::{Color, GameState, RepeatMark};

/// Castling right bit for `color` and `side` (0 = king side, the rook towards h; 1 = queen side).
#[inline]
pub(crate) const fn castle_bit(color: Color, side: usize) -> u8 {
    1 << (color as usize * 2 + side)
}

/// One entry of the state chain: everything `undo` needs and the rule judge reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateInfo {
    /// Zobrist key of this position.
    pub key: u64,
    /// Pieces giving check to the side to move.
    pub checkers: Bitboard,
    /// The move that led here (null for the root).
    pub mv: Move,
    /// The piece that move captured.
    pub captured: Option<Piece>,
    /// The role of the piece that move moved (a pawn for a promotion, the king for
    /// castling); `None` for the root and a pass. A network's accumulators are brought up to
    /// date from it after the board has moved on.
    pub moved: Option<Role>,
    /// Castling rights: bit `color * 2 + side` (side 0 the king side, towards h).
    pub castling: u8,
    /// En passant square, recorded only when a legal en passant capture exists.
    pub ep: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub rule50: u16,
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
        self.rule50 as u32
    }
    /// The fifty-move rule may apply: claimable at 100 plies, or at 99 with the next move.
    #[inline]
    fn ply_limit_reached(&self) -> bool {
        self.rule50 >= crate::rules::FIFTY_MOVE_PLIES - 1
    }
    gambit::repeat_mark_in!(repeat);
}

/// What move generation reads of the state.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GenState {
    /// Pieces giving check to the side to move.
    pub checkers: Bitboard,
    /// Castling rights, as [`StateInfo::castling`].
    pub castling: u8,
    /// En passant square, as [`StateInfo::ep`].
    pub ep: Option<Square>,
}

/// The state a move leads to, as [`Chess::play`] works it out.
struct Played {
    key: u64,
    captured: Option<Piece>,
    moved: Role,
    rule50: u16,
    gen: GenState,
}

/// Castling geometry of one right, fixed at setup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CastlePath {
    /// The castling rook's square.
    pub rook: Square,
    /// Squares that must be empty (but for the king and this rook).
    pub empty: Bitboard,
    /// Squares the king passes or lands on: none may be attacked.
    pub king_path: Bitboard,
    /// The king's destination.
    pub king_to: Square,
    /// The rook's destination.
    pub rook_to: Square,
    /// `true` when the rook stands beyond the king's destination with squares behind it, so
    /// that it may shield that destination along the rank (Chess960 only; in standard chess
    /// the rook is on the edge and this is `false`).
    pub may_shield: bool,
}

/// What a move changes besides the state: the pieces and the side to move. Earlier positions
/// are rebuilt on a copy of it (no heap) for exact repetition checks, by the code of `undo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub(crate) mailbox: Mailbox<ChessCells>,
    pub(crate) side: Color,
}

/// The chess [`Layout`]: a cell holds a piece or nothing; six roles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChessCells;

impl Layout for ChessCells {
    type Set = Bitboard;
    type Square = Square;
    type Cell = Option<Piece>;
    type Cells = [Option<Piece>; 64];
    type KindSets = [Bitboard; 6];
    const EMPTY: Option<Piece> = None;
    const NO_CELLS: Self::Cells = [None; 64];
    const NO_KINDS: Self::KindSets = [Bitboard::EMPTY; 6];
    #[inline(always)]
    fn color(cell: Option<Piece>) -> Color {
        cell.map_or(Color::White, |p| p.color)
    }
    #[inline(always)]
    fn kind(cell: Option<Piece>) -> usize {
        cell.map_or(0, |p| p.role.index())
    }
}

/// The chess state stack: the key scan filter, as Stockfish's, because pawn moves and
/// captures keep the reversible windows short.
pub(crate) type ChessStates = StateStack<StateInfo, KeyScan>;

/// A chess position with its history: a [`Board`] (whose fields read as the position's, by
/// `Deref`), the castling geometry fixed at setup, and the state stack.
#[derive(Clone, Debug)]
pub struct Chess {
    pub(crate) placement: Board,
    /// Castling geometry per right (index `color * 2 + side`).
    pub(crate) castle: [CastlePath; 4],
    /// Rights lost when a move leaves from or lands on a square.
    pub(crate) castle_mask: [u8; 64],
    /// Fullmove number of the root position.
    pub(crate) fullmove0: u32,
    pub(crate) chess960: bool,
    pub(crate) states: ChessStates,
}

gambit::board_fields!(Chess, placement: Board);

impl Chess {
    /// An empty board (no kings: not a valid position until pieces are added).
    pub(crate) fn empty() -> Chess {
        Chess {
            placement: Board {
                mailbox: Mailbox::EMPTY,
                side: Color::White,
            },
            castle: [CastlePath::default(); 4],
            castle_mask: [0; 64],
            fullmove0: 1,
            chess960: false,
            states: StateStack::new(),
        }
    }

    /// The king square of `color`.
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        self.pieces(color, Role::King).lowest_unchecked()
    }
    /// The current state.
    #[inline]
    pub(crate) fn st(&self) -> &StateInfo {
        self.states.current()
    }
    /// Castling geometry of a right (`color`, `side` 0 = king side).
    #[inline]
    pub(crate) fn castle_path(&self, color: Color, side: usize) -> &CastlePath {
        &self.castle[color as usize * 2 + side]
    }

    /// Pieces of `by` attacking `sq`.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color) -> Bitboard {
        self.attackers_to(sq, self.occupied()) & self.color_bits(by)
    }

    /// Pieces of either color attacking `sq`, given an occupancy.
    #[inline]
    pub(crate) fn attackers_to(&self, sq: Square, occ: Bitboard) -> Bitboard {
        let rq = self.role(Role::Rook) | self.role(Role::Queen);
        let bq = self.role(Role::Bishop) | self.role(Role::Queen);
        (rook_attacks(sq, occ) & rq)
            | (bishop_attacks(sq, occ) & bq)
            | (knight_attacks(sq) & self.role(Role::Knight))
            | (king_attacks(sq) & self.role(Role::King))
            | (pawn_attacks(Color::White, sq) & self.pieces(Color::Black, Role::Pawn))
            | (pawn_attacks(Color::Black, sq) & self.pieces(Color::White, Role::Pawn))
    }

    /// `true` when a piece of `by` attacks `sq` under occupancy `occ`.
    #[inline]
    pub(crate) fn attacked_by(&self, by: Color, sq: Square, occ: Bitboard) -> bool {
        let them = self.color_bits(by);
        let leapers = (knight_attacks(sq) & self.role(Role::Knight))
            | (king_attacks(sq) & self.role(Role::King))
            | (pawn_attacks(by.flip(), sq) & self.role(Role::Pawn));
        if (leapers & them).any() {
            return true;
        }
        self.slider_attackers(them, sq, occ).any()
    }

    /// Every square `by` attacks under `occ`. For the squares the other side's king may
    /// step to, the caller leaves that king out of `occ`, so that it cannot hide behind
    /// itself.
    #[inline]
    pub(crate) fn attacks_of(&self, by: Color, occ: Bitboard) -> Bitboard {
        let ours = self.color_bits(by);
        let queens = self.role(Role::Queen);
        let mut attacked = Bitboard::from_bits_trusted(crate::attacks::pawn_attacks_of(
            by,
            self.pieces(by, Role::Pawn).bits(),
        )) | king_attacks(self.king_square(by));
        for s in self.role(Role::Knight) & ours {
            attacked |= knight_attacks(s);
        }
        for s in (self.role(Role::Bishop) | queens) & ours {
            attacked |= bishop_attacks(s, occ);
        }
        for s in (self.role(Role::Rook) | queens) & ours {
            attacked |= rook_attacks(s, occ);
        }
        attacked
    }

    /// Sliders among `pieces` attacking `sq` under `occ`. The magic lookup of a direction is
    /// skipped when no such slider stands on its lines at all (the common case).
    #[inline(always)]
    pub(crate) fn slider_attackers(&self, pieces: Bitboard, sq: Square, occ: Bitboard) -> Bitboard {
        let queens = self.role(Role::Queen);
        let rq = (self.role(Role::Rook) | queens) & pieces;
        let bq = (self.role(Role::Bishop) | queens) & pieces;
        let mut found = Bitboard::EMPTY;
        if (rook_rays(sq) & rq).any() {
            found |= rook_attacks(sq, occ) & rq;
        }
        if (bishop_rays(sq) & bq).any() {
            found |= bishop_attacks(sq, occ) & bq;
        }
        found
    }

    /// Pieces of `by` giving check to the king of the other side on `ksq` (kings never check).
    #[inline]
    pub(crate) fn checkers_of(&self, by: Color, ksq: Square) -> Bitboard {
        let ours = self.color_bits(by);
        let leapers = (knight_attacks(ksq) & self.role(Role::Knight))
            | (pawn_attacks(by.flip(), ksq) & self.role(Role::Pawn));
        (leapers & ours) | self.slider_attackers(ours, ksq, self.occupied())
    }

    /// Pieces of either color that alone stand between `sq` and an enemy slider of the
    /// piece on `sq`'s color `color` (pinned pieces when `sq` is that color's king).
    #[inline]
    pub(crate) fn blockers(&self, color: Color, sq: Square) -> Bitboard {
        let them = self.color_bits(color.flip());
        let queens = self.role(Role::Queen);
        let snipers = ((rook_attacks(sq, Bitboard::EMPTY) & (self.role(Role::Rook) | queens))
            | (bishop_attacks(sq, Bitboard::EMPTY) & (self.role(Role::Bishop) | queens)))
            & them;
        let occ = self.occupied();
        let mut blockers = Bitboard::EMPTY;
        for s in snipers {
            let b = crate::attacks::between(sq, s) & occ;
            if b.any() && !b.more_than_one() {
                blockers |= b;
            }
        }
        blockers
    }

    /// The en passant square after a double push to `to` by `us`, if the opponent has a legal
    /// en passant capture (so that equal positions get equal keys).
    fn legal_ep_after_double_push(&self, us: Color, to: Square) -> Option<Square> {
        let ep = Square::from_u8(if us == Color::White {
            to.to_u8() - 8
        } else {
            to.to_u8() + 8
        });
        let them = us.flip();
        let capturers = pawn_attacks(us, ep) & self.pieces(them, Role::Pawn);
        if capturers.is_empty() {
            return None;
        }
        capturers
            .into_iter()
            .any(|from| self.ep_capture_is_legal(them, from, ep, to))
            .then_some(ep)
    }

    /// Whether `side`'s pawn on `from` may capture en passant onto `ep`, removing the pawn on
    /// `victim`: tested on the board after the capture (it can expose the king along a rank).
    pub(crate) fn ep_capture_is_legal(
        &self,
        side: Color,
        from: Square,
        ep: Square,
        victim: Square,
    ) -> bool {
        let ksq = self.king_square(side);
        let occ = (self.occupied() ^ from.bb() ^ victim.bb()) | ep.bb();
        let them = self.color_bits(side.flip()) & !victim.bb();
        let queens = self.role(Role::Queen);
        let attackers = (rook_attacks(ksq, occ) & (self.role(Role::Rook) | queens))
            | (bishop_attacks(ksq, occ) & (self.role(Role::Bishop) | queens))
            | (knight_attacks(ksq) & self.role(Role::Knight))
            | (pawn_attacks(side, ksq) & self.role(Role::Pawn));
        (attackers & them).is_empty()
    }

    /// Plays a legal move.
    pub(crate) fn do_move(&mut self, m: Move) {
        let played = self.play::<true>(m);
        self.states.push(StateInfo {
            key: played.key,
            checkers: played.gen.checkers,
            mv: m,
            captured: played.captured,
            moved: Some(played.moved),
            castling: played.gen.castling,
            ep: played.gen.ep,
            rule50: played.rule50,
            repeat: RepeatMark::default(),
        });
    }

    /// The number of legal moves after the legal move `m`, the position left as it was:
    /// perft's last ply before the leaves ([`gambit::replies_counted_by`]). Only the pieces
    /// move, and move back after; no state is pushed and no key computed. `safety`, the
    /// replier's king safety worked out before `m` ([`Chess::reply_safety`]), when given,
    /// is kept if `m` does not touch what decides it. Castling and en passant move more than two
    /// squares and never keep it.
    #[inline(always)]
    pub(crate) fn count_after(&mut self, m: Move, safety: Option<&ReplySafety>) -> usize {
        let touched = m.from().bb() | m.to().bb();
        let kept = safety.filter(|s| {
            matches!(m.kind(), MoveKind::Normal | MoveKind::Promotion(_))
                && (s.king_region & touched).is_empty()
        });
        let (n, captured) = match kept {
            Some(safety) => {
                let played = self.play::<false>(m);
                let steps_touched = (safety.step_region & touched).any();
                let n = self.legal_move_count_kept(&played.gen, safety, steps_touched);
                debug_assert_eq!(
                    n,
                    self.legal_move_count_with(&GenState {
                        checkers: self.checkers_of(self.side.flip(), self.king_square(self.side)),
                        ..played.gen
                    }),
                    "{m}: the kept king safety is wrong"
                );
                (n, played.captured)
            }
            None => {
                let played = self.play::<true>(m);
                (self.legal_move_count_with(&played.gen), played.captured)
            }
        };
        self.placement.unplay(m, captured, &self.castle);
        n
    }

    /// Moves the pieces of the legal move `m` and works out the state that follows, which
    /// the caller pushes ([`Chess::do_move`]) or only reads ([`Chess::count_legal_after`]).
    /// Without `CHECKERS` the checkers are left empty, for a caller that knows there are
    /// none.
    #[inline(always)]
    fn play<const CHECKERS: bool>(&mut self, m: Move) -> Played {
        let prev = self.st();
        let mut key = prev.key ^ KEYS.black;
        if let Some(ep) = prev.ep {
            key ^= KEYS.en_passant[ep.file() as usize];
        }
        let mut rule50 = prev.rule50 + 1;
        let old_castling = prev.castling;
        let us = self.side;
        let them = us.flip();
        let from = m.from();
        let to = m.to();
        let mut captured = None;
        let mut ep = None;

        let moved = match m.kind() {
            MoveKind::Castle => {
                let side = if to > from { 0 } else { 1 };
                let path = self.castle[us as usize * 2 + side];
                let king = Piece::new(us, Role::King);
                let rook = Piece::new(us, Role::Rook);
                self.remove(king, from);
                self.remove(rook, to);
                self.put(king, path.king_to);
                self.put(rook, path.rook_to);
                let ps = &KEYS.piece_square;
                key ^= ps[king.index()][from.idx()]
                    ^ ps[king.index()][path.king_to.idx()]
                    ^ ps[rook.index()][to.idx()]
                    ^ ps[rook.index()][path.rook_to.idx()];
                Role::King
            }
            kind => {
                // The board always holds the moving piece of a legal move.
                let piece = self.piece_at(from).expect("a piece on the from square");
                let victim_sq = if kind == MoveKind::EnPassant {
                    Square::new(to.file(), from.rank())
                } else {
                    to
                };
                if let Some(victim) = self.piece_at(victim_sq) {
                    self.remove(victim, victim_sq);
                    key ^= KEYS.piece_square[victim.index()][victim_sq.idx()];
                    captured = Some(victim);
                    rule50 = 0;
                }
                self.shift(piece, from, to);
                key ^= KEYS.piece_square[piece.index()][from.idx()]
                    ^ KEYS.piece_square[piece.index()][to.idx()];
                if piece.role == Role::Pawn {
                    rule50 = 0;
                    if let MoveKind::Promotion(role) = kind {
                        let promoted = Piece::new(us, role);
                        self.remove(piece, to);
                        self.put(promoted, to);
                        key ^= KEYS.piece_square[piece.index()][to.idx()]
                            ^ KEYS.piece_square[promoted.index()][to.idx()];
                    } else if from.to_u8().abs_diff(to.to_u8()) == 16 {
                        ep = self.legal_ep_after_double_push(us, to);
                        if let Some(ep) = ep {
                            key ^= KEYS.en_passant[ep.file() as usize];
                        }
                    }
                }
                piece.role
            }
        };

        let castling = old_castling & !(self.castle_mask[from.idx()] | self.castle_mask[to.idx()]);
        if castling != old_castling {
            key ^= KEYS.castling[old_castling as usize] ^ KEYS.castling[castling as usize];
        }
        self.side = them;
        let ksq = self.king_square(them);
        Played {
            key,
            captured,
            moved,
            rule50,
            gen: GenState {
                checkers: if CHECKERS {
                    self.checkers_of(us, ksq)
                } else {
                    Bitboard::EMPTY
                },
                castling,
                ep,
            },
        }
    }

    /// Takes back the last move and returns it; `None`, changing nothing, at the root.
    pub(crate) fn undo_move(&mut self) -> Option<Move> {
        let Chess {
            states,
            placement,
            castle,
            ..
        } = self;
        let mut undone = None;
        states.pop_with(|st| {
            undone = Some(st.mv);
            placement.take_back(st, castle);
        });
        undone
    }

    /// The Zobrist key computed from scratch.
    pub(crate) fn compute_key(&self) -> u64 {
        let st = self.st();
        self.key_with(st.castling, st.ep)
    }

    /// The Zobrist key of the board with these castling rights and en passant square.
    pub(crate) fn key_with(&self, castling: u8, ep: Option<Square>) -> u64 {
        let mut key = 0;
        for sq in Square::all() {
            if let Some(p) = self.piece_at(sq) {
                key ^= KEYS.piece_square[p.index()][sq.idx()];
            }
        }
        if self.side == Color::Black {
            key ^= KEYS.black;
        }
        key ^= KEYS.castling[castling as usize];
        if let Some(ep) = ep {
            key ^= KEYS.en_passant[ep.file() as usize];
        }
        key
    }
}

impl Board {
    /// The piece on `sq`.
    #[inline(always)]
    pub(crate) fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.mailbox.cell(sq)
    }
    /// All pieces.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.mailbox.occupied()
    }
    /// Pieces of `color`.
    #[inline(always)]
    pub fn color_bits(&self, color: Color) -> Bitboard {
        self.mailbox.color(color)
    }
    /// Pieces of `role`, both colors.
    #[inline(always)]
    pub(crate) fn role(&self, role: Role) -> Bitboard {
        self.mailbox.kind(role.index())
    }
    /// Pieces of `color` and `role`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.mailbox.pieces(color, role.index())
    }

    #[inline(always)]
    pub(crate) fn put(&mut self, p: Piece, sq: Square) {
        self.mailbox.put(Some(p), sq);
    }

    #[inline(always)]
    pub(crate) fn remove(&mut self, p: Piece, sq: Square) {
        self.mailbox.remove(Some(p), sq);
    }

    #[inline(always)]
    fn shift(&mut self, p: Piece, from: Square, to: Square) {
        self.mailbox.shift(Some(p), from, to);
    }

    /// Takes back the move that reached `st` (`undo`, and the rebuilding of earlier
    /// positions), given the castling geometry.
    #[inline(always)]
    pub(crate) fn take_back(&mut self, st: &StateInfo, castle: &[CastlePath; 4]) {
        self.unplay(st.mv, st.captured, castle);
    }

    /// Takes back the move `m`, which captured `captured`, given the castling geometry.
    #[inline(always)]
    fn unplay(&mut self, m: Move, captured: Option<Piece>, castle: &[CastlePath; 4]) {
        let us = self.side.flip();
        self.side = us;
        let from = m.from();
        let to = m.to();
        match m.kind() {
            MoveKind::Castle => {
                let side = if to > from { 0 } else { 1 };
                let path = castle[us as usize * 2 + side];
                let king = Piece::new(us, Role::King);
                let rook = Piece::new(us, Role::Rook);
                self.remove(king, path.king_to);
                self.remove(rook, path.rook_to);
                self.put(king, from);
                self.put(rook, to);
            }
            kind => {
                if let MoveKind::Promotion(role) = kind {
                    self.remove(Piece::new(us, role), to);
                    self.put(Piece::new(us, Role::Pawn), to);
                }
                let piece = self.piece_at(to).expect("the moved piece");
                self.shift(piece, to, from);
                if let Some(victim) = captured {
                    let victim_sq = if kind == MoveKind::EnPassant {
                        Square::new(to.file(), from.rank())
                    } else {
                        to
                    };
                    self.put(victim, victim_sq);
                }
            }
        }
    }
}

impl gambit::History for Chess {
    type Board = Board;
    type Filter = KeyScan;

    gambit::history_parts!(placement, states);
    #[inline]
    fn take_back(&self, board: &mut Board, state: &StateInfo) {
        board.take_back(state, &self.castle);
    }
    /// The same pieces on the same squares, side to move, castling rights and en passant
    /// square (recorded only when a legal capture exists, as FIDE's "same position").
    #[inline]
    fn equal_positions(a: &Board, sa: &StateInfo, b: &Board, sb: &StateInfo) -> bool {
        a.side == b.side && sa.castling == sb.castling && sa.ep == sb.ep && a.mailbox == b.mailbox
    }
}

gambit::turn_field!(Board, side);
