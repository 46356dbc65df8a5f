#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod attacks;
mod diagram;
mod eval;
mod fen;
mod lines;
mod movegen;
mod mv;
mod nnue;
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
pub use nnue::XiangqiEvaluator;
pub use notation::{MoveError, XiangqiNotation, RANKS_FROM_1};
pub use pgn::{read_pgn, write_pgn, XiangqiPgn};
pub use piece::{Piece, PieceType};
pub use position::{Board, StateInfo, Xiangqi};
pub use square::{Bitboard, Square, XiangqiBoard};
pub use wxf::WxfError;

use gambit::board::TextBoard;
use gambit::{Color, ColoredPiece, Game};

/// Red, who moves first: the core's first side. The xiangqi code names the sides by these,
/// not by the core's chess words.
pub const RED: Color = Color::White;
/// Black, who moves second.
pub const BLACK: Color = Color::Black;

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
        let checkers = self.checkers().iter().map(|c| c.to_string());
        let names = self.notation.square_names();
        let mut text = TextBoard::new(names, "Fen", self.fen(), self.key(), checkers);
        text.divider = Some((5, "river"));
        text.draw::<XiangqiBoard>(|sq| self.piece_at(sq).map(|p| p.letter().to_string()))
    }
}

/// Perft's last two plies counted without making the moves (`count_after`, with the
/// replies' shared safety worked out once per node).
impl gambit::perft::CountReplies for Xiangqi {
    gambit::replies_counted_by!(count_after, reply_safety);
}

#[cfg(feature = "engine")]
/// The command line of the `gambit-xiangqi` binary, every part the game has: the engine (UCI,
/// or UCCI when the GUI greets with `ucci`),
/// `perft` counting replies, `judge` with explanations and PGN files, `diagram`, `bench`
/// and the tuning commands. `program(id).run(&args)` is the binary's `main`.
pub fn program(id: gambit_engine::protocol::Identity) -> gambit_engine::cli::Program<Xiangqi> {
    gambit_engine::cli::Program::new(id)
        .counting_replies()
        .diagrams()
        .explaining()
        .records()
        .ucci()
        .tuning_with_pgn()
}
