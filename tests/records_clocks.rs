//! Clocks in records: a game's time control and each move's time left survive
//! save → load and PGN export → import (`[TimeControl "300+3"]`, `{[%clk 0:04:57]}`),
//! a time out is recorded as chess tools write it (`[Termination "time forfeit"]`),
//! files without clocks read as before, and a time control Bernstein does not play
//! stays as a tag.

use bernstein::records::pgn::{read_pgn, write_pgn};
use bernstein::records::{GameResult, MoveTree, Record, TimeControl};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::{Position, Side};

fn timed_record(control: TimeControl, clocks: &[u64]) -> Record {
    let start = Muehle::start(&Default::default(), 0);
    let mut record = Record::from_start(&start);
    let mut tree = MoveTree::from_line(&["d2", "g7", "a1", "b6"]);
    for (node, clock) in tree.main_line().into_iter().zip(clocks) {
        tree.annotation_mut(node).unwrap().clock = Some(*clock);
    }
    record.moves = tree;
    record.time_control = Some(control);
    record
}

#[test]
fn time_control_and_clock_times_round_trip_through_pgn_and_ron() {
    let record = timed_record(
        TimeControl::Game {
            base_ms: 300_000,
            increment_ms: 3000,
        },
        &[297_000, 301_500, 252_000, 9_700],
    );
    let text = write_pgn(&record);
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}");
    assert!(
        text.contains("1. d2 {[%clk 0:04:57]} 1... g7 {[%clk 0:05:01.5]}"),
        "{text}"
    );
    assert!(text.contains("{[%clk 0:00:09.7]}"), "{text}");
    let back = read_pgn(&text).unwrap().remove(0);
    assert_eq!(back.time_control, record.time_control);
    assert_eq!(back.moves, record.moves);
    assert!(back.tags.is_empty(), "no tag is left over: {:?}", back.tags);
    assert_eq!(write_pgn(&back), text);

    let saved = Record::from_ron(&record.to_ron()).unwrap();
    assert_eq!(saved.time_control, record.time_control);
    assert_eq!(saved.moves, record.moves);
}

#[test]
fn a_time_per_move_is_one_move_per_period() {
    let record = timed_record(TimeControl::PerMove { ms: 2000 }, &[1200, 300]);
    let text = write_pgn(&record);
    assert!(text.contains("[TimeControl \"1/2\"]"), "{text}");
    let back = read_pgn(&text).unwrap().remove(0);
    assert_eq!(back.time_control, Some(TimeControl::PerMove { ms: 2000 }));
    assert_eq!(back.moves, record.moves);
}

#[test]
fn games_without_clocks_read_and_write_as_before() {
    let start = Muehle::start(&Default::default(), 0);
    let mut record = Record::from_start(&start);
    record.moves = MoveTree::from_line(&["d2", "g7"]);
    let ron = record.to_ron();
    assert!(!ron.contains("time_control"), "{ron}");
    assert!(!ron.contains("clock"), "{ron}");
    assert_eq!(Record::from_ron(&ron).unwrap().time_control, None);
    let text = write_pgn(&record);
    assert!(!text.contains("TimeControl"), "{text}");
    assert!(!text.contains("%clk"), "{text}");
    // "-" is the standard's "no time control".
    let none = read_pgn("[Game \"muehle\"]\n[TimeControl \"-\"]\n1. d2 *").unwrap();
    assert_eq!(none[0].time_control, None);
}

#[test]
fn a_time_control_bernstein_does_not_play_stays_a_tag() {
    let text = "[Game \"muehle\"]\n[TimeControl \"40/9000:300\"]\n1. d2 {[%clk 2:29:58]} *";
    let record = read_pgn(text).unwrap().remove(0);
    assert_eq!(record.time_control, None);
    assert_eq!(
        record.tags,
        vec![("TimeControl".to_string(), "40/9000:300".to_string())]
    );
    let first = record.moves.main_line()[0];
    assert_eq!(
        record.moves.annotation(first).unwrap().clock,
        Some(8_998_000)
    );
    assert!(write_pgn(&record).contains("[TimeControl \"40/9000:300\"]"));
}

#[test]
fn a_time_out_is_a_time_forfeit() {
    let mut record = timed_record(
        TimeControl::Game {
            base_ms: 60_000,
            increment_ms: 0,
        },
        &[59_000, 58_000, 57_000, 0],
    );
    record.result = Some(GameResult::Declared {
        winner: Some(Side::First),
        reason: "time forfeit".into(),
    });
    let text = write_pgn(&record);
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    let back = read_pgn(&text).unwrap().remove(0);
    assert_eq!(back.result, record.result);
    let saved = Record::from_ron(&record.to_ron()).unwrap();
    assert_eq!(saved.result, record.result);
}
