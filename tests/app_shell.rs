//! The app shell driven like a user: new-game dialog, moves on the board and by
//! text, the move list and its navigation, variations, take back, results, pasted
//! text, files, and a computer opponent that answers without blocking a frame.
//! Every harness keeps its autosave in its own temporary directory.
#![cfg(feature = "gui")]

use std::path::Path;
use std::time::{Duration, Instant};

use bernstein::app::open_game::OpenGame;
use bernstein::app::{App, NewGameSettings};
use bernstein::records::PlayerKind as Player;
use bernstein::records::autosave::{AUTOSAVE_FILE, load_autosave_from};
use bernstein::records::pgn::read_pgn;
use bernstein::records::{self, GameResult, Record};
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::{Game, GameKind, Position, Side};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// A fresh directory for one test's data (autosave), removed when the test ends.
fn temp_dir(name: &str) -> TempDir {
    TempDir::new(&format!("app-{name}"))
}

fn harness(dir: &Path) -> Harness<'static, App> {
    support::app(dir, [1280.0, 820.0])
}

/// Starts a game through the dialog (opening it from the toolbar if needed).
fn start_from_dialog(
    harness: &mut Harness<'static, App>,
    kind: GameKind,
    second_player_computer: bool,
) {
    if harness.query_by_label("Start game").is_none() {
        harness.get_by_label("New game").click();
        harness.run_steps(2);
    }
    harness
        .get_by_role_and_label(egui::Role::RadioButton, kind.name())
        .click();
    harness.run_steps(1);
    let blue = kind.side_name(Side::Second);
    let red = kind.side_name(Side::First);
    harness.get_by_label(&format!("{red} Human")).click();
    harness.run_steps(1);
    let second = if second_player_computer {
        "Computer"
    } else {
        "Human"
    };
    harness.get_by_label(&format!("{blue} {second}")).click();
    harness.run_steps(1);
    harness.get_by_label("Start game").click();
    harness.run_steps(3);
    assert!(
        harness.query_by_label("Start game").is_none(),
        "the dialog closes"
    );
    assert_eq!(harness.state().session().map(OpenGame::kind), Some(kind));
}

fn type_move(harness: &mut Harness<'static, App>, text: &str) {
    let entry = harness.get_by_label("Move text");
    entry.focus();
    entry.type_text(text);
    harness.run_steps(1);
    harness.get_by_label("Play").click();
    harness.run_steps(3);
}

/// Clicks the cells of a move on the board (from, then to), letting animations end.
fn click_cells(harness: &mut Harness<'static, App>, cells: &[&str]) {
    for cell in cells {
        harness.get_by_label(cell).click();
        harness.run_steps(30);
    }
}

fn current_ply(harness: &Harness<'static, App>) -> usize {
    let s = harness.state().session().expect("a game is open");
    s.ply(s.current())
}

fn side_to_move(harness: &Harness<'static, App>) -> Side {
    let s = harness.state().session().expect("a game is open");
    s.side_to_move(s.current())
}

fn move_count(harness: &Harness<'static, App>) -> usize {
    let s = harness.state().session().expect("a game is open");
    s.tree().move_count()
}

#[test]
fn first_start_shows_the_dialog_and_each_game_starts_from_it() {
    let dir = temp_dir("dialog");
    let mut harness = harness(&dir);
    assert!(
        harness.query_by_label("Start game").is_some(),
        "no autosave: the new-game dialog opens"
    );
    for kind in GameKind::ALL {
        start_from_dialog(&mut harness, kind, false);
        // The status names the side to move (in the original Ostsee-Schach either
        // side may start).
        let to_move = kind.side_name(side_to_move(&harness));
        assert!(
            harness
                .query_by_label(&format!("{to_move} to move"))
                .is_some(),
            "{kind:?}: no \"{to_move} to move\" in the status"
        );
    }
}

#[test]
fn muehle_moves_by_clicks_and_text_navigation_and_variations() {
    let dir = temp_dir("muehle");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Muehle, false);
    // White places on d2 by clicking the point, Black answers by typed move text.
    click_cells(&mut harness, &["d2"]);
    assert_eq!(
        move_count(&harness),
        1,
        "a click on an empty point places a stone"
    );
    type_move(&mut harness, "g7");
    type_move(&mut harness, "a1");
    assert_eq!(current_ply(&harness), 3);
    assert!(harness.query_by_label("Move 1. d2").is_some());
    assert!(harness.query_by_label("Move 1… g7").is_some());
    assert!(harness.query_by_label("Move 2. a1").is_some());

    // Back with the button and the keys, forward with the key, jump by clicking.
    harness.get_by_label("Previous move").click();
    harness.run_steps(2);
    assert_eq!(current_ply(&harness), 2);
    harness.key_press(Key::ArrowLeft);
    harness.run_steps(2);
    assert_eq!(current_ply(&harness), 1);
    harness.key_press(Key::Home);
    harness.run_steps(2);
    assert_eq!(current_ply(&harness), 0);
    harness.key_press(Key::End);
    harness.run_steps(2);
    assert_eq!(current_ply(&harness), 3);
    harness.get_by_label("Move 1. d2").click();
    harness.run_steps(2);
    assert_eq!(current_ply(&harness), 1);
    harness.key_press(Key::ArrowRight);
    harness.run_steps(2);
    assert_eq!(current_ply(&harness), 2);

    // A different move from an earlier position is kept as a variation.
    harness.get_by_label("Move 1. d2").click();
    harness.run_steps(2);
    type_move(&mut harness, "b6");
    assert_eq!(
        move_count(&harness),
        4,
        "the main line stays, the new move is added"
    );
    assert!(harness.query_by_label("Move 1… b6").is_some());
    assert!(
        harness.query_by_label("Move 2. a1").is_some(),
        "the main line is still listed"
    );

    // Take back removes the variation's move again.
    harness.get_by_label("Take back").click();
    harness.run_steps(2);
    assert_eq!(move_count(&harness), 3);
    assert_eq!(current_ply(&harness), 1);
    assert!(harness.query_by_label("Move 1… b6").is_none());
}

