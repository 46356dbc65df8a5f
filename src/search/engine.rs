//! Running searches: one search on the calling thread ([`search_sync`]) and the UCI engine
//! ([`Engine`]), which searches in a worker thread while the input loop keeps reading.

use super::thread::{Clock, Searcher, Shared};
use super::time::Limits;
use super::tt::{TableAllocError, TranspositionTable};
use super::{uci_score, SearchGame, MATE, MATE_BOUND, MAX_PLY};
use crate::game::Game;
use crate::uci::Options;
use std::io::Write;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Where a search writes its `info` and `bestmove` lines.
pub type SharedOut = Arc<Mutex<dyn Write + Send>>;

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play; `None` when the side to move has no legal move.
    pub best: Option<M>,
    /// The expected reply (second move of the principal variation).
    pub ponder: Option<M>,
    /// Score of the best move, side to move's point of view (see [`super::uci_score`]).
    pub score: i32,
    /// Last completed iteration.
    pub depth: i32,
    /// Nodes searched by all threads.
    pub nodes: u64,
    /// Principal variation of the best move.
    pub pv: Vec<M>,
}

/// One principal variation of an `info` report.
#[derive(Clone, Debug)]
pub struct Report<M> {
    /// Iteration depth.
    pub depth: i32,
    /// Deepest ply reached.
    pub seldepth: usize,
    /// 1-based index of the line.
    pub multipv: usize,
    /// Score, side to move's point of view.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time since the search started.
    pub time: Duration,
    /// Transposition table use, permille.
    pub hashfull: u32,
    /// The principal variation.
    pub pv: Vec<M>,
}

impl<M: Copy> Report<M> {
    /// The UCI `info` line, moves written by `pos`'s notation.
    pub fn to_uci<G: Game<Move = M>>(&self, pos: &G) -> String {
        let ms = self.time.as_millis() as u64;
        let nps = self.nodes * 1000 / ms.max(1);
        let mut line = format!(
            "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {}",
            self.depth,
            self.seldepth.max(1),
            self.multipv,
            uci_score(self.score),
            self.nodes,
            nps,
            self.hashfull,
            ms
        );
        let mut p = pos.clone();
        for (i, &m) in self.pv.iter().enumerate() {
            if !p.is_legal(m) {
                break;
            }
            line.push_str(if i == 0 { " pv " } else { " " });
            line.push_str(&p.format_move(m));
            p.make(m);
        }
        line
    }
}

/// Runs one search of `pos` to `limits` on the calling thread plus `options.threads - 1`
/// helpers sharing `tt`. `info` receives each completed iteration's reports.
pub(crate) fn run_search<G: SearchGame>(
    pos: &G,
    limits: &Limits,
    options: &Options,
    tt: &TranspositionTable,
    shared: &Shared,
    info: &mut dyn FnMut(&Report<G::Move>),
) -> SearchResult<G::Move> {
    let start = Instant::now();
    tt.new_search();
    let side = pos.side_to_move();
    let budget = if limits.infinite {
        None
    } else {
        limits.budget(side, options.move_overhead_ms)
    };
    let threads = shared.nodes.len();
    let max_depth = limits.depth.unwrap_or(MAX_PLY as i32 - 1).max(1);
    let mut main = Searcher::new(pos.clone(), tt, shared, 0);
    main.multipv = options.multipv;
    main.clock = Some(Clock {
        start,
        soft: budget.map(|b| b.0),
        hard: budget.map(|b| b.1),
        node_limit: limits.nodes,
        pondering: limits.ponder,
    });
    if main.root_moves.is_empty() {
        let score = if pos.in_check() || G::STALEMATE_LOSES {
            -MATE
        } else {
            0
        };
        info(&Report {
            depth: 0,
            seldepth: 0,
            multipv: 1,
            score,
            nodes: 0,
            time: start.elapsed(),
            hashfull: 0,
            pv: Vec::new(),
        });
        return SearchResult {
            best: None,
            ponder: None,
            score,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        };
    }
    let single = main.root_moves.len() == 1;
    let mut last_reported: Option<G::Move> = None;
    std::thread::scope(|scope| {
        for id in 1..threads {
            let p = pos.clone();
            scope.spawn(move || {
                let mut s = Searcher::new(p, tt, shared, id);
                s.iterate(max_depth, &mut |_| true);
            });
        }
        let mut report = |s: &Searcher<'_, G>| -> bool {
            let clock = s.clock.as_ref().expect("the main thread has a clock");
            let elapsed = clock.start.elapsed();
            let nodes = shared.total_nodes();
            let hashfull = tt.hashfull();
            let lines = s.multipv.clamp(1, s.root_moves.len());
            for (i, rm) in s.root_moves[..lines].iter().enumerate() {
                let score = if rm.score == -super::INF {
                    rm.prev_score
                } else {
                    rm.score
                };
                info(&Report {
                    depth: s.completed_depth,
                    seldepth: rm.seldepth,
                    multipv: i + 1,
                    score,
                    nodes,
                    time: start.elapsed(),
                    hashfull,
                    pv: rm.pv.clone(),
                });
            }
            last_reported = Some(s.root_moves[0].mv);
            let pondering = clock.pondering && shared.pondering.load(Ordering::Relaxed);
            if limits.infinite || pondering {
                return true;
            }
            let best = s.root_moves[0].score;
            if let Some(mate) = limits.mate {
                if best >= MATE_BOUND && (MATE - best + 1) / 2 <= mate {
                    return false;
                }
            }
            if limits.uses_clock(side) && single {
                return false;
            }
            match clock.soft {
                Some(soft) => elapsed < soft,
                None => true,
            }
        };
        main.iterate(max_depth, &mut report);
        // `go infinite` and pondering wait for `stop` (or `ponderhit`) before answering.
        while !shared.stop.load(Ordering::Relaxed)
            && (limits.infinite || shared.pondering.load(Ordering::Relaxed))
        {
            std::thread::sleep(Duration::from_millis(1));
        }
        shared.stop.store(true, Ordering::Relaxed);
    });
    let rm = &main.root_moves[0];
    let nodes = shared.total_nodes();
    if last_reported != Some(rm.mv) {
        // The best move changed in an unfinished iteration: report it.
        info(&Report {
            depth: main.completed_depth.max(1),
            seldepth: rm.seldepth,
            multipv: 1,
            score: if rm.score == -super::INF {
                rm.prev_score.max(-MATE)
            } else {
                rm.score
            },
            nodes,
            time: start.elapsed(),
            hashfull: tt.hashfull(),
            pv: rm.pv.clone(),
        });
    }
    SearchResult {
        best: Some(rm.mv),
        ponder: rm.pv.get(1).copied(),
        score: rm.score,
        depth: main.completed_depth,
        nodes,
        pv: rm.pv.clone(),
    }
}

