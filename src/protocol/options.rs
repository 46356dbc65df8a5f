//! The options registry of a session: the engine-wide options a protocol names
//! ([`EngineOption`]: what each controls and its spec), next to the game's own options
//! ([`crate::game::Notation::OPTIONS`]); and the `option` line both UCI and USI write for a
//! spec.

use crate::options::{OptionKind, OptionSpec};

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
    let name = spec.name;
    match spec.kind {
        OptionKind::Check { default } => format!("option name {name} type check default {default}"),
        OptionKind::Spin { default, min, max } => {
            format!("option name {name} type spin default {default} min {min} max {max}")
        }
        OptionKind::Combo { default, values } => {
            let mut line = format!("option name {name} type combo default {default}");
            for v in values {
                line.push_str(" var ");
                line.push_str(v);
            }
            line
        }
        OptionKind::String { default } => {
            let default = if default.is_empty() {
                "<empty>"
            } else {
                default
            };
            format!("option name {name} type string default {default}")
        }
        OptionKind::Button => format!("option name {name} type button"),
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
