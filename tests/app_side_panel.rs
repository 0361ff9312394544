//! The side panel in small windows and as the game goes on: a column that scrolls
//! where it does not fit (nothing under the navigation, everything reachable with
//! the mouse wheel), an analysis whose parts all fit its width and height, a
//! toolbar that writes its names where the room allows, in either language, and
//! nothing that moves under the cursor: not the move list when the status card has
//! more to say, not the buttons when a message comes, not the move shown when the
//! analysis opens.
#![cfg(feature = "gui")]

use std::path::Path;
use std::time::{Duration, Instant};

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::app::open_game::OpenGame;
use bernstein::app::strings as s;
use bernstein::rules::GameKind;
use egui::{Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn app(dir: &TempDir, size: [f32; 2], language: Language) -> Harness<'static, App> {
    let mut harness = support::app(dir, size);
    harness.state_mut().set_language(language);
    harness.run_steps(2);
    harness
}

fn game<'a>(harness: &'a Harness<'static, App>) -> &'a dyn OpenGame {
    harness.state().session().expect("a game is open")
}

/// Runs frames until `done` holds or `seconds` pass.
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

fn rect_of(harness: &Harness<'static, App>, label: &str) -> Rect {
    harness.get_by_label(label).rect()
}

/// The mouse wheel turned over `at` (negative: towards the end).
fn wheel(harness: &mut Harness<'static, App>, at: Pos2, delta: f32) {
    harness.hover_at(at);
    harness.run_steps(1);
    harness.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, delta),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Wheel,
        modifiers: egui::Modifiers::NONE,
    });
    harness.run_steps(40);
}

/// The accessible name of the move shown in the move list.
fn current_move_label(harness: &Harness<'static, App>) -> String {
    let game = game(harness);
    let id = game.current();
    let (number, second) = game.move_number(id);
    s::move_label(
        number,
        second,
        game.tree().move_text(id).unwrap_or_default(),
    )
}

fn open_replay(harness: &mut Harness<'static, App>, name: &str) {
    let replay = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays")
        .join(name);
    harness.state_mut().open_path(&replay);
    harness.run_steps(4);
}

/// A replay with its results unfolded and the analysis on, in a small window: the
/// navigation and the move entry stay in the window with nothing over them, and the
/// wheel over the panel scrolls the column until the move list, with the move shown
/// and its rows, stands above the navigation.
#[test]
fn the_side_panel_scrolls_where_it_does_not_fit() {
    for size in [[1024.0, 700.0], [760.0, 540.0]] {
        for language in [Language::ENGLISH, Language::GERMAN] {
            let dir = TempDir::new(&format!("side-scroll-{}-{}", size[1], language.code()));
            let mut harness = app(&dir, size, language);
            open_replay(&mut harness, "2022_nice-replay_1f3b1c5.xml");
            harness.get_by_label(&s::REPLAY_RESULTS.to_string()).click();
            harness.run_steps(5);
            harness.get_by_label(&s::ANALYSIS.to_string()).click();
            harness.run_steps(10);
            let case = format!("{size:?} {}", language.code());

            let window = Rect::from_min_size(Pos2::ZERO, size.into());
            let navigation = rect_of(&harness, &s::NAV_START.to_string());
            let entry = rect_of(&harness, &s::MOVE_ENTRY_LABEL.to_string());
            for (name, rect) in [("navigation", navigation), ("move entry", entry)] {
                assert!(
                    window.contains_rect(rect),
                    "{case}: the {name} is in the window"
                );
            }
            let caption = s::MOVES.to_string().to_uppercase();
            let before = rect_of(&harness, &caption);

            // The wheel over the status card scrolls the sections above the list,
            // which keeps its place: eight rows from 700 points on, two below.
            let panel_left = navigation.left();
            let fold = rect_of(&harness, &s::REPLAY_RESULTS.to_string());
            wheel(&mut harness, egui::pos2(panel_left + 60.0, 120.0), -4000.0);
            let after = rect_of(&harness, &caption);
            assert_eq!(after, before, "{case}: the list stays put");
            assert!(
                rect_of(&harness, &s::REPLAY_RESULTS.to_string()).top() < fold.top(),
                "{case}: the wheel scrolls the sections"
            );
            if size[1] >= 700.0 {
                check_eight_rows(&harness, &case);
            }
            let shown = rect_of(&harness, &current_move_label(&harness));
            assert!(
                shown.bottom() <= navigation.top() + 0.5 && shown.top() > 40.0,
                "{case}: the move shown {shown:?} stands above the navigation {navigation:?}"
            );
            assert!(
                after.bottom() + 2.0 * 26.0 <= navigation.top() + 0.5,
                "{case}: two rows of moves between {after:?} and {navigation:?}"
            );
        }
    }
}

