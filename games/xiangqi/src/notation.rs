//! Move notation: from-square then to-square (`h2e2`), ranks 0-9 from red's side, or 1-10
//! (Fairy-Stockfish's convention, `h3e3`) when the `RanksFrom1` option is on.

use crate::mv::Move;
use crate::square::Square;
use gambit::board::{SquareNameError, SquareNames};
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
    /// How squares are written: files `a`-`i`, ranks from [`XiangqiNotation::rank_base`].
    #[inline]
    pub fn square_names(self) -> SquareNames {
        SquareNames::letters_then_numbers(self.rank_base())
    }
}

/// Name of the UCI option by which a GUI picks the variant an engine plays: xiangqi, the only
/// one, so that GUIs that play several variants (as Fairy-Stockfish does) can use this engine.
const UCI_VARIANT: &str = "UCI_Variant";

impl gambit::Notation for XiangqiNotation {
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec::check(RANKS_FROM_1, false).with_flag("--ranks-from-1"),
        OptionSpec::combo(
            UCI_VARIANT,
            <crate::Xiangqi as gambit::Game>::NAME,
            &[<crate::Xiangqi as gambit::Game>::NAME],
        ),
    ];

    fn set(&mut self, name: &str, value: &OptionValue) {
        if let (RANKS_FROM_1, Some(on)) = (name, value.as_check()) {
            self.ranks_from1 = on;
        }
    }

    fn get(&self, name: &str) -> Option<OptionValue> {
        match name {
            RANKS_FROM_1 => Some(OptionValue::Check(self.ranks_from1)),
            // One variant: nothing to set, and always the same answer.
            UCI_VARIANT => Some(OptionValue::Combo(<crate::Xiangqi as gambit::Game>::NAME)),
            _ => None,
        }
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
    names: SquareNames,
) -> Result<(Square, &'a str), MoveError> {
    names.parse_prefix(text).map_err(|e| match e {
        SquareNameError::Syntax => MoveError::Syntax(whole.into()),
        SquareNameError::OffBoard => MoveError::OffBoard(whole.into()),
    })
}

/// Reads a move's squares (no legality check).
pub fn parse_squares(text: &str, notation: XiangqiNotation) -> Result<Move, MoveError> {
    let whole: String = text.chars().take(16).collect();
    if !text.is_ascii() {
        return Err(MoveError::Syntax(whole));
    }
    let (from, rest) = parse_square(text, &whole, notation.square_names())?;
    let (to, rest) = parse_square(rest, &whole, notation.square_names())?;
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
    let names = notation.square_names();
    let mut s = String::with_capacity(6);
    // Writing to a String cannot fail.
    let _ = names
        .write(m.from(), &mut s)
        .and_then(|()| names.write(m.to(), &mut s));
    s
}
