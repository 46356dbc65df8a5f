//! Zobrist keys, drawn at compile time from the core's key stream in a fixed order: pieces on
//! squares, the side to move, then the pieces in hand.

use crate::piece::{HAND_KINDS, PIECES};
use gambit::board::{HandKeys, KeyStream};

/// The most pieces of one kind a hand can hold (18 pawns), plus one: hand keys are indexed by
/// count.
pub const HAND_COUNTS: usize = 19;

/// Piece-square keys, side key, hand keys.
type Keys = ([[u64; 81]; PIECES], u64, HandKeys<HAND_KINDS, HAND_COUNTS>);

const fn draw() -> Keys {
    let mut stream = KeyStream::new(0x5u64 << 60 | 0x4f47_4921);
    let psq = stream.piece_square::<PIECES, 81>();
    let side = stream.next_key();
    let hand = HandKeys::draw(&mut stream);
    (psq, side, hand)
}

const KEYS: Keys = draw();

/// `PIECE_SQUARE[piece][square]`.
pub static PIECE_SQUARE: [[u64; 81]; PIECES] = KEYS.0;
/// Xored in when gote is to move.
pub const SIDE: u64 = KEYS.1;
/// `HAND.key(color, kind, n)`: xored in when `color`'s hand holds its `n`-th piece of `kind`,
/// so a hand of `n` pieces contributes the keys of counts `1..=n`.
pub static HAND: HandKeys<HAND_KINDS, HAND_COUNTS> = KEYS.2;
