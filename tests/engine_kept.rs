//! An engine kept across searches (one owner, many searches): it plays what a
//! fresh engine plays, and its table saves work when a position comes again.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bernstein::engine::{Engine, Limits, SearchHandle, SearchRequest};
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::{Game, Position};

#[test]
fn a_kept_engine_plays_like_a_fresh_one_and_reuses_its_table() {
    let game = Game::new(Ostseeschach::start(&Default::default(), 9));
    let request = || SearchRequest::new(game.position().clone(), Vec::new(), Limits::depth(6));

    let mut fresh: Engine<Ostseeschach> = Engine::default();
    let expected = fresh.search(
        game.position(),
        &[],
        &request().params,
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );

    let handle = SearchHandle::start_with_engine(request(), Engine::default(), || {});
    let (first, engine) = handle.join().expect("the search runs");
    assert_eq!(first.best_move, expected.best_move);
    assert_eq!(
        first.info.nodes, expected.info.nodes,
        "same search, same tree"
    );

    let (second, engine) = SearchHandle::start_with_engine(request(), engine, || {})
        .join()
        .expect("the search runs");
    assert_eq!(second.best_move, expected.best_move);
    assert!(
        second.info.nodes < first.info.nodes,
        "the kept table answers most of the tree: {} then {} nodes",
        first.info.nodes,
        second.info.nodes
    );

    // Cleared, it forgets and searches the same tree as a fresh engine again.
    let mut engine = engine;
    engine.clear();
    let (third, _) = SearchHandle::start_with_engine(request(), engine, || {})
        .join()
        .expect("the search runs");
    assert_eq!(third.best_move, expected.best_move);
    assert_eq!(third.info.nodes, expected.info.nodes);
}

#[test]
fn the_engine_comes_back_once_the_search_has_finished() {
    let game = Game::new(Ostseeschach::start(&Default::default(), 2));
    let request = SearchRequest::new(game.position().clone(), Vec::new(), Limits::depth(4));
    let handle = SearchHandle::start_with_engine(request, Engine::default(), || {});
    while !handle.is_finished() {
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert!(handle.result().is_some());
    assert!(handle.take_engine().is_some());
    assert!(handle.take_engine().is_none(), "handed back only once");
}
