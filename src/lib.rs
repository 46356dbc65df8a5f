//! gambit: the game-independent core of a framework for chess-family board games.
//!
//! - [`SquareSet`]: square sets as integers (`u64`, `u128`, [`ethnum::U256`]); [`Bitboard`]
//!   types one by the board it belongs to.
//! - [`board`]: what every board shares: geometry and square names, leaper tables, pieces and
//!   their letters, [`ByColor`], the FEN board field, Zobrist key streams.
//! - [`Game`]: a position of one game, with legal move generation, make/undo on a chain of
//!   [`GameState`]s, FEN and move notation.
//! - [`history`]: the state stack, repetition filters and the one repetition scan.
//! - [`perft`]: move-path enumeration with divide and threads.
//! - [`search`]: the generic alpha-beta search (iterative deepening, PVS, transposition
//!   table, Lazy SMP) over [`search::SearchGame`].
//! - [`nnue`]: the neural network evaluation's game-independent part: inputs, accumulators,
//!   the quantized network and its file.
//! - [`options`]: typed option specs (check, spin, combo, string, button) for games and engines.
//!
//! Game rules live in the game crates (`gambit-chess`, `gambit-xiangqi`, `gambit-shogi`,
//! `gambit-variants`), never here. What makes a game an engine or a command-line tool (the
//! protocols UCI, USI and UCCI, the command line, tuning) is the `gambit-engine` crate above
//! this one: a program that only plays, reads or judges games needs nothing of it. A program using them starts with `use gambit::prelude::*;`.

#![warn(missing_docs)]

pub mod bitboard;
pub mod board;
pub mod diagram;
pub mod game;
pub mod history;
pub mod judge;
pub mod kernel;
pub mod nnue;
pub mod options;
pub mod perft;
pub mod record;
pub mod rules;
pub mod search;
pub mod square;
pub mod square_set;

pub use bitboard::Bitboard;
pub use board::{ByColor, ColoredPiece, Geometry, PieceKind, PlacementError};
pub use ethnum::U256;
pub use game::{
    ArrayVec, Game, GameError, GameState, IllegalMove, MoveList, MoveStore, Notation, RepeatMark,
};
pub use history::History;
pub use judge::{Judge, JudgeError};
pub use options::{OptionKind, OptionSpec, OptionValue};
pub use rules::{Outcome, Reason, RuleSet, Verdict};
pub use square::{BoardSquare, Color};
pub use square_set::SquareSet;

/// The code in README.md, run as a doc test so that it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// What a program playing, reading or judging games needs in scope: `use gambit::prelude::*;`.
///
/// The traits whose methods a position has ([`Game`]: play, undo, FEN, moves; [`RuleSet`]:
/// verdicts; [`Judge`]: `G::judge(fen, moves)`; [`judge::Explain`]: `pos.explain()`, the lines
/// `judge --explain` prints; [`judge::RecordMoves`]: `pos.read_record_move("Qh4#")`, a move as
/// records write it, read as `judge --moves` reads it), the types of their answers, perft,
/// and the search ([`search::search`], [`search::Search`]). What
/// only a game's implementer needs (`History`, `GameState`'s repeat marks, the board helpers)
/// stays at its path.
pub mod prelude {
    pub use crate::bitboard::Bitboard;
    pub use crate::game::{Game, IllegalMove, MoveList, MoveStore, Notation};
    pub use crate::judge::{Explain, Judge, JudgeError, RecordMoves};
    pub use crate::perft::{divide, divide_fast, perft, perft_fast, CountReplies};
    pub use crate::rules::{Outcome, Reason, RuleSet, Verdict};
    pub use crate::search::{search, Limits, Score, Search, SearchResult, StopHandle};
    pub use crate::square::{BoardSquare, Color};
}
