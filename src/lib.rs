//! Bernstein: play and analyse Ostseeschach (Software Challenge 2022), Ostsee-Schach
//! (original rules), Piranhas (Software Challenge 2019 and 2026) and Mühle.
//!
//! This crate is the `bernstein` command ([`cli`], one file per subcommand, see
//! `docs/command-line.md`), on top of the workspace's layers, each a crate that
//! depends only on those below it: [`rules`] (positions, moves, game end, rule
//! options, text formats) at the bottom; [`engine`] (search and evaluation on
//! threads of its own) and [`records`] (save, export, import) side by side above
//! it, neither using the other; [`analysis`] (what the searches mean for a player:
//! the win/draw/loss model and the game review) and [`arena`] (where programs
//! play games: players, the referee, the process supervisor, the score report,
//! the engine protocol) above both; [`net`] (the Software
//! Challenge's network protocol) and [`tablebase`] (Mühle's endgame database) above
//! that; [`diagram`] (the boards' drawing, for the app and for pictures of a
//! position) beside them; and `app` (the egui desktop app, which holds no rule
//! logic) above them. Below them all, [`words`] holds the messages in every
//! language, which every layer's errors are worded from.
//! The layers are re-exported under their names, so the tests, benchmarks and
//! examples name every layer through this one crate.

pub mod cli;

pub use bernstein_analysis as analysis;
#[cfg(feature = "gui")]
pub use bernstein_app as app;
pub use bernstein_arena as arena;
pub use bernstein_diagram as diagram;
pub use bernstein_engine as engine;
pub use bernstein_net as net;
pub use bernstein_net::with_season;
pub use bernstein_records as records;
pub use bernstein_rules as rules;
pub use bernstein_rules::with_game;
pub use bernstein_system as system;
pub use bernstein_tablebase as tablebase;
pub use bernstein_words as words;
