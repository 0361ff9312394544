//! Ostsee-Schach under the original rules on concrete positions: the height limit,
//! victory points, the one-piece loss and the order of the end checks, who starts,
//! the setups, the texts and perft.

use bernstein::engine::Evaluate;
use bernstein::rules::ostseeschach_original::{
    Animal, Move, Options, OstseeschachOriginal, Setup, Square, Stack,
};
use bernstein::rules::{EndReason, MoveError, MoveList, Outcome, Position, Side};

const STANDARD_START: &str =
    "rmhsshmr/....s.../......../......../......../......../...S..../RMHSSHMR r 0 0:0";

fn text(pieces: &[(&str, &str)], rest: &str) -> String {
    let mut grid = vec![vec![".".to_string(); 8]; 8];
    for (square, piece) in pieces {
        let square: Square = square.parse().expect("test square");
        grid[7 - square.rank() as usize][square.file() as usize] = piece.to_string();
    }
    let rows: Vec<String> = grid.iter().map(|row| row.concat()).collect();
    format!("{} {rest}", rows.join("/"))
}

fn position(pieces: &[(&str, &str)], rest: &str) -> OstseeschachOriginal {
    let text = text(pieces, rest);
    OstseeschachOriginal::from_text(&text, &Options::default())
        .unwrap_or_else(|e| panic!("'{text}': {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().expect("test square")
}

fn legal(pos: &OstseeschachOriginal) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.to_vec()
}

fn play(pos: &mut OstseeschachOriginal, mv: &str) {
    let parsed = pos
        .parse_move(mv)
        .unwrap_or_else(|e| panic!("{e} in '{}'", pos.to_text()));
    assert!(
        legal(pos).contains(&parsed),
        "{mv} parsed but is not generated"
    );
    pos.play_unchecked(parsed);
    assert_eq!(
        pos.hash(),
        pos.hash_from_scratch(),
        "incremental hash after {mv}"
    );
}

fn move_error(pos: &OstseeschachOriginal, mv: &str) -> MoveError {
    match pos.parse_move(mv) {
        Ok(parsed) => panic!("{mv} was accepted as {parsed:?}"),
        Err(e) => e,
    }
}

fn read_error(text: &str) -> String {
    match OstseeschachOriginal::from_text(text, &Options::default()) {
        Ok(_) => panic!("'{text}' was accepted"),
        Err(e) => e.message(),
    }
}

#[test]
fn the_documented_default_setup() {
    let pos = OstseeschachOriginal::start(&Options::default(), 0);
    assert_eq!(pos.to_text(), STANDARD_START);
    assert_eq!(pos.pieces_owned(Side::First), 9);
    assert_eq!(
        pos.stack_at(sq("e7")),
        Some(Stack {
            owner: Side::Second,
            top: Animal::Starfish,
            height: 1
        })
    );
}

#[test]
fn the_competition_back_rank_is_drawn_from_the_seed() {
    let options = Options {
        setup: Setup::RandomBackRank,
        ..Options::default()
    };
    let pos = OstseeschachOriginal::start(&options, 5);
    assert_eq!(pos, OstseeschachOriginal::start(&options, 5));
    assert_eq!(
        (
            pos.pieces_owned(Side::First),
            pos.pieces_owned(Side::Second)
        ),
        (8, 8)
    );
    for file in 0..8 {
        let red = pos
            .stack_at(Square::new(file, 0).unwrap())
            .expect("rank 1 is full");
        let blue = pos
            .stack_at(Square::new(7 - file, 7).unwrap())
            .expect("rank 8 is full");
        assert_eq!(red.top, blue.top);
    }
}

#[test]
fn either_colour_may_start() {
    let options = Options {
        first: Side::Second,
        ..Options::default()
    };
    let pos = OstseeschachOriginal::start(&options, 0);
    assert_eq!(pos.side_to_move(), Side::Second);
    assert!(pos.to_text().ends_with(" b 0 0:0"));
    assert!(
        legal(&pos)
            .iter()
            .all(|m| pos.stack_at(m.from).map(|s| s.owner) == Some(Side::Second))
    );
    // The setup is symmetric, so Blue starting gives the same tree as Red starting.
    let red_first = OstseeschachOriginal::start(&Options::default(), 0);
    assert_eq!(pos.perft(4), red_first.perft(4));
    // Blue's opening move is the second half of round 1 ("1... "), so Red's
    // reply, at turn 1, opens round 2.
    assert_eq!(pos.round(), 1);
    let mut after = pos.clone();
    after.play(legal(&pos)[0]).unwrap();
    assert_eq!((after.side_to_move(), after.round()), (Side::First, 2));
    let reread = OstseeschachOriginal::from_text(&after.to_text(), &options).unwrap();
    assert_eq!(reread.round(), 2, "the round follows from the text alone");
    // A set-up position may have Blue to move at turn 0 whatever the options say.
    assert!(
        OstseeschachOriginal::from_text(&STANDARD_START.replace(" r ", " b "), &Options::default())
            .is_ok()
    );
}

#[test]
fn stacks_may_not_grow_past_three() {
    let pos = position(
        &[
            ("d4", "M2"),
            ("d5", "s2"),
            ("e4", "h"),
            ("a1", "R"),
            ("b1", "S"),
            ("h8", "r"),
        ],
        "r 0 0:0",
    );
    assert!(!legal(&pos).contains(&Move {
        from: sq("d4"),
        to: sq("d5")
    }));
    assert_eq!(
        move_error(&pos, "d4xd5").why(),
        "the stack on d5 would be 4 high, at most 3 is allowed"
    );
    let mut pos = pos;
    play(&mut pos, "d4xe4");
    assert_eq!(
        pos.victory_points(Side::First),
        1,
        "a tower onto a single makes exactly 3"
    );
    assert_eq!(pos.stack_at(sq("e4")), None);
    assert_eq!(pos.outcome(&[]), None);
}

#[test]
fn a_single_onto_a_tower_scores_and_leaves() {
    let mut pos = position(
        &[
            ("c3", "S"),
            ("d4", "m2"),
            ("a1", "R"),
            ("b1", "H"),
            ("h8", "r"),
            ("g8", "h"),
        ],
        "r 0 0:0",
    );
    play(&mut pos, "c3xd4");
    assert_eq!(pos.victory_points(Side::First), 1);
    assert_eq!(pos.stack_at(sq("d4")), None);
}

#[test]
fn any_animal_on_the_far_edge_scores_once_even_with_height_three() {
    let mut pos = position(
        &[
            ("f6", "R"),
            ("a1", "R"),
            ("b1", "H"),
            ("h8", "r"),
            ("a8", "h"),
        ],
        "r 0 0:0",
    );
    play(&mut pos, "f6-e8");
    assert_eq!(
        pos.victory_points(Side::First),
        1,
        "a seal scores on the far edge here"
    );
    assert_eq!(pos.stack_at(sq("e8")), None);

    let mut pos = position(
        &[
            ("d7", "H2"),
            ("e8", "r"),
            ("a1", "R"),
            ("b1", "M"),
            ("h8", "m"),
            ("a8", "s"),
        ],
        "r 0 0:0",
    );
    play(&mut pos, "d7xe8");
    assert_eq!(
        pos.victory_points(Side::First),
        1,
        "height 3 and the far edge at once: still 1 VP"
    );
    assert_eq!(pos.stack_at(sq("e8")), None);

    // Reaching one's own line earns nothing.
    let mut pos = position(
        &[("b2", "M"), ("a1", "R"), ("h8", "r"), ("a8", "s")],
        "r 0 0:0",
    );
    play(&mut pos, "b2-b1");
    assert_eq!(pos.victory_points(Side::First), 0);
}

#[test]
fn no_move_onto_an_own_piece() {
    let pos = position(
        &[("d4", "M"), ("d5", "S"), ("h8", "r"), ("a8", "s")],
        "r 0 0:0",
    );
    assert!(!legal(&pos).contains(&Move {
        from: sq("d4"),
        to: sq("d5")
    }));
    assert!(
        move_error(&pos, "d4-d5")
            .why()
            .contains("d5 holds a Red piece")
    );
}

#[test]
fn three_victory_points_win() {
    let mut pos = position(
        &[
            ("c3", "S"),
            ("d4", "m2"),
            ("a1", "R"),
            ("h8", "r"),
            ("g8", "h"),
        ],
        "r 7 2:1",
    );
    play(&mut pos, "c3xd4");
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(
            Side::First,
            EndReason::VictoryPoints {
                first: 3,
                second: 1
            }
        ))
    );
    assert!(legal(&pos).is_empty());
    assert!(matches!(
        pos.parse_move("h8-g6"),
        Err(MoveError::GameOver { .. })
    ));
}

