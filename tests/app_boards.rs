//! The four board widgets and the position editor, driven like a user would:
//! clicks and drags on named squares and points (AccessKit labels), checked against
//! the moves the rules allow. Snapshot pictures of each board are in tests/snapshots/.
#![cfg(feature = "gui")]

use bernstein::app::board::{BoardGame, BoardState, BoardView};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::piranhas_2026::Piranhas2026;
use bernstein::rules::{MoveList, Position};
use egui::{Pos2, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

/// A board on its own, as the app embeds it: the position, the widget's state, and
/// every move the widget returned (played at once, as the app does).
struct Table<P: BoardGame> {
    pos: P,
    board: BoardState<P>,
    view: BoardView<P>,
    played: Vec<String>,
}

fn table<P: BoardGame>(pos: P) -> Table<P> {
    Table {
        pos,
        board: BoardState::default(),
        view: BoardView::default(),
        played: Vec::new(),
    }
}

fn harness<P: BoardGame>(table: Table<P>, size: Vec2) -> Harness<'static, Table<P>> {
    support::quiet_graphics();
    let harness = Harness::builder().with_size(size).build_ui_state(
        |ui, table: &mut Table<P>| {
            if let Some(mv) = P::board_ui(ui, &table.pos, &mut table.board, &table.view) {
                table.played.push(table.pos.move_to_text(mv));
                table.pos.play_unchecked(mv);
                table.view.last_move = Some(mv);
            }
        },
        table,
    );
    egui_extras::install_image_loaders(&harness.ctx);
    harness
}

fn click(harness: &mut Harness<'_, impl Sized>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn center(harness: &Harness<'_, impl Sized>, label: &str) -> Pos2 {
    harness.get_by_label(label).rect().center()
}

/// Drags from one named cell to another in a few pointer steps, as a hand would.
fn drag(harness: &mut Harness<'_, impl Sized>, from: &str, to: &str) {
    let a = center(harness, from);
    let b = center(harness, to);
    drag_between(harness, a, b);
}

fn drag_between(harness: &mut Harness<'_, impl Sized>, a: Pos2, b: Pos2) {
    harness.hover_at(a);
    harness.run();
    harness.drag_at(a);
    harness.run();
    for step in 1..=4 {
        harness.hover_at(a.lerp(b, step as f32 / 4.0));
        harness.run();
    }
    harness.drop_at(b);
    harness.run();
}

/// The targets the rules give for a piece, by name, as the board should show them.
fn legal_targets<P: Position>(pos: &P, from: &str) -> Vec<String> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut targets: Vec<String> = moves
        .iter()
        .map(|&mv| pos.move_to_text(mv))
        .filter_map(|text| {
            let (head, tail) = text.split_once(['-', 'x'])?;
            (head == from).then(|| tail.split('x').next().unwrap_or(tail).to_string())
        })
        .collect();
    targets.sort();
    targets.dedup();
    targets
}

fn sorted(names: &[String]) -> Vec<String> {
    let mut names = names.to_vec();
    names.sort();
    names
}

const SEA_START: &str =
    "rsmhrsmh/......../......../......../......../......../......../HMSRHMSR r 0 0:0";

fn sea_start() -> Ostseeschach {
    Ostseeschach::from_text(SEA_START, &Default::default())
        .expect("the notation example is a valid position")
}

const SIZE: Vec2 = vec2(640.0, 640.0);

#[test]
fn selecting_a_piece_shows_exactly_its_legal_targets() {
    let mut h = harness(table(sea_start()), SIZE);
    h.run();
    click(&mut h, "d1");
    assert_eq!(h.state().board.selection(), Some("d1"));
    let expected = legal_targets(&h.state().pos, "d1");
    assert!(!expected.is_empty(), "the seal on d1 can jump at the start");
    assert_eq!(sorted(h.state().board.targets()), expected);
    // Another own piece takes over the selection.
    click(&mut h, "b1");
    assert_eq!(h.state().board.selection(), Some("b1"));
    assert_eq!(
        sorted(h.state().board.targets()),
        legal_targets(&h.state().pos, "b1")
    );
    // Clicking it again drops it.
    click(&mut h, "b1");
    assert_eq!(h.state().board.selection(), None);
    assert!(h.state().played.is_empty());
}

