//! UCI details a GUI trips over (issue 15), through the UCI session in-process, for chess and
//! xiangqi: `go ... searchmoves` combined with the other `go` parameters, and MultiPV reports
//! that are consistent at every iteration and at the end of the search (also after `stop`
//! inside an iteration). No timing assertions: the waits only vary where searches stop.

use gambit::search::{
    search_sync, search_sync_restricted, Limits, SearchGame, SearchOptions, TranspositionTable,
};
use gambit::Game;
use gambit_chess::Chess;
use gambit_engine::uci::UciSession;
use gambit_testkit::uci::Captured;
use gambit_xiangqi::Xiangqi;
use std::time::Duration;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const CHESS_MIDDLEGAME: &str =
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8";
const CHESS_ENDGAME: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const XIANGQI_MIDDLEGAME: &str =
    "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4";
const XIANGQI_ENDGAME: &str = "2ba1k3/4a4/4b4/p7p/9/2P5P/P8/4C4/9/2BAKAB2 w - - 0 1";

/// A session whose search output the test reads search by search.
struct Uci<G: SearchGame> {
    session: UciSession<G>,
    out: Captured,
}

impl<G: SearchGame> Uci<G> {
    fn new() -> Self {
        let (session, out) = gambit_testkit::uci::session::<G>();
        Uci { session, out }
    }

    /// Sends a line; returns the session's direct replies (`info string`, `readyok`, ...).
    fn send(&mut self, line: &str) -> String {
        let mut replies = Vec::new();
        assert!(
            self.session.handle(line, &mut replies),
            "the session ended on {line:?}"
        );
        String::from_utf8_lossy(&replies).into_owned()
    }

    /// Sends the lines, waiting for any search to answer after each.
    fn run(&mut self, lines: &[&str]) -> String {
        let mut replies = String::new();
        for l in lines {
            replies += &self.send(l);
            self.session.wait_search();
        }
        replies
    }

    /// What searches wrote since the last call.
    fn search_output(&mut self) -> String {
        self.out.take()
    }

    /// `go <params>` on `position`, waiting for `bestmove`: (direct replies, search output).
    fn go(&mut self, position: &str, params: &str) -> (String, String) {
        let replies = self.run(&[position, &format!("go {params}")]);
        (replies, self.search_output())
    }

    /// `go <params>` (which waits for `stop`), then `stop` after `wait_ms`.
    fn go_stop(&mut self, position: &str, params: &str, wait_ms: u64) -> (String, String) {
        let mut replies = self.run(&[position]);
        replies += &self.send(&format!("go {params}"));
        std::thread::sleep(Duration::from_millis(wait_ms));
        replies += &self.send("stop");
        self.session.wait_search();
        (replies, self.search_output())
    }
}

/// One `info` line with a principal variation.
#[derive(Clone, Debug)]
struct Line {
    depth: i32,
    multipv: usize,
    /// Comparable score: mates beyond every centipawn score.
    score: i64,
    pv: Vec<String>,
}

fn value_after<'a>(words: &[&'a str], key: &str) -> Option<&'a str> {
    let i = words.iter().position(|w| *w == key)?;
    words.get(i + 1).copied()
}

fn parse_line(text: &str) -> Option<Line> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.first() != Some(&"info") || !words.contains(&"pv") {
        return None;
    }
    let i = words.iter().position(|w| *w == "score").expect("a score");
    let n: i64 = words[i + 2].parse().expect("a score value");
    let score = match words[i + 1] {
        "cp" => n,
        "mate" if n > 0 => 1_000_000 - n,
        "mate" => -1_000_000 - n,
        other => panic!("score kind {other} in {text}"),
    };
    let pv_at = words.iter().position(|w| *w == "pv").unwrap();
    Some(Line {
        depth: value_after(&words, "depth").unwrap().parse().unwrap(),
        multipv: value_after(&words, "multipv").unwrap().parse().unwrap(),
        score,
        pv: words[pv_at + 1..].iter().map(|w| w.to_string()).collect(),
    })
}

