//! Xiangqi end rules (AXF, as `docs/rules.md` states them): [`RuleSet`] for [`Xiangqi`].
//!
//! - No legal move (checkmate or stalemate) loses for the side to move.
//! - Neither side has a chariot, horse, cannon or soldier: draw by insufficient material.
//! - At the third occurrence of a position, the cycle since the first of the three is judged:
//!   a side that checked with every one of its moves loses (both: draw); otherwise a side that
//!   chased the same enemy piece with every one of its moves loses (both: draw); otherwise
//!   draw by repetition. A checking move is never a chase (AXF: "one check, one chase" is
//!   allowed; the opponent who chases on every move still loses).
//! - 120 plies without a capture is a draw (soldier moves do not reset the count), where each
//!   side's checks beyond its tenth are not counted; a mate on the last ply still wins.
//!
//! What a chase is: `docs/rules.md` ("Xiangqi"), and the doc of `chased_by_last_move` in this
//! file.

use crate::attacks::{
    cannon_attacks, elephant_attacks, horse_attacks, pawn_attacks, rook_attacks, ADVISOR_ATTACKS,
    KING_ATTACKS,
};
use crate::piece::{Piece, PieceType};
use crate::position::{Xiangqi, EMPTY};
use crate::square::{Bitboard, Square};
use crate::{BLACK, RED};
use gambit::history::{occurrences, search_repetition, window, KeyMatches};
use gambit::judge::{self, Attack, AttackNames, Cycle, Explain};
use gambit::{ByColor, Color, Game, Outcome, Reason, RuleSet, Verdict};

/// Red won.
pub const RED_WINS: Outcome = Outcome::FirstWins;
/// Black won.
pub const BLACK_WINS: Outcome = Outcome::SecondWins;

/// Plies without a capture that draw the game (60 moves each).
pub const MOVE_LIMIT_PLIES: u32 = 120;

/// A side that chased one and the same piece with every move of a repetition cycle loses.
pub const PERPETUAL_CHASE: Reason = Reason::new("perpetual-chase");

/// Checks per side that count toward the move limit; later ones do not.
pub const COUNTED_CHECKS: u32 = 10;

/// One ply of a judged repetition cycle, for `judge --explain` and the verdict.
#[derive(Clone, Debug)]
pub(crate) struct CyclePly {
    /// State index reached by this move (1-based ply of the game).
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The enemy pieces it chased: (identity, piece, square after the move). The identity is
    /// the piece's square at the start of the cycle, so a piece is followed as it moves.
    pub chased: Vec<(u8, Piece, Square)>,
    /// Every chase it made, chaser by chaser (a piece chased by two is in it twice).
    pub chases: Vec<Attack<Xiangqi>>,
}

fn draw(reason: Reason) -> Verdict {
    Verdict {
        outcome: Outcome::Draw,
        reason,
    }
}

fn loss(color: Color, reason: Reason) -> Verdict {
    Verdict {
        outcome: Outcome::loss_for(color),
        reason,
    }
}

/// `true` when a soldier of `color` on `sq` has crossed the river.
#[inline]
fn crossed(color: Color, sq: Square) -> bool {
    match color {
        RED => sq.rank() >= 5,
        BLACK => sq.rank() <= 4,
    }
}

impl Xiangqi {
    /// `true` when neither side has a chariot, horse, cannon or soldier.
    pub fn is_insufficient_material(&self) -> bool {
        let k = self.mailbox.kinds();
        (k[PieceType::Rook as usize]
            | k[PieceType::Horse as usize]
            | k[PieceType::Cannon as usize]
            | k[PieceType::Pawn as usize])
            .is_empty()
    }

    /// The move-limit count: plies without a capture, leaving out each side's checks beyond
    /// its tenth among the moves since the last capture held in the chain.
    pub(crate) fn move_limit_count(&self) -> u32 {
        let st = self.st();
        let span = window(&self.states);
        let states = &self.states;
        let last = states.len() - 1;
        let mut checks = ByColor::new(0u32, 0);
        for (i, s) in states.iter().enumerate().skip(last + 1 - span) {
            if s.checkers.any() {
                // Move `i` was played by the side not to move at state `i`.
                let mover = self.side_at(i).flip();
                checks[mover] += 1;
            }
        }
        let excess: u32 = checks
            .into_iter()
            .map(|(_, n)| n.saturating_sub(COUNTED_CHECKS))
            .sum();
        st.rule60.saturating_sub(excess)
    }