#[test]
fn two_clicks_make_a_move() {
    let mut h = harness(table(sea_start()), SIZE);
    h.run();
    let target = legal_targets(&h.state().pos, "d1")[0].clone();
    click(&mut h, "d1");
    click(&mut h, &target);
    assert_eq!(h.state().played, vec![format!("d1-{target}")]);
    assert_eq!(h.state().board.selection(), None);
    // Now Blue moves: Red's pieces are not selectable any more.
    click(&mut h, "a1");
    assert_eq!(h.state().board.selection(), None);
    assert!(
        h.state().board.message().is_some(),
        "a click on the opponent's piece explains itself"
    );
}

#[test]
fn drag_and_drop_makes_a_move() {
    let mut h = harness(table(sea_start()), SIZE);
    h.run();
    let target = legal_targets(&h.state().pos, "d1")
        .last()
        .cloned()
        .expect("the seal can move");
    drag(&mut h, "d1", &target);
    assert_eq!(h.state().played, vec![format!("d1-{target}")]);
}

#[test]
fn dropping_on_an_illegal_square_moves_nothing() {
    let mut h = harness(table(sea_start()), SIZE);
    h.run();
    drag(&mut h, "d1", "d5");
    assert!(h.state().played.is_empty());
    assert!(h.state().board.message().is_some());
    assert_eq!(h.state().pos.to_text(), SEA_START);
}

#[test]
fn an_illegal_click_explains_and_changes_nothing() {
    let mut h = harness(table(sea_start()), SIZE);
    h.run();
    click(&mut h, "b1");
    click(&mut h, "b6");
    assert!(h.state().played.is_empty());
    assert_eq!(h.state().pos.to_text(), SEA_START);
    assert!(
        h.state().board.message().is_some(),
        "the user learns why nothing happened"
    );
    // An empty square with nothing selected is harmless too.
    click(&mut h, "e5");
    assert!(h.state().played.is_empty());
    // Escape drops the selection.
    click(&mut h, "d1");
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().board.selection(), None);
}

#[test]
fn the_flipped_board_maps_clicks_to_the_right_squares() {
    let mut t = table(sea_start());
    t.view.flipped = true;
    let mut h = harness(t, SIZE);
    h.run();
    // Blue's side at the bottom: a1 is in the upper right, h8 in the lower left.
    let a1 = center(&h, "a1");
    let h8 = center(&h, "h8");
    assert!(a1.x > SIZE.x / 2.0 && a1.y < SIZE.y / 2.0, "a1 at {a1:?}");
    assert!(h8.x < SIZE.x / 2.0 && h8.y > SIZE.y / 2.0, "h8 at {h8:?}");
    let target = legal_targets(&h.state().pos, "d1")[0].clone();
    click(&mut h, "d1");
    click(&mut h, &target);
    assert_eq!(h.state().played, vec![format!("d1-{target}")]);
}

#[test]
fn a_board_that_is_not_interactive_ignores_input() {
    let mut t = table(sea_start());
    t.view.interactive = false;
    let mut h = harness(t, SIZE);
    h.run();
    click(&mut h, "d1");
    assert_eq!(h.state().board.selection(), None);
    let target = legal_targets(&h.state().pos, "d1")[0].clone();
    click(&mut h, &target);
    drag(&mut h, "d1", &target);
    assert!(h.state().played.is_empty());
}

#[test]
fn the_original_rules_board_plays_too() {
    let pos = OstseeschachOriginal::start(&Default::default(), 0);
    let mut h = harness(table(pos), SIZE);
    h.run();
    let mut moves = MoveList::new();
    h.state().pos.legal_moves(&mut moves);
    let text = h.state().pos.move_to_text(moves[0]);
    let (from, to) = text
        .split_once(['-', 'x'])
        .expect("a sea move names two squares");
    click(&mut h, from);
    assert_eq!(
        sorted(h.state().board.targets()),
        legal_targets(&h.state().pos, from)
    );
    click(&mut h, to);
    assert_eq!(h.state().played.len(), 1);
    assert_eq!(
        h.state().played[0].replace('x', "-"),
        text.replace('x', "-")
    );
}

