//! `gambit.pyffish`: a drop-in for pyffish (Fairy-Stockfish's Python binding) over gambit's
//! games: its functions, constants, arguments, return shapes and notation, for the variants
//! gambit plays. What gambit cannot do raises `ValueError` naming it.
//!
//! `replay` builds a position from pyffish's (variant, FEN, moves); `dialect` translates
//! xiangqi's and shogi's text; `grid` reads a FEN's board; `ep` writes the en passant square
//! and `gates` the castling field of hidden gates as Fairy-Stockfish does (`described` says
//! which games have them); `notation` and `san` write pyffish's move notations; `ends`
//! sorts the game ends; `partner`, `promoted`, `fog`, `material` and `validate` answer the
//! remaining functions; `functions` is the Python face.

mod cache;
mod described;
pub mod dialect;
pub mod ends;
mod ep;
mod fog;
mod functions;
mod gates;
mod grid;
mod material;
mod notation;
mod partner;
mod promoted;
pub mod replay;
mod san;
mod validate;

use pyo3::prelude::*;

/// Adds the submodule `pyffish` (imported as `gambit.pyffish` through the package's
/// `pyffish.py`) to the extension module `parent`.
pub fn register(parent: &Bound<'_, PyModule>) -> PyResult<()> {
    let m = PyModule::new(parent.py(), "pyffish")?;
    m.add_function(wrap_pyfunction!(functions::version, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::info, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::variants, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::set_option, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::load_variant_config, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::start_fen, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::two_boards, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::captures_to_hand, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::get_san, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::get_san_moves, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::legal_moves, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::get_fen, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::gives_check, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::is_capture, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::piece_to_partner, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::game_result, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::is_immediate_game_end, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::is_optional_game_end, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::has_insufficient_material, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::validate_fen, &m)?)?;
    m.add_function(wrap_pyfunction!(functions::get_fog_fen, &m)?)?;
    m.add("VALUE_MATE", ends::VALUE_MATE)?;
    m.add("VALUE_DRAW", 0)?;
    for (name, value) in notation::NOTATIONS.iter().chain(validate::CODES) {
        m.add(*name, *value)?;
    }
    m.add("error", m.py().get_type::<pyo3::exceptions::PyValueError>())?;
    parent.add_submodule(&m)
}