#[test]
fn one_piece_left_loses_and_the_checks_come_in_order() {
    // The opponent is left with one piece: the mover wins.
    let mut pos = position(
        &[("c3", "S"), ("a1", "R"), ("d4", "m"), ("h8", "r")],
        "r 0 0:0",
    );
    play(&mut pos, "c3xd4");
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(Side::First, EndReason::OnePieceLeft))
    );

    // Scoring takes the mover's piece off: left with one piece, the mover loses.
    let pieces = [
        ("d4", "M2"),
        ("a1", "R"),
        ("e4", "h"),
        ("h8", "r"),
        ("a8", "m"),
    ];
    let mut pos = position(&pieces, "r 0 0:0");
    play(&mut pos, "d4xe4");
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(Side::Second, EndReason::OnePieceLeft))
    );

    // ... unless that was the third VP: the VP check comes first.
    let mut pos = position(&pieces, "r 0 2:0");
    play(&mut pos, "d4xe4");
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(
            Side::First,
            EndReason::VictoryPoints {
                first: 3,
                second: 0
            }
        ))
    );

    // Both left with one piece: the opponent's check comes before the mover's.
    let mut pos = position(
        &[("d4", "M2"), ("a1", "R"), ("e4", "h"), ("h8", "r")],
        "r 0 0:0",
    );
    play(&mut pos, "d4xe4");
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(Side::First, EndReason::OnePieceLeft))
    );
}

