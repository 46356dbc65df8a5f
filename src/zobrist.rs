//! Pseudo-random numbers for Zobrist keys, usable in `const` tables.

/// One step of SplitMix64: returns the next state and its output. Deterministic, so keys are
/// the same in every build and every run.
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}
