//! AI-vs-AI games and matches: start setups shared by pairs of games with colours
//! swapped, an adjudication ply limit so every game ends; the score's arithmetic
//! is in [`super::stats`].

use std::time::Duration;

use super::handle::{SearchHandle, SearchRequest};
use super::level::Level;
use super::search::{Engine, EngineOptions, SearchParams};
use super::stats::MatchScore;
use crate::rules::rng::SplitMix64;
use crate::rules::{EndReason, Evaluate, Game, GameKind, MoveList, Outcome, Side};

/// Random plies played from a fixed start setup (Mühle, original Ostsee-Schach)
/// so that the games of a match differ; both games of a pair share them. Enough
/// that a test of thousands of pairs seldom meets an opening twice (the engines
/// play a repeated opening the same way, so a repeat adds no information): six
/// placements in Mühle give about 170,000 openings up to the board's 16
/// symmetries (two gave 552 before symmetry, and tests replayed them), four
/// moves in Ostsee-Schach 85,264 move sequences (two gave 256).
fn opening_plies_for_fixed_setup(kind: GameKind) -> usize {
    match kind {
        GameKind::Muehle => 6,
        _ => 4,
    }
}

/// The ply limit after which an AI-vs-AI game of `kind` is adjudicated a draw
/// ([`Policy::match_ply_limit`](super::policy::Policy)).
pub fn default_ply_limit(kind: GameKind) -> usize {
    super::policy::policy(kind).match_ply_limit
}

/// Who plays and how long they think.
#[derive(Clone, Debug)]
pub struct MatchSettings {
    pub first: Level,
    pub second: Level,
    pub games: u32,
    pub seed: u64,
    /// Replaces both levels' time limit (their depth/node limits stay).
    pub movetime: Option<Duration>,
    pub ply_limit: usize,
    /// Search threads of each engine.
    pub threads: usize,
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct PlayedGame<P: Evaluate> {
    /// 1-based game number.
    pub number: u32,
    pub game: Game<P>,
    pub outcome: Outcome,
    /// The colour the first engine played.
    pub first_side: Side,
}

impl<P: Evaluate> PlayedGame<P> {
    /// The first engine's points: 1 win, 0.5 draw, 0 loss.
    pub fn first_points(&self) -> f64 {
        match self.outcome.winner {
            None => 0.5,
            Some(side) if side == self.first_side => 1.0,
            Some(_) => 0.0,
        }
    }
}

/// Seeds derived from one match seed: the same numbers on every machine.
fn derive_seed(seed: u64, a: u64, b: u64) -> u64 {
    let mut rng = SplitMix64::new(
        seed ^ a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_mul(0xC2B2_AE3D_27D4_EB4F),
    );
    rng.next_u64()
}

/// The start of pair `pair` of a match: the game's own seeded setup, plus a few
/// seeded random plies where the setup is always the same.
pub fn pair_start<P: Evaluate>(options: &P::Options, seed: u64, pair: u32) -> Game<P> {
    let setup_seed = derive_seed(seed, 1, pair as u64);
    let start = P::start(options, setup_seed);
    let mut game = Game::new(start);
    let fixed_setup = P::start(options, 1) == P::start(options, 2);
    if fixed_setup {
        let mut rng = SplitMix64::new(derive_seed(seed, 2, pair as u64));
        let mut moves = MoveList::new();
        for _ in 0..opening_plies_for_fixed_setup(P::KIND) {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            game.play(mv).expect("a generated move is legal");
        }
    }
    game
}

/// A game played to its end, its outcome, and the two engines handed back.
pub type FinishedGame<P> = (Game<P>, Outcome, [Engine<P>; 2]);

/// Plays one game from `game`'s current position to its end: `players[side]`
/// moves for that side, searching with `engines[side]` on the search thread. The
/// engines are cleared first (so a game's moves do not depend on the games before
/// it) and keep their tables across the game's moves; they are handed back with
/// the finished game. Adjudicates a draw ([`EndReason::PlyLimit`]) after
/// `ply_limit` plies in total.
pub fn play_game<P: Evaluate>(
    mut game: Game<P>,
    players: [&Level; 2],
    engines: [Engine<P>; 2],
    movetime: Option<Duration>,
    ply_limit: usize,
    seed: u64,
) -> Result<FinishedGame<P>, String> {
    let mut engines = engines.map(|mut engine| {
        engine.clear();
        Some(engine)
    });
    let outcome = loop {
        if let Some(outcome) = game.outcome() {
            break outcome;
        }
        let ply = game.moves().len();
        if ply >= ply_limit {
            break Outcome::draw(EndReason::PlyLimit);
        }
        let side = game.position().side_to_move();
        let level = players[side.index()];
        let mut params: SearchParams = level.params(derive_seed(seed, 3, ply as u64));
        if movetime.is_some() {
            params.limits.movetime = movetime;
        }
        let position = game.position().clone();
        let engine = engines[side.index()]
            .take()
            .ok_or("a player's engine was lost after a failed search")?;
        let request = SearchRequest::from_game(&game, params);
        let (result, engine) = SearchHandle::start_with_engine(request, engine, || {}).join()?;
        engines[side.index()] = Some(engine);
        let Some(mv) = result.best_move else {
            return Err(format!(
                "the engine found no move in a game that is not over: {}",
                position.to_text()
            ));
        };
        game.play(mv).map_err(|e| {
            format!(
                "the engine chose an illegal move at {}: {e}",
                position.to_text()
            )
        })?;
    };
    match engines {
        [Some(first), Some(second)] => Ok((game, outcome, [first, second])),
        _ => Err("a player's engine was lost after a failed search".to_string()),
    }
}

/// Plays a match: pairs of games from a shared start with colours swapped, the
/// first engine taking the first side in odd-numbered games. `on_game` sees each
/// finished game (to print it or write its record).
pub fn play_match<P: Evaluate>(
    settings: &MatchSettings,
    options: &P::Options,
    mut on_game: impl FnMut(&PlayedGame<P>) -> Result<(), String>,
) -> Result<MatchScore, String> {
    let table = EngineOptions {
        table_megabytes: 8,
        threads: settings.threads,
        ..EngineOptions::default()
    };
    // One engine per side, so per player within a game, kept across its moves.
    // Each game starts with cleared engines, so results do not depend on the
    // games before; the tables are allocated once per match.
    let mut engines: [Engine<P>; 2] = [Engine::new(table), Engine::new(table)];
    let mut score = MatchScore::default();
    for index in 0..settings.games {
        let pair = index / 2;
        let first_side = if index % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let start = pair_start::<P>(options, settings.seed, pair);
        let players = match first_side {
            Side::First => [&settings.first, &settings.second],
            Side::Second => [&settings.second, &settings.first],
        };
        let game_seed = derive_seed(settings.seed, 4, index as u64);
        let (game, outcome, returned) = play_game(
            start,
            players,
            engines,
            settings.movetime,
            settings.ply_limit,
            game_seed,
        )?;
        engines = returned;
        let played = PlayedGame {
            number: index + 1,
            game,
            outcome,
            first_side,
        };
        score.add(played.first_points());
        on_game(&played)?;
    }
    Ok(score)
}
