//! `bernstein perft`: counts the leaf nodes of the move tree to a depth, split by
//! first move with `--divide`; the time goes to stderr, the count is the last line.

use anyhow::Result;
use std::io::Write;
use std::time::Instant;

use clap::Args;

use super::GameArgs;
use bernstein_rules::with_game;
use bernstein_rules::{Position, perft_divide};

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Also print the count below each first move.
    #[arg(long)]
    pub divide: bool,
    pub depth: u32,
}

/// `bernstein perft`.
pub fn run(args: &PerftArgs) -> Result<()> {
    with_game!(args.game.game, P => {
        let pos: P = args.game.position()?;
        let started = Instant::now();
        let mut out = std::io::stdout().lock();
        let nodes = if args.divide {
            let split = perft_divide(&pos, args.depth);
            for (mv, count) in &split {
                writeln!(out, "{mv}: {count}")?;
            }
            split.iter().map(|(_, count)| count).sum()
        } else {
            pos.perft(args.depth)
        };
        let seconds = started.elapsed().as_secs_f64();
        eprintln!("time {seconds:.3} s, {:.0} nodes/s", nodes as f64 / seconds.max(1e-9));
        writeln!(out, "{nodes}")?;
        Ok(())
    })
}
