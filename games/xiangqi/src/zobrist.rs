//! Zobrist keys from a fixed-seed key stream, computed at compile time.

use gambit::board::KeyStream;

/// Keys for every (piece index, square).
pub static PIECE_SQUARE: [[u64; 90]; 14] = KeyStream::new(0x5851_f42d_4c95_7f2d).piece_square();

/// Key XORed in when black is to move (the first key of a stream of its own).
pub const SIDE: u64 = KeyStream::new(0x1234_5678_9abc_def0).next_key();
