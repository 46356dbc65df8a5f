//! The 9x10 xiangqi board: squares `rank * 9 + file`, a0 = 0, i9 = 89; rank 0 is red's back
//! rank. Squares are named `a0`..`i9` (ranks from 1 under the `RanksFrom1` option).

use gambit::board::{Geometry, SquareNames};

/// The xiangqi board's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XiangqiBoard;

impl Geometry for XiangqiBoard {
    const FILES: u8 = 9;
    const RANKS: u8 = 10;
    type Bits = u128;
    const BOARD: u128 = (1 << 90) - 1;
    const NAMES: SquareNames = SquareNames::letters_then_numbers(0);
}

/// A square of the xiangqi board.
pub type Square = gambit::board::Square<XiangqiBoard>;

/// A set of xiangqi squares.
pub type Bitboard = gambit::Bitboard<Square>;
