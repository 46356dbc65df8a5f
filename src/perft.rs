//! Perft: counting the leaves of the legal-move tree, with divide at the root.
//!
//! [`perft`] and [`divide`] need only a [`Game`]: they make and undo moves down to the last
//! ply and count its moves with [`Game::count_legal`]. A game that can count the replies to a
//! move without making it implements the optional [`CountReplies`] and is counted by
//! [`perft_fast`] and [`divide_fast`]: the same counts, its last two plies cheaper.
//!
//! Every function takes the position by shared reference and leaves it as it was: they walk
//! a copy (one clone per call, nothing next to the tree walk), so that counting needs no
//! mutable access and cannot leave a move made.

use crate::game::{Game, MoveList};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// Perft's last two plies counted by the game: an optional extension of [`Game`] for games
/// that can count a move's replies without a full make (no key, no history). Its defaults
/// make, count and undo, so `impl CountReplies for MyGame {}` is correct, if no faster.
/// `gambit-testkit`'s `check_count_replies` checks an implementation against make-and-count.
pub trait CountReplies: Game {
    /// The number of legal moves after the legal move `m`, the position left as it was:
    /// perft's last ply before the leaves.
    #[inline]
    fn count_legal_after(&mut self, m: Self::Move) -> usize {
        self.make(m);
        let n = self.count_legal();
        self.undo();
        n
    }
    /// The number of legal replies to each of `moves` (legal moves here), summed, the
    /// position left as it was: perft's last two plies. The default counts each with
    /// [`CountReplies::count_legal_after`]; a game may share work between the moves, as long
    /// as the sum is the same.
    fn count_legal_replies(&mut self, moves: &[Self::Move]) -> u64 {
        moves
            .iter()
            .map(|&m| self.count_legal_after(m) as u64)
            .sum()
    }
}

/// How a walk counts the replies to a node's moves (its last two plies).
trait LastPlies<G: Game> {
    fn replies(pos: &mut G, moves: &[G::Move]) -> u64;
}

/// By making each move and counting its replies: any game.
struct ByMaking;

impl<G: Game> LastPlies<G> for ByMaking {
    #[inline]
    fn replies(pos: &mut G, moves: &[G::Move]) -> u64 {
        moves
            .iter()
            .map(|&m| {
                pos.make(m);
                let n = pos.count_legal() as u64;
                pos.undo();
                n
            })
            .sum()
    }
}

/// By the game's [`CountReplies`].
struct ByGame;

impl<G: CountReplies> LastPlies<G> for ByGame {
    #[inline]
    fn replies(pos: &mut G, moves: &[G::Move]) -> u64 {
        pos.count_legal_replies(moves)
    }
}

/// Leaves of the legal-move tree `depth` plies deep. Depth 1 is counted without making moves
/// (bulk counting).
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    count::<G, ByMaking>(pos, depth)
}

/// [`perft`] with the last two plies counted by the game's [`CountReplies`].
pub fn perft_fast<G: CountReplies>(pos: &G, depth: u32) -> u64 {
    count::<G, ByGame>(pos, depth)
}

fn count<G: Game, L: LastPlies<G>>(pos: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal() as u64,
        _ => walk::<G, L>(&mut pos.clone(), depth),
    }
}

/// Perft on a position the caller lets it make and undo moves on.
fn walk<G: Game, L: LastPlies<G>>(pos: &mut G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal() as u64,
        2 => {
            let mut moves = MoveList::<G>::default();
            pos.generate_legal(&mut moves);
            L::replies(pos, &moves)
        }
        _ => {
            let mut moves = MoveList::<G>::default();
            pos.generate_legal(&mut moves);
            let mut nodes = 0;
            for &m in moves.iter() {
                pos.make(m);
                nodes += walk::<G, L>(pos, depth - 1);
                pos.undo();
            }
            nodes
        }
    }
}

/// The [`CountReplies`] methods for a game that counts a move's replies with
/// `$count_after(&mut self, m, Option<&Shared>) -> usize` (the position left as it was) and
/// works out, with `$shared(&self) -> Shared`, what the replies to all of a node's moves
/// share: `count_legal_after` counts with nothing shared, and `count_legal_replies` works the
/// shared part out once for all the moves. Both check in debug builds that the moves are
/// legal. Write it inside the game's `impl CountReplies`:
/// `gambit::replies_counted_by!(count_after, reply_safety);`.
#[macro_export]
macro_rules! replies_counted_by {
    ($count_after:ident, $shared:ident) => {
        #[inline]
        fn count_legal_after(&mut self, m: Self::Move) -> usize {
            debug_assert!(
                $crate::game::Game::is_legal(self, m),
                "count_legal_after: {m} is not legal in {self}"
            );
            self.$count_after(m, None)
        }
        fn count_legal_replies(&mut self, moves: &[Self::Move]) -> u64 {
            debug_assert!(
                moves.iter().all(|&m| $crate::game::Game::is_legal(self, m)),
                "count_legal_replies: an illegal move in {self}"
            );
            let shared = self.$shared();
            moves
                .iter()
                .map(|&m| self.$count_after(m, Some(&shared)) as u64)
                .sum()
        }
    };
}

