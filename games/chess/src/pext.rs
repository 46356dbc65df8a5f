//! BMI2 PEXT, the one `unsafe` of the chess crate: compiled only with the `pext` feature on a
//! target with BMI2 (e.g. `-C target-cpu=native` on a BMI2 machine). See docs/performance.md
//! for what it is worth against magic multiplication.

/// Packs the bits of `a` selected by `mask` into the low bits.
#[inline(always)]
pub fn pext(a: u64, mask: u64) -> u64 {
    // SAFETY: this module is compiled only when the target has BMI2 (see the `cfg` on its
    // declaration in lib.rs), which is all `_pext_u64` requires.
    unsafe { core::arch::x86_64::_pext_u64(a, mask) }
}
