//! The generic search on both games: mates, rules inside the tree, determinism of `bench`,
//! and the UCI loop's handling of searches and bad input (no timing assertions).

use gambit::search::{bench, search_sync, Limits, SearchOptions, SearchResult, TranspositionTable};
use gambit::Game;
use gambit_chess::Chess;
use gambit_engine::uci::format_score;
use gambit_testkit::uci::{run, session};
use gambit_xiangqi::Xiangqi;

fn search<G: gambit::search::SearchGame>(fen: &str, depth: i32) -> (G, SearchResult<G::Move>) {
    let pos = G::from_fen(fen, Default::default()).expect("a valid FEN");
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let tt = TranspositionTable::new(4);
    let r = search_sync(&pos, &limits, &SearchOptions::default(), &tt, &mut |_| {});
    (pos, r)
}

fn best<G: Game>(pos: &G, r: &SearchResult<G::Move>) -> String {
    pos.format_move(r.best.expect("a move"))
}

#[test]
fn chess_mate_in_one() {
    let (pos, r) = search::<Chess>("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 4);
    assert_eq!(best(&pos, &r), "a1a8");
    assert_eq!(format_score(r.score), "mate 1");
}

#[test]
fn chess_mate_in_two() {
    let (pos, r) = search::<Chess>("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 6);
    assert_eq!(format_score(r.score), "mate 2", "best {}", best(&pos, &r));
}

#[test]
fn chess_mated_in_one() {
    let (_, r) = search::<Chess>("4n3/8/8/8/5K2/7k/4QR2/8 b - - 0 1", 5);
    assert_eq!(format_score(r.score), "mate -1");
}

#[test]
fn chess_no_move() {
    let (_, r) = search::<Chess>("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 3);
    assert!(r.best.is_none());
    assert_eq!(r.value, 0);
    let (_, r) = search::<Chess>("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 3);
    assert!(r.best.is_none());
}

#[test]
fn chess_wins_material() {
    // The rook on d1 hangs to the queen on d8.
    let (pos, r) = search::<Chess>("3q2k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1", 5);
    assert_eq!(best(&pos, &r), "d8d1");
}

#[test]
fn xiangqi_mate_in_one() {
    let (pos, r) = search::<Xiangqi>("5a3/N8/3k5/9/9/9/9/4K4/9/R8 w - - 0 1", 3);
    assert_eq!(best(&pos, &r), "a0d0");
    assert_eq!(format_score(r.score), "mate 1");
}

#[test]
fn xiangqi_stalemate_loses() {
    let (_, r) = search::<Xiangqi>("4k4/9/4P4/9/3R5/5R3/9/9/9/5K3 b - - 0 1", 3);
    assert!(r.best.is_none());
    assert!(r.value < 0);
}

#[test]
fn bench_is_deterministic() {
    let a = bench::run::<Chess>(5, &Default::default(), &mut std::io::sink());
    let b = bench::run::<Chess>(5, &Default::default(), &mut std::io::sink());
    assert_eq!(a.nodes, b.nodes);
    let a = bench::run::<Xiangqi>(4, &Default::default(), &mut std::io::sink());
    let b = bench::run::<Xiangqi>(4, &Default::default(), &mut std::io::sink());
    assert_eq!(a.nodes, b.nodes);
}

#[test]
fn uci_garbage_keeps_the_position() {
    let (mut s, out) = session::<Chess>();
    let replies = run(
        &mut s,
        &[
            "position startpos moves e2e4",
            "hello world",
            "position fen garbage",
            "position startpos moves e2e4 e7e5 e1e8",
            "setoption name Hash value abc",
            "setoption name NoSuchOption value 3",
            "go depth x",
            "\u{0}\u{1}",
            "isready",
        ],
    );
    assert!(replies.contains("readyok"));
    assert!(replies.matches("info string").count() >= 6, "{replies}");
    // The position after e2e4 is still in force: black moves.
    run(&mut s, &["go depth 3"]);
    let text = out.text();
    let bm = text
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove");
    let mv = bm.split_whitespace().next().unwrap();
    let mut pos = Chess::startpos(Default::default());
    pos.make(pos.parse_move("e2e4").unwrap());
    assert!(
        pos.parse_move(mv).is_ok(),
        "{mv} is not a black reply to e2e4"
    );
}

#[test]
fn uci_checkmated_root_answers_none() {
    let (mut s, out) = session::<Chess>();
    run(
        &mut s,
        &[
            "position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
            "go depth 4",
        ],
    );
    assert!(out.text().contains("bestmove (none)"));
}

#[test]
fn uci_infinite_then_stop() {
    let (mut s, out) = session::<Xiangqi>();
    let mut replies = Vec::new();
    assert!(s.handle("go infinite", &mut replies));
    assert!(s.handle("isready", &mut replies));
    assert!(String::from_utf8_lossy(&replies).contains("readyok"));
    assert!(s.handle("stop", &mut replies));
    s.wait_search();
    assert_eq!(out.text().matches("bestmove").count(), 1);
    assert!(!s.handle("quit", &mut replies));
}

#[test]
fn uci_multipv_and_bench() {
    let (mut s, out) = session::<Chess>();
    let replies = run(
        &mut s,
        &["setoption name MultiPV value 3", "go depth 3", "bench 3"],
    );
    let text = out.text();
    for k in 1..=3 {
        assert!(text.contains(&format!("multipv {k} ")), "{text}");
    }
    assert!(replies.contains("Nodes searched: "), "{replies}");
}
