//! `bernstein analyse` and `bernstein match`: plain text out, last line the figure.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::level::{Level, levels};
use super::play::{MatchSettings, PlayedGame, default_ply_limit, play_match};
use super::score::ScoreView;
use super::search::{Engine, Limits, SearchInfo, SearchParams};
use crate::cli::{AnalyseArgs, MatchArgs};
use crate::records::{GameResult, Player, Record};
use crate::rules::{Evaluate, Position, RuleSwitches, Side};
use crate::with_game;

/// Help text after `bernstein analyse --help`: what the output means.
pub const ANALYSE_HELP: &str = "\
Output: one line per completed depth,
  info depth <d> seldepth <s> score <value> nodes <n> nps <n> time <ms> pv <move> ...
then the last line
  bestmove <move> score <value> depth <d> nodes <n> nps <n> pv <move> <move> ...
The score is from the side to move's view, in hundredths of the game's unit
(100 = one amber, fish or stone ahead), or `win-in-N` / `loss-in-N` when the search
has seen the game end N plies ahead. A finished game prints `result <winner> <reason>`
and `bestmove none`. Without --level, --movetime or --depth the search takes 1000 ms;
--depth alone searches exactly that deep (deterministic).";

/// `bernstein analyse`.
pub fn cli_analyse(args: &AnalyseArgs) -> Result<(), String> {
    with_game!(args.game.game, P => analyse::<P>(args))
}

/// `bernstein match`.
pub fn cli_match(args: &MatchArgs) -> Result<(), String> {
    with_game!(args.game, P => run_match::<P>(args))
}

fn level_by_number(number: u8) -> Result<&'static Level, String> {
    Level::get(number)
        .ok_or_else(|| format!("no level {number}: levels are 1 to {}", levels().len()))
}

fn analyse<P: Evaluate>(args: &AnalyseArgs) -> Result<(), String> {
    let position: P = args.game.position()?;
    let mut params = match args.level {
        Some(number) => level_by_number(number)?.params(args.game.seed),
        None => SearchParams::new(Limits {
            movetime: args.movetime.map(Duration::from_millis),
            ..Limits::default()
        }),
    };
    if let Some(depth) = args.depth {
        if depth == 0 {
            return Err("--depth must be at least 1".to_string());
        }
        params.limits.depth = Some(depth);
    }
    if params.limits.is_infinite() {
        params.limits.movetime = Some(Duration::from_millis(1000));
    }

    let mut out = std::io::stdout().lock();
    let mut engine: Engine<P> = Engine::default();
    let mut write_error = None;
    let result = engine.search(
        &position,
        &[],
        &params,
        Arc::new(AtomicBool::new(false)),
        |info| {
            let line = format!(
                "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
                info.depth,
                info.seldepth,
                ScoreView::of(info.score),
                info.nodes,
                info.nps,
                info.elapsed.as_millis(),
                line_text(&position, &info.pv),
            );
            if let Err(e) = writeln!(out, "{}", line.trim_end()) {
                write_error.get_or_insert(e.to_string());
            }
        },
    );
    if let Some(error) = write_error {
        return Err(error);
    }
    let io = |e: std::io::Error| e.to_string();
    match result.best_move {
        None => {
            if let Some(outcome) = position.outcome(&[]) {
                writeln!(
                    out,
                    "result {} {}",
                    outcome.winner_id(P::KIND),
                    outcome.reason.id()
                )
                .map_err(io)?;
            }
            writeln!(out, "{}", final_line(&position, "none", &result.info)).map_err(io)?;
        }
        Some(mv) => {
            writeln!(
                out,
                "{}",
                final_line(&position, &position.move_to_text(mv), &result.info)
            )
            .map_err(io)?;
        }
    }
    Ok(())
}

fn final_line<P: Position>(position: &P, best: &str, info: &SearchInfo<P::Move>) -> String {
    let line = format!(
        "bestmove {best} score {} depth {} nodes {} nps {} pv {}",
        ScoreView::of(info.score),
        info.depth,
        info.nodes,
        info.nps,
        line_text(position, &info.pv),
    );
    line.trim_end().to_string()
}

/// The move texts of a line of play from `position`.
pub fn line_text<P: Position>(position: &P, line: &[P::Move]) -> String {
    let mut pos = position.clone();
    let mut texts = Vec::with_capacity(line.len());
    for &mv in line {
        texts.push(pos.move_to_text(mv));
        pos.play_unchecked(mv);
    }
    texts.join(" ")
}

fn run_match<P: Evaluate>(args: &MatchArgs) -> Result<(), String> {
    if args.games == 0 {
        return Err("--games must be at least 1".to_string());
    }
    let settings = MatchSettings {
        first: level_by_number(args.first)?.scaled(args.budget_scale),
        second: level_by_number(args.second)?.scaled(args.budget_scale),
        games: args.games,
        seed: args.seed,
        movetime: args.movetime.map(Duration::from_millis),
        ply_limit: default_ply_limit(P::KIND),
    };
    let options = P::options_from_switches(RuleSwitches {
        no_flying: args.no_flying,
        mill_take: args.mill_take,
    });
    let mut out = std::io::stdout().lock();
    let mut records = Vec::new();
    let date = crate::records::today();
    let score = play_match::<P>(&settings, &options, |played: &PlayedGame<P>| {
        if args.pgn.is_some() {
            records.push(match_record(played, &settings, &date));
        }
        let first = P::KIND.side_name(played.first_side).to_lowercase();
        let points = match played.first_points() {
            p if p > 0.75 => "1",
            p if p > 0.25 => "1/2",
            _ => "0",
        };
        writeln!(
            out,
            "game {}: first {first}, {}, {} plies, first scores {points}",
            played.number,
            played.outcome.describe(P::KIND),
            played.game.moves().len(),
        )
        .map_err(|e| e.to_string())
    })?;
    if let Some(path) = &args.pgn {
        let text = crate::records::pgn::write_pgn_all(&records);
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    writeln!(out, "{}", score.summary()).map_err(|e| e.to_string())?;
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
    let mut record = Record::from_game_with_players(&played.game, players);
    if record.result.is_none() {
        record.result = Some(GameResult::Declared {
            winner: played.outcome.winner,
            reason: played.outcome.reason.to_string(),
        });
    }
    record.event = Some(format!(
        "Bernstein match, level {} vs level {}",
        settings.first.number, settings.second.number
    ));
    record.site = Some("bernstein match".to_string());
    record.round = Some(played.number.to_string());
    record.date = Some(date.to_string());
    record
}
