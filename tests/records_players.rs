//! Who played which moves: a record's players are those at the start, and a move
//! made after a side changed hands notes who made it. The notes survive save →
//! load and PGN export → import (as a comment of their own, `{Blue: computer,
//! level 6}`), saved games without them still load, and a comment that only looks
//! like a note for the other side stays a comment. A program that played over the
//! network is kept as such in a saved game and is a program of unknown level in PGN.

use bernstein::records::pgn::{read_pgn, write_pgn};
use bernstein::records::tree::Numbering;
use bernstein::records::{MoveTree, Player, PlayerKind, Record};
use bernstein::rules::Position;
use bernstein::rules::muehle::Muehle;

/// A Mühle game begun by two humans; Black is handed to the computer (level 6)
/// before its second move, White to the computer (level 2) before its third, and a
/// variation has Black taken back by a human.
fn handed_over() -> Record {
    let start = Muehle::start(&Default::default(), 0);
    let mut record = Record::from_start(&start);
    record.players = [Player::human("Ada"), Player::human("")];
    let mut tree = MoveTree::from_line(&["d2", "g7", "a1", "b6", "d6", "f4"]);
    let main = tree.main_line();
    tree.annotation_mut(main[3]).unwrap().player = Some(PlayerKind::Computer { level: 6 });
    tree.set_comment(main[3], Some("a sharp reply".into()));
    tree.annotation_mut(main[4]).unwrap().player = Some(PlayerKind::Computer { level: 2 });
    let variation = tree.add_move(main[2], "b2");
    tree.annotation_mut(variation).unwrap().player = Some(PlayerKind::Human);
    record.moves = tree;
    record
}

#[test]
fn the_players_of_each_move_follow_the_notes() {
    let record = handed_over();
    let tree = &record.moves;
    let start = [PlayerKind::Human, PlayerKind::Human];
    let main = tree.main_line();
    let computer = |level| PlayerKind::Computer { level };
    assert_eq!(tree.players_at(main[2], start, Numbering::default()), start);
    assert_eq!(
        tree.players_at(main[3], start, Numbering::default()),
        [PlayerKind::Human, computer(6)]
    );
    assert_eq!(
        tree.players_at(tree.main_line_end(), start, Numbering::default()),
        [computer(2), computer(6)]
    );
    let variation = tree.children(main[2])[1];
    assert_eq!(
        tree.players_at(variation, start, Numbering::default()),
        start
    );
}

#[test]
fn player_notes_survive_save_and_load() {
    let record = handed_over();
    let back = Record::from_ron(&record.to_ron()).unwrap();
    assert_eq!(back, record);
    // A saved game written before the notes existed loads with none.
    let old = record
        .to_ron()
        .replace(", annotation: (player: Some(Computer(level: 6)))", "");
    assert_ne!(old, record.to_ron(), "the note is in the saved text");
    let old = Record::from_ron(&old).unwrap();
    assert_eq!(
        old.moves
            .annotation(old.moves.main_line()[3])
            .unwrap()
            .player,
        None
    );
}

#[test]
fn player_notes_survive_pgn_export_and_import() {
    let record = handed_over();
    let text = write_pgn(&record);
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("[White \"Ada\"]"), "{text}");
    assert!(
        !text.contains("WhiteType"),
        "the start players are humans: {text}"
    );
    assert!(
        words.contains("b6 {Black: computer, level 6} {a sharp reply}"),
        "{text}"
    );
    assert!(words.contains("d6 {White: computer, level 2}"), "{text}");
    assert!(words.contains("b2 {Black: human}"), "{text}");
    let back = read_pgn(&text).unwrap().remove(0);
    assert_eq!(back.moves, record.moves);
    assert_eq!(back.players, record.players);
}

#[test]
fn a_note_for_the_other_side_stays_a_comment() {
    let text = "[Game \"muehle\"]\n1. d2 {Black: computer, level 6} g7 {Black: human} *\n";
    let record = read_pgn(text).unwrap().remove(0);
    let main = record.moves.main_line();
    assert_eq!(
        record.moves.comment(main[0]),
        Some("Black: computer, level 6")
    );
    assert_eq!(record.moves.annotation(main[0]).unwrap().player, None);
    assert_eq!(record.moves.comment(main[1]), None);
    assert_eq!(
        record.moves.annotation(main[1]).unwrap().player,
        Some(PlayerKind::Human)
    );
}

#[test]
fn a_program_over_the_network_is_kept_in_a_saved_game_and_is_a_program_in_pgn() {
    let start = Muehle::start(&Default::default(), 0);
    let mut record = Record::from_start(&start);
    record.players = [
        Player::human("Ada"),
        Player {
            name: "Program".into(),
            kind: PlayerKind::Program,
        },
    ];
    record.moves = MoveTree::from_line(&["d2", "g7"]);
    let back = Record::from_ron(&record.to_ron()).unwrap();
    assert_eq!(back.players, record.players);

    let text = write_pgn(&record);
    assert!(text.contains("[BlackType \"program\"]"), "{text}");
    assert!(!text.contains("BlackLevel"), "no level of ours: {text}");
    let games = read_pgn(&text).unwrap();
    assert_eq!(games[0].players[1].name, "Program");
    assert_eq!(
        games[0].players[1].kind,
        PlayerKind::Program,
        "a program of no level of ours reads back as one"
    );
}
