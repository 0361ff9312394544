//! Bernstein's words, once per language: the Fluent message files in
//! `assets/i18n/` and [`Words`], a message as its id and the values of its
//! variables. Every layer's errors say what they are as [`Words`] (see
//! [`Worded`]); their `Display` is the English of the same message, so the
//! command line prints the sentence the app's English shows, and the app words
//! the same error in the language the user chose. A sentence is written once per
//! language, in its `.ftl` file, and nowhere in code.
//!
//! A language is one `.ftl` file and one line in [`LANGUAGES`].

mod language;
mod number;
mod shape;

pub use language::{LANGUAGES, Language, LanguageFile, unix_locale};
pub use number::write_number;
pub use shape::{MessageShape, message_shapes};

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A message of the files: its id and the values of its variables, worded in a
/// language when it is said ([`Words::say`]), in English by `Display`.
#[derive(Clone, Debug, PartialEq)]
pub struct Words {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Arg)>,
}

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Data shown as it is: a move text, a square, a file name, a selector key.
    Text(String),
    /// A number, written as the language writes numbers; `digits` fixes the
    /// digits after the decimal separator (whole numbers: none, for plural forms).
    Number { value: f64, digits: Option<usize> },
    /// A message of its own, worded in the same language ("Rot", "Red").
    Words(Box<Words>),
}

impl Arg {
    /// A whole number (for plural forms and grouped digits).
    pub fn count(value: impl Into<f64>) -> Arg {
        Arg::Number {
            value: value.into(),
            digits: None,
        }
    }

    /// A number with exactly `digits` digits after the decimal separator.
    pub fn decimal(value: f64, digits: usize) -> Arg {
        Arg::Number {
            value,
            digits: Some(digits),
        }
    }

    /// Data shown as it is.
    pub fn text(value: impl ToString) -> Arg {
        Arg::Text(value.to_string())
    }

    fn fluent(&self, language: Language) -> FluentValue<'_> {
        match self {
            Arg::Text(text) => FluentValue::String(Cow::Borrowed(text)),
            Arg::Number { value, digits } => {
                let options = FluentNumberOptions {
                    minimum_fraction_digits: *digits,
                    maximum_fraction_digits: *digits,
                    ..FluentNumberOptions::default()
                };
                FluentValue::Number(FluentNumber::new(*value, options))
            }
            Arg::Words(words) => FluentValue::String(Cow::Owned(words.say(language))),
        }
    }
}

impl From<Words> for Arg {
    fn from(words: Words) -> Arg {
        Arg::Words(Box::new(words))
    }
}

impl Words {
    /// The message `id`, its variables to be added with [`Words::with`].
    pub fn new(id: impl Into<Cow<'static, str>>) -> Words {
        Words {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The same message with the variable `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Words {
        self.args.push((name, value.into()));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The message's variables, in the order they were set.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The message in `language`.
    pub fn say(&self, language: Language) -> String {
        say(language, &self.id, &self.args)
    }
}

/// The English of the message, as the command line and the records print it.
impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::ENGLISH))
    }
}

/// A value that says what it is as a message of the files (an error's reason).
pub trait Worded {
    fn words(&self) -> Words;
}

impl Worded for Words {
    fn words(&self) -> Words {
        self.clone()
    }
}

/// The message `id` in `language`, its variables filled in. A message the file
/// lacks is said as its id (the message tests keep this from happening).
pub fn say(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    let bundle = bundle(language);
    let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.fluent(language));
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if language == Language::PSEUDO {
        language::pseudo(&text)
    } else {
        text.into_owned()
    }
}

/// The English of message `id`.
pub fn english(id: &str, args: &[(&str, Arg)]) -> String {
    say(Language::ENGLISH, id, args)
}

type Bundle = FluentBundle<FluentResource>;

/// The bundle of a language's file, made once for the whole program (any thread
/// may word an error); the pseudo-language reads the English one.
fn bundle(language: Language) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| LANGUAGES.iter().map(make_bundle).collect());
    let index = LANGUAGES
        .iter()
        .position(|file| file.code == language.file().code)
        .unwrap_or(0);
    &bundles[index]
}

fn make_bundle(file: &LanguageFile) -> Bundle {
    let id: LanguageIdentifier = file.code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // The texts go into labels and the terminal, not into running text of mixed
    // directions.
    bundle.set_use_isolating(false);
    (file.numbers)(&mut bundle);
    let resource =
        FluentResource::try_new(file.messages.to_string()).unwrap_or_else(|(resource, _)| resource);
    // A duplicate id keeps its first text; the message tests report it.
    let _ = bundle.add_resource(resource);
    bundle
}

impl Language {
    /// Whether the language's file has message `id` (for the tests of the files).
    pub fn has_message(self, id: &str) -> bool {
        bundle(self).has_message(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reads_in_each_language_with_its_arguments() {
        let words = Words::new("pos-kraken-count").with("found", Arg::count(3));
        assert_eq!(
            words.to_string(),
            "the board has 3 kraken, expected exactly 2"
        );
        assert_eq!(words.say(Language::ENGLISH), words.to_string());
        let german = words.say(Language::GERMAN);
        assert!(
            german.contains('3') && german != words.to_string(),
            "{german}"
        );
    }

    #[test]
    fn a_message_as_an_argument_is_worded_in_the_same_language() {
        let words = Words::new("pos-bad-stones-in-hand")
            .with("name", Words::new("side-white"))
            .with("found", Arg::text("x"));
        assert!(words.to_string().starts_with("White's"), "{words}");
        assert!(
            words.say(Language::GERMAN).contains("Weiß"),
            "{}",
            words.say(Language::GERMAN)
        );
    }

    #[test]
    fn numbers_are_written_as_each_language_writes_them() {
        let args = [("value", Arg::decimal(1234.5, 1))];
        assert_eq!(say(Language::GERMAN, "series-score", &args), "1.234,5 %");
        assert_eq!(
            say(Language::ENGLISH, "series-score", &args),
            "1\u{202f}234.5 %"
        );
    }

    #[test]
    fn a_missing_message_is_said_as_its_id() {
        assert_eq!(Words::new("no-such-message").to_string(), "no-such-message");
    }

    #[test]
    fn the_pseudo_language_marks_every_text() {
        let text = Words::new("side-red").say(Language::PSEUDO);
        assert!(text.starts_with('«') && text.ends_with('»'), "{text}");
    }
}
