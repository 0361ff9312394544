//! Records refuse to lose or invent games: an unreadable autosave is kept aside
//! before a new one is written, a saved game's result must agree with its moves
//! (on every load path, `bernstein convert` included), and record files over the
//! size bound are refused before they are read.

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

use std::path::{Path, PathBuf};

use bernstein::records::autosave::{self, AUTOSAVE_FILE};
use bernstein::records::{
    self, FORMAT_VERSION, GameResult, MAX_RECORD_FILE_BYTES, Record, RecordErrorKind,
};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::{Game, MoveList, Position, Side};

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bernstein-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The files in `dir` whose names start with `prefix`, sorted.
fn files_starting(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            path.file_name()
                .is_some_and(|name| name.to_string_lossy().starts_with(prefix))
        })
        .collect();
    found.sort();
    found
}

fn short_game() -> Record {
    let mut game = Game::new(Muehle::start(&Default::default(), 0));
    game.play_text("d2").unwrap();
    game.play_text("g7").unwrap();
    Record::from_game(&game)
}

/// A Mühle game White wins by the rules (Black is left with two stones).
fn finished_game() -> Record {
    let start = Muehle::from_text(
        "B.B/.../.../WW...B/.../.../... w 1:0 0 9",
        &Default::default(),
    )
    .expect("the test position is valid");
    let mut game = Game::new(start);
    let mut moves = MoveList::new();
    game.legal_moves(&mut moves);
    let winning = moves
        .iter()
        .copied()
        .find(|&mv| {
            let mut after = game.clone();
            after.play(mv).unwrap();
            after.outcome().is_some()
        })
        .expect("a move that ends the game");
    game.play(winning).unwrap();
    let record = Record::from_game(&game);
    assert_eq!(
        record.result.as_ref().map(GameResult::winner),
        Some(Some(Side::First))
    );
    record
}

// ---------------------------------------------------------------- autosave

#[test]
fn a_damaged_autosave_is_kept_aside_before_a_new_one_is_written() {
    let dir = scratch_dir("hardening-damaged-autosave");
    let path = autosave::autosave_in(&dir, &short_game()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let damaged = &text[..text.len() / 2];
    std::fs::write(&path, damaged).unwrap();

    let unreadable = autosave::open_autosave_in(&dir).unwrap_err();
    assert_eq!(unreadable.error.kind, RecordErrorKind::Damaged);
    let kept = unreadable
        .kept_as
        .clone()
        .expect("the file was moved aside");
    assert_eq!(kept.parent(), Some(dir.as_path()));
    let name = kept.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("autosave.unreadable-") && name.ends_with(".ron"),
        "{name}"
    );
    assert!(
        unreadable.to_string().contains(&kept.display().to_string()),
        "{unreadable}"
    );
    assert!(
        !path.exists(),
        "the unreadable autosave is no longer in the way"
    );

    // The app's next move autosaves a new game: the old file survives unchanged.
    autosave::autosave_in(&dir, &short_game()).unwrap();
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), damaged);
    assert!(autosave::load_autosave_from(&dir).unwrap().is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_autosave_from_a_newer_version_is_kept_and_never_overwritten() {
    let dir = scratch_dir("hardening-newer-autosave");
    let path = autosave::autosave_in(&dir, &short_game()).unwrap();
    let newer = std::fs::read_to_string(&path).unwrap().replacen(
        &format!("format: {FORMAT_VERSION}"),
        "format: 99",
        1,
    );
    assert!(newer.contains("format: 99"));
    std::fs::write(&path, &newer).unwrap();

    // The app's way in: the error keeps its kind and says where the file went.
    let error = autosave::load_autosave_from(&dir).unwrap_err();
    assert!(matches!(
        error.kind,
        RecordErrorKind::NewerFormat { found: 99, .. }
    ));
    assert!(
        error.to_string().contains("autosave.unreadable-"),
        "{error}"
    );
    autosave::autosave_in(&dir, &short_game()).unwrap();
    let kept = files_starting(&dir, "autosave.unreadable-");
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), newer);

    // A second unreadable autosave within the same second gets its own name.
    std::fs::write(dir.join(AUTOSAVE_FILE), "not a record").unwrap();
    let second = autosave::set_aside_unreadable(&dir)
        .unwrap()
        .expect("moved aside");
    let kept = files_starting(&dir, "autosave.unreadable-");
    assert_eq!(kept.len(), 2, "{kept:?}");
    assert!(kept.contains(&second));
    assert_eq!(std::fs::read_to_string(&second).unwrap(), "not a record");
    assert!(
        kept.iter()
            .any(|file| std::fs::read_to_string(file).unwrap() == newer)
    );

    // A readable autosave, or none, stays where it is.
    autosave::autosave_in(&dir, &short_game()).unwrap();
    assert_eq!(autosave::set_aside_unreadable(&dir).unwrap(), None);
    assert!(dir.join(AUTOSAVE_FILE).exists());
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------- results

