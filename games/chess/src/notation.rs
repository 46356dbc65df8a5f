//! UCI move notation and the Chess960 setting.

use crate::mv::{Move, MoveKind, MoveList};
use crate::piece::Role;
use crate::position::Chess;
use crate::square::Square;
use core::fmt;
use gambit::{OptionSpec, OptionValue, PieceKind};
use thiserror::Error;

/// Notation settings for chess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChessNotation {
    /// Chess960: castling written king-takes-rook, FEN castling in Shredder-FEN.
    pub chess960: bool,
}

/// Name of the check option that switches Chess960 on (command-line flag `--chess960`).
pub const CHESS960: &str = "UCI_Chess960";

impl gambit::Notation for ChessNotation {
    const OPTIONS: &'static [OptionSpec] =
        &[OptionSpec::check(CHESS960, false).with_flag("--chess960")];

    fn set(&mut self, name: &str, value: &OptionValue) {
        if let (CHESS960, Some(on)) = (name, value.as_check()) {
            self.chess960 = on;
        }
    }

    fn get(&self, name: &str) -> Option<OptionValue> {
        (name == CHESS960).then_some(OptionValue::Check(self.chess960))
    }
}

/// Why a move string was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// Not of the form `e2e4` or `e7e8q`.
    #[error("'{0}' is not a move in UCI notation (like e2e4 or e7e8q)")]
    Syntax(String),
    /// Well-formed but not legal here.
    #[error("{0} is not legal in this position")]
    Illegal(String),
}

/// A move written in UCI notation: castling as king-takes-rook with `chess960`, else as the
/// king's two-file step (`e1g1`), except when the king moves fewer than two files.
pub(crate) struct Uci {
    pub(crate) m: Move,
    pub(crate) chess960: bool,
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.m;
        if m == Move::default() {
            return f.write_str("0000");
        }
        let to = match m.kind() {
            MoveKind::Castle if !self.chess960 => {
                let side = if m.to() > m.from() { 0 } else { 1 };
                let dest = Square::new(if side == 0 { 6 } else { 2 }, m.from().rank());
                // A king that moves fewer than two files (a Chess960 setup read without
                // Chess960) would write a king step, or no move: king-takes-rook instead.
                if dest.file().abs_diff(m.from().file()) >= 2 {
                    dest
                } else {
                    m.to()
                }
            }
            _ => m.to(),
        };
        write!(f, "{}{}", m.from(), to)?;
        match m.promotion_role() {
            Some(r) => write!(f, "{}", r.letter().to_ascii_lowercase()),
            None => Ok(()),
        }
    }
}

impl Chess {
    /// Writes a move in UCI notation (castling as king-takes-rook in Chess960, and whenever
    /// the king moves fewer than two files).
    pub(crate) fn move_to_uci(&self, m: Move) -> String {
        Uci {
            m,
            chess960: self.chess960,
        }
        .to_string()
    }

    /// Reads a UCI move; it must be legal.
    pub(crate) fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let syntax = || MoveError::Syntax(text.chars().take(20).collect());
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return Err(syntax());
        }
        let from = Square::parse(&text[0..2]).ok_or_else(syntax)?;
        let to = Square::parse(&text[2..4]).ok_or_else(syntax)?;
        let promo = match text.get(4..5) {
            None => None,
            Some(c) => Some(
                Role::from_letter(c.chars().next().unwrap_or(' '))
                    .filter(|r| !matches!(r, Role::Pawn | Role::King))
                    .ok_or_else(syntax)?,
            ),
        };
        let mut moves = MoveList::new();
        self.push_legal(&mut moves);
        moves
            .iter()
            .copied()
            .find(|&m| {
                m.from() == from
                    && m.promotion_role() == promo
                    && self.move_to_uci(m)[2..4] == text[2..4]
                    && (m.to() == to || m.is_castle())
            })
            .ok_or_else(|| MoveError::Illegal(text.to_string()))
    }
}
