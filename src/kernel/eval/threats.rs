//! Threats: enemy men attacked by something worth less than they are, or not defended at
//! all (Stockfish's and Fairy-Stockfish's largest threat terms, in one form for every kind).

use super::super::position::Position;
use super::super::tables::Bits;
use super::super::variant::{Role, Variant};
use super::view::SideView;
use crate::square::Color;
use crate::square_set::SquareSet;

/// The bonus for an undefended enemy man under attack.
const HANGING: i32 = 50;

impl<V: Variant> Position<V> {
    /// What `color` threatens: per enemy man (royal men aside) attacked by a kind worth less,
    /// a tenth of its value; per man attacked and not defended (or a piece attacked twice
    /// and defended once), [`HANGING`].
    pub(super) fn threats(&self, color: Color, mine: &SideView<V>, theirs: &SideView<V>) -> i32 {
        // Where captures explode or are forced, attacking is not threatening.
        if Self::GIVES_AWAY || V::RULES.blast_on_capture || V::RULES.must_capture {
            return 0;
        }
        let t = self.t;
        let b = &self.board;
        let enemy = color.flip();
        let strongly_protected = theirs.pawn_attacks | (theirs.twice & !mine.twice);
        let mut score = 0;
        for victim in 0..t.kinds as u8 {
            let v = victim as usize;
            if t.role[v] == Role::Royal {
                continue;
            }
            let men = b.pieces(enemy, victim) & mine.attacks;
            if men.is_empty() {
                continue;
            }
            let mut lesser = Bits::<V>::EMPTY;
            for attacker in 0..t.kinds {
                if t.value[attacker] < t.value[v] && t.role[attacker] != Role::Royal {
                    lesser |= mine.by_kind[attacker];
                }
            }
            score += (men & lesser).popcount() as i32 * t.value[v] / 10;
            let loose = if Some(victim) == t.pawn {
                !theirs.attacks
            } else {
                !theirs.attacks | mine.twice
            };
            score += (men & !strongly_protected & loose).popcount() as i32 * HANGING;
        }
        score
    }
}
