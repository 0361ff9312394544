//! The languages Bernstein speaks: their message files, the choice of the first
//! language from the operating system's locale, and the tests' pseudo-language.

use fluent_bundle::FluentResource;

use crate::Bundle;
use crate::number::numbers;
use crate::shape::{MessageShape, message_shapes};

/// One language Bernstein speaks.
pub struct LanguageFile {
    /// The language's code (BCP 47), as a locale such as `de_DE.UTF-8` starts.
    pub code: &'static str,
    /// The language's name in itself, for the language menu.
    pub name: &'static str,
    /// The Fluent messages.
    pub messages: &'static str,
    /// Teaches a bundle to write numbers with the language's separators:
    /// `numbers::<DECIMAL, GROUP>`.
    pub(crate) numbers: fn(&mut Bundle),
}

/// The languages, English first: it is the language of last resort.
pub const LANGUAGES: &[LanguageFile] = &[
    LanguageFile {
        code: "en",
        name: "English",
        messages: include_str!("../../../assets/i18n/en.ftl"),
        numbers: numbers::<'.', '\u{202f}'>,
    },
    LanguageFile {
        code: "de",
        name: "Deutsch",
        messages: include_str!("../../../assets/i18n/de.ftl"),
        numbers: numbers::<',', '.'>,
    },
];

/// The code of the pseudo-language: English, every text wrapped in `«…»` and
/// lengthened by a third, so tests see any text that escaped translation and
/// layouts that only hold for short words. Not offered in the language menu.
const PSEUDO: &str = "x-pseudo";

/// A language of [`LANGUAGES`] (or the tests' pseudo-language), by its code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language(&'static str);

impl Language {
    pub const ENGLISH: Language = Language("en");
    pub const GERMAN: Language = Language("de");
    #[doc(hidden)]
    pub const PSEUDO: Language = Language(PSEUDO);

    /// The language with this code, if the app has it.
    pub fn from_code(code: &str) -> Option<Language> {
        if code == PSEUDO {
            return Some(Language::PSEUDO);
        }
        LANGUAGES
            .iter()
            .find(|file| file.code == code)
            .map(|file| Language(file.code))
    }

    pub fn code(self) -> &'static str {
        self.0
    }

    /// The languages the menu offers.
    pub fn all() -> impl Iterator<Item = Language> {
        LANGUAGES.iter().map(|file| Language(file.code))
    }

    /// The language's name in itself ("Deutsch").
    pub fn name(self) -> &'static str {
        self.file().name
    }

    /// The language for a locale such as `de_DE.UTF-8`, `de-AT` or `en_GB`: the one
    /// whose code the locale's language part is, else English.
    pub fn for_locale(locale: &str) -> Language {
        let part = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::from_code(&part)
            .filter(|language| *language != Language::PSEUDO)
            .unwrap_or(Language::ENGLISH)
    }

    /// The language of the operating system's locale: on Linux and the BSDs the first
    /// set of `LC_ALL`, `LC_MESSAGES` and `LANG`; elsewhere the platform's setting.
    pub fn from_os() -> Language {
        let locale = if cfg!(all(unix, not(target_os = "macos"))) {
            unix_locale(|name| std::env::var(name).ok())
        } else {
            sys_locale::get_locale()
        };
        Language::for_locale(&locale.unwrap_or_default())
    }

    /// The file of the language; the pseudo-language reads the English one.
    pub(crate) fn file(self) -> &'static LanguageFile {
        LANGUAGES
            .iter()
            .find(|file| file.code == self.0)
            .unwrap_or(&LANGUAGES[0])
    }
}

/// The locale the C library would use for messages: the first non-empty of
/// `LC_ALL`, `LC_MESSAGES` and `LANG`.
pub fn unix_locale(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|value| !value.is_empty())
}

impl Language {
    /// The messages of the language's file: each id with its variables, in order.
    pub fn message_shapes(self) -> Vec<MessageShape> {
        message_shapes(self.file().messages)
    }

    /// The ids of the messages in a language's file, in order.
    pub fn message_ids(self) -> Vec<String> {
        self.message_shapes()
            .into_iter()
            .map(|shape| shape.id)
            .collect()
    }

    /// The errors of a language's file: syntax errors and messages that fail to format.
    pub fn file_errors(self) -> Vec<String> {
        let file = self.file();
        let mut errors = Vec::new();
        if let Err((_, found)) = FluentResource::try_new(file.messages.to_string()) {
            errors.extend(
                found
                    .iter()
                    .map(|error| format!("{}: {error:?}", file.code)),
            );
        }
        errors
    }
}

/// Each line `«line»`, a third longer; the line markup of the rules (`## `, `- `)
/// stays in front.
pub(crate) fn pseudo(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let (markup, words) = ["## ", "- "]
                .into_iter()
                .find_map(|markup| line.strip_prefix(markup).map(|rest| (markup, rest)))
                .unwrap_or(("", line));
            let padding = "~".repeat(words.chars().count().div_ceil(3));
            format!("{markup}«{words}{padding}»")
        })
        .collect();
    lines.join("\n")
}
