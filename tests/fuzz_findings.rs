//! Inputs the coverage-guided fuzz targets (`fuzz/`, `scripts/fuzz`) found to
//! break a reader or a round trip, each reduced to what matters: they stay fixed.

use bernstein::net::Season;
use bernstein::records::pgn::{read_pgn, write_pgn_all};
use bernstein::records::replay::room;
use bernstein::records::replay::xml::parse_message;
use bernstein::rules::Game;
use bernstein::rules::ostseeschach::Ostseeschach;

/// Whatever a reader accepts reads the same after writing it again.
fn pgn_round_trips(text: &str) {
    let records = read_pgn(text).expect("the record is read");
    let written = write_pgn_all(&records);
    let again = read_pgn(&written).expect("the written record is read");
    assert_eq!(again, records, "written as:\n{written}");
}

#[test]
fn a_tag_value_with_a_carriage_return_or_tab_round_trips() {
    // Found by `pgn`: the writer turns a line break in a tag into a space, so a
    // carriage return read from a tag came back as a space.
    pgn_round_trips("[Game \"piranhas-2026\"]\n[Date \"2026.1\r.26\"]\n[Event \"a\tb\"]\n\n*\n");
}

#[test]
fn an_escaped_line_break_in_a_tag_value_round_trips() {
    pgn_round_trips("[Game \"muehle\"]\n[Site \"a\\\nb\"]\n\n*\n");
}

#[test]
fn a_line_comment_with_a_closing_brace_round_trips() {
    // Found by `pgn`: a `;` comment may hold `}`, which the writer, putting the
    // comment in braces, turns into `)`.
    pgn_round_trips("[Game \"muehle\"]\n\n; a } b\n*\n");
}

/// A position written as a memento's state and read back.
fn state_round_trips<S: Season>(text: &str) {
    let position = S::from_text(text, &Default::default()).expect("the position is read");
    let written = room("R", S::memento(&Game::new(position.clone()))).to_message();
    let element = parse_message(&written).expect("the memento is read");
    let state = element
        .child("data")
        .and_then(|data| data.child("state"))
        .expect("a memento holds a state");
    let again = S::read_state(state).expect("the state is read");
    assert_eq!(again.to_text(), text, "written as:\n{written}");
}

#[test]
fn ambers_of_a_team_that_has_not_moved_are_written_in_the_state() {
    // Found by `sc_message`: the 2022 state wrote a team's ambers only once it
    // had moved, so Blue's amber before Blue's first move was lost.
    state_round_trips::<Ostseeschach>(
        ".h.m..r./......../......../.......h/......../.m....../......../HR.RMS.M b 1 0:1",
    );
}

#[test]
fn a_square_far_off_the_board_is_none() {
    // Found by `sc_message`: a 2019 move from x="0" y="200" computed the index
    // before checking the range, an overflow (a panic where overflow is checked).
    use bernstein::rules::piranhas::Square;
    assert_eq!(Square::new(0, 200), None);
    assert_eq!(Square::new(255, 255), None);
    assert!(Square::new(9, 9).is_some());
}
