//! Each side's pieces along every rank and file, as line bits (bit `i` of a rank is file `i`,
//! of a file rank `i`): the index of the slider tables in `attacks`. Make and undo keep them,
//! so that the move counter reads a chariot's or cannon's lines with a few loads instead of
//! gathering them from the 90-square set and putting its moves back on the board.

use crate::square::{Bitboard, Square};
use crate::{BLACK, RED};
use gambit::{ByColor, Color};

/// Each side's pieces by rank and by file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Lines {
    /// Per side and rank: bit `f` is a piece on file `f`.
    ranks: ByColor<[u16; 10]>,
    /// Per side and file: bit `r` is a piece on rank `r`.
    files: ByColor<[u16; 9]>,
}

impl Lines {
    /// No pieces.
    pub(crate) const EMPTY: Lines = Lines {
        ranks: ByColor::new([0; 10], [0; 10]),
        files: ByColor::new([0; 9], [0; 9]),
    };

    /// The lines of the pieces of each side's set.
    pub(crate) fn from_sets(by_color: &ByColor<Bitboard>) -> Lines {
        let mut lines = Lines::EMPTY;
        for color in [RED, BLACK] {
            for sq in by_color[color] {
                lines.toggle(color, sq);
            }
        }
        lines
    }

    /// Puts a piece of `color` on `sq`, or takes it off.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, color: Color, sq: Square) {
        let (f, r) = (sq.file() as usize, sq.rank() as usize);
        self.ranks[color][r] ^= 1 << f;
        self.files[color][f] ^= 1 << r;
    }

    /// Moves a piece of `color` from `from` to `to`.
    #[inline(always)]
    pub(crate) fn shift(&mut self, color: Color, from: Square, to: Square) {
        self.toggle(color, from);
        self.toggle(color, to);
    }

    /// The pieces of `color` on rank `r` and on file `f`.
    #[inline(always)]
    pub(crate) fn own(&self, color: Color, f: usize, r: usize) -> (u32, u32) {
        (self.ranks[color][r] as u32, self.files[color][f] as u32)
    }

    /// Every piece on rank `r` and on file `f`.
    #[inline(always)]
    pub(crate) fn all(&self, f: usize, r: usize) -> (u32, u32) {
        let (w, b) = (RED, BLACK);
        (
            (self.ranks[w][r] | self.ranks[b][r]) as u32,
            (self.files[w][f] | self.files[b][f]) as u32,
        )
    }
}
