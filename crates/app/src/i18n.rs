//! The app's languages: the Fluent message files in `assets/i18n/`, the language the
//! texts are drawn in, the choice of the first language from the operating system,
//! and numbers written as each language writes them (German: `1.234.567`, `1,3`).
//!
//! A language is one `.ftl` file and one line in [`LANGUAGES`]. The texts are looked
//! up through [`crate::strings`], never here directly. The command line does not
//! use this module: its output stays English for the tools that read it.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// One language the app speaks.
pub struct LanguageFile {
    /// The language's code (BCP 47), as a locale such as `de_DE.UTF-8` starts.
    pub code: &'static str,
    /// The language's name in itself, for the language menu.
    pub name: &'static str,
    /// The Fluent messages.
    pub messages: &'static str,
    /// Teaches a bundle to write numbers with the language's separators:
    /// `numbers::<DECIMAL, GROUP>`.
    numbers: fn(&mut FluentBundle<FluentResource>),
}

/// The languages of the app, English first: it is the language of last resort.
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
    fn file(self) -> &'static LanguageFile {
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

thread_local! {
    // The app draws on one thread; tests run several apps at once, one per thread,
    // each in its own language.
    static CURRENT: Cell<Language> = const { Cell::new(Language::ENGLISH) };
    static BUNDLES: RefCell<HashMap<&'static str, FluentBundle<FluentResource>>> =
        RefCell::new(HashMap::new());
}

/// Texts from now on (on this thread) are in `language`.
pub fn set_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// The language texts are drawn in.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// What `words` says in `language` (on this thread), the language before kept.
pub fn in_language<R>(language: Language, words: impl FnOnce() -> R) -> R {
    let before = self::language();
    set_language(language);
    let said = words();
    set_language(before);
    said
}

/// A value for a message's variable.
pub type Arg = FluentValue<'static>;

/// A whole number as a message's variable (for plural forms and grouped digits).
pub fn count(value: impl Into<f64>) -> Arg {
    FluentValue::Number(FluentNumber::new(
        value.into(),
        FluentNumberOptions::default(),
    ))
}

/// A number with exactly `digits` digits after the decimal separator.
pub fn decimal(value: f64, digits: usize) -> Arg {
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(digits),
        maximum_fraction_digits: Some(digits),
        ..FluentNumberOptions::default()
    };
    FluentValue::Number(FluentNumber::new(value, options))
}

/// A text as a message's variable.
pub fn text_arg(value: impl Into<String>) -> Arg {
    FluentValue::String(Cow::Owned(value.into()))
}

/// The message `id` in the current language.
pub fn message(id: &str) -> String {
    message_with(id, &[])
}

/// The message `id` in the current language, its variables filled in.
pub fn message_with(id: &str, args: &[(&str, Arg)]) -> String {
    let language = language();
    let text = BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        let bundle = bundles
            .entry(language.0)
            .or_insert_with(|| bundle(language.file()));
        format(bundle, id, args)
    });
    match text {
        Some(text) if language == Language::PSEUDO => pseudo(&text),
        Some(text) => text,
        // The message tests keep this from happening; the id shows what is missing.
        None => id.to_string(),
    }
}

/// Whether the language's file has message `id` (for the tests of the message files).
pub fn has_message(language: Language, id: &str) -> bool {
    bundle(language.file()).has_message(id)
}

/// The ids of the messages in a language's file, in order (a message starts a line
/// with its id and `=`).
pub fn message_ids(language: Language) -> Vec<String> {
    language
        .file()
        .messages
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let valid = id.starts_with(|c: char| c.is_ascii_alphabetic())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            valid.then(|| id.to_string())
        })
        .collect()
}

/// The errors of a language's file: syntax errors and messages that fail to format.
pub fn file_errors(language: Language) -> Vec<String> {
    let file = language.file();
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

fn bundle(file: &LanguageFile) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = file.code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // The texts go into labels, not into running text of mixed directions.
    bundle.set_use_isolating(false);
    (file.numbers)(&mut bundle);
    let resource =
        FluentResource::try_new(file.messages.to_string()).unwrap_or_else(|(resource, _)| resource);
    // A duplicate id keeps its first text; the message tests report it.
    let _ = bundle.add_resource(resource);
    bundle
}

fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(text.into_owned())
}

/// Each line `«line»`, a third longer; the line markup of the rules (`## `, `- `)
/// stays in front.
fn pseudo(text: &str) -> String {
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

/// Fluent's numbers in a language's writing: `DECIMAL` before the fraction, `GROUP`
/// between groups of three digits .
fn numbers<const DECIMAL: char, const GROUP: char>(bundle: &mut FluentBundle<FluentResource>) {
    bundle.set_formatter(Some(fluent_number::<_, DECIMAL, GROUP>));
}

fn fluent_number<M, const DECIMAL: char, const GROUP: char>(
    value: &FluentValue,
    _: &M,
) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let options = &number.options;
    Some(write_number(
        number.value,
        options.minimum_fraction_digits,
        options.maximum_fraction_digits,
        options.use_grouping,
        DECIMAL,
        GROUP,
    ))
}

/// `value` with `min..=max` digits after `decimal` and its whole part grouped by
/// threes with `group`.
pub fn write_number(
    value: f64,
    min_fraction: Option<usize>,
    max_fraction: Option<usize>,
    grouping: bool,
    decimal: char,
    group: char,
) -> String {
    let digits = match max_fraction {
        Some(max) => format!("{:.*}", max, value.abs()),
        None => format!("{}", value.abs()),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((&digits, ""));
    let mut fraction = fraction.to_string();
    // Beyond the minimum, trailing zeros say nothing.
    let min = min_fraction.unwrap_or(0);
    while fraction.len() > min && fraction.ends_with('0') {
        fraction.pop();
    }
    while fraction.len() < min {
        fraction.push('0');
    }
    let mut out = String::new();
    if value < 0.0 && (whole.bytes().any(|b| b != b'0') || fraction.bytes().any(|b| b != b'0')) {
        out.push('-');
    }
    for (index, ch) in whole.chars().enumerate() {
        if grouping && index > 0 && (whole.len() - index) % 3 == 0 {
            out.push(group);
        }
        out.push(ch);
    }
    if !fraction.is_empty() {
        out.push(decimal);
        out.push_str(&fraction);
    }
    out
}
