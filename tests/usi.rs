//! The USI dialect through a session in-process, with chess as the stand-in game (the shogi
//! crate has its own tests): the commands and their answers, the options, `position sfen`,
//! the `go` words with byoyomi, ponder, `go mate` (`checkmate ...`), `gameover`, `bestmove
//! resign` and `bestmove win`, and mates counted in plies. No timing assertions: the sleeps
//! only give a search the chance to answer too early.

use gambit::search::{Score, SearchGame, SearchResult, MATE};
use gambit::Game;
use gambit_chess::Chess;
use gambit_engine::usi::{self, UsiSession};
use gambit_testkit::uci::Captured;
use std::time::Duration;

/// White mates with a1a8 and with no other move.
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
/// White mates in two moves (three plies) and not in one.
const MATE_IN_TWO: &str = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
/// Black to move is mated in two plies (after 1. Kb6 of `MATE_IN_TWO`).
const MATED_IN_TWO: &str = "k7/8/1K6/8/8/8/8/7R b - - 0 1";
/// Black to move is mated on the board.
const MATED: &str = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
/// Black to move has no move and is not in check.
const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

/// A USI session whose search output the test reads.
struct Usi<G: SearchGame> {
    session: UsiSession<G>,
    out: Captured,
}

impl<G: SearchGame> Usi<G> {
    fn new() -> Self {
        let (session, out) = gambit_testkit::uci::session_in::<G, usi::Usi>();
        Usi { session, out }
    }

    /// Sends a line without waiting for a search; returns the direct replies.
    fn send(&mut self, line: &str) -> String {
        gambit_testkit::uci::send(&mut self.session, line)
    }

    /// Sends the lines, waiting for any search to answer after each; the direct replies.
    fn run(&mut self, lines: &[&str]) -> String {
        let mut replies = String::new();
        for l in lines {
            replies += &self.send(l);
            self.session.wait_search();
        }
        replies
    }

    /// What searches wrote since the last call.
    fn search_output(&self) -> String {
        self.out.take()
    }

    /// `position <position>` then `go <params>`, waiting for the answer: the search output.
    fn go(&mut self, position: &str, params: &str) -> String {
        let replies = self.run(&[position, &format!("go {params}")]);
        assert_eq!(replies, "", "{position} / go {params}");
        self.search_output()
    }
}

fn sfen(fen: &str) -> String {
    format!("position sfen {fen}")
}

/// The last line of `text` that starts with `word`.
fn last_line<'a>(text: &'a str, word: &str) -> Option<&'a str> {
    text.lines().rev().find(|l| l.starts_with(word))
}

/// The move of the `bestmove` line of `text`, checked legal in `pos`.
fn best_move<G: Game>(pos: &G, text: &str) -> String {
    let line = last_line(text, "bestmove").unwrap_or_else(|| panic!("no bestmove in {text}"));
    let mv = line.split_whitespace().nth(1).expect("a move").to_string();
    assert!(pos.parse_move(&mv).is_ok(), "{mv} is not legal: {text}");
    mv
}

#[test]
fn usi_lists_the_options_then_usiok() {
    let mut usi = Usi::<Chess>::new();
    let replies = usi.send("usi");
    let expected = [
        "id name test",
        "id author test",
        "option name USI_Hash type spin default 16 min 1 max 65536",
        "option name USI_Ponder type check default false",
        "option name Threads type spin default 1 min 1 max 256",
        "option name MultiPV type spin default 1 min 1 max 256",
        "option name MoveOverhead type spin default 30 min 0 max 5000",
        "option name ClearHash type button",
        // The network's, in a game with one, as Stockfish names them.
        "option name UseNNUE type check default false",
        "option name EvalFile type string default chess-768x128-1.nnue",
        // The game's own options follow.
        "option name UCI_Chess960 type check default false",
        "usiok",
    ];
    assert_eq!(replies.lines().collect::<Vec<_>>(), expected);
    assert_eq!(usi.send("isready"), "readyok\n");
}

