//! The end rules of a described variant ([`RuleSet`]), from its [`Ends`](super::Ends), as
//! Fairy-Stockfish rules (pyffish's `game_result` and `is_optional_game_end`): a side with no
//! legal move gets the checkmate or stalemate value; the n-move rule, the n-fold repetition
//! (with shogi's perpetual check) and the counting rules end the game as claims, checked in
//! that order. Insufficient material ends no game by itself, as there.

use super::position::{Ply, Position};
use super::tables::code_kind;
use super::variant::{FlagRule, NoMoves, RepetitionValue, Variant};
use crate::game::Game;
use crate::history::{occurrences, repetition_count, search_repetition, History};
use crate::rules::{Outcome, Reason, RuleSet, Verdict};
use crate::square::Color;
use crate::square_set::SquareSet;

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

/// A game ended by the kings facing each other two plies in a row (janggi's bikjang),
/// decided by counting material.
pub const BIKJANG: Reason = Reason::new("bikjang");
/// A game ended by two passes in a row (janggi), decided by counting material.
pub const DOUBLE_PASS: Reason = Reason::new("double-pass");

/// A game won by blowing up the other king (atomic).
pub const EXPLOSION: Reason = Reason::new("explosion");
/// A game won by the check limit (three-check).
pub const CHECK_LIMIT: Reason = Reason::new("check-limit");

impl<V: Variant> Position<V> {
    /// The verdict of a rule that ends the game the moment it holds, in Fairy-Stockfish's
    /// order: extinction (either side, the one that just moved first), a royal piece in its
    /// region, the check limit. A position so ended has no legal moves.
    pub fn immediate_end(&self) -> Option<Verdict> {
        if !V::ENDS_AT_ONCE {
            return None;
        }
        let ends = V::RULES.ends;
        let b = &self.board;
        let stm = b.side;
        let them = stm.flip();
        if V::RULES.blast_on_capture {
            for c in [them, stm] {
                if b.royal_square(self.t, c).is_none() {
                    return Some(Verdict {
                        outcome: Outcome::loss_for(c),
                        reason: EXPLOSION,
                    });
                }
            }
        }
        if let Some(x) = ends.extinction {
            for c in [them, stm] {
                let mut needed = u32::from(x.opponent_pieces);
                if needed > 0 && c == stm {
                    needed += 1;
                }
                if b.color(c).popcount() <= u32::from(x.pieces_left)
                    && b.color(c.flip()).popcount() >= needed
                {
                    return Some(Verdict {
                        outcome: outcome_for(x.value, c),
                        reason: x.reason,
                    });
                }
            }
        }
        if let (Some(flag), Some(royal)) = (ends.flag, self.t.royal) {
            let arrived = |c: Color| (b.pieces(c, royal) & self.t.flag_region[c.index()]).any();
            let end = |outcome| {
                Some(Verdict {
                    outcome,
                    reason: flag.reason,
                })
            };
            match flag.rule {
                FlagRule::Reach => {
                    if arrived(them) {
                        return end(Outcome::loss_for(stm));
                    }
                }
                FlagRule::Race => {
                    if arrived(stm) {
                        return if stm == Color::White && arrived(Color::Black) {
                            end(Outcome::Draw)
                        } else {
                            end(Outcome::win_for(stm))
                        };
                    }
                    if arrived(them) && !(stm == Color::Black && self.may_follow(royal)) {
                        return end(Outcome::loss_for(stm));
                    }
                }
            }
        }
        let limit = ends.check_limit;
        if limit != 0 && self.st().checks[them.index()] == 0 {
            return Some(Verdict {
                outcome: Outcome::loss_for(stm),
                reason: CHECK_LIMIT,
            });
        }
        if !(V::RULES.pass || V::RULES.bikjang) {
            return None;
        }
        let reason = match self.st().counted_end {
            0 => return None,
            Ply::BIKJANG_TWICE => BIKJANG,
            _ => DOUBLE_PASS,
        };
        Some(Verdict {
            outcome: self.counted(Outcome::Draw),
            reason,
        })
    }

    /// A drawn `outcome` decided by the material count where the variant counts
    /// ([`super::Ends::material_count`]); any other outcome as it is.
    fn counted(&self, outcome: Outcome) -> Outcome {
        let Some(count) = V::RULES.ends.material_count else {
            return outcome;
        };
        if outcome != Outcome::Draw {
            return outcome;
        }
        let b = &self.board;
        let lead: i32 = (0..self.t.kinds as u8)
            .map(|k| {
                let n = |c| b.pieces(c, k).popcount() as i32;
                self.t.count_points[k as usize] * (n(Color::White) - n(Color::Black))
            })
            .sum();
        if lead > count.handicap {
            Outcome::FirstWins
        } else {
            Outcome::SecondWins
        }
    }

    /// The race's last chance: the side to move (black, white having arrived) has a legal
    /// move of its royal piece into its region.
    fn may_follow(&self, royal: u8) -> bool {
        let mut moves = V::Moves::default();
        self.generate_moves(&mut super::movegen::ListSink(&mut moves));
        let region = self.t.flag_region[self.board.side.index()];
        moves.iter().any(|&m| {
            m.kind() != super::MoveKind::Drop
                && code_kind(self.board.code_on(m.from())) == royal
                && region.contains(m.to())
                && (V::RULES.checks_allowed || !self.gives_check(m))
        })
    }

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
            outcome: self.counted(outcome),
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
        (st.checkers == Default::default() || self.count_moves() > 0).then(|| Verdict {
            outcome: self.counted(Outcome::Draw),
            reason,
        })
    }
}

impl<V: Variant> RuleSet for Position<V> {
    fn verdict(&self) -> Option<Verdict> {
        if let Some(v) = self.immediate_end() {
            return Some(v);
        }
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
    #[inline]
    fn ended_by_rule(&self) -> Option<Verdict> {
        self.immediate_end()
    }

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

    /// The immediate end's verdict where a rule ended the game, else checkmate or stalemate.
    fn no_moves_verdict(&self) -> Verdict {
        if let Some(v) = self.immediate_end() {
            return v;
        }
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
