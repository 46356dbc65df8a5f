//! AFL++ target: `uci` on xiangqi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(uci, gambit_xiangqi::Xiangqi);
