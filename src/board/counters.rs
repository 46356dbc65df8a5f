//! The move counters of a FEN or SFEN: the bounds every game reads them with.
//!
//! Far beyond any game, and small enough that play from the position never overflows the
//! counters. FENs are written with the counters capped at these, so that every written FEN
//! reads back.

/// The largest halfmove clock (plies without progress) a FEN is read with.
pub const MAX_HALFMOVE: u32 = 9_999;
/// The largest fullmove number a FEN is read with.
pub const MAX_FULLMOVE: u32 = 999_999;
