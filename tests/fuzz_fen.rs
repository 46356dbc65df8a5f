//! Fuzzing FEN reading (chess, Chess960, xiangqi and shogi's SFEN): arbitrary bytes, and
//! sample FENs or FENs of random games with structured mutations. An accepted FEN reads back to itself with the
//! same key, and the position it sets up holds together (see `fuzzing::checks`).

mod fuzzing;

use fuzzing::property::property;
use fuzzing::targets::{fen, fen_text};
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

#[test]
fn chess_fen_structured() {
    property("chess_fen_structured", 20000, 256, fen::<Chess>);
}

#[test]
fn xiangqi_fen_structured() {
    property("xiangqi_fen_structured", 20000, 256, fen::<Xiangqi>);
}

#[test]
fn shogi_fen_structured() {
    property("shogi_fen_structured", 20000, 256, fen::<Shogi>);
}

#[test]
fn chess_fen_arbitrary() {
    property("chess_fen_arbitrary", 20000, 120, fen_text::<Chess>);
}

#[test]
fn xiangqi_fen_arbitrary() {
    property("xiangqi_fen_arbitrary", 20000, 120, fen_text::<Xiangqi>);
}

#[test]
fn shogi_fen_arbitrary() {
    property("shogi_fen_arbitrary", 20000, 120, fen_text::<Shogi>);
}
