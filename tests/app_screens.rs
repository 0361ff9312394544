//! The screens as a demanding player meets them: choices that look like choices, a
//! layout that holds still while the game goes on, a move list that keeps its rows
//! in a small window, one message place off the board, the end of a game on the
//! board, a fresh setup for every new game, and a hint that does not outlive its
//! position. Each test drives the real app through AccessKit, as the user would.
#![cfg(feature = "gui")]

use std::time::{Duration, Instant};

use bernstein::app::open_game::OpenGame;
use bernstein::app::{App, NewGameSettings};
use bernstein::records::PlayerKind as Player;
use bernstein::rules::GameKind;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// An app in a window of `size`, with its autosave in `dir`.
fn harness_sized(dir: &TempDir, size: [f32; 2]) -> Harness<'static, App> {
    support::app(dir, size)
}

fn harness(dir: &TempDir) -> Harness<'static, App> {
    harness_sized(dir, [1280.0, 820.0])
}

fn start(harness: &mut Harness<'static, App>, kind: GameKind, players: [Player; 2]) {
    let settings = NewGameSettings {
        kind,
        seed_text: "4711".to_string(),
        players,
        ..NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    harness.run_steps(3);
}

fn game<'a>(harness: &'a Harness<'static, App>) -> &'a dyn OpenGame {
    harness.state().session().expect("a game is open")
}

/// Runs frames until `done` holds or `seconds` pass (generous: the machine may be
/// loaded, and the loop ends as soon as `done` holds).
fn run_until(
    harness: &mut Harness<'static, App>,
    seconds: u64,
    done: impl Fn(&Harness<'static, App>) -> bool,
) {
    let start = Instant::now();
    while !done(harness) && start.elapsed() < Duration::from_secs(seconds) {
        harness.run_steps(1);
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn an_unselected_radio_button_and_checkbox_are_drawn_apart_from_their_card() {
    let dir = TempDir::new("screens-choices");
    let mut harness = harness(&dir);
    let settings = NewGameSettings {
        kind: GameKind::OstseeschachOriginal,
        seed_text: "4711".to_string(),
        ..NewGameSettings::default()
    };
    harness.state_mut().show_new_game_dialog(settings);
    harness.run_steps(3);
    // "Who starts": Red is chosen, Blue is not. Both are radio buttons to AccessKit.
    let blue = harness.get_by_role_and_label(egui::Role::RadioButton, "Blue");
    assert_eq!(
        blue.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::False)
    );
    let rect = blue.rect();
    let image = harness.render().expect("the app renders");
    let scale = image.width() as f32 / 1280.0;
    let pixel = |x: f32, y: f32| image.get_pixel((x * scale) as u32, (y * scale) as u32).0;
    // The circle sits at the left of the button; the card is seen a little left of it.
    let icon = egui::pos2(rect.left() + 7.0, rect.center().y);
    let card = pixel(rect.left() - 4.0, rect.center().y);
    let circle = pixel(icon.x, icon.y);
    let apart = (0..3)
        .map(|c| card[c].abs_diff(circle[c]) as u32)
        .sum::<u32>();
    assert!(
        apart >= 24,
        "the unselected circle ({circle:?}) must stand out from the card ({card:?})"
    );
}

/// Where the board is: the rectangle of its corner square.
fn board_at(harness: &Harness<'static, App>, corner: &str) -> egui::Rect {
    harness.get_by_label(corner).rect()
}

#[test]
fn the_board_stays_put_through_moves_analysis_and_the_end_of_a_game() {
    let dir = TempDir::new("screens-layout");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    let before = board_at(&harness, "a1");
    harness.state_mut().play_text("d2").unwrap();
    harness.run_steps(5);
    assert_eq!(board_at(&harness, "a1"), before, "after the first move");
    harness.get_by_label("Analysis").click();
    run_until(&mut harness, 2, |_| false);
    assert_eq!(board_at(&harness, "a1"), before, "with the analysis on");
    // White closes a mill and takes: Black is left with two stones and loses.
    harness
        .state_mut()
        .load_text("WW./.../.../BB.B.W/.../.../... w 0:0 10 30")
        .unwrap();
    harness.run_steps(3);
    harness.state_mut().play_text("g4-g7xa4").unwrap();
    run_until(&mut harness, 1, |_| false);
    assert!(game(&harness).outcome(game(&harness).current()).is_some());
    assert_eq!(board_at(&harness, "a1"), before, "at the end of the game");
}

#[test]
fn the_analysis_keeps_its_height_while_the_best_line_grows() {
    let dir = TempDir::new("screens-analysis-height");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Ostseeschach, [Player::Human; 2]);
    harness.get_by_label("Analysis").click();
    harness.run_steps(2);
    let first = harness.get_by_label("MOVES").rect();
    // The analysis reports deeper and deeper lines meanwhile.
    run_until(&mut harness, 3, |_| false);
    assert_eq!(harness.get_by_label("MOVES").rect(), first);
}

/// At 1024x700 with the analysis on, the whole analysis (its graph, then the
/// review's button) is in sight above the move list, and the list keeps two rows above the navigation,
/// so the move shown is in sight too.
#[test]
fn at_1024x700_with_analysis_the_graph_and_the_moves_are_in_sight() {
    let dir = TempDir::new("screens-small");
    let mut harness = harness_sized(&dir, [1024.0, 700.0]);
    start(&mut harness, GameKind::Ostseeschach, [Player::Human; 2]);
    harness.get_by_label("Analysis").click();
    harness.run_steps(5);
    let graph = harness.get_by_label("Evaluation graph").rect();
    let moves = harness.get_by_label("MOVES").rect();
    let navigation = harness.get_by_label("First position").rect();
    assert!(graph.bottom() <= moves.top(), "{graph:?} above {moves:?}");
    // The review's button, between the graph and the move list, is drawn clear
    // of both.
    let review = harness.get_by_label("Review game").rect();
    assert!(
        graph.bottom() <= review.top() && review.bottom() <= moves.top(),
        "{review:?} between {graph:?} and {moves:?}"
    );
    // A row is 26 points high.
    assert!(
        navigation.top() - moves.bottom() >= 2.0 * 26.0,
        "the move list is {} points high",
        navigation.top() - moves.bottom()
    );
}

#[test]
fn the_hint_spinner_does_not_push_the_analysis_button() {
    let dir = TempDir::new("screens-hint-spinner");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    let before = harness.get_by_label("Analysis").rect();
    harness.get_by_label("Hint").click();
    harness.run_steps(2);
    assert!(game(&harness).hint_pending());
    assert_eq!(harness.get_by_label("Analysis").rect(), before);
}

#[test]
fn every_new_game_from_the_dialog_gets_its_own_seed() {
    let dir = TempDir::new("screens-seed");
    let mut harness = harness(&dir);
    let mut seeds = Vec::new();
    for _ in 0..2 {
        if harness.query_by_label("Start game").is_none() {
            harness.get_by_label("New game").click();
            harness.run_steps(2);
        }
        harness
            .get_by_role_and_label(egui::Role::RadioButton, "Piranhas")
            .click();
        harness.run_steps(1);
        let shown = harness.get_by_label("Seed").value().unwrap_or_default();
        harness.get_by_label("Start game").click();
        harness.run_steps(3);
        let seed = game(&harness).seed().expect("Piranhas starts from a seed");
        assert_eq!(shown, seed.to_string(), "the seed shown is the one used");
        seeds.push(seed);
    }
    assert_ne!(seeds[0], seeds[1], "two new games, two setups");
}

#[test]
fn an_even_score_has_no_sign() {
    bernstein::app::i18n::set_language(bernstein::app::i18n::Language::ENGLISH);
    for units in [-0.04, 0.0, 0.04] {
        let text = bernstein::app::strings::score_value(GameKind::Ostseeschach, units);
        assert!(
            !text.contains('−') && !text.contains('+'),
            "{units}: \"{text}\""
        );
    }
    let ahead = bernstein::app::strings::score_value(GameKind::Ostseeschach, -0.06);
    assert!(ahead.starts_with("−0.1"), "{ahead}");
    // The lines' short scores write an even score the same way: "0.0".
    for units in [-0.04, 0.0, 0.04] {
        assert_eq!(
            bernstein::app::strings::short_score(units),
            "0.0",
            "{units}"
        );
    }
    assert_eq!(bernstein::app::strings::short_score(-0.06), "−0.1");
    assert_eq!(bernstein::app::strings::short_score(1.26), "+1.3");
}

#[test]
fn the_end_of_a_game_is_on_the_board_and_pause_is_off() {
    let dir = TempDir::new("screens-end");
    let mut harness = harness(&dir);
    start(
        &mut harness,
        GameKind::Muehle,
        [Player::Computer { level: 1 }; 2],
    );
    // A position where the game is over (Black has two stones), the computers kept.
    harness
        .state_mut()
        .load_text("WW./.../.../B..B.W/.../.../..W b 0:0 3 31")
        .unwrap();
    harness.run_steps(3);
    assert_eq!(game(&harness).players(), [Player::Computer { level: 1 }; 2]);
    // The result is in a player bar beside the board, left of the side panel.
    let panel_left = harness.get_by_label("MOVES").rect().left();
    let on_board = harness
        .query_all_by_label("White wins")
        .filter(|node| node.rect().right() < panel_left)
        .count();
    assert_eq!(on_board, 1, "once on the board");
    let pause = harness.get_by_label("⏸ Pause");
    assert!(pause.accesskit_node().is_disabled(), "nothing to pause");
}

#[test]
fn three_different_bad_moves_leave_one_message_off_the_board() {
    let dir = TempDir::new("screens-messages");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    for text in ["z9", "a1-a2-a3", "q"] {
        harness.get_by_label("Move text").focus();
        harness.get_by_label("Move text").type_text(text);
        harness.run_steps(1);
        harness.get_by_label("Play").click();
        harness.run_steps(2);
    }
    let boxes: Vec<_> = harness.query_all_by_label("Dismiss").collect();
    assert_eq!(boxes.len(), 1, "one message at a time");
    // Beside the board, not over it.
    let board = harness.get_by_label("g7").rect();
    assert!(boxes[0].rect().left() > board.right());
}

#[test]
fn load_from_text_drops_its_message_when_the_text_changes_and_keeps_its_buttons() {
    let dir = TempDir::new("screens-load-text");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    harness.get_by_label("Paste").click();
    harness.run_steps(2);
    let load = harness.get_by_label("Load").rect();
    let input = harness.get_by_label("Position or game text");
    input.focus();
    input.type_text("no game");
    harness.run_steps(1);
    harness.get_by_label("Load").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("neither").is_some());
    assert_eq!(
        harness.get_by_label("Load").rect(),
        load,
        "the button stays"
    );
    let input = harness.get_by_label("Position or game text");
    input.focus();
    input.type_text(" at all");
    harness.run_steps(2);
    assert!(
        harness.query_by_label_contains("neither").is_none(),
        "the message was about the old text"
    );
}

#[test]
fn the_hint_is_gone_after_leaving_its_position() {
    let dir = TempDir::new("screens-hint");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    harness.state_mut().play_text("d2").unwrap();
    harness.run_steps(2);
    harness.get_by_label("Hint").click();
    run_until(&mut harness, 10, |h| game(h).hint().is_some());
    assert!(game(&harness).hint().is_some(), "a hint is found");
    harness.key_press(Key::ArrowLeft);
    harness.run_steps(2);
    harness.key_press(Key::ArrowRight);
    harness.run_steps(2);
    assert_eq!(
        game(&harness).hint(),
        None,
        "the old hint does not come back"
    );
}

#[test]
fn the_pause_between_computer_moves_shows_its_value() {
    let dir = TempDir::new("screens-slider");
    let mut harness = harness(&dir);
    start(
        &mut harness,
        GameKind::Muehle,
        [Player::Computer { level: 1 }; 2],
    );
    harness.get_by_label("⏸ Pause").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("0.6 s").is_some());
}

