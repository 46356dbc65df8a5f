//! AFL++ target: `judge` on shogi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(judge, gambit_shogi::Shogi);
