//! Rectangular boards the variants share, named by files x ranks, with files `a`.. and ranks
//! from `1` (`a10` on ten ranks), as Fairy-Stockfish names squares.

use crate::board::{Geometry, SquareNames};

macro_rules! rect_board {
    ($(#[$doc:meta])* $name:ident, $files:expr, $ranks:expr, $bits:ty, $board:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name;
        impl Geometry for $name {
            const FILES: u8 = $files;
            const RANKS: u8 = $ranks;
            type Bits = $bits;
            const BOARD: $bits = $board;
            const NAMES: SquareNames = SquareNames::letters_then_numbers(1);
        }
    };
}

rect_board!(
    /// 5 x 5 (minishogi).
    Board5x5, 5, 5, u64, (1 << 25) - 1
);
rect_board!(
    /// 6 x 6 (Los Alamos chess).
    Board6x6, 6, 6, u64, (1 << 36) - 1
);
rect_board!(
    /// 8 x 8 (chess and its kin).
    Board8x8, 8, 8, u64, u64::MAX
);
rect_board!(
    /// 9 x 9 (shogi).
    Board9x9, 9, 9, u128, (1 << 81) - 1
);
rect_board!(
    /// 9 x 10 (xiangqi, janggi).
    Board9x10, 9, 10, u128, (1 << 90) - 1
);
rect_board!(
    /// 10 x 8 (capablanca).
    Board10x8, 10, 8, u128, (1 << 80) - 1
);
rect_board!(
    /// 10 x 10 (grand).
    Board10x10, 10, 10, u128, (1 << 100) - 1
);