/// Replaces the text of the focused field `label` with `text`.
fn replace_text(harness: &mut Harness<'static, App>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run_steps(1);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.run_steps(1);
    harness.get_by_label(label).type_text(text);
    harness.run_steps(1);
}

#[test]
fn a_game_saved_and_opened_by_a_typed_path_is_in_open_recent() {
    let dir = TempDir::new("screens-path");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    harness.state_mut().play_text("d2").unwrap();
    harness.run_steps(2);
    let file = dir.join("typed.ron");
    harness.get_by_label("Game").click();
    harness.run_steps(2);
    harness.get_by_label("Save to a path…").click();
    harness.run_steps(2);
    replace_text(&mut harness, "File path", &file.display().to_string());
    harness.key_press(Key::Enter);
    harness.run_steps(3);
    assert!(file.is_file(), "saved where typed");
    assert!(
        harness.query_by_label("File path").is_none(),
        "the field closes"
    );
    assert_eq!(
        harness.state().recent_files().first(),
        Some(&std::path::absolute(&file).unwrap())
    );

    // A path that names no file: the field stays and says so.
    harness.get_by_label("Game").click();
    harness.run_steps(2);
    harness.get_by_label("Open from a path…").click();
    harness.run_steps(2);
    replace_text(&mut harness, "File path", "/no/such/file.ron");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label_contains("There is no file")
            .is_some()
    );
    harness.key_press(Key::Escape);
    harness.run_steps(2);

    // Another game, then the saved one again from "Open recent".
    start(&mut harness, GameKind::Piranhas, [Player::Human; 2]);
    harness.get_by_label("Game").click();
    harness.run_steps(2);
    harness.get_by_label("Open recent").hover();
    harness.run_steps(3);
    harness.get_by_label("typed.ron").click();
    harness.run_steps(3);
    assert_eq!(game(&harness).kind(), GameKind::Muehle);
    assert_eq!(game(&harness).tree().move_count(), 1);
}

