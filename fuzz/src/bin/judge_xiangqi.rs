//! AFL++ target: `judge` on xiangqi (see `tests/fuzzing/targets.rs`).

gambit_fuzz::afl_target!(judge, gambit_xiangqi::Xiangqi);
