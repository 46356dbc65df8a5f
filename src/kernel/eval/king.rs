//! The danger around a royal piece.

use super::super::position::Position;
use super::super::tables::Bits;
use super::super::variant::{Role, Variant};
use super::view::SideView;
use crate::square::Color;
use crate::square_set::SquareSet;

/// The attack units of one kind's safe check: a check lands where a piece dropped or moved
/// cannot be taken, and in a drop game a check on the next move is the start of most mates.
const SAFE_CHECK_UNITS: i32 = 6;

/// The share of the danger a drop game counts. Its material counts at half its worth or
/// less ([`Position::material_worth`]), and at its full size the danger outweighed it
/// (docs/strength.md).
const DROP_GAME_DANGER_PERCENT: i32 = 20;

/// King danger in centipawns by attack units (capped at the last entry): slow at first,
/// since one attacker is rarely a threat, then steep.
fn king_danger(units: i32) -> i32 {
    let u = units.min(40);
    u * u * 3 / 2
}

impl<V: Variant> Position<V> {
    /// The danger around `color`'s royal piece: the enemy pieces that reach the squares
    /// around it (and the enemy's hand, which can drop beside it), squared. `mine` and
    /// `theirs` are the two sides' views, `color`'s first.
    pub(super) fn danger_to(&self, color: Color, mine: &SideView<V>, theirs: &SideView<V>) -> i32 {
        let t = self.t;
        let b = &self.board;
        // Where checks are allowed it counts in a race to a region too: the royal piece's
        // way to its region is weighed against the enemy's attacks (`goals.rs`), and king
        // of the hill gained from the two together where either alone lost
        // (docs/strength.md).
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
        if V::RULES.drops.is_some() {
            units += self.drop_game_danger(color, ksq, mine, theirs);
        }
        if attackers < 2 && units < SAFE_CHECK_UNITS {
            return 0;
        }
        // Own pieces beside the royal one shelter it.
        let shelter = (t.ring[ksq as usize] & b.color(color)).popcount() as i32;
        let danger = king_danger((units - shelter).max(0));
        if V::RULES.drops.is_some() {
            danger * DROP_GAME_DANGER_PERCENT / 100
        } else {
            danger
        }
    }

    /// What a drop game adds to the danger around `color`'s royal piece on `ksq`, in attack
    /// units (Fairy-Stockfish's terms for crazyhouse): the squares beside it that the enemy
    /// attacks and only the royal piece defends, and, per enemy kind, the safe checks it
    /// can give next move (from the board or the hand, onto a square `color` does not
    /// defend), more when there are several.
    fn drop_game_danger(
        &self,
        color: Color,
        ksq: u32,
        mine: &SideView<V>,
        theirs: &SideView<V>,
    ) -> i32 {
        let t = self.t;
        let b = &self.board;
        let enemy = color.flip();
        let occ = b.occupied();
        let empty = t.board & !occ;
        let weak = theirs.attacks & !mine.twice;
        let mut units = 3 * (t.ring[ksq as usize] & weak).popcount() as i32;
        let safe = !b.color(enemy) & (!mine.attacks | (weak & theirs.twice));
        for kind in 0..t.kinds as u8 {
            let k = kind as usize;
            if t.role[k] == Role::Royal {
                continue;
            }
            let on_board = b.pieces(enemy, kind);
            let in_hand = b.hand(enemy, kind) > 0;
            if on_board.is_empty() && !in_hand {
                continue;
            }
            // Where a piece of this kind would attack the royal piece from.
            let from_there = self.reach(color, kind, ksq, occ).1 & safe & t.board;
            if from_there.is_empty() {
                continue;
            }
            let mut checks = Bits::<V>::EMPTY;
            if in_hand {
                checks |= from_there & empty & self.drop_region(enemy, kind);
            }
            for sq in on_board.indices() {
                let (quiet, capture) = self.reach(enemy, kind, sq, occ);
                checks |= from_there & ((quiet & empty) | (capture & b.color(color)));
            }
            if checks.any() {
                let one = SAFE_CHECK_UNITS + t.value[k] / 300;
                units += if checks.more_than_one() {
                    one * 3 / 2
                } else {
                    one
                };
            }
        }
        units
    }
}
