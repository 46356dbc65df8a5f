//! Legal move generation from checkers and pins, not make-and-test.
//!
//! - In double check only the king moves; in single check the other pieces must capture the
//!   checker or step between it and the king, and drops must land between them.
//! - A pinned piece moves only along the line through its king.
//! - King steps are tested against the enemy's attacks with the king taken off the board, so a
//!   slider's ray through the king's square counts.
//! - Promotion: optional when a move starts or ends in the promotion zone, forced where the
//!   piece could never move again (a pawn or lance on the last rank, a knight on the last two).
//! - Drops: on empty squares; a pawn not on a file holding one of its side's unpromoted pawns,
//!   a pawn, lance or knight not where it could never move, and a pawn not where it mates
//!   ([`Shogi::pawn_drop_mates`]: the only square where a dropped pawn checks is the one in
//!   front of the enemy king, so the test runs at most once per position).
//!
//! One generator serves move lists and bulk counting through a [`Sink`]: a counter adds the
//! popcounts of destination sets.

use crate::attacks::{between, line, piece_attacks, KING_ATTACKS, PAWN_ATTACKS};
use crate::mv::{Move, MoveList};
use crate::piece::PieceType;
use crate::position::Shogi;
use crate::square::{far_ranks_bits, zone, Bitboard, Square};

/// Where generated moves go.
pub(crate) trait Sink {
    /// Board moves from `from` to each of `to`, promoting when `promote`.
    fn board_moves(&mut self, from: Square, to: Bitboard, promote: bool);
    /// Drops of `kind` on each of `to`.
    fn drops(&mut self, kind: PieceType, to: Bitboard);
}

/// Pushes moves onto a list.
struct ListSink<'a>(&'a mut MoveList);

impl Sink for ListSink<'_> {
    #[inline(always)]
    fn board_moves(&mut self, from: Square, to: Bitboard, promote: bool) {
        for t in to {
            self.0.push(Move::new(from, t, promote));
        }
    }
    #[inline(always)]
    fn drops(&mut self, kind: PieceType, to: Bitboard) {
        for t in to {
            self.0.push(Move::drop(kind, t));
        }
    }
}

/// Counts moves.
struct CountSink(usize);

impl Sink for CountSink {
    #[inline(always)]
    fn board_moves(&mut self, _from: Square, to: Bitboard, _promote: bool) {
        self.0 += to.count() as usize;
    }
    #[inline(always)]
    fn drops(&mut self, _kind: PieceType, to: Bitboard) {
        self.0 += to.count() as usize;
    }
}

/// The kinds that move off the king's square, in generation order.
const MOVERS: [PieceType; 13] = [
    PieceType::Pawn,
    PieceType::Lance,
    PieceType::Knight,
    PieceType::Silver,
    PieceType::Gold,
    PieceType::Bishop,
    PieceType::Rook,
    PieceType::ProPawn,
    PieceType::ProLance,
    PieceType::ProKnight,
    PieceType::ProSilver,
    PieceType::Horse,
    PieceType::Dragon,
];

impl Shogi {
    /// Appends every legal move to `moves`.
    pub(crate) fn push_legal(&self, moves: &mut MoveList) {
        self.generate(&mut ListSink(moves));
    }

    /// The number of legal moves, counted without listing them.
    pub(crate) fn legal_move_count(&self) -> usize {
        let mut sink = CountSink(0);
        self.generate(&mut sink);
        sink.0
    }

