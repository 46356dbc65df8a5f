//! Which evaluation a search runs, and the evaluator each search thread keeps for it: the
//! game's hand-written evaluation, or a network whose accumulators follow the searched line
//! (a game's own [`Evaluator`]).

use super::SearchGame;
use crate::nnue::{NetworkFile, NetworkFileError};
use std::sync::Arc;

/// Which evaluation the searches use: what UCI's `UseNNUE` and `EvalFile` ask for. A game
/// without a network ([`Evaluator::NETWORK`] `None`) always uses its hand-written one.
#[derive(Clone, Debug, Default)]
pub struct Evaluation {
    /// Whether to evaluate with the network; `None`: the game's choice
    /// ([`NetworkShape::by_default`]).
    pub use_network: Option<bool>,
    /// A network read from a file, in place of the one compiled into the game.
    pub file: Option<Arc<NetworkFile>>,
}

impl Evaluation {
    /// Whether a game whose network is `shape` evaluates with it.
    pub fn uses_network(&self, shape: Option<&NetworkShape>) -> bool {
        shape.is_some_and(|s| self.use_network.unwrap_or(s.by_default))
    }
}

impl PartialEq for Evaluation {
    /// The same choice and the same loaded network (the same allocation, not equal bytes).
    fn eq(&self, other: &Self) -> bool {
        self.use_network == other.use_network
            && match (&self.file, &other.file) {
                (None, None) => true,
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                _ => false,
            }
    }
}

impl Eq for Evaluation {}

/// What a game's networks look like: the files its [`Evaluator`] can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NetworkShape {
    /// The game a file must name (`Game::NAME`).
    pub game: &'static str,
    /// The number of inputs.
    pub inputs: usize,
    /// The hidden units per view.
    pub hidden: usize,
    /// The name of the network compiled in: `EvalFile`'s default (empty: none compiled in).
    pub embedded: &'static str,
    /// Whether the searches use the network unless told otherwise (`UseNNUE`'s default): on
    /// once a match has shown the network beats the hand-written evaluation.
    pub by_default: bool,
}

impl NetworkShape {
    /// Reads a network file for this shape.
    ///
    /// # Errors
    ///
    /// [`NetworkFileError`]: a malformed file, one for another game, or another shape.
    pub fn read(&self, bytes: &[u8]) -> Result<NetworkFile, NetworkFileError> {
        let file = NetworkFile::parse(bytes, self.game)?;
        if file.inputs != self.inputs || file.hidden != self.hidden {
            return Err(NetworkFileError::Shape {
                inputs: file.inputs,
                hidden: file.hidden,
                want_inputs: self.inputs,
                want_hidden: self.hidden,
            });
        }
        Ok(file)
    }
}

/// The evaluation a search thread runs, made afresh for each search from the
/// [`Evaluation`] asked for. It may keep state between the positions of one search (a
/// network's accumulators), so it evaluates through `&mut self`.
pub trait Evaluator<G>: Send + Sized {
    /// The game's networks, `None` for a game without one: the protocols then offer no
    /// `UseNNUE` or `EvalFile`.
    const NETWORK: Option<NetworkShape>;

    /// The evaluator for `evaluation`. A network file given there has the shape of
    /// [`Evaluator::NETWORK`] (checked by [`NetworkShape::read`] when it was loaded).
    fn new(evaluation: &Evaluation) -> Self;

    /// Static evaluation of `pos` in centipawns from the side to move's point of view, as
    /// [`SearchGame::evaluate`].
    fn evaluate(&mut self, pos: &G) -> i32;
}

/// The game's hand-written evaluation, [`SearchGame::evaluate`]: the evaluator of a game
/// without a network.
#[derive(Clone, Copy, Debug, Default)]
pub struct HandWritten;

impl<G: SearchGame> Evaluator<G> for HandWritten {
    const NETWORK: Option<NetworkShape> = None;

    fn new(_: &Evaluation) -> Self {
        HandWritten
    }

    #[inline]
    fn evaluate(&mut self, pos: &G) -> i32 {
        pos.evaluate()
    }
}
