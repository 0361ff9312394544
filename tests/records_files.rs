//! Saved games and match records as files: bad input gives messages that say
//! which file, where and what; `bernstein convert` converts by extension.

use std::path::{Path, PathBuf};
use std::process::Command;

use bernstein::records::pgn::{read_pgn, write_pgn};
use bernstein::records::{self, FORMAT_VERSION, Record, RecordErrorKind};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::{Game, MoveList, Position};

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bernstein-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn muehle_record(moves: &[&str]) -> Record {
    let mut game = Game::new(Muehle::start(&Default::default(), 0));
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    Record::from_game(&game)
}

#[test]
fn damaged_foreign_and_future_saved_games_are_refused_clearly() {
    let record = muehle_record(&["d2", "g7", "a1"]);
    let text = record.to_ron();
    assert_eq!(Record::from_ron(&text).unwrap(), record);

    let error = Record::from_ron(&text[..text.len() * 2 / 3]).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::Damaged);
    assert!(error.message.starts_with("line "), "{error}");

    let newer = text.replacen(&format!("format: {FORMAT_VERSION}"), "format: 3", 1);
    let error = Record::from_ron(&newer).unwrap_err();
    assert_eq!(
        error.message,
        "saved by a newer Bernstein (format 3, this version reads up to 1)"
    );

    let unknown = text.replacen("game: \"muehle\"", "game: \"schach\"", 1);
    let error = Record::from_ron(&unknown).unwrap_err();
    assert!(
        error.message.starts_with("unknown game 'schach'"),
        "{error}"
    );

    for foreign in [
        "(name: \"x\", size: 3)",
        "{\"a\": 1}",
        "",
        "\u{0}\u{1}garbage",
    ] {
        let error = Record::from_ron(foreign).unwrap_err();
        assert_eq!(
            error.kind,
            RecordErrorKind::NotARecord,
            "{foreign:?}: {error}"
        );
        assert!(
            error.message.starts_with("not a Bernstein saved game"),
            "{error}"
        );
    }
}

#[test]
fn an_illegal_move_in_a_saved_game_is_named() {
    let record = muehle_record(&["d2", "g7", "a1", "d5"]);
    let text = record.to_ron().replacen("\"a1\"", "\"g7\"", 1);
    let error = Record::from_ron(&text).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::BadMove);
    assert!(
        error.message.starts_with("move 2 (g7) is illegal: "),
        "{error}"
    );

    // Through a file, the message starts with the file's name.
    let dir = scratch_dir("files-illegal");
    let path = dir.join("moves.ron");
    std::fs::write(&path, &text).unwrap();
    let error = records::load(&path).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with(&format!("{}: move 2 (g7) is illegal: ", path.display())),
        "{error}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn match_record_errors_name_game_line_and_move() {
    let good = write_pgn(&muehle_record(&["d2", "g7"]));
    let bad = write_pgn(&muehle_record(&["d2", "g7", "a1"])).replace(" a1 ", " g7 ");
    let text = format!("{good}\n{bad}");
    let error = read_pgn(&text).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::BadMove);
    assert!(error.message.starts_with("game 2, line "), "{error}");
    assert!(
        error.message.contains(", move 2 (g7) is illegal: "),
        "{error}"
    );

    let error =
        read_pgn("[Game \"muehle\"]\n[Result \"0-1\"]\n\n1. d2 g7 2. a1 1-0 extra").unwrap_err();
    assert!(error.message.contains("no [Game] tag"), "{error}");

    let error = read_pgn("[Game \"muehle\"]\n\n1. d2 (1. d3 g7 *").unwrap_err();
    assert!(error.message.contains("never closed"), "{error}");
}

#[test]
fn second_player_to_move_starts_with_an_ellipsis() {
    // White has placed on d2; Black to move.
    let start = Muehle::from_text(
        ".../.../.../....../.../.W./... b 8:9 0 1",
        &Default::default(),
    )
    .unwrap();
    let mut game = Game::new(start);
    game.play_text("g7").unwrap();
    game.play_text("a1").unwrap();
    let text = write_pgn(&Record::from_game(&game));
    assert!(text.contains("\n1... g7 2. a1 *"), "{text}");
    let back = read_pgn(&text).unwrap();
    assert_eq!(back[0].moves.main_line_moves(), vec!["g7", "a1"]);
}

