//! Mühle rules on concrete positions: mills and removals, flying, the ways a game
//! ends and their order, perft, the notation and the parsers' messages.

use bernstein::engine::Evaluate;
use bernstein::rules::muehle::{MILLS, Move, Muehle, Options, Point};
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{
    EndReason, Game, MoveError, MoveList, Outcome, Position, RuleOptions, Side,
};

const START: &str = ".../.../.../....../.../.../... w 9:9 0 1";

fn p(name: &str) -> Point {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The board field of a position text with stones on the named points.
fn board(white: &[&str], black: &[&str]) -> String {
    let mut rows = Vec::new();
    let mut row = String::new();
    let mut rank = 7;
    for point in Point::ALL {
        if point.rank() + 1 != rank {
            rows.push(std::mem::take(&mut row));
            rank = point.rank() + 1;
        }
        let name = point.name();
        row.push(if white.contains(&name) {
            'W'
        } else if black.contains(&name) {
            'B'
        } else {
            '.'
        });
    }
    rows.push(row);
    rows.join("/")
}

fn position(white: &[&str], black: &[&str], rest: &str, options: &Options) -> Muehle {
    let text = format!("{} {rest}", board(white, black));
    Muehle::from_text(&text, options).unwrap_or_else(|e| panic!("'{text}': {e}"))
}

fn moves_of(pos: &Muehle) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.to_vec()
}

fn texts_of(pos: &Muehle) -> Vec<String> {
    let mut texts: Vec<String> = moves_of(pos)
        .into_iter()
        .map(|mv| pos.move_to_text(mv))
        .collect();
    texts.sort();
    texts
}

fn played(pos: &Muehle, text: &str) -> Muehle {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
    let mut next = pos.clone();
    next.play_unchecked(mv);
    next
}

fn why(pos: &Muehle, text: &str) -> String {
    match pos.parse_move(text) {
        Ok(mv) => panic!("'{text}' was accepted as {mv:?}"),
        Err(error) => error.to_string(),
    }
}

/// perft through `legal_moves` and `play` only, to check the fast counting.
fn plain_perft(pos: &Muehle, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    moves_of(pos)
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            plain_perft(&next, depth - 1)
        })
        .sum()
}

// --- the board ---

#[test]
fn points_names_and_coordinates() {
    assert_eq!(Point::ALL.len(), 24);
    let names: Vec<&str> = Point::ALL.iter().map(|pt| pt.name()).collect();
    assert_eq!(
        names.join(" "),
        "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1"
    );
    for point in Point::ALL {
        assert_eq!(p(point.name()), point);
        assert_eq!(point.to_string(), point.name());
        let file = (b'a' + point.file()) as char;
        assert_eq!(format!("{file}{}", point.rank() + 1), point.name());
    }
    assert_eq!(p("D2"), p("d2"));
    assert_eq!(
        "c6".parse::<Point>().unwrap_err().to_string(),
        "point c6 is not on the board"
    );
    assert!(
        "h1".parse::<Point>()
            .unwrap_err()
            .to_string()
            .contains("'h1' is not a point")
    );
    assert!("d".parse::<Point>().is_err());
    assert!("d22".parse::<Point>().is_err());
}

#[test]
fn neighbours_follow_the_lines() {
    let mut degrees = [0; 5];
    for point in Point::ALL {
        let neighbours: Vec<Point> = point.neighbours().collect();
        degrees[neighbours.len()] += 1;
        for &n in &neighbours {
            assert!(
                n.neighbours().any(|back| back == point),
                "{n} is next to {point} but not back"
            );
            // Neighbours share a file or a rank.
            assert!(n.file() == point.file() || n.rank() == point.rank());
        }
    }
    // 12 corners with 2 neighbours, 8 side middles of the outer and inner squares
    // with 3, the 4 side middles of the middle square with 4.
    assert_eq!(degrees, [0, 0, 12, 8, 4]);
    let d6: Vec<&str> = p("d6").neighbours().map(|n| n.name()).collect();
    assert_eq!(d6, ["d7", "b6", "f6", "d5"]);
    assert!(p("f6").is_next_to(p("f4")));
    assert!(!p("f6").is_next_to(p("f2")));
    assert!(
        !p("c4").is_next_to(p("e4")),
        "the middle of rank 4 is not a line"
    );
}

