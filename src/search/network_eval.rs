//! The search's network evaluation for any game whose positions a network reads: an
//! accumulator pair per position of the searched line, brought up to date from the game's
//! history rather than by make and undo.
//!
//! Make and undo do no network work, so perft, move generation and every position nobody
//! evaluates pay nothing. To evaluate, the evaluator walks back to the nearest position of
//! the line whose pair it has (a few plies at most), then replays the moves since: each one's
//! changed inputs, which the game reads from its state stack ([`NetworkGame::changes`]).
//! Without a pair within reach it computes the pair from the pieces.

use super::evaluation::{Evaluation, Evaluator, NetworkShape};
use super::SearchGame;
use crate::game::GameState;
use crate::nnue::{Accumulator, Network, NetworkInput};
use crate::square::Color;
use arrayvec::ArrayVec;
use std::sync::Arc;

/// How many plies back the evaluator looks for a pair to bring up to date before it
/// computes one from scratch: past about this many moves, adding up the pieces costs less.
const MAX_WALK: usize = 8;

/// The input of a piece in the usual layout of a board's pieces, seen from `view`: the
/// viewer's pieces first, then the other side's, each by its kind (`kind` of `kinds`), then
/// by its square as the viewer sees it (`seen` of `squares`: the game turns the board for the
/// second side).
#[inline]
pub fn piece_square_input(
    view: Color,
    color: Color,
    kind: usize,
    kinds: usize,
    seen: usize,
    squares: usize,
) -> usize {
    (usize::from(color != view) * kinds + kind) * squares + seen
}

/// The inputs one move took away and put down, seen from one side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InputChanges {
    /// Inputs that went off.
    pub removed: ArrayVec<u32, 4>,
    /// Inputs that came on.
    pub added: ArrayVec<u32, 4>,
}

/// A game whose search can evaluate with a network of `H` hidden units, its accumulators
/// following the game's history.
pub trait NetworkGame<const H: usize>: SearchGame + NetworkInput {
    /// The game's networks.
    const SHAPE: NetworkShape;

    /// The network compiled into the game; `None` while the game has none (a network then
    /// comes only from a file, [`Evaluation::file`]).
    fn embedded() -> Option<Arc<Network<H>>>;

    /// The inputs, seen from `perspective`, that the move into position `i` (`1..len`) of
    /// the state stack ([`Game::states`](crate::game::Game::states)) changed; `None` when
    /// the accumulators must be computed afresh after it (a change of more inputs than
    /// [`InputChanges`] holds, or of the view itself). A pass changes none.
    fn changes(&self, i: usize, perspective: Color) -> Option<InputChanges>;

    /// The side that played the move into position `i` of the state stack: the sides take
    /// turns back from the side to move.
    #[inline]
    fn mover_into(&self, i: usize) -> Color {
        let to_move = self.side_to_move();
        if (self.states().len() - i) % 2 == 1 {
            to_move.flip()
        } else {
            to_move
        }
    }

    /// What the game adds to the network's output (chess: its technique against a lone
    /// king). The default adds nothing.
    fn network_bonus(&self) -> i32 {
        0
    }
}

/// The accumulators of one position of the line: both views and the key of the position
/// they were computed for (`None`: not computed).
#[derive(Clone, Copy)]
struct Entry<const H: usize> {
    key: Option<u64>,
    /// The first side's view, then the second's.
    views: [Accumulator<H>; 2],
}

/// The search's evaluation of a [`NetworkGame`]: its network with the accumulators of the
/// searched line, or the hand-written evaluation when the network is off.
pub struct NetworkEvaluator<G, const H: usize> {
    net: Option<Arc<Network<H>>>,
    stack: Vec<Entry<H>>,
    _game: std::marker::PhantomData<fn(&G)>,
}

impl<G: NetworkGame<H>, const H: usize> Evaluator<G> for NetworkEvaluator<G, H> {
    const NETWORK: Option<NetworkShape> = Some(G::SHAPE);

    /// A network file of another shape than [`NetworkGame::SHAPE`] (which a protocol
    /// refuses when it is loaded) leaves the hand-written evaluation.
    fn new(evaluation: &Evaluation) -> Self {
        let net = if evaluation.uses_network(Some(&G::SHAPE)) {
            match &evaluation.file {
                None => G::embedded(),
                Some(file) => Network::new(file, G::INPUTS).ok().map(Arc::new),
            }
        } else {
            None
        };
        NetworkEvaluator {
            net,
            stack: Vec::new(),
            _game: std::marker::PhantomData,
        }
    }

    fn evaluate(&mut self, pos: &G) -> i32 {
        match self.net.clone() {
            Some(net) => self.network_output(&net, pos) + pos.network_bonus(),
            None => pos.evaluate(),
        }
    }
}

impl<G: NetworkGame<H>, const H: usize> NetworkEvaluator<G, H> {
    /// The network's output for `pos`, its accumulators brought up to date.
    fn network_output(&mut self, net: &Network<H>, pos: &G) -> i32 {
        let states = pos.states();
        let d = states.len() - 1;
        if self.stack.len() <= d {
            let empty = Entry {
                key: None,
                views: [Accumulator([0; H]); 2],
            };
            self.stack.resize(d + 1, empty);
        }
        let lowest = d.saturating_sub(MAX_WALK);
        let found = (lowest..=d)
            .rev()
            .find(|&k| self.stack[k].key == Some(states[k].key()));
        let updated = found.is_some_and(|k| {
            (k + 1..=d).all(|j| {
                let (done, rest) = self.stack.split_at_mut(j);
                let entry = &mut rest[0];
                entry.views = done[j - 1].views;
                entry.key = None;
                for view in Color::BOTH {
                    let Some(changes) = pos.changes(j, view) else {
                        return false;
                    };
                    let acc = &mut entry.views[view.index()];
                    for &i in &changes.removed {
                        acc.sub(net.row(i as usize));
                    }
                    for &i in &changes.added {
                        acc.add(net.row(i as usize));
                    }
                }
                entry.key = Some(states[j].key());
                true
            })
        });
        if !updated {
            self.stack[d] = Entry {
                key: Some(states[d].key()),
                views: [
                    net.refresh(pos, Color::White),
                    net.refresh(pos, Color::Black),
                ],
            };
        }
        let side = pos.side_to_move();
        let views = &self.stack[d].views;
        net.output(&views[side.index()], &views[side.flip().index()])
    }
}
