//! The tsume solver behind `go mate` ([`gambit_shogi::tsume`]): mates of known length, a
//! position without a mate, a pawn-drop mate that does not count, the USI session's
//! `checkmate` lines, and a sample of the problem set `tests/data/tsume.txt` (in this crate) (built and checked
//! against cshogi by `scripts/tsume_check.py`).

use gambit::search::Checkmate;
use gambit::Game;
use gambit_engine::usi::{self, UsiSession};
use gambit_shogi::tsume::{is_mate, solve};
use gambit_shogi::Shogi;
use gambit_testkit::uci::Captured;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The problem set: `mate <plies> <sfen>` (plies: cshogi's pv) or `nomate - <sfen>`.
const PROBLEMS: &str = include_str!("data/tsume.txt");

fn pos(sfen: &str) -> Shogi {
    Shogi::from_fen(sfen, Default::default()).unwrap()
}

/// The answer for `sfen` with no time limit (a node-bounded search is deterministic).
fn answer(sfen: &str) -> Checkmate<gambit_shogi::Move> {
    solve(&pos(sfen), None, &AtomicBool::new(false)).0
}

/// The mate of `sfen`, checked by replay: legal, every attacker move a check, mated at the end.
fn mate(sfen: &str) -> Vec<String> {
    let p = pos(sfen);
    match answer(sfen) {
        Checkmate::Mate(pv) => {
            assert!(is_mate(&p, &pv), "{sfen}: {pv:?} does not mate");
            pv.iter().map(|&m| p.clone().format_move(m)).collect()
        }
        other => panic!("{sfen}: {other:?}"),
    }
}

#[test]
fn mate_in_one() {
    assert_eq!(mate("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), ["G*5b"]);
}

#[test]
fn mates_in_three_five_seven_and_nine() {
    for (sfen, plies) in [
        (
            "1n3psgn/1+R4P2/l1P1+P1s1l/kg2P3p/p4G1p1/PS5PP/Np1G3RL/L2P2p2/4sP+bNK b B2Pp 143",
            3,
        ),
        (
            "2k3+N1l/2r1s3g/l1+BgN2+P1/p2p2pp1/2p1ppP2/+s1P1NPGP1/1+p1PGK2p/LB1S3SL/R8 b N3p 113",
            3,
        ),
        (
            "5+Ps1g/lP4pn1/3k1p+PPg/spp1R3p/r2p4l/2+lPPB1pP/p2S1nP1+n/bs3K2L/5P1G1 b GNP 173",
            5,
        ),
        (
            "Gn2+P2nb/lk2G3l/p1pP1s1lg/5p1pp/P3P3+n/1pgn1PPS1/L2p5/1S1+pp2+s1/BK1R5 w r3p 158",
            7,
        ),
        (
            "1k1G2Rnl/l1pp5/1p1rsSsPn/P2P4p/1n4ppn/KG3pPlP/1P2G3b/+pg2+s2+b1/8+l b 4p 227",
            9,
        ),
    ] {
        assert_eq!(mate(sfen).len(), plies, "{sfen}");
    }
}

#[test]
fn two_rooks_chase_the_king_down_the_board() {
    // cshogi's DfPn answers 15 plies (its first proof's line); the shortening does no worse
    // (13 plies when written), and the line replays as a mate.
    let pv = mate("8k/9/9/9/9/9/9/9/R3K4 b R 1");
    assert!(pv.len() <= 15, "{pv:?}");
}

#[test]
fn no_mate() {
    // Two golds in hand against a bare king on its first rank: every check is answered.
    assert_eq!(answer("4k4/9/9/9/9/9/9/9/4K4 b 2G 1"), Checkmate::NoMate);
    // A lone rook checks forever (the king steps between 1a, 1b, 2a, ...): the repeated
    // positions count as no mate, and the search ends with that proof.
    assert_eq!(answer("8k/9/9/9/9/9/9/9/R3K4 b - 1"), Checkmate::NoMate);
    // No check at all.
    assert_eq!(answer(Shogi::START_FEN), Checkmate::NoMate);
}

#[test]
fn a_pawn_drop_mate_is_no_mate() {
    // P*1b would mate (the gold guards it, the king's own pieces block 2a and 2b): illegal,
    // and no other check mates.
    let sfen = "7nk/7p1/7G1/9/9/9/9/9/4K4 b P 1";
    assert!(pos(sfen).parse_move("P*1b").is_err());
    assert_eq!(answer(sfen), Checkmate::NoMate);
    // Without the guard's side-effects a pawn drop check that does not mate is fine: the
    // king takes it.
    assert!(pos("8k/9/9/9/9/9/9/9/4K4 b P 1").parse_move("P*1b").is_ok());
}

#[test]
fn a_sample_of_the_problem_set() {
    let problems: Vec<&str> = PROBLEMS.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(problems.len(), 70);
    for line in problems.iter().step_by(5) {
        let mut words = line.splitn(3, ' ');
        let (kind, _, sfen) = (words.next(), words.next(), words.next().unwrap());
        let p = pos(sfen);
        let deadline = Some(Instant::now() + Duration::from_secs(20));
        match (kind, solve(&p, deadline, &AtomicBool::new(false)).0) {
            (Some("mate"), Checkmate::Mate(pv)) => assert!(is_mate(&p, &pv), "{line}: {pv:?}"),
            (Some("nomate"), Checkmate::NoMate) => {}
            (_, other) => panic!("{line}: {other:?}"),
        }
    }
}

/// A USI session of shogi whose search output the test reads.
fn session() -> (UsiSession<Shogi>, Captured) {
    gambit_testkit::uci::session_in::<Shogi, usi::Usi>()
}

fn send(s: &mut UsiSession<Shogi>, line: &str) -> String {
    gambit_testkit::uci::send(s, line)
}

#[test]
fn usi_go_mate() {
    let (mut s, out) = session();
    assert!(send(&mut s, "usi").contains("usiok"));
    assert_eq!(send(&mut s, "isready").trim(), "readyok");
    send(&mut s, "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    send(&mut s, "go mate 1000");
    s.wait_search();
    assert_eq!(out.take().trim(), "checkmate G*5b");
    send(&mut s, "position sfen 4k4/9/9/9/9/9/9/9/4K4 b 2G 1");
    send(&mut s, "go mate 1000");
    s.wait_search();
    assert_eq!(out.take().trim(), "checkmate nomate");
    // `infinite` runs until `stop`, which answers with what is proved by then (or timeout).
    send(&mut s, "position sfen 7nk/7p1/7G1/9/9/9/9/9/4K4 b P 1");
    send(&mut s, "go mate infinite");
    std::thread::sleep(Duration::from_millis(20));
    send(&mut s, "stop");
    let text = out.take();
    let line = text.trim();
    assert!(
        line == "checkmate nomate" || line == "checkmate timeout",
        "{line}"
    );
    // A mate in USI move notation that replays as one.
    let sfen = "5+Ps1g/lP4pn1/3k1p+PPg/spp1R3p/r2p4l/2+lPPB1pP/p2S1nP1+n/bs3K2L/5P1G1 b GNP 173";
    send(&mut s, &format!("position sfen {sfen}"));
    send(&mut s, "go mate 10000");
    s.wait_search();
    let text = out.take();
    let words: Vec<&str> = text.trim().split(' ').collect();
    assert_eq!(words[0], "checkmate", "{text}");
    let mut p = pos(sfen);
    let mut pv = Vec::new();
    for w in &words[1..] {
        let m = p.parse_move(w).unwrap();
        pv.push(m);
        p.make(m);
    }
    assert!(is_mate(&pos(sfen), &pv), "{text}");
}
