//! The shogi perft suite (tests/data/shogi_perft.epd), at every depth of at most 2,000,000
//! nodes; deeper depths (startpos D5 = 19,861,490, the 'matsuri' position D3 = 4,809,015 and
//! the rest) run with `cargo test -p gambit-shogi --test perft -- --ignored`.

use gambit::perft::perft_fast;
use gambit::Game;
use gambit_shogi::{Shogi, ShogiNotation};
use gambit_testkit::{
    check_count_replies, read_epd, run_epd_suite, run_perft_suite_by, suite_positions,
};

const LIMIT: u64 = 2_000_000;
const EPD: &str = include_str!("../../../tests/data/shogi_perft.epd");

#[test]
fn shogi_suite_small_depths() {
    assert_eq!(read_epd(EPD).len(), 47);
    let n = run_perft_suite_by(&read_epd(EPD), ShogiNotation, ..=LIMIT, perft_fast::<Shogi>);
    assert!(n > 100, "only {n} counts checked");
}

#[test]
fn shogi_suite_counted_by_making() {
    // Perft without the game's reply counting, on the counts of at most 100,000 nodes.
    let n = run_epd_suite::<Shogi>(EPD, 100_000);
    assert!(n > 100, "only {n} counts checked");
}

#[test]
fn reply_counting_at_suite_positions() {
    let positions = suite_positions::<Shogi>(EPD, ShogiNotation);
    let n = check_count_replies(&positions);
    assert!(n > 500, "only {n} nodes checked");
}

#[test]
#[ignore = "deep perft: every count above 2,000,000; run with --ignored"]
fn shogi_suite_deep() {
    run_perft_suite_by(
        &read_epd(EPD),
        ShogiNotation,
        LIMIT + 1..,
        perft_fast::<Shogi>,
    );
}

#[test]
fn shogi_startpos_small_depths() {
    let pos = Shogi::startpos(ShogiNotation);
    let want = [1u64, 30, 900, 25470, 719731];
    for (d, &n) in want.iter().enumerate() {
        assert_eq!(gambit::perft::perft(&pos, d as u32), n, "depth {d}");
    }
}

#[test]
fn shogi_most_legal_moves() {
    let pos = Shogi::from_fen(
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        ShogiNotation,
    )
    .unwrap();
    assert_eq!(pos.count_legal(), 593);
    let mut moves = gambit::MoveList::<Shogi>::default();
    pos.generate_legal(&mut moves);
    assert_eq!(moves.len(), 593);
}

#[test]
fn shogi_divide_with_threads_matches_one_thread() {
    let pos = Shogi::from_fen(
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        ShogiNotation,
    )
    .unwrap();
    let mut one = Vec::new();
    let t1 = gambit::perft::divide(&pos, 2, 1, |m, n| one.push((m, n)));
    let mut two = Vec::new();
    let t2 = gambit::perft::divide(&pos, 2, 2, |m, n| two.push((m, n)));
    one.sort_by_key(|&(m, _)| m.raw());
    two.sort_by_key(|&(m, _)| m.raw());
    assert_eq!(t1, 28684);
    assert_eq!(t1, t2);
    assert_eq!(one, two);
}
