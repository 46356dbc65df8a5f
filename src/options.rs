//! Typed options: what a game or an engine lets its user set, described once as an
//! [`OptionSpec`] (name, type, default, range or choices, command-line flag). The protocols
//! write their `option` lines from the specs and check `setoption` values with
//! [`OptionSpec::parse`]; the command line takes its flags from them.

/// One option: its name, its type with default (and range or choices), and the command-line
/// flag that sets it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The name a protocol shows and `setoption` matches (case-insensitively).
    pub name: &'static str,
    /// Type and default.
    pub kind: OptionKind,
    /// The command-line flag that sets it (`--chess960`): a check flag takes no value and turns
    /// the option on, any other flag takes the value that follows it.
    pub flag: Option<&'static str>,
}

/// The type of an option, with its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// On or off.
    Check {
        /// The value before any `setoption`.
        default: bool,
    },
    /// An integer in `min..=max`.
    Spin {
        /// The value before any `setoption`.
        default: i64,
        /// Smallest value accepted.
        min: i64,
        /// Largest value accepted.
        max: i64,
    },
    /// One of a fixed list of words.
    Combo {
        /// The value before any `setoption`.
        default: &'static str,
        /// The words accepted (matched case-insensitively).
        values: &'static [&'static str],
    },
    /// Any text.
    String {
        /// The value before any `setoption`.
        default: &'static str,
    },
    /// An action without a value (`Clear Hash`).
    Button,
}

/// A value an [`OptionSpec`] accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// Of a check option.
    Check(bool),
    /// Of a spin option, within its range.
    Spin(i64),
    /// Of a combo option: its word as the spec writes it.
    Combo(&'static str),
    /// Of a string option.
    String(String),
    /// A button was pressed.
    Button,
}

impl OptionValue {
    /// The value of a check option; `None` for any other type.
    pub fn as_check(&self) -> Option<bool> {
        match *self {
            OptionValue::Check(on) => Some(on),
            _ => None,
        }
    }
}

/// Why an option refused a value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// A spin, combo or string option was given no `value`.
    #[error("missing value")]
    MissingValue,
    /// A check option was given something other than `true` or `false` (lower-cased here).
    #[error("expected true or false, got {}", .0.as_deref().unwrap_or("nothing"))]
    NotABool(Option<String>),
    /// A spin option was given something other than an integer.
    #[error("'{0}' is not a number")]
    NotANumber(String),
    /// A spin option was given an integer outside its range.
    #[error("{value} is outside {min}..{max}")]
    OutOfRange {
        /// The value given.
        value: i64,
        /// Smallest value accepted.
        min: i64,
        /// Largest value accepted.
        max: i64,
    },
    /// A combo option was given a word not among its values.
    #[error("'{value}' is not one of {}", .values.join(", "))]
    NotAChoice {
        /// The word given.
        value: String,
        /// The words accepted.
        values: &'static [&'static str],
    },
}

impl OptionSpec {
    /// A check option.
    pub const fn check(name: &'static str, default: bool) -> Self {
        Self::new(name, OptionKind::Check { default })
    }

    /// A spin option over `min..=max`.
    pub const fn spin(name: &'static str, default: i64, min: i64, max: i64) -> Self {
        Self::new(name, OptionKind::Spin { default, min, max })
    }

