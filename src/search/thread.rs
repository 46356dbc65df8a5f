//! One search thread: iterative deepening, root search, PVS and quiescence.

use super::history::{Histories, NO_PIECE_TO};
use super::tt::{Bound, TranspositionTable, NO_EVAL};
use super::{no_moves_score, verdict_score, SearchGame, INF, MATE, MATE_BOUND, MAX_EVAL, MAX_PLY};
use crate::game::{MoveList, MoveStore};
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Singular extension: the least depth at which the table's move is tested for it.
const SINGULAR_DEPTH: i32 = 6;
/// ProbCut: how far above beta a capture's shallow search must score.
const PROBCUT_MARGIN: i32 = 180;
/// ProbCut: the margin's reduction when the static evaluation is improving.
const PROBCUT_IMPROVING: i32 = 60;
/// ProbCut: the least depth it is tried at (its search is four plies shallower).
const PROBCUT_DEPTH: i32 = 5;

/// Razoring: how far below alpha the evaluation must be at depth 1...
const RAZOR_MARGIN: i32 = 140;
/// ... and what each depth squared adds (depths 1 to 3).
const RAZOR_PER_DEPTH: i32 = 80;

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
type Scores<G> = <MoveList<G> as MoveStore<<G as crate::game::Game>::Move>>::Scores;

