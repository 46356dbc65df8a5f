//! What a search thread learns about moves and keeps from one search to the next: which quiet
//! moves and captures refuted others (history), and which quiet moves answered well the move
//! one or two plies before them (continuation history). Move ordering and late-move
//! reductions read them. They are cleared with the transposition table on a new game, and
//! otherwise carried across the moves of a game, as the strongest engines do: what refuted
//! in the last search mostly refutes in the next one.

use super::SearchGame;
use crate::square::Color;

/// Every entry stays within `±HISTORY_MAX` ([`gravity`]).
pub(crate) const HISTORY_MAX: i32 = 16384;

/// Entries of the correction history per side.
const CORRECTION_SIZE: usize = 16384;
/// A correction entry of `CORRECTION_GRAIN` is a centipawn.
pub(crate) const CORRECTION_GRAIN: i32 = 256;
/// Every correction entry stays within `±CORRECTION_MAX`: a correction moves an evaluation by
/// 32 centipawns at most.
const CORRECTION_MAX: i32 = 32 * CORRECTION_GRAIN;

/// No move's piece-destination key: a null move, or no move at all (above the root).
pub(crate) const NO_PIECE_TO: u32 = u32::MAX;

/// One search thread's move statistics, sized for one game.
pub(crate) struct Histories {
    /// By side and move key: how often the move refuted (positive) or failed to (negative).
    main: Vec<i32>,
    /// `[previous move's piece_to_key][this move's piece_to_key]`: one table for both one and
    /// two plies back.
    cont: Vec<i16>,
    /// Captures, by piece-destination key.
    capture: Vec<i16>,
    /// By side and correction key ([`SearchGame::correction_key`]): how far searches found
    /// positions of this kind from their static evaluation, in `1/CORRECTION_GRAIN`
    /// centipawns.
    correction: Vec<i16>,
    /// The game's [`SearchGame::MOVE_KEYS`].
    move_keys: usize,
    /// The game's [`SearchGame::PIECE_TO_KEYS`].
    piece_to_keys: usize,
}

impl Histories {
    /// Empty statistics for game `G`.
    pub fn new<G: SearchGame>() -> Histories {
        Histories {
            main: vec![0; 2 * G::MOVE_KEYS],
            cont: vec![0; G::PIECE_TO_KEYS * G::PIECE_TO_KEYS],
            capture: vec![0; G::PIECE_TO_KEYS],
            correction: if G::CORRECTION_HISTORY {
                vec![0; 2 * CORRECTION_SIZE]
            } else {
                Vec::new()
            },
            move_keys: G::MOVE_KEYS,
            piece_to_keys: G::PIECE_TO_KEYS,
        }
    }

    /// `true` when these tables were made for game `G` (a session plays one game, but the
    /// library's callers may hand any tables around).
    pub fn fits<G: SearchGame>(&self) -> bool {
        self.move_keys == G::MOVE_KEYS && self.piece_to_keys == G::PIECE_TO_KEYS
    }

    #[inline]
    fn main_idx(&self, side: Color, key: u16) -> usize {
        let key = usize::from(key);
        debug_assert!(key < self.move_keys, "move key {key} out of range");
        side.index() * self.move_keys + key
    }

    /// The history of the move with key `key` for `side`.
    #[inline]
    pub fn main(&self, side: Color, key: u16) -> i32 {
        self.main[self.main_idx(side, key)]
    }

    /// The continuation history of a move `pt` after a move `prev` (0 after a null move).
    #[inline]
    pub fn cont(&self, prev: u32, pt: usize) -> i32 {
        self.cont_idx(prev, pt)
            .map_or(0, |i| i32::from(self.cont[i]))
    }

    #[inline]
    fn cont_idx(&self, prev: u32, pt: usize) -> Option<usize> {
        (prev != NO_PIECE_TO).then(|| prev as usize * self.piece_to_keys + pt)
    }

    /// The capture history of a capture `pt`.
    #[inline]
    pub fn capture(&self, pt: usize) -> i32 {
        i32::from(self.capture[pt])
    }

    /// Rewards (`bonus > 0`) or punishes the move `key` of `side`.
    pub fn update_main(&mut self, side: Color, key: u16, bonus: i32) {
        let i = self.main_idx(side, key);
        gravity(&mut self.main[i], bonus);
    }

