//! Which moves may give check, told from the board before making them: the OR nodes make and
//! test only these. A superset of the checks (a discovered check is assumed for every move of
//! a piece that stands between the enemy king and a slider), never missing one.

use crate::attacks::piece_attacks;
use crate::{Bitboard, Move, Shogi};

/// What a node's moves are tested against: the enemy king's square, the occupancy and the
/// pieces whose moves may uncover a check.
pub(crate) struct CheckTest {
    king: crate::Square,
    occupied: Bitboard,
    uncovers: Bitboard,
}

impl CheckTest {
    /// The test for the side to move's moves in `pos`.
    pub fn new(pos: &Shogi) -> CheckTest {
        let them = !pos.stm;
        let ours = pos.placement.color_bits(pos.stm);
        CheckTest {
            king: pos.placement.king_square(them),
            occupied: pos.placement.occupied(),
            uncovers: pos.placement.blockers_for_king(them) & ours,
        }
    }

    /// `false` when the legal move `mv` surely does not give check.
    pub fn may_check(&self, pos: &Shogi, mv: Move) -> bool {
        let us = pos.stm;
        let to = mv.to();
        if mv.is_drop() {
            let occ = self.occupied | to.bb();
            return piece_attacks(mv.dropped(), us, to, occ).contains(self.king);
        }
        let from = mv.from();
        if self.uncovers.contains(from) {
            return true;
        }
        let Some(piece) = pos.placement.piece_at(from) else {
            return true;
        };
        let kind = if mv.is_promotion() {
            piece.kind().promote()
        } else {
            piece.kind()
        };
        let occ = (self.occupied & !from.bb()) | to.bb();
        piece_attacks(kind, us, to, occ).contains(self.king)
    }
}
