//! The game-independent search: iterative deepening with aspiration windows, principal
//! variation search, a shared transposition table, quiescence, null move, ProbCut, late
//! move reductions, and Lazy SMP threads.
//!
//! A game takes part by implementing [`SearchGame`] (evaluation, move classification, the null
//! move) on top of [`Game`] and [`RuleSet`], with the [`Evaluator`] its search threads keep
//! (a network's accumulators, or the hand-written evaluation); repetition and other history rules reach the tree
//! through [`RuleSet::search_verdict`].
//!
//! The search speaks no protocol: it runs with [`SearchOptions`] and [`Limits`] and tells what
//! it finds as events, [`Report`]s and a [`SearchResult`], to a [`SearchSink`]; a protocol
//! (`crate::protocol`) names the options and formats the events.
//!
//! - [`search`]: one bounded search with everything defaulted (`search(&pos, Limits::depth(6))`);
//!   [`Search`] keeps a table and options between searches and can be ended from another
//!   thread ([`StopHandle`]). The library's way in.
//! - [`Engine`]: runs searches in a worker thread for a protocol session (`go`, `stop`,
//!   `ponderhit`), behind the object-safe [`SearchControl`].
//! - [`search_sync`]: one search on the calling thread (tests, `bench`);
//!   [`search_sync_restricted`] searches only some root moves (UCI `searchmoves`).
//! - [`bench`](mod@bench): the fixed-depth node count used to compare builds.

use crate::game::{Game, MoveStore};
use crate::rules::{Outcome, RuleSet, Verdict};
use crate::square::Color;

pub mod bench;
pub mod engine;
mod evaluation;
mod facade;
mod history;
mod network_eval;
mod node;
mod options;
mod params;
mod quiesce;
mod report;
mod run;
pub mod skill;
mod thread;
pub mod time;
pub mod tt;

pub use engine::{Engine, SearchControl, TableProbe};
pub use evaluation::{Evaluation, Evaluator, HandWritten, NetworkShape};
pub use facade::{search, Search, StopHandle, Unbounded};
pub use network_eval::{piece_square_input, InputChanges, NetworkEvaluator, NetworkGame};
pub use options::SearchOptions;
pub use report::{Checkmate, Report, Score, SearchResult, SearchSink};
pub use run::{search_sync, search_sync_restricted};
pub use skill::{Skill, Strength};
pub use time::{Limits, ANY_MATE};
pub use tt::TranspositionTable;

/// Deepest ply the search reaches (iteration depth plus extensions and quiescence).
pub const MAX_PLY: usize = 128;
/// Score of a mate on the board (the side to move is mated): `-MATE`.
pub const MATE: i32 = 32000;
/// Scores beyond this in absolute value are mates.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Larger than any score.
pub const INF: i32 = 32001;
/// Evaluations are clamped to this, below any rule or mate score.
pub const MAX_EVAL: i32 = 20000;