#[test]
fn a_bad_move_text_and_a_bad_pasted_position_leave_the_game() {
    let dir = temp_dir("bad-text");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Piranhas, false);
    type_move(&mut harness, "A1-C1");
    let moves = move_count(&harness);
    type_move(&mut harness, "Z9-Q4");
    assert_eq!(move_count(&harness), moves, "a bad move text plays nothing");
    assert!(
        harness.query_by_label_contains("Cannot play").is_some(),
        "and says why"
    );

    harness.get_by_label("Paste").click();
    harness.run_steps(2);
    let input = harness.get_by_label("Position or game text");
    input.focus();
    input.type_text("this is no position");
    harness.run_steps(1);
    harness.get_by_label("Load").click();
    harness.run_steps(2);
    assert!(
        harness
            .query_all_by_label_contains("neither a position nor a game record")
            .next()
            .is_some(),
        "the dialog explains the error"
    );
    assert_eq!(
        harness.state().session().map(OpenGame::kind),
        Some(GameKind::Piranhas)
    );
    assert_eq!(
        move_count(&harness),
        moves,
        "the game on screen is unchanged"
    );
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    // The paste action (Ctrl+V) reports in a message.
    harness.state_mut().paste("rsmhrsmh/..../ r 0 0:0");
    harness.run_steps(2);
    assert!(
        harness
            .query_all_by_label_contains("neither a position nor a game record")
            .next()
            .is_some()
    );
    assert_eq!(move_count(&harness), moves);
}

#[test]
fn a_pasted_position_starts_a_game_from_it() {
    let dir = temp_dir("paste-position");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Muehle, false);
    // Black to move in the moving phase.
    let text = "W.B/.W./.../BW..BW/.../.B./W.B b 0:0 20 21";
    harness
        .state_mut()
        .load_text(text)
        .expect("a valid Mühle position");
    harness.run_steps(2);
    assert!(harness.query_by_label("Black to move").is_some());
}

#[test]
fn a_finished_game_shows_its_result() {
    let dir = temp_dir("result");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Muehle, false);
    // Moving phase, three stones each; White to move can close the mill a7-d7-g7.
    let text = "WW./.../.../BB.B.W/.../.../... w 0:0 10 30";
    harness
        .state_mut()
        .load_text(text)
        .expect("a valid Mühle position");
    harness.run_steps(2);
    // White closes the mill and takes a black stone: Black has 2 left and loses.
    type_move(&mut harness, "g4-g7xa4");
    assert!(
        harness
            .query_all_by_label_contains("White wins")
            .next()
            .is_some(),
        "the result is shown with its reason"
    );
    assert!(
        harness
            .query_all_by_label_contains("fewer than 3 stones")
            .next()
            .is_some()
    );
}

#[test]
fn the_computer_answers_without_blocking_frames() {
    let dir = temp_dir("computer");
    let mut harness = harness(&dir);
    let mut settings = NewGameSettings {
        kind: GameKind::Muehle,
        ..NewGameSettings::default()
    };
    settings.players = [Player::Human, Player::Computer { level: 6 }];
    harness.state_mut().start_new_game(settings).unwrap();
    harness.run_steps(2);
    harness.get_by_label("d2").click();
    harness.run_steps(1);
    assert_eq!(move_count(&harness), 1, "the click placed a stone");
    // Frames keep coming while the engine thinks; the reply arrives within a few seconds.
    let started = Instant::now();
    let mut frames = 0;
    while move_count(&harness) < 2 {
        let frame = Instant::now();
        harness.step();
        assert!(
            frame.elapsed() < Duration::from_millis(500),
            "a frame never waits for the search"
        );
        frames += 1;
        std::thread::sleep(Duration::from_millis(10));
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the computer replied"
        );
    }
    assert!(
        frames >= 2,
        "the reply came while frames went on ({frames} frames)"
    );
    assert_eq!(current_ply(&harness), 2, "the reply is shown");
}

#[test]
fn the_game_is_autosaved_and_restored() {
    let dir = temp_dir("autosave");
    {
        let mut harness = harness(&dir);
        start_from_dialog(&mut harness, GameKind::Piranhas, false);
        type_move(&mut harness, "A1-C1");
    }
    let harness = harness(&dir);
    assert!(
        harness.query_by_label("Start game").is_none(),
        "the last game reopens instead of the dialog"
    );
    assert_eq!(
        harness.state().session().map(OpenGame::kind),
        Some(GameKind::Piranhas)
    );
    assert_eq!(move_count(&harness), 1);
}

