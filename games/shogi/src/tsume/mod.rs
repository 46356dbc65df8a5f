//! Tsume: the checkmate search behind USI `go mate`. The side to move attacks, giving check
//! on every move; the other side defends with every legal reply (interpositions and drops
//! too). A df-pn search (`dfpn.rs`) proves a mate or that there is none; a proved mate is
//! then shortened (`shortest.rs`) to the attacker's shortest mate against the longest
//! defence. The move generator's rules hold: a pawn drop that mates is not a legal move, a
//! king is never left in check; a repeated position counts as no mate (perpetual check loses).

mod checks;
mod dfpn;
mod shortest;
mod table;

use crate::{Move, Shogi};
use dfpn::Solver;
use gambit::search::Checkmate;
use shortest::Shortest;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use table::INF;

/// The table's size in entries before it drops unsettled ones.
const TABLE_ENTRIES: usize = 1 << 21;

/// Solves the tsume of `pos` (its side to move attacks), giving up at `deadline` (`None`:
/// never) or once `stop` is set. Returns the answer (a mate as its moves, every other one a
/// check, the last leaving the defender mated) and the nodes searched.
pub fn solve(pos: &Shogi, deadline: Option<Instant>, stop: &AtomicBool) -> (Checkmate<Move>, u64) {
    let mut pos = pos.clone();
    let mut solver = Solver::new(TABLE_ENTRIES, deadline, stop);
    let root = pos.st().key;
    solver.mid(&mut pos, INF, INF, true);
    let entry = solver.table.get(root);

    let answer = match entry {
        Some(e) if e.disproved() && !solver.aborted => Checkmate::NoMate,
        Some(e) if e.proved() => {
            // The shortening may take four times the proof's nodes again, at least 200,000
            // (and no longer than the time left: its proofs give up at the deadline).
            let budget = solver.nodes.saturating_mul(4).max(200_000);
            let mut shortest = Shortest::new(&mut solver, budget);
            // The proof's own length bounds the search; the table's lengths may have moved
            // since, so a wider bound is tried before giving up.
            let line = shortest
                .line(&mut pos, e.len)
                .or_else(|| shortest.line(&mut pos, e.len.saturating_mul(2) + 64));
            match line {
                Some(pv) if is_mate(&pos, &pv) => Checkmate::Mate(pv),
                _ => Checkmate::Unknown,
            }
        }
        _ => Checkmate::Unknown,
    };
    (answer, solver.nodes)
}

/// `true` when `pv` is a mate from `pos`: legal moves, the attacker's (every other one, the
/// first included) each a check, and the defender without a reply at the end.
pub fn is_mate(pos: &Shogi, pv: &[Move]) -> bool {
    let mut pos = pos.clone();
    for (i, &mv) in pv.iter().enumerate() {
        if !pos.is_legal_move(mv) {
            return false;
        }
        pos.do_move(mv);
        if i % 2 == 0 && !pos.st().checkers.any() {
            return false;
        }
    }
    pv.len() % 2 == 1 && pos.legal_move_count() == 0
}
