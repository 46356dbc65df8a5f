//! The ends of a game as pyffish sorts them: `is_immediate_game_end` (a variant rule ended
//! the game: extinction, a royal piece on its goal, a check limit, bikjang), and
//! `is_optional_game_end` (a rule a player may invoke: repetition, the n-move rule,
//! counting), each from gambit's own rulings, and the value pyffish gives them.

use gambit::game::GameState;
use gambit::history::repetition_count;
use gambit::kernel::{Position, Variant};
use gambit::rules::Reason;
use gambit::{Color, Game, Outcome, RuleSet, Verdict};
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

/// Fairy-Stockfish's score of a won game (`pyffish.VALUE_MATE`).
pub const VALUE_MATE: i32 = 32000;

/// A game's ends as Fairy-Stockfish's rules sort them.
pub trait FsfEnds: RuleSet {
    /// A variant rule has ended the game (pyffish's `is_immediate_game_end`).
    fn immediate_end(&self) -> Option<Verdict> {
        self.ended_by_rule()
    }

    /// A player may end the game (pyffish's `is_optional_game_end`): repetition, the n-move
    /// rule, counting.
    fn optional_end(&self) -> Option<Verdict>;
}

/// A draw by `reason`.
fn draw(reason: &'static str) -> Verdict {
    Verdict {
        outcome: Outcome::Draw,
        reason: Reason::new(reason),
    }
}

/// The ends that have no legal move behind them and are not pyffish's immediate ends.
fn by_moves(v: &Verdict) -> bool {
    matches!(
        v.reason.word(),
        "checkmate" | "stalemate" | "insufficient-material" | "impasse"
    )
}

impl FsfEnds for Chess {
    /// Fairy-Stockfish's chess: a third occurrence (counted within the fifty-move window) or
    /// a hundred plies without capture or pawn move, unless mated.
    fn optional_end(&self) -> Option<Verdict> {
        if self.state().reversible_plies() >= 100 && (!self.in_check() || self.count_legal() > 0) {
            return Some(draw("fifty-moves"));
        }
        (repetition_count(self, 3) >= 3).then(|| draw("threefold-repetition"))
    }
}

impl FsfEnds for Xiangqi {
    /// The repetition rulings (perpetual check and chase) and the move limit, as gambit
    /// judges them; where gambit rules insufficient material first, a third occurrence still
    /// counts (a draw: no side can attack).
    fn optional_end(&self) -> Option<Verdict> {
        match self.verdict() {
            Some(v) if v.reason == Reason::INSUFFICIENT_MATERIAL => {
                (repetition_count(self, 3) >= 3).then(|| draw("repetition"))
            }
            Some(v) if !by_moves(&v) => Some(v),
            _ => None,
        }
    }
}

impl FsfEnds for Shogi {
    /// Fourfold repetition, with perpetual check losing.
    fn optional_end(&self) -> Option<Verdict> {
        self.automatic_verdict().filter(|v| !by_moves(v))
    }
}

impl<V: Variant> FsfEnds for Position<V> {
    /// Repetition, the n-move rule and counting, as the kernel rules on them.
    fn optional_end(&self) -> Option<Verdict> {
        if self.ended_by_rule().is_some() {
            return None;
        }
        self.verdict().filter(|v| !by_moves(v))
    }
}

/// pyffish's value of `verdict` for the side `to_move`: `VALUE_MATE` won, `-VALUE_MATE`
/// lost, 0 a draw.
pub fn value(verdict: &Verdict, to_move: Color) -> i32 {
    match verdict.outcome.winner() {
        None => 0,
        Some(c) if c == to_move => VALUE_MATE,
        Some(_) => -VALUE_MATE,
    }
}
