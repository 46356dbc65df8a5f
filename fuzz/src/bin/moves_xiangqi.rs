//! AFL++ target: `moves` on xiangqi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(moves, gambit_xiangqi::Xiangqi);
