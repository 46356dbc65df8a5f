//! The [`Engine`], which searches in a worker thread while a protocol's input loop keeps
//! reading, and delivers what it finds to a [`SearchSink`]; the search itself is `run.rs`'s.

use super::bench::{self, BenchResult};
use super::evaluation::Evaluation;
use super::history::Histories;
use super::options::SearchOptions;
use super::report::{SearchResult, SearchSink};
use super::run::{run_search, Memory};
use super::thread::Shared;
use super::time::Limits;
use super::tt::{Bound, TableAllocError, TranspositionTable};
use super::SearchGame;
use crate::game::Game;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// USI `go mate` ([`Limits::mate`] is [`ANY_MATE`](super::ANY_MATE)) by the
/// game's own checkmate search ([`SearchGame::checkmate_search`]), with its time
/// ([`Limits::movetime`] less the move overhead) and the search's stop flag; `None` for any
/// other search or a game without one. (A `go mate` restricted to some root moves,
/// `searchmoves` or banned moves, is left to the alpha-beta search, which honours them.)
fn own_checkmate_search<G: SearchGame>(
    pos: &G,
    limits: &Limits,
    options: &SearchOptions,
    shared: &Shared,
) -> Option<SearchResult<G::Move>> {
    if limits.mate != Some(super::ANY_MATE) {
        return None;
    }
    let deadline = limits.movetime.map(|ms| {
        let ms = ms.saturating_sub(options.move_overhead_ms).max(1);
        std::time::Instant::now() + Duration::from_millis(ms)
    });
    let (answer, nodes) = pos.checkmate_search(deadline, &shared.stop)?;
    Some(answer.into_result(nodes))
}

/// What the engine knows of one position without searching it ([`SearchControl::probe`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableProbe<M> {
    /// The table's best move there, when it has one and it is legal.
    pub best: Option<M>,
    /// The table's score there (a search value, for the side to move) with its bound and the
    /// depth it was searched to; `None` when the table has no entry for the position.
    pub entry: Option<(Bound, i32, i32)>,
    /// The static evaluation, centipawns for the side to move.
    pub eval: i32,
}

/// What a protocol session needs from a search engine, independent of the game's search
/// traits.
pub trait SearchControl<G: Game>: Send {
    /// Starts searching `pos` in the background; its reports and its result go to `sink`. A
    /// running search is stopped first. `root_moves` restricts the search to those root moves
    /// (UCI `searchmoves`, read by the caller): `None` searches every legal move, and a list
    /// without a legal move ends with a result without a best move.
    fn go(
        &mut self,
        pos: &G,
        limits: Limits,
        root_moves: Option<Vec<G::Move>>,
        options: &SearchOptions,
        sink: Box<dyn SearchSink<G>>,
    );
    /// Ends the running search (its sink gets the result); nothing when idle.
    fn stop(&mut self);
    /// The opponent played the expected move: the ponder search becomes a normal one.
    fn ponderhit(&mut self);
    /// Waits for the running search to finish by itself.
    fn wait(&mut self);
    /// `true` while a search runs.
    fn is_searching(&self) -> bool;
    /// `true` while the running search waits for `stop` (`go infinite`, pondering).
    fn waits_for_stop(&self) -> bool;
    /// Resizes the transposition table to `mb` MiB now (a running search finishes with the
    /// table it has). When the memory cannot be had the table is kept as it is and the error
    /// says which size failed.
    fn set_hash(&mut self, mb: usize) -> Result<(), TableAllocError>;
    /// The size of the table the next search uses, MiB.
    fn hash_mb(&self) -> usize;
    /// Empties the transposition table, `threads` threads clearing slices in parallel.
    fn clear_hash(&mut self, threads: usize);
    /// Stops any search and runs `bench` to `depth` (the game's default when `None`) with
    /// `evaluation`.
    fn bench(&mut self, depth: Option<i32>, evaluation: &Evaluation) -> BenchResult;
    /// What the transposition table and the evaluation say of `pos`, searching nothing (a
    /// running search goes on).
    fn probe(&self, pos: &G) -> TableProbe<G::Move>;
}

/// From this size on (MiB) a clear trades the table's memory for fresh zeroed pages.
const FRESH_PAGES_MB: usize = 256;

struct Worker {
    handle: JoinHandle<()>,
    shared: Arc<Shared>,
    infinite: bool,
}

/// The search engine behind a protocol session of one game.
pub struct Engine<G: SearchGame> {
    tt: Arc<TranspositionTable>,
    /// The threads' move statistics, carried from one search to the next; replaced by empty
    /// ones with the table's clear (a new game).
    histories: Arc<Mutex<Vec<Histories>>>,
    /// A clear was asked while a search held the table and no fresh table could be had: the
    /// next search clears it first.
    clear_pending: bool,
    worker: Option<Worker>,
    _game: std::marker::PhantomData<fn() -> G>,
}

impl<G: SearchGame> Engine<G> {
    /// An idle engine with a table of `hash_mb` MiB (1 MiB when that much cannot be had).
    pub fn new(hash_mb: usize) -> Self {
        let tt =
            TranspositionTable::try_new(hash_mb).unwrap_or_else(|_| TranspositionTable::new(1));
        Engine {
            tt: Arc::new(tt),
            histories: Arc::default(),
            clear_pending: false,
            worker: None,
            _game: std::marker::PhantomData,
        }
    }