/// The `bestmove` and the reports of one search's output: consecutive `info` lines with a pv,
/// a new report starting at each `multipv 1`.
fn reports(text: &str) -> (String, Vec<Vec<Line>>) {
    let mut groups: Vec<Vec<Line>> = Vec::new();
    let mut best = Vec::new();
    for l in text.lines() {
        if let Some(b) = l.strip_prefix("bestmove ") {
            best.push(b.split_whitespace().next().unwrap().to_string());
        } else if let Some(line) = parse_line(l) {
            if line.multipv == 1 || groups.is_empty() {
                groups.push(Vec::new());
            }
            groups.last_mut().unwrap().push(line);
        }
    }
    assert_eq!(best.len(), 1, "one bestmove expected:\n{text}");
    (best.pop().unwrap(), groups)
}

/// Checks every report of a search: lines `multipv 1..k` with `k` the expected number of lines
/// (`k` may be smaller only for the single report of a search stopped in its first
/// iteration), distinct first moves, scores best first, every first move in `allowed` (when
/// given); and `bestmove` is the first line of the last report. Returns the bestmove.
fn check(text: &str, lines: usize, allowed: Option<&[&str]>) -> String {
    let (best, groups) = reports(text);
    assert!(!groups.is_empty(), "no report:\n{text}");
    for (gi, g) in groups.iter().enumerate() {
        let ctx = || format!("report {} of\n{text}", gi + 1);
        let idx: Vec<usize> = g.iter().map(|l| l.multipv).collect();
        assert_eq!(idx, (1..=g.len()).collect::<Vec<_>>(), "{}", ctx());
        if groups.len() > 1 {
            assert_eq!(g.len(), lines, "{}", ctx());
        } else {
            assert!((1..=lines).contains(&g.len()), "{}", ctx());
        }
        assert!(g.iter().all(|l| l.depth == g[0].depth), "{}", ctx());
        let mut firsts: Vec<&str> = g.iter().map(|l| l.pv[0].as_str()).collect();
        if let Some(allowed) = allowed {
            for f in &firsts {
                assert!(allowed.contains(f), "{f} is not in {allowed:?}: {}", ctx());
            }
        }
        firsts.sort_unstable();
        firsts.dedup();
        assert_eq!(firsts.len(), g.len(), "lines share a move: {}", ctx());
        for w in g.windows(2) {
            assert!(w[0].score >= w[1].score, "scores not best first: {}", ctx());
        }
    }
    let last = groups.last().unwrap();
    assert_eq!(best, last[0].pv[0], "bestmove is not multipv 1 of\n{text}");
    if let Some(allowed) = allowed {
        assert!(
            allowed.contains(&best.as_str()),
            "{best} not in {allowed:?}"
        );
    }
    best
}

fn position(fen: &str) -> String {
    format!("position fen {fen}")
}

/// Waits that vary (1..=120 ms) without timing anything.
fn waits(seed: u64, n: usize) -> Vec<u64> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            1 + (x >> 33) % 120
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// searchmoves