#[test]
fn saving_and_opening_keeps_variations_and_a_bad_file_changes_nothing() {
    let dir = temp_dir("files");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Muehle, false);
    for text in ["d2", "g7", "a1"] {
        type_move(&mut harness, text);
    }
    harness.get_by_label("Move 1. d2").click();
    harness.run_steps(2);
    type_move(&mut harness, "b6");
    let path = dir.join("game.ron");
    harness.state_mut().save_to(&path).unwrap();
    let pgn = dir.join("game.pgn");
    harness.state_mut().save_to(&pgn).unwrap();

    // A damaged saved game and a match record with an illegal move: each is refused
    // with a message that names it, and the game, its move tree, the current move and
    // the autosave stay as they were.
    harness.run_steps(2);
    let before = shown_game(&mut harness, &dir);
    assert!(before.autosave.is_some(), "the game was autosaved");
    let damaged = [
        ("broken.ron", "(format: 1, game: \"muehle\", start: "),
        ("broken.pgn", "[Game \"muehle\"]\n\n1. d2 zz9 *\n"),
    ];
    for (name, text) in damaged {
        let bad = dir.join(name);
        std::fs::write(&bad, text).unwrap();
        harness.state_mut().open_path(&bad);
        harness.run_steps(2);
        assert!(
            harness.query_by_label_contains(name).is_some(),
            "the error names {name}"
        );
        assert_eq!(move_count(&harness), 4, "the game on screen stays");
        assert_eq!(
            shown_game(&mut harness, &dir),
            before,
            "after opening {name}"
        );
    }

    start_from_dialog(&mut harness, GameKind::Piranhas, false);
    harness.state_mut().open_path(&path);
    harness.run_steps(2);
    assert_eq!(
        harness.state().session().map(OpenGame::kind),
        Some(GameKind::Muehle)
    );
    assert_eq!(move_count(&harness), 4, "main line and variation are back");
    harness.state_mut().open_path(&pgn);
    harness.run_steps(2);
    assert_eq!(
        move_count(&harness),
        4,
        "the match record keeps the variation too"
    );
}

/// Everything a failed open must leave as it was: the game as a record (start
/// position, move tree with variations and comments), the current move and its
/// position, and the autosave on disk.
#[derive(Debug, PartialEq)]
struct ShownGame {
    record: Option<Record>,
    current_line: Vec<String>,
    current_position: String,
    autosave: Option<Vec<u8>>,
}

fn shown_game(harness: &mut Harness<'static, App>, dir: &Path) -> ShownGame {
    // The autosave is written on its own thread: what is queued is on disk first.
    harness.state_mut().flush_autosave();
    let session = harness.state().session().expect("a game is open");
    let (current_line, current_position) = (
        session.tree().moves_to(session.current()),
        session.position_text(session.current()),
    );
    ShownGame {
        record: harness.state().record(),
        current_line: current_line.into_iter().map(str::to_owned).collect(),
        current_position,
        autosave: std::fs::read(dir.join(AUTOSAVE_FILE)).ok(),
    }
}

/// Opens a record written as PGN-style text, as a file the user opened.
fn open_record_text(harness: &mut Harness<'static, App>, dir: &Path, text: &str) {
    let path = dir.join("record.pgn");
    std::fs::write(&path, text).unwrap();
    harness.state_mut().open_path(&path);
    harness.run_steps(2);
}

#[test]
fn a_reviewed_record_names_its_players() {
    let dir = temp_dir("record-names");
    let mut harness = harness(&dir);
    open_record_text(
        &mut harness,
        &dir,
        "[Game \"muehle\"]\n[White \"Ada\"]\n[Black \"Bernstein 6 Club player\"]\n\
         [BlackType \"program\"]\n[BlackLevel \"6\"]\n\n1. d2 g7 2. a1 *\n",
    );
    assert_eq!(move_count(&harness), 3);
    assert!(harness.query_by_label("Ada").is_some());
    assert!(harness.query_by_label("Bernstein 6 Club player").is_some());
    assert!(
        harness.query_by_label("Human").is_none(),
        "the bars name the record's players, not who moves the pieces now"
    );

    // A new game is the user's own again.
    start_from_dialog(&mut harness, GameKind::Muehle, false);
    assert!(harness.query_by_label("Ada").is_none());
    assert_eq!(harness.query_all_by_label("Human").count(), 2);
}

/// The record's players as read back from its PGN and from its saved game.
fn saved_players(harness: &mut Harness<'static, App>, dir: &Path, name: &str) -> [Record; 2] {
    let pgn = dir.join(format!("{name}.pgn"));
    let ron = dir.join(format!("{name}.ron"));
    harness.state_mut().save_to(&pgn).unwrap();
    harness.state_mut().save_to(&ron).unwrap();
    [
        read_pgn(&std::fs::read_to_string(&pgn).unwrap())
            .unwrap()
            .remove(0),
        records::load_all(&ron).unwrap().remove(0),
    ]
}

