//! `gambit.Explanation`: the judge's explanation of a repetition cycle, as text and as data.

use crate::explain::{CycleData, PieceAt};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyType};

/// The judge's explanation of the repetition cycle that ends in a position: `text` (what
/// `judge --explain` prints), `lines`, and `cycle`, the same as data (a dict with `first`,
/// `occurrences` and `plies`, each ply with `ply`, `side`, `move` (`coordinates`, `record`),
/// `check`, `checkers` and `chase`, as `judge --explain --format json` writes it), None when
/// the position has not occurred before. True when there is a cycle.
#[pyclass(module = "gambit", frozen)]
pub struct Explanation {
    /// The explanation's lines.
    #[pyo3(get)]
    lines: Vec<String>,
    /// The cycle as data, or None.
    #[pyo3(get)]
    cycle: Option<Py<PyDict>>,
}

fn piece<'py>(py: Python<'py>, at: &PieceAt) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("piece", at.piece)?;
    d.set_item("square", &at.square)?;
    Ok(d)
}

fn cycle_dict<'py>(py: Python<'py>, cycle: &CycleData) -> PyResult<Bound<'py, PyDict>> {
    let plies = PyList::empty(py);
    for p in &cycle.plies {
        let ply = PyDict::new(py);
        ply.set_item("ply", p.ply)?;
        ply.set_item("side", p.side)?;
        let mv = PyDict::new(py);
        mv.set_item("coordinates", &p.coordinates)?;
        mv.set_item("record", &p.record)?;
        ply.set_item("move", mv)?;
        ply.set_item("check", !p.checkers.is_empty())?;
        let checkers = PyList::empty(py);
        for c in &p.checkers {
            checkers.append(piece(py, c)?)?;
        }
        ply.set_item("checkers", checkers)?;
        if let Some(names) = cycle.attack_names {
            let attacks = PyList::empty(py);
            for c in &p.attacks {
                let entry = PyDict::new(py);
                entry.set_item("by", piece(py, &c.by)?)?;
                let target = piece(py, &c.target)?;
                target.set_item("from", &c.from)?;
                entry.set_item("target", target)?;
                attacks.append(entry)?;
            }
            ply.set_item(names.one, attacks)?;
        }
        plies.append(ply)?;
    }
    let d = PyDict::new(py);
    d.set_item("first", cycle.first)?;
    d.set_item("occurrences", cycle.occurrences)?;
    d.set_item("plies", plies)?;
    Ok(d)
}

impl Explanation {
    /// The explanation of `lines` and `cycle`.
    pub fn new(py: Python<'_>, lines: Vec<String>, cycle: Option<CycleData>) -> PyResult<Self> {
        let cycle = match cycle {
            Some(c) => Some(cycle_dict(py, &c)?.unbind()),
            None => None,
        };
        Ok(Explanation { lines, cycle })
    }
}

/// What `Explanation.__reduce__` gives pickle: the class and its fields.
type ExplanationParts<'py> = (Bound<'py, PyType>, (Vec<String>, Option<Py<PyDict>>));

#[pymethods]
impl Explanation {
    /// An explanation from its parts (pickling).
    #[new]
    #[pyo3(signature = (lines, cycle = None))]
    fn py_new(lines: Vec<String>, cycle: Option<Py<PyDict>>) -> Self {
        Explanation { lines, cycle }
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> ExplanationParts<'py> {
        let e = slf.get();
        let cycle = e.cycle.as_ref().map(|c| c.clone_ref(slf.py()));
        (slf.get_type(), (e.lines.clone(), cycle))
    }

    /// The lines joined, one per line.
    #[getter]
    fn text(&self) -> String {
        self.lines.join("\n")
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __bool__(&self) -> bool {
        self.cycle.is_some()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Explanation {:?}>",
            self.lines.first().map_or("", |l| l.as_str())
        )
    }
}
