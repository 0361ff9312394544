//! `bernstein match`: AI level against AI level, or against another program
//! (`--opponent-command`, e.g. an earlier release of Bernstein), a line per
//! finished game and the score with its Elo difference last; `--pgn` also writes
//! every game as a PGN-style record.

use anyhow::{Context, Result, anyhow, bail};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;

use super::{RuleArgs, level_by_number, parse_game_kind};
use bernstein_arena::score::{PairedScore, points_text, summary};
use bernstein_arena::{MatchSettings, PlayedGame, default_ply_limit, play_match, record_of};
use bernstein_engine::Evaluate;
use bernstein_engine::Level;
use bernstein_records::{Player, Record};
use bernstein_rules::with_game;
use bernstein_rules::{GameKind, Side};

/// The largest `--budget-scale`: ten thousand times a level's budgets is more
/// than a day per move at the top level, and larger factors stop meaning anything.
pub const MAX_BUDGET_SCALE: f64 = 10_000.0;

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// ostseeschach, ostseeschach-original, piranhas, piranhas-2026 or muehle.
    #[arg(value_parser = parse_game_kind)]
    pub game: GameKind,
    /// Level of the first engine (Red/White in game 1).
    #[arg(long)]
    pub first: u8,
    /// Level of the second engine.
    #[arg(long, required_unless_present = "opponent_command")]
    pub second: Option<u8>,
    /// Play against another program instead of a second level: a command run for
    /// each of its moves, whose output's last `bestmove <move>` line is its move.
    /// `{game}`, `{pos}` and `{ms}` in it are replaced by the game, the position
    /// text and the time per move (e.g. 'old/bernstein analyse {game} --position
    /// {pos} --movetime {ms}'). Needs --movetime.
    #[arg(long, conflicts_with = "second", requires = "movetime")]
    pub opponent_command: Option<String>,
    /// Search threads of each of Bernstein's engines (at most the machine's
    /// cores).
    #[arg(long, default_value_t = 1, value_parser = super::analyse::parse_threads)]
    pub threads: usize,
    /// Number of games (pairs share a start setup with colours swapped).
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Time per move in milliseconds (default: the levels' own limits).
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Multiply both levels' node and time budgets by this factor (e.g. 0.05 for a
    /// quick ladder of the top levels); depth limits stay.
    #[arg(long, default_value_t = 1.0, value_parser = parse_budget_scale)]
    pub budget_scale: f64,
    /// Write every game as a PGN-style record to this file.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    #[command(flatten)]
    pub rules: RuleArgs,
}

/// A budget factor: a positive finite number up to [`MAX_BUDGET_SCALE`].
fn parse_budget_scale(text: &str) -> Result<f64> {
    match text.parse::<f64>() {
        Ok(factor) if factor.is_finite() && factor > 0.0 && factor <= MAX_BUDGET_SCALE => {
            Ok(factor)
        }
        Ok(factor) if factor > MAX_BUDGET_SCALE => Err(anyhow!(
            "'{text}' is too large: the factor is at most {MAX_BUDGET_SCALE}"
        )),
        _ => Err(anyhow!("'{text}' is not a positive number, e.g. 0.1")),
    }
}

/// `bernstein match`.
pub fn run(args: &MatchArgs) -> Result<()> {
    with_game!(args.game, P => run_match::<P>(args))
}

/// Opens the record file before any game is played, so a folder or a missing
/// folder is reported at once rather than after hours of games.
fn create_record_file(path: &Path) -> Result<File> {
    if path.is_dir() {
        bail!("cannot write {}: it is a folder", path.display());
    }
    File::create(path).with_context(|| format!("cannot write {}", path.display()))
}

fn run_match<P: Evaluate>(args: &MatchArgs) -> Result<()> {
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let threads = super::analyse::threads_on_this_machine(args.threads);
    if let Some(template) = &args.opponent_command {
        return super::versus::run_versus::<P>(&super::versus::Versus {
            level: level_by_number(args.first)?,
            template,
            millis: args
                .movetime
                .context("--opponent-command needs --movetime")?,
            games: args.games,
            seed: args.seed,
            threads,
            options: args.rules.options()?,
        });
    }
    let second = args
        .second
        .context("--second or --opponent-command is needed")?;
    let settings = MatchSettings {
        first: level_by_number(args.first)?.scaled(args.budget_scale),
        second: level_by_number(second)?.scaled(args.budget_scale),
        games: args.games,
        seed: args.seed,
        movetime: args.movetime.map(Duration::from_millis),
        ply_limit: default_ply_limit(P::KIND),
        threads,
    };
    let options: P::Options = args.rules.options()?;
    let mut pgn_file = match &args.pgn {
        Some(path) => Some((path, create_record_file(path)?)),
        None => None,
    };
    let mut out = std::io::stdout().lock();
    let mut records = Vec::new();
    let date = bernstein_records::today();
    let mut paired = PairedScore::default();
    let score = play_match::<P>(&settings, &options, |played: &PlayedGame<P>| {
        if pgn_file.is_some() {
            records.push(match_record(played, &settings, &date));
        }
        paired.add((played.number - 1) / 2, played.first_points());
        let first = P::KIND.side_name(played.first_side).to_lowercase();
        writeln!(
            out,
            "game {}: first {first}, {}, {} plies, first scores {}",
            played.number,
            played.verdict.describe(P::KIND, ["first", "second"]),
            played.game.moves().len(),
            points_text(played.first_points()),
        )
    })?;
    if let Some((path, file)) = &mut pgn_file {
        let text = bernstein_records::pgn::write_pgn_all(&records);
        file.write_all(text.as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    writeln!(out, "{}", paired.line())?;
    writeln!(out, "{}", summary("first", &score))?;
    Ok(())
}

/// The record of one match game: players named by level, the round number, and
/// the adjudication written as a declared draw.
fn match_record<P: Evaluate>(
    played: &PlayedGame<P>,
    settings: &MatchSettings,
    date: &str,
) -> Record {
    let player = |level: &Level, role: &str| {
        Player::computer(format!("Bernstein {level} ({role})"), level.number)
    };
    let first = player(&settings.first, "first");
    let second = player(&settings.second, "second");
    let players = match played.first_side {
        Side::First => [first, second],
        Side::Second => [second, first],
    };
    let mut record = record_of(&played.game, players, &played.verdict);
    record.event = Some(format!(
        "Bernstein match, level {} vs level {}",
        settings.first.number, settings.second.number
    ));
    record.site = Some("bernstein match".to_string());
    record.round = Some(played.number.to_string());
    record.date = Some(date.to_string());
    record
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_scale_takes_positive_finite_factors_up_to_the_maximum() {
        assert_eq!(parse_budget_scale("0.05").unwrap(), 0.05);
        assert_eq!(parse_budget_scale("10000").unwrap(), MAX_BUDGET_SCALE);
        for refused in ["0", "-1", "NaN", "inf", "1e20", "x"] {
            assert!(parse_budget_scale(refused).is_err(), "{refused}");
        }
    }
}
