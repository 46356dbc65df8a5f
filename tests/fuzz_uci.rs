//! Fuzzing the UCI session in-process (chess and xiangqi): random command sequences while
//! searches run (position, go with small bounds, go infinite and ponder, stop, ponderhit,
//! isready, setoption, ucinewgame, d, go perft, garbage and mutated lines). Every `isready` is
//! answered and every `go` gets one legal `bestmove`, in order (see `fuzzing::session_script`,
//! the driver the USI sessions of `fuzz_usi.rs` share).

mod fuzzing;

use fuzzing::property::property;
use fuzzing::targets::uci;
use gambit_chess::Chess;
use gambit_xiangqi::Xiangqi;

#[test]
fn chess_uci_sessions() {
    property("chess_uci_sessions", 300, 300, uci::<Chess>);
}

#[test]
fn xiangqi_uci_sessions() {
    property("xiangqi_uci_sessions", 300, 300, uci::<Xiangqi>);
}
