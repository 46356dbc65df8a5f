#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

// Public for the slider benchmark only (`benches/sliders.rs`).
#[doc(hidden)]
pub mod attacks;
mod diagram;
// The search hooks' modules (their tuning is separate work): reachable, not documented.
#[doc(hidden)]
pub mod eval;
mod hand;
mod movegen;
mod mv;
mod notation;
mod piece;
mod position;
pub mod rules;
#[doc(hidden)]
pub mod search;
mod sfen;
mod square;
mod zobrist;

pub use hand::Hand;
pub use mv::{Move, MoveList};
pub use notation::{MoveError, ShogiNotation};
pub use piece::{Piece, PieceType};
pub use position::{Board, Shogi, StateInfo};
pub use sfen::FenError;
pub use square::{Bitboard, ShogiBoard, Square};

use gambit::{Color, Game};

gambit::fen_text!(Shogi);

impl Game for Shogi {
    const NAME: &'static str = "shogi";
    const START_FEN: &'static str =
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    type Square = Square;
    type Piece = Piece;
    type Move = Move;
    type Moves = MoveList;
    type State = StateInfo;
    type Notation = ShogiNotation;
    type FenError = FenError;
    type MoveError = MoveError;

    /// Reads an SFEN (USI has one notation, so `notation` changes nothing).
    fn from_fen(fen: &str, _notation: ShogiNotation) -> Result<Self, FenError> {
        sfen::parse(fen)
    }

    fn fen(&self) -> String {
        sfen::write(self)
    }

    fn notation(&self) -> ShogiNotation {
        ShogiNotation
    }

    fn set_notation(&mut self, _notation: ShogiNotation) {}

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
        let m = notation::parse_text(text)?;
        if self.is_legal_move(m) {
            Ok(m)
        } else {
            Err(MoveError::Illegal(text.chars().take(16).collect()))
        }
    }

    fn format_move(&self, m: Move) -> String {
        notation::format_move(m)
    }

    fn pretty(&self) -> String {
        let mut s = String::new();
        s.push_str(&format!(
            "Gote hand: {}\n",
            hand_text(self.hand(Color::Black))
        ));
        s.push_str("  9  8  7  6  5  4  3  2  1\n");
        s.push_str("+---------------------------+\n");
        for rank in (0..9u8).rev() {
            s.push('|');
            for file in 0..9u8 {
                match self.piece_at(Square::new(file, rank)) {
                    Some(p) => s.push_str(&format!("{:>3}", p.sfen())),
                    None => s.push_str("  ."),
                }
            }
            s.push_str(&format!("| {}\n", (b'a' + 8 - rank) as char));
        }
        s.push_str("+---------------------------+\n");
        s.push_str(&format!(
            "Sente hand: {}\n\n",
            hand_text(self.hand(Color::White))
        ));
        s.push_str(&format!("Sfen: {}\n", self.fen()));
        s.push_str(&format!("Key: {:016X}\n", self.key()));
        let checkers: Vec<String> = self.checkers().iter().map(|c| c.to_string()).collect();
        s.push_str(&format!("Checkers: {}", checkers.join(" ")));
        s
    }
}

/// A hand as `2P S` etc., `-` when empty.
fn hand_text(h: Hand) -> String {
    format!("{h:?}")
}
