//! The analysis panel driven like a user: several lines, a click on a line's move
//! plays the line into the tree (as a variation where the game goes elsewhere),
//! the evaluation graph follows a variation shown, and "Review game" marks a
//! blunder with its better move in the background; the Threads setting reaches
//! the analysis' engine; the winning chance stands beside the score.
#![cfg(feature = "gui")]

use std::path::Path;
use std::time::{Duration, Instant};

use bernstein::app::App;
use bernstein::app::open_game::OpenGame;
use bernstein::records::Judgement;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn harness(dir: &Path) -> Harness<'static, App> {
    support::app(dir, [1280.0, 820.0])
}

/// A Mühle record from move 30: White's a1-a4 lets Black's mill in (a blunder
/// the review marks; a1-f6 would have blocked it), and Black wins.
const WHITE_LETS_THE_MILL_IN: &str = "[Game \"muehle\"]\n[Setup \"..W/BB./.../....B./BW./.../W.. w 0:0 10 30\"]\n\n\
    30. a1-a4 f4-f6xa4 0-1\n";

fn open_record_text(harness: &mut Harness<'static, App>, dir: &Path, text: &str) {
    let path = dir.join("record.pgn");
    std::fs::write(&path, text).unwrap();
    harness.state_mut().open_path(&path);
    harness.run_steps(2);
}

fn session<'a>(harness: &'a Harness<'static, App>) -> &'a dyn OpenGame {
    harness.state().session().expect("a game is open")
}

fn shown_path(harness: &Harness<'static, App>) -> Vec<String> {
    let game = session(harness);
    game.tree()
        .moves_to(game.current())
        .into_iter()
        .map(str::to_string)
        .collect()
}

fn analysis_on(harness: &mut Harness<'static, App>) {
    harness
        .get_by_role_and_label(egui::Role::Button, "Analysis")
        .click();
    harness.run_steps(2);
}

/// Opens the record `text`, goes to its first position and turns the analysis on.
fn analyse_from_the_start(harness: &mut Harness<'static, App>, dir: &Path, text: &str) {
    open_record_text(harness, dir, text);
    harness.get_by_label("First position").click();
    harness.run_steps(2);
    analysis_on(harness);
}

/// Runs frames until `done` holds, for at most `seconds` (the engine works on
/// its own threads meanwhile).
fn run_until(
    harness: &mut Harness<'static, App>,
    seconds: u64,
    what: &str,
    done: impl Fn(&Harness<'static, App>) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while !done(harness) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(50));
        harness.run_steps(1);
    }
}

/// The moves of a line as the panel names them ("Line 2: 1… b4"), in order:
/// (name, move).
fn line_moves(harness: &Harness<'static, App>, line: usize) -> Vec<(String, String)> {
    let prefix = format!("Line {line}: ");
    harness
        .query_all_by_label_contains(&prefix)
        .filter_map(|node| node.accesskit_node().label())
        .filter(|label| label.starts_with(&prefix))
        .map(|label| {
            let text = label.rsplit(' ').next().unwrap_or_default().to_string();
            (label, text)
        })
        .collect()
}

#[test]
fn several_lines_and_a_click_plays_a_line_into_the_tree() {
    let dir = TempDir::new("app-analysis-lines");
    let mut harness = harness(&dir);
    analyse_from_the_start(
        &mut harness,
        &dir,
        "[Game \"muehle\"]\n\n1. d2 g7 2. a1 *\n",
    );
    harness.get_by_label("3").click();
    harness.run_steps(2);
    run_until(&mut harness, 20, "three lines of two moves", |harness| {
        (1..=3).all(|line| line_moves(harness, line).len() >= 2)
    });
    let firsts: Vec<String> = (1..=3)
        .map(|line| line_moves(&harness, line)[0].1.clone())
        .collect();
    assert!(
        firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2],
        "the lines start with different moves: {firsts:?}"
    );

    let line = line_moves(&harness, 2);
    harness.get_by_label(&line[1].0).click();
    harness.run_steps(3);
    assert_eq!(
        shown_path(&harness),
        vec![line[0].1.clone(), line[1].1.clone()]
    );
    let game = session(&harness);
    assert_eq!(
        game.tree().main_line_moves(),
        vec!["d2", "g7", "a1"],
        "the game's own moves stay the main line"
    );
    if line[0].1 != "d2" {
        assert!(!game.tree().is_main_line(game.current()), "a variation");
    }
}