/// At 1024x700 in German with the analysis on: the line buttons 1 to 5 and the
/// evaluation graph are all in sight, inside the panel, and each analysis line ends
/// with "…" where it does not fit rather than being cut at the panel's edge.
#[test]
fn the_analysis_fits_a_small_window() {
    let dir = TempDir::new("side-analysis-small");
    let mut harness = app(&dir, [1024.0, 700.0], Language::GERMAN);
    support::show_game(&mut harness, GameKind::Ostseeschach, &["a1-b2", "g8-f7"]);
    harness.get_by_label(&s::ANALYSIS.to_string()).click();
    harness.run_steps(5);
    let navigation = rect_of(&harness, &s::NAV_START.to_string());
    let panel_right = 1024.0 - 12.0;
    for count in 1..=5 {
        let button = harness
            .query_all_by_label(&count.to_string())
            .map(|node| node.rect())
            .find(|rect| rect.left() > navigation.left())
            .unwrap_or_else(|| panic!("the button for {count} lines"));
        assert!(button.right() <= panel_right, "{count}: {button:?}");
    }
    let graph = rect_of(&harness, &s::EVAL_GRAPH_LABEL.to_string());
    assert!(
        graph.top() > 44.0 && graph.bottom() <= navigation.top() && graph.right() <= panel_right,
        "the graph {graph:?} is in sight"
    );
    // Three lines, searched deep enough to be longer than a row.
    harness
        .query_all_by_label("3")
        .find(|node| node.rect().left() > navigation.left())
        .expect("the button for three lines")
        .click();
    let line_moves = |harness: &Harness<'static, App>| {
        harness
            .query_all_by_label_contains(&s::line_move_label(1, ""))
            .count()
    };
    run_until(&mut harness, 20, |h| {
        line_moves(h) >= 4 && h.query_all_by_label("…").count() >= 3
    });
    for line in 1..=3 {
        let prefix = s::line_move_label(line, "");
        for node in harness.query_all_by_label_contains(&prefix) {
            assert!(
                node.rect().right() <= panel_right,
                "{:?} is cut at the edge",
                node.accesskit_node().label()
            );
        }
    }
    assert!(
        harness.query_all_by_label("…").count() >= 3,
        "each long line ends in an ellipsis"
    );
}

/// After a review both sides' accuracy lines are whole: inside the analysis card,
/// above the move list, and inside the panel's width.
#[test]
fn a_review_s_accuracy_lines_are_whole() {
    let dir = TempDir::new("side-review");
    let mut harness = app(&dir, [1280.0, 820.0], Language::ENGLISH);
    support::show_game(&mut harness, GameKind::Muehle, &["d2", "g7", "a1", "d7"]);
    harness.get_by_label("Analysis").click();
    harness.run_steps(3);
    press_in_view(&mut harness, "Review game");
    run_until(&mut harness, 60, |h| {
        h.query_all_by_label_contains("accuracy").count() == 2
    });
    // Scrolled to, where the sections above the list do not show them whole.
    harness
        .query_all_by_label_contains("accuracy")
        .last()
        .expect("the accuracy lines")
        .scroll_to_me();
    harness.run_steps(5);
    let lines: Vec<Rect> = harness
        .query_all_by_label_contains("accuracy")
        .map(|node| node.rect())
        .collect();
    assert_eq!(lines.len(), 2, "White's and Black's");
    let moves = rect_of(&harness, "MOVES");
    for line in lines {
        assert!(
            line.bottom() <= moves.top(),
            "{line:?} above the moves {moves:?}"
        );
        assert!(line.right() <= 1280.0 - 12.0, "{line:?}");
    }
}

