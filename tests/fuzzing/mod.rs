//! Fuzzing harness shared by the property tests (`tests/fuzz_*.rs`) and the coverage-guided
//! targets of the `fuzz/` crate: each target turns a byte string into an input (arbitrary
//! text, or a valid input with structured mutations) and checks the invariants on it.
//!
//! Invariants: nothing panics or hangs (every search has a bound, or is stopped); an accepted
//! FEN reads back to the same FEN and key; a move string that parses is a legal move whose own
//! text parses back to it; the judge agrees with a replay of its moves; the UCI and USI
//! sessions answer every `isready`, every `go` with exactly one legal answer, in order.
#![allow(dead_code)]

pub mod bytes;
pub mod checks;
pub mod cli_args;
pub mod dialect;
pub mod games;
pub mod mutate;
#[cfg(test)]
pub mod property;
pub mod quiet;
pub mod session_script;
pub mod targets;
pub mod watchdog;

pub use gambit_testkit::uci;

pub use bytes::Bytes;
pub use games::FuzzGame;
