//! The command line as other tools use it: the binary run with arguments, its
//! output lines and exit codes (see docs/command-line.md).

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

use std::process::Output;

fn bernstein(args: &[&str]) -> Output {
    support::bernstein_command()
        .args(args)
        .output()
        .expect("bernstein runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// White and Black with three stones each, moving: flying makes the difference.
const THREE_EACH: &str = "WW./B../.../.....W/B../..B/... w 0:0 10 30";

#[test]
fn rule_options_from_switches_and_from_rule_arguments() {
    let perft = |extra: &[&str]| {
        let mut args = vec!["perft", "muehle", "--position", THREE_EACH];
        args.extend_from_slice(extra);
        args.push("1");
        let output = bernstein(&args);
        assert!(output.status.success(), "{}", text(&output.stderr));
        text(&output.stdout).trim().to_string()
    };
    assert_eq!(perft(&[]), "56");
    assert_eq!(perft(&["--no-flying"]), "8");
    assert_eq!(perft(&["--rule", "flying=off"]), "8");
    assert_eq!(
        perft(&["--rule", "flying=off", "--rule", "flying=on"]),
        "56"
    );

    // A game without the option ignores the old switches, as it always did.
    let output = bernstein(&["perft", "piranhas", "--no-flying", "--mill-take", "1"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
}

#[test]
fn unknown_rule_options_are_refused_with_what_is_known() {
    let output = bernstein(&["perft", "muehle", "--rule", "flyng=off", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr).trim(),
        "error: unknown rule option 'flyng' (this game has: flying, mill-take)"
    );
    let output = bernstein(&["apply", "ostseeschach-original", "--rule", "first=green"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr).trim(),
        "error: unknown value 'green' for rule option 'first' (expected: red, blue)"
    );
    let output = bernstein(&["perft", "piranhas", "--rule", "flying=off", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("this game has no rule options"));
}

#[test]
fn absurd_budget_scales_are_refused_before_playing() {
    for factor in ["1e20", "0", "-1", "NaN", "inf"] {
        let scale = format!("--budget-scale={factor}");
        let output = bernstein(&[
            "match", "muehle", "--first", "1", "--second", "1", "--games", "1", &scale,
        ]);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{factor}: {stderr}");
        assert!(stderr.contains("--budget-scale"), "{factor}: {stderr}");
        assert!(!stderr.contains("panicked"), "{factor}: {stderr}");
        assert!(
            text(&output.stdout).is_empty(),
            "{factor}: no game is played"
        );
    }
}

#[test]
fn match_caps_threads_at_the_cores_with_a_note_as_analyse_does() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let note = format!(
        "note: 256 threads asked for, but this machine has {cores} {}: searching with {cores}",
        if cores == 1 { "core" } else { "cores" }
    );
    let opponent = format!(
        "{} analyse {{game}} --position {{pos}} --movetime {{ms}}",
        env!("CARGO_BIN_EXE_bernstein")
    );
    let levels = ["--second", "1", "--budget-scale", "0.05"];
    let program = ["--opponent-command", &opponent, "--movetime", "20"];
    for against in [&levels[..], &program[..]] {
        let mut args = vec!["match", "muehle", "--first", "1", "--games", "1"];
        args.extend(against);
        args.extend(["--threads", "256"]);
        let output = bernstein(&args);
        let stderr = text(&output.stderr);
        assert!(output.status.success(), "{stderr}");
        if cores < 256 {
            assert_eq!(
                stderr.lines().collect::<Vec<_>>(),
                [note.as_str()],
                "{args:?}"
            );
        }
        assert!(text(&output.stdout).starts_with("game 1: "), "{args:?}");
    }
}

#[test]
fn a_record_path_that_cannot_be_written_is_refused_before_playing() {
    let folder = std::env::temp_dir().join(format!("bernstein-cli-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let missing = folder.join("no-such-folder").join("match.pgn");
    for path in [&folder, &missing] {
        let output = support::bernstein_command()
            .args([
                "match", "muehle", "--first", "1", "--second", "1", "--games", "2", "--pgn",
            ])
            .arg(path)
            .output()
            .expect("bernstein runs");
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.starts_with(&format!("error: cannot write {}", path.display())),
            "{stderr}"
        );
        assert!(
            text(&output.stdout).is_empty(),
            "no game is played before the file is known to be writable"
        );
    }
    std::fs::remove_dir_all(&folder).unwrap();
}

/// Piranhas 2026 through the generic subcommands: perft, apply with the end and
/// its reason, and analyse.
#[test]
fn piranhas_2026_perft_apply_and_analyse() {
    let start = ".B1B1B1B1B1B1B1B1./R1........R1/R1........R1/R1...K....R1/R1........R1/R1........R1/R1....K...R1/R1........R1/R1........R1/.B1B1B1B1B1B1B1B1. r 0 -";
    let output = bernstein(&["perft", "piranhas-2026", "--position", start, "2"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout).trim(), "2244");

    // Red connects with E5-E3 and Blue plays elsewhere: Red's swarm (4) is heavier.
    let board = ".........B3/........../.......K../........../.K..R2...../........../........../..R1R1....../........../...B1B1..... r 10 -";
    let output = bernstein(&[
        "apply",
        "piranhas-2026",
        "--position",
        board,
        "E5-E3",
        "J9-J8",
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert_eq!(
        stdout.lines().last(),
        Some("result red heavier-swarm"),
        "{stdout}"
    );

    let output = bernstein(&[
        "analyse",
        "piranhas-2026",
        "--position",
        start,
        "--level",
        "2",
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(
        text(&output.stdout)
            .lines()
            .last()
            .unwrap_or("")
            .starts_with("bestmove ")
    );
}

/// `match --opponent-command`: the games' lines (the last line is the score).
fn versus(opponent: &str, movetime: &str) -> Vec<String> {
    let output = bernstein(&[
        "match",
        "muehle",
        "--first",
        "1",
        "--opponent-command",
        opponent,
        "--movetime",
        movetime,
        "--games",
        "2",
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    text(&output.stdout).lines().map(str::to_string).collect()
}

#[test]
fn an_opponent_program_plays_its_moves() {
    let opponent = format!(
        "{} analyse {{game}} --position {{pos}} --movetime {{ms}}",
        env!("CARGO_BIN_EXE_bernstein")
    );
    let lines = versus(&opponent, "30");
    assert_eq!(lines.len(), 5, "{lines:?}");
    for line in &lines[..2] {
        assert!(!line.contains("forfeits"), "{line}");
    }
    assert!(lines[2].starts_with("time per move: "), "{lines:?}");
    assert!(lines[3].starts_with("games 2: "), "{lines:?}");
    assert!(lines[4].starts_with("first: "), "{lines:?}");
}

#[test]
fn an_opponent_past_its_time_is_stopped_and_forfeits_the_game() {
    // As a hostile user tried: 30 s for a move of 100 ms.
    let lines = versus("sleep 30", "100");
    assert!(
        lines[0].starts_with(
            "game 1: first white, White wins: the opponent forfeits (no answer within 1100 ms"
        ),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with("game 2: first black, Black wins: the opponent forfeits"),
        "{lines:?}"
    );
    // The forfeit is named, not a rule's ending.
    assert!(!lines[0].contains("no legal move"), "{lines:?}");
    assert!(lines[4].starts_with("first: 2 wins"), "{lines:?}");
}

/// Whether process `pid` runs: it exists and is not a zombie (a helper killed
/// as the match ended may wait a moment to be collected by init).
#[cfg(target_os = "linux")]
fn running(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        // The state follows the command's closing parenthesis.
        stat.rsplit_once(')')
            .is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z'))
    })
}

/// An opponent whose helpers compute silently and never answer: one in its
/// process group, one double-forked into a session of its own. It forfeits on
/// time, and its helpers end with the move: after the match no process of the
/// opponent is left (none handed to init, none carrying the match's mark).
#[cfg(target_os = "linux")]
#[test]
fn an_opponent_leaves_no_process_behind() {
    let dir = std::env::temp_dir().join(format!("bernstein-cli-tree-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pids = dir.join("helpers.pid");
    let script = dir.join("opponent.sh");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\n\
             before=$(cat {pids} 2>/dev/null | wc -l)\n\
             sh -c 'echo $$ >> {pids}; while :; do :; done' &\n\
             ( setsid sh -c 'echo $$ >> {pids}; while :; do :; done' & )\n\
             while [ \"$(cat {pids} 2>/dev/null | wc -l)\" -lt $((before + 2)) ]; do sleep 0.01; done\n\
             sleep 30\n",
            pids = pids.display()
        ),
    )
    .unwrap();
    let opponent = format!("sh {}", script.display());
    let child = support::bernstein_command()
        .args([
            "match",
            "muehle",
            "--first",
            "1",
            "--opponent-command",
            &opponent,
            "--movetime",
            "100",
            "--games",
            "2",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("bernstein runs");
    let mark = format!(
        "{}={}-",
        bernstein::arena::process::TREE_VARIABLE,
        child.id()
    );
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{}", text(&output.stderr));
    let lines: Vec<String> = text(&output.stdout).lines().map(str::to_string).collect();
    for line in &lines[..2] {
        assert!(
            line.contains("the opponent forfeits (no answer within 1100 ms"),
            "{lines:?}"
        );
    }
    let helpers: Vec<i32> = std::fs::read_to_string(&pids)
        .unwrap()
        .lines()
        .map(|line| line.trim().parse().unwrap())
        .collect();
    // Two helpers per game, unless a machine too busy to start them in time
    // stopped the opponent first.
    assert!(!helpers.is_empty(), "the helpers ran");
    for pid in helpers {
        assert!(!running(pid), "helper {pid} outlived its game");
    }
    // Nor is any other process of the match's trees left, wherever it went.
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(environ) = std::fs::read(entry.path().join("environ")) else {
            continue;
        };
        let marked = environ
            .split(|&byte| byte == 0)
            .any(|variable| variable.starts_with(mark.as_bytes()));
        assert!(
            !marked,
            "process {:?} of the match is left",
            entry.file_name()
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_opponent_that_prints_without_end_forfeits_the_game() {
    // `yes` prints for ever: its output is read up to the bound, then it is stopped.
    let lines = versus("yes", "100");
    assert!(
        lines[0].contains("the opponent forfeits (it printed more than 1 MiB for one move)"),
        "{lines:?}"
    );
}

/// `bernstein analyse … | head -1`: the analysis ends when its reader does, without
/// a panic about a broken pipe.
#[cfg(unix)]
#[test]
fn output_into_a_reader_that_stops_ends_quietly() {
    use std::io::{BufRead, BufReader};
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;

    let mut child = support::bernstein_command()
        .args(["analyse", "muehle", "--movetime", "60000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bernstein runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(!first.is_empty(), "the analysis reports");
    // The reader is gone: the next report ends the analysis.
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.signal(), Some(libc::SIGPIPE), "{output:?}");
    assert!(
        !text(&output.stderr).contains("panicked"),
        "{}",
        text(&output.stderr)
    );
}

/// `bernstein sprt` with the same build on both sides speaks the engine
/// protocol to both processes; an "engine" that answers a move the rules refuse
/// forfeits every game, each line saying why, and the new build's record of
/// it is counted.
#[cfg(unix)]
#[test]
fn sprt_referees_engine_processes_and_their_forfeits() {
    let binary = env!("CARGO_BIN_EXE_bernstein");
    // An undecided test's output (exit code 3).
    let sprt = |old: &std::path::Path, pairs: &str| {
        let output = support::bernstein_command()
            .args(["sprt", "muehle", "--new", binary, "--old"])
            .arg(old)
            .args(["--nodes", "300", "--max-pairs", pairs, "--min-pairs", "1"])
            .output()
            .unwrap();
        let stdout = text(&output.stdout);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{stdout}{stderr}");
        stdout
    };
    let stdout = sprt(std::path::Path::new(binary), "2");
    assert!(stdout.contains("\npair 1: new as white "), "{stdout}");
    assert!(stdout.contains("sprt undecided"), "{stdout}");

    let dir = std::env::temp_dir().join(format!("bernstein-cli-sprt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let illegal = dir.join("illegal-engine");
    std::fs::write(
        &illegal,
        "#!/bin/sh\nwhile read line; do case \"$line\" in isready) echo readyok;; go*) echo 'bestmove z9 depth 1';; esac; done\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&illegal, std::fs::Permissions::from_mode(0o755)).unwrap();
    let stdout = sprt(&illegal, "1");
    assert!(
        stdout.contains("new as white 1 (White wins: old forfeits (illegal move 'z9' at "),
        "{stdout}"
    );
    assert!(
        stdout.contains("new as black 1 (Black wins: old forfeits ("),
        "{stdout}"
    );
    assert!(stdout.contains("\nold: "), "{stdout}");
    assert!(stdout.contains("; 2 faults\n"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}