#[test]
fn the_threads_setting_is_shown_changes_and_reaches_the_analysis() {
    let dir = TempDir::new("app-analysis-threads");
    let mut harness = harness(&dir);
    open_record_text(&mut harness, &dir, "[Game \"muehle\"]\n\n1. d2 g7 *\n");
    analysis_on(&mut harness);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    // The default: all cores but one.
    let default = cores.saturating_sub(1).max(1);
    let shown = |harness: &Harness<'static, App>| {
        harness
            .get_by_role_and_label(egui::Role::Slider, "Threads")
            .accesskit_node()
            .numeric_value()
    };
    assert_eq!(shown(&harness), Some(default as f64));
    run_until(
        &mut harness,
        20,
        "the analysis on the default threads",
        |harness| session(harness).analysis_threads() == Some(default),
    );
    // All cores (beyond them the setting stops at the cores).
    harness
        .get_by_role_and_label(egui::Role::Slider, "Threads")
        .set_value_accesskit((cores + 1) as f64);
    harness.run_steps(2);
    assert_eq!(shown(&harness), Some(cores as f64));
    run_until(&mut harness, 20, "the analysis on every core", |harness| {
        session(harness).analysis_threads() == Some(cores)
    });
}

#[test]
fn the_graph_follows_the_variation_shown() {
    let dir = TempDir::new("app-analysis-graph");
    let mut harness = harness(&dir);
    open_record_text(
        &mut harness,
        &dir,
        "[Game \"muehle\"]\n\n1. d2 g7 (1... a7 2. a1 b2 3. c3 d7 4. g1 b4) 2. a1 *\n",
    );
    // Show the variation's last move: the graph is then of its seven moves.
    harness.get_by_label("Move 4… b4").click();
    harness.run_steps(2);
    analysis_on(&mut harness);
    harness.get_by_label("Evaluation graph").click();
    harness.run_steps(3);
    let game = session(&harness);
    assert!(
        !game.tree().is_main_line(game.current()),
        "the middle of the graph is a move of the variation: {:?}",
        shown_path(&harness)
    );
    let ply = game.ply(game.current());
    assert!(
        (3..=5).contains(&ply),
        "the middle of the variation's eight moves, not {ply}"
    );
}

#[test]
fn review_game_marks_the_blunder_with_its_better_move() {
    let dir = TempDir::new("app-analysis-review");
    let mut harness = harness(&dir);
    open_record_text(&mut harness, &dir, WHITE_LETS_THE_MILL_IN);
    // The moves keep the numbers of the game they come from (the setup's move 30).
    assert!(harness.query_by_label("Move 30. a1-a4").is_some());
    assert!(harness.query_by_label("Move 30… f4-f6xa4").is_some());
    analysis_on(&mut harness);
    press(&mut harness, "Review game");
    harness.run_steps(2);
    // What lies below the review keeps its place from the review's start to
    // its end (the better move's row is there from the start).
    assert!(harness.query_by_label("Stop").is_some(), "the review runs");
    let moves_while_running = harness.get_by_label("MOVES").rect();
    run_until(&mut harness, 30, "the review", |harness| {
        harness.query_by_label("Review game").is_some()
            && harness.query_by_label("White: 1 ??").is_some()
    });
    assert_eq!(harness.get_by_label("MOVES").rect(), moves_while_running);
    for count in [
        "White: 0 ?!",
        "White: 0 ?",
        "Black: 0 ?!",
        "Black: 0 ?",
        "Black: 0 ??",
    ] {
        assert!(harness.query_by_label(count).is_some(), "{count}");
    }
    let game = session(&harness);
    let first = game.tree().main_line()[0];
    let annotation = game.tree().annotation(first).unwrap();
    assert_eq!(annotation.judgement, Some(Judgement::Blunder));
    assert!(annotation.better.as_deref().unwrap().ends_with("-f6"));
    assert_ne!(game.current(), first);

    // The marks are part of the record the app saves.
    let record = game.record(None);
    let text = bernstein::records::pgn::write_pgn(&record);
    assert!(text.contains("a1-a4??"), "{text}");

    // A count leads to the side's move with that mark.
    harness.get_by_label("White: 1 ??").click();
    harness.run_steps(2);
    assert_eq!(session(&harness).current(), first);
}