/// `searchmoves` cases on `fen`: `moves` are legal there (at least four), `bad` are not.
fn searchmoves_cases<G: SearchGame>(fen: &str, moves: &[&str], bad: &[&str]) {
    let mut e = Uci::<G>::new();
    let pos = position(fen);
    // One move, several moves, with depth.
    let (_, out) = e.go(&pos, &format!("depth 5 searchmoves {}", moves[0]));
    assert_eq!(check(&out, 1, Some(&moves[..1])), moves[0]);
    let few = &moves[..3];
    let (replies, out) = e.go(&pos, &format!("depth 5 searchmoves {}", few.join(" ")));
    assert!(!replies.contains("info string"), "{replies}");
    check(&out, 1, Some(few));
    // The list may come first; it ends at the next keyword.
    let (_, out) = e.go(&pos, &format!("searchmoves {} depth 4", few.join(" ")));
    assert!(out.contains("info depth 4 "), "{out}");
    check(&out, 1, Some(few));
    // Illegal and unreadable words mixed in: ignored, and named.
    let mixed = format!("{} {} {} {}", bad[0], moves[1], bad[1], moves[2]);
    let (replies, out) = e.go(&pos, &format!("depth 4 searchmoves {mixed}"));
    assert!(replies.contains("info string"), "{replies}");
    assert!(
        replies.contains(bad[0]) && replies.contains(bad[1]),
        "{replies}"
    );
    check(&out, 1, Some(&moves[1..3]));
    // None legal: bestmove (none), as without legal moves.
    let (replies, out) = e.go(&pos, &format!("depth 4 searchmoves {}", bad.join(" ")));
    assert!(replies.contains("no legal move"), "{replies}");
    assert_eq!(out.trim(), "bestmove (none)", "{out}");
    // movetime, nodes, clocks.
    let (_, out) = e.go(&pos, &format!("movetime 60 searchmoves {}", few.join(" ")));
    check(&out, 1, Some(few));
    let (_, out) = e.go(&pos, &format!("nodes 20000 searchmoves {}", few.join(" ")));
    check(&out, 1, Some(few));
    let clocks = format!(
        "wtime 2000 btime 2000 winc 10 binc 10 searchmoves {}",
        few.join(" ")
    );
    let (_, out) = e.go(&pos, &clocks);
    check(&out, 1, Some(few));
    // A single allowed move under a clock is played after the first iteration.
    let (_, out) = e.go(
        &pos,
        &format!("wtime 60000 btime 60000 searchmoves {}", moves[3]),
    );
    assert_eq!(check(&out, 1, Some(&moves[3..4])), moves[3]);
    // infinite + stop, ponder + stop, ponder + ponderhit.
    for w in waits(7, 3) {
        let (_, out) = e.go_stop(&pos, &format!("infinite searchmoves {}", few.join(" ")), w);
        check(&out, 1, Some(few));
        let (_, out) = e.go_stop(&pos, &format!("ponder searchmoves {}", few.join(" ")), w);
        check(&out, 1, Some(few));
    }
    e.run(&[&pos]);
    e.send(&format!(
        "go ponder movetime 30 searchmoves {}",
        few.join(" ")
    ));
    e.send("ponderhit");
    e.session.wait_search();
    check(&e.search_output(), 1, Some(few));
    // Duplicates count once: with MultiPV 3, one line.
    e.run(&["setoption name MultiPV value 3"]);
    let dup = format!("depth 4 searchmoves {0} {0} {0}", moves[0]);
    let (_, out) = e.go(&pos, &dup);
    check(&out, 1, Some(&moves[..1]));
    // MultiPV 3 among four moves: three lines, all allowed; among two: two lines.
    let four = &moves[..4];
    let (_, out) = e.go(&pos, &format!("depth 5 searchmoves {}", four.join(" ")));
    check(&out, 3, Some(four));
    let two = &moves[..2];
    let (_, out) = e.go(&pos, &format!("depth 5 searchmoves {}", two.join(" ")));
    check(&out, 2, Some(two));
    for w in waits(11, 3) {
        let (_, out) = e.go_stop(&pos, &format!("infinite searchmoves {}", four.join(" ")), w);
        check(&out, 3, Some(four));
    }
    for n in [3000, 30000] {
        let (_, out) = e.go(&pos, &format!("nodes {n} searchmoves {}", four.join(" ")));
        check(&out, 3, Some(four));
    }
    // Lazy SMP helpers search the same restricted root.
    e.run(&["setoption name Threads value 2"]);
    let (_, out) = e.go(&pos, &format!("depth 6 searchmoves {}", four.join(" ")));
    check(&out, 3, Some(four));
    let (_, out) = e.go_stop(&pos, &format!("infinite searchmoves {}", two.join(" ")), 40);
    check(&out, 2, Some(two));
    e.run(&[
        "setoption name Threads value 1",
        "setoption name MultiPV value 1",
    ]);
    // The session still searches every move without searchmoves.
    let (_, out) = e.go(&pos, "depth 3");
    check(&out, 1, None);
}

