//! Evaluation: material on the board and in hand, from the side to move's view.

use crate::piece::{PieceType, KINDS};
use crate::position::Shogi;
use gambit::Color;

/// Value of each kind on the board, in index order (pawn = 90).
pub const BOARD_VALUE: [i32; KINDS] = [
    90, 315, 405, 495, 855, 990, 540, 0, 540, 540, 540, 540, 945, 1395,
];

/// Value of a piece in hand, by hand kind (a piece in hand is worth a little more than on the
/// board: it can go anywhere).
pub const HAND_VALUE: [i32; 7] = [100, 350, 450, 550, 950, 1100, 600];

impl Shogi {
    /// The material balance for `color`: board and hands.
    pub fn material(&self, color: Color) -> i32 {
        let mut score = 0;
        for kind in PieceType::ALL {
            let v = BOARD_VALUE[kind.index()];
            score += v * self.pieces(color, kind).count() as i32;
            score -= v * self.pieces(!color, kind).count() as i32;
        }
        for kind in PieceType::HAND {
            let v = HAND_VALUE[kind.index()];
            score += v * self.hand(color).count(kind) as i32;
            score -= v * self.hand(!color).count(kind) as i32;
        }
        score
    }

    /// The static evaluation from the side to move's view.
    pub fn evaluate(&self) -> i32 {
        self.material(self.stm)
    }
}