/// The toolbar writes as many names as there is room for, the same in both
/// languages: all of them at 1280 points, the game's tools only at 1024.
#[test]
fn the_toolbar_writes_names_by_room_not_language() {
    for language in [Language::ENGLISH, Language::GERMAN] {
        for (width, files_named) in [(1280.0, true), (1024.0, false)] {
            let dir = TempDir::new(&format!("side-toolbar-{width}-{}", language.code()));
            let mut harness = app(&dir, [width, 800.0], language);
            support::show_game(&mut harness, GameKind::Muehle, &[]);
            let case = format!("{width} {}", language.code());
            let open = rect_of(&harness, &s::OPEN.to_string());
            let hint = rect_of(&harness, &s::HINT.to_string());
            // An icon alone is about 40 points wide, with its name more than 60.
            assert_eq!(open.width() > 55.0, files_named, "{case}: Open {open:?}");
            assert!(hint.width() > 55.0, "{case}: Hint {hint:?}");
            let rules = rect_of(&harness, &s::RULES.to_string());
            assert!(rules.right() <= width, "{case}: Rules {rules:?}");
            assert!(hint.right() < rules.left(), "{case}: nothing over another");
        }
    }
}

/// The status card keeps its height when a mill waits for its take (the hint) and
/// when the game ends (the reason), so the move list below does not move.
#[test]
fn the_move_list_stays_put_through_a_mill_and_the_end_of_the_game() {
    let dir = TempDir::new("side-card-height");
    let mut harness = app(&dir, [1280.0, 820.0], Language::GERMAN);
    support::show_game(&mut harness, GameKind::Muehle, &[]);
    let caption = s::MOVES.to_string().to_uppercase();
    let before = rect_of(&harness, &caption);
    for point in ["a1", "g7", "d1", "g4", "g1"] {
        harness.get_by_label(point).click();
        harness.run_steps(30);
    }
    assert!(
        harness
            .query_by_label(&s::BOARD_PICK_REMOVAL.to_string())
            .is_some(),
        "the mill waits for its take"
    );
    assert_eq!(rect_of(&harness, &caption), before, "with the hint");
    harness.get_by_label("g7").click();
    harness.run_steps(30);
    assert_eq!(rect_of(&harness, &caption), before, "after the take");

    // The end of a game, with its reason under the headline.
    harness
        .state_mut()
        .load_text("WW./.../.../BB.B.W/.../.../... w 0:0 10 30")
        .unwrap();
    harness.run_steps(10);
    let loaded = rect_of(&harness, &caption);
    harness.state_mut().play_text("g4-g7xa4").unwrap();
    harness.run_steps(10);
    assert!(game(&harness).outcome(game(&harness).current()).is_some());
    assert_eq!(
        rect_of(&harness, &caption),
        loaded,
        "at the end of the game"
    );
}

/// A message at the panel's foot neither moves the navigation nor turns its
/// labelled buttons into icons, in a low window and a high one.
#[test]
fn a_message_does_not_move_or_change_the_buttons() {
    for size in [[1024.0, 700.0], [1920.0, 1080.0]] {
        let dir = TempDir::new(&format!("side-message-{}", size[1]));
        let mut harness = app(&dir, size, Language::ENGLISH);
        support::show_game(&mut harness, GameKind::Muehle, &["d2"]);
        let take_back = rect_of(&harness, "Take back");
        let start = rect_of(&harness, "First position");
        harness.state_mut().paste("no game at all");
        harness.run_steps(3);
        assert!(
            harness.query_by_label("Dismiss").is_some(),
            "a message is up"
        );
        assert_eq!(rect_of(&harness, "Take back"), take_back, "{size:?}");
        assert_eq!(rect_of(&harness, "First position"), start, "{size:?}");
    }
}