#[test]
fn sixteen_straight_mills_two_through_each_point() {
    let mut through = [0; 24];
    for mill in MILLS {
        let same_rank = mill.iter().all(|pt| pt.rank() == mill[0].rank());
        let same_file = mill.iter().all(|pt| pt.file() == mill[0].file());
        assert!(same_rank ^ same_file, "{mill:?} is a straight line");
        assert!(mill[0].is_next_to(mill[1]) && mill[1].is_next_to(mill[2]));
        for pt in mill {
            through[pt.index()] += 1;
        }
    }
    assert!(through.iter().all(|&n| n == 2));
}

// --- start, text, options ---

#[test]
fn start_position_and_text() {
    let pos = Muehle::start(&Options::default(), 0);
    assert_eq!(pos.to_text(), START);
    assert_eq!(Muehle::from_text(START, &Options::default()).unwrap(), pos);
    assert_eq!(pos.side_to_move(), Side::First);
    assert_eq!(
        (pos.in_hand(Side::First), pos.in_hand(Side::Second)),
        (9, 9)
    );
    assert_eq!(
        (
            pos.on_board(Side::First),
            pos.plies_since_removal(),
            pos.move_number()
        ),
        (0, 0, 1)
    );
    assert_eq!(pos.outcome(&[]), None);
}

#[test]
fn options_default_and_switches() {
    let default = Options::default();
    assert!(default.flying && !default.mill_take);
    let mut options = Options::default();
    options.set("flying", "off").unwrap();
    options.set("mill-take", "on").unwrap();
    assert_eq!(
        options,
        Options {
            flying: false,
            mill_take: true
        }
    );
    let mut at_spec_defaults = options.clone();
    for spec in Options::specs() {
        at_spec_defaults.set(spec.id, spec.default).unwrap();
    }
    assert_eq!(at_spec_defaults, default);
    let text = ron::to_string(&options).unwrap();
    assert_eq!(ron::from_str::<Options>(&text).unwrap(), options);
    // Records written before an option existed still load, with its default.
    assert_eq!(
        ron::from_str::<Options>("(mill_take: true)").unwrap(),
        Options {
            flying: true,
            mill_take: true
        }
    );
}

#[test]
fn position_text_round_trip_and_accessors() {
    let text = "W.B/.../.W./WW..BB/.../B../..W b 2:3 17 12";
    let pos = Muehle::from_text(text, &Options::default()).unwrap();
    assert_eq!(pos.to_text(), text);
    assert_eq!(pos.stone_at(p("a7")), Some(Side::First));
    assert_eq!(pos.stone_at(p("g7")), Some(Side::Second));
    assert_eq!(pos.stone_at(p("d7")), None);
    assert_eq!(
        (pos.on_board(Side::First), pos.on_board(Side::Second)),
        (5, 4)
    );
    assert_eq!(
        (pos.in_hand(Side::First), pos.in_hand(Side::Second)),
        (2, 3)
    );
    assert_eq!(pos.side_to_move(), Side::Second);
    assert_eq!((pos.plies_since_removal(), pos.move_number()), (17, 12));
}

#[test]
fn hash_leaves_out_the_ply_counters() {
    let a = Muehle::from_text(
        "W.B/.../.W./WW..BB/.../B../..W b 2:3 17 12",
        &Options::default(),
    )
    .unwrap();
    let b = Muehle::from_text(
        "W.B/.../.W./WW..BB/.../B../..W b 2:3 0 40",
        &Options::default(),
    )
    .unwrap();
    let c = Muehle::from_text(
        "W.B/.../.W./WW..BB/.../B../..W w 2:3 17 12",
        &Options::default(),
    )
    .unwrap();
    let d = Muehle::from_text(
        "W.B/.../.W./WW..BB/.../B../..W b 3:3 17 12",
        &Options::default(),
    )
    .unwrap();
    assert_eq!(a.hash(), b.hash());
    assert_ne!(a.hash(), c.hash(), "side to move is part of the position");
    assert_ne!(
        a.hash(),
        d.hash(),
        "stones in hand are part of the position"
    );
}

