//! The board layer: what every chess-family board shares, written once for the games to plug
//! their squares and pieces into.
//!
//! - [`zobrist`]: the compile-time key stream ([`KeyStream`]).

pub mod zobrist;

pub use zobrist::KeyStream;
