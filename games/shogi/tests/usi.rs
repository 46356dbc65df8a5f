//! The shogi engine over USI, in-process: SFEN positions with moves, drops and promotions in
//! the engine's answers, `go perft`, `bestmove win` on an entering-king declaration,
//! `bestmove resign` when mated, and bad SFENs and moves refused with `info string` while the
//! session goes on.

use gambit::Game;
use gambit_engine::usi::{self, UsiSession};
use gambit_shogi::{Shogi, ShogiNotation};
use gambit_testkit::uci::Captured;

struct Engine {
    session: UsiSession<Shogi>,
    out: Captured,
}

impl Engine {
    fn new() -> Engine {
        let (session, out) = gambit_testkit::uci::session_in::<Shogi, usi::Usi>();
        Engine { session, out }
    }

    /// Sends the lines, waiting for any search after each; the direct replies and what the
    /// searches wrote.
    fn run(&mut self, lines: &[&str]) -> (String, String) {
        let mut replies = String::new();
        for l in lines {
            replies += &gambit_testkit::uci::send(&mut self.session, l);
            self.session.wait_search();
        }
        (replies, self.out.take())
    }

    /// The move of the `bestmove` line in `output`.
    fn bestmove(output: &str) -> String {
        let line = output
            .lines()
            .rev()
            .find(|l| l.starts_with("bestmove "))
            .unwrap_or_else(|| panic!("no bestmove in {output:?}"));
        line.split_whitespace().nth(1).unwrap().to_string()
    }
}

#[test]
fn usi_handshake_lists_the_options() {
    let mut e = Engine::new();
    let (replies, _) = e.run(&["usi", "isready"]);
    assert!(replies.contains("option name USI_Hash type spin"));
    assert!(replies.contains("option name USI_Ponder type check"));
    assert!(replies.contains("usiok"));
    assert!(replies.trim_end().ends_with("readyok"));
}

#[test]
fn bestmove_is_a_legal_usi_move_after_moves_with_drops() {
    let mut e = Engine::new();
    // Bishops traded: both sides hold one, so drops are among the candidates.
    let moves = "7g7f 3c3d 8h2b+ 3a2b";
    let (_, out) = e.run(&[
        "usinewgame",
        &format!("position startpos moves {moves}"),
        "go depth 4",
    ]);
    let best = Engine::bestmove(&out);
    let mut pos = Shogi::startpos(ShogiNotation);
    for m in moves.split_whitespace() {
        let mv = pos.parse_move(m).unwrap();
        pos.make(mv);
    }
    assert!(pos.parse_move(&best).is_ok(), "{best} is not legal");
}

#[test]
fn position_sfen_with_three_or_four_fields() {
    let mut e = Engine::new();
    for sfen in [
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p",
    ] {
        let (replies, out) = e.run(&[&format!("position sfen {sfen}"), "go perft 1"]);
        let all = replies + &out;
        assert!(all.contains("Nodes searched: 207"), "{all}");
    }
}

#[test]
fn go_perft_from_the_start() {
    let mut e = Engine::new();
    let (replies, out) = e.run(&["position startpos", "go perft 2"]);
    let all = replies + &out;
    assert!(all.contains("7g7f: 30"), "{all}");
    assert!(all.contains("Nodes searched: 900"), "{all}");
}

#[test]
fn a_mate_in_one_by_a_gold_drop_is_found_and_a_pawn_drop_mate_is_not_played() {
    let mut e = Engine::new();
    let (_, out) = e.run(&["position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "go depth 3"]);
    assert_eq!(Engine::bestmove(&out), "G*5b");
    assert!(out.contains("score mate 1"), "{out}");
    // A pawn in hand instead: P*5b would mate, so it is illegal and never chosen.
    let (_, out) = e.run(&["position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b P 1", "go depth 3"]);
    assert_ne!(Engine::bestmove(&out), "P*5b");
}

#[test]
fn declaration_answers_bestmove_win() {
    let mut e = Engine::new();
    let (_, out) = e.run(&[
        "position sfen 9/GGGGK4/PPPPPP3/9/9/9/9/9/8k b 2R2B 1",
        "go btime 0 wtime 0 byoyomi 1000",
    ]);
    assert_eq!(out.trim(), "bestmove win");
    // One bishop fewer: 23 points, no declaration; the engine plays a move instead.
    let (_, out) = e.run(&[
        "position sfen 9/GGGGK4/PPPPPP3/9/9/9/9/9/7bk b 2RB 1",
        "go depth 2",
    ]);
    assert_ne!(Engine::bestmove(&out), "win");
}

#[test]
fn mated_side_resigns() {
    let mut e = Engine::new();
    // Gote is mated by the gold on 5b (guarded by the pawn on 5c).
    let (_, out) = e.run(&[
        "position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2",
        "go depth 3",
    ]);
    assert_eq!(Engine::bestmove(&out), "resign");
    assert!(out.contains("score mate -0"), "{out}");
}

#[test]
fn bad_input_gets_info_string_and_the_session_goes_on() {
    let mut e = Engine::new();
    for line in [
        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 0P 1",
        "position sfen 4k4/9/9/9/9/9/9/9/4K4",
        "position startpos moves 7g7f 7g7f",
        "position startpos moves P*5e",
        "position startpos moves 8h2b++",
        "setoption name USI_Hash value lots",
        "go byoyomi x",
        "frobnicate",
    ] {
        let (replies, _) = e.run(&[line, "isready"]);
        assert!(replies.starts_with("info string "), "{line}: {replies}");
        assert!(replies.trim_end().ends_with("readyok"), "{line}: {replies}");
    }
    // The last good position stands: the start position.
    let (replies, out) = e.run(&["go perft 1"]);
    assert!((replies + &out).contains("Nodes searched: 30"));
}
