//! AFL++ target: `fen` on chess (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(fen, gambit_chess::Chess);
