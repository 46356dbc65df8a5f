//! The chess and Chess960 perft suites, at every depth of at most ~2,000,000 nodes; deeper
//! depths run with `cargo test --release -- --ignored`.

use gambit::perft::perft_fast;
use gambit_chess::{Chess, ChessNotation};
use gambit_testkit::{
    check_count_replies, read_epd, run_perft_suite, run_perft_suite_by, suite_positions,
};

const LIMIT: u64 = 2_000_000;

#[test]
fn chess_suite_small_depths() {
    let cases = read_epd(include_str!("../../../tests/data/chess_perft.epd"));
    assert_eq!(cases.len(), 157);
    let n = run_perft_suite_by(
        &cases,
        ChessNotation::default(),
        ..=LIMIT,
        perft_fast::<Chess>,
    );
    assert!(n > 800, "only {n} counts checked");
}

#[test]
fn chess_suite_counted_by_making() {
    // Perft without the game's reply counting, on the counts of at most 100,000 nodes.
    let cases = read_epd(include_str!("../../../tests/data/chess_perft.epd"));
    let n = run_perft_suite::<Chess>(&cases, ChessNotation::default(), ..=100_000);
    assert!(n > 400, "only {n} counts checked");
}

#[test]
fn reply_counting_at_suite_positions() {
    let epd = include_str!("../../../tests/data/chess_perft.epd");
    let positions = suite_positions::<Chess>(epd, ChessNotation::default());
    let n = check_count_replies(&positions);
    assert!(n > 2000, "only {n} nodes checked");
    let epd = include_str!("../../../tests/data/chess960_perft.epd");
    let positions = suite_positions::<Chess>(epd, ChessNotation { chess960: true });
    let n = check_count_replies(&positions[..200]);
    assert!(n > 2000, "only {n} nodes checked");
}

#[test]
fn chess960_suite_small_depths() {
    let cases = read_epd(include_str!("../../../tests/data/chess960_perft.epd"));
    assert_eq!(cases.len(), 1920);
    let notation = ChessNotation { chess960: true };
    let n = run_perft_suite_by(&cases, notation, ..=LIMIT, perft_fast::<Chess>);
    assert!(n > 7000, "only {n} counts checked");
}

#[test]
#[ignore = "deep perft: minutes; run with --ignored"]
fn chess_suite_deep() {
    let cases = read_epd(include_str!("../../../tests/data/chess_perft.epd"));
    run_perft_suite_by(
        &cases,
        ChessNotation::default(),
        LIMIT + 1..,
        perft_fast::<Chess>,
    );
}

#[test]
#[ignore = "deep perft: minutes; run with --ignored"]
fn chess960_suite_deep() {
    let cases = read_epd(include_str!("../../../tests/data/chess960_perft.epd"));
    let notation = ChessNotation { chess960: true };
    run_perft_suite_by(&cases, notation, LIMIT + 1.., perft_fast::<Chess>);
}

#[test]
fn divide_with_threads_matches_one_thread() {
    use gambit::Game;
    let pos = Chess::from_fen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ChessNotation::default(),
    )
    .unwrap();
    let mut one = Vec::new();
    let t1 = gambit::perft::divide(&pos, 3, 1, |m, n| one.push((m, n)));
    let mut two = std::sync::Mutex::new(Vec::new());
    let t2 = gambit::perft::divide(&pos, 3, 2, |m, n| two.get_mut().unwrap().push((m, n)));
    let mut two = two.into_inner().unwrap();
    one.sort_by_key(|&(m, _)| m.raw());
    two.sort_by_key(|&(m, _)| m.raw());
    assert_eq!(t1, 97_862);
    assert_eq!(t1, t2);
    assert_eq!(one, two);
}