#[test]
fn options_are_set_and_seen() {
    let mut usi = Usi::<Chess>::new();
    assert_eq!(
        usi.run(&["setoption name USI_Hash value 32", "isready"]),
        "readyok\n"
    );
    assert!(usi.send("d").contains("Hash: 32 MiB"));
    assert_eq!(usi.send("setoption name USI_Ponder value true"), "");
    assert!(usi.session.ponder_allowed());
    let replies = usi.run(&[
        "setoption name Threads value 2",
        "setoption name MultiPV value 3",
        "setoption name MoveOverhead value 0",
        "setoption name ClearHash",
    ]);
    assert_eq!(replies, "");
    let options = usi.session.search_options();
    assert_eq!(
        (options.threads, options.multipv, options.move_overhead_ms),
        (2, 3, 0)
    );
    // The game's option, by its name: Chess960 castling is king takes rook.
    let castle = "position sfen 4k3/8/8/8/8/8/8/4K2R w K moves e1h1";
    assert!(usi.send(castle).starts_with("info string position refused"));
    assert_eq!(usi.send("setoption name UCI_Chess960 value true"), "");
    assert_eq!(usi.send(castle), "");
}

#[test]
fn garbage_gets_a_note_and_isready_is_still_answered() {
    let mut usi = Usi::<Chess>::new();
    let bad = [
        ("setoption name Hash value 32", "unknown option 'Hash'"),
        ("setoption name USI_Hash value 0", "setoption USI_Hash"),
        (
            "setoption name USI_Ponder value maybe",
            "setoption USI_Ponder",
        ),
        ("setoption value 3", "expected 'name'"),
        ("ucinewgame", "unknown command: ucinewgame"),
        (
            "frobnicate the engine",
            "unknown command: frobnicate the engine",
        ),
        (
            "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "position: expected",
        ),
        ("position sfen not-a-board b - 1", "position refused"),
        ("position startpos moves e2e5", "move 1 (e2e5)"),
        ("go movestogo 3", "unknown parameter 'movestogo'"),
        ("go byoyomi soon", "'byoyomi' value 'soon' is not a number"),
        ("go mate", "'mate' needs a value"),
        ("gameover", "gameover: expected"),
        (
            "gameover resign",
            "gameover: expected 'win', 'lose' or 'draw', got 'resign'",
        ),
        ("bench 0", "bench: '0' is not a depth"),
    ];
    for (line, why) in bad {
        let replies = usi.run(&[line]);
        assert!(
            replies.starts_with("info string ") && replies.contains(why),
            "{line}: {replies}"
        );
        assert_eq!(usi.run(&["isready"]), "readyok\n", "after {line}");
    }
    // Nothing searched, and the refused position left the start position.
    assert_eq!(usi.search_output(), "");
    assert_eq!(
        usi.session.position().fen(),
        Chess::startpos(Default::default()).fen()
    );
    assert_eq!(usi.run(&["", "   "]), "");
}