#[test]
fn a_player_without_a_legal_move_loses() {
    // Both Red cockle towers face Blue towers: 4 high is illegal, nothing else to do.
    let pos = position(
        &[
            ("a3", "H2"),
            ("c3", "H2"),
            ("b4", "s2"),
            ("d4", "m2"),
            ("h8", "r"),
        ],
        "r 3 0:0",
    );
    assert!(legal(&pos).is_empty());
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
}

#[test]
fn position_text_errors() {
    assert_eq!(
        OstseeschachOriginal::from_text(STANDARD_START, &Options::default())
            .map(|p| p.to_text())
            .as_deref(),
        Ok(STANDARD_START)
    );
    assert_eq!(
        read_error(
            "rmhsshmr/....s.../........./......../......../......../...S..../RMHSSHMR r 0 0:0"
        )
        .as_str(),
        "row 3 has 9 squares, expected 8"
    );
    assert!(
        read_error(
            "rmhsshmr/....s.../......../..S...../......../......../...S..../RMHSSHMR r 0 0:0"
        )
        .contains("Red has 4 starfish")
    );
    assert!(
        read_error(&text(
            &[("c8", "R"), ("a1", "R"), ("h8", "r"), ("g8", "h")],
            "r 0 0:0"
        ))
        .contains("would have scored a victory point")
    );
    assert!(read_error(&STANDARD_START.replace("0:0", "4:0")).contains("Red has 4 victory points"));
    assert!(
        read_error(&STANDARD_START.replace("r 0 0:0", "b 3 0:3"))
            .contains("Blue has 3 victory points but is to move")
    );
    assert!(
        read_error(&STANDARD_START.replace("0:0", "0:x")).contains("Blue's victory points 'x'")
    );
}