    fn join(&mut self) {
        if let Some(w) = self.worker.take() {
            let _ = w.handle.join();
        }
    }

    /// Clears the table now, if a clear was left for the next search.
    fn clear_if_pending(&mut self, threads: usize) {
        if self.clear_pending {
            if let Some(tt) = Arc::get_mut(&mut self.tt) {
                tt.clear_parallel(threads);
                self.clear_pending = false;
            }
        }
    }
}

impl<G: SearchGame> SearchControl<G> for Engine<G> {
    fn go(
        &mut self,
        pos: &G,
        limits: Limits,
        root_moves: Option<Vec<G::Move>>,
        options: &SearchOptions,
        mut sink: Box<dyn SearchSink<G>>,
    ) {
        self.stop();
        // Resizing happens in `set_hash` and clearing in `clear_hash`, never here: a `go` on a
        // clock must start searching at once.
        self.clear_if_pending(options.threads);
        let shared = Arc::new(Shared::new(options.threads, limits.ponder));
        let infinite = limits.infinite || limits.ponder;
        let tt = Arc::clone(&self.tt);
        let histories = Arc::clone(&self.histories);
        let sh = Arc::clone(&shared);
        let pos = pos.clone();
        let options = options.clone();
        let handle = std::thread::Builder::new()
            .name("search".into())
            .stack_size(64 << 20)
            .spawn(move || {
                let own = root_moves.is_none();
                if let Some(result) = own
                    .then(|| own_checkmate_search(&pos, &limits, &options, &sh))
                    .flatten()
                {
                    sink.finished(&pos, &result);
                    return;
                }
                let filter = root_moves.as_deref();
                // Only this thread uses them; a panic elsewhere leaves them usable.
                let mut hist = histories.lock().unwrap_or_else(|e| e.into_inner());
                let memory = Memory {
                    tt: &tt,
                    histories: &mut hist,
                };
                let result = run_search(&pos, &limits, filter, &options, memory, &sh, &mut |r| {
                    sink.report(&pos, r)
                });
                sink.finished(&pos, &result);
            })
            .expect("spawn the search thread");
        self.worker = Some(Worker {
            handle,
            shared,
            infinite,
        });
    }

    fn stop(&mut self) {
        if let Some(w) = &self.worker {
            w.shared.stop.store(true, Ordering::Relaxed);
        }
        self.join();
    }

    fn ponderhit(&mut self) {
        if let Some(w) = &mut self.worker {
            w.shared.pondering.store(false, Ordering::Relaxed);
            w.infinite = false;
        }
    }

    fn wait(&mut self) {
        self.join();
    }

    fn is_searching(&self) -> bool {
        self.worker
            .as_ref()
            .is_some_and(|w| !w.handle.is_finished())
    }

    fn waits_for_stop(&self) -> bool {
        self.worker
            .as_ref()
            .is_some_and(|w| w.infinite && !w.handle.is_finished())
    }

    fn set_hash(&mut self, mb: usize) -> Result<(), TableAllocError> {
        if mb.max(1) == self.tt.size_mb() {
            return Ok(());
        }
        self.tt = Arc::new(TranspositionTable::try_new(mb)?);
        self.clear_pending = false;
        Ok(())
    }

    fn hash_mb(&self) -> usize {
        self.tt.size_mb()
    }

    fn clear_hash(&mut self, threads: usize) {
        // A running search keeps the statistics it has; the next one starts empty.
        self.histories = Arc::default();
        if !self.is_searching() {
            self.join();
        }
        if let Some(tt) = Arc::get_mut(&mut self.tt) {
            // Writing zeros into a large table maps every page it never touched (24 s for
            // 8 GiB here); fresh zeroed pages cost nothing until used. A small table is cheaper
            // to zero in place, and its pages stay mapped for the next search.
            if tt.size_mb() < FRESH_PAGES_MB || tt.renew().is_err() {
                tt.clear_parallel(threads);
            }
            self.clear_pending = false;
            return;
        }
        // A search still holds the table: give the next search fresh zeroed pages instead.
        match TranspositionTable::try_new(self.tt.size_mb()) {
            Ok(tt) => {
                self.tt = Arc::new(tt);
                self.clear_pending = false;
            }
            Err(_) => self.clear_pending = true,
        }
    }

    fn bench(&mut self, depth: Option<i32>, evaluation: &Evaluation) -> BenchResult {
        self.stop();
        bench::run::<G>(
            depth.unwrap_or(G::BENCH_DEPTH),
            evaluation,
            &mut std::io::sink(),
        )
    }

    fn probe(&self, pos: &G) -> TableProbe<G::Move> {
        let entry = self.tt.probe(pos.key());
        let best = entry.filter(|e| e.mv != 0).and_then(|e| {
            pos.legal_moves()
                .into_iter()
                .find(|&m| G::move_key(m) == e.mv)
        });
        TableProbe {
            best,
            // At the root a stored score needs no adjustment for the distance to a mate.
            entry: entry.map(|e| (e.bound, e.score, e.depth)),
            eval: pos.evaluate(),
        }
    }
}
