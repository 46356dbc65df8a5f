//! Legal move generation.
//!
//! # Approach
//!
//! Not make-and-test. Once per node we compute, for the side to move:
//!
//! - **checkers** (kept in the state by `make`);
//! - **blockers**: our pieces whose removal would uncover an attack on our king: the single
//!   piece between the king and an enemy chariot on a line, the single piece between the two
//!   kings on a file (flying general), *both* pieces between an enemy cannon and the king when
//!   there are exactly two (removing either leaves one screen), and a piece standing on the leg
//!   of an enemy horse that would otherwise attack the king;
//! - **forbidden landing squares**: the empty squares between the king and an enemy cannon with
//!   nothing in between. A piece arriving there becomes a screen and gives the cannon a check.
//!
//! Then pseudo-legal moves are generated and:
//!
//! - when not in check, a move of a piece that is neither the king nor a blocker is legal
//!   exactly when it does not land on a forbidden square (it uncovers nothing; arriving
//!   anywhere else can only add blocks, and a capture replaces a piece without changing the
//!   occupancy), so such moves are counted by popcount in bulk;
//! - king moves, blocker moves, and every move while in check are verified by one cheap
//!   attack test on the updated occupancy (`occ - from + to`, the captured piece removed from
//!   the enemy set): no full make.
//!
//! Cannon checks are evaded, and the attack test finds every way: capturing the cannon, moving
//! the king off the line, moving our screen off the line, or adding a second piece between the
//! cannon and the king (two screens block). Capturing an enemy screen keeps the screen count,
//! so it does not evade.
//!
//! The captures-only generator (quiescence) is the same code with every destination set
//! narrowed to the enemy's pieces, so it yields the captures in the order the full generator
//! lists them.
//!
//! When the moves are only counted (perft's last ply) and the node has no blocker, no check
//! and no forbidden square, two shortcuts apply: the chariots' and cannons' moves are counted
//! on their rank and file in line bits (the position's lines, kept by make and undo), never
//! put back on the board, and the soldiers' moves by one shift per direction for them all.
//!
//! Perft's last two plies count the replies to every move of a node
//! ([`Xiangqi::count_legal_replies`]). The replier's king stands still through the node's
//! moves, so its safety is worked out once, before them ([`ReplySafety`]): its pins and its
//! king's legal steps, and the squares whose contents decide them ([`ATTACK_REGION`] of the
//! king and of each square it may step to). A move that touches none of the king's squares,
//! with its from square or its to square, gives no check and leaves the pins as they were,
//! and one that touches none of the steps' squares leaves the steps' answers too: only the
//! other pieces' moves are generated again. At the start position three moves in four keep
//! everything.

use crate::attacks::{
    between, cannon_attacks, elephant_attacks, horse_attacks, horse_reach, lines, pawn_attacks,
    pawn_move_count, rook_and_cannon_attacks, rook_attacks, slider_move_counts, ADVISOR_ATTACKS,
    ATTACK_REGION, HORSE_ATTACKERS, KING_ATTACKS,
};
use crate::mv::{Move, MoveList};
use crate::piece::PieceType;
use crate::position::{Xiangqi, EMPTY};
use crate::square::{Bitboard, Square};
use gambit::Color;

/// Where generated moves go: a list, or a counter.
pub(crate) trait Sink {
    /// `true` when the sink only counts, so that moves may be counted without their squares
    /// ([`Sink::add_count`]).
    const COUNTS: bool;
    /// One move.
    fn add(&mut self, from: Square, to: Square);
    /// Every move from `from` to a square of `targets`.
    fn add_all(&mut self, from: Square, targets: Bitboard);
    /// `n` moves, counted in bulk: called only when [`Sink::COUNTS`] is `true`.
    fn add_count(&mut self, n: u32);
}

/// Counts moves.
pub(crate) struct Counter(pub usize);

impl Sink for Counter {
    const COUNTS: bool = true;
    #[inline(always)]
    fn add_count(&mut self, n: u32) {
        self.0 += n as usize;
    }
    #[inline(always)]
    fn add(&mut self, _from: Square, _to: Square) {
        self.0 += 1;
    }
    #[inline(always)]
    fn add_all(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count() as usize;
    }
}

