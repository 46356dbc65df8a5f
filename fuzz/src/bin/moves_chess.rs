//! AFL++ target: `moves` on chess (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(moves, gambit_chess::Chess);
