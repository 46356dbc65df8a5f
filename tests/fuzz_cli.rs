//! Fuzzing the engine command line in-process through each game's `program` (chess, xiangqi and
//! shogi): `perft`, `judge` and `bench` with sample and mutated FENs, random games, flags,
//! edge numbers and arbitrary words. It never panics, and exits with status 0 or 2. The runs
//! print (perft counts, verdicts, errors): each test runs in a child process that keeps
//! them, shown only on failure.

mod fuzzing;

use fuzzing::property::property;
use fuzzing::quiet::in_child;
use fuzzing::targets::cli;
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

#[test]
fn chess_command_lines() {
    in_child("chess_command_lines", || {
        property("chess_command_lines", 400, 160, cli::<Chess>)
    });
}

#[test]
fn xiangqi_command_lines() {
    in_child("xiangqi_command_lines", || {
        property("xiangqi_command_lines", 400, 160, cli::<Xiangqi>)
    });
}

#[test]
fn shogi_command_lines() {
    in_child("shogi_command_lines", || {
        property("shogi_command_lines", 400, 160, cli::<Shogi>)
    });
}
