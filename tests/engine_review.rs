//! Game review finds a known blunder in each game — a move that hands over a mill,
//! an amber, a connected swarm — marks it `??` and names the right better move,
//! and leaves the best moves unmarked.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bernstein::engine::Limits;
use bernstein::engine::review::{GameReview, Verdict, review_game};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::{Evaluate, Game, Position};

fn review<P: Evaluate>(start: &str, moves: &[&str]) -> (Game<P>, GameReview<P::Move>) {
    let position = P::from_text(start, &Default::default()).expect("a valid position");
    let mut game = Game::new(position);
    for text in moves {
        game.play_text(text).expect("a legal move");
    }
    let mut calls = 0;
    let review = review_game(
        &game,
        Limits::depth(4),
        Arc::new(AtomicBool::new(false)),
        |done, total| {
            calls += 1;
            assert_eq!(done, calls);
            assert_eq!(total, moves.len() + 1);
        },
    )
    .expect("not stopped");
    assert_eq!(calls, moves.len() + 1);
    (game, review)
}

fn better_text<P: Position>(game: &Game<P>, review: &GameReview<P::Move>, ply: usize) -> String {
    let mv = review.moves[ply].better.expect("a better move");
    game.position_at(ply).unwrap().move_to_text(mv)
}

#[test]
fn muehle_a_move_that_hands_over_a_mill_is_a_blunder() {
    // White (3 stones, flying) must fill f6, or Black steps f4-f6, closes
    // b6-d6-f6 and takes White down to two stones.
    let start = "..W/BB./.../....B./BW./.../W.. w 0:0 10 30";
    let (game, review) = review::<Muehle>(start, &["a1-a4"]);
    assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
    let better = better_text(&game, &review, 0);
    assert!(better.ends_with("-f6"), "better move {better}");
    assert_eq!(review.summary[0].blunders, 1);
    assert!(review.summary[0].accuracy.unwrap() < 10.0);
    assert_eq!(review.summary[1].moves, 0);
}

#[test]
fn ostseeschach_a_move_that_hands_over_an_amber_is_a_blunder() {
    // Red's starfish tower on d4 takes the cockle on e5 (a tower of 3: an amber);
    // a seal move instead lets the cockle take the tower and the amber.
    let start = ".......r/......../......../....h.../...S2..../......../......../R....... r 10 0:0";
    let (game, review) = review::<Ostseeschach>(start, &["a1-b3", "e5xd4"]);
    assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
    assert_eq!(better_text(&game, &review, 0), "d4xe5");
    assert_eq!(review.moves[1].verdict, None, "taking the amber is right");
    assert_eq!(review.summary[0].blunders, 1);
    assert_eq!(review.summary[1].accuracy, Some(100.0));
}

#[test]
fn piranhas_a_move_that_hands_over_a_connected_swarm_is_a_blunder() {
    // Blue connects with H6-H4; eating the lone red fish on H8 instead leaves
    // Red's swarm (D4, D5) connected, and Red wins at the end of the round.
    let start = "........../.......R../..K......./.......B../...R....../...R....../......B.../....K.B.../........../.......... b 21";
    let (game, review) = review::<Piranhas>(start, &["H6xH8"]);
    assert_eq!(review.moves[0].verdict, Some(Verdict::Blunder));
    assert_eq!(better_text(&game, &review, 0), "H6-H4");
    assert_eq!(review.summary[1].blunders, 1);
}

#[test]
fn the_best_move_is_not_marked() {
    let start = "..W/BB./.../....B./BW./.../W.. w 0:0 10 30";
    let (_, review) = review::<Muehle>(start, &["g7-f6"]);
    assert_eq!(review.moves[0].verdict, None);
    assert_eq!(review.moves[0].better, None);
}

#[test]
fn a_stopped_review_gives_nothing() {
    let position = Muehle::start(&Default::default(), 0);
    let game = Game::new(position);
    let stop = Arc::new(AtomicBool::new(true));
    assert!(review_game(&game, Limits::depth(3), stop, |_, _| {}).is_none());
}
