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
//!
//! Perft's last two plies work out the replier's pinned pieces and king steps once per node
//! ([`ReplySafety`]), with the squares whose contents decide them ([`attack_region`] of the
//! king and of each square it may step to). A move or drop that touches none of the king's
//! squares gives no check and leaves the pins; one that touches none of the others leaves
//! the king steps too. Chess and xiangqi do the same.

use crate::attacks::{
    between, bishop_attacks, line, piece_attacks, rook_attacks, KING_ATTACKS, KNIGHT_ATTACKS,
    KNIGHT_STRANDED, PAWN_ATTACKS, PAWN_STRANDED,
};
use crate::mv::{Move, MoveList};
use crate::piece::PieceType;
use crate::position::Shogi;
use crate::square::{zone, Bitboard, Square};
use crate::{GOTE, SENTE};
use gambit::Color;

/// The squares whose contents decide whether a side attacks `sq`: its lines in the eight
/// directions (sliders, and every step piece but the knight, which stand next to it) and the
/// squares from which a knight of either side reaches it, with `sq` itself. A move or drop
/// that touches none of them leaves the answer as it was.
#[inline(always)]
pub(crate) fn attack_region(sq: Square) -> Bitboard {
    rook_attacks(sq, Bitboard::EMPTY)
        | bishop_attacks(sq, Bitboard::EMPTY)
        | KNIGHT_ATTACKS[SENTE][sq.idx()]
        | KNIGHT_ATTACKS[GOTE][sq.idx()]
        | sq.bb()
}

