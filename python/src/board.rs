//! `gambit.Board`: a position of any game with its move stack, named as python-chess names
//! its board's methods.

use crate::errors::{guarded, move_error, value_error};
use crate::explanation::Explanation;
use crate::game::AnyGame;
use crate::games::new_game;
use crate::legal::LegalMoves;
use crate::moves::Move;
use crate::outcome::Outcome;
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyType};

/// A position of chess, xiangqi, shogi or a variant, with the moves played since it was set
/// up.
///
/// `Board(variant="chess", fen=None, chess960=False)`: the start position of `variant`
/// (`gambit.variants()` lists the names), or the position `fen` (SFEN in shogi); `chess960`
/// turns on Chess960 castling (king takes rook) where the game has it. A bad FEN or an
/// unknown variant raises `ValueError`.
#[pyclass(module = "gambit")]
pub struct Board {
    game: Box<dyn AnyGame>,
}

/// What `Board.__reduce__` gives pickle: the class, its arguments (variant, setup FEN,
/// Chess960) and the state `__setstate__` takes (the moves played).
type Reduced<'py> = (
    Bound<'py, PyType>,
    (String, String, bool),
    Bound<'py, PyList>,
);

impl Board {
    /// A board of `game`.
    pub fn from_game(game: Box<dyn AnyGame>) -> Board {
        Board { game }
    }

    /// The game behind the board.
    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }

    fn copied(&self) -> Board {
        Board {
            game: self.game.clone_box(),
        }
    }

    /// The legal move `uci` names, written back as the game writes it.
    fn read_move(&self, uci: &str) -> PyResult<Move> {
        guarded(|| self.game.parse_move(uci), move_error).map(Move::new)
    }

    fn read_record(&self, san: &str) -> PyResult<Move> {
        guarded(|| self.game.parse_record(san), move_error).map(Move::new)
    }

    fn play(&mut self, m: &Move) -> PyResult<()> {
        guarded(|| self.game.push(m.text()), move_error)
    }
}

#[pymethods]
impl Board {
    #[new]
    #[pyo3(signature = (variant = "chess", fen = None, chess960 = false))]
    fn py_new(variant: &str, fen: Option<&str>, chess960: bool) -> PyResult<Self> {
        let game = guarded(|| new_game(variant, fen, chess960), value_error)?;
        Ok(Board { game })
    }