#[test]
fn a_reviewed_game_keeps_its_players_in_every_record_it_is_saved_as() {
    let dir = temp_dir("reviewed-players");
    let mut harness = harness(&dir);
    // Two programs played it (a game of a test series, say).
    let text = "[Game \"muehle\"]\n[White \"bot-a\"]\n[Black \"bot-b\"]\n\
                [WhiteType \"program\"]\n[BlackType \"program\"]\n\n1. d2 g7 2. a1 d7 *\n";
    open_record_text(&mut harness, &dir, text);
    for record in saved_players(&mut harness, &dir, "reviewed") {
        assert_eq!(
            record.players.each_ref().map(|player| player.kind),
            [Player::Program; 2]
        );
        let pgn = records::pgn::write_pgn(&record);
        assert!(!pgn.contains("human"), "no move is the user's: {pgn}");
        let line = record.moves.main_line();
        assert!(
            line.iter().all(|&node| record
                .moves
                .annotation(node)
                .and_then(|a| a.player)
                .is_none()),
            "the programs made every move"
        );
    }
    // A move the user adds in the review is noted as the user's, and a round
    // trip through both formats keeps every note.
    harness.state_mut().play_text("a4").unwrap();
    let [from_pgn, from_ron] = saved_players(&mut harness, &dir, "added");
    for record in [&from_pgn, &from_ron] {
        let last = record.moves.main_line_end();
        assert_eq!(
            record.moves.annotation(last).and_then(|a| a.player),
            Some(Player::Human)
        );
        assert_eq!(
            record.players.each_ref().map(|player| player.kind),
            [Player::Program; 2]
        );
    }
    assert_eq!(
        records::pgn::write_pgn(&from_pgn),
        records::pgn::write_pgn(&from_ron)
    );
}

#[test]
fn a_click_in_the_evaluation_graph_shows_that_move_and_scrolls_the_list_to_it() {
    let dir = temp_dir("graph-click");
    let mut harness = harness(&dir);
    open_record_text(
        &mut harness,
        &dir,
        "[Game \"muehle\"]\n\n1. d2 c4 2. b4 d6 3. f4 f2 4. a1 d5 5. d7 d1 6. g7 a7 \
         7. e4 g4 8. c5 b6 9. f6 c3 10. e4-e5 c3-d3 11. e5-e4 d5-e5 12. a1-a4 d3-e3 \
         13. d2-d3 d1-a1 14. c5-d5 c4-c5 15. d3-c3 c5-c4 16. c3-d3 c4-c5 17. d3-c3 \
         c5-c4 18. c3-d3 1/2-1/2\n",
    );
    harness.get_by_label("First position").click();
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::Role::Button, "Analysis")
        .click();
    harness.run_steps(2);
    assert_eq!(current_ply(&harness), 0);

    // The middle of the graph is the middle of the game's 35 moves.
    harness.get_by_label("Evaluation graph").click();
    harness.run_steps(5);
    let ply = current_ply(&harness);
    assert!((16..=19).contains(&ply), "ply {ply}");
    let shown = shown_path(&harness);
    let round = ply.div_ceil(2);
    let label = if ply % 2 == 1 {
        format!("Move {round}. {}", shown[ply - 1])
    } else {
        format!("Move {round}… {}", shown[ply - 1])
    };
    // The list shows the move: between the list's caption and the buttons below it.
    let top = harness.get_by_label("MOVES").rect().bottom();
    let bottom = harness.get_by_label("First position").rect().top();
    let row = harness.get_by_label(&label).rect();
    assert!(
        row.top() >= top - 1.0 && row.bottom() <= bottom + 1.0,
        "{label} at {row:?} lies outside the list ({top}..{bottom})"
    );
}

#[test]
fn a_competition_replay_opens_with_its_recorded_result() {
    let dir = temp_dir("replay");
    let mut harness = harness(&dir);
    let replay =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sc-replays/2019_test.xml");
    harness.state_mut().open_path(&replay);
    harness.run_steps(3);
    assert_eq!(
        harness.state().session().map(OpenGame::kind),
        Some(GameKind::Piranhas)
    );
    assert!(
        move_count(&harness) > 0,
        "the replay's moves are in the list"
    );
    // The two results are folded under their title below full-HD height.
    harness.get_by_label("Result: rules and server").click();
    harness.run_steps(3);
    assert!(
        harness.query_by_label("RESULT IN THE REPLAY").is_some(),
        "the server's result is shown beside ours"
    );
}

#[test]
fn ostseeschach_with_a_typed_seed_and_a_move_by_clicks() {
    let dir = temp_dir("ostsee-clicks");
    let mut harness = harness(&dir);
    harness
        .get_by_role_and_label(egui::Role::RadioButton, GameKind::Ostseeschach.name())
        .click();
    harness.run_steps(2);
    // The seed 4711 puts cockles on a1 and b1 (Red's rank 1 reads HHMSMRSR).
    harness.get_by_label("Seed").focus();
    harness.run_steps(1);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.run_steps(1);
    harness.get_by_label("Seed").type_text("4711");
    harness.run_steps(2);
    harness.get_by_label("Blue Human").click();
    harness.run_steps(1);
    harness.get_by_label("Start game").click();
    harness.run_steps(3);
    let start = match harness.state().session() {
        Some(s) if s.kind() == GameKind::Ostseeschach => s.start_text(),
        _ => panic!("an Ostseeschach game is open"),
    };
    assert!(
        start.contains("/HHMSMRSR "),
        "the typed seed chose the setup: {start}"
    );
    click_cells(&mut harness, &["a1", "b2"]);
    assert_eq!(move_count(&harness), 1);
    assert!(harness.query_by_label("Move 1. a1-b2").is_some());
    assert!(harness.query_by_label("Blue to move").is_some());
    // Flip with the key and back: the game is unchanged.
    harness.key_press(Key::F);
    harness.run_steps(2);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    harness.run_steps(2);
    assert_eq!(move_count(&harness), 0, "Ctrl+Z takes the move back");
}

