//! The xiangqi network: its inputs, "a piece of this side and kind on this square", 2 x 7 x
//! 90 = 1260, seen from one side (its own pieces first, the ranks turned for black, so that
//! one set of weights reads both views), and how the search's accumulators follow the game
//! ([`NetworkGame`]). No network is compiled in yet: `UseNNUE` runs one given by `EvalFile`.

use crate::piece::PieceType;
use crate::position::Xiangqi;
use crate::square::Square;
use crate::{BLACK, RED};
use gambit::nnue::{Network, NetworkInput};
use gambit::search::{
    piece_square_input, InputChanges, NetworkEvaluator, NetworkGame, NetworkShape,
};
use gambit::Color;
use std::sync::Arc;

/// Hidden units per view of the xiangqi network.
pub const HIDDEN: usize = 128;

/// The input of a piece of `color` and `kind` on `sq`, seen from `perspective`.
#[inline]
pub(crate) fn input(perspective: Color, color: Color, kind: PieceType, sq: Square) -> usize {
    let s = sq.idx();
    let seen = match perspective {
        RED => s,
        BLACK => (9 - s / 9) * 9 + s % 9,
    };
    piece_square_input(perspective, color, kind.index(), 7, seen, 90)
}

impl NetworkInput for Xiangqi {
    const INPUTS: usize = 1260;
    const MAX_ACTIVE: usize = 32;

    fn visit_inputs(&self, perspective: Color, push: &mut dyn FnMut(usize)) {
        for color in Color::BOTH {
            for kind in PieceType::ALL {
                for sq in self.pieces(color, kind) {
                    push(input(perspective, color, kind, sq));
                }
            }
        }
    }
}

/// The xiangqi search's evaluation: a network from `EvalFile` with its accumulators, or the
/// hand-written evaluation ([`gambit::search::NetworkEvaluator`]).
pub type XiangqiEvaluator = NetworkEvaluator<Xiangqi, HIDDEN>;

impl NetworkGame<HIDDEN> for Xiangqi {
    const SHAPE: NetworkShape = NetworkShape {
        game: "xiangqi",
        inputs: 1260,
        hidden: HIDDEN,
        embedded: "",
        by_default: false,
    };

    fn embedded() -> Option<Arc<Network<HIDDEN>>> {
        None
    }

    /// Read from the state: the move, the kind it moved and the piece it captured.
    #[inline]
    fn changes(&self, i: usize, view: Color) -> Option<InputChanges> {
        let states = self.states.states();
        let st = &states[i];
        let mut changes = InputChanges::default();
        let Some(moved) = st.moved else {
            return Some(changes);
        };
        let mover = self.mover_into(i);
        let (from, to) = (st.mv.from(), st.mv.to());
        changes.removed.push(input(view, mover, moved, from) as u32);
        changes.added.push(input(view, mover, moved, to) as u32);
        if let Some(victim) = st.captured {
            changes
                .removed
                .push(input(view, victim.color(), victim.kind(), to) as u32);
        }
        Some(changes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::tests::{color_flipped, positions};
    use gambit::nnue::NetworkFile;
    use gambit::search::{Evaluation, Evaluator, SearchGame};
    use gambit::Game;

    fn inputs(pos: &Xiangqi, perspective: Color) -> Vec<usize> {
        let mut v = Vec::new();
        pos.visit_inputs(perspective, &mut |i| v.push(i));
        v.sort_unstable();
        v
    }

    /// Each view holds one input per piece, and a side's view of a position is the other
    /// side's view of the color-flipped position.
    #[test]
    fn both_views_read_the_same_board() {
        for pos in positions() {
            let flip = color_flipped(&pos);
            for view in Color::BOTH {
                let ins = inputs(&pos, view);
                assert_eq!(ins.len(), pos.occupied().count() as usize, "{pos}");
                assert!(ins.iter().all(|&i| i < Xiangqi::INPUTS), "{pos}");
                assert_eq!(ins, inputs(&flip, view.flip()), "{pos}");
            }
        }
    }

    /// A network of random weights within the clip (xorshift from `seed`).
    fn random_network(seed: u64) -> NetworkFile {
        let mut x = seed | 1;
        let mut next = move |span: i16| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % (2 * span as u64 + 1)) as i16 - span
        };
        NetworkFile {
            game: "xiangqi".into(),
            note: "random".into(),
            inputs: Xiangqi::INPUTS,
            hidden: HIDDEN,
            ft_weights: (0..Xiangqi::INPUTS * HIDDEN).map(|_| next(120)).collect(),
            ft_bias: (0..HIDDEN).map(|_| next(60)).collect(),
            out_weights: (0..2 * HIDDEN).map(|_| next(100)).collect(),
            out_bias: -777,
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(128))]

        /// Along random lines of moves, passes and take-backs, with evaluations at random
        /// plies, the evaluator's accumulators give what the network computes from scratch;
        /// without a network file `UseNNUE` leaves the hand-written evaluation.
        #[test]
        fn accumulators_follow_the_line(
            steps in proptest::collection::vec(0u8..=255, 1..200),
            seed in 1u64..1000,
        ) {
            let mut pos = Xiangqi::startpos(Default::default());
            let file = Arc::new(random_network(seed));
            let net = Network::<HIDDEN>::new(&file, Xiangqi::INPUTS).unwrap();
            let on = Evaluation { use_network: Some(true), file: Some(file) };
            let mut evaluator = XiangqiEvaluator::new(&on);
            let mut made: Vec<bool> = Vec::new();
            for step in steps {
                let moves = pos.legal_moves();
                match step % 8 {
                    0 | 1 if !made.is_empty() => {
                        if made.pop() == Some(true) {
                            pos.undo();
                        } else {
                            pos.undo_null();
                        }
                    }
                    2 if !pos.in_check() && made.len() < 120 => {
                        pos.make_null();
                        made.push(false);
                    }
                    3..=5 => {
                        let want = net.evaluate(&pos, pos.side_to_move());
                        proptest::prop_assert_eq!(evaluator.evaluate(&pos), want, "{}", pos);
                    }
                    _ if !moves.is_empty() && made.len() < 120 => {
                        pos.make(moves[usize::from(step) % moves.len()]);
                        made.push(true);
                    }
                    _ => {}
                }
            }
            let want = net.evaluate(&pos, pos.side_to_move());
            proptest::prop_assert_eq!(evaluator.evaluate(&pos), want);
            let no_file = Evaluation { use_network: Some(true), file: None };
            let mut hand = XiangqiEvaluator::new(&no_file);
            proptest::prop_assert_eq!(hand.evaluate(&pos), SearchGame::evaluate(&pos));
        }
    }
}