impl Sink for MoveList {
    const COUNTS: bool = false;
    fn add_count(&mut self, _n: u32) {
        unreachable!("a move list is never given a bare count (Sink::COUNTS is false)");
    }
    #[inline(always)]
    fn add(&mut self, from: Square, to: Square) {
        // The list holds the most moves a position can have (`MoveList`): never fails.
        self.push(Move::new(from, to));
    }
    #[inline(always)]
    fn add_all(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.add(from, to);
        }
    }
}

/// The king safety of the side not to move, worked out once for a node: true after each of
/// the node's moves that touches none of `king_region` with its from square or its to
/// square (such a move gives no check and leaves the pins as they were), and its king steps
/// too when the move touches none of `step_region` either.
pub(crate) struct ReplySafety {
    /// The pins the side will have.
    pins: PinInfo,
    /// Its king's legal steps.
    king_steps: u32,
    /// The squares whose contents decide the check and the pins: the [`ATTACK_REGION`] of
    /// the king.
    pub(crate) king_region: Bitboard,
    /// The squares whose contents decide the king steps: the [`ATTACK_REGION`] of each
    /// square the king may step to.
    pub(crate) step_region: Bitboard,
}

/// Pin information for the side to move.
pub(crate) struct PinInfo {
    /// Our pieces whose every move must be verified.
    pub blockers: Bitboard,
    /// Squares our non-king pieces may not land on.
    pub forbidden: Bitboard,
}

impl Xiangqi {
    /// Blockers and forbidden landing squares for the side to move (see the module doc).
    #[inline(always)]
    pub(crate) fn pin_info(&self) -> PinInfo {
        self.pin_info_of(self.stm)
    }

    /// Blockers and forbidden landing squares for `us`, to move or not.
    #[inline(always)]
    fn pin_info_of(&self, us: Color) -> PinInfo {
        let them_bb = self.mailbox.color(!us);
        let ksq = self.king[us];
        let occ = self.mailbox.occupied();
        let line = lines(ksq);
        let mut blockers = Bitboard::EMPTY;
        let mut forbidden = Bitboard::EMPTY;
        let k = self.mailbox.kinds();
        let snipers = (k[PieceType::Rook as usize] | k[PieceType::King as usize]) & them_bb & line;
        for s in snipers {
            let b = between(ksq, s) & occ;
            if b.count() == 1 {
                blockers |= b;
            }
        }
        for s in k[PieceType::Cannon as usize] & them_bb & line {
            let btw = between(ksq, s);
            let b = btw & occ;
            match b.count() {
                0 => forbidden |= btw,
                2 => blockers |= b,
                _ => {}
            }
        }
        let horses = k[PieceType::Horse as usize] & them_bb;
        if (horses & horse_reach(ksq)).any() {
            for e in &HORSE_ATTACKERS[ksq.idx()] {
                if (occ & e.block).any() && (e.to & horses).any() {
                    blockers |= e.block;
                }
            }
        }
        PinInfo {
            blockers: blockers & self.mailbox.color(us),
            forbidden,
        }
    }

    /// `true` when the side to move, moving `from` -> `to` (a pseudo-legal move of a piece
    /// other than the king), leaves its king attacked.
    #[inline(always)]
    pub(crate) fn move_exposes_king(&self, from: Square, to: Square) -> bool {
        let them = !self.stm;
        let occ = (self.mailbox.occupied() ^ from.bb()) | to.bb();
        let them_bb = self.mailbox.color(them).without(to);
        self.attackers_with(self.king[self.stm], occ, them_bb, them)
            .any()
    }

    /// `true` when the king of the side to move, stepping `from` -> `to`, would be attacked.
    #[inline(always)]
    pub(crate) fn king_step_attacked(&self, from: Square, to: Square) -> bool {
        self.king_step_attacked_of(self.stm, from, to)
    }

    /// `true` when the king of `us`, to move or not, stepping `from` -> `to`, would be
    /// attacked.
    #[inline(always)]
    fn king_step_attacked_of(&self, us: Color, from: Square, to: Square) -> bool {
        let them = !us;
        let occ = (self.mailbox.occupied() ^ from.bb()) | to.bb();
        let them_bb = self.mailbox.color(them).without(to);
        self.attackers_with(to, occ, them_bb, them).any()
    }

