//! `gambit.Outcome`: how a game ended, as the judge rules.

use gambit::{Outcome as RustOutcome, Verdict};
use pyo3::prelude::*;

/// How a game ended: `winner` (True: the first player, chess white, xiangqi red, shogi sente;
/// False: the second; None: a draw), `reason` (the judge's word: `checkmate`, `stalemate`,
/// `threefold-repetition`, `perpetual-check`, ...) and `result()`.
#[pyclass(module = "gambit", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// True when the first player won, False when the second did, None for a draw.
    #[pyo3(get)]
    winner: Option<bool>,
    /// The judge's reason word.
    #[pyo3(get)]
    reason: String,
}

impl From<Verdict> for Outcome {
    fn from(v: Verdict) -> Self {
        Outcome {
            winner: match v.outcome {
                RustOutcome::FirstWins => Some(true),
                RustOutcome::SecondWins => Some(false),
                RustOutcome::Draw => None,
            },
            reason: v.reason.word().to_string(),
        }
    }
}

#[pymethods]
impl Outcome {
    /// An outcome from its parts (pickling and tests).
    #[new]
    #[pyo3(signature = (winner, reason))]
    fn py_new(winner: Option<bool>, reason: String) -> Self {
        Outcome { winner, reason }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self.winner {
            Some(true) => "1-0",
            Some(false) => "0-1",
            None => "1/2-1/2",
        }
    }

    pub fn __repr__(&self) -> String {
        let winner = match self.winner {
            Some(true) => "True",
            Some(false) => "False",
            None => "None",
        };
        format!("Outcome(winner={winner}, reason='{}')", self.reason)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (Option<bool>, String)) {
        let o = slf.get();
        (slf.get_type().into_any(), (o.winner, o.reason.clone()))
    }
}
