//! A node of the main search in named steps: enter it ([`Searcher::enter`]: the rules'
//! verdicts, mate distance), probe the table and evaluate ([`Searcher::probe`]), prune the
//! whole node ([`Searcher::prune_node`]: reverse futility, razoring, null move, ProbCut),
//! order the moves ([`Searcher::order_moves`]), and per move: prune it
//! ([`Searcher::skips_move`]), extend it ([`Searcher::singular`]), search it
//! ([`Searcher::search_made`]: PVS with late move reductions), reward a cut
//! ([`Searcher::reward_cut`]); at last store the result ([`Searcher::store_node`]).

use super::history::NO_PIECE_TO;
use super::params::*;
use super::thread::{pick_next, score_from_tt, score_to_tt, Scores, Searcher};
use super::tt::{Bound, Entry, NO_EVAL};
use super::{no_moves_score, verdict_score, SearchGame, INF, MATE, MATE_BOUND, MAX_EVAL, MAX_PLY};
use crate::game::{MoveList, MoveStore};
use arrayvec::ArrayVec;

/// What a node knows before its moves: how it was entered, and what the table and the static
/// evaluation said.
pub(super) struct Node {
    /// Distance from the root.
    pub ply: usize,
    /// Remaining depth (extended or reduced once the moves are known).
    pub depth: i32,
    /// A node with an open window (entered with `beta - alpha > 1`).
    pub pv_node: bool,
    /// The side to move is in check.
    pub in_check: bool,
    /// The position's key.
    pub key: u64,
    /// The table's entry for the position.
    pub entry: Option<Entry>,
    /// The key of the move a singular-extension search leaves out here (0: none): the
    /// table's score is that of the whole node, so it neither cuts nor is overwritten here.
    pub excluded: u16,
    /// The table's move (0: none).
    pub tt_move: u16,
    /// The table's score at this ply (`-INF` without an entry).
    pub tt_score: i32,
    /// The static evaluation, corrected by the correction history (`-INF` in check).
    pub static_eval: i32,
    /// The static evaluation as the evaluator gave it (the table keeps it uncorrected).
    pub raw_eval: i32,
    /// The static evaluation, or the table's score where its bound says it is closer.
    pub eval: i32,
    /// The static evaluation is better than two plies ago: the margins trust it more.
    pub improving: bool,
}

/// The move loop's running state.
struct Tried<M> {
    best: i32,
    best_move: Option<M>,
    /// The quiet moves searched without a cut (move, piece-destination key).
    quiets: ArrayVec<(M, usize), 64>,
    /// The captures searched without a cut (piece-destination keys).
    captures: ArrayVec<usize, 32>,
    searched: usize,
    quiets_searched: usize,
}

impl<M: Copy> Tried<M> {
    fn new() -> Self {
        Tried {
            best: -INF,
            best_move: None,
            quiets: ArrayVec::new(),
            captures: ArrayVec::new(),
            searched: 0,
            quiets_searched: 0,
        }
    }

    /// Keeps a move searched without a cut, for the histories to lower at a later cut.
    fn record(&mut self, c: &Candidate<M>) {
        if c.tactical {
            if !self.captures.is_full() {
                self.captures.push(c.pt);
            }
        } else if !self.quiets.is_full() {
            self.quiets.push((c.mv, c.pt));
        }
    }
}

/// A move as the loop sees it before making it.
#[derive(Clone, Copy)]
struct Candidate<M> {
    mv: M,
    key: u16,
    /// The piece-destination key.
    pt: usize,
    tactical: bool,
    killer: bool,
    /// Its ordering score.
    order: i32,
    /// Its histories (a quiet move; 0 for a tactical one), read before it is made.
    stat: i32,
}

