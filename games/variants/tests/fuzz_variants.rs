//! Fuzzing the kernel's FEN and move parsers on every variant of gambit-variants: FENs
//! (arbitrary text, the suites' FENs and random games' FENs with structured mutations, another
//! variant's FEN, pockets, promoted marks, castling files and squares of the variant's board
//! put in) and move texts (arbitrary, legal, mutated, or made of the variant's letters and
//! squares) on positions reached by random moves. Nothing panics; an accepted FEN reads back
//! to itself and sets up a position that holds together; a move text that parses is a legal
//! move (see `fuzzing::variants`; the AFL++ target `parsers_variants` runs the same checks).

mod fuzzing;

use fuzzing::property::property;
use fuzzing::variants::{fen, fen_text, moves, parsers};
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
