//! Bernstein: play and analyse Ostseeschach (Software Challenge 2022), Ostsee-Schach
//! (original rules), Piranhas (Software Challenge 2019) and Mühle.
//!
//! Layers, each using only those below it: [`rules`] (positions, moves, game end,
//! rule options, text formats) at the bottom; [`engine`] (search and evaluation
//! through the rules traits, on its own thread) and [`records`] (save, export,
//! import) side by side above it, neither using the other; [`analysis`] (what the
//! searches mean for a player: the win/draw/loss model and the game review) above
//! both; [`net`] (the Software Challenge's network protocol: hosting games for bots,
//! joining a server) and [`tablebase`] (Mühle's endgame database, generated and kept
//! in the data directory) above that; `app` (the egui desktop app, which holds no
//! rule logic) above them; and
//! [`cli`] (the `bernstein` command, one file per subcommand, see
//! `docs/command-line.md`) on top.

pub mod analysis;
pub mod cli;
pub mod engine;
pub mod net;
pub mod records;
pub mod rules;
pub mod tablebase;

#[cfg(feature = "gui")]
pub mod app;
