//! AFL++ target: `fen` on xiangqi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(fen, gambit_xiangqi::Xiangqi);