/// Searches `pos` on the calling thread (plus helpers when `options.threads > 1`) and returns
/// the result; `info` receives every report. Time limits apply as for `go`; `infinite` and
/// `ponder` are ignored.
pub fn search_sync<G: SearchGame>(
    pos: &G,
    limits: &Limits,
    options: &Options,
    tt: &TranspositionTable,
    info: &mut dyn FnMut(&Report<G::Move>),
) -> SearchResult<G::Move> {
    let mut limits = limits.clone();
    limits.infinite = false;
    limits.ponder = false;
    let shared = Shared::new(options.threads, false);
    run_search(pos, &limits, options, tt, &shared, info)
}

/// What the UCI loop needs from a search engine, independent of the game's search traits.
pub trait SearchControl<G: Game>: Send {
    /// Starts searching `pos` in the background; `info` and `bestmove` go to `out`. A running
    /// search is stopped first.
    fn go(&mut self, pos: &G, limits: Limits, options: &Options, out: SharedOut);
    /// Ends the running search (it answers `bestmove`); nothing when idle.
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
    /// Runs `bench` to `depth` (the game's default when `None`), writing the summary to `out`.
    fn bench(&mut self, depth: Option<i32>, out: &mut dyn Write);
}

/// From this size on (MiB) a clear trades the table's memory for fresh zeroed pages.
const FRESH_PAGES_MB: usize = 256;

struct Worker {
    handle: JoinHandle<()>,
    shared: Arc<Shared>,
    infinite: bool,
}

/// The search engine behind the UCI loop of one game.
pub struct Engine<G: SearchGame> {
    tt: Arc<TranspositionTable>,
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
    fn go(&mut self, pos: &G, limits: Limits, options: &Options, out: SharedOut) {
        self.stop();
        // Resizing happens in `set_hash` and clearing in `clear_hash`, never here: a `go` on a
        // clock must start searching at once.
        self.clear_if_pending(options.threads);
        let shared = Arc::new(Shared::new(options.threads, limits.ponder));
        let infinite = limits.infinite || limits.ponder;
        let tt = Arc::clone(&self.tt);
        let sh = Arc::clone(&shared);
        let pos = pos.clone();
        let options = options.clone();
        let handle = std::thread::Builder::new()
            .name("search".into())
            .stack_size(64 << 20)
            .spawn(move || {
                let print = |line: &str| {
                    if let Ok(mut o) = out.lock() {
                        let _ = writeln!(o, "{line}");
                        let _ = o.flush();
                    }
                };
                let result = run_search(&pos, &limits, &options, &tt, &sh, &mut |r| {
                    print(&r.to_uci(&pos))
                });
                let line = match result.best {
                    None => "bestmove (none)".to_string(),
                    Some(b) => {
                        let mut line = format!("bestmove {}", pos.format_move(b));
                        if let Some(p) = result.ponder {
                            let mut after = pos.clone();
                            after.make(b);
                            if after.is_legal(p) {
                                line.push_str(&format!(" ponder {}", after.format_move(p)));
                            }
                        }
                        line
                    }
                };
                print(&line);
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

    fn bench(&mut self, depth: Option<i32>, out: &mut dyn Write) {
        self.stop();
        let d = depth.unwrap_or(G::BENCH_DEPTH);
        let r = super::bench::run::<G>(d, &mut std::io::sink());
        super::bench::print_summary(&r, out);
    }
}
