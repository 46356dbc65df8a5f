//! The `judge` subcommand:
//!
//! ```text
//! judge [--fen FEN] --moves "M1 M2 ..." [--explain] [game flags]
//! ```
//!
//! Prints `result: <1-0|0-1|1/2-1/2|*> reason: <word>`; with `--explain`, then one line per
//! ply of the judged repetition cycle. Errors (bad FEN, an illegal move, a move after the end)
//! go to stderr with a non-zero exit status, naming the ply.

use super::CliError;
use crate::judge::{judge, verdict_line};
use crate::rules::RuleSet;
use std::io::Write;

/// Runs `judge`: plays `moves` from `fen` (default: the start position) and prints the verdict.
pub fn run_judge<G: RuleSet>(
    fen: Option<&str>,
    moves: &[String],
    explain: bool,
    notation: G::Notation,
) -> Result<(), CliError> {
    let (pos, verdict) =
        judge::<G, String>(fen, moves, notation).map_err(|e| CliError(e.to_string()))?;
    // A reader that closed the pipe early (`| head -1`) is not an error worth a panic.
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", verdict_line(verdict));
    if explain {
        for line in pos.explain() {
            let _ = writeln!(out, "{line}");
        }
    }
    Ok(())
}
