//! Properties every game's rules must have, checked the same way for all five
//! (drawn from `GameKind::ALL` itself, so a game added there is drawn too):
//! position and move text round-trip on every position of random games, the
//! incremental hash equals a fresh one, and parsers never panic.

use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, GameKind, MoveList, Position};
use bernstein::with_game;
use proptest::prelude::*;
use proptest::strategy::ValueTree;

/// The round `plies` after `start`, counted as records number moves: one more
/// each time the first player is to move again. Each game's position text keeps
/// its own count ([`Position::round`]); this says what it must be.
fn round_after<P: Position>(start: &P, plies: usize) -> u32 {
    let second_opens = start.side_to_move() == bernstein::rules::Side::Second;
    start.round() + ((plies + usize::from(second_opens)) / 2) as u32
}

/// Plays random games from random seeds and checks every position on the way.
fn random_games_round_trip<P: Position>(games: u64, max_plies: usize) {
    for seed in 0..games {
        let mut rng = SplitMix64::new(seed);
        let mut game = Game::new(P::start(&P::Options::default(), seed));
        for _ in 0..max_plies {
            let pos = game.position().clone();
            let text = pos.to_text();
            let reread = P::from_text(&text, pos.options())
                .unwrap_or_else(|e| panic!("{}: cannot read back '{text}': {e}", P::KIND));
            assert_eq!(reread.to_text(), text, "{}: text round trip", P::KIND);
            assert_eq!(
                reread.round(),
                round_after(game.start(), game.moves().len()),
                "{}: the round of '{text}', {} plies after the start",
                P::KIND,
                game.moves().len()
            );
            assert_eq!(
                reread.hash(),
                pos.hash(),
                "{}: hash after re-reading '{text}'",
                P::KIND
            );
            assert_eq!(
                pos.hash(),
                pos.hash_from_scratch(),
                "{}: incremental hash at '{text}'",
                P::KIND
            );
            // Passing gives the move to the other side and changes nothing else
            // a move would not.
            let passed = pos.passed().expect("every game can show a threat");
            assert_eq!(passed.side_to_move(), pos.side_to_move().other());
            assert_eq!(
                passed.hash(),
                passed.hash_from_scratch(),
                "{}: hash after passing at '{text}'",
                P::KIND
            );
            assert_ne!(passed.hash(), pos.hash());
            assert_eq!(
                passed.round(),
                round_after(game.start(), game.moves().len() + 1),
                "{}: the round after passing at '{text}'",
                P::KIND
            );

            let mut moves = MoveList::new();
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                assert!(
                    game.outcome().is_some(),
                    "{}: no moves but no outcome at '{text}'",
                    P::KIND
                );
                break;
            }
            for &mv in &moves {
                let mv_text = pos.move_to_text(mv);
                assert_eq!(
                    pos.parse_move(&mv_text),
                    Ok(mv),
                    "{}: move '{mv_text}' at '{text}'",
                    P::KIND
                );
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            game.play(mv).expect("a generated move is legal");
        }
    }
}

#[test]
fn random_games_round_trip_all_games() {
    for kind in GameKind::ALL {
        with_game!(kind, P => random_games_round_trip::<P>(40, 200));
    }
}

#[test]
fn start_positions_have_moves_and_no_outcome() {
    for kind in GameKind::ALL {
        with_game!(kind, P => {
            let pos = P::start(&Default::default(), 0);
            assert_eq!(pos.round(), 1, "{kind}: the start is round 1");
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            assert!(!moves.is_empty(), "{kind}: the start has moves");
            assert_eq!(pos.outcome(&[]), None, "{kind}: the start is not over");
        });
    }
}

/// Any of the games.
fn game_kind() -> impl Strategy<Value = GameKind> {
    proptest::sample::select(GameKind::ALL.to_vec())
}

#[test]
fn every_game_is_drawn() {
    // The properties below draw their game; each of the five must come up.
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..200 {
        seen.insert(ValueTree::current(
            &game_kind().new_tree(&mut runner).unwrap(),
        ));
    }
    assert_eq!(seen.len(), GameKind::ALL.len(), "{seen:?}");
}

proptest! {
    #[test]
    fn position_parser_never_panics(text in "\\PC{0,120}") {
        for kind in GameKind::ALL {
            with_game!(kind, P => { let _ = P::from_text(&text, &Default::default()); });
        }
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(kind in game_kind(), cut in 0usize..200, junk in "[a-zA-Z0-9./: ]{0,6}") {
        // Damaged versions of real position texts: cut short, with junk spliced in.
        with_game!(kind, P => {
            let text = P::start(&Default::default(), 0).to_text();
            let cut = cut.min(text.len());
            if text.is_char_boundary(cut) {
                let damaged = format!("{}{}{}", &text[..cut], junk, &text[cut..]);
                let _ = P::from_text(&damaged, &Default::default());
                let _ = P::from_text(&text[..cut], &Default::default());
            }
        });
    }

    #[test]
    fn move_parser_never_panics(text in "\\PC{0,20}", seed in 0u64..50) {
        for kind in GameKind::ALL {
            with_game!(kind, P => { let _ = P::start(&Default::default(), seed).parse_move(&text); });
        }
    }

    #[test]
    fn incremental_hash_matches_fresh_hash(kind in game_kind(), seed in any::<u64>(), choices in proptest::collection::vec(any::<u64>(), 0..120)) {
        with_game!(kind, P => {
            let mut pos = P::start(&Default::default(), seed);
            for choice in choices {
                let mut moves = MoveList::new();
                pos.legal_moves(&mut moves);
                if moves.is_empty() { break; }
                pos.play_unchecked(moves[(choice % moves.len() as u64) as usize]);
                prop_assert_eq!(pos.hash(), pos.hash_from_scratch());
            }
        });
    }
}
