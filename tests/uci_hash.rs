//! The transposition table through the UCI session: `Hash` is applied when it is set (so
//! `isready` after it answers with the table in place), a size that cannot be had is refused
//! with the old table kept, and `ucinewgame` / `Clear Hash` really forget (a cleared engine
//! searches exactly as a fresh one). Both games; no timing assertions.

use gambit::search::SearchGame;
use gambit_chess::Chess;
use gambit_engine::uci::UciSession;
use gambit_testkit::uci::{run, session};
use gambit_xiangqi::Xiangqi;

/// The table size `d` reports.
fn hash_mb<G: SearchGame>(s: &mut UciSession<G>) -> usize {
    let d = run(s, &["d"]);
    d.lines()
        .find_map(|l| l.strip_prefix("Hash: "))
        .and_then(|l| l.strip_suffix(" MiB"))
        .unwrap_or_else(|| panic!("no 'Hash: N MiB' line in d:\n{d}"))
        .parse()
        .unwrap()
}

/// The node count of the last `info` line and the `bestmove` line of a search's output.
fn summary(search_out: &str) -> (u64, String) {
    let nodes = search_out
        .lines()
        .rev()
        .find_map(|l| {
            let mut w = l.split_whitespace().skip_while(|w| *w != "nodes");
            w.next()?;
            w.next()?.parse().ok()
        })
        .expect("an info line with nodes");
    let best = search_out
        .lines()
        .find(|l| l.starts_with("bestmove"))
        .expect("a bestmove")
        .to_string();
    (nodes, best)
}

fn resized_before_readyok<G: SearchGame>() {
    let (mut s, _) = session::<G>();
    assert_eq!(hash_mb(&mut s), 16);
    let replies = run(&mut s, &["setoption name Hash value 64", "isready"]);
    assert_eq!(replies.trim(), "readyok");
    assert_eq!(hash_mb(&mut s), 64);
    run(&mut s, &["setoption name Hash value 1"]);
    assert_eq!(hash_mb(&mut s), 1);
    // Out of range or not a number: refused, the table stays.
    for bad in ["0", "-5", "65537", "abc", ""] {
        let replies = run(&mut s, &[&format!("setoption name Hash value {bad}")]);
        assert!(
            replies.starts_with("info string setoption Hash"),
            "{bad}: {replies}"
        );
        assert_eq!(hash_mb(&mut s), 1);
    }
}

fn oversized_hash_is_refused<G: SearchGame>() {
    let (mut s, out) = session::<G>();
    run(&mut s, &["setoption name Hash value 32"]);
    // The advertised maximum: 64 GiB. Where the machine cannot give it, the engine says so and
    // keeps its table; where it can (the pages are mapped only when touched), it takes it.
    let replies = run(&mut s, &["setoption name Hash value 65536", "isready"]);
    assert!(replies.ends_with("readyok\n"), "{replies}");
    let mb = hash_mb(&mut s);
    if replies.contains("info string") {
        assert!(
            replies.contains("cannot allocate a 65536 MiB hash table; keeping 32 MiB"),
            "{replies}"
        );
        assert_eq!(mb, 32);
    } else {
        assert_eq!(mb, 65536);
        run(&mut s, &["setoption name Hash value 32"]);
    }
    // The engine plays on.
    run(&mut s, &["go depth 3"]);
    assert!(out.take().contains("\nbestmove "));
    assert_eq!(run(&mut s, &["isready"]), "readyok\n");
}

/// Searches `go depth D` on a fresh engine, again with the table warm, then after each way
/// of clearing: a cleared engine must count exactly the nodes of the fresh one.
fn clearing_forgets<G: SearchGame>(depth: u32, hash_mb: usize) {
    let go = format!("go depth {depth}");
    let hash = format!("setoption name Hash value {hash_mb}");
    let (mut s, out) = session::<G>();
    run(&mut s, &[&hash, &go]);
    let fresh = summary(&out.take());
    run(&mut s, &[&go]);
    let warm = summary(&out.take());
    assert!(
        warm.0 < fresh.0,
        "a warm table saves nodes: {warm:?} vs {fresh:?}"
    );
    for clear in [
        &["ucinewgame"][..],
        &["setoption name Clear Hash"][..],
        // Four threads clear the table in slices; the search then runs on one.
        &[
            "setoption name Threads value 4",
            "ucinewgame",
            "setoption name Threads value 1",
        ][..],
    ] {
        run(&mut s, clear);
        run(&mut s, &["position startpos", &go]);
        assert_eq!(summary(&out.take()), fresh, "after {clear:?}");
        assert_eq!(self::hash_mb(&mut s), hash_mb);
    }
}

#[test]
fn chess_hash_is_resized_before_readyok() {
    resized_before_readyok::<Chess>();
}

#[test]
fn xiangqi_hash_is_resized_before_readyok() {
    resized_before_readyok::<Xiangqi>();
}

#[test]
fn chess_oversized_hash_is_refused() {
    oversized_hash_is_refused::<Chess>();
}

#[test]
fn xiangqi_oversized_hash_is_refused() {
    oversized_hash_is_refused::<Xiangqi>();
}

#[test]
fn chess_clearing_forgets_small_table() {
    clearing_forgets::<Chess>(7, 16);
}

#[test]
fn chess_clearing_forgets_large_table() {
    // From 256 MiB on, a clear swaps in fresh zeroed pages instead of writing zeros.
    clearing_forgets::<Chess>(7, 256);
}

#[test]
fn xiangqi_clearing_forgets() {
    clearing_forgets::<Xiangqi>(6, 16);
    clearing_forgets::<Xiangqi>(6, 512);
}
