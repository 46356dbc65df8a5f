//! The 9x9 shogi board: squares `rank * 9 + file`, file 0 being file 9 of the USI names and
//! rank 0 being rank `i` (sente's back rank), so sente's pieces move up the ranks. Squares are
//! named as USI names them: `7g` is the seventh file from sente's right, the seventh rank from
//! gote's side.

use gambit::board::{FileNames, Geometry, RankNames, SquareNames};
use gambit::Color;

/// The shogi board's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShogiBoard;

impl Geometry for ShogiBoard {
    const FILES: u8 = 9;
    const RANKS: u8 = 9;
    type Bits = u128;
    const BOARD: u128 = (1 << 81) - 1;
    const NAMES: SquareNames = SquareNames {
        files: FileNames::NumbersFromRight,
        ranks: RankNames::LettersFromTop,
    };
}

/// A square of the shogi board.
pub type Square = gambit::board::Square<ShogiBoard>;

/// A set of shogi squares.
pub type Bitboard = gambit::Bitboard<Square>;

/// The ranks of `color`'s promotion zone (the three ranks nearest the other side), as raw bits.
pub const fn zone_bits(color: Color) -> u128 {
    Square::far_ranks_bits(color, 3)
}

/// `color`'s promotion zone: the three far ranks.
#[inline]
pub fn zone(color: Color) -> Bitboard {
    Bitboard::from_bits_trusted(zone_bits(color))
}