/// Clicks the control so labelled (scrolled into view first: the sections above
/// the move list scroll) and lets the app carry out what it asked.
fn press(harness: &mut Harness<'static, App>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run_steps(20);
    harness.get_by_label(label).click();
    harness.run_steps(3);
}

/// *Next* after the only task, and the count of tasks solved alone.
fn finish_task(harness: &mut Harness<'static, App>, found: usize) {
    press(harness, "Next");
    let done = format!("Done: you found {found} of 1 better moves yourself.");
    assert!(harness.query_by_label(&done).is_some(), "{done}");
}

/// After a review, "Learn from mistakes" puts the position before White's
/// blunder on the board with the engine's judgement hidden: the game's move and
/// a poorer one are refused (the poorer one taken back), a blocking move solves
/// the task and stays as a variation; the solution can be asked for; stopping
/// brings the review's buttons back.
#[test]
fn learning_from_a_mistake_judges_each_move_tried() {
    let dir = TempDir::new("app-analysis-learn");
    let mut harness = harness(&dir);
    open_record_text(&mut harness, &dir, WHITE_LETS_THE_MILL_IN);
    analysis_on(&mut harness);
    assert!(
        harness
            .query_by_label("Learn from mistakes · White")
            .is_none(),
        "nothing to learn before a review"
    );
    press(&mut harness, "Review game");
    harness.run_steps(2);
    run_until(&mut harness, 30, "the review", |harness| {
        harness
            .query_by_label("Learn from mistakes · White")
            .is_some()
    });
    assert!(
        harness
            .query_by_label("Learn from mistakes · Black")
            .is_none(),
        "Black made no mistake"
    );
    assert!(
        !graph_curve(&harness).is_empty(),
        "the reviewed game's curve"
    );
    press(&mut harness, "Learn from mistakes · White");
    let game = session(&harness);
    assert_eq!(game.current(), bernstein::records::MoveTree::ROOT);
    assert!(
        harness
            .query_by_label_contains("Mistake 1 of 1: the game went 30.\u{a0}a1-a4??")
            .is_some()
    );
    assert!(
        harness
            .query_by_label("Find a better move for White.")
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("The evaluation stays hidden")
            .is_some()
    );
    assert!(
        eval_bar(&harness).is_none(),
        "nor does the bar give it away"
    );
    assert_eq!(
        graph_curve(&harness),
        Vec::<egui::Pos2>::new(),
        "nor does the graph's swing"
    );

    // The game's own move is no answer.
    harness.state_mut().play_text("a1-a4").unwrap();
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label("a1-a4 is the move of the game. Try another one.")
            .is_some()
    );
    assert_eq!(
        session(&harness).current(),
        bernstein::records::MoveTree::ROOT
    );

    // A move that lets the mill in is judged, refused and taken back; tried
    // again from the task's position while still being judged, it is judged
    // once more (and not taken back under the second try).
    harness.state_mut().play_text("a1-d7").unwrap();
    harness.run_steps(1);
    press(&mut harness, "Back to the position");
    harness.state_mut().play_text("a1-d7").unwrap();
    harness.run_steps(2);
    run_until(&mut harness, 60, "the judgement of a1-d7", |harness| {
        harness
            .query_by_label("a1-d7 would be a blunder (??). Try again.")
            .is_some()
    });
    let game = session(&harness);
    assert_eq!(game.current(), bernstein::records::MoveTree::ROOT);
    assert_eq!(game.tree().children(game.current()).len(), 1, "taken back");

    // Blocking the mill solves the task; the move stays as a variation.
    harness.state_mut().play_text("a1-f6").unwrap();
    run_until(&mut harness, 60, "the judgement of a1-f6", |harness| {
        harness.query_by_label("a1-f6: the best move!").is_some()
            || harness
                .query_by_label("a1-f6: as good as the engine's move.")
                .is_some()
    });
    assert_eq!(shown_path(&harness), ["a1-f6"]);
    assert!(
        harness
            .query_by_label_contains("The evaluation stays hidden")
            .is_none(),
        "the analysis is back once the task is solved"
    );
    assert!(!graph_curve(&harness).is_empty(), "and the graph's curve");
    finish_task(&mut harness, 1);

    // Again, with the solution asked for.
    press(&mut harness, "Stop learning");
    press(&mut harness, "Learn from mistakes · White");
    press(&mut harness, "Show the solution");
    let game = session(&harness);
    let better = game
        .tree()
        .annotation(game.tree().main_line()[0])
        .and_then(|annotation| annotation.better.clone())
        .unwrap();
    assert_eq!(shown_path(&harness), [better.as_str()]);
    assert!(
        harness
            .query_by_label(&format!("The engine plays {better}."))
            .is_some()
    );
    finish_task(&mut harness, 0);
    press(&mut harness, "Stop learning");
    assert!(harness.query_by_label("Review game").is_some());

    // With a hint asked for, the move found does not count as found alone.
    press(&mut harness, "Learn from mistakes · White");
    press(&mut harness, "Hint");
    harness.state_mut().play_text("a1-f6").unwrap();
    run_until(&mut harness, 60, "a1-f6 judged again", |harness| {
        harness.query_by_label("Next").is_some()
    });
    finish_task(&mut harness, 0);
    press(&mut harness, "Stop learning");

    // A game saved with its marks offers the same when opened again.
    let saved = dir.join("reviewed.pgn");
    harness.state_mut().save_to(&saved).unwrap();
    harness.state_mut().open_path(&saved);
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label("Learn from mistakes · White")
            .is_some()
    );
}