fn position_text(harness: &Harness<'static, App>) -> String {
    let s = harness.state().session().expect("a game is open");
    s.position_text(s.current())
}

fn open_editor(harness: &mut Harness<'static, App>) {
    harness.get_by_label("Edit position").click();
    harness.run_steps(3);
    assert!(harness.state().position_editor_open());
}

#[test]
fn the_position_editor_starts_a_game_from_the_edited_position() {
    let dir = temp_dir("editor-apply");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Muehle, false);
    type_move(&mut harness, "d2");
    open_editor(&mut harness);
    let field = harness.get_by_role(egui::Role::MultilineTextInput);
    assert_eq!(
        field.value().as_deref(),
        Some(position_text(&harness).as_str()),
        "the editor starts from the position shown"
    );
    // Replace the text by a moving-phase position with Black to move.
    let edited = "W.B/.W./.../BW..BW/.../.B./W.B b 0:0 20 21";
    field.focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness
        .get_by_role(egui::Role::MultilineTextInput)
        .type_text(edited);
    harness.run_steps(2);
    assert!(harness.query_by_label("The position is valid.").is_some());
    harness.get_by_label("Use this position").click();
    harness.run_steps(3);
    assert!(!harness.state().position_editor_open(), "the editor closes");
    assert_eq!(move_count(&harness), 0, "a new game without moves");
    assert_eq!(position_text(&harness), edited);
    assert!(harness.query_by_label("Black to move").is_some());
    // The players stay.
    let players = match harness.state().session() {
        Some(s) if s.kind() == GameKind::Muehle => s.players(),
        _ => panic!("a Mühle game"),
    };
    assert_eq!(players, [Player::Human, Player::Human]);
}

#[test]
fn an_invalid_edited_position_cannot_be_used_and_cancel_keeps_the_game() {
    let dir = temp_dir("editor-cancel");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Piranhas, false);
    type_move(&mut harness, "A1-C1");
    let before = position_text(&harness);
    open_editor(&mut harness);
    // An empty board is no Piranhas position: the parser refuses it.
    harness.get_by_label("Clear board").click();
    harness.run_steps(2);
    assert!(
        harness.query_by_label("The position is valid.").is_none(),
        "the editor shows the parser's message"
    );
    harness.get_by_label("Use this position").click();
    harness.run_steps(3);
    assert!(
        harness.state().position_editor_open(),
        "an invalid position is not applied"
    );
    assert_eq!(position_text(&harness), before);
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    assert!(!harness.state().position_editor_open());
    assert_eq!(position_text(&harness), before, "cancel leaves the game");
    assert_eq!(move_count(&harness), 1, "and its moves");
}

#[test]
fn the_position_editor_works_for_every_game() {
    let dir = temp_dir("editor-all");
    let mut harness = harness(&dir);
    for kind in GameKind::ALL {
        start_from_dialog(&mut harness, kind, false);
        let start = position_text(&harness);
        open_editor(&mut harness);
        harness.get_by_label("Use this position").click();
        harness.run_steps(3);
        assert!(
            !harness.state().position_editor_open(),
            "{kind:?}: the start position is valid"
        );
        assert_eq!(harness.state().session().map(OpenGame::kind), Some(kind));
        assert_eq!(position_text(&harness), start, "{kind:?}");
        assert_eq!(move_count(&harness), 0);
    }
}

#[test]
fn a_position_where_the_game_is_over_shows_the_result() {
    let dir = temp_dir("editor-over");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Muehle, false);
    // Black has two stones left and none in hand: White has won.
    harness
        .state_mut()
        .start_from_position(
            GameKind::Muehle,
            "WW./.../.../B..B.W/.../.../..W b 0:0 3 31",
        )
        .expect("a valid text");
    harness.run_steps(3);
    assert_eq!(move_count(&harness), 0);
    assert!(
        harness
            .query_all_by_label_contains("White wins")
            .next()
            .is_some(),
        "the result is shown"
    );
    // The board takes no moves there.
    type_move(&mut harness, "b4-c4");
    assert_eq!(move_count(&harness), 0);
}

#[test]
fn an_illegal_click_on_the_board_says_why() {
    let dir = temp_dir("board-message");
    let mut harness = harness(&dir);
    start_from_dialog(&mut harness, GameKind::Piranhas, false);
    // Red moves first; B0 holds a blue fish.
    harness.get_by_label("B0").click();
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label("That is not a piece of the side to move.")
            .is_some(),
        "the status card shows the board's hint"
    );
}

// ---- Editing the moves from the move list -----------------------------------------

/// The tree of the game on screen and the node shown.
fn tree_and_current(
    harness: &Harness<'static, App>,
) -> (bernstein::records::MoveTree, bernstein::records::NodeId) {
    let s = harness.state().session().expect("a game is open");
    (s.tree().clone(), s.current())
}

/// The moves after the move reached by `path` from the start, main line first.
fn moves_after(harness: &Harness<'static, App>, path: &[&str]) -> Vec<String> {
    let (tree, _) = tree_and_current(harness);
    let mut node = bernstein::records::MoveTree::ROOT;
    for text in path {
        node = tree
            .child_with_move(node, text)
            .expect("the path is in the tree");
    }
    tree.children(node)
        .iter()
        .map(|&child| tree.move_text(child).unwrap().to_string())
        .collect()
}