#[test]
fn a_player_resigns_from_the_bar_and_the_record_says_so() {
    let dir = TempDir::new("screens-resign");
    let mut harness = harness(&dir);
    start(
        &mut harness,
        GameKind::Muehle,
        [Player::Human, Player::Computer { level: 1 }],
    );
    assert!(
        harness.query_by_label("Resign (Black)").is_none(),
        "only a human's bar offers it"
    );
    // Resigning is asked once: "Keep playing" leaves the game as it was…
    harness.get_by_label("Resign (White)").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Resign?").is_some(), "asked first");
    assert!(harness.query_by_label("White resigned").is_none());
    harness.get_by_label("Keep playing").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Resign?").is_none());
    assert!(harness.query_by_label("White resigned").is_none());
    assert!(game(&harness).outcome(game(&harness).current()).is_none());
    // …and "Resign" resigns.
    harness.get_by_label("Resign (White)").click();
    harness.run_steps(3);
    harness.get_by_label("Resign").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("White resigned").is_some());
    let record = harness.state().record().unwrap();
    assert_eq!(
        record.result,
        Some(bernstein::records::GameResult::Declared {
            winner: Some(bernstein::rules::Side::Second),
            reason: "White resigned".to_string(),
        })
    );
    let pgn = bernstein::records::pgn::write_pgn(&record);
    assert!(pgn.contains("[Termination \"White resigned\"]"), "{pgn}");
    assert!(pgn.contains("0-1"), "{pgn}");
    // The game is over: no move is taken and the computer does not play.
    assert!(harness.state_mut().play_text("d2").is_err());
    run_until(&mut harness, 1, |_| false);
    assert_eq!(game(&harness).tree().move_count(), 0);
    // Take back undoes the resignation.
    harness.state_mut().take_back();
    harness.run_steps(2);
    assert!(harness.query_by_label("Resign (White)").is_some());
}