/// Opening the analysis makes the move list lower; the move shown stays in sight.
#[test]
fn opening_the_analysis_keeps_the_move_shown_in_sight() {
    let dir = TempDir::new("side-analysis-scroll");
    let mut harness = app(&dir, [1280.0, 820.0], Language::ENGLISH);
    let record =
        bernstein::records::pgn::read_pgn(include_str!("fixtures/ostseeschach-tie-break.pgn"))
            .unwrap()
            .remove(0);
    harness.state_mut().open_record(record, None);
    harness.run_steps(10);
    let label = current_move_label(&harness);
    let in_sight = |harness: &Harness<'static, App>| {
        let shown = rect_of(harness, &label);
        let caption = rect_of(harness, "MOVES");
        let navigation = rect_of(harness, "First position");
        shown.top() >= caption.bottom() && shown.bottom() <= navigation.top()
    };
    assert!(in_sight(&harness), "before");
    harness.get_by_label("Analysis").click();
    harness.run_steps(10);
    assert!(in_sight(&harness), "with the analysis open");
}

/// The move shown inside a variation is marked as in the main line: amber behind
/// its text.
#[test]
fn the_move_shown_in_a_variation_is_marked() {
    let dir = TempDir::new("side-variation");
    let mut harness = app(&dir, [1280.0, 820.0], Language::ENGLISH);
    support::show_game(&mut harness, GameKind::Muehle, &["d2", "g7", "a1"]);
    harness.get_by_label("Move 1. d2").click();
    harness.run_steps(5);
    harness.state_mut().play_text("b6").unwrap();
    harness.run_steps(10);
    let cell = rect_of(&harness, "Move 1… b6");
    let image = harness.render().expect("the app renders");
    let scale = image.width() as f32 / 1280.0;
    // Just inside the mark's left edge, beside the text.
    let pixel = image
        .get_pixel(
            ((cell.left() + 3.0) * scale) as u32,
            (cell.center().y * scale) as u32,
        )
        .0;
    let amber_dim = [0x6b, 0x4c, 0x1c];
    let distance: u32 = (0..3).map(|c| pixel[c].abs_diff(amber_dim[c]) as u32).sum();
    assert!(distance < 40, "the mark's colour, not {pixel:?}");
}

