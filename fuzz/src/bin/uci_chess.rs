//! AFL++ target: `uci` on chess (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(uci, gambit_chess::Chess);
