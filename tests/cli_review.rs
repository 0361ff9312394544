//! `bernstein review` as tools use it: one line per game with each side's
//! inaccuracies/mistakes/blunders and accuracy, the annotated record written
//! beside the input (or to `--out`), readable again with its marks, and no
//! progress text when stderr is not a terminal; and what it finds in games of a
//! weak side against a strong one, in every game.

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

use std::path::PathBuf;
use std::process::Output;

use bernstein::arena::{pair_start, play_game};
use bernstein::engine::Evaluate;
use bernstein::engine::{Engine, EngineOptions, Level, Limits};
use bernstein::records::pgn::{read_pgn, write_pgn_all};
use bernstein::records::{Judgement, Record, RecordedEval};
use bernstein::rules::Game;
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::piranhas_2026::Piranhas2026;

fn bernstein(args: &[&str]) -> Output {
    support::bernstein_command()
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
    let output = bernstein(&["review", input.to_str().unwrap(), "--nodes", "20000"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    let accuracy: f64 = lines[0]
        .strip_prefix("game 1: White 0/0/1 ")
        .and_then(|rest| rest.strip_suffix("%, Black 0/0/0 100.0%"))
        .unwrap_or_else(|| panic!("one blunder of White's: {stdout}"))
        .parse()
        .unwrap();
    assert!(accuracy < 20.0, "a blunder as the only move: {stdout}");
    assert_eq!(lines[1], "game 2: White 0/0/0 100.0%, Black 0/0/0");
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
        "--nodes",
        "5000",
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

    let output = bernstein(&["review", input.to_str().unwrap(), "--nodes", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("--nodes"));

    let output = bernstein(&["review", dir.join("missing.pgn").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("error: "));
    std::fs::remove_dir_all(dir).unwrap();
}

/// Plays a seeded game of level 1 (first player when `weak_first`) against a
/// strong side at fixed nodes (level 10 thinks for a fixed time, which no test
/// can repeat exactly), with both budgets fixed so the game is the same on every
/// machine.
fn weak_against_strong<P: Evaluate>(seed: u64, weak_first: bool) -> Game<P> {
    let mut weak = *Level::get(1).unwrap();
    weak.limits.movetime = None;
    let strong = Level {
        number: 10,
        name: "Maximum",
        limits: Limits::nodes(20_000),
        temperature: 0,
    };
    let players = if weak_first {
        [&weak, &strong]
    } else {
        [&strong, &weak]
    };
    let engines = [(); 2].map(|_| {
        Engine::new(EngineOptions {
            threads: 1,
            table_megabytes: 8,
            ..EngineOptions::default()
        })
    });
    let start = pair_start::<P>(&Default::default(), seed, 0);
    let (game, _, _) =
        play_game(start, players, engines, None, 200, seed).expect("the game is played");
    game
}

/// Each side's `[inaccuracies, mistakes, blunders]` and accuracy in a line of
/// `bernstein review`'s output, e.g. `game 1: Red 2/1/3 71.2%, Blue 0/0/0 100.0%`.
fn side_figures(line: &str) -> [([u32; 3], f64); 2] {
    let (_, sides) = line.split_once(": ").expect("game <n>: …");
    let mut sides = sides.split(", ").map(|side| {
        let mut words = side.split(' ').skip(1);
        let counts: Vec<u32> = words
            .next()
            .expect("<side> <i>/<m>/<b>")
            .split('/')
            .map(|n| n.parse().unwrap())
            .collect();
        let accuracy = words
            .next()
            .and_then(|a| a.strip_suffix('%'))
            .expect("<accuracy>%")
            .parse()
            .unwrap();
        ([counts[0], counts[1], counts[2]], accuracy)
    });
    [sides.next().unwrap(), sides.next().unwrap()]
}

/// Level 1 against a strong side, four games per game kind (level 1 twice with
/// each colour): the review (its own command line, fixed nodes) finds at least
/// one mistake or blunder of level 1 in every game and more than the strong
/// side's, gives level 1 the lower accuracy in every game, and marks at least
/// two of its moves per game on average in every game kind. (The three
/// *mistakes or blunders* in every game are not met: over 40 such games level 1
/// got 2.8 per game, three or more in 24; docs/review.md, Marks.)
#[test]
fn level_one_against_the_strongest_makes_mistakes_in_every_game() {
    const SEEDS: [u64; 4] = [1, 2, 3, 4];
    let dir = scratch_dir("levels");
    let input = dir.join("games.pgn");
    let mut records = Vec::new();
    for seed in SEEDS {
        // Level 1 has Red (White) with an odd seed.
        let weak_first = seed % 2 == 1;
        records.extend([
            Record::from_game(&weak_against_strong::<Ostseeschach>(seed, weak_first)),
            Record::from_game(&weak_against_strong::<OstseeschachOriginal>(
                seed, weak_first,
            )),
            Record::from_game(&weak_against_strong::<Piranhas>(seed, weak_first)),
            Record::from_game(&weak_against_strong::<Piranhas2026>(seed, weak_first)),
            Record::from_game(&weak_against_strong::<Muehle>(seed, weak_first)),
        ]);
    }
    std::fs::write(&input, write_pgn_all(&records)).unwrap();
    let output = bernstein(&["review", input.to_str().unwrap(), "--nodes", "20000"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    eprintln!("{stdout}");
    assert_eq!(stdout.lines().count(), records.len());
    let mut weak_marks = std::collections::HashMap::new();
    for (index, line) in stdout.lines().enumerate() {
        let seed = SEEDS[index / 5];
        let weak = if seed % 2 == 1 { 0 } else { 1 };
        let figures = side_figures(line);
        let ([i, m, b], accuracy) = figures[weak];
        let ([_, strong_m, strong_b], strong_accuracy) = figures[1 - weak];
        let game = records[index].game.id();
        assert!(
            m + b >= 1 && m + b > strong_m + strong_b && accuracy < strong_accuracy,
            "{game}: {line}",
        );
        *weak_marks.entry(game).or_insert(0) += i + m + b;
    }
    for (game, marks) in weak_marks {
        assert!(
            marks >= 2 * SEEDS.len() as u32,
            "{game}: {marks} marks in {} games",
            SEEDS.len()
        );
    }
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

/// `review`, `convert` and `tune label` refuse to write their input under another name
/// (`./x`, `../dir/x`, a symbolic link), not only under the same spelling, and
/// leave it as it was.
#[test]
fn an_output_that_is_the_input_under_another_name_is_refused() {
    let dir = scratch_dir("same-file");
    let rec = dir.join("rec");
    std::fs::create_dir_all(&rec).unwrap();
    std::fs::write(rec.join("base.pgn"), TWO_GAMES).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(rec.join("base.pgn"), dir.join("link.pgn")).unwrap();
    let mut outputs = vec!["./base.pgn", "../rec/base.pgn", "../rec/./base.pgn"];
    if cfg!(unix) {
        outputs.push("../link.pgn");
    }
    for out in outputs {
        let review = support::bernstein_command()
            .current_dir(&rec)
            .args(["review", "base.pgn", "--nodes", "100", "--out", out])
            .output()
            .unwrap();
        let convert = support::bernstein_command()
            .current_dir(&rec)
            .args(["convert", "base.pgn", out])
            .output()
            .unwrap();
        let tune = support::bernstein_command()
            .current_dir(&rec)
            .args([
                "tune",
                "label",
                "muehle",
                "--records",
                "base.pgn",
                "--out",
                out,
            ])
            .output()
            .unwrap();
        for output in [review, convert, tune] {
            assert_eq!(output.status.code(), Some(2), "{out}");
            let error = text(&output.stderr);
            assert!(
                error.contains("would replace it; choose another output file"),
                "{out}: {error}"
            );
        }
        assert_eq!(
            std::fs::read_to_string(rec.join("base.pgn")).unwrap(),
            TWO_GAMES,
            "{out}: the input is untouched"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `test` and `test merge` refuse, before a game is played, an output that is
/// a bot's program or a part of the merge under another name, or two outputs
/// that are one file; the files stay as they were.
#[test]
fn a_series_never_writes_over_a_bot_or_a_part() {
    let dir = scratch_dir("series-same-file");
    let rec = dir.join("rec");
    std::fs::create_dir_all(&rec).unwrap();
    let bot = "#!/bin/sh\nexit 1\n";
    std::fs::write(rec.join("bot.sh"), bot).unwrap();
    std::fs::write(rec.join("part.results"), "a part").unwrap();
    let series = |extra: &[&str]| {
        let output = support::bernstein_command()
            .current_dir(&rec)
            .args(["test", "ostseeschach", "--bot", "sh bot.sh", "--level", "1"])
            .args(["--games", "1", "--logs", "logs"])
            .args(extra)
            .output()
            .unwrap();
        (output.status.code(), text(&output.stderr))
    };
    for out in ["./bot.sh", "../rec/bot.sh"] {
        for option in ["--pgn", "--report", "--csv"] {
            let (code, error) = series(&[option, out]);
            assert_eq!(code, Some(2), "{option} {out}: {error}");
            assert!(
                error.contains("would replace it; choose another output file"),
                "{option} {out}: {error}"
            );
        }
    }
    let (code, error) = series(&["--pgn", "games.pgn", "--csv", "./games.pgn"]);
    assert_eq!(code, Some(2), "{error}");
    assert!(
        error.contains("--pgn and --csv name the same file"),
        "{error}"
    );
    let merge = support::bernstein_command()
        .current_dir(&rec)
        .args([
            "test",
            "merge",
            "part.results",
            "--pgn",
            "../rec/part.results",
        ])
        .output()
        .unwrap();
    assert_eq!(merge.status.code(), Some(2));
    assert!(
        text(&merge.stderr).contains("would replace it; choose another output file"),
        "{}",
        text(&merge.stderr)
    );
    assert_eq!(std::fs::read_to_string(rec.join("bot.sh")).unwrap(), bot);
    assert_eq!(
        std::fs::read_to_string(rec.join("part.results")).unwrap(),
        "a part"
    );
    assert!(!rec.join("logs").exists(), "nothing was played");
    let _ = std::fs::remove_dir_all(&dir);
}
