//! Running searches: one search on the calling thread ([`search_sync`]) and the [`Engine`],
//! which searches in a worker thread while a protocol's input loop keeps reading, and
//! delivers what it finds to a [`SearchSink`].

use super::bench::{self, BenchResult};
use super::history::Histories;
use super::options::SearchOptions;
use super::report::{report_lines, same_lines, Line, Report, Score, SearchResult, SearchSink};
use super::skill::Skill;
use super::thread::{Clock, Searcher, Shared};
use super::time::Limits;
use super::tt::{Bound, TableAllocError, TranspositionTable};
use super::{no_moves_score, SearchGame, MATE, MATE_BOUND, MAX_EVAL, MAX_PLY};
use crate::game::Game;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Runs one search of `pos` to `limits` on the calling thread plus `options.threads - 1`
/// helpers sharing `tt`. The root moves are the legal moves of `pos`, only those in
/// `root_filter` when one is given (every thread uses the same list). `info` receives each
/// completed iteration's report (one [`Report`] per line, `multipv` 1, 2, ...), and the whole
/// set again at the end when the search stopped inside an iteration that changed it, so that
/// the last report is the final set and its first line is the move played. When the side to
/// move may declare a win ([`RuleSet::declaration_win`](crate::rules::RuleSet)) and this is no
/// mate search (`limits.mate`), nothing is searched or reported: the result says
/// [`SearchResult::declares_win`], once `stop` came for `go infinite` or a ponder search.
pub(crate) fn run_search<G: SearchGame>(
    pos: &G,
    limits: &Limits,
    root_filter: Option<&[G::Move]>,
    options: &SearchOptions,
    memory: Memory<'_>,
    shared: &Shared,
    info: &mut dyn FnMut(&Report<G::Move>),
) -> SearchResult<G::Move> {
    let Memory { tt, histories } = memory;
    let start = Instant::now();
    tt.new_search();
    let side = pos.side_to_move();
    let budget = if limits.infinite {
        None
    } else {
        limits.budget(side, options.move_overhead_ms, pos.ply())
    };
    let threads = shared.nodes.len();
    // One set of statistics per thread, kept from the last search; a new thread starts empty.
    if histories.first().is_some_and(|h| !h.fits::<G>()) {
        histories.clear();
    }
    histories.resize_with(threads.max(1), Histories::new::<G>);
    let (main_hist, helper_hists) = histories
        .split_first_mut()
        .expect("at least one thread's histories");
    let skill = Skill::new(options.strength, G::ELO_CURVE);
    let mut max_depth = limits.depth.unwrap_or(MAX_PLY as i32 - 1).max(1);
    let mut node_limit = limits.nodes;
    let mut main = Searcher::new(pos.clone(), tt, shared, 0, root_filter, main_hist);
    main.multipv = options.multipv;
    if let Some(skill) = skill {
        max_depth = max_depth.min(skill.max_depth());
        node_limit = Some(node_limit.map_or(skill.max_nodes(), |n| n.min(skill.max_nodes())));
        main.multipv = main.multipv.max(skill.lines());
    }
    main.clock = Some(Clock {
        start,
        soft: budget.map(|b| b.0),
        hard: budget.map(|b| b.1),
        node_limit,
        pondering: limits.ponder,
    });
    // A declaration ends the game on the spot: nothing to search. It is scored as a mate in
    // one ply, the declaration being the winning act. A mate search looks for a mate on the
    // board, which a declaration is not.
    if limits.mate.is_none() && pos.declaration_win() {
        wait_for_stop(limits, shared);
        return SearchResult {
            best: None,
            ponder: None,
            score: Score::Mate(1),
            value: MATE - 1,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            declares_win: true,
            no_mate: false,
        };
    }
    if main.root_moves.is_empty() {
        let score = no_moves_score(pos, 0);
        // With a root filter that left nothing but a position that has moves, no score is
        // reported: there is nothing to score.
        if root_filter.is_none() || pos.count_legal() == 0 {
            info(&Report {
                depth: 0,
                seldepth: 0,
                multipv: 1,
                score: Score::from_value(score),
                value: score,
                nodes: 0,
                time: start.elapsed(),
                hashfull: 0,
                pv: Vec::new(),
            });
        }
        return SearchResult {
            best: None,
            ponder: None,
            score: Score::from_value(score),
            value: score,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            declares_win: false,
            no_mate: false,
        };
    }
    let single = main.root_moves.len() == 1;
    // The score shown for a first line the search never scored (stopped at once).
    let unknown = pos.evaluate().clamp(-MAX_EVAL, MAX_EVAL);
    let mut printed: Vec<Line<G::Move>> = Vec::new();
    let mut print = |lines: &[Line<G::Move>], depth: i32| {
        let nodes = shared.total_nodes();
        let hashfull = tt.hashfull();
        for (i, l) in lines.iter().enumerate() {
            info(&Report {
                depth,
                seldepth: l.seldepth,
                multipv: i + 1,
                score: Score::from_value(l.score),
                value: l.score,
                nodes,
                time: start.elapsed(),
                hashfull,
                pv: l.pv.clone(),
            });
        }
    };
    std::thread::scope(|scope| {
        for (id, hist) in (1..threads).zip(helper_hists.iter_mut()) {
            let p = pos.clone();
            scope.spawn(move || {
                let mut s = Searcher::new(p, tt, shared, id, root_filter, hist);
                s.iterate(max_depth, &mut |_| true);
            });
        }
        let mut stability = Stability::default();
        let mut report = |s: &Searcher<'_, G>| -> bool {
            let clock = s.clock.as_ref().expect("the main thread has a clock");
            let elapsed = clock.start.elapsed();
            let lines = report_lines(&s.root_moves, s.multipv, unknown);
            print(&lines, s.completed_depth);
            printed = lines;
            let scale = stability.update(G::move_key(s.root_moves[0].mv), s.root_moves[0].score);
            let pondering = clock.pondering && shared.pondering.load(Ordering::Relaxed);
            if limits.infinite || pondering {
                return true;
            }
            let best = s.root_moves[0].score;
            if let Some(mate) = limits.mate {
                // Once the iterations are as deep as the mate is long, a shorter one would
                // have shown up: the mate found is the one to answer with.
                let plies = MATE - best;
                if best >= MATE_BOUND && (plies + 1) / 2 <= mate && s.completed_depth >= plies {
                    return false;
                }
            }
            if limits.uses_clock(side) && single {
                return false;
            }
            match clock.soft {
                Some(soft) => elapsed < soft.mul_f64(scale),
                None => true,
            }
        };
        main.iterate(max_depth, &mut report);
        wait_for_stop(limits, shared);
    });
    // The final set: the same as the last report unless the search stopped inside an
    // iteration that changed it (the best move, another line, a score or a pv); then the
    // whole set is reported again, at the last completed depth.
    let lines = report_lines(&main.root_moves, main.multipv, unknown);
    if !same_lines(&lines, &printed) {
        print(&lines, main.completed_depth.max(1));
    }
    // A weakened search plays one of its candidate lines, by chance and by their scores.
    let chosen = match skill {
        Some(skill) => skill.pick(&lines, random_seed()),
        None => 0,
    };
    let best = &lines[chosen];
    SearchResult {
        best: Some(best.pv[0]),
        ponder: best.pv.get(1).copied(),
        score: Score::from_value(best.score),
        value: best.score,
        depth: main.completed_depth,
        nodes: shared.total_nodes(),
        pv: best.pv.clone(),
        declares_win: false,
        no_mate: false,
    }
}

