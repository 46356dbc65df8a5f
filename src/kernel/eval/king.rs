//! The danger around a royal piece.

use super::super::position::Position;
use super::super::tables::Bits;
use super::super::variant::{Role, Variant};
use crate::square::Color;
use crate::square_set::SquareSet;

/// King danger in centipawns by attack units (capped at the last entry): slow at first,
/// since one attacker is rarely a threat, then steep.
fn king_danger(units: i32) -> i32 {
    let u = units.min(40);
    u * u * 3 / 2
}

impl<V: Variant> Position<V> {
    /// The danger around `color`'s royal piece: the enemy pieces that reach the squares
    /// around it (and the enemy's hand, which can drop beside it), squared.
    pub(super) fn danger_to(&self, color: Color) -> i32 {
        let t = self.t;
        let b = &self.board;
        // Where checks are allowed it counts in a race to a region too: with the royal
        // piece's way to its region weighed against the enemy's attacks (`goals.rs`), king
        // of the hill gained from it (75%), where alone it had lost (37.5%).
        if !V::RULES.checks_allowed {
            return 0;
        }
        let Some(ksq) = b.royal_square(t, color) else {
            return 0;
        };
        let zone = t.ring[ksq as usize] | Bits::<V>::single(ksq);
        let enemy = color.flip();
        let occ = b.occupied();
        let mut attackers = 0;
        let mut units = 0;
        for kind in 0..t.kinds as u8 {
            let k = kind as usize;
            if t.role[k] == Role::Royal {
                continue;
            }
            for sq in b.pieces(enemy, kind).indices() {
                let (_, capture) = self.reach(enemy, kind, sq, occ);
                let hits = (capture & zone).popcount() as i32;
                if hits > 0 {
                    attackers += 1;
                    units += 2 + hits + t.value[k] / 300;
                }
            }
            // A piece to gate enters on the back rank only, not beside the royal piece.
            let held = if V::RULES.drops.is_some() {
                b.hand(enemy, kind) as i32
            } else {
                0
            };
            if held > 0 {
                attackers += held;
                units += held * (1 + t.value[k] / 300);
            }
        }
        if attackers < 2 {
            return 0;
        }
        // Own pieces beside the royal one shelter it.
        let shelter = (t.ring[ksq as usize] & b.color(color)).popcount() as i32;
        king_danger((units - shelter).max(0))
    }
}
