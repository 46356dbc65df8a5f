//! AFL++ target: `usi` on shogi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(usi, gambit_shogi::Shogi);
