//! A side's pieces in hand: the core's [`gambit::board::Hand`], a count per droppable kind
//! `Pawn`..`Gold` (the kinds' indices are their hand slots).

use crate::piece::{PieceType, HAND_KINDS};

/// The pieces one side holds.
pub type Hand = gambit::board::Hand<PieceType, HAND_KINDS>;

impl gambit::board::HandKind for PieceType {
    #[inline(always)]
    fn hand_index(self) -> usize {
        debug_assert!(self.index() < HAND_KINDS, "{self:?} is not a hand kind");
        self.index()
    }
    #[inline(always)]
    fn from_hand_index(index: usize) -> Self {
        PieceType::HAND[index]
    }
}