#[test]
fn position_sfen_with_and_without_moves() {
    let mut usi = Usi::<Chess>::new();
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(usi.send(&sfen(kiwipete)), "");
    assert_eq!(usi.session.position().fen(), kiwipete);
    assert_eq!(usi.send(&format!("{} moves e1g1 a8b8", sfen(kiwipete))), "");
    assert_eq!(
        usi.session.position().fen(),
        "1r2k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 w k - 2 2"
    );
    // A position string of fewer fields (an SFEN has four, the last optional) reaches the
    // game whole, with or without moves after it.
    let short = "4k3/8/8/8/8/8/8/4K2R w K";
    assert_eq!(usi.send(&sfen(short)), "");
    assert_eq!(
        usi.session.position().fen(),
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    );
    assert_eq!(usi.send(&format!("{} moves e1g1", sfen(short))), "");
    assert_eq!(
        usi.session.position().fen(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    assert_eq!(usi.send("position startpos moves e2e4 e7e5"), "");
    assert!(usi
        .session
        .position()
        .fen()
        .starts_with("rnbqkbnr/pppp1ppp/8/4p3/4P3/"));
    // `usinewgame` goes back to the start.
    assert_eq!(usi.send("usinewgame"), "");
    assert_eq!(
        usi.session.position().fen(),
        Chess::startpos(Default::default()).fen()
    );
}

#[test]
fn go_depth_answers_bestmove_with_info_lines() {
    let mut usi = Usi::<Chess>::new();
    let out = usi.go("position startpos", "depth 3");
    let info = last_line(&out, "info depth 3 ").unwrap_or_else(|| panic!("{out}"));
    for word in [
        "seldepth",
        "multipv 1",
        "score cp",
        "nodes",
        "nps",
        "hashfull",
        "time",
        "pv",
    ] {
        assert!(info.contains(word), "{word}: {info}");
    }
    best_move(usi.session.position(), &out);
    assert!(out.lines().last().unwrap().starts_with("bestmove"), "{out}");
}

#[test]
fn go_perft_divides() {
    let mut usi = Usi::<Chess>::new();
    let replies = usi.run(&["position startpos", "go perft 2"]);
    assert_eq!(replies.lines().filter(|l| l.ends_with(": 20")).count(), 20);
    assert!(replies.contains("Nodes searched: 400"), "{replies}");
}

#[test]
fn bench_answers_its_summary() {
    let mut usi = Usi::<Chess>::new();
    let replies = usi.run(&["bench 1"]);
    assert!(replies.contains("Nodes searched: "), "{replies}");
}

#[test]
fn no_legal_move_resigns() {
    let mut usi = Usi::<Chess>::new();
    let out = usi.go(&sfen(MATED), "depth 3");
    // Mated on the board: zero plies, negative.
    assert!(out.contains(" score mate -0 "), "{out}");
    assert_eq!(last_line(&out, "bestmove"), Some("bestmove resign"));
    let out = usi.go(&sfen(STALEMATE), "btime 1000 wtime 1000 byoyomi 100");
    assert!(out.contains(" score cp 0 "), "{out}");
    assert_eq!(last_line(&out, "bestmove"), Some("bestmove resign"));
}

#[test]
fn score_mate_counts_plies() {
    let mut usi = Usi::<Chess>::new();
    let out = usi.go(&sfen(MATE_IN_TWO), "depth 6");
    let info = last_line(&out, "info").unwrap();
    // UCI would say `mate 2` (moves).
    assert!(info.contains(" score mate 3 "), "{out}");
    let out = usi.go(&sfen(MATED_IN_TWO), "depth 6");
    let info = last_line(&out, "info").unwrap();
    assert!(info.contains(" score mate -2 "), "{out}");
    let out = usi.go(&sfen(MATE_IN_ONE), "depth 4");
    assert!(last_line(&out, "info").unwrap().contains(" score mate 1 "));
    assert_eq!(best_move(usi.session.position(), &out), "a1a8");
}

#[test]
fn byoyomi_without_main_time_answers() {
    let mut usi = Usi::<Chess>::new();
    let out = usi.go("position startpos", "btime 0 wtime 0 byoyomi 100");
    best_move(usi.session.position(), &out);
    // Gote's clock, with gote to move.
    let out = usi.go(
        "position startpos moves e2e4",
        "btime 60000 wtime 0 byoyomi 100",
    );
    best_move(usi.session.position(), &out);
    // Main time with an increment and no byoyomi.
    let out = usi.go("position startpos", "btime 300 wtime 300 binc 10 winc 10");
    best_move(usi.session.position(), &out);
}

#[test]
fn ponder_waits_for_ponderhit() {
    let mut usi = Usi::<Chess>::new();
    usi.run(&[
        "setoption name USI_Ponder value true",
        "position startpos moves e2e4",
    ]);
    assert_eq!(usi.send("go ponder btime 0 wtime 0 byoyomi 100"), "");
    std::thread::sleep(Duration::from_millis(150));
    assert_eq!(usi.send("isready"), "readyok\n");
    assert!(
        !usi.out.text().contains("bestmove"),
        "a ponder search answered before ponderhit: {}",
        usi.out.text()
    );
    assert_eq!(usi.send("ponderhit"), "");
    usi.session.wait_search();
    best_move(usi.session.position(), &usi.search_output());
    // `stop` ends a ponder search too (the opponent played another move).
    usi.send("go ponder btime 0 wtime 0 byoyomi 100");
    usi.send("stop");
    best_move(usi.session.position(), &usi.search_output());
}

#[test]
fn gameover_stops_a_running_search() {
    let mut usi = Usi::<Chess>::new();
    for result in ["lose", "win", "draw"] {
        usi.send("position startpos");
        assert_eq!(usi.send("go infinite"), "");
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(usi.send(&format!("gameover {result}")), "");
        // `gameover` returns once the search has answered.
        best_move(usi.session.position(), &usi.search_output());
    }
    // Idle, `gameover` does nothing.
    assert_eq!(usi.run(&["gameover lose", "isready"]), "readyok\n");
    assert_eq!(usi.search_output(), "");
}

#[test]
fn quit_ends_the_session_and_stops_the_search() {
    let mut usi = Usi::<Chess>::new();
    usi.send("go infinite");
    let mut replies = Vec::new();
    assert!(!usi.session.handle("quit", &mut replies));
    assert!(usi.search_output().contains("bestmove"));
}

#[test]
fn go_mate_answers_the_mating_line() {
    let mut usi = Usi::<Chess>::new();
    let out = usi.go(&sfen(MATE_IN_ONE), "mate 10000");
    assert_eq!(out.lines().last(), Some("checkmate a1a8"), "{out}");
    assert!(!out.contains("bestmove"), "{out}");
    // Without a time limit the search ends by itself once it has the mate.
    let out = usi.go(&sfen(MATE_IN_ONE), "mate infinite");
    assert_eq!(out.lines().last(), Some("checkmate a1a8"), "{out}");
    // A longer mate: three plies, played out they mate.
    let out = usi.go(&sfen(MATE_IN_TWO), "mate 10000");
    let line = out.lines().last().unwrap();
    let moves: Vec<&str> = line
        .strip_prefix("checkmate ")
        .unwrap()
        .split(' ')
        .collect();
    assert_eq!(moves.len(), 3, "{out}");
    let mut pos = usi.session.position().clone();
    for m in moves {
        let mv = pos
            .parse_move(m)
            .unwrap_or_else(|e| panic!("{m}: {e} ({out})"));
        pos.make(mv);
    }
    assert!(pos.in_check() && pos.count_legal() == 0, "{line}: no mate");
}

#[test]
fn go_mate_without_a_legal_move_is_nomate() {
    let mut usi = Usi::<Chess>::new();
    for fen in [MATED, STALEMATE] {
        let out = usi.go(&sfen(fen), "mate 1000");
        assert_eq!(out.lines().last(), Some("checkmate nomate"), "{fen}: {out}");
    }
}

#[test]
fn go_mate_without_a_mate_in_time_is_timeout() {
    let mut usi = Usi::<Chess>::new();
    // The side to move is the one being mated: no mate for it, but nothing proves that.
    let out = usi.go(&sfen(MATED_IN_TWO), "mate 100");
    assert_eq!(out.lines().last(), Some("checkmate timeout"), "{out}");
    let out = usi.go("position startpos", "mate 50");
    assert_eq!(out.lines().last(), Some("checkmate timeout"), "{out}");
    // `stop` ends an endless one the same way.
    usi.send("position startpos");
    assert_eq!(usi.send("go mate infinite"), "");
    std::thread::sleep(Duration::from_millis(20));
    usi.send("stop");
    let out = usi.search_output();
    assert_eq!(out.lines().last(), Some("checkmate timeout"), "{out}");
}

#[test]
fn bestmove_lines() {
    let pos = Chess::from_fen(MATE_IN_ONE, Default::default()).unwrap();
    let a1a8 = pos.parse_move("a1a8").unwrap();
    let result = SearchResult {
        best: Some(a1a8),
        ponder: None,
        score: Score::Mate(1),
        value: MATE - 1,
        depth: 1,
        nodes: 1,
        pv: vec![a1a8],
        declares_win: false,
        no_mate: false,
    };
    assert_eq!(usi::bestmove_line(&pos, &result), "bestmove a1a8");
    assert_eq!(usi::checkmate_line(&pos, &result), "checkmate a1a8");
    // A ponder move that is not legal after the best move is left out.
    let g1h1 = pos.parse_move("g1h1").unwrap();
    let odd = SearchResult {
        ponder: Some(g1h1),
        ..result.clone()
    };
    assert_eq!(usi::bestmove_line(&pos, &odd), "bestmove a1a8");
    let none = SearchResult {
        best: None,
        pv: Vec::new(),
        ..result.clone()
    };
    assert_eq!(usi::bestmove_line(&pos, &none), "bestmove resign");
    // The declaration a game's rule allows (shogi's entering king): no move, a win.
    let declared = SearchResult {
        declares_win: true,
        no_mate: false,
        ..none.clone()
    };
    assert_eq!(usi::bestmove_line(&pos, &declared), "bestmove win");
    // A mate score whose line was cut short gives no mating line.
    let short = SearchResult {
        score: Score::Mate(3),
        value: MATE - 3,
        ..result.clone()
    };
    assert_eq!(usi::checkmate_line(&pos, &short), "checkmate timeout");
    // Nor does a line that does not end in mate.
    let quiet = SearchResult {
        pv: vec![g1h1],
        ..result
    };
    assert_eq!(usi::mate_line(&pos, &quiet), None);
}

#[test]
fn the_default_rules_never_declare() {
    use gambit::RuleSet;
    let pos = Chess::startpos(Default::default());
    assert!(!pos.declaration_win());
    let mut usi = Usi::<Chess>::new();
    let out = usi.go(&sfen(MATE_IN_ONE), "depth 1");
    assert_eq!(last_line(&out, "bestmove"), Some("bestmove a1a8"));
}
