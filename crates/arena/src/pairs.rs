//! Matches of games in pairs: the seeded start of each pair (shared by its two
//! games, colours swapped), the ply limit after which an engine game is
//! adjudicated, a game's record with its players and result, and a match of
//! Bernstein's levels against each other in process ([`play_match`]).

use std::time::Duration;

use crate::error::{MatchError, PlayerError};
use crate::players::{EnginePlayer, Players, derive_seed, first_side_of_game};
use crate::referee::{End, Referee, TimeControl, Verdict, play};
use bernstein_engine::Evaluate;
use bernstein_engine::{Engine, EngineOptions, Level, MatchScore};
use bernstein_records::{GameResult, Player, Record};
use bernstein_rules::rng::SplitMix64;
use bernstein_rules::{Game, GameKind, MoveList, Outcome, Position, Side};

/// Random plies played from a pair's seeded start setup so that the games of a
/// match differ; both games of a pair share them. Enough that a test of
/// thousands of pairs seldom meets an opening twice: the engines play a repeated
/// opening the same way (at a fixed node count, move for move), so a repeat adds
/// no information while the test counts it as new. Mühle and original
/// Ostsee-Schach have one setup: six placements in Mühle give about 170,000
/// openings up to the board's 16 symmetries; original Ostsee-Schach needs six
/// moves too (four gave only 1,900 different positions in 2,000 pairs, as many
/// move orders meet). Piranhas (2019) has only 340 kraken placements (a test of
/// 1,200 pairs met each about four times) and Ostseeschach about 2,500 back
/// ranks: one move a side multiplies them by some hundreds. Piranhas 2026's
/// setups (krakens and fish sizes) hardly ever repeat.
fn opening_plies(kind: GameKind) -> usize {
    match kind {
        GameKind::Muehle => 6,
        GameKind::OstseeschachOriginal => 6,
        GameKind::Piranhas | GameKind::Ostseeschach => 2,
        GameKind::Piranhas2026 => 0,
    }
}

/// The ply limit after which an engine game of `kind` is adjudicated a draw
/// ([`Policy::match_ply_limit`](bernstein_engine::policy::Policy)).
pub fn default_ply_limit(kind: GameKind) -> usize {
    bernstein_engine::policy::policy(kind).match_ply_limit
}

/// The start of pair `pair` of a match: the game's own seeded setup, then a few
/// seeded random plies (how many per game: `opening_plies`).
pub fn pair_start<P: Position>(options: &P::Options, seed: u64, pair: u32) -> Game<P> {
    let setup_seed = derive_seed(seed, 1, pair as u64);
    let start = P::start(options, setup_seed);
    let mut game = Game::new(start);
    let mut rng = SplitMix64::new(derive_seed(seed, 2, pair as u64));
    let mut moves = MoveList::new();
    for _ in 0..opening_plies(P::KIND) {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        game.play(mv).expect("a generated move is legal");
    }
    game
}

/// A game's record: its players by side, and the result the referee declared
/// where the rules did not reach one (an adjudication, a forfeit).
pub fn record_of<P: Position>(game: &Game<P>, players: [Player; 2], verdict: &Verdict) -> Record {
    let mut record = Record::from_game_with_players(game, players);
    if record.result.is_none() && verdict.scored() {
        record.result = Some(GameResult::Declared {
            winner: verdict.winner,
            reason: verdict.declared_reason(P::KIND),
        });
    }
    record
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
    pub verdict: Verdict,
    /// The colour the first engine played.
    pub first_side: Side,
}

impl<P: Evaluate> PlayedGame<P> {
    /// The first engine's points: 1 win, 0.5 draw, 0 loss.
    pub fn first_points(&self) -> f64 {
        self.verdict.points(self.first_side)
    }
}

/// A game played to its end, its outcome, and the two engines handed back.
pub type FinishedGame<P> = (Game<P>, Outcome, [Engine<P>; 2]);

