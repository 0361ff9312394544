//! The language the app's texts are drawn in, and the texts looked up in it. The
//! languages, their message files and numbers as each writes them are the
//! catalogue's ([`bernstein_words`]), which the layers below word their errors
//! from too; this module keeps which language the app speaks now.
//!
//! The texts are looked up through [`crate::strings`], never here directly. The
//! command line does not use this module: its output stays English for the tools
//! that read it.

use std::cell::Cell;

pub use bernstein_words::{
    Arg, LANGUAGES, Language, LanguageFile, Words, unix_locale, write_number,
};

thread_local! {
    // The app draws on one thread; tests run several apps at once, one per thread,
    // each in its own language.
    static CURRENT: Cell<Language> = const { Cell::new(Language::ENGLISH) };
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

/// A whole number as a message's variable (for plural forms and grouped digits).
pub fn count(value: impl Into<f64>) -> Arg {
    Arg::count(value)
}

/// A number with exactly `digits` digits after the decimal separator.
pub fn decimal(value: f64, digits: usize) -> Arg {
    Arg::decimal(value, digits)
}

/// A text as a message's variable.
pub fn text_arg(value: impl Into<String>) -> Arg {
    Arg::Text(value.into())
}

/// The message `id` in the current language.
pub fn message(id: &str) -> String {
    message_with(id, &[])
}

/// The message `id` in the current language, its variables filled in.
pub fn message_with(id: &str, args: &[(&str, Arg)]) -> String {
    bernstein_words::say(language(), id, args)
}

/// A message of a layer below (an error's reason) in the current language.
pub fn say(words: &impl bernstein_words::Worded) -> String {
    words.words().say(language())
}

/// Whether the language's file has message `id` (for the tests of the message files).
pub fn has_message(language: Language, id: &str) -> bool {
    language.has_message(id)
}

/// The ids of the messages in a language's file, in order.
pub fn message_ids(language: Language) -> Vec<String> {
    language.message_ids()
}

/// The errors of a language's file: syntax errors and messages that fail to format.
pub fn file_errors(language: Language) -> Vec<String> {
    language.file_errors()
}
