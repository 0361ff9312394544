//! A test series in parts, as a computer room or a cluster plays it: the GNU
//! Parallel recipe of `docs/command-line.md` with this machine as the only
//! "computer" (`--sshlogin :`), two parts of a round robin, merged by
//! `bernstein test merge`: exactly the whole series' schedule, each game once,
//! and the single machine's sums; a missing or doubled part is named. Where
//! GNU Parallel is missing (scripts/install-system-packages installs it) the
//! test says "SKIPPED".

use std::path::Path;
use std::process::Command;

use bernstein::net::series::{GameReport, merge, read_part};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

const BINARY: &str = env!("CARGO_BIN_EXE_bernstein");

/// The series' arguments: two bots (Bernstein's own client at two levels) and
/// level 1 in a round robin of 3 pairings, 2 games each.
fn series_arguments() -> Vec<String> {
    [
        "test",
        "piranhas-2026",
        "--bot",
        &format!("name=alice:{BINARY} client piranhas-2026 --level 1"),
        "--bot",
        &format!("name=bob:{BINARY} client piranhas-2026 --level 2"),
        "--level",
        "1",
        "--games",
        "2",
        "--seed",
        "5",
    ]
    .map(str::to_string)
    .to_vec()
}

/// Each game's place in the schedule: number, pairing, who plays which side
/// and from which start.
fn schedule_of(games: &[GameReport]) -> Vec<(u32, usize, [usize; 2], String)> {
    games
        .iter()
        .map(|game| {
            (
                game.number,
                game.pairing,
                game.players,
                game.record.start.clone(),
            )
        })
        .collect()
}

fn merge_command(dir: &Path, parts: &[&str]) -> std::process::Output {
    Command::new(BINARY)
        .current_dir(dir)
        .args(["test", "merge"])
        .args(parts)
        .output()
        .unwrap()
}

#[test]
fn parts_through_gnu_parallel_merge_into_the_whole_series() {
    let found = Command::new("parallel")
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    if !found {
        support::skipped(
            "parts_through_gnu_parallel_merge_into_the_whole_series",
            "GNU Parallel not found (scripts/install-system-packages installs it)",
        );
        return;
    }
    let dir = TempDir::new("series-shards");
    // The recipe: one job per part, each on the next free "computer".
    let quoted: Vec<String> = series_arguments()
        .iter()
        .map(|word| shlex_quote(word))
        .collect();
    let job = format!(
        "cd {} && {BINARY} {} --shard {{}}/2 --results part-{{}}.txt --logs logs-{{}} > out-{{}}.txt 2>&1",
        shlex_quote(&dir.to_string_lossy()),
        quoted.join(" ")
    );
    let status = Command::new("parallel")
        .args([
            "--will-cite",
            "--sshlogin",
            ":",
            "-j",
            "2",
            &job,
            ":::",
            "1",
            "2",
        ])
        .status()
        .unwrap();
    assert!(status.success(), "both parts ran");

    // The same series on one machine.
    let whole = Command::new(BINARY)
        .current_dir(&*dir)
        .args(series_arguments())
        .args(["--results", "whole.txt", "--logs", "logs-whole"])
        .output()
        .unwrap();
    assert!(
        whole.status.success(),
        "{}",
        String::from_utf8_lossy(&whole.stderr)
    );

    let parts = [dir.join("part-1.txt"), dir.join("part-2.txt")];
    for part in &parts {
        let read = read_part(part).unwrap();
        assert!(!read.games.is_empty(), "each part plays games");
        assert_eq!(
            read.games.len(),
            read.numbers.len(),
            "each part played its games"
        );
    }
    let merged = merge(&parts).unwrap();
    assert!(merged.problems.is_empty(), "{:?}", merged.problems);
    let single = read_part(&dir.join("whole.txt")).unwrap();
    let mut single_games = single.games.clone();
    single_games.sort_by_key(|game| game.number);
    assert_eq!(merged.games.len(), 6);
    assert_eq!(schedule_of(&merged.games), schedule_of(&single_games));
    // The sums: each participant's wins, draws and losses as on one machine.
    let mut standings = merged.standings.clone();
    standings.expected = 0;
    let mut alone =
        bernstein::net::series::Standings::new(merged.participants.clone(), &merged.pairings, 0);
    for game in &single_games {
        alone.add(game);
    }
    for (index, name) in merged.names.iter().enumerate() {
        let [a, b] = [&standings.stats[index].score, &alone.stats[index].score];
        assert_eq!(
            (a.wins, a.draws, a.losses),
            (b.wins, b.draws, b.losses),
            "{name}"
        );
    }

    // On the command line: the tables and a PGN of all six games.
    let output = Command::new(BINARY)
        .current_dir(&*dir)
        .args([
            "test",
            "merge",
            "part-1.txt",
            "part-2.txt",
            "--pgn",
            "all.pgn",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        text.starts_with("merged 2 parts of a series: piranhas-2026"),
        "{text}"
    );
    assert!(text.contains("\ncrosstable"), "{text}");
    assert!(text.contains("\nranking\n"), "{text}");
    assert_eq!(
        bernstein::records::load_all(&dir.join("all.pgn"))
            .unwrap()
            .len(),
        6
    );

    // A part missing, a part twice: said, and the exit code says so.
    let output = merge_command(&dir, &["part-1.txt"]);
    let errors = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2));
    assert!(errors.contains("part 2/2 is missing"), "{errors}");
    assert!(errors.contains("of 6 games are missing: "), "{errors}");
    let output = merge_command(&dir, &["part-1.txt", "part-2.txt", "part-1.txt"]);
    let errors = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2));
    assert!(errors.contains("part 1/2 is given twice"), "{errors}");
    // A part of another series is refused.
    Command::new(BINARY)
        .current_dir(&*dir)
        .args(["test", "piranhas-2026", "--bot", "./nobody", "--level", "1"])
        .args([
            "--games",
            "1",
            "--seed",
            "6",
            "--shard",
            "1/2",
            "--results",
            "other.txt",
        ])
        .output()
        .unwrap();
    let output = merge_command(&dir, &["part-1.txt", "other.txt"]);
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(errors.contains("is a part of another series"), "{errors}");
}

/// A word quoted for the shell that GNU Parallel runs the job in.
fn shlex_quote(word: &str) -> String {
    format!("'{}'", word.replace('\'', "'\\''"))
}
