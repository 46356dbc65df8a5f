//! The kernel: chess-family games from descriptions.
//!
//! A variant is a type implementing [`Variant`]: its board ([`Geometry`](crate::Geometry)),
//! its pieces by their movement in Betza's notation ([`PieceDef`], [`betza`]), and the rule
//! components it takes ([`Rules`]: double steps and en passant, promotion chess-style or
//! shogi-style, drops, castling, ends). [`Position<V>`] is then a full game: it implements
//! [`Game`](crate::Game), [`History`](crate::History), [`RuleSet`](crate::RuleSet) and
//! [`SearchGame`](crate::search::SearchGame), so perft, the judge, the search and the
//! protocols run it as they run the hand-written games.
//!
//! - [`betza`]: movement strings into steps;
//! - [`variant`]: the description types and the [`Variant`] trait;
//! - [`tables`]: what is computed once from a description (steps per square, rays, keys);
//! - [`board`], [`position`]: the board, the state chain, make and undo, attacks;
//! - `movegen`: legal generation from checkers and pins (or move by move for hoppers and
//!   lame leapers), into lists or counts;
//! - [`fen`], [`moves`], `san`, [`pgn`], `game`, `rules`, `search`: FEN, moves and their notation
//!   (UCI, and SAN for records), the trait implementations.

pub mod betza;
pub mod board;
pub mod boards;
mod capabilities;
mod eval;
pub mod fen;
mod game;
mod lame;
mod movegen;
pub mod moves;
pub mod pgn;
pub mod pieces;
pub mod position;
mod rules;
mod san;
mod search;
mod see;
pub mod tables;
pub mod variant;

pub use board::Board;
pub use fen::FenError;
pub use game::{MoveError, Piece, VariantNotation, UCI_CHESS960};
pub use moves::{Move, MoveKind};
pub use position::{Position, State};
pub use rules::{BIKJANG, CHECK_LIMIT, COUNTING, DOUBLE_PASS, EXPLOSION, MOVE_RULE, REPETITION};
pub use search::variant_name;
pub use tables::Tables;
pub use variant::{
    Castling, Cells, Counting, Drops, Ends, Extinction, Flag, FlagRule, Gating, MaterialCount,
    NoMoves, PieceDef, Promotion, RepetitionValue, Role, Rules, Variant, MAX_KINDS,
};
