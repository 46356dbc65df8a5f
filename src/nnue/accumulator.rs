//! One side's view of the hidden layer: the bias plus the weight row of every input that
//! is on, kept in 16-bit fixed point.

/// The hidden layer of one view, before the activation, in units of `1/QA`.
///
/// Aligned to 64 bytes so that the row additions are whole vector loads and stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct Accumulator<const H: usize>(pub [i16; H]);

impl<const H: usize> Accumulator<H> {
    /// Adds an input's weight row. The sums cannot overflow for a network within the clip
    /// (`super::WEIGHT_CLIP`); they wrap rather than panic if one were not.
    #[inline]
    pub fn add(&mut self, row: &[i16; H]) {
        for (a, w) in self.0.iter_mut().zip(row) {
            *a = a.wrapping_add(*w);
        }
    }

    /// Takes an input's weight row away again.
    #[inline]
    pub fn sub(&mut self, row: &[i16; H]) {
        for (a, w) in self.0.iter_mut().zip(row) {
            *a = a.wrapping_sub(*w);
        }
    }
}
