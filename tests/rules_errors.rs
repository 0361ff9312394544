//! The rules' errors as kinds: each kind of position and move error comes from a
//! concrete bad input of its game, carrying the data it concerns; and the checked
//! `Position::play` refuses what `legal_moves` does not offer.

use bernstein::rules::muehle::{self, Muehle, Point};
use bernstein::rules::ostseeschach::{self, Animal, Ostseeschach};
use bernstein::rules::ostseeschach_original::{self, OstseeschachOriginal};
use bernstein::rules::piranhas::{self, Direction, Piranhas};
use bernstein::rules::{
    GameKind, IllegalReason, MalformedReason, MoveError, MoveList, NumberField, Position,
    PositionErrorKind as K, Side, StoneMove,
};

/// The kind of the error reading `text`, after checking that the error names `P`'s game.
fn kind_of<P: Position>(text: &str, options: &P::Options) -> K {
    match P::from_text(text, options) {
        Ok(_) => panic!("'{text}' was accepted"),
        Err(error) => {
            assert_eq!(error.game(), P::KIND, "{text}");
            error.kind().clone()
        }
    }
}

fn check_position_kinds<P: Position>(cases: &[(String, K)]) {
    for (text, expected) in cases {
        assert_eq!(
            &kind_of::<P>(text, &P::Options::default()),
            expected,
            "{text}"
        );
    }
}

/// An Ostsee board text (rank 8 first) from (square, piece) pairs such as ("d4", "M2").
fn sea_board(pieces: &[(&str, &str)]) -> String {
    let mut rows = vec![vec![".".to_string(); 8]; 8];
    for (square, piece) in pieces {
        let bytes = square.as_bytes();
        let file = (bytes[0] - b'a') as usize;
        let rank = (bytes[1] - b'1') as usize;
        rows[7 - rank][file] = piece.to_string();
    }
    rows.iter()
        .map(|row| row.concat())
        .collect::<Vec<_>>()
        .join("/")
}

const SEA_START: &str = "hmsrrsmh/......../......../......../......../......../......../HMSRRSMH";

fn sea_sq(name: &str) -> ostseeschach::Square {
    name.parse().expect("test square")
}

#[test]
fn ostseeschach_position_error_kinds() {
    let with_row = |row: usize, text: &str| {
        let mut rows: Vec<&str> = SEA_START.split('/').collect();
        rows[row - 1] = text;
        format!("{} r 0 0:0", rows.join("/"))
    };
    let with_fields = |rest: &str| format!("{SEA_START} {rest}");
    let start_ranks = |red: &str, blue: &str, rest: &str| {
        format!("{blue}/......../......../......../......../......../......../{red} {rest}")
    };
    let cockle = Animal::from_letter('H').expect("H is an animal");
    let cases = [
        (
            "x".to_string(),
            K::FieldCount {
                expected: 4,
                found: 1,
            },
        ),
        (
            with_fields("r 0 0:0").replacen("......../", "", 1),
            K::RowCount {
                expected: 8,
                found: 7,
            },
        ),
        (
            with_row(3, "........."),
            K::RowLength {
                row: 3,
                expected: 8,
                found: 9,
            },
        ),
        (
            with_row(1, "hmsrrsmx"),
            K::UnknownPiece {
                row: 1,
                column: 7,
                found: 'x',
            },
        ),
        (
            with_row(4, "...2...."),
            K::TowerMarkWithoutPiece { row: 4, mark: '2' },
        ),
        (
            with_row(4, "...S1..."),
            K::TowerMarkOne { row: 4, piece: 'S' },
        ),
        (
            with_row(4, "...S0..."),
            K::TowerMarkZero { row: 4, piece: 'S' },
        ),
        (
            with_row(4, "...S3..."),
            K::TowerTooHigh {
                row: 4,
                piece: 'S',
                height: 3,
            },
        ),
        (
            with_fields("x 0 0:0"),
            K::BadSideToMove {
                found: "x".to_string(),
            },
        ),
        (
            with_fields("r zero 0:0"),
            K::BadNumber {
                field: NumberField::Turn,
                found: "zero".to_string(),
            },
        ),
        (
            with_fields("r 0 0-0"),
            K::ScoresNotPaired {
                found: "0-0".to_string(),
            },
        ),
        (
            with_fields("r 0 0:x"),
            K::BadNumber {
                field: NumberField::Score(Side::Second),
                found: "x".to_string(),
            },
        ),
        (
            with_fields("b 61 0:0"),
            K::TurnPastLimit {
                turn: 61,
                limit: ostseeschach::ROUND_LIMIT_TURN,
            },
        ),
        (
            with_fields("b 0 0:0"),
            K::TurnParity {
                side: Side::Second,
                turn: 0,
            },
        ),
        (
            with_fields("r 0 4:0"),
            K::ScoreTooHigh {
                side: Side::First,
                score: 4,
                limit: ostseeschach::MAX_AMBERS,
            },
        ),
        (
            with_fields("b 1 0:2"),
            K::WinnerToMove {
                side: Side::Second,
                score: 2,
            },
        ),
        (
            start_ranks("HHHRRSM.", "hmsrrsmh", "r 0 0:0"),
            K::TooManyAnimals {
                side: Side::First,
                animal: cockle,
                count: 3,
                limit: 2,
            },
        ),
        (
            start_ranks("HMSRRSMH", "h2msrrsmh", "r 0 0:0"),
            K::TooManyPieces {
                side: Side::First,
                count: 9,
                limit: 8,
            },
        ),
        (
            start_ranks("HMSRRSM.", "hmsrrsmH", "r 0 0:0"),
            K::ScoredOnFarLine {
                square: sea_sq("h8"),
                side: Side::First,
                animal: cockle,
            },
        ),
    ];
    check_position_kinds::<Ostseeschach>(&cases);
}

