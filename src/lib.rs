//! Bernstein: play and analyse Ostseeschach (Software Challenge 2022), Ostsee-Schach
//! (original rules), Piranhas (Software Challenge 2019) and Mühle.
//!
//! Three layers, each readable alone: [`rules`] (positions, moves, game end, text
//! formats), [`engine`] (search and evaluation through the rules trait, on its own
//! thread) and `app` (the egui desktop app, which holds no rule logic). [`records`]
//! (save, export, import) sits beside the rules and serves the app and the CLI.

pub mod cli;
pub mod engine;
pub mod records;
pub mod rules;

#[cfg(feature = "gui")]
pub mod app;
