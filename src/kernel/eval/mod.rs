//! The evaluation of every described variant, built from the description: material, where
//! the pieces stand and how far they reach (`view.rs`), what a hand is worth (`hand.rs`), the
//! danger around a royal piece (`king.rs`), how far the pawns have come, and the terms the
//! variant's ends call for (`goals.rs`). Which terms stay is decided by games
//! (docs/strength.md, "Variants").

mod goals;
mod hand;
mod king;
mod threats;
mod view;

use super::position::Position;
use super::variant::{Role, Variant};
use crate::board::{ByColor, Geometry};
use crate::square::Color;
use crate::square_set::SquareSet;
use view::SideView;

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

    /// What a man of `kind` counts for in the material. Where captured men go to the
    /// captor's hand, a capture moves a man from one side's count to the other's, twice its
    /// worth, and a strong piece is worth less against drops: the worth saturates as
    /// `v × 2600 / (2600 + v)` and is halved (Fairy-Stockfish's drop-game values).
    pub(super) fn material_worth(&self, kind: u8) -> i32 {
        let v = self.t.value[kind as usize];
        if V::RULES.drops.is_none() {
            return v;
        }
        v * 2600 / (2600 + v.max(0)) / 2
    }

    /// The evaluation from the side to move's point of view.
    pub(crate) fn evaluate_position(&self) -> i32 {
        let us = self.board.side;
        let phase = self.phase();
        let views = ByColor::from_fn(|c| self.side_view(c, phase));
        let score = |c: Color| self.side_score(c, phase, &views);
        score(us) - score(us.flip()) + 10
    }

    /// How much of the starting material is left, 0 (bare) to 256 (all of it).
    fn phase(&self) -> i32 {
        let start = self.t.start_piece_material;
        if start == 0 {
            return 0;
        }
        (phase_material(self) * 256 / start).min(256)
    }

    /// Everything `color` has, against what the other side does.
    fn side_score(&self, color: Color, phase: i32, views: &ByColor<SideView<V>>) -> i32 {
        let mine = &views[color];
        let theirs = &views[color.flip()];
        let mut score = mine.placement;
        if Self::GIVES_AWAY {
            score += self.giving_away(color, mine, theirs);
        } else {
            score += mine.material + mine.mobility;
            score += self.pawn_progress(color, phase);
            score -= self.danger_to(color, mine, theirs);
            score += self.threats(color, mine, theirs);
        }
        score += self.flag_race(color, theirs);
        score += self.checks_given(color);
        score += self.check_threats(color, theirs);
        score += self.pawn_army(color, phase, mine, theirs);
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
}
