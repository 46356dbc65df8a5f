//! AFL++ target: `moves` on shogi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(moves, gambit_shogi::Shogi);