fn main_line(harness: &Harness<'static, App>) -> Vec<String> {
    let (tree, _) = tree_and_current(harness);
    tree.main_line_moves()
        .into_iter()
        .map(str::to_string)
        .collect()
}

/// The moves from the start to the move shown.
fn shown_path(harness: &Harness<'static, App>) -> Vec<String> {
    let (tree, current) = tree_and_current(harness);
    assert!(tree.contains(current), "the move shown is in the tree");
    tree.moves_to(current)
        .into_iter()
        .map(str::to_string)
        .collect()
}

/// Opens the menu of a move in the list by a right-click.
fn open_menu(harness: &mut Harness<'static, App>, label: &str) {
    harness.get_by_label(label).click_secondary();
    harness.run_steps(2);
}

/// Chooses `entry` from the menu of the move `label`.
fn menu_entry(harness: &mut Harness<'static, App>, label: &str, entry: &str) {
    open_menu(harness, label);
    harness.get_by_label(entry).click();
    harness.run_steps(3);
    assert!(
        harness.query_by_label(entry).is_none(),
        "the menu closes after '{entry}'"
    );
}

fn disabled(harness: &Harness<'static, App>, label: &str) -> bool {
    use egui_kittest::kittest::NodeT;
    harness.get_by_label(label).accesskit_node().is_disabled()
}

fn top_of(harness: &Harness<'static, App>, label: &str) -> f32 {
    harness.get_by_label(label).rect().top()
}

fn close_menu(harness: &mut Harness<'static, App>) {
    harness.key_press(Key::Escape);
    harness.run_steps(2);
}

/// Mühle: 1. d2 g7 2. a1 with the variations 1… b6 2. g1 and 1… d6.
fn game_with_variations(harness: &mut Harness<'static, App>) {
    start_from_dialog(harness, GameKind::Muehle, false);
    for text in ["d2", "g7", "a1"] {
        type_move(harness, text);
    }
    harness.get_by_label("Move 1. d2").click();
    harness.run_steps(2);
    type_move(harness, "b6");
    type_move(harness, "g1");
    harness.get_by_label("Move 1. d2").click();
    harness.run_steps(2);
    type_move(harness, "d6");
    assert_eq!(moves_after(harness, &["d2"]), ["g7", "b6", "d6"]);
    assert_eq!(move_count(harness), 6);
}

#[test]
fn the_move_menu_promotes_makes_main_line_and_deletes() {
    let dir = temp_dir("tree-edit");
    let mut harness = harness(&dir);
    game_with_variations(&mut harness);

    // A main-line move cannot be promoted; its menu says so by disabled entries.
    open_menu(&mut harness, "Move 1. d2");
    assert!(disabled(&harness, "Promote variation"));
    assert!(disabled(&harness, "Make main line"));
    assert!(!disabled(&harness, "Delete from here"));
    assert!(!disabled(&harness, "Delete moves after this one"));
    close_menu(&mut harness);
    assert!(harness.query_by_label("Promote variation").is_none());
    open_menu(&mut harness, "Move 2. a1");
    assert!(
        disabled(&harness, "Delete moves after this one"),
        "nothing follows the last move"
    );
    close_menu(&mut harness);

    // Promote the second variation above the first: the list shows it first.
    assert!(top_of(&harness, "Move 1… b6") < top_of(&harness, "Move 1… d6"));
    menu_entry(&mut harness, "Move 1… d6", "Promote variation");
    assert_eq!(moves_after(&harness, &["d2"]), ["g7", "d6", "b6"]);
    assert!(top_of(&harness, "Move 1… d6") < top_of(&harness, "Move 1… b6"));
    assert_eq!(main_line(&harness), ["d2", "g7", "a1"]);
    // Promoted again, it becomes the main line.
    menu_entry(&mut harness, "Move 1… d6", "Promote variation");
    assert_eq!(main_line(&harness), ["d2", "d6"]);
    assert_eq!(
        top_of(&harness, "Move 1… d6"),
        top_of(&harness, "Move 1. d2"),
        "the new main line shares the first row"
    );

    // A move deep in a variation: its whole path becomes the main line.
    menu_entry(&mut harness, "Move 2. g1", "Make main line");
    assert_eq!(main_line(&harness), ["d2", "b6", "g1"]);
    assert_eq!(moves_after(&harness, &["d2"]), ["b6", "d6", "g7"]);
    assert_eq!(move_count(&harness), 6, "reordering keeps every move");
    assert_eq!(
        shown_path(&harness),
        ["d2", "d6"],
        "the board stays where it was"
    );

    // Deleting the variation the board shows goes to the move before it.
    harness.get_by_label("Move 2. a1").click();
    harness.run_steps(2);
    assert_eq!(shown_path(&harness), ["d2", "g7", "a1"]);
    menu_entry(&mut harness, "Move 1… g7", "Delete from here");
    assert_eq!(moves_after(&harness, &["d2"]), ["b6", "d6"]);
    assert!(harness.query_by_label("Move 1… g7").is_none());
    assert!(harness.query_by_label("Move 2. a1").is_none());
    assert_eq!(move_count(&harness), 4);
    assert_eq!(shown_path(&harness), ["d2"]);
    assert!(
        harness.query_by_label("Black to move").is_some(),
        "the board shows the position after 1. d2"
    );

    // Deleting a main-line move: the next variation takes its place.
    menu_entry(&mut harness, "Move 1… b6", "Delete from here");
    assert_eq!(main_line(&harness), ["d2", "d6"]);
    assert_eq!(move_count(&harness), 2);

    // Deleting the moves after the first: the board at the end steps back to it.
    harness.key_press(Key::End);
    harness.run_steps(2);
    assert_eq!(shown_path(&harness), ["d2", "d6"]);
    menu_entry(&mut harness, "Move 1. d2", "Delete moves after this one");
    assert_eq!(main_line(&harness), ["d2"]);
    assert_eq!(shown_path(&harness), ["d2"]);
    assert!(harness.query_by_label("Move 1… d6").is_none());

    // The edits were autosaved.
    drop(harness);
    let harness = harness_in(&dir);
    assert_eq!(main_line(&harness), ["d2"]);
    assert_eq!(move_count(&harness), 1);
}

