//! The search as a library call: [`search`] for a bounded search with everything defaulted,
//! [`Search`] to keep a table between searches, set threads and lines, watch the reports, or
//! search without a bound and end it from another thread with a [`StopHandle`].

use super::history::Histories;
use super::options::SearchOptions;
use super::report::{Report, SearchResult};
use super::run::{search_sync_on, Memory};
use super::time::Limits;
use super::tt::{TableAllocError, TranspositionTable};
use super::SearchGame;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Why a search was refused: its limits would never end it and nobody can stop it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the limits bound neither depth, nodes nor time: an unbounded search needs a stop handle \
     (Search::stop_handle)"
)]
pub struct Unbounded;

/// Searches `pos` within `limits` on the calling thread and returns the best move, its
/// principal variation and [`Score`](super::Score): one thread, a fresh 16 MiB table, no move
/// overhead. `limits` must end the search by itself ([`Limits::depth`], [`Limits::nodes`],
/// [`Limits::movetime`], a clock); else the search is refused with [`Unbounded`]. For more
/// control, and for searches ended from outside, use [`Search`].
///
/// ```
/// use gambit::prelude::*;
/// use gambit_chess::Chess;
///
/// let pos: Chess = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1".parse()?;
/// let found = search(&pos, Limits::depth(4))?;
/// assert_eq!(pos.format_move(found.best.unwrap()), "a1a8");
/// assert_eq!(found.score, Score::Mate(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn search<G: SearchGame>(pos: &G, limits: Limits) -> Result<SearchResult<G::Move>, Unbounded> {
    if !limits.is_bounded(pos.side_to_move()) {
        return Err(Unbounded);
    }
    Search::<G>::new().run(pos, limits)
}

/// Ends a running [`Search`] from another thread; cheap to clone.
#[derive(Clone, Debug)]
pub struct StopHandle(Arc<AtomicBool>);

impl StopHandle {
    /// Ends the search running now: it answers with what it has found. A search started
    /// later is not affected.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// A search with its own transposition table and options, kept from one search to the next
/// (as an engine keeps them through a game).
///
/// ```
/// use gambit::prelude::*;
/// use gambit_xiangqi::Xiangqi;
/// use std::time::Duration;
///
/// let mut searcher = Search::<Xiangqi>::new();
/// let stop = searcher.stop_handle();
/// std::thread::spawn(move || {
///     std::thread::sleep(Duration::from_millis(50));
///     stop.stop();
/// });
/// let pos = Xiangqi::startpos(Default::default());
/// let found = searcher.run(&pos, Limits::infinite())?;
/// assert!(pos.is_legal(found.best.unwrap()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Search<G: SearchGame> {
    tt: TranspositionTable,
    options: SearchOptions,
    stop: StopHandle,
    /// What the searches learnt about moves (history tables), kept like the table.
    histories: Vec<Histories>,
    _game: PhantomData<fn() -> G>,
}

impl<G: SearchGame> Default for Search<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: SearchGame> Search<G> {
    /// The table size of [`Search::new`], MiB.
    pub const DEFAULT_HASH_MB: usize = 16;

    /// A search with a [`Search::DEFAULT_HASH_MB`] table, one thread, one line and no move
    /// overhead (a library call has no communication delay to allow for).
    pub fn new() -> Self {
        Self::with_table(TranspositionTable::new(Self::DEFAULT_HASH_MB))
    }

    /// [`Search::new`] with a table of `mb` MiB; an error when that memory cannot be had.
    pub fn with_hash_mb(mb: usize) -> Result<Self, TableAllocError> {
        Ok(Self::with_table(TranspositionTable::try_new(mb)?))
    }

    fn with_table(tt: TranspositionTable) -> Self {
        Search {
            tt,
            options: SearchOptions {
                move_overhead_ms: 0,
                ..SearchOptions::default()
            },
            stop: StopHandle(Arc::new(AtomicBool::new(false))),
            histories: Vec::new(),
            _game: PhantomData,
        }
    }

    /// The options of the next searches: threads, lines (`multipv`), move overhead.
    pub fn options_mut(&mut self) -> &mut SearchOptions {
        &mut self.options
    }

    /// The options in force.
    pub fn options(&self) -> &SearchOptions {
        &self.options
    }

    /// A handle that ends the running search from another thread. Holding one also allows
    /// searches without a bound ([`Limits::infinite`]).
    pub fn stop_handle(&self) -> StopHandle {
        self.stop.clone()
    }

    /// Forgets what earlier searches stored and learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.histories.clear();
    }

    /// Searches `pos` within `limits` on the calling thread (helpers too with more than one
    /// thread) and returns what it found. A search without a bound runs until a
    /// [`StopHandle`] ends it (or its deepest iteration is done), so it is refused with
    /// [`Unbounded`] while no handle exists.
    pub fn run(&mut self, pos: &G, limits: Limits) -> Result<SearchResult<G::Move>, Unbounded> {
        self.run_with(pos, limits, |_| {})
    }

    /// [`Search::run`], calling `on_report` with every report: each line of each completed
    /// iteration, as a protocol writes `info` lines.
    pub fn run_with(
        &mut self,
        pos: &G,
        limits: Limits,
        mut on_report: impl FnMut(&Report<G::Move>),
    ) -> Result<SearchResult<G::Move>, Unbounded> {
        // Only this searcher holds the flag: nobody could end an unbounded search.
        let stoppable = Arc::strong_count(&self.stop.0) > 1;
        if !limits.is_bounded(pos.side_to_move()) && !stoppable {
            return Err(Unbounded);
        }
        self.stop.0.store(false, Ordering::Relaxed);
        Ok(search_sync_on(
            pos,
            None,
            &limits,
            &self.options,
            Memory {
                tt: &self.tt,
                histories: &mut self.histories,
            },
            Arc::clone(&self.stop.0),
            &mut on_report,
        ))
    }
}