/// What the search needs from a game beyond [`Game`] and [`RuleSet`].
pub trait SearchGame: Game + RuleSet {
    /// Positions searched by `bench` (FEN), fixed forever so node counts compare across builds.
    const BENCH_FENS: &'static [&'static str];
    /// Depth of each `bench` search.
    const BENCH_DEPTH: i32 = 10;
    /// How Elo maps to a skill level ([`skill`]): points `(elo, level)` by rising Elo, each
    /// measured in matches against a reference engine (docs/uci.md). Empty: an Elo plays at
    /// full strength.
    const ELO_CURVE: &'static [(i32, f64)] = &[];
    /// Whether the search razors: near the leaves, a static evaluation far below alpha is
    /// checked by quiescence alone. On only where a match showed it gains (chess: +36 Elo
    /// in fixed-node self-play; xiangqi: no gain, docs/strength.md).
    const RAZORING: bool = false;
    /// Whether a reduced search that beats alpha is verified at a depth set by its margin: a
    /// ply deeper than unreduced when it beats the best score by far, a ply shallower when it
    /// hardly beats it. On only where a match showed it gains (chess: +23 Elo in fixed-node
    /// self-play; xiangqi: no gain, docs/strength.md).
    const RESEARCH_BY_MARGIN: bool = false;
    /// Half-width in centipawns of the first aspiration window around the previous
    /// iteration's score (widened on each fail). Narrower windows search less but fail more
    /// often; the best width depends on how much a game's scores move between iterations
    /// (chess: 12, +18 Elo over 18 in fixed-node self-play; xiangqi: 18, no gain from 12;
    /// docs/strength.md).
    const ASPIRATION_DELTA: i32 = 18;
    /// Whether the table's move is searched a ply deeper when it is singular (a shallower
    /// search of the other moves at a bound below the table's score fails low), with a cut
    /// when that search beats beta and a ply less when only the table's score does. On only
    /// where a match showed it gains (chess: +31 Elo in fixed-node self-play at 100000 to
    /// 159000 nodes a move; xiangqi: no gain, docs/strength.md).
    const SINGULAR: bool = false;
    /// Whether quiescence's first ply searches, besides the tactical moves, the quiet moves
    /// that give check and lose no material. On only where a match showed it gains (drop
    /// games: a drop's check starts most mates there, docs/strength.md).
    const QS_CHECKS: bool = false;
    /// Whether the search corrects static evaluations by what its searches found in positions
    /// of the same [`SearchGame::correction_key`] (correction history: an evaluation that
    /// misjudges a pawn structure misjudges it in every position with it). On only where a
    /// match showed it gains.
    const CORRECTION_HISTORY: bool = false;
    /// The number of move keys: every [`SearchGame::move_key`] is below it. The history
    /// tables have this many entries per side, and the transposition table keeps a key in 16
    /// bits, so it is at most `1 << 16` (checked at compile time where the search is built).
    const MOVE_KEYS: usize;

    /// What a search thread evaluates with ([`Evaluator`]): [`HandWritten`] for a game
    /// without a network, which is [`SearchGame::evaluate`].
    type Evaluator: Evaluator<Self>;

    /// The hand-written static evaluation in centipawns from the side to move's point of
    /// view.
    fn evaluate(&self) -> i32;
    /// `true` for captures and promotions: the moves quiescence searches and ordering puts
    /// ahead of quiet moves.
    fn is_tactical(&self, m: Self::Move) -> bool;
    /// Ordering score of a tactical move, higher first (MVV-LVA: victim value times a large
    /// factor, less the attacker's value).
    fn tactical_score(&self, m: Self::Move) -> i32;
    /// Static exchange evaluation: `true` when `m` wins at least `threshold` centipawns once
    /// all exchanges on its square are played out. The default says yes.
    fn see_ge(&self, _m: Self::Move, _threshold: i32) -> bool {
        true
    }
    /// `true` when passing is unlikely to be the best move, so null-move pruning is sound
    /// enough (chess: the side to move has a piece besides king and pawns).
    fn null_move_ok(&self) -> bool;
    /// Adjusts the ordering scores of the quiet moves among `moves` (`scores[i]` is that of
    /// `moves[i]`; tactical moves keep theirs, and the table's move and the killers stay
    /// ahead: an adjustment stays well below 1,000,000) with what the game can tell from the
    /// board, for moves the histories do not yet tell apart.
    /// The default leaves them; chess raises a threatened piece's retreat and a check and
    /// lowers a move onto a square a lesser enemy piece attacks.
    fn order_quiets(&self, _moves: &[Self::Move], _scores: &mut [i32]) {}
    /// The game's own checkmate search for USI `go mate` (a proof-number search), run instead
    /// of the alpha-beta search with [`Limits::mate`]: the attacker, the side to move, checks
    /// on every move. It polls `stop` and gives up at `deadline` (`None`: until `stop`),
    /// answering [`Checkmate::Unknown`]. The default has none (`None`): `go mate` then runs
    /// the alpha-beta search for any mate, as it does for a `go mate` restricted to some root
    /// moves. Returns the answer and the positions visited.
    fn checkmate_search(
        &self,
        _deadline: Option<std::time::Instant>,
        _stop: &std::sync::atomic::AtomicBool,
    ) -> Option<(Checkmate<Self::Move>, u64)> {
        None
    }
    /// `true` when the legal move `m` gives check. The search asks it of moves it may prune
    /// before making them; the default makes the move, looks and takes it back, a game that
    /// can tell from the board alone overrides it (chess).
    fn gives_check(&mut self, m: Self::Move) -> bool {
        self.make(m);
        let check = self.in_check();
        self.undo();
        check
    }
    /// `true` when the rules force a capture whenever one is on the board (antichess):
    /// quiescence then may not stand pat while it has a capture, and it scores a position
    /// without captures or any other move by the game's ruling. The default: `false`.
    fn captures_forced(&self) -> bool {
        false
    }
    /// The key of the kind of position whose static evaluations share a correction
    /// ([`SearchGame::CORRECTION_HISTORY`]; chess: the pawn structure). The default: 0.
    fn correction_key(&self) -> u64 {
        0
    }
    /// The search's null move (null-move pruning): pushes a state with the other side to move.
    /// Only called when not in check. It is not a move of the game: it is never generated and
    /// has no key or notation; a game whose rules allow passing generates its own legal pass
    /// move besides (see [`Game::Move`]).
    fn make_null(&mut self);
    /// Takes back [`SearchGame::make_null`].
    fn undo_null(&mut self);
    /// A dense code of a move in `1..MOVE_KEYS`: unique among the legal moves of a position,
    /// never 0 for a legal move (a pass move included: 0 means "no move" in the transposition
    /// table), kept in the transposition table, the killers and the history tables. Chess and
    /// xiangqi use their 16-bit move encodings; a game whose moves need more than 16 bits
    /// must map them to a dense key (shogi: 81 origins plus 7 drop kinds, 81 destinations and
    /// a promotion flag, `88 * 81 * 2 < 1 << 15`).
    fn move_key(m: Self::Move) -> u16;
    /// The number of piece-destination keys: every [`SearchGame::piece_to_key`] is below it.
    const PIECE_TO_KEYS: usize;
    /// A dense key of what `m` puts where: the mover's color, the piece it leaves on its
    /// destination (a promoted piece once promoted, the dropped piece of a drop) and that
    /// destination, in `0..PIECE_TO_KEYS`. Called before `m` is made. The continuation and
    /// capture histories are indexed by it: "this piece to that square" is what a refutation
    /// has in common across positions, more than the origin square.
    fn piece_to_key(&self, m: Self::Move) -> usize;
    /// Appends the moves quiescence searches when not in check: the legal tactical moves, in
    /// the order [`Game::generate_legal`] lists them (move ordering then breaks ties alike).
    /// The default generates every move and filters; chess and xiangqi override it with their
    /// generator restricted to captures (and queen promotions).
    fn generate_tactical(&self, moves: &mut Self::Moves) {
        self.generate_legal(moves);
        moves.retain(|m| self.is_tactical(*m));
    }
}

