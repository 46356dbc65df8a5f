//! The chess network: its inputs, "a piece of this side and role on this square", 2 x 6 x 64
//! = 768, seen from one side (its own pieces first, the board turned for black, so that one
//! set of weights reads both views); the network compiled in; and the search's evaluator,
//! whose accumulators follow the searched line through the state stack.

use crate::mv::MoveKind;
use crate::piece::Role;
use crate::position::Chess;
use crate::square::Square;
use gambit::nnue::{Network, NetworkInput};
use gambit::search::{
    piece_square_input, InputChanges, NetworkEvaluator, NetworkGame, NetworkShape,
};
use gambit::{Color, Game};
use std::sync::{Arc, LazyLock};

/// Hidden units per view of the chess network.
pub const HIDDEN: usize = 128;

/// The file name of the network compiled in: `EvalFile`'s default.
pub const EMBEDDED_NAME: &str = "chess-768x128-1.nnue";

/// The bytes of the network compiled in.
static EMBEDDED_BYTES: &[u8] = include_bytes!("../nets/chess-768x128-1.nnue");

/// The network compiled in, read on first use. The file is checked by a test, so reading it
/// cannot fail in a tested build.
static EMBEDDED: LazyLock<Arc<Network<HIDDEN>>> = LazyLock::new(|| {
    Arc::new(
        Network::from_bytes(EMBEDDED_BYTES, Chess::NAME, Chess::INPUTS)
            .expect("the network compiled in is a chess network of HIDDEN units"),
    )
});

