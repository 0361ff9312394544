//! The user's own marks on the board, drawn like on lichess: a right-drag from one
//! square to another adds an arrow to the annotation of the move shown (kept when the
//! game is saved and opened again), a right-click highlights a square and a second
//! right-click on it removes the highlight.
#![cfg(feature = "gui")]

use bernstein::app::App;
use bernstein::app::open_game::OpenGame;
use bernstein::records::{Arrow, Highlight, MarkColor};
use bernstein::rules::GameKind;
use egui::{Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    support::app(dir, [1280.0, 820.0])
}

fn session<'a>(harness: &'a Harness<'static, App>) -> &'a dyn OpenGame {
    harness.state().session().expect("a game is open")
}

/// The centre of the board square named `name`.
fn square(harness: &Harness<'static, App>, name: &str) -> Pos2 {
    harness
        .get_by_role_and_label(egui::Role::Button, name)
        .rect()
        .center()
}

fn right_button(harness: &mut Harness<'static, App>, at: Pos2, pressed: bool) {
    harness.event(egui::Event::PointerButton {
        pos: at,
        button: PointerButton::Secondary,
        pressed,
        modifiers: Modifiers::NONE,
    });
    harness.run();
}

/// Presses the right button on one square and lets go on another, in a few steps.
fn right_drag(harness: &mut Harness<'static, App>, from: &str, to: &str) {
    let (a, b) = (square(harness, from), square(harness, to));
    harness.hover_at(a);
    harness.run();
    right_button(harness, a, true);
    for step in 1..=4 {
        harness.hover_at(a.lerp(b, step as f32 / 4.0));
        harness.run();
    }
    right_button(harness, b, false);
    harness.run_steps(2);
}

fn right_click(harness: &mut Harness<'static, App>, name: &str) {
    let at = square(harness, name);
    harness.hover_at(at);
    harness.run();
    right_button(harness, at, true);
    right_button(harness, at, false);
    harness.run_steps(2);
}

fn marks_shown(harness: &Harness<'static, App>) -> (Vec<Arrow>, Vec<Highlight>) {
    let game = session(harness);
    let annotation = game.tree().annotation(game.current()).unwrap();
    (annotation.arrows.clone(), annotation.highlights.clone())
}

#[test]
fn a_right_drag_draws_an_arrow_that_is_saved_with_the_move() {
    let dir = TempDir::new("app-marks-arrow");
    let mut harness = harness(&dir);
    support::show_game(&mut harness, GameKind::OstseeschachOriginal, &["d2-d3"]);
    right_drag(&mut harness, "e7", "e5");
    let arrow = Arrow {
        color: MarkColor::Green,
        from: "e7".to_string(),
        to: "e5".to_string(),
    };
    assert_eq!(marks_shown(&harness).0, vec![arrow.clone()]);
    assert_eq!(
        session(&harness)
            .tree()
            .moves_to(session(&harness).current()),
        vec!["d2-d3"],
        "drawing an arrow plays no move"
    );

    let path = dir.join("marked.ron");
    harness.state_mut().save_to(&path).unwrap();
    harness.state_mut().open_path(&path);
    harness.run_steps(2);
    let game = session(&harness);
    let first = game.tree().main_line()[0];
    assert_eq!(game.tree().annotation(first).unwrap().arrows, vec![arrow]);
}

#[test]
fn a_right_click_highlights_a_square_and_a_second_removes_it() {
    let dir = TempDir::new("app-marks-highlight");
    let mut harness = harness(&dir);
    support::show_game(&mut harness, GameKind::OstseeschachOriginal, &["d2-d3"]);
    right_click(&mut harness, "e4");
    assert_eq!(
        marks_shown(&harness).1,
        vec![Highlight {
            color: MarkColor::Green,
            square: "e4".to_string(),
        }]
    );
    right_click(&mut harness, "e4");
    assert!(marks_shown(&harness).1.is_empty());
}

#[test]
fn with_three_lines_and_a_threat_the_board_draws_an_arrow_for_each() {
    use bernstein::app::board::{BoardGame, BoardState, BoardView};
    use bernstein::rules::Position;
    use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
    support::quiet_graphics();
    let pos = OstseeschachOriginal::start(&Default::default(), 0);
    let mut moves = bernstein::rules::MoveList::new();
    pos.legal_moves(&mut moves);
    let lines: Vec<_> = moves.iter().copied().take(3).collect();
    let texts: Vec<String> = lines.iter().map(|&mv| pos.move_to_text(mv)).collect();
    // The threat: Blue's move if Red passed, its own arrow beside the lines'.
    let passed = pos.passed().unwrap();
    let mut threats = bernstein::rules::MoveList::new();
    passed.legal_moves(&mut threats);
    let threat = threats[0];
    let threat_text = passed.move_to_text(threat);
    let view = BoardView {
        lines,
        threat: Some(threat),
        ..BoardView::default()
    };
    let mut harness = Harness::builder().with_size([600.0, 600.0]).build_ui_state(
        move |ui, board: &mut BoardState<OstseeschachOriginal>| {
            OstseeschachOriginal::board_ui(ui, &pos, board, &view);
        },
        BoardState::default(),
    );
    harness.run();
    let drawn: Vec<(Option<String>, String)> = texts
        .iter()
        .map(|text| {
            let (from, to) = text.split_once(['-', 'x']).unwrap();
            (Some(from.to_string()), to.to_string())
        })
        .collect();
    assert_eq!(harness.state().line_arrows(), drawn.as_slice());
    let (from, to) = threat_text.split_once(['-', 'x']).unwrap();
    assert_eq!(
        harness.state().threat_arrow(),
        Some(&(Some(from.to_string()), to.to_string()))
    );
}