/// A key of a few words (the bitboards of a pawn structure) for
/// [`SearchGame::correction_key`], mixed by MurmurHash3's finalizer word by word, so that
/// every bit reaches the low bits a table reads.
pub fn structure_key(words: &[u64]) -> u64 {
    let mix = |mut x: u64| {
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^= x >> 33;
        x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        x ^ (x >> 33)
    };
    words.iter().fold(0, |key, &w| mix(key ^ w))
}

/// The score of a history rule's verdict for the side to move, `ply` plies from the root: a
/// game lost by a rule (xiangqi perpetual check or chase, shogi perpetual check) scores as
/// being mated at that ply, and one won by a rule (a declaration among them) as mating there.
/// So the search resists a rule loss as long as a mate, and prefers a mate further off to a
/// rule loss sooner.
pub fn verdict_score(v: Verdict, side: Color, ply: usize) -> i32 {
    outcome_score(v.outcome, side, MATE - ply as i32)
}

/// The score of a position whose side to move has no legal move, `ply` plies from the root:
/// the game's ruling ([`RuleSet::no_moves_verdict`]) as a mate on the board, or a draw. The
/// root and the tree both score such positions here.
pub fn no_moves_score<G: SearchGame>(pos: &G, ply: usize) -> i32 {
    outcome_score(
        pos.no_moves_verdict().outcome,
        pos.side_to_move(),
        MATE - ply as i32,
    )
}

/// `win` for a win of `side`, its negation for a loss, 0 for a draw.
#[inline]
fn outcome_score(outcome: Outcome, side: Color, win: i32) -> i32 {
    match outcome {
        Outcome::Draw => 0,
        o if o == Outcome::win_for(side) => win,
        _ => -win,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Reason;

    #[test]
    fn a_rule_loss_scores_as_a_mate_at_its_ply() {
        let lost = Verdict {
            outcome: Outcome::SecondWins,
            reason: Reason::PERPETUAL_CHECK,
        };
        // White to move, ruled lost two plies from the root: as mated there.
        assert_eq!(verdict_score(lost, Color::White, 2), -(MATE - 2));
        assert_eq!(verdict_score(lost, Color::Black, 3), MATE - 3);
        // So a mate six plies away is resisted longer than a rule loss in two.
        assert!(verdict_score(lost, Color::White, 2) < -(MATE - 6));
        let drawn = Verdict {
            outcome: Outcome::Draw,
            reason: Reason::PERPETUAL_CHECK,
        };
        assert_eq!(verdict_score(drawn, Color::White, 2), 0);
    }
}
