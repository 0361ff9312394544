//! Game review ([`bernstein::analysis::review`]): known blunders are marked `??`
//! with the right better move, best moves are not marked, a forced win kept is no
//! mistake while a forced win thrown away is a blunder (on the 2022 replay the
//! review used to get wrong, and in every game), the same game gets the same
//! marks twice, and the marks survive save → load and PGN export → import.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bernstein::analysis::review::{
    GameReview, RECHECK_FACTOR, REVIEW_NODES, Verdict, review_game, write_review,
};
use bernstein::analysis::wdl::Progress;
use bernstein::engine::Evaluate;
use bernstein::engine::score::ScoreView;
use bernstein::engine::{Engine, EngineOptions, Limits, SearchParams};
use bernstein::records::pgn::{read_pgn, write_pgn};
use bernstein::records::{Record, RecordedEval};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::piranhas_2026::Piranhas2026;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, MoveList, Position};

/// Nodes per position: enough for the short endings below, fast in a debug build.
const NODES: u64 = 20_000;

fn review<P: Evaluate + Progress>(game: &Game<P>) -> GameReview<P::Move> {
    review_with(game, NODES)
}

/// The review of `game` at `nodes` per position, its progress checked.
fn review_with<P: Evaluate + Progress>(game: &Game<P>, nodes: u64) -> GameReview<P::Move> {
    let mut last = 0;
    let review = review_game(
        game,
        nodes,
        None,
        Arc::new(AtomicBool::new(false)),
        |done, total| {
            assert_eq!(done, last + 1, "one step at a time");
            assert!(done <= total);
            last = done;
        },
    )
    .expect("not stopped");
    assert!(last > game.moves().len(), "every position searched");
    review
}

fn game_of<P: Evaluate>(start: &str, moves: &[&str]) -> Game<P> {
    let position = P::from_text(start, &Default::default()).expect("a valid position");
    let mut game = Game::new(position);
    for text in moves {
        game.play_text(text).expect("a legal move");
    }
    game
}

#[test]
fn muehle_a_move_that_hands_over_a_mill_is_a_blunder() {
    // White (3 stones, flying) must fill f6, or Black steps f4-f6, closes
    // b6-d6-f6 and takes White down to two stones.
    let start = "..W/BB./.../....B./BW./.../W.. w 0:0 10 30";
    let review = review(&game_of::<Muehle>(start, &["a1-a4"]));
    assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
    let better = review.moves[0]
        .better_text
        .as_deref()
        .expect("a better move");
    assert!(better.ends_with("-f6"), "better move {better}");
    assert_eq!(review.summary[0].blunders, 1);
    // A blunder loses at least 15 points: an accuracy of at most about 54.
    assert!(review.summary[0].accuracy.unwrap() < 54.0);
    assert_eq!(review.summary[1].moves, 0);
    let best = review_of_best::<Muehle>(start);
    assert_eq!(best.moves[0].verdict, None);
    assert_eq!(best.moves[0].better, None);
}

/// The review of the engine's own move in `start`.
fn review_of_best<P: Evaluate + Progress>(start: &str) -> GameReview<P::Move> {
    let position = P::from_text(start, &Default::default()).unwrap();
    let best = search(&position, &[]).1.expect("a move");
    let mut game = Game::new(position);
    game.play(best).unwrap();
    review(&game)
}

#[test]
fn ostseeschach_a_move_that_hands_over_an_amber_is_a_blunder() {
    // Red's starfish tower on d4 takes the cockle on e5 (a tower of 3: an amber);
    // a seal move instead lets the cockle take the tower and the amber.
    let start = ".......r/......../......../....h.../...S2..../......../......../R....... r 10 0:0";
    let review = review(&game_of::<Ostseeschach>(start, &["a1-b3", "e5xd4"]));
    assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
    assert_eq!(review.moves[0].better_text.as_deref(), Some("d4xe5"));
    assert_eq!(review.moves[1].verdict, None, "taking the amber is right");
    assert_eq!(review.summary[0].blunders, 1);
    assert!((review.summary[1].accuracy.unwrap() - 100.0).abs() < 1e-9);
}

