//! Rust errors as Python exceptions: every refusal keeps its words, and a panic (a bug) is a
//! `RuntimeError` naming it instead of crossing into Python.

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::{create_exception, PyErr, PyResult};
use std::panic::{catch_unwind, AssertUnwindSafe};

create_exception!(
    gambit,
    IllegalMoveError,
    PyValueError,
    "A move that cannot be read, or is not legal in the position."
);

/// A `ValueError` with `why`.
pub fn value_error(why: String) -> PyErr {
    PyValueError::new_err(why)
}

/// An [`IllegalMoveError`] with `why`.
pub fn move_error(why: String) -> PyErr {
    IllegalMoveError::new_err(why)
}

/// Runs `f`: its error becomes the exception `to_py` makes of it, and a panic a
/// `RuntimeError` with the panic's message.
pub fn guarded<T>(
    f: impl FnOnce() -> Result<T, String>,
    to_py: fn(String) -> PyErr,
) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(why)) => Err(to_py(why)),
        Err(payload) => {
            let why = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".to_string());
            Err(PyRuntimeError::new_err(format!(
                "internal error in gambit: {why}"
            )))
        }
    }
}