/// The evaluation graph's curve as drawn in the last frame: the points of the
/// open lines inside the graph.
fn graph_curve(harness: &Harness<'static, App>) -> Vec<egui::Pos2> {
    let graph = harness.get_by_label("Evaluation graph").rect().expand(1.0);
    harness
        .output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Path(path)
                if !path.closed && path.points.iter().all(|&point| graph.contains(point)) =>
            {
                Some(path.points.clone())
            }
            _ => None,
        })
        .flatten()
        .collect()
}

/// The review's progress counts the game's positions, then the positions it
/// checks again (the moves about to be marked), never a total that grows under
/// the player's eyes ("22 of 23", then "31 of 36").
#[test]
fn the_review_progress_keeps_its_total() {
    let dir = TempDir::new("app-analysis-review-progress");
    let mut harness = harness(&dir);
    open_record_text(&mut harness, &dir, WHITE_LETS_THE_MILL_IN);
    analysis_on(&mut harness);
    harness.get_by_label("Review game").click();
    harness.run_steps(2);
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen: Vec<String> = Vec::new();
    while harness.query_by_label("Review game").is_none() {
        assert!(
            Instant::now() < deadline,
            "timed out waiting for the review"
        );
        let shown = harness
            .query_all_by_label_contains("Position ")
            .chain(harness.query_all_by_label_contains(" checked again"))
            .filter_map(|node| node.accesskit_node().label());
        for label in shown {
            if seen.last() != Some(&label) {
                seen.push(label);
            }
        }
        harness.run_steps(1);
    }
    // Three positions (before, between and after the two moves), then the
    // blunder's two checked again.
    for label in &seen {
        assert!(
            label.ends_with(" of 3") || label.ends_with(" checked again"),
            "{seen:?}"
        );
    }
    assert!(
        seen.iter().any(|label| label == "1 position checked again"),
        "{seen:?}"
    );
}

