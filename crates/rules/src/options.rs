//! Rule options described as data: each game's `Options` type names its options
//! and their values by short ids (`flying` = `on` / `off`), so the command line,
//! records and dialogs can read and set them without knowing the game.

use std::fmt;

/// The values of an option that is either in force or not.
pub const ON_OFF: &[&str] = &["on", "off"];

/// One rule option: its id, the ids of its values, and the value of the default
/// options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// E.g. `"flying"`: lower case, words joined by `-`.
    pub id: &'static str,
    /// E.g. `["on", "off"]`.
    pub values: &'static [&'static str],
    /// One of `values`.
    pub default: &'static str,
}

/// An option id or value that a game does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// The game has no option of this id; `known` lists the ids it has.
    UnknownId {
        id: String,
        known: Vec<&'static str>,
    },
    /// The option exists but has no such value; `expected` lists its values.
    UnknownValue {
        id: &'static str,
        value: String,
        expected: &'static [&'static str],
    },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownId { id, known } if known.is_empty() => {
                write!(
                    f,
                    "unknown rule option '{id}': this game has no rule options"
                )
            }
            OptionError::UnknownId { id, known } => write!(
                f,
                "unknown rule option '{id}' (this game has: {})",
                known.join(", ")
            ),
            OptionError::UnknownValue {
                id,
                value,
                expected,
            } => write!(
                f,
                "unknown value '{value}' for rule option '{id}' (expected: {})",
                expected.join(", ")
            ),
        }
    }
}

impl std::error::Error for OptionError {}

/// The rule options of one game, readable and settable by id.
///
/// Every game's [`Position::Options`](super::Position::Options) implements it.
/// The ids and values are those of [`RuleOptions::specs`]; `get` of the default
/// options gives each spec's `default`.
pub trait RuleOptions {
    /// The options this game has, in the order to show them.
    fn specs() -> &'static [OptionSpec]
    where
        Self: Sized;

    /// The current value of option `id`, or `None` if the game has no such option.
    fn get(&self, id: &str) -> Option<&'static str>;

    /// Sets option `id` to `value`; unknown ids and values are refused and leave
    /// the options as they were.
    fn set(&mut self, id: &str, value: &str) -> Result<(), OptionError>;
}

/// Looks `id` and `value` up in `specs`: the spec's own id and value strings, or
/// the error that names what is unknown. Implementations of
/// [`RuleOptions::set`] check with it first and then match on the result.
pub fn check_option(
    specs: &'static [OptionSpec],
    id: &str,
    value: &str,
) -> Result<(&'static str, &'static str), OptionError> {
    let spec = specs
        .iter()
        .find(|spec| spec.id == id)
        .ok_or_else(|| OptionError::UnknownId {
            id: id.to_string(),
            known: specs.iter().map(|spec| spec.id).collect(),
        })?;
    let value = spec
        .values
        .iter()
        .find(|known| **known == value)
        .ok_or_else(|| OptionError::UnknownValue {
            id: spec.id,
            value: value.to_string(),
            expected: spec.values,
        })?;
    Ok((spec.id, value))
}

/// The options of a game that has none (Ostseeschach, Piranhas): every `set` is
/// refused as an unknown id. Saved as `()` in records, like any empty options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NoOptions {}

impl RuleOptions for NoOptions {
    fn specs() -> &'static [OptionSpec] {
        &[]
    }

    fn get(&self, _id: &str) -> Option<&'static str> {
        None
    }

    fn set(&mut self, id: &str, value: &str) -> Result<(), OptionError> {
        check_option(Self::specs(), id, value).map(|_| ())
    }
}
