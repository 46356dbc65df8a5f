//! Square names: a file symbol then a rank symbol (`e4`, `a0`, `7g`), each counted from a
//! chosen edge in letters or in numbers from a chosen base. A game picks its style as a
//! [`SquareNames`] value; a notation option (xiangqi's `RanksFrom1`) is just another value.

use super::geometry::{Geometry, Square};
use core::fmt;

/// How files are named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileNames {
    /// `a`, `b`, ... from the left (chess, xiangqi).
    Letters,
    /// `1`, `2`, ... from the right (shogi).
    NumbersFromRight,
}

/// How ranks are named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RankNames {
    /// Numbers from the first side's edge, the nearest rank being `first` (chess 1; xiangqi 0,
    /// or 1 under `RanksFrom1`).
    Numbers {
        /// The number of rank 0.
        first: u8,
    },
    /// `a`, `b`, ... from the far edge (shogi: rank `a` is the second side's back rank).
    LettersFromTop,
}

/// A naming style for squares: the file symbol, then the rank symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareNames {
    /// How files are named.
    pub files: FileNames,
    /// How ranks are named.
    pub ranks: RankNames,
}

/// Why a square name was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SquareNameError {
    /// Not a file symbol followed by a rank symbol.
    #[error("not a square name")]
    Syntax,
    /// Well formed, but beyond the board's files or ranks.
    #[error("a square off the board")]
    OffBoard,
}

/// One coordinate's symbols: letters from `a`, or numbers from `first`, counted from the near
/// edge (index 0) or the far one.
#[derive(Clone, Copy)]
struct Line {
    numbers_from: Option<u8>,
    from_far_end: bool,
}

impl Line {
    fn write(self, coordinate: u8, count: u8, out: &mut impl fmt::Write) -> fmt::Result {
        let n = if self.from_far_end {
            count - 1 - coordinate
        } else {
            coordinate
        };
        match self.numbers_from {
            None => out.write_char(char::from(b'a' + n)),
            Some(first) => write!(out, "{}", n as u32 + first as u32),
        }
    }

    /// Reads the symbol at the start of `text`: its number counted from 0 (not yet checked
    /// against the board) and the rest of the text.
    fn read(self, text: &str, count: u8) -> Result<(u32, &str), SquareNameError> {
        let bytes = text.as_bytes();
        match self.numbers_from {
            None => match bytes.first() {
                Some(&b) if b.is_ascii_lowercase() => Ok(((b - b'a') as u32, &text[1..])),
                _ => Err(SquareNameError::Syntax),
            },
            Some(first) => {
                let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
                // One digit more than the longest name is still read as a number, so that a
                // rank just beyond the board is "off the board" rather than gibberish.
                let longest = (count as u32 - 1 + first as u32).to_string().len();
                if digits == 0 || digits > longest + 1 || (digits > 1 && bytes[0] == b'0') {
                    return Err(SquareNameError::Syntax);
                }
                let n: u32 = text[..digits]
                    .parse()
                    .map_err(|_| SquareNameError::Syntax)?;
                // Below the first number is off the board too: u32::MAX is never on it.
                Ok((
                    n.checked_sub(first as u32).unwrap_or(u32::MAX),
                    &text[digits..],
                ))
            }
        }
    }

    /// The coordinate of a number read by [`Line::read`], if it is on the board.
    fn coordinate(self, n: u32, count: u8) -> Result<u8, SquareNameError> {
        if n >= count as u32 {
            Err(SquareNameError::OffBoard)
        } else if self.from_far_end {
            Ok(count - 1 - n as u8)
        } else {
            Ok(n as u8)
        }
    }
}

impl SquareNames {
    /// Files `a`, `b`, ... from the left, ranks numbered from `first` on the first side's edge:
    /// chess (`first` = 1) and xiangqi (0, or 1 under `RanksFrom1`).
    pub const fn letters_then_numbers(first: u8) -> SquareNames {
        SquareNames {
            files: FileNames::Letters,
            ranks: RankNames::Numbers { first },
        }
    }

    fn file_line(self) -> Line {
        match self.files {
            FileNames::Letters => Line {
                numbers_from: None,
                from_far_end: false,
            },
            FileNames::NumbersFromRight => Line {
                numbers_from: Some(1),
                from_far_end: true,
            },
        }
    }

    fn rank_line(self) -> Line {
        match self.ranks {
            RankNames::Numbers { first } => Line {
                numbers_from: Some(first),
                from_far_end: false,
            },
            RankNames::LettersFromTop => Line {
                numbers_from: None,
                from_far_end: true,
            },
        }
    }

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
