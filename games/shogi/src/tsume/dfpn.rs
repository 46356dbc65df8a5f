//! Depth-first proof-number search (df-pn, Nagai 2002): the attacker's nodes are OR nodes
//! (one check that mates suffices), the defender's AND nodes (every reply must be mated).
//! Each node is searched while its proof and disproof numbers stay below thresholds, the
//! child with the least number taking the next turn; the table keeps the numbers between
//! visits. A position already on the path is a repetition: no mate there (perpetual check
//! loses in shogi), the usual answer to the graph-history problem of tsume solvers.

use super::checks::CheckTest;
use super::table::{Child, Entry, Table, INF};
use crate::{MoveList, Shogi};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Deepest ply searched: a line longer than this counts as no mate.
const MAX_PLY: usize = 400;

/// How many nodes pass between two looks at the clock and the stop flag.
const POLL: u64 = 4096;

/// The search's state: its table, the path from the root, its counts and its limits.
pub(crate) struct Solver<'a> {
    /// What is known of the positions met.
    pub table: Table,
    /// The keys of the positions from the root to the current one.
    pub path: Vec<u64>,
    /// Nodes searched.
    pub nodes: u64,
    /// A node count at which the search gives up (a sub-search's budget).
    pub node_limit: u64,
    /// The time at which the search gives up.
    deadline: Option<Instant>,
    /// Set from outside to give up.
    stop: &'a AtomicBool,
    /// The time ran out or the search was stopped: every search returns at once.
    pub aborted: bool,
}

/// The threshold a child gets from its sibling's number `second`: a quarter more than it
/// (the 1 + ε trick of Pawlewicz and Lew), so that the search does not switch back and forth
/// between two children whose numbers are close.
fn beyond(second: u32) -> u32 {
    add(second, (second / 4).max(1))
}

/// Adds two numbers, infinity absorbing.
fn add(a: u32, b: u32) -> u32 {
    a.saturating_add(b).min(INF)
}

impl<'a> Solver<'a> {
    /// A solver with a table of about `capacity` entries, giving up at `deadline` or once
    /// `stop` is set.
    pub fn new(capacity: usize, deadline: Option<Instant>, stop: &'a AtomicBool) -> Solver<'a> {
        Solver {
            table: Table::new(capacity),
            path: Vec::new(),
            nodes: 0,
            node_limit: u64::MAX,
            deadline,
            stop,
            aborted: false,
        }
    }

    /// `true` when the search must return now (time, `stop`, or the node budget).
    fn out_of_time(&mut self) -> bool {
        if self.nodes >= self.node_limit {
            return true;
        }
        if self.nodes % POLL == 0 {
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            if late || self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// The moves of `pos`: the checks at an OR node (`or`), every legal move at an AND node,
    /// each with its key and first numbers. A check that leaves no reply is a mate, stored
    /// as proved; a check's first proof number is its number of replies.
    pub fn children(&mut self, pos: &mut Shogi, or: bool) -> Vec<Child> {
        let mut moves = MoveList::new();
        pos.push_legal(&mut moves);
        let mut children = Vec::with_capacity(moves.len());
        let test = or.then(|| CheckTest::new(pos));
        for &mv in moves.iter() {
            if test.as_ref().is_some_and(|t| !t.may_check(pos, mv)) {
                continue;
            }
            pos.do_move(mv);
            if or && !pos.st().checkers.any() {
                pos.undo_move();
                continue;
            }
            let key = pos.st().key;
            let init = if or {
                let replies = pos.legal_move_count() as u32;
                if replies == 0 {
                    let mated = Entry {
                        pn: 0,
                        dn: INF,
                        len: 0,
                    };
                    self.table.put(key, mated);
                    mated
                } else {
                    Entry {
                        pn: replies,
                        dn: 1,
                        len: 0,
                    }
                }
            } else {
                Entry {
                    pn: 1,
                    dn: 1,
                    len: 0,
                }
            };
            pos.undo_move();
            children.push(Child { mv, key, init });
        }
        children
    }

    /// The numbers of the position after `child`: no mate when it repeats one on the path,
    /// else the table's, else its first numbers.
    pub fn child_entry(&self, child: &Child) -> Entry {
        if self.path.contains(&child.key) {
            return Entry {
                pn: INF,
                dn: 0,
                len: 0,
            };
        }
        self.table.get(child.key).unwrap_or(child.init)
    }

    /// Searches `pos` (an OR node when `or`) until its proof number reaches `th_pn` or its
    /// disproof number `th_dn` (or the search gives up), leaving its numbers in the table.
    pub fn mid(&mut self, pos: &mut Shogi, th_pn: u32, th_dn: u32, or: bool) {
        self.nodes += 1;
        let key = pos.st().key;
        if self.path.len() >= MAX_PLY {
            let refuted = Entry {
                pn: INF,
                dn: 0,
                len: 0,
            };
            self.table.put(key, refuted);
            return;
        }
        let children = self.children(pos, or);
        if children.is_empty() {
            // No check: no mate. No reply to a check: mated.
            let (pn, dn) = if or { (INF, 0) } else { (0, INF) };
            self.table.put(key, Entry { pn, dn, len: 0 });
            return;
        }
        self.path.push(key);
        loop {
            let (entry, best, second) = self.aggregate(&children, or);
            self.table.put(key, entry);
            if entry.pn >= th_pn || entry.dn >= th_dn || self.out_of_time() {
                break;
            }
            let (c, ce) = (children[best], self.child_entry(&children[best]));
            let (c_pn, c_dn) = if or {
                let c_dn = th_dn
                    .saturating_sub(entry.dn)
                    .saturating_add(ce.dn)
                    .min(INF);
                (th_pn.min(beyond(second)), c_dn)
            } else {
                let c_pn = th_pn
                    .saturating_sub(entry.pn)
                    .saturating_add(ce.pn)
                    .min(INF);
                (c_pn, th_dn.min(beyond(second)))
            };
            pos.do_move(c.mv);
            self.mid(pos, c_pn, c_dn, !or);
            pos.undo_move();
        }
        self.path.pop();
    }

    /// The numbers of a node from its children's (OR: least proof number, sum of disproof
    /// numbers; AND: the other way round), with the mate length of a proved one; and the
    /// index of the child to search next and the second least number among the children.
    fn aggregate(&self, children: &[Child], or: bool) -> (Entry, usize, u32) {
        let (mut least, mut second, mut best, mut sum) = (INF + 1, INF + 1, 0, 0u32);
        let mut len = if or { u32::MAX } else { 0 };
        for (i, c) in children.iter().enumerate() {
            let e = self.child_entry(c);
            let (own, other) = if or { (e.pn, e.dn) } else { (e.dn, e.pn) };
            if own < least {
                second = least;
                least = own;
                best = i;
            } else if own < second {
                second = own;
            }
            sum = add(sum, other);
            if e.proved() {
                len = if or { len.min(e.len) } else { len.max(e.len) };
            }
        }
        let least = least.min(INF);
        let second = second.min(INF);
        let (pn, dn) = if or { (least, sum) } else { (sum, least) };
        let len = if pn == 0 { len.saturating_add(1) } else { 0 };
        (Entry { pn, dn, len }, best, second)
    }
}
