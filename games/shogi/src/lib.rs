#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

// Public for the slider benchmark only (`benches/sliders.rs`).
#[doc(hidden)]
pub mod attacks;
mod bod;
mod csa;
mod diagram;
// The search hooks' modules (their tuning is separate work): reachable, not documented.
#[doc(hidden)]
pub mod eval;
mod hand;
mod kif;
mod movegen;
mod mv;
mod notation;
mod piece;
mod position;
mod record;
mod record_file;
pub mod rules;
#[doc(hidden)]
pub mod search;
mod sfen;
mod square;
pub mod tsume;
mod zobrist;

pub use hand::Hand;
pub use mv::{Move, MoveList};
pub use notation::{MoveError, ShogiNotation};
pub use piece::{Piece, PieceType};
pub use position::{Board, Shogi, StateInfo};
pub use sfen::FenError;
pub use square::{Bitboard, ShogiBoard, Square};

use gambit::board::{ByColor, Geometry, TextBoard};
use gambit::{Color, Game};

/// Sente (先手, "black" in English writing), who moves first from the even start: the core's
/// first side. The shogi code names the sides by these, not by the core's chess words.
pub const SENTE: Color = Color::White;
/// Gote (後手, "white" in English writing), who moves second from the even start and first in
/// a handicap game.
pub const GOTE: Color = Color::Black;

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
        let checkers = self.checkers().iter().map(|c| c.to_string());
        let mut text = TextBoard::new(ShogiBoard::NAMES, "Sfen", self.fen(), self.key(), checkers);
        let hand = |color| {
            self.hand(color)
                .text(|k| <PieceType as gambit::PieceKind>::LETTERS[k.index()])
        };
        text.hands = Some(ByColor::new(("Sente", hand(SENTE)), ("Gote", hand(GOTE))));
        text.draw::<ShogiBoard>(|sq| self.piece_at(sq).map(|p| p.sfen().to_string()))
    }
}

/// Perft's last two plies counted without making the moves (`count_after`, with the
/// replies' shared safety worked out once per node).
impl gambit::perft::CountReplies for Shogi {
    gambit::replies_counted_by!(count_after, reply_safety);
}

#[cfg(feature = "engine")]
/// The command line of the `gambit-shogi` binary, every part the game has: the engine (USI),
/// `perft` counting replies, `judge` with explanations, `--moves` in record notation too
/// (KIF, KI2, CSA, Western) and record files (`--kif FILE`, `--csa FILE`), `record` (KIF and
/// CSA written), `diagram`, `bench` and the tuning commands; no `judge --pgn` (shogi records
/// are KIF, CSA or USI move lists).
/// `program(id).run(&args)` is the binary's `main`.
pub fn program(id: gambit_engine::protocol::Identity) -> gambit_engine::cli::Program<Shogi> {
    gambit_engine::cli::Program::new(id)
        .counting_replies()
        .diagrams()
        .explaining()
        .record_moves()
        .record_files()
        .usi()
        .tuning()
}