#[test]
fn piranhas_moves_by_click_and_by_drag() {
    let pos = Piranhas::start(&Default::default(), 7);
    let mut h = harness(table(pos), SIZE);
    h.run();
    let mut moves = MoveList::new();
    h.state().pos.legal_moves(&mut moves);
    let text = h.state().pos.move_to_text(moves[0]);
    let (from, to) = text
        .split_once(['-', 'x'])
        .expect("a piranhas move names two squares");
    click(&mut h, from);
    assert_eq!(
        sorted(h.state().board.targets()),
        legal_targets(&h.state().pos, from)
    );
    click(&mut h, to);
    assert_eq!(h.state().played, vec![text.clone()]);
    // Blue answers by drag and drop.
    let mut moves = MoveList::new();
    h.state().pos.legal_moves(&mut moves);
    let reply = h.state().pos.move_to_text(moves[moves.len() - 1]);
    let (from, to) = reply
        .split_once(['-', 'x'])
        .expect("a piranhas move names two squares");
    drag(&mut h, from, to);
    assert_eq!(h.state().played, vec![text, reply]);
}

/// White has a7 and d7 and places on g7: a mill. Black's d1 and a1 may be taken.
const MILL_READY: &str = "WW./.../.../....../.../.../BB. w 7:7 0 3";

fn mill_ready() -> Muehle {
    Muehle::from_text(MILL_READY, &Default::default()).expect("a valid Mühle position")
}

#[test]
fn closing_a_mill_waits_for_the_stone_to_take() {
    let mut h = harness(table(mill_ready()), SIZE);
    h.run();
    click(&mut h, "g7");
    assert!(
        h.state().played.is_empty(),
        "the move is not complete before the removal"
    );
    assert!(h.state().board.removal_pending());
    assert_eq!(
        sorted(h.state().board.targets()),
        vec!["a1".to_string(), "d1".to_string()]
    );
    // A click on something that cannot be taken keeps waiting.
    click(&mut h, "b4");
    assert!(h.state().played.is_empty());
    assert!(h.state().board.removal_pending());
    click(&mut h, "d1");
    assert_eq!(h.state().played, vec!["g7xd1".to_string()]);
    assert!(!h.state().board.removal_pending());
}

#[test]
fn escape_cancels_a_pending_mill() {
    let mut h = harness(table(mill_ready()), SIZE);
    h.run();
    click(&mut h, "g7");
    assert!(h.state().board.removal_pending());
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!h.state().board.removal_pending());
    assert!(h.state().played.is_empty());
    assert_eq!(h.state().pos.to_text(), MILL_READY);
    // A plain placement is one click.
    click(&mut h, "b4");
    assert_eq!(h.state().played, vec!["b4".to_string()]);
}

#[test]
fn a_stone_dragged_from_the_hand_is_placed() {
    let mut h = harness(table(mill_ready()), SIZE);
    h.run();
    let hand = center(&h, "Stones in hand to place");
    let b4 = center(&h, "b4");
    drag_between(&mut h, hand, b4);
    assert_eq!(h.state().played, vec!["b4".to_string()]);
    // Black's turn: a drop onto an occupied point places nothing.
    let hand = center(&h, "Stones in hand to place");
    let a7 = center(&h, "a7");
    drag_between(&mut h, hand, a7);
    assert_eq!(h.state().played.len(), 1);
    assert!(h.state().board.message().is_some());
}

#[test]
fn a_mill_closed_by_a_move_takes_a_stone_too() {
    // Moving phase: White's d6-d7 completes a7-d7-g7; any black stone may go.
    let text = "W.W/.W./.../B....B/.../.../B.B w 0:0 4 20";
    let pos = Muehle::from_text(text, &Default::default()).expect("a valid Mühle position");
    let mut h = harness(table(pos), SIZE);
    h.run();
    drag(&mut h, "d6", "d7");
    assert!(h.state().played.is_empty());
    assert!(h.state().board.removal_pending());
    click(&mut h, "a4");
    assert_eq!(h.state().played, vec!["d6-d7xa4".to_string()]);
}

