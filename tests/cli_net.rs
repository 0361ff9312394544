//! `bernstein serve` and `bernstein client` as programs: a game between them on
//! loopback with the output lines `docs/command-line.md` promises, the replay and
//! record files, and the arguments that are refused.

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

fn bernstein() -> Command {
    support::bernstein_command()
}

#[test]
fn serve_and_client_play_a_game_and_keep_its_files() {
    let dir = std::env::temp_dir().join(format!("bernstein-cli-net-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pgn = dir.join("games.pgn");
    std::fs::create_dir_all(&dir).unwrap();
    let mut server = bernstein()
        .args([
            "serve",
            "piranhas",
            "--port",
            "0",
            "--movetime",
            "20",
            "--seed",
            "42",
        ])
        .arg("--replay-dir")
        .arg(dir.join("replays"))
        .arg("--pgn")
        .arg(&pgn)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(server.stdout.take().unwrap()).lines();
    assert_eq!(lines.next().unwrap().unwrap(), "seed 42");
    let listening = lines.next().unwrap().unwrap();
    let port = listening
        .strip_prefix("listening on 127.0.0.1:")
        .and_then(|rest| rest.split_whitespace().next())
        .expect("the address line")
        .to_string();
    let client = bernstein()
        .args([
            "client",
            "piranhas",
            "-h",
            "127.0.0.1",
            "-p",
            &port,
            "--movetime",
            "20",
        ])
        .output()
        .unwrap();
    assert!(client.status.success(), "{client:?}");
    let client_out = String::from_utf8(client.stdout).unwrap();
    let last = client_out.lines().last().unwrap();
    assert!(last.starts_with("result: "), "{client_out}");
    assert!(client_out.contains("playing red"), "{client_out}");
    let rest: Vec<String> = lines.map(Result::unwrap).collect();
    assert!(server.wait().unwrap().success());
    assert_eq!(rest.len(), 2, "{rest:?}");
    assert!(rest[0].starts_with("game 1: "), "{rest:?}");
    assert!(rest[1].starts_with("first: "), "{rest:?}");
    let replay = dir.join("replays/replay_swc_2019_piranhas_42_1.xml");
    assert!(replay.exists());
    let records = std::fs::read_to_string(&pgn).unwrap();
    assert!(records.contains("[Site \"bernstein serve\"]"), "{records}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn games_without_a_season_are_refused() {
    for sub in ["serve", "client"] {
        let output = bernstein().args([sub, "muehle"]).output().unwrap();
        assert_eq!(output.status.code(), Some(2));
        let error = String::from_utf8(output.stderr).unwrap();
        assert!(error.contains("never a Software Challenge game"), "{error}");
    }
}

/// A count of games near the largest number is refused at once, saying the
/// bound, rather than taken and the memory filled before the first game.
#[test]
fn too_many_games_for_one_server_run_are_refused() {
    let mut child = bernstein()
        .args(["serve", "piranhas", "--port", "0", "--games", "4294967295"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() && started.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    if child.try_wait().unwrap().is_none() {
        child.kill().unwrap();
        child.wait().unwrap();
        panic!("the server took 4294967295 games and went on listening");
    }
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(
        error.contains(
            "--games 4294967295 is more than one run of the server hosts (at most 100000)"
        ),
        "{error}"
    );
}
