//! One fuzzing input per call, for each target: the property tests and the coverage-guided
//! targets of `fuzz/` call the same functions, so they check the same invariants.

use super::checks::{check_fen, check_judge, check_move_text, fen_input, judge_input, move_input};
use super::cli_args::{cli_input, run_cli};
use super::games::notation;
use super::session_script::Script;
use super::{Bytes, FuzzGame};
use gambit_engine::uci::Uci;
use gambit_engine::usi::Usi;

/// The longest input a target reads: longer ones add time per run, not new behaviour (a session
/// script of this many bytes is some fifty commands).
pub const MAX_INPUT: usize = 512;

fn bytes(data: &[u8]) -> Bytes<'_> {
    Bytes::new(&data[..data.len().min(MAX_INPUT)])
}

/// A FEN from the input: arbitrary text, or a valid FEN with structured mutations.
pub fn fen<G: FuzzGame>(data: &[u8]) {
    let mut input = bytes(data);
    let base = notation::<G>(&mut input);
    check_fen::<G>(&fen_input::<G>(&mut input), base);
}

/// The input itself, as text, read as a FEN.
pub fn fen_text<G: FuzzGame>(data: &[u8]) {
    check_fen::<G>(&String::from_utf8_lossy(data), Default::default());
}

/// A move string on a position reached by random moves.
pub fn moves<G: FuzzGame>(data: &[u8]) {
    let (pos, text) = move_input::<G>(&mut bytes(data));
    check_move_text(&pos, &text);
}

/// A judge call on a random game with repetitions and mutations.
pub fn judge<G: FuzzGame>(data: &[u8]) {
    let (fen, moves, notation) = judge_input::<G>(&mut bytes(data));
    check_judge::<G>(fen.as_deref(), &moves, notation);
}

/// A UCI session driven by the input.
pub fn uci<G: FuzzGame>(data: &[u8]) {
    Script::<G, Uci>::run(&mut bytes(data));
}

/// A USI session driven by the input.
pub fn usi<G: FuzzGame>(data: &[u8]) {
    Script::<G, Usi>::run(&mut bytes(data));
}

/// A command line of the engine binary.
pub fn cli<G: FuzzGame>(data: &[u8]) {
    run_cli::<G>(&cli_input::<G>(&mut bytes(data)));
}
