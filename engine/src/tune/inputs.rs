//! What the trainer needs of a game's network inputs ([`InputSpec`]), apart from the trainer
//! so that a [`Tunable`](super::Tunable) game can name it.

use gambit::nnue::NetworkInput;
use gambit::square::Color;

/// A game's network inputs, for the trainer (from its [`NetworkInput`]).
pub struct InputSpec<G> {
    /// The number of inputs.
    pub inputs: usize,
    /// The most that are on at once.
    pub max_active: usize,
    /// [`NetworkInput::visit_inputs`].
    pub visit: fn(&G, Color, &mut dyn FnMut(usize)),
}

impl<G: NetworkInput> InputSpec<G> {
    /// The spec of a game's [`NetworkInput`].
    pub fn of() -> Self {
        InputSpec {
            inputs: G::INPUTS,
            max_active: G::MAX_ACTIVE,
            visit: |g, c, push| g.visit_inputs(c, push),
        }
    }
}