/// A seed for a weakened search's choice: different from one search to the next.
fn random_seed() -> u64 {
    static SEARCHES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = SEARCHES.fetch_add(1, Ordering::Relaxed);
    let clock = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (clock ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1
}

/// `go infinite` and pondering wait for `stop` (or `ponderhit`) before answering; then every
/// thread is told to stop.
fn wait_for_stop(limits: &Limits, shared: &Shared) {
    while !shared.stop.load(Ordering::Relaxed)
        && (limits.infinite || shared.pondering.load(Ordering::Relaxed))
    {
        std::thread::sleep(Duration::from_millis(1));
    }
    shared.stop.store(true, Ordering::Relaxed);
}

/// Searches `pos` on the calling thread (plus helpers when `options.threads > 1`) and returns
/// the result; `info` receives every report. Time limits apply as for `go`; `infinite` and
/// `ponder` are ignored. To search only some root moves, use [`search_sync_restricted`].
pub fn search_sync<G: SearchGame>(
    pos: &G,
    limits: &Limits,
    options: &SearchOptions,
    tt: &TranspositionTable,
    info: &mut dyn FnMut(&Report<G::Move>),
) -> SearchResult<G::Move> {
    // A one-off search: the statistics start empty and are dropped after it.
    let memory = Memory {
        tt,
        histories: &mut Vec::new(),
    };
    search_sync_on(pos, None, limits, options, memory, Arc::default(), info)
}

/// [`search_sync`], [`search_sync_restricted`] and the library's [`super::Search`]: a search
/// on the calling thread that ends by its limits or when `stop` is set.
pub(crate) fn search_sync_on<G: SearchGame>(
    pos: &G,
    root_moves: Option<&[G::Move]>,
    limits: &Limits,
    options: &SearchOptions,
    memory: Memory<'_>,
    stop: Arc<AtomicBool>,
    info: &mut dyn FnMut(&Report<G::Move>),
) -> SearchResult<G::Move> {
    let mut limits = limits.clone();
    limits.infinite = false;
    limits.ponder = false;
    let shared = Shared::with_stop(options.threads, false, stop);
    run_search(pos, &limits, root_moves, options, memory, &shared, info)
}

/// [`search_sync`] restricted to the root moves in `root_moves` (UCI `searchmoves`): the search
/// considers only the legal moves of `pos` that `root_moves` contains, on every thread, and
/// reports at most that many lines with `MultiPV`. Moves that are not legal in `pos` are
/// ignored, duplicates count once. When none is legal the result is that of a position without
/// legal moves (`best: None`, depth 0), but `info` receives no report.
pub fn search_sync_restricted<G: SearchGame>(
    pos: &G,
    root_moves: &[G::Move],
    limits: &Limits,
    options: &SearchOptions,
    tt: &TranspositionTable,
    info: &mut dyn FnMut(&Report<G::Move>),
) -> SearchResult<G::Move> {
    let memory = Memory {
        tt,
        histories: &mut Vec::new(),
    };
    search_sync_on(
        pos,
        Some(root_moves),
        limits,
        options,
        memory,
        Arc::default(),
        info,
    )
}

/// What a search remembers from earlier ones: the transposition table and each thread's move
/// statistics ([`Histories`], grown to the number of threads as needed).
pub(crate) struct Memory<'a> {
    /// The table every thread shares.
    pub tt: &'a TranspositionTable,
    /// One per thread, index 0 the main thread's.
    pub histories: &'a mut Vec<Histories>,
}

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
    /// Stops any search and runs `bench` to `depth` (the game's default when `None`).
    fn bench(&mut self, depth: Option<i32>) -> BenchResult;
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

    fn bench(&mut self, depth: Option<i32>) -> BenchResult {
        self.stop();
        bench::run::<G>(depth.unwrap_or(G::BENCH_DEPTH), &mut std::io::sink())
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

/// How settled the search's choice is, iteration by iteration: the soft time limit is scaled
/// by it, so that the engine thinks longer when its best move keeps changing or its score
/// drops, and stops sooner when the same move has led for many iterations. (The hard limit
/// bounds every case.)
#[derive(Default)]
struct Stability {
    /// The best move of the last iteration (its move key).
    best: Option<u16>,
    /// Changes of the best move, halved every iteration: recent changes weigh most.
    changes: f64,
    /// Iterations in a row the best move has stayed.
    unchanged: u32,
    /// The last iteration's score.
    score: Option<i32>,
}

impl Stability {
    /// Takes a finished iteration's best move and score; returns the factor for the soft
    /// limit, 0.5 to 2.5.
    fn update(&mut self, best: u16, score: i32) -> f64 {
        self.changes *= 0.5;
        if self.best.is_some_and(|b| b != best) {
            self.changes += 1.0;
            self.unchanged = 0;
        } else {
            self.unchanged += 1;
        }
        self.best = Some(best);
        let unstable = 1.0 + 1.2 * self.changes;
        let settled = if self.unchanged >= 6 {
            0.7
        } else if self.unchanged >= 3 {
            0.85
        } else {
            1.0
        };
        let falling = match self.score.replace(score) {
            Some(last) if score.abs() < MATE_BOUND && last - score > 40 => 1.3,
            Some(last) if score.abs() < MATE_BOUND && last - score > 15 => 1.1,
            _ => 1.0,
        };
        (unstable * settled * falling).clamp(0.5, 2.5)
    }
}

#[cfg(test)]
mod stability_tests {
    use super::Stability;

    #[test]
    fn changes_and_drops_give_more_time_a_settled_move_less() {
        let mut s = Stability::default();
        assert_eq!(s.update(1, 30), 1.0);
        // The best move changes: more time, fading as it stays.
        let changed = s.update(2, 30);
        assert!(changed > 2.0, "{changed}");
        let after = s.update(2, 30);
        assert!(after < changed && after > 1.0, "{after}");
        // Settled for many iterations: less than the plain share.
        let mut settled = 1.0;
        for _ in 0..8 {
            settled = s.update(2, 30);
        }
        assert!(settled < 0.8, "{settled}");
        // The score falls: more again.
        assert!(s.update(2, -30) > settled);
        // Never outside 0.5..2.5.
        let mut wild = Stability::default();
        for i in 0..20u16 {
            let f = wild.update(i % 2, -100 * i32::from(i));
            assert!((0.5..=2.5).contains(&f), "{f}");
        }
    }
}