#[test]
fn an_agreed_draw_is_saved_and_comes_back_with_the_game() {
    let dir = TempDir::new("screens-draw");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    harness.state_mut().play_text("d2").unwrap();
    harness.run_steps(2);
    // Between two people a draw is offered by the side to move and agreed by the
    // other in its own bar.
    assert!(
        harness.query_by_label("½ Draw (White)").is_none(),
        "only the side to move offers"
    );
    harness.get_by_label("½ Draw (Black)").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Black offers a draw.").is_some());
    assert!(harness.query_by_label("Draw agreed").is_none(), "not yet");
    harness.get_by_label("Accept draw (White)").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Draw agreed").is_some());
    let pgn = bernstein::records::pgn::write_pgn(&harness.state().record().unwrap());
    assert!(pgn.contains("1/2-1/2"), "{pgn}");
    let file = dir.join("drawn.ron");
    harness.state_mut().save_to(&file).unwrap();
    start(&mut harness, GameKind::Piranhas, [Player::Human; 2]);
    harness.state_mut().open_path(&file);
    harness.run_steps(3);
    assert!(harness.query_by_label("Draw agreed").is_some());
    assert!(harness.state_mut().play_text("g7").is_err(), "still over");
}

/// A draw declined by the other person: the game goes on, and a move lets the
/// offer lapse.
#[test]
fn a_draw_offer_declined_leaves_the_game_going() {
    let dir = TempDir::new("screens-draw-declined");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    harness.get_by_label("½ Draw (White)").click();
    harness.run_steps(3);
    harness.get_by_label("Decline (Black)").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Black declines the draw.").is_some());
    assert!(game(&harness).outcome(game(&harness).current()).is_none());
    assert!(harness.state().record().unwrap().result.is_none());
    assert!(
        harness.query_by_label("½ Draw (White)").is_none(),
        "one offer per position"
    );
    harness.state_mut().play_text("d2").unwrap();
    harness.run_steps(3);
    assert!(harness.query_by_label("Black declines the draw.").is_none());
    assert!(harness.query_by_label("½ Draw (Black)").is_some());
}

