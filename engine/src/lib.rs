//! The programs' layer over the `gambit` library: what turns a game into an engine and a
//! command-line tool, kept out of the library so that a crate that only plays, reads or judges
//! games depends on none of it (no `clap`, no `serde_json`).
//!
//! - [`protocol`]: the session UCI, USI and UCCI share and the three dialects ([`uci`],
//!   [`usi`], [`protocol::ucci`]), run on stdin/stdout by [`protocol::run_stdio`];
//! - [`cli`]: the command line every game's binary shares (`perft`, `judge`, `record`,
//!   `tune`, `datagen`, the protocol when given no subcommand): [`cli::Program`];
//! - [`tune`]: self-play data, the evaluation tuner and the network trainer.
//!
//! It depends on `gambit` one way: nothing in the library names this crate.

#![warn(missing_docs)]

pub mod cli;
pub mod protocol;
pub mod tune;

pub use protocol::uci;
pub use protocol::usi;