#[test]
fn move_text() {
    let pos = position(
        &[
            ("c3", "S"),
            ("d4", "m2"),
            ("a1", "R"),
            ("h8", "r"),
            ("g8", "h"),
        ],
        "r 0 0:0",
    );
    let take = Move {
        from: sq("c3"),
        to: sq("d4"),
    };
    assert_eq!(pos.move_to_text(take), "c3xd4");
    assert_eq!(pos.parse_move("c3-d4"), Ok(take));
    assert_eq!(
        move_error(&pos, "c3-c5").to_string(),
        "c3-c5: a starfish cannot move there"
    );
    assert_eq!(
        move_error(&pos, "h8-g6").to_string(),
        "h8-g6: h8 holds a Blue piece"
    );
    assert_eq!(
        move_error(&pos, "b2-b3").to_string(),
        "b2-b3: no piece on b2"
    );
}

fn naive_perft(pos: &OstseeschachOriginal, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    legal(pos)
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            naive_perft(&next, depth - 1)
        })
        .sum()
}

#[test]
fn fast_perft_counts_what_the_move_list_says() {
    let start = OstseeschachOriginal::start(&Options::default(), 0);
    for depth in 1..=4 {
        assert_eq!(
            start.perft(depth),
            naive_perft(&start, depth),
            "start, depth {depth}"
        );
    }
    let middlegame = position(
        &[
            ("d4", "M2"),
            ("d5", "s2"),
            ("e4", "h"),
            ("a1", "R"),
            ("b1", "S"),
            ("c6", "H"),
            ("h8", "r"),
            ("f3", "s"),
        ],
        "r 20 2:2",
    );
    for depth in 1..=5 {
        assert_eq!(
            middlegame.perft(depth),
            naive_perft(&middlegame, depth),
            "middlegame, depth {depth}"
        );
    }
}

mod evaluation {
    use super::*;

    #[test]
    fn symmetric_start_is_even_and_a_point_is_worth_about_a_hundred() {
        assert_eq!(
            OstseeschachOriginal::start(&Options::default(), 0).evaluate(),
            0
        );
        let pieces = [
            ("a1", "R"),
            ("c3", "M"),
            ("d2", "S"),
            ("h8", "r"),
            ("f6", "m"),
            ("e7", "s"),
        ];
        let level = position(&pieces, "r 4 0:0").evaluate();
        // A victory point is worth about a hundred (the fitted weight).
        let point = position(&pieces, "r 4 1:0").evaluate() - level;
        assert!((80..=130).contains(&point), "a point is worth {point}");
    }

    #[test]
    fn scoring_moves_are_tactical_and_owning_few_pieces_is_dangerous() {
        let pos = position(
            &[
                ("f6", "R"),
                ("a1", "R"),
                ("b1", "H"),
                ("h8", "r"),
                ("a8", "h"),
            ],
            "r 0 0:0",
        );
        assert!(
            pos.is_tactical(Move {
                from: sq("f6"),
                to: sq("e8")
            }),
            "any animal scores on the far edge"
        );
        assert!(!pos.is_tactical(Move {
            from: sq("a1"),
            to: sq("b3")
        }));
        let many = position(
            &[
                ("a1", "R"),
                ("b1", "H"),
                ("c1", "M"),
                ("h8", "r"),
                ("g8", "h"),
                ("f8", "m"),
            ],
            "r 0 0:0",
        );
        let few = position(
            &[
                ("a1", "R"),
                ("b1", "H"),
                ("h8", "r"),
                ("g8", "h"),
                ("f8", "m"),
            ],
            "r 0 0:0",
        );
        assert!(
            few.evaluate() < many.evaluate() - 30,
            "{} vs {}",
            few.evaluate(),
            many.evaluate()
        );
    }
}
