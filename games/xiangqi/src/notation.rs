//! Move notation: from-square then to-square (`h2e2`), ranks 0-9 from red's side, or 1-10
//! (Fairy-Stockfish's convention, `h3e3`) when the `RanksFrom1` option is on.

use crate::mv::Move;
use crate::square::Square;
use gambit::{OptionSpec, OptionValue};

/// Name of the check option that switches ranks to 1-10.
pub const RANKS_FROM_1: &str = "RanksFrom1";

/// Notation settings for xiangqi.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct XiangqiNotation {
    /// Ranks written 1-10 instead of 0-9.
    pub ranks_from1: bool,
}

impl XiangqiNotation {
    /// The number written for rank 0.
    #[inline]
    pub fn rank_base(self) -> u8 {
        self.ranks_from1 as u8
    }
}

impl gambit::Notation for XiangqiNotation {
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec::check(RANKS_FROM_1, false)];

    fn set(&mut self, name: &str, value: &OptionValue) {
        if let (RANKS_FROM_1, Some(on)) = (name, value.as_check()) {
            self.ranks_from1 = on;
        }
    }

    fn get(&self, name: &str) -> Option<OptionValue> {
        (name == RANKS_FROM_1).then_some(OptionValue::Check(self.ranks_from1))
    }
}

/// Why a move string was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not of the form file letter, rank number, file letter, rank number.
    #[error("'{0}' is not a move (expected e.g. h2e2)")]
    Syntax(String),
    /// A square outside the board (file beyond i, rank beyond the last).
    #[error("'{0}' names a square off the board")]
    OffBoard(String),
    /// Well formed, but not legal in this position.
    #[error("'{0}' is not legal in this position")]
    Illegal(String),
}

/// Reads one square at the start of `text`, returning it and the rest.
fn parse_square<'a>(
    text: &'a str,
    whole: &str,
    rank_base: u8,
) -> Result<(Square, &'a str), MoveError> {
    let bytes = text.as_bytes();
    let Some(&f) = bytes.first() else {
        return Err(MoveError::Syntax(whole.into()));
    };
    if !f.is_ascii_lowercase() {
        return Err(MoveError::Syntax(whole.into()));
    }
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > 2 {
        return Err(MoveError::Syntax(whole.into()));
    }
    let rank: u32 = text[1..1 + digits]
        .parse()
        .map_err(|_| MoveError::Syntax(whole.into()))?;
    let file = f - b'a';
    if file >= 9 || rank < rank_base as u32 || rank - rank_base as u32 >= 10 {
        return Err(MoveError::OffBoard(whole.into()));
    }
    Ok((
        Square::new(file, (rank - rank_base as u32) as u8),
        &text[1 + digits..],
    ))
}

/// Reads a move's squares (no legality check).
pub fn parse_squares(text: &str, notation: XiangqiNotation) -> Result<Move, MoveError> {
    let whole: String = text.chars().take(16).collect();
    if !text.is_ascii() {
        return Err(MoveError::Syntax(whole));
    }
    let (from, rest) = parse_square(text, &whole, notation.rank_base())?;
    let (to, rest) = parse_square(rest, &whole, notation.rank_base())?;
    if !rest.is_empty() {
        return Err(MoveError::Syntax(whole));
    }
    if from == to {
        return Err(MoveError::Illegal(whole));
    }
    Ok(Move::new(from, to))
}

/// Writes a move (`0000` for the null move).
pub fn format_move(m: Move, notation: XiangqiNotation) -> String {
    if m.is_null() {
        return "0000".into();
    }
    let mut s = String::with_capacity(6);
    m.from().write(notation.rank_base(), &mut s);
    m.to().write(notation.rank_base(), &mut s);
    s
}