#[test]
fn piranhas_a_move_that_hands_over_a_connected_swarm_is_a_blunder() {
    // Blue connects with H6-H4; eating the lone red fish on H8 instead leaves
    // Red's swarm (D4, D5) connected, and Red wins at the end of the round.
    let start = "........../.......R../..K......./.......B../...R....../...R....../......B.../....K.B.../........../.......... b 21";
    let review = review(&game_of::<Piranhas>(start, &["H6xH8"]));
    assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
    assert_eq!(review.moves[0].better_text.as_deref(), Some("H6-H4"));
    assert_eq!(review.summary[1].blunders, 1);
}

#[test]
fn a_stopped_review_gives_nothing() {
    let game = Game::new(Muehle::start(&Default::default(), 0));
    let stop = Arc::new(AtomicBool::new(true));
    assert!(review_game(&game, 1000, None, stop, |_, _| {}).is_none());
}

/// The score (side to move's view) and best move of `position` at a fixed depth.
fn search<P: Evaluate>(position: &P, history: &[u64]) -> (i32, Option<P::Move>) {
    search_with(position, history, NODES)
}

/// The score and best move of `position` at `nodes`.
fn search_with<P: Evaluate>(position: &P, history: &[u64], nodes: u64) -> (i32, Option<P::Move>) {
    let mut engine: Engine<P> = Engine::new(EngineOptions {
        threads: 1,
        table_megabytes: 8,
        ..EngineOptions::default()
    });
    let params = SearchParams::new(Limits::nodes(nodes));
    let result = engine.search(
        position,
        history,
        &params,
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    (result.info.score, result.best_move)
}

fn is_win(score: i32) -> bool {
    matches!(ScoreView::of(score), ScoreView::Win { .. })
}

/// In the 2022 replay `2022_nice-replay_263680f.xml` Red wins in 3 before
/// 19. d5-b6 and in 8 after it: the review once called that move a blunder. From
/// there to the end the review at the app's budget must leave it unmarked. (That a
/// move throwing a forced win away is a blunder is checked in every game below; in
/// this position no move leaves Red a unit behind at the review's budgets.)
#[test]
fn ostseeschach_replay_a_forced_win_kept_is_no_mistake() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/sc-replays/2022_nice-replay_263680f.xml"
    );
    let record = bernstein::records::load_all(std::path::Path::new(path))
        .expect("the replay reads")
        .remove(0);
    let full: Game<Ostseeschach> = record.main_line_game().expect("the replay replays");
    let moves = record.moves.main_line_moves();
    // Move 19 of Red: ply 36.
    let ply = 36;
    assert_eq!(moves[ply], "d5-b6", "the move of the report");
    let before = full.position_at(ply).unwrap().clone();
    let mut rest = Game::new(before);
    for text in &moves[ply..] {
        rest.play_text(text).unwrap();
    }
    let reviewed = review_with(&rest, REVIEW_NODES);
    assert!(
        !matches!(
            reviewed.moves[0].verdict,
            Some(Verdict::Mistake | Verdict::Blunder)
        ),
        "19. d5-b6 keeps the win: {:?}",
        reviewed.moves[0]
    );
}

/// A move of `position` (where the side to move wins by force) after which the
/// mover is a unit behind or worse, at the review's first search and at its check.
fn throwing_move<P: Evaluate>(position: &P) -> Option<P::Move> {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    moves.iter().copied().find(|&mv| {
        let mut after = position.clone();
        after.play_unchecked(mv);
        after.outcome(&[]).is_none()
            && [NODES, RECHECK_FACTOR * NODES]
                .into_iter()
                .all(|nodes| search_with(&after, &[], nodes).0 >= 100)
    })
}

/// A move other than the best that keeps the forced win.
fn keeping_move<P: Evaluate>(position: &P, best: P::Move) -> Option<P::Move> {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    moves.iter().copied().filter(|&mv| mv != best).find(|&mv| {
        let mut after = position.clone();
        after.play_unchecked(mv);
        let (score, _) = search(&after, &[]);
        is_win(-score)
    })
}

