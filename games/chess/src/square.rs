//! The 8x8 board: squares `rank * 8 + file`, a1 = 0, h8 = 63, named `a1`..`h8`.

use gambit::board::{Geometry, SquareNames};

/// The chess board's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chessboard;

impl Geometry for Chessboard {
    const FILES: u8 = 8;
    const RANKS: u8 = 8;
    type Bits = u64;
    const BOARD: u64 = u64::MAX;
    const NAMES: SquareNames = SquareNames::letters_then_numbers(1);
}

/// A square of the chess board.
pub type Square = gambit::board::Square<Chessboard>;

/// A set of chess squares.
pub type Bitboard = gambit::Bitboard<Square>;
