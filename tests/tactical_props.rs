//! The tactical generators of every game (quiescence's moves) against the full generator
//! filtered by `is_tactical`: the same moves in the same order, on every perft suite position
//! and its children, and along random games from the start and from suite positions.

use gambit::Game;
use gambit_chess::{Chess, ChessNotation};
use gambit_shogi::{Shogi, ShogiNotation};
use gambit_xiangqi::{Xiangqi, XiangqiNotation};
use proptest::prelude::*;

fn chess_suite() -> Vec<Chess> {
    let mut positions = gambit_testkit::suite_positions(
        include_str!("data/chess_perft.epd"),
        ChessNotation::default(),
    );
    positions.extend(gambit_testkit::suite_positions::<Chess>(
        include_str!("data/chess960_perft.epd"),
        ChessNotation { chess960: true },
    ));
    positions
}

fn xiangqi_suite() -> Vec<Xiangqi> {
    gambit_testkit::suite_positions(
        include_str!("data/xiangqi_perft.epd"),
        XiangqiNotation::default(),
    )
}

fn shogi_suite() -> Vec<Shogi> {
    gambit_testkit::suite_positions(include_str!("data/shogi_perft.epd"), ShogiNotation)
}

#[test]
fn chess_suite_positions_and_children() {
    let mut positions = 0;
    for pos in chess_suite() {
        // One ply: the position, and every child of it.
        gambit_testkit::check_tactical_game(&pos, &[0]);
        positions += 1;
    }
    assert!(positions > 2000);
}

#[test]
fn xiangqi_suite_positions_and_children() {
    for pos in xiangqi_suite() {
        gambit_testkit::check_tactical_game(&pos, &[0]);
    }
}

#[test]
fn shogi_suite_positions_and_children() {
    for pos in shogi_suite() {
        gambit_testkit::check_tactical_game(&pos, &[0]);
    }
}

/// Shogi's tactical moves are the captures, with their promotions (forced or chosen); no
/// drops, no quiet promotions.
#[test]
fn shogi_captures_promotions_and_checks() {
    for fen in [
        // Captures into the zone, promoting or not; a pawn capture on the last rank promotes.
        "4k1s2/P3g1P2/6l2/4N4/9/9/9/1B5R1/4K4 b GP 1",
        // Gote's captures into its zone.
        "4k4/1b5r1/9/9/9/4n4/p3G1p2/6S2/4K4 w gp 1",
        // A gold pinned by the rook moves only along the file, up to the rook.
        "4k4/9/9/9/4r4/9/4G4/9/4K4 b - 1",
        // In check from a gold, which only the king can take.
        "4k4/9/9/9/9/9/9/4g4/4K4 b P 1",
    ] {
        let pos = Shogi::from_fen(fen, ShogiNotation).unwrap_or_else(|e| panic!("{fen}: {e}"));
        gambit_testkit::check_tactical_game(&pos, &[0, 1, 2, 3]);
    }
}

#[test]
fn chess_promotions_en_passant_and_checks() {
    for fen in [
        // Quiet and capturing promotions, both sides.
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
        // A promotion by a pawn pinned on the king's file is impossible; one pinned on a
        // diagonal may capture the pinner while promoting.
        "3bk3/2P5/1K6/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/1k6/2p5/3BK3 b - - 0 1",
        // En passant, legal, and pinned along the rank.
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
        // In check: only captures of the checker (and king captures) are tactical evasions.
        "4k3/8/8/8/8/5n2/3PP3/3QKB2 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        let pos = Chess::from_fen(fen, ChessNotation::default()).unwrap();
        gambit_testkit::check_tactical_game(&pos, &[0, 1, 2, 3]);
    }
}

/// A random game from a suite position picked by `index`, or from the start position.
fn random_game<G: gambit::search::SearchGame>(suite: &[G], index: Option<usize>, choices: &[u32]) {
    match index {
        Some(i) => gambit_testkit::check_tactical_game(&suite[i % suite.len()], choices),
        None => gambit_testkit::check_tactical_game(&G::startpos(Default::default()), choices),
    };
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn chess_random_games(index in any::<Option<usize>>(), choices in proptest::collection::vec(any::<u32>(), 0..120)) {
        random_game(&chess_suite(), index, &choices);
    }

    #[test]
    fn shogi_random_games(index in any::<Option<usize>>(), choices in proptest::collection::vec(any::<u32>(), 0..120)) {
        random_game(&shogi_suite(), index, &choices);
    }

    #[test]
    fn xiangqi_random_games(index in any::<Option<usize>>(), choices in proptest::collection::vec(any::<u32>(), 0..120)) {
        random_game(&xiangqi_suite(), index, &choices);
    }
}