/// The review of a long game shows its progress and stops on request, leaving
/// the moves unmarked.
#[test]
fn a_review_shows_its_progress_and_stops() {
    let dir = TempDir::new("app-analysis-review-stop");
    let mut harness = harness(&dir);
    let replay = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays/2022_nice-replay_263680f.xml");
    harness.state_mut().open_path(&replay);
    harness.run_steps(2);
    analysis_on(&mut harness);
    press(&mut harness, "Review game");
    harness.run_steps(2);
    run_until(&mut harness, 30, "the review's progress", |harness| {
        harness.query_by_label_contains("Position ").is_some()
    });
    assert!(harness.query_by_label("Review game").is_none());
    harness.get_by_label("Stop").click();
    run_until(&mut harness, 30, "the review to stop", |harness| {
        harness.query_by_label("Review game").is_some()
    });
    assert!(harness.query_by_label_contains("Position ").is_none());
    let game = session(&harness);
    assert!(
        game.tree().main_line().into_iter().all(|node| game
            .tree()
            .annotation(node)
            .and_then(|a| a.judgement)
            .is_none()),
        "a stopped review marks nothing"
    );
}

/// The first player's expected score as the analysis shows it beside the score,
/// named as such ("Expected White 57%"), once the search has reported.
fn shown_chance(harness: &Harness<'static, App>, side: &str) -> Option<u32> {
    let prefix = format!("Expected {side} ");
    harness
        .query_all_by(|node| node.value().is_some_and(|text| text.starts_with(&prefix)))
        .filter_map(|node| node.accesskit_node().value())
        .find_map(|text| text.strip_prefix(&prefix)?.strip_suffix('%')?.parse().ok())
}

#[test]
fn the_winning_chance_stands_beside_the_score_and_follows_a_stone_taken() {
    let dir = TempDir::new("app-analysis-chance");
    let mut harness = harness(&dir);
    analyse_from_the_start(
        &mut harness,
        &dir,
        "[Game \"muehle\"]\n\n1. a7 a4 2. d7 a1 3. g7xa4 *\n",
    );
    run_until(&mut harness, 20, "the chance at the start", |harness| {
        shown_chance(harness, "White").is_some()
    });
    let at_start = shown_chance(&harness, "White").unwrap();
    assert!(
        (25..=75).contains(&at_start),
        "nobody is far ahead at the start: White {at_start}%"
    );
    harness.get_by_label("Last move").click();
    harness.run_steps(2);
    // The chance shown belongs to the new position once the search of it reports.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        harness.run_steps(1);
        std::thread::sleep(Duration::from_millis(50));
        let chance = shown_chance(&harness, "White");
        if chance.is_some_and(|chance| chance > at_start) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "White, a stone up, has a better chance than at the start ({at_start}%): {chance:?}"
        );
    }
    let text = format!(
        "Expected White {}%",
        shown_chance(&harness, "White").unwrap()
    );
    harness
        .query_all_by_value(&text)
        .next()
        .expect("the chance shown")
        .hover();
    // Tooltips open after a short delay.
    harness.run_steps(40);
    let says = |text: Option<&str>| text.is_some_and(|text| text.contains("White wins "));
    let tip = harness
        .query_all_by(|node| says(node.label().as_deref()) || says(node.value().as_deref()))
        .next()
        .map(|node| format!("{:?}", node.accesskit_node()));
    assert!(
        tip.as_deref()
            .is_some_and(|tip| tip.contains("draws") && tip.contains("loses")),
        "the tip gives win, draw and loss: {tip:?}"
    );
}

