//! Chess end rules: [`RuleSet`] for [`Chess`], matching python-chess 1.11.2
//! `Board.outcome(claim_draw=True)`.
//!
//! Order of precedence: checkmate, insufficient material, stalemate, seventy-five moves,
//! fivefold repetition (these end the game by themselves), then the claimable draws: fifty
//! moves and threefold repetition, each also claimable "with the next move" (FIDE 9.2.1,
//! 9.3.1): at 99 plies when a quiet move reaches 100 and leaves the opponent a move, and when a
//! legal move would make its position occur a third time.
//!
//! Repetitions are found by the one scan of [`gambit::history`], which confirms each key match
//! exactly on a copy of the board taken back by the code of `undo`.

use crate::mv::{MoveKind, MoveList};
use crate::piece::Role;
use crate::position::Chess;
use gambit::history::{occurrences, window};
use gambit::judge::repetition_count;
use gambit::{Color, Game, Outcome, Reason, RuleSet, Verdict};

/// White won.
pub const WHITE_WINS: Outcome = Outcome::FirstWins;
/// Black won.
pub const BLACK_WINS: Outcome = Outcome::SecondWins;

/// Claimable draw: the position occurred three times (or will with the next move).
pub const THREEFOLD_REPETITION: Reason = Reason::new("threefold-repetition");
/// Automatic draw: the position occurred five times.
pub const FIVEFOLD_REPETITION: Reason = Reason::new("fivefold-repetition");
/// Claimable draw: fifty moves by each side without a capture or pawn move.
pub const FIFTY_MOVES: Reason = Reason::new("fifty-moves");
/// Automatic draw: seventy-five moves by each side without a capture or pawn move.
pub const SEVENTYFIVE_MOVES: Reason = Reason::new("seventyfive-moves");

/// Plies without a capture or pawn move that make the fifty-move draw claimable.
pub const FIFTY_MOVE_PLIES: u16 = 100;

/// Dark squares (a1 is dark), as python-chess's `BB_DARK_SQUARES`.
pub(crate) const DARK_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;

fn draw(reason: Reason) -> Verdict {
    Verdict {
        outcome: Outcome::Draw,
        reason,
    }
}

impl Chess {
    /// `true` when `color` cannot possibly win by material alone, exactly as python-chess
    /// 1.11.2 `Board.has_insufficient_material(color)`: no pawn, rook or queen; a lone knight
    /// with nothing else, against an opponent with no pawn, knight, bishop or rook; or only
    /// bishops, when every bishop on the board stands on one square colour and there is no
    /// pawn or knight on the board.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let ours = self.color_bits(color).bits();
        let theirs = self.color_bits(color.flip()).bits();
        let role = |r: Role| self.role(r).bits();
        if ours & (role(Role::Pawn) | role(Role::Rook) | role(Role::Queen)) != 0 {
            return false;
        }
        if ours & role(Role::Knight) != 0 {
            return ours.count_ones() <= 2 && theirs & !role(Role::King) & !role(Role::Queen) == 0;
        }
        if ours & role(Role::Bishop) != 0 {
            let bishops = role(Role::Bishop);
            let same_colour = bishops & DARK_SQUARES == 0 || bishops & !DARK_SQUARES == 0;
            return same_colour && role(Role::Pawn) == 0 && role(Role::Knight) == 0;
        }
        true
    }

    /// `true` when neither side has sufficient material (python-chess
    /// `is_insufficient_material`).
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// `true` when `m` (legal here) captures or moves a pawn, so it resets the fifty-move count.
    pub(crate) fn is_zeroing(&self, m: crate::Move) -> bool {
        match m.kind() {
            MoveKind::Castle => false,
            MoveKind::EnPassant | MoveKind::Promotion(_) => true,
            MoveKind::Normal => {
                self.piece_at(m.from()).map(|p| p.role) == Some(Role::Pawn)
                    || self
                        .piece_at(m.to())
                        .is_some_and(|p| p.color != self.side_to_move())
            }
        }
    }

    /// [`RuleSet::search_verdict`] past its early exit: the draws a player may claim, as the
    /// judge rules them ([`RuleSet::verdict`]) and as a match runner that claims for both
    /// sides ends the game. The fifty-move draw once it can be claimed (at 100 plies unless
    /// mated, at 99 by a quiet move). A position seen once before, inside the tree or in the
    /// game, is a draw: the side that brought it about a second time could, by bringing it
    /// about a third time, claim (FIDE 9.2.1), and a runner that claims for both sides ends
    /// the game as soon as it can. Counting only a third occurrence, the engine, ahead,
    /// repeated a position twice and had the draw claimed for it.
    #[inline(never)]
    fn search_history(&self, _plies_from_root: usize) -> Option<Verdict> {
        let st = self.st();
        if st.rule50 >= FIFTY_MOVE_PLIES - 1 {
            let claim = if st.rule50 >= FIFTY_MOVE_PLIES {
                st.checkers.is_empty() || self.legal_move_count() > 0
            } else {
                let mut moves = MoveList::new();
                self.push_legal(&mut moves);
                self.quiet_move_reaches_fifty(&moves)
            };
            if claim {
                return Some(draw(FIFTY_MOVES));
            }
        }
        occurrences(self).next().map(|_| draw(THREEFOLD_REPETITION))
    }

    /// `true` when one of `moves` (the legal moves) is a quiet move, which brings the
    /// fifty-move count from 99 to 100, after which the opponent can still move: the claim
    /// "with the next move" at 99 plies.
    fn quiet_move_reaches_fifty(&self, moves: &MoveList) -> bool {
        let mut probe = self.clone();
        moves.iter().any(|&m| {
            if self.is_zeroing(m) {
                return false;
            }
            probe.do_move(m);
            let opponent_can_move = probe.legal_move_count() > 0;
            probe.undo_move();
            opponent_can_move
        })
    }

    /// `true` when a position with the opponent to move occurs twice (by key) within the
    /// reversible plies: only then can a move make its position occur a third time (the
    /// position after a move repeats those from three plies back, every second one).
    fn reply_position_recurs(&self) -> bool {
        let states = self.states();
        let last = states.len() - 1;
        let reach = window(states);
        let key = |back: usize| states[last - back].key;
        (3..=reach)
            .step_by(2)
            .any(|d1| (d1 + 2..=reach).step_by(2).any(|d2| key(d1) == key(d2)))
    }

    /// The claimable draws (fifty moves, then threefold), each also by the next move.
    fn claimable_draw(&self) -> Option<Verdict> {
        let rule50 = self.st().rule50;
        if rule50 >= 100 {
            return Some(draw(FIFTY_MOVES));
        }
        let mut moves = MoveList::new();
        self.push_legal(&mut moves);
        if rule50 >= 99 && self.quiet_move_reaches_fifty(&moves) {
            return Some(draw(FIFTY_MOVES));
        }
        if repetition_count(self, 3) >= 3 {
            return Some(draw(THREEFOLD_REPETITION));
        }
        // A capture or pawn move starts a new count: it cannot repeat anything.
        if window(self.states()) >= 3 && self.reply_position_recurs() {
            let mut probe = self.clone();
            for &m in &moves {
                if self.is_zeroing(m) {
                    continue;
                }
                probe.do_move(m);
                let third = repetition_count(&probe, 3) >= 3;
                probe.undo_move();
                if third {
                    return Some(draw(THREEFOLD_REPETITION));
                }
            }
        }
        None
    }
}

