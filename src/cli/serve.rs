//! `bernstein serve`: hosts Software Challenge games for bots on the local
//! machine, as the competition's server does. A line per finished game
//! (`game <n>: <winner|draw> <reason>`) and a match-like score from the first
//! player's side last; what happens on the connections goes to stderr.

use anyhow::{Context, Result, anyhow, bail};
use std::fs::File;
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;

use super::{level_by_number, parse_game_kind};
use bernstein_arena::score::summary;
use bernstein_engine::{Level, MatchScore};
use bernstein_net::{DEFAULT_PORT, Opponent, Season, ServeSettings, ServerEvent, Timeouts, serve};
use bernstein_records::Record;
use bernstein_rules::{GameKind, Side};

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// piranhas (swc_2019_piranhas), ostseeschach (swc_2022_ostseeschach) or
    /// piranhas-2026 (swc_2026_piranhas).
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// The port bots connect to.
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// The address to listen on (0.0.0.0 for every interface).
    #[arg(long, default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub listen: IpAddr,
    /// Games to play, one after another.
    #[arg(long, default_value_t = 1)]
    pub games: u32,
    /// Bernstein plays the other seat at this level (1–10); one bot per game.
    #[arg(long, conflicts_with = "movetime")]
    pub level: Option<u8>,
    /// Bernstein plays the other seat, thinking this many milliseconds per move.
    #[arg(long)]
    pub movetime: Option<u64>,
    /// No time limits (the competition's are 2 s per move, 10 s at most).
    #[arg(long)]
    pub no_timeout: bool,
    /// Seed of the random start setups (default: drawn, and printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print two reservation codes per game and admit only joinPrepared with them.
    #[arg(long)]
    pub reservations: bool,
    /// Write each game's competition replay into this folder.
    #[arg(long)]
    pub replay_dir: Option<PathBuf>,
    /// Write every game as a PGN-style record to this file.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
}

/// `bernstein serve`.
pub fn run(args: &ServeArgs) -> Result<()> {
    bernstein_net::with_season!(args.game, P => run_season::<P>(args)).unwrap_or_else(|| {
        Err(anyhow!(
            "{} was never a Software Challenge game: serve piranhas, ostseeschach or piranhas-2026",
            args.game.id()
        ))
    })
}

/// The engine's level: `--level`, or the strongest level at `--movetime`.
pub fn engine_level(level: Option<u8>, movetime: Option<u64>) -> Result<Option<Level>> {
    let mut chosen = match (level, movetime) {
        (Some(number), _) => *level_by_number(number)?,
        (None, Some(_)) => *bernstein_engine::levels().last().expect("ten levels"),
        (None, None) => return Ok(None),
    };
    if let Some(ms) = movetime {
        if ms == 0 {
            bail!("--movetime must be at least 1");
        }
        chosen = chosen.at_movetime(Duration::from_millis(ms));
    }
    Ok(Some(chosen))
}

/// The most games one run of the server hosts: it draws every game's room and
/// reservation codes when it starts, so a count near `u32::MAX` would fill the
/// memory before the first bot joins (and a run of 100,000 games already takes
/// months at the competition's pace).
pub const MAX_SERVED_GAMES: u32 = 100_000;

fn run_season<P: Season>(args: &ServeArgs) -> Result<()> {
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    if args.games > MAX_SERVED_GAMES {
        return Err(anyhow!(
            "--games {} is more than one run of the server hosts (at most {MAX_SERVED_GAMES}); start it again for more",
            args.games
        ));
    }
    let seed = args.seed.unwrap_or_else(random_seed);
    let mut settings = ServeSettings::new(SocketAddr::new(args.listen, args.port));
    settings.games = args.games;
    settings.opponent = match engine_level(args.level, args.movetime)? {
        Some(level) => Opponent::Engine(level),
        None => Opponent::Bot,
    };
    settings.timeouts = (!args.no_timeout).then_some(Timeouts::COMPETITION);
    settings.seed = seed;
    settings.reservations = args.reservations;
    let mut pgn = match &args.pgn {
        Some(path) => Some((path.clone(), create_file(path)?)),
        None => None,
    };
    if let Some(dir) = &args.replay_dir {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "seed {seed}")?;
    let mut games_written = 0usize;
    let mut score = MatchScore::default();
    let mut failure = None;
    let engine_plays = settings.opponent != Opponent::Bot;
    serve::<P>(&settings, |event| {
        let result: Result<()> = match event {
            ServerEvent::Listening(address) => writeln!(
                out,
                "listening on {address} for {} (bots connect to port {})",
                P::GAME_TYPE,
                address.port()
            )
            .map_err(Into::into),
            ServerEvent::Reservations { game, codes } => writeln!(
                out,
                "game {game} reservations: red {}, blue {}",
                codes[0], codes[1]
            )
            .map_err(Into::into),
            ServerEvent::Log(line) => {
                eprintln!("{line}");
                Ok(())
            }
            ServerEvent::GameStarted { number, room, .. } => {
                eprintln!("game {number} started in room {room}");
                Ok(())
            }
            ServerEvent::Moved { .. } | ServerEvent::Joined { .. } => Ok(()),
            ServerEvent::GameEnded {
                number,
                ending,
                record,
                replay,
                ..
            } => {
                // The first player is Red in every game against another bot,
                // and alternates colours against the engine.
                let first_side = if engine_plays && number % 2 == 0 {
                    Side::Second
                } else {
                    Side::First
                };
                score.add(match ending.winner {
                    None => 0.5,
                    Some(side) if side == first_side => 1.0,
                    Some(_) => 0.0,
                });
                let winner = match ending.winner {
                    Some(side) => P::KIND.side_name(side).to_lowercase(),
                    None => "draw".to_string(),
                };
                let mut written: Result<()> =
                    writeln!(out, "game {number}: {winner} {}", ending.reason_id())
                        .map_err(Into::into);
                if let Some((path, file)) = &mut pgn {
                    written = written.and(append_record(path, file, &record, games_written));
                    games_written += 1;
                }
                if let Some(dir) = &args.replay_dir {
                    let path = dir.join(format!("replay_{}_{seed}_{number}.xml", P::GAME_TYPE));
                    written = written.and(
                        std::fs::write(&path, replay)
                            .with_context(|| format!("cannot write {}", path.display())),
                    );
                }
                written
            }
        };
        if let Err(error) = result {
            eprintln!("error: {}", super::said_once(&error));
            failure.get_or_insert(error);
        }
    })?;
    writeln!(out, "{}", summary("first", &score))?;
    match failure {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

fn create_file(path: &Path) -> Result<File> {
    if path.is_dir() {
        bail!("cannot write {}: it is a folder", path.display());
    }
    File::create(path).with_context(|| format!("cannot write {}", path.display()))
}

/// Appends a game to the record file as soon as it ends (a blank line before
/// all but the first, as a match record separates them): a server stopped with
/// Ctrl+C keeps the games it played, and a server that runs for days does not
/// hold them in memory.
fn append_record(path: &Path, file: &mut File, record: &Record, before: usize) -> Result<()> {
    let text = bernstein_records::pgn::write_pgn(record);
    let separator = if before > 0 { "\n" } else { "" };
    file.write_all(format!("{separator}{text}").as_bytes())
        .and_then(|()| file.flush())
        .with_context(|| format!("cannot write {}", path.display()))
}

/// A seed from the clock, for start setups that differ from run to run.
pub(super) fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_nanos() as u64)
        .unwrap_or(0);
    bernstein_rules::rng::SplitMix64::new(nanos ^ u64::from(std::process::id())).next_u64()
        % 1_000_000_000
}