#[test]
fn a_saved_game_whose_winner_was_changed_is_refused() {
    let ron = finished_game().to_ron();
    assert!(ron.contains("winner: Some(First)"), "{ron}");
    let changed = ron.replace("winner: Some(First)", "winner: Some(Second)");
    let error = Record::from_ron(&changed).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::WrongResult);
    assert!(
        error.message.starts_with("the record says \"Black wins")
            && error.message.contains("but by the rules White wins"),
        "{error}"
    );
}

#[test]
fn a_missing_or_misspelt_result_is_not_read_as_a_draw() {
    let ron = finished_game().to_ron();
    // A misspelt winner field left the winner out: read as a draw until now.
    let misspelt = ron.replace("winner: Some(First)", "winer: Some(First)");
    let error = Record::from_ron(&misspelt).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::WrongResult);
    assert!(error.message.contains("\"Draw"), "{error}");

    // The result may span lines; the date is the field after it.
    let start = ron.find("\n  result:").expect("the record has a result");
    let end = ron.find("\n  date:").expect("the record has a date");
    let without = format!("{}{}", &ron[..start], &ron[end..]);
    let error = Record::from_ron(&without).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::WrongResult);
    assert!(
        error
            .message
            .starts_with("the record says the game goes on, but by the rules White wins"),
        "{error}"
    );
}

#[test]
fn a_declared_result_stands_only_where_the_moves_do_not_end_the_game() {
    let mut resigned = short_game();
    resigned.result = Some(GameResult::Declared {
        winner: Some(Side::Second),
        reason: "White resigned".into(),
    });
    assert_eq!(Record::from_ron(&resigned.to_ron()).unwrap(), resigned);

    let mut finished = finished_game();
    finished.result = Some(GameResult::Declared {
        winner: Some(Side::First),
        reason: "adjudicated".into(),
    });
    assert!(Record::from_ron(&finished.to_ron()).is_ok());
    finished.result = Some(GameResult::Declared {
        winner: Some(Side::Second),
        reason: "adjudicated".into(),
    });
    let error = Record::from_ron(&finished.to_ron()).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::WrongResult);

    // A result "by the rules" for a game the rules have not ended is invented.
    let mut invented = short_game();
    invented.result = finished_game().result;
    let error = Record::from_ron(&invented.to_ron()).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::WrongResult);
    assert!(
        error.message.contains("by the rules the game is not over"),
        "{error}"
    );
}

#[test]
fn convert_refuses_a_saved_game_with_a_wrong_result() {
    let dir = scratch_dir("hardening-convert");
    let ron = dir.join("changed.ron");
    let text = finished_game()
        .to_ron()
        .replace("winner: Some(First)", "winner: Some(Second)");
    std::fs::write(&ron, text).unwrap();
    let pgn = dir.join("out.pgn");
    let output = support::bernstein_command()
        .arg("convert")
        .arg(&ron)
        .arg(&pgn)
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("changed.ron: the record says \"Black wins")
            && stderr.contains("but by the rules White wins"),
        "{stderr}"
    );
    assert!(!pgn.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------- size bounds

/// A sparse file just over the bound: no disk space, no time to write.
fn oversized_file(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(MAX_RECORD_FILE_BYTES + 1).unwrap();
    path
}

#[test]
fn record_files_over_the_size_bound_are_refused_before_reading() {
    let dir = scratch_dir("hardening-size");
    for name in [
        "huge.xml",
        "huge.pgn",
        "huge.txt",
        "huge.ron",
        "huge.xml.gz",
    ] {
        let path = oversized_file(&dir, name);
        let error = records::load_all(&path).unwrap_err();
        let text = error.to_string();
        assert!(
            text.starts_with(&path.display().to_string()) && text.contains("64 MB"),
            "{name}: {text}"
        );
        std::fs::remove_file(&path).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `load` on a thread of its own and waits for its answer. What it guards
/// against is work that grows with the square of a file: the loads below are
/// linear and answer within seconds even on a loaded machine, where a quadratic
/// reading of the same files takes many minutes. The bound is that difference,
/// not a measure of speed.
fn answers<T: Send + 'static>(what: &str, load: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(load());
    });
    receiver
        .recv_timeout(std::time::Duration::from_secs(120))
        .unwrap_or_else(|_| panic!("{what}: no answer (the reading is not linear in the file)"))
}

