//! Boards of the shapes the board layer serves (chess, xiangqi, shogi, and one of more than
//! nine files), for its unit tests.

use super::geometry::Geometry;
use super::names::{FileNames, RankNames, SquareNames};

macro_rules! board {
    ($name:ident: $files:literal x $ranks:literal, $bits:ty, $names:expr) => {
        pub struct $name;
        impl Geometry for $name {
            const FILES: u8 = $files;
            const RANKS: u8 = $ranks;
            type Bits = $bits;
            const BOARD: $bits = <$bits>::MAX >> (<$bits>::BITS - $files * $ranks);
            const NAMES: SquareNames = $names;
        }
    };
}

board!(Eight: 8 x 8, u64, SquareNames::letters_then_numbers(1));
board!(NineByTen: 9 x 10, u128, SquareNames::letters_then_numbers(0));
board!(
    NineByNine: 9 x 9,
    u128,
    SquareNames {
        files: FileNames::NumbersFromRight,
        ranks: RankNames::LettersFromTop,
    }
);
board!(TwelveByThree: 12 x 3, u64, SquareNames::letters_then_numbers(1));