impl Chess {
    /// The automatic draws that count plies: seventy-five moves, fivefold repetition.
    #[inline]
    fn automatic_draw_by_count(&self) -> Option<Verdict> {
        if self.st().rule50 >= 150 {
            return Some(draw(SEVENTYFIVE_MOVES));
        }
        // Two occurrences lie at least four plies apart: a fifth needs sixteen plies. The
        // repetition filter rules out most positions without a scan.
        if self.st().rule50 >= 16 && self.states.may_repeat() && repetition_count(self, 5) >= 5 {
            return Some(draw(FIVEFOLD_REPETITION));
        }
        None
    }
}

impl RuleSet for Chess {
    fn verdict(&self) -> Option<Verdict> {
        self.automatic_verdict().or_else(|| self.claimable_draw())
    }

    /// Checkmate loses; stalemate is a draw.
    fn no_moves_verdict(&self) -> Verdict {
        if self.in_check() {
            Verdict {
                outcome: Outcome::loss_for(self.side_to_move()),
                reason: Reason::CHECKMATE,
            }
        } else {
            draw(Reason::STALEMATE)
        }
    }

    fn automatic_verdict(&self) -> Option<Verdict> {
        // python-chess's order: checkmate before insufficient material before stalemate.
        let no_moves = self.legal_move_count() == 0;
        if no_moves && self.in_check() {
            return Some(self.no_moves_verdict());
        }
        if self.is_insufficient_material() {
            return Some(draw(Reason::INSUFFICIENT_MATERIAL));
        }
        if no_moves {
            return Some(self.no_moves_verdict());
        }
        self.automatic_draw_by_count()
    }

    /// [`RuleSet::automatic_verdict`] without counting the moves: with one, neither mate nor
    /// stalemate.
    fn automatic_verdict_with_moves(&self) -> Option<Verdict> {
        if self.is_insufficient_material() {
            return Some(draw(Reason::INSUFFICIENT_MATERIAL));
        }
        self.automatic_draw_by_count()
    }

    /// History rules for the search: the claimable draws, the fifty-move rule and a position
    /// seen once before (`search_history` says why once). The common case
    /// (fewer than four reversible plies) is one load and one comparison, inlined.
    #[inline(always)]
    fn search_verdict(&self, plies_from_root: usize) -> Option<Verdict> {
        // The common case, one flag: no key on the line shares this position's filter bucket,
        // and the fifty-move count is not reached.
        if !self.states.hint() || self.st().rule50 < 4 {
            return None;
        }
        self.search_history(plies_from_root)
    }
}

impl gambit::judge::Explain for Chess {}