#[test]
fn position_parser_messages() {
    let options = Options::default();
    let error = |text: &str| Muehle::from_text(text, &options).unwrap_err().message();
    assert!(error("").contains("expected 5 fields"));
    assert!(error(".../.../... w 9:9 0 1").contains("the board has 3 rows, expected 7"));
    assert_eq!(
        error(".../.../.../...../.../.../... w 9:9 0 1"),
        "rank 4 has 5 points, expected 6"
    );
    assert_eq!(
        error(".../..../.../....../.../.../... w 9:9 0 1"),
        "rank 6 has 4 points, expected 3"
    );
    assert_eq!(
        error(".x./.../.../....../.../.../... w 9:9 0 1"),
        "rank 7: 'x' on d7 is not W, B or ."
    );
    assert_eq!(
        error(".../.../.../....../.../.../... r 9:9 0 1"),
        "side to move 'r' must be w or b"
    );
    assert!(error(".../.../.../....../.../.../... w 9-9 0 1").contains("white:black"));
    assert!(
        error(".../.../.../....../.../.../... w 9:x 0 1").contains("Black's stones in hand 'x'")
    );
    assert_eq!(
        error(".../.../.../....../.../.../... w 10:9 0 1"),
        "White has 10 stones in hand, at most 9"
    );
    assert_eq!(
        error("WWW/.../.../....../.../.../... w 7:9 0 1"),
        "White has 3 stones on the board and 7 in hand: 10 stones, at most 9"
    );
    assert!(
        error(".../.../.../....../.../.../... w 9:9 -1 1").contains("plies since removal '-1'")
    );
    assert!(error(".../.../.../....../.../.../... w 9:9 0 0").contains("move number '0'"));
}

// --- perft ---

// The node counts from the start (depths 0 to 6, standard options: flying, no
// taking from mills) were confirmed by an independent implementation of the rules
// written for this check, separately from the project's move generator. Within the
// project, the plain perft over legal moves and play agrees at depth 4.
#[test]
fn perft_from_the_start() {
    let pos = Muehle::start(&Options::default(), 0);
    let expected = [1, 24, 552, 12_144, 255_024, 5_140_800];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(pos.perft(depth as u32), nodes, "perft {depth}");
    }
    assert_eq!(plain_perft(&pos, 4), 255_024);
}

#[test]
fn perft_6_from_the_start() {
    assert_eq!(Muehle::start(&Options::default(), 0).perft(6), 99_274_176);
}

