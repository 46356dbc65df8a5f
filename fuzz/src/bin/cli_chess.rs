//! AFL++ target: `cli` on chess (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(cli, gambit_chess::Chess);
