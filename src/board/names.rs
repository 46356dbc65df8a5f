//! Square names: a file symbol then a rank symbol (`e4`, `a0`, `7g`), each counted from a
//! chosen edge in letters or in numbers from a chosen base. A game picks its style as a
//! [`SquareNames`] value; a notation option (xiangqi's `RanksFrom1`) is just another value.
//! Naming a board's squares in a style is `square_text.rs`'s.

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
pub(super) struct Line {
    numbers_from: Option<u8>,
    from_far_end: bool,
}

impl Line {
    pub(super) fn write(self, coordinate: u8, count: u8, out: &mut impl fmt::Write) -> fmt::Result {
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
    pub(super) fn read(self, text: &str, count: u8) -> Result<(u32, &str), SquareNameError> {
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
    pub(super) fn coordinate(self, n: u32, count: u8) -> Result<u8, SquareNameError> {
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

    pub(super) fn file_line(self) -> Line {
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

    pub(super) fn rank_line(self) -> Line {
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
}
