//! The game-independent search: iterative deepening with aspiration windows, principal
//! variation search, a shared transposition table, quiescence, null move, late move
//! reductions, and Lazy SMP threads.
//!
//! A game takes part by implementing [`SearchGame`] (evaluation, move classification, the null
//! move) on top of [`Game`] and [`RuleSet`]; repetition and other history rules reach the tree
//! through [`RuleSet::search_verdict`].
//!
//! The search speaks no protocol: it runs with [`SearchOptions`] and [`Limits`] and tells what
//! it finds as events, [`Report`]s and a [`SearchResult`], to a [`SearchSink`]; a protocol
//! (`crate::protocol`) names the options and formats the events.
//!
//! - [`Engine`]: runs searches in a worker thread for a protocol session (`go`, `stop`,
//!   `ponderhit`), behind the object-safe [`SearchControl`].
//! - [`search_sync`]: one search on the calling thread (tests, `bench`);
//!   [`search_sync_restricted`] searches only some root moves (UCI `searchmoves`).
//! - [`bench`](mod@bench): the fixed-depth node count used to compare builds.

use crate::game::{Game, MoveList};
use crate::rules::{Outcome, RuleSet, Verdict};
use crate::square::Color;

pub mod bench;
pub mod engine;
mod options;
mod report;
mod thread;
pub mod time;
pub mod tt;

pub use engine::{search_sync, search_sync_restricted, Engine, SearchControl};
pub use options::SearchOptions;
pub use report::{Report, Score, SearchResult, SearchSink};
pub use time::Limits;
pub use tt::TranspositionTable;

/// Deepest ply the search reaches (iteration depth plus extensions and quiescence).
pub const MAX_PLY: usize = 128;
/// Score of a mate on the board (the side to move is mated): `-MATE`.
pub const MATE: i32 = 32000;
/// Scores beyond this in absolute value are mates.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Larger than any score.
pub const INF: i32 = 32001;
/// Score of a game won by a history rule (xiangqi perpetual check), less the ply. Kept below
/// [`MATE_BOUND`] so that it is never reported as a mate.
pub const RULE_WIN: i32 = 25000;
/// Evaluations are clamped to this, below any rule or mate score.
pub const MAX_EVAL: i32 = 20000;

/// What the search needs from a game beyond [`Game`] and [`RuleSet`].
pub trait SearchGame: Game + RuleSet {
    /// Positions searched by `bench` (FEN), fixed forever so node counts compare across builds.
    const BENCH_FENS: &'static [&'static str];
    /// Depth of each `bench` search.
    const BENCH_DEPTH: i32 = 10;
    /// `true` when a side without moves loses even when not in check (xiangqi); chess scores
    /// stalemate as a draw.
    const STALEMATE_LOSES: bool = false;

    /// Static evaluation in centipawns from the side to move's point of view.
    fn evaluate(&self) -> i32;
    /// `true` for captures and promotions: the moves quiescence searches and ordering puts
    /// ahead of quiet moves.
    fn is_tactical(&self, m: Self::Move) -> bool;
    /// Ordering score of a tactical move, higher first (MVV-LVA: victim value times a large
    /// factor, less the attacker's value).
    fn tactical_score(&self, m: Self::Move) -> i32;
    /// Static exchange evaluation: `true` when `m` wins at least `threshold` centipawns once
    /// all exchanges on its square are played out. The default says yes.
    fn see_ge(&self, _m: Self::Move, _threshold: i32) -> bool {
        true
    }
    /// `true` when passing is unlikely to be the best move, so null-move pruning is sound
    /// enough (chess: the side to move has a piece besides king and pawns).
    fn null_move_ok(&self) -> bool;
    /// Passes the move: pushes a state with the other side to move. Only called when not in
    /// check.
    fn make_null(&mut self);
    /// Takes back [`SearchGame::make_null`].
    fn undo_null(&mut self);
    /// A 16-bit code of a move, unique among the legal moves of a position and never 0 for a
    /// legal move (kept in the transposition table and the history tables).
    fn move_key(m: Self::Move) -> u16;
    /// Appends the moves quiescence searches when not in check: the legal tactical moves.
    /// Games override it with a faster generator.
    fn generate_tactical(&self, moves: &mut MoveList<Self::Move>) {
        self.generate_legal(moves);
        moves.retain(|m| self.is_tactical(*m));
    }
}

/// The score of a rule verdict for the side to move, `ply` plies from the root.
pub fn verdict_score(v: Verdict, side: Color, ply: usize) -> i32 {
    match v.outcome {
        Outcome::Draw => 0,
        o if o == Outcome::win_for(side) => RULE_WIN - ply as i32,
        _ => -(RULE_WIN - ply as i32),
    }
}