/// A divide function: [`divide`] or [`divide_fast`] for one game, as a value (a protocol
/// session or the command line keeps the one its game can use).
pub type Divide<G> = fn(&G, u32, usize, &mut (dyn FnMut(<G as Game>::Move, u64) + Send)) -> u64;

/// [`divide`] for game `G`, as a [`Divide`].
pub fn divide_by_making<G: Game>() -> Divide<G> {
    |pos, depth, threads, report| divide(pos, depth, threads, report)
}

/// [`divide_fast`] for game `G`, as a [`Divide`].
pub fn divide_by_game<G: CountReplies>() -> Divide<G> {
    |pos, depth, threads, report| divide_fast(pos, depth, threads, report)
}

/// Perft split by root move. `report` is called with each root move and its count as soon as
/// that move is finished (in completion order when `threads > 1`); returns the total.
///
/// With `threads > 1` the work is cut into one unit per root move and reply (so that a few
/// large root subtrees do not leave threads idle at the end), handed out to worker threads one
/// at a time; each thread works on its own copy of the position, and a root move is reported
/// when its last unit is done. Counts are identical to one thread.
pub fn divide<G: Game>(
    pos: &G,
    depth: u32,
    threads: usize,
    report: impl FnMut(G::Move, u64) + Send,
) -> u64 {
    split::<G, ByMaking>(pos, depth, threads, report)
}

/// [`divide`] with the last two plies counted by the game's [`CountReplies`].
pub fn divide_fast<G: CountReplies>(
    pos: &G,
    depth: u32,
    threads: usize,
    report: impl FnMut(G::Move, u64) + Send,
) -> u64 {
    split::<G, ByGame>(pos, depth, threads, report)
}

fn split<G: Game, L: LastPlies<G>>(
    pos: &G,
    depth: u32,
    threads: usize,
    mut report: impl FnMut(G::Move, u64) + Send,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    if threads <= 1 || moves.len() < 2 {
        let mut pos = pos.clone();
        let mut total = 0;
        for &m in moves.iter() {
            pos.make(m);
            let n = walk::<G, L>(&mut pos, depth - 1);
            pos.undo();
            report(m, n);
            total += n;
        }
        return total;
    }

    // Units of work: (root move index, reply), or the whole root move when it has no replies
    // or the depth is too small to split.
    let mut units: Vec<(usize, Option<G::Move>)> = Vec::new();
    let mut scratch = pos.clone();
    for (i, &m) in moves.iter().enumerate() {
        scratch.make(m);
        let mut replies = MoveList::<G>::default();
        if depth >= 3 {
            scratch.generate_legal(&mut replies);
        }
        if replies.is_empty() {
            units.push((i, None));
        } else {
            units.extend(replies.iter().map(|&r| (i, Some(r))));
        }
        scratch.undo();
    }
    let remaining: Vec<AtomicUsize> = (0..moves.len())
        .map(|i| AtomicUsize::new(units.iter().filter(|u| u.0 == i).count()))
        .collect();
    let counts: Vec<AtomicU64> = (0..moves.len()).map(|_| AtomicU64::new(0)).collect();
    let next = AtomicUsize::new(0);
    let report = Mutex::new((&mut report, 0u64));
    std::thread::scope(|scope| {
        for _ in 0..threads.min(units.len()) {
            scope.spawn(|| {
                let mut pos = pos.clone();
                while let Some(&(i, reply)) = units.get(next.fetch_add(1, Ordering::Relaxed)) {
                    pos.make(moves[i]);
                    let n = match reply {
                        Some(r) => {
                            pos.make(r);
                            let n = walk::<G, L>(&mut pos, depth - 2);
                            pos.undo();
                            n
                        }
                        None => walk::<G, L>(&mut pos, depth - 1),
                    };
                    pos.undo();
                    counts[i].fetch_add(n, Ordering::AcqRel);
                    // The thread finishing a root move's last unit sees every unit's count.
                    if remaining[i].fetch_sub(1, Ordering::AcqRel) == 1 {
                        let total = counts[i].load(Ordering::Acquire);
                        let mut guard = report.lock().unwrap_or_else(|e| e.into_inner());
                        (guard.0)(moves[i], total);
                        guard.1 += total;
                    }
                }
            });
        }
    });
    report.into_inner().unwrap_or_else(|e| e.into_inner()).1
}