/// Plays one game from `game`'s current position between two levels in
/// process: `levels[side]` moves for that side with `engines[side]`, cleared
/// first (so a game's moves do not depend on the games before it) and kept
/// across the game's moves; they are handed back with the finished game. A
/// draw is adjudicated ([`bernstein_rules::EndReason::PlyLimit`]) after
/// `ply_limit` plies in all.
pub fn play_game<P: Evaluate>(
    game: Game<P>,
    levels: [&Level; 2],
    engines: [Engine<P>; 2],
    movetime: Option<Duration>,
    ply_limit: usize,
    seed: u64,
) -> Result<FinishedGame<P>, MatchError> {
    let [first, second] = engines;
    let mut players = [
        EnginePlayer::new(*levels[0], first),
        EnginePlayer::new(*levels[1], second),
    ];
    let control = match movetime {
        Some(time) => TimeControl::MoveTime { time, grace: None },
        None => TimeControl::Free,
    };
    for player in &mut players {
        player.seed = seed;
        crate::Player::new_game(player, &game)?;
    }
    let mut referee = Referee::new(game, [control; 2], Some(ply_limit));
    let [first, second] = &mut players;
    let verdict = play(&mut referee, &mut Players([first, second]))?;
    let outcome = match verdict.end {
        End::Rules(outcome) => outcome,
        End::Forfeit(_, fault) => return Err(MatchError::Forfeit(fault)),
        // Levels in process neither resign nor agree a draw: only a stop
        // from outside ends their game so.
        End::Resigned(_) | End::DrawAgreed | End::Stopped => return Err(MatchError::Stopped),
    };
    let [first, second] = players.map(EnginePlayer::into_engine);
    match (first, second) {
        (Some(first), Some(second)) => Ok((referee.into_game(), outcome, [first, second])),
        _ => Err(PlayerError::EngineLost.into()),
    }
}

/// Plays a match: pairs of games from a shared start with colours swapped, the
/// first engine taking the first side in odd-numbered games. `on_game` sees each
/// finished game (to print it or write its record); its failure ends the
/// match, as a level that cannot go on does.
/// The score is the first engine's.
pub fn play_match<P: Evaluate>(
    settings: &MatchSettings,
    options: &P::Options,
    mut on_game: impl FnMut(&PlayedGame<P>) -> std::io::Result<()>,
) -> Result<MatchScore, MatchError> {
    let table = EngineOptions {
        table_megabytes: 8,
        threads: settings.threads,
        ..EngineOptions::default()
    };
    // One engine per side, kept across the games: each game starts with
    // cleared engines, so results do not depend on the games before; the
    // tables are allocated once per match.
    let mut engines: [Engine<P>; 2] = [Engine::new(table), Engine::new(table)];
    let mut score = MatchScore::default();
    for index in 0..settings.games {
        let pair = index / 2;
        let first_side = first_side_of_game(index);
        let start = pair_start::<P>(options, settings.seed, pair);
        let levels = match first_side {
            Side::First => [&settings.first, &settings.second],
            Side::Second => [&settings.second, &settings.first],
        };
        let game_seed = derive_seed(settings.seed, 4, index as u64);
        let (game, outcome, returned) = play_game(
            start,
            levels,
            engines,
            settings.movetime,
            settings.ply_limit,
            game_seed,
        )?;
        engines = returned;
        let played = PlayedGame {
            number: index + 1,
            game,
            verdict: Verdict {
                winner: outcome.winner,
                end: End::Rules(outcome),
                times: Default::default(),
            },
            first_side,
        };
        score.add(played.first_points());
        on_game(&played).map_err(|error| MatchError::Report(error.to_string()))?;
    }
    Ok(score)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// A test of 2,000 pairs meets (almost) every opening once, in every game:
    /// a repeated opening is a repeated pair of games at a fixed node count.
    #[test]
    fn the_pairs_of_a_long_test_seldom_share_an_opening() {
        for kind in GameKind::ALL {
            bernstein_rules::with_game!(kind, P => {
                let starts: HashSet<String> = (0..2000)
                    .map(|pair| pair_start::<P>(&Default::default(), 7001, pair).position().to_text())
                    .collect();
                assert!(starts.len() >= 1960, "{kind:?}: {} openings in 2,000 pairs", starts.len());
            });
        }
    }

    #[test]
    fn a_pair_start_is_the_same_for_the_same_seed_and_pair() {
        type P = bernstein_rules::piranhas::Piranhas;
        let start = |seed, pair| pair_start::<P>(&Default::default(), seed, pair);
        assert_eq!(start(5, 3).position(), start(5, 3).position());
        assert_eq!(start(5, 3).moves().len(), 2);
        assert_ne!(start(5, 3).position(), start(5, 4).position());
    }
}