impl<G: SearchGame> Searcher<'_, G> {
    /// The main search of the current position: a score within or at the edges of
    /// `(alpha, beta)`, `depth` plies deep, at distance `ply` from the root; `null_ok` when a
    /// null move may be tried here (not right after one).
    pub(super) fn search(
        &mut self,
        alpha: i32,
        beta: i32,
        depth: i32,
        ply: usize,
        null_ok: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply, G::QS_CHECKS);
        }
        let pv_node = beta - alpha > 1;
        let (mut alpha, beta) = match self.enter(alpha, beta, ply) {
            Ok(window) => window,
            Err(score) => return score,
        };
        let mut node = match self.probe(alpha, beta, depth, ply, pv_node) {
            Ok(node) => node,
            Err(score) => return score,
        };
        if !pv_node && !node.in_check {
            if let Some(score) = self.prune_node(&node, alpha, beta, null_ok) {
                return score;
            }
        }
        let mut moves = MoveList::<G>::default();
        self.pos.generate_legal(&mut moves);
        if moves.is_empty() {
            return no_moves_score(&self.pos, ply);
        }
        // A forced capture with no other choice is as forcing as a check: looked at deeper.
        if node.in_check || (moves.len() == 1 && self.pos.captures_forced()) {
            node.depth += 1;
        } else if pv_node && node.tt_move == 0 && node.depth >= IIR_DEPTH {
            node.depth -= 1;
        }
        let mut scores = self.order_moves(&moves, node.tt_move, ply);
        let orig_alpha = alpha;
        let mut tried = Tried::new();
        let killers = self.killers[ply];
        for i in 0..moves.len() {
            let mv = pick_next(&mut moves, &mut scores, i);
            let key = G::move_key(mv);
            if key == node.excluded {
                continue;
            }
            let pt = self.pos.piece_to_key(mv);
            let tactical = self.pos.is_tactical(mv);
            let move_seen = Candidate {
                mv,
                key,
                pt,
                tactical,
                killer: key == killers[0] || key == killers[1],
                order: scores[i],
                stat: if tactical {
                    0
                } else {
                    self.quiet_score(mv, pt, ply)
                },
            };
            if self.skips_move(&node, &move_seen, &mut tried, alpha) {
                continue;
            }
            let extension = match self.singular(&node, key, beta) {
                Ok(extension) => extension,
                Err(score) => return score,
            };
            let score = self.search_made(&node, &move_seen, &mut tried, alpha, beta, extension);
            if self.stopped() {
                return 0;
            }
            if score > tried.best {
                tried.best = score;
                if score > alpha {
                    tried.best_move = Some(mv);
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, mv);
                    }
                    if score >= beta {
                        self.reward_cut(&node, &move_seen, &tried);
                        break;
                    }
                }
            }
            tried.record(&move_seen);
        }
        if tried.searched == 0 {
            // Everything was pruned: fail low with the static bound.
            return alpha;
        }
        let bound = if tried.best >= beta {
            Bound::Lower
        } else if alpha > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store_node(&node, tried.best, tried.best_move, bound);
        tried.best
    }

    /// Counts the node and applies what ends it before the table is read: a stop, the
    /// rules' verdicts, mate distance, the last ply. The window narrowed by mate distance, or
    /// the node's score.
    fn enter(&mut self, alpha: i32, beta: i32, ply: usize) -> Result<(i32, i32), i32> {
        self.pv_len[ply] = 0;
        self.count_node();
        if self.stopped() {
            return Err(0);
        }
        self.seldepth = self.seldepth.max(ply);
        if let Some(v) = self.pos.search_verdict(ply) {
            return Err(verdict_score(v, self.pos.side_to_move(), ply));
        }
        if let Some(v) = self.pos.ended_by_rule() {
            return Err(verdict_score(v, self.pos.side_to_move(), ply));
        }
        // Mate distance pruning.
        let alpha = alpha.max(-MATE + ply as i32);
        let beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return Err(alpha);
        }
        if ply >= MAX_PLY - 1 {
            return Err(self.eval());
        }
        Ok((alpha, beta))
    }

    /// Reads the table (its score cuts a node searched deep enough, outside the principal
    /// variation) and evaluates the position: the node, or its score from the table.
    fn probe(
        &mut self,
        alpha: i32,
        beta: i32,
        depth: i32,
        ply: usize,
        pv_node: bool,
    ) -> Result<Node, i32> {
        let in_check = self.pos.in_check();
        let key = self.pos.key();
        let entry = self.tt.probe(key);
        let excluded = self.excluded[ply];
        let tt_score = entry.map_or(-INF, |e| score_from_tt(e.score, ply));
        let mut tt_move = 0u16;
        let mut static_eval = -INF;
        let mut eval = -INF;
        if let Some(e) = entry {
            tt_move = e.mv;
            if !pv_node && excluded == 0 && e.depth >= depth {
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => tt_score >= beta,
                    Bound::Upper => tt_score <= alpha,
                };
                if cut {
                    return Err(tt_score);
                }
            }
            if !in_check {
                static_eval = if e.eval != NO_EVAL {
                    e.eval
                } else {
                    self.eval()
                };
                eval = static_eval;
                if tt_score.abs() < MAX_EVAL
                    && ((e.bound == Bound::Lower && tt_score > eval)
                        || (e.bound == Bound::Upper && tt_score < eval)
                        || e.bound == Bound::Exact)
                {
                    eval = tt_score;
                }
            }
        } else if !in_check {
            static_eval = self.eval();
            eval = static_eval;
        }
        let raw_eval = static_eval;
        let static_eval = self.corrected(raw_eval);
        if eval == raw_eval {
            eval = static_eval;
        }
        self.evals[ply] = static_eval;
        let improving = !in_check
            && ply >= 2
            && self.evals[ply - 2] != -INF
            && static_eval > self.evals[ply - 2];
        Ok(Node {
            ply,
            depth,
            pv_node,
            in_check,
            key,
            entry,
            excluded,
            tt_move,
            tt_score,
            static_eval,
            raw_eval,
            eval,
            improving,
        })
    }

    /// Cuts a node outside the principal variation and not in check before its moves are
    /// generated, when the evaluation or a cheaper search says it fails: the node's score,
    /// `None` to search it.
    fn prune_node(&mut self, node: &Node, alpha: i32, beta: i32, null_ok: bool) -> Option<i32> {
        let (depth, ply, eval) = (node.depth, node.ply, node.eval);
        // Reverse futility pruning.
        if depth <= RFP_DEPTH
            && eval - RFP_MARGIN * (depth - i32::from(node.improving)) >= beta
            && eval.abs() < MAX_EVAL
        {
            return Some(eval);
        }
        // Razoring: this far below alpha this near the leaves, only a capture can save the
        // node; quiescence says whether one does.
        if G::RAZORING
            && depth <= RAZOR_DEPTH
            && alpha.abs() < MATE_BOUND
            && eval + RAZOR_MARGIN + RAZOR_PER_DEPTH * depth * depth <= alpha
        {
            let s = self.qsearch(alpha - 1, alpha, ply, G::QS_CHECKS);
            if self.stopped() {
                return Some(0);
            }
            if s < alpha {
                return Some(s);
            }
        }
        // Null move pruning.
        if null_ok
            && node.excluded == 0
            && depth >= NULL_MOVE_DEPTH
            && eval >= beta
            && beta.abs() < MATE_BOUND
            && self.pos.null_move_ok()
        {
            let r = NULL_MOVE_R
                + depth / NULL_MOVE_R_DEPTH
                + ((eval - beta) / NULL_MOVE_R_EVAL).min(NULL_MOVE_R_EVAL_MAX);
            self.moved[ply] = NO_PIECE_TO;
            self.pos.make_null();
            let s = -self.search(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
            self.pos.undo_null();
            if self.stopped() {
                return Some(0);
            }
            if s >= beta {
                return Some(if s >= MATE_BOUND { beta } else { s });
            }
        }
        self.probcut(node, beta)
    }

    /// ProbCut: a capture that wins enough material to beat a raised beta by a shallow
    /// search would almost surely beat beta by a full one. Not when the table already says,
    /// from deep enough, that nothing reaches the raised beta.
    fn probcut(&mut self, node: &Node, beta: i32) -> Option<i32> {
        let (depth, ply) = (node.depth, node.ply);
        let pc_beta = beta + PROBCUT_MARGIN - PROBCUT_IMPROVING * i32::from(node.improving);
        let shallow = depth - PROBCUT_REDUCTION;
        if depth < PROBCUT_DEPTH
            || node.excluded != 0
            || beta.abs() >= MATE_BOUND
            || node
                .entry
                .is_some_and(|e| e.depth > shallow && node.tt_score < pc_beta)
        {
            return None;
        }
        let mut captures = MoveList::<G>::default();
        self.pos.generate_tactical(&mut captures);
        for &m in captures.iter() {
            if !self.pos.see_ge(m, pc_beta - node.static_eval) {
                continue;
            }
            self.moved[ply] = self.pos.piece_to_key(m) as u32;
            self.pos.make(m);
            let mut s = -self.qsearch(-pc_beta, -pc_beta + 1, ply + 1, false);
            if s >= pc_beta {
                s = -self.search(-pc_beta, -pc_beta + 1, shallow, ply + 1, true);
            }
            self.pos.undo();
            if self.stopped() {
                return Some(0);
            }
            if s >= pc_beta {
                self.tt.store(
                    node.key,
                    G::move_key(m),
                    score_to_tt(s, ply),
                    node.raw_eval,
                    shallow + 1,
                    Bound::Lower,
                );
                return Some(s);
            }
        }
        None
    }

    /// The ordering scores of `moves`: the table's move, the captures that do not lose
    /// material, the killers, the quiet moves by their histories, the losing captures.
    fn order_moves(&self, moves: &MoveList<G>, tt_move: u16, ply: usize) -> Scores<G> {
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
        self.pos.order_quiets(moves, &mut scores);
        scores
    }

    /// Whether the move is pruned unsearched: a losing capture near the leaves, or a quiet
    /// move that is late, cannot lift a low evaluation to alpha or loses material at once
    /// (never a check). Not while being mated (a move may yet save the game), nor once a
    /// mate is in hand (only a shorter mate can raise alpha, and a pruned check may be it).
    fn skips_move(
        &mut self,
        node: &Node,
        c: &Candidate<G::Move>,
        tried: &mut Tried<G::Move>,
        alpha: i32,
    ) -> bool {
        let depth = node.depth;
        let prune_ok = node.ply > 0
            && !node.in_check
            && tried.searched > 0
            && tried.best > -MATE_BOUND
            && alpha < MATE_BOUND;
        if !prune_ok || node.pv_node {
            return false;
        }
        if c.tactical {
            // A capture ordered among the bad ones that loses material, near the leaves.
            return depth <= BAD_CAPTURE_DEPTH
                && c.order < 0
                && !self.pos.see_ge(c.mv, -BAD_CAPTURE_SEE * depth);
        }
        // The mating move of a short mate is often a quiet check ordered late, and a
        // sacrifice that checks may mate: the cheap tests first, the check test last.
        let lmp_limit = (LMP_BASE + (depth * depth) as usize) / (2 - usize::from(node.improving));
        if ((depth <= LMP_DEPTH && tried.quiets_searched >= lmp_limit)
            || (depth <= FUTILITY_DEPTH
                && node.static_eval + FUTILITY_MARGIN + FUTILITY_PER_DEPTH * depth <= alpha)
            || (depth <= FUTILITY_DEPTH
                && !c.killer
                && !self.pos.see_ge(c.mv, -QUIET_SEE * depth * depth)))
            && !self.pos.gives_check(c.mv)
        {
            tried.quiets_searched += 1;
            return true;
        }
        false
    }

    /// Singular extension: when the table's move, searched deep enough to a lower bound, is
    /// the only move that reaches near its score (a shallower search of the others at a
    /// lowered bound fails low), it is searched a ply deeper (1); when the others also reach
    /// that bound and it beats beta, the node is cut (multi-cut: the score); when they reach
    /// it and the table's score alone beats beta, the move is searched a ply shallower (-1).
    fn singular(&mut self, node: &Node, key: u16, beta: i32) -> Result<i32, i32> {
        let (depth, ply, tt_score) = (node.depth, node.ply, node.tt_score);
        if !G::SINGULAR || key != node.tt_move || node.excluded != 0 || depth < SINGULAR_DEPTH {
            return Ok(0);
        }
        let Some(e) = node.entry else {
            return Ok(0);
        };
        if e.depth < depth - SINGULAR_TABLE_DEPTH
            || e.bound == Bound::Upper
            || tt_score.abs() >= MAX_EVAL
            || ply >= 2 * (self.completed_depth.max(1) as usize + 1)
        {
            return Ok(0);
        }
        let s_beta = tt_score - SINGULAR_MARGIN * depth;
        self.excluded[ply] = key;
        let s = self.search(s_beta - 1, s_beta, (depth - 1) / 2, ply, false);
        self.excluded[ply] = 0;
        if self.stopped() {
            return Err(0);
        }
        if s < s_beta {
            Ok(1)
        } else if s_beta >= beta {
            Err(s_beta)
        } else if tt_score >= beta {
            Ok(-1)
        } else {
            Ok(0)
        }
    }

    /// Makes the move, searches it (the first with the full window, the others with a null
    /// window, late quiet ones reduced, and again wider where they beat alpha) and takes it
    /// back: its score.
    fn search_made(
        &mut self,
        node: &Node,
        c: &Candidate<G::Move>,
        tried: &mut Tried<G::Move>,
        alpha: i32,
        beta: i32,
        extension: i32,
    ) -> i32 {
        let (depth, ply) = (node.depth, node.ply);
        self.moved[ply] = c.pt as u32;
        self.pos.make(c.mv);
        let gives_check = self.pos.in_check();
        tried.searched += 1;
        if !c.tactical {
            tried.quiets_searched += 1;
        }
        let new_depth = depth - 1 + extension;
        let score = if tried.searched == 1 {
            -self.search(-beta, -alpha, new_depth, ply + 1, true)
        } else {
            let mut r = 0;
            if depth >= LMR_DEPTH
                && tried.searched > 1 + usize::from(node.pv_node)
                && !c.tactical
                && !node.in_check
            {
                r = self.lmr[(depth as usize).min(63)][tried.searched.min(63)] as i32;
                r -= i32::from(node.pv_node);
                r -= i32::from(c.killer || gives_check);
                r += i32::from(!node.improving);
                r -= c.stat / LMR_HISTORY;
                r = r.clamp(0, new_depth - 1);
            }
            let mut full_depth = new_depth;
            let mut s = -self.search(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
            if s > alpha && r > 0 {
                // How far the reduced score rises above the best score so far says how deep
                // to verify it: far above, a ply deeper; hardly above, a ply shallower.
                if G::RESEARCH_BY_MARGIN {
                    if s > tried.best + RESEARCH_DEEPER + RESEARCH_DEEPER_PER_DEPTH * new_depth {
                        full_depth += 1;
                    } else if s < tried.best + RESEARCH_SHALLOWER {
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
        score
    }

    /// A move cut the node: its history (and its killer slot, a quiet move) rises, and the
    /// histories of the moves tried before it fall.
    fn reward_cut(&mut self, node: &Node, c: &Candidate<G::Move>, tried: &Tried<G::Move>) {
        let ply = node.ply;
        let bonus = (HISTORY_BONUS * node.depth - HISTORY_BONUS_OFFSET).min(HISTORY_BONUS_MAX);
        if c.tactical {
            self.hist.update_capture(c.pt, bonus);
        } else {
            self.update_quiet(c.mv, c.pt, ply, bonus);
            for &(q, qpt) in &tried.quiets {
                self.update_quiet(q, qpt, ply, -bonus);
            }
            if self.killers[ply][0] != c.key {
                self.killers[ply][1] = self.killers[ply][0];
                self.killers[ply][0] = c.key;
            }
        }
        // The captures tried before the refutation did not refute.
        for &cpt in &tried.captures {
            self.hist.update_capture(cpt, -bonus);
        }
    }

    /// Stores the node's result in the table (not from a singular-extension search, which
    /// leaves a move out).
    fn store_node(&mut self, node: &Node, best: i32, best_move: Option<G::Move>, bound: Bound) {
        if node.excluded != 0 {
            return;
        }
        let ev = if node.in_check {
            NO_EVAL
        } else {
            node.raw_eval
        };
        // What the search found beyond the static evaluation, where the bound says the
        // difference is real and the best move is quiet (a capture's gain is not the
        // evaluation's error).
        if !node.in_check
            && best.abs() < MAX_EVAL
            && best_move.is_none_or(|m| !self.pos.is_tactical(m))
            && !(bound == Bound::Lower && best <= node.static_eval)
            && !(bound == Bound::Upper && best >= node.static_eval)
        {
            self.learn_correction(best, node.static_eval, node.depth);
        }
        self.tt.store(
            node.key,
            best_move.map_or(0, G::move_key),
            score_to_tt(best, node.ply),
            ev,
            node.depth,
            bound,
        );
    }
}
