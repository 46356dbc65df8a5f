//! Fuzzing the rule judge (`gambit::judge::judge`) with random games that repeat positions,
//! mutated moves and FENs, and garbage after the moves. The judge agrees with a replay: it
//! accepts exactly the legal move lists and refuses the first bad move by its ply.

mod fuzzing;

use fuzzing::property::property;
use fuzzing::targets::judge;
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

#[test]
fn chess_judge() {
    property("chess_judge", 4000, 200, judge::<Chess>);
}

#[test]
fn xiangqi_judge() {
    property("xiangqi_judge", 4000, 200, judge::<Xiangqi>);
}

#[test]
fn shogi_judge() {
    property("shogi_judge", 4000, 200, judge::<Shogi>);
}