/// The label of the evaluation bar beside the board, if one shows a chance.
fn eval_bar(harness: &Harness<'static, App>) -> Option<(String, egui::Rect)> {
    harness
        .query_all_by(|node| {
            node.label()
                .is_some_and(|label| label.starts_with("Evaluation bar: "))
        })
        .next()
        .map(|node| {
            (
                node.accesskit_node().label().unwrap_or_default(),
                node.rect(),
            )
        })
}

/// With the analysis on, a bar left of the board shows the first player's
/// chance, the same figure as the analysis beside the score; with the analysis
/// off there is none, and at the end of a game it shows the result.
#[test]
fn the_evaluation_bar_beside_the_board_follows_the_analysis() {
    let dir = TempDir::new("app-analysis-bar");
    let mut harness = harness(&dir);
    open_record_text(
        &mut harness,
        &dir,
        "[Game \"muehle\"]\n\n1. a7 a4 2. d7 a1 3. g7xa4 *\n",
    );
    harness.get_by_label("First position").click();
    harness.run_steps(3);
    assert!(eval_bar(&harness).is_none(), "no analysis, no bar");
    analysis_on(&mut harness);
    run_until(&mut harness, 20, "the bar's chance", |harness| {
        shown_chance(harness, "White").is_some() && eval_bar(harness).is_some()
    });
    let (label, rect) = eval_bar(&harness).unwrap();
    let chance = shown_chance(&harness, "White").unwrap();
    assert_eq!(label, format!("Evaluation bar: Expected White {chance}%"));
    let a1 = harness.get_by_label("a1").rect();
    assert!(
        rect.right() < a1.left() && rect.height() > 4.0 * a1.height(),
        "a tall bar left of the board: {rect:?}, a1 {a1:?}"
    );
    analysis_on(&mut harness);
    harness.run_steps(2);
    assert!(eval_bar(&harness).is_none(), "the analysis off, no bar");

    // A decided game: the winner's bar is full.
    open_record_text(&mut harness, &dir, WHITE_LETS_THE_MILL_IN);
    analysis_on(&mut harness);
    harness.run_steps(3);
    assert_eq!(
        eval_bar(&harness).map(|(label, _)| label).as_deref(),
        Some("Evaluation bar: Expected White 0%")
    );
}

/// "Threat" beside the analysis shows what the opponent would play if it were
/// its move: with Black two stones from a mill, White to move, Black's threat is
/// to close it; after White's move the row names White's threat, and the
/// switch (or X) turns it off and on again.
#[test]
fn the_threat_shows_the_mill_the_opponent_would_close() {
    let dir = TempDir::new("app-analysis-threat");
    let mut harness = harness(&dir);
    open_record_text(
        &mut harness,
        &dir,
        "[Game \"muehle\"]\n[Setup \"BB./.../.../....../.../.W./W.. w 7:7 0 3\"]\n\n*\n",
    );
    analysis_on(&mut harness);
    assert!(
        harness.query_by_label_contains("Black threatens").is_none(),
        "no threat until asked for"
    );
    press(&mut harness, "Threat");
    run_until(&mut harness, 60, "the threat", |harness| {
        harness
            .query_by_label_contains("Black threatens g7x")
            .is_some()
    });
    // A move asks anew: White blocks the mill, and with Black to move the row
    // names White's threat.
    harness.state_mut().play_text("g7").unwrap();
    harness.run_steps(2);
    run_until(&mut harness, 60, "White's threat", |harness| {
        harness.query_by_label_contains("White threatens").is_some()
    });
    assert!(harness.query_by_label_contains("Black threatens").is_none());
    press(&mut harness, "Threat");
    assert!(
        harness.query_by_label_contains("White threatens").is_none(),
        "switched off"
    );
    // X switches it as on lichess.
    harness.key_press(egui::Key::X);
    run_until(&mut harness, 60, "the threat after X", |harness| {
        harness.query_by_label_contains("White threatens").is_some()
    });
}
