//! Game-end rulings: the [`Verdict`] type and the [`RuleSet`] trait each game implements.
//!
//! The rule judge (`judge` subcommand, rule-regression tests) and the search both ask a
//! position for its verdict through this trait, so the rules are written once per game.

use crate::history::{search_repetition, History};
use crate::square::Color;
use core::fmt;

/// Who won, if anyone. The players are named by turn, as [`Color`] is (the first player is
/// `Color::White`): chess white, xiangqi red and shogi sente move first. Each game names
/// them in its own words (`gambit_chess::rules::WHITE_WINS`, `gambit_xiangqi::rules::RED_WINS`,
/// `gambit_shogi::rules::SENTE_WINS`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The first player (chess white, xiangqi red, shogi sente) won: `1-0`.
    FirstWins,
    /// The second player (chess and xiangqi black, shogi gote) won: `0-1`.
    SecondWins,
    /// `1/2-1/2`.
    Draw,
}

impl Outcome {
    /// A win for `color`.
    pub fn win_for(color: Color) -> Outcome {
        color.pick(Outcome::FirstWins, Outcome::SecondWins)
    }
    /// A loss for `color`.
    pub fn loss_for(color: Color) -> Outcome {
        Outcome::win_for(color.flip())
    }
    /// The side that won; `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::FirstWins => Some(Color::White),
            Outcome::SecondWins => Some(Color::Black),
            Outcome::Draw => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::FirstWins => "1-0",
            Outcome::SecondWins => "0-1",
            Outcome::Draw => "1/2-1/2",
        })
    }
}

/// Why the game ended: one word of the game's vocabulary (`docs/conventions.md` lists them).
///
/// Open, so that a game names its own ends without editing the core: the words several games
/// share are constants here, a game defines the rest next to its rules (chess
/// `THREEFOLD_REPETITION`, xiangqi `PERPETUAL_CHASE`, shogi `impasse`), all with
/// [`Reason::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reason(&'static str);

impl Reason {
    /// The side to move is mated.
    pub const CHECKMATE: Reason = Reason::new("checkmate");
    /// The side to move has no legal move and is not in check.
    pub const STALEMATE: Reason = Reason::new("stalemate");
    /// Neither side can mate.
    pub const INSUFFICIENT_MATERIAL: Reason = Reason::new("insufficient-material");
    /// A draw by repetition with no single offender.
    pub const REPETITION: Reason = Reason::new("repetition");
    /// A side that checked with every move of a repetition cycle loses.
    pub const PERPETUAL_CHECK: Reason = Reason::new("perpetual-check");
    /// A draw by a limit on the plies without progress.
    pub const MOVE_LIMIT: Reason = Reason::new("move-limit");

    /// A reason with this word: lowercase, words joined by `-`, as `judge` prints it.
    pub const fn new(word: &'static str) -> Reason {
        Reason(word)
    }

    /// The reason word.
    pub const fn word(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A ruling on a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// Who won.
    pub outcome: Outcome,
    /// Why.
    pub reason: Reason,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "result: {} reason: {}", self.outcome, self.reason)
    }
}

/// A game's end rules.
pub trait RuleSet: History {
    /// The sides' names, first player first, as verdicts name the winner
    /// (`["white", "black"]`, xiangqi `["red", "black"]`, shogi `["sente", "gote"]`).
    const SIDES: [&'static str; 2] = ["white", "black"];

    /// The name of `color`'s side.
    fn side_name(color: Color) -> &'static str {
        Self::SIDES[color.index()]
    }

    /// The verdict on the current position, given the whole history in the state chain, as
    /// the `judge` subcommand reports it; `None` while the game goes on.
    fn verdict(&self) -> Option<Verdict>;

    /// The verdict on the current position from the rules that end the game by themselves
    /// (chess: mate, stalemate, insufficient material, fivefold, seventy-five moves; xiangqi:
    /// every verdict), leaving out draws a player must claim. The `judge` refuses any move
    /// played after such an end. The default: [`RuleSet::verdict`].
    fn automatic_verdict(&self) -> Option<Verdict> {
        self.verdict()
    }

    /// [`RuleSet::automatic_verdict`] of a position where the side to move is known to have a
    /// legal move (the caller holds one, as a judge replaying a record does): a game may skip
    /// what only a position without moves can end in (chess: mate and stalemate). The default
    /// asks [`RuleSet::automatic_verdict`].
    fn automatic_verdict_with_moves(&self) -> Option<Verdict> {
        self.automatic_verdict()
    }

    /// The verdict on a position whose side to move has no legal move (the caller knows it
    /// has none): chess, checkmate when in check, else a stalemate draw; xiangqi and shogi, a
    /// loss either way. The search scores such positions by it, at its root and in its tree
    /// ([`crate::search::no_moves_score`]); a game's own verdict should use it too.
    fn no_moves_verdict(&self) -> Verdict;

    /// `true` when the side to move may declare a win by a rule of the game instead of moving,
    /// e.g. shogi's entering-king declaration; games without such a rule keep the default,
    /// `false`.
    ///
    /// The search asks it at its root only (a `go` that is no mate search answers at once,
    /// without searching, with [`SearchResult::declares_win`](crate::search::SearchResult)
    /// set: USI `bestmove win`). Inside the tree a game scores a position it may declare in
    /// through [`RuleSet::search_verdict`].
    fn declaration_win(&self) -> bool {
        false
    }

    /// The verdict of a rule that ends the game the moment it holds, whatever moves remain
    /// (a variant's extinction, a royal piece on its goal, a check limit, an exploded king);
    /// `None` while no such rule holds. The search asks it at every node, quiescence
    /// included, before it trusts an evaluation, so it must be cheap. The default, for games
    /// whose every end shows as having no legal move: `None`.
    #[inline(always)]
    fn ended_by_rule(&self) -> Option<Verdict> {
        None
    }

    /// The verdict the search should use at a node `plies_from_root` plies below its root,
    /// from history rules only (repetition, perpetual check/chase, move limits), not from
    /// mate or stalemate, which the search finds itself. Inside the search tree a single
    /// repetition already counts (the side that can repeat can repeat again). Must be cheap
    /// when nothing repeats.
    ///
    /// The default: a position repeated inside the tree, or three times in all, is a draw.
    fn search_verdict(&self, plies_from_root: usize) -> Option<Verdict> {
        if !self.may_repeat() {
            return None;
        }
        search_repetition(self, plies_from_root).map(|_| Verdict {
            outcome: Outcome::Draw,
            reason: Reason::REPETITION,
        })
    }
}
