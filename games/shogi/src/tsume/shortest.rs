//! The mate to answer with once df-pn has proved one: the attacker's shortest mate against
//! the defender's longest defence. A bounded AND/OR search over the proved positions: at the
//! attacker's nodes every check whose position is proved (or that a small df-pn budget
//! proves) is tried, shortest known first, each bounded by the best length so far; at the
//! defender's nodes every reply is played out and the longest counts. Lengths are memoised
//! by key.

use super::dfpn::Solver;
use super::table::INF;
use crate::{Move, Shogi};
use std::collections::HashMap;

/// The nodes a check's df-pn proof may take when the table has none.
const PROOF_BUDGET: u64 = 1_000;

/// What the length search knows of a position.
#[derive(Clone, Copy, Default)]
struct Known {
    /// Its mate length and the move that takes it (the mating move, or the longest reply).
    exact: Option<(u32, Option<Move>)>,
    /// No mate of this length or shorter was found.
    none_within: Option<u32>,
}

/// The length search over a solver's table.
pub(crate) struct Shortest<'s, 'a> {
    solver: &'s mut Solver<'a>,
    memo: HashMap<u64, Known>,
    /// Nodes the extra proofs may still take.
    budget: u64,
}

impl<'s, 'a> Shortest<'s, 'a> {
    /// A length search over `solver`'s table, its extra proofs taking at most `budget` nodes.
    pub fn new(solver: &'s mut Solver<'a>, budget: u64) -> Self {
        Shortest {
            solver,
            memo: HashMap::new(),
            budget,
        }
    }

    /// The mate from `pos` (the attacker to move) in at most `limit` plies, shortest against
    /// the longest defence, as its moves; `None` when none is found.
    pub fn line(&mut self, pos: &mut Shogi, limit: u32) -> Option<Vec<Move>> {
        let len = self.length(pos, limit, true)?;
        let mut pv = Vec::new();
        let mut or = true;
        for _ in 0..len {
            let known = self.memo.get(&pos.st().key)?;
            let (_, Some(mv)) = known.exact? else {
                break;
            };
            pv.push(mv);
            pos.do_move(mv);
            or = !or;
        }
        for _ in 0..pv.len() {
            pos.undo_move();
        }
        (!or).then_some(pv)
    }

    /// The mate length of `pos` if at most `limit` (an OR node when `or`).
    fn length(&mut self, pos: &mut Shogi, limit: u32, or: bool) -> Option<u32> {
        let key = pos.st().key;
        if let Some(k) = self.memo.get(&key) {
            if let Some((len, _)) = k.exact {
                return (len <= limit).then_some(len);
            }
            if k.none_within.is_some_and(|n| n >= limit) {
                return None;
            }
        }
        let found = if or {
            self.attack(pos, limit)
        } else {
            self.defend(pos, limit)
        };
        let k = self.memo.entry(key).or_default();
        match found {
            Some((len, mv)) => k.exact = Some((len, mv)),
            None => k.none_within = Some(k.none_within.map_or(limit, |n| n.max(limit))),
        }
        found.map(|(len, _)| len)
    }

    /// The attacker's shortest mate within `limit` plies, and its first move.
    fn attack(&mut self, pos: &mut Shogi, limit: u32) -> Option<(u32, Option<Move>)> {
        if limit == 0 {
            return None;
        }
        let mut children = self.solver.children(pos, true);
        self.solver.path.push(pos.st().key);
        // The checks the table leaves open get their proof attempts first, before any line
        // is followed deeper: the budget goes to the alternatives nearest the root.
        for c in &children {
            if limit > 1 && !self.solver.path.contains(&c.key) {
                let e = self.solver.child_entry(c);
                if !e.proved() && !e.disproved() {
                    pos.do_move(c.mv);
                    self.prove(pos);
                    pos.undo_move();
                }
            }
        }
        let solver = &*self.solver;
        children.sort_by_key(|c| {
            let e = solver.child_entry(c);
            if e.proved() {
                e.len
            } else {
                INF
            }
        });
        let mut best: Option<(u32, Option<Move>)> = None;
        let mut bound = limit;
        for c in &children {
            if bound == 0 || !self.solver.child_entry(c).proved() {
                break;
            }
            pos.do_move(c.mv);
            let len = self.length(pos, bound - 1, false);
            pos.undo_move();
            if let Some(len) = len {
                best = Some((len + 1, Some(c.mv)));
                bound = len;
            }
        }
        self.solver.path.pop();
        best
    }

    /// The defender's longest defence when every reply is mated within `limit - 1` plies,
    /// and its first move (`None`: mated now).
    fn defend(&mut self, pos: &mut Shogi, limit: u32) -> Option<(u32, Option<Move>)> {
        let children = self.solver.children(pos, false);
        if children.is_empty() {
            return Some((0, None));
        }
        if limit == 0 {
            return None;
        }
        self.solver.path.push(pos.st().key);
        let mut worst: Option<(u32, Option<Move>)> = Some((0, None));
        for c in &children {
            if self.solver.path.contains(&c.key) {
                worst = None;
                break;
            }
            pos.do_move(c.mv);
            let len = self.length(pos, limit - 1, true);
            pos.undo_move();
            match (len, worst) {
                (Some(len), Some((w, _))) if len + 1 > w => worst = Some((len + 1, Some(c.mv))),
                (Some(_), _) => {}
                (None, _) => {
                    worst = None;
                    break;
                }
            }
        }
        self.solver.path.pop();
        worst
    }

    /// Tries to prove the defender's node `pos` with a small df-pn budget.
    fn prove(&mut self, pos: &mut Shogi) {
        if self.budget == 0 || self.solver.aborted {
            return;
        }
        let start = self.solver.nodes;
        self.solver.node_limit = start + PROOF_BUDGET.min(self.budget);
        self.solver.mid(pos, INF, INF, false);
        self.solver.node_limit = u64::MAX;
        self.budget = self.budget.saturating_sub(self.solver.nodes - start);
    }
}