/// The relative luminance of an sRGB colour (WCAG 2).
fn luminance(pixel: [u8; 4]) -> f32 {
    let channel = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(pixel[0]) + 0.7152 * channel(pixel[1]) + 0.0722 * channel(pixel[2])
}

/// The contrast ratio of two colours (WCAG 2): 1 for the same, 21 for black on white.
fn contrast(a: [u8; 4], b: [u8; 4]) -> f32 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// Where a selected Mühle stone may go shows on the light wood and apart from
/// the point's own ink dot: around each target point, a ring at least as wide as
/// a fifth of a stone differs from the board as it was by a contrast of 3:1 or
/// more (the least WCAG asks of graphics).
#[test]
fn mill_targets_stand_out_on_the_wood() {
    // Four white stones: they move along the lines (three would fly).
    let text = "W.W/.W./.../B....B/.../.W./B.B w 0:0 4 20";
    let pos = Muehle::from_text(text, &Default::default()).expect("a valid Mühle position");
    let mut h = harness(table(pos), SIZE);
    h.run();
    h.remove_cursor();
    h.run();
    let before = h.render().expect("the board renders");
    click(&mut h, "d6");
    h.remove_cursor();
    h.run();
    let after = h.render().expect("the board renders");
    let targets = sorted(h.state().board.targets());
    assert_eq!(targets, vec!["b6", "d5", "d7", "f6"]);
    let scale = after.width() as f32 / SIZE.x;
    for target in &targets {
        let cell = h.get_by_label(target).rect();
        // The cells are 0.92 of a grid step, a stone 0.8 of one.
        let piece = cell.width() / 0.92 * 0.8;
        let center = cell.center();
        let reach = piece * 0.3;
        let mut strong = 0;
        let (x0, x1) = ((center.x - reach) * scale, (center.x + reach) * scale);
        let (y0, y1) = ((center.y - reach) * scale, (center.y + reach) * scale);
        for y in y0 as u32..=y1 as u32 {
            for x in x0 as u32..=x1 as u32 {
                if contrast(before.get_pixel(x, y).0, after.get_pixel(x, y).0) >= 3.0 {
                    strong += 1;
                }
            }
        }
        let ring = std::f32::consts::PI * (piece * 0.2 * scale).powi(2) * 0.5;
        assert!(
            strong as f32 >= ring,
            "{target}: {strong} pixels stand out, fewer than {ring}"
        );
    }
}

// ---- Snapshots: one position per game ----

fn snapshot<P: BoardGame>(
    name: &str,
    pos: P,
    configure: impl FnOnce(&mut Table<P>),
    clicks: &[&str],
) {
    let mut t = table(pos);
    configure(&mut t);
    let mut h = harness(t, vec2(560.0, 560.0));
    h.run();
    for label in clicks {
        click(&mut h, label);
    }
    h.remove_cursor();
    h.run();
    h.snapshot(name);
}

fn square(file: u8, rank: u8) -> bernstein::rules::ostseeschach::Square {
    bernstein::rules::ostseeschach::Square::new(file, rank).expect("on the board")
}

#[test]
fn snapshot_ostseeschach() {
    let text = "r..hr.mh/..m...../....S2.../......../......../..R2...../......H./HM...MSR r 10 1:0";
    let pos = Ostseeschach::from_text(text, &Default::default()).expect("valid");
    // Blue's last move c8-c7 is marked, the hint arrow shows g2-f3, Red's tower on c3 is selected.
    let last = bernstein::rules::ostseeschach::Move {
        from: square(2, 7),
        to: square(2, 6),
    };
    let hint = bernstein::rules::ostseeschach::Move {
        from: square(6, 1),
        to: square(5, 2),
    };
    snapshot(
        "board_ostseeschach",
        pos,
        |t| {
            t.view.last_move = Some(last);
            t.view.hint = Some(hint);
        },
        &["c3"],
    );
}

