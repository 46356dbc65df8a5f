//! Legal move generation from checkers and pin masks (no make-and-test), with one generator
//! serving both move lists and bulk counting through the [`Sink`] trait.
//!
//! Per node: the checkers come from the state; the pinned pieces are found from the enemy
//! sliders on the king's lines. In double check only the king moves. In single check the
//! other pieces may only capture the checker or block its line. A pinned piece moves only
//! along its pin line. King moves are tested with the king removed from the occupancy (so it
//! cannot hide behind itself). En passant, rare and subtle (the capture can expose the king
//! along the rank), is tested by attack lookup on the board after the capture.
//!
//! The tactical generator (quiescence: captures, en passant, queen promotions) is the same code
//! with the destinations narrowed to the enemy's pieces, as Stockfish's captures generation,
//! so it yields its moves in the order the full generator lists them.
//!
//! Perft's last two plies count the replies to every move of a node
//! ([`Chess::count_legal_replies`]). The replier's king stands still through the node's
//! moves, so its pinned pieces and its king moves (steps and castling) are worked out once,
//! before them ([`ReplySafety`]), with the squares whose contents decide them
//! ([`attack_region`] of the king, and of each square it may step to or pass when castling).
//! A normal move or promotion that touches none of the king's squares gives no check and
//! leaves the pins; one that touches none of the others leaves the king moves too.

use crate::attacks::{
    between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, line, pawn_attacks,
    rook_attacks, rook_rays,
};
use crate::mv::{Move, MoveKind, MoveList};
use crate::piece::Role;
use crate::position::{castle_bit, CastlePath, Chess, GenState};
use crate::square::{Bitboard, Square};
use gambit::Color;

/// The squares whose contents decide whether a side attacks `sq`: its lines in the eight
/// directions (sliders, and the pawns and kings next to it) and its knight squares, with
/// `sq` itself. A move that touches none of them, with its from square or its to square,
/// leaves the answer as it was.
#[inline(always)]
pub(crate) fn attack_region(sq: Square) -> Bitboard {
    rook_rays(sq) | bishop_rays(sq) | knight_attacks(sq) | sq.bb()
}

/// The king safety of the side not to move, worked out once for a node: true after each of
/// the node's normal moves and promotions that touches none of `king_region` with its from
/// square or its to square (such a move gives no check and leaves the pins as they were),
/// and its king moves too when the move touches none of `step_region` either.
pub(crate) struct ReplySafety {
    /// Its pinned pieces.
    pinned: Bitboard,
    /// The number of its king's legal moves, steps and castling.
    king_moves: usize,
    /// The squares whose contents decide the check and the pins: the [`attack_region`] of
    /// the king, which holds its rank, and so the castling rooks and the squares between.
    pub(crate) king_region: Bitboard,
    /// The squares whose contents decide the king moves: the [`attack_region`] of each
    /// square the king may step to or pass through when castling.
    pub(crate) step_region: Bitboard,
}

/// Receives generated moves, as sets of destinations where it can (so a counter just adds
/// popcounts).
pub trait Sink {
    /// One move per destination in `to`, from `from`.
    fn moves(&mut self, from: Square, to: Bitboard);
    /// Pawn moves landing on `to`, each coming from `to - delta`.
    fn pawn_moves(&mut self, to: Bitboard, delta: i8);
    /// Four promotions per destination in `to`, each coming from `to - delta`.
    fn promotions(&mut self, to: Bitboard, delta: i8);
    /// A promotion to a queen per destination in `to`, each coming from `to - delta`.
    fn queen_promotions(&mut self, to: Bitboard, delta: i8);
    /// A single special move (castling, en passant, pinned-pawn promotion).
    fn one(&mut self, m: Move);
}

impl Sink for MoveList {
    #[inline]
    fn moves(&mut self, from: Square, to: Bitboard) {
        for t in to {
            self.push(Move::normal(from, t));
        }
    }
    #[inline]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8) {
        for t in to {
            self.push(Move::normal(
                Square::from_u8((t.to_u8() as i8 - delta) as u8),
                t,
            ));
        }
    }
    #[inline]
    fn promotions(&mut self, to: Bitboard, delta: i8) {
        for t in to {
            let from = Square::from_u8((t.to_u8() as i8 - delta) as u8);
            for r in Role::PROMOTIONS {
                self.push(Move::promotion(from, t, r));
            }
        }
    }
    #[inline]
    fn queen_promotions(&mut self, to: Bitboard, delta: i8) {
        for t in to {
            let from = Square::from_u8((t.to_u8() as i8 - delta) as u8);
            self.push(Move::promotion(from, t, Role::Queen));
        }
    }
    #[inline]
    fn one(&mut self, m: Move) {
        self.push(m);
    }
}