    /// The game's name: `chess`, `xiangqi`, `shogi`, `crazyhouse`, ...
    #[getter]
    fn variant(&self) -> &'static str {
        self.game.variant()
    }

    /// True when Chess960 castling is in force.
    #[getter]
    fn chess960(&self) -> bool {
        self.game.chess960()
    }

    /// The legal moves, a read-only sequence of `Move`s (`LegalMoves`; empty when the game
    /// has ended on the board).
    #[getter]
    fn legal_moves(&self) -> LegalMoves {
        LegalMoves::new(self.game.legal_list())
    }

    /// The moves played since the board was set up, oldest first.
    #[getter]
    fn move_stack(&self) -> Vec<Move> {
        self.game.move_stack().into_iter().map(Move::new).collect()
    }

    /// True when the first player (white, red, sente) is to move.
    #[getter]
    fn turn(&self) -> bool {
        self.game.first_to_move()
    }

    /// The number of moves played since the board was set up.
    fn ply(&self) -> usize {
        self.game.ply()
    }

    /// The position as FEN (SFEN in shogi).
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// Plays a legal move; raises `IllegalMoveError` (a `ValueError`) otherwise.
    fn push(&mut self, mv: PyRef<'_, Move>) -> PyResult<()> {
        self.play(&mv)
    }

    /// Reads a move in the game's notation (UCI, USI, ...): a legal `Move`, or
    /// `IllegalMoveError`.
    fn parse_uci(&self, uci: &str) -> PyResult<Move> {
        self.read_move(uci)
    }

    /// Reads and plays a move in the game's notation; returns it.
    fn push_uci(&mut self, uci: &str) -> PyResult<Move> {
        let m = self.read_move(uci)?;
        self.play(&m)?;
        Ok(m)
    }

    /// Reads a move as records write it (chess SAN `Nf3`, xiangqi WXF `C2.5`, shogi USI).
    fn parse_san(&self, san: &str) -> PyResult<Move> {
        self.read_record(san)
    }

    /// Reads and plays a move written as records write it; returns it.
    fn push_san(&mut self, san: &str) -> PyResult<Move> {
        let m = self.read_record(san)?;
        self.play(&m)?;
        Ok(m)
    }

    /// The legal move `mv` as records write it: SAN (`Nf3`, `exd5`, `O-O`, `Qh4#`), WXF in
    /// xiangqi (`C2.5`), USI in shogi.
    fn san(&self, mv: PyRef<'_, Move>) -> PyResult<String> {
        guarded(|| self.game.record_move(mv.text()), move_error)
    }

    /// Takes back the last move and returns it; `IndexError` when none was played.
    fn pop(&mut self) -> PyResult<Move> {
        self.game
            .pop()
            .map(Move::new)
            .ok_or_else(|| PyIndexError::new_err("pop from empty move stack"))
    }

    /// The last move played; `IndexError` when none was.
    fn peek(&self) -> PyResult<Move> {
        self.game
            .last_move()
            .map(Move::new)
            .ok_or_else(|| PyIndexError::new_err("peek at empty move stack"))
    }

    /// True when the side to move is in check.
    fn is_check(&self) -> bool {
        self.game.is_check()
    }

    /// True when the side to move is in check and has no legal move (in every game; the
    /// game's own verdict is `outcome()`).
    fn is_checkmate(&self) -> bool {
        self.game.is_check() && !self.game.has_legal_move()
    }

    /// True when the side to move is not in check and has no legal move (a draw in chess, a
    /// loss in xiangqi and shogi, a win in antichess: `outcome()` says which).
    fn is_stalemate(&self) -> bool {
        !self.game.is_check() && !self.game.has_legal_move()
    }

    /// A board at the position this one was set up from, with no move played.
    fn root(&self) -> Board {
        Board {
            game: self.game.root(),
        }
    }

    /// How the game ended, as an `Outcome`; None while it goes on. Without `claim_draw`, only
    /// the ends that happen by themselves (mate, stalemate, insufficient material, fivefold
    /// repetition, seventy-five moves, every variant and xiangqi rule); with it, also draws a
    /// player may claim (threefold repetition, fifty moves), as python-chess rules.
    #[pyo3(signature = (claim_draw = false))]
    fn outcome(&self, claim_draw: bool) -> Option<Outcome> {
        self.game.verdict(claim_draw).map(Outcome::from)
    }

    /// True when `outcome(claim_draw)` is not None.
    #[pyo3(signature = (claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.game.verdict(claim_draw).is_some()
    }

    /// Leaves of the legal-move tree `depth` plies deep (the GIL is released meanwhile).
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        let game = self.game.clone_box();
        py.detach(move || guarded(|| Ok(game.perft(depth)), value_error))
    }

    /// The judge's explanation of the repetition cycle that ends in this position (which
    /// plies checked or chased, and with which piece), as text and as data.
    fn explain(&self, py: Python<'_>) -> PyResult<Explanation> {
        Explanation::new(py, self.game.explain_lines(), self.game.cycle())
    }

    /// The position as a NumPy array of piece planes (`uint8`, shape `(planes, ranks,
    /// files)`): each side's pieces by kind, in a game with hands the count of each kind in
    /// hand, and the side to move; `plane_names()` names the planes, and docs/python.md gives
    /// the layout. Needs NumPy.
    fn planes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let planes = self.game.planes();
        let numpy = py.import("numpy")?;
        let bytes = PyBytes::new(py, &planes.data);
        let flat = numpy.call_method1("frombuffer", (bytes, "uint8"))?;
        flat.call_method1("reshape", (planes.shape,))?
            .call_method0("copy")
    }

    /// The names of `planes()`'s planes, in order: the kinds' FEN letters (`P`, `p`, `+P`),
    /// `hand P` ... for hands, and `turn`.
    fn plane_names(&self) -> Vec<String> {
        self.game.plane_names()
    }

    /// The position as an SVG diagram (Jupyter shows it).
    fn _repr_svg_(&self) -> String {
        self.game.svg()
    }

    /// A copy of the board, its move stack included.
    fn copy(&self) -> Board {
        self.copied()
    }

    fn __copy__(&self) -> Board {
        self.copied()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyDict>) -> Board {
        self.copied()
    }

    /// Pickles as the variant, the FEN the board was set up from and the moves played.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Reduced<'py>> {
        let board = slf.borrow();
        let game = board.game();
        let moves = PyList::new(slf.py(), game.move_stack())?;
        Ok((
            slf.get_type(),
            (
                game.variant().to_string(),
                game.start_fen(),
                game.chess960(),
            ),
            moves,
        ))
    }

    /// Plays the moves a pickle kept (see `__reduce__`).
    fn __setstate__(&mut self, moves: Vec<String>) -> PyResult<()> {
        for text in moves {
            guarded(|| self.game.push(&text), move_error)?;
        }
        Ok(())
    }

    fn __repr__(&self) -> String {
        let chess960 = if self.game.chess960() {
            ", chess960=True"
        } else {
            ""
        };
        format!(
            "Board(variant='{}', fen='{}'{chess960})",
            self.game.variant(),
            self.game.fen()
        )
    }

    fn __str__(&self) -> String {
        self.game.pretty()
    }
}
