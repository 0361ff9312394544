//! `bernstein engine`, driven through a pipe as a front-end would: positions with
//! moves, searches by depth and without end, `stop`, `newgame`, options, errors
//! that do not end the process (a line that is not UTF-8 text among them), the
//! best lines asked for with the same rule as `analyse --lines`, `bestmove
//! none` (and a drawn game's certain draw) in a finished game, a short clock
//! that still searches, and threads capped at the machine's cores.

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc;

struct EngineProcess {
    child: Child,
    input: ChildStdin,
    output: mpsc::Receiver<String>,
}

impl EngineProcess {
    fn start(game: &str) -> EngineProcess {
        let mut child = support::bernstein_command()
            .args(["engine", game])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("bernstein runs");
        let input = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, output) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        EngineProcess {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        self.input.write_all(bytes).unwrap();
        self.input.flush().unwrap();
    }

    /// Lines up to and including the first one starting with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.output.recv().expect("the engine answers");
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }
}

#[test]
fn a_front_end_searches_stops_and_quits() {
    let mut engine = EngineProcess::start("muehle");
    engine.send("isready");
    assert_eq!(engine.until("readyok"), ["readyok"]);

    // A mill to close: the search finds it.
    engine.send("position WW./B../.../.....W/B../..B/W.. w 0:0 10 30");
    engine.send("go depth 3");
    let lines = engine.until("bestmove");
    assert!(lines[0].starts_with("info depth 1 "), "{lines:?}");
    assert!(
        lines.last().unwrap().starts_with("bestmove g4-g7x"),
        "{lines:?}"
    );
    // A bare `position` says what is missing, and the position stays.
    engine.send("position");
    let refused = engine.until("info string error").pop().unwrap();
    assert!(
        refused.starts_with("info string error: 'position' needs a position: 'position startpos'"),
        "{refused}"
    );
    engine.send("go depth 3");
    let lines = engine.until("bestmove");
    assert!(
        lines.last().unwrap().starts_with("bestmove g4-g7x"),
        "{lines:?}"
    );

    // A search without end answers stop with its best move.
    engine.send("position startpos moves d7");
    engine.send("go infinite");
    engine.send("isready");
    engine.until("readyok");
    engine.send("stop");
    let best = engine.until("bestmove").pop().unwrap();
    let mv = best.split(' ').nth(1).unwrap().to_string();
    assert_ne!(mv, "none");
    assert_ne!(mv, "d7");

    // Mistakes are answered and change nothing.
    engine.send("position startpos moves z9");
    assert!(engine.until("info string error")[0].contains("z9"));
    engine.send("setoption threads 0");
    engine.until("info string error");
    engine.send("frobnicate");
    engine.until("info string error");
    engine.send("go sometimes 5");
    engine.until("info string error");

    engine.send("setoption name threads value 2");
    engine.send("newgame");
    engine.send("position startpos");
    engine.send("go nodes 2000 lines 2");
    let best = engine.until("bestmove").pop().unwrap();
    assert!(!best.starts_with("bestmove none"), "{best}");

    // A finished game: no move.
    engine.send("position WW./.../.../....../.../B../B.. w 0:0 10 30");
    engine.send("go movetime 50");
    assert!(
        engine
            .until("bestmove")
            .pop()
            .unwrap()
            .starts_with("bestmove none")
    );

    engine.send("quit");
    let status = engine.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_engine_goes_on() {
    let mut engine = EngineProcess::start("piranhas");
    // As a hostile user sent it: a byte that is no UTF-8 on a line of its own.
    engine.send_bytes(b"isready\n\xff\nisready\n");
    assert_eq!(engine.until("readyok"), ["readyok"]);
    assert_eq!(
        engine.until("readyok"),
        [
            "info string error: the line is not UTF-8 text (byte 1 is not)",
            "readyok"
        ]
    );
    // A line longer than the engine reads is answered too, and skipped whole.
    let mut long = vec![b'x'; 2 * 1024 * 1024];
    long.extend_from_slice(b"\nisready\n");
    engine.send_bytes(&long);
    let answers = engine.until("readyok");
    assert!(
        answers[0].starts_with("info string error: a line is longer than"),
        "{answers:?}"
    );
    assert_eq!(answers.len(), 2);
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}

#[test]
fn go_lines_prints_the_lines_and_takes_what_analyse_takes() {
    let mut engine = EngineProcess::start("muehle");
    engine.send("position startpos");
    engine.send("go depth 2 lines 3");
    let answers = engine.until("bestmove");
    let rows: Vec<&String> = answers
        .iter()
        .filter(|line| line.starts_with("line "))
        .collect();
    assert_eq!(rows.len(), 3, "{answers:?}");
    for (k, row) in rows.iter().enumerate() {
        assert!(row.starts_with(&format!("line {} score ", k + 1)), "{row}");
        assert!(row.contains(" depth 2 pv "), "{row}");
    }
    // The best line's first move is the move played.
    let best = answers.last().unwrap().split(' ').nth(1).unwrap();
    let first = rows[0].split(" pv ").nth(1).unwrap().split(' ').next();
    assert_eq!(first, Some(best), "{answers:?}");
    // Without `lines`, no rows.
    engine.send("go depth 2");
    let answers = engine.until("bestmove");
    assert!(!answers.iter().any(|line| line.starts_with("line ")));
    // 0 and more than 50 are refused, in analyse's words.
    for count in ["0", "1000"] {
        engine.send(&format!("go depth 1 lines {count}"));
        let refused = engine.until("info string error").pop().unwrap();
        let analyse = support::bernstein_command()
            .args(["analyse", "muehle", "--depth", "1", "--lines", count])
            .output()
            .unwrap();
        assert_eq!(analyse.status.code(), Some(2));
        let why = format!("'{count}' is not a number of lines from 1 to 50");
        assert_eq!(refused, format!("info string error: {why}"));
        assert!(
            String::from_utf8_lossy(&analyse.stderr).contains(&why),
            "{}",
            String::from_utf8_lossy(&analyse.stderr)
        );
    }
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}

/// The depth a `bestmove` or `info` line reports.
fn depth_of(line: &str) -> u32 {
    let mut words = line.split(' ');
    words.find(|&word| word == "depth");
    words
        .next()
        .and_then(|depth| depth.parse().ok())
        .unwrap_or_else(|| panic!("no depth in '{line}'"))
}

#[test]
fn a_short_clock_still_searches() {
    // 600 ms for a whole game: the time manager used to keep all of it back
    // for answering and moved at depth 0, without a search.
    for game in ["piranhas", "ostseeschach", "muehle"] {
        let mut engine = EngineProcess::start(game);
        engine.send("position startpos");
        engine.send("go wtime 600 btime 600");
        let answers = engine.until("bestmove");
        let best = answers.last().unwrap();
        assert!(!best.starts_with("bestmove none"), "{game}: {best}");
        assert!(
            answers[0].starts_with("info depth 1 "),
            "{game}: {answers:?}"
        );
        assert!(depth_of(best) >= 1, "{game}: {answers:?}");
        engine.send("quit");
        assert!(engine.child.wait().unwrap().success());
    }
}

#[test]
fn a_finished_muehle_draw_is_a_certain_draw() {
    let mut engine = EngineProcess::start("muehle");
    // Four stones each, moving, 100 plies without a removal: drawn by the
    // 50-move rule.
    engine.send("position WWW/.../.../W....B/.../.../BBB w 0:0 100 80");
    engine.send("go depth 4");
    let best = engine.until("bestmove").pop().unwrap();
    assert!(best.starts_with("bestmove none "), "{best}");
    assert!(best.contains(" wdl 0 1000 0"), "{best}");
    // One ply earlier the game goes on, and the chances are the model's.
    engine.send("position WWW/.../.../W....B/.../.../BBB w 0:0 98 80");
    engine.send("go depth 1");
    let best = engine.until("bestmove").pop().unwrap();
    assert!(!best.starts_with("bestmove none"), "{best}");
    assert!(!best.contains(" wdl 0 1000 0"), "{best}");
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}

#[test]
fn threads_beyond_the_cores_are_capped_with_a_note() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut engine = EngineProcess::start("ostseeschach");
    engine.send("setoption threads 256");
    engine.send("isready");
    let answers = engine.until("readyok");
    if cores < 256 {
        assert_eq!(
            answers[0],
            format!(
                "info string 256 threads asked for, but this machine has {cores} {}: \
                 searching with {cores}",
                if cores == 1 { "core" } else { "cores" }
            ),
            "{answers:?}"
        );
    }
    // As many as the cores: no note.
    engine.send(&format!("setoption threads {cores}"));
    engine.send("isready");
    assert_eq!(engine.until("readyok"), ["readyok"]);
    engine.send("position startpos");
    engine.send("go depth 3");
    assert!(
        !engine
            .until("bestmove")
            .pop()
            .unwrap()
            .starts_with("bestmove none")
    );
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}
