//! Writes the constant of every text without variables (`s::COPIED_GAME` for the
//! message `copied-game`) from the English message file, so that such a text is
//! written once per language, in its `.ftl` file, and named in code by its
//! constant. `strings` includes the result.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let files = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/i18n");
    for language in bernstein_words::LANGUAGES {
        let file = files.join(format!("{}.ftl", language.code));
        println!("cargo::rerun-if-changed={}", file.display());
    }
    let english = files.join("en.ftl");
    let source = std::fs::read_to_string(&english)
        .unwrap_or_else(|error| panic!("{}: {error}", english.display()));
    let mut constants = String::new();
    for message in bernstein_words::message_shapes(&source) {
        if message.variables.is_empty() {
            let name = message.id.to_uppercase().replace('-', "_");
            writeln!(constants, "pub const {name}: Msg = Msg({:?});", message.id)
                .expect("writing to a string");
        }
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("messages.rs");
    std::fs::write(&out, constants).unwrap_or_else(|error| panic!("{}: {error}", out.display()));
}
