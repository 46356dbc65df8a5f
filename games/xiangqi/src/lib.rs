#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod attacks;
mod diagram;
mod eval;
mod fen;
mod lines;
mod movegen;
mod mv;
mod notation;
pub mod pgn;
mod piece;
mod position;
pub mod rules;
mod search;
mod square;
mod weights;
pub mod wxf;
mod zobrist;

pub use fen::FenError;
pub use mv::{Move, MoveList};
pub use notation::{MoveError, XiangqiNotation, RANKS_FROM_1};
pub use pgn::{read_pgn, write_pgn, XiangqiPgn};
pub use piece::{Piece, PieceType};
pub use position::{Board, StateInfo, Xiangqi};
pub use square::{Bitboard, Square, XiangqiBoard};
pub use wxf::WxfError;

use gambit::{Color, ColoredPiece, Game};

gambit::fen_text!(Xiangqi);

impl Game for Xiangqi {
    const NAME: &'static str = "xiangqi";
    const START_FEN: &'static str =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    type Square = Square;
    type Piece = Piece;
    type Move = Move;
    type Moves = MoveList;
    type State = StateInfo;
    type Notation = XiangqiNotation;
    type FenError = FenError;
    type MoveError = MoveError;

    fn from_fen(fen: &str, notation: XiangqiNotation) -> Result<Self, FenError> {
        fen::parse(fen, Self::notation_for_fen(fen, notation))
    }

    fn fen(&self) -> String {
        fen::write(self)
    }

    fn notation(&self) -> XiangqiNotation {
        self.notation
    }

    fn set_notation(&mut self, notation: XiangqiNotation) {
        self.notation = notation;
    }

    #[inline]
    fn side_to_move(&self) -> Color {
        self.stm
    }

    #[inline]
    fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.piece_at(sq)
    }

    #[inline]
    fn checkers(&self) -> Bitboard {
        self.st().checkers
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.st().checkers.any()
    }

    #[inline]
    fn key(&self) -> u64 {
        self.st().key
    }

    fn compute_key(&self) -> u64 {
        self.compute_key_from_scratch()
    }

    #[inline]
    fn generate_legal(&self, moves: &mut MoveList) {
        self.push_legal(moves);
    }

    #[inline]
    fn count_legal(&self) -> usize {
        self.legal_move_count()
    }
    gambit::replies_counted_by!(count_after, reply_safety);

    #[inline]
    fn is_legal(&self, m: Move) -> bool {
        self.is_legal_move(m)
    }

    #[inline]
    fn make(&mut self, m: Move) {
        debug_assert!(self.is_legal_move(m), "make: {m} is not legal in {self}");
        self.do_move(m);
    }

    #[inline]
    fn undo(&mut self) -> Option<Move> {
        self.undo_move()
    }

    #[inline]
    fn states(&self) -> &[StateInfo] {
        &self.states
    }

    fn moves_played(&self) -> Vec<Move> {
        self.states[1..].iter().map(|s| s.mv).collect()
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let m = notation::parse_squares(text, self.notation)?;
        if self.is_legal_move(m) {
            Ok(m)
        } else {
            Err(MoveError::Illegal(text.chars().take(16).collect()))
        }
    }

    fn format_move(&self, m: Move) -> String {
        notation::format_move(m, self.notation)
    }

    /// WXF ([`Xiangqi::wxf`]): `C2.5`, `H8+7`.
    fn record_move(&self, m: Move) -> String {
        self.wxf(m)
    }

    fn pretty(&self) -> String {
        let base = self.notation.rank_base();
        let mut s = String::new();
        s.push_str("   +-------------------+\n");
        for rank in (0..10u8).rev() {
            s.push_str(&format!("{:>2} |", rank + base));
            for file in 0..9u8 {
                s.push(' ');
                s.push(match self.piece_at(Square::new(file, rank)) {
                    Some(p) => p.letter(),
                    None => '.',
                });
            }
            s.push_str(" |\n");
            if rank == 5 {
                s.push_str("   |~~~~~~ river ~~~~~~|\n");
            }
        }
        s.push_str("   +-------------------+\n");
        s.push_str("     a b c d e f g h i\n\n");
        s.push_str(&format!("Fen: {}\n", self.fen()));
        s.push_str(&format!("Key: {:016X}\n", self.key()));
        let checkers: Vec<String> = self.checkers().iter().map(|c| c.to_string()).collect();
        s.push_str(&format!("Checkers: {}", checkers.join(" ")));
        s
    }
}
