//! The settings of a search that do not change between `go`s of one game: threads, lines
//! reported, the time kept back per move, the strength, the evaluation. The transposition table's size belongs to the
//! engine that owns the table ([`super::SearchControl::set_hash`]).

use super::evaluation::Evaluation;
use super::skill::Strength;

/// How a search runs, whatever protocol started it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Search threads (the main thread and Lazy SMP helpers); also `perft` threads.
    pub threads: usize,
    /// Principal variations reported per iteration.
    pub multipv: usize,
    /// Milliseconds kept back per move for communication delays.
    pub move_overhead_ms: u64,
    /// Full strength, or weaker on purpose ([`Strength`]: a skill level or an Elo).
    pub strength: Strength,
    /// The evaluation: the game's network or its hand-written one ([`Evaluation`]).
    pub evaluation: Evaluation,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            threads: 1,
            multipv: 1,
            move_overhead_ms: 30,
            strength: Strength::Full,
            evaluation: Evaluation::default(),
        }
    }
}
