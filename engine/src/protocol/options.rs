//! The options registry of a session: the engine-wide options a protocol names
//! ([`EngineOption`]: what each controls and its spec), next to the game's own options
//! ([`gambit::game::Notation::OPTIONS`]); and the `option` line both UCI and USI write for a
//! spec.

use gambit::options::{OptionKind, OptionSpec};

/// What an engine-wide option controls, whatever a protocol calls it (UCI `Hash`, USI
/// `USI_Hash`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineSetting {
    /// The transposition table's size, MiB.
    Hash,
    /// Search threads.
    Threads,
    /// Principal variations reported.
    MultiPv,
    /// Milliseconds kept back per move.
    MoveOverhead,
    /// Empties the transposition table.
    ClearHash,
    /// The GUI may ask for ponder searches (informative only).
    Ponder,
    /// Play at the Elo of [`EngineSetting::Elo`] (UCI `UCI_LimitStrength`).
    LimitStrength,
    /// The Elo to play at when strength is limited (UCI `UCI_Elo`).
    Elo,
    /// A skill level, 0 (weakest) to 20 (full strength).
    SkillLevel,
    /// The times of `go` are milliseconds (on) or seconds (off): UCCI `usemillisec`.
    Milliseconds,
    /// A new game: the start position and an empty table (UCCI `setoption newgame`).
    NewGame,
    /// Evaluate with the game's network (on) or its hand-written evaluation (UCI
    /// `UseNNUE`); offered only for a game with a network.
    UseNetwork,
    /// The network file the searches use: a path, or the name of the network compiled in
    /// (UCI `EvalFile`); offered only for a game with a network.
    NetworkFile,
}

/// An engine-wide option: what it controls and how a protocol shows it. Made by the
/// constructors, which give each setting the type it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOption {
    /// What it controls.
    pub setting: EngineSetting,
    /// Its name, type and default.
    pub spec: OptionSpec,
}

impl EngineOption {
    /// The table size in MiB: a spin.
    pub const fn hash(name: &'static str, default: i64, min: i64, max: i64) -> Self {
        Self::spin(EngineSetting::Hash, name, default, min, max)
    }

    /// Search threads: a spin.
    pub const fn threads(name: &'static str, default: i64, min: i64, max: i64) -> Self {
        Self::spin(EngineSetting::Threads, name, default, min, max)
    }

    /// Principal variations reported: a spin.
    pub const fn multipv(name: &'static str, default: i64, min: i64, max: i64) -> Self {
        Self::spin(EngineSetting::MultiPv, name, default, min, max)
    }

    /// Milliseconds kept back per move: a spin.
    pub const fn move_overhead(name: &'static str, default: i64, min: i64, max: i64) -> Self {
        Self::spin(EngineSetting::MoveOverhead, name, default, min, max)
    }

    /// Empties the table: a button.
    pub const fn clear_hash(name: &'static str) -> Self {
        EngineOption {
            setting: EngineSetting::ClearHash,
            spec: OptionSpec::button(name),
        }
    }

    /// Pondering allowed: a check, off by default.
    pub const fn ponder(name: &'static str) -> Self {
        EngineOption {
            setting: EngineSetting::Ponder,
            spec: OptionSpec::check(name, false),
        }
    }

    /// Limit strength to an Elo: a check, off by default.
    pub const fn limit_strength(name: &'static str) -> Self {
        EngineOption {
            setting: EngineSetting::LimitStrength,
            spec: OptionSpec::check(name, false),
        }
    }

    /// The Elo to play at: a spin.
    pub const fn elo(name: &'static str, default: i64, min: i64, max: i64) -> Self {
        Self::spin(EngineSetting::Elo, name, default, min, max)
    }

    /// The skill level: a spin, 20 being full strength.
    pub const fn skill_level(name: &'static str, default: i64, min: i64, max: i64) -> Self {
        Self::spin(EngineSetting::SkillLevel, name, default, min, max)
    }

    /// The times of `go` in milliseconds: a check with its default (off: seconds).
    pub const fn milliseconds(name: &'static str, default: bool) -> Self {
        EngineOption {
            setting: EngineSetting::Milliseconds,
            spec: OptionSpec::check(name, default),
        }
    }

    /// A new game: a button.
    pub const fn new_game(name: &'static str) -> Self {
        EngineOption {
            setting: EngineSetting::NewGame,
            spec: OptionSpec::button(name),
        }
    }

    /// Evaluate with the network: a check with the game's default.
    pub const fn use_network(name: &'static str, default: bool) -> Self {
        EngineOption {
            setting: EngineSetting::UseNetwork,
            spec: OptionSpec::check(name, default),
        }
    }

    /// The network file: a string whose default names the network compiled in.
    pub const fn network_file(name: &'static str, embedded: &'static str) -> Self {
        EngineOption {
            setting: EngineSetting::NetworkFile,
            spec: OptionSpec::string(name, embedded),
        }
    }

    const fn spin(
        setting: EngineSetting,
        name: &'static str,
        default: i64,
        min: i64,
        max: i64,
    ) -> Self {
        EngineOption {
            setting,
            spec: OptionSpec::spin(name, default, min, max),
        }
    }
}

/// The `option` line of a spec, the same in UCI and USI:
/// `option name N type spin default D min A max B`, `type check default D`,
/// `type combo default D var V1 var V2 ...`, `type string default D` (`<empty>` for nothing),
/// `type button`.
pub fn option_line(spec: &OptionSpec) -> String {
    format!("option name {} {}", spec.name, option_type(spec, false))
}

/// The type part of an `option` line, `type <type> ...`: the default before the bounds and
/// the values (UCI, USI), or after them (`default_last`: UCCI, as ElephantEye writes it); a
/// string's empty default is `<empty>`.
pub(crate) fn option_type(spec: &OptionSpec, default_last: bool) -> String {
    let (kind, default, rest) = match spec.kind {
        OptionKind::Check { default } => ("check", default.to_string(), String::new()),
        OptionKind::Spin { default, min, max } => {
            ("spin", default.to_string(), format!(" min {min} max {max}"))
        }
        OptionKind::Combo { default, values } => {
            let vars: String = values.iter().map(|v| format!(" var {v}")).collect();
            ("combo", default.to_string(), vars)
        }
        OptionKind::String { default } => {
            let default = if default.is_empty() {
                "<empty>"
            } else {
                default
            };
            ("string", default.to_string(), String::new())
        }
        OptionKind::Button => return "type button".to_string(),
    };
    match default_last {
        false => format!("type {kind} default {default}{rest}"),
        true => format!("type {kind}{rest} default {default}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        let line = |s: OptionSpec| option_line(&s);
        assert_eq!(
            line(EngineOption::hash("Hash", 16, 1, 65536).spec),
            "option name Hash type spin default 16 min 1 max 65536"
        );
        assert_eq!(
            line(OptionSpec::check("UCI_Chess960", false).with_flag("--chess960")),
            "option name UCI_Chess960 type check default false"
        );
        assert_eq!(
            line(OptionSpec::combo("Style", "Normal", &["Solid", "Normal"])),
            "option name Style type combo default Normal var Solid var Normal"
        );
        assert_eq!(
            line(OptionSpec::string("Book", "")),
            "option name Book type string default <empty>"
        );
        assert_eq!(
            line(EngineOption::clear_hash("Clear Hash").spec),
            "option name Clear Hash type button"
        );
        assert_eq!(
            line(EngineOption::ponder("USI_Ponder").spec),
            "option name USI_Ponder type check default false"
        );
    }
}
