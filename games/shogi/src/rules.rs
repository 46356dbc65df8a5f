//! Shogi end rules (as `docs/rules.md` states them): [`RuleSet`] for [`Shogi`].
//!
//! - No legal move loses for the side to move (`checkmate` in check, else `stalemate`).
//! - Repetition (sennichite): at the fourth occurrence of a position (board, both hands, side
//!   to move) the game ends; a side that gave check with every one of its moves since the
//!   first of the four occurrences loses (`perpetual-check`), otherwise it is a draw
//!   (`repetition`). A third occurrence ends nothing.
//! - Entering-king declaration (`impasse`, the 27-point rule): the side to move wins when its
//!   king stands in the promotion zone out of check, at least ten of its other pieces stand
//!   there, and its points (rook and bishop, promoted or not, 5; every other piece 1; the
//!   pieces in the zone and in hand) reach 28 for sente or 27 for gote. It is available, not
//!   automatic: the judge reports it on the final position and play may go on past it.
//!
//! Who checked is read from the state chain: each state counts the consecutive checking moves
//! of the side that just moved ([`StateInfo::check_run`](crate::StateInfo)), so a cycle of `2n`
//! plies is a perpetual check by a side whose last move's run is at least `n`.

use crate::piece::PieceType;
use crate::position::Shogi;
use crate::square::zone;
use crate::{GOTE, SENTE};
use gambit::history::{occurrences, search_repetition};
use gambit::{Color, Game, History, Outcome, Reason, RuleSet, Verdict};

/// Sente (the first player, "black" in English) won.
pub const SENTE_WINS: Outcome = Outcome::FirstWins;
/// Gote (the second player, "white" in English) won.
pub const GOTE_WINS: Outcome = Outcome::SecondWins;

/// The side to move may declare a win by the entering-king rule.
pub const IMPASSE: Reason = Reason::new("impasse");

/// Occurrences of a position that end the game.
pub const REPETITIONS: usize = 4;

/// Pieces besides the king a declaring side must have in the zone.
pub const DECLARATION_PIECES: u32 = 10;

/// Points a declaring side needs: sente 28, gote 27.
pub fn declaration_points(color: Color) -> u32 {
    match color {
        SENTE => 28,
        GOTE => 27,
    }
}

impl Shogi {
    /// The ruling on a repetition whose earliest occurrence is state `first` (the current
    /// position being the last): a side that checked with every one of its moves since then
    /// loses; the side to move is looked at first, as the side that began the cycle.
    pub(crate) fn cycle_verdict(&self, first: usize) -> Verdict {
        let last = self.states.len() - 1;
        let per_side = ((last - first) / 2) as u32;
        let stm = self.stm;
        // The side to move made the second-to-last move, and the first of the cycle.
        debug_assert!(per_side > 0, "a cycle spans at least four plies");
        if self.states[last - 1].check_run >= per_side {
            return Verdict {
                outcome: Outcome::loss_for(stm),
                reason: Reason::PERPETUAL_CHECK,
            };
        }
        if self.states[last].check_run >= per_side {
            return Verdict {
                outcome: Outcome::loss_for(!stm),
                reason: Reason::PERPETUAL_CHECK,
            };
        }
        Verdict {
            outcome: Outcome::Draw,
            reason: Reason::REPETITION,
        }
    }

    /// The fourfold-repetition verdict on the current position, `None` below four occurrences.
    pub(crate) fn repetition_verdict(&self) -> Option<Verdict> {
        let earlier: Vec<usize> = occurrences(self).take(REPETITIONS - 1).collect();
        (earlier.len() == REPETITIONS - 1).then(|| self.cycle_verdict(earlier[REPETITIONS - 2]))
    }

    /// The entering-king points of `color`: its pieces in its promotion zone (the king left
    /// out) and in hand, rook and bishop kinds 5, the rest 1; and how many pieces stand in the
    /// zone.
    pub fn declaration_count(&self, color: Color) -> (u32, u32) {
        let in_zone = self.mailbox.color(color) & zone(color);
        let big_kinds = self.kind_bits(PieceType::Bishop)
            | self.kind_bits(PieceType::Rook)
            | self.kind_bits(PieceType::Horse)
            | self.kind_bits(PieceType::Dragon);
        let pieces = in_zone.without(self.king[color]).count();
        let big_on_board = (in_zone & big_kinds).count();
        let hand = self.hands[color];
        let big_in_hand = hand.count(PieceType::Bishop) + hand.count(PieceType::Rook);
        let points = pieces + 4 * big_on_board + hand.total() + 4 * big_in_hand;
        (points, pieces)
    }

    /// `true` when the side to move may declare a win by the 27-point entering-king rule.
    #[inline]
    pub fn can_declare(&self) -> bool {
        let us = self.stm;
        // The cheap test first: it fails in almost every position.
        if !zone(us).contains(self.king[us]) || self.in_check() {
            return false;
        }
        let (points, pieces) = self.declaration_count(us);
        pieces >= DECLARATION_PIECES && points >= declaration_points(us)
    }
}

impl RuleSet for Shogi {
    const SIDES: [&'static str; 2] = ["sente", "gote"];

    fn verdict(&self) -> Option<Verdict> {
        self.automatic_verdict().or_else(|| {
            self.can_declare().then(|| Verdict {
                outcome: Outcome::win_for(self.stm),
                reason: IMPASSE,
            })
        })
    }

    /// No legal move, then fourfold repetition: the ends that need no claim.
    fn automatic_verdict(&self) -> Option<Verdict> {
        if self.legal_move_count() == 0 {
            return Some(self.no_moves_verdict());
        }
        self.repetition_verdict()
    }

    /// The entering-king declaration: USI `bestmove win`.
    fn declaration_win(&self) -> bool {
        self.can_declare()
    }

    fn no_moves_verdict(&self) -> Verdict {
        Verdict {
            outcome: Outcome::loss_for(self.stm),
            reason: if self.in_check() {
                Reason::CHECKMATE
            } else {
                Reason::STALEMATE
            },
        }
    }

    /// A declaration available to the side to move wins; a position repeated inside the tree
    /// (or for the third time in all) is ruled as a cycle: a loss for a side that checked
    /// all along, else a draw.
    fn search_verdict(&self, plies_from_root: usize) -> Option<Verdict> {
        if self.can_declare() {
            return Some(Verdict {
                outcome: Outcome::win_for(self.stm),
                reason: IMPASSE,
            });
        }
        if !self.may_repeat() {
            return None;
        }
        search_repetition(self, plies_from_root).map(|first| self.cycle_verdict(first))
    }
}

impl gambit::judge::Explain for Shogi {}
