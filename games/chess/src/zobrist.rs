//! Zobrist keys: fixed pseudo-random numbers, computed at compile time.

use gambit::zobrist::splitmix64 as splitmix;

/// All keys of one table.
pub struct Keys {
    /// `piece_square[piece.idx()][square]`.
    pub piece_square: [[u64; 64]; 12],
    /// By the 4-bit castling rights mask.
    pub castling: [u64; 16],
    /// By the file of the en passant square.
    pub en_passant: [u64; 8],
    /// Black to move.
    pub black: u64,
}

const fn build() -> Keys {
    let mut k = Keys {
        piece_square: [[0; 64]; 12],
        castling: [0; 16],
        en_passant: [0; 8],
        black: 0,
    };
    let mut s = 0x1234_5678_9ABC_DEF0u64;
    let mut p = 0;
    while p < 12 {
        let mut sq = 0;
        while sq < 64 {
            let (ns, v) = splitmix(s);
            s = ns;
            k.piece_square[p][sq] = v;
            sq += 1;
        }
        p += 1;
    }
    // Castling keys are the xor of one key per right, so that rights combine consistently.
    let mut single = [0u64; 4];
    let mut i = 0;
    while i < 4 {
        let (ns, v) = splitmix(s);
        s = ns;
        single[i] = v;
        i += 1;
    }
    let mut mask = 0;
    while mask < 16 {
        let mut key = 0;
        let mut b = 0;
        while b < 4 {
            if mask & (1 << b) != 0 {
                key ^= single[b];
            }
            b += 1;
        }
        k.castling[mask] = key;
        mask += 1;
    }
    let mut f = 0;
    while f < 8 {
        let (ns, v) = splitmix(s);
        s = ns;
        k.en_passant[f] = v;
        f += 1;
    }
    k.black = splitmix(s).1;
    k
}

/// The keys.
pub static KEYS: Keys = build();
