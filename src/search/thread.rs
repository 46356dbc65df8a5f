//! One search thread: iterative deepening, root search, PVS and quiescence.

use super::evaluation::{Evaluation, Evaluator};
use super::history::{Histories, CORRECTION_GRAIN, NO_PIECE_TO};
use super::params::{ASPIRATION_DEPTH, ASPIRATION_FULL, LMR_BASE, LMR_DIVISOR};
use super::tt::TranspositionTable;
use super::{SearchGame, INF, MATE_BOUND, MAX_EVAL, MAX_PLY};
use crate::game::{MoveList, MoveStore};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A root move with its latest score and principal variation.
#[derive(Clone, Debug)]
pub(crate) struct RootMove<M> {
    pub mv: M,
    pub score: i32,
    pub prev_score: i32,
    pub pv: Vec<M>,
    pub seldepth: usize,
}

/// A node counter on its own cache line.
#[repr(align(64))]
#[derive(Default)]
pub(crate) struct Counter(pub AtomicU64);

/// What the threads of one search share besides the transposition table.
pub(crate) struct Shared {
    /// Set to end the search; shared with whoever may stop it from outside
    /// ([`super::StopHandle`]).
    pub stop: Arc<AtomicBool>,
    pub pondering: AtomicBool,
    pub nodes: Vec<Counter>,
}

impl Shared {
    pub fn new(threads: usize, pondering: bool) -> Shared {
        Shared::with_stop(threads, pondering, Arc::new(AtomicBool::new(false)))
    }
    /// A search that also ends when `stop` is set.
    pub fn with_stop(threads: usize, pondering: bool, stop: Arc<AtomicBool>) -> Shared {
        Shared {
            stop,
            pondering: AtomicBool::new(pondering),
            nodes: (0..threads.max(1)).map(|_| Counter::default()).collect(),
        }
    }
    pub fn total_nodes(&self) -> u64 {
        self.nodes.iter().map(|c| c.0.load(Ordering::Relaxed)).sum()
    }
}

/// The main thread's limits.
pub(crate) struct Clock {
    pub start: Instant,
    pub soft: Option<Duration>,
    pub hard: Option<Duration>,
    pub node_limit: Option<u64>,
    /// The search started as a ponder search and `ponderhit` has not been seen yet.
    pub pondering: bool,
}

/// Ordering scores beside a move list of `G`, with its capacity.
pub(super) type Scores<G> = <MoveList<G> as MoveStore<<G as crate::game::Game>::Move>>::Scores;

/// A search thread's state.
pub(crate) struct Searcher<'a, G: SearchGame> {
    pub pos: G,
    pub(super) tt: &'a TranspositionTable,
    shared: &'a Shared,
    id: usize,
    pub nodes: u64,
    pub(super) seldepth: usize,
    pub(super) killers: Vec<[u16; 2]>,
    /// The thread's move statistics, kept across searches by the caller.
    pub(super) hist: &'a mut Histories,
    /// The thread's evaluation (a network's accumulators follow the line it searches).
    evaluator: G::Evaluator,
    /// The piece-destination key of the move made at each ply ([`NO_PIECE_TO`]: a null
    /// move).
    pub(super) moved: Vec<u32>,
    /// The key of the move a singular-extension search leaves out at each ply (0: none).
    pub(super) excluded: Vec<u16>,
    /// The static evaluation at each ply of the current line (`-INF` in check): whether the
    /// side to move is improving on its position two plies before.
    pub(super) evals: Vec<i32>,
    pv: Vec<G::Move>,
    pub(super) pv_len: Vec<usize>,
    pub root_moves: Vec<RootMove<G::Move>>,
    pv_idx: usize,
    pub multipv: usize,
    pub completed_depth: i32,
    pub(super) lmr: Vec<[u8; 64]>,
    pub clock: Option<Clock>,
}

impl<'a, G: SearchGame> Searcher<'a, G> {
    /// A searcher of `pos`; its root moves are the legal moves, only those in `root_filter`
    /// when one is given (UCI `searchmoves`; every thread of a search gets the same filter).
    pub fn new(
        pos: G,
        tt: &'a TranspositionTable,
        shared: &'a Shared,
        id: usize,
        root_filter: Option<&[G::Move]>,
        hist: &'a mut Histories,
        evaluation: &Evaluation,
    ) -> Self {
        debug_assert!(hist.fits::<G>(), "histories of another game");
        // The transposition table keeps a move key in 16 bits.
        const { assert!(G::MOVE_KEYS <= 1 << 16, "move keys must fit in 16 bits") };
        let mut moves = MoveList::<G>::default();
        pos.generate_legal(&mut moves);
        let root_moves = moves
            .iter()
            .filter(|m| root_filter.is_none_or(|f| f.contains(m)))
            .map(|&mv| RootMove {
                mv,
                score: -INF,
                prev_score: -INF,
                pv: vec![mv],
                seldepth: 0,
            })
            .collect();
        let lmr = (0..64)
            .map(|d| {
                let mut row = [0u8; 64];
                for (i, r) in row.iter_mut().enumerate() {
                    if d > 0 && i > 0 {
                        let v = LMR_BASE + (d as f64).ln() * (i as f64).ln() / LMR_DIVISOR;
                        *r = v.max(0.0) as u8;
                    }
                }
                row
            })
            .collect();
        Searcher {
            pos,
            tt,
            shared,
            id,
            nodes: 0,
            seldepth: 0,
            killers: vec![[0; 2]; MAX_PLY + 2],
            hist,
            evaluator: G::Evaluator::new(evaluation),
            moved: vec![NO_PIECE_TO; MAX_PLY + 2],
            excluded: vec![0; MAX_PLY + 2],
            evals: vec![-INF; MAX_PLY + 2],
            pv: vec![G::Move::default(); (MAX_PLY + 1) * (MAX_PLY + 1)],
            pv_len: vec![0; MAX_PLY + 2],
            root_moves,
            pv_idx: 0,
            multipv: 1,
            completed_depth: 0,
            lmr,
            clock: None,
        }
    }