/// The input of a piece of `color` and `role` on `sq`, seen from `perspective`.
#[inline]
pub(crate) fn input(perspective: Color, color: Color, role: Role, sq: Square) -> usize {
    let seen = match perspective {
        Color::White => sq.idx(),
        Color::Black => sq.idx() ^ 56,
    };
    piece_square_input(perspective, color, role.index(), 6, seen, 64)
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

/// The chess search's evaluation: the network with its accumulators, or the hand-written
/// evaluation ([`gambit::search::NetworkEvaluator`]).
pub type ChessEvaluator = NetworkEvaluator<Chess, HIDDEN>;

impl NetworkGame<HIDDEN> for Chess {
    const SHAPE: NetworkShape = NetworkShape {
        game: "chess",
        inputs: 768,
        hidden: HIDDEN,
        embedded: EMBEDDED_NAME,
        by_default: false,
    };

    fn embedded() -> Option<Arc<Network<HIDDEN>>> {
        Some(Arc::clone(&EMBEDDED))
    }

    /// Read from the state: the move, the role it moved and the piece it captured.
    #[inline]
    fn changes(&self, i: usize, view: Color) -> Option<InputChanges> {
        let states = self.states.states();
        let st = &states[i];
        let mut changes = InputChanges::default();
        let Some(moved) = st.moved else {
            return Some(changes);
        };
        let mover = self.mover_into(i);
        let at = |color, role, sq| input(view, color, role, sq) as u32;
        let m = st.mv;
        let (from, to) = (m.from(), m.to());
        match m.kind() {
            MoveKind::Castle => {
                let path = self.castle_path(mover, if to > from { 0 } else { 1 });
                changes.removed.push(at(mover, Role::King, from));
                changes.removed.push(at(mover, Role::Rook, to));
                changes.added.push(at(mover, Role::King, path.king_to));
                changes.added.push(at(mover, Role::Rook, path.rook_to));
            }
            kind => {
                changes.removed.push(at(mover, moved, from));
                let put = match kind {
                    MoveKind::Promotion(role) => role,
                    _ => moved,
                };
                changes.added.push(at(mover, put, to));
                if let Some(victim) = st.captured {
                    let sq = if kind == MoveKind::EnPassant {
                        Square::new(to.file(), from.rank())
                    } else {
                        to
                    };
                    changes.removed.push(at(victim.color, victim.role, sq));
                }
            }
        }
        Some(changes)
    }

    #[inline]
    fn network_bonus(&self) -> i32 {
        self.lone_king_bonus()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::search::{Evaluation, Evaluator, SearchGame};
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

    /// A network of random weights within the clip (xorshift from `seed`).
    fn random_network(seed: u64) -> gambit::nnue::NetworkFile {
        let mut x = seed | 1;
        let mut next = move |span: i16| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % (2 * span as u64 + 1)) as i16 - span
        };
        gambit::nnue::NetworkFile {
            game: "chess".into(),
            note: "random".into(),
            inputs: Chess::INPUTS,
            hidden: HIDDEN,
            ft_weights: (0..Chess::INPUTS * HIDDEN).map(|_| next(120)).collect(),
            ft_bias: (0..HIDDEN).map(|_| next(60)).collect(),
            out_weights: (0..2 * HIDDEN).map(|_| next(100)).collect(),
            out_bias: 1234,
        }
    }

    /// Positions with castling both ways (Chess960 too), en passant, promotions with and
    /// without capture.
    const LINES: &[(&str, bool)] = &[
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            false,
        ),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            false,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            false,
        ),
        (
            "1r2k1r1/pbppnp1p/1b3P2/8/Q7/B1PB1q2/2P2PPP/1R2K1R1 w GBgb - 0 1",
            true,
        ),
        ("2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1", true),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            false,
        ),
        (
            "rnbqkbnr/pppp1ppp/8/8/3Pp3/5N2/PPP1PPPP/RNBQKB1R b KQkq d3 0 2",
            false,
        ),
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

        /// Along random lines of moves, passes and take-backs, with evaluations at random
        /// plies (so accumulators are brought up to date over several moves, and old ones of
        /// another line are left behind), the evaluator's accumulators give what the network
        /// computes from scratch.
        #[test]
        fn accumulators_follow_the_line(
            line in 0..LINES.len(),
            steps in proptest::collection::vec(0u8..=255, 1..160),
            seed in 1u64..1000,
        ) {
            let (fen, chess960) = LINES[line];
            let notation = crate::ChessNotation { chess960 };
            let mut pos = Chess::from_fen(fen, notation).unwrap();
            let file = Arc::new(random_network(seed));
            let net = Network::<HIDDEN>::new(&file, Chess::INPUTS).unwrap();
            let evaluation = Evaluation { use_network: Some(true), file: Some(file) };
            let mut evaluator = ChessEvaluator::new(&evaluation);
            let mut made: Vec<bool> = Vec::new();
            for step in steps {
                let mut moves = crate::MoveList::default();
                pos.generate_legal(&mut moves);
                match step % 8 {
                    0 | 1 if !made.is_empty() => {
                        if made.pop() == Some(true) {
                            pos.undo();
                        } else {
                            pos.undo_null();
                        }
                    }
                    2 if !pos.in_check() && made.len() < 100 => {
                        pos.make_null();
                        made.push(false);
                    }
                    3..=5 => {
                        let want = net.evaluate(&pos, pos.side) + pos.lone_king_bonus();
                        proptest::prop_assert_eq!(evaluator.evaluate(&pos), want, "{}", pos);
                    }
                    _ if !moves.is_empty() && made.len() < 100 => {
                        pos.make(moves[usize::from(step) % moves.len()]);
                        made.push(true);
                    }
                    _ => {}
                }
            }
            let want = net.evaluate(&pos, pos.side) + pos.lone_king_bonus();
            proptest::prop_assert_eq!(evaluator.evaluate(&pos), want);
        }
    }

    /// The network compiled in reads, and `UseNNUE` off is the hand-written evaluation.
    #[test]
    fn the_embedded_network_reads() {
        let net = Network::<HIDDEN>::from_bytes(EMBEDDED_BYTES, Chess::NAME, Chess::INPUTS);
        assert!(net.is_ok(), "{net:?}");
        let pos = Chess::startpos(Default::default());
        let mut on = ChessEvaluator::new(&Evaluation {
            use_network: Some(true),
            file: None,
        });
        let want = net.unwrap().evaluate(&pos, Color::White);
        assert_eq!(on.evaluate(&pos), want);
        let mut off = ChessEvaluator::new(&Evaluation::default());
        assert_eq!(off.evaluate(&pos), SearchGame::evaluate(&pos));
    }
}