    /// The side to move at state index `i`.
    #[inline]
    fn side_at(&self, i: usize) -> Color {
        if (self.states.len() - 1 - i) % 2 == 0 {
            self.stm
        } else {
            !self.stm
        }
    }

    /// Squares a piece `pc` on `sq` attacks (could capture on) under occupancy `occ`.
    #[inline]
    pub(crate) fn piece_attacks(pc: Piece, sq: Square, occ: Bitboard) -> Bitboard {
        match pc.kind() {
            PieceType::King => KING_ATTACKS[sq.idx()],
            PieceType::Advisor => ADVISOR_ATTACKS[sq.idx()],
            PieceType::Elephant => elephant_attacks(sq, occ),
            PieceType::Horse => horse_attacks(sq, occ),
            PieceType::Rook => rook_attacks(sq, occ),
            PieceType::Cannon => cannon_attacks(sq, occ),
            PieceType::Pawn => pawn_attacks(pc.color(), sq),
        }
    }

    /// `true` when the piece on `from` could legally capture the enemy piece on `to`
    /// (whoever is to move): it attacks `to`, and its own king is not attacked afterwards
    /// (flying general included).
    pub(crate) fn capture_is_legal(&self, from: Square, to: Square) -> bool {
        let (Some(pc), Some(victim)) = (self.piece_at(from), self.piece_at(to)) else {
            return false;
        };
        let c = pc.color();
        if victim.color() == c
            || !Self::piece_attacks(pc, from, self.mailbox.occupied()).contains(to)
        {
            return false;
        }
        let occ = self.mailbox.occupied() ^ from.bb();
        let them = self.mailbox.color(!c).without(to);
        let ksq = if pc.kind() == PieceType::King {
            to
        } else {
            self.king[c]
        };
        self.attackers_with(ksq, occ, them, !c).is_empty()
    }

    /// `true` when, after the piece on `a` captures the piece on `t`, the owner of `t` has a
    /// legal recapture on `t` (pinned pieces, a king that would face the other king, and
    /// cannons that lose their screen do not protect).
    pub(crate) fn protected_after_capture(&self, a: Square, t: Square) -> bool {
        let (Some(attacker), Some(target)) = (self.piece_at(a), self.piece_at(t)) else {
            return false;
        };
        let s = attacker.color();
        let v = target.color();
        let occ1 = self.mailbox.occupied() ^ a.bb();
        let s_after = self.mailbox.color(s) ^ a.bb(); // the capturer, on t, is recaptured
        let defenders = self.mailbox.color(v).without(t);
        for r in defenders {
            let Some(rp) = self.piece_at(r) else { continue };
            if !Self::piece_attacks(rp, r, occ1).contains(t) {
                continue;
            }
            let occ2 = occ1 ^ r.bb();
            let ksq = if rp.kind() == PieceType::King {
                t
            } else {
                self.king[v]
            };
            if self.attackers_with(ksq, occ2, s_after, s).is_empty() {
                return true;
            }
        }
        false
    }

    /// Legal attacks of `side`'s possible chasers (chariot, horse, cannon, elephant, advisor)
    /// on enemy pieces that can be chased (not the king, not an uncrossed soldier), as
    /// (attacker square, target square) pairs.
    fn chase_attacks(&self, side: Color) -> Vec<(Square, Square)> {
        let mut pairs = Vec::new();
        let k = self.mailbox.kinds();
        let chasers =
            self.mailbox.color(side) & !(k[PieceType::King as usize] | k[PieceType::Pawn as usize]);
        let enemy = self.mailbox.color(!side) & !k[PieceType::King as usize];
        for a in chasers {
            let Some(pc) = self.piece_at(a) else { continue };
            for t in Self::piece_attacks(pc, a, self.mailbox.occupied()) & enemy {
                let Some(tp) = self.piece_at(t) else { continue };
                if tp.kind() == PieceType::Pawn && !crossed(tp.color(), t) {
                    continue;
                }
                if self.capture_is_legal(a, t) {
                    pairs.push((a, t));
                }
            }
        }
        pairs
    }

