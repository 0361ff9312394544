//! Every user-facing text of the app, by name: each is a message of the Fluent files
//! in `assets/i18n/` looked up in the language chosen ([`crate::i18n`]). Texts
//! with variables are functions, so that each language words the whole sentence.
//! The rules layer's results are worded here; the layers' errors say what they
//! are as messages of the same files ([`bernstein_words::Words`]), which
//! [`crate::i18n::say`] words in the language chosen.
//! A text that stays on screen while the language may change (a message) is kept as
//! a [`Wording`], worded anew each time it is drawn.
//!
//! The texts with variables are kept by feature in the submodules; all are named
//! from here (`s::saved_to`).

use std::fmt;
use std::sync::Arc;

mod analysis;
mod board;
mod files;
mod host;
mod play;
mod series;
mod shell;

pub use analysis::*;
pub use board::*;
pub use files::*;
pub use host::*;
pub use play::*;
pub use series::*;
pub use shell::*;

use crate::i18n::{self, Arg, count, decimal, text_arg};
use bernstein_analysis::review::Verdict;
use bernstein_rules::{EndReason, GameKind, Outcome, Side};

/// The app's name: the same in every language.
pub const APP_TITLE: &str = "Bernstein";

/// A text without variables: the id of its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Msg(&'static str);

impl Msg {
    pub fn id(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&i18n::message(self.0))
    }
}

impl From<Msg> for String {
    fn from(msg: Msg) -> String {
        i18n::message(msg.0)
    }
}

impl From<Msg> for egui::RichText {
    fn from(msg: Msg) -> egui::RichText {
        egui::RichText::new(i18n::message(msg.0))
    }
}

impl From<Msg> for egui::WidgetText {
    fn from(msg: Msg) -> egui::WidgetText {
        i18n::message(msg.0).into()
    }
}

/// What a message says: worded anew, in the language chosen at the time, each time
/// it is drawn. Made from a text's name (`s::COPIED_GAME`) or from a closure that
/// words a text with variables (`move || s::saved_to(&path)`).
#[derive(Clone)]
pub struct Wording(Arc<dyn Fn() -> String + Send + Sync>);

impl Wording {
    /// The words in the language chosen now.
    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl From<Msg> for Wording {
    fn from(msg: Msg) -> Wording {
        Wording(Arc::new(move || msg.to_string()))
    }
}

impl<F: Fn() -> String + Send + Sync + 'static> From<F> for Wording {
    fn from(words: F) -> Wording {
        Wording(Arc::new(words))
    }
}

impl fmt::Display for Wording {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl fmt::Debug for Wording {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.text())
    }
}

impl PartialEq<&str> for Wording {
    fn eq(&self, other: &&str) -> bool {
        self.text() == *other
    }
}

// The texts without variables: a constant per message of the English file, its
// name the message's id in capitals (`COPIED_GAME` for `copied-game`), written by
// build.rs.
include!(concat!(env!("OUT_DIR"), "/messages.rs"));

fn with(id: &str, args: &[(&str, Arg)]) -> String {
    i18n::message_with(id, args)
}

/// A count of things (moves, games, files) as a message's variable.
fn count_arg(value: usize) -> Arg {
    count(value as f64)
}

/// The name of a game ("Mühle", "Ostsee-Schach (Originalregeln)").
pub fn game_name(kind: GameKind) -> String {
    i18n::message(&format!("game-name-{}", kind.id()))
}

/// The colour of a side: Rot/Blau, Weiß/Schwarz.
pub fn side_name(kind: GameKind, side: Side) -> String {
    i18n::message(&side_id(kind, side))
}

/// The message id of a side's colour, e.g. `side-red`.
pub fn side_id(kind: GameKind, side: Side) -> String {
    format!("side-{}", kind.side_name(side).to_lowercase())
}

/// The name of a computer level ("Anfänger"), by its number.
pub fn level_title(number: u8) -> String {
    with("level-title", &[("level", count(number))])
}