#[test]
fn convert_between_formats_by_extension() {
    let dir = scratch_dir("files-convert");
    let mut game = Game::new(Ostseeschach::start(&Default::default(), 3));
    let mut moves = bernstein::rules::MoveList::new();
    for _ in 0..8 {
        game.legal_moves(&mut moves);
        let mv = moves[0];
        game.play(mv).unwrap();
    }
    let record = Record::from_game(&game);
    let ron = dir.join("game.ron");
    records::save(&ron, &record).unwrap();
    let exe = env!("CARGO_BIN_EXE_bernstein");

    let pgn = dir.join("game.pgn");
    let status = Command::new(exe)
        .args(["convert"])
        .arg(&ron)
        .arg(&pgn)
        .status()
        .unwrap();
    assert!(status.success());
    let back = records::load(&pgn).unwrap();
    assert_eq!(back.moves, record.moves);

    let ron2 = dir.join("again.ron");
    assert!(
        Command::new(exe)
            .arg("convert")
            .arg(&pgn)
            .arg(&ron2)
            .status()
            .unwrap()
            .success()
    );
    assert_eq!(records::load(&ron2).unwrap().moves, record.moves);

    let replay = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays/2022_nice-replay_263680f.xml");
    let from_replay = dir.join("replay.pgn");
    assert!(
        Command::new(exe)
            .arg("convert")
            .arg(&replay)
            .arg(&from_replay)
            .status()
            .unwrap()
            .success()
    );
    let converted = records::load(&from_replay).unwrap();
    assert_eq!(converted.moves.main_line_moves().len(), 60);

    let output = Command::new(exe)
        .arg("convert")
        .arg(dir.join("missing.ron"))
        .arg(&pgn)
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("missing.ron"), "{stderr}");

    let output = Command::new(exe)
        .arg("convert")
        .arg(&ron)
        .arg(dir.join("out.docx"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("out.docx: unknown file type"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The move-number example of notation.md (`1. d2 g7 2. a1 d5 … 12. f6-f4xd1
/// a4-a1`), completed to a legal game, reads and writes back unchanged.
#[test]
fn notation_example_muehle_game() {
    let moves = "1. d2 g7 2. a1 d5 3. f6 d1 4. e4 a7 5. g4 e5 6. c3 c4 7. b6 g1 8. e3 b2 9. c5 f2 10. a1-a4 g7-d7 11. a4-b4 a7-a4 12. f6-f4xd1 a4-a1 *";
    let text = format!("[Event \"Spec\"]\n[Game \"muehle\"]\n\n{moves}\n");
    let records = read_pgn(&text).unwrap();
    let record = &records[0];
    assert_eq!(record.moves.main_line_moves().len(), 24);
    assert_eq!(record.moves.main_line_moves()[22], "f6-f4xd1");
    let game = record.main_line_game::<Muehle>().unwrap();
    assert_eq!(
        game.position().to_text(),
        ".B./W../WBB/.WBWWW/W.W/BWB/B.B w 0:0 1 13"
    );
    let written = write_pgn(record);
    let movetext: String = written
        .split("\n\n")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(movetext, moves);
}

/// The position texts of notation.md work as `[Setup]` of a match record.
#[test]
fn notation_example_positions_as_setup() {
    let ostsee = "[Game \"ostseeschach\"]\n[Setup \"rsmhrsmh/......../......../......../......../......../......../HMSRHMSR r 0 0:0\"]\n\n1. a1-b2 h8-g7 *";
    let record = &read_pgn(ostsee).unwrap()[0];
    assert_eq!(record.moves.main_line_moves(), vec!["a1-b2", "h8-g7"]);
    let piranhas = "[Game \"piranhas\"]\n[Setup \".BBBBBBBB./R........R/R........R/R....K...R/R........R/R..K.....R/R........R/R........R/R........R/.BBBBBBBB. r 0\"]\n\n1. A1-C1 B9-B7 *";
    let record = &read_pgn(piranhas).unwrap()[0];
    assert_eq!(record.moves.main_line_moves(), vec!["A1-C1", "B9-B7"]);
    let error = read_pgn(&piranhas.replace("B9-B7", "B9-B6")).unwrap_err();
    assert!(
        error
            .message
            .starts_with("line 4, move 1... (B9-B6) is illegal"),
        "{error}"
    );
}

/// A record that starts later in a game (a position from the editor or a
/// record's setup) numbers its moves from that position's round, as the whole
/// game would, in the PGN export and in the messages about a refused move; read
/// back, it is the same game.
#[test]
fn a_record_from_later_in_a_game_numbers_its_moves_from_there() {
    // Ostseeschach counts plies: after five, Blue plays the second half of round 3.
    fn play_first_moves(game: &mut Game<Ostseeschach>, plies: usize) {
        let mut moves = MoveList::new();
        for _ in 0..plies {
            game.legal_moves(&mut moves);
            game.play(moves[0]).unwrap();
        }
    }
    let mut game = Game::new(Ostseeschach::start(&Default::default(), 3));
    play_first_moves(&mut game, 5);
    let mut later = Game::new(game.position().clone());
    play_first_moves(&mut later, 3);
    let record = Record::from_game(&later);
    let pgn = write_pgn(&record);
    let moves = record.moves.main_line_moves();
    let movetext = format!("3... {} 4. {} {}", moves[0], moves[1], moves[2]);
    assert!(pgn.contains(&movetext), "{pgn}");
    assert_eq!(read_pgn(&pgn).unwrap()[0].moves.main_line_moves(), moves);

    // Mühle writes its move number: White to move in move 30.
    let setup = "[Game \"muehle\"]\n[Setup \"..W/BB./.../....B./BW./.../W.. w 0:0 10 30\"]\n\n";
    let record = &read_pgn(&format!("{setup}30. g7-f6 f4-g4 *")).unwrap()[0];
    assert!(write_pgn(record).contains("30. g7-f6 f4-g4 *"));
    let error = read_pgn(&format!("{setup}30. g7-f6 b6-b2 *")).unwrap_err();
    assert!(
        error.message.contains("move 30... (b6-b2) is illegal"),
        "{error}"
    );
    // The start of a game is round 1, as before.
    let start = muehle_record(&["d2", "g7", "a1"]);
    assert!(write_pgn(&start).contains("1. d2 g7 2. a1"));
}

/// Match records from other tools: annotation glyphs, `;` and `%` lines, numbers
/// glued to moves, `x` for captures, comments before a variation's first move.
#[test]
fn foreign_match_records_are_read_leniently() {
    let text = "\u{feff}% written by another tool\n[Event \"Club\"]\n[Game \"muehle\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[WhiteType \"program\"]\n[WhiteLevel \"4\"]\n[Annotator \"me\"]\n\n1.d2 $1 g7!? ; a quiet move\n2.a1 ({a try} 2.a4 d5) 2...d5 1-0\n";
    let records = read_pgn(text).unwrap();
    let record = &records[0];
    assert_eq!(record.moves.main_line_moves(), vec!["d2", "g7", "a1", "d5"]);
    let g7 = record.moves.main_line()[1];
    assert_eq!(record.moves.comment(g7), Some("a quiet move"));
    let a1 = record.moves.main_line()[2];
    let a4 = record.moves.children(record.moves.parent(a1).unwrap())[1];
    assert_eq!(record.moves.move_text(a4), Some("a4"));
    assert_eq!(record.moves.comment(a4), Some("a try"));
    assert_eq!(
        record.players[0],
        bernstein::records::Player::computer("Ann", 4)
    );
    assert_eq!(record.players[1], bernstein::records::Player::human("Bob"));
    assert_eq!(
        record.tags,
        vec![("Annotator".to_string(), "me".to_string())]
    );
    // The game is not over by the rules, so 1-0 is a declared result.
    assert!(matches!(
        record.result,
        Some(bernstein::records::GameResult::Declared {
            winner: Some(bernstein::rules::Side::First),
            ..
        })
    ));

    // Ostseeschach captures may be written with x; the tree keeps the rules' writing.
    let mut game = Game::new(
        Ostseeschach::from_text(
            "rsmhrsmh/......../......../......../......../......../......../HMSRHMSR r 0 0:0",
            &Default::default(),
        )
        .unwrap(),
    );
    for mv in ["d1-e3", "e8-d6", "e3-f5", "d6-e4", "f5-e7"] {
        game.play_text(mv).unwrap();
    }
    let capture = game
        .position()
        .move_to_text(game.position().parse_move("d8xe7").unwrap());
    let pgn = format!(
        "[Game \"ostseeschach\"]\n[Setup \"{}\"]\n\n1. d1-e3 e8-d6 2. e3-f5 d6-e4 3. f5-e7 d8xe7 (3... d8-e7) *",
        game.start().to_text()
    );
    let record = &read_pgn(&pgn).unwrap()[0];
    assert_eq!(
        record.moves.main_line_moves().last().copied(),
        Some(capture.as_str())
    );
    let last = record.moves.main_line_end();
    assert_eq!(
        record
            .moves
            .children(record.moves.parent(last).unwrap())
            .len(),
        1,
        "both spellings are one move"
    );
}

#[test]
fn a_result_that_contradicts_the_moves_is_refused() {
    // White places the last stone and closes a mill; Black has three stones left.
    let start = Muehle::from_text(
        "B.B/.../.../WW...B/.../.../... w 1:0 0 9",
        &Default::default(),
    )
    .expect("the test position is valid");
    let mut game = Game::new(start);
    let mut moves = bernstein::rules::MoveList::new();
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
    let text = write_pgn(&record).replace("1-0", "0-1");
    let error = read_pgn(&text).unwrap_err();
    assert!(
        error
            .message
            .starts_with("the result 0-1 contradicts the moves, which end the game: White wins"),
        "{error}"
    );
}

/// A file whose name does not say what it is (a replay downloaded without its
/// extension, a saved game renamed, a match record kept as `.dat`) opens by its
/// content; a file that is none of them is refused with a message naming it.
#[test]
fn files_without_a_known_extension_open_by_content() {
    let dir = scratch_dir("files-by-content");
    let replay = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sc-replays/2022_nice-replay_1f3b1c5.xml");
    let replay_text = std::fs::read(&replay).unwrap();
    let record = muehle_record(&["d2", "g7", "a1"]);

    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut gzip, &replay_text).unwrap();
    let files: [(&str, Vec<u8>); 4] = [
        ("replay", replay_text.clone()),
        ("replay.download", gzip.finish().unwrap()),
        ("partie", record.to_ron().into_bytes()),
        ("abend.dat", write_pgn(&record).into_bytes()),
    ];
    let expected_replay = records::load(&replay).unwrap();
    for (name, bytes) in files {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let games = records::load_all(&path).unwrap_or_else(|error| panic!("{name}: {error}"));
        let expected = if name.starts_with("replay") {
            &expected_replay
        } else {
            &record
        };
        assert_eq!(games.len(), 1, "{name}");
        assert_eq!(games[0].moves, expected.moves, "{name}");
        assert_eq!(games[0].start, expected.start, "{name}");
    }

    let other = dir.join("notes.doc");
    std::fs::write(&other, b"PK\x03\x04 a word processor's file").unwrap();
    let error = records::load_all(&other).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::NotARecord);
    assert!(
        error
            .to_string()
            .starts_with(&format!("{}: unknown file type", other.display())),
        "{error}"
    );
    // A file that looks like a saved game but is not one says what it is not.
    let settings = dir.join("settings");
    std::fs::write(&settings, "(window: (width: 800))").unwrap();
    let error = records::load_all(&settings).unwrap_err();
    assert!(
        error.message.starts_with("not a Bernstein saved game"),
        "{error}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