#[test]
fn fast_perft_counts_what_legal_moves_and_play_give() {
    // Random games under all option sets; at positions along the way the fast
    // counting must agree with move generation and play.
    for options in [
        Options::default(),
        Options {
            flying: false,
            mill_take: false,
        },
        Options {
            flying: true,
            mill_take: true,
        },
    ] {
        // Set-up positions: a removal that ends the game, flying against a mill,
        // all stones in mills, a side blocked.
        for (white, black, rest) in [
            (
                &["a7", "g7", "a1"][..],
                &["b6", "d6", "f4", "d2"][..],
                "b 0:0 20 40",
            ),
            (
                &["a7", "d5", "g1"][..],
                &["b6", "d6", "f4", "d2", "g4"][..],
                "w 0:0 20 40",
            ),
            (
                &["b2", "f2", "c4"][..],
                &["a7", "d7", "g7", "a1", "d1", "g1"][..],
                "w 6:3 12 8",
            ),
            (
                &["a7", "g7", "a1", "g1", "b4"][..],
                &["d7", "a4", "d1", "g4"][..],
                "b 0:0 6 20",
            ),
        ] {
            let pos = position(white, black, rest, &options);
            for depth in 1..=4 {
                assert_eq!(
                    pos.perft(depth),
                    plain_perft(&pos, depth),
                    "at '{}' {options:?}",
                    pos.to_text()
                );
            }
        }
        for seed in 0..12 {
            let mut rng = SplitMix64::new(seed);
            let mut pos = Muehle::start(&options, seed);
            for ply in 0..120 {
                if ply % 7 == 3 {
                    assert_eq!(
                        pos.perft(3),
                        plain_perft(&pos, 3),
                        "at '{}' {options:?}",
                        pos.to_text()
                    );
                }
                let moves = moves_of(&pos);
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
    }
}

// --- mills and removals ---

#[test]
fn closing_a_mill_removes_one_stone_outside_mills() {
    // White b2, f2 placed; Black has a mill on rank 7 and a free stone on b4.
    let pos = position(
        &["b2", "f2"],
        &["a7", "d7", "g7", "b4"],
        "w 7:5 3 5",
        &Options::default(),
    );
    let d2: Vec<String> = texts_of(&pos)
        .into_iter()
        .filter(|t| t.starts_with("d2"))
        .collect();
    assert_eq!(
        d2,
        ["d2xb4"],
        "only the stone outside the mill may be taken"
    );
    let after = played(&pos, "d2xb4");
    assert_eq!(after.stone_at(p("b4")), None);
    assert_eq!(after.on_board(Side::Second), 3);
    assert_eq!(after.plies_since_removal(), 0);
    assert!(after.is_in_mill(p("d2")) && after.is_in_mill(p("g7")) && !after.is_in_mill(p("a1")));
    assert!(pos.is_tactical(pos.parse_move("d2xb4").unwrap()));
    assert!(!pos.is_tactical(pos.parse_move("a1").unwrap()));
}

#[test]
fn closing_two_mills_at_once_still_removes_one() {
    let pos = position(
        &["b2", "f2", "d3", "d1"],
        &["a7", "g7", "a1", "b6"],
        "w 5:5 0 5",
        &Options::default(),
    );
    let d2: Vec<String> = texts_of(&pos)
        .into_iter()
        .filter(|t| t.starts_with("d2"))
        .collect();
    assert_eq!(d2, ["d2xa1", "d2xa7", "d2xb6", "d2xg7"]);
    let after = played(&pos, "d2xa1");
    assert_eq!(after.on_board(Side::Second), 3);
    assert_eq!(after.stones_left(Side::Second), 8);
    assert!(after.is_in_mill(p("b2")) && after.is_in_mill(p("d1")));
}

#[test]
fn all_opposing_stones_in_mills_default_rule_takes_nothing() {
    let white: &[&str] = &["b2", "f2"];
    let black: &[&str] = &["a7", "d7", "g7", "a1", "d1", "g1"];
    let pos = position(white, black, "w 7:3 12 8", &Options::default());
    let d2: Vec<String> = texts_of(&pos)
        .into_iter()
        .filter(|t| t.starts_with("d2"))
        .collect();
    assert_eq!(d2, ["d2"], "the mill is legal, with nothing to take");
    assert!(pos.is_tactical(pos.parse_move("d2").unwrap()));
    let after = played(&pos, "d2");
    assert_eq!(after.on_board(Side::Second), 6);
    assert_eq!(
        after.plies_since_removal(),
        13,
        "no removal, so the counter runs on"
    );
    assert!(
        why(&pos, "d2xg7").contains("every black stone stands in a mill, so none may be taken")
    );
}

#[test]
fn all_opposing_stones_in_mills_mill_take_takes_any() {
    let options = Options {
        flying: true,
        mill_take: true,
    };
    let pos = position(
        &["b2", "f2"],
        &["a7", "d7", "g7", "a1", "d1", "g1"],
        "w 7:3 12 8",
        &options,
    );
    let d2: Vec<String> = texts_of(&pos)
        .into_iter()
        .filter(|t| t.starts_with("d2"))
        .collect();
    assert_eq!(d2, ["d2xa1", "d2xa7", "d2xd1", "d2xd7", "d2xg1", "d2xg7"]);
    let after = played(&pos, "d2xg7");
    assert_eq!(after.plies_since_removal(), 0);
    assert_eq!(
        why(&pos, "d2"),
        "d2: this placement closes a mill, name the stone to take (d2x...)"
    );
    // With a stone outside the mills, mill stones stay protected under this rule too.
    let pos = position(
        &["b2", "f2"],
        &["a7", "d7", "g7", "b4"],
        "w 7:5 3 5",
        &options,
    );
    assert_eq!(
        why(&pos, "d2xg7"),
        "d2xg7: g7 is in a mill and may not be taken"
    );
}

#[test]
fn a_mill_while_the_opponent_has_no_stone_on_the_board_takes_nothing() {
    let pos = position(&["b2", "f2"], &[], "w 7:9 0 2", &Options::default());
    assert!(texts_of(&pos).contains(&"d2".to_string()));
    assert_eq!(
        played(&pos, "d2").in_hand(Side::Second),
        9,
        "stones in hand are never taken"
    );
}

#[test]
fn reclosing_a_mill_by_moving_out_and_back_counts() {
    // White's mill a7-d7-g7; d7 steps out to d6 and back.
    let pos = position(
        &["a7", "d7", "g7", "a1"],
        &["g1", "d1", "b4", "f4"],
        "w 0:0 0 20",
        &Options::default(),
    );
    let out = played(&played(&pos, "d7-d6"), "g1-g4");
    let back: Vec<String> = texts_of(&out)
        .into_iter()
        .filter(|t| t.starts_with("d6-d7"))
        .collect();
    assert_eq!(back, ["d6-d7xb4", "d6-d7xd1", "d6-d7xf4", "d6-d7xg4"]);
}

// --- moving and flying ---

#[test]
fn stones_move_along_lines_once_the_hand_is_empty() {
    let pos = position(
        &["a7", "d6", "c4", "g1"],
        &["d7", "e4", "e3", "b2"],
        "w 0:0 4 20",
        &Options::default(),
    );
    assert_eq!(
        texts_of(&pos),
        [
            "a7-a4", "c4-b4", "c4-c3", "c4-c5", "d6-b6", "d6-d5", "d6-f6", "g1-d1", "g1-g4"
        ]
    );
    assert_eq!(why(&pos, "d6-d2"), "d6-d2: d2 is not next to d6");
    assert_eq!(why(&pos, "c4-e4"), "c4-e4: e4 is not empty");
    assert_eq!(why(&pos, "e3-f2"), "e3-f2: the stone on e3 is not yours");
    assert_eq!(why(&pos, "c5-d5"), "c5-d5: there is no stone on c5");
    assert_eq!(
        why(&pos, "d2"),
        "d2: you have no stones in hand: move a stone, e.g. f6-f4"
    );
}

#[test]
fn flying_with_three_stones_and_without_the_option() {
    let white: &[&str] = &["a7", "d5", "g1"];
    let black: &[&str] = &["d7", "a4", "d1", "g4", "f2"];
    let flying = position(white, black, "w 0:0 10 30", &Options::default());
    assert!(flying.can_fly(Side::First) && !flying.can_fly(Side::Second));
    // 3 stones × 16 empty points.
    assert_eq!(moves_of(&flying).len(), 48);
    let after = played(&flying, "a7-f6");
    assert_eq!(after.stone_at(p("f6")), Some(Side::First));

    let options = Options {
        flying: false,
        mill_take: false,
    };
    let stepping = position(white, black, "w 0:0 10 30", &options);
    assert!(!stepping.can_fly(Side::First));
    assert_eq!(texts_of(&stepping), ["d5-c5", "d5-d6", "d5-e5"]);
    assert_eq!(why(&stepping, "a7-f6"), "a7-f6: f6 is not next to a7");
}

#[test]
fn flying_only_in_the_moving_phase() {
    // Three stones on the board but one still in hand: White places.
    let pos = position(
        &["a7", "d5", "g1"],
        &["d7", "a4", "d1", "g4"],
        "w 1:0 0 9",
        &Options::default(),
    );
    assert!(!pos.can_fly(Side::First));
    assert!(moves_of(&pos).iter().all(|mv| mv.from.is_none()));
    assert_eq!(
        why(&pos, "a7-f6"),
        "a7-f6: you still have stones in hand: place one"
    );
}

// --- the end of the game ---

#[test]
fn a_blocked_player_loses() {
    let pos = position(
        &["a7", "g7", "a1", "g1"],
        &["d7", "a4", "d1", "g4"],
        "w 0:0 6 20",
        &Options::default(),
    );
    assert!(moves_of(&pos).is_empty());
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
    assert!(matches!(
        pos.parse_move("a7-d7"),
        Err(MoveError::GameOver { .. })
    ));
    // Three such stones may fly out, unless flying is off.
    let white: &[&str] = &["a7", "g7", "a1"];
    let black: &[&str] = &["d7", "a4", "d1", "g4"];
    let flies = position(white, black, "w 0:0 6 20", &Options::default());
    assert_eq!(flies.outcome(&[]), None);
    let blocked = position(
        white,
        black,
        "w 0:0 6 20",
        &Options {
            flying: false,
            mill_take: false,
        },
    );
    assert_eq!(
        blocked.outcome(&[]),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
}

#[test]
fn fewer_than_three_stones_loses() {
    let pos = position(
        &["a7", "g7", "a1"],
        &["b6", "d6", "f4", "d2"],
        "b 0:0 20 40",
        &Options::default(),
    );
    let after = played(&pos, "f4-f6xa7");
    assert_eq!(after.stones_left(Side::First), 2);
    assert!(moves_of(&after).is_empty());
    assert_eq!(
        after.outcome(&[]),
        Some(Outcome::win(Side::Second, EndReason::FewerThanThreeStones))
    );
    assert!(matches!(
        after.parse_move("g7-d7"),
        Err(MoveError::GameOver { .. })
    ));
    // Stones in hand count: 2 on the board and 1 in hand are still 3.
    let placing = position(
        &["a7", "g7"],
        &["b6", "d6"],
        "w 1:2 0 8",
        &Options::default(),
    );
    assert_eq!(placing.outcome(&[]), None);
    let placing = position(
        &["a7", "g7"],
        &["b6", "d6"],
        "w 0:2 0 8",
        &Options::default(),
    );
    assert_eq!(
        placing.outcome(&[]),
        Some(Outcome::win(Side::Second, EndReason::FewerThanThreeStones))
    );
}

fn shuffle_game(counter: u32) -> Game<Muehle> {
    let white: &[&str] = &["a7", "b6", "c5", "a1"];
    let black: &[&str] = &["g1", "f2", "e3", "g7"];
    Game::new(position(
        white,
        black,
        &format!("w 0:0 {counter} 30"),
        &Options::default(),
    ))
}

const SHUFFLE: [&str; 8] = [
    "a7-d7", "g1-d1", "d7-a7", "d1-g1", "a7-d7", "g1-d1", "d7-a7", "d1-g1",
];

#[test]
fn threefold_repetition_draws_through_the_game_history() {
    let mut game = shuffle_game(0);
    for (ply, text) in SHUFFLE.iter().enumerate() {
        assert_eq!(game.outcome(), None, "before ply {ply}");
        game.play_text(text).unwrap();
    }
    // The start position has now occurred for the third time.
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(matches!(
        game.play_text("a7-d7"),
        Err(MoveError::GameOver { .. })
    ));
    // The position alone knows nothing of the repetition.
    assert_eq!(game.position().outcome(&[]), None);
    // Twice is not enough: one ply earlier every position had occurred at most twice.
    let mut game = shuffle_game(0);
    for text in [
        "a7-d7", "g1-d1", "d7-a7", "d1-g1", "a7-d7", "g1-d1", "d7-a7",
    ] {
        game.play_text(text).unwrap();
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn fifty_moves_without_removal_draw() {
    let mut game = shuffle_game(98);
    game.play_text("a7-d7").unwrap();
    assert_eq!(game.outcome(), None);
    game.play_text("g1-d1").unwrap();
    assert_eq!(game.position().plies_since_removal(), 100);
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::NoRemovalFiftyMoves))
    );
    // A removal resets the count.
    let pos = position(
        &["a7", "g7", "a1", "c4"],
        &["b6", "d6", "f4", "d2"],
        "b 0:0 99 40",
        &Options::default(),
    );
    assert_eq!(played(&pos, "f4-f6xc4").outcome(&[]), None);
    assert_eq!(
        played(&pos, "f4-g4").outcome(&[]),
        Some(Outcome::draw(EndReason::NoRemovalFiftyMoves))
    );
}

#[test]
fn end_checks_come_in_the_order_of_the_spec() {
    // Fewer than 3 stones before the 50-move draw.
    let pos = position(
        &["a7", "g7"],
        &["b6", "d6", "f4"],
        "w 0:0 150 90",
        &Options::default(),
    );
    assert_eq!(
        pos.outcome(&[]).unwrap().reason,
        EndReason::FewerThanThreeStones
    );
    // Repetition before the 50-move draw: the third occurrence comes with ply 100.
    let mut game = shuffle_game(92);
    for text in SHUFFLE {
        game.play_text(text).unwrap();
    }
    assert_eq!(game.position().plies_since_removal(), 100);
    assert_eq!(
        game.outcome().unwrap().reason,
        EndReason::ThreefoldRepetition
    );
    // The 50-move draw before a blocked player's loss.
    let pos = position(
        &["a7", "g7", "a1", "g1"],
        &["d7", "a4", "d1", "g4"],
        "w 0:0 100 60",
        &Options::default(),
    );
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::draw(EndReason::NoRemovalFiftyMoves))
    );
}