#[test]
fn a_saved_game_with_a_move_of_very_many_continuations_loads_in_linear_time() {
    // A crafted saved game: 400,000 different moves after the start. Before any
    // move is replayed, the loader checks that no move appears twice after the
    // same move; done by comparing siblings, that alone was quadratic.
    const WIDE: usize = 400_000;
    let text = short_game().to_ron();
    let one = text.find("\"d2\"").expect("the first move");
    let (open, close) = (
        text[..one].rfind('(').unwrap(),
        one + text[one..].find(')').unwrap() + 1,
    );
    let entry = &text[open..close];
    let wide: Vec<String> = (0..WIDE)
        .map(|i| entry.replace("\"d2\"", &format!("\"m{i}\"")))
        .collect();
    // The second move (g7) named the first as its parent: it goes with it.
    let rest = &text[close..];
    let second = rest.find("\"g7\"").unwrap();
    let after_second = second + rest[second..].find(')').unwrap() + 1;
    let crafted = format!(
        "{}{}{}",
        &text[..open],
        wide.join(","),
        &rest[after_second..]
    );
    assert!(crafted.len() < MAX_RECORD_FILE_BYTES as usize);
    let error = answers("the wide saved game", move || Record::from_ron(&crafted))
        .expect_err("m0 is no Mühle move");
    assert!(error.to_string().contains("m0"), "{error}");
}

#[test]
fn a_match_record_with_very_many_glyphs_reads_in_linear_time() {
    // Every glyph ($1) was looked for once per token before it: a million move
    // numbers and as many glyphs made that a million million looks.
    const MANY: usize = 1_000_000;
    let text = format!(
        "[Game \"muehle\"]\n\n{}{}*\n",
        "1. ".repeat(MANY),
        "$1 ".repeat(MANY)
    );
    let games = answers("the glyph-laden record", move || {
        records::pgn::read_pgn(&text).map(|games| games.len())
    })
    .expect("numbers and glyphs without moves are a game without moves");
    assert_eq!(games, 1);
}

/// A faulty entry of a saved game's move list is named by its own line, not by
/// the line where the list ends.
#[test]
fn a_faulty_move_entry_is_named_by_its_line() {
    let text = short_game().to_ron();
    let lines: Vec<&str> = text.lines().collect();
    // The second move's entry names a move after it as its parent.
    let entry = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line.contains("parent: 1"))
        .map(|(index, _)| index)
        .next()
        .expect("a second move");
    let faulty = text.replacen("parent: 1", "parent: 7", 1);
    let error = Record::from_ron(&faulty).unwrap_err().to_string();
    let end = lines
        .iter()
        .rposition(|line| line.trim_start().starts_with(']'))
        .expect("the list's end");
    let line_of_error: usize = error
        .strip_prefix("line ")
        .and_then(|rest| rest.split(',').next())
        .and_then(|number| number.parse().ok())
        .unwrap_or_else(|| panic!("no line in {error}"));
    assert!(
        error.contains("move 2") && error.contains("names move 7"),
        "{error}"
    );
    assert!(
        (entry + 1..end + 1).contains(&line_of_error),
        "line {line_of_error} is not the entry's (from line {}), the list ends on line {}: {error}",
        entry + 1,
        end + 1
    );
}
