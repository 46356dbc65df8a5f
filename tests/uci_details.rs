//! UCI details a GUI trips over (issue 15), through the UCI session in-process, for chess and
//! xiangqi: MultiPV reports that are consistent at every iteration and at the end of the
//! search (also after `stop` inside an iteration). No timing assertions: the waits only vary
//! where searches stop.

use gambit::search::SearchGame;
use gambit::uci::{Identity, Session};
use gambit::Game;
use gambit_chess::Chess;
use gambit_xiangqi::Xiangqi;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const CHESS_MIDDLEGAME: &str =
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8";
const CHESS_ENDGAME: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const XIANGQI_MIDDLEGAME: &str =
    "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4";
const XIANGQI_ENDGAME: &str = "2ba1k3/4a4/4b4/p7p/9/2P5P/P8/4C4/9/2BAKAB2 w - - 0 1";

/// A writer the test reads after the search thread wrote to it.
#[derive(Clone, Default)]
struct Out(Arc<Mutex<Vec<u8>>>);

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A session whose search output the test reads search by search.
struct Uci<G: SearchGame> {
    session: Session<G>,
    out: Out,
    /// How much of `out` earlier searches wrote.
    seen: usize,
}

impl<G: SearchGame> Uci<G> {
    fn new() -> Self {
        let mut session = Session::<G>::with_search(Identity {
            name: "test",
            author: "test",
        });
        let out = Out::default();
        session.set_search_output(out.clone());
        Uci {
            session,
            out,
            seen: 0,
        }
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
        let all = self.out.0.lock().unwrap();
        let text = String::from_utf8_lossy(&all[self.seen..]).into_owned();
        self.seen = all.len();
        text
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