/// The king safety of the side not to move, worked out once for a node: true after each of
/// the node's moves and drops that touches none of `king_region` with its from square or its
/// to square (such a move gives no check and leaves the pins as they were), and its king
/// steps too when the move touches none of `step_region` either.
pub(crate) struct ReplySafety {
    /// Its pinned pieces.
    pinned: Bitboard,
    /// The squares its king may step to.
    king_steps: Bitboard,
    /// The squares whose contents decide the check and the pins: the [`attack_region`] of
    /// the king.
    pub(crate) king_region: Bitboard,
    /// The squares whose contents decide the king steps: the [`attack_region`] of each
    /// square the king may step to.
    pub(crate) step_region: Bitboard,
}

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
        let occ = self.mailbox.occupied();
        let checkers = self.st().checkers;
        let to = m.to();
        let last1 = PAWN_STRANDED[us];
        let last2 = KNIGHT_STRANDED[us];
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
        if piece.color() != us || self.mailbox.color(us).contains(to) {
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
        let own = self.mailbox.color(us);
        let mut king_targets = KING_ATTACKS[ksq.idx()] & !own;
        if CAPTURES {
            king_targets &= self.mailbox.color(them);
        }
        sink.board_moves(ksq, self.safe_king_steps(us, king_targets), false);
        if checkers.more_than_one() {
            return;
        }
        let pinned = self.blockers_for_king(us) & own;
        self.generate_others::<CAPTURES>(sink, checkers, pinned);
    }

    /// The squares of `targets` (next to `us`'s king) that its king may step to: attacked by
    /// no enemy piece once the king has left its square.
    #[inline(always)]
    fn safe_king_steps(&self, us: Color, targets: Bitboard) -> Bitboard {
        let without_king = self.mailbox.occupied() ^ self.king[us].bb();
        let mut safe = Bitboard::EMPTY;
        for to in targets {
            if self.attackers_with(to, !us, without_king).is_empty() {
                safe |= to.bb();
            }
        }
        safe
    }

    /// The moves and drops of the side to move but its king's, given its checkers (at most
    /// one) and its pinned pieces.
    #[inline(always)]
    fn generate_others<const CAPTURES: bool>(
        &self,
        sink: &mut impl Sink,
        checkers: Bitboard,
        pinned: Bitboard,
    ) {
        let us = self.stm;
        let them = !us;
        let ksq = self.king[us];
        let own = self.mailbox.color(us);
        let occ = self.mailbox.occupied();
        let (mut target, drop_target) = match checkers.single() {
            Some(c) => (between(ksq, c) | c.bb(), between(ksq, c)),
            None => (!own, !occ),
        };
        if CAPTURES {
            target &= self.mailbox.color(them);
        }
        let zone = zone(us);
        let last1 = PAWN_STRANDED[us];
        let last2 = KNIGHT_STRANDED[us];
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
            let pawn_files = Square::files_of(self.pieces(us, PieceType::Pawn));
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

    /// The king safety of the side not to move, for the count of its replies to each of this
    /// node's moves ([`Shogi::count_legal_replies`]).
    #[inline(always)]
    pub(crate) fn reply_safety(&self) -> ReplySafety {
        let (mover, replier) = (self.stm, !self.stm);
        let ksq = self.king[replier];
        let targets = KING_ATTACKS[ksq.idx()] & !self.mailbox.color(replier);
        let mut step_region = Bitboard::EMPTY;
        for t in targets {
            step_region |= attack_region(t);
        }
        // Never in a legal position: the side to move attacks the other king.
        let king_region = if self
            .attackers_with(ksq, mover, self.mailbox.occupied())
            .any()
        {
            Bitboard::FULL
        } else {
            attack_region(ksq)
        };
        ReplySafety {
            pinned: self.blockers_for_king(replier) & self.mailbox.color(replier),
            king_steps: self.safe_king_steps(replier, targets),
            king_region,
            step_region,
        }
    }

    /// The number of legal moves after a move that touched none of `safety.king_region`,
    /// which was worked out before it ([`Shogi::reply_safety`]): no check and the same pins;
    /// the same king steps unless `steps_touched`, when they are tested again.
    #[inline(always)]
    pub(crate) fn legal_move_count_kept(&self, safety: &ReplySafety, steps_touched: bool) -> usize {
        let us = self.stm;
        let mut sink = CountSink(0);
        let steps = if steps_touched {
            let targets = KING_ATTACKS[self.king[us].idx()] & !self.mailbox.color(us);
            self.safe_king_steps(us, targets)
        } else {
            safety.king_steps
        };
        sink.board_moves(self.king[us], steps, false);
        self.generate_others::<false>(&mut sink, Bitboard::EMPTY, safety.pinned);
        sink.0
    }

    /// `true` when a pawn dropped by the side to move on `s`, the square in front of the enemy
    /// king, would mate: no enemy piece but the king may take it (a pinned piece only along its
    /// pin), and the king has no safe square (taking the pawn included, when nothing guards
    /// it). A check by a dropped pawn cannot be blocked, and a drop uncovers nothing.
    pub(crate) fn pawn_drop_mates(&self, s: Square) -> bool {
        let us = self.stm;
        let them = !us;
        let tk = self.king[them];
        let occ = self.mailbox.occupied() | s.bb();
        let pinned = self.blockers_for_king(them) & self.mailbox.color(them);
        let takers = self.attackers_with(s, them, occ) & !tk.bb();
        for t in takers {
            if !pinned.contains(t) || line(tk, t).contains(s) {
                return false;
            }
        }
        let without_king = occ ^ tk.bb();
        for to in KING_ATTACKS[tk.idx()] & !self.mailbox.color(them) {
            if self.attackers_with(to, us, without_king).is_empty() {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::{Piece, PIECES};
    use crate::position::Board;

    /// A tiny xorshift generator.
    fn rng(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// A board with the pieces of `cells` (piece indices).
    fn board_of(cells: &[Option<usize>; 81]) -> Board {
        let mut b = Board::empty();
        for (i, c) in cells.iter().enumerate() {
            if let Some(p) = c {
                b.put(Piece::from_index(*p), Square::from_u8(i as u8));
            }
        }
        b
    }

    /// The claim [`ReplySafety`] rests on: changing what stands on a square outside a
    /// square's [`attack_region`] never changes whether a side attacks it.
    #[test]
    fn squares_outside_the_attack_region_do_not_change_attacks() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        let random_piece = |state: &mut u64| (rng(state) % PIECES as u64) as usize;
        for _ in 0..500 {
            let mut cells = [None; 81];
            for c in cells.iter_mut() {
                if rng(&mut state) % 3 == 0 {
                    *c = Some(random_piece(&mut state));
                }
            }
            let before = board_of(&cells);
            let x = (rng(&mut state) % 81) as usize;
            let mut changed = cells;
            changed[x] = match cells[x] {
                Some(_) => None,
                None => Some(random_piece(&mut state)),
            };
            let after = board_of(&changed);
            let x = Square::from_u8(x as u8);
            for sq in Square::all() {
                if attack_region(sq).contains(x) {
                    continue;
                }
                for by in [SENTE, GOTE] {
                    assert_eq!(
                        before
                            .attackers_with(sq, by, before.mailbox.occupied())
                            .any(),
                        after.attackers_with(sq, by, after.mailbox.occupied()).any(),
                        "{x} changed, attacks on {sq} by {by:?}"
                    );
                }
            }
        }
    }
}
