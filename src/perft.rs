//! Perft: counting the leaves of the legal-move tree, with divide at the root.

use crate::game::{Game, MoveList};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Leaves of the legal-move tree `depth` plies deep. Depth 1 is counted without making moves
/// (bulk counting).
pub fn perft<G: Game>(pos: &mut G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal() as u64,
        _ => {
            let mut moves = MoveList::new();
            pos.generate_legal(&mut moves);
            let mut nodes = 0;
            for &m in &moves {
                pos.make(m);
                nodes += perft(pos, depth - 1);
                pos.undo();
            }
            nodes
        }
    }
}

/// Perft split by root move. `report` is called with each root move and its count as soon as
/// that move is finished (in completion order when `threads > 1`); returns the total.
///
/// With `threads > 1` the root moves are handed out to worker threads one at a time, each
/// working on its own copy of the position; counts are identical to one thread.
pub fn divide<G: Game>(
    pos: &G,
    depth: u32,
    threads: usize,
    mut report: impl FnMut(G::Move, u64) + Send,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.generate_legal(&mut moves);
    let threads = threads.clamp(1, moves.len().max(1));
    if threads == 1 {
        let mut pos = pos.clone();
        let mut total = 0;
        for &m in &moves {
            pos.make(m);
            let n = perft(&mut pos, depth - 1);
            pos.undo();
            report(m, n);
            total += n;
        }
        return total;
    }
    let next = AtomicUsize::new(0);
    let report = Mutex::new((&mut report, 0u64));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut pos = pos.clone();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&m) = moves.get(i) else { break };
                    pos.make(m);
                    let n = perft(&mut pos, depth - 1);
                    pos.undo();
                    let mut guard = report.lock().unwrap_or_else(|e| e.into_inner());
                    (guard.0)(m, n);
                    guard.1 += n;
                }
            });
        }
    });
    report.into_inner().unwrap_or_else(|e| e.into_inner()).1
}