    /// Sends the moves from `from` to `targets`, verifying each when `from` is in `verify`
    /// (never with `VERIFY` off: the caller found `verify` empty).
    #[inline(always)]
    fn emit<S: Sink, const VERIFY: bool>(
        &self,
        sink: &mut S,
        from: Square,
        targets: Bitboard,
        verify: Bitboard,
    ) {
        if !VERIFY || !verify.contains(from) {
            sink.add_all(from, targets);
        } else {
            for to in targets {
                if !self.move_exposes_king(from, to) {
                    sink.add(from, to);
                }
            }
        }
    }

    /// Generates every legal move into `sink`.
    #[inline(always)]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        self.generate_selected::<S, true>(sink);
    }

    /// Generates the legal moves into `sink`: all of them with `QUIETS`, else the captures
    /// only. Captures come in the order of the full generation, which narrows each piece's
    /// destinations to the enemy's pieces and lists them alike.
    #[inline(always)]
    fn generate_selected<S: Sink, const QUIETS: bool>(&self, sink: &mut S) {
        self.generate_with::<S, QUIETS>(sink, self.st().checkers);
    }

    /// [`Xiangqi::generate_selected`] with the checkers given: the current ones, or those of a
    /// move played on the board without pushing its state ([`Xiangqi::count_legal_after`]).
    #[inline(always)]
    fn generate_with<S: Sink, const QUIETS: bool>(&self, sink: &mut S, checkers: Bitboard) {
        let us = self.stm;
        let own = self.mailbox.color(us);
        let enemy = self.mailbox.color(!us);
        let ksq = self.king[us];
        let (verify, forbidden) = if checkers.any() {
            (Bitboard::FULL, Bitboard::EMPTY)
        } else {
            let p = self.pin_info();
            (p.blockers, p.forbidden)
        };
        // Every destination of every piece lies in `reach`.
        let reach = if QUIETS { !own } else { enemy };
        let allowed = reach & !forbidden;

        // King: every step is verified.
        for to in KING_ATTACKS[ksq.idx()] & reach {
            if !self.king_step_attacked(ksq, to) {
                sink.add(ksq, to);
            }
        }
        self.generate_others::<S, QUIETS>(sink, allowed, verify, forbidden.is_empty());
    }

    /// The moves of every piece but the king to `allowed`, verifying those of `verify`'s
    /// pieces; `unforbidden` says that no landing square is forbidden.
    #[inline(always)]
    fn generate_others<S: Sink, const QUIETS: bool>(
        &self,
        sink: &mut S,
        allowed: Bitboard,
        verify: Bitboard,
        unforbidden: bool,
    ) {
        // Most nodes have no blocker and no check: their pieces are generated without a
        // per-piece test, and counted, when only counted, on the lines where they can.
        if verify.any() {
            self.generate_sliders::<S, QUIETS, true>(sink, allowed, verify);
            self.generate_pieces::<S, QUIETS, true>(sink, allowed, verify);
        } else if S::COUNTS && QUIETS && unforbidden {
            self.count_sliders(sink);
            self.generate_pieces::<S, QUIETS, false>(sink, allowed, verify);
        } else {
            self.generate_sliders::<S, QUIETS, false>(sink, allowed, verify);
            self.generate_pieces::<S, QUIETS, false>(sink, allowed, verify);
        }
    }

    /// Counts the chariots' and cannons' moves on their lines ([`slider_move_counts`]): for a
    /// counting sink, with no piece to verify and no forbidden landing square.
    #[inline(always)]
    fn count_sliders<S: Sink>(&self, sink: &mut S) {
        let us = self.stm;
        let own = self.mailbox.color(us);
        let k = self.mailbox.kinds();
        for s in k[PieceType::Rook as usize] & own {
            sink.add_count(slider_move_counts(s, &self.lines, us).0);
        }
        for s in k[PieceType::Cannon as usize] & own {
            sink.add_count(slider_move_counts(s, &self.lines, us).1);
        }
    }

    /// The chariots' and cannons' moves to `allowed`, verifying those of `verify`'s pieces
    /// when `VERIFY` is on ([`Xiangqi::generate_with`]).
    #[inline(always)]
    fn generate_sliders<S: Sink, const QUIETS: bool, const VERIFY: bool>(
        &self,
        sink: &mut S,
        allowed: Bitboard,
        verify: Bitboard,
    ) {
        let own = self.mailbox.color(self.stm);
        let enemy = self.mailbox.color(!self.stm);
        let occ = self.mailbox.occupied();
        let k = self.mailbox.kinds();
        for s in k[PieceType::Rook as usize] & own {
            self.emit::<S, VERIFY>(sink, s, rook_attacks(s, occ) & allowed, verify);
        }
        for s in k[PieceType::Cannon as usize] & own {
            let (slides, jumps) = rook_and_cannon_attacks(s, occ);
            let captures = jumps & enemy;
            let t = if QUIETS {
                slides & !occ | captures
            } else {
                captures
            };
            self.emit::<S, VERIFY>(sink, s, t & allowed, verify);
        }
    }

    /// The moves of the horses, soldiers, elephants and advisors to `allowed`, as
    /// [`Xiangqi::generate_sliders`] does.
    #[inline(always)]
    fn generate_pieces<S: Sink, const QUIETS: bool, const VERIFY: bool>(
        &self,
        sink: &mut S,
        allowed: Bitboard,
        verify: Bitboard,
    ) {
        let us = self.stm;
        let own = self.mailbox.color(us);
        let occ = self.mailbox.occupied();
        let k = self.mailbox.kinds();
        for s in k[PieceType::Horse as usize] & own {
            self.emit::<S, VERIFY>(sink, s, horse_attacks(s, occ) & allowed, verify);
        }
        let pawns = k[PieceType::Pawn as usize] & own;
        if S::COUNTS && !VERIFY {
            sink.add_count(pawn_move_count(us, pawns, allowed));
        } else {
            for s in pawns {
                self.emit::<S, VERIFY>(sink, s, pawn_attacks(us, s) & allowed, verify);
            }
        }
        for s in k[PieceType::Elephant as usize] & own {
            self.emit::<S, VERIFY>(sink, s, elephant_attacks(s, occ) & allowed, verify);
        }
        for s in k[PieceType::Advisor as usize] & own {
            self.emit::<S, VERIFY>(sink, s, ADVISOR_ATTACKS[s.idx()] & allowed, verify);
        }
    }

    /// Every legal move.
    pub(crate) fn push_legal(&self, moves: &mut MoveList) {
        self.generate(moves);
    }

    /// The legal captures, in the order [`legal_moves`](Self::legal_moves) lists them.
    pub(crate) fn legal_captures(&self, moves: &mut MoveList) {
        self.generate_selected::<_, false>(moves);
    }

    /// The number of legal moves.
    pub(crate) fn legal_move_count(&self) -> usize {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// The number of legal moves, given the checkers (see [`Xiangqi::generate_with`]).
    #[inline]
    pub(crate) fn legal_move_count_with(&self, checkers: Bitboard) -> usize {
        let mut c = Counter(0);
        self.generate_with::<_, true>(&mut c, checkers);
        c.0
    }

    /// The king safety of the side not to move, for the count of its replies to each of this
    /// node's moves ([`Xiangqi::count_legal_replies`]).
    #[inline(always)]
    pub(crate) fn reply_safety(&self) -> ReplySafety {
        let (mover, replier) = (self.stm, !self.stm);
        let ksq = self.king[replier];
        let mut king_region = ATTACK_REGION[ksq.idx()];
        let mut step_region = Bitboard::EMPTY;
        let mut king_steps = 0;
        for to in KING_ATTACKS[ksq.idx()] & !self.mailbox.color(replier) {
            step_region |= ATTACK_REGION[to.idx()];
            king_steps += u32::from(!self.king_step_attacked_of(replier, ksq, to));
        }
        // Never in a legal position: the side to move attacks the other king. No move
        // keeps anything then.
        if self.attackers(ksq, mover).any() {
            king_region = Bitboard::FULL;
        }
        ReplySafety {
            pins: self.pin_info_of(replier),
            king_steps,
            king_region,
            step_region,
        }
    }

    /// The number of legal moves after a move that touched none of `safety.king_region`,
    /// which was worked out before it ([`Xiangqi::reply_safety`]): no check and the same
    /// pins; the same king steps unless `steps_touched`, when they are tested again.
    #[inline(always)]
    pub(crate) fn legal_move_count_safe(&self, safety: &ReplySafety, steps_touched: bool) -> usize {
        let own = self.mailbox.color(self.stm);
        let mut c = Counter(0);
        if steps_touched {
            let ksq = self.king[self.stm];
            for to in KING_ATTACKS[ksq.idx()] & !own {
                c.0 += usize::from(!self.king_step_attacked(ksq, to));
            }
        } else {
            c.0 = safety.king_steps as usize;
        }
        let allowed = !own & !safety.pins.forbidden;
        let unforbidden = safety.pins.forbidden.is_empty();
        self.generate_others::<_, true>(&mut c, allowed, safety.pins.blockers, unforbidden);
        c.0
    }

    /// `true` when `m` is legal here, without generating every move.
    pub(crate) fn is_legal_move(&self, m: Move) -> bool {
        if m.is_null() {
            return false;
        }
        let (from, to) = (m.from(), m.to());
        let us = self.stm;
        let pc = self.mailbox.cell(from);
        if pc == EMPTY || (pc as usize) / 7 != us.index() || from == to {
            return false;
        }
        if self.mailbox.color(us).contains(to) {
            return false;
        }
        let occ = self.mailbox.occupied();
        let reach = match PieceType::ALL[pc as usize % 7] {
            PieceType::King => {
                return KING_ATTACKS[from.idx()].contains(to) && !self.king_step_attacked(from, to)
            }
            PieceType::Advisor => ADVISOR_ATTACKS[from.idx()],
            PieceType::Elephant => elephant_attacks(from, occ),
            PieceType::Horse => horse_attacks(from, occ),
            PieceType::Rook => rook_attacks(from, occ),
            PieceType::Cannon => {
                rook_attacks(from, occ) & !occ | cannon_attacks(from, occ) & self.mailbox.color(!us)
            }
            PieceType::Pawn => pawn_attacks(us, from),
        };
        reach.contains(to) && !self.move_exposes_king(from, to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::XiangqiNotation;
    use crate::piece::Piece;
    use crate::{BLACK, RED};

    /// A tiny xorshift generator.
    fn rng(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// A position with the pieces of `cells` (board-array codes, [`EMPTY`] for none).
    fn position_of(cells: &[u8; 90]) -> Xiangqi {
        let mut pos = Xiangqi::empty(XiangqiNotation::default());
        for (i, &c) in cells.iter().enumerate() {
            if c != EMPTY {
                pos.put(Piece::from_index(c as usize), Square::from_u8(i as u8));
            }
        }
        pos
    }

    /// The claim [`ReplySafety`] rests on: changing what stands on a square outside a
    /// square's [`ATTACK_REGION`] never changes whether that side attacks it.
    #[test]
    fn squares_outside_the_attack_region_do_not_change_attacks() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        for _ in 0..300 {
            let mut cells = [EMPTY; 90];
            for c in cells.iter_mut() {
                if rng(&mut state) % 3 == 0 {
                    // Any piece but a king: a king's square is kept by `put` one per side.
                    let kind = 1 + rng(&mut state) % 6;
                    *c = (kind + 7 * (rng(&mut state) % 2)) as u8;
                }
            }
            let before = position_of(&cells);
            let x = (rng(&mut state) % 90) as usize;
            let mut changed = cells;
            changed[x] = if cells[x] == EMPTY {
                (rng(&mut state) % 14) as u8
            } else {
                EMPTY
            };
            let after = position_of(&changed);
            let x = Square::from_u8(x as u8);
            for sq in Square::all() {
                for by in [RED, BLACK] {
                    if ATTACK_REGION[sq.idx()].contains(x) {
                        continue;
                    }
                    assert_eq!(
                        before.attackers(sq, by).any(),
                        after.attackers(sq, by).any(),
                        "{x} changed, attacks on {sq} by {by:?}"
                    );
                }
            }
        }
    }
}