/// Against the computer a draw is an offer it weighs by its evaluation: it
/// declines where it is ahead and says so with the score it went by, and accepts an
/// even position; the agreed draw is taken back like a move.
#[test]
fn the_computer_answers_a_draw_offer_by_its_evaluation() {
    let dir = TempDir::new("screens-draw-computer");
    let mut harness = harness(&dir);
    start(
        &mut harness,
        GameKind::Muehle,
        [Player::Human, Player::Computer { level: 5 }],
    );
    // Black has eight stones on the board to White's three: it is far ahead (with
    // six it would be a small endgame, which the evaluation holds nearly even).
    harness
        .state_mut()
        .load_text("BBB/BB./B../W....B/..B/.../W.W w 0:0 10 30")
        .unwrap();
    harness.run_steps(3);
    assert_eq!(
        game(&harness).players(),
        [Player::Human, Player::Computer { level: 5 }]
    );
    harness.get_by_label("½ Draw (White)").click();
    run_until(&mut harness, 60, |h| {
        h.query_by_label_contains("Black declines the draw")
            .is_some()
    });
    let answer = harness
        .query_all_by_label_contains("Black declines the draw")
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.label()
                .or_else(|| node.value())
                .map(|text| text.to_string())
        })
        .find(|text| !text.is_empty())
        .unwrap_or_else(|| {
            let all: Vec<String> = harness
                .query_all_by_label_contains("raw")
                .filter_map(|n| n.accesskit_node().label().map(|t| t.to_string()))
                .collect();
            panic!("the computer declines: {all:?}")
        });
    assert!(
        answer.contains("for White") || answer.contains("Black wins"),
        "with its score: {answer}"
    );
    assert!(game(&harness).outcome(game(&harness).current()).is_none());
    assert_eq!(game(&harness).tree().move_count(), 0, "White still to move");

    // From the start, an even game: the computer agrees.
    start(
        &mut harness,
        GameKind::Muehle,
        [Player::Human, Player::Computer { level: 5 }],
    );
    harness.get_by_label("½ Draw (White)").click();
    run_until(&mut harness, 60, |h| {
        h.query_by_label_contains("Black accepts the draw")
            .is_some()
    });
    // The answer with its score is the why under the result, in the room of two
    // lines the status card keeps (no "Draw agreed" as well).
    assert!(
        harness
            .query_by_label_contains("Black accepts the draw")
            .is_some()
    );
    assert!(harness.query_by_label("Draw agreed").is_none());
    let record = harness.state().record().unwrap();
    assert_eq!(
        record.result,
        Some(bernstein::records::GameResult::Declared {
            winner: None,
            reason: "draw agreed".to_string(),
        })
    );
    // Take back undoes the agreed draw: the game goes on.
    harness.state_mut().take_back();
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label_contains("Black accepts the draw")
            .is_none()
    );
    assert!(harness.state().record().unwrap().result.is_none());
    assert!(harness.state_mut().play_text("d2").is_ok());
}

