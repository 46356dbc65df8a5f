#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod attacks;
mod diagram;
mod endgame;
mod eval;
mod fen;
mod movegen;
mod mv;
mod nnue;
mod notation;
mod pawn_cache;
#[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
mod pext;
mod pgn;
mod piece;
mod position;
/// Slider attacks by walking rays square by square: the obviously-correct reference from
/// which the build script makes the magic tables.
mod rays;
pub mod rules;
mod san;
mod search;
mod square;
/// The evaluation's weights, written by the tuner.
mod weights;
mod zobrist;

pub use fen::FenError;
pub use mv::{Move, MoveKind, MoveList};
pub use nnue::ChessEvaluator;
pub use notation::{ChessNotation, MoveError, CHESS960};
pub use pgn::{read_pgn, write_pgn, ChessPgn, PgnGame, SetupError};
pub use piece::{Piece, Role};
pub use position::{Board, Chess, StateInfo};
pub use san::SanError;
pub use square::{Bitboard, Chessboard, Square};

use gambit::board::{Geometry, TextBoard};
use gambit::{Color, ColoredPiece, Game};

gambit::fen_text!(Chess);

impl Game for Chess {
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
        Chess::from_setup(&setup, Self::notation_for_fen(fen, notation).chess960)
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
        Chess::compute_key(self)
    }
    #[inline]
    fn generate_legal(&self, moves: &mut MoveList) {
        self.push_legal(moves)
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
        self.do_move(m)
    }
    fn reserve_plies(&mut self, plies: usize) {
        self.states.reserve(plies);
    }
    fn clone_with_room(&self, plies: usize) -> Chess {
        Chess {
            placement: self.placement,
            castle: self.castle,
            castle_mask: self.castle_mask,
            fullmove0: self.fullmove0,
            chess960: self.chess960,
            states: self.states.clone_with_room(plies),
        }
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
        self.parse_uci(text)
    }
    fn format_move(&self, m: Move) -> String {
        self.move_to_uci(m)
    }
    /// SAN ([`Chess::san`]).
    fn record_move(&self, m: Move) -> String {
        self.san(m)
    }
    fn pretty(&self) -> String {
        let checkers = self.st().checkers.iter().map(|c| c.to_string());
        TextBoard::new(
            Chessboard::NAMES,
            "Fen",
            self.to_fen(),
            self.st().key,
            checkers,
        )
        .draw::<Chessboard>(|sq| self.piece_at(sq).map(|p| p.letter().to_string()))
    }
}

/// Perft's last two plies counted without making the moves (`count_after`, with the
/// replies' shared safety worked out once per node).
impl gambit::perft::CountReplies for Chess {
    gambit::replies_counted_by!(count_after, reply_safety);
}

#[cfg(feature = "engine")]
/// The command line of the `gambit-chess` binary, every part the game has: the engine (UCI),
/// `perft` counting replies, `judge` with explanations and PGN files, `diagram`, `bench`
/// and the tuning commands. `program(id).run(&args)` is the binary's `main`.
pub fn program(id: gambit_engine::protocol::Identity) -> gambit_engine::cli::Program<Chess> {
    gambit_engine::cli::Program::new(id)
        .counting_replies()
        .diagrams()
        .explaining()
        .records()
        .uci()
        .tuning_with_pgn()
}
