//! Fuzzing harness of the kernel's variants, shared by the property tests
//! (`tests/fuzz_variants.rs`) and the AFL++ target `parsers_variants` of the `fuzz/` crate: each
//! target turns a byte string into a FEN or a move text for one of the variants and checks the
//! invariants on it. The game-independent pieces (reading choices from bytes, structured
//! mutations, the property runner and its watchdog) are the workspace harness's
//! (`tests/fuzzing/`).
//!
//! Invariants: nothing panics; an accepted FEN reads back to the same FEN and key, and the
//! position it sets up holds together (the generator equals the make-and-test reference, every
//! move's text parses back, the FEN after each move reads back, undo restores it); a move text
//! that parses is a legal move whose own text parses back to it.
#![allow(dead_code)]

#[path = "../../../../tests/fuzzing/bytes.rs"]
pub mod bytes;
#[path = "../../../../tests/fuzzing/mutate.rs"]
pub mod mutate;
#[cfg(test)]
#[path = "../../../../tests/fuzzing/property.rs"]
pub mod property;
pub mod variants;
#[path = "../../../../tests/fuzzing/watchdog.rs"]
pub mod watchdog;

pub use bytes::Bytes;
