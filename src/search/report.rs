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
    /// Score of the best move, side to move's point of view.
    pub score: Score,
    /// The search's own value behind `score`: centipawns, or `±(MATE - ply)` for a mate or a
    /// game won or lost by a history rule at that ply (see [`Score::from_value`]). For engine
    /// authors and tests; a program shows `score`.
    pub value: i32,
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
    /// A checkmate search ([`SearchGame::checkmate_search`](super::SearchGame::checkmate_search))
    /// proved that the side to move has no mate by checks: USI writes `checkmate nomate`.
    pub no_mate: bool,
}

/// The answer of a game's own checkmate search ([`SearchGame::checkmate_search`](super::SearchGame::checkmate_search)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checkmate<M> {
    /// A mate: the moves from the root to the mated position, the attacker's first.
    Mate(Vec<M>),
    /// Proved: the side to move has no mate.
    NoMate,
    /// Neither proved before the time ran out or the search was stopped.
    Unknown,
}

impl<M: Copy> Checkmate<M> {
    /// The answer as a search result: a mate scored `Mate(plies)` with its moves as the
    /// principal variation, [`SearchResult::no_mate`] for a proved no-mate, nothing else for
    /// an unknown one. `nodes`: the positions the checkmate search visited.
    pub fn into_result(self, nodes: u64) -> SearchResult<M> {
        let mut result = SearchResult {
            best: None,
            ponder: None,
            score: Score::Cp(0),
            value: 0,
            depth: 0,
            nodes,
            pv: Vec::new(),
            declares_win: false,
            no_mate: false,
        };
        match self {
            Checkmate::Mate(pv) => {
                let plies = pv.len() as i32;
                result.best = pv.first().copied();
                result.ponder = pv.get(1).copied();
                result.score = Score::Mate(plies);
                result.value = MATE - plies;
                result.depth = plies;
                result.pv = pv;
            }
            Checkmate::NoMate => result.no_mate = true,
            Checkmate::Unknown => {}
        }
        result
    }
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
    /// Score, side to move's point of view.
    pub score: Score,
    /// The search's own value behind `score` (as [`SearchResult::value`]).
    pub value: i32,
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

/// A search score, side to move's point of view: what a protocol reports and a program reads.
///
/// Ordered from worst to best for the side to move: being mated now, being mated later, any
/// centipawn score, mating later, mating sooner.
///
/// ```
/// use gambit::search::Score;
/// assert_eq!(Score::Cp(35).to_string(), "+0.35");
/// assert_eq!(Score::Mate(3).to_string(), "mate in 3 plies");
/// assert_eq!(Score::Mate(-2).to_string(), "mated in 2 plies");
/// assert!(Score::Mate(3) > Score::Mate(5) && Score::Mate(5) > Score::Cp(900));
/// assert!(Score::Cp(-900) > Score::Mate(-4) && Score::Mate(-4) > Score::Mate(-2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns (a hundredth of a pawn, or of the game's smallest common piece).
    Cp(i32),
    /// A forced mate in plies: `n > 0`, the side to move mates in `n` plies (odd); `n <= 0`,
    /// it is mated in `-n` plies (`Mate(0)`: it is mated on the board, or has no legal move
    /// where that loses). A game won or lost by a history rule (xiangqi perpetual check or
    /// chase, shogi perpetual check, a declaration) counts as a mate at the ply it ends.
    Mate(i32),
}

impl Score {
    /// The score a search value stands for ([`SearchResult::value`]).
    pub fn from_value(value: i32) -> Score {
        if value >= MATE_BOUND {
            Score::Mate(MATE - value)
        } else if value <= -MATE_BOUND {
            Score::Mate(-(MATE + value))
        } else {
            Score::Cp(value)
        }
    }

    /// The moves (full moves of the side to move, as UCI counts them) to a mate: positive
    /// when the side to move mates, negative or 0 when it is mated; `None` for a centipawn
    /// score.
    pub fn mate_moves(self) -> Option<i32> {
        match self {
            Score::Cp(_) => None,
            Score::Mate(n) if n > 0 => Some((n + 1) / 2),
            Score::Mate(n) => Some(n / 2),
        }
    }

    /// A number that orders scores as [`Ord`] does.
    fn rank(self) -> i64 {
        const MATES: i64 = 1 << 40;
        match self {
            Score::Cp(cp) => i64::from(cp),
            Score::Mate(n) if n > 0 => MATES - i64::from(n),
            Score::Mate(n) => -MATES - i64::from(n),
        }
    }
}

impl Ord for Score {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Score {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl core::fmt::Display for Score {
    /// Pawns with a sign (`+0.35`, `-1.20`, `0.00`), or `mate in N plies` / `mated in N
    /// plies` / `mated`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Score::Cp(0) => f.write_str("0.00"),
            Score::Cp(cp) => {
                let sign = if cp < 0 { '-' } else { '+' };
                let a = cp.unsigned_abs();
                write!(f, "{sign}{}.{:02}", a / 100, a % 100)
            }
            Score::Mate(0) => f.write_str("mated"),
            Score::Mate(n) if n > 0 => write!(f, "mate in {n} plies"),
            Score::Mate(n) => write!(f, "mated in {} plies", -n),
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
