//! Reading a move as game records write it (`push_san`): chess SAN, xiangqi WXF, the kernel
//! variants' SAN through their PGN dialects; shogi records write USI moves, its notation.

use gambit::judge::PgnRecords;
use gambit::kernel::{Position, Variant};
use gambit::Game;
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

/// A game whose moves can be read as its records write them ([`Game::record_move`]).
pub trait RecordReader: Game {
    /// Reads `text` as records write a move: a legal move of this position, or why not.
    fn read_record(&self, text: &str) -> Result<Self::Move, String>;
}

/// The move its PGN dialect reads from `text`.
fn by_dialect<G: PgnRecords>(pos: &G, text: &str) -> Result<G::Move, String> {
    pos.parse_record_move(text)
        .map_err(|e| format!("{text}: {e} ({})", G::RECORD_NOTATION))
}

impl RecordReader for Chess {
    fn read_record(&self, text: &str) -> Result<Self::Move, String> {
        by_dialect(self, text)
    }
}

impl RecordReader for Xiangqi {
    fn read_record(&self, text: &str) -> Result<Self::Move, String> {
        by_dialect(self, text)
    }
}

impl<V: Variant> RecordReader for Position<V> {
    fn read_record(&self, text: &str) -> Result<Self::Move, String> {
        by_dialect(self, text)
    }
}

impl RecordReader for Shogi {
    /// Shogi records are written in the engine's notation (USI).
    fn read_record(&self, text: &str) -> Result<Self::Move, String> {
        self.parse_move(text).map_err(|e| e.to_string())
    }
}
