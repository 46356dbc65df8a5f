//! Los Alamos chess against Fairy-Stockfish's perft counts (tests/data/losalamos.epd: the start
//! position, random positions of `variant_check.py gen` and hand-picked rule positions, counted
//! by the workspace's `scripts/variant_suite.py`), and the testkit's contract checks on random
//! games with the kernel's make-and-test generator as the reference.

use gambit::kernel::{Position, Variant};
use gambit::prelude::*;
use gambit_testkit::{check_random_games, compare_with_reference, run_epd_suite, suite_positions};
use losalamos::LosAlamos;

const EPD: &str = include_str!("data/losalamos.epd");

/// The kernel's slow make-and-test generator, as move texts.
fn by_testing(pos: &Position<LosAlamos>) -> Vec<String> {
    pos.legal_moves_by_testing()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect()
}

#[test]
fn perft_suite() {
    let checked = run_epd_suite::<Position<LosAlamos>>(EPD, 1_000_000);
    assert!(checked >= 21, "only {checked} positions");
}

#[test]
fn random_games_keep_the_contract() {
    let mut starts = suite_positions::<Position<LosAlamos>>(EPD, Default::default());
    compare_with_reference(&starts, 1, by_testing);
    starts.retain(|p| p.count_legal() > 0);
    starts.truncate(12);
    let plies = check_random_games(&starts, 48, 120, by_testing);
    assert!(plies > 48 * 10, "{plies} plies");
}

#[test]
fn the_rules_of_los_alamos() {
    let start: Position<LosAlamos> = Position::startpos(Default::default());
    assert_eq!(start.fen(), LosAlamos::START_FEN);
    // No double step, no castling field.
    assert!(start.parse_move("a2a4").is_err());
    assert!(Position::<LosAlamos>::from_fen_text(
        "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w KQkq - 0 1",
        false
    )
    .is_err());
    // Promotion on the last rank to a queen, rook or knight only, and forced.
    let pos = Position::<LosAlamos>::from_fen_text("3k2/P5/6/6/6/2K3 w - - 0 1", false).unwrap();
    for ok in ["a5a6q", "a5a6r", "a5a6n"] {
        assert!(pos.parse_move(ok).is_ok(), "{ok}");
    }
    for bad in ["a5a6", "a5a6b", "a5a6k"] {
        assert!(pos.parse_move(bad).is_err(), "{bad}");
    }
    // No bishops.
    assert!(Position::<LosAlamos>::from_fen_text("3k2/6/6/6/6/2KB2 w - - 0 1", false).is_err());
}
