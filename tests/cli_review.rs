//! `bernstein review` as tools use it: one line per game with each side's
//! inaccuracies/mistakes/blunders, the annotated record written beside the input
//! (or to `--out`), readable again with its marks, and no progress text when
//! stderr is not a terminal.

use std::path::PathBuf;
use std::process::{Command, Output};

use bernstein::records::pgn::read_pgn;
use bernstein::records::{Judgement, RecordedEval};

fn bernstein(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bernstein"))
        .args(args)
        .output()
        .expect("bernstein runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "bernstein-cli-review-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Two Mühle games: one where White hands over a mill (a1-a4), one where White
/// blocks it (g7-f6).
const TWO_GAMES: &str = "\
[Game \"muehle\"]
[Setup \"..W/BB./.../....B./BW./.../W.. w 0:0 10 30\"]

30. a1-a4 f4-f6xa4 0-1

[Game \"muehle\"]
[Setup \"..W/BB./.../....B./BW./.../W.. w 0:0 10 30\"]

30. g7-f6 *
";

#[test]
fn review_prints_counts_per_game_and_writes_the_marks_beside_the_input() {
    let dir = scratch_dir("beside");
    let input = dir.join("games.pgn");
    std::fs::write(&input, TWO_GAMES).unwrap();
    let output = bernstein(&["review", input.to_str().unwrap(), "--movetime", "50"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "game 1: White 0/0/1, Black 0/0/0\ngame 2: White 0/0/0, Black 0/0/0\n"
    );
    assert_eq!(
        text(&output.stderr),
        "",
        "no progress when not on a terminal"
    );
    let written = std::fs::read_to_string(dir.join("games.reviewed.pgn")).unwrap();
    assert!(written.contains("a1-a4??"), "{written}");
    let records = read_pgn(&written).unwrap();
    let first = &records[0].moves;
    let blunder = first.annotation(first.main_line()[0]).unwrap();
    assert_eq!(blunder.judgement, Some(Judgement::Blunder));
    assert!(blunder.better.as_deref().unwrap().ends_with("-f6"));
    assert!(matches!(
        blunder.eval,
        Some(RecordedEval::Ends {
            winner: bernstein::rules::Side::Second,
            ..
        })
    ));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn review_writes_to_out_and_refuses_bad_arguments() {
    let dir = scratch_dir("out");
    let input = dir.join("games.pgn");
    std::fs::write(&input, TWO_GAMES).unwrap();
    let out = dir.join("annotated.pgn");
    let output = bernstein(&[
        "review",
        input.to_str().unwrap(),
        "--movetime",
        "20",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(out.exists());

    let output = bernstein(&[
        "review",
        input.to_str().unwrap(),
        "--out",
        input.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("would replace"));

    let output = bernstein(&["review", dir.join("missing.pgn").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("error: "));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_record_without_a_game_is_refused_as_convert_refuses_it() {
    let dir = scratch_dir("empty");
    let input = dir.join("empty.pgn");
    std::fs::write(&input, "\n").unwrap();
    let path = input.to_str().unwrap();
    let review = bernstein(&["review", path]);
    let convert = bernstein(&["convert", path, dir.join("out.ron").to_str().unwrap()]);
    for output in [&review, &convert] {
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(
            text(&output.stderr),
            format!("error: {path}: the file holds no game\n")
        );
        assert_eq!(text(&output.stdout), "");
    }
    assert!(!dir.join("empty.reviewed.pgn").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
