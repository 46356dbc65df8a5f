//! One side's pieces seen alone, in one pass over them: what they are worth, where they
//! stand, how far they reach, and the squares they attack (which the goal terms weigh
//! against the other side's).

use super::super::position::Position;
use super::super::tables::Bits;
use super::super::variant::{Role, Variant, MAX_KINDS};
use crate::board::Geometry;
use crate::square::Color;
use crate::square_set::SquareSet;

/// What one side's pieces do.
pub(super) struct SideView<V: Variant> {
    /// Material on the board and in hand ([`Position::hand_worth`]).
    pub material: i32,
    /// The value of the pieces on the board that are neither pawns nor royal.
    pub piece_material: i32,
    /// How many men it has on the board.
    pub men: i32,
    /// Where they stand: centralisation, and the royal piece's shelter.
    pub placement: i32,
    /// How far its pieces reach, weighted per kind.
    pub mobility: i32,
    /// The squares it attacks.
    pub attacks: Bits<V>,
    /// The squares it attacks twice or more.
    pub twice: Bits<V>,
    /// The squares its pawns attack.
    pub pawn_attacks: Bits<V>,
    /// The squares its most valuable kind attacks.
    pub strongest_attacks: Bits<V>,
    /// The empty squares its men can step or ride to.
    pub quiet: Bits<V>,
    /// The squares each kind attacks.
    pub by_kind: [Bits<V>; MAX_KINDS],
}

impl<V: Variant> Position<V> {
    /// `color`'s pieces seen alone, at `phase` (256: all the starting material on the board).
    pub(super) fn side_view(&self, color: Color, phase: i32) -> SideView<V> {
        let t = self.t;
        let b = &self.board;
        let files = V::Board::FILES as i32;
        let ranks = V::Board::RANKS as i32;
        let occ = b.occupied();
        let them = b.color(color.flip());
        let strongest = (0..t.kinds as u8)
            .filter(|&k| t.role[k as usize] == Role::Piece)
            .max_by_key(|&k| t.value[k as usize]);
        let mut view = SideView {
            material: 0,
            piece_material: 0,
            men: 0,
            placement: 0,
            mobility: 0,
            attacks: Bits::<V>::EMPTY,
            twice: Bits::<V>::EMPTY,
            pawn_attacks: Bits::<V>::EMPTY,
            strongest_attacks: Bits::<V>::EMPTY,
            quiet: Bits::<V>::EMPTY,
            by_kind: [Bits::<V>::EMPTY; MAX_KINDS],
        };
        for kind in 0..t.kinds as u8 {
            let k = kind as usize;
            let value = t.value[k];
            let pieces = b.pieces(color, kind);
            let count = pieces.popcount() as i32;
            view.men += count;
            view.material += self.material_worth(kind) * count;
            if t.role[k] == Role::Piece {
                view.piece_material += value * count;
            }
            let royal = t.role[k] == Role::Royal;
            for sq in pieces.indices() {
                let (f, r) = (sq as i32 % files, sq as i32 / files);
                let centre = (2 * f - (files - 1)).abs() + (2 * r - (ranks - 1)).abs();
                if royal
                    && V::RULES.checks_allowed
                    && V::RULES.ends.flag.is_none()
                    && !Self::GIVES_AWAY
                {
                    // Sheltered while the enemy has pieces to attack with, central without.
                    view.placement += (centre * 2 * phase - centre * 3 * (256 - phase)) / 256;
                } else {
                    view.placement -= centre * 2;
                }
                let (quiet, capture) = self.reach(color, kind, sq, occ);
                view.twice |= view.attacks & capture;
                view.attacks |= capture;
                view.by_kind[k] |= capture;
                view.quiet |= quiet & !occ;
                if Some(kind) == t.pawn {
                    view.pawn_attacks |= capture;
                }
                if Some(kind) == strongest {
                    view.strongest_attacks |= capture;
                }
                // Where a side wins by losing its pieces, mobility did not gain in games.
                if t.role[k] == Role::Piece && !Self::GIVES_AWAY {
                    let reach = (quiet & !occ) | (capture & them);
                    view.mobility += reach.popcount() as i32 * t.mobility_weight[k];
                }
            }
        }
        view.material += self.hand_worth(color);
        view
    }
}