    /// `true` when `m` is legal here, decided for the one move by the generator's own rules
    /// (checkers, pins, attacked king squares, promotion, drops) without listing the others:
    /// what `try_make` and `make`'s debug check ask, for any move, a foreign one too.
    pub(crate) fn is_legal_move(&self, m: Move) -> bool {
        if m.is_null() {
            return false;
        }
        let us = self.stm;
        let them = !us;
        let ksq = self.king[us];
        let occ = self.occ;
        let checkers = self.st().checkers;
        let to = m.to();
        let last1 = Bitboard::from_bits_trusted(far_ranks_bits(us, 1));
        let last2 = Bitboard::from_bits_trusted(far_ranks_bits(us, 2));
        if m.is_drop() {
            let Some(kind) = m.hand_drop() else {
                return false;
            };
            if !self.hands[us].has(kind) || occ.contains(to) || checkers.more_than_one() {
                return false;
            }
            if let Some(c) = checkers.single() {
                if !between(ksq, c).contains(to) {
                    return false;
                }
            }
            return match kind {
                PieceType::Pawn => {
                    !last1.contains(to)
                        && (self.pieces(us, PieceType::Pawn) & Square::file_set(to.file()))
                            .is_empty()
                        && !(PAWN_ATTACKS[them][self.king[them].idx()].contains(to)
                            && self.pawn_drop_mates(to))
                }
                PieceType::Lance => !last1.contains(to),
                PieceType::Knight => !last2.contains(to),
                _ => true,
            };
        }
        let from = m.from();
        let Some(piece) = self.piece_at(from) else {
            return false;
        };
        if piece.color() != us || self.by_color[us].contains(to) {
            return false;
        }
        let kind = piece.kind();
        let promote = m.is_promotion();
        if kind == PieceType::King {
            return !promote
                && KING_ATTACKS[from.idx()].contains(to)
                && self.attackers_with(to, them, occ ^ from.bb()).is_empty();
        }
        if !piece_attacks(kind, us, from, occ).contains(to) {
            return false;
        }
        let zone = zone(us);
        let promotion_allowed = match kind {
            PieceType::Pawn | PieceType::Lance if promote => zone.contains(to),
            PieceType::Pawn | PieceType::Lance => !last1.contains(to),
            PieceType::Knight if promote => zone.contains(to),
            PieceType::Knight => !last2.contains(to),
            PieceType::Silver | PieceType::Bishop | PieceType::Rook => {
                !promote || zone.contains(from) || zone.contains(to)
            }
            _ => !promote,
        };
        if !promotion_allowed || checkers.more_than_one() {
            return false;
        }
        // In check, capture the checker or block its line; pinned, stay on the pin.
        if let Some(c) = checkers.single() {
            if !(between(ksq, c) | c.bb()).contains(to) {
                return false;
            }
        }
        !self.blockers_for_king(us).contains(from) || line(ksq, from).contains(to)
    }

    /// Appends the legal captures to `moves` (for quiescence): the moves of the full list
    /// whose destination holds an enemy piece, in the same order, with their promotions.
    pub(crate) fn legal_captures(&self, moves: &mut MoveList) {
        self.generate_into::<true>(&mut ListSink(moves));
    }

    #[inline]
    pub(crate) fn generate(&self, sink: &mut impl Sink) {
        self.generate_into::<false>(sink);
    }

    /// The generator; `CAPTURES` narrows every destination to the enemy's pieces (no drops).
    #[inline(always)]
    fn generate_into<const CAPTURES: bool>(&self, sink: &mut impl Sink) {
        self.generate_with::<CAPTURES>(sink, self.st().checkers);
    }

    /// The number of legal moves, given the checkers: the current ones, or those of a move
    /// played on the board without pushing its state ([`Shogi::count_legal_after`]).
    pub(crate) fn legal_move_count_with(&self, checkers: Bitboard) -> usize {
        let mut sink = CountSink(0);
        self.generate_with::<false>(&mut sink, checkers);
        sink.0
    }

