//! Saved games and match records survive writing and reading: random legal games
//! of every game, with variations, comments, players and results, go through
//! RON → Record → RON and PGN → Record → PGN unchanged.

use bernstein::records::pgn::{read_pgn, write_pgn, write_pgn_all};
use bernstein::records::{GameResult, MoveTree, NodeId, Player, Record, replay_tree};
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, GameKind, MoveList, Position, Side};
use bernstein::with_game;

fn pick<T: Copy>(rng: &mut SplitMix64, items: &[T]) -> T {
    items[rng.below(items.len() as u64) as usize]
}

/// Words for comments and names: quotes, backslashes, umlauts, brackets.
const WORDS: [&str; 12] = [
    "good",
    "Möwe",
    "\"quoted\"",
    "back\\slash",
    "(a)",
    "[tag]",
    "x;y",
    "1-0",
    "*",
    "ämber",
    "%",
    "$5",
];

fn random_text(rng: &mut SplitMix64, words: usize) -> String {
    (0..words)
        .map(|_| pick(rng, &WORDS))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Plays random legal moves from the position after `node`, adding them to the tree.
fn random_line<P: Position>(
    rng: &mut SplitMix64,
    start: &P,
    tree: &mut MoveTree,
    node: NodeId,
    plies: usize,
) -> NodeId {
    let mut game = replay_tree(start, tree, node).expect("the tree replays");
    let mut node = node;
    for _ in 0..plies {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = pick(rng, &moves);
        let text = game.position().move_to_text(mv);
        game.play(mv).unwrap();
        node = tree.add_move(node, &text);
        if rng.below(6) == 0 {
            let words = 1 + rng.below(4) as usize;
            tree.set_comment(node, Some(random_text(rng, words)));
        }
    }
    node
}

/// A random game record: a main line (often to the end), variations, comments,
/// players and a result.
fn random_record<P: Position>(seed: u64) -> Record {
    let mut rng = SplitMix64::new(seed);
    let start = P::start(&P::Options::default(), seed);
    let mut tree = MoveTree::new();
    random_line(&mut rng, &start, &mut tree, MoveTree::ROOT, 400);
    // Variations branching from random main-line (and variation) nodes.
    for _ in 0..rng.below(5) {
        let nodes = tree.preorder();
        let from = pick(&mut rng, &nodes);
        let plies = 1 + rng.below(6) as usize;
        random_line(&mut rng, &start, &mut tree, from, plies);
    }
    if rng.below(3) == 0 {
        tree.set_comment(MoveTree::ROOT, Some(random_text(&mut rng, 3)));
    }
    let game = replay_tree(&start, &tree, tree.main_line_end()).unwrap();
    let mut record = Record::from_game(&game);
    record.moves = tree;
    record.players = [
        Player::human(random_text(&mut rng, 1)),
        if rng.below(2) == 0 {
            Player::computer("Bernstein", rng.below(10) as u8 + 1)
        } else {
            Player::human("")
        },
    ];
    if record.result.is_none() && rng.below(2) == 0 {
        let winner = pick(&mut rng, &[Some(Side::First), Some(Side::Second), None]);
        record.result = Some(GameResult::Declared {
            winner,
            reason: "resignation".into(),
        });
    }
    record.event = (rng.below(2) == 0).then(|| "Club \"night\"".to_string());
    record.round = Some(format!("{}", seed % 7 + 1));
    record
}

fn ron_round_trip<P: Position>(games: u64) {
    for seed in 0..games {
        let record = random_record::<P>(seed);
        let text = record.to_ron();
        let back = Record::from_ron(&text)
            .unwrap_or_else(|e| panic!("{} seed {seed}: {e}\n{text}", P::KIND));
        assert_eq!(back, record, "{} seed {seed}: RON round trip", P::KIND);
        assert_eq!(
            back.to_ron(),
            text,
            "{} seed {seed}: RON text round trip",
            P::KIND
        );
        // The reloaded record replays to the same position as the original game.
        let a = record.main_line_game::<P>().unwrap();
        let b = back.main_line_game::<P>().unwrap();
        assert_eq!(a.position(), b.position());
    }
}

fn pgn_round_trip<P: Position>(games: u64) {
    for seed in 0..games {
        let record = random_record::<P>(seed + 1000);
        let text = write_pgn(&record);
        let read =
            read_pgn(&text).unwrap_or_else(|e| panic!("{} seed {seed}: {e}\n{text}", P::KIND));
        assert_eq!(read.len(), 1);
        let back = &read[0];
        assert_eq!(
            back.moves,
            record.moves,
            "{} seed {seed}: moves\n{text}",
            P::KIND
        );
        assert_eq!(back.start, record.start);
        assert_eq!(back.options, record.options);
        assert_eq!(
            back.players,
            record.players,
            "{} seed {seed}: players\n{text}",
            P::KIND
        );
        assert_eq!(
            back.result,
            record.result,
            "{} seed {seed}: result\n{text}",
            P::KIND
        );
        assert_eq!(back.date, record.date);
        assert_eq!(back.event, record.event);
        assert_eq!(back.round, record.round);
        assert_eq!(
            write_pgn(back),
            text,
            "{} seed {seed}: PGN text round trip",
            P::KIND
        );
    }
}

fn many_games_in_one_file<P: Position>() {
    let records: Vec<Record> = (0..6).map(|seed| random_record::<P>(seed + 50)).collect();
    let text = write_pgn_all(&records);
    let back = read_pgn(&text).unwrap();
    assert_eq!(back.len(), 6, "{}", P::KIND);
    for (a, b) in records.iter().zip(&back) {
        assert_eq!(a.moves, b.moves, "{}", P::KIND);
    }
}

/// One test per game, so a failure names the game.
macro_rules! round_trip_tests {
    ($($name:ident: $kind:expr,)*) => {$(
        mod $name {
            use super::*;

            #[test]
            fn ron_round_trip() {
                with_game!($kind, P => super::ron_round_trip::<P>(25));
            }

            #[test]
            fn pgn_round_trip() {
                with_game!($kind, P => super::pgn_round_trip::<P>(25));
            }

            #[test]
            fn game_from_record() {
                with_game!($kind, P => game_from_record_matches_game_played::<P>());
            }

            #[test]
            fn match_file_with_many_games() {
                with_game!($kind, P => many_games_in_one_file::<P>());
            }
        }
    )*};
}

round_trip_tests! {
    ostseeschach: GameKind::Ostseeschach,
    ostseeschach_original: GameKind::OstseeschachOriginal,
    piranhas: GameKind::Piranhas,
    piranhas_2026: GameKind::Piranhas2026,
    muehle: GameKind::Muehle,
}

fn game_from_record_matches_game_played<P: Position>() {
    let mut rng = SplitMix64::new(5);
    let mut game = Game::new(P::start(&P::Options::default(), 5));
    for _ in 0..30 {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        game.play(pick(&mut rng, &moves)).unwrap();
    }
    let record = Record::from_game(&game);
    let again = record.main_line_game::<P>().unwrap();
    assert_eq!(again.moves(), game.moves());
    assert_eq!(again.position(), game.position());
    assert_eq!(record.game, P::KIND);
}