#[test]
fn original_position_error_kinds() {
    let start = OstseeschachOriginal::start(&Default::default(), 0).to_text();
    let board = start.split(' ').next().expect("a board field").to_string();
    let seal = Animal::from_letter('R').expect("R is an animal");
    let cases = [
        (
            format!("{board} r 0 4:0"),
            K::ScoreTooHigh {
                side: Side::First,
                score: 4,
                limit: ostseeschach_original::WINNING_POINTS,
            },
        ),
        (
            format!("{board} r 0 3:0"),
            K::WinnerToMove {
                side: Side::First,
                score: 3,
            },
        ),
        (
            format!("{board} r 0 0:0:0"),
            K::BadNumber {
                field: NumberField::Score(Side::Second),
                found: "0:0".to_string(),
            },
        ),
        (
            format!("{} b 3 0:0", sea_board(&[("a8", "R"), ("h1", "r")])),
            K::ScoredOnFarLine {
                square: sea_sq("a8"),
                side: Side::First,
                animal: seal,
            },
        ),
    ];
    check_position_kinds::<OstseeschachOriginal>(&cases);
    // The same kind, worded in the game's own score.
    let error = OstseeschachOriginal::from_text(&format!("{board} r 0 0-0"), &Default::default())
        .unwrap_err();
    assert_eq!(
        error.kind(),
        &K::ScoresNotPaired {
            found: "0-0".to_string()
        }
    );
    assert_eq!(
        error.to_string(),
        "victory points '0-0' are not written <red>:<blue>"
    );
}

const PIRANHAS_BENCH: &str = ".BBBBBBBB./R........R/R........R/R...K....R/R........R/R........R/R....K...R/R........R/R........R/.BBBBBBBB.";

fn fish_sq(name: &str) -> piranhas::Square {
    name.parse().expect("test square")
}