    /// [`Shogi::generate_into`] with the checkers given.
    #[inline(always)]
    fn generate_with<const CAPTURES: bool>(&self, sink: &mut impl Sink, checkers: Bitboard) {
        let us = self.stm;
        let them = !us;
        let ksq = self.king[us];
        let own = self.by_color[us];
        let occ = self.occ;

        let without_king = occ ^ ksq.bb();
        let mut king_targets = KING_ATTACKS[ksq.idx()] & !own;
        if CAPTURES {
            king_targets &= self.by_color[them];
        }
        for to in king_targets {
            if self.attackers_with(to, them, without_king).is_empty() {
                sink.board_moves(ksq, to.bb(), false);
            }
        }
        if checkers.more_than_one() {
            return;
        }
        let (mut target, drop_target) = match checkers.single() {
            Some(c) => (between(ksq, c) | c.bb(), between(ksq, c)),
            None => (!own, !occ),
        };
        if CAPTURES {
            target &= self.by_color[them];
        }
        let pinned = self.blockers_for_king(us) & own;
        let zone = zone(us);
        let last1 = Bitboard::from_bits_trusted(far_ranks_bits(us, 1));
        let last2 = Bitboard::from_bits_trusted(far_ranks_bits(us, 2));
        for kind in MOVERS {
            for from in self.pieces(us, kind) {
                let mut to = piece_attacks(kind, us, from, occ) & target;
                if pinned.contains(from) {
                    to &= line(ksq, from);
                }
                if to.is_empty() {
                    continue;
                }
                match kind {
                    PieceType::Pawn | PieceType::Lance => {
                        sink.board_moves(from, to & zone, true);
                        sink.board_moves(from, to & !last1, false);
                    }
                    PieceType::Knight => {
                        sink.board_moves(from, to & zone, true);
                        sink.board_moves(from, to & !last2, false);
                    }
                    PieceType::Silver | PieceType::Bishop | PieceType::Rook => {
                        let promoting = if zone.contains(from) { to } else { to & zone };
                        sink.board_moves(from, promoting, true);
                        sink.board_moves(from, to, false);
                    }
                    _ => sink.board_moves(from, to, false),
                }
            }
        }

        let hand = self.hands[us];
        if CAPTURES || hand.is_empty() || drop_target.is_empty() {
            return;
        }
        if hand.has(PieceType::Pawn) {
            let mut pawn_files = Bitboard::EMPTY;
            for p in self.pieces(us, PieceType::Pawn) {
                pawn_files |= Square::file_set(p.file());
            }
            let mut to = drop_target & !last1 & !pawn_files;
            // The one square where a dropped pawn gives check.
            let check_square = PAWN_ATTACKS[them][self.king[them].idx()] & to;
            if let Some(s) = check_square.single() {
                if self.pawn_drop_mates(s) {
                    to ^= s.bb();
                }
            }
            sink.drops(PieceType::Pawn, to);
        }
        if hand.has(PieceType::Lance) {
            sink.drops(PieceType::Lance, drop_target & !last1);
        }
        if hand.has(PieceType::Knight) {
            sink.drops(PieceType::Knight, drop_target & !last2);
        }
        for kind in [
            PieceType::Silver,
            PieceType::Gold,
            PieceType::Bishop,
            PieceType::Rook,
        ] {
            if hand.has(kind) {
                sink.drops(kind, drop_target);
            }
        }
    }

    /// `true` when a pawn dropped by the side to move on `s`, the square in front of the enemy
    /// king, would mate: no enemy piece but the king may take it (a pinned piece only along its
    /// pin), and the king has no safe square (taking the pawn included, when nothing guards
    /// it). A check by a dropped pawn cannot be blocked, and a drop uncovers nothing.
    pub(crate) fn pawn_drop_mates(&self, s: Square) -> bool {
        let us = self.stm;
        let them = !us;
        let tk = self.king[them];
        let occ = self.occ | s.bb();
        let pinned = self.blockers_for_king(them) & self.by_color[them];
        let takers = self.attackers_with(s, them, occ) & !tk.bb();
        for t in takers {
            if !pinned.contains(t) || line(tk, t).contains(s) {
                return false;
            }
        }
        let without_king = occ ^ tk.bb();
        for to in KING_ATTACKS[tk.idx()] & !self.by_color[them] {
            if self.attackers_with(to, us, without_king).is_empty() {
                return false;
            }
        }
        true
    }
}
