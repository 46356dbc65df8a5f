//! The search's hooks ([`SearchGame`]) for every described variant: the evaluation
//! (`eval.rs`), captures and promotions as the tactical moves, and the dense move keys.

use super::moves::{Move, MoveKind};
use super::position::{Position, State, NO_SQUARE};
use super::tables::code_kind;
use super::variant::{Variant, MAX_KINDS};
use crate::game::Game;
use crate::history::Pass;
use crate::search::SearchGame;
use crate::square_set::SquareSet;

impl<V: Variant> SearchGame for Position<V> {
    const BENCH_FENS: &'static [&'static str] = &[V::START_FEN];
    const BENCH_DEPTH: i32 = 8;
    const MOVE_KEYS: usize = 1 << 16;
    const PIECE_TO_KEYS: usize = 2 * MAX_KINDS * 256;
    /// Drop games (a drop's check starts most mates there) and games won by a number of
    /// checks (each check is a step to the win): three-check gained from them in games
    /// (docs/strength.md, "Three-check: checks in quiescence").
    const QS_CHECKS: bool = V::RULES.drops.is_some() || V::RULES.ends.check_limit != 0;

    type Evaluator = crate::search::HandWritten;

    fn evaluate(&self) -> i32 {
        self.evaluate_position()
    }
    fn is_tactical(&self, m: Move<V>) -> bool {
        match m.kind() {
            MoveKind::Promotion | MoveKind::ShogiPromotion | MoveKind::EnPassant => true,
            MoveKind::Drop | MoveKind::Castling | MoveKind::Pass => false,
            MoveKind::Normal => self.board.code_on(m.to()) != 0,
        }
    }
    fn tactical_score(&self, m: Move<V>) -> i32 {
        let t = self.t;
        let victim = match m.kind() {
            MoveKind::EnPassant => t.pawn.map_or(0, |p| t.value[p as usize]),
            MoveKind::Drop | MoveKind::Castling | MoveKind::Pass => 0,
            _ => {
                let c = self.board.code_on(m.to());
                if c == 0 {
                    0
                } else {
                    t.value[code_kind(c) as usize]
                }
            }
        };
        let attacker = if m.is_drop() {
            0
        } else {
            let c = self.board.code_on(m.from());
            if c == 0 {
                0
            } else {
                t.value[code_kind(c) as usize]
            }
        };
        let promo = match m.kind() {
            MoveKind::Promotion => t.value[m.piece() as usize],
            _ => 0,
        };
        victim * 16 + promo - attacker / 16
    }
    /// A drop checks when the dropped kind would attack the royal piece from where it lands
    /// (a drop uncovers nothing); any other move is played on a copy of the board, which is
    /// cheaper than a make and take-back. In atomic a move is made: touching kings are in
    /// no check.
    fn gives_check(&mut self, m: Move<V>) -> bool {
        if V::RULES.blast_on_capture {
            self.make(m);
            let check = self.in_check();
            self.undo();
            return check;
        }
        let t = self.t;
        let them = self.board.side.flip();
        if m.is_drop() && !t.irregular && t.odd_riders[self.board.side.index()].is_empty() {
            return self.board.royal_square(t, them).is_some_and(|k| {
                self.reach(them, m.piece(), k, self.board.occupied())
                    .1
                    .contains(m.to())
            });
        }
        Position::gives_check(self, m)
    }
    /// Under a check limit a check is never pruned or skipped as a loss of material: it is a
    /// step to the win (as Fairy-Stockfish rules for its n-check games).
    fn see_ge(&self, m: Move<V>, threshold: i32) -> bool {
        if V::RULES.ends.check_limit != 0 && Position::gives_check(self, m) {
            return true;
        }
        Position::see_ge(self, m, threshold)
    }
    fn captures_forced(&self) -> bool {
        V::RULES.must_capture
    }
    fn null_move_ok(&self) -> bool {
        // Where captures are forced, passing changes what the other side must do: the
        // zugzwangs null-move pruning assumes away are the game.
        if V::RULES.must_capture {
            return false;
        }
        let t = self.t;
        let us = self.board.side;
        (0..t.kinds as u8)
            .filter(|&k| Some(k) != t.pawn && Some(k) != t.royal)
            .any(|k| self.board.pieces(us, k).any())
    }
    fn make_null(&mut self) {
        self.pass();
    }
    fn undo_null(&mut self) {
        self.unpass();
    }
    fn move_key(m: Move<V>) -> u16 {
        m.key()
    }
    fn piece_to_key(&self, m: Move<V>) -> usize {
        let us = self.board.side;
        let kind = match m.kind() {
            MoveKind::Drop | MoveKind::Promotion => m.piece(),
            MoveKind::ShogiPromotion => {
                let k = code_kind(self.board.code_on(m.from()));
                self.t.promotes_to[k as usize].unwrap_or(k)
            }
            _ => code_kind(self.board.code_on(m.from())),
        };
        (us.index() * MAX_KINDS + kind as usize) * 256 + m.landing() as usize
    }
}

/// The variant's name, for generic code that holds only the position type.
pub fn variant_name<V: Variant>(_: &Position<V>) -> &'static str {
    <Position<V> as Game>::NAME
}

impl<V: Variant> Pass for Position<V> {
    fn pass_state(&self) -> State<V> {
        let t = self.t;
        let prev = *self.st();
        let mut key = prev.key ^ t.side_key;
        if prev.ep != NO_SQUARE {
            key ^= t.ep_key[prev.ep as usize];
        }
        State {
            facing: prev.facing,
            ..State::unmoved(
                key,
                0,
                prev.castling,
                NO_SQUARE,
                prev.checks,
                prev.gates,
                (prev.counting_limit, prev.counting_ply),
            )
        }
    }
}