/// A paused game between two computers: when a side is given to a person, the
/// computer to move moves (the pause is for two computers only).
#[test]
fn a_paused_computer_moves_again_after_the_players_change() {
    let dir = TempDir::new("screens-pause-players");
    let mut harness = harness(&dir);
    start(
        &mut harness,
        GameKind::Muehle,
        [Player::Computer { level: 1 }; 2],
    );
    run_until(&mut harness, 60, |h| game(h).tree().move_count() >= 1);
    harness.get_by_label("⏸ Pause").click();
    harness.run_steps(3);
    // Whatever was started before the pause is over: wait for Black to be to move.
    run_until(&mut harness, 3, |_| false);
    if game(&harness).side_to_move(game(&harness).current()) != bernstein::rules::Side::Second {
        harness.state_mut().take_back();
        harness.run_steps(2);
    }
    let before = game(&harness).tree().move_count();
    assert_eq!(
        game(&harness).side_to_move(game(&harness).current()),
        bernstein::rules::Side::Second
    );
    run_until(&mut harness, 2, |_| false);
    assert_eq!(game(&harness).tree().move_count(), before, "paused");
    // White is the user's now; Black, the computer, is to move and moves.
    harness.get_by_label("White player").click();
    harness.run_steps(2);
    harness.get_by_label("Human").click();
    harness.run_steps(2);
    assert_eq!(game(&harness).players()[0], Player::Human);
    run_until(&mut harness, 60, |h| game(h).tree().move_count() > before);
    assert_eq!(
        game(&harness).tree().move_count(),
        before + 1,
        "Black moved"
    );
}

#[test]
fn levels_say_what_they_mean() {
    bernstein::app::i18n::set_language(bernstein::app::i18n::Language::ENGLISH);
    let casual = bernstein::app::strings::level_choice(3);
    assert!(casual.contains("Casual"), "{casual}");
    assert!(casual.contains("000 positions"), "{casual}");
    assert!(casual.contains("0.5 s"), "{casual}");
    let maximum = bernstein::app::strings::level_choice(10);
    assert!(maximum.contains("up to 10.0 s"), "{maximum}");
    // Each level's description says what sets it apart from its neighbours.
    for language in [
        bernstein::app::i18n::Language::ENGLISH,
        bernstein::app::i18n::Language::GERMAN,
    ] {
        bernstein::app::i18n::set_language(language);
        let described: Vec<String> = (1..=10)
            .map(|level| {
                let choice = bernstein::app::strings::level_choice(level);
                choice
                    .split_once(" — ")
                    .or_else(|| choice.split_once(" – "))
                    .map(|(_, budget)| budget.to_string())
                    .unwrap_or(choice)
            })
            .collect();
        for pair in described.windows(2) {
            assert_ne!(pair[0], pair[1], "two levels described alike");
        }
        // The bars name a computer's level as the level menus do.
        let name = bernstein::app::strings::level_name(3);
        assert!(
            bernstein::app::strings::computer_name(3).ends_with(&name),
            "{} / {name}",
            bernstein::app::strings::computer_name(3)
        );
    }
    bernstein::app::i18n::set_language(bernstein::app::i18n::Language::ENGLISH);
    assert!(
        bernstein::app::strings::level_choice(4).contains("4 moves ahead"),
        "{}",
        bernstein::app::strings::level_choice(4)
    );
}

#[test]
fn the_computer_shows_how_long_it_has_been_thinking() {
    let dir = TempDir::new("screens-thinking");
    let mut harness = harness(&dir);
    start(
        &mut harness,
        GameKind::Ostseeschach,
        [Player::Computer { level: 10 }, Player::Human],
    );
    std::thread::sleep(Duration::from_millis(400));
    harness.run_steps(2);
    assert!(game(&harness).is_thinking());
    let timer = harness
        .query_all_by_label_contains(" s")
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .find_map(|label| label.strip_suffix(" s")?.parse::<f64>().ok());
    assert!(
        timer.is_some_and(|seconds| seconds >= 0.3),
        "a running timer: {timer:?}"
    );
    harness.state_mut().take_back();
}

#[test]
fn players_change_during_the_game_from_the_bars() {
    let dir = TempDir::new("screens-players");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    // White hands its side to the computer, which moves at once.
    harness.get_by_label("White player").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Level 1 ·").click();
    harness.run_steps(2);
    assert_eq!(game(&harness).players()[0], Player::Computer { level: 1 });
    run_until(&mut harness, 5, |h| game(h).tree().move_count() == 1);
    assert_eq!(game(&harness).tree().move_count(), 1, "the computer played");
    // Swapping: the computer now plays Black, the user White.
    harness.get_by_label("Black player").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Swap sides").click();
    harness.run_steps(2);
    assert_eq!(
        game(&harness).players(),
        [Player::Human, Player::Computer { level: 1 }]
    );
    run_until(&mut harness, 5, |h| game(h).tree().move_count() == 2);
    assert_eq!(
        game(&harness).tree().move_count(),
        2,
        "and answers as Black"
    );
    // The record keeps who plays each side now.
    let record = harness.state().record().unwrap();
    assert_eq!(record.players[1].kind, Player::Computer { level: 1 });
    // White's first move was the computer's, not the user's who plays White now:
    // the move says so.
    let first = record.moves.main_line()[0];
    assert_eq!(
        record.moves.annotation(first).and_then(|a| a.player),
        Some(Player::Computer { level: 1 })
    );
}