// --- notation ---

/// Numbered moves as the records write them: `1. d2 g7 2. …`.
fn numbered(game: &Game<Muehle>) -> String {
    let mut parts = Vec::new();
    for (ply, &mv) in game.moves().iter().enumerate() {
        let pos = game.position_at(ply).unwrap();
        if pos.side_to_move() == Side::First || ply == 0 {
            let dots = if pos.side_to_move() == Side::First {
                "."
            } else {
                "..."
            };
            parts.push(format!("{}{dots}", pos.move_number()));
        }
        parts.push(pos.move_to_text(mv));
    }
    parts.join(" ")
}

#[test]
fn notation_of_the_spec() {
    let mut game = Game::new(Muehle::start(&Options::default(), 0));
    for text in ["d2", "g7", "a1", "d5"] {
        game.play_text(text).unwrap();
    }
    assert_eq!(numbered(&game), "1. d2 g7 2. a1 d5");
    assert_eq!(game.position().move_number(), 3);

    // Move 12: f6 steps to f4, closing e4-f4-g4, and takes d1.
    let pos = position(
        &["f6", "e4", "g4", "a1"],
        &["d1", "a7", "g7", "b2"],
        "w 0:0 7 12",
        &Options::default(),
    );
    let mv = pos.parse_move("f6-f4xd1").unwrap();
    assert_eq!(
        mv,
        Move {
            from: Some(p("f6")),
            to: p("f4"),
            remove: Some(p("d1"))
        }
    );
    let mut game = Game::new(pos);
    game.play(mv).unwrap();
    game.play_text("a7-a4").unwrap();
    assert_eq!(numbered(&game), "12. f6-f4xd1 a7-a4");
    assert_eq!(
        game.position().to_text(),
        format!(
            "{} w 0:0 1 13",
            board(&["f4", "e4", "g4", "a1"], &["a4", "g7", "b2"])
        )
    );
}

