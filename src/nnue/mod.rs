//! Neural network evaluation, game-independent: a position's pieces as sparse binary
//! inputs ([`NetworkInput`]), one hidden layer seen from each side ([`Accumulator`]), a
//! squared clipped ReLU and one output ([`Network`]). The game crate names the inputs; the
//! trainer (`crate::tune::trainer`) fits the weights on the project's own position data and
//! writes the file ([`mod@file`]) that a game crate can compile in. docs/tuning.md tells the
//! pipeline.
//!
//! The shape is the one most engines start with ("768 -> N x 2 -> 1" in chess): every input
//! is "this piece of this side on this square", seen from the side to move and, in a second
//! copy with the same weights, from its opponent. The hidden layer of each view is a sum of
//! weight rows, one per piece on the board, so it is cheap to compute from scratch and
//! cheaper still to update by the pieces a move changes.

pub mod accumulator;
pub mod file;
pub mod network;

pub use accumulator::Accumulator;
pub use file::{NetworkFile, NetworkFileError};
pub use network::Network;

use crate::square::Color;

/// Fixed-point scale of the hidden layer: a float activation of 1.0 is 255.
pub const QA: i32 = 255;
/// Fixed-point scale of the output weights: a float weight of 1.0 is 64.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's float output.
pub const SCALE: i32 = 400;
/// The largest float weight the trainer allows, so that every quantized weight fits its
/// integer type with room for the sums: `1.98 * 255 = 504` per hidden weight (32 pieces sum
/// to at most about 16,000 in an `i16`), `1.98 * 64 = 126` per output weight.
pub const WEIGHT_CLIP: f32 = 1.98;

/// A game whose positions a network can read: how many inputs there are, and which are on
/// in a position as seen by one side.
pub trait NetworkInput {
    /// The number of inputs (chess: 2 sides x 6 roles x 64 squares = 768).
    const INPUTS: usize;
    /// The most inputs that can be on at once in a valid position (chess: 32).
    const MAX_ACTIVE: usize;

    /// Calls `push` with every input that is on in this position seen from `perspective`:
    /// the same position seen from the other side (the board turned, colors swapped) gives
    /// the same inputs, so that one set of weights serves both views.
    fn visit_inputs(&self, perspective: Color, push: &mut dyn FnMut(usize));
}
