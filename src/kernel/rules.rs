//! The end rules of a described variant ([`RuleSet`]), from its [`Ends`](super::Ends), as
//! Fairy-Stockfish rules (pyffish's `game_result` and `is_optional_game_end`): a side with no
//! legal move gets the checkmate or stalemate value; the n-move rule, the n-fold repetition
//! (with shogi's perpetual check) and the counting rules end the game as claims, checked in
//! that order. Insufficient material ends no game by itself, as there.

use super::position::Position;
use super::variant::{NoMoves, RepetitionValue, Variant};
use crate::game::Game;
use crate::history::{occurrences, repetition_count, search_repetition, History};
use crate::rules::{Outcome, Reason, RuleSet, Verdict};
use crate::square::Color;

/// A draw by the n-move rule (chess's fifty moves).
pub const MOVE_RULE: Reason = Reason::new("fifty-moves");
/// A game ended by repetition.
pub const REPETITION: Reason = Reason::new("repetition");
/// A draw by a counting rule (makruk).
pub const COUNTING: Reason = Reason::new("counting");

fn outcome_for(value: NoMoves, side: Color) -> Outcome {
    match value {
        NoMoves::Loss => Outcome::loss_for(side),
        NoMoves::Win => Outcome::win_for(side),
        NoMoves::Draw => Outcome::Draw,
    }
}

impl<V: Variant> Position<V> {
    /// The repetition ruling, once the position has occurred `ends.repetition` times.
    fn repetition_verdict(&self) -> Option<Verdict> {
        let ends = V::RULES.ends;
        if !self.may_repeat() {
            return None;
        }
        let n = ends.repetition as usize;
        if n < 2 || repetition_count(self, n) < n {
            return None;
        }
        let first = occurrences(self).take(n - 1).last().unwrap_or(self.ply());
        Some(self.cycle_verdict(first))
    }

    /// The ruling on a repetition whose earliest counted occurrence is state `first`: with
    /// shogi's perpetual check, the side to move was in check in every position it was to
    /// move from `first` on (the other side checked throughout: it loses), or the other side
    /// in every one of its own in between; else the repetition's value.
    fn cycle_verdict(&self, first: usize) -> Verdict {
        let ends = V::RULES.ends;
        let side = self.side_to_move();
        if ends.perpetual_check_loses {
            let states = self.states();
            let last = states.len() - 1;
            let checked = |i: usize| states[i].checkers != Default::default();
            let them = (first..=last).filter(|i| (last - i) % 2 == 0).all(checked);
            let us = (first + 1..last)
                .filter(|i| (last - i) % 2 == 1)
                .all(checked);
            let outcome = match (them, us) {
                (true, false) => Some(Outcome::win_for(side)),
                (false, true) => Some(Outcome::loss_for(side)),
                (true, true) => Some(Outcome::Draw),
                (false, false) => None,
            };
            if let Some(outcome) = outcome {
                return Verdict {
                    outcome,
                    reason: Reason::PERPETUAL_CHECK,
                };
            }
        }
        let outcome = match ends.repetition_value {
            RepetitionValue::Draw => Outcome::Draw,
            RepetitionValue::FirstPlayerLoses => Outcome::SecondWins,
        };
        Verdict {
            outcome,
            reason: REPETITION,
        }
    }

    /// The draw of the n-move rule or of a counting rule once its count is past, unless the
    /// side to move is mated.
    fn count_verdict(&self) -> Option<Verdict> {
        let ends = V::RULES.ends;
        let st = self.st();
        let reason = if ends.move_rule != 0 && st.rule50 >= ends.move_rule {
            MOVE_RULE
        } else if st.counting_limit != 0 && st.counting_ply > st.counting_limit {
            COUNTING
        } else {
            return None;
        };
        (st.checkers == Default::default() || self.count_moves() > 0).then_some(Verdict {
            outcome: Outcome::Draw,
            reason,
        })
    }
}

impl<V: Variant> RuleSet for Position<V> {
    fn verdict(&self) -> Option<Verdict> {
        if self.count_moves() == 0 {
            return Some(self.no_moves_verdict());
        }
        let ends = V::RULES.ends;
        if ends.move_rule != 0 && self.st().rule50 >= ends.move_rule {
            return self.count_verdict();
        }
        self.repetition_verdict().or_else(|| self.count_verdict())
    }

    /// In the search tree: the n-move and counting rules, then a repetition (one inside the
    /// tree, or a third occurrence in all) with the variant's ruling on its cycle.
    fn search_verdict(&self, plies_from_root: usize) -> Option<Verdict> {
        if !self.states.hint() {
            return None;
        }
        if let Some(v) = self.count_verdict() {
            return Some(v);
        }
        if !self.may_repeat() {
            return None;
        }
        search_repetition(self, plies_from_root).map(|first| self.cycle_verdict(first))
    }

    fn automatic_verdict(&self) -> Option<Verdict> {
        (self.count_moves() == 0).then(|| self.no_moves_verdict())
    }

    fn no_moves_verdict(&self) -> Verdict {
        let ends = V::RULES.ends;
        let side = self.side_to_move();
        if self.in_check() {
            Verdict {
                outcome: outcome_for(ends.checkmate, side),
                reason: Reason::CHECKMATE,
            }
        } else {
            Verdict {
                outcome: outcome_for(ends.stalemate, side),
                reason: Reason::STALEMATE,
            }
        }
    }
}