#[test]
fn piranhas_position_error_kinds() {
    let with_row = |index: usize, text: &str| {
        let mut rows: Vec<&str> = PIRANHAS_BENCH.split('/').collect();
        rows[index] = text;
        format!("{} r 0", rows.join("/"))
    };
    let with_fields = |rest: &str| format!("{PIRANHAS_BENCH} {rest}");
    let cases = [
        (
            with_fields("r"),
            K::FieldCount {
                expected: 3,
                found: 2,
            },
        ),
        (
            with_fields("r 0").replacen("R........R/", "", 1),
            K::RowCount {
                expected: 10,
                found: 9,
            },
        ),
        (
            with_row(3, "R....K...RR"),
            K::RowLength {
                row: 6,
                expected: 10,
                found: 11,
            },
        ),
        (
            with_row(2, "R...X....R"),
            K::UnknownPiece {
                row: 7,
                column: 4,
                found: 'X',
            },
        ),
        (
            with_fields("x 0"),
            K::BadSideToMove {
                found: "x".to_string(),
            },
        ),
        (
            with_fields("r zz"),
            K::BadNumber {
                field: NumberField::Turn,
                found: "zz".to_string(),
            },
        ),
        (
            with_fields("b 0"),
            K::TurnParity {
                side: Side::Second,
                turn: 0,
            },
        ),
        (with_row(3, "R........R"), K::KrakenCount { found: 1 }),
        (
            with_row(3, "R..RK....R"),
            K::TooManyFish {
                side: Side::First,
                count: 17,
                limit: 16,
            },
        ),
        (
            with_fields("b 61"),
            K::TurnPastLimit {
                turn: 61,
                limit: 60,
            },
        ),
    ];
    check_position_kinds::<Piranhas>(&cases);
    let kraken_error = |a: &str, b: &str| {
        let error = Piranhas::try_with_kraken(fish_sq(a), fish_sq(b)).unwrap_err();
        assert_eq!(error.game(), GameKind::Piranhas);
        error.kind().clone()
    };
    assert_eq!(
        kraken_error("E5", "E5"),
        K::KrakenTwice {
            square: fish_sq("E5")
        }
    );
    assert_eq!(
        kraken_error("E5", "A3"),
        K::KrakenOnStartFish {
            square: fish_sq("A3")
        }
    );
}

const MUEHLE_START: &str = ".../.../.../....../.../.../...";

/// A Mühle board text with white and black stones on the named points.
fn muehle_board(white: &[&str], black: &[&str]) -> String {
    let mut text = String::new();
    for (index, point) in Point::ALL.iter().enumerate() {
        if [3, 6, 9, 15, 18, 21].contains(&index) {
            text.push('/');
        }
        let name = point.name();
        text.push(if white.contains(&name) {
            'W'
        } else if black.contains(&name) {
            'B'
        } else {
            '.'
        });
    }
    text
}

#[test]
fn muehle_position_error_kinds() {
    assert_eq!(muehle_board(&[], &[]), MUEHLE_START);
    let with_fields = |rest: &str| format!("{MUEHLE_START} {rest}");
    let cases = [
        (
            with_fields("w 9:9 0"),
            K::FieldCount {
                expected: 5,
                found: 4,
            },
        ),
        (
            with_fields("w 9:9 0 1").replacen(".../", "", 1),
            K::RowCount {
                expected: 7,
                found: 6,
            },
        ),
        (
            with_fields("w 9:9 0 1").replacen(".../", "..../", 1),
            K::RowLength {
                row: 7,
                expected: 3,
                found: 4,
            },
        ),
        (
            with_fields("w 9:9 0 1").replacen(".../.../", ".../..X/", 1),
            K::UnknownPiece {
                row: 6,
                column: 5,
                found: 'X',
            },
        ),
        (
            with_fields("x 9:9 0 1"),
            K::BadSideToMove {
                found: "x".to_string(),
            },
        ),
        (
            with_fields("w 9-9 0 1"),
            K::HandNotPaired {
                found: "9-9".to_string(),
            },
        ),
        (
            with_fields("w 9:a 0 1"),
            K::BadNumber {
                field: NumberField::StonesInHand(Side::Second),
                found: "a".to_string(),
            },
        ),
        (
            with_fields("w 10:9 0 1"),
            K::TooManyInHand {
                side: Side::First,
                count: 10,
                limit: 9,
            },
        ),
        (
            format!("{} w 9:9 0 1", muehle_board(&["d2"], &[])),
            K::TooManyStones {
                side: Side::First,
                on_board: 1,
                in_hand: 9,
                limit: 9,
            },
        ),
        (
            with_fields("w 9:9 x 1"),
            K::BadNumber {
                field: NumberField::PliesSinceRemoval,
                found: "x".to_string(),
            },
        ),
        (
            with_fields("w 9:9 0 0"),
            K::BadNumber {
                field: NumberField::MoveNumber,
                found: "0".to_string(),
            },
        ),
    ];
    check_position_kinds::<Muehle>(&cases);
}

