//! The chess network's inputs: "a piece of this side and role on this square", 2 x 6 x 64 =
//! 768, seen from one side: its own pieces first, the board turned for black, so that one
//! set of weights reads both views.

use crate::piece::Role;
use crate::position::Chess;
use crate::square::Square;
use gambit::nnue::NetworkInput;
use gambit::Color;

/// The input of a piece of `color` and `role` on `sq`, seen from `perspective`.
#[inline]
pub(crate) fn input(perspective: Color, color: Color, role: Role, sq: Square) -> usize {
    let side = usize::from(color != perspective);
    let square = match perspective {
        Color::White => sq.idx(),
        Color::Black => sq.idx() ^ 56,
    };
    (side * 6 + role.index()) * 64 + square
}

impl NetworkInput for Chess {
    const INPUTS: usize = 768;
    const MAX_ACTIVE: usize = 32;

    fn visit_inputs(&self, perspective: Color, push: &mut dyn FnMut(usize)) {
        for color in Color::BOTH {
            for role in Role::ALL {
                for sq in self.pieces(color, role) {
                    push(input(perspective, color, role, sq));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::search::SearchGame;
    use gambit::Game;

    fn inputs(pos: &Chess, perspective: Color) -> Vec<usize> {
        let mut v = Vec::new();
        pos.visit_inputs(perspective, &mut |i| v.push(i));
        v.sort_unstable();
        v
    }

    /// Each side's view holds one input per piece, and a side's view of a position is the
    /// other side's view of the mirrored position: the weights serve both colors.
    #[test]
    fn both_views_read_the_same_board() {
        for fen in Chess::BENCH_FENS {
            let pos = Chess::from_fen(fen, Default::default()).unwrap();
            let flip =
                Chess::from_fen(&crate::fen::color_flipped(fen), Default::default()).unwrap();
            for view in Color::BOTH {
                let ins = inputs(&pos, view);
                assert_eq!(ins.len(), pos.occupied().count() as usize, "{fen}");
                assert!(ins.iter().all(|&i| i < Chess::INPUTS), "{fen}");
                assert_eq!(ins, inputs(&flip, view.flip()), "{fen}");
            }
        }
    }
}
