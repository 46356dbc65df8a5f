//! Fuzzing the USI session in-process: shogi, and chess as the USI tests' stand-in game (the
//! dialect is game-independent). Random command sequences while searches run: `position
//! startpos|sfen` with random games (drops and promotions), `go` with small bounds and USI's
//! clock (`btime`/`wtime` for sente/gote, `byoyomi`), `go mate` (answered `checkmate ...`),
//! `go infinite` and ponder, `stop`, `ponderhit`, `gameover`, `isready`, `setoption` with the
//! USI names, `usinewgame`, `d`, `go perft`, garbage and mutated lines. Every `isready` is
//! answered and every `go` gets one legal answer, in order: `bestmove resign` only without a
//! legal move, `bestmove win` exactly when the side to move may declare (see
//! `fuzzing::session_script`).

mod fuzzing;

use fuzzing::property::{property, seeded_inputs, HANG};
use fuzzing::session_script::{Script, Stats};
use fuzzing::targets::usi;
use fuzzing::watchdog::Watchdog;
use fuzzing::Bytes;
use gambit_chess::Chess;
use gambit_engine::usi::Usi;
use gambit_shogi::Shogi;

#[test]
fn shogi_usi_sessions() {
    property("shogi_usi_sessions", 300, 300, usi::<Shogi>);
}

#[test]
fn chess_usi_sessions() {
    property("chess_usi_sessions", 100, 300, usi::<Chess>);
}

/// The sessions reach the rare answers whose checks they exist for: `go` where the side to
/// move may declare (`bestmove win`), where it has no legal move (`resign`, `nomate`), and
/// `go mate` where it mates in one. Counted on fixed inputs, since what is sent does not
/// depend on the engine's timing (what it answers may: a mate search cut short says
/// `timeout`).
#[test]
fn shogi_usi_sessions_reach_the_rare_answers() {
    let _watchdog = Watchdog::new("shogi_usi_sessions_reach_the_rare_answers", HANG);
    let mut total = Stats::default();
    for data in seeded_inputs(300, 300, 0x9E37_79B9_7F4A_7C15) {
        total.add(Script::<Shogi, Usi>::run(&mut Bytes::new(&data)));
    }
    assert!(
        total.declarations > 0 && total.no_move_roots > 0 && total.mate_roots > 0,
        "{total:?}"
    );
}
