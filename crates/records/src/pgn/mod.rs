//! Match records in the PGN style that board-game tools share: tag pairs, then the
//! moves numbered one number per round (`1. d2 g7 2. a1 d5`), variations in
//! parentheses, comments in braces and the result (`1-0`, `0-1`, `1/2-1/2`, `*`).
//! A file may hold many games (a whole AI-vs-AI match).
//!
//! Tags written: the seven of PGN (`Event`, `Site`, `Date`, `Round`, the two players
//! as `Red`/`Blue` or `White`/`Black`, `Result`), then `Game` (the game's id),
//! `Setup` (the start position text), `Options` (rule options, RON), the players'
//! kinds (`RedType "program"`, `RedLevel "5"`), `TimeControl` (`"300+3"`, `"1/2"`:
//! see [`super::clock`]), `Termination` (why the game ended) and any other tags
//! an imported record carried. Reading validates every move through the rules;
//! errors name the game, the line and the move.
//!
//! Annotations as chess tools write them: a judgement after its move (`a1-a4??`;
//! `$1`…`$6` are read too), and in the move's comment the commands
//! `[%eval 1.30]`, `[%clk 0:04:12]`, `[%best g7-f6]`, `[%cal Ga1a4]`, `[%csl Rd4]`
//! (see [`Annotation`](crate::Annotation)).
//!
//! The text is read in two steps, `lexer` (tokens split into games) and `read`
//! (each move through the rules); `write` writes it; `tags` holds the header
//! both ways.

mod lexer;
mod read;
mod tags;
mod write;

pub use read::read_pgn;
pub(crate) use read::read_pgn_part;
pub use write::{write_pgn, write_pgn_all};

use crate::GameResult;
use bernstein_rules::Side;

/// The result token of a game: `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on.
pub fn result_token(result: Option<&GameResult>) -> &'static str {
    match result.map(GameResult::winner) {
        None => "*",
        Some(Some(Side::First)) => "1-0",
        Some(Some(Side::Second)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

/// Comments cannot contain `}` in PGN: it would end them early.
fn escape_comment(text: &str) -> String {
    text.replace('}', ")")
}
