//! Chess and Chess960 for the gambit framework.
//!
//! [`Position`] implements [`gambit::Game`]: legal move generation from checkers and pin masks,
//! make/undo on a chain of [`StateInfo`], X-FEN and Shredder-FEN, UCI notation.

#![warn(missing_docs)]

pub mod attacks;
pub mod eval;
pub mod fen;
pub mod movegen;
pub mod mv;
pub mod notation;
#[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
mod pext;
pub mod piece;
pub mod position;
/// Slider attacks by walking rays square by square: the obviously-correct reference from
/// which the build script makes the magic tables.
pub mod rays;
pub mod rules;
pub mod search;
pub mod square;
pub mod zobrist;

pub use fen::FenError;
pub use mv::{Move, MoveKind, MoveList};
pub use notation::{ChessNotation, MoveError};
pub use piece::{Piece, Role};
pub use position::{Position, StateInfo};
pub use square::{Bitboard, Square};

use gambit::{Color, ColoredPiece, Game};

/// Chess is played on a [`Position`].
pub type Chess = Position;

impl Game for Position {
    const NAME: &'static str = "chess";
    const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    type Square = Square;
    type Piece = Piece;
    type Move = Move;
    type Moves = MoveList;
    type State = StateInfo;
    type Notation = ChessNotation;
    type FenError = FenError;
    type MoveError = MoveError;

    fn from_fen(fen: &str, notation: ChessNotation) -> Result<Self, FenError> {
        let setup = fen::parse(fen)?;
        Position::from_setup(&setup, notation.chess960)
    }
    fn notation_for_fen(fen: &str, base: ChessNotation) -> ChessNotation {
        let castling = fen.split_whitespace().nth(2).unwrap_or("-");
        let shredder = castling
            .chars()
            .any(|c| matches!(c.to_ascii_lowercase(), 'a'..='h'));
        ChessNotation {
            chess960: base.chess960 || shredder,
        }
    }
    fn fen(&self) -> String {
        self.to_fen()
    }
    fn notation(&self) -> ChessNotation {
        ChessNotation {
            chess960: self.chess960,
        }
    }
    fn set_notation(&mut self, notation: ChessNotation) {
        self.chess960 = notation.chess960;
    }
    #[inline]
    fn side_to_move(&self) -> Color {
        self.side
    }
    #[inline]
    fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.piece_at(sq)
    }
    #[inline]
    fn checkers(&self) -> Bitboard {
        self.st().checkers
    }
    fn compute_key(&self) -> u64 {
        Position::compute_key(self)
    }
    #[inline]
    fn generate_legal(&self, moves: &mut MoveList) {
        self.legal_moves(moves)
    }
    #[inline]
    fn count_legal(&self) -> usize {
        self.count_moves()
    }
    #[inline]
    fn make(&mut self, m: Move) {
        self.make_move(m)
    }
    #[inline]
    fn undo(&mut self) {
        self.undo_move()
    }
    #[inline]
    fn states(&self) -> &[StateInfo] {
        Position::states(self)
    }
    fn moves_played(&self) -> Vec<Move> {
        self.states[1..].iter().map(|s| s.mv).collect()
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_uci(text)
    }
    fn format_move(&self, m: Move) -> String {
        self.move_to_uci(m)
    }
    fn pretty(&self) -> String {
        let mut s = String::new();
        s.push_str(" +---+---+---+---+---+---+---+---+\n");
        for rank in (0..8).rev() {
            for file in 0..8 {
                let c = self
                    .piece_at(Square::new(file, rank))
                    .map_or(' ', |p| p.letter());
                s.push_str(&format!(" | {c}"));
            }
            s.push_str(&format!(
                " | {}\n +---+---+---+---+---+---+---+---+\n",
                rank + 1
            ));
        }
        s.push_str("   a   b   c   d   e   f   g   h\n\n");
        s.push_str(&format!("Fen: {}\n", self.to_fen()));
        s.push_str(&format!("Key: {:016X}\n", self.st().key));
        let checkers: Vec<String> = self.st().checkers.iter().map(|c| c.to_string()).collect();
        s.push_str(&format!("Checkers: {}", checkers.join(" ")));
        s
    }
}