#[test]
fn chess_searchmoves() {
    searchmoves_cases::<Chess>(
        Chess::START_FEN,
        &["a2a3", "h2h4", "g1f3", "b1c3"],
        &["a2a5", "e7e5x", "zz", "e1g1"],
    );
    searchmoves_cases::<Chess>(
        KIWIPETE,
        &["e1g1", "d5e6", "e2a6", "a2a3"],
        &["e1e3", "h1h9"],
    );
}

#[test]
fn xiangqi_searchmoves() {
    searchmoves_cases::<Xiangqi>(
        Xiangqi::START_FEN,
        &["h2e2", "b0c2", "c3c4", "g3g4"],
        &["e0e2", "j0j1", "a0a5"],
    );
    searchmoves_cases::<Xiangqi>(
        XIANGQI_MIDDLEGAME,
        &["h0h1", "b2b6", "c3c4", "g2i1"],
        &["zz", "e2e9"],
    );
}

#[test]
fn chess_searchmoves_mate_limit() {
    let mut e = Uci::<Chess>::new();
    let pos = position("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1");
    let (_, out) = e.go(&pos, "mate 2 searchmoves b1b7 g1f2");
    assert_eq!(check(&out, 1, Some(&["b1b7", "g1f2"])), "b1b7");
    assert!(out.contains("score mate 2"), "{out}");
    // Without the mating move no mate in 2 is found; the depth ends the search.
    let (_, out) = e.go(&pos, "mate 2 depth 5 searchmoves g1f2 g1h2");
    check(&out, 1, Some(&["g1f2", "g1h2"]));
}

#[test]
fn xiangqi_searchmoves_mate_limit() {
    let mut e = Uci::<Xiangqi>::new();
    let pos = position("5a3/N8/3k5/9/9/9/9/4K4/9/R8 w - - 0 1");
    let (_, out) = e.go(&pos, "mate 1 searchmoves e2e1 a0d0");
    assert_eq!(check(&out, 1, Some(&["e2e1", "a0d0"])), "a0d0");
    assert!(out.contains("score mate 1"), "{out}");
}

/// Moves are read with the session's notation: xiangqi ranks 1..10 under `RanksFrom1`.
#[test]
fn xiangqi_searchmoves_follow_the_notation() {
    let mut e = Uci::<Xiangqi>::new();
    e.run(&["setoption name RanksFrom1 value true"]);
    let (replies, out) = e.go("position startpos", "depth 4 searchmoves h3e3 b1c3 h2e2");
    // In ranks 1..10, h2e2 starts on an empty square: not legal.
    assert!(replies.contains("h2e2"), "{replies}");
    check(&out, 1, Some(&["h3e3", "b1c3"]));
}

/// A GUI's `go searchmoves` with no move after it searches every move.
#[test]
fn empty_searchmoves_searches_every_move() {
    let mut e = Uci::<Chess>::new();
    let (replies, out) = e.go("position startpos", "searchmoves depth 3");
    assert!(replies.contains("info string"), "{replies}");
    check(&out, 1, None);
}

/// No legal move at the root with searchmoves: the `bestmove (none)` of a mated side.
#[test]
fn searchmoves_in_a_position_without_moves() {
    let mut e = Uci::<Chess>::new();
    let (_, out) = e.go(
        "position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
        "depth 3 searchmoves g8h8",
    );
    assert!(out.ends_with("bestmove (none)\n"), "{out}");
}

