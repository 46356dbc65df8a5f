//! The quantized network as the engine runs it.

use super::{Accumulator, NetworkFile, NetworkFileError, NetworkInput, QA, QB, SCALE};
use crate::square::Color;

/// A network of `H` hidden units per view, read from a [`NetworkFile`].
#[derive(Clone, Debug)]
pub struct Network<const H: usize> {
    /// One row of hidden weights per input.
    rows: Box<[[i16; H]]>,
    /// The hidden biases.
    bias: Accumulator<H>,
    /// The output weights of the side to move's half, then of the other's.
    out: [[i16; H]; 2],
    /// The output bias, in units of `1/(QA·QB)`.
    out_bias: i32,
}

impl<const H: usize> Network<H> {
    /// The network of a file, which must have `inputs` inputs and `H` hidden units.
    pub fn new(file: &NetworkFile, inputs: usize) -> Result<Self, NetworkFileError> {
        if file.inputs != inputs || file.hidden != H {
            return Err(NetworkFileError::Shape {
                inputs: file.inputs,
                hidden: file.hidden,
                want_inputs: inputs,
                want_hidden: H,
            });
        }
        let row = |chunk: &[i16]| -> [i16; H] { chunk.try_into().expect("H weights a row") };
        Ok(Network {
            rows: file.ft_weights.chunks_exact(H).map(row).collect(),
            bias: Accumulator(row(&file.ft_bias)),
            out: [row(&file.out_weights[..H]), row(&file.out_weights[H..])],
            out_bias: file.out_bias,
        })
    }

    /// Reads the bytes of a network file for `game`.
    pub fn from_bytes(bytes: &[u8], game: &str, inputs: usize) -> Result<Self, NetworkFileError> {
        Network::new(&NetworkFile::parse(bytes, game)?, inputs)
    }

    /// The weight row of one input.
    #[inline]
    pub fn row(&self, input: usize) -> &[i16; H] {
        &self.rows[input]
    }

    /// The accumulator of a position seen from `perspective`, computed from scratch.
    pub fn refresh<G: NetworkInput>(&self, pos: &G, perspective: Color) -> Accumulator<H> {
        let mut acc = self.bias;
        pos.visit_inputs(perspective, &mut |i| acc.add(&self.rows[i]));
        acc
    }

    /// The output in centipawns, for the side whose view is `us`.
    #[inline]
    pub fn output(&self, us: &Accumulator<H>, them: &Accumulator<H>) -> i32 {
        // Squared clipped ReLU: v = clamp(a, 0, QA) and v·v·w summed; v·w fits an i16 for
        // weights within the clip, so the compiler can use 16-bit multiplies.
        let half = |acc: &Accumulator<H>, w: &[i16; H]| -> i32 {
            let mut sum = 0i32;
            for (a, w) in acc.0.iter().zip(w) {
                let v = i32::from((*a).clamp(0, QA as i16));
                sum = sum.wrapping_add((v * i32::from(*w)).wrapping_mul(v));
            }
            sum
        };
        let sum = half(us, &self.out[0]).wrapping_add(half(them, &self.out[1]));
        let raw = i64::from(sum / QA) + i64::from(self.out_bias);
        (raw * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }

    /// The evaluation of a position for `side`, in centipawns, from scratch.
    pub fn evaluate<G: NetworkInput>(&self, pos: &G, side: Color) -> i32 {
        let us = self.refresh(pos, side);
        let them = self.refresh(pos, side.flip());
        self.output(&us, &them)
    }
}
