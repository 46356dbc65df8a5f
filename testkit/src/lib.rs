//! gambit-testkit: the tests every game of the gambit framework shares, written once against
//! the [`Game`](gambit::Game) trait ([`SearchGame`](gambit::search::SearchGame) where the
//! move keys and the search's generators are checked too). A game crate, inside the gambit
//! workspace or outside it, takes it as a dev-dependency:
//!
//! ```toml
//! [dev-dependencies]
//! gambit-testkit = { path = "../gambit/testkit" }   # in the workspace: gambit-testkit.workspace = true
//! ```
//!
//! and supplies what only the game knows: its perft suite (EPD text), a slow, obviously
//! correct move lister written in the test (the **reference**: moves in the game's notation,
//! from a plain array and make-and-test, say), and its start positions. Then:
//!
//! - [`run_epd_suite`]`::<MyGame>(include_str!("data/perft.epd"), 2_000_000)`: every perft
//!   count of the suite up to two million nodes; a mismatch panics naming the EPD line, the
//!   FEN, the depth and each root move's count. [`run_epd_suite_with`] takes a notation and a
//!   range of counts (`2_000_001..` for an `#[ignore]`d deep test); [`read_epd`] and
//!   [`run_perft_suite`] split the two steps.
//! - [`check_random_games`]`::<MyGame>(&starts, 200, 160, reference)`: 200 random games of
//!   up to 160 plies with, at every ply, the generator equal to the reference, the incremental
//!   key equal to the key from scratch, the FEN round trip, move texts
//!   read back and the move contract, then every move taken back with every bit restored
//!   ([`check_random_game`] plays one game, for a proptest of one's own or to replay a
//!   failure).
//! - [`compare_with_reference`]`::<MyGame>(&positions, 1, reference)`: the generator against
//!   the reference at each position and every child ([`check_reference`] at one position);
//!   [`check_positions`] adds the move contract ([`check_move_contract`]).
//! - [`check_is_legal`] (`is_legal` against the generator over any moves one can construct),
//!   [`check_count_replies`] and [`check_count_after`] (perft's optional counting shortcuts,
//!   `gambit::perft::CountReplies`; [`run_perft_suite_by`] runs a suite through them),
//!   [`check_tactical`] and
//!   [`check_tactical_game`] (the search's tactical generator).
//! - [`uci`]: an engine session in-process (UCI or USI) whose output the test reads.
//! - [`readme`]: a README's command lines and the verdicts their comments announce, for a
//!   test that runs them as written.
//!
//! ```
//! use gambit::search::SearchGame;
//! use gambit_testkit::{check_random_games, compare_with_reference, run_epd_suite, suite_positions};
//!
//! // In a game crate's tests/ this is `include_str!("data/perft.epd")`.
//! const EPD: &str = "\
//! # start position
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902
//! ";
//!
//! /// The tests of a game `MyGame`, with its slow reference move lister.
//! fn my_game_tests<MyGame: SearchGame>(reference: fn(&MyGame) -> Vec<String>) {
//!     // #[test] fn perft_suite()
//!     let checked = run_epd_suite::<MyGame>(EPD, 2_000_000);
//!     assert_eq!(checked, 3);
//!     // #[test] fn generator_equals_reference()
//!     let mut starts = suite_positions::<MyGame>(EPD, Default::default());
//!     compare_with_reference(&starts, 2, reference);
//!     // #[test] fn random_games()
//!     starts.push(MyGame::startpos(Default::default()));
//!     let plies = check_random_games(&starts, 200, 160, reference);
//!     assert!(plies > 1000);
//! }
//! ```
//!
//! Nothing here knows a game: the kit depends on the `gambit` core alone, never on a game
//! crate.

#![warn(missing_docs)]

mod contract;
mod epd;
mod random;
pub mod readme;
pub mod uci;

pub use contract::{
    check_count_after, check_count_replies, check_is_legal, check_move_contract, check_positions,
    check_reference, check_tactical, compare_with_reference, legal_strings,
};
pub use epd::{
    read_epd, run_epd_suite, run_epd_suite_with, run_perft_suite, run_perft_suite_by,
    suite_positions, PerftCase,
};
pub use random::{check_random_game, check_random_games, check_tactical_game};
