//! `gambit.Move`: a move as its game writes it (UCI, USI, the variants' coordinates).

use pyo3::prelude::*;

/// A move, written in its game's notation: `e2e4`, `e7e8q`, `h2e2` (xiangqi), `7g7f`, `P*5e`
/// (shogi), `P@e4` (crazyhouse). Boards give them (`Board.legal_moves`, `Board.parse_uci`)
/// and take them (`Board.push`); equal when their texts are.
#[pyclass(module = "gambit", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Move {
    text: String,
}

impl Move {
    /// The move written `text`.
    pub fn new(text: String) -> Self {
        Move { text }
    }

    /// Its text.
    pub fn text(&self) -> &str {
        &self.text
    }
}

#[pymethods]
impl Move {
    /// A move from its text, unchecked: a board checks it when it is pushed.
    #[staticmethod]
    fn from_uci(uci: &str) -> PyResult<Self> {
        let text = uci.trim();
        if text.is_empty() || text.contains(char::is_whitespace) {
            return Err(crate::errors::move_error(format!(
                "'{uci}' is not a move: one word expected"
            )));
        }
        Ok(Move::new(text.to_string()))
    }

    /// The move in its game's notation.
    fn uci(&self) -> String {
        self.text.clone()
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("Move.from_uci('{}')", self.text)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let from_uci = slf.get_type().getattr("from_uci")?;
        Ok((from_uci, (slf.get().text.clone(),)))
    }
}