#[test]
fn move_parser_messages() {
    let start = Muehle::start(&Options::default(), 0);
    assert_eq!(
        start.parse_move(" d2 "),
        Ok(Move {
            from: None,
            to: p("d2"),
            remove: None
        })
    );
    assert_eq!(why(&start, "c6"), "c6: point c6 is not on the board");
    assert!(why(&start, "").contains("no move given"));
    assert!(why(&start, "d2-").contains("is not a point"));
    assert!(why(&start, "zz").contains("'zz' is not a point"));
    assert_eq!(
        why(&start, "d2xg7"),
        "d2xg7: this placement closes no mill, so nothing may be taken"
    );
    assert!(matches!(
        start.parse_move("c6"),
        Err(MoveError::Malformed { .. })
    ));
    assert!(matches!(
        start.parse_move("d2xg7"),
        Err(MoveError::Illegal { .. })
    ));

    let placing = position(
        &["b2", "f2", "a4"],
        &["g7", "d7", "a7", "b4"],
        "w 6:5 2 4",
        &Options::default(),
    );
    assert_eq!(
        why(&placing, "a4-a1"),
        "a4-a1: you still have stones in hand: place one"
    );
    assert_eq!(
        why(&placing, "d2"),
        "d2: this placement closes a mill, name the stone to take (d2x...)"
    );
    assert_eq!(
        why(&placing, "d2xg7"),
        "d2xg7: g7 is in a mill and may not be taken"
    );
    assert_eq!(
        why(&placing, "d2xg1"),
        "d2xg1: there is no black stone on g1"
    );
    assert_eq!(why(&placing, "b2"), "b2: b2 is not empty");
    assert!(placing.parse_move("d2xb4").is_ok());

    let moving = position(
        &["f6", "e4", "g4", "a1"],
        &["d1", "a7", "g7", "b2"],
        "w 0:0 7 12",
        &Options::default(),
    );
    assert_eq!(
        why(&moving, "f6-f4"),
        "f6-f4: this move closes a mill, name the stone to take (f6-f4x...)"
    );
    assert_eq!(why(&moving, "f6-f2"), "f6-f2: f2 is not next to f6");
}

