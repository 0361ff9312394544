//! Analysis: what the engine's searches mean for a player, over the engine and the
//! records. The win/draw/loss model that turns a score into chances
//! ([`wdl`], fitted by [`fit`]), and the game review that judges every move by it
//! and writes its findings into a move tree ([`review`]). The app and the command
//! line both judge through here, so a move gets the same mark in either.

pub mod fit;
pub mod review;
pub mod wdl;
mod wdl_table;
