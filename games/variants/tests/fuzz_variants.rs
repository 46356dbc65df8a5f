//! Fuzzing the kernel's FEN and move parsers on every variant of gambit-variants: FENs
//! (arbitrary text, the suites' FENs and random games' FENs with structured mutations, another
//! variant's FEN, pockets, promoted marks, castling files and squares of the variant's board
//! put in) and move texts (arbitrary, legal, mutated, or made of the variant's letters and
//! squares) on positions reached by random moves. Nothing panics; an accepted FEN reads back
//! to itself and sets up a position that holds together; a move text that parses is a legal
//! move (see `fuzzing::variants`; the AFL++ target `parsers_variants` runs the same checks).

mod fuzzing;

use fuzzing::property::property;
use fuzzing::variants::{check_position, fen, fen_text, moves, parsers};
use gambit::kernel::Position;
use gambit::Game;
use gambit_variants::{
    Antichess, Atomic, Capablanca, Crazyhouse, Grand, Horde, Janggi, KingOfTheHill, Makruk,
    Minishogi, RacingKings, Seirawan, Shatranj, ThreeCheck,
};

/// Inputs per property (the forty take some 16 s on one core).
const CASES: u32 = 8000;

macro_rules! variant_fuzz {
    ($module:ident, $variant:ty) => {
        mod $module {
            use super::*;

            #[test]
            fn fen_structured() {
                property(
                    concat!(stringify!($module), "_fen_structured"),
                    CASES,
                    256,
                    fen::<$variant>,
                );
            }

            #[test]
            fn fen_arbitrary() {
                property(
                    concat!(stringify!($module), "_fen_arbitrary"),
                    CASES,
                    120,
                    fen_text::<$variant>,
                );
            }

            #[test]
            fn move_strings() {
                property(
                    concat!(stringify!($module), "_move_strings"),
                    CASES,
                    160,
                    moves::<$variant>,
                );
            }
        }
    };
}

variant_fuzz!(crazyhouse, Crazyhouse);
variant_fuzz!(capablanca, Capablanca);
variant_fuzz!(grand, Grand);
variant_fuzz!(makruk, Makruk);
variant_fuzz!(minishogi, Minishogi);
variant_fuzz!(antichess, Antichess);
variant_fuzz!(horde, Horde);
variant_fuzz!(kingofthehill, KingOfTheHill);
variant_fuzz!(racingkings, RacingKings);
variant_fuzz!(shatranj, Shatranj);
variant_fuzz!(seirawan, Seirawan);
variant_fuzz!(threecheck, ThreeCheck);
variant_fuzz!(atomic, Atomic);
variant_fuzz!(janggi, Janggi);

/// The AFL++ target's dispatch (the first byte picks the variant and the parser).
#[test]
fn afl_target_inputs() {
    property("parsers_variants", CASES, 256, parsers);
}

/// A case the fuzzer found: after a pass in check with the kings facing, which the FEN allows,
/// the elephant may take the king (as in Fairy-Stockfish); the kingless position after it has
/// no FEN, and the checks stop there instead of failing on it.
#[test]
fn janggi_king_taken_after_a_pass_in_check() {
    let fen = "1nb1a2n1/4ka3/r8/p1pC3p1/1BP2pP2/6Pc1/Pcb5r/7CN/9/RN1AKABR1 b - - 4 1";
    let pos = Position::<Janggi>::from_fen_text(fen, false).expect("the FEN is accepted");
    let capture = pos
        .parse_move("c4e1")
        .expect("the elephant may take the king");
    assert!(fuzzing::variants::legal(&pos).contains(&capture));
    check_position(&pos);
}
