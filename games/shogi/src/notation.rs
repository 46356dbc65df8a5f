//! USI move notation: `7g7f` (from, to), `8h2b+` (a promotion), `P*5e` (a drop).

use crate::mv::Move;
use crate::piece::PieceType;
use crate::square::ShogiBoard;
use gambit::board::{Geometry, MoveText, MoveTextError};
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

/// Reads a move's text (no legality check): the core's [`MoveText`] with USI's drop mark `*`,
/// then shogi's meaning of it.
pub fn parse_text(text: &str) -> Result<Move, MoveError> {
    let whole: String = text.chars().take(16).collect();
    if !text.is_ascii() || text.len() < 4 {
        return Err(MoveError::Syntax(whole));
    }
    // A drop's letter is judged before its square.
    if text.as_bytes()[1] == b'*' {
        match PieceType::from_letter(text.as_bytes()[0] as char) {
            None => return Err(MoveError::Syntax(whole)),
            Some(PieceType::King) => return Err(MoveError::BadDrop(whole)),
            Some(_) => {}
        }
    }
    let read =
        MoveText::<ShogiBoard>::parse(text, ShogiBoard::NAMES, '*').map_err(|e| match e {
            MoveTextError::Syntax => MoveError::Syntax(whole.clone()),
            MoveTextError::OffBoard => MoveError::OffBoard(whole.clone()),
        })?;
    match read {
        MoveText::Drop { letter, to } => {
            let kind = PieceType::from_letter(letter).ok_or(MoveError::Syntax(whole))?;
            Ok(Move::drop(kind, to))
        }
        MoveText::Board { from, to, suffix } => {
            let promote = match suffix {
                None => false,
                Some('+') => true,
                Some(_) => return Err(MoveError::Syntax(whole)),
            };
            if from == to {
                return Err(MoveError::Illegal(whole));
            }
            Ok(Move::new(from, to, promote))
        }
    }
}

/// Writes a move (`0000` for the null move).
pub fn format_move(m: Move) -> String {
    format!("{m}")
}
