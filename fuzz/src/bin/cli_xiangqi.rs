//! AFL++ target: `cli` on xiangqi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(cli, gambit_xiangqi::Xiangqi);
