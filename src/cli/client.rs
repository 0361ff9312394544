//! `bernstein client`: joins a Software Challenge server (the competition's, or
//! `bernstein serve`) as a player with Bernstein's engine, with the start
//! arguments of the competition's own player programs (`--host`/`-h`,
//! `--port`/`-p`, `--reservation`/`-r`). The last line is the result.

use anyhow::{Result, anyhow, bail};
use std::io::Write;
use std::time::Duration;

use clap::{ArgAction, Args};

use super::parse_game_kind;
use super::serve::engine_level;
use bernstein_net::client::JoinBy;
use bernstein_net::{ClientSettings, DEFAULT_PORT, Season, play_client};
use bernstein_rules::GameKind;

#[derive(Args, Debug)]
#[command(disable_help_flag = true)]
pub struct ClientArgs {
    /// piranhas (swc_2019_piranhas), ostseeschach (swc_2022_ostseeschach) or
    /// piranhas-2026 (swc_2026_piranhas).
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// The server's host name or address.
    #[arg(short = 'h', long, default_value = "localhost")]
    pub host: String,
    /// The server's port.
    #[arg(short = 'p', long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// Join the seat prepared for this reservation code.
    #[arg(short = 'r', long, conflicts_with = "room")]
    pub reservation: Option<String>,
    /// Join this room (2022 on).
    #[arg(long)]
    pub room: Option<String>,
    /// Strength level of Bernstein's engine (1–10; default 10).
    #[arg(long, conflicts_with = "movetime")]
    pub level: Option<u8>,
    /// Thinking time per move in milliseconds (at most 1500: the limit is 2 s).
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Print help (`-h` is the host, as in the competition's player programs).
    #[arg(long, action = ArgAction::Help)]
    pub help: Option<bool>,
}

/// `bernstein client`.
pub fn run(args: &ClientArgs) -> Result<()> {
    bernstein_net::with_season!(args.game, P => run_season::<P>(args)).unwrap_or_else(|| {
        Err(anyhow!(
            "{} was never a Software Challenge game: play piranhas, ostseeschach or piranhas-2026",
            args.game.id()
        ))
    })
}

fn run_season<P: Season>(args: &ClientArgs) -> Result<()> {
    let level =
        engine_level(Some(args.level.unwrap_or(10)), args.movetime)?.expect("a level is given");
    let join = match (&args.reservation, &args.room) {
        (Some(code), _) => JoinBy::Reservation(code.clone()),
        (None, Some(room)) => JoinBy::Room(room.clone()),
        (None, None) => JoinBy::GameType,
    };
    let settings = ClientSettings {
        address: format!("{}:{}", args.host, args.port),
        join,
        level,
        movetime: args.movetime.map(Duration::from_millis),
    };
    let mut out = std::io::stdout().lock();
    let summary = play_client::<P>(&settings, |line| {
        let _ = writeln!(out, "{line}");
    })?;
    if !summary.finished {
        bail!("the server closed the connection before the game had a result");
    }
    let name = |side| P::KIND.side_name(side).to_lowercase();
    let who = match summary.winner {
        Some(side) => format!("{} wins", name(side)),
        None => "no winner".to_string(),
    };
    let ours = match (summary.side, summary.winner) {
        (Some(side), Some(winner)) if side == winner => format!(", Bernstein ({}) won", name(side)),
        (Some(side), Some(_)) => format!(", Bernstein ({}) lost", name(side)),
        (Some(side), None) => format!(", Bernstein played {}", name(side)),
        (None, _) => String::new(),
    };
    writeln!(out, "result: {who} ({}){ours}", summary.causes.join(", "))?;
    Ok(())
}
