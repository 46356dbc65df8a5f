//! `gambit._gambit`: the Python extension module behind the `gambit` package. Chess,
//! xiangqi, shogi and the kernel variants behind one `Board`, named as python-chess names
//! its board's methods; the search; the judge's verdicts and explanations.

mod board;
mod errors;
mod explain;
mod explanation;
mod game;
mod games;
mod legal;
mod moves;
mod outcome;
mod pgn_game;
mod planes;
mod pyffish;
mod records;
mod records_pgn;
mod search;

use pyo3::prelude::*;

/// Every game name `Board` takes: `chess`, the kernel variants, `xiangqi`, `shogi`.
#[pyfunction]
fn variants() -> Vec<&'static str> {
    games::names()
}

/// The extension module.
#[pymodule]
fn _gambit(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<board::Board>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<legal::LegalMoves>()?;
    m.add_class::<outcome::Outcome>()?;
    m.add_class::<explanation::Explanation>()?;
    m.add_class::<search::SearchResult>()?;
    m.add_function(wrap_pyfunction!(search::search, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_class::<pgn_game::PgnGame>()?;
    m.add_class::<pgn_game::Judgement>()?;
    m.add_function(wrap_pyfunction!(pgn_game::read_games, m)?)?;
    m.add(
        "IllegalMoveError",
        m.py().get_type::<errors::IllegalMoveError>(),
    )?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    pyffish::register(m)?;
    Ok(())
}
