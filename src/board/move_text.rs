//! A move's text as UCI and USI write it, apart from any game: a board move, its origin and
//! destination and an optional suffix (`7g7f`, `8h2b+` shogi-style promotion, `e7e8q` a
//! chess-style promotion's letter), or a drop, the piece's letter, a drop mark and the square
//! (`P*5e` in USI, `P@e4` in Fairy-Stockfish's UCI). Squares are named by the game's
//! [`SquareNames`]; which suffixes and letters mean something is the game's business.

use super::geometry::{Geometry, Square};
use super::names::{SquareNameError, SquareNames};
use core::fmt;

/// A move's text, read but not yet interpreted by a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveText<G: Geometry> {
    /// A move on the board: `from`, `to` and what follows them (`+`, a promotion letter).
    Board {
        /// Where the piece stands.
        from: Square<G>,
        /// Where it goes.
        to: Square<G>,
        /// The suffix: `+` or a letter; `None` for none.
        suffix: Option<char>,
    },
    /// A drop: the piece's upper-case letter and the square.
    Drop {
        /// The dropped kind's letter, upper case.
        letter: char,
        /// Where it is dropped.
        to: Square<G>,
    },
}

/// Why a move's text was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// Not a board move nor a drop.
    #[error("not a move's text")]
    Syntax,
    /// Well formed, but a square is off the board.
    #[error("a square off the board")]
    OffBoard,
}

impl From<SquareNameError> for MoveTextError {
    fn from(e: SquareNameError) -> Self {
        match e {
            SquareNameError::Syntax => MoveTextError::Syntax,
            SquareNameError::OffBoard => MoveTextError::OffBoard,
        }
    }
}

impl<G: Geometry> MoveText<G> {
    /// Reads `text`, squares named by `names`, a drop marked by `drop_mark` (`*` in USI, `@`
    /// in UCI). A suffix is one character: `+` or an ASCII letter.
    pub fn parse(text: &str, names: SquareNames, drop_mark: char) -> Result<Self, MoveTextError> {
        if !text.is_ascii() {
            return Err(MoveTextError::Syntax);
        }
        if let Some(rest) = text.get(1..).and_then(|r| r.strip_prefix(drop_mark)) {
            let letter = text.as_bytes()[0] as char;
            if !letter.is_ascii_uppercase() {
                return Err(MoveTextError::Syntax);
            }
            let to = names.parse::<G>(rest)?;
            return Ok(MoveText::Drop { letter, to });
        }
        let (from, rest) = names.parse_prefix::<G>(text)?;
        let (to, rest) = names.parse_prefix::<G>(rest)?;
        let suffix = match rest.as_bytes() {
            [] => None,
            [c] if *c == b'+' || c.is_ascii_alphabetic() => Some(*c as char),
            _ => return Err(MoveTextError::Syntax),
        };
        Ok(MoveText::Board { from, to, suffix })
    }

    /// Writes the text, squares named by `names`, a drop marked by `drop_mark`.
    pub fn write(
        self,
        names: SquareNames,
        drop_mark: char,
        out: &mut impl fmt::Write,
    ) -> fmt::Result {
        match self {
            MoveText::Board { from, to, suffix } => {
                names.write(from, out)?;
                names.write(to, out)?;
                match suffix {
                    Some(c) => out.write_char(c),
                    None => Ok(()),
                }
            }
            MoveText::Drop { letter, to } => {
                out.write_char(letter)?;
                out.write_char(drop_mark)?;
                names.write(to, out)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::test_boards::Eight as Chessboard;

    fn read(text: &str) -> Result<MoveText<Chessboard>, MoveTextError> {
        MoveText::parse(text, Chessboard::NAMES, '@')
    }

    fn written(m: MoveText<Chessboard>) -> String {
        let mut s = String::new();
        m.write(Chessboard::NAMES, '@', &mut s).unwrap();
        s
    }

    #[test]
    fn round_trips() {
        for text in ["e2e4", "e7e8q", "c4c5+", "N@f3", "a1h8"] {
            assert_eq!(written(read(text).unwrap()), text);
        }
    }

    #[test]
    fn refusals() {
        assert_eq!(read("e2").err(), Some(MoveTextError::Syntax));
        assert_eq!(read("e2e4qq").err(), Some(MoveTextError::Syntax));
        assert_eq!(read("e2e4=").err(), Some(MoveTextError::Syntax));
        assert_eq!(read("n@f3").err(), Some(MoveTextError::Syntax));
        assert_eq!(read("N*f3").err(), Some(MoveTextError::Syntax));
        assert_eq!(read("e2e9").err(), Some(MoveTextError::OffBoard));
        assert_eq!(read("N@i3").err(), Some(MoveTextError::OffBoard));
        assert_eq!(read("é2e4").err(), Some(MoveTextError::Syntax));
    }
}
