//! Annotations in records: judgements, evaluations, better moves, arrows and
//! highlights survive save → load and PGN export → import, are read in the forms
//! chess tools write (`$4`, `e4??`, `{[%eval #-3]}`), and a better move that is not
//! legal is dropped rather than refusing the game.

use bernstein::records::pgn::{read_pgn, write_pgn};
use bernstein::records::{
    Annotation, Arrow, Highlight, Judgement, MarkColor, MoveTree, Record, RecordedEval,
};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::{Position, Side};

fn annotated_record() -> Record {
    let start = Muehle::start(&Default::default(), 0);
    let mut record = Record::from_start(&start);
    let mut tree = MoveTree::from_line(&["d2", "g7", "a1", "b6"]);
    let main = tree.main_line();
    let variation = tree.add_move(main[1], "d6");
    *tree.annotation_mut(main[1]).unwrap() = Annotation {
        judgement: Some(Judgement::Blunder),
        eval: Some(RecordedEval::Units(-130)),
        better: Some("f4".into()),
        ..Annotation::default()
    };
    tree.set_comment(main[1], Some("hands over d6".into()));
    *tree.annotation_mut(main[2]).unwrap() = Annotation {
        judgement: Some(Judgement::Inaccuracy),
        eval: Some(RecordedEval::Ends {
            winner: Side::Second,
            moves: 3,
        }),
        ..Annotation::default()
    };
    let marks = tree.annotation_mut(variation).unwrap();
    marks.judgement = Some(Judgement::Mistake);
    marks.toggle_arrow(Arrow {
        color: MarkColor::Green,
        from: "a1".into(),
        to: "d1".into(),
    });
    marks.toggle_highlight(Highlight {
        color: MarkColor::Red,
        square: "d6".into(),
    });
    tree.annotation_mut(MoveTree::ROOT)
        .unwrap()
        .toggle_highlight(Highlight {
            color: MarkColor::Yellow,
            square: "d4".into(),
        });
    record.moves = tree;
    record
}

#[test]
fn annotations_survive_save_and_load() {
    let record = annotated_record();
    let text = record.to_ron();
    let back = Record::from_ron(&text).unwrap();
    assert_eq!(back, record);
    let main = back.moves.main_line();
    assert_eq!(
        back.moves.annotation(main[1]).unwrap().judgement,
        Some(Judgement::Blunder)
    );
}

#[test]
fn annotations_survive_pgn_export_and_import() {
    let record = annotated_record();
    let text = write_pgn(&record);
    assert!(text.contains("g7??"), "{text}");
    assert!(
        text.contains("{[%eval -1.30] [%best f4] hands over d6}"),
        "{text}"
    );
    assert!(text.contains("[%eval #-3]"), "{text}");
    assert!(text.contains("[%cal Ga1d1] [%csl Rd6]"), "{text}");
    let back = read_pgn(&text).unwrap().remove(0);
    assert_eq!(back.moves, record.moves);
    assert_eq!(write_pgn(&back), text);
}

#[test]
fn numeric_glyphs_and_other_commands_are_read() {
    let text = "[Game \"muehle\"]\n1. d2 $4 {[%emt 0:05:00] [%eval 0.5]} g7 $6 2. a1 $140 *";
    let record = read_pgn(text).unwrap().remove(0);
    let main = record.moves.main_line();
    let first = record.moves.annotation(main[0]).unwrap();
    assert_eq!(first.judgement, Some(Judgement::Blunder));
    assert_eq!(first.eval, Some(RecordedEval::Units(50)));
    assert_eq!(record.moves.comment(main[0]), Some("[%emt 0:05:00]"));
    assert_eq!(
        record.moves.annotation(main[1]).unwrap().judgement,
        Some(Judgement::Inaccuracy)
    );
    assert!(record.moves.annotation(main[2]).unwrap().is_empty());
}

#[test]
fn an_illegal_better_move_is_dropped_and_a_legal_one_kept() {
    let text = "[Game \"muehle\"]\n1. d2 {[%best zz]} g7 {[%best d2]} 2. a1 {[%best b4]} *";
    let record = read_pgn(text).unwrap().remove(0);
    let main = record.moves.main_line();
    let better = |index: usize| record.moves.annotation(main[index]).unwrap().better.clone();
    assert_eq!(better(0), None);
    assert_eq!(better(1), None, "d2 is taken when Black moves");
    assert_eq!(better(2), Some("b4".to_string()));
}