/// From seeded random play, a position where the side to move wins by force and
/// has both a second move that keeps the win and one that throws it away.
fn forced_win_position<P: Evaluate>(seed: u64) -> (P, P::Move, P::Move) {
    let mut rng = SplitMix64::new(seed);
    for attempt in 0..200 {
        let mut position = P::start(&Default::default(), rng.next_u64());
        let mut moves = MoveList::new();
        for _ in 0..300 {
            if position.outcome(&[]).is_some() {
                break;
            }
            let (score, best) = search(&position, &[]);
            if let Some(best) = best.filter(|_| is_win(score))
                && let Some(kept) = keeping_move(&position, best)
                && let Some(thrown) = throwing_move(&position)
            {
                return (position, kept, thrown);
            }
            position.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            position.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
        assert!(attempt < 199, "no forced win found in {}", P::KIND.id());
    }
    unreachable!()
}

fn forced_win_kept_and_thrown<P: Evaluate + Progress>(seed: u64) {
    let (position, kept, thrown) = forced_win_position::<P>(seed);
    let mut game = Game::new(position.clone());
    game.play(kept).unwrap();
    let review_kept = review(&game);
    assert_eq!(
        review_kept.moves[0].verdict,
        None,
        "{}: {} keeps the win in {}",
        P::KIND.id(),
        position.move_to_text(kept),
        position.to_text()
    );
    let mut game = Game::new(position.clone());
    game.play(thrown).unwrap();
    assert_eq!(
        review(&game).moves[0].verdict,
        Some(Verdict::Blunder),
        "{}: {} throws the win away in {}",
        P::KIND.id(),
        position.move_to_text(thrown),
        position.to_text()
    );
}

#[test]
fn every_game_a_forced_win_kept_is_unmarked_and_thrown_away_a_blunder() {
    forced_win_kept_and_thrown::<Ostseeschach>(1);
    forced_win_kept_and_thrown::<OstseeschachOriginal>(2);
    forced_win_kept_and_thrown::<Piranhas>(3);
    forced_win_kept_and_thrown::<Piranhas2026>(4);
    forced_win_kept_and_thrown::<Muehle>(5);
}

/// A short game of seeded random moves.
fn random_game<P: Evaluate>(seed: u64, plies: usize) -> Game<P> {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::new(P::start(&Default::default(), seed));
    let mut moves = MoveList::new();
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        game.legal_moves(&mut moves);
        game.play(moves[rng.below(moves.len() as u64) as usize])
            .unwrap();
    }
    game
}

#[test]
fn the_same_game_reviewed_twice_gets_the_same_marks() {
    let game = random_game::<Piranhas>(11, 16);
    let (first, second) = (review(&game), review(&game));
    assert_eq!(first, second);
    assert!(
        first.moves.iter().any(|m| m.verdict.is_some()),
        "random moves earn marks"
    );
}

#[test]
fn marks_and_evaluations_survive_save_load_and_pgn() {
    let game = random_game::<Ostseeschach>(12, 40);
    let reviewed = review(&game);
    let mut record = Record::from_game(&game);
    let line = record.moves.main_line();
    write_review(&mut record.moves, &line, &reviewed);
    let marks = |record: &Record| {
        record
            .moves
            .main_line()
            .into_iter()
            .map(|node| {
                let annotation = record.moves.annotation(node).cloned().unwrap_or_default();
                (annotation.judgement, annotation.eval, annotation.better)
            })
            .collect::<Vec<_>>()
    };
    let written = marks(&record);
    assert!(written.iter().any(|(judgement, _, _)| judgement.is_some()));
    assert!(written.iter().all(|(_, eval, _)| matches!(
        eval,
        Some(RecordedEval::Units(_) | RecordedEval::Ends { .. })
    )));
    let loaded = Record::from_ron(&record.to_ron()).expect("the saved game reads");
    assert_eq!(marks(&loaded), written, "save → load");
    let imported = read_pgn(&write_pgn(&record))
        .expect("the export reads")
        .remove(0);
    assert_eq!(marks(&imported), written, "PGN export → import");
}