/// Counts moves without listing them.
#[derive(Default)]
pub struct Counter(pub usize);

impl Sink for Counter {
    #[inline]
    fn moves(&mut self, _from: Square, to: Bitboard) {
        self.0 += to.count() as usize;
    }
    #[inline]
    fn pawn_moves(&mut self, to: Bitboard, _delta: i8) {
        self.0 += to.count() as usize;
    }
    #[inline]
    fn promotions(&mut self, to: Bitboard, _delta: i8) {
        self.0 += 4 * to.count() as usize;
    }
    #[inline]
    fn queen_promotions(&mut self, to: Bitboard, _delta: i8) {
        self.0 += to.count() as usize;
    }
    #[inline]
    fn one(&mut self, _m: Move) {
        self.0 += 1;
    }
}

#[inline]
fn shift(b: Bitboard, delta: i8) -> Bitboard {
    if delta > 0 {
        b.shift_up(delta as u32)
    } else {
        b.shift_down((-delta) as u32)
    }
}

impl Chess {
    /// Generates every legal move into `sink`.
    #[inline]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        self.generate_selected::<S, true>(sink);
    }

    /// Generates the legal moves into `sink`: all of them with `QUIETS`, else the tactical
    /// ones only (captures, en passant, and promotions to a queen without capture). Each
    /// piece's destinations are narrowed, never filtered after listing, so the tactical moves
    /// come in the order of the full generation.
    #[inline]
    fn generate_selected<S: Sink, const QUIETS: bool>(&self, sink: &mut S) {
        let st = self.st();
        let gen = GenState {
            checkers: st.checkers,
            castling: st.castling,
            ep: st.ep,
        };
        self.generate_with::<S, QUIETS>(sink, &gen);
    }

    /// [`Chess::generate_selected`] with the state given: the current one, or that of a move
    /// played on the board without pushing it ([`Chess::count_legal_after`]).
    #[inline(always)]
    fn generate_with<S: Sink, const QUIETS: bool>(&self, sink: &mut S, gen: &GenState) {
        let us = self.side;
        let ksq = self.king_square(us);
        let ours = self.color_bits(us);
        let checkers = gen.checkers;
        self.generate_king::<S, QUIETS>(sink, us, gen);
        if checkers.more_than_one() {
            return;
        }
        // Where a move must land: anywhere off our pieces, or onto the checker or its line.
        let target = match checkers.single() {
            Some(c) => between(ksq, c).with(c),
            None => !ours,
        };
        let pinned = self.blockers(us, ksq) & ours;
        self.generate_others::<S, QUIETS>(sink, gen, target, pinned);
    }

    /// The king moves of `us`, the side to move or, for [`Chess::reply_safety`], the other:
    /// steps to squares not attacked once the king has left its square, then castling (never
    /// in check), whose path must be unattacked. Where several squares are to be tested, one
    /// map of every square the enemy attacks answers them all; one or two are cheaper tested
    /// one at a time.
    #[inline(always)]
    fn generate_king<S: Sink, const QUIETS: bool>(&self, sink: &mut S, us: Color, gen: &GenState) {
        let them = us.flip();
        let ksq = self.king_square(us);
        let ours = self.color_bits(us);
        let occ = self.occupied();
        let occ_no_king = occ.without(ksq);
        let king_to = king_attacks(ksq) & if QUIETS { !ours } else { self.color_bits(them) };
        let castles = if QUIETS && gen.checkers.is_empty() {
            self.castles_with_free_path(us, gen.castling, occ)
        } else {
            0
        };
        let danger = if castles != 0 || king_to.count() > 2 {
            Some(self.attacks_of(them, occ_no_king))
        } else {
            None
        };
        let safe = match danger {
            Some(d) => king_to & !d,
            None => {
                let mut safe = Bitboard::EMPTY;
                for t in king_to {
                    if !self.attacked_by(them, t, occ_no_king) {
                        safe = safe.with(t);
                    }
                }
                safe
            }
        };
        sink.moves(ksq, safe);
        if let Some(d) = danger {
            self.generate_castling(sink, us, castles, ksq, occ, d);
        }
    }

    /// The moves of every piece but the king: landing on `target` (off our pieces, or onto
    /// the single checker or its line), with `pinned` our pinned pieces.
    #[inline(always)]
    fn generate_others<S: Sink, const QUIETS: bool>(
        &self,
        sink: &mut S,
        gen: &GenState,
        target: Bitboard,
        pinned: Bitboard,
    ) {
        let us = self.side;
        let ksq = self.king_square(us);
        let theirs = self.color_bits(us.flip());
        let occ = self.occupied();
        let checkers = gen.checkers;
        // Where a piece's move lands: pawn pushes and en passant keep `target`.
        let landing = if QUIETS { target } else { target & theirs };

        // Knights: a pinned knight never moves.
        for from in self.pieces(us, Role::Knight) & !pinned {
            sink.moves(from, knight_attacks(from) & landing);
        }
        let queens = self.pieces(us, Role::Queen);
        for from in (self.pieces(us, Role::Bishop) | queens) & !pinned {
            sink.moves(from, bishop_attacks(from, occ) & landing);
        }
        for from in (self.pieces(us, Role::Rook) | queens) & !pinned {
            sink.moves(from, rook_attacks(from, occ) & landing);
        }
        // Pinned sliders move along the pin line (never possible in check).
        if checkers.is_empty() {
            for from in (self.pieces(us, Role::Bishop) | queens) & pinned {
                sink.moves(from, bishop_attacks(from, occ) & landing & line(ksq, from));
            }
            for from in (self.pieces(us, Role::Rook) | queens) & pinned {
                sink.moves(from, rook_attacks(from, occ) & landing & line(ksq, from));
            }
        }

        // One copy per colour, so that the pawns' directions are constants.
        let pawns = |sink: &mut S, us| {
            self.generate_pawns::<S, QUIETS>(sink, us, ksq, occ, theirs, target, pinned, gen.ep)
        };
        match us {
            Color::White => pawns(sink, Color::White),
            Color::Black => pawns(sink, Color::Black),
        }
    }

    /// Pawn moves; without `QUIETS`, only captures, en passant and queen promotions.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn generate_pawns<S: Sink, const QUIETS: bool>(
        &self,
        sink: &mut S,
        us: Color,
        ksq: Square,
        occ: Bitboard,
        theirs: Bitboard,
        target: Bitboard,
        pinned: Bitboard,
        ep: Option<Square>,
    ) {
        let pawns = self.pieces(us, Role::Pawn);
        let empty = !occ;
        let (up, third, last) = match us {
            Color::White => (8i8, Square::rank_set(2), Square::rank_set(7)),
            Color::Black => (-8i8, Square::rank_set(5), Square::rank_set(0)),
        };
        let (not_a, not_h) = (!Square::file_set(0), !Square::file_set(7));

        let free = pawns & !pinned;
        // Pawns pinned on the king's file may still push.
        let file_pinned = pinned & pawns & Square::file_set(ksq.file());
        let pushers = free | file_pinned;
        let single = shift(pushers, up) & empty;
        if QUIETS {
            let double = shift(single & third, up) & empty & target;
            let single = single & target;
            sink.pawn_moves(single & !last, up);
            sink.promotions(single & last, up);
            sink.pawn_moves(double, 2 * up);
        } else {
            // A push to the last rank is tactical as a queen promotion only.
            sink.queen_promotions(single & target & last, up);
        }

        // Captures by unpinned pawns in bulk; (left/right as seen by white).
        let (left, right) = (up - 1, up + 1);
        let cap_left = shift(free & not_a, left) & theirs & target;
        let cap_right = shift(free & not_h, right) & theirs & target;
        sink.pawn_moves(cap_left & !last, left);
        sink.promotions(cap_left & last, left);
        sink.pawn_moves(cap_right & !last, right);
        sink.promotions(cap_right & last, right);

        // Diagonally pinned pawns may capture the pinner (or along the pin line).
        for from in pinned & pawns & !file_pinned {
            let caps = pawn_attacks(us, from) & theirs & target & line(ksq, from);
            for t in caps {
                if last.contains(t) {
                    for r in Role::PROMOTIONS {
                        sink.one(Move::promotion(from, t, r));
                    }
                } else {
                    sink.one(Move::normal(from, t));
                }
            }
        }

        if let Some(ep) = ep {
            let victim = Square::from_u8((ep.to_u8() as i8 - up) as u8);
            // In check, en passant must capture the checker or block.
            if target.contains(ep) || target.contains(victim) {
                for from in pawn_attacks(us.flip(), ep) & pawns {
                    if self.ep_capture_is_legal(us, from, ep, victim) {
                        sink.one(Move::en_passant(from, ep));
                    }
                }
            }
        }
    }

    /// The castling sides (bit 0 the king side, bit 1 the queen side) `us` holds the right
    /// to and whose squares between king and rook are empty.
    #[inline]
    fn castles_with_free_path(&self, us: Color, castling: u8, occ: Bitboard) -> u8 {
        let rights = (castling >> (us as u8 * 2)) & 3;
        let mut free = 0;
        for side in 0..2 {
            if rights & (1 << side) != 0 && (self.castle_path(us, side).empty & occ).is_empty() {
                free |= 1 << side;
            }
        }
        free
    }

    /// Castling on the `castles` sides (free paths, not in check), given the squares the
    /// enemy attacks.
    #[inline]
    fn generate_castling<S: Sink>(
        &self,
        sink: &mut S,
        us: Color,
        castles: u8,
        ksq: Square,
        occ: Bitboard,
        danger: Bitboard,
    ) {
        for side in 0..2 {
            if castles & (1 << side) != 0 {
                let path = self.castle_path(us, side);
                if (path.king_path & danger).is_empty()
                    && !self.rook_shield_hides_check(us, path, ksq, occ)
                {
                    sink.one(Move::castle(ksq, path.rook));
                }
            }
        }
    }

    /// Whether `us`, holding the right and not in check, may castle on `side` now: the
    /// squares between are empty and the king passes no attacked square.
    #[inline]
    fn castling_is_free(&self, us: Color, side: usize, ksq: Square, occ: Bitboard) -> bool {
        let path = self.castle_path(us, side);
        if (path.empty & occ).any() {
            return false;
        }
        let them = us.flip();
        if path
            .king_path
            .iter()
            .any(|s| self.attacked_by(them, s, occ))
        {
            return false;
        }
        !self.rook_shield_hides_check(us, path, ksq, occ)
    }

    /// Whether the castling rook, standing beyond the king's destination, was all that
    /// shielded that destination along the rank (Chess960): after castling the king would
    /// stand in check.
    #[inline]
    fn rook_shield_hides_check(
        &self,
        us: Color,
        path: &CastlePath,
        ksq: Square,
        occ: Bitboard,
    ) -> bool {
        path.may_shield && {
            let after = (occ ^ ksq.bb() ^ path.rook.bb()) | path.king_to.bb() | path.rook_to.bb();
            self.attacked_by(us.flip(), path.king_to, after)
        }
    }

    /// Whether `m` is legal here, decided for the one move by the generator's own tests
    /// (checkers, pins, attacked king squares, castling paths, en passant), without listing
    /// the others: what `try_make` and `make`'s debug check ask, for any move, a foreign one
    /// too.
    pub(crate) fn is_legal_move(&self, m: Move) -> bool {
        let us = self.side;
        let them = us.flip();
        let (from, to) = (m.from(), m.to());
        let Some(piece) = self.piece_at(from) else {
            return false;
        };
        if piece.color != us {
            return false;
        }
        let st = self.st();
        let ksq = self.king_square(us);
        let ours = self.color_bits(us);
        let occ = self.occupied();
        let kind = m.kind();
        match kind {
            MoveKind::Castle => {
                let side = if to > from { 0 } else { 1 };
                piece.role == Role::King
                    && st.checkers.is_empty()
                    && st.castling & castle_bit(us, side) != 0
                    && self.castle_path(us, side).rook == to
                    && self.castling_is_free(us, side, ksq, occ)
            }
            // The capture is tested on the board after it, king safety included.
            MoveKind::EnPassant => {
                piece.role == Role::Pawn
                    && st.ep == Some(to)
                    && pawn_attacks(us, from).contains(to)
                    && self.ep_capture_is_legal(us, from, to, Square::new(to.file(), from.rank()))
            }
            MoveKind::Promotion(Role::Pawn | Role::King) => false,
            MoveKind::Normal | MoveKind::Promotion(_) => {
                let reach = match piece.role {
                    Role::King => {
                        return kind == MoveKind::Normal
                            && (king_attacks(from) & !ours).contains(to)
                            && !self.attacked_by(them, to, occ.without(from));
                    }
                    Role::Pawn => {
                        let last = Square::rank_set(us.pick(7, 0));
                        if last.contains(to) != matches!(kind, MoveKind::Promotion(_)) {
                            return false;
                        }
                        let up = us.pick(8, -8);
                        let single = shift(from.bb(), up) & !occ;
                        let double = shift(single & Square::rank_set(us.pick(2, 5)), up) & !occ;
                        single | double | (pawn_attacks(us, from) & self.color_bits(them))
                    }
                    _ if kind != MoveKind::Normal => return false,
                    Role::Knight => knight_attacks(from),
                    Role::Bishop => bishop_attacks(from, occ),
                    Role::Rook => rook_attacks(from, occ),
                    Role::Queen => bishop_attacks(from, occ) | rook_attacks(from, occ),
                };
                if !(reach & !ours).contains(to) || st.checkers.more_than_one() {
                    return false;
                }
                // In check, capture the checker or block its line; pinned, stay on the pin.
                if let Some(c) = st.checkers.single() {
                    if !between(ksq, c).with(c).contains(to) {
                        return false;
                    }
                }
                !self.blockers(us, ksq).contains(from) || line(ksq, from).contains(to)
            }
        }
    }

    /// Appends every legal move.
    pub(crate) fn push_legal(&self, list: &mut MoveList) {
        self.generate(list);
    }

    /// Appends the legal tactical moves (captures, en passant, promotions to a queen without
    /// capture), in the order [`legal_moves`](Self::legal_moves) lists them.
    pub(crate) fn tactical_moves(&self, list: &mut MoveList) {
        self.generate_selected::<_, false>(list);
    }

    /// The number of legal moves.
    pub(crate) fn legal_move_count(&self) -> usize {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// The king safety of the side not to move, for the count of its replies to each of this
    /// node's moves ([`Chess::count_legal_replies`]).
    #[inline(always)]
    pub(crate) fn reply_safety(&self) -> ReplySafety {
        let (mover, replier) = (self.side, self.side.flip());
        let ksq = self.king_square(replier);
        let ours = self.color_bits(replier);
        let castling = self.st().castling;
        let mut king_moves = Counter(0);
        let gen = GenState {
            checkers: Bitboard::EMPTY,
            castling,
            ep: None,
        };
        self.generate_king::<_, true>(&mut king_moves, replier, &gen);
        // The squares its king may step to or pass through when castling.
        let mut king_squares = king_attacks(ksq) & !ours;
        for side in 0..2 {
            if castling & castle_bit(replier, side) != 0 {
                king_squares |= self.castle_path(replier, side).king_path;
            }
        }
        let mut step_region = Bitboard::EMPTY;
        for t in king_squares {
            step_region |= attack_region(t);
        }
        // Never in a legal position: the side to move attacks the other king.
        let king_region = if self.checkers_of(mover, ksq).any() {
            Bitboard::FULL
        } else {
            attack_region(ksq)
        };
        ReplySafety {
            pinned: self.blockers(replier, ksq) & ours,
            king_moves: king_moves.0,
            king_region,
            step_region,
        }
    }

    /// The number of legal moves after a move that touched none of `safety.king_region`,
    /// which was worked out before it ([`Chess::reply_safety`]): no check and the same pins;
    /// the same king moves unless `steps_touched`, when they are generated again.
    #[inline(always)]
    pub(crate) fn legal_move_count_kept(
        &self,
        gen: &GenState,
        safety: &ReplySafety,
        steps_touched: bool,
    ) -> usize {
        let us = self.side;
        let mut c = Counter(0);
        if steps_touched {
            self.generate_king::<_, true>(&mut c, us, gen);
        } else {
            c.0 = safety.king_moves;
        }
        self.generate_others::<_, true>(&mut c, gen, !self.color_bits(us), safety.pinned);
        c.0
    }

    /// The number of legal moves, given the state (see [`Chess::generate_with`]).
    #[inline]
    pub(crate) fn legal_move_count_with(&self, gen: &GenState) -> usize {
        let mut c = Counter(0);
        self.generate_with::<_, true>(&mut c, gen);
        c.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::Piece;

    /// A tiny xorshift generator.
    fn rng(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// A board with the pieces of `cells`.
    fn board_of(cells: &[Option<Piece>; 64]) -> Chess {
        let mut pos = Chess::empty();
        for (i, c) in cells.iter().enumerate() {
            if let Some(p) = c {
                pos.placement.put(*p, Square::from_u8(i as u8));
            }
        }
        pos
    }

    /// A random piece of any color and role.
    fn random_piece(state: &mut u64) -> Piece {
        let color = if rng(state) % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        Piece::new(color, Role::from_index((rng(state) % 6) as usize))
    }

    /// The claim [`ReplySafety`] rests on: changing what stands on a square outside a
    /// square's [`attack_region`] never changes whether a side attacks it.
    #[test]
    fn squares_outside_the_attack_region_do_not_change_attacks() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..500 {
            let mut cells = [None; 64];
            for c in cells.iter_mut() {
                if rng(&mut state) % 3 == 0 {
                    *c = Some(random_piece(&mut state));
                }
            }
            let before = board_of(&cells);
            let x = (rng(&mut state) % 64) as usize;
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
                for by in [Color::White, Color::Black] {
                    assert_eq!(
                        before.attacked_by(by, sq, before.occupied()),
                        after.attacked_by(by, sq, after.occupied()),
                        "{x} changed, attacks on {sq} by {by:?}"
                    );
                }
            }
        }
    }
}