    /// `true` when the legal attack of the piece on `a` on the piece on `t` is a real chase:
    /// horse or cannon on a chariot, elephant or advisor on a chariot, horse or cannon, always;
    /// otherwise only when `t` has no real protector, and between pieces of the same type only
    /// when `t` cannot capture back.
    pub(crate) fn is_real_chase(&self, a: Square, t: Square) -> bool {
        let (Some(ap), Some(tp)) = (self.piece_at(a), self.piece_at(t)) else {
            return false;
        };
        use PieceType::*;
        let (ak, tk) = (ap.kind(), tp.kind());
        if matches!(
            (ak, tk),
            (Horse | Cannon, Rook) | (Elephant | Advisor, Rook | Horse | Cannon)
        ) {
            return true;
        }
        if self.protected_after_capture(a, t) {
            return false;
        }
        if ak == tk {
            return !self.capture_is_legal(t, a);
        }
        true
    }

    /// The chases made by the last move: the (attacker, target) pairs of real chases that
    /// were not real chases before the move (`before`: the mover's
    /// [`chase_attacks`](Self::chase_attacks) in the previous position that were real there,
    /// squares mapped through the move). So a new legal attack counts, and so does an attack
    /// the mover already had on a piece whose protection the move took away: a protector
    /// pinned by the move (a discovered pin), its line blocked, its cannon screen removed.
    /// A checking move chases nothing.
    fn chased_by_last_move(&self, before: &[(Square, Square)]) -> Vec<(Square, Square)> {
        if self.st().checkers.any() {
            return Vec::new();
        }
        let mover = !self.stm;
        self.chase_attacks(mover)
            .into_iter()
            .filter(|p| !before.contains(p) && self.is_real_chase(p.0, p.1))
            .collect()
    }

    /// Replays the moves since state index `first` and reports, for each, whether it checked
    /// and which pieces it chased.
    pub(crate) fn cycle_report(&self, first: usize) -> Vec<CyclePly> {
        let last = self.states.len() - 1;
        let first = first.min(last);
        let mut replay = self.clone();
        while replay.states.len() - 1 > first {
            replay.undo_move();
        }
        // Identity of each piece: its square at the start of the cycle.
        let mut ids = [u8::MAX; 90];
        for (s, id) in ids.iter_mut().enumerate() {
            if replay.mailbox.cells()[s] != EMPTY {
                *id = s as u8;
            }
        }
        let mut report = Vec::with_capacity(last - first);
        for i in first + 1..=last {
            let m = self.states[i].mv;
            let mover = replay.stm;
            // Real chases before the move, with the moved piece's square mapped forward.
            let before: Vec<(Square, Square)> = replay
                .chase_attacks(mover)
                .into_iter()
                .filter(|&(a, t)| replay.is_real_chase(a, t))
                .map(|(a, t)| if a == m.from() { (m.to(), t) } else { (a, t) })
                .collect();
            replay.do_move(m);
            ids[m.to().idx()] = ids[m.from().idx()];
            ids[m.from().idx()] = u8::MAX;
            let mut chased: Vec<(u8, Piece, Square)> = Vec::new();
            let mut chases = Vec::new();
            for (a, t) in replay.chased_by_last_move(&before) {
                let (Some(ap), Some(tp)) = (replay.piece_at(a), replay.piece_at(t)) else {
                    continue;
                };
                if !chased.iter().any(|c| c.2 == t) {
                    chased.push((ids[t.idx()], tp, t));
                }
                chases.push(Attack {
                    by: a,
                    by_piece: ap,
                    target: t,
                    target_piece: tp,
                    target_origin: Square::from_u8(ids[t.idx()]),
                });
            }
            report.push(CyclePly {
                ply: i,
                mover,
                chased,
                chases,
            });
        }
        report
    }

    /// The ruling on the repetition cycle from state index `first` to the current state.
    pub(crate) fn cycle_verdict(&self, first: usize) -> Verdict {
        let last = self.states.len() - 1;
        // Perpetual check, read from the chain alone.
        let mut all_checks = ByColor::new(true, true);
        for i in first + 1..=last {
            let mover = self.side_at(i).flip();
            if self.states[i].checkers.is_empty() {
                all_checks[mover] = false;
            }
        }
        match (all_checks[RED], all_checks[BLACK]) {
            (true, true) => return draw(Reason::REPETITION),
            (true, false) => return loss(RED, Reason::PERPETUAL_CHECK),
            (false, true) => return loss(BLACK, Reason::PERPETUAL_CHECK),
            (false, false) => {}
        }
        let report = self.cycle_report(first);
        let chasing = ByColor::from_fn(|side| {
            let mut common: Option<Vec<u8>> = None;
            for p in report.iter().filter(|p| p.mover == side) {
                let ids: Vec<u8> = p.chased.iter().map(|c| c.0).collect();
                common = Some(match common {
                    None => ids,
                    Some(c) => c.into_iter().filter(|id| ids.contains(id)).collect(),
                });
            }
            common.is_some_and(|c| !c.is_empty())
        });
        match (chasing[RED], chasing[BLACK]) {
            (true, false) => loss(RED, PERPETUAL_CHASE),
            (false, true) => loss(BLACK, PERPETUAL_CHASE),
            _ => draw(Reason::REPETITION),
        }
    }

