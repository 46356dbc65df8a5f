//! Fuzzing move strings on positions reached by random legal moves (chess, Chess960, xiangqi
//! and shogi, in every notation): arbitrary text, legal moves' texts and structured mutations
//! of them. A string that parses is a legal move whose own text parses back to it.

mod fuzzing;

use fuzzing::property::property;
use fuzzing::targets::moves;
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

#[test]
fn chess_move_strings() {
    property("chess_move_strings", 20000, 160, moves::<Chess>);
}

#[test]
fn xiangqi_move_strings() {
    property("xiangqi_move_strings", 20000, 160, moves::<Xiangqi>);
}

#[test]
fn shogi_move_strings() {
    property("shogi_move_strings", 20000, 160, moves::<Shogi>);
}
