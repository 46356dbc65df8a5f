//! The search's hooks ([`SearchGame`]) for every described variant: an evaluation built
//! from the description (material from the pieces' values, hands included; centralisation;
//! and the terms its ends call for: a royal piece's way to its flag region in a race, the
//! checks given toward a check limit, material counted against a side that wins by losing
//! it),
//! captures and promotions as the tactical moves, and the dense move keys.

use super::moves::{Move, MoveKind};
use super::position::{Position, State, NO_SQUARE};
use super::tables::{code_color, code_kind, Bits};
use super::variant::{Variant, MAX_KINDS};
use crate::board::Geometry;
use crate::game::{Game, RepeatMark};
use crate::history::Pass;
use crate::search::SearchGame;
use crate::square::Color;
use crate::square_set::SquareSet;

/// The bonus of a royal piece this many king steps from its flag region where no check is
/// allowed (racing kings): steep near it, where the race is decided. Where checks are
/// allowed (king of the hill) the walk is not rewarded beyond centralisation: it did not gain
/// in games (docs/strength.md, "Variants").
const FLAG_BONUS: [i32; 8] = [0, 400, 200, 110, 60, 30, 15, 5];

/// The bonus of a side that has given this many checks toward a check limit of three; under
/// another limit, the checks still to give index it from the end.
const CHECKS_GIVEN_BONUS: [i32; 3] = [0, 180, 520];

impl<V: Variant> Position<V> {
    /// `true` when a side wins by losing its pieces (antichess): material then counts
    /// against its owner.
    const GIVES_AWAY: bool = matches!(
        V::RULES.ends.extinction,
        Some(e) if e.pieces_left == 0 && matches!(e.value, super::variant::NoMoves::Win)
    );

    /// Material and centralisation for `color`, and what its ends reward.
    fn side_score(&self, color: Color) -> i32 {
        let t = self.t;
        let b = &self.board;
        let files = V::Board::FILES as i32;
        let ranks = V::Board::RANKS as i32;
        let mut material = 0;
        let mut placement = 0;
        for kind in 0..t.kinds as u8 {
            let value = t.value[kind as usize];
            let pieces = b.pieces(color, kind);
            material += value * pieces.popcount() as i32;
            // Hand pieces are worth a little more than on the board: they go anywhere.
            material += (value + value / 8) * b.hand(color, kind) as i32;
            for sq in pieces.indices() {
                let (f, r) = (sq as i32 % files, sq as i32 / files);
                let centre = (2 * f - (files - 1)).abs() + (2 * r - (ranks - 1)).abs();
                placement -= centre * 2;
            }
        }
        let mut score = if Self::GIVES_AWAY {
            placement - material
        } else {
            placement + material
        };
        if V::RULES.ends.flag.is_some() && !V::RULES.checks_allowed {
            if let Some(royal) = b.royal_square(t, color) {
                let distance = t.flag_distance[color.index()][royal as usize] as usize;
                score += FLAG_BONUS.get(distance).copied().unwrap_or(0);
            }
        }
        let limit = V::RULES.ends.check_limit;
        if limit > 0 {
            let left = self.st().checks[color.index()].min(limit);
            let given = (CHECKS_GIVEN_BONUS.len() as u8).saturating_sub(left) as usize;
            score += CHECKS_GIVEN_BONUS.get(given).copied().unwrap_or(0);
        }
        score
    }
}

impl<V: Variant> SearchGame for Position<V> {
    const BENCH_FENS: &'static [&'static str] = &[V::START_FEN];
    const BENCH_DEPTH: i32 = 8;
    const MOVE_KEYS: usize = 1 << 16;
    const PIECE_TO_KEYS: usize = 2 * MAX_KINDS * 256;

    fn evaluate(&self) -> i32 {
        let us = self.board.side;
        self.side_score(us) - self.side_score(us.flip()) + 10
    }
    fn is_tactical(&self, m: Move<V>) -> bool {
        match m.kind() {
            MoveKind::Promotion | MoveKind::ShogiPromotion | MoveKind::EnPassant => true,
            MoveKind::Drop | MoveKind::Castling => false,
            MoveKind::Normal => self.board.code_on(m.to()) != 0,
        }
    }
    fn tactical_score(&self, m: Move<V>) -> i32 {
        let t = self.t;
        let victim = match m.kind() {
            MoveKind::EnPassant => t.pawn.map_or(0, |p| t.value[p as usize]),
            MoveKind::Drop | MoveKind::Castling => 0,
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
    fn null_move_ok(&self) -> bool {
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
        let _ = code_color;
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
            key,
            rule50: 0,
            window: 0,
            counting_limit: prev.counting_limit,
            counting_ply: prev.counting_ply,
            castling: prev.castling,
            ep: NO_SQUARE,
            checks: prev.checks,
            captured: 0,
            captured_promoted: false,
            moved_promoted: false,
            blast: [0; 9],
            checkers: Bits::<V>::EMPTY,
            mv: Move::default(),
            repeat: RepeatMark::default(),
        }
    }
}
