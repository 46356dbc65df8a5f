//! USI move notation: `7g7f` (from, to), `8h2b+` (a promotion), `P*5e` (a drop).

use crate::mv::Move;
use crate::piece::PieceType;
use crate::square::{ShogiBoard, Square};
use gambit::board::{Geometry, SquareNameError};
use gambit::{OptionSpec, OptionValue, PieceKind};

/// Notation settings for shogi: USI has one spelling, so there are no options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShogiNotation;

impl gambit::Notation for ShogiNotation {
    const OPTIONS: &'static [OptionSpec] = &[];

    fn set(&mut self, _name: &str, _value: &OptionValue) {}

    fn get(&self, _name: &str) -> Option<OptionValue> {
        None
    }
}

/// Why a move string was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not of the form `7g7f`, `7g7f+` or `P*5e`.
    #[error("'{0}' is not a USI move (expected e.g. 7g7f, 8h2b+ or P*5e)")]
    Syntax(String),
    /// A square outside the board (file 0, rank beyond i).
    #[error("'{0}' names a square off the board")]
    OffBoard(String),
    /// A drop of a piece that cannot be dropped (a king, a promoted piece).
    #[error("'{0}' drops a piece that cannot be in hand")]
    BadDrop(String),
    /// Well formed, but not legal in this position.
    #[error("'{0}' is not legal in this position")]
    Illegal(String),
}

fn parse_square<'a>(text: &'a str, whole: &str) -> Result<(Square, &'a str), MoveError> {
    ShogiBoard::NAMES
        .parse_prefix::<ShogiBoard>(text)
        .map_err(|e| match e {
            SquareNameError::Syntax => MoveError::Syntax(whole.into()),
            SquareNameError::OffBoard => MoveError::OffBoard(whole.into()),
        })
}

/// Reads a move's text (no legality check).
pub fn parse_text(text: &str) -> Result<Move, MoveError> {
    let whole: String = text.chars().take(16).collect();
    if !text.is_ascii() || text.len() < 4 {
        return Err(MoveError::Syntax(whole));
    }
    if let Some(rest) = text.get(1..).and_then(|r| r.strip_prefix('*')) {
        let letter = text.as_bytes()[0] as char;
        if !letter.is_ascii_uppercase() {
            return Err(MoveError::Syntax(whole));
        }
        let kind =
            PieceType::from_letter(letter).ok_or_else(|| MoveError::Syntax(whole.clone()))?;
        if kind == PieceType::King {
            return Err(MoveError::BadDrop(whole));
        }
        let (to, rest) = parse_square(rest, &whole)?;
        if !rest.is_empty() {
            return Err(MoveError::Syntax(whole));
        }
        return Ok(Move::drop(kind, to));
    }
    let (from, rest) = parse_square(text, &whole)?;
    let (to, rest) = parse_square(rest, &whole)?;
    let promote = match rest {
        "" => false,
        "+" => true,
        _ => return Err(MoveError::Syntax(whole)),
    };
    if from == to {
        return Err(MoveError::Illegal(whole));
    }
    Ok(Move::new(from, to, promote))
}

/// Writes a move (`0000` for the null move).
pub fn format_move(m: Move) -> String {
    format!("{m}")
}
