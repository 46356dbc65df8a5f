//! Zobrist keys from a fixed-seed SplitMix64 generator, computed at compile time.

use gambit::zobrist::splitmix64 as splitmix;

/// Keys for every (piece index, square).
pub static PIECE_SQUARE: [[u64; 90]; 14] = {
    let mut t = [[0u64; 90]; 14];
    let mut state = 0x5851_f42d_4c95_7f2d_u64;
    let mut p = 0;
    while p < 14 {
        let mut s = 0;
        while s < 90 {
            let (ns, v) = splitmix(state);
            state = ns;
            t[p][s] = v;
            s += 1;
        }
        p += 1;
    }
    t
};

/// Key XORed in when black is to move.
pub const SIDE: u64 = splitmix(0x1234_5678_9abc_def0).1;
