//! One search on the calling thread ([`search_sync`]), and the run every search makes, with
//! its helper threads ([`run_search`]): the [`Engine`](super::Engine) calls it from its
//! worker thread, [`bench`](super::bench) and the library's [`Search`](super::Search) from
//! theirs.

use super::history::Histories;
use super::options::SearchOptions;
use super::params::{
    TIME_FALL, TIME_FALL_FAR, TIME_PER_CHANGE, TIME_SCALE_MAX, TIME_SCALE_MIN, TIME_SETTLED,
    TIME_SETTLED_LONG,
};
use super::report::{report_lines, same_lines, Line, Report, Score, SearchResult};
use super::skill::Skill;
use super::thread::{Clock, Searcher, Shared};
use super::time::Limits;
use super::tt::TranspositionTable;
use super::{no_moves_score, SearchGame, MATE, MATE_BOUND, MAX_PLY};
use crate::square::Color;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
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
    let (main_hist, helper_hists) = thread_histories::<G>(histories, threads);
    let skill = Skill::new(options.strength, G::ELO_CURVE);
    let mut max_depth = limits.depth.unwrap_or(MAX_PLY as i32 - 1).max(1);
    let mut node_limit = limits.nodes;
    let mut main = Searcher::new(
        pos.clone(),
        tt,
        shared,
        0,
        root_filter,
        main_hist,
        &options.evaluation,
    );
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
    if let Some(result) = unsearched(pos, limits, root_filter, &main, shared, start, info) {
        return result;
    }
    let single = main.root_moves.len() == 1;
    // The score shown for a first line the search never scored (stopped at once).
    let unknown = main.eval();
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
            let evaluation = &options.evaluation;
            scope.spawn(move || {
                let mut s = Searcher::new(p, tt, shared, id, root_filter, hist, evaluation);
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
            limits.infinite || pondering || goes_deeper(s, limits, side, single, elapsed, scale)
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
    line_result(&lines[chosen], main.completed_depth, shared.total_nodes())
}

/// The statistics of each of `threads` threads, the main thread's first: kept from the last
/// search, a new thread's (or a game's of another shape) started empty.
fn thread_histories<G: SearchGame>(
    histories: &mut Vec<Histories>,
    threads: usize,
) -> (&mut Histories, &mut [Histories]) {
    if histories.first().is_some_and(|h| !h.fits::<G>()) {
        histories.clear();
    }
    histories.resize_with(threads.max(1), Histories::new::<G>);
    histories
        .split_first_mut()
        .expect("at least one thread's histories")
}

/// The answer that plays `line`, searched to `depth` in `nodes` nodes.
fn line_result<M: Copy>(line: &Line<M>, depth: i32, nodes: u64) -> SearchResult<M> {
    SearchResult {
        best: Some(line.pv[0]),
        ponder: line.pv.get(1).copied(),
        score: Score::from_value(line.score),
        value: line.score,
        depth,
        nodes,
        pv: line.pv.clone(),
        declares_win: false,
        no_mate: false,
    }
}

/// The search's answer without a search, if any: a declaration of a win (not in a mate
/// search, which looks for a mate on the board), reported once `stop` came where the search
/// waits for it; or a position without root moves, its score reported (not when a root
/// filter left none of the moves a position has: there is nothing to score).
fn unsearched<G: SearchGame>(
    pos: &G,
    limits: &Limits,
    root_filter: Option<&[G::Move]>,
    main: &Searcher<'_, G>,
    shared: &Shared,
    start: Instant,
    info: &mut dyn FnMut(&Report<G::Move>),
) -> Option<SearchResult<G::Move>> {
    let ended = |score: Score, value: i32, declares_win: bool| SearchResult {
        best: None,
        ponder: None,
        score,
        value,
        depth: 0,
        nodes: 0,
        pv: Vec::new(),
        declares_win,
        no_mate: false,
    };
    // A declaration ends the game on the spot. It is scored as a mate in one ply, the
    // declaration being the winning act.
    if limits.mate.is_none() && pos.declaration_win() {
        wait_for_stop(limits, shared);
        return Some(ended(Score::Mate(1), MATE - 1, true));
    }
    if !main.root_moves.is_empty() {
        return None;
    }
    let score = no_moves_score(pos, 0);
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
    Some(ended(Score::from_value(score), score, false))
}

/// Whether the main thread starts another iteration of a search by the clock or to a mate
/// (not an infinite or ponder search): not once a mate search has found the mate it asked
/// for as deep as the mate is long, nor with a single legal move on the clock, nor past the
/// soft limit scaled by how settled the choice is.
fn goes_deeper<G: SearchGame>(
    s: &Searcher<'_, G>,
    limits: &Limits,
    side: Color,
    single: bool,
    elapsed: Duration,
    scale: f64,
) -> bool {
    let best = s.root_moves[0].score;
    if let Some(mate) = limits.mate {
        // Once the iterations are as deep as the mate is long, a shorter one would have
        // shown up: the mate found is the one to answer with.
        let plies = MATE - best;
        if best >= MATE_BOUND && (plies + 1) / 2 <= mate && s.completed_depth >= plies {
            return false;
        }
    }
    if limits.uses_clock(side) && single {
        return false;
    }
    let clock = s.clock.as_ref().expect("the main thread has a clock");
    match clock.soft {
        Some(soft) => elapsed < soft.mul_f64(scale),
        None => true,
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
    one_off_search(pos, None, limits, options, tt, info)
}

/// A search on the calling thread whose move statistics start empty and are dropped after it.
fn one_off_search<G: SearchGame>(
    pos: &G,
    root_moves: Option<&[G::Move]>,
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
        root_moves,
        limits,
        options,
        memory,
        Arc::default(),
        info,
    )
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
    one_off_search(pos, Some(root_moves), limits, options, tt, info)
}

/// What a search remembers from earlier ones: the transposition table and each thread's move
/// statistics ([`Histories`], grown to the number of threads as needed).
pub(crate) struct Memory<'a> {
    /// The table every thread shares.
    pub tt: &'a TranspositionTable,
    /// One per thread, index 0 the main thread's.
    pub histories: &'a mut Vec<Histories>,
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
    /// limit, [`TIME_SCALE_MIN`] to [`TIME_SCALE_MAX`].
    fn update(&mut self, best: u16, score: i32) -> f64 {
        self.changes *= 0.5;
        if self.best.is_some_and(|b| b != best) {
            self.changes += 1.0;
            self.unchanged = 0;
        } else {
            self.unchanged += 1;
        }
        self.best = Some(best);
        let unstable = 1.0 + TIME_PER_CHANGE * self.changes;
        let settled = if self.unchanged >= TIME_SETTLED_LONG.0 {
            TIME_SETTLED_LONG.1
        } else if self.unchanged >= TIME_SETTLED.0 {
            TIME_SETTLED.1
        } else {
            1.0
        };
        let falling = match self.score.replace(score) {
            Some(last) if score.abs() < MATE_BOUND && last - score > TIME_FALL_FAR.0 => {
                TIME_FALL_FAR.1
            }
            Some(last) if score.abs() < MATE_BOUND && last - score > TIME_FALL.0 => TIME_FALL.1,
            _ => 1.0,
        };
        (unstable * settled * falling).clamp(TIME_SCALE_MIN, TIME_SCALE_MAX)
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
