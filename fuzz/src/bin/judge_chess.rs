//! AFL++ target: `judge` on chess (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(judge, gambit_chess::Chess);
