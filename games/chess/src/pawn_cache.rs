//! A per-thread cache of the evaluation's pawn terms, keyed by the pawns themselves.
//!
//! The pawns change in few moves, so most evaluations meet a pawn structure evaluated before:
//! the terms of the pawns alone (material, squares, structure) are looked up rather than
//! summed again. An entry keeps both sides' pawns in full, so a hit is exact: the evaluation
//! is the same with or without the cache, and the cache needs no clearing between positions,
//! games or threads (each search thread has its own).

use gambit::ByColor;
use std::cell::RefCell;

/// Entries per thread (a power of two): 8192 of 40 bytes, 320 KiB.
const ENTRIES: usize = 1 << 13;

/// The pawn terms of one pawn structure.
#[derive(Clone, Copy, Default)]
pub(crate) struct PawnEntry {
    white: u64,
    black: u64,
    /// The middlegame and endgame sums of the pawn terms, white's less black's.
    pub mg: i32,
    pub eg: i32,
    /// Each side's passed pawns.
    pub passed: ByColor<u64>,
}

thread_local! {
    // All zero is the right entry for no pawns at all: no terms, no passed pawns.
    static CACHE: RefCell<Box<[PawnEntry]>> =
        RefCell::new(vec![PawnEntry::default(); ENTRIES].into_boxed_slice());
}

/// The entry of the structure of `white` and `black` pawns, worked out by `compute` (middlegame
/// sum, endgame sum, passed pawns) and kept when this thread's cache does not hold it.
#[inline]
pub(crate) fn lookup(
    white: u64,
    black: u64,
    compute: impl FnOnce() -> (i32, i32, ByColor<u64>),
) -> PawnEntry {
    let hash = (white.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
    .rotate_left(29)
    .wrapping_mul(0x1656_67B1_9E37_79F9);
    let index = (hash >> (64 - ENTRIES.trailing_zeros())) as usize;
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let entry = &mut cache[index];
        if entry.white != white || entry.black != black {
            let (mg, eg, passed) = compute();
            *entry = PawnEntry {
                white,
                black,
                mg,
                eg,
                passed,
            };
        }
        *entry
    })
}
