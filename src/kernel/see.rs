//! Static exchange evaluation for every described variant: the captures on one square played
//! out, each side taking with its least valuable attacker, over the kernel's attack query
//! (so lame leapers and hoppers count as the occupancy left by the exchange allows).

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::tables::{code_color, code_kind, Bits};
use super::variant::{Role, Variant};
use crate::square_set::SquareSet;

/// What a royal piece is worth in an exchange: more than anything it could win.
const ROYAL_VALUE: i32 = 100_000;

impl<V: Variant> Position<V> {
    /// `true` when the exchanges `m` starts on its destination gain the mover at least
    /// `threshold` centipawns (pins ignored). A drop stakes the dropped piece; a promotion
    /// gains the promoted piece's worth over the pawn's and stakes the promoted piece.
    /// Castling, en passant and passes count as winning nothing. Where a capture explodes
    /// (atomic) or captures are forced (antichess) exchanges do not run this way, and every
    /// move passes.
    pub(crate) fn see_ge(&self, m: Move<V>, threshold: i32) -> bool {
        if V::RULES.blast_on_capture || V::RULES.must_capture {
            return true;
        }
        let t = self.t;
        let b = &self.board;
        let worth = |kind: u8| match t.role[kind as usize] {
            Role::Royal => ROYAL_VALUE,
            _ => t.value[kind as usize],
        };
        let to = m.to();
        let (staked, gained, mut occ) = match m.kind() {
            MoveKind::Normal => {
                let kind = code_kind(b.code_on(m.from()));
                let occ = b.occupied() ^ Bits::<V>::single(m.from());
                (worth(kind), 0, occ)
            }
            MoveKind::Promotion => {
                let pawn = code_kind(b.code_on(m.from()));
                let up = m.piece();
                let occ = b.occupied() ^ Bits::<V>::single(m.from());
                (worth(up), worth(up) - worth(pawn), occ)
            }
            MoveKind::ShogiPromotion => {
                let kind = code_kind(b.code_on(m.from()));
                let up = t.promotes_to[kind as usize].unwrap_or(kind);
                let occ = b.occupied() ^ Bits::<V>::single(m.from());
                (worth(up), worth(up) - worth(kind), occ)
            }
            MoveKind::Drop => (worth(m.piece()), 0, b.occupied()),
            MoveKind::EnPassant | MoveKind::Castling | MoveKind::Pass => return 0 >= threshold,
        };
        let victim = b.code_on(to);
        let taken = if victim == 0 {
            0
        } else {
            worth(code_kind(victim))
        };
        let mut swap = taken + gained - threshold;
        if swap < 0 {
            return false;
        }
        swap = staked - swap;
        if swap <= 0 {
            return true;
        }
        occ |= Bits::<V>::single(to);
        let mut side = b.side;
        let mut wins = true;
        loop {
            side = side.flip();
            // Asked again each time: a piece gone may open a line, or take a hopper's screen.
            let attackers = b.attackers(t, side, to, occ) & occ & b.color(side);
            if attackers.is_empty() {
                break;
            }
            wins = !wins;
            let (sq, kind) = attackers
                .indices()
                .map(|sq| (sq, code_kind(b.code_on(sq))))
                .min_by_key(|&(_, kind)| worth(kind))
                .expect("an attacker");
            debug_assert_eq!(code_color(b.code_on(sq)), side);
            if t.role[kind as usize] == Role::Royal {
                // The royal piece takes only when nothing takes it back.
                let others = b.attackers(t, side.flip(), to, occ ^ Bits::<V>::single(sq))
                    & occ
                    & b.color(side.flip());
                return if others.any() { !wins } else { wins };
            }
            swap = worth(kind) - swap;
            if swap < i32::from(wins) {
                break;
            }
            occ ^= Bits::<V>::single(sq);
        }
        wins
    }
}
