//! `bernstein apply`: plays moves from a position and prints the position they
//! reach, and the result if the game is over. An illegal move ends it with exit
//! code 1 and the line `illegal <move>: <why>`.

use std::process::ExitCode;

use clap::Args;

use super::GameArgs;
use bernstein_rules::with_game;
use bernstein_rules::{Game, Position};

#[derive(Args, Debug)]
pub struct ApplyArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Moves in the game's move text, e.g. b1-c2, A4-C4, f6-f4xd1.
    pub moves: Vec<String>,
}

/// `bernstein apply`: its own exit codes, since an illegal move (1) is an answer,
/// not an error in the arguments (2).
pub fn run(args: &ApplyArgs) -> ExitCode {
    with_game!(args.game.game, P => {
        let start: P = match args.game.position() {
            Ok(pos) => pos,
            Err(error) => {
                eprintln!("error: {}", super::said_once(&error));
                return ExitCode::from(2);
            }
        };
        let mut game = Game::new(start);
        for text in &args.moves {
            if let Err(error) = game.play_text(text) {
                println!("illegal {}: {}", text, error.why());
                return ExitCode::from(1);
            }
        }
        println!("{}", game.position().to_text());
        if let Some(outcome) = game.outcome() {
            println!("result {} {}", outcome.winner_id(P::KIND), outcome.reason.id());
        }
        ExitCode::SUCCESS
    })
}