fn malformed(text: &str, why: MalformedReason) -> Result<(), MoveError> {
    Err(MoveError::malformed(text, why))
}

fn illegal(text: &str, why: IllegalReason) -> Result<(), MoveError> {
    Err(MoveError::illegal(text, why))
}

/// Checks each (move text, expected error) against `pos.parse_move`.
fn check_move_errors<P: Position>(pos: &P, cases: &[(&str, Result<(), MoveError>)]) {
    for (text, expected) in cases {
        assert_eq!(&pos.parse_move(text).map(|_| ()), expected, "{text}");
    }
}

#[test]
fn sea_move_error_kinds() {
    let pos = Ostseeschach::from_text(&format!("{SEA_START} r 0 0:0"), &Default::default())
        .expect("the start reads");
    let game = GameKind::Ostseeschach;
    let cockle = Animal::from_letter('H').expect("H is an animal");
    check_move_errors(
        &pos,
        &[
            (
                "a1a2",
                malformed("a1a2", MalformedReason::NotAMove { game }),
            ),
            (
                "k9-a1",
                malformed(
                    "k9-a1",
                    MalformedReason::OffBoard {
                        game,
                        square: "k9".to_string(),
                    },
                ),
            ),
            (
                "b-c2",
                malformed(
                    "b-c2",
                    MalformedReason::NotASquare {
                        game,
                        found: "b".to_string(),
                    },
                ),
            ),
            (
                "c3-c4",
                illegal(
                    "c3-c4",
                    IllegalReason::NoPieceThere {
                        square: sea_sq("c3"),
                    },
                ),
            ),
            (
                "a8-a7",
                illegal(
                    "a8-a7",
                    IllegalReason::NotYourPiece {
                        square: sea_sq("a8"),
                        owner: Side::Second,
                    },
                ),
            ),
            (
                "a1-a5",
                illegal(
                    "a1-a5",
                    IllegalReason::CannotMoveThere {
                        animal: cockle,
                        tower: false,
                    },
                ),
            ),
        ],
    );
    // A seagull steps sideways, here onto its own neighbour.
    let onto_own: Vec<MoveError> = ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]
        .windows(2)
        .filter_map(|pair| pos.parse_move(&format!("{}-{}", pair[0], pair[1])).err())
        .filter(|error| {
            matches!(
                error,
                MoveError::Illegal {
                    why: IllegalReason::OntoOwnPiece { .. },
                    ..
                }
            )
        })
        .collect();
    assert!(!onto_own.is_empty());
    for error in onto_own {
        let MoveError::Illegal {
            text,
            why: IllegalReason::OntoOwnPiece { square, side },
        } = error
        else {
            unreachable!()
        };
        assert_eq!(side, Side::First);
        assert!(text.ends_with(&square.to_string()), "{text}");
    }
    // A legal move onto an empty square, written as a capture.
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let quiet = moves[0];
    let text = format!("{}x{}", quiet.from, quiet.to);
    assert_eq!(
        pos.parse_move(&text),
        Err(MoveError::illegal(
            &text,
            IllegalReason::NothingToTake {
                from: quiet.from,
                to: quiet.to
            }
        ))
    );
    // Original rules: a seagull tower onto a tower, 4 high.
    let original = OstseeschachOriginal::from_text(
        &format!(
            "{} r 0 0:0",
            sea_board(&[
                ("d4", "M2"),
                ("d5", "s2"),
                ("e4", "h"),
                ("a1", "R"),
                ("b1", "S"),
                ("h8", "r"),
            ])
        ),
        &Default::default(),
    )
    .expect("the position reads");
    check_move_errors(
        &original,
        &[(
            "d4xd5",
            illegal(
                "d4xd5",
                IllegalReason::StackTooHigh {
                    square: sea_sq("d5"),
                    height: 4,
                    limit: 3,
                },
            ),
        )],
    );
}