/// A search thread's state.
pub(crate) struct Searcher<'a, G: SearchGame> {
    pub pos: G,
    tt: &'a TranspositionTable,
    shared: &'a Shared,
    id: usize,
    pub nodes: u64,
    seldepth: usize,
    killers: Vec<[u16; 2]>,
    /// The thread's move statistics, kept across searches by the caller.
    hist: &'a mut Histories,
    /// The piece-destination key of the move made at each ply ([`NO_PIECE_TO`]: a null
    /// move).
    moved: Vec<u32>,
    /// The key of the move a singular-extension search leaves out at each ply (0: none).
    excluded: Vec<u16>,
    /// The static evaluation at each ply of the current line (`-INF` in check): whether the
    /// side to move is improving on its position two plies before.
    evals: Vec<i32>,
    pv: Vec<G::Move>,
    pv_len: Vec<usize>,
    pub root_moves: Vec<RootMove<G::Move>>,
    pv_idx: usize,
    pub multipv: usize,
    pub completed_depth: i32,
    lmr: Vec<[u8; 64]>,
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
                        let v = 0.75 + (d as f64).ln() * (i as f64).ln() / 2.25;
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
    fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed)
    }

    /// Counts a node; the main thread checks its limits now and then.
    #[inline]
    fn count_node(&mut self) {
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
    fn update_quiet(&mut self, m: G::Move, pt: usize, ply: usize, bonus: i32) {
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
    fn quiet_score(&self, m: G::Move, pt: usize, ply: usize) -> i32 {
        let mut s = self.hist.main(self.pos.side_to_move(), G::move_key(m));
        for back in [1, 2] {
            s += self.hist.cont(self.prev_moved(ply, back), pt);
        }
        s
    }

    /// The ordering score of a capture: the game's victim-first score, then its history.
    #[inline]
    fn capture_score(&self, m: G::Move, pt: usize) -> i32 {
        self.pos.tactical_score(m) * 16 + self.hist.capture(pt) / 2
    }

    fn update_pv(&mut self, ply: usize, m: G::Move) {
        let w = MAX_PLY + 1;
        let child_len = self.pv_len[ply + 1].min(MAX_PLY - 1);
        self.pv[ply * w] = m;
        for i in 0..child_len {
            self.pv[ply * w + 1 + i] = self.pv[(ply + 1) * w + i];
        }
        self.pv_len[ply] = child_len + 1;
    }

    fn eval(&self) -> i32 {
        self.pos.evaluate().clamp(-MAX_EVAL, MAX_EVAL)
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
                let (mut alpha, mut beta) = if depth >= 4 && prev.abs() < MAX_EVAL {
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
                    if delta > 1000 {
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

    fn search(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        depth: i32,
        ply: usize,
        null_ok: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply, G::QS_CHECKS);
        }
        self.pv_len[ply] = 0;
        self.count_node();
        if self.stopped() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let pv_node = beta - alpha > 1;
        if let Some(v) = self.pos.search_verdict(ply) {
            return verdict_score(v, self.pos.side_to_move(), ply);
        }
        if let Some(v) = self.pos.ended_by_rule() {
            return verdict_score(v, self.pos.side_to_move(), ply);
        }
        // Mate distance pruning.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval();
        }
        let in_check = self.pos.in_check();
        let key = self.pos.key();
        let entry = self.tt.probe(key);
        // A singular-extension search of this node without the table's move: the table's
        // score is that of the whole node, so it neither cuts nor is overwritten here.
        let excluded = self.excluded[ply];
        // The table's score at this ply, read once for the cut, ProbCut and the singular test.
        let tt_score = entry.map_or(-INF, |e| score_from_tt(e.score, ply));
        let mut tt_move = 0u16;
        let mut static_eval = -INF;
        let mut eval = -INF;
        if let Some(e) = entry {
            tt_move = e.mv;
            let s = tt_score;
            if !pv_node && excluded == 0 && e.depth >= depth {
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
            if !in_check {
                static_eval = if e.eval != NO_EVAL {
                    e.eval
                } else {
                    self.eval()
                };
                eval = static_eval;
                if s.abs() < MAX_EVAL
                    && ((e.bound == Bound::Lower && s > eval)
                        || (e.bound == Bound::Upper && s < eval)
                        || e.bound == Bound::Exact)
                {
                    eval = s;
                }
            }
        } else if !in_check {
            static_eval = self.eval();
            eval = static_eval;
        }
        self.evals[ply] = static_eval;
        // Better than two plies ago: the margins below trust a rising evaluation more.
        let improving = !in_check
            && ply >= 2
            && self.evals[ply - 2] != -INF
            && static_eval > self.evals[ply - 2];

        if !pv_node && !in_check {
            // Reverse futility pruning.
            if depth <= 7
                && eval - 85 * (depth - i32::from(improving)) >= beta
                && eval.abs() < MAX_EVAL
            {
                return eval;
            }
            // Razoring: this far below alpha this near the leaves, only a capture can save the
            // node; quiescence says whether one does.
            if G::RAZORING
                && depth <= 3
                && alpha.abs() < MATE_BOUND
                && eval + RAZOR_MARGIN + RAZOR_PER_DEPTH * depth * depth <= alpha
            {
                let s = self.qsearch(alpha - 1, alpha, ply, G::QS_CHECKS);
                if self.stopped() {
                    return 0;
                }
                if s < alpha {
                    return s;
                }
            }
            // Null move pruning.
            if null_ok
                && excluded == 0
                && depth >= 3
                && eval >= beta
                && beta.abs() < MATE_BOUND
                && self.pos.null_move_ok()
            {
                let r = 3 + depth / 4 + ((eval - beta) / 200).min(3);
                self.moved[ply] = NO_PIECE_TO;
                self.pos.make_null();
                let s = -self.search(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
                self.pos.undo_null();
                if self.stopped() {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
            // ProbCut: a capture that wins enough material to beat a raised beta by a
            // shallow search would almost surely beat beta by a full one. Not when the
            // table already says, from deep enough, that nothing reaches the raised beta.
            let pc_beta = beta + PROBCUT_MARGIN - PROBCUT_IMPROVING * i32::from(improving);
            if depth >= PROBCUT_DEPTH
                && excluded == 0
                && beta.abs() < MATE_BOUND
                && !entry.is_some_and(|e| e.depth >= depth - 3 && tt_score < pc_beta)
            {
                let mut captures = MoveList::<G>::default();
                self.pos.generate_tactical(&mut captures);
                for &m in captures.iter() {
                    if !self.pos.see_ge(m, pc_beta - static_eval) {
                        continue;
                    }
                    self.moved[ply] = self.pos.piece_to_key(m) as u32;
                    self.pos.make(m);
                    let mut s = -self.qsearch(-pc_beta, -pc_beta + 1, ply + 1, false);
                    if s >= pc_beta {
                        s = -self.search(-pc_beta, -pc_beta + 1, depth - 4, ply + 1, true);
                    }
                    self.pos.undo();
                    if self.stopped() {
                        return 0;
                    }
                    if s >= pc_beta {
                        self.tt.store(
                            key,
                            G::move_key(m),
                            score_to_tt(s, ply),
                            static_eval,
                            depth - 3,
                            Bound::Lower,
                        );
                        return s;
                    }
                }
            }
        }

        let mut moves = MoveList::<G>::default();
        self.pos.generate_legal(&mut moves);
        if moves.is_empty() {
            return no_moves_score(&self.pos, ply);
        }
        let mut depth = depth;
        // A forced capture with no other choice is as forcing as a check: looked at deeper.
        if in_check || (moves.len() == 1 && self.pos.captures_forced()) {
            depth += 1;
        } else if pv_node && tt_move == 0 && depth >= 5 {
            depth -= 1;
        }

        let killers = self.killers[ply];
        let mut scores = Scores::<G>::default();
        for &m in moves.iter() {
            let k = G::move_key(m);
            let s = if k == tt_move {
                2_000_000_000
            } else if self.pos.is_tactical(m) {
                let pt = self.pos.piece_to_key(m);
                if self.pos.see_ge(m, 0) {
                    1_000_000_000 + self.capture_score(m, pt)
                } else {
                    -100_000_000 + self.capture_score(m, pt)
                }
            } else if k == killers[0] {
                900_000_000
            } else if k == killers[1] {
                800_000_000
            } else {
                self.quiet_score(m, self.pos.piece_to_key(m), ply)
            };
            scores.push(s);
        }
        self.pos.order_quiets(&moves, &mut scores);

        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move: Option<G::Move> = None;
        let mut quiets: ArrayVec<(G::Move, usize), 64> = ArrayVec::new();
        let mut captures: ArrayVec<usize, 32> = ArrayVec::new();
        let mut searched = 0usize;
        let mut quiets_searched = 0usize;
        let lmp_limit = (3 + (depth * depth) as usize) / (2 - usize::from(improving));
        for i in 0..moves.len() {
            let m = pick_next(&mut moves, &mut scores, i);
            let k = G::move_key(m);
            if k == excluded {
                continue;
            }
            let tactical = self.pos.is_tactical(m);
            let killer = k == killers[0] || k == killers[1];
            let pt = self.pos.piece_to_key(m);
            let stat = if tactical {
                0
            } else {
                self.quiet_score(m, pt, ply)
            };

            // Not while being mated (a move may yet save the game), nor once a mate is in hand
            // (only a shorter mate can raise alpha, and a pruned check may be it).
            let prune_ok =
                ply > 0 && !in_check && searched > 0 && best > -MATE_BOUND && alpha < MATE_BOUND;
            // A capture ordered among the bad ones that loses material, near the leaves.
            if prune_ok
                && !pv_node
                && tactical
                && depth <= 4
                && scores[i] < 0
                && !self.pos.see_ge(m, -90 * depth)
            {
                continue;
            }
            // Late quiet moves, quiet moves that cannot lift a low static evaluation to
            // alpha and quiet moves that lose material at once near the leaves are pruned,
            // but not checks: the mating move of a short mate is often a quiet check ordered
            // late, and a sacrifice that checks may mate. The cheap tests come first, the
            // check test last, before the move is made.
            if prune_ok
                && !pv_node
                && !tactical
                && ((depth <= 5 && quiets_searched >= lmp_limit)
                    || (depth <= 6 && static_eval + 110 + 90 * depth <= alpha)
                    || (depth <= 6 && !killer && !self.pos.see_ge(m, -30 * depth * depth)))
                && !self.pos.gives_check(m)
            {
                quiets_searched += 1;
                continue;
            }

            // Singular extension: when the table's move, searched deep enough to a lower
            // bound, is the only move that reaches near its score (a shallower search of the
            // others at a lowered bound fails low), it is searched a ply deeper; when the
            // others also reach that bound and it beats beta, the node is cut (multi-cut);
            // when they reach it and the table's score alone beats beta, the move is searched
            // a ply shallower.
            let mut extension = 0;
            if G::SINGULAR && k == tt_move && excluded == 0 && depth >= SINGULAR_DEPTH {
                if let Some(e) = entry {
                    if e.depth >= depth - 3
                        && e.bound != Bound::Upper
                        && tt_score.abs() < MAX_EVAL
                        && ply < 2 * (self.completed_depth.max(1) as usize + 1)
                    {
                        let s_beta = tt_score - 2 * depth;
                        self.excluded[ply] = k;
                        let s = self.search(s_beta - 1, s_beta, (depth - 1) / 2, ply, false);
                        self.excluded[ply] = 0;
                        if self.stopped() {
                            return 0;
                        }
                        if s < s_beta {
                            extension = 1;
                        } else if s_beta >= beta {
                            return s_beta;
                        } else if tt_score >= beta {
                            extension = -1;
                        }
                    }
                }
            }

            self.moved[ply] = pt as u32;
            self.pos.make(m);
            let gives_check = self.pos.in_check();
            searched += 1;
            if !tactical {
                quiets_searched += 1;
            }
            let new_depth = depth - 1 + extension;
            let score = if searched == 1 {
                -self.search(-beta, -alpha, new_depth, ply + 1, true)
            } else {
                let mut r = 0;
                if depth >= 3 && searched > 1 + usize::from(pv_node) && !tactical && !in_check {
                    r = self.lmr[(depth as usize).min(63)][searched.min(63)] as i32;
                    if pv_node {
                        r -= 1;
                    }
                    if killer || gives_check {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    r -= stat / 8000;
                    r = r.clamp(0, new_depth - 1);
                }
                let mut full_depth = new_depth;
                let mut s = -self.search(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
                if s > alpha && r > 0 {
                    // How far the reduced score rises above the best score so far says how
                    // deep to verify it: far above, a ply deeper; hardly above, a ply
                    // shallower.
                    if G::RESEARCH_BY_MARGIN {
                        if s > best + 60 + 2 * new_depth {
                            full_depth += 1;
                        } else if s < best + 8 {
                            full_depth -= 1;
                        }
                    }
                    if full_depth > new_depth - r {
                        s = -self.search(-alpha - 1, -alpha, full_depth, ply + 1, true);
                    }
                }
                if s > alpha && s < beta {
                    s = -self.search(-beta, -alpha, full_depth.max(new_depth), ply + 1, true);
                }
                s
            };
            self.pos.undo();
            if self.stopped() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        let bonus = (150 * depth - 100).min(1500);
                        if tactical {
                            self.hist.update_capture(pt, bonus);
                        } else {
                            self.update_quiet(m, pt, ply, bonus);
                            for &(q, qpt) in &quiets {
                                self.update_quiet(q, qpt, ply, -bonus);
                            }
                            if self.killers[ply][0] != k {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = k;
                            }
                        }
                        // The captures tried before the refutation did not refute.
                        for &cpt in &captures {
                            self.hist.update_capture(cpt, -bonus);
                        }
                        break;
                    }
                }
            }
            if tactical {
                if !captures.is_full() {
                    captures.push(pt);
                }
            } else if !quiets.is_full() {
                quiets.push((m, pt));
            }
        }
        if searched == 0 {
            // Everything was pruned: fail low with the static bound.
            return alpha;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if excluded == 0 {
            let ev = if in_check { NO_EVAL } else { static_eval };
            self.tt.store(
                key,
                best_move.map_or(0, G::move_key),
                score_to_tt(best, ply),
                ev,
                depth,
                bound,
            );
        }
        best
    }

    fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, checks: bool) -> i32 {
        self.pv_len[ply] = 0;
        self.count_node();
        if self.stopped() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if let Some(v) = self.pos.ended_by_rule() {
            return verdict_score(v, self.pos.side_to_move(), ply);
        }
        if ply >= MAX_PLY - 1 {
            return self.eval();
        }
        let pv_node = beta - alpha > 1;
        let in_check = self.pos.in_check();
        let key = self.pos.key();
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            let s = score_from_tt(e.score, ply);
            if !pv_node {
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let mut best;
        let static_eval;
        let mut moves = MoveList::<G>::default();
        if in_check {
            static_eval = NO_EVAL;
            best = -INF;
            self.pos.generate_legal(&mut moves);
            if moves.is_empty() {
                return no_moves_score(&self.pos, ply);
            }
        } else {
            static_eval = match entry {
                Some(e) if e.eval != NO_EVAL => e.eval,
                _ => self.eval(),
            };
            let forced = self.pos.captures_forced();
            if forced {
                self.pos.generate_tactical(&mut moves);
            }
            if forced && !moves.is_empty() {
                // The captures are all the moves there are: no standing pat.
                best = -INF;
            } else {
                if forced && self.pos.count_legal() == 0 {
                    return no_moves_score(&self.pos, ply);
                }
                best = static_eval;
                if best >= beta {
                    return best;
                }
                alpha = alpha.max(best);
                if !forced {
                    self.pos.generate_tactical(&mut moves);
                    if checks {
                        self.push_quiet_checks(&mut moves);
                    }
                }
            }
        }
        let tt_move = entry.map_or(0, |e| e.mv);
        let mut scores: Scores<G> = moves
            .iter()
            .map(|&m| {
                if tt_move != 0 && G::move_key(m) == tt_move {
                    2_000_000_000
                } else if self.pos.is_tactical(m) {
                    1_000_000 + self.capture_score(m, self.pos.piece_to_key(m))
                } else {
                    self.hist.main(self.pos.side_to_move(), G::move_key(m))
                }
            })
            .collect();
        let orig_alpha = alpha;
        let mut best_move: Option<G::Move> = None;
        for i in 0..moves.len() {
            let m = pick_next(&mut moves, &mut scores, i);
            if !in_check && !self.pos.see_ge(m, 0) {
                continue;
            }
            self.pos.make(m);
            let score = -self.qsearch(-beta, -alpha, ply + 1, false);
            self.pos.undo();
            if self.stopped() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            best_move.map_or(0, G::move_key),
            score_to_tt(best, ply),
            static_eval,
            0,
            bound,
        );
        best
    }

    /// Appends to `moves` the quiet legal moves that give check and do not lose material
    /// ([`SearchGame::QS_CHECKS`]: quiescence's first ply searches them too).
    fn push_quiet_checks(&mut self, moves: &mut MoveList<G>) {
        let mut all = MoveList::<G>::default();
        self.pos.generate_legal(&mut all);
        for &m in all.iter() {
            if !self.pos.is_tactical(m) && self.pos.see_ge(m, 0) && self.pos.gives_check(m) {
                moves.push(m);
            }
        }
    }
}

/// A score as stored: mates counted from this node rather than from the root.
#[inline]
fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

#[inline]
fn score_from_tt(s: i32, ply: usize) -> i32 {
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
fn pick_next<M: Copy>(moves: &mut [M], scores: &mut [i32], i: usize) -> M {
    // The highest score first (a branch-free reduction the compiler vectorises), then the
    // first move that has it: the same pick as a scan that keeps the first strict maximum.
    let rest = &scores[i..moves.len()];
    let top = rest.iter().fold(i32::MIN, |a, &b| a.max(b));
    let best = i + rest.iter().position(|&s| s == top).unwrap_or(0);
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}