#[test]
fn while_a_mill_waits_for_its_take_the_counts_agree_with_the_tray() {
    let dir = TempDir::new("screens-mill-counts");
    let mut harness = harness(&dir);
    start(&mut harness, GameKind::Muehle, [Player::Human; 2]);
    for point in ["a1", "g7", "d1", "g4"] {
        harness.get_by_label(point).click();
        harness.run_steps(30);
    }
    assert!(harness.query_by_label("7 : 7").is_some(), "two placed each");
    // White's third stone closes a1-d1-g1 and waits for the stone to take: it is on
    // the board and gone from the tray, and the counts say so.
    harness.get_by_label("g1").click();
    harness.run_steps(30);
    assert!(
        harness.query_by_label("6 : 7").is_some(),
        "stones in hand while taking"
    );
    assert!(
        harness.query_by_label("3 : 2").is_some(),
        "stones on the board while taking"
    );
    harness.get_by_label("g7").click();
    harness.run_steps(30);
    assert!(harness.query_by_label("6 : 7").is_some(), "after the take");
    assert!(harness.query_by_label("3 : 1").is_some(), "after the take");
}

/// The new-game dialog's rule options are drawn from each game's description of
/// its options: a choice made there is the started game's rule, the seed is asked
/// for only when the chosen setup is drawn from it, and the choices are remembered
/// for the next dialog.
#[test]
fn rule_options_chosen_in_the_dialog_are_the_game_s_rules() {
    let dir = TempDir::new("screens-rule-options");
    let mut harness = harness(&dir);
    let settings = NewGameSettings {
        kind: GameKind::Muehle,
        ..NewGameSettings::default()
    };
    harness.state_mut().show_new_game_dialog(settings);
    harness.run_steps(3);
    // Mühle draws nothing: no seed. Flying is on by default; one click turns it off.
    assert!(!asks_for_a_seed(&harness));
    let flying = harness.get_by_label_contains("Flying");
    assert_eq!(
        flying.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    flying.click();
    harness.run_steps(2);
    harness.get_by_label("Start game").click();
    harness.run_steps(3);
    let record = harness.state().record().expect("a game is on");
    assert_eq!(record.game, GameKind::Muehle);
    assert!(
        record.options.contains("flying:false"),
        "{}",
        record.options
    );

    // Original Ostsee-Schach: the standard setup needs no seed, the random back
    // rank does; Blue starts when chosen.
    let settings = NewGameSettings {
        kind: GameKind::OstseeschachOriginal,
        seed_text: "4711".to_string(),
        ..harness.state().new_game_settings().clone()
    };
    harness.state_mut().show_new_game_dialog(settings);
    harness.run_steps(3);
    assert!(!asks_for_a_seed(&harness));
    harness
        .get_by_label("Random back rank (competition, 8 pieces)")
        .click();
    harness.run_steps(2);
    assert!(asks_for_a_seed(&harness));
    harness
        .get_by_role_and_label(egui::Role::RadioButton, "Blue")
        .click();
    harness.run_steps(2);
    harness.get_by_label("Start game").click();
    harness.run_steps(3);
    let record = harness.state().record().expect("a game is on");
    assert_eq!(record.game, GameKind::OstseeschachOriginal);
    for chosen in ["first:Second", "setup:RandomBackRank"] {
        assert!(record.options.contains(chosen), "{}", record.options);
    }
    // Both games' choices are kept for the next dialog.
    let remembered = &harness.state().new_game_settings().rule_options;
    assert_eq!(remembered["muehle"]["flying"], "off");
    assert_eq!(remembered["ostseeschach-original"]["first"], "blue");
}

/// Whether the new-game dialog shows the seed field.
fn asks_for_a_seed(harness: &Harness<'static, App>) -> bool {
    harness
        .query_by_role_and_label(egui::Role::TextInput, "Seed")
        .is_some()
}
