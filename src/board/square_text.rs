//! A board's squares named in a [`SquareNames`] style, and read back: the style's symbols
//! (`names.rs`) applied to a [`Geometry`]'s files and ranks.

use super::geometry::{Geometry, Square};
use super::names::{SquareNameError, SquareNames};
use core::fmt;

impl SquareNames {
    /// Writes the name of `sq` to `out` (a `String`, a formatter).
    pub fn write<G: Geometry>(self, sq: Square<G>, out: &mut impl fmt::Write) -> fmt::Result {
        self.file_line().write(sq.file(), G::FILES, out)?;
        self.rank_line().write(sq.rank(), G::RANKS, out)
    }

    /// The name of `sq`.
    pub fn name<G: Geometry>(self, sq: Square<G>) -> String {
        let mut out = String::with_capacity(4);
        // Writing to a String cannot fail.
        let _ = self.write(sq, &mut out);
        out
    }

    /// The name of rank `rank` alone (for messages about a whole rank).
    pub fn rank_name<G: Geometry>(self, rank: u8) -> String {
        let mut out = String::with_capacity(2);
        let _ = self.rank_line().write(rank, G::RANKS, &mut out);
        out
    }

    /// The name of file `file` alone (a board's file labels).
    pub fn file_name<G: Geometry>(self, file: u8) -> String {
        let mut out = String::with_capacity(2);
        let _ = self.file_line().write(file, G::FILES, &mut out);
        out
    }

    /// Reads the square named at the start of `text`: the square and the rest of the text.
    /// A malformed name is [`SquareNameError::Syntax`] even when a part of it is off the board.
    pub fn parse_prefix<G: Geometry>(
        self,
        text: &str,
    ) -> Result<(Square<G>, &str), SquareNameError> {
        let (files, ranks) = (self.file_line(), self.rank_line());
        let (file, rest) = files.read(text, G::FILES)?;
        let (rank, rest) = ranks.read(rest, G::RANKS)?;
        let file = files.coordinate(file, G::FILES)?;
        let rank = ranks.coordinate(rank, G::RANKS)?;
        Ok((Square::new(file, rank), rest))
    }

    /// Reads a text that is exactly one square name.
    pub fn parse<G: Geometry>(self, text: &str) -> Result<Square<G>, SquareNameError> {
        match self.parse_prefix(text)? {
            (sq, "") => Ok(sq),
            _ => Err(SquareNameError::Syntax),
        }
    }
}

impl<G: Geometry> Square<G> {
    /// Reads a square named in the board's default style ([`Geometry::NAMES`]).
    pub fn parse(text: &str) -> Option<Self> {
        G::NAMES.parse(text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::test_boards::{NineByNine as Shogi, NineByTen as Xiangqi};

    #[test]
    fn shogi_style_names_round_trip() {
        // 7g: the seventh file from the right, the seventh rank from the top.
        let sq = Square::<Shogi>::parse("7g").unwrap();
        assert_eq!((sq.file(), sq.rank()), (2, 2));
        assert_eq!(sq.to_string(), "7g");
        assert_eq!(Square::<Shogi>::new(8, 8).to_string(), "1a");
        for sq in Square::<Shogi>::all() {
            assert_eq!(Square::<Shogi>::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(
            Shogi::NAMES.parse::<Shogi>("0a"),
            Err(SquareNameError::OffBoard)
        );
        assert_eq!(
            Shogi::NAMES.parse::<Shogi>("1j"),
            Err(SquareNameError::OffBoard)
        );
    }

    #[test]
    fn numbered_ranks_from_either_base() {
        let from1 = SquareNames::letters_then_numbers(1);
        let (sq, rest) = from1.parse_prefix::<Xiangqi>("a10b1").unwrap();
        assert_eq!((sq, rest), (Square::new(0, 9), "b1"));
        assert_eq!(from1.name(sq), "a10");
        assert_eq!(Square::<Xiangqi>::new(0, 9).to_string(), "a9");
        let base0 = Xiangqi::NAMES;
        assert_eq!(
            base0.parse::<Xiangqi>("a10"),
            Err(SquareNameError::OffBoard)
        );
        assert_eq!(base0.parse::<Xiangqi>("a100"), Err(SquareNameError::Syntax));
        assert_eq!(base0.parse::<Xiangqi>("a01"), Err(SquareNameError::Syntax));
        assert_eq!(base0.parse::<Xiangqi>("j1"), Err(SquareNameError::OffBoard));
        assert_eq!(base0.parse::<Xiangqi>("A1"), Err(SquareNameError::Syntax));
        assert_eq!(base0.parse::<Xiangqi>("jx"), Err(SquareNameError::Syntax));
        assert_eq!(from1.parse::<Xiangqi>("a0"), Err(SquareNameError::OffBoard));
        assert_eq!(from1.rank_name::<Xiangqi>(9), "10");
    }
}
