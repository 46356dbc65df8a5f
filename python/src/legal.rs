//! `gambit.LegalMoves`: the legal moves of a position as a read-only sequence whose `Move`s
//! are made only when read. Random play reads one move of thirty; making every `Move` up
//! front cost four times the generation itself.

use crate::game::MoveTexts;
use crate::moves::Move;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PySlice, PyString};

/// The legal moves of the position `Board.legal_moves` was read in, in generation order: a
/// read-only sequence of `Move` (`len`, indexing and slicing, iteration, `in`, `index`,
/// `count`), equal to a list of the same moves. It keeps the position's moves, not the board:
/// after the board moves on it still lists the moves of the position it was read in.
#[pyclass(module = "gambit", frozen, sequence)]
pub struct LegalMoves {
    list: Box<dyn MoveTexts>,
}

impl LegalMoves {
    /// The sequence over `list`.
    pub fn new(list: Box<dyn MoveTexts>) -> Self {
        LegalMoves { list }
    }

    fn texts(&self) -> impl Iterator<Item = String> + '_ {
        (0..self.list.len()).map(|i| self.list.text(i))
    }

    /// The position of the move written `text`, if it is one of these.
    fn position(&self, text: &str) -> Option<usize> {
        self.texts().position(|t| t == text)
    }
}

/// The text of `item` when it is a `Move` or a string; `None` for anything else.
fn move_text(item: &Bound<'_, PyAny>) -> Option<String> {
    if let Ok(m) = item.cast::<Move>() {
        return Some(m.get().text().to_string());
    }
    item.cast::<PyString>().ok().map(|s| s.to_string())
}

#[pymethods]
impl LegalMoves {
    fn __len__(&self) -> usize {
        self.list.len()
    }

    /// Move `index` (negative counts from the end), or a list of the moves a slice takes.
    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let len = self.list.len();
        if let Ok(slice) = index.cast::<PySlice>() {
            let range = slice.indices(len as isize)?;
            let picked: Vec<Move> = (0..range.slicelength)
                .map(|k| range.start + k as isize * range.step)
                .map(|i| Move::new(self.list.text(i as usize)))
                .collect();
            return Ok(picked.into_pyobject(py)?.into_any());
        }
        let i: isize = index.extract()?;
        let at = if i < 0 { i + len as isize } else { i };
        if at < 0 || at >= len as isize {
            return Err(PyIndexError::new_err("legal move index out of range"));
        }
        Ok(Bound::new(py, Move::new(self.list.text(at as usize)))?.into_any())
    }

    fn __iter__(slf: Py<Self>) -> LegalMovesIter {
        LegalMovesIter {
            moves: slf,
            next: 0,
        }
    }

    /// `True` when `item` (a `Move` or its text) is one of these moves.
    fn __contains__(&self, item: &Bound<'_, PyAny>) -> bool {
        move_text(item).is_some_and(|text| self.position(&text).is_some())
    }

    /// The position of `item` (a `Move` or its text) in the sequence, looked for from
    /// `start` up to `stop` as `list.index` looks; `ValueError` when it is not there.
    #[pyo3(signature = (item, start = 0, stop = None))]
    fn index(&self, item: &Bound<'_, PyAny>, start: isize, stop: Option<isize>) -> PyResult<usize> {
        let len = self.list.len() as isize;
        let clamp = |i: isize| (if i < 0 { i + len } else { i }).clamp(0, len) as usize;
        let (start, stop) = (clamp(start), clamp(stop.unwrap_or(len)));
        move_text(item)
            .and_then(|text| self.position(&text))
            .filter(|at| (start..stop).contains(at))
            .ok_or_else(|| PyValueError::new_err("not a legal move here"))
    }

    /// Without an argument, the number of moves (python-chess's `legal_moves.count()`); with
    /// one, how often it occurs (0 or 1, as a sequence counts).
    #[pyo3(signature = (item = None))]
    fn count(&self, item: Option<&Bound<'_, PyAny>>) -> usize {
        match item {
            None => self.list.len(),
            Some(item) => usize::from(self.__contains__(item)),
        }
    }

    /// Equal to another `LegalMoves` or a list or tuple of the same moves in the same order.
    fn __richcmp__(
        &self,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
        py: Python<'_>,
    ) -> PyResult<Py<PyAny>> {
        let equal = || -> Option<bool> {
            let theirs: Vec<String> = match other.cast::<LegalMoves>() {
                Ok(list) => list.get().texts().collect(),
                Err(_) => {
                    let items: Vec<Bound<'_, PyAny>> = other.extract().ok()?;
                    items.iter().map(move_text).collect::<Option<_>>()?
                }
            };
            Some(theirs.len() == self.list.len() && self.texts().eq(theirs))
        };
        let answer = match op {
            CompareOp::Eq => equal(),
            CompareOp::Ne => equal().map(|e| !e),
            _ => None,
        };
        Ok(match answer {
            Some(b) => b.into_pyobject(py)?.to_owned().into_any().unbind(),
            None => py.NotImplemented(),
        })
    }

    fn __repr__(&self) -> String {
        let texts: Vec<String> = self.texts().collect();
        format!("<LegalMoves ({})>", texts.join(", "))
    }
}

/// An iterator over a `LegalMoves`.
#[pyclass(module = "gambit")]
pub struct LegalMovesIter {
    moves: Py<LegalMoves>,
    next: usize,
}

#[pymethods]
impl LegalMovesIter {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self) -> Option<Move> {
        let list = &self.moves.get().list;
        (self.next < list.len()).then(|| {
            self.next += 1;
            Move::new(list.text(self.next - 1))
        })
    }
}
