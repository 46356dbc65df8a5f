//! Moves as a game's records write them: [`RecordMoves`] reads one (chess SAN `Qh4#`, xiangqi
//! WXF `C2.5`, shogi `▲７六歩`), and [`judge_written`] judges a move list whose moves come in
//! the game's notation or in its records' one, move by move.

use super::judge_reading;
use super::record::PgnRecords;
use super::JudgeError;
use crate::game::{Game, GameError};
use crate::rules::{RuleSet, Verdict};

/// A game whose records write moves in a notation of their own, besides the notation the
/// game reads and writes ([`Game::parse_move`]). Every game that reads PGN has one: its
/// dialect's ([`PgnRecords`]); a game without PGN (shogi) implements it itself.
pub trait RecordMoves: Game {
    /// The notations [`RecordMoves::read_record_move`] reads, as a message names them
    /// (`"SAN"`, `"WXF or ICCS"`).
    const NOTATIONS: &'static str;

    /// Reads `text` as this game's records write a move: a legal move of this position.
    ///
    /// # Errors
    /// Why `text` is no legal move in those notations.
    fn read_record_move(&self, text: &str) -> Result<Self::Move, GameError>;
}

/// A game that reads PGN reads its moves as its dialect does.
impl<G: PgnRecords> RecordMoves for G {
    const NOTATIONS: &'static str = G::RECORD_NOTATION;

    fn read_record_move(&self, text: &str) -> Result<Self::Move, GameError> {
        self.parse_record_move(text).map_err(GameError::from)
    }
}

/// [`judge`](super::judge) reading each move in the game's notation or, failing that, as its
/// records write it ([`RecordMoves::read_record_move`]): chess `f2f3 e7e5` and
/// `f3 e5 g4 Qh4#` alike. A move read in neither is an error naming its ply, both notations
/// and why each refused it: `ply 4 (Qh9): neither coordinates (...) nor SAN (...)`.
pub fn judge_written<G: RuleSet + RecordMoves, S: AsRef<str>>(
    fen: Option<&str>,
    moves: &[S],
    notation: G::Notation,
) -> Result<(G, Option<Verdict>), JudgeError> {
    judge_reading(fen, moves, notation, |pos: &G, text| {
        pos.parse_move(text).or_else(|coordinates| {
            pos.read_record_move(text).map_err(|record| {
                GameError::from(Unreadable {
                    coordinates: Box::new(coordinates),
                    notations: G::NOTATIONS,
                    record,
                })
            })
        })
    })
}

/// A move [`judge_written`] read in neither of the game's notations, with why each refused it.
#[derive(Debug, thiserror::Error)]
#[error("neither coordinates ({coordinates}) nor {notations} ({record})")]
pub struct Unreadable {
    /// Why the game's own notation refused it.
    pub coordinates: GameError,
    /// The records' notations, as [`RecordMoves::NOTATIONS`] names them.
    pub notations: &'static str,
    /// Why the records' notation refused it.
    pub record: GameError,
}