/// A draw the computer accepts, in German in a 1024x700 window where its answer
/// takes two lines: the status card keeps its height, so the move list stays put.
#[test]
fn the_move_list_stays_put_when_the_computer_accepts_a_draw() {
    use bernstein::app::NewGameSettings;
    use bernstein::records::PlayerKind as Player;
    let dir = TempDir::new("side-draw-accepted");
    let mut harness = app(&dir, [1024.0, 700.0], Language::GERMAN);
    let settings = NewGameSettings {
        kind: GameKind::Ostseeschach,
        seed_text: "4711".to_string(),
        players: [Player::Human, Player::Computer { level: 3 }],
        ..NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    harness.run_steps(5);
    let caption = s::MOVES.to_string().to_uppercase();
    let before = rect_of(&harness, &caption);
    let draw = s::bar_action(
        &s::OFFER_DRAW.to_string(),
        &s::side_name(GameKind::Ostseeschach, bernstein::rules::Side::First),
    );
    harness.get_by_label(&draw).click();
    let accepted =
        |h: &Harness<'static, App>| h.query_by_label_contains("nimmt das Remis an").is_some();
    run_until(&mut harness, 60, accepted);
    harness.run_steps(3);
    assert!(accepted(&harness), "the computer accepts at the start");
    assert_eq!(rect_of(&harness, &caption), before);
}

/// A Mühle game of `plies` moves, each the legal move at a fixed step through the
/// list of legal moves, so that it goes on and is full of mistakes to review.
fn long_muehle_game(plies: usize) -> bernstein::records::Record {
    use bernstein::rules::muehle::Muehle;
    use bernstein::rules::{Game, MoveList, Position};
    let mut game = Game::new(Muehle::start(&Default::default(), 0));
    let mut moves = MoveList::new();
    for ply in 0..plies {
        game.legal_moves(&mut moves);
        assert!(
            !moves.is_empty() && game.outcome().is_none(),
            "at ply {ply}"
        );
        let mv = moves[(ply * 7 + 3) % moves.len()];
        game.play(mv).unwrap();
    }
    bernstein::records::Record::from_game(&game)
}

/// The height of the move list in sight: from its caption to the navigation.
fn list_in_sight(harness: &Harness<'static, App>) -> (Rect, Rect) {
    let caption = rect_of(harness, &s::MOVES.to_string().to_uppercase());
    let navigation = rect_of(harness, &s::NAV_START.to_string());
    (caption, navigation)
}

/// The move list shows eight rows or more (all of a shorter game's), with the
/// move shown among them.
fn check_eight_rows(harness: &Harness<'static, App>, case: &str) {
    let (caption, navigation) = list_in_sight(harness);
    assert!(
        caption.top() >= 40.0,
        "{case}: the caption {caption:?} is in sight"
    );
    let rows = (navigation.top() - caption.bottom()) / 26.0;
    let main = game(harness).tree().main_line();
    let rounds = |id| game(harness).move_number(id).0 as f32;
    let game_rows = main
        .first()
        .zip(main.last())
        .map_or(0.0, |(&first, &last)| rounds(last) - rounds(first) + 1.0);
    assert!(
        rows >= game_rows.min(8.0),
        "{case}: {rows:.1} rows between {caption:?} and {navigation:?}"
    );
    if game(harness).current() == bernstein::records::MoveTree::ROOT {
        return;
    }
    let shown = rect_of(harness, &current_move_label(harness));
    assert!(
        shown.top() >= caption.bottom() - 0.5 && shown.bottom() <= navigation.top() + 0.5,
        "{case}: the move shown {shown:?} is in sight"
    );
}

/// Clicks the side panel's button for `count` analysis lines.
fn lines(harness: &mut Harness<'static, App>, count: usize) {
    let navigation = rect_of(harness, &s::NAV_START.to_string());
    harness
        .query_all_by_label(&count.to_string())
        .find(|node| node.rect().left() > navigation.left())
        .expect("the button for the lines")
        .click();
    harness.run_steps(3);
}

/// Mühle with the analysis on, three lines, the threat and a review, in windows
/// 700 points high or more and both languages: the sections above the move list
/// give up their height first (they scroll inside themselves), the list keeps
/// eight rows with the move shown among them; ⏮ brings its first row into view,
/// ⏭ its last, and stepping keeps the row shown in view.
#[test]
fn the_move_list_keeps_eight_rows_beside_a_full_analysis() {
    for (size, language) in [
        ([1280.0, 820.0], Language::ENGLISH),
        ([1366.0, 768.0], Language::GERMAN),
        ([1024.0, 700.0], Language::GERMAN),
    ] {
        let dir = TempDir::new(&format!("side-eight-rows-{}", size[1]));
        let mut harness = app(&dir, size, language);
        harness.state_mut().open_record(long_muehle_game(58), None);
        harness.run_steps(10);
        harness.get_by_label(&s::ANALYSIS.to_string()).click();
        harness.run_steps(3);
        lines(&mut harness, 3);
        press_in_view(&mut harness, &s::THREAT.to_string());
        press_in_view(&mut harness, &s::REVIEW_GAME.to_string());
        assert!(
            harness
                .query_by_label(&s::REVIEW_STOP.to_string())
                .is_some(),
            "the review runs"
        );
        harness.run_steps(20);
        let case = format!("{size:?} {}", language.code());
        check_eight_rows(&harness, &format!("{case} at the end"));

        harness.get_by_label(&s::NAV_START.to_string()).click();
        harness.run_steps(6);
        let first = rect_of(&harness, &s::move_label(1, false, &first_move(&harness)));
        let (caption, navigation) = list_in_sight(&harness);
        assert!(
            first.top() >= caption.bottom() - 0.5 && first.bottom() <= navigation.top(),
            "{case}: ⏮ shows the first row {first:?}"
        );
        for step in 0..12 {
            harness.get_by_label(&s::NAV_FORWARD.to_string()).click();
            harness.run_steps(4);
            check_eight_rows(&harness, &format!("{case} step {step}"));
        }
        harness.get_by_label(&s::NAV_END.to_string()).click();
        harness.run_steps(6);
        check_eight_rows(&harness, &format!("{case} after ⏭"));
    }
}

/// The text of the game's first move.
fn first_move(harness: &Harness<'static, App>) -> String {
    let game = game(harness);
    let first = game.tree().main_line()[0];
    game.tree().move_text(first).unwrap_or_default().to_string()
}

/// "Learn from mistakes" after a review, at 1280x820 and 1366x768: the task's
/// card above the list gives way and the list keeps the game's rows in sight.
#[test]
fn the_move_list_keeps_eight_rows_while_learning_from_mistakes() {
    for (size, language) in [
        ([1280.0, 820.0], Language::GERMAN),
        ([1366.0, 768.0], Language::ENGLISH),
    ] {
        let dir = TempDir::new(&format!("side-eight-rows-learn-{}", size[1]));
        let mut harness = app(&dir, size, language);
        // White lets Black's mill in: the review finds a blunder at once.
        let record = bernstein::records::pgn::read_pgn(
            "[Game \"muehle\"]\n[Setup \"..W/BB./.../....B./BW./.../W.. w 0:0 10 30\"]\n\n\
             30. a1-a4 f4-f6xa4 0-1\n",
        )
        .unwrap()
        .remove(0);
        harness.state_mut().open_record(record, None);
        harness.run_steps(10);
        harness.get_by_label(&s::ANALYSIS.to_string()).click();
        harness.run_steps(3);
        lines(&mut harness, 3);
        // The review's button lies in the sections, which scroll above the list.
        press_in_view(&mut harness, &s::REVIEW_GAME.to_string());
        let learn = s::learn_title("").trim_end().to_string();
        run_until(&mut harness, 120, |h| {
            h.query_all_by_label_contains(&learn).next().is_some()
        });
        let case = format!("{size:?} {}", language.code());
        let label = harness
            .query_all_by_label_contains(&learn)
            .next()
            .and_then(|node| node.accesskit_node().label())
            .unwrap_or_else(|| panic!("{case}: the review found a mistake to learn from"));
        press_in_view(&mut harness, &label);
        harness.run_steps(10);
        check_eight_rows(&harness, &format!("{case} learning"));
    }
}

/// A competition replay at 1280x820 with its results unfolded and the analysis on:
/// the list keeps eight rows beside the replay's result card.
#[test]
fn the_move_list_keeps_eight_rows_in_a_replay() {
    for language in [Language::ENGLISH, Language::GERMAN] {
        let dir = TempDir::new(&format!("side-eight-rows-replay-{}", language.code()));
        let mut harness = app(&dir, [1280.0, 820.0], language);
        open_replay(&mut harness, "2022_nice-replay_1f3b1c5.xml");
        harness.get_by_label(&s::REPLAY_RESULTS.to_string()).click();
        harness.run_steps(5);
        check_eight_rows(&harness, &format!("{} replay", language.code()));
        harness.get_by_label(&s::ANALYSIS.to_string()).click();
        harness.run_steps(10);
        check_eight_rows(&harness, &format!("{} replay, analysis", language.code()));
        harness.get_by_label(&s::NAV_START.to_string()).click();
        harness.run_steps(6);
        let first = rect_of(&harness, &s::move_label(1, false, &first_move(&harness)));
        let (caption, _) = list_in_sight(&harness);
        assert!(first.top() >= caption.bottom() - 0.5, "⏮ shows {first:?}");
    }
}

/// Scrolls the control so labelled into view, then clicks it.
fn press_in_view(harness: &mut Harness<'static, App>, label: &str) {
    // The scroll is animated over a few frames.
    harness.get_by_label(label).scroll_to_me();
    harness.run_steps(20);
    harness.get_by_label(label).click();
    harness.run_steps(3);
}
