//! The evaluation of every described variant, built from the description: material (hands
//! included), where the pieces stand, how far they reach, the danger around a royal piece,
//! how far the pawns have come, and the terms the variant's ends call for (a royal piece's way
//! to its flag region in a race, the checks given toward a check limit, material counted
//! against a side that wins by losing it). Which terms stay is decided by games
//! (docs/strength.md, "Variants").

use super::position::Position;
use super::tables::Bits;
use super::variant::{Role, Variant};
use crate::board::Geometry;
use crate::square::Color;
use crate::square_set::SquareSet;

/// The bonus of a royal piece this many king steps from its flag region where no check is
/// allowed (racing kings): steep near it, where the race is decided. Where checks are
/// allowed (king of the hill) the walk is not rewarded beyond centralisation: it did not gain
/// in games.
const FLAG_BONUS: [i32; 8] = [0, 400, 200, 110, 60, 30, 15, 5];

/// The bonus of a side that has given this many checks toward a check limit of three; under
/// another limit, the checks still to give index it from the end.
const CHECKS_GIVEN_BONUS: [i32; 3] = [0, 180, 520];

/// King danger in centipawns by attack units (capped at the last entry): slow at first,
/// since one attacker is rarely a threat, then steep.
fn king_danger(units: i32) -> i32 {
    let u = units.min(40);
    u * u * 3 / 2
}

/// The material on the board that counts toward the game's phase: every piece but pawns
/// and royal pieces.
fn phase_material<V: Variant>(pos: &Position<V>) -> i32 {
    let t = pos.t;
    let b = &pos.board;
    (0..t.kinds as u8)
        .filter(|&k| t.role[k as usize] == Role::Piece)
        .map(|k| t.value[k as usize] * b.kind(k).popcount() as i32)
        .sum()
}

impl<V: Variant> Position<V> {
    /// `true` when a side wins by losing its pieces (antichess): material then counts
    /// against its owner.
    pub(crate) const GIVES_AWAY: bool = matches!(
        V::RULES.ends.extinction,
        Some(e) if e.pieces_left == 0 && matches!(e.value, super::variant::NoMoves::Win)
    );

    /// The evaluation from the side to move's point of view.
    pub(crate) fn evaluate_position(&self) -> i32 {
        let us = self.board.side;
        let phase = self.phase();
        self.side_score(us, phase) - self.side_score(us.flip(), phase) + 10
    }

    /// How much of the starting material is left, 0 (bare) to 256 (all of it).
    fn phase(&self) -> i32 {
        let start = self.t.start_piece_material;
        if start == 0 {
            return 0;
        }
        (phase_material(self) * 256 / start).min(256)
    }

    /// Everything `color` has, seen alone.
    fn side_score(&self, color: Color, phase: i32) -> i32 {
        let t = self.t;
        let b = &self.board;
        let files = V::Board::FILES as i32;
        let ranks = V::Board::RANKS as i32;
        let occ = b.occupied();
        let them = b.color(color.flip());
        let mut material = 0;
        let mut placement = 0;
        let mut mobility = 0;
        for kind in 0..t.kinds as u8 {
            let k = kind as usize;
            let value = t.value[k];
            let pieces = b.pieces(color, kind);
            material += value * pieces.popcount() as i32;
            // Hand pieces are worth a little more than on the board: they go anywhere.
            material += (value + value / 8) * b.hand(color, kind) as i32;
            let royal = t.role[k] == Role::Royal;
            for sq in pieces.indices() {
                let (f, r) = (sq as i32 % files, sq as i32 / files);
                let centre = (2 * f - (files - 1)).abs() + (2 * r - (ranks - 1)).abs();
                if royal
                    && V::RULES.checks_allowed
                    && V::RULES.ends.flag.is_none()
                    && !Self::GIVES_AWAY
                {
                    // Sheltered while the enemy has pieces to attack with, central without.
                    placement += (centre * 2 * phase - centre * 3 * (256 - phase)) / 256;
                } else {
                    placement -= centre * 2;
                }
                if t.role[k] == Role::Piece && !Self::GIVES_AWAY {
                    let (quiet, capture) = self.reach(color, kind, sq, occ);
                    let reach = (quiet & !occ) | (capture & them);
                    mobility += reach.popcount() as i32 * t.mobility_weight[k];
                }
            }
        }
        // Where a side wins by losing its pieces, mobility did not gain (45% in games).
        let mut score = if Self::GIVES_AWAY {
            placement - material
        } else {
            placement + material + mobility
        };
        if !Self::GIVES_AWAY {
            score += self.pawn_progress(color, phase);
            score -= self.danger_to(color);
        }
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

    /// The bonus of `color`'s pawns for the ranks they have come toward promotion, growing as
    /// pieces leave the board, and more for a pawn no enemy pawn can stop on its file or the
    /// next ones.
    fn pawn_progress(&self, color: Color, phase: i32) -> i32 {
        let t = self.t;
        let Some(pawn) = t.pawn else {
            return 0;
        };
        if t.zone[color.index()].is_empty() {
            return 0;
        }
        let b = &self.board;
        let files = V::Board::FILES as i32;
        let ranks = V::Board::RANKS as i32;
        let enemy_pawns = b.pieces(color.flip(), pawn);
        let mut score = 0;
        for sq in b.pieces(color, pawn).indices() {
            let (f, r) = (sq as i32 % files, sq as i32 / files);
            let progress = match color {
                Color::White => r,
                Color::Black => ranks - 1 - r,
            };
            let mut bonus = progress * progress;
            // Passed: no enemy pawn ahead on this file or the next ones.
            let passed = (f - 1..=f + 1)
                .filter(|&ff| (0..files).contains(&ff))
                .all(|ff| {
                    (t.files[ff as usize] & enemy_pawns).indices().all(|e| {
                        let er = e as i32 / files;
                        match color {
                            Color::White => er <= r,
                            Color::Black => er >= r,
                        }
                    })
                });
            if passed {
                bonus *= 3;
            }
            score += bonus * (256 - phase / 2) / 256;
        }
        score
    }

    /// The danger around `color`'s royal piece: the enemy pieces that reach the squares
    /// around it (and the enemy's hand, which can drop beside it), squared.
    fn danger_to(&self, color: Color) -> i32 {
        let t = self.t;
        let b = &self.board;
        // In a race to a region the royal piece must walk out: danger around it did not pay
        // there (king of the hill, 37.5% against the evaluation without it).
        if !V::RULES.checks_allowed || V::RULES.ends.flag.is_some() {
            return 0;
        }
        let Some(ksq) = b.royal_square(t, color) else {
            return 0;
        };
        let zone = t.ring[ksq as usize] | Bits::<V>::single(ksq);
        let enemy = color.flip();
        let occ = b.occupied();
        let mut attackers = 0;
        let mut units = 0;
        for kind in 0..t.kinds as u8 {
            let k = kind as usize;
            if t.role[k] == Role::Royal {
                continue;
            }
            for sq in b.pieces(enemy, kind).indices() {
                let (_, capture) = self.reach(enemy, kind, sq, occ);
                let hits = (capture & zone).popcount() as i32;
                if hits > 0 {
                    attackers += 1;
                    units += 2 + hits + t.value[k] / 300;
                }
            }
            let held = b.hand(enemy, kind) as i32;
            if held > 0 {
                attackers += held;
                units += held * (1 + t.value[k] / 300);
            }
        }
        if attackers < 2 {
            return 0;
        }
        // Own pieces beside the royal one shelter it.
        let shelter = (t.ring[ksq as usize] & b.color(color)).popcount() as i32;
        king_danger((units - shelter).max(0))
    }
}
