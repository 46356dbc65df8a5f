//! Chess variants described for the gambit kernel, one module each (its description and any
//! rule hooks), and [`with_variant!`], which runs generic code on the variant a name picks.
//!
//! ```
//! use gambit::prelude::*;
//! use gambit::kernel::Position;
//! use gambit_variants::Crazyhouse;
//!
//! let pos: Position<Crazyhouse> = Position::startpos(Default::default());
//! assert_eq!(perft(&pos, 2), 400);
//! ```

#![warn(missing_docs)]

mod antichess;
mod atomic;
mod capablanca;
mod crazyhouse;
mod grand;
mod horde;
mod janggi;
mod kingofthehill;
mod makruk;
mod minishogi;
mod racingkings;
mod seirawan;
mod shatranj;
mod threecheck;
#[cfg(feature = "engine")]
pub mod uci;

pub use antichess::Antichess;
pub use atomic::Atomic;
pub use capablanca::Capablanca;
pub use crazyhouse::Crazyhouse;
pub use grand::Grand;
pub use horde::Horde;
pub use janggi::Janggi;
pub use kingofthehill::KingOfTheHill;
pub use makruk::Makruk;
pub use minishogi::Minishogi;
pub use racingkings::RacingKings;
pub use seirawan::Seirawan;
pub use shatranj::Shatranj;
pub use threecheck::ThreeCheck;

/// Every variant `gambit-variants` plays, by its `UCI_Variant` name; `chess` is gambit-chess.
pub const VARIANTS: &[&str] = &[
    "chess",
    "3check",
    "antichess",
    "atomic",
    "capablanca",
    "crazyhouse",
    "grand",
    "horde",
    "janggi",
    "kingofthehill",
    "makruk",
    "minishogi",
    "racingkings",
    "seirawan",
    "shatranj",
];

/// Runs `$body` with `$g` the game type of the variant named `$name` (a `&str`): `Some` of its
/// value, or `None` for a name no variant has.
#[macro_export]
macro_rules! with_variant {
    ($name:expr, $g:ident => $body:expr) => {
        match $name {
            "chess" => {
                type $g = gambit_chess::Chess;
                Some($body)
            }
            "capablanca" => {
                type $g = gambit::kernel::Position<$crate::Capablanca>;
                Some($body)
            }
            "crazyhouse" => {
                type $g = gambit::kernel::Position<$crate::Crazyhouse>;
                Some($body)
            }
            "grand" => {
                type $g = gambit::kernel::Position<$crate::Grand>;
                Some($body)
            }
            "makruk" => {
                type $g = gambit::kernel::Position<$crate::Makruk>;
                Some($body)
            }
            "minishogi" => {
                type $g = gambit::kernel::Position<$crate::Minishogi>;
                Some($body)
            }
            "3check" => {
                type $g = gambit::kernel::Position<$crate::ThreeCheck>;
                Some($body)
            }
            "atomic" => {
                type $g = gambit::kernel::Position<$crate::Atomic>;
                Some($body)
            }
            "antichess" => {
                type $g = gambit::kernel::Position<$crate::Antichess>;
                Some($body)
            }
            "horde" => {
                type $g = gambit::kernel::Position<$crate::Horde>;
                Some($body)
            }
            "janggi" => {
                type $g = gambit::kernel::Position<$crate::Janggi>;
                Some($body)
            }
            "kingofthehill" => {
                type $g = gambit::kernel::Position<$crate::KingOfTheHill>;
                Some($body)
            }
            "racingkings" => {
                type $g = gambit::kernel::Position<$crate::RacingKings>;
                Some($body)
            }
            "seirawan" => {
                type $g = gambit::kernel::Position<$crate::Seirawan>;
                Some($body)
            }
            "shatranj" => {
                type $g = gambit::kernel::Position<$crate::Shatranj>;
                Some($body)
            }
            _ => None,
        }
    };
}
