//! Zobrist keys, drawn at compile time from the core's key stream in a fixed order: pieces on
//! squares, the side to move, then the pieces in hand.

use crate::piece::{HAND_KINDS, PIECES};
use gambit::board::KeyStream;

/// The most pieces of one kind a hand can hold (18 pawns), plus one: hand keys are indexed by
/// count.
pub const HAND_COUNTS: usize = 19;

/// Hand keys, `[color][kind][count]`.
type HandKeys = [[[u64; HAND_COUNTS]; HAND_KINDS]; 2];
/// Piece-square keys, side key, hand keys.
type Keys = ([[u64; 81]; PIECES], u64, HandKeys);

const fn draw() -> Keys {
    let mut stream = KeyStream::new(0x5u64 << 60 | 0x4f47_4921);
    let psq = stream.piece_square::<PIECES, 81>();
    let side = stream.next_key();
    let mut hand = [[[0u64; HAND_COUNTS]; HAND_KINDS]; 2];
    let mut c = 0;
    while c < 2 {
        let mut k = 0;
        while k < HAND_KINDS {
            // Index 0 stays 0: an empty hand adds nothing to the key.
            let mut n = 1;
            while n < HAND_COUNTS {
                hand[c][k][n] = stream.next_key();
                n += 1;
            }
            k += 1;
        }
        c += 1;
    }
    (psq, side, hand)
}

const KEYS: Keys = draw();

/// `PIECE_SQUARE[piece][square]`.
pub static PIECE_SQUARE: [[u64; 81]; PIECES] = KEYS.0;
/// Xored in when gote is to move.
pub const SIDE: u64 = KEYS.1;
/// `HAND[color][kind][n]`: xored in when `color`'s hand holds its `n`-th piece of `kind`, so a
/// hand of `n` pieces contributes the keys of counts `1..=n`.
pub static HAND: HandKeys = KEYS.2;