    /// [`RuleSet::search_verdict`] past its early exit.
    #[inline(never)]
    fn search_history(&self, plies_from_root: usize) -> Option<Verdict> {
        let st = self.st();
        if st.rule60 >= MOVE_LIMIT_PLIES
            && self.move_limit_count() >= MOVE_LIMIT_PLIES
            && self.legal_move_count() > 0
        {
            return Some(draw(Reason::MOVE_LIMIT));
        }
        search_repetition(self, plies_from_root).map(|first| self.cycle_verdict(first))
    }

    /// The earliest of the two earlier occurrences when the current position occurs for the
    /// third time.
    fn third_occurrence(&self) -> Option<usize> {
        occurrences(self).nth(1)
    }
}

impl Xiangqi {
    /// The verdict on the current position, in order: no legal move, insufficient material,
    /// (with `repetition`) a third occurrence, the move limit.
    fn verdict_in_order(&self, repetition: bool) -> Option<Verdict> {
        if self.legal_move_count() == 0 {
            return Some(self.no_moves_verdict());
        }
        if self.is_insufficient_material() {
            return Some(draw(Reason::INSUFFICIENT_MATERIAL));
        }
        if repetition {
            if let Some(first) = self.third_occurrence() {
                return Some(self.cycle_verdict(first));
            }
        }
        if self.st().rule60 >= MOVE_LIMIT_PLIES && self.move_limit_count() >= MOVE_LIMIT_PLIES {
            return Some(draw(Reason::MOVE_LIMIT));
        }
        None
    }
}

impl RuleSet for Xiangqi {
    const SIDES: [&'static str; 2] = ["red", "black"];

    fn verdict(&self) -> Option<Verdict> {
        self.verdict_in_order(true)
    }

    /// Every verdict but a repetition ruling: the public rule cases play on past a third
    /// occurrence (the judge rules on the final position), so a repetition does not make
    /// later moves an error.
    fn automatic_verdict(&self) -> Option<Verdict> {
        self.verdict_in_order(false)
    }

    /// A side without a legal move loses, in check (checkmate) or not (stalemate).
    fn no_moves_verdict(&self) -> Verdict {
        let reason = if self.in_check() {
            Reason::CHECKMATE
        } else {
            Reason::STALEMATE
        };
        loss(self.side_to_move(), reason)
    }

    /// History rules for the search: the move limit, and a repetition (once inside the search
    /// tree, or twice in all) ruled on as a cycle (perpetual check or chase). The common case
    /// (nothing can repeat, move limit not reached) is one load of the cached hint.
    #[inline(always)]
    fn search_verdict(&self, plies_from_root: usize) -> Option<Verdict> {
        // The common case, one flag: no key on the line shares this position's filter bucket,
        // and the move limit is not reached.
        if !self.states.hint() {
            return None;
        }
        let st = self.st();
        if st.rule60 < 4 {
            return None;
        }
        // Keys only, inline: the exact check and the cycle ruling run on a match.
        if st.rule60 < MOVE_LIMIT_PLIES && KeyMatches::of_last(&self.states).next().is_none() {
            return None;
        }
        self.search_history(plies_from_root)
    }
}

impl Explain for Xiangqi {
    const COUNTED_ATTACKS: Option<AttackNames> = Some(AttackNames {
        one: "chase",
        many: "chases",
    });

    /// The cycle since the earlier of the two occurrences before the current one: the one the
    /// verdict rules on at a third occurrence.
    fn judged_cycle(&self) -> Option<Cycle<Xiangqi>> {
        let occ: Vec<usize> = occurrences(self).take(2).collect();
        let &first = occ.last()?;
        let plies = self
            .cycle_report(first)
            .into_iter()
            .map(|p| judge::CyclePly {
                ply: p.ply,
                mv: self.states[p.ply].mv,
                mover: p.mover,
                checkers: self.states[p.ply].checkers.iter().collect(),
                attacks: p.chases,
            })
            .collect();
        Some(Cycle {
            first,
            occurrences: occ.len() + 1,
            plies,
        })
    }
}
