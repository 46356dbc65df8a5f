//! The board layer: what every chess-family board shares, written once for the games to plug
//! their squares and pieces into.
//!
//! - [`geometry`]: a board's shape ([`Geometry`]) and its squares ([`Square`]): coordinates,
//!   offsets, file and rank masks.
//! - [`names`]: square names (`e4`, `a0`, `7g`) in the style a game picks ([`SquareNames`]).
//! - [`move_text`]: a move's text as UCI and USI write it, read and written apart from any
//!   game ([`MoveText`]).
//! - [`leapers`]: `const fn` builders of leaper and blockable-leaper attack tables.
//! - [`by_color`]: [`ByColor`], one value per side.
//! - [`piece`]: piece kinds and colored pieces with their FEN letters ([`PieceKind`],
//!   [`ColoredPiece`]).
//! - [`counters`]: the bounds of the FEN move counters.
//! - [`mailbox`]: the pieces as a cell per square and as sets per kind and color, with the
//!   changes a move makes ([`Mailbox`], laid out by a game's [`Layout`]).
//! - [`hand`]: pieces in hand for games with drops, and their Zobrist keys by count
//!   ([`Hand`], [`HandKeys`]).
//! - [`placement`]: the board field of FEN and SFEN, read and written.
//! - [`text`]: a board drawn in text for people ([`TextBoard`]).
//! - [`zobrist`]: the compile-time key stream ([`KeyStream`]).

pub mod by_color;
pub mod counters;
pub mod geometry;
pub mod hand;
pub mod leapers;
pub mod mailbox;
pub mod move_text;
pub mod names;
pub mod piece;
pub mod placement;
mod square_text;
#[cfg(test)]
mod test_boards;
pub mod text;
pub mod zobrist;

pub use by_color::ByColor;
pub use geometry::{Geometry, Square};
pub use hand::{Hand, HandKeys, HandKind};
pub use mailbox::{CellSquare, DenseCells, Layout, Mailbox, PieceSet};
pub use move_text::{MoveText, MoveTextError};
pub use names::{FileNames, RankNames, SquareNameError, SquareNames};
pub use piece::{ColoredPiece, PieceKind};
pub use placement::PlacementError;
pub use text::TextBoard;
pub use zobrist::KeyStream;
