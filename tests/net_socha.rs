//! The real-client tests: the competition's official Python client (`socha`
//! 4.3.9) plays a whole Piranhas 2026 game against `bernstein serve`, run by
//! `scripts/socha-client-test`, and a short test series of `bernstein test`,
//! run by `scripts/socha-series-test`. Where Python 3.11 or the package
//! registry is not available the scripts say "skipped: …" and so do these tests.

use std::process::Command;

/// Runs a script of `scripts/` with the test build's binary: its output when it
/// passed, `None` (and the reason printed) when it was skipped.
fn run_script(name: &str) -> Option<String> {
    let script = format!("{}/scripts/{name}", env!("CARGO_MANIFEST_DIR"));
    let output = Command::new(script)
        .arg(env!("CARGO_BIN_EXE_bernstein"))
        .output()
        .expect("the script runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    match output.status.code() {
        Some(0) => Some(text),
        Some(77) => {
            println!("{}", text.trim());
            None
        }
        _ => panic!("{name} failed:\n{text}"),
    }
}

#[test]
fn the_official_python_client_plays_a_whole_game_against_the_server() {
    if let Some(text) = run_script("socha-client-test") {
        assert!(
            text.contains("the official client played a whole game"),
            "{text}"
        );
    }
}

/// A short round robin of real programs under `bernstein test`: the official
/// Python client with a few lines of logic, `bernstein client` and the engine.
#[test]
fn the_official_python_client_plays_a_test_series() {
    if let Some(text) = run_script("socha-series-test") {
        assert!(
            text.contains("the official client played a series"),
            "{text}"
        );
        assert!(text.contains("game 6: "), "{text}");
        assert!(text.contains("crosstable"), "{text}");
    }
}
