//! `bernstein engine`, driven through a pipe as a front-end would: positions with
//! moves, searches by depth and without end, `stop`, `newgame`, options, errors
//! that do not end the process, and `bestmove none` in a finished game.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;

struct EngineProcess {
    child: Child,
    input: ChildStdin,
    output: mpsc::Receiver<String>,
}

impl EngineProcess {
    fn start(game: &str) -> EngineProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_bernstein"))
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
        writeln!(self.input, "{line}").unwrap();
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