#[test]
fn piranhas_move_error_kinds() {
    let pos = Piranhas::from_text(&format!("{PIRANHAS_BENCH} r 0"), &Default::default())
        .expect("the bench position reads");
    let game = GameKind::Piranhas;
    check_move_errors(
        &pos,
        &[
            (
                "A4C4",
                malformed("A4C4", MalformedReason::NotAMove { game }),
            ),
            (
                "K3-A3",
                malformed(
                    "K3-A3",
                    MalformedReason::OffBoard {
                        game,
                        square: "K3".to_string(),
                    },
                ),
            ),
            (
                "4A-C4",
                malformed(
                    "4A-C4",
                    MalformedReason::NotASquare {
                        game,
                        found: "4A".to_string(),
                    },
                ),
            ),
            ("-C4", malformed("-C4", MalformedReason::SquareMissing)),
            (
                "B4-C4",
                illegal(
                    "B4-C4",
                    IllegalReason::NoOwnFish {
                        square: fish_sq("B4"),
                        side: Side::First,
                    },
                ),
            ),
            ("A4-A4", illegal("A4-A4", IllegalReason::NoDistance)),
            (
                "A4-C5",
                illegal(
                    "A4-C5",
                    IllegalReason::NotOnALine {
                        from: fish_sq("A4"),
                        to: fish_sq("C5"),
                    },
                ),
            ),
            (
                "A4-B4",
                illegal("A4-B4", IllegalReason::WrongDistance { fish: 2 }),
            ),
        ],
    );
    assert_eq!(
        pos.move_in_direction(fish_sq("A4"), Direction::Left),
        Err(MoveError::illegal(
            "A4 LEFT",
            IllegalReason::SwimsOffBoard { fish: 2 }
        ))
    );
    // Red A4 would swim over blue B4, red A6 onto red C6, red A7 onto the kraken
    // on C7 (rows 9 to 0).
    let rows = [
        "....B.....",
        ".......R..",
        "R.K......B",
        "R.R.......",
        "..........",
        "RB........",
        "..........",
        "..........",
        "..........",
        ".....K....",
    ];
    let pos = Piranhas::from_text(&format!("{} r 0", rows.join("/")), &Default::default())
        .expect("the position reads");
    check_move_errors(
        &pos,
        &[
            (
                "A4-C4",
                illegal(
                    "A4-C4",
                    IllegalReason::JumpsOverOpponent {
                        square: fish_sq("B4"),
                    },
                ),
            ),
            (
                "A6-C6",
                illegal(
                    "A6-C6",
                    IllegalReason::LandsOnOwnFish {
                        square: fish_sq("C6"),
                    },
                ),
            ),
            (
                "A7-C7",
                illegal(
                    "A7-C7",
                    IllegalReason::LandsOnKraken {
                        square: fish_sq("C7"),
                    },
                ),
            ),
        ],
    );
}

fn point(name: &str) -> Point {
    name.parse().expect("test point")
}

