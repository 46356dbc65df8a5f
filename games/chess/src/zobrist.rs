//! Zobrist keys: fixed pseudo-random numbers, computed at compile time.

use gambit::board::KeyStream;

/// All keys of one table.
pub struct Keys {
    /// `piece_square[piece.index()][square]`.
    pub piece_square: [[u64; 64]; 12],
    /// By the 4-bit castling rights mask.
    pub castling: [u64; 16],
    /// By the file of the en passant square.
    pub en_passant: [u64; 8],
    /// Black to move.
    pub black: u64,
}

const fn build() -> Keys {
    // The draw order (pieces, castling rights, en passant files, side) fixes every key.
    let mut stream = KeyStream::new(0x1234_5678_9ABC_DEF0);
    let piece_square = stream.piece_square();
    let rights: [u64; 4] = stream.keys();
    // A rights mask's key is the xor of its rights' keys, so that rights combine consistently.
    let mut castling = [0u64; 16];
    let mut mask = 0;
    while mask < 16 {
        let mut right = 0;
        while right < 4 {
            if mask & (1 << right) != 0 {
                castling[mask] ^= rights[right];
            }
            right += 1;
        }
        mask += 1;
    }
    let en_passant = stream.keys();
    Keys {
        piece_square,
        castling,
        en_passant,
        black: stream.next_key(),
    }
}

/// The keys.
pub static KEYS: Keys = build();