    /// Rewards or punishes the move `pt` as an answer to `prev` (nothing after a null move).
    pub fn update_cont(&mut self, prev: u32, pt: usize, bonus: i32) {
        if let Some(i) = self.cont_idx(prev, pt) {
            gravity16(&mut self.cont[i], bonus);
        }
    }

    /// Rewards or punishes the capture `pt`.
    pub fn update_capture(&mut self, pt: usize, bonus: i32) {
        gravity16(&mut self.capture[pt], bonus);
    }

    #[inline]
    fn correction_idx(side: Color, key: u64) -> usize {
        side.index() * CORRECTION_SIZE + (key as usize & (CORRECTION_SIZE - 1))
    }

    /// The correction of `side`'s static evaluations of positions with correction key `key`,
    /// in `1/CORRECTION_GRAIN` centipawns (0 for a game without the table).
    #[inline]
    pub fn correction(&self, side: Color, key: u64) -> i32 {
        self.correction
            .get(Self::correction_idx(side, key))
            .map_or(0, |&c| i32::from(c))
    }

    /// Moves the correction of `side` at `key` toward `error` centipawns, the more the
    /// deeper the search that found it (`depth`): a running average, weight
    /// `(min(depth, 15) + 1) / 256`, within `±CORRECTION_MAX`.
    #[inline]
    pub fn update_correction(&mut self, side: Color, key: u64, error: i32, depth: i32) {
        if let Some(c) = self.correction.get_mut(Self::correction_idx(side, key)) {
            let weight = depth.clamp(0, 15) + 1;
            let scaled = error.clamp(-4096, 4096) * CORRECTION_GRAIN;
            let old = i32::from(*c);
            let new = (old * (256 - weight) + scaled * weight) / 256;
            *c = new.clamp(-CORRECTION_MAX, CORRECTION_MAX) as i16;
        }
    }
}

/// Moves a history entry toward `bonus`'s sign, the less the closer it is to the bound (the
/// "gravity" update: entries stay within `±HISTORY_MAX`).
#[inline]
fn gravity(h: &mut i32, bonus: i32) {
    let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}

/// [`gravity`] for the 16-bit tables.
#[inline]
fn gravity16(h: &mut i16, bonus: i32) {
    let mut wide = i32::from(*h);
    gravity(&mut wide, bonus);
    *h = wide as i16;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gravity_keeps_entries_in_bounds_and_moves_them_toward_the_bonus() {
        let mut h = 0;
        for _ in 0..1000 {
            gravity(&mut h, 1200);
            assert!((0..=HISTORY_MAX).contains(&h), "{h}");
        }
        assert!(h > HISTORY_MAX - 100, "{h}");
        for _ in 0..1000 {
            gravity(&mut h, -40_000);
            assert!((-HISTORY_MAX..=HISTORY_MAX).contains(&h), "{h}");
        }
        assert_eq!(h, -HISTORY_MAX);
        let mut small = 0i16;
        gravity16(&mut small, 300);
        assert_eq!(small, 300);
    }

    /// A correction moves toward the errors searches report, the faster the deeper they
    /// were, stays within 32 centipawns, and is kept apart by side and key.
    #[test]
    fn corrections_average_the_errors_within_bounds() {
        let mut h = Histories {
            main: Vec::new(),
            cont: Vec::new(),
            capture: Vec::new(),
            correction: vec![0; 2 * CORRECTION_SIZE],
            move_keys: 0,
            piece_to_keys: 0,
        };
        h.update_correction(Color::White, 7, 20, 0);
        let shallow = h.correction(Color::White, 7);
        assert_eq!(shallow, 20 * CORRECTION_GRAIN / 256);
        h.update_correction(Color::White, 8, 20, 15);
        assert_eq!(
            h.correction(Color::White, 8),
            20 * CORRECTION_GRAIN * 16 / 256
        );
        for _ in 0..2000 {
            h.update_correction(Color::White, 7, 20, 10);
            h.update_correction(Color::Black, 7, -5000, 10);
        }
        // Converged on 20 cp; a huge error is held at the bound.
        assert!((h.correction(Color::White, 7) / CORRECTION_GRAIN - 20).abs() <= 1);
        assert_eq!(h.correction(Color::Black, 7), -CORRECTION_MAX);
        assert_eq!(h.correction(Color::White, 9), 0);
        // Without a table (a game that does not correct), nothing is read or written.
        let mut none = Histories {
            correction: Vec::new(),
            ..h
        };
        none.update_correction(Color::White, 7, 20, 10);
        assert_eq!(none.correction(Color::White, 7), 0);
    }
}