#[test]
fn snapshot_ostseeschach_original_flipped() {
    let pos = OstseeschachOriginal::start(&Default::default(), 0);
    snapshot(
        "board_ostseeschach_original_flipped",
        pos,
        |t| t.view.flipped = true,
        &[],
    );
}

#[test]
fn snapshot_piranhas() {
    let pos = Piranhas::start(&Default::default(), 3);
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let hint = moves[moves.len() / 2];
    snapshot("board_piranhas", pos, |t| t.view.hint = Some(hint), &[]);
}

#[test]
fn snapshot_muehle() {
    let pos = mill_ready();
    snapshot("board_muehle", pos, |_| {}, &["g7"]);
}

// ---- The position editor ----

use bernstein::app::editor::{EditorAction, PositionEditor};
use bernstein::rules::GameKind;

struct EditorTable {
    editor: PositionEditor,
    action: EditorAction,
}

fn editor_harness(kind: GameKind, text: &str) -> Harness<'static, EditorTable> {
    let table = EditorTable {
        editor: PositionEditor::new(kind, text),
        action: EditorAction::None,
    };
    support::quiet_graphics();
    let harness = Harness::builder()
        .with_size(vec2(920.0, 600.0))
        .build_ui_state(
            |ui, table: &mut EditorTable| {
                let action = table.editor.ui(ui);
                if action != EditorAction::None {
                    table.action = action;
                }
            },
            table,
        );
    egui_extras::install_image_loaders(&harness.ctx);
    harness
}

#[test]
fn the_editor_builds_a_position_the_rules_accept() {
    let mut h = editor_harness(GameKind::Ostseeschach, SEA_START);
    h.run();
    assert_eq!(
        h.state().editor.text(),
        SEA_START,
        "the editor starts from the given position"
    );
    // Take the seal off d1 and put it on d3.
    click(&mut h, "Empty");
    click(&mut h, "d1");
    click(&mut h, "Red seal");
    click(&mut h, "d3");
    let expected =
        "rsmhrsmh/......../......../......../......../...R..../......../HMS.HMSR r 0 0:0";
    assert_eq!(h.state().editor.text(), expected);
    assert_eq!(h.state().editor.validation(), Ok(()));
    assert!(Ostseeschach::from_text(expected, &Default::default()).is_ok());
    click(&mut h, "Use this position");
    assert_eq!(h.state().action, EditorAction::Apply(expected.to_string()));
}

#[test]
fn the_editor_reports_a_position_the_rules_refuse() {
    let start = "W../.../.../....../.../.../... b 8:9 0 1";
    let mut h = editor_harness(GameKind::Muehle, start);
    h.run();
    assert_eq!(h.state().editor.validation(), Ok(()));
    // A tenth black stone (nine in hand plus one on the board) is not a legal position.
    click(&mut h, "Black stone");
    click(&mut h, "d7");
    let text = h.state().editor.text();
    assert_eq!(text, "WB./.../.../....../.../.../... b 8:9 0 1");
    let error = h.state().editor.validation().expect_err("ten black stones");
    let parser =
        Muehle::from_text(&text, &Default::default()).expect_err("the parser refuses it too");
    assert_eq!(error, parser);
    let message = parser.message();
    assert!(
        h.query_by_label_contains(&message).is_some(),
        "the parser's message is shown"
    );
    // Confirming is not possible; clicking the stone again takes it away.
    click(&mut h, "Use this position");
    assert_eq!(h.state().action, EditorAction::None);
    click(&mut h, "d7");
    assert_eq!(h.state().editor.text(), start);
    assert_eq!(h.state().editor.validation(), Ok(()));
    click(&mut h, "Cancel");
    assert_eq!(h.state().action, EditorAction::Cancel);
}

