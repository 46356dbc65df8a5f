//! The xiangqi perft suite (tests/data/xiangqi_perft.epd), at every depth of at most
//! 2,000,000 nodes; deeper depths (startpos D5 = 133,312,995 and beyond) run with
//! `cargo test -p gambit-xiangqi --test perft -- --ignored`.

use gambit::perft::perft_fast;
use gambit::Game;
use gambit_testkit::{
    check_count_replies, read_epd, run_epd_suite, run_perft_suite_by, suite_positions,
};
use gambit_xiangqi::{Xiangqi, XiangqiNotation};

const LIMIT: u64 = 2_000_000;
const EPD: &str = include_str!("../../../tests/data/xiangqi_perft.epd");

#[test]
fn xiangqi_suite_small_depths() {
    assert_eq!(read_epd(EPD).len(), 66);
    let n = run_perft_suite_by(
        &read_epd(EPD),
        XiangqiNotation::default(),
        ..=LIMIT,
        perft_fast::<Xiangqi>,
    );
    assert!(n > 200, "only {n} counts checked");
}

#[test]
fn xiangqi_suite_counted_by_making() {
    // Perft without the game's reply counting, on the counts of at most 100,000 nodes.
    let n = run_epd_suite::<Xiangqi>(EPD, 100_000);
    assert!(n > 100, "only {n} counts checked");
}

#[test]
fn reply_counting_at_suite_positions() {
    let positions = suite_positions::<Xiangqi>(EPD, XiangqiNotation::default());
    let n = check_count_replies(&positions);
    assert!(n > 500, "only {n} nodes checked");
}

#[test]
#[ignore = "deep perft: startpos D5 and every count above 2,000,000; run with --ignored"]
fn xiangqi_suite_deep() {
    run_perft_suite_by(
        &read_epd(EPD),
        XiangqiNotation::default(),
        LIMIT + 1..,
        perft_fast::<Xiangqi>,
    );
}

#[test]
#[ignore = "deep perft: startpos D5; run with --ignored"]
fn xiangqi_startpos_depth_5() {
    let pos = Xiangqi::startpos(XiangqiNotation::default());
    assert_eq!(gambit::perft::perft_fast(&pos, 5), 133_312_995);
}

#[test]
fn xiangqi_startpos_small_depths() {
    let pos = Xiangqi::startpos(XiangqiNotation::default());
    let want = [1u64, 44, 1920, 79666, 3290240];
    for (d, &n) in want.iter().enumerate() {
        assert_eq!(gambit::perft::perft(&pos, d as u32), n, "depth {d}");
    }
}

#[test]
fn xiangqi_divide_with_threads_matches_one_thread() {
    let pos = Xiangqi::from_fen(
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        XiangqiNotation::default(),
    )
    .unwrap();
    let mut one = Vec::new();
    let t1 = gambit::perft::divide(&pos, 3, 1, |m, n| one.push((m, n)));
    let mut two = Vec::new();
    let t2 = gambit::perft::divide(&pos, 3, 2, |m, n| two.push((m, n)));
    one.sort_by_key(|&(m, _)| m.raw());
    two.sort_by_key(|&(m, _)| m.raw());
    assert_eq!(t1, 43929);
    assert_eq!(t1, t2);
    assert_eq!(one, two);
}

#[test]
fn xiangqi_perft_with_ranks_from_1_notation() {
    // The notation changes only how moves are written, never the counts.
    let notation = XiangqiNotation { ranks_from1: true };
    let pos = Xiangqi::startpos(notation);
    assert_eq!(gambit::perft::perft(&pos, 3), 79666);
    let m = pos
        .parse_move("h3e3")
        .expect("central cannon in 1-10 ranks");
    assert_eq!(pos.format_move(m), "h3e3");
    assert!(pos.parse_move("h2e2").is_err());
}
