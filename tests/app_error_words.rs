//! The rules' and the records' errors in the user's language: one of every kind of
//! refused position and move is worded from the message files (German, English and
//! the pseudo-language), its English (what the command line prints) is the
//! sentence it always was, and the app shows a German user German reasons for a
//! bad typed move, a bad position text and a record with an illegal move.
#![cfg(feature = "gui")]

use bernstein::app::i18n::{self, Language};
use bernstein::app::{App, NewGameSettings};
use bernstein::records::{PlayerKind, RecordError};
use bernstein::rules::muehle::Point;
use bernstein::rules::sea::Animal;
use bernstein::rules::{
    GameKind, IllegalReason, MalformedReason, MoveError, NumberField, PositionError,
    PositionErrorKind as K, Side, StoneMove, piranhas, sea,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn sea_square(name: &str) -> sea::Square {
    name.parse().expect("a test square")
}

fn fish_square(name: &str) -> piranhas::Square {
    name.parse().expect("a test square")
}

fn point(name: &str) -> Point {
    name.parse().expect("a test point")
}

/// The position errors any game can give.
fn position_errors_of_every_game() -> Vec<PositionError> {
    let mut all = Vec::new();
    for game in GameKind::ALL {
        all.extend(
            [
                K::FieldCount {
                    expected: 4,
                    found: 2,
                },
                K::RowCount {
                    expected: 8,
                    found: 7,
                },
                K::RowLength {
                    row: 3,
                    expected: 8,
                    found: 9,
                },
                K::UnknownPiece {
                    row: 2,
                    column: 1,
                    found: 'x',
                },
                K::BadSideToMove { found: "g".into() },
                K::BadNumber {
                    field: NumberField::Turn,
                    found: "zwei".into(),
                },
            ]
            .map(|kind| PositionError::new(game, kind)),
        );
    }
    all
}

/// The position errors of both Ostsee-Schach games.
fn sea_position_errors() -> Vec<PositionError> {
    let sea_games = [GameKind::Ostseeschach, GameKind::OstseeschachOriginal];
    let mut all = Vec::new();
    for game in sea_games {
        all.extend(
            [
                K::BadNumber {
                    field: NumberField::Score(Side::Second),
                    found: "x".into(),
                },
                K::ScoresNotPaired { found: "3".into() },
                K::TowerMarkWithoutPiece { row: 4, mark: '2' },
                K::TowerMarkOne { row: 4, piece: 'H' },
                K::TowerMarkZero { row: 4, piece: 'H' },
                K::TowerTooHigh {
                    row: 4,
                    piece: 'H',
                    height: 3,
                },
                K::TooManyAnimals {
                    side: Side::First,
                    animal: Animal::Seal,
                    count: 3,
                    limit: 2,
                },
                K::TooManyPieces {
                    side: Side::Second,
                    count: 10,
                    limit: 8,
                },
                K::ScoredOnFarLine {
                    square: sea_square("c8"),
                    side: Side::First,
                    animal: Animal::Cockle,
                },
                K::TurnPastLimit {
                    turn: 70,
                    limit: 60,
                },
                K::TurnParity {
                    side: Side::Second,
                    turn: 4,
                },
                K::ScoreTooHigh {
                    side: Side::First,
                    score: 4,
                    limit: 2,
                },
                K::WinnerToMove {
                    side: Side::First,
                    score: 2,
                },
            ]
            .map(|kind| PositionError::new(game, kind)),
        );
    }
    all
}

/// The position errors of the two Piranhas games.
fn fish_position_errors() -> Vec<PositionError> {
    let mut all = Vec::new();
    all.extend(
        [
            K::TurnParity {
                side: Side::Second,
                turn: 4,
            },
            K::KrakenCount { found: 1 },
            K::TooManyFish {
                side: Side::First,
                count: 13,
                limit: 12,
            },
            K::KrakenTwice {
                square: fish_square("D4"),
            },
            K::KrakenOnStartFish {
                square: fish_square("A4"),
            },
        ]
        .map(|kind| PositionError::new(GameKind::Piranhas, kind)),
    );
    all.extend(
        [
            K::FishWeight {
                square: fish_square("A8"),
                fish: 'R',
                found: Some('4'),
            },
            K::FishWeight {
                square: fish_square("J8"),
                fish: 'B',
                found: None,
            },
            K::BadFirstUnion { found: "x".into() },
        ]
        .map(|kind| PositionError::new(GameKind::Piranhas2026, kind)),
    );
    all
}

/// Mühle's position errors.
fn muehle_position_errors() -> Vec<PositionError> {
    let mut all = Vec::new();
    all.extend(
        [
            K::BadNumber {
                field: NumberField::StonesInHand(Side::Second),
                found: "x".into(),
            },
            K::BadNumber {
                field: NumberField::PliesSinceRemoval,
                found: "x".into(),
            },
            K::BadNumber {
                field: NumberField::MoveNumber,
                found: "0".into(),
            },
            K::HandNotPaired { found: "9".into() },
            K::TooManyInHand {
                side: Side::First,
                count: 10,
                limit: 9,
            },
            K::TooManyStones {
                side: Side::Second,
                on_board: 6,
                in_hand: 4,
                limit: 9,
            },
        ]
        .map(|kind| PositionError::new(GameKind::Muehle, kind)),
    );
    all
}

/// One of each position error kind, in each game it can come from. The match
/// makes a new kind fail to compile here until it is listed.
fn all_position_errors() -> Vec<PositionError> {
    let mut all = position_errors_of_every_game();
    all.extend(sea_position_errors());
    all.extend(fish_position_errors());
    all.extend(muehle_position_errors());
    for error in &all {
        match error.kind() {
            K::FieldCount { .. }
            | K::RowCount { .. }
            | K::RowLength { .. }
            | K::UnknownPiece { .. }
            | K::BadSideToMove { .. }
            | K::BadNumber { .. }
            | K::ScoresNotPaired { .. }
            | K::HandNotPaired { .. }
            | K::TowerMarkWithoutPiece { .. }
            | K::TowerMarkOne { .. }
            | K::TowerMarkZero { .. }
            | K::TowerTooHigh { .. }
            | K::TooManyAnimals { .. }
            | K::TooManyPieces { .. }
            | K::ScoredOnFarLine { .. }
            | K::TurnPastLimit { .. }
            | K::TurnParity { .. }
            | K::ScoreTooHigh { .. }
            | K::WinnerToMove { .. }
            | K::KrakenCount { .. }
            | K::TooManyFish { .. }
            | K::KrakenTwice { .. }
            | K::KrakenOnStartFish { .. }
            | K::FishWeight { .. }
            | K::BadFirstUnion { .. }
            | K::TooManyInHand { .. }
            | K::TooManyStones { .. } => {}
        }
    }
    all
}

/// The move errors any game can give.
fn move_errors_of_every_game() -> Vec<(GameKind, MoveError)> {
    use IllegalReason as R;
    let mut all = Vec::new();
    for game in GameKind::ALL {
        all.extend(
            [
                MoveError::malformed("zz", MalformedReason::NotAMove { game }),
                MoveError::malformed(
                    "q9-a1",
                    MalformedReason::NotASquare {
                        game,
                        found: "q9".into(),
                    },
                ),
                MoveError::malformed(
                    "k1-a1",
                    MalformedReason::OffBoard {
                        game,
                        square: "k1".into(),
                    },
                ),
                MoveError::illegal("a1-a2", R::NotLegalHere),
                MoveError::GameOver {
                    text: "a1-a2".into(),
                },
            ]
            .map(|error| (game, error)),
        );
    }
    all
}

/// The move errors of the Ostsee-Schach games.
fn sea_move_errors() -> Vec<(GameKind, MoveError)> {
    use IllegalReason as R;
    let mut all = Vec::new();
    let sea = GameKind::Ostseeschach;
    all.extend(
        [
            MoveError::illegal(
                "d4-d5",
                R::NoPieceThere {
                    square: sea_square("d4"),
                },
            ),
            MoveError::illegal(
                "d4-d5",
                R::NotYourPiece {
                    square: sea_square("d4"),
                    owner: Side::Second,
                },
            ),
            MoveError::illegal(
                "d4-d6",
                R::CannotMoveThere {
                    animal: Animal::Starfish,
                    tower: true,
                },
            ),
            MoveError::illegal(
                "d4-d6",
                R::CannotMoveThere {
                    animal: Animal::Seagull,
                    tower: false,
                },
            ),
            MoveError::illegal(
                "d4-d5",
                R::OntoOwnPiece {
                    square: sea_square("d5"),
                    side: Side::First,
                },
            ),
            MoveError::illegal(
                "d4xd5",
                R::NothingToTake {
                    from: sea_square("d4"),
                    to: sea_square("d5"),
                },
            ),
        ]
        .map(|error| (sea, error)),
    );
    all.push((
        GameKind::OstseeschachOriginal,
        MoveError::illegal(
            "d4-d5",
            R::StackTooHigh {
                square: sea_square("d5"),
                height: 4,
                limit: 3,
            },
        ),
    ));
    all
}

/// Piranhas' move errors.
fn fish_move_errors() -> Vec<(GameKind, MoveError)> {
    use IllegalReason as R;
    let mut all = Vec::new();
    all.extend(
        [
            MoveError::illegal(
                "A4-C4",
                R::NoOwnFish {
                    square: fish_square("A4"),
                    side: Side::Second,
                },
            ),
            MoveError::malformed("A4-", MalformedReason::SquareMissing),
            MoveError::illegal("A4-A4", R::NoDistance),
            MoveError::illegal(
                "A4-C5",
                R::NotOnALine {
                    from: fish_square("A4"),
                    to: fish_square("C5"),
                },
            ),
            MoveError::illegal("A4-C4", R::WrongDistance { fish: 1 }),
            MoveError::illegal("A4-C4", R::WrongDistance { fish: 3 }),
            MoveError::illegal("A4-C4", R::SwimsOffBoard { fish: 9 }),
            MoveError::illegal(
                "A4-C4",
                R::JumpsOverOpponent {
                    square: fish_square("B4"),
                },
            ),
            MoveError::illegal(
                "A4-C4",
                R::LandsOnOwnFish {
                    square: fish_square("C4"),
                },
            ),
            MoveError::illegal(
                "A4-C4",
                R::LandsOnKraken {
                    square: fish_square("C4"),
                },
            ),
        ]
        .map(|error| (GameKind::Piranhas, error)),
    );
    all
}

/// Mühle's move errors.
fn muehle_move_errors() -> Vec<(GameKind, MoveError)> {
    use IllegalReason as R;
    let mut all = Vec::new();
    all.extend(
        [
            MoveError::illegal("d2", R::NoStonesInHand),
            MoveError::illegal("d2-d3", R::StonesStillInHand),
            MoveError::illegal("d2-d3", R::NotYourStone { point: point("d2") }),
            MoveError::illegal("d2-d3", R::NoStoneThere { point: point("d2") }),
            MoveError::illegal("d2", R::PointNotEmpty { point: point("d2") }),
            MoveError::illegal(
                "d2-g7",
                R::NotAdjacent {
                    from: point("d2"),
                    to: point("g7"),
                },
            ),
            MoveError::illegal(
                "d2",
                R::MustTake {
                    stone_move: StoneMove::Placement,
                    written: "d2".into(),
                },
            ),
            MoveError::illegal(
                "d2-d3xa1",
                R::ClosesNoMill {
                    stone_move: StoneMove::Move,
                },
            ),
            MoveError::illegal(
                "d2xa1",
                R::NoOpponentStone {
                    point: point("a1"),
                    opponent: Side::Second,
                },
            ),
            MoveError::illegal(
                "d2xa1",
                R::AllInMills {
                    opponent: Side::Second,
                    written: "d2".into(),
                },
            ),
            MoveError::illegal("d2xa1", R::InMill { point: point("a1") }),
        ]
        .map(|error| (GameKind::Muehle, error)),
    );
    all
}

/// One of each move error, with the game it comes from.
fn all_move_errors() -> Vec<(GameKind, MoveError)> {
    let mut all = move_errors_of_every_game();
    all.extend(sea_move_errors());
    all.extend(fish_move_errors());
    all.extend(muehle_move_errors());
    all
}

/// What the user would read: every position and move error, worded.
fn every_error_worded() -> Vec<String> {
    let mut texts: Vec<String> = all_position_errors().iter().map(i18n::say).collect();
    texts.extend(all_move_errors().iter().map(|(_, error)| i18n::say(error)));
    texts
}

#[test]
fn every_rule_error_is_worded_from_the_message_files() {
    i18n::set_language(Language::PSEUDO);
    for text in every_error_worded() {
        // The move text in front ("d2: …") is data; the reason is a message.
        let reason = text.split_once(": ").map_or(text.as_str(), |(_, why)| why);
        assert!(
            text.contains('«') && reason.contains('»'),
            "not from the message files: {text}"
        );
        assert!(!text.contains("Unknown") && !text.contains("{"), "{text}");
    }
    i18n::set_language(Language::ENGLISH);
}

/// The English of every rule error as the command line and the records print
/// it (`Display`, from `en.ftl`): the sentences it had when the rules wrote them
/// in code, kept in a file, so a change to a message shows here.
#[test]
fn the_english_of_every_rule_error_is_the_sentence_it_always_was() {
    let mut said = Vec::new();
    for error in all_position_errors() {
        said.push(error.to_string());
    }
    for (_, error) in all_move_errors() {
        said.push(error.to_string());
        said.push(error.why());
    }
    let expected = include_str!("fixtures/rule-errors.en.txt");
    let expected: Vec<&str> = expected.lines().collect();
    assert_eq!(said.len(), expected.len(), "one line per error");
    let differ: Vec<String> = said
        .iter()
        .zip(&expected)
        .filter(|(now, before)| now != *before)
        .map(|(now, before)| format!("  now:    {now}\n  before: {before}"))
        .collect();
    assert!(
        differ.is_empty(),
        "{} differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
    // The app's English is the same sentence, from the same file.
    i18n::set_language(Language::ENGLISH);
    for error in all_position_errors() {
        assert_eq!(i18n::say(&error), error.to_string());
    }
}

#[test]
fn german_and_english_reasons_differ_and_each_is_distinct() {
    i18n::set_language(Language::GERMAN);
    let german = every_error_worded();
    i18n::set_language(Language::ENGLISH);
    let english = every_error_worded();
    for (de, en) in german.iter().zip(&english) {
        assert_ne!(de, en, "not translated");
        assert!(!de.is_empty() && !de.contains('{'), "{de}");
    }
    i18n::set_language(Language::GERMAN);
    assert_eq!(
        i18n::say(&MoveError::illegal(
            "d4-d6",
            IllegalReason::CannotMoveThere {
                animal: Animal::Starfish,
                tower: true,
            },
        ),),
        "d4-d6: Ein Turm mit einem Seestern obenauf kann nicht dorthin ziehen"
    );
    assert_eq!(
        i18n::say(&MoveError::illegal(
            "A4-B4",
            IllegalReason::WrongDistance { fish: 3 }
        )),
        "A4-B4: Auf der Linie sind 3 Fische, also schwimmt dieser Fisch 3 Felder weit"
    );
    assert_eq!(
        i18n::say(&MoveError::illegal(
            "d2xa1",
            IllegalReason::NoOpponentStone {
                point: point("a1"),
                opponent: Side::Second,
            },
        ),),
        "d2xa1: Auf a1 steht kein schwarzer Stein"
    );
    i18n::set_language(Language::ENGLISH);
}

#[test]
fn a_record_error_names_the_move_and_the_rules_reason_in_german() {
    i18n::set_language(Language::GERMAN);
    let error = bernstein::records::pgn::read_pgn("[Game \"muehle\"]\n\n1. d2 d6 2. d2 *\n")
        .expect_err("d2 is taken");
    let worded = i18n::say(&error);
    assert!(worded.starts_with("Zug 2 (d2) nicht möglich: "), "{worded}");
    assert!(worded.contains("d2 ist nicht frei"), "{worded}");
    let newer = RecordError::newer(99).in_file("/tmp/partie.ron");
    assert_eq!(
        i18n::say(&newer),
        "partie.ron: Mit einer neueren Version von Bernstein gespeichert (Format 99, diese Version liest bis Format 1)"
    );
    i18n::set_language(Language::ENGLISH);
}

/// A German app with a two-player game of `kind`.
fn german_app(dir: &TempDir, kind: GameKind) -> Harness<'static, App> {
    support::quiet_graphics();
    let data = dir.to_path_buf();
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| App::with_data_dir(cc, Some(data)));
    harness.state_mut().set_language(Language::GERMAN);
    let settings = NewGameSettings {
        kind,
        players: [PlayerKind::Human, PlayerKind::Human],
        ..NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    harness.run_steps(2);
    harness
}

#[test]
fn a_german_user_reads_german_reasons_on_screen() {
    let dir = TempDir::new("error-words-app");
    let mut harness = german_app(&dir, GameKind::Muehle);
    harness.state_mut().play_text("d2").unwrap();
    let refused = harness.state_mut().play_text("d2").unwrap_err();
    assert_eq!(refused, "Zug nicht möglich: d2: d2 ist nicht frei");
    let refused = harness.state_mut().play_text("q9").unwrap_err().to_string();
    assert!(refused.contains("ist kein Punkt"), "{refused}");

    let bad = harness
        .state_mut()
        .start_from_position(GameKind::Muehle, "WWWWWWWWWW/... w 9:9 0 1")
        .unwrap_err()
        .to_string();
    assert!(
        bad.starts_with("Das ist keine Stellung von Mühle: "),
        "{bad}"
    );
    assert!(!bad.contains("expected"), "English inside German: {bad}");

    let file = dir.join("fehler.pgn");
    std::fs::write(&file, "[Game \"muehle\"]\n\n1. d2 d6 2. d2 *\n").unwrap();
    harness.state_mut().open_path(&file);
    harness.run_steps(2);
    harness.get_by_label_contains("fehler.pgn: Zug 2 (d2) nicht möglich: d2 ist nicht frei");
    // The game on screen stays: the one move played before is still there.
    let game = harness.state().session().expect("a game");
    assert_eq!(game.ply(game.current()), 1);
}
