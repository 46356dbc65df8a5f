//! AFL++ target: `cli` on shogi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(cli, gambit_shogi::Shogi);
