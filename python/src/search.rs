//! `gambit.search`: the engine's search of a board, bounded by depth, nodes or time.

use crate::board::Board;
use crate::errors::{guarded, value_error};
use crate::moves::Move;
use gambit::search::{Limits, Score};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyType;

/// What `gambit.search` found: `move` (the best move, None when the side to move has none),
/// `score` (centipawns from the side to move's view, None for a mate), `mate` (moves to a
/// mate: positive when the side to move mates, 0 or negative when it is mated; None
/// otherwise), `pv` (the principal line, the best move first), `depth` and `nodes`.
#[pyclass(module = "gambit", frozen, get_all)]
pub struct SearchResult {
    /// The best move.
    #[pyo3(name = "move")]
    best: Option<Move>,
    /// Centipawns, side to move's view.
    score: Option<i32>,
    /// Moves to a mate.
    mate: Option<i32>,
    /// The principal line.
    pv: Vec<Move>,
    /// The last completed iteration.
    depth: i32,
    /// Nodes searched.
    nodes: u64,
}

/// What `SearchResult.__reduce__` gives pickle: the class and its fields.
type SearchParts<'py> = (
    Bound<'py, PyType>,
    (Option<Move>, Option<i32>, Option<i32>, Vec<Move>, i32, u64),
);

#[pymethods]
impl SearchResult {
    /// A result from its parts (pickling).
    #[new]
    #[pyo3(signature = (best, score, mate, pv, depth, nodes))]
    fn py_new(
        best: Option<PyRef<'_, Move>>,
        score: Option<i32>,
        mate: Option<i32>,
        pv: Vec<PyRef<'_, Move>>,
        depth: i32,
        nodes: u64,
    ) -> Self {
        SearchResult {
            best: best.map(|m| m.clone()),
            score,
            mate,
            pv: pv.iter().map(|m| (**m).clone()).collect(),
            depth,
            nodes,
        }
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> SearchParts<'py> {
        let r = slf.get();
        (
            slf.get_type(),
            (
                r.best.clone(),
                r.score,
                r.mate,
                r.pv.clone(),
                r.depth,
                r.nodes,
            ),
        )
    }

    fn __repr__(&self) -> String {
        let best = self
            .best
            .as_ref()
            .map_or("None".to_string(), |m| format!("'{}'", m.text()));
        let score = match (self.score, self.mate) {
            (_, Some(mate)) => format!("mate={mate}"),
            (Some(cp), None) => format!("score={cp}"),
            (None, None) => "score=None".to_string(),
        };
        format!(
            "SearchResult(move={best}, {score}, depth={}, nodes={})",
            self.depth, self.nodes
        )
    }
}

/// `ValueError` unless the limit `n` is positive.
fn positive(name: &str, n: Option<u64>) -> PyResult<Option<u64>> {
    match n {
        Some(0) => Err(PyValueError::new_err(format!("{name} must be positive"))),
        n => Ok(n),
    }
}

/// Searches `board` with the engine to `depth` plies, about `nodes` nodes or for `movetime`
/// milliseconds (at least one of them; the first reached ends the search) on one thread
/// with a fresh 16 MiB table, the GIL released; returns a `SearchResult`.
#[pyfunction]
#[pyo3(signature = (board, depth = None, nodes = None, movetime = None))]
pub fn search(
    py: Python<'_>,
    board: PyRef<'_, Board>,
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Option<u64>,
) -> PyResult<SearchResult> {
    let depth = positive("depth", depth.map(u64::from))?;
    let limits = Limits {
        depth: depth.map(|d| d.min(1000) as i32),
        nodes: positive("nodes", nodes)?,
        movetime: positive("movetime", movetime)?,
        ..Limits::default()
    };
    if limits.depth.is_none() && limits.nodes.is_none() && limits.movetime.is_none() {
        return Err(PyValueError::new_err(
            "search needs a limit: depth, nodes or movetime",
        ));
    }
    let game = board.game().clone_box();
    drop(board);
    let found = py.detach(move || guarded(|| game.search(limits), value_error))?;
    let (score, mate) = match found.score {
        Score::Cp(cp) => (Some(cp), None),
        mate => (None, mate.mate_moves()),
    };
    Ok(SearchResult {
        best: found.best.map(Move::new),
        score,
        mate,
        pv: found.pv.into_iter().map(Move::new).collect(),
        depth: found.depth,
        nodes: found.nodes,
    })
}