    #[inline]
    pub(super) fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed)
    }

    /// Counts a node; the main thread checks its limits now and then.
    #[inline]
    pub(super) fn count_node(&mut self) {
        self.nodes += 1;
        self.shared.nodes[self.id]
            .0
            .store(self.nodes, Ordering::Relaxed);
        if self.id == 0 && self.nodes & 255 == 0 {
            self.check_limits();
        }
    }

    /// Main thread: stops the search when a hard limit is reached.
    pub fn check_limits(&mut self) {
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        if let Some(n) = clock.node_limit {
            if self.shared.total_nodes() >= n {
                self.shared.stop.store(true, Ordering::Relaxed);
                return;
            }
        }
        if clock.pondering {
            if self.shared.pondering.load(Ordering::Relaxed) {
                return;
            }
            // ponderhit: the clock of this move starts now.
            clock.pondering = false;
            clock.start = Instant::now();
        }
        if let Some(hard) = clock.hard {
            if clock.start.elapsed() >= hard {
                self.shared.stop.store(true, Ordering::Relaxed);
            }
        }
    }

    /// Rewards (`bonus > 0`) or punishes a quiet move `m` (piece-destination `pt`) at `ply`
    /// in its history and its continuation histories one and two plies back.
    pub(super) fn update_quiet(&mut self, m: G::Move, pt: usize, ply: usize, bonus: i32) {
        self.hist
            .update_main(self.pos.side_to_move(), G::move_key(m), bonus);
        for back in [1, 2] {
            let prev = self.prev_moved(ply, back);
            self.hist.update_cont(prev, pt, bonus);
        }
    }

    /// The piece-destination key of the move made `back` plies above `ply`.
    #[inline]
    fn prev_moved(&self, ply: usize, back: usize) -> u32 {
        ply.checked_sub(back).map_or(NO_PIECE_TO, |p| self.moved[p])
    }

    /// The ordering score of a quiet move `m` (piece-destination `pt`) at `ply`: its history
    /// and its continuation histories one and two plies back.
    #[inline]
    pub(super) fn quiet_score(&self, m: G::Move, pt: usize, ply: usize) -> i32 {
        let mut s = self.hist.main(self.pos.side_to_move(), G::move_key(m));
        for back in [1, 2] {
            s += self.hist.cont(self.prev_moved(ply, back), pt);
        }
        s
    }

    /// The ordering score of a capture: the game's victim-first score, then its history.
    #[inline]
    pub(super) fn capture_score(&self, m: G::Move, pt: usize) -> i32 {
        self.pos.tactical_score(m) * 16 + self.hist.capture(pt) / 2
    }

    pub(super) fn update_pv(&mut self, ply: usize, m: G::Move) {
        let w = MAX_PLY + 1;
        let child_len = self.pv_len[ply + 1].min(MAX_PLY - 1);
        self.pv[ply * w] = m;
        for i in 0..child_len {
            self.pv[ply * w + 1 + i] = self.pv[(ply + 1) * w + i];
        }
        self.pv_len[ply] = child_len + 1;
    }

    pub(super) fn eval(&mut self) -> i32 {
        self.evaluator
            .evaluate(&self.pos)
            .clamp(-MAX_EVAL, MAX_EVAL)
    }

    /// The static evaluation `raw` corrected by the correction history
    /// ([`SearchGame::CORRECTION_HISTORY`]).
    #[inline]
    pub(super) fn corrected(&self, raw: i32) -> i32 {
        if !G::CORRECTION_HISTORY || raw == -INF {
            return raw;
        }
        let c = self
            .hist
            .correction(self.pos.side_to_move(), self.pos.correction_key());
        (raw + c / CORRECTION_GRAIN).clamp(-MAX_EVAL, MAX_EVAL)
    }

    /// Teaches the correction history what a search of `depth` found, `best` against the
    /// corrected static evaluation `static_eval`, for the side to move here.
    #[inline]
    pub(super) fn learn_correction(&mut self, best: i32, static_eval: i32, depth: i32) {
        if G::CORRECTION_HISTORY {
            let (side, key) = (self.pos.side_to_move(), self.pos.correction_key());
            self.hist
                .update_correction(side, key, best - static_eval, depth);
        }
    }

    /// Iterative deepening up to `max_depth`; `report` is called by the main thread after
    /// every completed iteration and returns `false` to end the search.
    pub fn iterate(&mut self, max_depth: i32, report: &mut dyn FnMut(&Self) -> bool) {
        if self.root_moves.is_empty() {
            return;
        }
        let multipv = self.multipv.clamp(1, self.root_moves.len());
        for depth in 1..=max_depth.min(MAX_PLY as i32 - 1) {
            for rm in &mut self.root_moves {
                rm.prev_score = rm.score;
                rm.score = -INF;
            }
            for pv_idx in 0..multipv {
                self.pv_idx = pv_idx;
                self.seldepth = 0;
                let prev = self.root_moves[pv_idx].prev_score;
                let mut delta = G::ASPIRATION_DELTA;
                let (mut alpha, mut beta) = if depth >= ASPIRATION_DEPTH && prev.abs() < MAX_EVAL {
                    ((prev - delta).max(-INF), (prev + delta).min(INF))
                } else {
                    (-INF, INF)
                };
                loop {
                    let score = self.root_search(alpha, beta, depth);
                    self.sort_root(pv_idx);
                    if self.stopped() {
                        break;
                    }
                    if score <= alpha {
                        beta = (alpha + beta) / 2;
                        alpha = (score - delta).max(-INF);
                    } else if score >= beta {
                        beta = (score + delta).min(INF);
                    } else {
                        break;
                    }
                    delta += delta / 2 + 5;
                    if delta > ASPIRATION_FULL {
                        alpha = -INF;
                        beta = INF;
                    }
                }
                self.sort_root(0);
                if self.stopped() {
                    break;
                }
            }
            if self.stopped() {
                break;
            }
            self.completed_depth = depth;
            if self.id == 0 && !report(self) {
                break;
            }
        }
    }

    /// Stable sort of `root_moves[from..]`, best first (ties: the previous iteration's order).
    fn sort_root(&mut self, from: usize) {
        self.root_moves[from..].sort_by_key(|m| std::cmp::Reverse((m.score, m.prev_score)));
    }

    fn root_search(&mut self, mut alpha: i32, beta: i32, depth: i32) -> i32 {
        self.count_node();
        let in_check = self.pos.in_check();
        let mut best = -INF;
        let n = self.root_moves.len();
        for i in self.pv_idx..n {
            let m = self.root_moves[i].mv;
            let tactical = self.pos.is_tactical(m);
            self.moved[0] = self.pos.piece_to_key(m) as u32;
            self.pos.make(m);
            let gives_check = self.pos.in_check();
            let new_depth = depth - 1 + i32::from(in_check);
            let score = if i == self.pv_idx {
                -self.search(-beta, -alpha, new_depth, 1, true)
            } else {
                let r = if depth >= 3 && i >= self.pv_idx + 3 && !tactical && !gives_check {
                    1
                } else {
                    0
                };
                let mut s = -self.search(-alpha - 1, -alpha, new_depth - r, 1, true);
                if s > alpha && r > 0 {
                    s = -self.search(-alpha - 1, -alpha, new_depth, 1, true);
                }
                if s > alpha && s < beta {
                    s = -self.search(-beta, -alpha, new_depth, 1, true);
                }
                s
            };
            self.pos.undo();
            if self.stopped() {
                break;
            }
            if i == self.pv_idx || score > alpha {
                self.root_moves[i].score = score;
                self.root_moves[i].seldepth = self.seldepth;
                let w = MAX_PLY + 1;
                let len = self.pv_len[1].min(MAX_PLY - 1);
                let mut pv = Vec::with_capacity(len + 1);
                pv.push(m);
                pv.extend_from_slice(&self.pv[w..w + len]);
                self.root_moves[i].pv = pv;
            } else {
                self.root_moves[i].score = -INF;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
        best
    }
}

/// A score as stored: mates counted from this node rather than from the root.
#[inline]
pub(super) fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

#[inline]
pub(super) fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

/// Moves the best-scored of `moves[i..]` to index `i` (selection sort, one step at a time: most
/// nodes cut off after a few moves) and returns it.
#[inline]
pub(super) fn pick_next<M: Copy>(moves: &mut [M], scores: &mut [i32], i: usize) -> M {
    // The highest score first (a branch-free reduction the compiler vectorises), then the
    // first move that has it: the same pick as a scan that keeps the first strict maximum.
    let rest = &scores[i..moves.len()];
    let top = rest.iter().fold(i32::MIN, |a, &b| a.max(b));
    let best = i + rest.iter().position(|&s| s == top).unwrap_or(0);
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}