/// A new harness on `dir` where a variable named `harness` hides the function.
fn harness_in(dir: &Path) -> Harness<'static, App> {
    harness(dir)
}

/// Whether the status says that the computer is thinking.
fn thinking(harness: &Harness<'static, App>) -> bool {
    harness.query_all_by_label("thinking…").next().is_some()
}

/// Types into the comment editor (replacing its text) and confirms with OK.
fn write_comment(harness: &mut Harness<'static, App>, text: &str) {
    assert!(harness.state().comment_editor_open());
    assert!(
        harness.get_by_label("Comment text").is_focused(),
        "the editor opens ready to type"
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.run_steps(1);
    harness.get_by_label("Comment text").type_text(text);
    harness.run_steps(1);
    harness.get_by_label("OK").click();
    harness.run_steps(3);
    assert!(
        !harness.state().comment_editor_open(),
        "OK closes the editor"
    );
}

/// Two clicks within egui's double-click time (the harness's frames are 0.25 s apart,
/// so the four button events go into one frame).
fn double_click(harness: &mut Harness<'static, App>, label: &str) {
    let pos = harness.get_by_label(label).rect().center();
    harness.hover_at(pos);
    harness.run_steps(1);
    let button = |pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    harness
        .input_mut()
        .events
        .extend([button(true), button(false), button(true), button(false)]);
    harness.run_steps(2);
}

fn comment_of(harness: &Harness<'static, App>, path: &[&str]) -> Option<String> {
    let (tree, _) = tree_and_current(harness);
    let mut node = bernstein::records::MoveTree::ROOT;
    for text in path {
        node = tree.child_with_move(node, text)?;
    }
    tree.comment(node).map(str::to_string)
}

#[test]
fn comments_are_edited_from_the_list_and_kept_in_files() {
    let dir = temp_dir("comments");
    let mut harness = harness(&dir);
    game_with_variations(&mut harness);

    // A comment after a main-line move.
    menu_entry(&mut harness, "Move 1. d2", "Add comment…");
    assert!(harness.query_by_label("Comment after 1. d2").is_some());
    write_comment(&mut harness, "A quiet start");
    assert_eq!(
        comment_of(&harness, &["d2"]).as_deref(),
        Some("A quiet start")
    );
    assert!(
        harness.query_by_label("A quiet start").is_some(),
        "the list shows it"
    );

    // A comment in a variation, and one before the first move (the space below the moves).
    menu_entry(&mut harness, "Move 2. g1", "Add comment…");
    write_comment(&mut harness, "Black gives up the centre");
    assert!(
        harness
            .query_by_label("Black gives up the centre")
            .is_some()
    );
    menu_entry(
        &mut harness,
        "Move list",
        "Add comment before the first move…",
    );
    assert!(
        harness
            .query_by_label("Comment before the first move")
            .is_some()
    );
    write_comment(&mut harness, "Training game");
    assert_eq!(comment_of(&harness, &[]).as_deref(), Some("Training game"));
    assert!(harness.query_by_label("Training game").is_some());

    // The editor opens with the comment; Cancel keeps it as it was.
    menu_entry(&mut harness, "Move 1. d2", "Edit comment…");
    assert_eq!(
        harness.get_by_label("Comment text").value().as_deref(),
        Some("A quiet start")
    );
    harness.get_by_label("Comment text").type_text(" and more");
    harness.run_steps(1);
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    assert!(!harness.state().comment_editor_open());
    assert_eq!(
        comment_of(&harness, &["d2"]).as_deref(),
        Some("A quiet start")
    );
    // A single click on a comment does nothing; a double-click opens the editor.
    harness.get_by_label("A quiet start").click();
    harness.run_steps(2);
    assert!(!harness.state().comment_editor_open());
    double_click(&mut harness, "A quiet start");
    assert!(
        harness.state().comment_editor_open(),
        "a double-click edits"
    );
    write_comment(&mut harness, "Solid: the centre first");
    assert_eq!(
        comment_of(&harness, &["d2"]).as_deref(),
        Some("Solid: the centre first")
    );

    // Saved game, match record and autosave all keep the comments.
    let ron = dir.join("commented.ron");
    let pgn = dir.join("commented.pgn");
    harness.state_mut().save_to(&ron).unwrap();
    harness.state_mut().save_to(&pgn).unwrap();
    let expected = [
        (vec![], "Training game"),
        (vec!["d2"], "Solid: the centre first"),
        (vec!["d2", "b6", "g1"], "Black gives up the centre"),
    ];
    for path in [&ron, &pgn] {
        start_from_dialog(&mut harness, GameKind::Piranhas, false);
        harness.state_mut().open_path(path);
        harness.run_steps(2);
        for (moves, comment) in &expected {
            assert_eq!(
                comment_of(&harness, moves).as_deref(),
                Some(*comment),
                "{} keeps the comment after {moves:?}",
                path.display()
            );
        }
        assert!(harness.query_by_label("Solid: the centre first").is_some());
    }
    drop(harness);
    let mut harness = harness_in(&dir);
    for (moves, comment) in &expected {
        assert_eq!(comment_of(&harness, moves).as_deref(), Some(*comment));
    }

    // Removing: the editor's button, or emptying the text.
    menu_entry(&mut harness, "Move 1. d2", "Edit comment…");
    harness.get_by_label("Remove comment").click();
    harness.run_steps(3);
    assert_eq!(comment_of(&harness, &["d2"]), None);
    assert!(harness.query_by_label("Solid: the centre first").is_none());
    menu_entry(&mut harness, "Move 2. g1", "Edit comment…");
    write_comment(&mut harness, "   ");
    assert_eq!(comment_of(&harness, &["d2", "b6", "g1"]), None);
    assert_eq!(
        move_count(&harness),
        6,
        "comments come and go, the moves stay"
    );
}

#[test]
fn deleting_the_position_the_computer_thinks_about_stops_its_search() {
    let dir = temp_dir("delete-thinking");
    let mut harness = harness(&dir);
    let mut settings = NewGameSettings {
        kind: GameKind::Muehle,
        ..NewGameSettings::default()
    };
    // The strongest level thinks for seconds: long enough to delete meanwhile.
    settings.players = [Player::Human, Player::Computer { level: 10 }];
    harness.state_mut().start_new_game(settings).unwrap();
    harness.run_steps(2);
    harness.get_by_label("d2").click();
    harness.run_steps(2);
    assert!(
        thinking(&harness),
        "the computer thinks about its reply to 1. d2"
    );
    menu_entry(&mut harness, "Move 1. d2", "Delete from here");
    assert_eq!(move_count(&harness), 0);
    assert!(shown_path(&harness).is_empty(), "the start is shown");
    assert!(
        !thinking(&harness),
        "the search about the deleted position stopped"
    );
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(Duration::from_millis(25));
    }
    assert_eq!(move_count(&harness), 0, "no reply to a move that is gone");
    // The game goes on: a new move gets a new search.
    harness.get_by_label("a1").click();
    harness.run_steps(2);
    assert_eq!(main_line(&harness), ["a1"]);
    assert!(thinking(&harness));
}