    /// A combo option over `values`.
    pub const fn combo(
        name: &'static str,
        default: &'static str,
        values: &'static [&'static str],
    ) -> Self {
        Self::new(name, OptionKind::Combo { default, values })
    }

    /// A string option.
    pub const fn string(name: &'static str, default: &'static str) -> Self {
        Self::new(name, OptionKind::String { default })
    }

    /// A button.
    pub const fn button(name: &'static str) -> Self {
        Self::new(name, OptionKind::Button)
    }

    const fn new(name: &'static str, kind: OptionKind) -> Self {
        OptionSpec {
            name,
            kind,
            flag: None,
        }
    }

    /// The same option, set on the command line by `flag`.
    pub const fn with_flag(self, flag: &'static str) -> Self {
        OptionSpec {
            flag: Some(flag),
            ..self
        }
    }

    /// `true` when `name` names this option (case-insensitively, as `setoption` matches).
    pub fn is_named(&self, name: &str) -> bool {
        self.name.eq_ignore_ascii_case(name)
    }

    /// The value before any `setoption`.
    pub fn default_value(&self) -> OptionValue {
        match self.kind {
            OptionKind::Check { default } => OptionValue::Check(default),
            OptionKind::Spin { default, .. } => OptionValue::Spin(default),
            OptionKind::Combo { default, .. } => OptionValue::Combo(default),
            OptionKind::String { default } => OptionValue::String(default.to_string()),
            OptionKind::Button => OptionValue::Button,
        }
    }

    /// Reads `text` (the words after `value`, `None` without `value`) as a value of this
    /// option: `true`/`false` in any case for a check, an integer in range for a spin, one of
    /// the values in any case for a combo, anything for a string (nothing: empty); a button
    /// ignores it.
    pub fn parse(&self, text: Option<&str>) -> Result<OptionValue, OptionError> {
        match self.kind {
            OptionKind::Check { .. } => match text.map(str::to_ascii_lowercase).as_deref() {
                Some("true") => Ok(OptionValue::Check(true)),
                Some("false") => Ok(OptionValue::Check(false)),
                other => Err(OptionError::NotABool(other.map(str::to_string))),
            },
            OptionKind::Spin { min, max, .. } => {
                let text = text.ok_or(OptionError::MissingValue)?;
                let value: i64 = text
                    .parse()
                    .map_err(|_| OptionError::NotANumber(text.to_string()))?;
                if value < min || value > max {
                    return Err(OptionError::OutOfRange { value, min, max });
                }
                Ok(OptionValue::Spin(value))
            }
            OptionKind::Combo { values, .. } => {
                let text = text.ok_or(OptionError::MissingValue)?;
                values
                    .iter()
                    .find(|v| v.eq_ignore_ascii_case(text))
                    .map(|v| OptionValue::Combo(v))
                    .ok_or_else(|| OptionError::NotAChoice {
                        value: text.to_string(),
                        values,
                    })
            }
            OptionKind::String { .. } => {
                Ok(OptionValue::String(text.unwrap_or_default().to_string()))
            }
            OptionKind::Button => Ok(OptionValue::Button),
        }
    }
}

/// The option of `specs` that `name` names (case-insensitively).
pub fn find<'a>(specs: &'a [OptionSpec], name: &str) -> Option<&'a OptionSpec> {
    specs.iter().find(|s| s.is_named(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    const STYLE: OptionSpec = OptionSpec::combo("Style", "Normal", &["Solid", "Normal", "Risky"]);

    #[test]
    fn values() {
        let check = OptionSpec::check("Ponder", false);
        assert_eq!(check.parse(Some("TRUE")), Ok(OptionValue::Check(true)));
        assert_eq!(
            check.parse(Some("Maybe")).unwrap_err().to_string(),
            "expected true or false, got maybe"
        );
        assert_eq!(
            check.parse(None).unwrap_err().to_string(),
            "expected true or false, got nothing"
        );
        let spin = OptionSpec::spin("Threads", 1, 1, 256);
        assert_eq!(spin.parse(Some("8")), Ok(OptionValue::Spin(8)));
        assert_eq!(
            spin.parse(Some("257")).unwrap_err().to_string(),
            "257 is outside 1..256"
        );
        assert_eq!(
            spin.parse(Some("x")).unwrap_err().to_string(),
            "'x' is not a number"
        );
        assert_eq!(spin.parse(None), Err(OptionError::MissingValue));
        assert_eq!(STYLE.parse(Some("risky")), Ok(OptionValue::Combo("Risky")));
        assert_eq!(
            STYLE.parse(Some("wild")).unwrap_err().to_string(),
            "'wild' is not one of Solid, Normal, Risky"
        );
        let book = OptionSpec::string("Book", "");
        assert_eq!(book.parse(None), Ok(OptionValue::String(String::new())));
        assert_eq!(
            book.parse(Some("my book.bin")),
            Ok(OptionValue::String("my book.bin".into()))
        );
        assert_eq!(
            OptionSpec::button("Clear Hash").parse(Some("x")),
            Ok(OptionValue::Button)
        );
        assert_eq!(
            find(&[spin, check], "PONDER").map(|s| s.name),
            Some("Ponder")
        );
    }
}