#[test]
fn muehle_move_error_kinds() {
    let options = muehle::Options::default();
    let read = |text: &str| Muehle::from_text(text, &options).expect("the position reads");
    let game = GameKind::Muehle;
    let placing = read(&format!(
        "{} w 7:6 0 3",
        muehle_board(&["a7", "d7"], &["a4", "b4", "c4"])
    ));
    check_move_errors(
        &placing,
        &[
            ("", malformed("", MalformedReason::NotAMove { game })),
            (
                "h9",
                malformed(
                    "h9",
                    MalformedReason::NotASquare {
                        game,
                        found: "h9".to_string(),
                    },
                ),
            ),
            (
                "b7",
                malformed(
                    "b7",
                    MalformedReason::OffBoard {
                        game,
                        square: "b7".to_string(),
                    },
                ),
            ),
            ("a7-a4", illegal("a7-a4", IllegalReason::StonesStillInHand)),
            (
                "a4",
                illegal("a4", IllegalReason::PointNotEmpty { point: point("a4") }),
            ),
            (
                "d2xa4",
                illegal(
                    "d2xa4",
                    IllegalReason::ClosesNoMill {
                        stone_move: StoneMove::Placement,
                    },
                ),
            ),
            (
                "g7xd2",
                illegal(
                    "g7xd2",
                    IllegalReason::NoOpponentStone {
                        point: point("d2"),
                        opponent: Side::Second,
                    },
                ),
            ),
        ],
    );
    // Black's a4 b4 c4 is a mill, d6 is not: only d6 may be taken.
    let with_free = read(&format!(
        "{} w 7:5 0 3",
        muehle_board(&["a7", "d7"], &["a4", "b4", "c4", "d6"])
    ));
    check_move_errors(
        &with_free,
        &[
            (
                "g7xa4",
                illegal("g7xa4", IllegalReason::InMill { point: point("a4") }),
            ),
            (
                "g7",
                illegal(
                    "g7",
                    IllegalReason::MustTake {
                        stone_move: StoneMove::Placement,
                        written: "g7".to_string(),
                    },
                ),
            ),
        ],
    );
    // Every black stone in a mill: the move takes none.
    let all_in_mills = read(&format!(
        "{} w 7:6 0 3",
        muehle_board(&["a7", "d7"], &["a4", "b4", "c4"])
    ));
    check_move_errors(
        &all_in_mills,
        &[(
            "g7xa4",
            illegal(
                "g7xa4",
                IllegalReason::AllInMills {
                    opponent: Side::Second,
                    written: "g7".to_string(),
                },
            ),
        )],
    );
    // The moving phase, without flying (four white stones).
    let moving = read(&format!(
        "{} w 0:0 0 20",
        muehle_board(&["a7", "d7", "b6", "f2"], &["a4", "b4", "c4", "g1"])
    ));
    check_move_errors(
        &moving,
        &[
            ("d2", illegal("d2", IllegalReason::NoStonesInHand)),
            (
                "a4-a1",
                illegal("a4-a1", IllegalReason::NotYourStone { point: point("a4") }),
            ),
            (
                "d2-d3",
                illegal("d2-d3", IllegalReason::NoStoneThere { point: point("d2") }),
            ),
            (
                "f2-d1",
                illegal(
                    "f2-d1",
                    IllegalReason::NotAdjacent {
                        from: point("f2"),
                        to: point("d1"),
                    },
                ),
            ),
        ],
    );
    // Black has two stones left: the game is over.
    let over = read(&format!(
        "{} w 0:0 0 20",
        muehle_board(&["a7", "d7", "b6", "f2"], &["a4", "g1"])
    ));
    assert_eq!(
        over.parse_move("a7-a4"),
        Err(MoveError::GameOver {
            text: "a7-a4".to_string()
        })
    );
}

#[test]
fn checked_play_refuses_what_legal_moves_do_not_offer() {
    let start = Piranhas::from_text(&format!("{PIRANHAS_BENCH} r 0"), &Default::default())
        .expect("the bench position reads");
    let mut moves = MoveList::new();
    start.legal_moves(&mut moves);
    // Every legal move: checked and unchecked play reach the same position.
    for &mv in &moves {
        let mut checked = start;
        assert_eq!(checked.play(mv), Ok(()));
        let mut unchecked = start;
        unchecked.play_unchecked(mv);
        assert_eq!(checked, unchecked);
    }
    // A blue move while Red is to move: refused, the position untouched.
    let blue = piranhas::Move {
        from: fish_sq("B0"),
        to: fish_sq("B2"),
    };
    assert!(!moves.contains(&blue));
    let mut pos = start;
    assert_eq!(
        pos.play(blue),
        Err(MoveError::illegal("B0-B2", IllegalReason::NotLegalHere))
    );
    assert_eq!(pos, start);
    assert_eq!(
        MoveError::illegal("B0-B2", IllegalReason::NotLegalHere).to_string(),
        "B0-B2: not a legal move in this position"
    );

    // A Mühle move once the game is over: the game-over error.
    let over = Muehle::from_text(
        &format!(
            "{} w 0:0 0 20",
            muehle_board(&["a7", "d7", "b6", "f2"], &["a4", "g1"])
        ),
        &Default::default(),
    )
    .expect("the position reads");
    let step = muehle::Move {
        from: Some(point("a7")),
        to: point("a4"),
        remove: None,
    };
    let mut pos = over.clone();
    assert!(matches!(pos.play(step), Err(MoveError::GameOver { .. })));
    assert_eq!(pos, over);
}
