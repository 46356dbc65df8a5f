//! Quiescence: at the main search's leaves, the captures and promotions (and the first
//! ply's quiet checks where a game asks for them) until the position is quiet, the static
//! evaluation standing for the moves not searched.

use super::thread::{pick_next, score_from_tt, score_to_tt, Scores, Searcher};
use super::tt::{Bound, Entry, NO_EVAL};
use super::{no_moves_score, verdict_score, SearchGame, INF, MAX_PLY};
use crate::game::{MoveList, MoveStore};

impl<G: SearchGame> Searcher<'_, G> {
    /// Quiescence search of the current position within `(alpha, beta)` at `ply`; `checks`
    /// adds the quiet checks ([`SearchGame::QS_CHECKS`], its first ply only).
    pub(super) fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, checks: bool) -> i32 {
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
        let mut moves = MoveList::<G>::default();
        let (mut best, static_eval) =
            match self.stand_pat(entry, in_check, checks, ply, beta, &mut moves) {
                Ok(start) => start,
                Err(score) => return score,
            };
        alpha = alpha.max(best);
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

    /// Quiescence's start: in check every legal move and no standing pat; otherwise the
    /// static evaluation as the score to beat (not where captures are forced and there is
    /// one), and the tactical moves (with the quiet checks when `checks`). The best score so
    /// far and the static evaluation, or the node's score when it ends here.
    fn stand_pat(
        &mut self,
        entry: Option<Entry>,
        in_check: bool,
        checks: bool,
        ply: usize,
        beta: i32,
        moves: &mut MoveList<G>,
    ) -> Result<(i32, i32), i32> {
        if in_check {
            self.pos.generate_legal(moves);
            if moves.is_empty() {
                return Err(no_moves_score(&self.pos, ply));
            }
            return Ok((-INF, NO_EVAL));
        }
        let static_eval = match entry {
            Some(e) if e.eval != NO_EVAL => e.eval,
            _ => self.eval(),
        };
        let forced = self.pos.captures_forced();
        if forced {
            self.pos.generate_tactical(moves);
            if !moves.is_empty() {
                // The captures are all the moves there are: no standing pat.
                return Ok((-INF, static_eval));
            }
            if self.pos.count_legal() == 0 {
                return Err(no_moves_score(&self.pos, ply));
            }
        }
        let stand = self.corrected(static_eval);
        if stand >= beta {
            return Err(stand);
        }
        if !forced {
            self.pos.generate_tactical(moves);
            if checks {
                self.push_quiet_checks(moves);
            }
        }
        Ok((stand, static_eval))
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