#[test]
fn the_editor_sets_up_piranhas_with_kraken() {
    let start = Piranhas::start(&Default::default(), 1).to_text();
    let mut h = editor_harness(GameKind::Piranhas, &start);
    h.run();
    click(&mut h, "Kraken");
    click(&mut h, "E5");
    assert!(
        h.state()
            .editor
            .text()
            .split('/')
            .nth(4)
            .is_some_and(|row| row.chars().nth(4) == Some('K'))
    );
    click(&mut h, "Blue fish");
    click(&mut h, "E5");
    assert!(
        h.state()
            .editor
            .text()
            .split('/')
            .nth(4)
            .is_some_and(|row| row.chars().nth(4) == Some('B'))
    );
}

#[test]
fn snapshot_piranhas_2026() {
    let pos = Piranhas2026::start(&Default::default(), 3);
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let hint = moves[moves.len() / 2];
    snapshot(
        "board_piranhas_2026",
        pos,
        |t| t.view.hint = Some(hint),
        &[],
    );
}

#[test]
fn the_editor_places_fish_of_each_size_and_the_first_swarm() {
    let start = Piranhas2026::start(&Default::default(), 1).to_text();
    let mut h = editor_harness(GameKind::Piranhas2026, &start);
    h.run();
    // The token on E5 (column 4 of row 5, the fifth row of the text).
    let on_e5 = |text: &str| -> String {
        let row = text.split('/').nth(4).unwrap_or_default();
        let mut tokens = Vec::new();
        let mut chars = row.chars();
        while let Some(c) = chars.next() {
            let mut token = c.to_string();
            if c == 'R' || c == 'B' {
                token.extend(chars.next());
            }
            tokens.push(token);
        }
        tokens.get(4).cloned().unwrap_or_default()
    };
    for (brush, token) in [
        ("Blue large fish", "B3"),
        ("Red medium fish", "R2"),
        ("Red small fish", "R1"),
    ] {
        click(&mut h, brush);
        click(&mut h, "E5");
        assert_eq!(on_e5(&h.state().editor.text()), token, "{brush}");
    }
    let text = h.state().editor.text();
    assert!(text.ends_with(" r 0 -"), "{text}");
}

#[test]
fn snapshot_editor() {
    let mut h = editor_harness(
        GameKind::Ostseeschach,
        "rsmhrsmh/......../......../...R2..../......../......../......../HMSRHMS. b 3 1:0",
    );
    h.run();
    click(&mut h, "Blue starfish, tower of 2");
    h.remove_cursor();
    h.run();
    h.snapshot("editor_ostseeschach");
}

#[test]
fn status_items_give_each_games_scores_red_first() {
    let items = Ostseeschach::status_items(&sea_start());
    assert_eq!(items, vec![("Ambers".to_string(), "0 : 0".to_string())]);
    let original = OstseeschachOriginal::start(&Default::default(), 0);
    assert_eq!(
        OstseeschachOriginal::status_items(&original),
        vec![("Victory points".to_string(), "0 : 0".to_string())]
    );
    let piranhas = Piranhas::start(&Default::default(), 0);
    assert_eq!(
        Piranhas::status_items(&piranhas),
        vec![
            ("Fish".to_string(), "16 : 16".to_string()),
            ("Largest swarm".to_string(), "8 : 8".to_string())
        ]
    );
    let piranhas_2026 = Piranhas2026::from_text(
        "........../R1........./R3.......B1./..K......./........../....K...../........../........../.B2......../.......... b 7 r",
        &Default::default(),
    )
    .unwrap();
    assert_eq!(
        Piranhas2026::status_items(&piranhas_2026),
        vec![
            ("Fish".to_string(), "2 : 2".to_string()),
            ("Heaviest swarm".to_string(), "4 : 2".to_string()),
            ("First swarm".to_string(), "Red".to_string())
        ]
    );
    assert_eq!(
        Muehle::status_items(&mill_ready()),
        vec![
            ("Stones in hand".to_string(), "7 : 7".to_string()),
            ("Stones on board".to_string(), "2 : 2".to_string())
        ]
    );
    // A stone placed into a mill, waiting for the take, counts as placed.
    assert_eq!(
        Muehle::status_items_waiting(&mill_ready(), (None, 0)),
        vec![
            ("Stones in hand".to_string(), "6 : 7".to_string()),
            ("Stones on board".to_string(), "3 : 2".to_string())
        ]
    );
}
