//! What a hand is worth. (A bonus per safe square of the other side's half a piece in hand
//! could be dropped on, Fairy-Stockfish's drop mobility, lost: docs/strength.md.)

use super::super::position::Position;
use super::super::variant::{Variant, MAX_KINDS};
use crate::square::Color;

impl<V: Variant> Position<V> {
    /// What `color`'s hand is worth. A piece to drop goes anywhere: its value and an eighth.
    /// A piece to gate enters only through an open gate, one a gate: the most valuable ones
    /// while gates last count at their value, the rest nothing.
    pub(super) fn hand_worth(&self, color: Color) -> i32 {
        let t = self.t;
        let b = &self.board;
        let held = (0..t.kinds as u8).filter(|&k| b.hand(color, k) > 0);
        if V::RULES.gating.is_none() {
            return held
                .map(|k| {
                    let value = self.material_worth(k);
                    (value + value / 8) * b.hand(color, k) as i32
                })
                .sum();
        }
        let mut gates = self.st().gates[color.index()].count_ones() as i32;
        let mut values: arrayvec::ArrayVec<(i32, i32), MAX_KINDS> = held
            .map(|k| (t.value[k as usize], b.hand(color, k) as i32))
            .collect();
        values.sort_unstable_by_key(|&(value, _)| std::cmp::Reverse(value));
        let mut worth = 0;
        for (value, count) in values {
            let entering = count.min(gates);
            worth += value * entering;
            gates -= entering;
        }
        worth
    }
}