// --- evaluation ---

/// The same position with the colours exchanged.
fn colours_swapped(pos: &Muehle) -> Muehle {
    let text = pos.to_text();
    let fields: Vec<&str> = text.split(' ').collect();
    let board: String = fields[0]
        .chars()
        .map(|c| match c {
            'W' => 'B',
            'B' => 'W',
            other => other,
        })
        .collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let (white, black) = fields[2].split_once(':').unwrap();
    let swapped = format!("{board} {side} {black}:{white} {} {}", fields[3], fields[4]);
    Muehle::from_text(&swapped, pos.options()).unwrap()
}

#[test]
fn evaluation_is_colour_blind_and_zero_at_the_start() {
    // Even but for the side to move's tempo, which the fitted weights give.
    assert!(Muehle::start(&Options::default(), 0).evaluate().abs() < 20);
    for options in [
        Options::default(),
        Options {
            flying: false,
            mill_take: true,
        },
    ] {
        for seed in 0..20 {
            let mut rng = SplitMix64::new(seed);
            let mut pos = Muehle::start(&options, seed);
            for _ in 0..150 {
                assert_eq!(
                    pos.evaluate(),
                    colours_swapped(&pos).evaluate(),
                    "at '{}'",
                    pos.to_text()
                );
                let moves = moves_of(&pos);
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
    }
}

#[test]
fn evaluation_sees_material_threats_and_blockades() {
    let options = Options::default();
    // A stone ahead in hand.
    let ahead = position(&["d2", "b4"], &["d6"], "b 7:7 0 3", &options);
    assert!(
        ahead.evaluate() < -50,
        "Black is a stone down: {}",
        ahead.evaluate()
    );
    // White (not to move) threatens mills on d2 and on a4: Black can block only one.
    let two = position(
        &["b2", "f2", "a7", "a1"],
        &["g7", "g1", "d7", "b6"],
        "b 5:5 0 5",
        &options,
    );
    let one = position(
        &["b2", "f2", "a7", "c4"],
        &["g7", "g1", "d7", "b6"],
        "b 5:5 0 5",
        &options,
    );
    assert!(
        two.evaluate() < one.evaluate() - 30,
        "{} vs {}",
        two.evaluate(),
        one.evaluate()
    );
    // Moving phase: Black's four stones are shut in; White to move keeps them so.
    let blockade = position(
        &["d7", "a4", "d1", "g4", "d5"],
        &["a7", "g7", "a1", "g1"],
        "w 0:0 6 20",
        &options,
    );
    assert!(blockade.evaluate() > 200, "{}", blockade.evaluate());
}
