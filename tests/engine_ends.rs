//! The end of the game inside the search's horizon: a connected swarm or a second
//! amber that the rules check only after the opponent's reply (a pending win,
//! which the reply may still avert), and the last moves before the round limit.
//! The search must judge these by the result that follows, not by the static
//! evaluation.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bernstein::engine::Evaluate;
use bernstein::engine::score::is_decided;
use bernstein::engine::{Engine, EngineOptions, Limits, ScoreView, SearchParams, SearchResult};
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::piranhas_2026::Piranhas2026;
use bernstein::rules::{Position, Side};

/// Searches `text` to `depth` with a fresh engine.
fn search<P: Evaluate>(text: &str, depth: u32) -> (P, SearchResult<P::Move>) {
    let position = P::from_text(text, &Default::default()).expect("a valid position");
    let mut engine: Engine<P> = Engine::new(EngineOptions::default());
    let result = engine.search(
        &position,
        &[],
        &SearchParams::new(Limits::depth(depth)),
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    (position, result)
}

fn best_text<P: Evaluate>(position: &P, result: &SearchResult<P::Move>) -> String {
    position.move_to_text(result.best_move.expect("a move"))
}

/// Red connects its two fish (D5-E4 or F4-E4, among others); Blue's only replies
/// keep Red connected (eating one of the two fish leaves one, still a swarm).
/// Searched one ply deep, the connection's result is already in sight.
#[test]
fn a_connection_blue_cannot_answer_is_a_win_at_depth_one() {
    let text = "........../........../..B.....B./........../...R..K.../.....R..../.B.....B../........../...K....../B........B r 30";
    let (position, result) = search::<Piranhas>(text, 1);
    let mut after = position;
    after.play_unchecked(result.best_move.expect("a move"));
    assert!(
        after.is_connected(Side::First),
        "{}",
        best_text(&position, &result)
    );
    assert_eq!(ScoreView::of(result.info.score).to_string(), "win-in-2");
}

/// Blue to move, Red connected with two fish: only the replies that connect
/// Blue's three fish, the larger swarm, save (and win) the game; every other
/// reply loses.
#[test]
fn the_one_saving_reply_is_found() {
    let text = "........../........../........../......K.../..K......./....RR..../........../.BB......./........../B......... b 31";
    let (position, result) = search::<Piranhas>(text, 1);
    assert!(position.end_pending());
    assert_eq!(ScoreView::of(result.info.score).to_string(), "win-in-1");
    let mut after = position;
    after.play_unchecked(result.best_move.expect("a reply"));
    let outcome = after.outcome(&[]).expect("the reply ends the game");
    assert_eq!(
        outcome.winner,
        Some(Side::Second),
        "{}",
        best_text(&position, &result)
    );
    // Without that fish on A0 Blue has no answer: the loss, not an evaluation.
    let lost = text.replace("B......... b", ".......... b");
    let (_, result) = search::<Piranhas>(&lost.replace(".BB.......", ".BB.....B."), 1);
    assert_eq!(ScoreView::of(result.info.score).to_string(), "loss-in-1");
}

/// Red's second amber at an odd turn: Blue has one move, and none reaches two
/// ambers.
#[test]
fn a_second_amber_blue_cannot_match_is_a_win_at_depth_one() {
    let text = "....r.../M......./......../......../......../......../......../.......R r 20 1:0";
    let (position, result) = search::<Ostseeschach>(text, 1);
    assert_eq!(best_text(&position, &result), "a7-a8");
    assert_eq!(ScoreView::of(result.info.score).to_string(), "win-in-2");
}

/// Piranhas 2026: a union at an odd turn is checked after Blue's reply, when the
/// heavier heaviest swarm wins whoever is connected.
#[test]
fn piranhas_2026_judges_a_pending_union_by_the_weights() {
    // Red's two small fish connect with D5-E4 (weight 2); Blue's large fish
    // weigh more but cannot join, so after any reply Blue's heaviest swarm (3)
    // outweighs Red's: the union loses for Red, and the search sees it.
    let text = "........../........../..B3.....B1./........../...R1..K.../.....R1..../.B1.....B1../........../...K....../B1........B1 r 30 -";
    let (position, result) = search::<Piranhas2026>(text, 2);
    let best = best_text(&position, &result);
    assert_ne!(best, "D5-E4", "{:?}", result.info);
    let connect = position.parse_move("D5-E4").expect("legal");
    let mut after = position;
    after.play_unchecked(connect);
    assert!(after.end_pending());
    let (_, reply) = search::<Piranhas2026>(&after.to_text(), 1);
    assert!(
        is_decided(reply.info.score) && reply.info.score > 0,
        "{:?}",
        reply.info
    );
}

/// Turn 58, Red's last move before Blue's: every line ends one ply later at the
/// round limit (or sooner, by a connection), so a search one ply deep already sees
/// the exact result at its leaves instead of evaluating them.
#[test]
fn the_moves_before_the_round_limit_are_judged_by_the_count() {
    let text = "........../........../..B.....B./........../...R..K.../.....R..../.B.....B../........../...K....../B........B r 58";
    let (position, result) = search::<Piranhas>(text, 1);
    assert!(is_decided(result.info.score), "{:?}", result.info);
    // Red joins its two fish (D5-E4, F4-E4, …): a swarm of two against Blue's ones.
    assert!(result.info.score > 0, "{:?}", result.info);
    let mut last = position;
    last.play_unchecked(result.best_move.expect("a move"));
    assert_eq!(last.swarm_size(Side::First), 2, "{:?}", result.info);
    // At turn 59 Blue's every move is followed by the count.
    assert!(last.end_pending());
}
