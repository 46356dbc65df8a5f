//! AFL++ target: `fen` on shogi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(fen, gambit_shogi::Shogi);
