//! What the board says on hover: an Ostseeschach piece names itself in the
//! game's words (a tower with its height), and over an arrow a legend says which
//! arrow is the hint, which the analysis' line and which the threat.
#![cfg(feature = "gui")]

use bernstein::app::board::{BoardGame, BoardState, BoardView};
use bernstein::app::i18n::Language;
use bernstein::rules::Position;
use bernstein::rules::ostseeschach::{Move, Ostseeschach, Square};
use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

struct Table {
    pos: Ostseeschach,
    board: BoardState<Ostseeschach>,
    view: BoardView<Ostseeschach>,
}

fn harness(text: &str, view: BoardView<Ostseeschach>) -> Harness<'static, Table> {
    support::quiet_graphics();
    let pos = Ostseeschach::from_text(text, &Default::default()).expect("a valid position");
    let table = Table {
        pos,
        board: BoardState::default(),
        view,
    };
    let mut harness = Harness::builder()
        .with_size(vec2(640.0, 640.0))
        .build_ui_state(
            |ui, table: &mut Table| {
                Ostseeschach::board_ui(ui, &table.pos, &mut table.board, &table.view);
            },
            table,
        );
    egui_extras::install_image_loaders(&harness.ctx);
    harness.run();
    harness
}

/// The tooltip shown after hovering `at` (a point on the board) long enough.
fn tip_at(harness: &mut Harness<'static, Table>, at: egui::Pos2) -> Option<String> {
    harness.hover_at(at);
    // Tooltips open after a short delay.
    harness.run_steps(40);
    let cells: Vec<String> = (0..64)
        .filter_map(Square::from_index)
        .map(|square| square.to_string())
        .collect();
    // The tooltip's text is a label's value; the squares are named buttons.
    harness
        .query_all_by(|node| {
            node.value()
                .is_some_and(|text| !text.is_empty() && !cells.contains(&text))
        })
        .filter_map(|node| node.accesskit_node().value())
        .find(|text| text.contains('(') || text.contains("arrow") || text.contains("Pfeil"))
}

fn center(harness: &Harness<'static, Table>, cell: &str) -> egui::Pos2 {
    harness.get_by_label(cell).rect().center()
}

const POSITION: &str =
    "r..hr.mh/..m...../....S2.../......../......../..R2...../......H./HM...MSR r 10 1:0";

#[test]
fn a_piece_names_itself_and_a_tower_its_height() {
    for (language, seal, tower) in [
        (
            Language::ENGLISH,
            "Seal (Red)",
            "Tower of 2, seal on top (Red)",
        ),
        (
            Language::GERMAN,
            "Robbe (Rot)",
            "Turm aus 2 Figuren, oben Robbe (Rot)",
        ),
    ] {
        bernstein::app::i18n::set_language(language);
        let mut harness = harness(POSITION, BoardView::default());
        // h1 holds a single Seal, c3 a tower of two with a Seal on top.
        let h1 = center(&harness, "h1");
        assert_eq!(tip_at(&mut harness, h1).as_deref(), Some(seal));
        let c3 = center(&harness, "c3");
        assert_eq!(tip_at(&mut harness, c3).as_deref(), Some(tower));
        // An empty square says nothing.
        let d4 = center(&harness, "d4");
        assert_eq!(tip_at(&mut harness, d4), None);
    }
    bernstein::app::i18n::set_language(Language::ENGLISH);
}

#[test]
fn over_the_hint_arrow_a_legend_names_it_and_the_other_arrows() {
    bernstein::app::i18n::set_language(Language::ENGLISH);
    let square = |name: &str| name.parse::<Square>().expect("a square");
    let hint = Move {
        from: square("g2"),
        to: square("f3"),
    };
    let line = Move {
        from: square("a1"),
        to: square("b2"),
    };
    let view = BoardView {
        hint: Some(hint),
        lines: vec![line],
        ..BoardView::default()
    };
    let mut harness = harness(POSITION, view);
    // Halfway along the hint's arrow, over an empty corner of g2's square.
    let (g2, f3) = (center(&harness, "g2"), center(&harness, "f3"));
    let tip = tip_at(&mut harness, g2.lerp(f3, 0.6)).expect("a legend over the arrow");
    let lines: Vec<&str> = tip.lines().collect();
    assert!(
        lines[0].starts_with("Violet arrow: the hint"),
        "the hint's line first: {tip}"
    );
    assert!(
        lines.iter().any(|line| line.starts_with("Blue arrows")),
        "the lines' arrow, also shown, is named: {tip}"
    );
    // Away from every arrow, on an empty square: no legend.
    let d5 = center(&harness, "d5");
    assert_eq!(tip_at(&mut harness, d5), None);
}
