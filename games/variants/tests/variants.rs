//! Every variant against Fairy-Stockfish's perft counts (tests/data/<variant>.epd: the start
//! position, random positions of `variant_check.py gen` and hand-picked rule positions, counted
//! by `scripts/variant_suite.py`), and the testkit's contract checks on random games with the
//! kernel's make-and-test generator as the reference.

use gambit::kernel::{Position, Variant};
use gambit::perft::perft_fast;
use gambit::prelude::*;
use gambit_testkit::{
    check_count_replies, check_random_games, compare_with_reference, read_epd, run_epd_suite,
    run_perft_suite_by, suite_positions,
};
use gambit_variants::{
    Antichess, Atomic, Capablanca, Crazyhouse, Grand, Horde, Janggi, KingOfTheHill, Makruk,
    Minishogi, RacingKings, Seirawan, Shatranj, ThreeCheck,
};

/// The kernel's slow make-and-test generator, as move texts.
fn by_testing<V: Variant>(pos: &Position<V>) -> Vec<String> {
    pos.legal_moves_by_testing()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect()
}

fn suite<V: Variant>(epd: &str, max_nodes: u64) {
    let checked = run_epd_suite::<Position<V>>(epd, max_nodes);
    assert!(checked >= 20, "{}: only {checked} positions", V::NAME);
}

/// Perft's shortcut for its last ply (a lighter make) against the same counts, and against
/// counting after a full make at every node two plies from each suite position.
fn fast_suite<V: Variant>(epd: &str, max_nodes: u64) {
    let checked = run_perft_suite_by(
        &read_epd(epd),
        Default::default(),
        ..=max_nodes,
        perft_fast::<Position<V>>,
    );
    assert!(checked >= 20, "{}: only {checked} positions", V::NAME);
    let positions = suite_positions::<Position<V>>(epd, Default::default());
    assert!(check_count_replies(&positions) > positions.len());
}

fn contract<V: Variant>(epd: &str, games: u32) {
    let mut starts = suite_positions::<Position<V>>(epd, Default::default());
    compare_with_reference(&starts, 1, by_testing::<V>);
    starts.truncate(8);
    let plies = check_random_games(&starts, games, 120, by_testing::<V>);
    assert!(plies > games as usize * 10, "{}: {plies} plies", V::NAME);
}

macro_rules! variant_tests {
    ($module:ident, $variant:ty, $file:literal, $nodes:expr) => {
        mod $module {
            use super::*;
            const EPD: &str = include_str!(concat!("data/", $file));

            #[test]
            fn perft_suite() {
                suite::<$variant>(EPD, $nodes);
            }

            #[test]
            fn perft_suite_counting_replies() {
                fast_suite::<$variant>(EPD, $nodes);
            }

            #[test]
            fn random_games_keep_the_contract() {
                contract::<$variant>(EPD, 24);
            }
        }
    };
}

variant_tests!(crazyhouse, Crazyhouse, "crazyhouse.epd", 1_000_000);
variant_tests!(capablanca, Capablanca, "capablanca.epd", 1_000_000);
variant_tests!(grand, Grand, "grand.epd", 1_000_000);
variant_tests!(makruk, Makruk, "makruk.epd", 1_000_000);
variant_tests!(minishogi, Minishogi, "minishogi.epd", 1_000_000);
variant_tests!(antichess, Antichess, "antichess.epd", 1_000_000);
variant_tests!(kingofthehill, KingOfTheHill, "kingofthehill.epd", 1_000_000);
variant_tests!(threecheck, ThreeCheck, "3check.epd", 1_000_000);
variant_tests!(horde, Horde, "horde.epd", 1_000_000);
variant_tests!(racingkings, RacingKings, "racingkings.epd", 1_000_000);
variant_tests!(shatranj, Shatranj, "shatranj.epd", 1_000_000);
variant_tests!(seirawan, Seirawan, "seirawan.epd", 1_000_000);
variant_tests!(atomic, Atomic, "atomic.epd", 1_000_000);
variant_tests!(janggi, Janggi, "janggi.epd", 1_000_000);

/// The kernel's diagrams: the pockets beside the board, and under a check limit each side's
/// checks given at the end of its row.
#[test]
fn diagrams_show_pockets_and_check_counters() {
    use gambit::diagram::{svg, DiagramOptions};
    let fen = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR[Nqp] w KQkq - 0 3";
    let house = Position::<Crazyhouse>::from_fen(fen, Default::default()).expect("a FEN");
    let doc = svg(&house, &DiagramOptions::default());
    assert!(doc.contains(r#"data-piece="N" data-count="1""#), "{doc}");
    assert!(doc.contains(r#"data-piece="q" data-count="1""#), "{doc}");
    assert!(
        !doc.contains(r#"class="counter""#),
        "no check limit, no counter"
    );
    let fen = "rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 0 3";
    let three = Position::<ThreeCheck>::from_fen(fen, Default::default()).expect("a FEN");
    let doc = svg(&three, &DiagramOptions::default());
    assert!(
        doc.contains(r#"data-counts="checks" data-count="1""#) && doc.contains(">+1</text>"),
        "white has given one check: {doc}"
    );
    assert!(
        doc.contains(r#"data-counts="checks" data-count="0""#),
        "{doc}"
    );
}