#[test]
fn search_sync_restricted_searches_only_the_given_moves() {
    fn case<G: SearchGame>(fen: &str, allowed: &[&str], foreign: &str) {
        let pos = G::from_fen(fen, Default::default()).unwrap();
        let mut moves: Vec<G::Move> = allowed.iter().map(|m| pos.parse_move(m).unwrap()).collect();
        // A move of another position is not legal here: ignored.
        let mut other = pos.clone();
        other.make(moves[0]);
        moves.push(other.parse_move(foreign).unwrap());
        let limits = Limits {
            depth: Some(5),
            ..Limits::default()
        };
        let options = SearchOptions {
            multipv: 4,
            ..SearchOptions::default()
        };
        let tt = TranspositionTable::new(4);
        let mut heads = Vec::new();
        let r = search_sync_restricted(&pos, &moves, &limits, &options, &tt, &mut |rep| {
            heads.push(pos.format_move(rep.pv[0]))
        });
        let best = pos.format_move(r.best.unwrap());
        assert!(allowed.contains(&best.as_str()), "{best}");
        assert!(
            heads.iter().all(|h| allowed.contains(&h.as_str())),
            "{heads:?}"
        );
        assert_eq!(heads.len(), 5 * allowed.len(), "{heads:?}");
        let r = search_sync_restricted(
            &pos,
            &moves[allowed.len()..],
            &limits,
            &options,
            &tt,
            &mut |_| panic!("no report without a root move"),
        );
        assert_eq!(r.best, None);
        let r = search_sync(&pos, &limits, &SearchOptions::default(), &tt, &mut |_| {});
        assert!(r.best.is_some());
    }
    case::<Chess>(Chess::START_FEN, &["a2a3", "g1f3"], "e7e5");
    case::<Xiangqi>(Xiangqi::START_FEN, &["h2e2", "b0c2"], "h9g7");
}

// ---------------------------------------------------------------------------------------
// MultiPV consistency

/// MultiPV 3 on each position: at every report and at the end (depth limit, node limits that
/// stop inside iterations, `stop` after varied waits), distinct moves, best first, bestmove =
/// multipv 1 of the last report.
fn multipv_cases<G: SearchGame>(fens: &[&str], seed: u64) {
    let mut e = Uci::<G>::new();
    e.run(&["setoption name MultiPV value 3"]);
    for (k, fen) in fens.iter().enumerate() {
        let pos = position(fen);
        let (_, out) = e.go(&pos, "depth 6");
        check(&out, 3, None);
        for n in [700, 2500, 9000, 26000, 70000] {
            e.run(&["ucinewgame"]);
            let (_, out) = e.go(&pos, &format!("nodes {n}"));
            check(&out, 3, None);
        }
        for w in waits(seed + k as u64, 4) {
            let (_, out) = e.go_stop(&pos, "infinite", w);
            check(&out, 3, None);
        }
        let (_, out) = e.go(&pos, "movetime 80");
        check(&out, 3, None);
    }
    // MultiPV 1: the last report is the move played, after every kind of stop.
    e.run(&["setoption name MultiPV value 1"]);
    for fen in fens {
        let pos = position(fen);
        for n in [1500, 12000, 50000] {
            let (_, out) = e.go(&pos, &format!("nodes {n}"));
            check(&out, 1, None);
        }
        for w in waits(seed, 2) {
            let (_, out) = e.go_stop(&pos, "infinite", w);
            check(&out, 1, None);
        }
    }
}

#[test]
fn chess_multipv_reports_are_consistent() {
    multipv_cases::<Chess>(
        &[Chess::START_FEN, KIWIPETE, CHESS_MIDDLEGAME, CHESS_ENDGAME],
        1,
    );
}

#[test]
fn xiangqi_multipv_reports_are_consistent() {
    multipv_cases::<Xiangqi>(
        &[Xiangqi::START_FEN, XIANGQI_MIDDLEGAME, XIANGQI_ENDGAME],
        2,
    );
}

/// Fewer legal moves than MultiPV: one line per move, never more.
fn few_legal_moves<G: SearchGame>(fen: &str) {
    let mut e = Uci::<G>::new();
    e.run(&["setoption name MultiPV value 3"]);
    let pos = position(fen);
    let (_, out) = e.go(&pos, "depth 5");
    check(&out, 2, None);
    for w in waits(3, 2) {
        let (_, out) = e.go_stop(&pos, "infinite", w);
        check(&out, 2, None);
    }
}

#[test]
fn multipv_with_few_legal_moves() {
    few_legal_moves::<Chess>("7k/7p/8/8/8/8/8/K5R1 b - - 0 1");
    few_legal_moves::<Xiangqi>("3a5/9/4k4/9/R8/7p1/6R2/4K4/9/9 b - - 0 1");
}
