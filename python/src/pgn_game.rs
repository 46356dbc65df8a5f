//! `gambit.pgn`: game records read from PGN (`read_games`), each a `PgnGame` with its tags,
//! moves and boards, judged as `judge --pgn` judges them (`PgnGame.judge`).

use crate::board::Board;
use crate::errors::{guarded, value_error};
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::records_pgn::{read_records, AnyRecord, Read, ReadRecord};
use gambit::record::result_token;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};

/// One game of a PGN text: `variant`, `headers` (the tags, in order), `result` (the record's
/// own), `moves` (the main line), `board()` (the start position) and `end_board()` (after the
/// main line), and `judge()`. A game that could not be read has its reason in `error`, and
/// its other members raise `ValueError` with it.
///
/// `PgnGame(text, variant=None)` reads the first game of `text`; `error` makes the record
/// of a game that could not be read (pickles use it).
#[pyclass(module = "gambit.pgn", frozen)]
pub struct PgnGame {
    variant: String,
    record: ReadRecord,
}

/// The judge's ruling on a record: `outcome` (None while the game goes on; claimable draws
/// count), `plies` (of the main line), `recorded` (the record's result token) and
/// `disagreements` (where the record's `Result` or `Termination` says otherwise, in words).
#[pyclass(module = "gambit.pgn", frozen, get_all)]
pub struct Judgement {
    /// The verdict on the final position.
    outcome: Option<Outcome>,
    /// The plies of the main line.
    plies: usize,
    /// The record's result token.
    recorded: String,
    /// Where the record disagrees with the verdict.
    disagreements: Vec<String>,
}

/// What `Judgement.__reduce__` gives pickle: the class and its fields.
type JudgementParts<'py> = (
    Bound<'py, PyType>,
    (Option<Outcome>, usize, String, Vec<String>),
);

#[pymethods]
impl Judgement {
    /// A judgement from its parts (pickling).
    #[new]
    #[pyo3(signature = (outcome, plies, recorded, disagreements))]
    fn py_new(
        outcome: Option<PyRef<'_, Outcome>>,
        plies: usize,
        recorded: String,
        disagreements: Vec<String>,
    ) -> Self {
        Judgement {
            outcome: outcome.map(|o| o.clone()),
            plies,
            recorded,
            disagreements,
        }
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> JudgementParts<'py> {
        let j = slf.get();
        (
            slf.get_type(),
            (
                j.outcome.clone(),
                j.plies,
                j.recorded.clone(),
                j.disagreements.clone(),
            ),
        )
    }

    /// The verdict's result token: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    fn result(&self) -> &'static str {
        self.outcome.as_ref().map_or("*", |o| o.result())
    }

    fn __repr__(&self) -> String {
        let outcome = self
            .outcome
            .as_ref()
            .map_or("None".to_string(), |o| o.__repr__());
        format!(
            "Judgement(outcome={outcome}, plies={}, recorded='{}', disagreements={:?})",
            self.plies, self.recorded, self.disagreements
        )
    }
}

impl PgnGame {
    fn read(&self) -> PyResult<&dyn AnyRecord> {
        match &self.record {
            Ok(record) => Ok(record.as_ref()),
            Err(why) => Err(PyValueError::new_err(why.clone())),
        }
    }
}

#[pymethods]
impl PgnGame {
    #[new]
    #[pyo3(signature = (text, variant = None, error = None))]
    fn py_new(text: &str, variant: Option<&str>, error: Option<String>) -> PyResult<Self> {
        if let Some(why) = error {
            let variant = variant.unwrap_or("chess").to_string();
            return Ok(PgnGame {
                variant,
                record: Err(why),
            });
        }
        let games = guarded(|| read_records(text, variant), value_error)?;
        let record = games
            .into_iter()
            .next()
            .ok_or_else(|| PyValueError::new_err("no game in the text"))?;
        Ok(game_of(record))
    }

    /// The game's name.
    #[getter]
    fn variant(&self) -> &str {
        &self.variant
    }

    /// Why the game could not be read; None when it was.
    #[getter]
    fn error(&self) -> Option<String> {
        self.record.as_ref().err().cloned()
    }

    /// The tags, in the order of the record.
    #[getter]
    fn headers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let headers = PyDict::new(py);
        for (name, value) in self.read()?.tags() {
            headers.set_item(name, value)?;
        }
        Ok(headers)
    }

    /// The record's own result token (`1-0`, `0-1`, `1/2-1/2`, `*`).
    #[getter]
    fn result(&self) -> PyResult<&'static str> {
        Ok(self.read()?.result())
    }

    /// The main line's moves.
    #[getter]
    fn moves(&self) -> PyResult<Vec<Move>> {
        Ok(self.read()?.moves().into_iter().map(Move::new).collect())
    }

    /// The start position.
    fn board(&self) -> PyResult<Board> {
        Ok(Board::from_game(self.read()?.board(false)))
    }

    /// The position after the main line, its moves on the board's stack.
    fn end_board(&self) -> PyResult<Board> {
        Ok(Board::from_game(self.read()?.board(true)))
    }

    /// The judge's ruling on the main line (as `judge --pgn`); `ValueError` when the game
    /// could not be read or a move follows an end the game reached by itself.
    fn judge(&self, py: Python<'_>) -> PyResult<Judgement> {
        let record = self.read()?;
        let ruling = py.detach(|| guarded(|| record.judge(), value_error))?;
        Ok(Judgement {
            outcome: ruling.verdict.map(Outcome::from),
            plies: ruling.plies,
            recorded: result_token(ruling.recorded).to_string(),
            disagreements: ruling.disagreements,
        })
    }

    /// Pickles as the record written back as PGN (or the reason it was not read).
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> (Bound<'py, PyType>, (String, String, Option<String>)) {
        let game = slf.get();
        let text = game.record.as_ref().map_or(String::new(), |r| r.pgn());
        (slf.get_type(), (text, game.variant.clone(), game.error()))
    }

    fn __repr__(&self) -> String {
        match &self.record {
            Ok(record) => {
                let tags = record.tags();
                let tag = |name: &str| {
                    tags.iter()
                        .find(|(n, _)| n == name)
                        .map_or("?", |(_, v)| v.as_str())
                        .to_string()
                };
                format!(
                    "<PgnGame {} '{}' vs '{}' {} {} plies>",
                    self.variant,
                    tag("White"),
                    tag("Black"),
                    record.result(),
                    record.moves().len()
                )
            }
            Err(why) => format!("<PgnGame {} error: {why}>", self.variant),
        }
    }
}

/// A `PgnGame` of a record read (or refused) as `variant`'s.
fn game_of((variant, record): Read) -> PgnGame {
    PgnGame {
        variant: variant.to_string(),
        record,
    }
}

/// The games of the PGN `text`, in order (the GIL released while reading): as `variant`'s
/// records, or as those of the game the text's first `Variant` tag names (chess without
/// one). A game that cannot be read is a `PgnGame` whose `error` says why, so that the others
/// are still read. `ValueError` for a variant without a PGN reader (shogi).
#[pyfunction]
#[pyo3(signature = (text, variant = None))]
pub fn read_games(py: Python<'_>, text: &str, variant: Option<&str>) -> PyResult<Vec<PgnGame>> {
    let games = py.detach(|| guarded(|| read_records(text, variant), value_error))?;
    Ok(games.into_iter().map(game_of).collect())
}
