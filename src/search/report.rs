//! What a search tells the outside world, in no protocol's words: the lines of a report
//! ([`Report`], one per principal variation per iteration), the final [`SearchResult`], the
//! [`Score`] a protocol writes, and the [`SearchSink`] a running search delivers them to.

use super::thread::RootMove;
use super::{INF, MATE, MATE_BOUND};
use crate::game::Game;
use std::time::Duration;

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play; `None` when the side to move has no legal move.
    pub best: Option<M>,
    /// The expected reply (second move of the principal variation).
    pub ponder: Option<M>,
    /// Score of the best move, side to move's point of view (see [`Score`]).
    pub score: i32,
    /// Last completed iteration.
    pub depth: i32,
    /// Nodes searched by all threads.
    pub nodes: u64,
    /// Principal variation of the best move.
    pub pv: Vec<M>,
    /// The side to move declares a win by a rule of the game
    /// ([`RuleSet::declaration_win`](crate::rules::RuleSet::declaration_win)) instead of moving
    /// (`best` is `None`): USI writes `bestmove win`. Never set for a game without such a rule.
    pub declares_win: bool,
}

/// One principal variation of a report.
#[derive(Clone, Debug)]
pub struct Report<M> {
    /// Iteration depth.
    pub depth: i32,
    /// Deepest ply reached.
    pub seldepth: usize,
    /// 1-based index of the line.
    pub multipv: usize,
    /// Score, side to move's point of view (see [`Score`]).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time since the search started.
    pub time: Duration,
    /// Transposition table use, permille.
    pub hashfull: u32,
    /// The principal variation. Its tail comes from the transposition table and may hold a
    /// move that is not legal where it stands: a protocol writes the legal prefix.
    pub pv: Vec<M>,
}

/// A search score as a protocol reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns, side to move's point of view (rule wins and losses, about ±25000, included).
    Centipawns(i32),
    /// The side to move mates in this many plies.
    MateIn(u32),
    /// The side to move is mated in this many plies (0: mated on the board).
    MatedIn(u32),
}

impl Score {
    /// The score a search value stands for.
    pub fn from_search(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::MateIn((MATE - score) as u32)
        } else if score <= -MATE_BOUND {
            Score::MatedIn((MATE + score) as u32)
        } else {
            Score::Centipawns(score)
        }
    }
}

/// Where a running search delivers what it finds: the protocol behind it formats the events
/// (UCI writes `info` and `bestmove` lines). Called on the search thread.
pub trait SearchSink<G: Game>: Send {
    /// One line of a report on `root` (the searched position): after each completed iteration
    /// the lines `multipv` 1, 2, ..., and the whole final set once more when the search
    /// stopped inside an iteration that changed it.
    fn report(&mut self, root: &G, report: &Report<G::Move>);
    /// The search has ended: called once, after the last report.
    fn finished(&mut self, root: &G, result: &SearchResult<G::Move>);
}

/// One line of a report: the score shown for a root move and its principal variation (which
/// starts with the move).
#[derive(Clone, Debug)]
pub(crate) struct Line<M> {
    pub score: i32,
    pub pv: Vec<M>,
    pub seldepth: usize,
}

/// The lines a report shows: the first `min(multipv, root moves)` root moves in the search's
/// order, so the lines are different moves and the first one is the move the search plays.
///
/// After a completed iteration every shown move has this iteration's score, and the search
/// sorted them best first. When the search stopped inside an iteration, the root moves are in
/// the order the search left them (`Searcher::sort_root`): first the moves scored in the
/// unfinished iteration, by that score, then the others, by the previous iteration's score. A
/// move not scored in the unfinished iteration shows its previous score, but never more than
/// the line above it, so the scores never rise down the list. (Were the set sorted by those
/// shown scores instead, an older, shallower score could outrank the deeper one of the move the
/// search plays; once a line of the unfinished iteration is finished, the moves below it are
/// known to be no better than it at that depth.) A move with no score at all (the search
/// stopped in its first iteration) is left out, unless it is the first line, which then shows
/// `unknown`.
pub(crate) fn report_lines<M: Copy>(
    root_moves: &[RootMove<M>],
    multipv: usize,
    unknown: i32,
) -> Vec<Line<M>> {
    let n = multipv.clamp(1, root_moves.len());
    let mut lines: Vec<Line<M>> = Vec::with_capacity(n);
    for rm in &root_moves[..n] {
        let above = lines.last().map_or(INF, |l| l.score);
        let score = if rm.score != -INF {
            rm.score
        } else if rm.prev_score != -INF {
            rm.prev_score.min(above)
        } else if lines.is_empty() {
            unknown
        } else {
            break;
        };
        lines.push(Line {
            score,
            pv: rm.pv.clone(),
            seldepth: rm.seldepth,
        });
    }
    lines
}

/// `true` when two reports show the same moves, scores and principal variations.
pub(crate) fn same_lines<M: PartialEq>(a: &[Line<M>], b: &[Line<M>]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.score == y.score && x.pv == y.pv)
}