#[test]
fn a_whole_game_computer_against_computer_ends_with_its_result_in_every_record() {
    let dir = temp_dir("whole-game");
    let mut harness = harness(&dir);
    // Ostseeschach ends after at most 30 rounds; level 1 answers at once.
    let settings = NewGameSettings {
        kind: GameKind::Ostseeschach,
        seed_text: "4711".to_string(),
        players: [Player::Computer { level: 1 }, Player::Computer { level: 1 }],
        ..NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    let started = Instant::now();
    while !game_over(&harness) {
        harness.step();
        std::thread::sleep(Duration::from_millis(2));
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the game did not end: {} moves after two minutes",
            move_count(&harness)
        );
    }
    harness.run_steps(3);

    // The rules' outcome of the final position, replayed move by move.
    let session = harness.state().session().unwrap();
    assert_eq!(session.kind(), GameKind::Ostseeschach);
    let start = Ostseeschach::from_text(&session.start_text(), &Default::default()).unwrap();
    let mut game = Game::new(start);
    let moves: Vec<String> = session
        .tree()
        .main_line_moves()
        .into_iter()
        .map(str::to_owned)
        .collect();
    for text in &moves {
        game.play_text(text).unwrap();
    }
    let outcome = game.outcome().expect("the final position ends the game");
    let result = Some(GameResult::Rules(outcome.clone()));
    assert!(
        harness
            .query_all_by_label_contains(&outcome.describe(GameKind::Ostseeschach))
            .next()
            .is_some(),
        "the result is shown: {}",
        outcome.describe(GameKind::Ostseeschach)
    );

    let ron = dir.join("finished.ron");
    let pgn = dir.join("finished.pgn");
    harness.state_mut().save_to(&ron).unwrap();
    harness.state_mut().save_to(&pgn).unwrap();
    harness.state_mut().flush_autosave();
    let saved = records::load(&ron).unwrap();
    let exported = read_pgn(&std::fs::read_to_string(&pgn).unwrap()).unwrap();
    let autosaved = load_autosave_from(&dir).unwrap().expect("an autosave");
    assert_eq!(exported.len(), 1);
    for (what, record) in [
        ("saved game", &saved),
        ("exported record", &exported[0]),
        ("autosave", &autosaved),
    ] {
        assert_eq!(record.result, result, "{what}: the recorded result");
        assert_eq!(
            record.rules_outcome().unwrap(),
            Some(outcome.clone()),
            "{what}: the moves replay to the same end"
        );
        assert_eq!(record.moves.main_line_moves(), moves, "{what}: the moves");
    }
}

/// Whether the game on screen has ended.
fn game_over(harness: &Harness<'static, App>) -> bool {
    let s = harness.state().session().expect("a game is open");
    s.outcome(s.current()).is_some()
}
