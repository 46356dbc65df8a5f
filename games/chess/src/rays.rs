// Shared, by `include!`, with the build script: it uses nothing outside this file, and its
// module documentation is on the `mod` declaration in lib.rs.

/// Rook directions as (file, rank) steps.
pub const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// Bishop directions as (file, rank) steps.
pub const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Squares attacked from `sq` along `dirs`, each ray stopping at the first occupied square.
pub const fn slider_attacks_slow(sq: usize, occ: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut att = 0u64;
    let mut d = 0;
    while d < 4 {
        let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
        loop {
            f += dirs[d].0;
            r += dirs[d].1;
            if f < 0 || f >= 8 || r < 0 || r >= 8 {
                break;
            }
            let b = 1u64 << (r * 8 + f);
            att |= b;
            if occ & b != 0 {
                break;
            }
        }
        d += 1;
    }
    att
}

/// Rook attacks by ray walking.
pub const fn rook_attacks_slow(sq: usize, occ: u64) -> u64 {
    slider_attacks_slow(sq, occ, &ROOK_DIRS)
}

/// Bishop attacks by ray walking.
pub const fn bishop_attacks_slow(sq: usize, occ: u64) -> u64 {
    slider_attacks_slow(sq, occ, &BISHOP_DIRS)
}

/// The squares whose occupancy matters to a slider on `sq`: its empty-board attacks without
/// the board edges it does not stand on.
// Only the build script, which includes this file, calls it.
#[allow(dead_code)]
pub fn relevant_mask(sq: usize, rook: bool) -> u64 {
    let empty = if rook {
        rook_attacks_slow(sq, 0)
    } else {
        bishop_attacks_slow(sq, 0)
    };
    let (f, r) = (sq % 8, sq / 8);
    let rank = |i: usize| 0xFFu64 << (8 * i);
    let file = |i: usize| 0x0101_0101_0101_0101u64 << i;
    let edges = ((rank(0) | rank(7)) & !rank(r)) | ((file(0) | file(7)) & !file(f));
    empty & !edges
}
